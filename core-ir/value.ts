// Run-time array values, shared by the interpreter and the GPU runtime (read-backs).
import { DEFAULT_FLOAT_WIDTH, floatArray, type FloatWidth } from '../ops/float-width.js';
import type { Elem, SrcLoc, RuntimeErrorClass } from './syntax.js';

export type ElemData = Uint8Array | Int32Array | Float32Array | Float64Array;

export interface ArrayValue {
  readonly elem: Elem;
  /** [] for a scalar */
  readonly shape: readonly number[];
  /** row-major; bool → Uint8Array, int and char → Int32Array, float → Float32Array (Float64Array in an f64 program) */
  readonly data: ElemData;
  /** a nested value as printed (the output effect's itemRank): the last itemRank axes are each item's */
  readonly itemRank?: number;
  /**
   * an irregular nested vector as printed (the output effect's lengths): `data` holds its items'
   * elements end to end, item i being the next itemLengths[i] of them; `shape` is the outer [n].
   * A length of ¯1 is an item that is a simple scalar: the next one element.
   */
  readonly itemLengths?: readonly number[];
  /** the ⎕PP its floats print at (the output effect's precision); absent: the default 10 */
  readonly printPrecision?: number;
  /**
   * a mixed array as printed (the output effect's chars, shapes/mixed-arrays.ts): 1 where the
   * element of `data` is a character (its code point), 0 where it is a number
   */
  readonly chars?: Uint8Array;
}

/** A vector of items held end to end, cut by its segment descriptor (the item lengths). */
function cutByLengths(data: ArrayValue, lengths: ArrayValue): ArrayValue {
  const itemLengths = Array.from(lengths.data);
  return { elem: data.elem, shape: [itemLengths.length], data: data.data, itemLengths };
}

/** A value to print with the nesting its output effect records. */
function withItemRank(v: ArrayValue, itemRank: number | undefined): ArrayValue {
  return itemRank === undefined || itemRank === 0 ? v : { ...v, itemRank };
}

/** A mixed array to print: its values and its character mask (a bool array, read back as 0 and 1). */
function withChars(v: ArrayValue, mask: ArrayValue | null): ArrayValue {
  if (mask === null) return v;
  const chars = new Uint8Array(mask.data.length);
  for (let i = 0; i < chars.length; i++) chars[i] = mask.data[i] === 0 ? 0 : 1;
  return { ...v, chars };
}

/**
 * A value as its output effect prints it: cut by its segment descriptor (`lengths`) or seen with
 * its items' rank, at the ⎕PP, with the character mask of a mixed array (`chars`).
 */
export function printedValue(v: ArrayValue, lengths: ArrayValue | null, chars: ArrayValue | null, e: { readonly itemRank?: number; readonly precision?: number }): ArrayValue {
  return withChars(withPrecision(lengths === null ? withItemRank(v, e.itemRank) : cutByLengths(v, lengths), e.precision), chars);
}

/** A value to print at the ⎕PP its output effect records. */
function withPrecision(v: ArrayValue, precision: number | undefined): ArrayValue {
  return precision === undefined ? v : { ...v, printPrecision: precision };
}

/** Storage for n items; floats of the program's width. */
export function allocData(elem: Elem, n: number, width: FloatWidth = DEFAULT_FLOAT_WIDTH): ElemData {
  switch (elem) {
    case 'bool': return new Uint8Array(n);
    case 'int': case 'char': return new Int32Array(n);
    case 'float': return floatArray(width, n);
  }
}

export function makeValue(elem: Elem, shape: readonly number[], data: ArrayLike<number>, width: FloatWidth = DEFAULT_FLOAT_WIDTH): ArrayValue {
  const n = shape.reduce((a, b) => a * b, 1);
  const d = allocData(elem, n, width);
  for (let i = 0; i < n; i++) d[i] = data[i]!;
  return { elem, shape: [...shape], data: d };
}

export function scalarValue(elem: Elem, x: number, width: FloatWidth = DEFAULT_FLOAT_WIDTH): ArrayValue {
  return makeValue(elem, [], [x], width);
}

export function elementCount(shape: readonly number[]): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

/** A run-time error raised by a backend, with APL's class and the source location of the check. */
export class AplRuntimeError extends Error {
  constructor(readonly cls: RuntimeErrorClass, message: string, readonly loc: SrcLoc | null) {
    super(message);
  }
}
