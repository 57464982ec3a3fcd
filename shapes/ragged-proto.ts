// ≡ ↑ ⊃ of an irregular nested vector (ragged.ts), the forms whose value depends on the vector's
// prototype item when it is empty, and on whether its items are all simple scalars. As in
// Dyalog, an empty vector keeps the prototype of the one it was made from: ≡0↑1 (2 3) is 1 (an
// empty simple vector), ≡0↑(2 3) 1 is 2, ↑ of an empty vector of vectors of 2 is a 0×2 matrix
// and ⊃ of it is 0 0. The checker records that prototype in the type where it knows it (ItemProto: a strand's
// first item, carried on by selections); where it does not and the vector is empty when it runs,
// the program stops with a NONCE ERROR at run time rather than guess. ↑ of a vector whose items
// are all simple scalars is that simple vector; where the ranks are data, a matrix is given only
// when some item is a vector, and a run-time NONCE ERROR stops it otherwise (its rank would be data).
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimMul, dimVar } from './dim.js';
import { intLit, mk, ONE, type CheckContext } from './context.js';
import { at, knownRanks, ints, minus, prim, type RaggedParts } from './ragged.js';
import type { ElemType, TExpr } from './typed.js';

const int0 = (node: TExpr['node'], span: Span): TExpr => mk(node, { elem: 'int', shape: [] }, span);
const bool0 = (node: TExpr['node'], span: Span): TExpr => mk(node, { elem: 'bool', shape: [] }, span);

/** g/seed,v of an int vector. */
function foldSeeded(g: string, seed: TExpr, v: TExpr, span: Span): TExpr {
  const withSeed = mk({ k: 'catenate', axis: 0, left: mk({ k: 'reshape', arg: seed }, ints(ONE), span), right: v }, ints(dimAdd(v.t.shape[0]!, ONE)), span);
  return int0({ k: 'reduce', fn: prim(g), axis: 0, arg: withSeed }, span);
}

/** ≢ of p, as an int scalar. */
const countOf = (p: RaggedParts, span: Span): TExpr => int0({ k: 'dims', dims: [p.n], of: p.lengths }, span);

/** 1 where p has no items when it runs, else 0. */
const emptyFlag = (p: RaggedParts, span: Span): TExpr => mk({ k: 'convert', arg: bool0({ k: 'scalar2', glyph: '=', left: countOf(p, span), right: intLit(0, span) }, span) }, { elem: 'int', shape: [] }, span);

/** The value, after a run-time check that `ok` holds, else a NONCE ERROR with this message. */
const nonceUnless = (ok: TExpr, message: string, value: TExpr, span: Span): TExpr => mk({ k: 'assertTrue', ok, cls: 'NONCE', message, value }, value.t, span, { origin: span });

const NO_PROTO = "(Dyalog's value reads its prototype item, which aplc does not know here) is not supported yet";

/**
 * ≡⍵ of a vector whose items may be scalars: 1 when every item is one (a simple vector), 2 when
 * none is, and Dyalog's ¯2 (uneven depth) when both kinds are there; for an empty one, its
 * prototype's depth plus 1. With a = ⌈/0,ranks and b = ⌊/1,ranks that is 1+a-4×a×(1-b) (1 when
 * empty), plus the prototype's rank when empty.
 */
export function mixedDepth(ctx: CheckContext, p: RaggedParts, arg: TExpr, span: Span): TExpr {
  const ranks = p.ranks!;
  const known = knownRanks(ranks);
  const lit = (d: number): TExpr => mk({ k: 'lit', data: [d] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(d)] });
  if (known !== null && known.length === 0) {
    if (p.proto === null) return ctx.fail('NONCE', `≡ of an empty irregular nested vector made from one whose items were simple scalars beside vectors ${NO_PROTO}`, span, [ctx.describe('argument', arg)]);
    return lit(p.proto.rank + 1);
  }
  if (known !== null) return lit(known.every((r) => r === 0) ? 1 : known.every((r) => r === 1) ? 2 : -2);
  const a = foldSeeded('⌈', intLit(0, span), ranks, span);
  const b = foldSeeded('⌊', intLit(1, span), ranks, span);
  const times = (x: TExpr, y: TExpr): TExpr => int0({ k: 'scalar2', glyph: '×', left: x, right: y }, span);
  const uneven = times(times(intLit(4, span), a), minus(intLit(1, span), b, span));
  const depth = minus(int0({ k: 'scalar2', glyph: '+', left: intLit(1, span), right: a }, span), uneven, span);
  if (p.proto === null) {
    const some = bool0({ k: 'scalar2', glyph: '>', left: countOf(p, span), right: intLit(0, span) }, span);
    return nonceUnless(some, `≡ of an irregular nested vector whose items are simple scalars beside vectors, empty when it runs, ${NO_PROTO}`, depth, span);
  }
  if (p.proto.rank === 0) return depth;
  // empty: 1 from the formula, plus the prototype's rank
  return int0({ k: 'scalar2', glyph: '+', left: depth, right: emptyFlag(p, span) }, span);
}

/**
 * ↑⍵: the matrix of the items, each padded with the fill to the longest (the prototype's length
 * when there are none): (,lengths∘.>⍳w)\data, as n×w. A vector whose items are all simple scalars
 * gives itself.
 */
export function mix(ctx: CheckContext, p: RaggedParts, arg: TExpr, span: Span): TExpr {
  const elem: ElemType = arg.t.elem;
  const known = p.ranks === null ? null : knownRanks(p.ranks);
  const protoRank = p.proto?.rank ?? null;
  if (known !== null && (known.length > 0 ? known.every((r) => r === 0) : protoRank === 0)) return p.data;
  if (known !== null && known.length === 0 && p.proto === null)
    return ctx.fail('NONCE', `↑ of an empty irregular nested vector made from one whose items were simple scalars beside vectors ${NO_PROTO}`, span, [ctx.describe('argument', arg)]);
  // no items: the prototype's length, where the checker knows it as a number (a prototype of rank 0 is refused below)
  const protoLength = p.proto === null || p.proto.length === null ? null : asConst(p.proto.length);
  const seed = protoLength === null ? intLit(0, span) : int0({ k: 'scalar2', glyph: '×', left: emptyFlag(p, span), right: intLit(protoLength, span) }, span);
  const w = ctx.freshSize();
  const widest = foldSeeded('⌈', seed, p.lengths, span);
  const cols = mk({ k: 'iota', n: widest, io: 0, binds: w }, ints(dimVar(w)), span);
  const mask = mk({ k: 'outer', fn: prim('>'), left: p.lengths, right: cols }, { elem: 'bool', shape: [p.n, dimVar(w)] }, span);
  const cells = dimMul(p.n, dimVar(w));
  const flatMask = mk({ k: 'reshape', arg: mask }, { elem: 'bool', shape: [cells] }, span);
  const padded = mk({ k: 'expandDyn', axis: 0, mask: flatMask, arg: p.data }, { elem, shape: [cells] }, span);
  const matrix = mk({ k: 'reshape', arg: padded }, { elem, shape: [p.n, dimVar(w)] }, span);
  if (known !== null && known.length > 0) return matrix;
  const some = bool0({ k: 'scalar2', glyph: '>', left: countOf(p, span), right: intLit(0, span) }, span);
  if (p.ranks === null) {
    // items that are all vectors: only an empty one whose prototype is not known is refused
    if (protoLength !== null) return matrix;
    return nonceUnless(some, `↑ of an irregular nested vector that is empty when it runs ${NO_PROTO}`, matrix, span);
  }
  // the ranks are data: a matrix where some item is a vector (or, empty, the prototype is one)
  const vectorItem = bool0({ k: 'scalar2', glyph: '=', left: foldSeeded('⌈', intLit(0, span), p.ranks, span), right: intLit(1, span) }, span);
  const ok = protoRank === 1 ? bool0({ k: 'scalar2', glyph: '∨', left: vectorItem, right: bool0({ k: 'scalar2', glyph: '=', left: countOf(p, span), right: intLit(0, span) }, span) }, span) : vectorItem;
  return nonceUnless(ok, '↑ of an irregular nested vector whose items are all simple scalars when it runs (a vector, not a matrix: its rank would be data) is not supported yet', matrix, span);
}

/** ⊃⍵ of a vector of vectors: the first item's elements, or for an empty one its prototype (zeros or blanks of its length). */
export function firstItem(ctx: CheckContext, p: RaggedParts, span: Span): TExpr {
  let len = int0({ k: 'first', arg: p.lengths }, span);
  const n = asConst(p.n);
  if (n === null || n === 0) {
    const protoLength = p.proto === null || p.proto.length === null ? null : asConst(p.proto.length);
    const some = bool0({ k: 'scalar2', glyph: '>', left: countOf(p, span), right: intLit(0, span) }, span);
    if (protoLength === null) len = nonceUnless(some, `⊃ of an irregular nested vector that is empty when it runs ${NO_PROTO}`, len, span);
    else if (protoLength > 0) len = int0({ k: 'scalar2', glyph: '+', left: len, right: int0({ k: 'scalar2', glyph: '×', left: emptyFlag(p, span), right: intLit(protoLength, span) }, span) }, span);
  }
  const k = ctx.freshSize();
  // past the end of the data (an empty vector's), the take fills with zeros or blanks
  return mk({ k: 'windowDyn', g: '↑', counts: len, axes: [0], arg: p.data, binds: [k] }, { elem: p.data.t.elem, shape: [dimVar(k)] }, span);
}

/** ⊃⍵ of a vector whose items may be scalars: the first item (or an empty one's prototype), whose rank the checker must know. */
export function firstOfMixed(ctx: CheckContext, p: RaggedParts, arg: TExpr, span: Span): TExpr {
  const known = p.ranks === null ? null : knownRanks(p.ranks);
  const rank = known === null ? null : known.length > 0 ? known[0]! : (p.proto?.rank ?? null);
  if (rank === null) return ctx.fail('NONCE', '⊃ (its first item may be a scalar or a vector, known only when it runs) of an irregular nested vector whose items are simple scalars beside vectors (as 1 (2 3)) is not supported yet', span, [ctx.describe('argument', arg)]);
  if (rank === 1) return firstItem(ctx, p, span);
  if (known!.length > 0) return at(p.data, intLit(0, span), span);
  // an empty vector whose prototype is a simple scalar: 0 or a blank
  return mk({ k: 'lit', data: [arg.t.elem === 'char' ? 32 : 0] }, { elem: arg.t.elem, shape: [] }, span);
}
