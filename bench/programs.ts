// The benchmark programs: each an APL function with its signature, inputs of a given size, the
// same computation as a hand-written JavaScript typed-array loop, and (in tf-programs.ts) with
// TensorFlow.js. Sizes are the issue's; --quick uses about a quarter of them (a sixteenth of the
// elements for 2-D ones) so that a run on a software rasteriser finishes in a minute or two.
import { makeValue, type ArrayValue } from '../core-ir/value.js';

export interface BenchSize {
  /** what the sizes are, for the table */
  readonly label: string;
  readonly dims: readonly number[];
  /** elements the figures are per (bytes moved per element) */
  readonly elements: number;
}

export interface BenchProgram {
  readonly name: string;
  /** the APL source: a file whose last statement defines the function */
  readonly source: (dims: readonly number[]) => string;
  readonly signature: string;
  readonly full: BenchSize;
  readonly quick: BenchSize;
  readonly inputs: (dims: readonly number[]) => ArrayValue[];
  /** the hand-written JavaScript version */
  readonly js: (inputs: readonly ArrayValue[], dims: readonly number[]) => ArrayLike<number>;
  /** how close results must be: relative tolerance, or the fraction of elements allowed to differ */
  readonly tolerance: { readonly rel: number; readonly mismatchFraction?: number };
  /** floating-point operations the problem takes, where a GFLOP/s figure means something */
  readonly flops?: (dims: readonly number[]) => number;
}

/** A deterministic generator (mulberry32): the same inputs on every run and machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function floats(n: number, seed: number, lo: number, hi: number): ArrayValue {
  const r = random(seed);
  const d = new Float32Array(n);
  for (let i = 0; i < n; i++) d[i] = lo + (hi - lo) * r();
  return { elem: 'float', shape: [n], data: d };
}

const size = (label: string, dims: readonly number[], elements: number): BenchSize => ({ label, dims, elements });
const pow2 = (k: number): number => 2 ** k;

const mapChain: BenchProgram = {
  name: 'map chain (8 scalar fns)',
  source: () => 'f←{|2○1○÷1+*-⍵×0.5}',
  signature: '⍵ f32[n]',
  full: size('2²² f32', [pow2(22)], pow2(22)),
  quick: size('2²⁰ f32', [pow2(20)], pow2(20)),
  inputs: ([n]) => [floats(n!, 1, -4, 4)],
  js: ([x]) => {
    const a = x!.data;
    const out = new Float32Array(a.length);
    for (let i = 0; i < a.length; i++) out[i] = Math.abs(Math.cos(Math.sin(1 / (1 + Math.exp(-(a[i]! * 0.5))))));
    return out;
  },
  tolerance: { rel: 1e-4 },
};

const sum: BenchProgram = {
  name: '+/ (sum)',
  source: () => 'f←{+/⍵}',
  signature: '⍵ f32[n]',
  full: size('2²⁴ f32', [pow2(24)], pow2(24)),
  quick: size('2²² f32', [pow2(22)], pow2(22)),
  inputs: ([n]) => [floats(n!, 2, 0, 1)],
  js: ([x]) => {
    const a = x!.data;
    let s = 0;
    for (let i = 0; i < a.length; i++) s += a[i]!;
    return [s];
  },
  tolerance: { rel: 1e-3 },
};

/** Sibling reductions over one vector: one pass with horizontal fusion, four without. */
const statistics: BenchProgram = {
  name: 'statistics (⌊/ ⌈/ mean var)',
  source: () => 'f←{m←(+/⍵)÷≢⍵ ⋄ (⌊/⍵),(⌈/⍵),m,((+/⍵×⍵)÷≢⍵)-m×m}',
  signature: '⍵ f32[n]',
  full: size('2²⁴ f32', [pow2(24)], pow2(24)),
  quick: size('2²² f32', [pow2(22)], pow2(22)),
  inputs: ([n]) => [floats(n!, 9, 0, 1)],
  js: ([x]) => {
    const a = x!.data;
    let [lo, hi, s, q] = [Infinity, -Infinity, 0, 0];
    for (let i = 0; i < a.length; i++) {
      const v = a[i]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
      s += v;
      q += v * v;
    }
    const m = s / a.length;
    return [lo, hi, m, q / a.length - m * m];
  },
  tolerance: { rel: 1e-3 },
};

const scan: BenchProgram = {
  name: '+\\ (prefix sum)',
  source: () => 'f←{+\\⍵}',
  signature: '⍵ i32[n]',
  full: size('2²² i32', [pow2(22)], pow2(22)),
  quick: size('2²⁰ i32', [pow2(20)], pow2(20)),
  inputs: ([n]) => {
    const r = random(3);
    return [makeValue('int', [n!], Array.from({ length: n! }, () => Math.floor(r() * 10)))];
  },
  js: ([x]) => {
    const a = x!.data;
    const out = new Int32Array(a.length);
    let s = 0;
    for (let i = 0; i < a.length; i++) out[i] = s = (s + a[i]!) | 0;
    return out;
  },
  tolerance: { rel: 0 },
};

const outer: BenchProgram = {
  name: '∘.× (outer product)',
  source: () => 'f←{⍺∘.×⍵}',
  signature: '⍺ f32[n] ⍵ f32[m]',
  full: size('2048×2048', [2048, 2048], 2048 * 2048),
  quick: size('1024×1024', [1024, 1024], 1024 * 1024),
  inputs: ([n, m]) => [floats(n!, 4, -1, 1), floats(m!, 5, -1, 1)],
  js: ([x, y]) => {
    const a = x!.data;
    const b = y!.data;
    const out = new Float32Array(a.length * b.length);
    for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i * b.length + j] = a[i]! * b[j]!;
    return out;
  },
  tolerance: { rel: 1e-6 },
};

const matmul: BenchProgram = {
  name: '+.× (matrix product)',
  source: () => 'f←{⍺+.×⍵}',
  signature: '⍺ f32[n][k] ⍵ f32[k][m]',
  full: size('512×512', [512, 512, 512], 512 * 512),
  quick: size('256×256', [256, 256, 256], 256 * 256),
  inputs: ([n, k, m]) => [
    { ...floats(n! * k!, 6, -1, 1), shape: [n!, k!] },
    { ...floats(k! * m!, 7, -1, 1), shape: [k!, m!] },
  ],
  js: ([x, y], [n, k, m]) => {
    const a = x!.data;
    const b = y!.data;
    const out = new Float32Array(n! * m!);
    for (let i = 0; i < n!; i++) {
      for (let p = 0; p < k!; p++) {
        const av = a[i * k! + p]!;
        for (let j = 0; j < m!; j++) out[i * m! + j]! += av * b[p * m! + j]!;
      }
    }
    return out;
  },
  tolerance: { rel: 1e-3 },
  flops: ([n, k, m]) => 2 * n! * k! * m!,
};

const transpose: BenchProgram = {
  name: '⍉ (transpose)',
  source: () => 'f←{⍉⍵}',
  signature: '⍵ f32[n][m]',
  full: size('2048×2048 f32', [2048, 2048], 2048 * 2048),
  quick: size('1024×1024 f32', [1024, 1024], 1024 * 1024),
  inputs: ([n, m]) => [{ ...floats(n! * m!, 9, -1, 1), shape: [n!, m!] }],
  js: ([x], [n, m]) => {
    const a = x!.data;
    const out = new Float32Array(n! * m!);
    for (let i = 0; i < n!; i++) for (let j = 0; j < m!; j++) out[j * n! + i] = a[i * m! + j]!;
    return out;
  },
  tolerance: { rel: 0 },
};

const GENERATIONS = 10;

const life: BenchProgram = {
  name: 'Game of Life (10 gens)',
  source: () => `life←{
  n←(1⌽⍵)+(¯1⌽⍵)+(1⊖⍵)+(¯1⊖⍵)
  n←n+(1⊖1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵)+¯1⊖¯1⌽⍵
  (n=3)∨⍵∧n=2
}
f←{${'life '.repeat(GENERATIONS)}⍵}`,
  signature: '⍵ bool[n][m]',
  full: size('1024×1024', [1024, 1024], 1024 * 1024 * GENERATIONS),
  quick: size('512×512', [512, 512], 512 * 512 * GENERATIONS),
  inputs: ([n, m]) => {
    const r = random(8);
    return [makeValue('bool', [n!, m!], Array.from({ length: n! * m! }, () => (r() < 0.3 ? 1 : 0)))];
  },
  js: ([x], [n, m]) => {
    let cur = Uint8Array.from(x!.data);
    let next = new Uint8Array(cur.length);
    for (let g = 0; g < GENERATIONS; g++) {
      for (let i = 0; i < n!; i++) {
        const up = ((i + n! - 1) % n!) * m!;
        const row = i * m!;
        const down = ((i + 1) % n!) * m!;
        for (let j = 0; j < m!; j++) {
          const l = (j + m! - 1) % m!;
          const r = (j + 1) % m!;
          const c = cur[up + l]! + cur[up + j]! + cur[up + r]! + cur[row + l]! + cur[row + r]! + cur[down + l]! + cur[down + j]! + cur[down + r]!;
          next[row + j] = c === 3 || (c === 2 && cur[row + j] === 1) ? 1 : 0;
        }
      }
      [cur, next] = [next, cur];
    }
    return cur;
  },
  tolerance: { rel: 0 },
};

// Black–Scholes with T = 1, r = 0.02, σ = 0.3; the cumulative normal by Abramowitz–Stegun.
const R = 0.02;
const SIGMA = 0.3;

const blackScholes: BenchProgram = {
  name: 'Black–Scholes',
  source: () => `cnd←{k←÷1+0.2316419×|⍵ ⋄ p←k×0.31938153+k×¯0.356563782+k×1.781477937+k×¯1.821255978+k×1.330274429 ⋄ w←1-0.3989422804×(*-0.5×⍵×⍵)×p ⋄ (w×⍵≥0)+(1-w)×⍵<0}
f←{d1←((⍟⍵÷⍺)+${R + (SIGMA * SIGMA) / 2})÷${SIGMA} ⋄ d2←d1-${SIGMA} ⋄ e←⍺×*-${R} ⋄ call←(⍵×cnd d1)-e×cnd d2 ⋄ put←(e×cnd-d2)-⍵×cnd-d1 ⋄ call,put}`,
  signature: '⍺ f32[n] ⍵ f32[n]',
  full: size('2²⁰ options', [pow2(20)], pow2(20)),
  quick: size('2¹⁸ options', [pow2(18)], pow2(18)),
  inputs: ([n]) => [floats(n!, 9, 80, 120), floats(n!, 10, 80, 120)],
  js: ([x, s]) => {
    const strike = x!.data;
    const spot = s!.data;
    const n = strike.length;
    const out = new Float32Array(2 * n);
    const cnd = (d: number): number => {
      const k = 1 / (1 + 0.2316419 * Math.abs(d));
      const p = k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
      const w = 1 - 0.3989422804 * Math.exp(-0.5 * d * d) * p;
      return d >= 0 ? w : 1 - w;
    };
    const disc = Math.exp(-R);
    for (let i = 0; i < n; i++) {
      const d1 = (Math.log(spot[i]! / strike[i]!) + R + (SIGMA * SIGMA) / 2) / SIGMA;
      const d2 = d1 - SIGMA;
      const e = strike[i]! * disc;
      out[i] = spot[i]! * cnd(d1) - e * cnd(d2);
      out[n + i] = e * cnd(-d2) - spot[i]! * cnd(-d1);
    }
    return out;
  },
  tolerance: { rel: 2e-3 },
};

const easter: BenchProgram = {
  name: 'Easter dates',
  source: () => `f←{
  y←⍵ ⋄ a←19|y ⋄ b←⌊y÷100 ⋄ c←100|y ⋄ d←⌊b÷4 ⋄ e←4|b ⋄ f←⌊(b+8)÷25 ⋄ g←⌊(1+b-f)÷3
  h←30|15+(19×a)+b-d+g ⋄ i←⌊c÷4 ⋄ k←4|c ⋄ l←7|32+(2×e)+(2×i)-h+k ⋄ m←⌊(a+(11×h)+22×l)÷451
  t←h+l+114-7×m
  (100×⌊t÷31)+1+31|t
}`,
  signature: '⍵ i32[n]',
  full: size('2²⁰ years', [pow2(20)], pow2(20)),
  quick: size('2¹⁸ years', [pow2(18)], pow2(18)),
  inputs: ([n]) => [makeValue('int', [n!], Array.from({ length: n! }, (_, i) => 1583 + (i % 5000)))],
  js: ([x]) => {
    const ys = x!.data;
    const out = new Int32Array(ys.length);
    for (let j = 0; j < ys.length; j++) {
      const y = ys[j]!;
      const a = y % 19;
      const b = Math.floor(y / 100);
      const c = y % 100;
      const d = Math.floor(b / 4);
      const e = b % 4;
      const f = Math.floor((b + 8) / 25);
      const g = Math.floor((1 + b - f) / 3);
      const h = (((15 + 19 * a + b - (d + g)) % 30) + 30) % 30;
      const i = Math.floor(c / 4);
      const k = c % 4;
      const l = (((32 + 2 * e + 2 * i - (h + k)) % 7) + 7) % 7;
      const m = Math.floor((a + 11 * h + 22 * l) / 451);
      const t = h + l + 114 - 7 * m;
      out[j] = 100 * Math.floor(t / 31) + 1 + (t % 31);
    }
    return out;
  },
  tolerance: { rel: 0 },
};

export const MANDEL_ITERATIONS = 64;

/**
 * `a` marks the points not yet escaped; it only ever falls (a∧…), and an escaped point's z is held
 * at 0 (a×…), so it stops changing and stays finite: APL has no ∞, and an overflowing z would be a
 * LIMIT ERROR. `c` counts the iterations a point was inside, the JS loop's early-exit count.
 */
function mandelSource(): string {
  const body = ['cr←(0×⍺)∘.+⍵', 'ci←⍺∘.+0×⍵', 'zr←cr', 'zi←ci', 'a←4≥(zr×zr)+zi×zi', 'c←a'];
  for (let i = 1; i < MANDEL_ITERATIONS; i++) body.push('t←a×cr+(zr×zr)-zi×zi', 'zi←a×ci+2×zr×zi', 'zr←t', 'a←a∧4≥(zr×zr)+zi×zi', 'c←c+a');
  return `f←{\n  ${body.join('\n  ')}\n  c\n}`;
}

const mandelbrot: BenchProgram = {
  name: 'Mandelbrot (64 iters)',
  source: mandelSource,
  signature: '⍺ f32[n] ⍵ f32[m]',
  full: size('512×512', [512, 512], 512 * 512),
  quick: size('256×256', [256, 256], 256 * 256),
  inputs: ([n, m]) => [
    { elem: 'float', shape: [n!], data: Float32Array.from({ length: n! }, (_, i) => -1.25 + (2.5 * i) / n!) },
    { elem: 'float', shape: [m!], data: Float32Array.from({ length: m! }, (_, j) => -2 + (2.5 * j) / m!) },
  ],
  js: ([ys, xs]) => {
    const n = ys!.data.length;
    const m = xs!.data.length;
    const out = new Int32Array(n * m);
    for (let i = 0; i < n; i++) {
      const ci = ys!.data[i]!;
      for (let j = 0; j < m; j++) {
        const cr = xs!.data[j]!;
        let zr = cr;
        let zi = ci;
        let c = 0;
        for (let it = 0; it < MANDEL_ITERATIONS; it++) {
          if (it > 0) {
            const t = cr + zr * zr - zi * zi;
            zi = ci + 2 * zr * zi;
            zr = t;
          }
          if (zr * zr + zi * zi <= 4) c++;
          else break;
        }
        out[i * m + j] = c;
      }
    }
    return out;
  },
  // f32 on the GPU, f64 here: points on the set's edge may escape one iteration apart
  tolerance: { rel: 0, mismatchFraction: 0.02 },
};

export const PROGRAMS: readonly BenchProgram[] = [mapChain, sum, statistics, scan, outer, matmul, transpose, life, blackScholes, easter, mandelbrot];
