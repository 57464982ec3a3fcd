// Mixed arrays: simple arrays whose elements may be characters or numbers ('a' 1, 'ab',1 2,
// {⍺,≢⍵}⌸'abca'). Such a value is held as two arrays of its shape: its values, numbers with each
// character as its code point ('int', or 'float' where a number is one), and its character mask
// (bool, 1 where the element is a character). The checker gives it the type of its values with
// `mixed` set (ArrType.mixed) and builds it as the `mixedArray` node from its two parts; the
// operations on it (mixed-array-prims.ts) read the parts (`mixedPart`) and are written with the checked
// nodes that already exist: a structural function (⍴ , ⌽ ↑ x[i] …) moves both parts alike, = and ≡
// compare both, and arithmetic takes the values once a run-time check has found no character (a
// DOMAIN ERROR otherwise, as Dyalog gives one). Where a value must travel as one array (the result
// of f¨ or f⌸ for each cell) the two parts are stacked along a last axis of length 2.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimConst, dimProduct, type Dim, type Shape } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { convertTo } from './convert.js';
import { flatView, nestedView } from './nested-views.js';
import type { ArrType, ElemType, TExpr } from './typed.js';

export const isMixedType = (t: ArrType): boolean => t.mixed === true;

/** The type of a mixed array's values when its numbers are of these types: float if any is, else int. */
export function valuesElem(...elems: readonly ElemType[]): 'int' | 'float' {
  return elems.includes('float') ? 'float' : 'int';
}

/** The mixed array of these values and character mask (bool, of the values' shape). */
export function mixedOf(values: TExpr, chars: TExpr, span: Span): TExpr {
  // parts that are uniform nested arrays: the mixed array that holds them, seen as nested
  if (values.t.items !== undefined) return nestedView(mixedOf(flatView(values), flatView(chars), span), values.t.items.length, span);
  const elem = values.t.elem === 'float' ? 'float' : 'int';
  const v = values.t.elem === elem ? values : mk({ k: 'convert', arg: values }, { elem, shape: values.t.shape }, values.span, { origin: values.origin });
  return mk({ k: 'mixedArray', values: v, chars }, { elem, shape: values.t.shape, mixed: true }, span, { origin: values.origin });
}

/** A mixed array taken apart: its values (of `elem`) and its character mask, each usable more than once. */
export interface MixedParts {
  readonly values: TExpr;
  readonly chars: TExpr;
  /** binds the names the parts use around a body that uses them */
  readonly wrap: (body: TExpr) => TExpr;
}

/** A bool array of this shape, every element `bit`. */
export function filled(bit: 0 | 1, shape: Shape, span: Span): TExpr {
  const one = mk({ k: 'lit', data: [bit] }, { elem: 'bool', shape: [] }, span);
  return shape.length === 0 ? one : mk({ k: 'reshape', arg: one }, { elem: 'bool', shape }, span);
}

/**
 * Any simple array as the parts of a mixed one, its values of `elem`: a mixed array's own parts, a
 * character array's code points with every element marked, a numeric array with none marked.
 */
export function mixedParts(ctx: CheckContext, x: TExpr, elem: 'int' | 'float' = valuesElem(x.t.elem)): MixedParts {
  const as = (v: TExpr): TExpr => convertTo(ctx, v, elem);
  // a uniform nested array of mixed items ({⍵,¨⍳≢⍵}'ab'): the parts of the array that holds it, each seen as nested
  if (x.t.items !== undefined) {
    const rank = x.t.items.length;
    const p = mixedParts(ctx, flatView(x), elem);
    return { values: nestedView(p.values, rank, x.span), chars: nestedView(p.chars, rank, x.span), wrap: p.wrap };
  }
  if (isMixedType(x.t)) {
    if (x.node.k === 'mixedArray') {
      const v = shareValue(ctx, x.node.values);
      const c = shareValue(ctx, x.node.chars);
      return { values: as(v.ref), chars: c.ref, wrap: (b) => v.wrap(c.wrap(b)) };
    }
    const whole = shareValue(ctx, x);
    const part = (p: 'values' | 'chars', t: ArrType): TExpr => mk({ k: 'mixedPart', part: p, arg: whole.ref }, t, x.span, { origin: x.origin });
    return { values: as(part('values', { elem: x.t.elem, shape: x.t.shape })), chars: part('chars', { elem: 'bool', shape: x.t.shape }), wrap: whole.wrap };
  }
  // the value first: its shape may be a size it binds, which the mask's shape names
  const whole = shareValue(ctx, x);
  const values = x.t.elem === 'char' ? as(convertTo(ctx, whole.ref, 'int')) : as(whole.ref);
  return { values, chars: filled(x.t.elem === 'char' ? 1 : 0, x.t.shape, x.span), wrap: whole.wrap };
}

/** ∨/,⍵ of a bool array: whether any element is 1. */
function anyOf(b: TExpr, span: Span): TExpr {
  const n: Dim = dimProduct(b.t.shape);
  const flat = b.t.shape.length === 1 ? b : mk({ k: 'reshape', arg: b }, { elem: 'bool', shape: [n] }, span);
  return mk({ k: 'reduce', fn: { k: 'prim', glyph: '∨' }, axis: 0, arg: flat }, { elem: 'bool', shape: [] }, span);
}

/**
 * The numbers of a mixed array, for a function that computes on numbers (arithmetic, a count, an
 * index): its values, once a check when it runs has found no character in it (DOMAIN ERROR naming
 * `what` otherwise). A mixed array may hold numbers only (1↓'a' 1), and then it is one.
 */
export function numbersOf(ctx: CheckContext, x: TExpr, what: string, span: Span): TExpr {
  if (!isMixedType(x.t)) return x;
  if (x.t.items !== undefined) return ctx.fail('NONCE', `${what} of a nested array of mixed items (characters and numbers) is not supported yet`, span, [ctx.describe('argument', x)]);
  const p = mixedParts(ctx, x, x.t.elem === 'float' ? 'float' : 'int');
  const none = mk({ k: 'scalar1', glyph: '~', arg: anyOf(p.chars, span) }, { elem: 'bool', shape: [] }, span);
  const checked = mk({ k: 'assertTrue', ok: none, cls: 'DOMAIN', message: `${what}: the array holds characters`, value: p.values }, p.values.t, span, { origin: x.origin });
  return p.wrap(checked);
}

/**
 * A mixed array as one numeric array, its values and its mask stacked along a new last axis of
 * length 2 (to pass through machinery that holds one array per value: the cells of f¨ and f⌸).
 */
export function stacked(ctx: CheckContext, x: TExpr, span: Span): TExpr {
  const elem = x.t.elem === 'float' ? 'float' : 'int';
  const p = mixedParts(ctx, x, elem);
  const rank = x.t.shape.length;
  const column = (v: TExpr): TExpr => mk({ k: 'reshape', arg: v }, { elem, shape: [...x.t.shape, ONE] }, span);
  const both = mk({ k: 'catenate', axis: rank, left: column(p.values), right: column(convertTo(ctx, p.chars, elem)) }, { elem, shape: [...x.t.shape, dimConst(2)] }, span);
  return p.wrap(both);
}

/** The mixed array a stacked one (`stacked`) holds: its last axis, of length 2, split into values and mask. */
export function unstacked(ctx: CheckContext, s: TExpr, span: Span): TExpr {
  const shape = s.t.shape.slice(0, -1);
  const whole = shareValue(ctx, s);
  const plane = (k: number): TExpr => {
    const w = mk({ k: 'window', offsets: [...shape.map(() => dimConst(0)), dimConst(k)], arg: whole.ref }, { elem: s.t.elem, shape: [...shape, ONE] }, span);
    return mk({ k: 'reshape', arg: w }, { elem: s.t.elem, shape }, span);
  };
  const zero = mk({ k: 'lit', data: [0] }, { elem: s.t.elem, shape: [] }, span);
  const chars = mk({ k: 'scalar2', glyph: '≠', left: plane(1), right: zero }, { elem: 'bool', shape }, span);
  return whole.wrap(mixedOf(plane(0), chars, span));
}

/**
 * Simple scalars and vectors, some of characters and some of numbers, end to end as one mixed
 * vector: a strand of scalars ('a' 1 2.5), or the data of a strand of vectors ('Total: ' 42); a
 * constant where every item is one.
 */
export function mixedStrand(ctx: CheckContext, items: readonly TExpr[], span: Span): TExpr {
  const elem = valuesElem(...items.map((it) => it.t.elem));
  const lengths = items.map((it) => it.t.shape[0] ?? ONE);
  const n = lengths.reduce((a, b) => dimAdd(a, b), dimConst(0));
  if (items.every((it) => it.node.k === 'lit' && it.t.mixed !== true)) {
    const values = items.flatMap((it) => [...(it.node as { k: 'lit'; data: readonly number[] }).data]);
    const chars = items.flatMap((it) => (it.node as { k: 'lit'; data: readonly number[] }).data.map(() => (it.t.elem === 'char' ? 1 : 0)));
    return mixedOf(mk({ k: 'lit', data: values }, { elem, shape: [n] }, span), mk({ k: 'lit', data: chars }, { elem: 'bool', shape: [n] }, span), span);
  }
  // computed items: each item's parts as a vector, catenated
  const parts = items.map((it) => mixedParts(ctx, it, elem));
  const vector = (x: TExpr): TExpr => (x.t.shape.length === 1 ? x : mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [ONE] }, x.span));
  const joined = (pick: (p: MixedParts) => TExpr): TExpr => {
    const vs = parts.map((p) => vector(pick(p)));
    let acc = vs[0]!;
    for (const x of vs.slice(1)) acc = mk({ k: 'catenate', axis: 0, left: acc, right: x }, { elem: x.t.elem, shape: [dimAdd(acc.t.shape[0]!, x.t.shape[0]!)] }, span);
    return acc;
  };
  const whole = mixedOf(joined((p) => p.values), joined((p) => p.chars), span);
  return parts.reduceRight((b, p) => p.wrap(b), whole);
}

/**
 * A selection from a mixed array (x[i;j…]): `select` applied to its values and to its mask with
 * the same indices (0-based ints, null for an elided axis), computed once.
 */
export function mixedSelect(ctx: CheckContext, x: TExpr, indices: readonly (TExpr | null)[], span: Span, select: (part: TExpr, indices: readonly (TExpr | null)[]) => TExpr): TExpr {
  const shared = indices.map((ix) => (ix === null ? null : shareValue(ctx, ix)));
  const refs = shared.map((s) => s?.ref ?? null);
  const p = mixedParts(ctx, x);
  const body = p.wrap(mixedOf(select(p.values, refs), select(p.chars, refs), span));
  return shared.reduceRight((b, s) => (s === null ? b : s.wrap(b)), body);
}
