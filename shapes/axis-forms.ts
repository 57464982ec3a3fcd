// Axis-driven forms of structural and scalar functions: dyadic ⍉ with repeated axes (diagonals),
// ⌽ and ⊖ with one rotation per row, a dyadic scalar function with an axis (1 2+[1]m), and
// laminate (,[0.5]: catenation along a new axis).
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimEq, dimMin, dimProduct, showShape, type Dim } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { dyadicElem, joinElems } from './scalar-rules.js';
import { decideEq } from './solve.js';
import type { ElemType, TExpr } from './typed.js';

/** ⍺⍉⍵ where ⍺ repeats axes: each result axis takes the diagonal of the arg axes sent to it. */
export function diagonalTranspose(ctx: CheckContext, axes: readonly number[], r: TExpr, span: Span): TExpr {
  const resRank = Math.max(...axes) + 1;
  for (let j = 0; j < resRank; j++) if (!axes.includes(j)) return ctx.fail('DOMAIN', `the left argument of ⍉ must use every result axis up to the largest (axis ${j} is missing)`, span);
  const shape: Dim[] = Array.from({ length: resRank }, (_, j) => axes.flatMap((a, i) => (a === j ? [r.t.shape[i]!] : [])).reduce((m, d) => dimMin(m, d)));
  return mk({ k: 'diagonal', axes, arg: r }, { elem: r.t.elem, shape }, span, {
    phase: { op: '⍉ (diagonal)', mapExtent: dimProduct(shape), reduceExtent: ONE },
  });
}

/** ⍺⌽⍵ or ⍺⊖⍵ with a rotation for each position of the other axes */
export function rotateEach(ctx: CheckContext, g: string, axis: number, l: TExpr, r: TExpr, span: Span): TExpr {
  const other = r.t.shape.filter((_, i) => i !== axis);
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.shape.length !== other.length) return ctx.fail('RANK', `the left argument of ${g} must be a scalar or have the shape ${showShape(other)} (the right's other axes), got ${showShape(l.t.shape)}`, span, notes);
  let amounts = convertTo(ctx, l, 'int');
  for (let i = 0; i < other.length; i++) {
    const a = l.t.shape[i]!;
    const b = other[i]!;
    if (dimEq(a, b)) continue;
    if (asConst(a) !== null && asConst(b) !== null) return ctx.fail('LENGTH', `the left argument of ${g} has shape ${showShape(l.t.shape)}, the right's other axes ${showShape(other)}`, span, notes);
    amounts = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message: `the left argument of ${g} and the right's other axes differ`, value: amounts }, { elem: 'int', shape: other.map((_, j) => (j === i ? b : amounts.t.shape[j]!)) }, span);
  }
  return mk({ k: 'rotateEach', axis, amounts, arg: r }, r.t, span, { origin: r.origin, phase: { op: `${g} (per row)`, mapExtent: dimProduct(r.t.shape), reduceExtent: ONE } });
}

/** ⍺ f[k] ⍵ for a dyadic scalar f: the lower-rank side's axes are the listed axes of the other */
export function scalarWithAxis(ctx: CheckContext, g: string, axes: readonly number[], l: TExpr, r: TExpr, span: Span, elemOf: (rule: ReturnType<typeof dyadicElem>) => ElemType): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const elem = elemOf(dyadicElem(g, l.t.elem, r.t.elem));
  if (isSingleton(l.t) || isSingleton(r.t) || l.t.shape.length === r.t.shape.length) {
    return ctx.fail('NONCE', `${g}[axis] between arrays of equal rank or with a singleton (use ${g} without the axis)`, span, notes);
  }
  const smallerLeft = l.t.shape.length < r.t.shape.length;
  const [small, big] = smallerLeft ? [l, r] : [r, l];
  if (axes.length !== small.t.shape.length) return ctx.fail('AXIS', `${g}[…] needs one axis for each axis of the lower-rank argument (${small.t.shape.length}), got ${axes.length}`, span, notes);
  if (axes.some((a, i) => a < 0 || a >= big.t.shape.length || (i > 0 && a <= axes[i - 1]!))) return ctx.fail('AXIS', `the axes of ${g}[…] must be increasing axes of the higher-rank argument`, span, notes);
  axes.forEach((a, i) => {
    const d = big.t.shape[a]!;
    const e = small.t.shape[i]!;
    if (!dimEq(d, e) && asConst(d) !== null && asConst(e) !== null) ctx.fail('LENGTH', `${g}[…]: axis ${a + 1} of the larger argument has length ${d.key}, the smaller's axis ${i + 1} ${e.key}`, span, notes);
    if (!dimEq(d, e)) ctx.fail('NONCE', `${g}[…] over axes whose lengths are not known to agree (${d.key} and ${e.key})`, span, notes);
  });
  return mk({ k: 'scalarAxis', glyph: g, left: l, right: r, axes, smallerLeft }, { elem, shape: big.t.shape }, span, {
    phase: { op: `map ${g}[axis]`, mapExtent: dimProduct(big.t.shape), reduceExtent: ONE },
  });
}

/** ⍺,[k]⍵ with a fractional k: both sides get a new unit axis at ⌈k and are joined along it */
export function laminate(ctx: CheckContext, at: number, l: TExpr, r: TExpr, span: Span): TExpr {
  const elem = joinElems(l.t.elem, r.t.elem);
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (elem === null) return ctx.fail('NONCE', 'laminating characters with numbers (a mixed array) is not supported', span, notes);
  // a scalar takes the other side's shape
  // the right side is evaluated first (APL's order), so the left is checked against its sizes
  const base = l.t.shape.length > r.t.shape.length ? l.t.shape : r.t.shape;
  const message = `laminated arrays must have the same shape: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}`;
  // lengths the checker cannot compare (two sizes known only when it runs) are checked then
  const sameShape = (x: TExpr): TExpr => {
    if (x.t.shape.length === 0) return x;
    if (x.t.shape.length !== base.length) return ctx.fail('RANK', message, span, notes);
    let v = x;
    x.t.shape.forEach((d, i) => {
      const eq = decideEq(d, base[i]!);
      if (eq.k === 'unequal') ctx.fail('LENGTH', message, span, notes);
      if (eq.k === 'unknown') v = mk({ k: 'assertEq', a: d, b: base[i]!, cls: 'LENGTH', message, value: v }, { elem: v.t.elem, shape: base }, span, { origin: v.origin });
    });
    return v;
  };
  [l, r] = [sameShape(l), sameShape(r)];
  if (at < 0 || at > base.length) return ctx.fail('AXIS', `a laminate axis must lie between the axes of the arguments (rank ${base.length})`, span, notes);
  const shape = [...base.slice(0, at), ONE, ...base.slice(at)];
  const lift = (x: TExpr): TExpr => mk({ k: 'reshape', arg: convertTo(ctx, x, elem) }, { elem, shape }, x.span, { origin: x.origin });
  const full = [...base.slice(0, at), dimConst(2), ...base.slice(at)];
  return mk({ k: 'catenate', axis: at, left: lift(l), right: lift(r) }, { elem, shape: full }, span, {
    phase: { op: 'laminate', mapExtent: dimProduct(full), reduceExtent: ONE },
  });
}
