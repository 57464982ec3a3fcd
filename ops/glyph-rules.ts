// Questions about the scalar functions answered from the glyph table (scalar-glyphs.ts) and the
// op table (scalar-ops.ts): element-type rules for the checker, the result type and reduction
// properties for lowering.
import type { Elem } from './elem.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from './float-width.js';
import type { DyadicLowering, ElemRule, MonadicLowering } from './glyph-spec.js';
import { BIN_OPS, type BinOp } from './scalar-ops.js';
import { isScalarGlyph, SCALAR_GLYPHS, type ScalarGlyph } from './scalar-glyphs.js';

export type { ElemRule } from './glyph-spec.js';

const GLYPHS = Object.keys(SCALAR_GLYPHS) as ScalarGlyph[];

/** Glyphs whose monadic form is a scalar function. */
export const MONADIC_SCALAR: ReadonlySet<string> = new Set(GLYPHS.filter((g) => SCALAR_GLYPHS[g].monadic !== undefined));
/** Glyphs whose dyadic form is a scalar function. */
export const DYADIC_SCALAR: ReadonlySet<string> = new Set(GLYPHS.filter((g) => SCALAR_GLYPHS[g].dyadic !== undefined));

const needsNumbers = (glyph: string): ElemRule => ({ domain: `${glyph} needs numbers, got characters` });

/** The result type of monadic `glyph` on `a` (the narrowest: ÷ gives float, - of booleans int). */
export function monadicElem(glyph: string, a: Elem): ElemRule {
  if (a === 'char') return needsNumbers(glyph);
  const m = isScalarGlyph(glyph) ? SCALAR_GLYPHS[glyph].monadic : undefined;
  return m === undefined ? { nonce: `monadic ${glyph}` } : m.elem(a);
}

/** The result type of dyadic `glyph` on `a` and `b` (+ of ints is int, comparisons give bool). */
export function dyadicElem(glyph: string, a: Elem, b: Elem): ElemRule {
  const d = isScalarGlyph(glyph) ? SCALAR_GLYPHS[glyph].dyadic : undefined;
  if (d?.takesChars !== true && (a === 'char' || b === 'char')) return needsNumbers(glyph);
  return d === undefined ? { nonce: `dyadic ${glyph}` } : d.elem(a, b);
}

/** The IR form of monadic `glyph` on an operand of type `a` giving `result`; null: none. */
export function monadicLowering(glyph: string, a: Elem, result: Elem): MonadicLowering | null {
  const m = isScalarGlyph(glyph) ? SCALAR_GLYPHS[glyph].monadic : undefined;
  return m === undefined ? null : m.lower(a, result);
}

/** The IR form of dyadic `glyph` on operands of types `a`, `b` giving `result`; null: none. */
export function dyadicLowering(glyph: string, a: Elem, b: Elem, result: Elem, leftConst: number | null): DyadicLowering | null {
  const d = isScalarGlyph(glyph) ? SCALAR_GLYPHS[glyph].dyadic : undefined;
  return d === undefined ? null : d.lower(a, b, result, leftConst);
}

/** The op a reduction of `glyph` over values of type `elem` folds with, if it is one op. */
function reductionOp(glyph: string, elem: Elem): BinOp | null {
  const rule = dyadicElem(glyph, elem, elem);
  if (!('ok' in rule)) return null;
  const l = dyadicLowering(glyph, elem, elem, rule.ok, null);
  return l?.k === 'bin' ? l.op : null;
}

/** The value of `glyph`'s reduction over an empty axis of type `elem`, if it has one. */
export function reductionIdentity(glyph: string, elem: Elem, width: FloatWidth = DEFAULT_FLOAT_WIDTH): number | null {
  const op = reductionOp(glyph, elem);
  return op === null ? null : BIN_OPS[op].identity?.value(elem, width) ?? null;
}

/** Whether `glyph`'s reduction over values of type `elem` may be computed in any tree order. */
export function reductionAssociative(glyph: string, elem: Elem): boolean {
  const rule = dyadicElem(glyph, elem, elem);
  if (!('ok' in rule)) return false;
  const l = dyadicLowering(glyph, elem, elem, rule.ok, null);
  return l?.k === 'bin' && BIN_OPS[l.op].associativeOn.includes(l.via);
}
