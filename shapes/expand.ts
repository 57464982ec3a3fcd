// Expand (⍺\⍵, ⍺⍀⍵): each positive count k of ⍺ takes the next item of ⍵ along the axis k times,
// each 0 inserts one fill item (0 or ' '), each negative ¯k inserts k. The counts must use up ⍵: the number of positive
// counts is ⍵'s length along the axis (or ⍵ has one item there, which extends). A mask known
// before the program runs becomes a selection from ⍵ with a fill item appended; a boolean mask
// computed from data a run-time expansion, with the LENGTH check at run time.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimProduct, showShape } from './dim.js';
import { mk, ONE, type CheckContext } from './context.js';
import type { TExpr } from './typed.js';

export function expand(ctx: CheckContext, g: '\\' | '⍀', axis: number | null, l: TExpr, r0: TExpr, span: Span): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ${g} must be a vector`, span, [ctx.describe('left', l)]);
  if (l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of ${g} must be integers`, span, [ctx.describe('left', l)]);
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis !== null ? axis : g === '\\' ? rank - 1 : 0;
  if (ax < 0 || ax >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('right', r0)]);
  const n = r.t.shape[ax]!;
  const mask = l.t.shape.length === 0 ? mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [ONE] }, l.span, { origin: l.origin }) : l;
  const counts = mask.sval?.map(asConst) ?? null;
  // a boolean mask written in the program over an axis whose length is known only when it runs: as a computed mask
  const unknownAxis = asConst(n) === null && asConst(mask.t.shape[0]!) !== null && mask.t.elem === 'bool';
  if (counts === null || counts.some((c) => c === null) || unknownAxis) {
    if (mask.t.elem !== 'bool') return ctx.fail('NONCE', `${g} with counts other than 0 and 1 computed from data (the result length would depend on them)`, span, [ctx.describe('left', l)]);
    const shape = r.t.shape.map((d, i) => (i === ax ? mask.t.shape[0]! : d));
    return mk({ k: 'expandDyn', axis: ax, mask, arg: r }, { elem: r.t.elem, shape }, span, {
      phase: { op: `${g} (data-dependent mask)`, mapExtent: dimProduct(shape), reduceExtent: ONE },
    });
  }
  const cs = counts as number[];
  const used = cs.filter((c) => c > 0).length;
  const len = asConst(n);
  const extend = len === 1 && used !== 1;
  if (!extend) {
    if (len === null) return ctx.fail('NONCE', `${g} over an axis whose length is not known before the program runs`, span, [ctx.describe('right', r0)]);
    if (len !== used) return ctx.fail('LENGTH', `the left argument of ${g} has ${used} positive counts, the axis has length ${len}: left ${showShape(l.t.shape)}, right ${showShape(r0.t.shape)}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  }
  // select from ⍵ with one fill item appended along the axis (at position len)
  const fillAt = len!;
  const fillShape = r.t.shape.map((d, i) => (i === ax ? ONE : d));
  const fill = mk({ k: 'reshape', arg: mk({ k: 'lit', data: [r.t.elem === 'char' ? 32 : 0] }, { elem: r.t.elem, shape: [] }, span) }, { elem: r.t.elem, shape: fillShape }, span);
  const padded = mk({ k: 'catenate', axis: ax, left: r, right: fill }, { elem: r.t.elem, shape: r.t.shape.map((d, i) => (i === ax ? dimConst(fillAt + 1) : d)) }, span);
  const positions: number[] = [];
  let next = 0;
  for (const c of cs) {
    // 0 inserts one fill item, ¯k inserts k
    if (c <= 0) for (let k = 0; k < Math.max(1, -c); k++) positions.push(fillAt);
    else {
      for (let k = 0; k < c; k++) positions.push(extend ? 0 : next);
      next++;
    }
  }
  const shape = r.t.shape.map((d, i) => (i === ax ? dimConst(positions.length) : d));
  const sval = r.sval && rank === 1 ? positions.map((p) => (p === fillAt ? dimConst(0) : r.sval![p]!)) : null;
  return mk({ k: 'select', axis: ax, positions, arg: padded }, { elem: r.t.elem, shape }, span, {
    sval: r.t.elem === 'char' ? null : sval,
    phase: { op: `${g} (expand)`, mapExtent: dimProduct(shape), reduceExtent: ONE },
  });
}
