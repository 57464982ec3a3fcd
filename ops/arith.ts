// Arithmetic: negation, sign, magnitude, floor and ceiling, reciprocal; + - × ÷, residue, minimum
// and maximum, GCD and LCM, floor division. Floats are computed in f64; the caller rounds a float
// result to the program's width (float-width.ts). The ints of neg, abs, add, sub and
// mul wrap to i32 as the GPU's do: they are the index arithmetic of lowering, whose values are
// sizes and indices; APL's + - × - | of ints are int-exact.ts's, checked, as GCD and LCM are here.
import type { Elem } from './elem.js';
import { domain, raise } from './failure.js';
import { LARGEST_FLOAT, type FloatWidth } from './float-width.js';
import { inRange, INT_OUT_OF_RANGE } from './int-exact.js';
import { FLOAT_GCD_STEPS, FLOAT_GCD_TOLERANCE, gcdFloat, gcdInt, lcmFloat } from './numeric.js';
import type { BinOpSpec, Identity, UnOpSpec } from './op-spec.js';
import { wgsl as H, wgslLooping } from './wgsl-helper.js';

export type ArithUnOp = 'neg' | 'signum' | 'abs' | 'floor' | 'ceil' | 'recip';
export type ArithBinOp = 'add' | 'sub' | 'mul' | 'div' | 'mod' | 'min' | 'max' | 'gcd' | 'lcm' | 'gcdFloat' | 'lcmFloat' | 'idiv';

const toI32 = (x: number): number => x | 0;
const p = (s: string): string => `(${s})`;

const always = (): boolean => true;
const identity = (value: number, side: Identity['side'], holds: Identity['holds'] = always): Identity => ({ value: () => value, side, holds });

const RECIP_OF_ZERO = domain('÷0');
const DIVISION_BY_ZERO = domain('division by zero');

export const ARITH_UN: Record<ArithUnOp, UnOpSpec> = {
  neg: {
    doc: '-x',
    operands: { float: H(`fn u_neg_f(x: f32) -> f32 { return -x; }`), df64: H(`fn u_neg_d(x: F) -> F { return df_neg(x); }`, 'df_neg'), ints: { elems: ['int'], wgsl: H(`fn u_neg_i(x: i32) -> i32 { return 0 - x; }`) } },
    eval: (x, elem) => (elem === 'float' ? -x : toI32(-x)),
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `(-${p(x)})`, ints: (x) => `(-${p(x)} | 0)` },
  },
  signum: {
    doc: '×x (an int for ints, a float for floats)',
    operands: { float: H(`fn u_signum_f(x: f32) -> f32 { return select(select(0.0, -1.0, x < 0.0), 1.0, x > 0.0); }`), df64: H(`fn u_signum_d(x: F) -> F { return vec2<f32>(select(select(0.0, -1.0, x.x < 0.0), 1.0, x.x > 0.0), 0.0); }`), ints: { elems: ['int'], wgsl: H(`fn u_signum_i(x: i32) -> i32 { return sign(x); }`) } },
    eval: (x) => (x > 0 ? 1 : x < 0 ? -1 : 0),
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `(${p(x)} > 0 ? 1 : ${p(x)} < 0 ? -1 : 0)`, ints: (x) => `(${p(x)} > 0 ? 1 : ${p(x)} < 0 ? -1 : 0)` },
  },
  abs: {
    doc: '|x',
    operands: { float: H(`fn u_abs_f(x: f32) -> f32 { return abs(x); }`), df64: H(`fn u_abs_d(x: F) -> F { return select(x, df_neg(x), x.x < 0.0); }`, 'df_neg'), ints: { elems: ['int'], wgsl: H(`fn u_abs_i(x: i32) -> i32 { return abs(x); }`) } },
    eval: (x, elem) => (elem === 'float' ? Math.abs(x) : toI32(Math.abs(x))),
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `Math.abs(${p(x)})`, ints: (x) => `(Math.abs(${p(x)}) | 0)` },
  },
  floor: {
    doc: '⌊x (an int)',
    operands: { float: H(`fn u_floor_f(x: f32) -> i32 { return f2i_wrap(floor(x)); }`, 'f2i_wrap'), df64: H(`fn u_floor_d(x: F) -> i32 { return df_to_i32_wrap(df_floor(x)); }`, 'df_to_i32_wrap', 'df_floor'), ints: { elems: ['int'], wgsl: H(`fn u_floor_i(x: i32) -> i32 { return x; }`) } },
    result: 'int',
    eval: (x, elem) => (elem === 'float' ? toI32(Math.floor(x)) : x),
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `(Math.floor(${p(x)}) | 0)`, ints: (x) => x },
  },
  ceil: {
    doc: '⌈x (an int)',
    operands: { float: H(`fn u_ceil_f(x: f32) -> i32 { return f2i_wrap(ceil(x)); }`, 'f2i_wrap'), df64: H(`fn u_ceil_d(x: F) -> i32 { return -df_to_i32_wrap(df_floor(df_neg(x))); }`, 'df_to_i32_wrap', 'df_floor', 'df_neg'), ints: { elems: ['int'], wgsl: H(`fn u_ceil_i(x: i32) -> i32 { return x; }`) } },
    result: 'int',
    eval: (x, elem) => (elem === 'float' ? toI32(Math.ceil(x)) : x),
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `(Math.ceil(${p(x)}) | 0)`, ints: (x) => x },
  },
  recip: {
    doc: '÷x',
    operands: {
      float: H(`fn u_recip_f(x: f32, site: u32) -> f32 { if (x == 0.0) { report(site); return 0.0; } return 1.0 / x; }`),
      df64: H(`fn u_recip_d(x: F, site: u32) -> F { if (x.x == 0.0) { report(site); return x; } return df_div(vec2<f32>(1.0, 0.0), x); }`, 'df_div'),
    },
    eval: (x) => {
      if (x === 0) throw raise(RECIP_OF_ZERO);
      return 1 / x;
    },
    failures: [RECIP_OF_ZERO], fallible: 'yes', cost: 'dear',
    js: { float: (x, fail) => `(${x} === 0 ? ${fail(0)} : 1 / ${x})` },
  },
};

/**
 * The largest finite value of a type: the identity of ⌊ (and the smallest of ⌈), but not for ±∞.
 * A boolean's are 1 and 0: an i32 extreme as a bool constant is no boolean (the GPU stored it as
 * the byte 255, the interpreter printed it as 1, so ⌈/⍬ gave 1 on one backend and 0 on the other).
 */
const largest = (elem: Elem, width: FloatWidth): number => (elem === 'float' ? LARGEST_FLOAT[width] : elem === 'bool' ? 1 : 2147483647);
const smallest = (elem: Elem, width: FloatWidth): number => (elem === 'float' ? -LARGEST_FLOAT[width] : elem === 'bool' ? 0 : -2147483648);

export const ARITH_BIN: Record<ArithBinOp, BinOpSpec> = {
  add: {
    doc: '⍺+⍵',
    operands: { float: H(`fn b_add_f(a: f32, b: f32) -> f32 { return a + b; }`), df64: H(`fn b_add_d(a: F, b: F) -> F { return df_add(a, b); }`, 'df_add'), ints: { elems: ['int'], wgsl: H(`fn b_add_i(a: i32, b: i32) -> i32 { return a + b; }`) } },
    eval: (a, b, elem) => (elem === 'float' ? a + b : toI32(a + b)),
    identity: identity(0, 'both'), associativeOn: ['int', 'float'], commutative: true,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (a, b) => `(${p(a)} + ${p(b)})`, ints: (a, b) => `((${p(a)} + ${p(b)}) | 0)` },
  },
  sub: {
    doc: '⍺-⍵',
    operands: { float: H(`fn b_sub_f(a: f32, b: f32) -> f32 { return a - b; }`), df64: H(`fn b_sub_d(a: F, b: F) -> F { return df_sub(a, b); }`, 'df_sub'), ints: { elems: ['int'], wgsl: H(`fn b_sub_i(a: i32, b: i32) -> i32 { return a - b; }`) } },
    eval: (a, b, elem) => (elem === 'float' ? a - b : toI32(a - b)),
    identity: identity(0, 'right'), associativeOn: [], commutative: false,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (a, b) => `(${p(a)} - ${p(b)})`, ints: (a, b) => `((${p(a)} - ${p(b)}) | 0)` },
  },
  mul: {
    doc: '⍺×⍵',
    operands: { float: H(`fn b_mul_f(a: f32, b: f32) -> f32 { return a * b; }`), df64: H(`fn b_mul_d(a: F, b: F) -> F { return df_mul(a, b); }`, 'df_mul'), ints: { elems: ['int'], wgsl: H(`fn b_mul_i(a: i32, b: i32) -> i32 { return a * b; }`) } },
    eval: (a, b, elem) => (elem === 'float' ? a * b : Math.imul(a, b)),
    identity: identity(1, 'both'), associativeOn: ['int', 'float'], commutative: true,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (a, b) => `(${p(a)} * ${p(b)})`, ints: (a, b) => `Math.imul(${p(a)}, ${p(b)})` },
  },
  div: {
    doc: '⍺÷⍵ (0÷0 is 1)',
    operands: { float: H(`fn b_div_f(a: f32, b: f32, site: u32) -> f32 {
  if (b == 0.0) { if (a == 0.0) { return 1.0; } report(site); return 0.0; }
  return a / b;
}`), df64: H(`fn b_div_d(a: F, b: F, site: u32) -> F {
  if (b.x == 0.0) { if (a.x == 0.0) { return vec2<f32>(1.0, 0.0); } report(site); return b; }
  return df_div(a, b);
}`, 'df_div') },
    eval: (a, b) => {
      if (b === 0) {
        if (a === 0) return 1; // 0÷0 is 1 in APL
        throw raise(DIVISION_BY_ZERO);
      }
      return a / b;
    },
    identity: identity(1, 'right'), associativeOn: [], commutative: false,
    failures: [DIVISION_BY_ZERO], fallible: 'rightZero', cost: 'dear',
    js: { float: (a, b, fail) => `(${b} === 0 ? (${a} === 0 ? 1 : ${fail(0)}) : ${a} / ${b})` },
  },
  mod: {
    doc: '⍺|⍵, the residue, with the sign of ⍺',
    operands: { float: H(`fn b_mod_f(a: f32, b: f32) -> f32 {
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
}`, 'two_prod'), df64: H(`fn b_mod_d(a: F, b: F) -> F {
  if (a.x == 0.0) { return b; }
  // b - a×⌊b÷a⌋ in pairs: exact while a×⌊b÷a⌋ is a pair (48 bits); the quotient may be one off
  // either way, which the sign fix below puts right
  var r = df_sub(b, df_mul(a, df_floor(df_div(b, a))));
  if (a.x > 0.0) {
    if (r.x < 0.0) { r = df_add(r, a); } else if (!df_lt(r, a)) { r = df_sub(r, a); }
  } else {
    if (r.x > 0.0) { r = df_add(r, a); } else if (!df_lt(a, r)) { r = df_sub(r, a); }
  }
  return r;
}`, 'df_sub', 'df_mul', 'df_floor', 'df_div', 'df_add', 'df_lt'), ints: { elems: ['int'], wgsl: H(`fn b_mod_i(a: i32, b: i32) -> i32 {
  if (a == 0) { return b; }
  var r = b % a;
  if (r != 0 && ((r < 0) != (a < 0))) { r = r + a; }
  return r;
}`) } },
    eval: (a, b, elem) => {
      if (a === 0) return b;
      // % is exact in f64 (fmod): the residue of f64 operands too has no rounding but the sign fix
      let r = b % a;
      if (elem === 'float') return r !== 0 && r < 0 !== a < 0 ? r + a : r;
      if (r !== 0 && Math.sign(r) !== Math.sign(a)) r += a;
      return toI32(r);
    },
    identity: identity(0, 'left'), associativeOn: [], commutative: false,
    failures: [], fallible: 'no', cost: 'cheap',
    // the residue's sign differs from ⍺'s (both non-zero) exactly where Math.sign would say so; as eval, % then the sign fix
    js: {
      float: (a, b) => `(${a} === 0 ? ${b} : ((${b} % ${a}) !== 0 && ((${b} % ${a}) < 0) !== (${a} < 0) ? (${b} % ${a}) + ${a} : (${b} % ${a})))`,
      ints: (a, b) => `(${a} === 0 ? ${b} : ((${b} % ${a}) !== 0 && ((${b} % ${a}) < 0) !== (${a} < 0) ? (${b} % ${a}) + ${a} : (${b} % ${a})) | 0)`,
    },
  },
  min: {
    doc: '⍺⌊⍵',
    operands: { float: H(`fn b_min_f(a: f32, b: f32) -> f32 { return min(a, b); }`), df64: H(`fn b_min_d(a: F, b: F) -> F { return select(b, a, df_lt(a, b)); }`, 'df_lt'), ints: { elems: ['bool', 'int'], wgsl: H(`fn b_min_i(a: i32, b: i32) -> i32 { return min(a, b); }`) } },
    eval: (a, b) => Math.min(a, b),
    identity: { value: largest, side: 'both', holds: (_, x) => x !== Infinity }, associativeOn: ['bool', 'int', 'float'], commutative: true,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (a, b) => `Math.min(${p(a)}, ${p(b)})`, ints: (a, b) => `Math.min(${p(a)}, ${p(b)})` },
  },
  max: {
    doc: '⍺⌈⍵',
    operands: { float: H(`fn b_max_f(a: f32, b: f32) -> f32 { return max(a, b); }`), df64: H(`fn b_max_d(a: F, b: F) -> F { return select(a, b, df_lt(a, b)); }`, 'df_lt'), ints: { elems: ['bool', 'int'], wgsl: H(`fn b_max_i(a: i32, b: i32) -> i32 { return max(a, b); }`) } },
    eval: (a, b) => Math.max(a, b),
    identity: { value: smallest, side: 'both', holds: (_, x) => x !== -Infinity }, associativeOn: ['bool', 'int', 'float'], commutative: true,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (a, b) => `Math.max(${p(a)}, ${p(b)})`, ints: (a, b) => `Math.max(${p(a)}, ${p(b)})` },
  },
  gcd: {
    doc: '⍺∨⍵ of ints: the greatest common divisor (2147483648, of ¯2147483648 and 0 or itself, is outside i32)',
    // in u32 so that |¯2147483648| is 2147483648, as in the reference's f64 arithmetic
    operands: { ints: { elems: ['int'], wgsl: wgslLooping(48, `fn b_gcd_i(a: i32, b: i32, site: u32) -> i32 {
  var x = bitcast<u32>(abs(a));
  var y = bitcast<u32>(abs(b));
  loop { if (y == 0u) { break; } let t = x % y; x = y; y = t; }
  fail_if(x == 0x80000000u, site);
  return bitcast<i32>(x);
}`) } },
    eval: (a, b) => inRange(gcdInt(a, b)),
    // 0∨x is |x|: an identity on the non-negative numbers
    identity: identity(0, 'both', (_, x) => x >= 0), associativeOn: ['int'], commutative: true,
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'dear',
  },
  lcm: {
    doc: '⍺∧⍵ of ints: the least common multiple, exact or a LIMIT ERROR',
    operands: { ints: { elems: ['int'], wgsl: H(`fn b_lcm_i(a: i32, b: i32, site: u32) -> i32 {
  if (a == 0 || b == 0) { return 0; }
  let g = bitcast<u32>(b_gcd_i(a, b, site));
  let q = bitcast<u32>(abs(a)) / g;
  let y = bitcast<u32>(abs(b));
  let m = q * y;
  let neg = (a < 0) != (b < 0);
  // q·y wrapped in u32 when m ÷ y is not q; past 2³¹ - 1 (2³¹ when negative) it is outside i32
  if (m / y != q || m > select(0x7fffffffu, 0x80000000u, neg)) { report(site); return 0; }
  if (neg) { return bitcast<i32>(0u - m); }
  return bitcast<i32>(m);
}`, 'gcd_i') } },
    eval: (a, b) => {
      if (a === 0 || b === 0) return 0;
      return inRange(Math.abs((a / gcdInt(a, b)) * b) * (Math.sign(a) * Math.sign(b)));
    },
    identity: identity(1, 'both'), associativeOn: ['int'], commutative: true,
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'dear',
  },
  gcdFloat: {
    doc: '⍺∨⍵ of floats: the largest d of which both are multiples, within a tolerance (numeric.ts)',
    operands: { float: wgslLooping(FLOAT_GCD_STEPS, `fn b_gcdFloat_f(a: f32, b: f32) -> f32 {
  var x = max(abs(a), abs(b));
  var y = min(abs(a), abs(b));
  for (var i = 0; i < ${FLOAT_GCD_STEPS} && y > 0.0; i++) {
    var t = x - y * floor(x / y);
    let slack = ${FLOAT_GCD_TOLERANCE} * y;
    if (t <= slack || y - t <= slack) { t = 0.0; }
    x = y;
    y = t;
  }
  return x;
}`) },
    eval: gcdFloat,
    // 0∨x is |x|; the tolerance makes it not associative, so reductions fold in order
    identity: identity(0, 'both', (_, x) => x >= 0), associativeOn: [], commutative: true,
    failures: [], fallible: 'no', cost: 'dear',
  },
  lcmFloat: {
    doc: '⍺∧⍵ of floats: ⍺×⍵÷⍺∨⍵ (0 when either is 0)',
    operands: { float: H(`fn b_lcmFloat_f(a: f32, b: f32) -> f32 {
  if (a == 0.0 || b == 0.0) { return 0.0; }
  return (min(a, b) / b_gcdFloat_f(a, b)) * max(a, b);
}`, 'gcdFloat_f') },
    eval: lcmFloat,
    // 1∧x is x for whole numbers only (1∧2.5 is 5)
    identity: identity(1, 'both', (_, x) => Number.isInteger(x)), associativeOn: [], commutative: true,
    failures: [], fallible: 'no', cost: 'dear',
  },
  idiv: {
    doc: '⌊⍺÷⍵ of ints (index arithmetic); ⍵ = 0 gives 0, as ToInt32 of ±∞ or NaN does',
    operands: { ints: { elems: ['int'], wgsl: H(`fn b_idiv_i(a: i32, b: i32) -> i32 {
  if (b == 0) { return 0; }
  var q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) { q = q - 1; }
  return q;
}`) } },
    eval: (a, b) => toI32(Math.floor(a / b)),
    identity: null, associativeOn: [], commutative: false,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { ints: (a, b) => `(Math.floor(${a} / ${b}) | 0)` },
  },
};
