// The dyadic functions of floats: ⍺*⍵, ⍺⍟⍵, ⍺!⍵ and ⍺○⍵ with ⍺ known only at run time, computed in
// f64 (the caller rounds to the program's float width, float-width.ts).
import { domain, limit, raise } from './failure.js';
import { binomial, circleIsComplex, circleValue, FACTORIAL_OF_NEGATIVE_INTEGER } from './numeric.js';
import type { BinOpSpec } from './op-spec.js';
import { wgsl as H, wgslLooping } from './wgsl-helper.js';

export type PowerCircleBinOp = 'pow' | 'log' | 'binom' | 'circle';

/**
 * The exponents ⍺*⍵ takes in double-float pairs (an f64 program on WebGPU): a known ⍵ of 0.5, or
 * a whole ⍵ with |⍵| ≤ POW_DF64_LARGEST, by repeated squaring in POW_DF64_STEPS steps at most.
 */
export const POW_DF64_LARGEST = 1024;
const POW_DF64_STEPS = 11;
export const powEmulated = (exponent: number): boolean => exponent === 0.5 || (Number.isInteger(exponent) && Math.abs(exponent) <= POW_DF64_LARGEST);

const ZERO_TO_NEGATIVE = domain('0 to a negative power');
// a complex result exists (Dyalog gives it) but aplc holds no complex numbers: a LIMIT ERROR, not a DOMAIN ERROR
const NEGATIVE_TO_FRACTION = limit('negative number to a fractional power: the result is a complex number, which aplc does not hold');
const LOG_OF_NEGATIVE = limit('⍟ of a negative number is a complex number, which aplc does not hold');
const LOG_OF_ZERO = domain('⍟ of 0');
// ⍺⍟⍵ is (⍟⍵)÷⍟1, a division by zero: Dyalog gives 1 for 1⍟1 and a DOMAIN ERROR for any other ⍵
const LOG_BASE_ONE = domain('1⍟⍵ of a ⍵ other than 1 (no power of 1 is another number)');
const CIRCLE_NOT_INTEGER = domain('left argument of ○ must be an integer');
const CIRCLE_NEEDS_COMPLEX = limit('¯11○ and ¯12○ make complex numbers, which aplc does not hold');
const NOT_A_CIRCLE_FUNCTION = domain('the left argument of ○ is not a circle function number');
const CIRCLE_COMPLEX = limit('k○x here is a complex number, which aplc does not hold');

export const POWER_CIRCLE_BIN: Record<PowerCircleBinOp, BinOpSpec> = {
  pow: {
    doc: '⍺*⍵ (a negative base with an integral exponent allowed)',
    operands: { float: H(`fn b_pow_f(a: f32, b: f32, site: u32) -> f32 {
  if (a == 0.0 && b < 0.0) { report(site); return 0.0; }
  let bi = is_int_f(b);
  if (a < 0.0 && !bi) { report(site + 1u); return 0.0; }
  if (b == 0.0) { return 1.0; }
  if (a == 0.0) { return 0.0; }
  var m: f32;
  if (bi && abs(b) <= 1024.0) { m = pow_int(abs(a), b); } else { m = pow(abs(a), b); }
  if (a < 0.0 && bi && (u32(abs(b) % 2.0) == 1u)) { return -m; }
  return m;
}`, 'is_int_f', 'pow_int'), df64: wgslLooping(POW_DF64_STEPS, `fn b_pow_d(a: F, b: F, site: u32) -> F {
  // only ⍵ = 0.5 or a whole ⍵ of at most ${POW_DF64_LARGEST} reach the GPU in an f64 program (gpu/df64-support.ts)
  if (a.x == 0.0 && b.x < 0.0) { report(site); return a; }
  if (b.x == 0.5 && b.y == 0.0) {
    if (a.x < 0.0) { report(site + 1u); return a; }
    return df_sqrt(a);
  }
  var e = u32(abs(b.x));
  var base = a;
  var r = vec2<f32>(1.0, 0.0);
  loop {
    if ((e & 1u) != 0u) { r = df_mul(r, base); }
    e = e >> 1u;
    if (e == 0u) { break; }
    base = df_mul(base, base);
  }
  if (b.x < 0.0) { return df_div(vec2<f32>(1.0, 0.0), r); }
  return r;
}`, 'df_sqrt', 'df_mul', 'df_div') },
    eval: (a, b) => {
      if (a === 0 && b < 0) throw raise(ZERO_TO_NEGATIVE);
      if (a < 0 && !Number.isInteger(b)) throw raise(NEGATIVE_TO_FRACTION);
      return Math.pow(a, b);
    },
    identity: { value: () => 1, side: 'right', holds: () => true }, associativeOn: [], commutative: false,
    failures: [ZERO_TO_NEGATIVE, NEGATIVE_TO_FRACTION], fallible: 'yes', cost: 'dear',
  },
  log: {
    doc: '⍺⍟⍵ = (⍟⍵)÷⍟⍺',
    operands: { float: H(`fn b_log_f(a: f32, b: f32, site: u32) -> f32 {
  if (a < 0.0 || b < 0.0) { report(site); return 0.0; }
  if (b == 0.0) { report(site + 1u); return 0.0; }
  if (a == 1.0) { if (b == 1.0) { return 1.0; } report(site + 2u); return 0.0; }
  return ln_raw(b) / ln_raw(a);
}`, 'ln_raw') },
    eval: (a, b) => {
      if (a < 0 || b < 0) throw raise(LOG_OF_NEGATIVE);
      if (b === 0) throw raise(LOG_OF_ZERO);
      if (a === 1) {
        if (b === 1) return 1;
        throw raise(LOG_BASE_ONE);
      }
      return Math.log(b) / Math.log(a);
    },
    identity: null, associativeOn: [], commutative: false,
    failures: [LOG_OF_NEGATIVE, LOG_OF_ZERO, LOG_BASE_ONE], fallible: 'yes', cost: 'dear',
  },
  binom: {
    doc: '⍺!⍵ = (!⍵)÷(!⍺)×!⍵-⍺',
    operands: { float: wgslLooping(130, `fn b_binom_f(a: f32, b: f32, site: u32) -> f32 {
  if (is_int_f(a) && is_int_f(b)) {
    // integers, extended through the poles of Γ as in the reference: C(n, kk) times a sign, or 0
    var kk = a;
    var n = b;
    var s = 1.0;
    if (a >= 0.0 && b < 0.0) { n = a - b - 1.0; s = select(1.0, -1.0, abs(a % 2.0) == 1.0); }
    if (a < 0.0 && b >= 0.0) { return 0.0; }
    if (a < 0.0 && b < 0.0) {
      if (b < a) { return 0.0; }
      kk = abs(b + 1.0); n = abs(a + 1.0); s = select(1.0, -1.0, abs((b - a) % 2.0) == 1.0);
    }
    if (kk > n) { return 0.0; }
    let k = min(kk, n - kk);
    var r = 1.0;
    // r at least doubles a step, so it overflows within 129 steps; ∞ stays ∞ (as in the reference).
    for (var i = 1.0; i <= k && r <= 3.4028234663852886e38; i += 1.0) { r = (r * (n - k + i)) / i; }
    return s * round(r);
  }
  if (!fact_ok(b) || !fact_ok(a) || !fact_ok(b - a)) { report(site); return 0.0; }
  return fact_val(b) / (fact_val(a) * fact_val(b - a));
}`, 'is_int_f', 'fact_ok', 'fact_val') },
    eval: binomial,
    // 1!x is x for integers; for fractions Γ's approximation is not exact
    identity: { value: () => 1, side: 'left', holds: (_, x) => Number.isInteger(x) }, associativeOn: [], commutative: false,
    failures: [FACTORIAL_OF_NEGATIVE_INTEGER], fallible: 'yes', cost: 'dear',
  },
  circle: {
    doc: '⍺○⍵ with ⍺ an integer in ¯12..12 known only at run time',
    operands: { float: H(`fn b_circle_f(k: f32, x: f32, site: u32) -> f32 {
  if (!is_int_f(k)) { report(site); return 0.0; }
  let kk = i32(clamp(k, -100.0, 100.0));
  // no real value here (numeric.ts circleIsComplex)
  let ax = abs(x);
  if (((kk == 0 || kk == -1 || kk == -2 || kk == -7) && ax > 1.0) || (kk == -4 && x > -1.0 && x < 1.0) || (kk == -6 && x < 1.0) || kk == 8 || kk == -8) {
    report(site + 3u);
    return 0.0;
  }
  if (kk == -4 && x == -1.0) { return 0.0; }
  switch (kk) {
    case 0: { return sqrt_f((1.0 - x) * (1.0 + x)); }
    case 1: { return sin(x); }
    case 2: { return cos(x); }
    case 3: { return tan(x); }
    case 4: { return sqrtx2p1_f(x); }
    case 5: { return sinh_f(x); }
    case 6: { return cosh_f(x); }
    case 7: { return tanh_f(x); }
    case -1: { return asin_f(x); }
    case -2: { return acos_f(x); }
    case -3: { return atan_f(x); }
    case -4: { return (x + 1.0) * sqrt_f((x - 1.0) / (x + 1.0)); }
    case -5: { return asinh_f(x); }
    case -6: { return acosh_f(x); }
    case -7: { return atanh_f(x); }
    case 8: { return sqrt_f(-1.0 - x * x); }
    case -8: { return -sqrt_f(-1.0 - x * x); }
    case 9, -9, -10: { return x; }
    case 10: { return abs(x); }
    case 11: { return 0.0; }
    case 12: { return select(3.141592653589793, 0.0, x >= 0.0); }
    case -11, -12: { report(site + 1u); return 0.0; }
    default: { report(site + 2u); return 0.0; }
  }
}`, 'is_int_f', 'sqrt_f', 'sqrtx2p1_f', 'sinh_f', 'cosh_f', 'tanh_f', 'asin_f', 'acos_f', 'atan_f', 'asinh_f', 'acosh_f', 'atanh_f') },
    eval: (k, x) => {
      if (!Number.isInteger(k)) throw raise(CIRCLE_NOT_INTEGER);
      if (circleIsComplex(k, x)) throw raise(CIRCLE_COMPLEX);
      if (k === -11 || k === -12) throw raise(CIRCLE_NEEDS_COMPLEX);
      const v = circleValue(k, x);
      if (v === null) throw raise(NOT_A_CIRCLE_FUNCTION);
      return v;
    },
    identity: null, associativeOn: [], commutative: false,
    failures: [CIRCLE_NOT_INTEGER, CIRCLE_NEEDS_COMPLEX, NOT_A_CIRCLE_FUNCTION, CIRCLE_COMPLEX], fallible: 'yes', cost: 'dear',
  },
};
