// The integer arithmetic of APL's + - ×, monadic - | and ⌊ ⌈ of floats: the exact value, or a
// LIMIT ERROR when it lies outside i32 (Dyalog would give a float; a wrapped value is a wrong
// answer). In a 64-bit-float program the folds and ⊥ of ints are typed float instead
// (shapes/reduce-products.ts, shapes/codes.ts), so these checks do not meet them there. The wrapping add, sub, mul, neg and abs of arith.ts stay the index
// arithmetic that lowering writes, whose values are sizes and indices (below 2³¹ by the size
// checks), so they need no check and stay total.
//
// WGSL: the checks cost little next to the op. + and - test the signs of operands and result;
// × screens with an f32 product (within 2⁻²⁰ of the true one, so one below 2³¹ - 2048 cannot have
// overflowed) and only near or past the limit divides back.
import { limit, raise } from './failure.js';
import type { BinOpSpec, ExactFold, Identity, JsFail, UnOpSpec } from './op-spec.js';
import { wgsl as H } from './wgsl-helper.js';

export type IntExactUnOp = 'negInt' | 'absInt' | 'floorInt' | 'ceilInt';
export type IntExactBinOp = 'addInt' | 'subInt' | 'mulInt';

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;
/** Integers of at most this magnitude are exact in f64. */
const F64_EXACT = 2 ** 53;

/**
 * Reported with the op's place; README's Numbers say Dyalog would give a float, and so does a
 * 64-bit-float program for the folds and ⊥ of ints (shapes/reduce-products.ts), hence the hint.
 */
export const INT_OUT_OF_RANGE = limit('integer result outside the 32-bit range (¯2147483648 to 2147483647); with ⎕FR←645 or --float 64, +/ -/ ×/ +\\ ×\\ and ⊥ of integers give 64-bit floats');

/** An exact integer result as an int, or the LIMIT ERROR (∨ and ∧ of ints use it too, arith.ts). */
export function inRange(x: number): number {
  if (x > I32_MAX || x < I32_MIN) throw raise(INT_OUT_OF_RANGE);
  return x + 0; // never ¯0
}

/** A partial sum of a reduction: exact while within 2⁵³ (past it, from some 2²² elements near 2³¹ on, it is reported). */
function partialSum(x: number): number {
  if (x > F64_EXACT || x < -F64_EXACT) throw raise(INT_OUT_OF_RANGE);
  return x;
}

/**
 * A partial product of a reduction. A product of non-zero integers is at least as large as any of
 * its partial products, so one past i32 means the result is too, unless a later factor is 0:
 * capped at 2⁵⁴ (exact, and still outside i32) it stays a number that 0 makes 0.
 */
function partialProduct(x: number): number {
  if (x > F64_EXACT) return 2 * F64_EXACT;
  if (x < -F64_EXACT) return -2 * F64_EXACT;
  return x + 0;
}

/** inRange as JavaScript: `e` (an expression without effects) when within i32, never ¯0, else the failure */
const jsInRange = (e: string, fail: JsFail): string => `((${e}) > ${I32_MAX} || (${e}) < ${I32_MIN} ? ${fail(0)} : (${e}) + 0)`;

const always = (): boolean => true;
const identity = (value: number, side: Identity['side']): Identity => ({ value: () => value, side, holds: always });
const intsOnly = (src: string): BinOpSpec['operands'] => ({ ints: { elems: ['int'], wgsl: H(src) } });
const exactFold = (step: (a: number, b: number) => number): ExactFold => ({ step, finish: inRange });

/** ⌊ or ⌈ of a float: an int, so a LIMIT ERROR past i32 (and for NaN and ±∞, which have no integer). */
function rounding(doc: string, wgslFn: 'floor' | 'ceil', ev: (x: number) => number): UnOpSpec {
  const r = `Math.${wgslFn}`;
  const name = `u_${wgslFn}Int_f`;
  return {
    doc,
    operands: { float: H(`fn ${name}(x: f32, site: u32) -> i32 {
  let r = ${wgslFn}(x);
  if (!(r >= -2147483648.0 && r < 2147483648.0)) { report(site); return 0; }
  return i32(r);
}`), df64: H(`fn u_${wgslFn}Int_d(x: F, site: u32) -> i32 {
  let r = ${wgslFn === 'floor' ? 'df_floor(x)' : 'df_neg(df_floor(df_neg(x)))'};
  if (!df_in_i32(r)) { report(site); return 0; }
  return df_to_i32_wrap(r);
}`, 'df_floor', 'df_neg', 'df_in_i32', 'df_to_i32_wrap') },
    result: 'int',
    eval: (x) => {
      const r = ev(x);
      if (!(r >= I32_MIN && r <= I32_MAX)) throw raise(INT_OUT_OF_RANGE);
      return r + 0;
    },
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    // NaN fails both comparisons, as in eval
    js: { float: (x, fail) => `(${r}(${x}) >= ${I32_MIN} && ${r}(${x}) <= ${I32_MAX} ? ${r}(${x}) + 0 : ${fail(0)})` },
  };
}

export const INT_EXACT_UN: Record<IntExactUnOp, UnOpSpec> = {
  negInt: {
    doc: '-x of an int: ¯2147483648 has no negation in i32',
    operands: { ints: { elems: ['int'], wgsl: H(`fn u_negInt_i(x: i32, site: u32) -> i32 { fail_if(x == bitcast<i32>(0x80000000u), site); return 0 - x; }`) } },
    eval: (x) => inRange(0 - x),
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    js: { ints: (x, fail) => jsInRange(`0 - ${x}`, fail) },
  },
  absInt: {
    doc: '|x of an int: ¯2147483648 has no magnitude in i32',
    operands: { ints: { elems: ['int'], wgsl: H(`fn u_absInt_i(x: i32, site: u32) -> i32 { fail_if(x == bitcast<i32>(0x80000000u), site); return abs(x); }`) } },
    eval: (x) => inRange(Math.abs(x)),
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    js: { ints: (x, fail) => jsInRange(`Math.abs(${x})`, fail) },
  },
  floorInt: rounding('⌊x of a float, as an int', 'floor', Math.floor),
  ceilInt: rounding('⌈x of a float, as an int', 'ceil', Math.ceil),
};

export const INT_EXACT_BIN: Record<IntExactBinOp, BinOpSpec> = {
  addInt: {
    doc: '⍺+⍵ of ints',
    // overflow iff both operands have the sign the sum lacks
    operands: intsOnly(`fn b_addInt_i(a: i32, b: i32, site: u32) -> i32 {
  let s = a + b;
  fail_if(((a ^ s) & (b ^ s)) < 0, site);
  return s;
}`),
    eval: (a, b) => inRange(a + b),
    identity: identity(0, 'both'), associativeOn: ['int'], commutative: true,
    exactFold: exactFold((a, b) => partialSum(a + b)),
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    js: { ints: (a, b, fail) => jsInRange(`${a} + ${b}`, fail) },
  },
  subInt: {
    doc: '⍺-⍵ of ints',
    // overflow iff the operands' signs differ and the difference lacks ⍺'s
    operands: intsOnly(`fn b_subInt_i(a: i32, b: i32, site: u32) -> i32 {
  let s = a - b;
  fail_if(((a ^ b) & (a ^ s)) < 0, site);
  return s;
}`),
    eval: (a, b) => inRange(a - b),
    identity: identity(0, 'right'), associativeOn: [], commutative: false,
    exactFold: exactFold((a, b) => partialSum(a - b)),
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    js: { ints: (a, b, fail) => jsInRange(`${a} - ${b}`, fail) },
  },
  mulInt: {
    doc: '⍺×⍵ of ints',
    // WGSL's i32 division gives ¯2147483648 for ¯2147483648 ÷ ¯1, so ¯1 × ¯2147483648 is tested apart
    operands: intsOnly(`fn b_mulInt_i(a: i32, b: i32, site: u32) -> i32 {
  let p = a * b;
  if (abs(f32(a) * f32(b)) >= 2147481600.0) {
    if ((a == -1 && b == bitcast<i32>(0x80000000u)) || p / a != b) { report(site); }
  }
  return p;
}`),
    eval: (a, b) => inRange(a * b),
    identity: identity(1, 'both'), associativeOn: ['int'], commutative: true,
    exactFold: exactFold((a, b) => partialProduct(a * b)),
    failures: [INT_OUT_OF_RANGE], fallible: 'yes', cost: 'cheap',
    js: { ints: (a, b, fail) => jsInRange(`${a} * ${b}`, fail) },
  },
};
