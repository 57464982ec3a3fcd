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
  if (m === 1 && a.elem !== 'float' && countingSort(d, n, down, out)) return { elem: 'int', shape: [n], data: out };
  const idx = indexArray(n, loc);
  // Array.prototype.sort is stable, so equal cells keep their order in both directions
  idx.sort(down ? (x, y) => cmp(y, x) : cmp);
  out.set(idx);
  return { elem: 'int', shape: [n], data: out };
}

/**
 * A stable grade of integers whose range is at most the larger of their count and 2¹⁶, by
 * counting: O(n), where the comparison sort takes O(n log n) calls of a comparator (indexed
 * assignment grades its indices to let the last write win: 45 million of them took minutes).
 * Writes the permutation into `out`; false where the range is too wide.
 */
function countingSort(d: ArrayLike<number>, n: number, down: boolean, out: Int32Array | Float32Array | Float64Array | Uint8Array | Uint16Array | Uint32Array | Int8Array | Int16Array): boolean {
  if (n === 0) return true;
  let lo = d[0]!;
  let hi = lo;
  for (let i = 1; i < n; i++) {
    const x = d[i]!;
    if (x < lo) lo = x;
    else if (x > hi) hi = x;
  }
  const range = hi - lo + 1;
  if (!(range <= Math.max(n, 1 << 16))) return false;
  const start = new Float64Array(range);
  for (let i = 0; i < n; i++) start[d[i]! - lo]++;
  // each key's first place: the count of the keys before it in the order asked for
  let at = 0;
  if (down) for (let k = range - 1; k >= 0; k--) { const c = start[k]!; start[k] = at; at += c; }
  else for (let k = 0; k < range; k++) { const c = start[k]!; start[k] = at; at += c; }
  // equal keys are placed in their order in ⍵: stable both ways
  for (let i = 0; i < n; i++) out[start[d[i]! - lo]!++] = i;
  return true;
}

/** The most items a JavaScript array holds in V8 (FixedArray::kMaxLength, 64-bit): past it Array.from throws a RangeError, after a long time. */
const JS_ARRAY_ITEMS = 2 ** 27 - 3;

/** 0 … n−1 as a JavaScript array, which the stable sort takes; past V8's limit a LIMIT ERROR, not a RangeError. */
function indexArray(n: number, loc: SrcLoc | null): number[] {
  if (n > JS_ARRAY_ITEMS) throw new AplRuntimeError('LIMIT', `a grade of ${n} items: the interpreter and the cpu backend sort at most ${JS_ARRAY_ITEMS} items (what a JavaScript array holds)`, loc);
  return Array.from({ length: n }, (_, i) => i);
}
