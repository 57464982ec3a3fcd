// WGSL building blocks of double-float ("df64") arithmetic: how an f64 program computes on WebGPU,
// which has no f64. A value is a pair vec2<f32>(hi, lo), its value hi + lo exactly, normalised so
// that |lo| ≤ ½ulp(hi): 48 significand bits (relative precision 2⁻⁴⁸ ≈ 3.6E¯15) with f32's
// exponent range. The error-free transformations are Knuth's two-sum (exact for any pair of f32)
// and Dekker's product with Veltkamp's split (exact unless a factor is past 2¹¹⁴, where 4097·a
// would overflow); the composite operations follow Hida, Li and Bailey's QD library
// ("accurate" addition, and division and square root refined by Newton steps in df64).
//
// Drivers optimise floats as if they were reals: Mesa (llvmpipe, through Dawn's GLSL) rewrites
// (a + b) - a as b and a·b - a·b as 0, which cancels every error term. So each rounded result the
// error terms are taken from goes through df_hide(): its bits xor a word the compiler cannot see
// (the params word P_ZERO of every kernel, gpu/wgsl.ts, 0 at run time), an integer operation no
// float rewrite crosses. (Multiplying by a 1.0 read at run time was not enough: in a fold, Mesa
// still cancelled the error of a two-sum.) spec/gpu/df64-primitives checks on the device in use
// that the error terms survive, and spec/gpu/df64 that folds of them do.
import { wgsl as H, type WgslHelper } from './wgsl-helper.js';

export const WGSL_DF64: Readonly<Record<string, WgslHelper>> = {
  // x, through an xor with the params word P_ZERO, 0 at run time (see above)
  df_hide: H(`fn df_hide(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ params.w[0].w); }`),
  // a + b = s + e exactly (Knuth's two-sum, no condition on the operands)
  df_two_sum: H(`fn df_two_sum(a: f32, b: f32) -> vec2<f32> {
  let s = df_hide(a + b);
  let bb = df_hide(s - a);
  let e = (a - (s - bb)) + (b - bb);
  return vec2<f32>(s, e);
}`, 'df_hide'),
  // a + b = s + e exactly when |a| ≥ |b| or a = 0 (Dekker's fast two-sum)
  df_fast_two_sum: H(`fn df_fast_two_sum(a: f32, b: f32) -> vec2<f32> {
  let s = df_hide(a + b);
  return vec2<f32>(s, b - (s - a));
}`, 'df_hide'),
  // a = hi + lo exactly with hi and lo of 12 significant bits each (Veltkamp's split), so that
  // their products are exact in f32
  df_split: H(`fn df_split(a: f32) -> vec2<f32> {
  let c = df_hide(4097.0 * a);
  let hi = c - df_hide(c - a);
  return vec2<f32>(hi, a - hi);
}`, 'df_hide'),
  // a·b = p + e exactly (Dekker's product: every partial sum below is exact). Not fma(a, b, -p):
  // Dawn's GLSL for Mesa computes fma unfused, which gives e = 0.
  df_two_prod: H(`fn df_two_prod(a: f32, b: f32) -> vec2<f32> {
  let p = df_hide(a * b);
  let x = df_split(a);
  let y = df_split(b);
  let e1 = df_hide(x.x * y.x - p);
  let e2 = df_hide(e1 + df_hide(x.x * y.y));
  let e3 = df_hide(e2 + df_hide(x.y * y.x));
  return vec2<f32>(p, e3 + x.y * y.y);
}`, 'df_hide', 'df_split'),
  df_add: H(`fn df_add(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
  let s = df_two_sum(a.x, b.x);
  let t = df_two_sum(a.y, b.y);
  let u = df_fast_two_sum(s.x, s.y + t.x);
  return df_fast_two_sum(u.x, u.y + t.y);
}`, 'df_two_sum', 'df_fast_two_sum'),
  df_neg: H(`fn df_neg(a: vec2<f32>) -> vec2<f32> { return vec2<f32>(-a.x, -a.y); }`),
  df_sub: H(`fn df_sub(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> { return df_add(a, df_neg(b)); }`, 'df_add', 'df_neg'),
  // a·b with every partial product exact and the small terms summed apart, so that the only
  // rounding of size is the result's own: the QD library's cheaper form (the cross products
  // rounded in f32) misses by up to 3 units of 2⁻⁴⁸, past the 1E¯14 aimed at
  df_mul: H(`fn df_mul(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
  let p = df_two_prod(a.x, b.x);
  let c1 = df_two_prod(a.x, b.y);
  let c2 = df_two_prod(a.y, b.x);
  let s1 = df_two_sum(p.y, c1.x);
  let s2 = df_two_sum(s1.x, c2.x);
  let tail = (s1.y + s2.y) + ((c1.y + c2.y) + a.y * b.y);
  let u = df_fast_two_sum(p.x, s2.x);
  return df_fast_two_sum(u.x, u.y + tail);
}`, 'df_two_prod', 'df_two_sum', 'df_fast_two_sum'),
  // a ÷ b, b ≠ 0: three quotient digits, each the f32 quotient of the remainder (an f32 division
  // may be off by a few ulps on a GPU; the next digit corrects it)
  df_div: H(`fn df_div(a: vec2<f32>, b: vec2<f32>) -> vec2<f32> {
  let q1 = a.x / b.x;
  let r1 = df_sub(a, df_mul(b, vec2<f32>(q1, 0.0)));
  let q2 = r1.x / b.x;
  let r2 = df_sub(r1, df_mul(b, vec2<f32>(q2, 0.0)));
  let q3 = r2.x / b.x;
  return df_add(df_fast_two_sum(q1, q2), vec2<f32>(q3, 0.0));
}`, 'df_sub', 'df_mul', 'df_add', 'df_fast_two_sum'),
  // √a, a ≥ 0: two Newton steps s ← (s + a÷s)÷2 in pairs from the f32 root (each doubles the
  // bits), written out rather than looped: a helper's loops count against llvmpipe's loop budget
  df_sqrt: H(`fn df_sqrt(a: vec2<f32>) -> vec2<f32> {
  if (a.x <= 0.0) { return vec2<f32>(0.0, 0.0); }
  let s0 = vec2<f32>(sqrt(a.x), 0.0);
  let t1 = df_add(s0, df_div(a, s0));
  let s1 = vec2<f32>(0.5 * t1.x, 0.5 * t1.y);
  let t2 = df_add(s1, df_div(a, s1));
  return vec2<f32>(0.5 * t2.x, 0.5 * t2.y);
}`, 'df_add', 'df_div'),
  // a < b for normalised pairs: by hi, then by lo
  df_lt: H(`fn df_lt(a: vec2<f32>, b: vec2<f32>) -> bool { return a.x < b.x || (a.x == b.x && a.y < b.y); }`),
  df_eq: H(`fn df_eq(a: vec2<f32>, b: vec2<f32>) -> bool { return a.x == b.x && a.y == b.y; }`),
  // ⌊a as a pair of whole floats: a non-whole hi decides alone (|lo| is below its distance to a whole number)
  df_floor: H(`fn df_floor(a: vec2<f32>) -> vec2<f32> {
  let h = floor(a.x);
  if (h != a.x) { return vec2<f32>(h, 0.0); }
  return df_fast_two_sum(h, floor(a.y));
}`, 'df_fast_two_sum'),
  // an i32 exactly: its multiple of 2¹⁶ and its low 16 bits are each an f32
  df_from_i32: H(`fn df_from_i32(x: i32) -> vec2<f32> {
  let low = x & 0xffff;
  return df_two_sum(f32(x - low), f32(low));
}`, 'df_two_sum'),
  // whether a whole pair is within i32 (hi alone may be ±2³¹ with lo taking it back inside); NaN is not
  df_in_i32: H(`fn df_in_i32(a: vec2<f32>) -> bool {
  if (!(a.x >= -2147483648.0 && a.x <= 2147483648.0)) { return false; }
  return !(a.x == 2147483648.0 && a.y >= 0.0) && !(a.x == -2147483648.0 && a.y < 0.0);
}`),
  // ToInt32 of a whole pair (x|0 in JavaScript): each half wraps modulo 2³², and so does their sum
  df_to_i32_wrap: H(`fn df_to_i32_wrap(a: vec2<f32>) -> i32 { return f2i_wrap(a.x) + f2i_wrap(a.y); }`, 'f2i_wrap'),
};
