// What a kernel knows of the values of its int locals, and of the floats on the way to them: a
// range [lo, hi], from constants, booleans, residues by a positive constant, and the ops between.
// Where an int op's result is known to stay within i32, its overflow check cannot fire and is
// left out; where an int is known to be at most 2²⁴ in magnitude, its conversion to f32 is exact
// and needs no Math.fround; where a float is known to be within i32, ⌊ and ⌈ of it need no check.
// (The Easter benchmark: every value is a residue, a date or a quotient of one by a constant.)
// Ranges only ever hold the values the interpreter computes: each is a bound of a monotone
// function over its operands' bounds, rounded as the interpreter rounds.
import { floatRounding, LARGEST_FLOAT, type FloatWidth } from '../ops/float-width.js';

export type Range = readonly [number, number];

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;

/** What an int local nothing is known of may hold. */
export const FULL_I32: Range = [I32_MIN, I32_MAX];

export const withinI32 = (r: Range): boolean => r[0] >= I32_MIN && r[1] <= I32_MAX;

/** Ints of at most 2²⁴ in magnitude are f32 values. */
export const exactInF32 = (r: Range): boolean => r[0] >= -(2 ** 24) && r[1] <= 2 ** 24;

const constant = (r: Range): number | null => (r[0] === r[1] ? r[0] : null);

/** The range of a binary op's result (null: not known); `elem` the operands' element type. */
export function binRange(op: string, a: Range, b: Range, elem: 'int' | 'float', width: FloatWidth): Range | null {
  const ints = (r: Range): Range | null => (withinI32(r) ? r : null);
  if (elem === 'int') {
    switch (op) {
      case 'addInt': case 'add': return ints([a[0] + b[0], a[1] + b[1]]);
      case 'subInt': case 'sub': return ints([a[0] - b[1], a[1] - b[0]]);
      case 'mulInt': {
        const corners = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]];
        return ints([Math.min(...corners), Math.max(...corners)]);
      }
      // APL's residue c|y (the modulus on the left): 0 to c-1 for a positive constant c
      case 'mod': {
        const c = constant(a);
        return c !== null && c > 0 ? [0, c - 1] : null;
      }
      case 'max': return [Math.max(a[0], b[0]), Math.max(a[1], b[1])];
      case 'min': return [Math.min(a[0], b[0]), Math.min(a[1], b[1])];
      default: return null;
    }
  }
  const round = floatRounding(width);
  const c = constant(b);
  if (op === 'div' && c !== null && c > 0) return [round(a[0] / c), round(a[1] / c)];
  // each a monotone function of each operand, rounded as the interpreter rounds (rounding is monotone)
  switch (op) {
    case 'add': return [round(a[0] + b[0]), round(a[1] + b[1])];
    case 'sub': return [round(a[0] - b[1]), round(a[1] - b[0])];
    case 'mul': {
      const corners = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]].map(round);
      return [Math.min(...corners), Math.max(...corners)];
    }
    case 'max': return [Math.max(a[0], b[0]), Math.max(a[1], b[1])];
    case 'min': return [Math.min(a[0], b[0]), Math.min(a[1], b[1])];
    default: return null;
  }
}

/**
 * A float whose range has finite bounds inside the width's range is finite: the range check of
 * the op that made it cannot fire. (A NaN needs an infinite operand or a division by a range
 * holding 0, and no range is derived through either.)
 */
export function finiteIn(r: Range | null, width: FloatWidth): boolean {
  if (r === null || Number.isNaN(r[0]) || Number.isNaN(r[1])) return false;
  return r[0] >= -LARGEST_FLOAT[width] && r[1] <= LARGEST_FLOAT[width];
}

/** The range of a unary op's result (null: not known). */
export function unRange(op: string, a: Range, width: FloatWidth): Range | null {
  switch (op) {
    case 'toFloat': {
      const round = floatRounding(width);
      return [round(a[0]), round(a[1])];
    }
    case 'abs': return a[0] >= 0 ? a : a[1] <= 0 ? [-a[1], -a[0]] : [0, Math.max(-a[0], a[1])];
    case 'neg': return [-a[1], -a[0]];
    case 'floorInt': return [Math.floor(a[0]), Math.floor(a[1])];
    case 'ceilInt': return [Math.ceil(a[0]), Math.ceil(a[1])];
    default: return null;
  }
}

/**
 * The JavaScript of an int op whose result is known to stay within i32 (withinI32 of its range):
 * the op without its check, `+ 0` as the checked forms have it (an f64 result can be −0: 0 times
 * a negative int, ⌈ of a float in (−1, 0)). Null for the ops that have no such form.
 */
export function uncheckedJs(op: string, args: readonly string[]): string | null {
  const [a, b] = args;
  switch (op) {
    case 'addInt': return `(${a} + ${b} + 0)`;
    case 'subInt': return `(${a} - ${b} + 0)`;
    case 'mulInt': return `(${a} * ${b} + 0)`;
    case 'floorInt': return `(Math.floor(${a}) + 0)`;
    case 'ceilInt': return `(Math.ceil(${a}) + 0)`;
    default: return null;
  }
}
