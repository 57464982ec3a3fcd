// Scalar operator semantics: the one table every backend follows. The interpreter calls these
// functions; the WGSL generator emits code that computes the same values (floats as f32, ints as
// wrapping i32, bool as 0/1, char as a code point).
import type { BinOp, Elem, UnOp } from './syntax.js';

export class ScalarDomainError extends Error {
  constructor(message: string) {
    super(message);
  }
}

const f = Math.fround;
const FLOAT_ONLY_UN = new Set<UnOp>([
  'recip', 'exp', 'ln', 'pitimes', 'factorial', 'sqrt', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
  'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'sqrt1mx2', 'sqrtx2p1', 'sqrtx2m1',
]);

/** Whether the op takes an operand of this element type. */
export function unOperandOk(op: UnOp, elem: Elem): boolean {
  if (FLOAT_ONLY_UN.has(op)) return elem === 'float';
  switch (op) {
    case 'not':
      return elem === 'bool';
    case 'toBool':
      return elem === 'int' || elem === 'bool';
    case 'toFloat':
    case 'toInt':
      return true;
    case 'floor':
    case 'ceil':
      return elem === 'float' || elem === 'int';
    default:
      return elem === 'int' || elem === 'float';
  }
}

export function unResult(op: UnOp, elem: Elem): Elem {
  switch (op) {
    case 'floor':
    case 'ceil':
    case 'toInt':
      return 'int';
    case 'not':
    case 'toBool':
      return 'bool';
    case 'toFloat':
      return 'float';
    default:
      return elem;
  }
}

export function binOperandOk(op: BinOp, elem: Elem): boolean {
  switch (op) {
    case 'div': case 'pow': case 'log': case 'binom': case 'circle':
      return elem === 'float';
    case 'and': case 'or': case 'nand': case 'nor':
      return elem === 'bool';
    case 'gcd': case 'lcm': case 'idiv':
      return elem === 'int';
    case 'eq': case 'ne':
      return true;
    case 'lt': case 'le': case 'ge': case 'gt':
      return true;
    case 'min': case 'max':
      return elem !== 'char';
    default:
      return elem === 'int' || elem === 'float';
  }
}

export function binResult(op: BinOp, elem: Elem): Elem {
  switch (op) {
    case 'lt': case 'le': case 'eq': case 'ge': case 'gt': case 'ne': case 'and': case 'or': case 'nand': case 'nor':
      return 'bool';
    default:
      return elem;
  }
}

function gamma(x: number): number {
  // Lanczos approximation (g=7, n=9), reflection for x < 0.5
  if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gamma(1 - x));
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return Math.sqrt(2 * Math.PI) * Math.pow(t, x + 0.5) * Math.exp(-t) * a;
}

/** x! = Γ(x+1); exact for small non-negative integers. */
export function factorial(x: number): number {
  if (Number.isInteger(x)) {
    if (x < 0) throw new ScalarDomainError('! of a negative integer');
    let r = 1;
    for (let i = 2; i <= x && r !== Infinity; i++) r *= i;
    return r;
  }
  return gamma(x + 1);
}

/** C(n, k) for non-negative integers: 0 when k > n */
function binomialNat(k: number, n: number): number {
  if (k > n) return 0;
  let r = 1;
  const m = Math.min(k, n - k);
  for (let i = 1; i <= m && r !== Infinity; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

export function binomial(a: number, b: number): number {
  // ⍺!⍵ = (!⍵)÷(!⍺)×!⍵-⍺, for integers extended through the poles of Γ as in Dyalog (APL2):
  //   a≥0 b≥0: C(b,a) (0 if a>b);  a≥0 b<0: (¯1*a)×a!a-b+1;  a<0 b≥0: 0;
  //   a<0 b<0: (¯1*b-a)×(|b+1)!(|a+1) when b≥a, else 0
  if (Number.isInteger(a) && Number.isInteger(b)) {
    const sign = (n: number): number => (Math.abs(n) % 2 === 1 ? -1 : 1);
    if (a >= 0 && b >= 0) return binomialNat(a, b);
    if (a >= 0) return sign(a) * binomialNat(a, a - b - 1);
    if (b >= 0) return 0;
    return b >= a ? sign(b - a) * binomialNat(Math.abs(b + 1), Math.abs(a + 1)) : 0;
  }
  return factorial(b) / (factorial(a) * factorial(b - a));
}

function gcdInt(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * Whether k○x has no real value (Dyalog gives a complex number there; the flat model has none, so
 * it is a DOMAIN ERROR, as ⍟ of a negative number is).
 */
export function circleIsComplex(k: number, x: number): boolean {
  switch (k) {
    case 0: case -1: case -2: case -7: return Math.abs(x) > 1;
    case -4: return x > -1 && x < 1;
    case -6: return x < 1;
    case 8: case -8: return !Number.isNaN(x);
    default: return false;
  }
}

export function circle(k: number, x: number): number {
  if (circleIsComplex(k, x)) throw new ScalarDomainError(`${k < 0 ? '¯' + -k : k}○ of ${x} would be a complex number`);
  if (k === -4 && x === -1) return 0;
  switch (k) {
    case 0: return Math.sqrt(1 - x * x);
    case 1: return Math.sin(x);
    case 2: return Math.cos(x);
    case 3: return Math.tan(x);
    case 4: return Math.sqrt(1 + x * x);
    case 5: return Math.sinh(x);
    case 6: return Math.cosh(x);
    case 7: return Math.tanh(x);
    case -1: return Math.asin(x);
    case -2: return Math.acos(x);
    case -3: return Math.atan(x);
    case -4: return (x + 1) * Math.sqrt((x - 1) / (x + 1));
    case -5: return Math.asinh(x);
    case -6: return Math.acosh(x);
    case -7: return Math.atanh(x);
    case 8: return Math.sqrt(-1 - x * x); // NaN for real x: complex results are outside the flat model
    case -8: return -Math.sqrt(-1 - x * x);
    case 9: return x; // real part
    case 11: return 0; // imaginary part
    case 10: return Math.abs(x);
    case 12: return x >= 0 ? 0 : Math.PI; // phase
    case -9: return x;
    case -10: return x; // conjugate
    case -11: case -12:
      throw new ScalarDomainError(`${k}○ needs complex numbers`);
    default:
      throw new ScalarDomainError(`${k}○ is not a circle function`);
  }
}

/** The circle function number for a unary op, when it is one. */
export const CIRCLE_UNOPS: ReadonlyMap<number, UnOp> = new Map<number, UnOp>([
  [0, 'sqrt1mx2'], [1, 'sin'], [2, 'cos'], [3, 'tan'], [4, 'sqrtx2p1'], [5, 'sinh'], [6, 'cosh'], [7, 'tanh'],
  [-1, 'asin'], [-2, 'acos'], [-3, 'atan'], [-4, 'sqrtx2m1'], [-5, 'asinh'], [-6, 'acosh'], [-7, 'atanh'],
]);

function toI32(x: number): number {
  return x | 0;
}

/** Evaluate a unary op on a value of element type `elem` (the operand's type). */
export function evalUn(op: UnOp, elem: Elem, x: number): number {
  const isF = elem === 'float';
  switch (op) {
    case 'neg': return isF ? f(-x) : toI32(-x);
    case 'signum': return x > 0 ? 1 : x < 0 ? -1 : 0;
    case 'recip':
      if (x === 0) throw new ScalarDomainError('÷0');
      return f(1 / x);
    case 'exp': return f(Math.exp(x));
    case 'ln':
      // Dyalog gives complex results for negatives and DOMAIN ERROR for 0; flat arrays have neither
      if (x <= 0) throw new ScalarDomainError(x === 0 ? '⍟ of 0' : '⍟ of a negative number');
      return f(Math.log(x));
    case 'abs': return isF ? f(Math.abs(x)) : toI32(Math.abs(x));
    case 'floor': return isF ? toI32(Math.floor(x)) : x;
    case 'ceil': return isF ? toI32(Math.ceil(x)) : x;
    case 'not':
      if (x !== 0 && x !== 1) throw new ScalarDomainError('~ needs booleans');
      return 1 - x;
    case 'pitimes': return f(Math.PI * x);
    case 'factorial': return f(factorial(x));
    case 'sqrt': return f(Math.sqrt(x));
    case 'sin': return f(Math.sin(x));
    case 'cos': return f(Math.cos(x));
    case 'tan': return f(Math.tan(x));
    case 'asin': return f(circle(-1, x));
    case 'acos': return f(circle(-2, x));
    case 'atan': return f(Math.atan(x));
    case 'sinh': return f(Math.sinh(x));
    case 'cosh': return f(Math.cosh(x));
    case 'tanh': return f(Math.tanh(x));
    case 'asinh': return f(Math.asinh(x));
    case 'acosh': return f(circle(-6, x));
    case 'atanh': return f(circle(-7, x));
    case 'sqrt1mx2': return f(circle(0, x));
    case 'sqrtx2p1': return f(circle(4, x));
    case 'sqrtx2m1': return f(circle(-4, x));
    case 'toFloat': return f(x);
    case 'toInt': return toI32(Math.trunc(x));
    case 'toBool':
      if (x !== 0 && x !== 1) throw new ScalarDomainError('a boolean (0 or 1) is needed');
      return x;
  }
}

/** Evaluate a binary op on two operands of element type `elem`. */
export function evalBin(op: BinOp, elem: Elem, a: number, b: number): number {
  const isF = elem === 'float';
  switch (op) {
    case 'add': return isF ? f(a + b) : toI32(a + b);
    case 'sub': return isF ? f(a - b) : toI32(a - b);
    case 'mul': return isF ? f(a * b) : Math.imul(a, b);
    case 'div':
      if (b === 0) {
        if (a === 0) return 1; // 0÷0 is 1 in APL
        throw new ScalarDomainError('division by zero');
      }
      return f(a / b);
    case 'pow': {
      if (a === 0 && b < 0) throw new ScalarDomainError('0 to a negative power');
      if (a < 0 && !Number.isInteger(b)) throw new ScalarDomainError('negative number to a fractional power');
      return f(Math.pow(a, b));
    }
    case 'log':
      if (a < 0 || b < 0) throw new ScalarDomainError('⍟ of a negative number would be a complex number');
      if (b === 0) throw new ScalarDomainError('⍟ of 0');
      return f(Math.log(b) / Math.log(a));
    case 'mod': {
      if (a === 0) return b;
      if (isF) {
        const r = b - a * Math.floor(b / a);
        return f(r);
      }
      let r = b % a;
      if (r !== 0 && Math.sign(r) !== Math.sign(a)) r += a;
      return toI32(r);
    }
    case 'min': return Math.min(a, b);
    case 'max': return Math.max(a, b);
    case 'and': return a & b;
    case 'or': return a | b;
    case 'nand': return 1 - (a & b);
    case 'nor': return 1 - (a | b);
    case 'gcd': return toI32(gcdInt(a, b));
    case 'lcm': {
      if (a === 0 || b === 0) return 0;
      return toI32(Math.abs((a / gcdInt(a, b)) * b) * (Math.sign(a) * Math.sign(b)));
    }
    case 'lt': return a < b ? 1 : 0;
    case 'le': return a <= b ? 1 : 0;
    case 'eq': return a === b ? 1 : 0;
    case 'ge': return a >= b ? 1 : 0;
    case 'gt': return a > b ? 1 : 0;
    case 'ne': return a !== b ? 1 : 0;
    case 'binom': return f(binomial(a, b));
    case 'circle':
      if (!Number.isInteger(a)) throw new ScalarDomainError('left argument of ○ must be an integer');
      return f(circle(a, b));
    case 'idiv': return toI32(Math.floor(a / b));
  }
}

/** The neutral element of an associative op, if any (used for reductions of empty arrays). */
export function neutralOf(op: BinOp, elem: Elem): number | null {
  switch (op) {
    case 'add': case 'sub': case 'or': case 'ne': case 'gcd': return 0;
    case 'mul': case 'div': case 'and': case 'eq': case 'pow': case 'lcm': return 1;
    case 'min': return elem === 'float' ? f(3.4028234663852886e38) : 2147483647;
    case 'max': return elem === 'float' ? f(-3.4028234663852886e38) : -2147483648;
    case 'lt': case 'gt': case 'mod': return 0;
    case 'le': case 'ge': case 'binom': return 1;
    default: return null;
  }
}

/** Ops whose reduction may be computed in any tree order. */
export function isAssociative(op: BinOp, elem: Elem): boolean {
  switch (op) {
    case 'add': case 'mul': case 'min': case 'max': case 'gcd': case 'lcm':
      return true;
    case 'and': case 'or': case 'ne':
      return true;
    case 'eq':
      return elem === 'bool';
    default:
      return false;
  }
}
