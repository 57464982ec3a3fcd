// The numerical functions behind the reference evaluations of !, ⍺!⍵ and ⍺○⍵, computed in f64
// (the caller rounds the result to the program's float width, float-width.ts).
import { domain, raise } from './failure.js';

/** The failure of x! (and of ⍺!⍵, which is built on it). */
export const FACTORIAL_OF_NEGATIVE_INTEGER = domain('! of a negative integer');

function gamma(x: number): number {
  // Lanczos approximation (g=7, n=9), reflection for x < 0.5
  if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gamma(1 - x));
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return Math.sqrt(2 * Math.PI) * Math.pow(t, x + 0.5) * Math.exp(-t) * a;
}

/** x! = Γ(x+1); exact for small non-negative integers. */
export function factorial(x: number): number {
  if (Number.isInteger(x)) {
    if (x < 0) throw raise(FACTORIAL_OF_NEGATIVE_INTEGER);
    let r = 1;
    for (let i = 2; i <= x && r !== Infinity; i++) r *= i;
    return r;
  }
  return gamma(x + 1);
}

/** C(n, k) for non-negative integers: 0 when k > n */
function binomialNat(k: number, n: number): number {
  if (k > n) return 0;
  let r = 1;
  const m = Math.min(k, n - k);
  for (let i = 1; i <= m && r !== Infinity; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

export function binomial(a: number, b: number): number {
  // ⍺!⍵ = (!⍵)÷(!⍺)×!⍵-⍺, for integers extended through the poles of Γ as in Dyalog (APL2):
  //   a≥0 b≥0: C(b,a) (0 if a>b);  a≥0 b<0: (¯1*a)×a!a-b+1;  a<0 b≥0: 0;
  //   a<0 b<0: (¯1*b-a)×(|b+1)!(|a+1) when b≥a, else 0
  if (Number.isInteger(a) && Number.isInteger(b)) {
    const sign = (n: number): number => (Math.abs(n) % 2 === 1 ? -1 : 1);
    if (a >= 0 && b >= 0) return binomialNat(a, b);
    if (a >= 0) return sign(a) * binomialNat(a, a - b - 1);
    if (b >= 0) return 0;
    return b >= a ? sign(b - a) * binomialNat(Math.abs(b + 1), Math.abs(a + 1)) : 0;
  }
  return factorial(b) / (factorial(a) * factorial(b - a));
}

/**
 * The relative tolerance of ∨ and ∧ on non-integers: Euclid's algorithm stops when the remainder
 * is this small against the larger argument. It is Dyalog's ⎕CT (1E¯14 for 64-bit floats, about
 * 45 units in the last place) scaled to the 32-bit floats in use; comparison tolerance, where the
 * language gets it, is to be the one place this is set.
 */
export const FLOAT_GCD_TOLERANCE = 5e-6;
/** Euclid's steps at most (the remainder at least halves every two steps). */
export const FLOAT_GCD_STEPS = 64;

/**
 * ⍺∨⍵ of floats, in f32 steps as the GPU computes them: Euclid's algorithm with a tolerant
 * residue (a remainder within the tolerance of 0 or of the divisor is 0, as when the quotient is
 * tolerantly whole).
 */
export function gcdFloat(a: number, b: number): number {
  const f = Math.fround;
  let x = Math.max(Math.abs(a), Math.abs(b));
  let y = Math.min(Math.abs(a), Math.abs(b));
  for (let i = 0; i < FLOAT_GCD_STEPS && y > 0; i++) {
    let t = f(x - f(y * Math.floor(f(x / y))));
    const slack = f(FLOAT_GCD_TOLERANCE * y);
    if (t <= slack || f(y - t) <= slack) t = 0;
    x = y;
    y = t;
  }
  return x;
}

/** ⍺∧⍵ of floats: ⍺×⍵÷⍺∨⍵ (0 when either is 0), the smaller of the two divided, so that it commutes. */
export function lcmFloat(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  const [p, q] = a <= b ? [a, b] : [b, a];
  return Math.fround(Math.fround(p / gcdFloat(a, b)) * q);
}

export function gcdInt(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * Whether k○x has no real value (Dyalog gives a complex number there; the flat model has none, so
 * it is a DOMAIN ERROR, as ⍟ of a negative number is).
 */
export function circleIsComplex(k: number, x: number): boolean {
  switch (k) {
    case 0: case -1: case -2: case -7: return Math.abs(x) > 1;
    case -4: return x > -1 && x < 1;
    case -6: return x < 1;
    case 8: case -8: return !Number.isNaN(x);
    default: return false;
  }
}

/**
 * k○x where it has a real value (the caller checks circleIsComplex first); null for ¯11○, ¯12○
 * (complex numbers) and numbers that are no circle function.
 */
export function circleValue(k: number, x: number): number | null {
  if (k === -4 && x === -1) return 0;
  switch (k) {
    case 0: return Math.sqrt(1 - x * x);
    case 1: return Math.sin(x);
    case 2: return Math.cos(x);
    case 3: return Math.tan(x);
    case 4: return Math.sqrt(1 + x * x);
    case 5: return Math.sinh(x);
    case 6: return Math.cosh(x);
    case 7: return Math.tanh(x);
    case -1: return Math.asin(x);
    case -2: return Math.acos(x);
    case -3: return Math.atan(x);
    case -4: return (x + 1) * Math.sqrt((x - 1) / (x + 1));
    case -5: return Math.asinh(x);
    case -6: return Math.acosh(x);
    case -7: return Math.atanh(x);
    case 8: return Math.sqrt(-1 - x * x); // NaN for real x: complex results are outside the flat model
    case -8: return -Math.sqrt(-1 - x * x);
    case 9: return x; // real part
    case 11: return 0; // imaginary part
    case 10: return Math.abs(x);
    case 12: return x >= 0 ? 0 : Math.PI; // phase
    case -9: return x;
    case -10: return x; // conjugate
    default: return null;
  }
}
