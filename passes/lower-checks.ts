// The run-time shape checks the checker leaves where it could not decide that two dims agree
// (`assertEq` nodes): an assert comparing the two sizes, with the checker's class and message.
import type { Atom, SrcLoc } from '../core-ir/syntax.js';
import type { Dim } from '../shapes/dim.js';
import type { TExpr } from '../shapes/typed.js';
import { scalarT, sizeAtom } from './emit.js';
import type { LowerArm, LowerContext, NodeOf } from './lower-context.js';

export function assertDims(ctx: LowerContext, a: Dim, b: Dim, cls: 'LENGTH' | 'INDEX' | 'RANK', message: string, loc: SrcLoc): void {
  const c = ctx.em.bind({ tag: 'bin', op: 'eq', left: sizeAtom(ctx.size(a)), right: sizeAtom(ctx.size(b)) }, scalarT('bool'), loc);
  ctx.em.effect({ tag: 'assert', cond: c, cls, message }, loc);
}

/** The value, checked, then read at the checked shape. */
export const lowerAssertEq: LowerArm<'assertEq'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const v = ctx.expr(n.value);
  assertDims(ctx, n.a, n.b, n.cls, n.message, loc);
  return ctx.em.bind({ tag: 'reshape', shape: ctx.irType(e).shape, array: ctx.arrayName(v, loc) }, ctx.irType(e), loc);
};

/** The value, after a check that `ok` holds (a bound the checker put on a run-time value). */
export const lowerAssertTrue: LowerArm<'assertTrue'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const ok = ctx.expr(n.ok);
  ctx.em.effect({ tag: 'assert', cond: ok, cls: n.cls, message: n.message }, loc);
  return ctx.expr(n.value);
};

/**
 * Both operands, right first as APL evaluates them. Run-time shape checks wrapped around the
 * right one are made after both exist (the left may bind the existential sizes they compare);
 * then the right is read at the checked shape.
 */
export function operandsChecked(ctx: LowerContext, left: TExpr, rightE: TExpr, loc: SrcLoc): [Atom, Atom] {
  const checks: NodeOf<'assertEq'>[] = [];
  let right = rightE;
  while (right.node.k === 'assertEq') {
    checks.push(right.node);
    right = right.node.value;
  }
  let r = ctx.expr(right);
  const l = ctx.expr(left);
  if (checks.length > 0) {
    for (const c of checks) assertDims(ctx, c.a, c.b, c.cls, c.message, loc);
    const t = ctx.irType(rightE);
    r = ctx.em.bind({ tag: 'reshape', shape: t.shape, array: ctx.arrayName(r, loc) }, t, loc);
  }
  return [l, r];
}
