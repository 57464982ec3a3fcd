// What aplc knows about one APL scalar function (a glyph of scalar-glyphs.ts): the element type of
// its result, or why there is none, and which IR op each form becomes with which conversions.
// The emitting code is passes/lower-scalar.ts; reductions read their identity and associativity
// from the op the dyadic form lowers to (glyph-rules.ts).
import type { Elem } from './elem.js';
import type { BinOp, UnOp } from './scalar-ops.js';

/** The narrowest type the result can have, or why the combination is a DOMAIN or NONCE error. */
export type ElemRule = { readonly ok: Elem } | { readonly domain: string } | { readonly nonce: string };

/**
 * A monadic form in the IR: the operand converted to `via`, the op applied (none: the operand
 * itself), its result converted to `to`.
 */
export interface MonadicLowering {
  readonly op: UnOp | null;
  readonly via: Elem;
  readonly to: Elem;
}

/** A dyadic form in the IR. */
export type DyadicLowering =
  /** both operands converted to `via`, then the op (its result type is binResult(op, via)) */
  | { readonly k: 'bin'; readonly op: BinOp; readonly via: Elem }
  /** a unary op of the right operand converted to `via` (⍺○⍵ with ⍺ known: the circle function) */
  | { readonly k: 'unRight'; readonly op: UnOp; readonly via: Elem }
  /** a value known without looking at the operands (a character never equals a number) */
  | { readonly k: 'const'; readonly value: number; readonly elem: Elem };

export interface MonadicScalar {
  /** the rule for a numeric operand (characters are a DOMAIN error for every monadic scalar function) */
  readonly elem: (a: Elem) => ElemRule;
  /** `result` is the checker's type for the application */
  readonly lower: (a: Elem, result: Elem) => MonadicLowering;
}

export interface DyadicScalar {
  /** whether characters are operands (= and ≠); for the others they are a DOMAIN error */
  readonly takesChars?: true;
  readonly elem: (a: Elem, b: Elem) => ElemRule;
  /** `leftConst`: the left operand's value when it is a constant; null: no lowering for these types */
  readonly lower: (a: Elem, b: Elem, result: Elem, leftConst: number | null) => DyadicLowering | null;
}

export interface ScalarGlyphSpec {
  readonly name: string;
  readonly monadic?: MonadicScalar;
  readonly dyadic?: DyadicScalar;
}
