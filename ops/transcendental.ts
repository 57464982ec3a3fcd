// The monadic functions of floats: * ⍟ ○ ! and the circle functions k○x that a known k makes
// unary (passes/lower-scalar.ts). Values are computed in f64 (the caller rounds to the program's
// float width, float-width.ts); the WGSL helpers
// are written out where the builtins lose accuracy on some drivers (wgsl-base.ts).
import { domain, limit, raise, type Failure } from './failure.js';
import { circleIsComplex, circleValue, factorial, FACTORIAL_OF_NEGATIVE_INTEGER } from './numeric.js';
import type { UnOpSpec } from './op-spec.js';
import { wgsl as H, type WgslHelper } from './wgsl-helper.js';

export type TranscendentalUnOp =
  | 'exp' | 'ln' | 'pitimes' | 'factorial' | 'sqrt'
  | 'sin' | 'cos' | 'tan' | 'asin' | 'acos' | 'atan'
  | 'sinh' | 'cosh' | 'tanh' | 'asinh' | 'acosh' | 'atanh'
  | 'sqrt1mx2' | 'sqrtx2p1' | 'sqrtx2m1';

/** A float function that cannot fail (`df64`: its double-float rendering, where it has one). */
const total = (doc: string, helper: WgslHelper, ev: (x: number) => number, js?: (x: string) => string, df64?: WgslHelper): UnOpSpec => ({
  doc,
  operands: { float: helper, ...(df64 ? { df64 } : {}) },
  eval: ev,
  failures: [], fallible: 'no', cost: 'dear',
  ...(js ? { js: { float: (x: string) => js(`(${x})`) } } : {}),
});

/** A float function with one failure; `js`: where it fails and its value, as JavaScript. */
const partial = (doc: string, helper: WgslHelper, failure: Failure, fails: (x: number) => boolean, ev: (x: number) => number, js: { readonly fails: (x: string) => string; readonly value: (x: string) => string }): UnOpSpec => ({
  doc,
  operands: { float: helper },
  eval: (x) => {
    if (fails(x)) throw raise(failure);
    return ev(x);
  },
  failures: [failure], fallible: 'yes', cost: 'dear',
  js: { float: (x, fail) => `(${js.fails(x)} ? ${fail(0)} : ${js.value(x)})` },
});

/**
 * k○x for a known k whose real value may not exist: Dyalog gives a complex number there; the flat
 * model has none, so it is a DOMAIN ERROR.
 */
const circleFn = (k: CircleK, doc: string, helper: WgslHelper): UnOpSpec => {
  const glyph = `${k < 0 ? '¯' + -k : k}○`;
  return partial(doc, helper, limit(`${glyph} of this number is a complex number, which aplc does not hold`), (x) => circleIsComplex(k, x), (x) => circleValue(k, x)!, CIRCLE_JS[k]);
};

type CircleK = 0 | -1 | -2 | -4 | -6 | -7;

/** numeric.ts circleIsComplex and circleValue of each k that circleFn takes, as JavaScript */
const CIRCLE_JS: Record<CircleK, { readonly fails: (x: string) => string; readonly value: (x: string) => string }> = {
  0: { fails: (x) => `Math.abs(${x}) > 1`, value: (x) => `Math.sqrt(1 - ${x} * ${x})` },
  [-1]: { fails: (x) => `Math.abs(${x}) > 1`, value: (x) => `Math.asin(${x})` },
  [-2]: { fails: (x) => `Math.abs(${x}) > 1`, value: (x) => `Math.acos(${x})` },
  [-4]: { fails: (x) => `(${x} > -1 && ${x} < 1)`, value: (x) => `(${x} === -1 ? 0 : (${x} + 1) * Math.sqrt((${x} - 1) / (${x} + 1)))` },
  [-6]: { fails: (x) => `${x} < 1`, value: (x) => `Math.acosh(${x})` },
  [-7]: { fails: (x) => `Math.abs(${x}) > 1`, value: (x) => `Math.atanh(${x})` },
};

// a complex result exists (Dyalog gives it): a LIMIT ERROR, as aplc holds no complex numbers
const LN_OF_NEGATIVE = limit('⍟ of a negative number is a complex number, which aplc does not hold');
const LN_OF_ZERO = domain('⍟ of 0');

export const TRANSCENDENTAL_UN: Record<TranscendentalUnOp, UnOpSpec> = {
  exp: total('*x', H(`fn u_exp_f(x: f32) -> f32 { return exp(x); }`), Math.exp, (x) => `Math.exp(${x})`),
  ln: {
    doc: '⍟x (Dyalog gives complex results for negatives and DOMAIN ERROR for 0; flat arrays have neither)',
    operands: { float: H(`fn u_ln_f(x: f32, site: u32) -> f32 {
  if (x < 0.0) { report(site); return 0.0; }
  if (x == 0.0) { report(site + 1u); return 0.0; }
  return ln_raw(x);
}`, 'ln_raw') },
    eval: (x) => {
      if (x <= 0) throw raise(x === 0 ? LN_OF_ZERO : LN_OF_NEGATIVE);
      return Math.log(x);
    },
    failures: [LN_OF_NEGATIVE, LN_OF_ZERO], fallible: 'yes', cost: 'dear',
    js: { float: (x, fail) => `(${x} <= 0 ? (${x} === 0 ? ${fail(1)} : ${fail(0)}) : Math.log(${x}))` },
  },
  // π as a pair: the f32 nearest it and the f32 nearest the rest (wgsl.ts splitFloat)
  pitimes: total('○x', H(`fn u_pitimes_f(x: f32) -> f32 { return 3.141592653589793 * x; }`), (x) => Math.PI * x, (x) => `Math.PI * ${x}`,
    H(`fn u_pitimes_d(x: F) -> F { return df_mul(vec2<f32>(${Math.fround(Math.PI)}, ${Math.fround(Math.PI - Math.fround(Math.PI))}), x); }`, 'df_mul')),
  factorial: {
    doc: '!x = Γ(x+1)',
    operands: { float: H(`fn u_factorial_f(x: f32, site: u32) -> f32 { if (!fact_ok(x)) { report(site); return 0.0; } return fact_val(x); }`, 'fact_ok', 'fact_val') },
    eval: factorial,
    failures: [FACTORIAL_OF_NEGATIVE_INTEGER], fallible: 'yes', cost: 'dear',
  },
  sqrt: total('x*0.5 (NaN for negatives)', H(`fn u_sqrt_f(x: f32) -> f32 { return sqrt_f(x); }`, 'sqrt_f'), Math.sqrt, (x) => `Math.sqrt(${x})`,
    H(`fn u_sqrt_d(x: F) -> F { if (x.x < 0.0) { return vec2<f32>(f_nan(), f_nan()); } return df_sqrt(x); }`, 'f_nan', 'df_sqrt')),
  sin: total('1○x', H(`fn u_sin_f(x: f32) -> f32 { return sin(x); }`), Math.sin, (x) => `Math.sin(${x})`),
  cos: total('2○x', H(`fn u_cos_f(x: f32) -> f32 { return cos(x); }`), Math.cos, (x) => `Math.cos(${x})`),
  tan: total('3○x', H(`fn u_tan_f(x: f32) -> f32 { return tan(x); }`), Math.tan, (x) => `Math.tan(${x})`),
  asin: circleFn(-1, '¯1○x', H(`fn u_asin_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return asin_f(x); }`, 'asin_f')),
  acos: circleFn(-2, '¯2○x', H(`fn u_acos_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return acos_f(x); }`, 'acos_f')),
  atan: total('¯3○x', H(`fn u_atan_f(x: f32) -> f32 { return atan_f(x); }`, 'atan_f'), Math.atan, (x) => `Math.atan(${x})`),
  sinh: total('5○x', H(`fn u_sinh_f(x: f32) -> f32 { return sinh_f(x); }`, 'sinh_f'), Math.sinh, (x) => `Math.sinh(${x})`),
  cosh: total('6○x', H(`fn u_cosh_f(x: f32) -> f32 { return cosh_f(x); }`, 'cosh_f'), Math.cosh, (x) => `Math.cosh(${x})`),
  tanh: total('7○x', H(`fn u_tanh_f(x: f32) -> f32 { return tanh_f(x); }`, 'tanh_f'), Math.tanh, (x) => `Math.tanh(${x})`),
  asinh: total('¯5○x', H(`fn u_asinh_f(x: f32) -> f32 { return asinh_f(x); }`, 'asinh_f'), Math.asinh, (x) => `Math.asinh(${x})`),
  acosh: circleFn(-6, '¯6○x', H(`fn u_acosh_f(x: f32, site: u32) -> f32 { if (x < 1.0) { report(site); return 0.0; } return acosh_f(x); }`, 'acosh_f')),
  atanh: circleFn(-7, '¯7○x', H(`fn u_atanh_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return atanh_f(x); }`, 'atanh_f')),
  // (1-x)(1+x) rather than 1-x² in WGSL: no cancellation near |x| = 1 (the reference has f64 there)
  sqrt1mx2: circleFn(0, '0○x = (1-x*2)*0.5', H(`fn u_sqrt1mx2_f(x: f32, site: u32) -> f32 { if (abs(x) > 1.0) { report(site); return 0.0; } return sqrt_f((1.0 - x) * (1.0 + x)); }`, 'sqrt_f')),
  sqrtx2p1: total('4○x = (1+x*2)*0.5', H(`fn u_sqrtx2p1_f(x: f32) -> f32 { return sqrtx2p1_f(x); }`, 'sqrtx2p1_f'), (x) => Math.sqrt(1 + x * x), (x) => `Math.sqrt(1 + ${x} * ${x})`),
  sqrtx2m1: circleFn(-4, '¯4○x = (x+1)×((x-1)÷(x+1))*0.5', H(`fn u_sqrtx2m1_f(x: f32, site: u32) -> f32 {
  if (x > -1.0 && x < 1.0) { report(site); return 0.0; }
  if (x == -1.0) { return 0.0; }
  return (x + 1.0) * sqrt_f((x - 1.0) / (x + 1.0));
}`, 'sqrt_f')),
};
