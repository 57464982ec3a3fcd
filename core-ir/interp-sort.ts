// The interpreter's grade: a stable sort of the major cells of an array (the reference semantics
// of the IR's `grade`; the GPU runs a merge sort with the same comparison and the same stability).
import type { SrcLoc } from './syntax.js';
import { AplRuntimeError, type ArrayValue } from './value.js';

/** The permutation that sorts the major cells of `a` (ascending, or descending when `down`), stably. */
export function gradeCells(a: ArrayValue, down: boolean, loc: SrcLoc | null): ArrayValue {
  if (a.shape.length === 0) throw new AplRuntimeError('RANK', 'grade of a scalar', loc);
  const n = a.shape[0]!;
  const m = n === 0 ? 0 : a.data.length / n;
  const d = a.data;
  const cmp = (x: number, y: number): number => {
    const bx = x * m;
    const by = y * m;
    for (let k = 0; k < m; k++) {
      const p = d[bx + k]!;
      const q = d[by + k]!;
      if (p < q) return -1;
      if (p > q) return 1;
    }
    return 0;
  };
  const idx = Array.from({ length: n }, (_, i) => i);
  // Array.prototype.sort is stable, so equal cells keep their order in both directions
  idx.sort(down ? (x, y) => cmp(y, x) : cmp);
  return { elem: 'int', shape: [n], data: Int32Array.from(idx) };
}
