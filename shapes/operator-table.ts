// Everything the checker knows about a primitive operator, one entry per glyph: the shape rule of
// the derived function, or the NONCE reason when aplc does not support the operator yet, and the
// checked node kinds the operator itself builds (its operands' own nodes aside) — look those up in
// passes/ to find the lowering. The record is typed over every glyph the lexer reads as an
// operator (and the slashes, reduce and scan, and ∘.), so one without an entry does not compile.
// shapes/operators.ts applies it.
import { isFn, type Expr, type Fn, type Span } from '../apl/ast.js';
import type { DYADIC_OPERATOR_GLYPHS, MONADIC_OPERATOR_GLYPHS, SLASH_GLYPHS } from '../apl/lexer.js';
import type { CheckContext, Env, FnValue } from './context.js';
import type { GlyphsOf, NodeKind } from './primitive-table.js';
import { applyAt } from './at.js';
import { applyEach, applyKey, applyRank } from './cells.js';
import { commute, compose } from './compose.js';
import { applyPower } from './power.js';
import { innerProduct, outerProduct, reduceOrScan } from './reduce-products.js';
import { applyStencil } from './stencil.js';
import { atop, behind, over } from './tacit.js';
import type { TExpr } from './typed.js';

/** Every glyph the lexer reads as a primitive operator, the slashes (reduce, scan) and ∘. (outer product). */
export type OperatorGlyph = GlyphsOf<typeof MONADIC_OPERATOR_GLYPHS> | GlyphsOf<typeof DYADIC_OPERATOR_GLYPHS> | GlyphsOf<typeof SLASH_GLYPHS> | '∘.';

/** A derived function applied: the operator with its operands, its scope, the arguments and the bracket axis (0-based). */
export interface OperatorCall {
  readonly fn: Extract<Fn, { kind: 'derived' }>;
  readonly env: Env;
  readonly l: TExpr | null;
  readonly r: TExpr;
  readonly span: Span;
  readonly axis: number | null;
  /** the left operand as a function (a SYNTAX ERROR when it is an array) */
  readonly leftFn: () => FnValue;
}

export type OperatorRule = (ctx: CheckContext, call: OperatorCall) => TExpr;

export type OperatorEntry =
  /** `lowersTo`: the node kinds the operator builds, besides its operands' and the plumbing of primitive-table.ts */
  | { readonly rule: OperatorRule; readonly lowersTo: readonly NodeKind[] }
  /** an operator aplc does not support yet: using it is a NONCE ERROR with this message */
  | { readonly nonce: string };

/** The right operand, which must be an array (⌺'s sizes, ⍤'s ranks): the error when it is missing or a function. */
function arrayRightOperand(ctx: CheckContext, c: OperatorCall, cls: 'SYNTAX' | 'NONCE', message: string): Expr {
  if (c.fn.right === null || isFn(c.fn.right)) return ctx.fail(cls, message, c.fn.span);
  return c.fn.right;
}

export const OPERATORS: Record<OperatorGlyph, OperatorEntry> = {
  '/': { rule: (ctx, c) => reduceOrScan(ctx, '/', c), lowersTo: ['reduce', 'nwise', 'reshape', 'outer', 'gather', 'assertTrue', 'stateLoop', 'iota', 'scalar2', 'regroup', 'dims'] },
  '⌿': { rule: (ctx, c) => reduceOrScan(ctx, '⌿', c), lowersTo: ['reduce', 'nwise', 'reshape', 'outer', 'gather', 'assertTrue', 'stateLoop', 'iota', 'scalar2', 'regroup', 'dims'] },
  '\\': { rule: (ctx, c) => reduceOrScan(ctx, '\\', c), lowersTo: ['scan'] },
  '⍀': { rule: (ctx, c) => reduceOrScan(ctx, '⍀', c), lowersTo: ['scan'] },
  '∘.': { rule: outerProduct, lowersTo: ['outer'] },
  '.': { rule: innerProduct, lowersTo: ['inner', 'reshape'] },
  '¨': { rule: (ctx, c) => applyEach(ctx, c.env, c.leftFn(), c.l, c.r, c.span), lowersTo: ['cells', 'reshape', 'ragged', 'raggedPart', 'segReduce', 'replicateDyn', 'scan', 'gather', 'iota', 'stateLoop', 'catenate', 'dims', 'scalar2', 'mixedArray', 'mixedPart', 'window'] },
  '⍨': { rule: commute, lowersTo: [] },
  '∘': { rule: compose, lowersTo: [] },
  '⍣': { rule: (ctx, c) => applyPower(ctx, c.env, c.fn, c.l, c.r, c.span), lowersTo: ['power', 'reshape'] },
  '@': { rule: (ctx, c) => applyAt(ctx, c.env, c.fn, c.l, c.r, c.span), lowersTo: ['update', 'gather', 'reshape', 'iota', 'dims', 'replicateDyn', 'select', 'scalar2', 'regroup'] },
  '⌸': { rule: (ctx, c) => applyKey(ctx, c.env, c.leftFn(), c.l, c.r, c.span, c.env.io), lowersTo: ['cells', 'iota', 'dims', 'indexOf', 'scalar2', 'select', 'replicateDyn', 'reshape', 'grade', 'gather', 'window', 'scan', 'ragged', 'catenate', 'mixedArray', 'mixedPart'] },
  '⌺': {
    rule: (ctx, c) => {
      const sizes = arrayRightOperand(ctx, c, 'SYNTAX', '⌺ needs window sizes (an array) on its right');
      return applyStencil(ctx, c.env, c.leftFn(), ctx.core.checkExpr(c.env, sizes), c.l, c.r, c.span);
    },
    lowersTo: ['stencil', 'cells'],
  },
  '⍤': {
    rule: (ctx, c) => {
      // f⍤g (a function on the right) is atop; f⍤k (an array) is rank
      if (c.fn.right !== null && isFn(c.fn.right)) return atop(ctx, c);
      const rank = arrayRightOperand(ctx, c, 'SYNTAX', '⍤ needs a rank (an array) or a function on its right');
      return applyRank(ctx, c.env, c.leftFn(), ctx.core.checkExpr(c.env, rank), c.l, c.r, c.span);
    },
    lowersTo: ['cells'],
  },
  '⍥': { rule: over, lowersTo: [] },
  '⍛': { rule: behind, lowersTo: [] },
  '⍠': { nonce: 'the operator ⍠ is not supported yet' },
};

export function isOperatorGlyph(g: string): g is OperatorGlyph {
  return Object.hasOwn(OPERATORS, g);
}
