// Functions applied to cells: each (f¨) and rank (f⍤k). The function is checked once, on a
// variable that stands for one cell of each argument, so the body is monomorphic and its result
// shape is the same for every cell; the node then maps it over the frame. f¨ giving a non-scalar
// for each item makes a uniform nested array (nested.ts); the items of a nested argument are its
// cells (nested-lift.ts runs the body over all of them at once where it can). A result whose shape
// depends on the data of each cell (an irregular nested array) is a NONCE.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimEq, dimProduct, dimVars, shapeEq, showShape, type Shape } from './dim.js';
import { CheckFailure, mk, primFn, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { deferEach } from './each-deferred.js';
import { OuterWriteNonce } from './outer-writes.js';
import { replicate } from './replicate.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import { extendedShape, scalar2 } from './scalar-shapes.js';
import { unique as uniqueOf } from './search.js';
import { enclosesItsRight, keyGroups, returnsItsRight } from './key-groups.js';
import type { CellArg, TExpr, TStmt } from './typed.js';
import { flatView, isNested, nestedView } from './nested.js';
import { liftedEach } from './nested-lift.js';
import { iotaBody, raggedEach } from './ragged-prims.js';
import { decideEq } from './solve.js';
import { isMixedType, stacked, unstacked } from './mixed-arrays.js';
import { cellItems, eachLoop } from './each-loop.js';

/** f¨⍵ and ⍺ f¨⍵; where f gives nested arrays, a value of depth 3 that is kept as f and its arguments (each-deferred.ts) */
export function applyEach(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  try {
    return applyEachNow(ctx, env, f, l, r, span);
  } catch (e) {
    // an f that modifies a name of an enclosing scope runs item after item instead (operators.ts)
    if (!(e instanceof CheckFailure) || e instanceof OuterWriteNonce || e.diagnostic.cls !== 'NONCE') throw e;
    const later = deferEach(ctx, env, f, l, r, span);
    if (later === null) throw e;
    return later;
  }
}

function applyEachNow(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  // ⍳¨v makes an irregular nested vector, and f¨ of one is a segmented operation (ragged-prims.ts)
  const ragged = raggedEach(ctx, env, f, l, r, span);
  if (ragged !== null) return ragged;
  // a scalar primitive already works item by item
  if (f.fn.kind === 'prim' && f.fn.axis === null && (l === null ? MONADIC_SCALAR : DYADIC_SCALAR).has(f.fn.glyph)) {
    return l === null ? ctx.core.applyMonadic(env, f, r, span) : ctx.core.applyDyadic(env, f, l, r, span);
  }
  if (l === null) return cellsOf(ctx, env, f, [eachArg(r, false)], r.t.shape, span, '¨');
  if (isNested(l.t) || isNested(r.t)) {
    const frame = eachFrame(ctx, l, r, span);
    return cellsOf(ctx, env, f, [eachArg(l, l.t.shape.length < frame.length), eachArg(r, r.t.shape.length < frame.length)], frame, span, '¨');
  }
  const ext = extendedShape(ctx, l, r, span);
  const side = (x: TExpr): CellArg => {
    if (shapeEq(x.t.shape, ext.shape)) return { arg: x, cellRank: 0, whole: false };
    // a singleton extends to every item: it is passed as a scalar to each application
    const scalar = x.t.shape.length === 0 ? x : mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [] }, x.span, { origin: x.origin });
    return { arg: scalar, cellRank: 0, whole: true };
  };
  return cellsOf(ctx, env, f, [side(ext.l), side(ext.r)], ext.shape, span, '¨');
}

/** An argument of f¨: its items are cells, of rank 0 or, for a uniform nested array, its items' rank. */
function eachArg(x: TExpr, whole: boolean): CellArg {
  return { arg: flatView(x), cellRank: x.t.items?.length ?? 0, whole };
}

/** The frame of ⍺ f¨ ⍵ with a nested argument: the outer shapes agree, or one is a scalar and extends. */
function eachFrame(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): Shape {
  if (l.t.shape.length === 0) return r.t.shape;
  if (r.t.shape.length === 0) return l.t.shape;
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.shape.length !== r.t.shape.length) return ctx.fail('RANK', `¨: the arguments differ in rank: ${showShape(l.t.shape)} and ${showShape(r.t.shape)}`, span, notes);
  l.t.shape.forEach((d, i) => {
    const eq = decideEq(d, r.t.shape[i]!);
    if (eq.k === 'unequal') ctx.fail('LENGTH', `¨: the arguments differ in length: ${showShape(l.t.shape)} and ${showShape(r.t.shape)}`, span, notes);
    if (eq.k !== 'equal') ctx.fail('NONCE', `¨ with a nested argument: the arguments' lengths (${showShape(l.t.shape)} and ${showShape(r.t.shape)}) may differ, and aplc checks that only before the program runs here`, span, notes);
  });
  return l.t.shape;
}

/**
 * Checks f on one cell of each argument and maps it over `frame`. With one argument f is applied
 * monadically; with two, dyadically (args[0] is ⍺).
 */
export function cellsOf(ctx: CheckContext, env: Env, f: FnValue, args0: readonly CellArg[], frame: Shape, span: Span, what: '¨' | '⍤' | '∘.'): TExpr {
  // a mixed argument travels as one array, its values and mask stacked (mixed-arrays.ts); each cell is taken apart in the body
  const mixedArg = args0.map((a) => isMixedType(a.arg.t));
  const args = args0.map((a, i): CellArg => (mixedArg[i] ? { ...a, arg: stacked(ctx, a.arg, span), cellRank: a.cellRank + 1 } : a));
  const params = args.map((a) => {
    const shape = a.whole ? a.arg.t.shape : a.arg.t.shape.slice(a.arg.t.shape.length - a.cellRank);
    return { name: ctx.fresh(args.length === 2 && a === args[0] ? 'alpha' : 'omega'), t: { elem: a.arg.t.elem, shape } };
  });
  // an argument passed whole is the same value in every application: what is known of it statically stays known (2↑¨v)
  const refs0 = params.map((p, i) => mk({ k: 'var', name: p.name }, p.t, args[i]!.arg.span, { origin: args[i]!.arg.origin, sval: args[i]!.whole ? args[i]!.arg.sval : null }));
  const cellLets: TStmt[] = [];
  const refs = refs0.map((r, i) => {
    if (!mixedArg[i]) return r;
    const cell = unstacked(ctx, r, span);
    const name = ctx.fresh('cell');
    cellLets.push({ k: 'let', name, value: cell });
    return mk({ k: 'var', name }, cell.t, r.span, { origin: r.origin });
  });
  const before = new Set(ctx.existentialsMade());
  const applied = refs.length === 1 ? ctx.core.applyMonadic(env, f, refs[0]!, span) : ctx.core.applyDyadic(env, f, refs[0]!, refs[1]!, span);
  const body0 = cellLets.length === 0 ? applied : mk({ k: 'seq', stmts: cellLets, result: applied }, applied.t, span, { origin: applied.origin });
  // a result whose shape is bound by the data of each cell would make a ragged (nested) array; a
  // size named by a signature is no such size: only the existentials the body made are
  const made = new Set(ctx.existentialsMade());
  const ragged = body0.t.shape.flatMap(dimVars).filter((v) => made.has(v) && !before.has(v));
  // {⍳⍵}¨v is ⍳¨v, an irregular nested vector (ragged-prims.ts)
  const iotas = ragged.length > 0 && what === '¨' && args.length === 1 && !args[0]!.whole && !mixedArg[0]! ? iotaBody(ctx, body0, params[0]!.name, args[0]!.arg, span) : null;
  if (iotas !== null) return iotas;
  // any other f¨ whose results are vectors of lengths the items decide: one item at a time (each-loop.ts)
  const items = ragged.length > 0 && what === '¨' && !mixedArg.some((m) => m) ? cellItems(ctx, params, args, frame, span) : null;
  const looped = items === null ? null : eachLoop(ctx, items, body0, span);
  if (looped !== null) return looped;
  if (ragged.length > 0 && frame.length > 0)
    return ctx.fail('NONCE', `${what === '∘.' ? '∘.f' : `f${what}`} where the shape of f's result depends on the data of each cell (${showShape(body0.t.shape)}): the results could differ in shape${what !== '⍤' ? ' (an irregular nested array, not supported yet)' : ''}`, span, [ctx.describe('result for one cell', body0)]);
  let body = body0;
  // f⍤k assembles its results into one array, frame then result shape: where f gives a nested
  // array (⊂⍤1, ↓⍤2) the items of the results stay items, so the whole is still of depth 2; f¨'s
  // results are each an item, which would then be nested itself (depth 3)
  let resultItems = 0;
  if (body.t.ragged !== undefined && what !== '⍤' && frame.length > 0)
    return ctx.fail('NONCE', `${what === '∘.' ? '∘.f' : `f${what}`} where f gives an irregular nested array makes an array of depth 3; aplc supports nested arrays of depth 2 (simple items) only`, span, [ctx.describe('result for one cell', body)]);
  if (isNested(body.t)) {
    if (what !== '⍤') return ctx.fail('NONCE', `${what === '∘.' ? '∘.f' : `f${what}`} where f gives a nested array makes an array of depth 3; aplc supports nested arrays of depth 2 (simple items) only`, span, [ctx.describe('result for one cell', body)]);
    resultItems = body.t.items!.length;
    body = flatView(body);
  }
  // f¨ giving a non-scalar for each item makes a uniform nested array (nested.ts): its items are the results
  // ∘.f encloses each result as ¨ does
  const itemRank = what !== '⍤' ? body.t.shape.length : resultItems;
  // a result of characters beside numbers travels as one array, its values and mask stacked (mixed-arrays.ts)
  const mixedResult = isMixedType(body.t);
  if (mixedResult && itemRank > 0 && what === '⍤') return ctx.fail('NONCE', 'f⍤ where f gives a nested array of mixed items (characters and numbers) is not supported yet', span, [ctx.describe('result for one cell', body)]);
  if (mixedResult) body = stacked(ctx, body, span);
  if (frame.length === 0) {
    // one application: bind the parameters and use the body as it is
    const lets: TStmt[] = params.map((p, i) => ({ k: 'let', name: p.name, value: args[i]!.arg }));
    return nestedView(mk({ k: 'seq', stmts: lets, result: body }, body.t, span), itemRank, span);
  }
  // over the items of a nested array, the body as one operation on the array that holds them, where it has that form
  const lifted = what === '¨' && !mixedResult && !mixedArg.some((m) => m) && args.some((a) => !a.whole && a.cellRank > 0) ? liftedEach(ctx, { params, body }, args, frame) : null;
  if (lifted !== null) return nestedView({ ...lifted, span, origin: span }, itemRank, span);
  const shape = [...frame, ...body.t.shape];
  const node = mk({ k: 'cells', fn: { params, body }, args, frame }, { elem: body.t.elem, shape }, span, {
    phase: { op: `${what} (cells)`, mapExtent: dimProduct(frame), reduceExtent: dimConst(1) },
  });
  return nestedView(mixedResult ? unstacked(ctx, node, span) : node, itemRank, span);
}

/**
 * f⍤k ⍵ and ⍺ f⍤k ⍵: k has one, two or three items (monadic rank last; dyadic ranks the last two,
 * or the one for both); a negative rank counts the axes the frame keeps. The frames must agree,
 * or one side's frame is empty and its one cell goes with every cell of the other side.
 */
export function applyRank(ctx: CheckContext, env: Env, f: FnValue, k: TExpr, l: TExpr | null, r: TExpr, span: Span): TExpr {
  if (k.t.shape.length > 1 || (k.t.shape.length === 1 && (asConst(k.t.shape[0]!) ?? 0) > 3) || k.t.shape.some((d) => asConst(d) === 0))
    return ctx.fail('LENGTH', `the right operand of ⍤ must have 1, 2 or 3 items, got shape ${showShape(k.t.shape)}`, span);
  if (k.t.elem === 'char' || k.t.elem === 'float') return ctx.fail('DOMAIN', 'the right operand of ⍤ must be integers', span);
  const ks = k.sval?.map(asConst) ?? null;
  if (ks === null || ks.some((x) => x === null)) return ctx.fail('NONCE', 'a rank (the right operand of ⍤) computed from data: ranks must be known before the program runs', span, [ctx.describe('rank', k)]);
  const spec = ks as number[];
  const [c, b, a] = [spec[spec.length - 1]!, spec[spec.length - 2] ?? spec[spec.length - 1]!, spec[spec.length - 3] ?? spec[spec.length - 2] ?? spec[0]!];
  const cellRank = (x: TExpr, want: number): number => {
    const rank = x.t.shape.length;
    return want >= 0 ? Math.min(want, rank) : Math.max(0, rank + want);
  };
  if (l === null) {
    const cr = cellRank(r, spec.length === 3 ? a : c);
    const frame = r.t.shape.slice(0, r.t.shape.length - cr);
    return cellsOf(ctx, env, f, [{ arg: r, cellRank: cr, whole: frame.length === 0 }], frame, span, '⍤');
  }
  const lr = cellRank(l, spec.length === 1 ? c : b);
  const rr = cellRank(r, c);
  const lf = l.t.shape.slice(0, l.t.shape.length - lr);
  const rf = r.t.shape.slice(0, r.t.shape.length - rr);
  let frame: Shape;
  if (lf.length === 0) frame = rf;
  else if (rf.length === 0) frame = lf;
  else if (lf.length !== rf.length) return ctx.fail('RANK', `⍤: the frames differ in rank: left ${showShape(lf)}, right ${showShape(rf)}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  else {
    const bad = lf.findIndex((d, i) => d.key !== rf[i]!.key);
    if (bad >= 0) return ctx.fail(asConst(lf[bad]!) !== null && asConst(rf[bad]!) !== null ? 'LENGTH' : 'NONCE', `⍤: the frames differ: left ${showShape(lf)}, right ${showShape(rf)}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    frame = lf;
  }
  return cellsOf(ctx, env, f, [
    { arg: l, cellRank: lr, whole: lf.length === 0 },
    { arg: r, cellRank: rr, whole: rf.length === 0 },
  ], frame, span, '⍤');
}

/**
 * Key: f⌸⍵ applies f to each distinct item of ⍵ (as ⍺) and the ⎕IO indices where it occurs (as
 * ⍵); ⍺ f⌸⍵ to each distinct item of ⍺ and the major cells of ⍵ at those places. It is a
 * cell-wise application over the distinct keys whose body selects its group with a compress; the
 * results must agree in shape whatever the group sizes (as {⍺,≢⍵} does).
 */
export function applyKey(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span, io: number): TExpr {
  const keys0 = l ?? r;
  if (keys0.t.shape.length !== 1) {
    if (keys0.t.shape.length === 0) return ctx.fail('RANK', '⌸ needs a vector of keys', span, [ctx.describe('keys', keys0)]);
    return ctx.fail('NONCE', `⌸ with keys of rank ${keys0.t.shape.length} (major cells as keys) is not supported yet`, span, [ctx.describe('keys', keys0)]);
  }
  const keys = shareValue(ctx, keys0);
  const n = keys.ref.t.shape[0]!;
  let valuesE: TExpr;
  if (l === null) valuesE = mk({ k: 'iota', n: mk({ k: 'dims', dims: [n], of: keys.ref }, { elem: 'int', shape: [] }, span, { sval: [n] }), io, binds: null }, { elem: 'int', shape: [n] }, span);
  else {
    if (r.t.shape.length === 0) return ctx.fail('RANK', 'the right argument of ⍺ f⌸ ⍵ must have an item per key', span, [ctx.describe('right', r)]);
    const m = r.t.shape[0]!;
    if (!dimEq(m, n)) {
      if (asConst(m) !== null && asConst(n) !== null) return ctx.fail('LENGTH', `⌸: ${n.key} keys for ${m.key} items`, span, [ctx.describe('keys', l), ctx.describe('items', r)]);
      valuesE = mk({ k: 'assertEq', a: m, b: n, cls: 'LENGTH', message: '⌸: the keys and the items differ in number', value: r }, { elem: r.t.elem, shape: [n, ...r.t.shape.slice(1)] }, span, { origin: r.origin });
    } else valuesE = r;
  }
  const values = shareValue(ctx, valuesE);
  const unique = shareValue(ctx, uniqueOf(ctx, keys.ref, span));
  // {⊂⍵}⌸: the groups themselves, an irregular nested vector (key-groups.ts)
  if (enclosesItsRight(f) && values.ref.t.shape.length === 1 && values.ref.t.items === undefined && values.ref.t.ragged === undefined) {
    return keys.wrap(values.wrap(unique.wrap(keyGroups(ctx, env, keys.ref, unique.ref, values.ref, span))));
  }
  // ⊢⌸ and {⍵}⌸: Dyalog mixes the groups, each padded to the longest with zeros or blanks
  if (returnsItsRight(f) && values.ref.t.shape.length === 1 && values.ref.t.items === undefined && values.ref.t.ragged === undefined) {
    const groups = keyGroups(ctx, env, keys.ref, unique.ref, values.ref, span);
    const mixed = ctx.core.applyMonadic(env, primFn('↑', env, span), groups, span);
    return keys.wrap(values.wrap(unique.wrap(mixed)));
  }
  // the body: ⍺ is one distinct key, ⍵ its group (the values where the keys equal it)
  const keyName = ctx.fresh('key');
  const keyRef = mk({ k: 'var', name: keyName }, { elem: keys.ref.t.elem, shape: [] }, span);
  const before = new Set(ctx.existentialsMade());
  const mask = scalar2(ctx, '=', keys.ref, keyRef, span);
  const group = replicate(ctx, '⌿', null, mask, values.ref, span);
  const body0 = ctx.core.applyDyadic(env, f, keyRef, group, span);
  const ragged = body0.t.shape.flatMap(dimVars).filter((v) => !before.has(v));
  if (ragged.length > 0)
    return ctx.fail('NONCE', `f⌸ where the shape of f's result depends on the size of the group (${showShape(body0.t.shape)}): the results could differ in shape`, span, [ctx.describe('result for one key', body0)]);
  // a result of characters beside numbers ({⍺,≢⍵}⌸'abca') travels as one array, its values and mask stacked (mixed-arrays.ts)
  const body = isMixedType(body0.t) ? stacked(ctx, body0, span) : body0;
  const frame = unique.ref.t.shape;
  const node0 = mk({ k: 'cells', fn: { params: [{ name: keyName, t: keyRef.t }], body }, args: [{ arg: unique.ref, cellRank: 0, whole: false }], frame }, { elem: body.t.elem, shape: [...frame, ...body.t.shape] }, span, {
    phase: { op: '⌸ (one group at a time)', mapExtent: frame[0]!, reduceExtent: n },
  });
  const node = isMixedType(body0.t) ? unstacked(ctx, node0, span) : node0;
  return keys.wrap(values.wrap(unique.wrap(node)));
}
