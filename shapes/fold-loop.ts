// f/ of a vector of vectors (irregular or uniform) where f gives a vector ({⍺,' ',⍵}/words, the words joined): a right
// fold, one item at a time from the last, by a loop (the `stateLoop` of traditional functions)
// that carries the result so far, whose length may change at every step. The result is that
// vector enclosed, as Dyalog's reduction of a vector is a scalar (⊃ gives the vector). An empty
// vector has no item to start from: a DOMAIN ERROR when it runs, as Dyalog gives for a dfn.
import type { Span } from '../apl/ast.js';
import { dimVar, type Dim, type SizeVar } from './dim.js';
import { intLit, mk, ONE, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { raggedItems } from './each-loop.js';
import { partsOf } from './ragged.js';
import { flatView } from './nested.js';
import type { ArrType, LoopState, TExpr, TStmt } from './typed.js';

/** How the fold reads its items: their count, item i bound to a name (a fresh size, where the item's length is data), and the lets they need. */
interface FoldItems {
  readonly count: TExpr;
  readonly n: Dim;
  /** the type of an item, its length `k` where items differ in length */
  readonly itemT: (k: SizeVar) => ArrType;
  readonly itemAs: (i: TExpr, name: string, k: SizeVar) => TStmt[];
  readonly wrap: (body: TExpr) => TExpr;
}

/** The items of a vector of vectors: an irregular one's (each-loop.ts), or the rows of the matrix that holds a uniform one. */
function foldItems(ctx: CheckContext, r: TExpr, span: Span): FoldItems | null {
  if (r.t.ragged !== undefined) {
    // items that may be scalars (1 (2 3)) are not read as vectors here: the caller's NONCE
    if (r.t.ragged.itemRanks !== undefined) return null;
    const items = raggedItems(ctx, partsOf(ctx, r, { what: 'f/' }), '', ctx.freshSize(), span);
    return { count: items.count, n: items.n, itemT: (k) => ({ elem: r.t.elem, shape: [dimVar(k)] }), itemAs: items.itemAs, wrap: items.wrap };
  }
  if (r.t.items?.length !== 1 || r.t.shape.length !== 1) return null;
  const flat = shareValue(ctx, flatView(r));
  const itemT: ArrType = { elem: r.t.elem, shape: r.t.items };
  const n = r.t.shape[0]!;
  return {
    count: mk({ k: 'dims', dims: [n], of: flat.ref }, { elem: 'int', shape: [] }, span, { sval: [n] }),
    n,
    itemT: () => itemT,
    itemAs: (i, name) => [{ k: 'let', name, value: mk({ k: 'gather', arg: flat.ref, indices: [i, null] }, itemT, span) }],
    wrap: flat.wrap,
  };
}

/** f/⍵ of a nested vector ⍵ of vectors, or null where f does not give a simple vector of the items' type (the caller's NONCE). */
export function foldLoop(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr | null {
  const items = foldItems(ctx, r, span);
  if (items === null) return null;
  const elem = r.t.elem;
  const int: ArrType = { elem: 'int', shape: [] };
  // f checked on an item and the result so far
  const item = ctx.fresh('item');
  const kItem = ctx.freshSize();
  const acc = ctx.fresh('fold');
  const kAcc = ctx.freshSize();
  const accT: ArrType = { elem, shape: [dimVar(kAcc)] };
  const accRef = mk({ k: 'var', name: acc }, accT, span);
  const body = ctx.core.applyDyadic(env, f, mk({ k: 'var', name: item }, items.itemT(kItem), span), accRef, span);
  if (body.t.shape.length !== 1 || body.t.elem !== elem || body.t.items !== undefined || body.t.ragged !== undefined || body.t.mixed === true) return null;
  // the last item, under names of its own, starts the fold
  const last = ctx.fresh('item');
  const kLast = ctx.freshSize();
  const minusOne = mk({ k: 'scalar2', glyph: '-', left: items.count, right: intLit(1, span) }, int, span);
  const nonEmpty = mk({ k: 'scalar2', glyph: '<', left: intLit(0, span), right: items.count }, { elem: 'bool', shape: [] }, span);
  const lastT = items.itemT(kLast);
  const lastItem = mk({ k: 'seq', stmts: items.itemAs(minusOne, last, kLast), result: mk({ k: 'var', name: last }, lastT, span) }, lastT, span);
  const start = mk({ k: 'assertTrue', ok: nonEmpty, cls: 'DOMAIN', message: 'f/ of an empty vector of vectors: f has no identity', value: lastItem }, lastItem.t, span);
  const j = ctx.fresh('at');
  const jRef = mk({ k: 'var', name: j }, int, span);
  const state: LoopState[] = [
    { param: j, init: mk({ k: 'scalar2', glyph: '-', left: items.count, right: intLit(2, span) }, int, span), next: mk({ k: 'scalar2', glyph: '-', left: jRef, right: intLit(1, span) }, int, span), out: ctx.fresh('at'), sizes: [] },
    { param: acc, init: start, next: body, out: ctx.fresh('fold'), sizes: [{ k: kAcc, axis: 0 }] },
  ];
  const cond = mk({ k: 'scalar2', glyph: '≤', left: intLit(0, span), right: jRef }, { elem: 'bool', shape: [] }, span);
  const nothing = mk({ k: 'lit', data: [0] }, { elem: 'bool', shape: [] }, span);
  const loopBody = mk({ k: 'seq', stmts: items.itemAs(jRef, item, kItem), result: nothing }, nothing.t, span);
  const loop = mk({ k: 'stateLoop', state, cond, body: loopBody }, nothing.t, span, { phase: { op: 'f/ (one item at a time)', mapExtent: ONE, reduceExtent: items.n } });
  const folded = mk({ k: 'var', name: state[1]!.out }, accT, span);
  // the reduction of a vector is a scalar: the vector enclosed
  const enclosed = mk({ k: 'regroup', arg: folded }, { elem, shape: [], items: accT.shape }, span);
  return items.wrap(mk({ k: 'seq', stmts: [{ k: 'eval', value: loop }], result: enclosed }, enclosed.t, span));
}
