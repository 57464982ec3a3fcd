// Float results of an f32 kernel that need no Math.fround. Every float a kernel's scalar code sees
// is a finite f32 value (ops/float-range.ts), and Math.fround sits on the critical path of a loop
// like Mandelbrot's (two conversions an op, in latency). Where the f64 result of an op is already
// an f32 value, or is one unless it overflows, the rounding is left out, and the interpreter's
// values stay bit for bit:
// - a product by a value known to be 0 or 1 (a boolean converted to a float: the falling masks of
//   a "while not escaped" written out) is ±0 or the other operand;
// - a product by a constant ±2ᵏ, k ≥ 0, has the other operand's 24-bit significand: it is an f32
//   value when at most the largest f32, else at least 2¹²⁸, which Math.fround makes ±∞; so the
//   range check on the unrounded value is `!(|v| ≤ largest f32)`, failing where the rounded one
//   would;
// - a product by a constant ±2ᵏ, k < 0, of a value whose magnitude is known to be at least m, with
//   m·2ᵏ a normal f32 (the slack ⎕CT×(|a|⌈|b|) of a tolerant comparison with a constant, whose
//   scale is at least the constant), is exact and cannot overflow.
import { LARGEST_FLOAT } from '../ops/float-width.js';

/** What is known of a float local: it holds 0 or 1 only (`unit`), or its magnitude is at least `minMag` (> 0). */
export interface FloatFact {
  readonly unit?: boolean;
  readonly minMag?: number;
}

/** An operand of an op: a constant's value, or what is known of a local (null: nothing). */
export type Operand = { readonly k: 'const'; readonly value: number } | { readonly k: 'local'; readonly fact: FloatFact | null };

/** How an f32 product is stored: rounded, exact, or exact unless it overflows (then checked by `overflowCheck`). */
export type Exactness = 'rounds' | 'exact' | 'exactUnlessOverflow';

/** the smallest normal f32 */
const MIN_NORMAL_F32 = 2 ** -126;

/** The exponent k of a constant ±2ᵏ (finite, normal), or null. */
function powerOfTwo(x: number): number | null {
  const a = Math.abs(x);
  if (!(a >= MIN_NORMAL_F32 && a <= LARGEST_FLOAT.f32)) return null;
  const k = Math.round(Math.log2(a));
  return 2 ** k === a ? k : null;
}

const isUnit = (o: Operand): boolean => (o.k === 'const' ? o.value === 0 || o.value === 1 : o.fact?.unit === true);

function byConstant(c: number, other: Operand): Exactness {
  const k = powerOfTwo(c);
  if (k === null) return 'rounds';
  if (k >= 0) return 'exactUnlessOverflow';
  const m = other.k === 'const' ? Math.abs(other.value) : other.fact?.minMag;
  return m !== undefined && m * 2 ** k >= MIN_NORMAL_F32 ? 'exact' : 'rounds';
}

/** Whether a × b of two f32 values needs the rounding. */
export function productExactness(a: Operand, b: Operand): Exactness {
  if (isUnit(a) || isUnit(b)) return 'exact';
  if (a.k === 'const' && b.k !== 'const') return byConstant(a.value, b);
  if (b.k === 'const' && a.k !== 'const') return byConstant(b.value, a);
  return 'rounds';
}

/**
 * Whether a × b is one of its operands or ±0 (one operand is 0 or 1): a finite value, since every
 * operand is one, so its range check cannot fail.
 */
export const productIsOperand = (a: Operand, b: Operand): boolean => isUnit(a) || isUnit(b);

/** What is known of a product's value. */
export function productFact(a: Operand, b: Operand): FloatFact | null {
  return isUnit(a) && isUnit(b) ? { unit: true } : null;
}

/** What is known of a ⌈ b: where one is a positive constant c, its magnitude is at least c. */
export function maxFact(a: Operand, b: Operand): FloatFact | null {
  const low = (o: Operand): number => (o.k === 'const' ? o.value : -Infinity);
  const m = Math.max(low(a), low(b));
  return m > 0 ? { minMag: m } : null;
}

/** The range check of an unrounded product that is an f32 value unless it overflows (see the file comment). */
export const overflowCheck = (js: string): string => `!(Math.abs(${js}) <= ${LARGEST_FLOAT.f32})`;
