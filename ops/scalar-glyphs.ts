// The APL scalar functions, one entry per glyph (glyph-spec.ts says what an entry holds). The
// lexer knows the glyphs as function glyphs (apl/lexer.ts); the checker and lowering read this
// table through glyph-rules.ts; what each IR op computes is in scalar-ops.ts.
import { joinNumeric, type Elem } from './elem.js';
import type { DyadicLowering, DyadicScalar, ElemRule, MonadicScalar, ScalarGlyphSpec } from './glyph-spec.js';
import type { BinOp, UnOp } from './scalar-ops.js';

export type ScalarGlyph =
  | '+' | '-' | '×' | '÷' | '|' | '⌈' | '⌊' | '*' | '⍟' | '○' | '!' | '~'
  | '∧' | '∨' | '⍲' | '⍱' | '<' | '≤' | '=' | '≥' | '>' | '≠'
  | typeof ROLL_GLYPH | typeof ROLL_UNIT_GLYPH;

/**
 * The checker's own glyphs for ? (shapes/roll.ts), which no program can write (⍙ starts a name,
 * and a name never holds ?): n ⍙? key draws ?n by its key, n ⍙?0 key draws ?0.
 */
export const ROLL_GLYPH = '⍙?';
export const ROLL_UNIT_GLYPH = '⍙?0';

const ok = (e: Elem): ElemRule => ({ ok: e });
/** bool+bool sums as int: the join, but at least int */
const atLeastInt = (a: Elem, b: Elem): ElemRule => ok(joinNumeric(a, b) === 'bool' ? 'int' : joinNumeric(a, b));

/** A monadic function of floats: the operand is converted to float. */
const monadicFloat = (op: UnOp): MonadicScalar => ({ elem: () => ok('float'), lower: () => ({ op, via: 'float', to: 'float' }) });
/** A dyadic function of floats: both operands are converted to float. */
const dyadicFloat = (op: BinOp): DyadicScalar => ({ elem: () => ok('float'), lower: () => ({ k: 'bin', op, via: 'float' }) });
/**
 * + - × |: both operands converted to the result type (bool+bool is int). `onInts`: the op for an
 * int result, exact or a LIMIT ERROR (int-exact.ts).
 */
const arithmetic = (op: BinOp, onInts: BinOp = op): DyadicScalar => ({
  elem: atLeastInt,
  lower: (_a, _b, result) => ({ k: 'bin', op: result === 'int' ? onInts : op, via: result }),
});
/** ⌈ ⌊: the join (the maximum of booleans is a boolean). */
const extremum = (op: BinOp): DyadicScalar => ({ elem: (a, b) => ok(joinNumeric(a, b)), lower: (_a, _b, result) => ({ k: 'bin', op, via: result }) });
/** ⌈ ⌊ monadic: an int (a boolean stays one); `op` takes floats to ints, exact or a LIMIT ERROR. */
const rounding = (op: UnOp): MonadicScalar => ({
  elem: (a) => ok(a === 'bool' ? 'bool' : 'int'),
  lower: (a) => (a === 'float' ? { op, via: 'float', to: 'int' } : { op: null, via: a, to: a }),
});
/** ∧ ∨: logic on booleans, LCM and GCD on ints and (within a tolerance) on floats. */
const logicOrDivisor = (logic: BinOp, divisor: BinOp, ofFloats: BinOp): DyadicScalar => ({
  elem: (a, b) => ok(joinNumeric(a, b)),
  lower: (_a, _b, result) => (result === 'bool' ? { k: 'bin', op: logic, via: 'bool' } : result === 'float' ? { k: 'bin', op: ofFloats, via: 'float' } : { k: 'bin', op: divisor, via: 'int' }),
});
/** ⍲ ⍱: booleans only. */
const booleanOnly = (glyph: string, op: BinOp): DyadicScalar => ({
  elem: (a, b) => (joinNumeric(a, b) === 'float' ? { domain: `${glyph} needs booleans` } : ok('bool')),
  lower: () => ({ k: 'bin', op, via: 'bool' }),
});

/** The type two compared values are compared in. */
const common = (a: Elem, b: Elem): Elem => (a === b ? a : a === 'float' || b === 'float' ? 'float' : 'int');
/** < ≤ = ≥ > ≠ give booleans; = and ≠ also compare characters, and a character never equals a number. */
const comparison = (op: BinOp, takesChars: boolean): DyadicScalar => ({
  ...(takesChars ? { takesChars: true as const } : {}),
  elem: () => ok('bool'),
  lower: (a, b): DyadicLowering | null => {
    if ((a === 'char') === (b === 'char')) return { k: 'bin', op, via: common(a, b) };
    if (op === 'eq' || op === 'ne') return { k: 'const', value: op === 'eq' ? 0 : 1, elem: 'bool' };
    return null;
  },
});

/** k○x for a known k: the unary op of that circle function. */
export const CIRCLE_UNOPS: ReadonlyMap<number, UnOp> = new Map<number, UnOp>([
  [0, 'sqrt1mx2'], [1, 'sin'], [2, 'cos'], [3, 'tan'], [4, 'sqrtx2p1'], [5, 'sinh'], [6, 'cosh'], [7, 'tanh'],
  [-1, 'asin'], [-2, 'acos'], [-3, 'atan'], [-4, 'sqrtx2m1'], [-5, 'asinh'], [-6, 'acosh'], [-7, 'atanh'],
]);

export const isScalarGlyph = (g: string): g is ScalarGlyph => Object.hasOwn(SCALAR_GLYPHS, g);

export const SCALAR_GLYPHS: Readonly<Record<ScalarGlyph, ScalarGlyphSpec>> = {
  '+': {
    name: 'conjugate, plus',
    monadic: { elem: ok, lower: (a) => ({ op: null, via: a, to: a }) },
    dyadic: arithmetic('add', 'addInt'),
  },
  '-': {
    name: 'negate, minus',
    monadic: { elem: (a) => ok(a === 'bool' ? 'int' : a), lower: (_a, result) => ({ op: result === 'int' ? 'negInt' : 'neg', via: result, to: result }) },
    dyadic: arithmetic('sub', 'subInt'),
  },
  '×': {
    name: 'direction, times',
    monadic: {
      elem: (a) => ok(a === 'bool' ? 'bool' : 'int'),
      lower: (a) => (a === 'bool' ? { op: null, via: 'bool', to: 'bool' } : { op: 'signum', via: a, to: 'int' }),
    },
    dyadic: arithmetic('mul', 'mulInt'),
  },
  '÷': { name: 'reciprocal, divide', monadic: monadicFloat('recip'), dyadic: dyadicFloat('div') },
  '|': {
    name: 'magnitude, residue',
    monadic: { elem: ok, lower: (a) => ({ op: a === 'bool' ? null : a === 'int' ? 'absInt' : 'abs', via: a, to: a }) },
    dyadic: arithmetic('mod'),
  },
  '⌈': { name: 'ceiling, maximum', monadic: rounding('ceilInt'), dyadic: extremum('max') },
  '⌊': { name: 'floor, minimum', monadic: rounding('floorInt'), dyadic: extremum('min') },
  '*': { name: 'exponential, power', monadic: monadicFloat('exp'), dyadic: dyadicFloat('pow') },
  '⍟': { name: 'natural logarithm, logarithm', monadic: monadicFloat('ln'), dyadic: dyadicFloat('log') },
  '○': {
    name: 'pi times, circular functions',
    monadic: monadicFloat('pitimes'),
    dyadic: {
      elem: () => ok('float'),
      lower: (_a, _b, _result, k) => {
        const u = k !== null && Number.isInteger(k) ? CIRCLE_UNOPS.get(k) : undefined;
        return u ? { k: 'unRight', op: u, via: 'float' } : { k: 'bin', op: 'circle', via: 'float' };
      },
    },
  },
  '!': { name: 'factorial, binomial', monadic: monadicFloat('factorial'), dyadic: dyadicFloat('binom') },
  '~': {
    name: 'not',
    monadic: {
      elem: (a) => (a === 'float' ? { nonce: '~ of a float array (write it with = 0 instead)' } : ok('bool')),
      lower: () => ({ op: 'not', via: 'bool', to: 'bool' }),
    },
  },
  '∧': { name: 'and, least common multiple', dyadic: logicOrDivisor('and', 'lcm', 'lcmFloat') },
  '∨': { name: 'or, greatest common divisor', dyadic: logicOrDivisor('or', 'gcd', 'gcdFloat') },
  '⍲': { name: 'nand', dyadic: booleanOnly('⍲', 'nand') },
  '⍱': { name: 'nor', dyadic: booleanOnly('⍱', 'nor') },
  '<': { name: 'less than', dyadic: comparison('lt', false) },
  '≤': { name: 'less than or equal', dyadic: comparison('le', false) },
  '=': { name: 'equal', dyadic: comparison('eq', true) },
  '≥': { name: 'greater than or equal', dyadic: comparison('ge', false) },
  '>': { name: 'greater than', dyadic: comparison('gt', false) },
  '≠': { name: 'not equal', dyadic: comparison('ne', true) },
  [ROLL_GLYPH]: { name: 'roll by a key', dyadic: { elem: () => ok('int'), lower: () => ({ k: 'bin', op: 'roll', via: 'int' }) } },
  [ROLL_UNIT_GLYPH]: { name: 'roll of 0 by a key', dyadic: { elem: () => ok('float'), lower: () => ({ k: 'bin', op: 'rollUnit', via: 'int' }) } },
};
