// Squad (⍺⌷⍵): index ⍵ by the items of the vector ⍺, one per leading axis (or, with an axis ⌷[k],
// per listed axis); the other axes are taken whole. An item is a scalar (the axis goes) or, when ⍺
// is nested, an index array (the axis becomes its shape, as in bracket indexing): (⊂2 1)⌷M is
// M[2 1;] and (1 2)(3 1)⌷M is M[1 2;3 1], as in Dyalog. A nested ⍵ has its items picked whole.
// Monadic ⌷ (materialise) is the identity on flat arrays.
import { formatInt } from '../apl/format.js';
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, showShape } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { flatView, nestedView } from './nested.js';
import { scalar2 } from './scalar-shapes.js';
import { wholeNumbers } from './whole-numbers.js';
import type { TExpr } from './typed.js';

export function squad(ctx: CheckContext, axes: readonly number[] | null, l0: TExpr, r: TExpr, span: Span, io: number): TExpr {
  // a float index must be whole when it runs (x⊃v, x⌷v with x←4÷2); a nested one is refused below
  const l = l0.t.items === undefined && l0.t.ragged === undefined ? wholeNumbers(ctx, l0, 'the left argument of ⌷ must be integers', span) : l0;
  if (l.t.ragged !== undefined) return ctx.fail('NONCE', '⌷ with index vectors of different lengths (an irregular nested left argument) is not supported yet', span, [ctx.describe('left', l)]);
  if (l.t.shape.length > 1) return ctx.fail('RANK', 'the left argument of ⌷ must be a scalar or a vector', span, [ctx.describe('left', l)]);
  if (l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', 'the left argument of ⌷ must be integers', span, [ctx.describe('left', l)]);
  const n = l.t.shape.length === 0 ? 1 : asConst(l.t.shape[0]!);
  if (n === null) return ctx.fail('NONCE', '⌷ with a number of indices known only at run time', span, [ctx.describe('left', l)]);
  const rank = r.t.shape.length;
  const targets = axes ?? Array.from({ length: n }, (_, i) => i);
  if (targets.length !== n) return ctx.fail('LENGTH', `⌷ with ${targets.length} axes needs as many indices, got ${n}`, span, [ctx.describe('left', l)]);
  if (n > rank) return ctx.fail('RANK', `⌷ has ${n} indices for an array of rank ${rank}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  if (targets.some((a) => a < 0 || a >= rank)) return ctx.fail('AXIS', `⌷: axis out of range for rank ${rank}`, span);
  const items = l.t.items ?? [];
  const held = flatView(l);
  const indices: (TExpr | null)[] = r.t.shape.map(() => null);
  targets.forEach((axis, j) => {
    // item j of ⍺ (0-based): a scalar, or an index array when ⍺ is nested
    const at = mk({ k: 'lit', data: [j] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(j)] });
    const item = l.t.shape.length === 0 ? held : mk({ k: 'gather', arg: held, indices: [at, ...items.map(() => null)] }, { elem: l.t.elem, shape: items }, span, { sval: l.sval && items.length === 0 ? [l.sval[j]!] : null });
    const c = item.sval && item.sval.length === 1 && items.length === 0 ? asConst(item.sval[0]!) : null;
    const len = asConst(r.t.shape[axis]!);
    if (c !== null && len !== null && (c - io < 0 || c - io >= len))
      ctx.fail('INDEX', `index ${formatInt(c)} is out of range for axis ${axis + io} of length ${len} (⎕IO=${io})`, span, [ctx.describe('right', r)]);
    const zero = io === 0 ? item : scalar2(ctx, '-', item, mk({ k: 'lit', data: [io] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(io)] }), span);
    indices[axis] = convertTo(ctx, zero, 'int');
  });
  if (targets.length !== new Set(targets).size) return ctx.fail('AXIS', `⌷: an axis is indexed twice (${showShape(r.t.shape)})`, span);
  const shape = r.t.shape.flatMap((d, i) => (indices[i] === null ? [d] : indices[i]!.t.shape));
  const rItems = r.t.items ?? [];
  const res = mk({ k: 'gather', arg: flatView(r), indices: [...indices, ...rItems.map(() => null)] }, { elem: r.t.elem, shape: [...shape, ...rItems] }, span);
  return nestedView(res, rItems.length, span);
}
