// How the checker writes a type in --signatures, in the editor and in errors: the element type then
// the shape, a nested array's items' type in parentheses before its outer shape.
import { showShape } from './dim.js';
import type { FnInstance } from './context.js';
import type { ArrType, ElemType } from './typed.js';

const ELEM_SHOW: Record<ElemType, string> = { float: 'f32', int: 'i32', bool: 'bool', char: 'char' };
/** A value's type: i32[n], (i32[3])[n] (uniform items), (i32[?])[n] (irregular), ((i32[?])[?])[n] (depth 3, kept as f¨). */
export function showArrType(t: ArrType): string {
  // a nested array: (its items' type) then its outer shape, as in (i32[3])[n]
  // an irregular nested vector: its items' lengths are data, (i32[?])[n]; (i32[?] | i32)[n] if an item may be a scalar
  if (t.deferred === true) return `((${ELEM_SHOW[t.elem]}[?])[?])${showShape(t.shape)}`;
  if (t.ragged !== undefined) return `(${ELEM_SHOW[t.elem]}[?]${t.ragged.itemRanks === undefined ? '' : ` | ${ELEM_SHOW[t.elem]}`})${showShape(t.shape)}`;
  if (t.items !== undefined) return `(${ELEM_SHOW[t.elem]}${showShape(t.items)})${t.shape.length ? showShape(t.shape) : ''}`;
  return ELEM_SHOW[t.elem] + (t.shape.length ? showShape(t.shape) : '');
}
/** A named function's use: its arguments' and result's types. */
export function showInstance(i: FnInstance): string {
  return `${i.name}: ${i.alpha ? `⍺ ${showArrType(i.alpha)} ` : ''}⍵ ${showArrType(i.omega)} → ${showArrType(i.result)}`;
}
