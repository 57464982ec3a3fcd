// Catenation (⍺,⍵ and ⍺⍪⍵, along the last or the first axis, or the one given with [k]): both
// sides are brought to one rank (a scalar fills the other dims, an array of one rank less gets a
// unit axis), must agree along every other axis, and join their element types.
import type { Span } from '../apl/ast.js';
import { dimAdd, showShape, type Dim } from './dim.js';
import { mk, ONE, type CheckContext } from './context.js';
import { checkAxis } from './axis.js';
import { convertTo } from './literals.js';
import { decideEq } from './solve.js';
import { joinElems } from './scalar-rules.js';
import { mapPhase } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

export function catenate(ctx: CheckContext, g: string, axis: number | null, l: TExpr, r: TExpr, span: Span): TExpr {
  const elem = joinElems(l.t.elem, r.t.elem);
  if (elem === null) return ctx.fail('NONCE', 'catenating characters with numbers (a mixed array) is not supported', span, [ctx.describe('left', l), ctx.describe('right', r)]);
  const rank = Math.max(l.t.shape.length, r.t.shape.length, 1);
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, l.t.shape.length >= r.t.shape.length ? l : r) : g === '⍪' ? 0 : rank - 1;
  // bring both sides to the full rank: a scalar fills the other dims, a rank-1-less array gets a unit axis
  const lift = (x: TExpr, other: TExpr): TExpr => {
    if (x.t.shape.length === rank) return convertTo(ctx, x, elem);
    const full = other.t.shape.length === rank ? other.t.shape : null;
    let shape: Dim[];
    if (x.t.shape.length === 0) {
      shape = full ? full.map((d, i) => (i === ax ? ONE : d)) : [ONE];
    } else if (x.t.shape.length === rank - 1) {
      shape = [...x.t.shape.slice(0, ax), ONE, ...x.t.shape.slice(ax)];
    } else {
      return ctx.fail('RANK', `catenated arrays' ranks differ by more than one: ${showShape(l.t.shape)} and ${showShape(r.t.shape)}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    }
    return mk({ k: 'reshape', arg: convertTo(ctx, x, elem) }, { elem, shape }, x.span, { origin: x.origin });
  };
  let L = lift(l, r);
  const R = lift(r, l);
  for (let i = 0; i < rank; i++) {
    if (i === ax) continue;
    const a = L.t.shape[i]!;
    const b = R.t.shape[i]!;
    const d = decideEq(a, b);
    if (d.k === 'equal') continue;
    const message = `catenated arrays differ along axis ${i + 1}: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}`;
    if (d.k === 'unequal') return ctx.fail('LENGTH', message, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    // known only at run time: checked on the left, which is computed after the right
    const shape = L.t.shape.map((x, j) => (j === i ? b : x));
    L = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message, value: L }, { elem: L.t.elem, shape }, span, { origin: L.origin });
  }
  const shape = L.t.shape.map((d, i) => (i === ax ? dimAdd(d, R.t.shape[i]!) : d));
  const sval = l.sval && r.sval && rank === 1 ? [...l.sval, ...r.sval] : null;
  return mk({ k: 'catenate', axis: ax, left: L, right: R }, { elem, shape }, span, { sval, phase: mapPhase('catenate', shape) });
}
