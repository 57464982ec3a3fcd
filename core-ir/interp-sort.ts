// The interpreter's grade: a stable sort of the major cells of an array (the reference semantics
// of the IR's `grade`; the GPU runs a merge sort with the same comparison and the same stability).
import type { SrcLoc } from './syntax.js';
import { AplRuntimeError, type ArrayValue } from './value.js';
import { allocChecked } from './interp-arrays.js';

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
  // the result is checked (the memory cap among the rest) before the work starts
  const out = allocChecked('int', n, loc, 'f32');
  const idx = indexArray(n, loc);
  // Array.prototype.sort is stable, so equal cells keep their order in both directions
  idx.sort(down ? (x, y) => cmp(y, x) : cmp);
  out.set(idx);
  return { elem: 'int', shape: [n], data: out };
}

/** The most items a JavaScript array holds in V8 (FixedArray::kMaxLength, 64-bit): past it Array.from throws a RangeError, after a long time. */
const JS_ARRAY_ITEMS = 2 ** 27 - 3;

/** 0 … n−1 as a JavaScript array, which the stable sort takes; past V8's limit a LIMIT ERROR, not a RangeError. */
function indexArray(n: number, loc: SrcLoc | null): number[] {
  if (n > JS_ARRAY_ITEMS) throw new AplRuntimeError('LIMIT', `a grade of ${n} items: the interpreter and the cpu backend sort at most ${JS_ARRAY_ITEMS} items (what a JavaScript array holds)`, loc);
  return Array.from({ length: n }, (_, i) => i);
}
