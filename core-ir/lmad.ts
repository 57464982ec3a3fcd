// LMADs (linear memory access descriptors): an offset, and a size and stride per dimension; the
// element at index i is at offset + Σ i_k × stride_k of the memory the view reads. A transpose, a
// reversal, a window inside its source and a row-major reshape of a contiguous array are LMADs of
// their source's memory, so memory planning (Munksgaard et al.) can make them views, not copies.
import { rowMajorStrides, windowAxisInside, type IndexAlgebra, type View, type ViewStep } from './views.js';

export interface LmadDim<X> {
  readonly size: X;
  readonly stride: X;
}

export interface Lmad<X> {
  readonly offset: X;
  readonly dims: readonly LmadDim<X>[];
}

/** The LMAD of a row-major array of the shape. */
export function rowMajorLmad<X>(alg: IndexAlgebra<X>, shape: readonly X[]): Lmad<X> {
  const st = rowMajorStrides(alg, shape);
  return { offset: alg.int(0), dims: shape.map((size, k) => ({ size, stride: st[k]! })) };
}

/** The position in memory of the element at `idx`. */
export function lmadOffset<X>(alg: IndexAlgebra<X>, l: Lmad<X>, idx: readonly X[]): X {
  return l.dims.reduce((acc, d, k) => alg.add(acc, alg.mul(idx[k]!, d.stride)), l.offset);
}

/**
 * A view of a row-major source as an LMAD over the source's memory, or null where it is not
 * affine or not provably so: a rotation (by an amount not known to be a multiple of the dim), a
 * window that may read outside its source (its fill is not in memory), a reshape of what is no
 * longer contiguous.
 */
export function toLmad<X>(alg: IndexAlgebra<X>, v: View<X>): Lmad<X> | null {
  let at: PlacedLmad<X> | null = { lmad: rowMajorLmad(alg, v.source), contiguous: true };
  for (const step of v.steps) {
    at = lmadStep(alg, at, step);
    if (at === null) return null;
  }
  return at.lmad;
}

/** An LMAD and whether its elements are still the row-major order of a dense block (a reshape needs it). */
export interface PlacedLmad<X> {
  readonly lmad: Lmad<X>;
  readonly contiguous: boolean;
}

/** One view step applied to an LMAD, or null where the result is not (provably) an LMAD of the same memory. */
export function lmadStep<X>(alg: IndexAlgebra<X>, at: PlacedLmad<X>, step: ViewStep<X>): PlacedLmad<X> | null {
  let { offset, dims } = at.lmad;
  let contiguous = at.contiguous;
  switch (step.k) {
    case 'transpose':
      dims = step.perm.map((p) => dims[p]!);
      if (step.perm.some((p, j) => p !== j)) contiguous = false;
      break;
    case 'reverse': {
      const d = dims[step.axis]!;
      offset = alg.add(offset, alg.mul(alg.sub(d.size, alg.int(1)), d.stride));
      dims = dims.map((x, k) => (k === step.axis ? { size: x.size, stride: alg.sub(alg.int(0), x.stride) } : x));
      if (alg.known(d.size) !== 1) contiguous = false;
      break;
    }
    case 'rotate': {
      const n = alg.known(dims[step.axis]!.size);
      const amount = alg.known(step.amount);
      if (n === null || amount === null || (n !== 0 && amount % n !== 0)) return null;
      break;
    }
    case 'window': {
      if (!dims.every((d, k) => windowAxisInside(alg, step.offsets[k]!, step.shape[k]!, d.size))) return null;
      // a dense block still when every axis but the first is whole
      if (dims.some((d, k) => k > 0 && !(alg.known(step.offsets[k]!) === 0 && alg.same(step.shape[k]!, d.size)))) contiguous = false;
      offset = dims.reduce((acc, d, k) => alg.add(acc, alg.mul(step.offsets[k]!, d.stride)), offset);
      dims = dims.map((d, k) => ({ size: step.shape[k]!, stride: d.stride }));
      break;
    }
    case 'reshape': {
      if (!contiguous) return null;
      // a dense block in row-major order from `offset` on: the new shape's row-major strides from there
      const strides = rowMajorLmad(alg, step.shape).dims;
      dims = strides;
      break;
    }
  }
  return { lmad: { offset, dims }, contiguous };
}
