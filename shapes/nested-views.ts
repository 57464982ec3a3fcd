// The two views of a uniform nested array (nested.ts): the regular array that holds it (its shape
// then its items') and that array seen as nested again. Only the type changes (a `regroup` node,
// which costs nothing when it runs). Its own module, below nested.ts and mixed-arrays.ts, which
// both take nested values apart.
import type { Span } from '../apl/ast.js';
import { shapeEq, type Shape } from './dim.js';
import { mk } from './context.js';
import type { ArrType, TExpr } from './typed.js';

/** The shape of the regular array that holds a value: a nested one's shape then its items'. */
const heldShape = (t: ArrType): Shape => [...t.shape, ...(t.items ?? [])];

const typeEq = (a: ArrType, b: ArrType): boolean =>
  a.elem === b.elem && shapeEq(a.shape, b.shape) && (a.items === undefined) === (b.items === undefined) && shapeEq(a.items ?? [], b.items ?? []) && a.mixed === b.mixed;

/**
 * The same data at type t (regroupings of regroupings collapse; a regrouping to its own type is
 * the value). Mixed data (characters beside numbers, mixed-arrays.ts) stays mixed: ('a' 1)('b' 2).
 */
function regroupTo(e: TExpr, t0: ArrType, span: Span): TExpr {
  const t: ArrType = e.t.mixed === true ? { ...t0, mixed: true } : t0;
  const base = e.node.k === 'regroup' ? e.node.arg : e;
  if (typeEq(base.t, t)) return base;
  return mk({ k: 'regroup', arg: base }, t, span, { origin: e.origin });
}

/** The regular array that holds a value (a flat value is itself). */
export function flatView(e: TExpr): TExpr {
  if (e.t.items === undefined) return e;
  return regroupTo(e, { elem: e.t.elem, shape: heldShape(e.t) }, e.span);
}

/** The type of a regular array seen as nested: its last itemRank axes are each item's (itemRank 0: the type itself). */
export function nestedTypeOf(flat: ArrType, itemRank: number): ArrType {
  if (itemRank === 0) return flat;
  const cut = flat.shape.length - itemRank;
  return { elem: flat.elem, shape: flat.shape.slice(0, cut), items: flat.shape.slice(cut) };
}

/** A regular array seen as nested: its last itemRank axes are each item's (itemRank 0: the array itself). */
export function nestedView(flat: TExpr, itemRank: number, span: Span): TExpr {
  if (itemRank === 0) return flat;
  return regroupTo(flat, nestedTypeOf(flat.t, itemRank), span);
}

/**
 * Whether two types nest alike, so that a loop can carry one as the other: both simple, or both
 * uniform nested with items of one shape (an irregular value has no regular array to carry).
 */
export const nestsAlike = (a: ArrType, b: ArrType): boolean =>
  a.ragged === undefined && b.ragged === undefined && (a.items === undefined) === (b.items === undefined) && shapeEq(a.items ?? [], b.items ?? []);
