// A transpose of the last two axes (⍉ of a matrix; of a stack of matrices, the rearrange
// [0 … k-3, k-1, k-2]) as a kernel of its own, in square tiles: the interpreter's gather
// (core-ir/interp-arrays.ts pickByTables) writes the result in order and reads the source down
// its columns, a cache line an element; a tile of TILE×TILE reads TILE rows and writes TILE rows, each
// within a few cache lines. The kernel's outer range is the tile rows of all the matrices, so the
// pool (parallel.ts) can split it like a map's rows. It moves elements and computes nothing:
// its result is the interpreter's whatever the element type.
import type { SrcLoc } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';
import { elementCount } from '../core-ir/value.js';
import { allocChecked } from '../core-ir/interp-arrays.js';
import { widthOfData } from '../ops/float-width.js';
import { buildKernel, type Kernel } from './kernel-cache.js';
import { KernelWriter } from './scalar-js.js';
import { allocShared, chunkBounds, parallelChunks, runParallel } from './parallel.js';

/** The tile's side: 32 elements of 4 bytes are two cache lines of 64 bytes a row. */
export const TILE = 32;

/** Whether the rearrange `perm` (result axis i is source axis perm[i]) swaps the last two axes and keeps the others. */
export function swapsLastTwo(perm: readonly number[]): boolean {
  const k = perm.length;
  return k >= 2 && perm[k - 1] === k - 2 && perm[k - 2] === k - 1 && perm.slice(0, k - 2).every((p, i) => p === i);
}

/**
 * The kernel (kernel-cache.ts KernelFn): D = [matrices, rows, cols] of the source, I[0] the
 * source, O[0] the result; R0 ≤ u < R1 are tile rows, u = matrix × ⌈rows/TILE⌉ + tile row.
 */
function transposeKernel(): Kernel {
  const w = new KernelWriter(() => null, 'f32');
  [
    `const nt = Math.ceil(R / ${TILE});`,
    'for (let u = R0; u < R1; u++) {',
    '  const b = Math.floor(u / nt);',
    `  const i0 = (u - b * nt) * ${TILE};`,
    `  const i1 = Math.min(i0 + ${TILE}, R);`,
    '  const base = b * R * C;',
    `  for (let j0 = 0; j0 < C; j0 += ${TILE}) {`,
    `    const j1 = Math.min(j0 + ${TILE}, C);`,
    '    for (let i = i0; i < i1; i++) {',
    '      let s = base + i * C + j0;',
    '      let o = base + j0 * R + i;',
    '      for (let j = j0; j < j1; j++) {',
    '        dst[o] = src[s];',
    '        s++;',
    '        o += R;',
    '      }',
    '    }',
    '  }',
    '}',
  ].forEach((l) => w.line(l));
  return buildKernel(w, ['// transpose of the last two axes', 'const R = D[1];', 'const C = D[2];', 'const src = I[0];', 'const dst = O[0];']);
}

let kernel: Kernel | null = null;

/** ⍉ of the last two axes of `a` (swapsLastTwo of the rearrange's perm), on the pool where it is big enough. */
export function transposeLastTwo(a: ArrayValue, loc: SrcLoc | null): ArrayValue {
  kernel ??= transposeKernel();
  const k = a.shape.length;
  const rows = a.shape[k - 2]!;
  const cols = a.shape[k - 1]!;
  const shape = [...a.shape.slice(0, k - 2), cols, rows];
  const n = elementCount(a.shape);
  const D = [elementCount(a.shape.slice(0, k - 2)), rows, cols];
  const outer = D[0]! * Math.ceil(rows / TILE);
  const chunks = parallelChunks(outer, n, 1);
  const width = widthOfData(a.data);
  const out = (chunks > 0 ? allocShared : allocChecked)(a.elem, n, loc, width);
  if (chunks > 0) runParallel(kernel, D, [a.data], [out], [], null, chunkBounds(outer, chunks), loc);
  else kernel.fn(D, [a.data], [out], kernel.sites, [], null, 0, outer, 0);
  return { elem: a.elem, shape, data: out };
}
