// Literal arrays of a given shape and element type: small values, so that sums and products stay
// in range and equal values recur (comparisons, membership and grades then have ties to get right).
import type { Choices } from './choices.js';
import { atom, compound, count, num, ty, type Elem, type Expr } from './model.js';

const LETTERS = 'abcab xyz';

function intValue(c: Choices): number {
  return c.weighted([[6, () => c.int(0, 9)], [3, () => -c.int(1, 9)], [1, () => c.int(-300, 300)]])();
}

function floatValue(c: Choices): number {
  // quarters and tenths: exact in f32 for the quarters, the same rounding everywhere for the rest;
  // never whole, since `3.0` is an int in APL
  const whole = c.int(-9, 9);
  return c.chance(60) ? whole + c.int(1, 3) / 4 : whole + c.int(1, 9) / 10;
}

function value(elem: Elem, c: Choices): number {
  if (elem === 'bool') return c.int(0, 1);
  if (elem === 'int') return intValue(c);
  if (elem === 'float') return floatValue(c);
  return c.below(LETTERS.length);
}

function numericVector(values: readonly number[]): string {
  return values.map(num).join(' ');
}

/** A scalar of the element type. */
export function scalarLiteral(elem: Elem, c: Choices): Expr {
  const drawn = value(elem, c);
  // APL types the literals 0 and 1 as booleans
  const v = elem === 'int' && (drawn === 0 || drawn === 1) ? drawn + 2 : drawn;
  if (elem === 'char') return atom(`'${LETTERS[v]}'`, ty('char', [], 0, 0));
  return atom(num(v), ty(elem, [], v, v));
}

/** A literal of the shape: a vector, a one-item vector `,x`, or a reshaped vector for rank ≥ 2. */
export function arrayLiteral(elem: Elem, shape: readonly number[], c: Choices): Expr {
  if (shape.length === 0) return scalarLiteral(elem, c);
  const n = count(shape);
  // Long arrays come from a short literal reshaped, so that programs stay readable.
  const written = Math.max(1, Math.min(n, shape.length === 1 && n <= 12 ? n : c.int(1, 6)));
  const values: number[] = Array.from({ length: written }, () => value(elem, c));
  // APL types a literal of zeros and ones as booleans: an int literal has another value
  if (elem === 'int' && !values.some((v) => v < 0 || v > 1)) values[0] = 2;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const body = elem === 'char' ? `'${values.map((v) => LETTERS[v]).join('')}'` : numericVector(values);
  const t = ty(elem, shape, lo, hi);
  if (n === 0) {
    return compound(`${shape.map(num).join(' ')}⍴${body}`, t);
  }
  if (shape.length === 1 && written === n) {
    if (n === 1) return compound(`,${body}`, t);
    return elem === 'char' ? atom(body, t) : compound(body, t);
  }
  return compound(`${shape.map(num).join(' ')}⍴${body}`, t);
}
