// WGSL for the scalar operators of core-ir/ops.ts: one helper function per (op, operand kind).
//
// Every op is a function call, never an inline operator, for two reasons: WGSL rejects a
// constant expression that overflows (`2147483647i + 1i` is a shader-creation error while ops.ts
// wraps), and a call is never a constant expression; and error-raising ops need a place to report.
// Ops that raise a DOMAIN ERROR in ops.ts take a `site` argument: the first of consecutive error
// codes, one per failure kind (see `failures`), which they pass to `report`.
import type { BinOp, Elem, RuntimeErrorClass, UnOp } from '../core-ir/syntax.js';

/** A WGSL helper function and the helpers it calls. */
export interface Helper {
  readonly deps: readonly string[];
  readonly src: string;
}

export interface Failure {
  readonly cls: RuntimeErrorClass;
  readonly message: string;
}

/** How to call an op: the helper's name and the failures it may report (in site order). */
export interface OpFn {
  readonly fn: string;
  readonly failures: readonly Failure[];
}

const dom = (message: string): Failure => ({ cls: 'DOMAIN', message });

/** 'f' for float operands, 'i' for bool/int/char (all i32 in WGSL). */
const kind = (elem: Elem): 'f' | 'i' => (elem === 'float' ? 'f' : 'i');

const H = (src: string, ...deps: string[]): Helper => ({ src, deps });

// Building blocks shared by the op helpers. `report` is emitted by the kernel builder (it needs
// the status binding and the dispatch's sequence number).
const BASE: Record<string, Helper> = {
  bits_f32: H(`fn bits_f32(b: u32) -> f32 { return bitcast<f32>(b); }`),
  f_nan: H(`fn f_nan() -> f32 { return bits_f32(0x7fc00000u); }`, 'bits_f32'),
  f_inf: H(`fn f_inf() -> f32 { return bits_f32(0x7f800000u); }`, 'bits_f32'),
  // ECMAScript ToInt32 of an integral f32 (x|0): in-range values convert directly; larger ones
  // wrap modulo 2^32 (WGSL's i32() would saturate); NaN and infinities give 0.
  f2i_wrap: H(`fn f2i_wrap(x: f32) -> i32 {
  if (abs(x) < 2147483648.0) { return i32(x); }
  let bits = bitcast<u32>(x);
  let e = i32((bits >> 23u) & 0xffu) - 127;
  if (e == 128 || e - 23 >= 32) { return 0; }
  let u = ((bits & 0x7fffffu) | 0x800000u) << u32(e - 23);
  if ((bits & 0x80000000u) != 0u) { return bitcast<i32>(0u - u); }
  return bitcast<i32>(u);
}`),
  is_int_f: H(`fn is_int_f(x: f32) -> bool { return x == floor(x) && abs(x) <= 3.4028234663852886e38; }`),
  ln_raw: H(`fn ln_raw(x: f32) -> f32 {
  if (x < 0.0) { return f_nan(); }
  if (x == 0.0) { return -f_inf(); }
  return log(x);
}`, 'f_nan', 'f_inf'),
  // Γ(1+f) for 0 ≤ f ≤ 1: Abramowitz & Stegun 6.1.36, |error| ≤ 3e-7.
  gamma1p_unit: H(`fn gamma1p_unit(f: f32) -> f32 {
  return 1.0 + f * (-0.577191652 + f * (0.988205891 + f * (-0.897056937 + f * (0.918206857
    + f * (-0.756704078 + f * (0.482199394 + f * (-0.193527818 + f * 0.035868343)))))));
}`),
  // Γ(1+x) for non-integral x: shift into [0,1) with the recurrence. Each shifted factor is exact
  // in f32, so the error is one rounding per factor; past 40 factors the result is out of f32 range.
  gamma1p_real: H(`fn gamma1p_real(x: f32) -> f32 {
  let n = floor(x);
  let fr = x - n;
  var r = gamma1p_unit(fr);
  if (n >= 0.0) {
    if (n > 40.0) { return f_inf(); }
    for (var j = 1.0; j <= n; j += 1.0) { r = r * (fr + j); }
    return r;
  }
  if (n < -60.0) { return 0.0; }
  for (var i = 0.0; i < -n; i += 1.0) { r = r / (1.0 + x + i); }
  return r;
}`, 'gamma1p_unit', 'f_inf'),
  // x! for the binomial: the DOMAIN failure (negative integer) is reported by the caller.
  fact_ok: H(`fn fact_ok(x: f32) -> bool { return !(is_int_f(x) && x < 0.0); }`, 'is_int_f'),
  fact_val: H(`fn fact_val(x: f32) -> f32 {
  if (is_int_f(x)) {
    if (x > 40.0) { return f_inf(); }
    var r = 1.0;
    for (var i = 2.0; i <= x; i += 1.0) { r = r * i; }
    return r;
  }
  return gamma1p_real(x);
}`, 'is_int_f', 'gamma1p_real', 'f_inf'),
  // The hyperbolic functions are written out: the builtins lose all precision near 0 on some
  // drivers (sinh as (eˣ-e⁻ˣ)/2), which ops.ts (f64, then rounded) does not.
  sinh_f: H(`fn sinh_f(x: f32) -> f32 {
  let a = abs(x);
  if (a < 1.0) {
    let x2 = x * x;
    return x * (1.0 + x2 / 6.0 * (1.0 + x2 / 20.0 * (1.0 + x2 / 42.0 * (1.0 + x2 / 72.0 * (1.0 + x2 / 110.0 * (1.0 + x2 / 156.0))))));
  }
  let h = exp(a - 0.693147180559945) - 0.5 * exp(-a);
  return select(h, -h, x < 0.0);
}`),
  cosh_f: H(`fn cosh_f(x: f32) -> f32 {
  let a = abs(x);
  return exp(a - 0.693147180559945) + 0.5 * exp(-a);
}`),
  tanh_f: H(`fn tanh_f(x: f32) -> f32 {
  let a = abs(x);
  if (a < 0.5) { return sinh_f(x) / cosh_f(x); }
  if (a > 20.0) { return sign(x); }
  let e = exp(-2.0 * a);
  let t = (1.0 - e) / (1.0 + e);
  return select(t, -t, x < 0.0);
}`, 'sinh_f', 'cosh_f'),
  asinh_f: H(`fn asinh_f(x: f32) -> f32 {
  let a = abs(x);
  var r: f32;
  if (a < 0.25) {
    let x2 = a * a;
    r = a * (1.0 + x2 * (-1.0 / 6.0 + x2 * (3.0 / 40.0 + x2 * (-15.0 / 336.0 + x2 * (105.0 / 3456.0 + x2 * (-945.0 / 42240.0))))));
  } else if (a > 1e18) {
    r = log(a) + 0.693147180559945;
  } else {
    r = log(a + sqrt(a * a + 1.0));
  }
  return select(r, -r, x < 0.0);
}`),
  acosh_f: H(`fn acosh_f(x: f32) -> f32 {
  if (x < 1.0) { return f_nan(); }
  if (x > 1e18) { return log(x) + 0.693147180559945; }
  let t = x - 1.0;
  if (t < 0.25) {
    // acosh(1+t) = sqrt(2t)·(1 - t/12 + 3t²/160 - 5t³/896 + 35t⁴/18432 - 63t⁵/90112)
    return sqrt(2.0 * t) * (1.0 + t * (-1.0 / 12.0 + t * (3.0 / 160.0 + t * (-5.0 / 896.0 + t * (35.0 / 18432.0 + t * (-63.0 / 90112.0))))));
  }
  return log(x + sqrt(t * (x + 1.0)));
}`, 'f_nan'),
  atanh_f: H(`fn atanh_f(x: f32) -> f32 {
  let a = abs(x);
  var r: f32;
  if (a > 1.0) { return f_nan(); }
  if (a == 1.0) { r = f_inf(); }
  else if (a < 0.25) {
    let x2 = a * a;
    r = a * (1.0 + x2 * (1.0 / 3.0 + x2 * (1.0 / 5.0 + x2 * (1.0 / 7.0 + x2 * (1.0 / 9.0 + x2 * (1.0 / 11.0 + x2 * (1.0 / 13.0)))))));
  } else {
    r = 0.5 * log((1.0 + a) / (1.0 - a));
  }
  return select(r, -r, x < 0.0);
}`, 'f_nan', 'f_inf'),
  // sqrt(1+x²) without overflow of x² (ops.ts squares in f64).
  sqrtx2p1_f: H(`fn sqrtx2p1_f(x: f32) -> f32 { let a = abs(x); if (a > 1e18) { return a; } return sqrt(1.0 + a * a); }`),
  sqrt_f: H(`fn sqrt_f(x: f32) -> f32 { if (x < 0.0) { return f_nan(); } return sqrt(x); }`, 'f_nan'),
  // The inverse trigonometric functions after Cephes (asinf, atanf): llvmpipe's builtins are
  // off by up to 2e-4.
  asin_f: H(`fn asin_f(x: f32) -> f32 {
  let a = abs(x);
  if (a > 1.0) { return f_nan(); }
  var s = a;
  var z = a * a;
  let far = a > 0.5;
  if (far) { z = 0.5 * (1.0 - a); s = sqrt(z); }
  var r = ((((4.2163199048e-2 * z + 2.4181311049e-2) * z + 4.5470025998e-2) * z + 7.4953002686e-2) * z + 1.6666752422e-1) * z * s + s;
  if (far) { r = 1.5707963267948966 - 2.0 * r; }
  return select(r, -r, x < 0.0);
}`, 'f_nan'),
  acos_f: H(`fn acos_f(x: f32) -> f32 {
  if (abs(x) > 1.0) { return f_nan(); }
  if (x < -0.5) { return 3.141592653589793 - 2.0 * asin_f(sqrt(0.5 * (1.0 + x))); }
  if (x > 0.5) { return 2.0 * asin_f(sqrt(0.5 * (1.0 - x))); }
  return 1.5707963267948966 - asin_f(x);
}`, 'f_nan', 'asin_f'),
  atan_f: H(`fn atan_f(x: f32) -> f32 {
  var a = abs(x);
  var y = 0.0;
  if (a > 2.414213562373095) { y = 1.5707963267948966; a = -1.0 / a; }
  else if (a > 0.414213562373095) { y = 0.7853981633974483; a = (a - 1.0) / (a + 1.0); }
  let z = a * a;
  y = y + (((8.05374449538e-2 * z - 1.38776856032e-1) * z + 1.99777106478e-1) * z - 3.33329491539e-1) * z * a + a;
  return select(y, -y, x < 0.0);
}`),
  // |a| to an integral power by repeated squaring: exact when the result is representable, as
  // Math.pow is for small integers (exp2(b·log2 a) is not: 3*2 would not be 9).
  pow_int: H(`fn pow_int(a: f32, b: f32) -> f32 {
  var e = u32(abs(b));
  var base = a;
  var r = 1.0;
  loop {
    if ((e & 1u) != 0u) { r = r * base; }
    e = e >> 1u;
    if (e == 0u) { break; }
    base = base * base;
  }
  return select(r, 1.0 / r, b < 0.0);
}`),
  // Exact product a·q as hi + lo (Veltkamp split, Dekker product), so that the float residue
  // b - a·⌊b÷a⌋ is computed as ops.ts computes it in f64 before rounding.
  two_prod: H(`fn two_prod(a: f32, b: f32) -> vec2<f32> {
  let hi = a * b;
  let ca = 4097.0 * a;
  let ah = ca - (ca - a);
  let al = a - ah;
  let cb = 4097.0 * b;
  let bh = cb - (cb - b);
  let bl = b - bh;
  let lo = ((ah * bh - hi) + ah * bl + al * bh) + al * bl;
  return vec2<f32>(hi, lo);
}`),
};

const UN: Partial<Record<`${UnOp}_${'f' | 'i'}`, Helper>> = {
  neg_i: H(`fn u_neg_i(x: i32) -> i32 { return 0 - x; }`),
  neg_f: H(`fn u_neg_f(x: f32) -> f32 { return -x; }`),
  signum_i: H(`fn u_signum_i(x: i32) -> i32 { return sign(x); }`),
  signum_f: H(`fn u_signum_f(x: f32) -> f32 { return select(select(0.0, -1.0, x < 0.0), 1.0, x > 0.0); }`),
  recip_f: H(`fn u_recip_f(x: f32, site: u32) -> f32 { if (x == 0.0) { report(site); return 0.0; } return 1.0 / x; }`),
  exp_f: H(`fn u_exp_f(x: f32) -> f32 { return exp(x); }`),
  ln_f: H(`fn u_ln_f(x: f32, site: u32) -> f32 { if (x < 0.0) { report(site); return 0.0; } return ln_raw(x); }`, 'ln_raw'),
  abs_i: H(`fn u_abs_i(x: i32) -> i32 { return abs(x); }`),
  abs_f: H(`fn u_abs_f(x: f32) -> f32 { return abs(x); }`),
  floor_i: H(`fn u_floor_i(x: i32) -> i32 { return x; }`),
  floor_f: H(`fn u_floor_f(x: f32) -> i32 { return f2i_wrap(floor(x)); }`, 'f2i_wrap'),
  ceil_i: H(`fn u_ceil_i(x: i32) -> i32 { return x; }`),
  ceil_f: H(`fn u_ceil_f(x: f32) -> i32 { return f2i_wrap(ceil(x)); }`, 'f2i_wrap'),
  not_i: H(`fn u_not_i(x: i32, site: u32) -> i32 { if (x != 0 && x != 1) { report(site); return 0; } return 1 - x; }`),
  pitimes_f: H(`fn u_pitimes_f(x: f32) -> f32 { return 3.141592653589793 * x; }`),
  factorial_f: H(`fn u_factorial_f(x: f32, site: u32) -> f32 { if (!fact_ok(x)) { report(site); return 0.0; } return fact_val(x); }`, 'fact_ok', 'fact_val'),
  sqrt_f: H(`fn u_sqrt_f(x: f32) -> f32 { return sqrt_f(x); }`, 'sqrt_f'),
  sin_f: H(`fn u_sin_f(x: f32) -> f32 { return sin(x); }`),
  cos_f: H(`fn u_cos_f(x: f32) -> f32 { return cos(x); }`),
  tan_f: H(`fn u_tan_f(x: f32) -> f32 { return tan(x); }`),
  // outside their real domains these would give complex numbers (ops.ts circleIsComplex)
  asin_f: H(`fn u_asin_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return asin_f(x); }`, 'asin_f'),
  acos_f: H(`fn u_acos_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return acos_f(x); }`, 'acos_f'),
  atan_f: H(`fn u_atan_f(x: f32) -> f32 { return atan_f(x); }`, 'atan_f'),
  sinh_f: H(`fn u_sinh_f(x: f32) -> f32 { return sinh_f(x); }`, 'sinh_f'),
  cosh_f: H(`fn u_cosh_f(x: f32) -> f32 { return cosh_f(x); }`, 'cosh_f'),
  tanh_f: H(`fn u_tanh_f(x: f32) -> f32 { return tanh_f(x); }`, 'tanh_f'),
  asinh_f: H(`fn u_asinh_f(x: f32) -> f32 { return asinh_f(x); }`, 'asinh_f'),
  acosh_f: H(`fn u_acosh_f(x: f32, site: u32) -> f32 { if (x < 1.0) { report(site); return 0.0; } return acosh_f(x); }`, 'acosh_f'),
  atanh_f: H(`fn u_atanh_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return atanh_f(x); }`, 'atanh_f'),
  // (1-x)(1+x) rather than 1-x²: no cancellation near |x| = 1 (ops.ts has f64 there).
  sqrt1mx2_f: H(`fn u_sqrt1mx2_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return sqrt_f((1.0 - x) * (1.0 + x)); }`, 'sqrt_f'),
  sqrtx2p1_f: H(`fn u_sqrtx2p1_f(x: f32) -> f32 { return sqrtx2p1_f(x); }`, 'sqrtx2p1_f'),
  sqrtx2m1_f: H(`fn u_sqrtx2m1_f(x: f32, site: u32) -> f32 {
  if (x > -1.0 && x < 1.0) { report(site); return 0.0; }
  if (x == -1.0) { return 0.0; }
  return (x + 1.0) * sqrt_f((x - 1.0) / (x + 1.0));
}`, 'sqrt_f'),
  toFloat_i: H(`fn u_toFloat_i(x: i32) -> f32 { return f32(x); }`),
  toFloat_f: H(`fn u_toFloat_f(x: f32) -> f32 { return x; }`),
  toInt_i: H(`fn u_toInt_i(x: i32) -> i32 { return x; }`),
  toInt_f: H(`fn u_toInt_f(x: f32) -> i32 { return f2i_wrap(trunc(x)); }`, 'f2i_wrap'),
  toBool_i: H(`fn u_toBool_i(x: i32, site: u32) -> i32 { if (x != 0 && x != 1) { report(site); return 0; } return x; }`),
};

const UN_FAILURES: Partial<Record<UnOp, readonly Failure[]>> = {
  recip: [dom('÷0')],
  ln: [dom('⍟ of a negative number')],
  not: [dom('~ needs booleans')],
  factorial: [dom('! of a negative integer')],
  toBool: [dom('a boolean (0 or 1) is needed')],
  asin: [dom('¯1○ of this number would be a complex number')],
  acos: [dom('¯2○ of this number would be a complex number')],
  acosh: [dom('¯6○ of this number would be a complex number')],
  atanh: [dom('¯7○ of this number would be a complex number')],
  sqrt1mx2: [dom('0○ of this number would be a complex number')],
  sqrtx2m1: [dom('¯4○ of this number would be a complex number')],
};

const cmp = (name: string, op: string, t: string): Helper =>
  H(`fn b_${name}(a: ${t}, b: ${t}) -> i32 { return select(0, 1, a ${op} b); }`);

const BIN: Partial<Record<`${BinOp}_${'f' | 'i'}`, Helper>> = {
  add_i: H(`fn b_add_i(a: i32, b: i32) -> i32 { return a + b; }`),
  add_f: H(`fn b_add_f(a: f32, b: f32) -> f32 { return a + b; }`),
  sub_i: H(`fn b_sub_i(a: i32, b: i32) -> i32 { return a - b; }`),
  sub_f: H(`fn b_sub_f(a: f32, b: f32) -> f32 { return a - b; }`),
  mul_i: H(`fn b_mul_i(a: i32, b: i32) -> i32 { return a * b; }`),
  mul_f: H(`fn b_mul_f(a: f32, b: f32) -> f32 { return a * b; }`),
  div_f: H(`fn b_div_f(a: f32, b: f32, site: u32) -> f32 {
  if (b == 0.0) { if (a == 0.0) { return 1.0; } report(site); return 0.0; }
  return a / b;
}`),
  pow_f: H(`fn b_pow_f(a: f32, b: f32, site: u32) -> f32 {
  if (a == 0.0 && b < 0.0) { report(site); return 0.0; }
  let bi = is_int_f(b);
  if (a < 0.0 && !bi) { report(site + 1u); return 0.0; }
  if (b == 0.0) { return 1.0; }
  if (a == 0.0) { return 0.0; }
  var m: f32;
  if (bi && abs(b) <= 1024.0) { m = pow_int(abs(a), b); } else { m = pow(abs(a), b); }
  if (a < 0.0 && bi && (u32(abs(b) % 2.0) == 1u)) { return -m; }
  return m;
}`, 'is_int_f', 'pow_int'),
  log_f: H(`fn b_log_f(a: f32, b: f32, site: u32) -> f32 {
  if (a < 0.0 || b < 0.0) { report(site); return 0.0; }
  if (b == 0.0) { report(site + 1u); return 0.0; }
  return ln_raw(b) / ln_raw(a);
}`, 'ln_raw'),
  mod_i: H(`fn b_mod_i(a: i32, b: i32) -> i32 {
  if (a == 0) { return b; }
  var r = b % a;
  if (r != 0 && ((r < 0) != (a < 0))) { r = r + a; }
  return r;
}`),
  mod_f: H(`fn b_mod_f(a: f32, b: f32) -> f32 {
  if (a == 0.0) { return b; }
  // ⌊b÷a⌋ in f32 can be off by many units when b÷a is large: reduce twice, exactly each time.
  var r = b;
  for (var k = 0; k < 2; k++) {
    let q = floor(r / a);
    let p = two_prod(a, q);
    r = (r - p.x) - p.y;
  }
  if (a > 0.0) {
    if (r < 0.0) { r = r + a; } else if (r >= a) { r = r - a; }
  } else {
    if (r > 0.0) { r = r + a; } else if (r <= a) { r = r - a; }
  }
  return r;
}`, 'two_prod'),
  min_i: H(`fn b_min_i(a: i32, b: i32) -> i32 { return min(a, b); }`),
  min_f: H(`fn b_min_f(a: f32, b: f32) -> f32 { return min(a, b); }`),
  max_i: H(`fn b_max_i(a: i32, b: i32) -> i32 { return max(a, b); }`),
  max_f: H(`fn b_max_f(a: f32, b: f32) -> f32 { return max(a, b); }`),
  and_i: H(`fn b_and_i(a: i32, b: i32) -> i32 { return a & b; }`),
  or_i: H(`fn b_or_i(a: i32, b: i32) -> i32 { return a | b; }`),
  nand_i: H(`fn b_nand_i(a: i32, b: i32) -> i32 { return 1 - (a & b); }`),
  nor_i: H(`fn b_nor_i(a: i32, b: i32) -> i32 { return 1 - (a | b); }`),
  // In u32 so that |¯2147483648| is 2147483648, as in ops.ts's f64 arithmetic.
  gcd_i: H(`fn b_gcd_i(a: i32, b: i32) -> i32 {
  var x = bitcast<u32>(abs(a));
  var y = bitcast<u32>(abs(b));
  loop { if (y == 0u) { break; } let t = x % y; x = y; y = t; }
  return bitcast<i32>(x);
}`),
  lcm_i: H(`fn b_lcm_i(a: i32, b: i32) -> i32 {
  if (a == 0 || b == 0) { return 0; }
  let g = bitcast<u32>(b_gcd_i(a, b));
  let m = (bitcast<u32>(abs(a)) / g) * bitcast<u32>(abs(b));
  if ((a < 0) != (b < 0)) { return bitcast<i32>(0u - m); }
  return bitcast<i32>(m);
}`, 'gcd_i'),
  lt_i: cmp('lt_i', '<', 'i32'), lt_f: cmp('lt_f', '<', 'f32'),
  le_i: cmp('le_i', '<=', 'i32'), le_f: cmp('le_f', '<=', 'f32'),
  eq_i: cmp('eq_i', '==', 'i32'), eq_f: cmp('eq_f', '==', 'f32'),
  ge_i: cmp('ge_i', '>=', 'i32'), ge_f: cmp('ge_f', '>=', 'f32'),
  gt_i: cmp('gt_i', '>', 'i32'), gt_f: cmp('gt_f', '>', 'f32'),
  ne_i: cmp('ne_i', '!=', 'i32'), ne_f: cmp('ne_f', '!=', 'f32'),
  binom_f: H(`fn b_binom_f(a: f32, b: f32, site: u32) -> f32 {
  if (is_int_f(a) && is_int_f(b)) {
    // integers, extended through the poles of Γ as in ops.ts: C(n, kk) times a sign, or 0
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
    // r at least doubles a step, so it overflows within 129 steps; ∞ stays ∞ (as in ops.ts).
    for (var i = 1.0; i <= k && r <= 3.4028234663852886e38; i += 1.0) { r = (r * (n - k + i)) / i; }
    return s * round(r);
  }
  if (!fact_ok(b) || !fact_ok(a) || !fact_ok(b - a)) { report(site); return 0.0; }
  return fact_val(b) / (fact_val(a) * fact_val(b - a));
}`, 'is_int_f', 'fact_ok', 'fact_val'),
  circle_f: H(`fn b_circle_f(k: f32, x: f32, site: u32) -> f32 {
  if (!is_int_f(k)) { report(site); return 0.0; }
  let kk = i32(clamp(k, -100.0, 100.0));
  // no real value here (ops.ts circleIsComplex)
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
}`, 'is_int_f', 'sqrt_f', 'sqrtx2p1_f', 'sinh_f', 'cosh_f', 'tanh_f', 'asin_f', 'acos_f', 'atan_f', 'asinh_f', 'acosh_f', 'atanh_f'),
  // ⌊a÷b⌋; b = 0 gives 0 as ops.ts's ToInt32 of ±∞ or NaN does.
  idiv_i: H(`fn b_idiv_i(a: i32, b: i32) -> i32 {
  if (b == 0) { return 0; }
  var q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) { q = q - 1; }
  return q;
}`),
};

const BIN_FAILURES: Partial<Record<BinOp, readonly Failure[]>> = {
  div: [dom('division by zero')],
  pow: [dom('0 to a negative power'), dom('negative number to a fractional power')],
  binom: [dom('! of a negative integer')],
  circle: [
    dom('left argument of ○ must be an integer'),
    dom('¯11○ and ¯12○ need complex numbers'),
    dom('the left argument of ○ is not a circle function number'),
    dom('k○x would be a complex number'),
  ],
  log: [dom('⍟ of a negative number would be a complex number'), dom('⍟ of 0')],
};

/**
 * The most loop iterations one call of a helper runs (its dependencies excluded). llvmpipe stops
 * an invocation's loops after 65535 iterations in all, so kernels that loop over elements size
 * their loops by what the lambdas cost (see kernels-soac.ts).
 */
const LOOP_ITERATIONS: Record<string, number> = {
  gamma1p_real: 61,
  fact_val: 41,
  pow_int: 11,
  b_gcd_i: 48,
  b_binom_f: 130,
  b_mod_f: 2,
};

/** Loop iterations of one call of a helper, its dependencies included (an upper bound). */
export function loopCost(fn: string): number {
  const h = opHelper(fn);
  if (h === undefined) return 0;
  return (LOOP_ITERATIONS[fn] ?? 0) + h.deps.reduce((s, d) => s + loopCost(depFnName(d)), 0);
}

export function unOpFn(op: UnOp, elem: Elem): OpFn {
  const key = `${op}_${kind(elem)}` as const;
  if (UN[key] === undefined) throw new Error(`no WGSL for unary ${op} on ${elem}`);
  return { fn: `u_${key}`, failures: UN_FAILURES[op] ?? [] };
}

export function binOpFn(op: BinOp, elem: Elem): OpFn {
  const key = `${op}_${kind(elem)}` as const;
  if (BIN[key] === undefined) throw new Error(`no WGSL for binary ${op} on ${elem}`);
  return { fn: `b_${key}`, failures: BIN_FAILURES[op] ?? [] };
}

/** The helper with the given function name (u_…, b_… or a building block), if any. */
export function opHelper(fn: string): Helper | undefined {
  if (fn.startsWith('u_')) return UN[fn.slice(2) as keyof typeof UN];
  if (fn.startsWith('b_')) return BIN[fn.slice(2) as keyof typeof BIN];
  return BASE[fn];
}

/** Helper dependencies are written without their u_/b_ prefix when they are ops (gcd_i). */
export function depFnName(dep: string): string {
  if (BASE[dep] !== undefined) return dep;
  if (BIN[dep as keyof typeof BIN] !== undefined) return `b_${dep}`;
  if (UN[dep as keyof typeof UN] !== undefined) return `u_${dep}`;
  throw new Error(`unknown WGSL helper ${dep}`);
}
