// f64 values and the device's double-float pairs (ops/wgsl-df64.ts) on the host: uploads split
// each value into a pair, read-backs add the pair, and a value past the pairs' range is an error.
import type { SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, allocData, type ArrayValue } from '../core-ir/value.js';
import { PAIR_OUT_OF_RANGE } from '../ops/float-range.js';
import { LARGEST_FLOAT } from '../ops/float-width.js';
import { splitFloat } from './wgsl.js';

/** f64 values as the double-float pairs (hi, lo) of the device: two f32 words each. */
export function pairWords(data: ArrayLike<number>, loc: SrcLoc | null): Float32Array {
  const out = new Float32Array(2 * data.length);
  for (let i = 0; i < data.length; i++) {
    const [hi, lo] = splitFloat(data[i]!);
    if ((hi === Infinity || hi === -Infinity) && lo === 0) throw new AplRuntimeError('LIMIT', PAIR_RANGE_EXCEEDED, loc);
    out[2 * i] = hi;
    out[2 * i + 1] = lo;
  }
  return out;
}

/** A float of an f64 program went past the range of double-float pairs on the device. */
export const PAIR_RANGE_EXCEEDED = PAIR_OUT_OF_RANGE.message;

/**
 * `count` double-float pairs read back as f64 floats, hi + lo. A pair has f32's range: ∞ with
 * lo = ±1 is the largest f64 (wgsl.ts splitFloat); any other ∞, or a NaN (what the error terms of
 * a product past the range give), is a value that overflowed: a LIMIT ERROR rather than a wrong
 * number, where the cpu backend's f64 would have held it.
 */
export function pairsToValue(shape: readonly number[], words: ArrayBufferLike, count: number): ArrayValue {
  const pairs = new Float32Array(words, 0, 2 * count);
  const data = allocData('float', count, 'f64');
  for (let i = 0; i < count; i++) {
    const hi = pairs[2 * i]!;
    const lo = pairs[2 * i + 1]!;
    if (!Number.isFinite(hi)) {
      if (lo !== Math.sign(hi)) throw new AplRuntimeError('LIMIT', PAIR_RANGE_EXCEEDED, null);
      data[i] = Math.sign(hi) * LARGEST_FLOAT.f64;
    } else data[i] = hi + lo;
  }
  return { elem: 'float', shape: [...shape], data };
}
