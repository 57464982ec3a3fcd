// Squad (⍺⌷⍵): index ⍵ by the items of the simple vector ⍺, one per leading axis (or, with an
// axis ⌷[k], per listed axis); the other axes are taken whole. Choosing sets of indices per axis
// needs nested left arguments (⊂i), which the flat model has not. Monadic ⌷ (materialise) is the
// identity on flat arrays.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, showShape } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { scalar2 } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

export function squad(ctx: CheckContext, axes: readonly number[] | null, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('RANK', 'the left argument of ⌷ must be a scalar or a vector', span, [ctx.describe('left', l)]);
  if (l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', 'the left argument of ⌷ must be integers', span, [ctx.describe('left', l)]);
  const n = l.t.shape.length === 0 ? 1 : asConst(l.t.shape[0]!);
  if (n === null) return ctx.fail('NONCE', '⌷ with a number of indices known only at run time', span, [ctx.describe('left', l)]);
  const rank = r.t.shape.length;
  const targets = axes ?? Array.from({ length: n }, (_, i) => i);
  if (targets.length !== n) return ctx.fail('LENGTH', `⌷ with ${targets.length} axes needs as many indices, got ${n}`, span, [ctx.describe('left', l)]);
  if (n > rank) return ctx.fail('RANK', `⌷ has ${n} indices for an array of rank ${rank}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  if (targets.some((a) => a < 0 || a >= rank)) return ctx.fail('AXIS', `⌷: axis out of range for rank ${rank}`, span);
  const indices: (TExpr | null)[] = r.t.shape.map(() => null);
  targets.forEach((axis, j) => {
    // item j of ⍺, as a 0-based scalar index
    const item = l.t.shape.length === 0 ? l : mk({ k: 'gather', arg: l, indices: [mk({ k: 'lit', data: [j] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(j)] })] }, { elem: l.t.elem, shape: [] }, span, { sval: l.sval ? [l.sval[j]!] : null });
    const c = item.sval && item.sval.length === 1 ? asConst(item.sval[0]!) : null;
    const len = asConst(r.t.shape[axis]!);
    if (c !== null && len !== null && (c - io < 0 || c - io >= len))
      ctx.fail('INDEX', `index ${c} is out of range for axis ${axis + io} of length ${len} (⎕IO=${io})`, span, [ctx.describe('right', r)]);
    const zero = io === 0 ? item : scalar2(ctx, '-', item, mk({ k: 'lit', data: [io] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(io)] }), span);
    indices[axis] = convertTo(ctx, zero, 'int');
  });
  const shape = r.t.shape.filter((_, i) => indices[i] === null);
  if (shape.length !== rank - n) return ctx.fail('AXIS', `⌷: an axis is indexed twice (${showShape(r.t.shape)})`, span);
  return mk({ k: 'gather', arg: r, indices }, { elem: r.t.elem, shape }, span);
}
