// Value ranges of int scalars in kernels, known when a kernel is built (sizes and host scalars
// are numbers then): an index read whose index provably lies inside the array needs no bounds
// check. Fused kernels read through index arithmetic (rotations, reversals, transposes; see
// passes/fuse-views.ts) whose results are in range by construction; proving it here removes a
// compare, a branch and an error site per read. A range that cannot be proved is null: checked.
import type { BinOp, Exp } from '../core-ir/syntax.js';

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
    case 'add': return fit(a[0] + b[0], a[1] + b[1]);
    case 'sub': return fit(a[0] - b[1], a[1] - b[0]);
    case 'mul': {
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

/**
 * The range of an int expression's value, given the ranges of atoms. `defOf` gives the
 * expression that bound a name in the same kernel (for the rotation pattern below).
 */
export function rangeOf(e: Exp, atomRange: (a: Extract<Exp, { tag: 'atom' }>['atom']) => Range | null, defOf: (name: string) => Exp | undefined): Range | null {
  switch (e.tag) {
    case 'atom': return atomRange(e.atom);
    case 'bin': return bin(e.op, atomRange(e.left), atomRange(e.right));
    case 'select': {
      // select (t < n) t (t - n): a rotation's wrap-around; t in [lo, hi] with 0 ≤ lo, hi < 2n gives [0, n-1]
      const c = e.cond.k === 'var' ? defOf(e.cond.name) : undefined;
      const f = e.else.k === 'var' ? defOf(e.else.name) : undefined;
      if (c?.tag === 'bin' && c.op === 'lt' && f?.tag === 'bin' && f.op === 'sub' && e.then.k === 'var' &&
        c.left.k === 'var' && c.left.name === e.then.name && f.left.k === 'var' && f.left.name === e.then.name) {
        const t = atomRange(e.then);
        const n = atomRange(c.right);
        const m = atomRange(f.right);
        if (t !== null && n !== null && m !== null && n[0] === n[1] && m[0] === m[1] && n[0] === m[0] && t[0] >= 0 && t[1] < 2 * n[0]) return [0, n[0] - 1];
      }
      const a = atomRange(e.then);
      const b = atomRange(e.else);
      return a === null || b === null ? null : [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
    }
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
