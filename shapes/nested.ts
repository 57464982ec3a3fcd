// Uniform nested arrays (depth 2): an array whose items are simple arrays of one shape. Its type
// (typed.ts ArrType.items) records the outer shape, the items' element type and their shape, all
// symbolic, so its shapes are checked like a flat array's. It is held as the regular array of shape
// `shape ++ items` (after Reppy and Wingerter: a uniform nest needs no segment descriptor), which
// makes split (↓), mix (↑), enclose (⊂) and the strands of equal-shaped arrays changes of type
// only (the `regroup` node), and lets the rest work on the regular array: ⊃ is a window, a scalar
// function applies to every element, a reduction or scan along the outer axes is an ordinary one.
// Irregular nesting (items of shapes known only as data) and depth 3 are NONCE errors, each naming
// the construct.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct, showShape, type Shape } from './dim.js';
import { mk, ONE, type CheckContext } from './context.js';
import { decideEq } from './solve.js';
import { joinElems } from './scalar-rules.js';
import type { ArrType, ElemType, TExpr } from './typed.js';
import { partsOf, raggedOf, raggedStrand, ranksLit } from './ragged.js';
import { flatView, nestedView } from './nested-views.js';
import { isMixedType, mixedStrand } from './mixed-arrays.js';

export const isNested = (t: ArrType): boolean => t.items !== undefined;

export { flatView, nestedView } from './nested-views.js';

const deeper = (ctx: CheckContext, what: string, arg: TExpr, span: Span): never =>
  ctx.fail('NONCE', `${what} of a nested array makes an array of depth 3; aplc supports nested arrays of depth 2 (simple items) only`, span, [ctx.describe('argument', arg)]);

/** ↓⍵ (split): the last axis's vectors, each an item; a scalar is itself. */
export function split(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  if (isNested(arg.t)) return deeper(ctx, '↓', arg, span);
  return nestedView(arg, Math.min(1, arg.t.shape.length), span);
}

/** ↑⍵ (mix) of uniform items: the regular array that holds them; a simple array is itself. */
export function mix(arg: TExpr): TExpr {
  return flatView(arg);
}

/** ⊂⍵ (enclose): a scalar holding ⍵; a simple scalar is itself. ⊆⍵ (nest) leaves a nested array as it is. */
export function enclose(ctx: CheckContext, g: '⊂' | '⊆', arg: TExpr, span: Span): TExpr {
  if (isNested(arg.t)) return g === '⊆' ? arg : deeper(ctx, '⊂', arg, span);
  return nestedView(arg, arg.t.shape.length, span);
}

/** ⊃⍵ (first, disclose) of a nested array: its first item, or an item of zeros (blanks) when it has none. */
export function firstItem(arg: TExpr, span: Span): TExpr {
  const items = arg.t.items!;
  const flat = flatView(arg);
  if (arg.t.shape.length === 0) return flat;
  const ones = arg.t.shape.map(() => dimConst(1));
  const first = mk({ k: 'window', offsets: flat.t.shape.map(() => dimConst(0)), arg: flat }, { elem: arg.t.elem, shape: [...ones, ...items] }, span);
  return mk({ k: 'reshape', arg: first }, { elem: arg.t.elem, shape: items }, span);
}

/** ≡⍵ of a nested array: its depth, 2 (its items are simple and it is not a simple scalar). */
export function nestedDepth(span: Span): TExpr {
  return mk({ k: 'lit', data: [2] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(2)] });
}

/**
 * A strand with a non-scalar item: items that are simple arrays of one shape (or enclosures of such
 * arrays) make a uniform nested vector, held as their catenation along a new first axis.
 */
export function nestedStrand(ctx: CheckContext, written: readonly TExpr[], spans: readonly Span[], span: Span): TExpr {
  // a strand encloses each item that is not a simple scalar, an enclosure too: (⊂1 2)(3 4) has
  // depth 3 (its first item is ⊂1 2), as `(2⊃x)(+/x)` has where +/x is an enclosure
  const items = written;
  items.forEach((it, i) => {
    if (isNested(it.t) || it.t.ragged !== undefined) ctx.fail('NONCE', 'a strand holding a nested array makes an array of depth 3; aplc supports nested arrays of depth 2 (simple items) only', spans[i]!, [ctx.describe('item', it)]);
  });
  const shape = items[0]!.t.shape;
  let elem: ElemType = items[0]!.t.elem;
  const scalars = items.some((it) => it.t.shape.length === 0);
  if (scalars && items.some((it) => it.t.shape.length > 1)) {
    const i = items.findIndex((it) => it.t.shape.length > 1);
    ctx.fail('NONCE', 'a strand mixing scalars and arrays of rank 2 or more (a nested array whose items differ in rank) is not supported yet', spans[i]!, [ctx.describe('item', items[i]!)]);
  }
  // simple vectors of lengths that differ (or may), or simple scalars beside vectors: an irregular nested vector (ragged.ts)
  const vectors = items.every((it) => it.t.shape.length <= 1 && it.t.ragged === undefined);
  const joined = items.reduce<ElemType | null>((acc, it) => (acc === null ? null : joinElems(acc, it.t.elem)), elem);
  // vectors of characters beside vectors of numbers are held as an irregular vector of mixed data, whatever their lengths
  const mixedItems = joined === null || items.some((it) => isMixedType(it.t));
  if (vectors && (scalars || mixedItems || items.some((it) => decideEq(it.t.shape[0]!, shape[0]!).k !== 'equal'))) {
    // items of characters beside items of numbers: data that mixes them (mixed-arrays.ts)
    if (joined === null || items.some((it) => isMixedType(it.t))) {
      const ranks = scalars ? ranksLit(items.map((it) => it.t.shape.length), span) : null;
      const lens = items.map((it) => it.t.shape[0] ?? ONE);
      const lengths = mk({ k: 'dims', dims: lens }, { elem: 'int', shape: [dimConst(items.length)] }, span, { sval: lens });
      return raggedOf(lengths, mixedStrand(ctx, items, span), span, ranks);
    }
    return raggedStrand(items, joined, span, (it) => convert(it, joined));
  }
  items.forEach((it, i) => {
    const differ = (why: string): never =>
      ctx.fail('NONCE', `a strand of arrays of different shapes (${showShape(shape)} and ${showShape(it.t.shape)}) is an irregular nested array, ${why}`, spans[i]!, [ctx.describe('first item', items[0]!), ctx.describe('this item', it)]);
    if (it.t.shape.length !== shape.length) differ('not supported yet (only items of one shape are)');
    it.t.shape.forEach((d, a) => {
      const eq = decideEq(d, shape[a]!);
      if (eq.k === 'unequal') differ('not supported yet (only items of one shape are)');
      if (eq.k !== 'equal') differ('which aplc cannot rule out here: items of one shape are supported, and these may differ');
    });
    const j = joinElems(elem, it.t.elem);
    if (j === null) ctx.fail('NONCE', 'a strand mixing characters and numbers is not supported', span);
    elem = j;
  });
  const held: Shape = [dimConst(items.length), ...shape];
  if (items.every((it) => it.node.k === 'lit')) {
    const data = items.flatMap((it) => [...(it.node as { k: 'lit'; data: readonly number[] }).data]);
    return nestedView(mk({ k: 'lit', data }, { elem, shape: held }, span), shape.length, span);
  }
  let acc: TExpr | null = null;
  items.forEach((it, i) => {
    const row = mk({ k: 'reshape', arg: convert(it, elem) }, { elem, shape: [dimConst(1), ...shape] }, it.span);
    acc = acc === null ? row : mk({ k: 'catenate', axis: 0, left: acc, right: row }, { elem, shape: [dimConst(i + 1), ...shape] }, span);
  });
  return nestedView(acc!, shape.length, span);
}

/** Convert elements to a (wider) type, a nested array's items too. */
export function convertItems(ctx: CheckContext, e: TExpr, elem: ElemType): TExpr {
  void ctx;
  if (e.t.items === undefined || e.t.elem === elem) return e.t.items === undefined ? convert(e, elem) : e;
  return nestedView(convert(flatView(e), elem), e.t.items.length, e.span);
}

function convert(e: TExpr, elem: ElemType): TExpr {
  if (e.t.elem === elem) return e;
  if (e.node.k === 'lit' && elem !== 'char') return mk({ k: 'lit', data: e.node.data }, { elem, shape: e.t.shape }, e.span, { origin: e.origin });
  return mk({ k: 'convert', arg: e }, { elem, shape: e.t.shape }, e.span, { origin: e.origin });
}

/**
 * ,/⍵ (and ,⌿ of a vector): a vector's items catenated, enclosed. Of a simple vector, ⊂⍵; of a
 * simple matrix, its rows enclosed (↓⍵); of a nested vector of vectors, the enclosed catenation,
 * which is the regular array that holds them, raveled.
 */
export function catenateReduce(ctx: CheckContext, r: TExpr, axis: number, span: Span): TExpr {
  const rank = r.t.shape.length;
  // of an irregular nested vector: its data, enclosed
  if (r.t.ragged !== undefined) {
    // a scalar item's element is catenated as a one-element vector's would be
    const p = partsOf(ctx, r, { mixed: true });
    return p.wrap(nestedView(p.data, 1, span));
  }
  if (axis !== rank - 1) return ctx.fail('NONCE', `,/ along axis ${axis + 1} of a rank ${rank} array is not supported yet (only along the last axis)`, span, [ctx.describe('argument', r)]);
  if (!isNested(r.t)) return nestedView(r, 1, span);
  const items = r.t.items!;
  if (rank !== 1 || items.length !== 1)
    return ctx.fail('NONCE', `,/ of a nested array of shape ${showShape(r.t.shape)} with items of shape ${showShape(items)} is not supported yet (only a vector of vectors)`, span, [ctx.describe('argument', r)]);
  const all = dimProduct([r.t.shape[0]!, items[0]!]);
  const joined = mk({ k: 'reshape', arg: flatView(r) }, { elem: r.t.elem, shape: [all] }, span);
  return nestedView(joined, 1, span);
}
