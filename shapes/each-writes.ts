// f¨ where f modifies a name of an enclosing scope (t←0 ⋄ {t+←⍵}¨v, r←⍬ ⋄ {r,←⍵×2}¨v): Dyalog
// applies f to the items one after another, each application seeing the name as the last one
// left it. The applications cannot run in parallel, so this is the loop of each-loop.ts with the
// modified names carried as loop state too (as a ⍣ loop carries them, power.ts): f is checked on an
// item with each carried name bound to its loop parameter, again until the set of names and their
// types settle (an element type that widens, a length that changes from one application to the
// next). After the loop each name is bound to its final value. Over a vector only, as the loop is.
import type { Span } from '../apl/ast.js';
import { dimEq, dimVar, showShape } from './dim.js';
import { mk, type Binding, type CheckContext, type Env, type FnValue } from './context.js';
import { cellItems, eachLoop, raggedItems, type LoopItems } from './each-loop.js';
import { partsOf } from './ragged.js';
import { convertTo } from './literals.js';
import { rebindOuter, restore, withFrame, type LoopCarried, type OuterWrite } from './outer-writes.js';
import { joinElems } from './scalar-rules.js';
import type { ArrType, CellArg, LoopSize, LoopState, TExpr } from './typed.js';

/** A name the loop carries: as LoopCarried, with the axes whose length the applications change and its value after one. */
interface Carried extends LoopCarried {
  readonly sizes: LoopSize[];
  next: TExpr | null;
}

const MAX_ATTEMPTS = 6;

/**
 * What the loop runs over and the names f is checked on: the items of simple vectors (⍺ may be a
 * scalar), or of a vector of vectors (monadic: item i is bound with its length a size of its own);
 * null for anything else.
 */
function itemsOf(ctx: CheckContext, l: TExpr | null, r: TExpr, span: Span): { params: readonly { name: string; t: ArrType }[]; items: () => LoopItems | null } | null {
  if (l === null && r.t.ragged !== undefined && r.t.ragged.itemRanks === undefined && r.t.ragged.mixed !== true && r.t.shape.length === 1) {
    const item = ctx.fresh('item');
    const k = ctx.freshSize();
    return { params: [{ name: item, t: { elem: r.t.elem, shape: [dimVar(k)] } }], items: () => raggedItems(ctx, partsOf(ctx, r), item, k, span) };
  }
  const simple = (x: TExpr): boolean => x.t.items === undefined && x.t.ragged === undefined && x.t.mixed !== true;
  if (!simple(r) || (l !== null && !simple(l)) || r.t.shape.length > 1 || (l !== null && l.t.shape.length > 1)) return null;
  const framed = l !== null && l.t.shape.length === 1 && r.t.shape.length === 0 ? l : r;
  if (framed.t.shape.length !== 1) return null;
  if (l !== null && l.t.shape.length === 1 && r.t.shape.length === 1 && !dimEq(l.t.shape[0]!, r.t.shape[0]!)) return null;
  const args: CellArg[] = (l === null ? [r] : [l, r]).map((a) => ({ arg: a, cellRank: 0, whole: a.t.shape.length === 0 }));
  const params = args.map((a, i) => ({ name: ctx.fresh(args.length === 2 && i === 0 ? 'alpha' : 'omega'), t: { elem: a.arg.t.elem, shape: [] } as ArrType }));
  return { params, items: () => cellItems(ctx, params, args, framed.t.shape, span) };
}

/** f¨ over simple vectors (⍺ may be a scalar) where f modifies enclosing names; null where it does not apply (the caller's NONCE stands). */
export function eachWithWrites(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr | null {
  const over = itemsOf(ctx, l, r, span);
  if (over === null) return null;
  const { params } = over;
  const carried: Carried[] = [];
  let body: TExpr | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && body === null; attempt++) {
    for (const c of carried) c.holder.bind(c.name, { k: 'array', name: c.param, t: c.t, origin: c.before.origin, sval: null });
    const refs = params.map((p) => mk({ k: 'var', name: p.name }, p.t, span));
    let fr: { value: TExpr; writes: readonly OuterWrite[] };
    let after: Binding[];
    try {
      fr = withFrame(ctx, () => (refs.length === 1 ? ctx.core.applyMonadic(env, f, refs[0]!, span) : ctx.core.applyDyadic(env, f, refs[0]!, refs[1]!, span)));
      // the bindings the applications left, read before the carried names are bound back
      after = restore(fr.writes);
    } finally {
      for (const c of carried) c.holder.bind(c.name, c.before);
    }
    let settled = true;
    fr.writes.forEach((w, i) => {
      const a = after[i]!;
      let c = carried.find((x) => x.holder === w.holder && x.name === w.name);
      if (c === undefined) {
        if (w.before.k !== 'array') return ctx.fail('NONCE', `${w.name}: f¨ modifies it, and it is not an array`, span);
        c = { holder: w.holder, name: w.name, before: w.before, param: ctx.fresh(w.name), t: w.before.t, sizes: [], next: null };
        carried.push(c);
        settled = false;
      }
      if (a.k !== 'array') return ctx.fail('NONCE', `${w.name}: f¨ makes it a function`, span);
      if (a.t.shape.length !== c.t.shape.length) return ctx.fail('NONCE', `${w.name}: f¨ changes its rank (${showShape(c.t.shape)} to ${showShape(a.t.shape)}); a loop carries a name at one rank`, span);
      const j = joinElems(c.t.elem, a.t.elem);
      if (j === null) return ctx.fail('DOMAIN', `${w.name}: f¨ turns its ${c.t.elem} values into ${a.t.elem} values`, span);
      const moving = c.t.shape.flatMap((d, k) => (!dimEq(d, a.t.shape[k]!) && !c!.sizes.some((z) => z.axis === k) ? [k] : []));
      if (j !== c.t.elem || moving.length > 0) {
        const shape = [...c.t.shape];
        for (const k of moving) {
          const size = ctx.freshSize();
          c.sizes.push({ k: size, axis: k });
          shape[k] = dimVar(size);
        }
        c.t = { elem: j, shape };
        settled = false;
      }
      c.next = convertTo(ctx, mk({ k: 'var', name: a.name }, a.t, span, { origin: a.origin }), c.t.elem);
    });
    if (fr.writes.length === 0) return null;
    if (settled) body = fr.value;
  }
  if (body === null) return ctx.fail('NONCE', 'f¨: the types of the names f modifies do not settle', span);
  const state: LoopState[] = carried.map((c) => ({
    param: c.param,
    init: convertTo(ctx, mk({ k: 'var', name: c.before.name }, c.before.t, span, { origin: c.before.origin }), c.t.elem),
    next: c.next!,
    out: ctx.fresh(c.name),
    sizes: c.sizes,
  }));
  const items = over.items();
  const looped = items === null ? null : eachLoop(ctx, items, body, span, state);
  if (looped === null) return null;
  carried.forEach((c, i) => rebindOuter(ctx, c.holder, c.name, { k: 'array', name: state[i]!.out, t: c.t, origin: span, sval: null }, span));
  return looped;
}
