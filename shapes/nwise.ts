// N-wise reduction: n f/⍵ reduces each window of n consecutive items along the axis (a negative n
// reverses each window first; 0 gives f's identity for each of the len+1 empty windows). The
// width must be known before the program runs; the number of windows, len-|n|+1, may not be (it
// is checked at run time: a window wider than len+1 is a LENGTH ERROR).
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimProduct, dimSub, showShape } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext, type FnValue } from './context.js';
import { convertTo } from './literals.js';
import type { ElemType, ScalarFn, TExpr } from './typed.js';

export function nwise(
  ctx: CheckContext, f: FnValue, l: TExpr, r0: TExpr, axis: number | null, glyph: string, span: Span,
  foldFn: (f: FnValue, elem: ElemType) => { sfn: ScalarFn; elem: ElemType },
): TExpr {
  if (!isSingleton(l.t)) return ctx.fail('LENGTH', `the left argument of n-wise ${glyph} must be a single number, got shape ${showShape(l.t.shape)}`, span, [ctx.describe('left', l)]);
  if (l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of n-wise ${glyph} must be an integer`, span, [ctx.describe('left', l)]);
  const width = l.sval && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
  if (width === null) return ctx.fail('NONCE', `n-wise ${glyph} with a window width computed from data`, span, [ctx.describe('left', l)]);
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis ?? (glyph === '/' ? rank - 1 : 0);
  if (ax < 0 || ax >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('argument', r0)]);
  const len = r.t.shape[ax]!;
  const windows = dimSub(dimAdd(len, ONE), dimConst(Math.abs(width)));
  const m = asConst(windows);
  if (m !== null && m < 0) return ctx.fail('LENGTH', `a window of ${Math.abs(width)} items is wider than the axis (length ${len.key}) plus one`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  const { sfn, elem } = foldFn(f, r.t.elem);
  const shape = r.t.shape.map((d, i) => (i === ax ? windows : d));
  return mk({ k: 'nwise', fn: sfn, axis: ax, width, arg: convertTo(ctx, r, elem) }, { elem, shape }, span, {
    phase: { op: `n-wise reduce ${sfn.k === 'prim' ? sfn.glyph : 'dfn'}`, mapExtent: dimProduct(shape), reduceExtent: dimConst(Math.abs(width)) },
  });
}
