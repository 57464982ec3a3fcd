// Value ranges of int scalars in kernels, known when a kernel is built (sizes and host scalars
// are numbers then): an index read whose index provably lies inside the array needs no bounds
// check. Fused kernels read through index arithmetic (rotations, reversals, transposes; see
// core-ir/views.ts) whose results are in range by construction; proving it here removes a
// compare, a branch and an error site per read. A range that cannot be proved is null: checked.
import type { Atom, BinOp, Exp } from '../core-ir/syntax.js';
import { binRange as bin, join, type Range } from '../core-ir/int-ranges.js';

export type { Range };

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
