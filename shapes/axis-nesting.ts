// Enclose, split and mix along an axis: ⊂[k]⍵ encloses along the listed axes (its items run along
// them, the other axes are the result's), ↓[k]⍵ is ⊂[k]⍵ for one axis, and ↑[k]⍵ puts the items'
// axis at k, undoing ↓[k]. The uniform nested array that results is the argument transposed so the
// items' axes come last (a view), as nested.ts holds every uniform nested array. Until these were
// written the axis was accepted and ignored: ⊂[1] of a matrix gave its rows, a wrong answer.
import type { Span } from '../apl/ast.js';
import { mk, type CheckContext } from './context.js';
import { flatView, isNested, nestedView } from './nested.js';
import type { TExpr } from './typed.js';

/** ⍵ with its axes in this order: result axis i is ⍵'s axis perm[i]. */
function permuted(x: TExpr, perm: readonly number[], span: Span): TExpr {
  if (perm.every((p, i) => p === i)) return x;
  return mk({ k: 'transpose', perm, arg: x }, { elem: x.t.elem, shape: perm.map((p) => x.t.shape[p]!) }, span);
}

/** ⊂[axes]⍵ of a simple array (axes 0-based; ⎕IO for messages). */
export function encloseAlong(ctx: CheckContext, glyph: '⊂' | '↓', arg: TExpr, axes: readonly number[], span: Span, io: number): TExpr {
  const rank = arg.t.shape.length;
  if (isNested(arg.t) || arg.t.ragged !== undefined || arg.t.mixed === true) return ctx.fail('NONCE', `${glyph}[k] of a nested or mixed array is not supported yet`, span, [ctx.describe('argument', arg)]);
  const bad = axes.find((a) => !Number.isInteger(a) || a < 0 || a >= rank);
  if (bad !== undefined) return ctx.fail('AXIS', `${glyph}: axis ${bad + io} is not an axis of an array of rank ${rank} (⎕IO=${io})`, span, [ctx.describe('argument', arg)]);
  if (new Set(axes).size !== axes.length) return ctx.fail('AXIS', `${glyph}: an axis is listed twice`, span);
  // the items' axes in the order of the argument's: Dyalog's ⊂[k] keeps them so
  if (axes.some((a, i) => i > 0 && a < axes[i - 1]!)) return ctx.fail('NONCE', `${glyph}[k] with axes out of ascending order is not supported yet`, span);
  // ⊂[⍬]: every element enclosed, and a simple scalar is its own enclosure
  if (axes.length === 0) return arg;
  const outer = arg.t.shape.map((_, i) => i).filter((i) => !axes.includes(i));
  return nestedView(permuted(arg, [...outer, ...axes], span), axes.length, span);
}

/** ↑[k]⍵ of a uniform nested array whose items are vectors: the items' axis at k (0-based; ⎕IO for messages). */
export function mixAlong(ctx: CheckContext, arg: TExpr, axis: number, span: Span, io: number): TExpr {
  if (!isNested(arg.t)) return arg.t.ragged === undefined && arg.t.mixed !== true && axis >= 0 && axis < Math.max(arg.t.shape.length, 1) ? arg : ctx.fail('AXIS', `↑: axis ${axis + io} is not an axis of the result (⎕IO=${io})`, span);
  const m = arg.t.shape.length;
  if (arg.t.items!.length !== 1) return ctx.fail('NONCE', '↑[k] of a nested array whose items are not vectors is not supported yet', span, [ctx.describe('argument', arg)]);
  if (!Number.isInteger(axis) || axis < 0 || axis > m) return ctx.fail('AXIS', `↑: axis ${axis + io} is not an axis of a result of rank ${m + 1} (⎕IO=${io})`, span);
  const perm = Array.from({ length: m + 1 }, (_, i) => (i < axis ? i : i === axis ? m : i - 1));
  return permuted(flatView(arg), perm, span);
}
