// Stencil: (f⌺s)⍵ applies f to the neighbourhood of size s (one size per leading axis) around
// each position of ⍵, with ⍺ the padding counts of that neighbourhood; the results make the
// result's cells. The neighbourhoods all have one shape, so this is a cell-wise application
// (shapes/cells.ts) over an array of neighbourhoods. Steps other than 1 (a two-row s) are not
// supported yet.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, type Dim } from './dim.js';
import { mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { cellsOf } from './cells.js';
import type { TExpr } from './typed.js';

export function applyStencil(ctx: CheckContext, env: Env, f: FnValue, s: TExpr, l: TExpr | null, r: TExpr, span: Span): TExpr {
  if (l !== null) return ctx.fail('SYNTAX', 'a stencil (f⌺s) takes one argument', span);
  if (s.t.shape.length > 1) return ctx.fail('NONCE', '⌺ with steps (a two-row right operand) is not supported yet', span, [ctx.describe('sizes', s)]);
  if (s.t.elem === 'char' || s.t.elem === 'float') return ctx.fail('DOMAIN', 'the right operand of ⌺ must be window sizes (integers)', span);
  const sizes = s.sval?.map(asConst) ?? null;
  if (sizes === null || sizes.some((x) => x === null)) return ctx.fail('NONCE', 'window sizes of ⌺ computed from data: they must be known before the program runs', span, [ctx.describe('sizes', s)]);
  const ns = sizes as number[];
  if (ns.some((n) => n < 0)) return ctx.fail('DOMAIN', 'the window sizes of ⌺ must be non-negative', span);
  const rank = r.t.shape.length;
  if (ns.length > rank) return ctx.fail('LENGTH', `⌺ has ${ns.length} window sizes for an array of rank ${rank}`, span, [ctx.describe('sizes', s), ctx.describe('argument', r)]);
  const k = ns.length;
  const arg = shareValue(ctx, r);
  const frame = r.t.shape.slice(0, k);
  const cellShape: Dim[] = [...ns.map((n) => dimConst(n)), ...r.t.shape.slice(k)];
  const cells = mk({ k: 'stencil', part: 'cells', sizes: ns, arg: arg.ref }, { elem: r.t.elem, shape: [...frame, ...cellShape] }, span);
  const pads = mk({ k: 'stencil', part: 'pads', sizes: ns, arg: arg.ref }, { elem: 'int', shape: [...frame, dimConst(k)] }, span);
  return arg.wrap(cellsOf(ctx, env, f, [{ arg: pads, cellRank: 1, whole: false }, { arg: cells, cellRank: cellShape.length, whole: false }], frame, span, '⍤'));
}
