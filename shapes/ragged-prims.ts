// What works on an irregular nested vector (ragged.ts), each written with existing checked nodes
// over its parts (the lengths, the data, each element's item): ≢ ⍴ ≡ ∊ ⊃ ↑ of it, scalar functions
// with a simple scalar or a simple vector (an item each), ≢¨ ⍴¨ ⌽¨ and f/¨ (one segmented
// reduction) of it, and the forms that make one: ⍳¨ of a vector and the partitions ⍺⊆⍵ and ⍺⊂⍵.
// Anything else given one is a NONCE naming it (nested-guard.ts is the last line of that defence).
import type { Span } from '../apl/ast.js';
import { dyadicElem, monadicElem } from '../ops/glyph-rules.js';
import { asConst, dimAdd, dimConst, dimMul, dimVar, showShape, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { executeEach } from './execute-each.js';
import { dyadicEachByIndex, primitiveEach } from './each-any-function.js';
import { formatEach } from './format-each.js';
import { liftedRaggedEach } from './ragged-lift.js';
import { firstOfEach, reverseWithin, segReduceOf } from './ragged-ops.js';
import { raggedEachDyadic, takesEachDyadic } from './ragged-each-dyadic.js';
import { raggedSearch, raggedSetOp, raggedUnion, raggedUnique } from './ragged-search.js';
import { raggedMatch } from './ragged-match.js';
import { raggedReplicate } from './ragged-replicate.js';
import { firstItem, firstOfMixed, mix, mixedDepth } from './ragged-proto.js';
import { raggedCatenate, raggedPick, raggedSquad, raggedReverse, raggedTakeDrop } from './ragged-select.js';
import { nestedDepth, nestedView } from './nested.js';
import { allOf, at, intLit, iotaOf, ints, isMixed, isNestedType, isRagged, knownRanks, minus, partsOf, prim, raggedOf, segmentIds, startsOfItems, type RaggedParts } from './ragged.js';
import { decideEq } from './solve.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import type { ElemType, TExpr } from './typed.js';

const nonce = (ctx: CheckContext, what: string, x: TExpr, span: Span): never =>
  ctx.fail('NONCE', `${what} of an irregular nested array (items of different lengths) is not supported yet`, span, [ctx.describe('argument', x)]);

/** The same items, each with its elements replaced (a scalar function applied to the data). */
const sameItems = (p: RaggedParts, data: TExpr, span: Span): TExpr => p.wrap(raggedOf(p.lengths, data, span, p.ranks, p.proto));

/** The monadic primitives that take a vector whose items may be simple scalars (ragged.ts): the rest are refused. */
const MIXED_MONADIC: ReadonlySet<string> = new Set(['≢', '⍴', '≡', '⊢', '⊣', '⊆', '∊', '⊃', '↑', '⌽', '⊖', '∪']);
/** The dyadic ones (besides the scalar functions): the selections, the searches, match and the set functions. */
const MIXED_DYADIC: ReadonlySet<string> = new Set(['⌷', '⊃', '↑', '↓', '⍳', '∊', '≡', '≢', '∩', '~', '∪', '/', '⌿']);

/** Monadic g of an irregular nested vector, or null when g's argument is not one. */
export function raggedMonadic(ctx: CheckContext, g: string, arg: TExpr, axis: number | null, span: Span): TExpr | null {
  if (!isRagged(arg.t)) return null;
  if (axis !== null) return nonce(ctx, `${g} with an axis`, arg, span);
  if (isMixed(arg.t) && !MIXED_MONADIC.has(g) && !MONADIC_SCALAR.has(g)) return mixedNonce(ctx, `monadic ${g}`, arg, span);
  const p = partsOf(ctx, arg, { mixed: true });
  switch (g) {
    // the count may be known only once the value is computed (a partition's): its lengths bind it
    case '≢': return p.wrap(mk({ k: 'dims', dims: [p.n], of: p.lengths }, { elem: 'int', shape: [] }, span, { sval: [p.n] }));
    case '⍴': return p.wrap(mk({ k: 'dims', dims: [p.n], of: p.lengths }, ints(ONE), span, { sval: [p.n] }));
    case '≡': return p.ranks === null ? nestedDepth(span) : p.wrap(mixedDepth(ctx, p, arg, span));
    case '⊢': case '⊣': case '⊆': return arg;
    // every element of every item, in order: the data
    case '∊': return p.wrap(p.data);
    case '⊃': return p.wrap(p.ranks === null ? firstItem(ctx, p, span) : firstOfMixed(ctx, p, arg, span));
    case '↑': return p.wrap(mix(ctx, p, arg, span));
    case '⌽': case '⊖': return raggedReverse(ctx, arg, span);
    case '∪': return raggedUnique(ctx, arg, span);
  }
  if (MONADIC_SCALAR.has(g)) {
    const rule = monadicElem(g, arg.t.elem);
    if (!('ok' in rule)) return ctx.fail('DOMAIN', `monadic ${g} of ${arg.t.elem} items`, span, [ctx.describe('argument', arg)]);
    return sameItems(p, mk({ k: 'scalar1', glyph: g, arg: p.data }, { elem: rule.ok, shape: [p.total] }, span), span);
  }
  return nonce(ctx, `monadic ${g}`, arg, span);
}

/** The NONCE for a form that does not take a vector whose items may be simple scalars. */
export const mixedNonce = (ctx: CheckContext, what: string, x: TExpr, span: Span): never =>
  ctx.fail('NONCE', `${what} of an irregular nested vector whose items are simple scalars beside vectors (as 1 (2 3)) is not supported yet`, span, [ctx.describe('argument', x)]);

/** Dyadic g with an irregular nested vector as an argument, or null when neither is one. */
export function raggedDyadic(ctx: CheckContext, g: string, l: TExpr, r: TExpr, axis: number | null, span: Span, io: number): TExpr | null {
  if (!isRagged(l.t) && !isRagged(r.t)) return null;
  if (g === '⊢') return r;
  if (g === '⊣') return l;
  if (g === ',' && axis === null) return raggedCatenate(ctx, l, r, span);
  // the forms below that read a scalar item as such: the selections and the scalar functions
  if ((isMixed(l.t) || isMixed(r.t)) && !MIXED_DYADIC.has(g) && !DYADIC_SCALAR.has(g)) return mixedNonce(ctx, `dyadic ${g}`, isMixed(r.t) ? r : l, span);
  if (g === '⍳' || g === '∊') return raggedSearch(ctx, g, l, r, span, io) ?? nonce(ctx, `dyadic ${g}`, isRagged(r.t) ? r : l, span);
  if ((g === '≡' || g === '≢') && axis === null) return raggedMatch(ctx, g, l, r, span) ?? nonce(ctx, `dyadic ${g}`, isRagged(r.t) ? r : l, span);
  if ((g === '∩' || g === '~') && axis === null) return raggedSetOp(ctx, g, l, r, span) ?? nonce(ctx, `dyadic ${g}`, isRagged(r.t) ? r : l, span);
  if (g === '∪' && axis === null) return raggedUnion(ctx, l, r, span) ?? nonce(ctx, 'dyadic ∪', isRagged(r.t) ? r : l, span);
  if (g === '⌷' && isRagged(r.t) && axis === null) return raggedSquad(ctx, l, r, span, io) ?? nonce(ctx, '⍺⌷⍵ with ⍺ other than one index or an enclosed vector of them', r, span);
  if (!isRagged(l.t) && !isNestedType(l) && axis === null) {
    if (g === '⊃') return raggedPick(ctx, l, r, span, io);
    if (g === '/' || g === '⌿') return raggedReplicate(ctx, l, r, span) ?? nonce(ctx, `dyadic ${g}`, r, span);
    if (g === '↑' || g === '↓') return raggedTakeDrop(ctx, g, l, r, span);
  }
  if (!DYADIC_SCALAR.has(g)) return nonce(ctx, `dyadic ${g}`, isRagged(r.t) ? r : l, span);
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (isRagged(l.t) && isRagged(r.t)) return itemByItem(ctx, g, l, r, span);
  const nested = isRagged(l.t) ? l : r;
  const other = nested === l ? r : l;
  const p = partsOf(ctx, nested, { mixed: true });
  const rule = dyadicElem(g, l.t.elem, r.t.elem);
  if (!('ok' in rule)) return ctx.fail('DOMAIN', `${g} of ${l.t.elem} and ${r.t.elem} items`, span, notes);
  let each: TExpr;
  if (other.t.shape.length === 0) each = other;
  else if (other.t.shape.length === 1 && !isNestedType(other)) {
    // a simple vector pairs each of its scalars with an item: spread it over the item's elements
    const eq = decideEq(other.t.shape[0]!, p.n);
    if (eq.k === 'unequal') return ctx.fail('LENGTH', `${g}: a vector of length ${showShape(other.t.shape)} with a nested vector of ${showShape([p.n])} items`, span, notes);
    const v = eq.k === 'equal' ? other : mk({ k: 'assertEq', a: other.t.shape[0]!, b: p.n, cls: 'LENGTH', message: `${g}: the vector and the nested vector differ in length`, value: other }, { elem: other.t.elem, shape: [p.n] }, span);
    each = at(v, segmentIds(ctx, p.lengths, p.total, span), span);
  } else return ctx.fail('NONCE', `${g} between an irregular nested vector and an array of shape ${showShape(other.t.shape)} is not supported yet`, span, notes);
  const [a, b] = nested === l ? [p.data, each] : [each, p.data];
  const data = mk({ k: 'scalar2', glyph: g, left: a, right: b }, { elem: rule.ok, shape: [p.total] }, span);
  return sameItems(p, data, span);
}

/**
 * ⍺ g ⍵ of two irregular nested vectors: item by item, so their descriptors must agree: a LENGTH
 * ERROR before the program runs where the lengths are known, a check when it runs otherwise
 * (the data of a vector of n items is then n items long, and the elements pair up).
 */
function itemByItem(ctx: CheckContext, g: string, l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const rule = dyadicElem(g, l.t.elem, r.t.elem);
  if (!('ok' in rule)) return ctx.fail('DOMAIN', `${g} of ${l.t.elem} and ${r.t.elem} items`, span, notes);
  const n = decideEq(l.t.shape[0]!, r.t.shape[0]!);
  if (n.k === 'unequal') return ctx.fail('LENGTH', `${g}: nested vectors of ${showShape(l.t.shape)} and ${showShape(r.t.shape)} items`, span, notes);
  // a scalar item beside a vector item would extend over it: only items of one rank on both sides pair up here
  const [rl, rr] = [l.t.ragged!.itemRanks, r.t.ragged!.itemRanks];
  if ((rl !== undefined || rr !== undefined) && (rl === undefined || rr === undefined || rl === null || rr === null || rl.some((x, i) => x !== rr[i])))
    return ctx.fail('NONCE', `${g} between irregular nested vectors whose items are simple scalars beside vectors, unless the same items are scalars on both sides, is not supported yet`, span, notes);
  const pl = partsOf(ctx, l, { mixed: true });
  const pr = partsOf(ctx, r, { mixed: true });
  const known = (x: TExpr): readonly number[] | null => {
    const v = x.node.k === 'ragged' ? x.node.lengths.sval : null;
    const c = v?.map((d) => asConst(d)) ?? null;
    return c !== null && c.every((x) => x !== null) ? (c as number[]) : null;
  };
  const [kl, kr] = [known(l), known(r)];
  if (kl !== null && kr !== null) {
    const at = kl.findIndex((x, i) => x !== kr[i]);
    if (at >= 0) return ctx.fail('LENGTH', `${g}: item ${at + 1} has ${kl[at]} elements on the left and ${kr[at]} on the right`, span, notes);
  }
  const sameName = l.node.k === 'var' && r.node.k === 'var' && l.node.name === r.node.name;
  let right = pr.data;
  if (!sameName && (kl === null || kr === null)) {
    // the lengths agree, or ⍳ of 0 binds a size that cannot be 1: the check's LENGTH ERROR
    const lens = n.k === 'equal' ? pr.lengths : mk({ k: 'assertEq', a: r.t.shape[0]!, b: l.t.shape[0]!, cls: 'LENGTH', message: `${g}: the nested vectors differ in length`, value: pr.lengths }, ints(l.t.shape[0]!), span);
    const same = mk({ k: 'scalar2', glyph: '=', left: pl.lengths, right: lens }, { elem: 'bool', shape: [l.t.shape[0]!] }, span);
    const all = allOf(same, span);
    const k = ctx.freshSize();
    const flag = mk({ k: 'iota', n: mk({ k: 'convert', arg: all }, { elem: 'int', shape: [] }, span), io: 0, binds: k }, ints(dimVar(k)), span);
    const checked = mk({ k: 'assertEq', a: dimVar(k), b: ONE, cls: 'LENGTH', message: `${g}: the items of the nested vectors differ in length`, value: flag }, ints(ONE), span);
    right = mk({ k: 'seq', stmts: [{ k: 'eval', value: checked }], result: pr.data }, pr.data.t, span);
  }
  // the data are as long as each other where the lengths agree
  const rightData = sameTotal(right, pl.total, g, span);
  const data = mk({ k: 'scalar2', glyph: g, left: pl.data, right: rightData }, { elem: rule.ok, shape: [pl.total] }, span);
  return pr.wrap(pl.wrap(raggedOf(pl.lengths, data, span, pl.ranks, pl.proto)));
}

/** A vector seen as `total` long (its length was checked to be). */
function sameTotal(v: TExpr, total: Dim, g: string, span: Span): TExpr {
  if (decideEq(v.t.shape[0]!, total).k === 'equal') return v;
  return mk({ k: 'assertEq', a: v.t.shape[0]!, b: total, cls: 'LENGTH', message: `${g}: the items of the nested vectors differ in length`, value: v }, { elem: v.t.elem, shape: [total] }, span);
}


/** The glyph of f when f is a primitive function with no axis, or of g when f is g/ with g such. */
function primOf(f: FnValue): { readonly glyph: string; readonly reduce: boolean } | null {
  const fn = f.fn;
  if (fn.kind === 'prim' && fn.axis === null) return { glyph: fn.glyph, reduce: false };
  if (fn.kind === 'derived' && fn.op.kind === 'primOp' && (fn.op.glyph === '/' || fn.op.glyph === '⌿') && fn.right === null && fn.axis === null) {
    const left = fn.left;
    if ('kind' in left && left.kind === 'prim' && left.axis === null) return { glyph: left.glyph, reduce: true };
  }
  return null;
}

/**
 * f¨⍵ that makes or takes an irregular nested vector, or null when it does neither: ⍳¨ of a simple
 * vector; ≢¨ ⍴¨ ⌽¨ ⊃¨ and g/¨ (one segmented reduction) of an irregular one.
 */
export function raggedEach(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr | null {
  const io = env.io;
  const p0 = primOf(f);
  if (l === null && !isRagged(r.t) && p0 !== null && !p0.reduce && p0.glyph === '⍳' && r.t.shape.length === 1 && r.t.items === undefined) return iotaEach(ctx, r, span, io);
  if (l !== null && p0 !== null && !p0.reduce && takesEachDyadic(p0.glyph, l, r)) return raggedEachDyadic(ctx, p0.glyph, l, r, span);
  if (l === null && p0 !== null && !p0.reduce && p0.glyph === '⍕' && r.t.shape.length === 1 && !isNestedType(r) && r.t.elem !== 'char') return formatEach(ctx, env, r, span);
  // ⍎¨ of character vectors: each read as a whole number (execute-each.ts)
  if (l === null && p0 !== null && !p0.reduce && p0.glyph === '⍎' && r.t.shape.length === 1 && (isRagged(r.t) || r.t.items?.length === 1)) {
    const read = executeEach(ctx, r, span);
    if (read !== null) return read;
  }
  if (!isRagged(r.t) && (l === null || !isRagged(l.t))) return null;
  const x = l !== null && isRagged(l.t) ? l : r;
  // any function that is not a bare primitive (a dfn, a train, a derived function): its body on one
  // item is flattened where it can be, and named in a NONCE where not
  if (l === null && p0 === null) return liftedRaggedEach(ctx, env, f, r, span);
  // a scalar function is pervasive: on items that are simple, f¨ is f itself
  if (p0 !== null && !p0.reduce && l === null && MONADIC_SCALAR.has(p0.glyph)) return raggedMonadic(ctx, p0.glyph, r, null, span);
  if (p0 !== null && !p0.reduce && l !== null && DYADIC_SCALAR.has(p0.glyph)) return raggedDyadic(ctx, p0.glyph, l, r, null, span, io);
  // ⎕C (with its direction, a scalar, on the left) and ⎕UCS work element by element: of each item, of the data
  if (p0 !== null && !p0.reduce && isRagged(r.t) && (p0.glyph === '⎕C' || (p0.glyph === '⎕UCS' && l === null)) && (l === null || (l.t.shape.length === 0 && !isNestedType(l)))) {
    const p = partsOf(ctx, r, { mixed: true });
    return sameItems(p, l === null ? ctx.core.applyMonadic(env, f, p.data, span) : ctx.core.applyDyadic(env, f, l, p.data, span), span);
  }
  // any other function: item by item, as a dfn (each-any-function.ts)
  if (l !== null) return dyadicEachByIndex(ctx, env, f, l, r, span) ?? nonce(ctx, `⍺ f¨ ⍵ (other than a scalar function and the dyadic ↑¨ ↓¨ ⌽¨ ⍴¨ ,¨) with an argument of rank 2 or more`, x, span);
  if (p0 === null) return nonce(ctx, `⍺ f¨ ⍵ (other than a scalar function and the dyadic ↑¨ ↓¨ ⌽¨ ⍴¨ ,¨)`, x, span);
  // g/ ≢ ⌽ of a scalar item are those of a one-element vector (⌽ keeping its rank); ⍴ reads the rank
  const p = partsOf(ctx, r, { mixed: p0.reduce || ['≢', '⍴', '⌽', '⊢', '⊣', '⊃'].includes(p0.glyph), what: `${p0.glyph}${p0.reduce ? '/' : ''}¨` });
  if (p0.reduce) return p.wrap(segReduce(ctx, p0.glyph, p, r, span));
  switch (p0.glyph) {
    case '≢': return p.wrap(p.lengths);
    case '⍴': return p.wrap(p.ranks === null ? nestedView(mk({ k: 'reshape', arg: p.lengths }, { elem: 'int', shape: [p.n, ONE] }, span), 1, span) : shapesOfMixed(ctx, p, span));
    case '⌽': return p.wrap(reverseEach(ctx, p, span));
    // a scalar item's first is itself: an item of length 1 either way
    case '⊃': return p.wrap(firstOfEach(ctx, p.lengths, p.data, span));
    case '⊂': case '⊆': case '⊢': case '⊣': return r;
  }
  return primitiveEach(ctx, env, f, r, span);
}

/**
 * f¨⍵ of a simple vector where f's body, checked on one item, is ⍳ of it (as in {⍳⍵}¨): ⍳¨⍵.
 * Null for any other body (the caller's NONCE stands).
 */
export function iotaBody(ctx: CheckContext, body: TExpr, param: string, arg: TExpr, span: Span): TExpr | null {
  const aliases = new Set([param]);
  let e = body;
  while (e.node.k === 'seq') {
    for (const s of e.node.stmts) {
      if (s.k !== 'let' || s.value.node.k !== 'var' || !aliases.has(s.value.node.name)) return null;
      aliases.add(s.name);
    }
    e = e.node.result;
  }
  if (e.node.k !== 'iota' || e.node.n.node.k !== 'var' || !aliases.has(e.node.n.node.name)) return null;
  if (arg.t.shape.length !== 1 || arg.t.items !== undefined || arg.t.ragged !== undefined) return null;
  return iotaEach(ctx, arg, span, e.node.io);
}

/** ⍳¨⍵ of a simple vector of counts: lengths ⍵, and each element its place in its item (plus ⎕IO). */
function iotaEach(ctx: CheckContext, v: TExpr, span: Span, io: number): TExpr {
  if (v.t.elem !== 'int' && v.t.elem !== 'bool') return ctx.fail('NONCE', `⍳¨ of ${v.t.elem} counts is not supported yet (only integers)`, span, [ctx.describe('argument', v)]);
  const lv = shareValue(ctx, v.t.elem === 'int' ? v : mk({ k: 'convert', arg: v }, ints(v.t.shape[0]!), span));
  const lengths = lv.ref;
  // ⍳ of a negative count is a DOMAIN ERROR: ⍳ of the smallest count (or 0) says so before anything else runs
  const withZero = mk({ k: 'catenate', axis: 0, left: mk({ k: 'reshape', arg: intLit(0, span) }, ints(ONE), span), right: lengths }, ints(dimAdd(lengths.t.shape[0]!, ONE)), span);
  const least = mk({ k: 'reduce', fn: prim('⌊'), axis: 0, arg: withZero }, { elem: 'int', shape: [] }, span);
  const unused = ctx.freshSize();
  const check = mk({ k: 'iota', n: least, io: 0, binds: unused }, ints(dimVar(unused)), span);
  const total = ctx.freshSize();
  const ids = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: lengths, arg: iotaOf(lengths.t.shape[0]!, span), binds: total }, ints(dimVar(total)), span));
  const starts = startsOfItems(lengths, span);
  const place = minus(iotaOf(dimVar(total), span), at(starts, ids.ref, span), span);
  const data = io === 0 ? place : mk({ k: 'scalar2', glyph: '+', left: place, right: intLit(io, span) }, place.t, span);
  // no counts: Dyalog applies ⍳ to their prototype, 0: the prototype item is ⍬
  const body = ids.wrap(raggedOf(lengths, data, span, null, { rank: 1, length: dimConst(0), ifEmpty: true }));
  return lv.wrap(mk({ k: 'seq', stmts: [{ k: 'eval', value: check }], result: body }, body.t, span));
}

/** ⌽¨⍵: each item reversed (a scalar item is itself). */
function reverseEach(ctx: CheckContext, p: RaggedParts, span: Span): TExpr {
  const ids = shareValue(ctx, segmentIds(ctx, p.lengths, p.total, span));
  return ids.wrap(raggedOf(p.lengths, reverseWithin(p, ids.ref, p.data, span), span, p.ranks, p.proto));
}

/**
 * ⍴¨⍵ of a vector whose items may be scalars: ⍬ for a scalar item, its length (a one-element
 * vector) for a vector: the items' ranks are the result's lengths, and its data the lengths of
 * the vector items ((ranks)/lengths).
 */
function shapesOfMixed(ctx: CheckContext, p: RaggedParts, span: Span): TExpr {
  const ranks = shareValue(ctx, p.ranks!);
  const k = ctx.freshSize();
  const data = mk({ k: 'replicateDyn', axis: 0, counts: ranks.ref, arg: p.lengths, binds: k }, ints(dimVar(k)), span);
  return ranks.wrap(raggedOf(ranks.ref, data, span));
}

/** g/¨⍵: one segmented reduction over all the elements (an associative g with an identity). */
function segReduce(ctx: CheckContext, g: string, p: RaggedParts, x: TExpr, span: Span): TExpr {
  return segReduceOf(ctx, g, p.lengths, segmentIds(ctx, p.lengths, p.total, span), p.data, x, span);
}
