// ⍺ g¨ ⍵ for the structural g whose results are vectors of lengths known only as data: k↑¨ k↓¨
// k⌽¨ and n⍴¨ of an irregular nested vector (or of a simple vector or scalar, whose results differ
// in length with the counts: 2 3⍴¨5), and ,¨ with an irregular side. Flattened as ragged.ts holds
// such values: the result's lengths are one per-item computation, each result element's item comes
// from a replicate by those lengths (scans), and each element is one gather from the sources' data
// at its item's start plus a place computed from its place in its own item. A fixed number of
// operations however many items there are, never an operation per item.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimVar, showShape, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { at, intLit, iotaOf, ints, isMixed, isRagged, minus, partsOf, raggedOf, startsOfItems } from './ragged.js';
import { joinElems } from './scalar-rules.js';
import { decideEq } from './solve.js';
import type { ArrType, ElemType, TExpr } from './typed.js';

/** One side of ⍺ g¨ ⍵ as vector items: item i is data[starts[i] + ⍳lengths[i]]; `perItem` false for one item shared by all. */
interface ItemSource {
  readonly lengths: TExpr;
  readonly starts: TExpr;
  readonly data: TExpr;
  readonly perItem: boolean;
  readonly wrap: (b: TExpr) => TExpr;
}

const THE_GLYPHS: ReadonlySet<string> = new Set(['↑', '↓', '⌽', '⍴', ',']);

const isSimple = (x: TExpr): boolean => x.t.items === undefined && x.t.ragged === undefined;

/** True when ⍺ g¨ ⍵ is this module's: g one of ↑ ↓ ⌽ ⍴ , with an irregular side, or ⍴ ↑ ↓ of a simple vector of counts. */
export function takesEachDyadic(g: string, l: TExpr, r: TExpr): boolean {
  if (!THE_GLYPHS.has(g)) return false;
  if (isRagged(l.t) || isRagged(r.t)) return true;
  return (g === '⍴' || g === '↑' || g === '↓') && isSimple(l) && isSimple(r) && l.t.shape.length === 1 && r.t.shape.length <= 1;
}

/** A side's items: an irregular vector's own, a simple vector's scalars (each a one-element item), a scalar's one. */
function sourceOf(ctx: CheckContext, x: TExpr, span: Span): ItemSource {
  if (isRagged(x.t)) {
    // a scalar item is one element, as a one-element vector's: the results (vectors) do not tell them apart
    const p = partsOf(ctx, x, { mixed: true });
    const l = shareValue(ctx, p.lengths);
    return { lengths: l.ref, starts: startsOfItems(l.ref, span), data: p.data, perItem: true, wrap: (b) => p.wrap(l.wrap(b)) };
  }
  if (x.t.shape.length === 0) {
    const one = mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [ONE] }, span);
    return { lengths: intLit(1, span), starts: intLit(0, span), data: one, perItem: false, wrap: (b) => b };
  }
  const n = x.t.shape[0]!;
  return { lengths: mk({ k: 'reshape', arg: intLit(1, span) }, ints(n), span), starts: iotaOf(n, span), data: x, perItem: true, wrap: (b) => b };
}

/** A per-item operand (the counts of ↑ ↓ ⌽ ⍴): a scalar for all, or a simple int vector of one per item. */
function countsOf(ctx: CheckContext, g: string, x: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', x)];
  if (!isSimple(x) || x.t.shape.length > 1) return ctx.fail('NONCE', `⍺${g}¨⍵ with a left argument of shape ${showShape(x.t.shape)}${isSimple(x) ? '' : ' (nested)'} (only a scalar or a simple vector of counts, one per item) is not supported yet`, span, notes);
  if (x.t.elem !== 'int' && x.t.elem !== 'bool') return ctx.fail('DOMAIN', `the left argument of ${g}¨ must be integers, not ${x.t.elem}`, span, notes);
  return convertTo(ctx, x, 'int');
}

/** Int arithmetic on per-item or per-element values (either side may be a scalar). */
const shapeOf2 = (a: TExpr, b: TExpr): readonly Dim[] => (a.t.shape.length > 0 ? a.t.shape : b.t.shape);
const arith = (glyph: string, a: TExpr, b: TExpr, span: Span): TExpr => mk({ k: 'scalar2', glyph, left: a, right: b }, ints0(shapeOf2(a, b)), span);
const ints0 = (shape: readonly Dim[]): ArrType => ({ elem: 'int', shape });
/** A comparison (or ∧ of two), as 0 or 1 ints. */
function truth(glyph: string, a: TExpr, b: TExpr, span: Span): TExpr {
  const bool = mk({ k: 'scalar2', glyph, left: a, right: b }, { elem: 'bool', shape: shapeOf2(a, b) }, span);
  return mk({ k: 'convert', arg: bool }, ints0(bool.t.shape), span);
}

/** Where a result element reads (its source item's start is added after), and whether that read is inside the item (null: always). */
interface Read {
  readonly from: TExpr;
  readonly valid: TExpr | null;
}

/** ⍺ g¨ ⍵ (takesEachDyadic said so). */
export function raggedEachDyadic(ctx: CheckContext, g: string, l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  // ↑ ↓ ⍴ , make a vector of a scalar item as of a one-element one; ⌽ would leave it a scalar
  if (g === '⌽' && (isMixed(l.t) || isMixed(r.t))) return ctx.fail('NONCE', `⍺⌽¨⍵ of an irregular nested vector whose items are simple scalars beside vectors (as 1 (2 3)) is not supported yet`, span, notes);
  if (r.t.shape.length > 1 || l.t.shape.length > 1) return ctx.fail('NONCE', `⍺${g}¨⍵ of arrays of shapes ${showShape(l.t.shape)} and ${showShape(r.t.shape)} with an irregular nested result (only vectors and scalars) is not supported yet`, span, notes);
  // the number of items: the sides' lengths, which must agree (a scalar goes with every item)
  const lens = [l, r].filter((x) => x.t.shape.length === 1).map((x) => x.t.shape[0]!);
  const n: Dim = lens[0] ?? ONE;
  let right = r;
  if (lens.length === 2) {
    const eq = decideEq(lens[0]!, lens[1]!);
    if (eq.k === 'unequal') return ctx.fail('LENGTH', `${g}¨: ${showShape(l.t.shape)} items on the left and ${showShape(r.t.shape)} on the right`, span, notes);
    if (eq.k !== 'equal') right = mk({ k: 'assertEq', a: r.t.shape[0]!, b: n, cls: 'LENGTH', message: `${g}¨: the arguments differ in length`, value: r }, { ...r.t, shape: [n] }, span);
  }
  if (g === ',') return catenateEach(ctx, l, right, n, span);
  if (isRagged(l.t)) return ctx.fail('NONCE', `⍺${g}¨⍵ with an irregular nested left argument is not supported yet`, span, notes);
  const counts = shareValue(ctx, countsOf(ctx, g, l, span));
  const src = sourceOf(ctx, right, span);
  const k = counts.ref;
  const len = src.lengths;
  const zero = intLit(0, span);
  const abs = (x: TExpr): TExpr => mk({ k: 'scalar1', glyph: '|', arg: x }, x.t, span);
  const atLeast0 = (x: TExpr): TExpr => arith('⌈', x, zero, span);
  const toItems = (x: TExpr): TExpr => (x.t.shape.length === 0 ? mk({ k: 'reshape', arg: x }, ints(n), span) : x);
  let lengths: TExpr;
  let read: (j: TExpr, item: (v: TExpr) => TExpr) => Read;
  switch (g) {
    case '↑':
      // a negative count takes from the end: element j reads j+len-|k|; a read outside the item is the fill
      lengths = toItems(abs(k));
      read = (j, item) => {
        const from = arith('+', j, arith('×', truth('<', item(k), zero, span), arith('-', item(len), abs(item(k)), span), span), span);
        return { from, valid: null };
      };
      break;
    case '↓':
      lengths = toItems(atLeast0(arith('-', len, abs(k), span)));
      read = (j, item) => ({ from: arith('+', j, atLeast0(item(k)), span), valid: null });
      break;
    case '⌽':
      lengths = toItems(len);
      read = (j, item) => ({ from: arith('|', item(len), arith('+', j, item(k), span), span), valid: null });
      break;
    case '⍴':
      // an empty item cycles fills (0|j is j: the valid flag sends it to the fill)
      lengths = toItems(k);
      read = (j, item) => ({ from: arith('|', item(len), j, span), valid: truth('>', item(len), zero, span) });
      break;
    default:
      return ctx.fail('NONCE', `⍺${g}¨⍵ of an irregular nested vector is not supported yet`, span, notes);
  }
  const result = gatherItems(ctx, lengths, [src], n, span, (j, item) => {
    const at0 = read(j, item);
    if (g !== '↑') return { from: arith('+', item(src.starts), at0.from, span), valid: at0.valid };
    // a take reads inside the item where 0 ≤ place < len
    const place = shareValue(ctx, at0.from);
    const inside = arith('×', truth('≥', place.ref, zero, span), truth('<', place.ref, item(len), span), span);
    return { from: arith('+', item(src.starts), place.ref, span), valid: inside, wrap: place.wrap };
  });
  return counts.wrap(src.wrap(result));
}

/**
 * The irregular vector of these lengths (int[n]) whose element j of item i reads the sources' data
 * (catenated) where `read` says (item(v): a per-item value v at each element's item), or the fill
 * where its `valid` is 0. A negative length is a DOMAIN ERROR, from ⍳ of the least length, first.
 */
function gatherItems(
  ctx: CheckContext,
  lengths: TExpr,
  sources: readonly ItemSource[],
  n: Dim,
  span: Span,
  read: (j: TExpr, item: (v: TExpr) => TExpr) => Read & { readonly wrap?: (b: TExpr) => TExpr },
): TExpr {
  const lens = shareValue(ctx, lengths);
  const withZero = mk({ k: 'catenate', axis: 0, left: mk({ k: 'reshape', arg: intLit(0, span) }, ints(ONE), span), right: lens.ref }, ints(dimAdd(n, ONE)), span);
  const least = mk({ k: 'reduce', fn: { k: 'prim', glyph: '⌊' }, axis: 0, arg: withZero }, { elem: 'int', shape: [] }, span);
  const unused = ctx.freshSize();
  const check = mk({ k: 'iota', n: least, io: 0, binds: unused }, ints(dimVar(unused)), span);
  const t = ctx.freshSize();
  const ids = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: lens.ref, arg: iotaOf(n, span), binds: t }, ints(dimVar(t)), span));
  const starts = startsOfItems(lens.ref, span);
  const j = minus(iotaOf(dimVar(t), span), at(starts, ids.ref, span), span);
  const item = (v: TExpr): TExpr => (v.t.shape.length === 0 ? v : at(v, ids.ref, span));
  const r = read(j, item);
  const elem = sources.map((s) => s.data.t.elem).reduce<ElemType>((a, b) => joinElems(a, b) ?? a, sources[0]!.data.t.elem);
  let data = sources.map((s) => convertTo(ctx, s.data, elem)).reduce((a, b) => mk({ k: 'catenate', axis: 0, left: a, right: b }, { elem, shape: [dimAdd(a.t.shape[0]!, b.t.shape[0]!)] }, span));
  let from = r.from;
  if (r.valid !== null) {
    // a read outside its item reads the one fill appended after the data: from + (1-valid)×(total-from)
    const total = data.t.shape[0]!;
    const fill = mk({ k: 'lit', data: [elem === 'char' ? 32 : 0] }, { elem, shape: [ONE] }, span);
    data = mk({ k: 'catenate', axis: 0, left: data, right: fill }, { elem, shape: [dimAdd(total, ONE)] }, span);
    const f = shareValue(ctx, from);
    const end = mk({ k: 'dims', dims: [total] }, { elem: 'int', shape: [] }, span);
    from = f.wrap(arith('+', f.ref, arith('×', arith('-', intLit(1, span), r.valid, span), minus(end, f.ref, span), span), span));
  }
  const wrap = r.wrap ?? ((b: TExpr): TExpr => b);
  const body = ids.wrap(wrap(raggedOf(lens.ref, at(data, from, span), span)));
  return lens.wrap(mk({ k: 'seq', stmts: [{ k: 'eval', value: check }], result: body }, body.t, span));
}

/** ⍺,¨⍵ with an irregular side: each result item is ⍺'s item then ⍵'s. */
function catenateEach(ctx: CheckContext, l: TExpr, r: TExpr, n: Dim, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (!isRagged(l.t) && !isSimple(l)) return ctx.fail('NONCE', ',¨ of a uniform nested array and an irregular one is not supported yet', span, notes);
  if (!isRagged(r.t) && !isSimple(r)) return ctx.fail('NONCE', ',¨ of an irregular nested array and a uniform one is not supported yet', span, notes);
  if (joinElems(l.t.elem, r.t.elem) === null) return ctx.fail('NONCE', ',¨ of characters and numbers (items of mixed type) is not supported yet', span, notes);
  const a = sourceOf(ctx, l, span);
  const b = sourceOf(ctx, r, span);
  const sum = arith('+', a.lengths, b.lengths, span);
  const lengths = sum.t.shape.length === 0 ? mk({ k: 'reshape', arg: sum }, ints(n), span) : sum;
  const aTotal = mk({ k: 'dims', dims: [a.data.t.shape[0]!] }, { elem: 'int', shape: [] }, span);
  return a.wrap(b.wrap(gatherItems(ctx, lengths, [a, b], n, span, (j, item) => {
    // element j reads ⍺'s item where j is below its length, else ⍵'s (placed after all of ⍺'s data) at j less that length
    const lenA = item(a.lengths);
    const jj = shareValue(ctx, j);
    const inA = shareValue(ctx, truth('<', jj.ref, lenA, span));
    const fromA = arith('+', item(a.starts), jj.ref, span);
    const fromB = arith('+', arith('+', aTotal, item(b.starts), span), arith('-', jj.ref, lenA, span), span);
    const from = arith('+', arith('×', inA.ref, fromA, span), arith('×', arith('-', intLit(1, span), inA.ref, span), fromB, span), span);
    return { from, valid: null, wrap: (x) => jj.wrap(inA.wrap(x)) };
  })));
}
