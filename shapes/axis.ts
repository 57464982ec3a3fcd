// Axes written in brackets (f[k]): read as constants before the program runs, and checked against
// the rank of the array they apply to.
import type { Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import type { CheckContext } from './context.js';
import type { TExpr } from './typed.js';

/** An axis written in brackets: a constant, ⎕IO-relative (a one-item vector is its item). */
export function staticAxis(ctx: CheckContext, a: TExpr, span: Span, io: number): number {
  const axes = staticAxes(ctx, a, span, io);
  if (axes.length !== 1) return ctx.fail('AXIS', 'an axis must be a single integer known before the program runs', span);
  return axes[0]!;
}

/**
 * The axes written in brackets, as a scalar or a vector of constants, less ⎕IO: several for the
 * forms that merge axes (,[1 2]); a fractional one (laminate, ,[0.5]) is returned as it is, less
 * ⎕IO: only , and ⍪ take one.
 */
export function staticAxes(ctx: CheckContext, a: TExpr, span: Span, io: number): number[] {
  const cs = a.sval && a.t.shape.length <= 1 ? a.sval.map(asConst) : null;
  if (cs !== null && cs.every((c): c is number => c !== null)) return cs.map((c) => c - io);
  const lit = a.node.k === 'reshape' && a.t.shape.length === 1 ? a.node.arg.node : a.node;
  if (a.t.elem === 'float' && lit.k === 'lit' && lit.data.length === 1) return [lit.data[0]! - io];
  return ctx.fail('AXIS', 'an axis must be integers known before the program runs', span);
}

/** A 0-based axis of an array of rank `rank`, or an AXIS error naming the argument. */
export function checkAxis(ctx: CheckContext, axis: number, rank: number, span: Span, arg: TExpr): number {
  if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis ${axis + 1 - 0} is out of range for an array of rank ${rank}`, span, [ctx.describe('argument', arg)]);
  return axis;
}
