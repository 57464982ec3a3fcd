// Irregular nested vectors (depth 2): a vector of simple vectors whose lengths are known only as
// data, as (1 2)(3 4 5), ⍳¨v or a partition make. After Blelloch's flattening and the Futhark
// thesis, such a value is held flat: its items' elements end to end (`data`, of `total` elements)
// with a segment descriptor beside it (`lengths`, one per item), so an operation on every item is
// one operation on all the elements at once, the descriptor telling each element's item. The
// checker gives it the type (elem[?])[n] (ArrType.ragged) and builds it as the `ragged` node from
// its two parts; the operations on it (ragged-prims.ts) read the parts (`raggedPart`) and are
// written with the checked nodes that already exist (scans, replicate by counts, gathers), plus one
// segmented reduction (`segReduce`). The offsets and each element's item are computed by scans on
// the device; the host reads only the descriptor, to print. A simple scalar as an item (1 (2 3))
// and items of rank 2 or more are NONCE errors, as is any other use of such a value.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimConst, dimVar, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import type { ArrType, ElemType, ScalarFn, TExpr } from './typed.js';

export const isRagged = (t: ArrType): boolean => t.ragged !== undefined;

/** An int vector type of length n. */
export const ints = (n: Dim): ArrType => ({ elem: 'int', shape: [n] });

export const prim = (glyph: string): ScalarFn => ({ k: 'prim', glyph });

/** The irregular nested vector of these items' lengths (int[n]) and elements end to end (a vector of `total`). */
export function raggedOf(lengths: TExpr, data: TExpr, span: Span): TExpr {
  const total = data.t.shape[0]!;
  return mk({ k: 'ragged', lengths, data }, { elem: data.t.elem, shape: lengths.t.shape, ragged: { total } }, span, {
    phase: { op: 'segments', mapExtent: total, reduceExtent: ONE },
  });
}

/** An irregular nested vector taken apart: its lengths and data as names usable more than once. */
export interface RaggedParts {
  readonly n: Dim;
  readonly total: Dim;
  readonly lengths: TExpr;
  readonly data: TExpr;
  /** binds the names the parts use around a body that uses them */
  readonly wrap: (body: TExpr) => TExpr;
}

/** The parts of an irregular nested vector, each computed once. */
export function partsOf(ctx: CheckContext, x: TExpr): RaggedParts {
  const n = x.t.shape[0]!;
  const total = x.t.ragged!.total;
  if (x.node.k === 'ragged') {
    const l = shareValue(ctx, x.node.lengths);
    const d = shareValue(ctx, x.node.data);
    return { n, total, lengths: l.ref, data: d.ref, wrap: (b) => l.wrap(d.wrap(b)) };
  }
  const whole = shareValue(ctx, x);
  const part = (p: 'lengths' | 'data', t: ArrType): TExpr => mk({ k: 'raggedPart', part: p, arg: whole.ref }, t, x.span, { origin: x.origin });
  return { n, total, lengths: part('lengths', ints(n)), data: part('data', { elem: x.t.elem, shape: [total] }), wrap: whole.wrap };
}

/** The int vector +\⍵. */
export function plusScan(v: TExpr, span: Span): TExpr {
  return mk({ k: 'scan', fn: prim('+'), axis: 0, arg: v }, ints(v.t.shape[0]!), span);
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

/** An int scalar constant. */
export const intLit = (x: number, span: Span): TExpr => mk({ k: 'lit', data: [x] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(x)] });

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
  const lens = items.map((it) => it.t.shape[0]!);
  const total = lens.reduce((a, b) => dimAdd(a, b), dimConst(0));
  const lengths = mk({ k: 'dims', dims: lens }, ints(dimConst(items.length)), span, { sval: lens });
  if (items.every((it) => it.node.k === 'lit')) {
    const data = items.flatMap((it) => [...(it.node as { k: 'lit'; data: readonly number[] }).data]);
    return raggedOf(lengths, mk({ k: 'lit', data }, { elem, shape: [total] }, span), span);
  }
  let acc: TExpr | null = null;
  let sofar = dimConst(0);
  for (const it of items) {
    const c = convert(it);
    sofar = dimAdd(sofar, c.t.shape[0]!);
    acc = acc === null ? c : mk({ k: 'catenate', axis: 0, left: acc, right: c }, { elem, shape: [sofar] }, span);
  }
  return raggedOf(lengths, acc!, span);
}
