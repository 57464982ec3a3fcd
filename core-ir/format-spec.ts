// Dyadic ⍕, format by specification (Dyalog's `X⍕Y`): each column of Y gets a field width W and a
// precision P. P = 0 writes integers, P > 0 fixed point with P decimals, P < 0 scaled form with |P|
// digits in the mantissa. W = 0 makes the field as wide as the column's widest number plus one
// blank; a number wider than a W > 0 field fills it with asterisks. Digits past what the float
// holds (16 significant digits for f64, as Dyalog shows them; 8 for f32) are written as '_'.
// Like monadic ⍕, this runs on the host: the width depends on the values.
import { widthOfData, type FloatWidth } from '../ops/float-width.js';
import { codePoints, formatNumbers, formatRows } from './format-number.js';
import type { Elem } from './syntax.js';

const HIGH_MINUS = '¯';

/** The significant digits a float holds for dyadic ⍕: Dyalog writes 16 of an f64; an f32 holds about 8. */
export function digitsHeld(width: FloatWidth): number {
  return width === 'f64' ? 16 : 8;
}

/**
 * The (width, precision) pair of each of `columns` columns from the left argument, extended as
 * Dyalog extends it: one number P is `0 P` for every column, two are one pair for every column,
 * more must be a pair per column. Null where the count fits none of these.
 */
export function columnSpecs(spec: readonly number[], columns: number): { w: number; p: number }[] | null {
  const pairs = spec.length === 1 ? [0, spec[0]!] : spec.length === 2 ? [...spec] : spec.length === 2 * columns ? [...spec] : null;
  if (pairs === null) return null;
  return Array.from({ length: columns }, (_, c) => {
    const at = spec.length <= 2 ? 0 : 2 * c;
    return { w: pairs[at]!, p: pairs[at + 1]! };
  });
}

/** The digits of |x| rounded to `sig` significant digits, and the power of ten of the first. */
function roundedDigits(a: number, sig: number): { digits: string; exponent: number } {
  const [m = '0', e = '0'] = a.toExponential(Math.max(0, sig - 1)).split('e');
  return { digits: m.replace('.', ''), exponent: Number(e) };
}

/** |x| with p decimals, digits past `held` significant ones written as '_'. */
function fixed(a: number, p: number, held: number): string {
  if (a === 0) return p > 0 ? '0.' + '0'.repeat(p) : '0';
  const { exponent } = roundedDigits(a, 1);
  // how many significant digits p decimals ask for (the rounding may carry into one more)
  if (exponent + 1 + p <= held && p <= 100) return a.toFixed(p);
  const { digits, exponent: e } = roundedDigits(a, held);
  const digitAt = (power: number): string => {
    if (power > e) return '0';
    const i = e - power;
    return i < digits.length ? digits[i]! : '_';
  };
  let int = '';
  for (let power = Math.max(e, 0); power >= 0; power--) int += digitAt(power);
  let frac = '';
  for (let power = -1; power >= -p; power--) frac += digitAt(power);
  return p > 0 ? `${int}.${frac}` : int;
}

/** |x| in scaled form with m mantissa digits: 1.50E1, 3.33E¯1. */
function scaled(a: number, m: number, held: number): string {
  const { digits, exponent } = roundedDigits(a, Math.min(m, held));
  const mantissa = digits.padEnd(m, '_');
  const exp = exponent < 0 ? HIGH_MINUS + String(-exponent) : String(exponent);
  return mantissa[0]! + (m > 1 ? '.' + mantissa.slice(1) : '') + 'E' + exp;
}

/** One number as its column's precision writes it, without padding. */
export function formatField(x: number, p: number, held: number): string {
  const body = p < 0 ? scaled(Math.abs(x), -p, held) : fixed(Math.abs(x), p, held);
  return x < 0 ? HIGH_MINUS + body : body;
}

/**
 * The character rows of `X⍕Y` for Y of `shape` (a scalar is a one-item vector), row-major numbers
 * in `data`: every row the same width, the fields of its columns side by side. `held`: the
 * significant digits the numbers hold (digitsHeld; an integer array holds its every digit).
 */
export function formatBySpec(shape: readonly number[], data: ArrayLike<number>, specs: readonly { w: number; p: number }[], held: number): { rows: number; width: number; text: string } {
  const columns = shape.length === 0 ? 1 : shape[shape.length - 1]!;
  const rows = columns === 0 ? shape.slice(0, -1).reduce((a, b) => a * b, 1) : data.length / columns;
  const cells: string[] = [];
  for (let i = 0; i < data.length; i++) cells.push(formatField(data[i]!, specs[i % columns]!.p, held));
  const widths = specs.map((s, c) => {
    if (s.w > 0) return s.w;
    let widest = 0;
    for (let r = 0; r < rows; r++) widest = Math.max(widest, [...cells[r * columns + c]!].length);
    return widest + 1;
  });
  let text = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = cells[r * columns + c]!;
      const n = [...cell].length;
      const w = widths[c]!;
      text += n > w ? '*'.repeat(w) : ' '.repeat(w - n) + cell;
    }
  }
  return { rows, width: widths.reduce((a, b) => a + b, 0), text };
}

/**
 * What the IR's format statement gives (monadic ⍕ when `spec` is absent, at ⎕PP `precision`):
 * the text's width (its last axis) and the characters as code points in `shape`.
 */
export function formatResult(elem: Elem, shape: readonly number[], data: ArrayLike<number>, spec: readonly number[] | undefined, precision: number | undefined): { width: number; shape: number[]; codes: Int32Array } {
  if (spec === undefined && shape.length >= 2) {
    const r = formatRows(elem, shape, data, precision);
    return { width: r.width, shape: [...shape.slice(0, -1), r.width], codes: codePoints(r.text) };
  }
  if (spec === undefined) {
    const codes = codePoints(formatNumbers(elem, data, precision));
    return { width: codes.length, shape: [codes.length], codes };
  }
  const columns = shape.length === 0 ? 1 : shape[shape.length - 1]!;
  // the checker proved the count fits (shapes/format-spec.ts)
  const specs = columnSpecs(spec, columns)!;
  // an integer is exact: only a float holds fewer digits than it can be asked for
  const held = elem === 'float' ? digitsHeld(widthOfData(data)) : digitsHeld('f64');
  const r = formatBySpec(shape, data, specs, held);
  return { width: r.width, shape: shape.length <= 1 ? [r.width] : [...shape.slice(0, -1), r.width], codes: codePoints(r.text) };
}
