// Random numbers for ?: a counter-based generator, so every backend draws the same numbers. The
// checker gives each item of each ? a key, a counter the program carries (shapes/roll.ts), and the
// number drawn is a function of the key alone: a 32-bit integer hash (Wellons' lowbias32, whose
// multiplies wrap the same in WGSL's u32 and in JavaScript's Math.imul) taken modulo ⍵, or scaled
// into (0,1) for ?0. The modulo favours the smaller numbers by at most ⍵÷2³² (README).
import { domain, raise } from './failure.js';
import type { BinOpSpec } from './op-spec.js';
import { wgsl as H } from './wgsl-helper.js';

export type RandomBinOp = 'roll' | 'rollUnit';

/** lowbias32: an avalanching hash of a 32-bit integer, as an unsigned 32-bit integer. */
export function hash32(key: number): number {
  let x = key >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** ?n where n is known only when it runs: a whole number of 1 or more (Dyalog's ?0 is a float, which an int ? cannot give). */
const ROLL_DOMAIN = domain('? needs whole numbers of 1 or more (?0, a float in (0,1), where ⍵ is known before running)');

/** ?n of the key: 0 to n-1 (the checker adds ⎕IO). */
export function rollOf(n: number, key: number): number {
  if (n < 1) throw raise(ROLL_DOMAIN);
  return hash32(key) % n;
}

/**
 * ?0 of the key: a float in (0,1) of 23 random bits, (m + 0.5) ÷ 2²³, whose 24 significant bits
 * an f32 holds exactly, so f32, f64 and the GPU's pairs all give this very number.
 */
export function rollUnitOf(key: number): number {
  return ((hash32(key) >>> 9) + 0.5) / 8388608;
}

export const RANDOM_BIN: Record<RandomBinOp, BinOpSpec> = {
  roll: {
    doc: '?⍺ (⍺ ≥ 1) drawn by the key ⍵: an int from 0 to ⍺-1',
    operands: { ints: { elems: ['int'], wgsl: H(`fn b_roll_i(n: i32, key: i32, site: u32) -> i32 {
  if (n < 1) { report(site); return 0; }
  return bitcast<i32>(rl_hash(key) % bitcast<u32>(n));
}`, 'rl_hash') } },
    eval: (n, key) => rollOf(n, key),
    identity: null, associativeOn: [], commutative: false,
    failures: [ROLL_DOMAIN], fallible: 'yes', cost: 'cheap',
  },
  rollUnit: {
    doc: '?0 drawn by the key ⍵: a float in (0,1) of 23 random bits (⍺ is the 0)',
    result: 'float',
    operands: {
      ints: {
        elems: ['int'],
        wgsl: H(`fn b_rollUnit_i(n: i32, key: i32) -> f32 {
  return (f32(rl_hash(key) >> 9u) + 0.5) / 8388608.0;
}`, 'rl_hash'),
        df64: H(`fn b_rollUnit_di(n: i32, key: i32) -> F {
  return vec2<f32>((f32(rl_hash(key) >> 9u) + 0.5) / 8388608.0, 0.0);
}`, 'rl_hash'),
      },
    },
    eval: (_n, key) => rollUnitOf(key),
    identity: null, associativeOn: [], commutative: false,
    failures: [], fallible: 'no', cost: 'cheap',
  },
};
