// Primitive functions applied to a uniform nested array (nested.ts). The rules of ⊂ ⊆ ⊃ ↑ ↓ ≡
// take nested arguments themselves, and ≢ ⍴ ⊢ ⊣ read only the outer shape or pass the argument
// on; ∊ , ⍉ work on the outer array (∊ enlists every item). A scalar function is pervasive, so on a uniform nested array it applies to every element of
// the regular array that holds it (two nested arrays must agree in their outer shapes and in their
// items' shapes, which the checker knows: items that differ are a LENGTH ERROR before the program
// runs). ⍺⊃⍵ picks an item. The structural primitives that work along an axis (⌽ ⊖ / ⌿ ↑ ↓ , ⍪ and reshape) move
// whole items: they are the flat primitive along the same axis of the regular array, whose leading
// axes are the outer array's. Any other primitive given a nested argument is a NONCE naming it.
import type { Span } from '../apl/ast.js';
import { intLit, isSingleton, mk, type CheckContext } from './context.js';
import { asConst, dimConst, dimProduct, showShape, type Dim } from './dim.js';
import { flatView, isNested, nestedView } from './nested.js';
import { decideEq } from './solve.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import { raggedCatenate } from './ragged-select.js';
import { raggedSearch, raggedSetOp, raggedUnion, raggedUnique } from './ragged-search.js';
import { squad } from './squad.js';
import { chooseIndex } from './choose.js';
import type { TExpr } from './typed.js';

/** Monadic primitives whose rules take a nested argument as it is. */
const TAKES_NESTED_MONADIC: ReadonlySet<string> = new Set(['⊂', '⊆', '⊃', '↑', '↓', '≡', '≢', '⍴', '⊢', '⊣']);
/** Dyadic primitives whose rules take nested arguments as they are. */
const TAKES_NESTED_DYADIC: ReadonlySet<string> = new Set(['⊢', '⊣']);

/** The flat form's rule, applied with a bracket axis (0-based; null: the form's default). */
export type MonadicAt = (arg: TExpr, axis: number | null) => TExpr;
export type DyadicAt = (l: TExpr, r: TExpr, axis: number | null) => TExpr;

const outerRank = (x: TExpr): number => x.t.shape.length;
const itemRank = (x: TExpr): number => x.t.items?.length ?? 0;

/** The axis a form works along on a nested array: the one written (an outer axis) or its default. */
function outerAxis(ctx: CheckContext, g: string, x: TExpr, axis: number | null, last: boolean, span: Span): number {
  const ax = axis ?? (last ? outerRank(x) - 1 : 0);
  if (ax < 0 || ax >= outerRank(x)) return ctx.fail('AXIS', `${g}: axis ${ax + 1} is not an axis of the nested array's outer shape ${showShape(x.t.shape)}`, span, [ctx.describe('argument', x)]);
  return ax;
}

/** g applied to a nested argument: the result, or null when the form's rule takes it itself. */
export function nestedMonadic(ctx: CheckContext, g: string, arg: TExpr, axis: number | null, span: Span, rule: MonadicAt): TExpr | null {
  if (!isNested(arg.t) || TAKES_NESTED_MONADIC.has(g)) return null;
  // the items of a vector of vectors, each first kept (ragged-search.ts)
  if (g === '∪' && axis === null && outerRank(arg) === 1 && itemRank(arg) === 1) return raggedUnique(ctx, arg, span);
  const whole = (res: TExpr): TExpr => nestedView(res, itemRank(arg), span);
  if (MONADIC_SCALAR.has(g) && axis === null) return whole(rule(flatView(arg), null));
  if (g === '⌽' || g === '⊖') return outerRank(arg) === 0 ? arg : whole(rule(flatView(arg), outerAxis(ctx, g, arg, axis, g === '⌽', span)));
  const items = arg.t.items!;
  const held = (shape: readonly Dim[]) => ({ elem: arg.t.elem, shape: [...shape, ...items] });
  // ∊: every simple scalar of every item, in order: the ravel of the array that holds them
  if (g === '∊') return rule(flatView(arg), null);
  // ,⍵: the items in a vector
  if (g === ',' && axis === null) return whole(mk({ k: 'reshape', arg: flatView(arg) }, held([dimProduct(arg.t.shape)]), span));
  // ⍉⍵: the outer axes reversed, each item as it is
  if (g === '⍉') {
    const r = outerRank(arg);
    const perm = [...arg.t.shape.map((_, i) => r - 1 - i), ...items.map((_, j) => r + j)];
    return whole(mk({ k: 'transpose', perm, arg: flatView(arg) }, held([...arg.t.shape].reverse()), span));
  }
  return ctx.fail('NONCE', `monadic ${g} of a nested array is not supported yet`, span, [ctx.describe('argument', arg)]);
}

export function nestedDyadic(ctx: CheckContext, g: string, l: TExpr, r: TExpr, axis: number | null, span: Span, io: number, rule: DyadicAt): TExpr | null {
  if ((!isNested(l.t) && !isNested(r.t)) || TAKES_NESTED_DYADIC.has(g)) return null;
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const nonce = (): never => ctx.fail('NONCE', `dyadic ${g} with a nested argument is not supported yet`, span, notes);
  if (DYADIC_SCALAR.has(g) && axis === null) return pervasive(ctx, g, l, r, span, rule);
  if (g === '≡' || g === '≢') return match(ctx, g, l, r, span, rule);
  // searches and set functions on vectors of items compare whole items (ragged-search.ts)
  if ((g === '⍳' || g === '∊') && axis === null) return raggedSearch(ctx, g, l, r, span, io) ?? nonce();
  if ((g === '∩' || g === '~') && axis === null) return raggedSetOp(ctx, g, l, r, span) ?? nonce();
  if (g === '∪' && axis === null) return raggedUnion(ctx, l, r, span) ?? nonce();
  // ⍺⌷⍵: a nested ⍺ gives index arrays, a nested ⍵ has its items picked whole (squad.ts)
  if (g === '⌷') return rule(l, r, axis);
  if (g === ',' || g === '⍪') return catenateItems(ctx, g, l, r, axis, span, rule);
  // (⊂i j)⊃⍵: pick with one enclosed index vector into a simple array is choose indexing, ⍵[⊂i j]
  if (g === '⊃' && isNested(l.t) && !isNested(r.t) && outerRank(l) === 0 && itemRank(l) === 1) return chooseIndex(ctx, r, l, io, span);
  // the rest move the items of a nested right argument, as told by a simple left one (⍴ cycles an enclosed one)
  if (isNested(l.t) || (outerRank(r) === 0 && g !== '⍴')) return nonce();
  if (g === '⊃') {
    // i j⊃⍵ of a vector of vectors: item i, then its element j
    if (outerRank(r) === 1 && outerRank(l) === 1 && asConst(l.t.shape[0]!) === 2 && itemRank(r) === 1) {
      const at = (k: number): TExpr => mk({ k: 'gather', arg: l, indices: [intLit(k, l.span)] }, { elem: l.t.elem, shape: [] }, l.span, { sval: l.sval === null ? null : [l.sval[k]!] });
      return squad(ctx, null, at(1), squad(ctx, null, at(0), flatView(r), span, io), span, io);
    }
    // ⍺⊃⍵ with one index into a vector of items: that item, the major cell of the array that holds them
    if (outerRank(r) !== 1 || outerRank(l) > 1 || (outerRank(l) === 1 && asConst(l.t.shape[0]!) !== 1)) return ctx.fail('NONCE', '⍺⊃⍵ of a nested array takes one index into a vector of items (picking deeper is not supported yet)', span, notes);
    const index = outerRank(l) === 0 ? l : mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [] }, l.span, { sval: l.sval });
    return squad(ctx, null, index, flatView(r), span, io);
  }
  const whole = (res: TExpr): TExpr => nestedView(res, itemRank(r), span);
  switch (g) {
    case '⌽': case '⊖':
      if (outerRank(l) !== 0) return nonce();
      return whole(rule(l, flatView(r), outerAxis(ctx, g, r, axis, g === '⌽', span)));
    case '/': case '⌿':
      return whole(rule(l, flatView(r), outerAxis(ctx, g, r, axis, g === '/', span)));
    case '↑': case '↓': {
      // counts for the leading axes: the outer ones, as long as there are no more counts than those
      const counts = outerRank(l) === 0 ? 1 : asConst(l.t.shape[0]!);
      if (axis !== null || counts === null || counts > outerRank(r)) return nonce();
      return whole(rule(l, flatView(r), null));
    }
    case '⍴': {
      // the new outer shape, then the items' (known to the checker): the items cycle whole
      if (l.sval === null || outerRank(l) > 1) return ctx.fail('NONCE', `⍴ of a nested array takes a shape known before the program runs`, span, notes);
      const dims: Dim[] = [...l.sval, ...r.t.items!];
      const shape = mk({ k: 'dims', dims }, { elem: 'int', shape: [dimConst(dims.length)] }, l.span, { sval: dims });
      return whole(rule(shape, flatView(r), null));
    }
    default:
      return nonce();
  }
}

/** A scalar function between a nested array and a simple scalar or another nested array of the same structure. */
function pervasive(ctx: CheckContext, g: string, l: TExpr, r: TExpr, span: Span, rule: DyadicAt): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const other = isNested(l.t) ? r : l;
  // an enclosed array beside a simple array goes with each of its elements (3 4=⊂m: two matrices)
  const enclosed = isNested(l.t) ? l : r;
  const nested = outerRank(enclosed) === 0 && !isNested(other.t) && outerRank(other) > 0 && !isSingleton(other.t) ? extendEnclosed(enclosed, other.t.shape, span) : enclosed;
  if (isNested(other.t)) {
    if (outerRank(other) !== outerRank(nested) || itemRank(other) !== itemRank(nested))
      return ctx.fail('NONCE', `${g} between nested arrays that differ in rank or in their items' rank is not supported yet`, span, notes);
    // both arrays' items have one shape each, known to the checker: items that differ are found here
    if (nested.t.items!.some((d, i) => decideEq(d, other.t.items![i]!).k === 'unequal'))
      return ctx.fail('LENGTH', `${g}: the items differ in shape, ${showShape(l.t.items!)} on the left and ${showShape(r.t.items!)} on the right`, span, notes);
  } else if (outerRank(other) !== 0 && !isSingleton(other.t)) {
    // each simple item goes with a whole item: (1 2)(3 4)+10 20 is (11 12)(23 24)
    if (outerRank(other) !== outerRank(nested)) return ctx.fail('RANK', `${g}: a nested array of rank ${outerRank(nested)} and a simple array of rank ${outerRank(other)}`, span, notes);
    if (other.t.shape.some((d, i) => decideEq(d, nested.t.shape[i]!).k === 'unequal')) return ctx.fail('LENGTH', `${g}: a nested array of shape ${showShape(nested.t.shape)} and a simple array of shape ${showShape(other.t.shape)}`, span, notes);
    const spread = alongItems(other, nested.t.items!, span);
    return nestedView(other === r ? rule(flatView(nested), spread, null) : rule(spread, flatView(nested), null), itemRank(nested), span);
  }
  return nestedView(rule(flatView(l), flatView(r), null), itemRank(nested), span);
}

/** An enclosed array repeated to an outer shape: its item cycled whole by a reshape (a view). */
function extendEnclosed(x: TExpr, shape: readonly Dim[], span: Span): TExpr {
  const items = x.t.items!;
  return nestedView(mk({ k: 'reshape', arg: flatView(x) }, { elem: x.t.elem, shape: [...shape, ...items] }, span), items.length, span);
}

/**
 * A simple array repeated along the axes of items of this shape, after its own: each of its
 * elements beside every element of the item it goes with. A reshape to the items' shape then its
 * own (cycling it whole) and a transpose putting its axes first: views, which fusion folds into
 * the scalar function's indexing.
 */
function alongItems(x: TExpr, items: readonly Dim[], span: Span): TExpr {
  const cycled = mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [...items, ...x.t.shape] }, span);
  const perm = [...x.t.shape.map((_, i) => items.length + i), ...items.map((_, j) => j)];
  return mk({ k: 'transpose', perm, arg: cycled }, { elem: x.t.elem, shape: [...x.t.shape, ...items] }, span);
}

/**
 * ⍺≡⍵ and ⍺≢⍵ with a nested argument: a nested array never matches a simple one, nor one whose
 * items have another rank; otherwise they match when the arrays that hold them do.
 */
function match(ctx: CheckContext, g: '≡' | '≢', l: TExpr, r: TExpr, span: Span, rule: DyadicAt): TExpr {
  void ctx;
  if (isNested(l.t) !== isNested(r.t) || itemRank(l) !== itemRank(r)) {
    const v = g === '≡' ? 0 : 1;
    return mk({ k: 'lit', data: [v] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(v)] });
  }
  return rule(flatView(l), flatView(r), null);
}

/** ⍺,⍵ and ⍺⍪⍵ of nested arrays: their items catenated along an outer axis; an enclosed array is one item. */
function catenateItems(ctx: CheckContext, g: ',' | '⍪', l: TExpr, r: TExpr, axis: number | null, span: Span, rule: DyadicAt): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  // vectors of vectors and a simple scalar or vector: an irregular vector whose items may be scalars
  const vectorOfVectors = (x: TExpr): boolean => isNested(x.t) ? itemRank(x) === 1 && outerRank(x) <= 1 : x.t.shape.length <= 1;
  if (g === ',' && axis === null && isNested(l.t) !== isNested(r.t) && vectorOfVectors(l) && vectorOfVectors(r)) return raggedCatenate(ctx, l, r, span);
  if (!isNested(l.t) || !isNested(r.t)) return ctx.fail('NONCE', `${g} of a nested array and a simple one (an irregular nested array) is not supported yet`, span, notes);
  if (itemRank(l) !== itemRank(r)) return ctx.fail('NONCE', `${g} of nested arrays whose items differ in rank is not supported yet`, span, notes);
  const n = itemRank(l);
  // vectors of items whose lengths differ (or may): an irregular nested vector
  if (g === ',' && axis === null && n === 1 && outerRank(l) <= 1 && outerRank(r) <= 1 && decideEq(l.t.items![0]!, r.t.items![0]!).k !== 'equal') return raggedCatenate(ctx, l, r, span);
  if (l.t.items!.some((d, i) => decideEq(d, r.t.items![i]!).k === 'unequal')) return ctx.fail('NONCE', `${g} of nested arrays whose items differ in shape (${showShape(l.t.items!)} and ${showShape(r.t.items!)}) makes an irregular nested array, not supported yet`, span, notes);
  // an enclosed array (an outer scalar) is a one-item vector
  const asVector = (x: TExpr): TExpr => (outerRank(x) > 0 ? flatView(x) : mk({ k: 'reshape', arg: flatView(x) }, { elem: x.t.elem, shape: [dimConst(1), ...x.t.items!] }, x.span));
  const rank = Math.max(outerRank(l), outerRank(r), 1);
  const ax = axis ?? (g === ',' ? rank - 1 : 0);
  if (ax < 0 || ax >= rank) return ctx.fail('AXIS', `${g}: axis ${ax + 1} is not an axis of the nested arrays' outer shapes`, span, notes);
  return nestedView(rule(asVector(l), asVector(r), ax), n, span);
}
