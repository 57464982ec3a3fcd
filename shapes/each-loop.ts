// f¨ over a vector when f gives, for each item, a vector whose length depends on that item's data
// ({⍕⍵}¨v, {⍵×⍳⍵}¨v, a FizzBuzz dfn whose guards give strings of different lengths) and no
// flattened form applies (ragged-prims.ts's ⍳¨, ragged-lift*.ts over the items of a nested
// array): the items are taken one at a time, in order, by a loop (the `stateLoop` of traditional
// functions) whose body applies f to item i and catenates the result to the data and its length to
// the lengths. The result is the irregular nested vector of those lengths and data (ragged.ts).
// Each iteration runs f's kernels once and copies the data so far, so the time grows with the
// number of items times the data's length: for the modest vectors such programs map over.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimConst, dimVar, type Shape } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { raggedOf } from './ragged.js';
import type { ArrType, CellArg, LoopState, TExpr, TStmt } from './typed.js';

/** A cell function's parameter: its name and the type of one cell. */
interface CellParam {
  readonly name: string;
  readonly t: ArrType;
}

/**
 * The loop computing f¨ over `frame` (one axis) with these parameters and arguments, `body` being f
 * applied to the parameters; null where it does not apply (a frame of rank 2 or more, results that
 * are not simple vectors), for the caller's NONCE.
 */
export function eachLoop(ctx: CheckContext, params: readonly CellParam[], args: readonly CellArg[], body: TExpr, frame: Shape, span: Span): TExpr | null {
  if (frame.length !== 1 || body.t.shape.length !== 1 || body.t.items !== undefined || body.t.ragged !== undefined || body.t.mixed === true) return null;
  const n = frame[0]!;
  const elem = body.t.elem;
  const int = (shape: Shape): ArrType => ({ elem: 'int', shape });
  const shared = args.map((a) => shareValue(ctx, a.arg));
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
  // item i of each argument (one passed whole is itself)
  const cells: TStmt[] = params.map((p, j) => {
    const a = args[j]!;
    const whole = shared[j]!.ref;
    const cell = a.whole ? whole : mk({ k: 'gather', arg: whole, indices: [iRef, ...p.t.shape.map(() => null)] }, { elem: whole.t.elem, shape: p.t.shape }, span);
    return { k: 'let', name: p.name, value: cell };
  });
  const result = ctx.fresh('each');
  const resultRef = mk({ k: 'var', name: result }, body.t, span);
  const resultLength = body.t.shape[0]!;
  const length = mk({ k: 'dims', dims: [resultLength], of: resultRef }, int([ONE]), span, { sval: [resultLength] });
  const state: LoopState[] = [
    { param: i, init: lit(0, int([]), span), next: mk({ k: 'scalar2', glyph: '+', left: iRef, right: lit(1, int([]), span) }, int([]), span), out: ctx.fresh('items'), sizes: [] },
    { param: data, init: mk({ k: 'lit', data: [] }, { elem, shape: [dimConst(0)] }, span), next: mk({ k: 'catenate', axis: 0, left: dataRef, right: resultRef }, { elem, shape: [dimAdd(dimVar(kData), resultLength)] }, span), out: ctx.fresh('data'), sizes: [{ k: kData, axis: 0 }] },
    { param: lengths, init: mk({ k: 'lit', data: [] }, int([dimConst(0)]), span), next: mk({ k: 'catenate', axis: 0, left: lengthsRef, right: length }, int([dimAdd(dimVar(kLengths), ONE)]), span), out: ctx.fresh('lengths'), sizes: [{ k: kLengths, axis: 0 }] },
  ];
  const framed = args.findIndex((a) => !a.whole);
  const count = mk({ k: 'dims', dims: [n], of: shared[Math.max(0, framed)]!.ref }, int([]), span, { sval: [n] });
  const cond = mk({ k: 'scalar2', glyph: '<', left: iRef, right: count }, { elem: 'bool', shape: [] }, span);
  const nothing = lit(0, { elem: 'bool', shape: [] }, span);
  const loopBody = mk({ k: 'seq', stmts: [...cells, { k: 'let', name: result, value: body }], result: nothing }, nothing.t, span);
  const loop = mk({ k: 'stateLoop', state, cond, body: loopBody }, nothing.t, span, { phase: { op: 'f¨ (one item at a time)', mapExtent: ONE, reduceExtent: n } });
  // after the loop: as many lengths as items, and the data they cut
  const lengthsOut = mk({ k: 'var', name: state[2]!.out }, lengthsT, span);
  const itemLengths = mk({ k: 'assertEq', a: dimVar(kLengths), b: n, cls: 'LENGTH', message: 'f¨: the results and the items differ in number', value: lengthsOut }, int([n]), span);
  const ragged = raggedOf(itemLengths, mk({ k: 'var', name: state[1]!.out }, dataT, span), span);
  const whole = mk({ k: 'seq', stmts: [{ k: 'eval', value: loop }], result: ragged }, ragged.t, span);
  return shared.reduceRight((b, s) => s.wrap(b), whole);
}

function lit(x: number, t: ArrType, span: Span): TExpr {
  return mk({ k: 'lit', data: [x] }, t, span, { sval: [dimConst(x)] });
}
