// Numbers as APL writes them (Dyalog's ⍕ and display at ⎕PP, 10 by default): high minus, the
// shortest decimal that reads back to the same float of the program's width within ⎕PP digits (an
// f32 always does at 10; an f64 is rounded to 10, as Dyalog prints it), E-form for large and tiny magnitudes. The display in apl/format.ts follows the same rules; core-ir may not import apl/,
// so the IR's `format` (⍕) has this copy, and the two are tested against each other.
import { widthOfData, type FloatWidth } from '../ops/float-width.js';
import { DEFAULT_PRINT_PRECISION, digitsShown } from '../ops/print-precision.js';
import type { Elem } from './syntax.js';

const SMALLEST_FIXED_EXPONENT = -6;
const HIGH_MINUS = '¯';

/**
 * An f32 prints in the fewest digits that read it back (never its f64 expansion's noise); an f64
 * rounded to `precision` digits as Dyalog shows it (at ⎕PP 17, 0.1 is 0.10000000000000001).
 */
function shortestDigits(magnitude: number, width: FloatWidth, precision: number): { digits: string; exponent: number } {
  if (magnitude === 0) return { digits: '0', exponent: 0 };
  let text = magnitude.toExponential(precision - 1);
  const readBack = Math.fround;
  for (let p = 1; width === 'f32' && p <= precision; p++) {
    const candidate = magnitude.toExponential(p - 1);
    if (readBack(Number(candidate)) === magnitude) {
      text = candidate;
      break;
    }
  }
  const [mantissa = '0', exp = '0'] = text.split('e');
  return { digits: mantissa.replace('.', '').replace(/0+$/, '') || '0', exponent: Number(exp) };
}

export function formatFloatApl(x: number, width: FloatWidth = 'f32', pp: number = DEFAULT_PRINT_PRECISION): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : HIGH_MINUS + '∞';
  const f = width === 'f32' ? Math.fround(x) : x;
  const precision = digitsShown(pp);
  const d = shortestDigits(Math.abs(f), width, precision);
  let body: string;
  if (d.digits !== '0' && (d.exponent >= precision || d.exponent < SMALLEST_FIXED_EXPONENT)) {
    const rest = d.digits.slice(1);
    const exp = d.exponent < 0 ? HIGH_MINUS + String(-d.exponent) : String(d.exponent);
    body = d.digits[0]! + (rest.length > 0 ? '.' + rest : '') + 'E' + exp;
  } else if (d.exponent < 0) body = '0.' + '0'.repeat(-d.exponent - 1) + d.digits;
  else {
    const intLength = d.exponent + 1;
    body = d.digits.length <= intLength ? d.digits + '0'.repeat(intLength - d.digits.length) : d.digits.slice(0, intLength) + '.' + d.digits.slice(intLength);
  }
  return f < 0 ? HIGH_MINUS + body : body;
}

/** One number of an array of `elem` in its APL form: a float of the width at ⎕PP `pp`, an int in full. */
function formatNumberApl(elem: Elem, x: number, width: FloatWidth, pp: number): string {
  return elem === 'float' ? formatFloatApl(x, width, pp) : x < 0 ? HIGH_MINUS + String(-x) : String(x);
}

/** ⍕ of numbers at ⎕PP `pp`: each in its APL form, separated by single spaces. */
export function formatNumbers(elem: Elem, data: ArrayLike<number>, pp: number = DEFAULT_PRINT_PRECISION): string {
  const parts: string[] = [];
  const width = widthOfData(data);
  for (let i = 0; i < data.length; i++) parts.push(formatNumberApl(elem, data[i]!, width, pp));
  return parts.join(' ');
}

/** The code points of a string (one char element each). */
export function codePoints(s: string): Int32Array {
  return Int32Array.from([...s], (c) => c.codePointAt(0)!);
}

/**
 * ⍕ of a numeric array of rank ≥ 2: its display form as rows of characters, every row as wide as
 * the widest, the array's last axis its columns. As the display (apl/format.ts) lays them out, a
 * column is aligned over the whole array: integer parts padded on the left and fractions on the
 * right, or right-aligned where it holds a scaled (E) number; columns are one blank apart.
 */
export function formatRows(elem: Elem, shape: readonly number[], data: ArrayLike<number>, pp: number = DEFAULT_PRINT_PRECISION): { width: number; text: string } {
  const columns = shape[shape.length - 1]!;
  const rows = columns === 0 ? 0 : data.length / columns;
  const width = widthOfData(data);
  const laidOut: string[][] = [];
  for (let c = 0; c < columns; c++) {
    const cells = Array.from({ length: rows }, (_, r) => formatNumberApl(elem, data[r * columns + c]!, width, pp));
    const len = (s: string): number => [...s].length;
    if (cells.some((s) => s.includes('E'))) {
      const w = Math.max(0, ...cells.map(len));
      laidOut.push(cells.map((s) => ' '.repeat(w - len(s)) + s));
      continue;
    }
    const parts = cells.map((s) => (s.includes('.') ? [s.slice(0, s.indexOf('.')), s.slice(s.indexOf('.'))] : [s, '']) as [string, string]);
    const intWidth = Math.max(0, ...parts.map(([i]) => len(i)));
    const fracWidth = Math.max(0, ...parts.map(([, f]) => f.length));
    laidOut.push(parts.map(([i, f]) => ' '.repeat(intWidth - len(i)) + i + f.padEnd(fracWidth, ' ')));
  }
  const text = Array.from({ length: rows }, (_, r) => laidOut.map((col) => col[r]!).join(' ')).join('');
  const rowWidth = laidOut.reduce((a, col) => a + [...(col[0] ?? '')].length, 0) + Math.max(0, columns - 1);
  return { width: rows === 0 ? 0 : rowWidth, text };
}
