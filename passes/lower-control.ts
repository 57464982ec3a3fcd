// Lowering of sequencing and control: a sequence of statements, a choice between two branches
// (each an IR block with its own scope of sizes, so a size bound in one branch is not used
// outside it), and ⎕← output, whose value passes through.
import type { Atom, Size } from '../core-ir/syntax.js';
import type { BranchOut, LoopSize, TExpr } from '../shapes/typed.js';
import { scalarT, sizeAtom } from './emit.js';
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
  // an out whose length differs between the branches gives its lengths along those axes first
  const sized = (o: BranchOut): readonly LoopSize[] => o.sizes ?? [];
  const outParams = outs.map((o) => {
    const sizes = sized(o).map(() => ({ name: em.fresh('n'), type: scalarT('int') }));
    const shape = o.then.t.shape.map((d, i): Size => {
      const j = sized(o).findIndex((z) => z.axis === i);
      return j < 0 ? ctx.size(d) : { k: 'var', name: sizes[j]!.name };
    });
    return [...sizes, { name: em.fresh(), type: sizes.length === 0 ? ctx.irType(o.then) : { elem: o.then.t.elem, shape } }];
  });
  const results = (pick: (o: BranchOut) => TExpr): Atom[] =>
    outs.flatMap((o) => {
      const x = ctx.expr(pick(o));
      return [...sized(o).map((z) => sizeAtom(em.typeOf(x).shape[z.axis]!)), x];
    });
  const thenB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.then), ...results((o) => o.then)]));
  const elseB = ctx.withSizeScope(() => em.block(() => [ctx.expr(n.else), ...results((o) => o.else)]));
  const res = em.bindNamed({ tag: 'if', cond: c, then: thenB, else: elseB }, [{ name: em.fresh(), type: t }, ...outParams.flat()], loc);
  let at = 1;
  outs.forEach((o) => {
    for (const z of sized(o)) ctx.setSize(z.k, { k: 'var', name: (res[at++] as { name: string }).name });
    ctx.env.set(o.name, res[at++]!);
  });
  return res[0]!;
};

export const lowerPrint: LowerArm<'print'> = (ctx, e, n) => {
  const a = ctx.expr(n.value);
  ctx.em.effect(outputOf(ctx, a, e, n.precision), ctx.loc(e));
  return a;
};
