// The scalar functions the generator writes, each with the element types it takes, the type and
// bounds of its result (interval arithmetic over the arguments' bounds), and whether its result
// jumps where its argument moves a little (then a float argument must be exact: see model.ts).
import type { Elem, Ty } from './model.js';

export interface ScalarResult {
  readonly elem: Elem;
  readonly lo: number;
  readonly hi: number;
  readonly fuzzy: boolean;
}

export interface MonadicScalar {
  readonly glyph: string;
  readonly takes: readonly Elem[];
  readonly discontinuous: boolean;
  /** how the argument is written so that the function is defined on it (`1+|x` for a logarithm) */
  readonly guard?: 'positive' | 'small' | 'natural';
  result(a: Ty): ScalarResult;
}

export interface DyadicScalar {
  readonly glyph: string;
  takes(a: Elem, b: Elem): boolean;
  readonly discontinuous: boolean;
  /** the left argument is a literal from this list (a residue's divisor, a circle function's number) */
  readonly leftLiterals?: readonly number[];
  /** the right argument is guarded so the function is defined (a divisor away from zero) */
  readonly rightGuard?: 'positive';
  result(a: Ty, b: Ty): ScalarResult;
}

const numeric = (e: Elem): boolean => e !== 'char';
const integral = (e: Elem): boolean => e === 'bool' || e === 'int';
const arith = (a: Elem, b: Elem): Elem => (a === 'float' || b === 'float' ? 'float' : 'int');
const fuzzyOf = (...ts: Ty[]): boolean => ts.some((t) => t.fuzzy);
const mag = (t: Ty): number => Math.max(Math.abs(t.lo), Math.abs(t.hi));
const float = (lo: number, hi: number, fuzzy = true): ScalarResult => ({ elem: 'float', lo, hi, fuzzy });

function products(a: Ty, b: Ty): [number, number] {
  const ps = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
  return [Math.min(...ps), Math.max(...ps)];
}

export const MONADIC: readonly MonadicScalar[] = [
  { glyph: '-', takes: ['bool', 'int', 'float'], discontinuous: false, result: (a) => ({ elem: a.elem === 'float' ? 'float' : 'int', lo: -a.hi, hi: -a.lo, fuzzy: a.fuzzy }) },
  { glyph: '|', takes: ['bool', 'int', 'float'], discontinuous: false, result: (a) => ({ elem: a.elem, lo: a.lo >= 0 ? a.lo : 0, hi: mag(a), fuzzy: a.fuzzy }) },
  { glyph: '×', takes: ['bool', 'int', 'float'], discontinuous: true, result: (a) => ({ elem: a.elem === 'bool' ? 'bool' : 'int', lo: -1, hi: 1, fuzzy: false }) },
  { glyph: '⌊', takes: ['int', 'float'], discontinuous: true, result: (a) => ({ elem: 'int', lo: Math.floor(a.lo), hi: Math.floor(a.hi), fuzzy: false }) },
  { glyph: '⌈', takes: ['int', 'float'], discontinuous: true, result: (a) => ({ elem: 'int', lo: Math.ceil(a.lo), hi: Math.ceil(a.hi), fuzzy: false }) },
  { glyph: '~', takes: ['bool'], discontinuous: false, result: () => ({ elem: 'bool', lo: 0, hi: 1, fuzzy: false }) },
  { glyph: '÷', takes: ['int', 'float'], discontinuous: false, guard: 'positive', result: () => float(0, 1) },
  { glyph: '*', takes: ['bool', 'int', 'float'], discontinuous: false, guard: 'small', result: (a) => float(Math.exp(a.lo), Math.exp(a.hi)) },
  { glyph: '⍟', takes: ['int', 'float'], discontinuous: false, guard: 'positive', result: (a) => float(0, Math.log(1 + mag(a))) },
  { glyph: '○', takes: ['bool', 'int', 'float'], discontinuous: false, result: (a) => float(Math.PI * a.lo, Math.PI * a.hi) },
  { glyph: '!', takes: ['bool', 'int'], discontinuous: false, guard: 'natural', result: () => float(1, 40320) },
];

const compare = (glyph: string, chars: boolean): DyadicScalar => ({
  glyph,
  takes: (a, b) => (chars ? (a === 'char') === (b === 'char') : numeric(a) && numeric(b)),
  discontinuous: true,
  result: () => ({ elem: 'bool', lo: 0, hi: 1, fuzzy: false }),
});

const logic = (glyph: string): DyadicScalar => ({
  glyph,
  takes: (a, b) => a === 'bool' && b === 'bool',
  discontinuous: false,
  result: () => ({ elem: 'bool', lo: 0, hi: 1, fuzzy: false }),
});

export const DYADIC: readonly DyadicScalar[] = [
  { glyph: '+', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false, result: (a, b) => ({ elem: arith(a.elem, b.elem), lo: a.lo + b.lo, hi: a.hi + b.hi, fuzzy: fuzzyOf(a, b) }) },
  { glyph: '-', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false, result: (a, b) => ({ elem: arith(a.elem, b.elem), lo: a.lo - b.hi, hi: a.hi - b.lo, fuzzy: fuzzyOf(a, b) }) },
  {
    glyph: '×', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false,
    // a float product may be fused with a following sum (a multiply-add) on one backend only
    result: (a, b) => { const [lo, hi] = products(a, b); const elem = arith(a.elem, b.elem); return { elem, lo, hi, fuzzy: elem === 'float' }; },
  },
  { glyph: '⌈', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false, result: (a, b) => ({ elem: a.elem === 'bool' && b.elem === 'bool' ? 'bool' : arith(a.elem, b.elem), lo: Math.max(a.lo, b.lo), hi: Math.max(a.hi, b.hi), fuzzy: fuzzyOf(a, b) }) },
  { glyph: '⌊', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false, result: (a, b) => ({ elem: a.elem === 'bool' && b.elem === 'bool' ? 'bool' : arith(a.elem, b.elem), lo: Math.min(a.lo, b.lo), hi: Math.min(a.hi, b.hi), fuzzy: fuzzyOf(a, b) }) },
  { glyph: '÷', takes: (a, b) => numeric(a) && numeric(b), discontinuous: false, rightGuard: 'positive', result: (a) => float(-mag(a), mag(a)) },
  { glyph: '|', takes: (a, b) => integral(a) && numeric(b), discontinuous: true, leftLiterals: [1, 2, 3, 5, 7, 10], result: (a, b) => (b.elem === 'float' ? { elem: 'float', lo: 0, hi: a.hi, fuzzy: false } : { elem: 'int', lo: 0, hi: Math.max(0, a.hi - 1), fuzzy: false }) },
  { glyph: '*', takes: (a, b) => numeric(a) && integral(b), discontinuous: false, result: (a, b) => float(-(Math.max(1, mag(a)) ** Math.max(1, b.hi)), Math.max(1, mag(a)) ** Math.max(1, b.hi)) },
  { glyph: '○', takes: (a, b) => integral(a) && numeric(b), discontinuous: false, leftLiterals: [1, 2], result: () => float(-1, 1) },
  { glyph: '∧', takes: (a, b) => a === 'bool' && b === 'bool', discontinuous: false, result: () => ({ elem: 'bool', lo: 0, hi: 1, fuzzy: false }) },
  { glyph: '∨', takes: (a, b) => a === 'bool' && b === 'bool', discontinuous: false, result: () => ({ elem: 'bool', lo: 0, hi: 1, fuzzy: false }) },
  logic('⍲'),
  logic('⍱'),
  compare('<', false),
  compare('≤', false),
  compare('=', true),
  compare('≥', false),
  compare('>', false),
  compare('≠', true),
];

/** The scalar functions a reduction, scan or product may take as its operand. */
export const FOLDS: readonly string[] = ['+', '×', '⌈', '⌊', '-', '∧', '∨'];
