// Take and drop by counts known only at run time ((⍺-1)↓⍵ with ⍺ from data): the length of each
// counted axis becomes an existential size, bound when the counts are (with their signs: a
// negative count takes or drops from the end).
import type { Span } from '../apl/ast.js';
import { asConst, dimProduct, dimVar, type Dim } from './dim.js';
import { checkRank } from './static-args.js';
import { mk, ONE, type CheckContext } from './context.js';
import type { TExpr } from './typed.js';

export function takeDropDyn(ctx: CheckContext, g: '↑' | '↓', l: TExpr, r0: TExpr, span: Span, axis: number | null): TExpr {
  const n = l.t.shape.length === 0 ? 1 : asConst(l.t.shape[0]!);
  if (n === null) return ctx.fail('NONCE', `${g} with a number of counts known only at run time (the rank of the result would depend on data)`, span, [ctx.describe('left', l)]);
  checkRank(ctx, n, span);
  const rank0 = r0.t.shape.length;
  // a scalar right argument is an array of rank ≢counts with unit dims
  const r = rank0 === 0 && n > 0 && axis === null
    ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: Array.from({ length: n }, () => ONE) }, r0.span, { origin: r0.origin })
    : r0;
  const rank = r.t.shape.length;
  let axes: number[];
  if (axis !== null) {
    if (rank === 0) return ctx.fail('RANK', `${g} with an axis needs an array, not a scalar`, span);
    if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('right', r0)]);
    if (n !== 1) return ctx.fail('LENGTH', `${g} with one axis takes one count, got ${n}`, span, [ctx.describe('left', l)]);
    axes = [axis];
  } else {
    if (n > rank) return ctx.fail('LENGTH', `${g} has ${n} counts for an array of rank ${rank}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
    axes = Array.from({ length: n }, (_, i) => i);
  }
  const binds = axes.map(() => ctx.freshSize());
  const shape: Dim[] = r.t.shape.map((d, i) => {
    const j = axes.indexOf(i);
    return j < 0 ? d : dimVar(binds[j]!);
  });
  return mk({ k: 'windowDyn', g, counts: l, axes, arg: r, binds }, { elem: r.t.elem, shape }, span, {
    phase: { op: `${g} (data-dependent)`, mapExtent: dimProduct(shape), reduceExtent: ONE },
  });
}
