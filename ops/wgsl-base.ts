// WGSL building blocks shared by the op helpers (ops/*.ts): f32 constants and conversions,
// Γ, the hyperbolic and inverse trigonometric functions written out for accuracy, exact products.
import { WGSL_DF64 } from './wgsl-df64.js';
import { wgsl as H, wgslLooping, type WgslHelper } from './wgsl-helper.js';

export const WGSL_BASE: Readonly<Record<string, WgslHelper>> = {
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
  // a float result that is not finite (exponent bits all ones: ±∞ or NaN) is reported, bit-tested
  // because WGSL lets a compiler assume that floats are finite (ops/float-range.ts); fail_if keeps
  // the site without a branch (gpu/error-status.ts), and the value goes on as it is
  in_range_f: H(`fn in_range_f(x: f32, site: u32) -> f32 { fail_if((bitcast<u32>(x) & 0x7f800000u) == 0x7f800000u, site); return x; }`),
  in_range_d: H(`fn in_range_d(x: vec2<f32>, site: u32) -> vec2<f32> { fail_if((bitcast<u32>(x.x) & 0x7f800000u) == 0x7f800000u, site); return x; }`),
  // ?'s hash of a key (ops/random.ts: lowbias32, whose hash32 computes the same in JavaScript)
  rl_hash: H(`fn rl_hash(key: i32) -> u32 {
  var x = bitcast<u32>(key);
  x = x ^ (x >> 16u);
  x = x * 0x7feb352du;
  x = x ^ (x >> 15u);
  x = x * 0x846ca68bu;
  x = x ^ (x >> 16u);
  return x;
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
  gamma1p_real: wgslLooping(61, `fn gamma1p_real(x: f32) -> f32 {
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
  fact_val: wgslLooping(41, `fn fact_val(x: f32) -> f32 {
  if (is_int_f(x)) {
    if (x > 40.0) { return f_inf(); }
    var r = 1.0;
    for (var i = 2.0; i <= x; i += 1.0) { r = r * i; }
    return r;
  }
  return gamma1p_real(x);
}`, 'is_int_f', 'gamma1p_real', 'f_inf'),
  // The hyperbolic functions are written out: the builtins lose all precision near 0 on some
  // drivers (sinh as (eˣ-e⁻ˣ)/2), which the reference (f64, then rounded) does not.
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
  // sqrt(1+x²) without overflow of x² (the reference squares in f64).
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
  pow_int: wgslLooping(11, `fn pow_int(a: f32, b: f32) -> f32 {
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
  // b - a·⌊b÷a⌋ is computed as the reference computes it in f64 before rounding.
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
  // double-float arithmetic, for f64 programs on WebGPU
  ...WGSL_DF64,
};
