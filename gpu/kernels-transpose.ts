// The tiled transpose (core-ir/kernels.ts TransposeStrategy 'tiled'): a rearrange that moves the
// source's last axis, copied through workgroup memory so that reads and writes are both coalesced.
//
// The tile plane is the source's last axis (A, contiguous in the source) and the source axis that
// becomes the result's last (B, contiguous in the result); every other axis is a batch axis, one
// range of workgroups each. A workgroup of T × R invocations copies a T × T block of the plane:
// each invocation reads T ÷ R elements down the block's rows, consecutive invocations at
// consecutive A (one 128-byte line a row for T = 32 words), stores them at tile[b][a], and after a
// barrier writes T ÷ R elements with consecutive invocations at consecutive B, read down a column
// of the tile. Rows of the tile are T + 1 words: a column's T words then fall in T different banks
// instead of one. Elements past the edges are neither read nor written; every invocation reaches
// the barrier (WGSL needs it in uniform control flow).
import type { SrcLoc } from '../core-ir/syntax.js';
import type { TransposeStrategy } from '../core-ir/kernels.js';
import { elementCount } from '../core-ir/value.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, wgslType } from './wgsl.js';

/** Row-major strides of a shape, in elements. */
function strides(shape: readonly number[]): number[] {
  const out = new Array<number>(shape.length).fill(1);
  for (let k = shape.length - 2; k >= 0; k--) out[k] = out[k + 1]! * shape[k + 1]!;
  return out;
}

/** out[i] = a[j] with j[perm[k]] = i[k], the result's tile plane `s.plane` copied in tiles. */
export async function transposeTiled(
  rt: GpuRuntime, a: DevArray, perm: readonly number[], s: Extract<TransposeStrategy, { k: 'tiled' }>, loc: SrcLoc | null,
): Promise<DevArray> {
  const r = perm.length;
  const shape = perm.map((p) => a.shape[p]!);
  const out = rt.newArray(a.elem, shape, loc, 'overwritten');
  if (elementCount(shape) === 0) return out;
  const [atA, atB] = s.plane;
  if (perm[atA] !== r - 1 || atB !== r - 1) throw new Error(`a transpose tile plane ${atA}, ${atB} that is not the source's last axis and the result's`);
  const T = s.tile;
  const R = s.rows;
  const inStride = strides(a.shape);
  const outStride = strides(shape);
  const [nA, nB] = [shape[atA]!, shape[atB]!];
  const [tilesA, tilesB] = [Math.ceil(nA / T), Math.ceil(nB / T)];
  const batch = shape.map((_, k) => k).filter((k) => k !== atA && k !== atB);
  const kb = new KernelBuilder<BufRef>(rt.float);
  const src = kb.bind(a.buf, a.elem);
  const dst = kb.bind(out.buf, out.elem, true);
  kb.declare(`var<workgroup> tile: array<${wgslType(a.elem)}, ${T * (T + 1)}>;`);
  const [NA, NB, TA, TB] = [kb.size('nA', nA), kb.size('nB', nB), kb.size('tA', tilesA), kb.size('tB', tilesB)];
  const [SB, SA] = [kb.size('inB', inStride[perm[r - 1]!]!), kb.size('outA', outStride[atA]!)];
  // the batch index split over the batch axes, last first, into the two sides' offsets
  const batchLines = [...batch].reverse().flatMap((k) => {
    const [n, si, so] = [kb.size(`n${k}`, shape[k]!), kb.size(`si${k}`, inStride[perm[k]!]!), kb.size(`so${k}`, outStride[k]!)];
    return [`  inBase = inBase + (bt % ${n}) * ${si};`, `  outBase = outBase + (bt % ${n}) * ${so};`, `  bt = bt / ${n};`];
  });
  const body = [
    `  let ta = grp % ${TA};`,
    `  let tb = (grp / ${TA}) % ${TB};`,
    `  var bt = grp / (${TA} * ${TB});`,
    '  var inBase = 0u;',
    '  var outBase = 0u;',
    ...batchLines,
    `  let tx = lid % ${T}u;`,
    `  let ty = lid / ${T}u;`,
    `  for (var y = ty; y < ${T}u; y = y + ${R}u) {`,
    `    let ea = ta * ${T}u + tx;`,
    `    let eb = tb * ${T}u + y;`,
    `    if (ea < ${NA} && eb < ${NB}) { tile[y * ${T + 1}u + tx] = ${src}[inBase + eb * ${SB} + ea]; }`,
    '  }',
    '  workgroupBarrier();',
    `  for (var y = ty; y < ${T}u; y = y + ${R}u) {`,
    `    let ea = ta * ${T}u + y;`,
    `    let eb = tb * ${T}u + tx;`,
    `    if (ea < ${NA} && eb < ${NB}) { ${dst}[outBase + ea * ${SA} + eb] = tile[tx * ${T + 1}u + y]; }`,
    '  }',
  ];
  const groups = (elementCount(shape) / (nA * nB)) * tilesA * tilesB;
  await rt.dispatch(kb.finishCooperative(body.join('\n'), T * R), groups * T * R, loc);
  return out;
}
