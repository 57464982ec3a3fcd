// Arrays as the embedding API hands them in and out: a flat typed array with its shape and element
// type, the rank and element type carried in the TypeScript type (after the Idris model, where a
// shape is a vector whose length is the rank). Only the constructors here make an AplArray, so the
// brand tells the type checker that a value's element type and rank were established when it was
// built, not asserted by a cast.
import type { Elem } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';

/**
 * Element types as the API names them (the compiler's float/int are f32/i32 on the GPU). f64 is
 * the float of a function compiled with `{ float: 'f64' }` (ops/float-width.ts).
 */
export type ElemTag = 'f32' | 'f64' | 'i32' | 'bool' | 'char';

/** A shape: one extent per axis; its length is the rank, known to the type checker. */
export type Shape = readonly number[];

/** The flat storage of each element type: bool as bytes, char as code points. */
export type DataOf<E extends ElemTag> = E extends 'f32' ? Float32Array : E extends 'f64' ? Float64Array : E extends 'bool' ? Uint8Array : Int32Array;

/** A scalar element as JavaScript sees it. */
export type ItemOf<E extends ElemTag> = E extends 'char' ? string : number;

/** Nested arrays of any depth, for a shape whose rank is not known statically. */
export type Deep<X> = X | Deep<X>[];

/** Nested JavaScript arrays of a given shape: a char vector is a string, so a char matrix is string[]. */
export type NestedOf<E extends ElemTag, S extends Shape> = number extends S['length']
  ? Deep<ItemOf<E>>
  : E extends 'char'
  ? S extends readonly [unknown] ? string : S extends readonly [unknown, ...infer R extends Shape] ? NestedOf<E, R>[] : string
  : S extends readonly [unknown, ...infer R extends Shape] ? NestedOf<E, R>[] : number;

// A type-only key: it exists in declarations, never at run time, so it cannot be forged by a literal.
declare const aplArrayBrand: unique symbol;

export class AplArray<E extends ElemTag = ElemTag, S extends Shape = Shape> {
  declare readonly [aplArrayBrand]: { readonly elem: E; readonly rank: S['length'] };
  readonly elem: E;
  readonly shape: S;
  readonly data: DataOf<E>;

  /** Use f32, i32, bool or char: they check that the data fills the shape. */
  constructor(elem: E, shape: S, data: DataOf<E>) {
    this.elem = elem;
    this.shape = Object.freeze([...shape]) as unknown as S;
    this.data = data;
    Object.freeze(this);
  }

  get rank(): S['length'] {
    return this.shape.length;
  }

  get size(): number {
    return this.data.length;
  }

  /**
   * The array as nested JavaScript arrays (a char vector as a string). The shape comes in through
   * `this` rather than the class's S, so that AplArray stays covariant in its shape: an array of
   * shape [2, 3] is an array of some shape.
   */
  toArray<R extends Shape = S>(this: AplArray<E, R>): NestedOf<E, R> {
    return nest(this, 0, 0) as NestedOf<E, R>;
  }

  /** The single element of a scalar or one-element array. */
  item(): ItemOf<E> {
    if (this.data.length !== 1) throw new RangeError(`item() needs one element; this array has shape [${this.shape.join(',')}]`);
    return elementOf(this, 0) as ItemOf<E>;
  }

  toString(): string {
    return `${this.elem}[${this.shape.join(',')}] ${JSON.stringify(this.toArray())}`;
  }
}

function elementOf(a: AplArray, i: number): number | string {
  const x = a.data[i]!;
  return a.elem === 'char' ? String.fromCodePoint(x) : x;
}

function nest(a: AplArray, axis: number, start: number): unknown {
  const rank = a.shape.length;
  if (rank === 0) return elementOf(a, 0);
  const n = a.shape[axis]!;
  const stride = a.shape.slice(axis + 1).reduce((x, y) => x * y, 1);
  if (axis === rank - 1) {
    const items = Array.from({ length: n }, (_, i) => elementOf(a, start + i));
    return a.elem === 'char' ? items.join('') : items;
  }
  return Array.from({ length: n }, (_, i) => nest(a, axis + 1, start + i * stride));
}

/** Arrays of numbers nested to any depth (the depth is the rank). */
export type NestedNumbers = number | readonly NestedNumbers[];

/** The shape type of a nested array: one `number` per level, so the rank is known statically. */
export type NestedShape<T> = T extends ArrayLike<number> & { readonly BYTES_PER_ELEMENT: number }
  ? readonly [number]
  : T extends readonly (infer U)[]
    ? readonly [number, ...NestedShape<U>]
    : readonly [];

const COERCE: { readonly [E in ElemTag]: (x: number) => number } = {
  f32: Math.fround,
  f64: (x) => x,
  i32: (x) => x | 0,
  bool: (x) => (x ? 1 : 0),
  char: (x) => x | 0,
};

export function allocFor<E extends ElemTag>(elem: E, n: number): DataOf<E> {
  const d = elem === 'f32' ? new Float32Array(n) : elem === 'f64' ? new Float64Array(n) : elem === 'bool' ? new Uint8Array(n) : new Int32Array(n);
  return d as DataOf<E>;
}

/** The shape of a regular nested array; a ragged one is an error, as APL has no ragged arrays. */
export function nestedShape(x: unknown, leaf: (v: unknown) => boolean): number[] | string {
  if (leaf(x)) return [];
  if (ArrayBuffer.isView(x) && !(x instanceof DataView)) return [(x as unknown as ArrayLike<number>).length];
  if (!Array.isArray(x)) return `${describe(x)} is not an array or an element`;
  if (x.length === 0) return [0];
  const first = nestedShape(x[0], leaf);
  if (typeof first === 'string') return first;
  for (let i = 1; i < x.length; i++) {
    const s = nestedShape(x[i], leaf);
    if (typeof s === 'string') return s;
    if (s.length !== first.length || s.some((d, k) => d !== first[k])) {
      return `the array is ragged: item 0 has shape [${first.join(',')}], item ${i} has shape [${s.join(',')}]`;
    }
  }
  return [x.length, ...first];
}

/** The leaves of a regular nested array in row-major order. */
export function flatten(x: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(x)) for (const y of x) flatten(y, out);
  else if (ArrayBuffer.isView(x) && !(x instanceof DataView)) {
    const a = x as unknown as ArrayLike<number>;
    for (let i = 0; i < a.length; i++) out.push(a[i]);
  }
  else out.push(x);
  return out;
}

export function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (x instanceof AplArray) return `an ${x.elem} array of shape [${x.shape.join(',')}]`;
  if (ArrayBuffer.isView(x)) return `a ${x.constructor.name}`;
  return typeof x === 'string' ? `the string ${JSON.stringify(x)}` : `${typeof x} ${String(x)}`;
}

function build<E extends ElemTag, S extends Shape>(elem: E, x: unknown, shape: S | undefined): AplArray<E, S> {
  const isLeaf = (v: unknown): boolean => typeof v === 'number' || typeof v === 'boolean';
  const found = shape ?? nestedShape(x, isLeaf);
  if (typeof found === 'string') throw new TypeError(`${elem}(): ${found}`);
  for (const d of found) if (!Number.isInteger(d) || d < 0) throw new RangeError(`${elem}(): shape [${found.join(',')}] has an extent that is not a natural number`);
  const count = found.reduce((a, b) => a * b, 1);
  const data = allocFor(elem, count);
  if (ArrayBuffer.isView(x) && !(x instanceof DataView) && elem !== 'bool') {
    // A typed array is copied in one call (the caller may reuse its buffer); set() converts elements.
    const src = x as unknown as ArrayLike<number>;
    if (src.length !== count) throw new RangeError(`${elem}(): ${src.length} elements do not fill shape [${found.join(',')}] (${count} elements)`);
    data.set(src);
    return new AplArray(elem, found as unknown as S, data);
  }
  const leaves = flatten(x);
  if (leaves.length !== count) throw new RangeError(`${elem}(): ${leaves.length} elements do not fill shape [${found.join(',')}] (${count} elements)`);
  for (let i = 0; i < count; i++) {
    const v = leaves[i];
    const n = typeof v === 'boolean' ? Number(v) : v;
    if (typeof n !== 'number' || Number.isNaN(n)) throw new TypeError(`${elem}(): element ${i} is ${describe(v)}, not a number`);
    data[i] = COERCE[elem](n);
  }
  return new AplArray(elem, found as unknown as S, data);
}

/** f32(2.5), f32([1, 2, 3]), f32([[1, 2], [3, 4]]), f32(new Float32Array(6), [2, 3]). */
export function f32(x: number): AplArray<'f32', readonly []>;
export function f32<const S extends Shape>(data: ArrayLike<number>, shape: S): AplArray<'f32', S>;
export function f32<T extends NestedNumbers | Float32Array>(x: T): AplArray<'f32', NestedShape<T>>;
export function f32(x: unknown, shape?: Shape): AplArray<'f32'> {
  return build('f32', x, shape);
}

/**
 * f64(Math.PI), f64([0.1, 0.2]), f64(new Float64Array(6), [2, 3]): 64-bit floats, for functions
 * compiled with `{ float: 'f64' }` (an f32 function rounds them to f32).
 */
export function f64(x: number): AplArray<'f64', readonly []>;
export function f64<const S extends Shape>(data: ArrayLike<number>, shape: S): AplArray<'f64', S>;
export function f64<T extends NestedNumbers | Float64Array>(x: T): AplArray<'f64', NestedShape<T>>;
export function f64(x: unknown, shape?: Shape): AplArray<'f64'> {
  return build('f64', x, shape);
}

/** i32(7), i32([1, 2, 3]), i32(Int32Array.of(1, 2, 3, 4, 5, 6), [2, 3]); elements are truncated to i32. */
export function i32(x: number): AplArray<'i32', readonly []>;
export function i32<const S extends Shape>(data: ArrayLike<number>, shape: S): AplArray<'i32', S>;
export function i32<T extends NestedNumbers | Int32Array>(x: T): AplArray<'i32', NestedShape<T>>;
export function i32(x: unknown, shape?: Shape): AplArray<'i32'> {
  return build('i32', x, shape);
}

/** Nested booleans (or numbers, nonzero is 1), at any depth. */
export type NestedBooleans = boolean | number | readonly NestedBooleans[];

/** bool(true), bool([true, false]), bool(Uint8Array.of(1, 0, 1, 1), [2, 2]). */
export function bool(x: boolean | number): AplArray<'bool', readonly []>;
export function bool<const S extends Shape>(data: ArrayLike<number | boolean>, shape: S): AplArray<'bool', S>;
export function bool<T extends NestedBooleans | Uint8Array>(x: T): AplArray<'bool', NestedShape<T>>;
export function bool(x: unknown, shape?: Shape): AplArray<'bool'> {
  return build('bool', x, shape);
}

/** The shape of a nested string array: a string is a vector of characters. */
export type StringShape<T> = T extends string ? readonly [number] : T extends readonly (infer U)[] ? readonly [number, ...StringShape<U>] : readonly [];

export type NestedStrings = string | readonly NestedStrings[];

/** char('abc') is a vector of 3, char(['ab', 'cd']) a 2×2 matrix, char('x', []) a scalar. */
export function char<const S extends Shape>(text: string, shape: S): AplArray<'char', S>;
export function char<T extends NestedStrings>(x: T): AplArray<'char', StringShape<T>>;
export function char(x: NestedStrings, shape?: Shape): AplArray<'char'> {
  const split = (v: NestedStrings): unknown => (typeof v === 'string' ? [...v].map((c) => c.codePointAt(0)!) : v.map(split));
  const points = split(x);
  if (shape === undefined) return build('char', points, undefined);
  return build('char', flatten(points), shape);
}

const TAG_OF: { readonly [E in Elem]: ElemTag } = { float: 'f32', int: 'i32', bool: 'bool', char: 'char' };
const ELEM_OF: { readonly [E in ElemTag]: Elem } = { f32: 'float', f64: 'float', i32: 'int', bool: 'bool', char: 'char' };

/** The API's tag of an element type; a float is f64 where the data are (an f64 program's). */
export function tagOf(e: Elem, data?: ArrayLike<number>): ElemTag {
  return e === 'float' && data instanceof Float64Array ? 'f64' : TAG_OF[e];
}

export function elemOf(t: ElemTag): Elem {
  return ELEM_OF[t];
}

/** The compiler's value of an array (shares the data: both sides treat it as immutable). */
export function toValue(a: AplArray): ArrayValue {
  return { elem: ELEM_OF[a.elem], shape: a.shape, data: a.data };
}

/** A result as the API returns it. */
export function fromValue(v: ArrayValue): AplArray {
  const tag = tagOf(v.elem, v.data);
  const want = allocFor(tag, 0).constructor as { new (x: ArrayLike<number>): DataOf<ElemTag> };
  const data = v.data instanceof want ? v.data : new want(v.data);
  return new AplArray(tag, [...v.shape], data as DataOf<ElemTag>);
}
