// Shape rules of the primitives that reorder items along axes: reverse and rotate (⌽ along the
// last axis, ⊖ along the first, either along [k]) and transpose (⍉). Their per-row and diagonal
// forms are axis-forms.ts's.
import type { Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import { isSingleton, mk, type CheckContext } from './context.js';
import { checkAxis } from './axis.js';
import { diagonalTranspose, rotateEach } from './axis-forms.js';
import { convertTo } from './literals.js';
import { constsOf, staticDims } from './static-args.js';
import { wholeNumbers } from './whole-numbers.js';
import type { TExpr } from './typed.js';

/** ⌽⍵ and ⊖⍵ */
export function reverse(ctx: CheckContext, g: '⌽' | '⊖', arg: TExpr, span: Span, axis: number | null): TExpr {
  const rank = arg.t.shape.length;
  if (rank === 0) return arg;
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, arg) : g === '⌽' ? rank - 1 : 0;
  return mk({ k: 'reverse', axis: ax, arg }, arg.t, span, { origin: arg.origin, sval: arg.sval && rank === 1 ? [...arg.sval].reverse() : null });
}

/** ⍺⌽⍵ and ⍺⊖⍵: by one amount, or by one per position of the other axes */
export function rotate(ctx: CheckContext, g: '⌽' | '⊖', l0: TExpr, r: TExpr, span: Span, axis: number | null): TExpr {
  const rank = r.t.shape.length;
  if (l0.t.elem === 'char') return ctx.fail('DOMAIN', `the left argument of ${g} must be an integer`, span);
  // a float amount must be whole when it runs
  const l = wholeNumbers(ctx, l0, `the left argument of ${g} must be an integer`, span);
  if (rank === 0) return r;
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, r) : g === '⌽' ? rank - 1 : 0;
  if (!isSingleton(l.t)) return rotateEach(ctx, g, ax, l, r, span);
  // a vector of static values rotated by a static amount keeps them (⍳ then ⌽ for ⍉'s left argument)
  const amt = l.sval && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
  const sv = r.sval && rank === 1 && amt !== null && r.sval.length > 0 ? r.sval.map((_, i) => r.sval![(((i + amt) % r.sval!.length) + r.sval!.length) % r.sval!.length]!) : null;
  return mk({ k: 'rotate', axis: ax, amount: convertTo(ctx, l, 'int'), arg: r }, r.t, span, { origin: r.origin, sval: sv });
}

/** ⍉⍵: the axes in reverse order */
export function transposeReversed(arg: TExpr, span: Span): TExpr {
  const rank = arg.t.shape.length;
  if (rank < 2) return arg;
  const perm = Array.from({ length: rank }, (_, i) => rank - 1 - i);
  return mk({ k: 'transpose', perm, arg }, { elem: arg.t.elem, shape: perm.map((p) => arg.t.shape[p]!) }, span);
}

/** ⍺⍉⍵: ⍺[i] is where axis i of ⍵ goes (⎕IO-based); repeated axes take a diagonal */
export function transpose(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const rank = r.t.shape.length;
  const perm0 = constsOf(ctx, staticDims(ctx, l, '⍉', span), '⍉', span).map((x) => x - io);
  if (perm0.length !== rank) return ctx.fail('LENGTH', `the left argument of ⍉ must have one item per axis of the right (${rank}), got ${perm0.length}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  if (perm0.some((p) => p < 0 || p >= rank)) return ctx.fail('AXIS', `⍉ axis out of range for rank ${rank}`, span);
  if (new Set(perm0).size !== rank) return diagonalTranspose(ctx, perm0, r, span);
  // l[i] is where arg axis i goes; the node wants, per result axis, its arg axis
  const perm = new Array<number>(rank);
  perm0.forEach((dest, src) => (perm[dest] = src));
  return mk({ k: 'transpose', perm, arg: r }, { elem: r.t.elem, shape: perm.map((p) => r.t.shape[p]!) }, span);
}
