// Value ranges for the simplifier (issue 14). APL's + - × and monadic - | of ints are checked ops
// (ops/int-exact.ts): they may fail, so passes may not delete, move or recompute them (effects.ts).
// Where the ranges of the operands keep the exact result inside i32 the check can never fire, and
// the op becomes its total twin (addInt → add), which computes the same value. The ranges known:
// constants, booleans (0…1) and characters (code points), the elements of literals, of ⍳ (0…n-1)
// and of replicated values, the indices of a map, and what the int ops compute from them. A fold
// by + - × of n values (n a constant) in a range folds with the twin when every partial result,
// of any n or fewer of the values in any order, stays inside i32.
import type { Atom, BinOp, Exp, Lambda, Size, UnOp } from '../core-ir/syntax.js';
import { binRange, fit, join, type Range } from '../core-ir/int-ranges.js';

export { binRange, type Range };

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;
const CODE_POINT_MAX = 0x10ffff;

/** The total op that computes what a checked op does wherever its result fits in i32. */
const BIN_TWIN: Partial<Record<BinOp, BinOp>> = { addInt: 'add', subInt: 'sub', mulInt: 'mul' };
const UN_TWIN: Partial<Record<UnOp, UnOp>> = { negInt: 'neg', absInt: 'abs' };

const magnitude = (r: Range): number => Math.max(Math.abs(r[0]), Math.abs(r[1]));

/** The range of a scalar int or bool expression, given the ranges of atoms. */
export function expRange(e: Exp, atom: (a: Atom) => Range | null): Range | null {
  switch (e.tag) {
    case 'atom': return atom(e.atom);
    case 'bin': return binRange(e.op, atom(e.left), atom(e.right));
    case 'select': return join(atom(e.then), atom(e.else));
    case 'un': {
      const r = atom(e.arg);
      if (r === null) return e.op === 'not' ? [0, 1] : null;
      switch (e.op) {
        case 'toInt': case 'toBool': case 'floor': case 'ceil': case 'not': return e.op === 'not' ? [0, 1] : r;
        case 'neg': case 'negInt': return fit(-r[1], -r[0]);
        case 'abs': case 'absInt': return fit(r[0] >= 0 ? r[0] : r[1] <= 0 ? -r[1] : 0, magnitude(r));
        case 'signum': return [Math.sign(r[0]), Math.sign(r[1])];
        default: return null;
      }
    }
    default: return null;
  }
}

/** The range of a type's values where the type alone says (booleans, characters). */
export function elemRange(elem: string): Range | null {
  return elem === 'bool' ? [0, 1] : elem === 'char' ? [0, CODE_POINT_MAX] : null;
}

/**
 * The range of the elements of an array bound by `def` (a literal, ⍳, a replicated scalar, a
 * reshape of one); `defOf` gives the expressions that bound other arrays.
 */
export function arrayRange(def: Exp | undefined, defOf: (name: string) => Exp | undefined, atom: (a: Atom) => Range | null): Range | null {
  if (def === undefined) return null;
  switch (def.tag) {
    case 'reshape': {
      // a reshape of an empty array is its fill, 0
      const r = arrayRange(defOf(def.array), defOf, atom);
      return r === null ? null : [Math.min(0, r[0]), Math.max(0, r[1])];
    }
    case 'lit': {
      if (def.type.elem === 'float' || def.data.length === 0) return elemRange(def.type.elem);
      let lo = Infinity;
      let hi = -Infinity;
      for (const v of def.data) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
      return fit(lo, hi);
    }
    case 'iota': return def.n.k === 'const' ? [0, Math.max(0, def.n.n - 1)] : [0, I32_MAX];
    case 'replicate': return atom(def.value);
    default: return null;
  }
}

/** The range of a map's index parameter over an axis of length `d`. */
export const indexRange = (d: Size): Range => (d.k === 'const' ? [0, Math.max(0, d.n - 1)] : [0, I32_MAX]);

/** The total twin of a checked binary op whose result is known to fit, or null. */
export function binTwin(op: BinOp, a: Range | null, b: Range | null): BinOp | null {
  const twin = BIN_TWIN[op];
  return twin !== undefined && binRange(op, a, b) !== null ? twin : null;
}

/** The total twin of a checked unary op whose result is known to fit, or null. */
export function unTwin(op: UnOp, r: Range | null): UnOp | null {
  const twin = UN_TWIN[op];
  // -x and |x fit exactly when x is not ¯2147483648
  return twin !== undefined && r !== null && r[0] > I32_MIN ? twin : null;
}

/**
 * The total twin of the checked op of a fold of at most n values each in r (a reduction or scan),
 * when every partial result in any order fits in i32: k ≤ n values sum to within k·r, an
 * alternating sum (-/) is at most k·|r| in magnitude, a product at most |r|ᵏ.
 */
export function foldTwin(op: BinOp, n: number, r: Range | null): BinOp | null {
  const twin = BIN_TWIN[op];
  if (twin === undefined || r === null) return null;
  const m = magnitude(r);
  switch (op) {
    case 'addInt': return fit(Math.min(0, n * r[0]), Math.max(0, n * r[1])) !== null ? twin : null;
    case 'subInt': return n * m <= I32_MAX ? twin : null;
    case 'mulInt': return m <= 1 || n * Math.log2(m) < 31 ? twin : null;
    default: return null;
  }
}

/**
 * For each of the f values a fold operator gives, the op when that value is `a_r ⊕ b_r` (or
 * `b_r ⊕ a_r`) of its own two parameters, the op's index in the body; null for any other value.
 */
export function componentOps(op: Lambda): ({ readonly op: BinOp; readonly at: number } | null)[] {
  const f = op.results.length;
  const names = op.params.map((q) => q.name);
  return op.results.map((res, r) => {
    if (op.params.length !== 2 * f || res.k !== 'var') return null;
    const at = op.body.findIndex((s) => s.names.length === 1 && s.names[0]!.name === res.name);
    const x = op.body[at]?.exp;
    if (x?.tag !== 'bin' || x.left.k !== 'var' || x.right.k !== 'var') return null;
    const [i, j] = [names.indexOf(x.left.name), names.indexOf(x.right.name)];
    return Math.min(i, j) === r && Math.max(i, j) === r + f ? { op: x.op, at } : null;
  });
}

/**
 * The range of a fold's result by `op` of n values (n null: unknown) each in `mapped`, an empty
 * fold giving the neutral element (in `neutral`): ⌈ ⌊ stay in the values' range, a sum within n
 * times it.
 */
export function foldResultRange(op: BinOp, n: number | null, mapped: Range | null, neutral: Range | null): Range | null {
  if (mapped === null) return null;
  switch (op) {
    case 'min': case 'max': return n !== null && n > 0 ? mapped : join(mapped, neutral);
    case 'add': case 'addInt': return n === null ? null : fit(Math.min(0, n * mapped[0]), Math.max(0, n * mapped[1]));
    default: return null;
  }
}
