// Numbers as APL writes them (Dyalog's ⍕ and display at ⎕PP 10): high minus, the shortest decimal
// that reads back to the same f32 (the backends compute in f32), E-form for large and tiny
// magnitudes. The display in apl/format.ts follows the same rules; core-ir may not import apl/,
// so the IR's `format` (⍕) has this copy, and the two are tested against each other.
import type { Elem } from './syntax.js';

const PRINT_PRECISION = 10;
const SMALLEST_FIXED_EXPONENT = -6;
const HIGH_MINUS = '¯';

function shortestF32(magnitude: number): { digits: string; exponent: number } {
  if (magnitude === 0) return { digits: '0', exponent: 0 };
  let text = magnitude.toExponential(PRINT_PRECISION - 1);
  for (let p = 1; p <= PRINT_PRECISION; p++) {
    const candidate = magnitude.toExponential(p - 1);
    if (Math.fround(Number(candidate)) === magnitude) {
      text = candidate;
      break;
    }
  }
  const [mantissa = '0', exp = '0'] = text.split('e');
  return { digits: mantissa.replace('.', '').replace(/0+$/, '') || '0', exponent: Number(exp) };
}

export function formatFloatApl(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : HIGH_MINUS + '∞';
  const f = Math.fround(x);
  const d = shortestF32(Math.abs(f));
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
  for (let i = 0; i < data.length; i++) {
    const x = data[i]!;
    parts.push(elem === 'float' ? formatFloatApl(x) : x < 0 ? HIGH_MINUS + String(-x) : String(x));
  }
  return parts.join(' ');
}

/** The code points of a string (one char element each). */
export function codePoints(s: string): Int32Array {
  return Int32Array.from([...s], (c) => c.codePointAt(0)!);
}
