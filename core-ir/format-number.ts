// Numbers as APL writes them (Dyalog's ⍕ and display at ⎕PP 10): high minus, the shortest decimal
// that reads back to the same float of the program's width within 10 digits (an f32 always does;
// an f64 is rounded to 10, as Dyalog prints it), E-form for large and tiny magnitudes. The display in apl/format.ts follows the same rules; core-ir may not import apl/,
// so the IR's `format` (⍕) has this copy, and the two are tested against each other.
import { widthOfData, type FloatWidth } from '../ops/float-width.js';
import type { Elem } from './syntax.js';

const PRINT_PRECISION = 10;
const SMALLEST_FIXED_EXPONENT = -6;
const HIGH_MINUS = '¯';

function shortestDigits(magnitude: number, width: FloatWidth): { digits: string; exponent: number } {
  if (magnitude === 0) return { digits: '0', exponent: 0 };
  let text = magnitude.toExponential(PRINT_PRECISION - 1);
  const readBack = width === 'f32' ? Math.fround : (y: number): number => y;
  for (let p = 1; p <= PRINT_PRECISION; p++) {
    const candidate = magnitude.toExponential(p - 1);
    if (readBack(Number(candidate)) === magnitude) {
      text = candidate;
      break;
    }
  }
  const [mantissa = '0', exp = '0'] = text.split('e');
  return { digits: mantissa.replace('.', '').replace(/0+$/, '') || '0', exponent: Number(exp) };
}

export function formatFloatApl(x: number, width: FloatWidth = 'f32'): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : HIGH_MINUS + '∞';
  const f = width === 'f32' ? Math.fround(x) : x;
  const d = shortestDigits(Math.abs(f), width);
  let body: string;
  if (d.digits !== '0' && (d.exponent >= PRINT_PRECISION || d.exponent < SMALLEST_FIXED_EXPONENT)) {
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

/** ⍕ of numbers: each in its APL form, separated by single spaces. */
export function formatNumbers(elem: Elem, data: ArrayLike<number>): string {
  const parts: string[] = [];
  const width = widthOfData(data);
  for (let i = 0; i < data.length; i++) {
    const x = data[i]!;
    parts.push(elem === 'float' ? formatFloatApl(x, width) : x < 0 ? HIGH_MINUS + String(-x) : String(x));
  }
  return parts.join(' ');
}

/** The code points of a string (one char element each). */
export function codePoints(s: string): Int32Array {
  return Int32Array.from([...s], (c) => c.codePointAt(0)!);
}
