// Irregular nested vectors (depth 2): a vector of simple vectors whose lengths are known only as
// data, as (1 2)(3 4 5), ⍳¨v or a partition make. After Blelloch's flattening and the Futhark
// thesis, such a value is held flat: its items' elements end to end (`data`, of `total` elements)
// with a segment descriptor beside it (`lengths`, one per item), so an operation on every item is
// one operation on all the elements at once, the descriptor telling each element's item. The
// checker gives it the type (elem[?])[n] (ArrType.ragged) and builds it as the `ragged` node from
// its two parts; the operations on it (ragged-prims.ts) read the parts (`raggedPart`) and are
// written with the checked nodes that already exist (scans, replicate by counts, gathers), plus one
// segmented reduction (`segReduce`). The offsets and each element's item are computed by scans on
// the device; the host reads only the descriptor, to print. An item may be a simple scalar
// (1 (2 3)): it is held as an item of length 1, and a third part, `ranks` (0 for a scalar item, 1
// for a vector), says which items are scalars; the type records those ranks where the checker
// knows them (a strand's), so that ⊃ and pick of such an item are typed as a scalar. The operations
// that give a scalar item its own meaning (≡ ⍴¨ ⊃ pick, display) read the ranks; those for which
// a scalar and a one-element vector are alike (∊ ↑ ≢¨ g/¨ ,/ scalar functions) carry them on, and
// any other is refused (`partsOf` without `mixed`). Items of rank 2 or more are NONCE errors.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimVar, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import type { ArrType, ElemType, ItemProto, ScalarFn, TExpr } from './typed.js';

export const isRagged = (t: ArrType): boolean => t.ragged !== undefined;

/** A nested value of either kind: uniform items (nested.ts) or an irregular vector. */
export const isNestedType = (x: TExpr): boolean => x.t.items !== undefined || x.t.ragged !== undefined;

/** True when an item of the irregular vector may be a simple scalar (it carries item ranks). */
export const isMixed = (t: ArrType): boolean => t.ragged !== undefined && t.ragged.itemRanks !== undefined;

/** An int vector type of length n. */
export const ints = (n: Dim): ArrType => ({ elem: 'int', shape: [n] });

export const prim = (glyph: string): ScalarFn => ({ k: 'prim', glyph });

/** The item ranks a ranks vector gives, when the checker knows every one (its static value). */
export function knownRanks(ranks: TExpr): readonly number[] | null {
  const v = ranks.sval?.map((d) => asConst(d)) ?? null;
  return v !== null && v.every((x) => x !== null) ? (v as number[]) : null;
}

/** An int vector whose values the checker knows: item ranks. */
export function ranksLit(ranks: readonly number[], span: Span): TExpr {
  return mk({ k: 'lit', data: ranks }, ints(dimConst(ranks.length)), span, { sval: ranks.map((r) => dimConst(r)) });
}

/**
 * The irregular nested vector of these items' lengths (int[n]) and elements end to end (a vector
 * of `total`); `ranks` (int[n]) where an item may be a simple scalar (of length 1).
 */
export function raggedOf(lengths: TExpr, data: TExpr, span: Span, ranks: TExpr | null = null, proto: ItemProto | null = null): TExpr {
  const total = data.t.shape[0]!;
  const known = ranks === null ? null : knownRanks(ranks);
  // every item a vector: the descriptor needs no ranks (an empty vector keeps them: its prototype may have been a scalar)
  if (known !== null && known.length > 0 && known.every((r) => r === 1)) ranks = null;
  const first = firstItemProto(lengths, known, ranks === null);
  // the first item's length, where only the prototype given says it
  const p = first !== null && first.length === null && proto !== null && proto.ifEmpty !== true && proto.rank === first.rank ? proto : (first ?? proto);
  // data of characters beside numbers (mixed-arrays.ts): the vector is printed by its mask, and refused by any operation that reads its data
  const ragged = { total, ...(ranks === null ? {} : { itemRanks: known }), ...(p === null ? {} : { proto: p }), ...(data.t.mixed === true ? { mixed: true as const } : {}) };
  return mk({ k: 'ragged', lengths, data, ...(ranks === null ? {} : { ranks }) }, { elem: data.t.elem, shape: lengths.t.shape, ragged }, span, {
    phase: { op: 'segments', mapExtent: total, reduceExtent: ONE },
  });
}

/** The first item as the prototype, where the checker knows there is one and knows its rank and length. */
function firstItemProto(lengths: TExpr, ranks: readonly number[] | null, vectors: boolean): ItemProto | null {
  const len = lengths.sval?.[0];
  // known ranks say there is a first item; otherwise known lengths must
  const rank = vectors ? (len === undefined ? undefined : 1) : ranks?.[0];
  if (rank === undefined) return null;
  return rank === 0 ? { rank: 0, length: ONE } : { rank: 1, length: len ?? null };
}

/** The prototype an empty vector made by selecting items of one with prototype `p` keeps (null: unknown). */
export function protoIfEmpty(p: ItemProto | null): ItemProto | null {
  return p === null ? null : { rank: p.rank, length: p.length, ifEmpty: true };
}

/** An irregular nested vector taken apart: its lengths and data as names usable more than once. */
export interface RaggedParts {
  readonly n: Dim;
  readonly total: Dim;
  readonly lengths: TExpr;
  readonly data: TExpr;
  /** each item's rank (int[n], 0 for a simple scalar), or null when every item is a vector */
  readonly ranks: TExpr | null;
  /** its prototype item, where the checker knows it */
  readonly proto: ItemProto | null;
  /** binds the names the parts use around a body that uses them */
  readonly wrap: (body: TExpr) => TExpr;
}

/**
 * The parts of an irregular nested vector, each computed once. An operation that reads them
 * without giving a scalar item its meaning would make it a one-element vector, so a vector whose
 * items may be scalars is refused here (a NONCE naming `what`) unless the caller says it handles
 * the ranks (`mixed`).
 */
export function partsOf(ctx: CheckContext, x: TExpr, mixed: { readonly mixed?: boolean; readonly what?: string } = {}): RaggedParts {
  const n = x.t.shape[0]!;
  const total = x.t.ragged!.total;
  const itemRanks = x.t.ragged!.itemRanks;
  const proto = x.t.ragged!.proto ?? null;
  if (itemRanks !== undefined && mixed.mixed !== true)
    ctx.fail('NONCE', `${mixed.what ?? 'this operation'} of an irregular nested vector whose items are simple scalars beside vectors (as 1 (2 3)) is not supported yet`, x.span, [ctx.describe('argument', x)]);
  if (x.node.k === 'ragged') {
    const l = shareValue(ctx, x.node.lengths);
    const d = shareValue(ctx, x.node.data);
    const r = x.node.ranks === undefined ? null : shareValue(ctx, x.node.ranks);
    return { n, total, lengths: l.ref, data: d.ref, ranks: r?.ref ?? null, proto, wrap: (b) => l.wrap(d.wrap(r === null ? b : r.wrap(b))) };
  }
  const whole = shareValue(ctx, x);
  const part = (p: 'lengths' | 'data' | 'ranks', t: ArrType): TExpr => mk({ k: 'raggedPart', part: p, arg: whole.ref }, t, x.span, { origin: x.origin });
  // ranks the type records are a constant: what is built from them stays known to the checker
  const ranks = itemRanks === undefined ? null : itemRanks === null ? part('ranks', ints(n)) : ranksLit(itemRanks, x.span);
  const data = part('data', { elem: x.t.elem, shape: [total], ...(x.t.ragged!.mixed === true ? { mixed: true as const } : {}) });
  return { n, total, lengths: part('lengths', ints(n)), data, ranks, proto, wrap: whole.wrap };
}

/** The int vector +\⍵. */
export function plusScan(v: TExpr, span: Span): TExpr {
  return mk({ k: 'scan', fn: prim('+'), axis: 0, arg: v }, ints(v.t.shape[0]!), span);
}

/** Where each item starts in the data, for items of these lengths: +\lengths minus lengths. */
export function startsOfItems(lengths: TExpr, span: Span): TExpr {
  return minus(plusScan(lengths, span), lengths, span);
}

/** `data` (a vector) with one fill element after it, 0 or a blank: what a gather reads for a place past an item. */
export function withFillAfter(data: TExpr, span: Span): TExpr {
  const fill = mk({ k: 'lit', data: [data.t.elem === 'char' ? 32 : 0] }, { elem: data.t.elem, shape: [ONE] }, span);
  return mk({ k: 'catenate', axis: 0, left: data, right: fill }, { elem: data.t.elem, shape: [dimAdd(data.t.shape[0]!, ONE)] }, span);
}

/** ∧/⍵ of a bool vector: whether every element holds (the test of a run-time check). */
export function allOf(v: TExpr, span: Span): TExpr {
  return mk({ k: 'reduce', fn: prim('∧'), axis: 0, arg: v }, { elem: 'bool', shape: [] }, span);
}

/** a - b, elementwise (one may be a scalar). */
export function minus(a: TExpr, b: TExpr, span: Span): TExpr {
  const shape = a.t.shape.length > 0 ? a.t.shape : b.t.shape;
  return mk({ k: 'scalar2', glyph: '-', left: a, right: b }, { elem: 'int', shape }, span);
}

/** ⍵[i] for an index vector i (0-based). */
export function at(v: TExpr, i: TExpr, span: Span): TExpr {
  return mk({ k: 'gather', arg: v, indices: [i] }, { elem: v.t.elem, shape: i.t.shape }, span);
}

// an int scalar constant is context.ts's, which the ragged rules take from here
export { intLit } from './context.js';

/** 0 1 … d-1 */
export function iotaOf(d: Dim, span: Span): TExpr {
  return mk({ k: 'iota', n: mk({ k: 'dims', dims: [d] }, { elem: 'int', shape: [] }, span, { sval: [d] }), io: 0, binds: null }, ints(d), span);
}

/**
 * Each element's item (0-based), for items of these lengths: the item indices each repeated by its
 * length (lengths/⍳n, a replicate by counts: scans and a scatter on the device). The count is
 * `total` by construction; the check says so to the sizes.
 */
export function segmentIds(ctx: CheckContext, lengths: TExpr, total: Dim, span: Span): TExpr {
  const k = ctx.freshSize();
  const ids = mk({ k: 'replicateDyn', axis: 0, counts: lengths, arg: iotaOf(lengths.t.shape[0]!, span), binds: k }, ints(dimVar(k)), span, {
    phase: { op: 'segment ids', mapExtent: total, reduceExtent: ONE },
  });
  return mk({ k: 'assertEq', a: dimVar(k), b: total, cls: 'LENGTH', message: 'the items of a nested array and their lengths disagree', value: ids }, ints(total), span);
}

/**
 * A strand of simple vectors of different lengths (or lengths that may differ): their lengths and
 * their catenation. Items of one type are converted to the joined element type by the caller.
 */
export function raggedStrand(items: readonly TExpr[], elem: ElemType, span: Span, convert: (e: TExpr) => TExpr): TExpr {
  // a simple scalar is an item of length 1 whose rank the descriptor records
  const ranks = items.some((it) => it.t.shape.length === 0) ? ranksLit(items.map((it) => it.t.shape.length), span) : null;
  const lens = items.map((it) => it.t.shape[0] ?? ONE);
  const total = lens.reduce((a, b) => dimAdd(a, b), dimConst(0));
  const lengths = mk({ k: 'dims', dims: lens }, ints(dimConst(items.length)), span, { sval: lens });
  if (items.every((it) => it.node.k === 'lit')) {
    const data = items.flatMap((it) => [...(it.node as { k: 'lit'; data: readonly number[] }).data]);
    return raggedOf(lengths, mk({ k: 'lit', data }, { elem, shape: [total] }, span), span, ranks);
  }
  let acc: TExpr | null = null;
  let sofar = dimConst(0);
  for (const it of items) {
    const c0 = convert(it);
    const c = c0.t.shape.length === 1 ? c0 : mk({ k: 'reshape', arg: c0 }, { elem, shape: [ONE] }, it.span);
    sofar = dimAdd(sofar, c.t.shape[0]!);
    acc = acc === null ? c : mk({ k: 'catenate', axis: 0, left: acc, right: c }, { elem, shape: [sofar] }, span);
  }
  return raggedOf(lengths, acc!, span, ranks);
}
