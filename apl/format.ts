// APL display form of flat arrays (as Dyalog prints them at ⎕PP 10) and the CLI's JSON form;
// nested arrays of simple items are laid out by format-nested.ts.
//
// This module sits in apl/, which must not depend on core-ir/: it describes the value it prints
// structurally, and core-ir's ArrayValue satisfies that description. Floats print by their width,
// which the data's typed array tells (a Float64Array holds an f64 program's floats).
import { widthOfData, type FloatWidth } from '../ops/float-width.js';
import { DEFAULT_PRINT_PRECISION, digitsShown } from '../ops/print-precision.js';

import { nestedJson, nestedLines, raggedJson, raggedLines } from './format-nested.js';
import { separatorBefore } from './format-planes.js';
import { mixedLines, simplified } from './format-mixed.js';

export type DisplayElem = 'bool' | 'int' | 'float' | 'char';

export interface DisplayValue {
  readonly elem: DisplayElem;
  /** [] for a scalar */
  readonly shape: readonly number[];
  /** row-major; a char is its code point */
  readonly data: ArrayLike<number>;
  /** a nested array of simple items (format-nested.ts): the last itemRank axes are each item's */
  readonly itemRank?: number;
  /** an irregular nested vector (format-nested.ts): `data` holds its items end to end, each this long */
  readonly itemLengths?: readonly number[];
  /** ⎕PP where the value was printed (ops/print-precision.ts); absent: Dyalog's default, 10 */
  readonly printPrecision?: number;
  /** a mixed array (format-mixed.ts): 1 where the element of `data` is a character (its code point), 0 where a number */
  readonly chars?: ArrayLike<number>;
}

/**
 * How a value's numbers print: its floats' width, which the data's typed array tells, and the ⎕PP
 * in effect. Taken once from the whole value, since the items of a nested one are cut out into
 * plain arrays that no longer say their width.
 */
interface NumberStyle {
  readonly width: FloatWidth;
  readonly precision: number;
}

function styleOf(v: DisplayValue): NumberStyle {
  return { width: widthOfData(v.data), precision: digitsShown(v.printPrecision ?? DEFAULT_PRINT_PRECISION) };
}

/** Below 10^-6 Dyalog switches to scaled (E) form; 0.000001 still prints in full. */
const SMALLEST_FIXED_EXPONENT = -6;

const HIGH_MINUS = '¯';

/** A float written as sign, significant digits and the decimal exponent of the first digit. */
interface Decimal {
  readonly negative: boolean;
  /** no trailing zeros; "0" for zero */
  readonly digits: string;
  /** value = d.ddd × 10^exponent */
  readonly exponent: number;
}

/**
 * The shortest decimal of at most `precision` digits that reads back to the same float of the
 * width, else the float rounded to `precision` digits. An f32 needs at most 9 digits, so at ⎕PP 10
 * it prints in full: printing the f64 expansion of an f32 (0.100000001490116) would show noise,
 * not data. An f64 prints rounded to 10 digits, as Dyalog prints it at ⎕PP 10 (○1 is
 * 3.141592654); its every digit is `precision` 17 (the JSON form). With `shortest` false the float
 * is just rounded to `precision` digits, as Dyalog displays an f64: the same below 16 digits,
 * but at ⎕PP 17 `0.1` shows as 0.10000000000000001, where the shortest form is 0.1.
 */
function shortestDecimal(x: number, width: FloatWidth, precision: number, shortest: boolean = true): Decimal {
  const f = width === 'f32' ? Math.fround(x) : x;
  const magnitude = Math.abs(f);
  const negative = f < 0;
  if (magnitude === 0) return { negative: false, digits: '0', exponent: 0 };
  let text = magnitude.toExponential(precision - 1);
  const readBack = width === 'f32' ? Math.fround : (y: number): number => y;
  for (let p = 1; shortest && p <= precision; p++) {
    const candidate = magnitude.toExponential(p - 1);
    if (readBack(Number(candidate)) === magnitude) { text = candidate; break; }
  }
  const [mantissa = '0', exp = '0'] = text.split('e');
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  return { negative, digits, exponent: Number(exp) };
}

/** The most digits an f64 needs to read back exactly. */
const F64_ROUND_TRIP_DIGITS = 17;

function scaledForm(d: Decimal): string {
  const rest = d.digits.slice(1);
  const mantissa = d.digits[0]! + (rest.length > 0 ? '.' + rest : '');
  const exp = d.exponent < 0 ? HIGH_MINUS + String(-d.exponent) : String(d.exponent);
  return mantissa + 'E' + exp;
}

function fixedForm(d: Decimal): string {
  if (d.exponent < 0) return '0.' + '0'.repeat(-d.exponent - 1) + d.digits;
  const intLength = d.exponent + 1;
  if (d.digits.length <= intLength) return d.digits + '0'.repeat(intLength - d.digits.length);
  return d.digits.slice(0, intLength) + '.' + d.digits.slice(intLength);
}

/**
 * A float of the width as Dyalog writes it at ⎕PP `precision` (10 by default): `0.5`, `¯2.25`,
 * `1E10`, `1.5E¯7`, `3.141592654`.
 */
export function formatFloat(x: number, width: FloatWidth = 'f32', precision: number = DEFAULT_PRINT_PRECISION): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : HIGH_MINUS + '∞';
  const digits = digitsShown(precision);
  const d = shortestDecimal(x, width, digits, width === 'f32');
  // More integer digits than the print precision, or a tiny magnitude: Dyalog scales.
  const scaled = d.digits !== '0' && (d.exponent >= digits || d.exponent < SMALLEST_FIXED_EXPONENT);
  const body = scaled ? scaledForm(d) : fixedForm(d);
  return d.negative ? HIGH_MINUS + body : body;
}

/** An integer with APL's high minus. Ints are i32 and always print in full. */
export function formatInt(x: number): string {
  return x < 0 ? HIGH_MINUS + String(-x) : String(x);
}

function charOf(codePoint: number): string {
  const valid = Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff;
  return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
}

function formatNumber(elem: DisplayElem, x: number, style: NumberStyle): string {
  return elem === 'float' ? formatFloat(x, style.width, style.precision) : formatInt(x);
}

function product(dims: readonly number[]): number {
  return dims.reduce((a, b) => a * b, 1);
}

/**
 * Formats one column of a numeric matrix (all planes together, as Dyalog aligns the whole array).
 * Decimal points line up: integer parts are padded on the left, fractions on the right with blanks.
 * A column holding a scaled (E) number is only right-aligned, since its cells have no common point.
 */
function alignColumn(cells: readonly string[]): string[] {
  const aligned = !cells.some((c) => c.includes('E'));
  if (!aligned) {
    const width = Math.max(0, ...cells.map((c) => [...c].length));
    return cells.map((c) => ' '.repeat(width - [...c].length) + c);
  }
  const parts = cells.map((c) => {
    const dot = c.indexOf('.');
    return dot < 0 ? { int: c, frac: '' } : { int: c.slice(0, dot), frac: c.slice(dot) };
  });
  // '¯' and '∞' are one code point each, so length in code points is display width.
  const intWidth = Math.max(0, ...parts.map((p) => [...p.int].length));
  const fracWidth = Math.max(0, ...parts.map((p) => p.frac.length));
  return parts.map((p) => ' '.repeat(intWidth - [...p.int].length) + p.int + p.frac.padEnd(fracWidth, ' '));
}

/** The rows of every plane (the last two axes) of an array of rank ≥ 2, planes in order. */
function planeRows(v: DisplayValue, style: NumberStyle): string[][] {
  const rank = v.shape.length;
  const rows = v.shape[rank - 2]!;
  const cols = v.shape[rank - 1]!;
  const planes = product(v.shape.slice(0, rank - 2));
  const totalRows = planes * rows;
  if (v.elem === 'char') {
    const out: string[][] = [];
    for (let p = 0; p < planes; p++) {
      const plane: string[] = [];
      for (let r = 0; r < rows; r++) {
        const start = (p * rows + r) * cols;
        let line = '';
        for (let c = 0; c < cols; c++) line += charOf(v.data[start + c]!);
        plane.push(line);
      }
      out.push(plane);
    }
    return out;
  }
  const columns: string[][] = [];
  for (let c = 0; c < cols; c++) {
    const cells: string[] = [];
    for (let r = 0; r < totalRows; r++) cells.push(formatNumber(v.elem, v.data[r * cols + c]!, style));
    columns.push(alignColumn(cells));
  }
  const out: string[][] = [];
  for (let p = 0; p < planes; p++) {
    const plane: string[] = [];
    for (let r = 0; r < rows; r++) {
      const row = p * rows + r;
      // Trailing blanks of a numeric row come only from fraction padding and carry nothing.
      plane.push(columns.map((col) => col[row]!).join(' ').trimEnd());
    }
    out.push(plane);
  }
  return out;
}

/**
 * The display form as lines. An empty vector is one empty line; a matrix with no rows has no lines,
 * which is why this, rather than a joined string, is what printers should use.
 */
export function formatLines(v0: DisplayValue, style: NumberStyle = styleOf(v0)): string[] {
  const item = (x: DisplayValue): string[] => formatLines(x, style);
  if (v0.itemLengths !== undefined) return raggedLines({ ...v0, itemLengths: v0.itemLengths }, item);
  const v = simplified(v0);
  if (v.chars !== undefined && v.itemRank === undefined) {
    const cell = (x: number, isChar: boolean): string => (isChar ? charOf(x) : formatNumber(v.elem, x, style));
    return mixedLines({ ...v, chars: v.chars }, cell, alignColumn);
  }
  if (v.itemLengths !== undefined) return raggedLines({ ...v, itemLengths: v.itemLengths }, item);
  if (v.itemRank !== undefined && v.itemRank > 0) return nestedLines({ ...v, itemRank: v.itemRank }, item);
  const rank = v.shape.length;
  if (rank === 0) {
    const x = v.data[0]!;
    return [v.elem === 'char' ? charOf(x) : formatNumber(v.elem, x, style)];
  }
  if (rank === 1) {
    const n = v.shape[0]!;
    const cells: string[] = [];
    for (let i = 0; i < n; i++) cells.push(v.elem === 'char' ? charOf(v.data[i]!) : formatNumber(v.elem, v.data[i]!, style));
    return [cells.join(v.elem === 'char' ? '' : ' ')];
  }
  const leading = v.shape.slice(0, rank - 2);
  const lines: string[] = [];
  planeRows(v, style).forEach((plane, p) => {
    if (p > 0) for (let i = separatorBefore(p, leading); i > 0; i--) lines.push('');
    lines.push(...plane);
  });
  return lines;
}

/** The display form as one string, lines joined with \n. */
export function formatValue(v: DisplayValue): string {
  return formatLines(v).join('\n');
}

/** A float as a JSON number: the shortest decimal that reads back to the same float of the width; null if not finite. */
export function jsonFloat(x: number, width: FloatWidth = 'f32'): string {
  if (!Number.isFinite(x)) return 'null';
  const d = shortestDecimal(x, width, width === 'f32' ? DEFAULT_PRINT_PRECISION : F64_ROUND_TRIP_DIGITS);
  // Number(...) then String(...) gives JS's canonical spelling (1e+21, 0.1, -0 → 0), all valid JSON.
  const text = `${d.negative ? '-' : ''}${d.digits[0]}.${d.digits.slice(1) || '0'}e${d.exponent}`;
  return String(Number(text));
}

/** One line: {"shape":[2,3],"type":"int","data":[1,2,3,4,5,6]}; a char is a one-character string. */
export function formatJson(v0: DisplayValue, width: FloatWidth = widthOfData(v0.data)): string {
  const v = v0.itemLengths === undefined ? simplified(v0) : v0;
  // every digit, whatever ⎕PP says: JSON is data, not display; the items of a nested value are
  // cut out into plain arrays, so the width is the whole value's
  const item = (x: DisplayValue): string => formatJson(x, width);
  if (v.itemLengths !== undefined) return raggedJson({ ...v, itemLengths: v.itemLengths }, item);
  if (v.itemRank !== undefined && v.itemRank > 0) return nestedJson({ ...v, itemRank: v.itemRank }, item);
  const n = product(v.shape);
  const items: string[] = [];
  const chars = v.itemLengths === undefined ? v.chars : undefined;
  for (let i = 0; i < n; i++) {
    const x = v.data[i]!;
    if (chars !== undefined) {
      items.push(chars[i] !== 0 ? JSON.stringify(charOf(x)) : v.elem === 'float' ? jsonFloat(x, width) : String(x === 0 ? 0 : x));
      continue;
    }
    switch (v.elem) {
      case 'char': items.push(JSON.stringify(charOf(x))); break;
      case 'float': items.push(jsonFloat(x, width)); break;
      case 'bool': case 'int': items.push(String(x === 0 ? 0 : x)); break;
    }
  }
  return `{"shape":[${v.shape.join(',')}],"type":"${chars !== undefined ? 'mixed' : v.elem}","data":[${items.join(',')}]}`;
}
