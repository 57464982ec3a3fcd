// Structural array operations of the interpreter (no scalar arithmetic): transposes, rotations,
// reversals, windows, gathers, concatenation, reshape. They all work on flat row-major data.
//
// Most of them are one routine, `pickByTables`: the result is seen as a grid of "super axes", each
// with a table mapping a position on that axis to a source offset contribution (or -1: out of
// range, use the fill). A transpose, a reversal, a rotation, a window and a gather differ only in
// how the tables are built (for the views, from their index functions in views.ts), so the hot
// loop exists once and allocates nothing per element.
import { widthOfData, type FloatWidth } from '../ops/float-width.js';
import type { Elem, SrcLoc } from './syntax.js';
import { MAX_ITEMS, tooManyItems } from './limits.js';
import { checkMemoryCap } from './memory-cap.js';
import { axisReads, numberIndex, rowMajorStrides, stepShape, type AxisStep } from './views.js';
import { AplRuntimeError, allocData, elementCount, type ArrayValue, type ElemData } from './value.js';

/** Bytes an item of `elem` takes in host storage (value.ts allocData). */
export function itemBytes(elem: Elem, width: FloatWidth): number {
  return elem === 'bool' ? 1 : elem === 'float' && width === 'f64' ? 8 : 4;
}

/**
 * Allocates result storage (floats of the program's width); a size past the limit every backend
 * shares (limits.ts), past the memory cap (memory-cap.ts), or one this process cannot allocate, is
 * a LIMIT ERROR instead of a JS RangeError or a process the system kills.
 */
export function allocChecked(elem: Elem, n: number, loc: SrcLoc | null, width: FloatWidth): ElemData {
  if (!Number.isSafeInteger(n) || n < 0) throw new AplRuntimeError('LIMIT', `cannot allocate ${n} items`, loc);
  if (n > MAX_ITEMS) throw new AplRuntimeError('LIMIT', tooManyItems(n), loc);
  checkMemoryCap(n, itemBytes(elem, width), loc);
  try {
    return allocData(elem, n, width);
  } catch (e) {
    if (e instanceof RangeError) throw new AplRuntimeError('LIMIT', `cannot allocate ${n} items`, loc);
    throw e;
  }
}

/**
 * out[t₀…t_{k-1}] (row-major over the tables' lengths) = src[Σ tables[j][t_j]], or `fill` where
 * any entry is negative.
 */
export function pickByTables(src: ElemData, out: ElemData, tables: readonly Int32Array[], fill: number): void {
  const k = tables.length;
  if (k === 0) {
    out[0] = src[0]!;
    return;
  }
  for (const t of tables) if (t.length === 0) return;
  const last = tables[k - 1]!;
  const len = last.length;
  const outerRank = k - 1;
  const pos = new Int32Array(outerRank);
  let o = 0;
  for (;;) {
    let base = 0;
    let fillRow = false;
    for (let j = 0; j < outerRank; j++) {
      const c = tables[j]![pos[j]!]!;
      if (c < 0) fillRow = true;
      base += c;
    }
    if (fillRow) {
      out.fill(fill, o, o + len);
    } else {
      for (let s = 0; s < len; s++) {
        const c = last[s]!;
        out[o + s] = c < 0 ? fill : src[base + c]!;
      }
    }
    o += len;
    let d = outerRank - 1;
    while (d >= 0) {
      if (++pos[d]! < tables[d]!.length) break;
      pos[d] = 0;
      d--;
    }
    if (d < 0) return;
  }
}

function identityTable(dim: number, stride: number): Int32Array {
  const t = new Int32Array(dim);
  for (let i = 0; i < dim; i++) t[i] = i * stride;
  return t;
}

/** The result of a view or gather of `a`, checked against the memory cap before anything is built for it. */
function allocResult(a: ArrayValue, shape: readonly number[], loc: SrcLoc | null): ArrayValue {
  return { elem: a.elem, shape, data: allocChecked(a.elem, elementCount(shape), loc, widthOfData(a.data)) };
}

function fromTables(a: ArrayValue, out: ArrayValue, tables: readonly Int32Array[], fill: number): ArrayValue {
  pickByTables(a.data, out.data, tables, fill);
  return out;
}

/** The step applied to `a`: each result axis's table from the step's index function (views.ts). */
function viewOf(a: ArrayValue, step: AxisStep<number>, fill: number, loc: SrcLoc | null): ArrayValue {
  const st = rowMajorStrides(numberIndex, a.shape);
  const shape = stepShape(step, a.shape);
  // the cap first: an axis's table is as long as the result's axis (2147483000↑v built one of 8 GB)
  const out = allocResult(a, shape, loc);
  const tables = axisReads(numberIndex, step, a.shape).map((r, j) => {
    const t = new Int32Array(shape[j]!);
    for (let i = 0; i < t.length; i++) {
      const s = r.at(i);
      t[i] = r.inside !== null && r.inside(s) === 0 ? -1 : s * st[r.from]!;
    }
    return t;
  });
  return fromTables(a, out, tables, fill);
}

/** result dim i is input dim perm[i] */
export function rearrange(a: ArrayValue, perm: readonly number[], loc: SrcLoc | null): ArrayValue {
  return viewOf(a, { k: 'transpose', perm }, 0, loc);
}

export function reverse(a: ArrayValue, axis: number, loc: SrcLoc | null): ArrayValue {
  return viewOf(a, { k: 'reverse', axis }, 0, loc);
}

/** rotate left: result[i] = a[(i + amount) mod n] along the axis */
export function rotate(a: ArrayValue, axis: number, amount: number, loc: SrcLoc | null): ArrayValue {
  return viewOf(a, { k: 'rotate', axis, amount }, 0, loc);
}

/** result[i] = a[i + offsets] where in bounds, else fill */
export function window(a: ArrayValue, offsets: readonly number[], shape: readonly number[], fill: number, loc: SrcLoc | null): ArrayValue {
  return viewOf(a, { k: 'window', offsets, shape }, fill, loc);
}

/** per axis: all of it (null) or an int array of indices; see syntax.ts */
export function gather(a: ArrayValue, axes: readonly (ArrayValue | null)[], loc: SrcLoc | null): ArrayValue {
  const st = rowMajorStrides(numberIndex, a.shape);
  const shape: number[] = [];
  const tables = axes.map((ix, j) => {
    const dim = a.shape[j]!;
    if (ix === null) {
      shape.push(dim);
      return identityTable(dim, st[j]!);
    }
    shape.push(...ix.shape);
    const t = new Int32Array(ix.data.length);
    for (let i = 0; i < t.length; i++) {
      const v = ix.data[i]!;
      if (v < 0 || v >= dim) throw new AplRuntimeError('INDEX', `an index is out of range for an axis of length ${dim}`, loc);
      t[i] = v * st[j]!;
    }
    return t;
  });
  return fromTables(a, allocResult(a, shape, loc), tables, 0);
}

/** concatenation along an axis; every other dim must agree */
export function concat(elem: Elem, parts: readonly ArrayValue[], axis: number, loc: SrcLoc | null, width: FloatWidth): ArrayValue {
  const first = parts[0]!;
  const shape = [...first.shape];
  shape[axis] = 0;
  for (const p of parts) {
    if (p.shape.length !== first.shape.length) throw new AplRuntimeError('RANK', 'concatenated arrays differ in rank', loc);
    for (let j = 0; j < shape.length; j++) {
      if (j !== axis && p.shape[j] !== first.shape[j]) {
        throw new AplRuntimeError('LENGTH', `concatenated arrays differ in dimension ${j}: ${first.shape[j]} and ${p.shape[j]}`, loc);
      }
    }
    shape[axis]! += p.shape[axis]!;
  }
  let outer = 1;
  for (let j = 0; j < axis; j++) outer *= shape[j]!;
  let inner = 1;
  for (let j = axis + 1; j < shape.length; j++) inner *= shape[j]!;
  const out = allocChecked(elem, elementCount(shape), loc, width);
  let o = 0;
  if (outer === 1) {
    // one run of each part (vectors, the first axis): no subarray views, which cost more than
    // copying the few items of a small part (recursion's stack machine catenates many such)
    for (const p of parts) {
      const d = p.data;
      const n = p.shape[axis]! * inner;
      if (n < 32) for (let i = 0; i < n; i++) out[o + i] = d[i]!;
      else out.set(n === d.length ? d : d.subarray(0, n), o);
      o += n;
    }
    return { elem, shape, data: out };
  }
  for (let r = 0; r < outer; r++) {
    for (const p of parts) {
      const chunk = p.shape[axis]! * inner;
      out.set(p.data.subarray(r * chunk, (r + 1) * chunk), o);
      o += chunk;
    }
  }
  return { elem, shape, data: out };
}

/** same elements, new shape; the data is shared because interpreter values are never mutated */
export function reshape(a: ArrayValue, shape: readonly number[], loc: SrcLoc | null): ArrayValue {
  const n = elementCount(shape);
  if (n !== a.data.length) {
    throw new AplRuntimeError('LENGTH', `reshape of ${a.data.length} elements (shape ${a.shape.join(' ')}) to shape ${shape.join(' ')}`, loc);
  }
  return { elem: a.elem, shape, data: a.data };
}

/** the flat offset of one element; INDEX ERROR when out of bounds */
export function flatIndex(shape: readonly number[], idx: readonly number[], loc: SrcLoc | null): number {
  let off = 0;
  for (let j = 0; j < shape.length; j++) {
    const i = idx[j]!;
    const d = shape[j]!;
    if (i < 0 || i >= d) throw new AplRuntimeError('INDEX', `an index is out of range for an axis of length ${d}`, loc);
    off = off * d + i;
  }
  return off;
}
