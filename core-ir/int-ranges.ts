// Value ranges of int scalars: inclusive bounds, and what the scalar ops compute from them. Shared
// by the simplifier (passes/simplify-ranges.ts: a checked op whose result provably fits becomes its
// total twin) and the GPU kernels (gpu/ranges.ts: an index read provably in bounds needs no check).
// A range is null where it cannot be proved — including where a result may leave i32, since a
// wrapped (or a failed) result would not lie in it.
import type { BinOp } from './syntax.js';

/** inclusive bounds of an int (or bool) value */
export type Range = readonly [number, number];

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

/** a range, or null when it may leave the i32 range */
export const fit = (lo: number, hi: number): Range | null => (lo >= I32_MIN && hi <= I32_MAX && lo <= hi ? [lo, hi] : null);

export const join = (a: Range | null, b: Range | null): Range | null => (a === null || b === null ? null : [Math.min(a[0], b[0]), Math.max(a[1], b[1])]);

/** The range of `a op b`; comparisons and logic give 0 or 1 whatever their operands. */
export function binRange(op: BinOp, a: Range | null, b: Range | null): Range | null {
  switch (op) {
    case 'lt': case 'le': case 'eq': case 'ge': case 'gt': case 'ne': case 'and': case 'or': case 'nand': case 'nor':
      return [0, 1];
    default:
  }
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
