// f¨ over a vector when f gives, for each item, a vector whose length depends on that item's data
// ({⍕⍵}¨v, {⍵×⍳⍵}¨v, a FizzBuzz dfn whose guards give strings of different lengths) and no
// flattened form applies (ragged-prims.ts's ⍳¨, ragged-lift*.ts over the items of a nested
// array): the items are taken one at a time, in order, by a loop (the `stateLoop` of traditional
// functions) whose body applies f to item i and catenates the result to the data and its length to
// the lengths. The result is the irregular nested vector of those lengths and data (ragged.ts).
// Each iteration runs f's kernels once and copies the data so far, so the time grows with the
// number of items times the data's length: for the modest vectors such programs map over.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimConst, dimVar, type Dim, type Shape, type SizeVar } from './dim.js';
import { intLit, mk, ONE, shareValue, type CheckContext } from './context.js';
import { raggedOf, startsOfItems, type RaggedParts } from './ragged.js';
import type { ArrType, CellArg, LoopState, TExpr, TStmt } from './typed.js';

/** A cell function's parameter: its name and the type of one cell. */
interface CellParam {
  readonly name: string;
  readonly t: ArrType;
}

/** What the loop runs over: how many items, that count as a value, and the lets binding item i's names. */
export interface LoopItems {
  readonly n: Dim;
  readonly count: TExpr;
  readonly cells: (i: TExpr) => TStmt[];
  /** binds the names the items use (computed once, before the loop) around a body that uses them */
  readonly wrap: (body: TExpr) => TExpr;
}

/** The items of f¨'s arguments over a frame of one axis: cell i of each (one passed whole is itself); null for a frame of another rank. */
export function cellItems(ctx: CheckContext, params: readonly CellParam[], args: readonly CellArg[], frame: Shape, span: Span): LoopItems | null {
  if (frame.length !== 1) return null;
  const n = frame[0]!;
  const shared = args.map((a) => shareValue(ctx, a.arg));
  const framed = Math.max(0, args.findIndex((a) => !a.whole));
  return {
    n,
    count: mk({ k: 'dims', dims: [n], of: shared[framed]!.ref }, { elem: 'int', shape: [] }, span, { sval: [n] }),
    cells: (i) => params.map((p, j): TStmt => {
      const whole = shared[j]!.ref;
      const cell = args[j]!.whole ? whole : mk({ k: 'gather', arg: whole, indices: [i, ...p.t.shape.map(() => null)] }, { elem: whole.t.elem, shape: p.t.shape }, span);
      return { k: 'let', name: p.name, value: cell };
    }),
    wrap: (b) => shared.reduceRight((x, s) => s.wrap(x), b),
  };
}

/**
 * The items of an irregular nested vector of vectors (its parts): item i is the data from its start
 * for its length, bound to `item`, whose length is the size `k` the body was checked with.
 */
export function raggedItems(ctx: CheckContext, p: RaggedParts, item: string, k: SizeVar, span: Span): LoopItems & { readonly itemAs: (i: TExpr, name: string, k: SizeVar) => TStmt[] } {
  const starts = shareValue(ctx, startsOfItems(p.lengths, span));
  const scalarAt = (v: TExpr, i: TExpr): TExpr => mk({ k: 'gather', arg: v, indices: [i] }, { elem: v.t.elem, shape: [] }, span);
  // item i bound to `name`, its length the size `size`
  const itemAs = (i: TExpr, name: string, size: SizeVar): TStmt[] => {
    const places = mk({ k: 'iota', n: scalarAt(p.lengths, i), io: 0, binds: size }, { elem: 'int', shape: [dimVar(size)] }, span);
    const at = mk({ k: 'scalar2', glyph: '+', left: scalarAt(starts.ref, i), right: places }, { elem: 'int', shape: [dimVar(size)] }, span);
    return [{ k: 'let', name, value: mk({ k: 'gather', arg: p.data, indices: [at] }, { elem: p.data.t.elem, shape: [dimVar(size)] }, span) }];
  };
  return {
    n: p.n,
    count: mk({ k: 'dims', dims: [p.n], of: p.lengths }, { elem: 'int', shape: [] }, span, { sval: [p.n] }),
    cells: (i) => itemAs(i, item, k),
    itemAs,
    wrap: (b) => p.wrap(starts.wrap(b)),
  };
}

/**
 * The loop computing f¨ over these items, `body` being f applied to the names they bind: a simple
 * vector where f gives scalars, an irregular nested vector where it gives vectors; null where it
 * gives anything else (nested or mixed arrays, rank 2 or more), for the caller's NONCE. `carried`:
 * names of enclosing scopes f modifies (each-writes.ts), carried round the loop as more state.
 */
export function eachLoop(ctx: CheckContext, items: LoopItems, body: TExpr, span: Span, carried: readonly LoopState[] = []): TExpr | null {
  if (body.t.shape.length > 1 || body.t.items !== undefined || body.t.ragged !== undefined || body.t.mixed === true) return null;
  const { n } = items;
  const elem = body.t.elem;
  const int = (shape: Shape): ArrType => ({ elem: 'int', shape });
  // the state: the item's index, the data so far and the lengths so far
  const i = ctx.fresh('item');
  const data = ctx.fresh('data');
  const lengths = ctx.fresh('lengths');
  const kData = ctx.freshSize();
  const kLengths = ctx.freshSize();
  const iRef = mk({ k: 'var', name: i }, int([]), span);
  const dataT: ArrType = { elem, shape: [dimVar(kData)] };
  const lengthsT = int([dimVar(kLengths)]);
  const dataRef = mk({ k: 'var', name: data }, dataT, span);
  const lengthsRef = mk({ k: 'var', name: lengths }, lengthsT, span);
  const result = ctx.fresh('each');
  const vector = body.t.shape.length === 1;
  const resultLength = vector ? body.t.shape[0]! : ONE;
  const resultRef = mk({ k: 'var', name: result }, { elem, shape: [resultLength] }, span);
  const resultValue = vector ? body : mk({ k: 'reshape', arg: body }, { elem, shape: [ONE] }, span);
  const length = mk({ k: 'dims', dims: [resultLength], of: resultRef }, int([ONE]), span, { sval: [resultLength] });
  const state: LoopState[] = [
    { param: i, init: intLit(0, span), next: mk({ k: 'scalar2', glyph: '+', left: iRef, right: intLit(1, span) }, int([]), span), out: ctx.fresh('items'), sizes: [] },
    { param: data, init: mk({ k: 'lit', data: [] }, { elem, shape: [dimConst(0)] }, span), next: mk({ k: 'catenate', axis: 0, left: dataRef, right: resultRef }, { elem, shape: [dimAdd(dimVar(kData), resultLength)] }, span), out: ctx.fresh('data'), sizes: [{ k: kData, axis: 0 }] },
    ...carried,
    ...(vector ? [{ param: lengths, init: mk({ k: 'lit', data: [] }, int([dimConst(0)]), span), next: mk({ k: 'catenate', axis: 0, left: lengthsRef, right: length }, int([dimAdd(dimVar(kLengths), ONE)]), span), out: ctx.fresh('lengths'), sizes: [{ k: kLengths, axis: 0 }] }] : []),
  ];
  const cond = mk({ k: 'scalar2', glyph: '<', left: iRef, right: items.count }, { elem: 'bool', shape: [] }, span);
  const nothing = mk({ k: 'lit', data: [0] }, { elem: 'bool', shape: [] }, span);
  const loopBody = mk({ k: 'seq', stmts: [...items.cells(iRef), { k: 'let', name: result, value: resultValue }], result: nothing }, nothing.t, span);
  const loop = mk({ k: 'stateLoop', state, cond, body: loopBody }, nothing.t, span, { phase: { op: 'f¨ (one item at a time)', mapExtent: ONE, reduceExtent: n } });
  // after the loop: the data, and as many lengths as items cutting it
  const dataOut = mk({ k: 'var', name: state[1]!.out }, dataT, span);
  const asItems = (v: TExpr, k: SizeVar): TExpr => mk({ k: 'assertEq', a: dimVar(k), b: n, cls: 'LENGTH', message: 'f¨: the results and the items differ in number', value: v }, { elem: v.t.elem, shape: [n] }, span);
  const value = vector ? raggedOf(asItems(mk({ k: 'var', name: state[state.length - 1]!.out }, lengthsT, span), kLengths), dataOut, span) : asItems(dataOut, kData);
  return items.wrap(mk({ k: 'seq', stmts: [{ k: 'eval', value: loop }], result: value }, value.t, span));
}
