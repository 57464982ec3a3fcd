// A guard whose condition depends on data: an `if` whose branches are the guarded result and the
// rest of the dfn. The branches must agree in rank; an axis along which their lengths differ is a
// size the choice binds when it runs; their element types join. A name of an
// enclosing scope that a branch modifies (outer-writes.ts) is an extra result of the `if`: each
// branch gives its value (the one it had before where the branch leaves it alone), which must
// agree in shape too, and after the choice the name is bound to the value of the branch taken.
import type { Span } from '../apl/ast.js';
import { mk, type Binding, type CheckContext } from './context.js';
import { dimEq, dimVar, shapeEq, showShape } from './dim.js';
import { convertTo } from './literals.js';
import { convertItems } from './nested.js';
import { rebindOuter, restore, withFrame, type OuterWrite } from './outer-writes.js';
import { joinElems } from './scalar-rules.js';
import type { BranchOut, LoopSize, TExpr } from './typed.js';

export function guardChoice(ctx: CheckContext, cond: TExpr, thenF: () => TExpr, elseF: () => TExpr, span: Span): TExpr {
  const th = withFrame(ctx, thenF);
  const thenAfter = restore(th.writes);
  const el = withFrame(ctx, elseF);
  const elseAfter = restore(el.writes);
  const thenV = th.value;
  const elseV = el.value;
  const elem = joinElems(thenV.t.elem, elseV.t.elem);
  if (elem === null) return ctx.fail('DOMAIN', 'the branches of a guard give characters on one side and numbers on the other', span);
  if (thenV.t.shape.length !== elseV.t.shape.length)
    return ctx.fail('NONCE', `the branches of a guard that depends on data have different ranks (${showShape(thenV.t.shape)} and ${showShape(elseV.t.shape)}): not supported yet`, span, [ctx.describe('guarded result', thenV), ctx.describe('otherwise', elseV)]);
  // an axis whose length differs between the branches is a size the choice gives ({⍵:'FizzBuzz' ⋄ ⍕⍵})
  const sizes: LoopSize[] = thenV.t.shape.flatMap((d, i) => (dimEq(d, elseV.t.shape[i]!) ? [] : [{ k: ctx.freshSize(), axis: i }]));
  if (sizes.length > 0 && (thenV.t.items !== undefined || elseV.t.items !== undefined || thenV.t.ragged !== undefined || elseV.t.ragged !== undefined || thenV.t.mixed === true || elseV.t.mixed === true))
    return ctx.fail('NONCE', `the branches of a guard that depends on data give nested or mixed arrays of different shapes (${showShape(thenV.t.shape)} and ${showShape(elseV.t.shape)}): not supported yet`, span, [ctx.describe('guarded result', thenV), ctx.describe('otherwise', elseV)]);
  const shape = thenV.t.shape.map((d, i) => { const z = sizes.find((x) => x.axis === i); return z === undefined ? d : dimVar(z.k); });
  // nested results: both branches' items must have one shape (shapes/nested.ts)
  const items = thenV.t.items;
  if ((items === undefined) !== (elseV.t.items === undefined) || !shapeEq(items ?? [], elseV.t.items ?? []))
    return ctx.fail('NONCE', 'the branches of a guard that depends on data differ in nesting or in their items\' shapes: not supported yet', span, [ctx.describe('guarded result', thenV), ctx.describe('otherwise', elseV)]);
  const t = items === undefined ? { elem, shape } : { elem, shape, items };
  // every outer name either branch modified, with its binding before and after each branch
  const all: OuterWrite[] = [...th.writes];
  for (const w of el.writes) if (!all.some((x) => x.holder === w.holder && x.name === w.name)) all.push(w);
  const afterIn = (ws: readonly OuterWrite[], after: readonly Binding[], w: OuterWrite): Binding => {
    const i = ws.findIndex((x) => x.holder === w.holder && x.name === w.name);
    return i < 0 ? w.before : after[i]!;
  };
  const outs: BranchOut[] = [];
  const rebinds: (() => void)[] = [];
  for (const w of all) {
    const a = afterIn(th.writes, thenAfter, w);
    const b = afterIn(el.writes, elseAfter, w);
    if (a.k !== 'array' || b.k !== 'array') return ctx.fail('NONCE', `${w.name}: a guard's branch modifies it, and it is not an array`, span);
    const ref = (x: typeof a): TExpr => mk({ k: 'var', name: x.name }, x.t, span, { origin: x.origin });
    const e = joinElems(a.t.elem, b.t.elem);
    if (e === null || !shapeEq(a.t.shape, b.t.shape))
      return ctx.fail('NONCE', `${w.name}: the branches of a guard that depends on data leave it with different types or shapes (${a.t.elem}${showShape(a.t.shape)} and ${b.t.elem}${showShape(b.t.shape)})`, span);
    const name = ctx.fresh(w.name);
    outs.push({ name, then: convertTo(ctx, ref(a), e), else: convertTo(ctx, ref(b), e) });
    const bt = { elem: e, shape: a.t.shape };
    rebinds.push(() => rebindOuter(ctx, w.holder, w.name, { k: 'array', name, t: bt, origin: span, sval: null }, span));
  }
  rebinds.forEach((r) => r());
  const node = { k: 'if' as const, cond, then: convertItems(ctx, thenV, elem), else: convertItems(ctx, elseV, elem), ...(outs.length > 0 ? { outs } : {}), ...(sizes.length > 0 ? { sizes } : {}) };
  return mk(node, t, span);
}
