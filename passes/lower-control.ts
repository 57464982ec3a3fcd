// Lowering of sequencing and control: a sequence of statements, a choice between two branches
// (each an IR block with its own scope of sizes, so a size bound in one branch is not used
// outside it), and ⎕← output, whose value passes through.
import { convertAtom } from './lower-scalar.js';
import type { LowerArm } from './lower-context.js';
import { outputOf } from './lower-nested.js';

export const lowerSeq: LowerArm<'seq'> = (ctx, _e, n) => {
  n.stmts.forEach((s) => ctx.stmt(s));
  return ctx.expr(n.result);
};

export const lowerIf: LowerArm<'if'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const c = convertAtom(em, ctx.scalarOf(ctx.expr(n.cond), loc), 'bool', loc);
  const t = ctx.irType(e);
  // names of enclosing scopes a branch modified are results too (shapes/guard-choice.ts)
  const outs = n.outs ?? [];
  const types = [t, ...outs.map((o) => ctx.irType(o.then))];
  const thenB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.then), ...outs.map((o) => ctx.expr(o.then))]));
  const elseB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.else), ...outs.map((o) => ctx.expr(o.else))]));
  const res = em.bindMany({ tag: 'if', cond: c, then: thenB, else: elseB }, types, loc);
  outs.forEach((o, i) => ctx.env.set(o.name, res[i + 1]!));
  return res[0]!;
};

export const lowerPrint: LowerArm<'print'> = (ctx, e, n) => {
  const a = ctx.expr(n.value);
  ctx.em.effect(outputOf(a, e), ctx.loc(e));
  return a;
};
