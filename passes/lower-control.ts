// Lowering of sequencing and control: a sequence of statements, a choice between two branches
// (each an IR block with its own scope of sizes, so a size bound in one branch is not used
// outside it), and ⎕← output, whose value passes through.
import type { Atom, Size, Type } from '../core-ir/syntax.js';
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
  // the result's lengths along the axes where the branches differ come first, each branch giving its own
  const resultSizes = n.sizes ?? [];
  const sizeParams = resultSizes.map(() => ({ name: em.fresh('n'), type: scalarT('int') }));
  const t: Type = resultSizes.length === 0 ? ctx.irType(e) : {
    elem: e.t.elem,
    shape: e.t.shape.map((d, i): Size => {
      const j = resultSizes.findIndex((z) => z.axis === i);
      return j < 0 ? ctx.size(d) : { k: 'var', name: sizeParams[j]!.name };
    }),
  };
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
  const branch = (x: TExpr): Atom[] => {
    const v = ctx.expr(x);
    return [...resultSizes.map((z) => sizeAtom(em.typeOf(v).shape[z.axis]!)), v];
  };
  const thenB = ctx.withSizeScope(() => em.block(() => [...branch(n.then), ...results((o) => o.then)]));
  const elseB = ctx.withSizeScope(() => em.block(() => [...branch(n.else), ...results((o) => o.else)]));
  const res0 = em.bindNamed({ tag: 'if', cond: c, then: thenB, else: elseB }, [...sizeParams, { name: em.fresh(), type: t }, ...outParams.flat()], loc);
  resultSizes.forEach((z, i) => ctx.setSize(z.k, { k: 'var', name: (res0[i] as { name: string }).name }));
  const res = res0.slice(resultSizes.length);
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
