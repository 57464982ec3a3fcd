// Value ranges of int scalars in kernels, known when a kernel is built (sizes and host scalars
// are numbers then): an index read whose index provably lies inside the array needs no bounds
// check. Fused kernels read through index arithmetic (rotations, reversals, transposes; see
// core-ir/views.ts) whose results are in range by construction; proving it here removes a
// compare, a branch and an error site per read. A range that cannot be proved is null: checked.
import type { Atom, BinOp, Exp } from '../core-ir/syntax.js';

/** inclusive bounds of an i32 value */
export type Range = readonly [number, number];

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

/** a range, or null when it may leave the i32 range (wrapping would invalidate it) */
function fit(lo: number, hi: number): Range | null {
  return lo >= I32_MIN && hi <= I32_MAX && lo <= hi ? [lo, hi] : null;
}

function bin(op: BinOp, a: Range | null, b: Range | null): Range | null {
  if (a === null || b === null) return null;
  switch (op) {
    // the checked ops (ops/int-exact.ts) give the same values or stop the program
    case 'add': case 'addInt': return fit(a[0] + b[0], a[1] + b[1]);
    case 'sub': case 'subInt': return fit(a[0] - b[1], a[1] - b[0]);
    case 'mul': case 'mulInt': {
      const ps = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]];
      return fit(Math.min(...ps), Math.max(...ps));
    }
    case 'min': return [Math.min(a[0], b[0]), Math.min(a[1], b[1])];
    case 'max': return [Math.max(a[0], b[0]), Math.max(a[1], b[1])];
    // APL residue ⍺|⍵ with a positive ⍺ (the left operand) lies in [0, ⍺-1]
    case 'mod': return a[0] > 0 ? [0, a[1] - 1] : null;
    case 'idiv': return b[0] > 0 ? [Math.floor(a[0] / b[1]), Math.floor(a[1] / b[0])] : null;
    default: return null;
  }
}

type AtomRange = (a: Atom) => Range | null;

/**
 * The range of an int expression's value, given the ranges of atoms. `defOf` gives the
 * expression that bound a name in the same kernel (a select's branches are evaluated knowing
 * its condition; see `selectRange`).
 */
export function rangeOf(e: Exp, atomRange: AtomRange, defOf: (name: string) => Exp | undefined): Range | null {
  switch (e.tag) {
    case 'atom': return atomRange(e.atom);
    case 'bin': return bin(e.op, atomRange(e.left), atomRange(e.right));
    case 'select': return selectRange(e, atomRange, defOf);
    case 'un':
      if (e.op === 'toInt') {
        const r = atomRange(e.arg);
        return r;
      }
      return null;
    default:
      return null;
  }
}

/**
 * select (p < q) a b: where the condition compares a name p, each branch's value is evaluated
 * again with p's range narrowed by the condition (one level of definitions deep), so a
 * wrap-around `select (t < n) t (t - n)` of t in [0, 2n) is known to lie in [0, n).
 */
function selectRange(e: Extract<Exp, { tag: 'select' }>, atomRange: AtomRange, defOf: (name: string) => Exp | undefined): Range | null {
  const c = e.cond.k === 'var' ? defOf(e.cond.name) : undefined;
  const p = c?.tag === 'bin' && c.left.k === 'var' ? c.left.name : null;
  const pr = p === null ? null : atomRange({ k: 'var', name: p });
  const qr = c?.tag === 'bin' ? atomRange(c.right) : null;
  const narrowed = c?.tag === 'bin' && pr !== null && qr !== null ? narrow(c.op, pr, qr) : null;
  if (narrowed === null) return join(atomRange(e.then), atomRange(e.else));
  const under = (r: Range | 'none', a: Atom): Range | null | 'none' => {
    if (r === 'none') return 'none';
    const local: AtomRange = (x) => (x.k === 'var' && x.name === p ? r : atomRange(x));
    if (a.k === 'var' && a.name === p) return r;
    const d = a.k === 'var' ? defOf(a.name) : undefined;
    return d?.tag === 'bin' ? bin(d.op, local(d.left), local(d.right)) : atomRange(a);
  };
  const t = under(narrowed[0], e.then);
  const f = under(narrowed[1], e.else);
  if (t === 'none') return f === 'none' ? null : f;
  if (f === 'none') return t;
  return join(t, f);
}

function join(a: Range | null, b: Range | null): Range | null {
  return a === null || b === null ? null : [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}

/** p's range where `p op q` holds and where it does not ('none': never) */
function narrow(op: BinOp, p: Range, q: Range): [Range | 'none', Range | 'none'] | null {
  const r = (lo: number, hi: number): Range | 'none' => (lo <= hi ? [lo, hi] : 'none');
  switch (op) {
    case 'lt': return [r(p[0], Math.min(p[1], q[1] - 1)), r(Math.max(p[0], q[0]), p[1])];
    case 'le': return [r(p[0], Math.min(p[1], q[1])), r(Math.max(p[0], q[0] + 1), p[1])];
    case 'gt': return [r(Math.max(p[0], q[0] + 1), p[1]), r(p[0], Math.min(p[1], q[1]))];
    case 'ge': return [r(Math.max(p[0], q[0]), p[1]), r(p[0], Math.min(p[1], q[1] - 1))];
    default: return null;
  }
}
