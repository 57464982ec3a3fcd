// Conversions between element types, which lowering inserts where the checker's type rules widen
// (bool+bool sums as int, ÷ computes in float) or narrow (a float that must be a whole number).
import { domain, raise } from './failure.js';
import type { UnOpSpec } from './op-spec.js';
import { wgsl as H } from './wgsl-helper.js';

export type ConversionUnOp = 'toFloat' | 'toInt' | 'toBool' | 'toChar';

const NOT_A_BOOLEAN = domain('a boolean (0 or 1) is needed');
const NOT_A_CODE_POINT = domain('⎕UCS needs Unicode code points (0 to 1114111)');

export const CONVERSION_UN: Record<ConversionUnOp, UnOpSpec> = {
  toFloat: {
    doc: 'a bool, int or character code as a float',
    operands: {
      float: H(`fn u_toFloat_f(x: f32) -> f32 { return x; }`),
      df64: H(`fn u_toFloat_d(x: F) -> F { return x; }`),
      ints: { elems: ['bool', 'int', 'char'], wgsl: H(`fn u_toFloat_i(x: i32) -> f32 { return f32(x); }`), df64: H(`fn u_toFloat_di(x: i32) -> F { return df_from_i32(x); }`, 'df_from_i32') },
    },
    result: 'float',
    // the caller rounds to the program's float width (an int past 2²⁴ is not exact in f32)
    eval: (x) => x,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => x, ints: (x) => x },
  },
  toInt: {
    doc: 'a bool as an int; a float truncated toward zero (used for integral values only)',
    operands: {
      float: H(`fn u_toInt_f(x: f32) -> i32 { return f2i_wrap(trunc(x)); }`, 'f2i_wrap'),
      // toward zero: the floor of |x| with x's sign
      df64: H(`fn u_toInt_d(x: F) -> i32 { if (x.x < 0.0) { return -df_to_i32_wrap(df_floor(df_neg(x))); } return df_to_i32_wrap(df_floor(x)); }`, 'df_to_i32_wrap', 'df_floor', 'df_neg'),
      ints: { elems: ['bool', 'int', 'char'], wgsl: H(`fn u_toInt_i(x: i32) -> i32 { return x; }`) } },
    result: 'int',
    eval: (x) => Math.trunc(x) | 0,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: (x) => `(Math.trunc(${x}) | 0)`, ints: (x) => `(Math.trunc(${x}) | 0)` },
  },
  toBool: {
    doc: 'an int that must be 0 or 1 as a bool',
    operands: { ints: { elems: ['bool', 'int'], wgsl: H(`fn u_toBool_i(x: i32, site: u32) -> i32 { if (x != 0 && x != 1) { report(site); return 0; } return x; }`) } },
    result: 'bool',
    eval: (x) => {
      if (x !== 0 && x !== 1) throw raise(NOT_A_BOOLEAN);
      return x;
    },
    failures: [NOT_A_BOOLEAN], fallible: 'yes', cost: 'cheap',
    js: { ints: (x, fail) => `(${x} !== 0 && ${x} !== 1 ? ${fail(0)} : ${x})` },
  },
  toChar: {
    doc: 'an int code point as a character (⎕UCS): a DOMAIN ERROR outside 0 to 0x10FFFF',
    operands: { ints: { elems: ['bool', 'int'], wgsl: H(`fn u_toChar_i(x: i32, site: u32) -> i32 { if (x < 0 || x > 1114111) { report(site); return 0; } return x; }`) } },
    result: 'char',
    eval: (x) => {
      if (x < 0 || x > 0x10ffff) throw raise(NOT_A_CODE_POINT);
      return x;
    },
    failures: [NOT_A_CODE_POINT], fallible: 'yes', cost: 'cheap',
    js: { ints: (x, fail) => `(${x} < 0 || ${x} > 1114111 ? ${fail(0)} : ${x})` },
  },
};
