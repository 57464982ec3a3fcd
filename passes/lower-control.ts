// Lowering of sequencing and control: a sequence of statements, a choice between two branches
// (each an IR block with its own scope of sizes, so a size bound in one branch is not used
// outside it), and ⎕← output, whose value passes through.
import { convertAtom } from './lower-scalar.js';
import type { LowerArm } from './lower-context.js';

export const lowerSeq: LowerArm<'seq'> = (ctx, _e, n) => {
  n.stmts.forEach((s) => ctx.stmt(s));
  return ctx.expr(n.result);
};

export const lowerIf: LowerArm<'if'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const c = convertAtom(em, ctx.scalarOf(ctx.expr(n.cond), loc), 'bool', loc);
  const t = ctx.irType(e);
  const thenB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.then)]));
  const elseB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.else)]));
  return em.bindMany({ tag: 'if', cond: c, then: thenB, else: elseB }, [t], loc)[0]!;
};

export const lowerPrint: LowerArm<'print'> = (ctx, e, n) => {
  const a = ctx.expr(n.value);
  ctx.em.effect({ tag: 'output', atom: a }, ctx.loc(e));
  return a;
};
