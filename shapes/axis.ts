// Axes written in brackets (f[k]): read as constants before the program runs, and checked against
// the rank of the array they apply to.
import type { Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import type { CheckContext } from './context.js';
import type { TExpr } from './typed.js';

/** An axis written in brackets: a constant, ⎕IO-relative. */
export function staticAxis(ctx: CheckContext, a: TExpr, span: Span, io: number): number {
  const c = a.sval && a.sval.length === 1 && a.t.shape.length <= 1 ? asConst(a.sval[0]!) : null;
  if (c === null) {
    // a fractional axis (laminate, ,[0.5]) is returned as it is, less ⎕IO: only , and ⍪ take one
    if (a.t.elem === 'float' && a.node.k === 'lit' && a.node.data.length === 1) return a.node.data[0]! - io;
    return ctx.fail('AXIS', 'an axis must be a single integer known before the program runs', span);
  }
  return c - io;
}

/** A 0-based axis of an array of rank `rank`, or an AXIS error naming the argument. */
export function checkAxis(ctx: CheckContext, axis: number, rank: number, span: Span, arg: TExpr): number {
  if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis ${axis + 1 - 0} is out of range for an array of rank ${rank}`, span, [ctx.describe('argument', arg)]);
  return axis;
}
