// Comparisons (< ≤ = ≥ > ≠, a boolean of any two values of one type) and logic on booleans
// (~ ∧ ∨ ⍲ ⍱). ∧ and ∨ of ints are gcd and lcm (arith.ts).
import type { Elem } from './elem.js';
import { domain, raise } from './failure.js';
import type { BinOpSpec, Identity, UnOpSpec } from './op-spec.js';
import { wgsl as H, type WgslHelper } from './wgsl-helper.js';

export type LogicUnOp = 'not';
export type CompareLogicBinOp = 'and' | 'or' | 'nand' | 'nor' | 'lt' | 'le' | 'eq' | 'ge' | 'gt' | 'ne';

const p = (s: string): string => `(${s})`;
const isBool = (_: Elem, x: number): boolean => x === 0 || x === 1;
/** The identities of the boolean functions hold on booleans (0≠5 is 1, not 5). */
const onBooleans = (value: number, side: Identity['side']): Identity => ({ value: () => value, side, holds: isBool });

const NOT_BOOLEAN = domain('~ needs booleans');

export const LOGIC_UN: Record<LogicUnOp, UnOpSpec> = {
  not: {
    doc: '~x',
    operands: { ints: { elems: ['bool'], wgsl: H(`fn u_not_i(x: i32, site: u32) -> i32 { if (x != 0 && x != 1) { report(site); return 0; } return 1 - x; }`) } },
    result: 'bool',
    eval: (x) => {
      if (x !== 0 && x !== 1) throw raise(NOT_BOOLEAN);
      return 1 - x;
    },
    // its operands are booleans, 0 or 1: the failure guards against malformed data only
    failures: [NOT_BOOLEAN], fallible: 'no', cost: 'cheap',
    js: { ints: (x, fail) => `(${x} !== 0 && ${x} !== 1 ? ${fail(0)} : 1 - ${p(x)})` },
  },
};

const logic = (doc: string, helper: WgslHelper, ev: (a: number, b: number) => number, identity: Identity | null, associative: boolean, js: (a: string, b: string) => string): BinOpSpec => ({
  doc,
  operands: { ints: { elems: ['bool'], wgsl: helper } },
  result: 'bool',
  eval: ev,
  identity, associativeOn: associative ? ['bool'] : [], commutative: true,
  failures: [], fallible: 'no', cost: 'cheap',
  js: { ints: (a, b) => js(p(a), p(b)) },
});

/** A comparison of two values of any one type: 1 or 0. */
const compare = (name: string, doc: string, wgslOp: string, ev: (a: number, b: number) => boolean, identity: Identity, associative: boolean, commutative: boolean): BinOpSpec => {
  const helper = (k: 'i' | 'f'): WgslHelper => H(`fn b_${name}_${k}(a: ${k}32, b: ${k}32) -> i32 { return select(0, 1, a ${wgslOp} b); }`);
  // on double-float pairs: each comparison from < and = of pairs (ops/wgsl-df64.ts)
  const pairs: Record<string, string> = { '<': 'df_lt(a, b)', '<=': '!df_lt(b, a)', '==': 'df_eq(a, b)', '>=': '!df_lt(a, b)', '>': 'df_lt(b, a)', '!=': '!df_eq(a, b)' };
  const df64 = H(`fn b_${name}_d(a: F, b: F) -> i32 { return select(0, 1, ${pairs[wgslOp]!}); }`, wgslOp === '==' || wgslOp === '!=' ? 'df_eq' : 'df_lt');
  const js = (a: string, b: string): string => `(${p(a)} ${wgslOp === '==' ? '===' : wgslOp === '!=' ? '!==' : wgslOp} ${p(b)} ? 1 : 0)`;
  return {
    doc,
    operands: { float: helper('f'), df64, ints: { elems: ['bool', 'int', 'char'], wgsl: helper('i') } },
    result: 'bool',
    eval: (a, b) => (ev(a, b) ? 1 : 0),
    identity, associativeOn: associative ? ['bool'] : [], commutative,
    failures: [], fallible: 'no', cost: 'cheap',
    js: { float: js, ints: js },
  };
};

export const COMPARE_LOGIC_BIN: Record<CompareLogicBinOp, BinOpSpec> = {
  and: logic('⍺∧⍵ of booleans', H(`fn b_and_i(a: i32, b: i32) -> i32 { return a & b; }`), (a, b) => a & b, onBooleans(1, 'both'), true, (a, b) => `(${a} & ${b})`),
  or: logic('⍺∨⍵ of booleans', H(`fn b_or_i(a: i32, b: i32) -> i32 { return a | b; }`), (a, b) => a | b, onBooleans(0, 'both'), true, (a, b) => `(${a} | ${b})`),
  nand: logic('⍺⍲⍵', H(`fn b_nand_i(a: i32, b: i32) -> i32 { return 1 - (a & b); }`), (a, b) => 1 - (a & b), null, false, (a, b) => `(1 - (${a} & ${b}))`),
  nor: logic('⍺⍱⍵', H(`fn b_nor_i(a: i32, b: i32) -> i32 { return 1 - (a | b); }`), (a, b) => 1 - (a | b), null, false, (a, b) => `(1 - (${a} | ${b}))`),
  lt: compare('lt', '⍺<⍵', '<', (a, b) => a < b, onBooleans(0, 'left'), false, false),
  le: compare('le', '⍺≤⍵', '<=', (a, b) => a <= b, onBooleans(1, 'left'), false, false),
  eq: compare('eq', '⍺=⍵', '==', (a, b) => a === b, onBooleans(1, 'both'), true, true),
  ge: compare('ge', '⍺≥⍵', '>=', (a, b) => a >= b, onBooleans(1, 'right'), false, false),
  gt: compare('gt', '⍺>⍵', '>', (a, b) => a > b, onBooleans(0, 'right'), false, false),
  ne: compare('ne', '⍺≠⍵', '!=', (a, b) => a !== b, onBooleans(0, 'both'), true, true),
};
