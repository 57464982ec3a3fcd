// Workgroup-cooperative folds and scans, the strategy kernelize chooses for GPU profiles
// (core-ir/kernels.ts, 'cooperative').
//
// A row of length n is cut into G segments of S = ⌈n/G⌉ elements, one workgroup each. Each
// invocation folds its share of the segment into a register — strided (invocation t takes
// elements t, t+W, t+2W, …: consecutive invocations read consecutive addresses) where the
// operator commutes, a contiguous run where it is only associative — and the workgroup then
// folds the registers of its nact invocations (a prefix 0…A−1) in a tree in workgroup memory
// that combines neighbours only, so the order of the operands is kept. The tree's barriers are
// in uniform control flow: every invocation runs every step, and whole workgroups past the grid
// return before any (KernelBuilder.finishCooperative).
//
// A scan is reduce-then-scan on contiguous segments: the segments' folds, their scan along the
// row (the caller's recursion), then each segment scanned again from the fold of the segments
// before it: each invocation folds its run, the workgroup scans the runs' folds in workgroup
// memory (Hillis–Steele, neighbours only), and each invocation rescans its run from its prefix.
import type { Lambda, SrcLoc } from '../core-ir/syntax.js';
import type { KernelScope } from './lambda.js';
import { Carry, rowsKernel, type Source } from './rows-kernel.js';
import type { BufRef, GpuRuntime } from './runtime.js';
import { contiguousRuns, rescanRuns, workgroupScan } from './wgsl-tile-scan.js';

/** Workgroup memory a kernel may use (WebGPU's default maxComputeWorkgroupStorageSize). */
const WORKGROUP_BYTES = 16384;

/** Whether a fold carrying these values fits a workgroup tree of `workgroup` in workgroup memory. */
export function fitsWorkgroup(op: Lambda, workgroup: number): boolean {
  return Carry.of(op).words * 4 * workgroup <= WORKGROUP_BYTES;
}

/** Segments of a row of length n when G are wanted: [segment length, segment count] with none empty. */
export function segments(n: number, groups: number): [number, number] {
  const S = Math.ceil(n / Math.max(1, Math.min(groups, n)));
  return [S, Math.ceil(n / S)];
}

export interface CoopShape {
  readonly workgroup: number;
  readonly order: 'strided' | 'contiguous';
}

/**
 * outs[…][row·G + k] = the fold of segment k (S elements from k·S) of each of the m rows of
 * `src` (rows of length n ≥ 1), for [S, G] = segments(n, …).
 */
export async function foldSegments(
  rt: GpuRuntime, src: Source, m: number, n: number, seg: readonly [number, number], outs: readonly BufRef[], op: Lambda, c: CoopShape, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const [S, G] = seg;
  const W = c.workgroup;
  const { kb, carry } = rowsKernel(src, n, op, scope, loc);
  const [N, Sw, Gw] = [kb.size('N', n), kb.size('S', S), kb.size('G', G)];
  kb.declare(`var<workgroup> sh: array<${carry.t}, ${W}>;`);
  const o = carry.bind(kb, outs, true);
  const share =
    c.order === 'strided'
      ? `  let nact = min(${W}u, len);
  if (lid < nact) {
    var acc = g(row, lo + lid);
    for (var j = lo + lid + ${W}u; j < hi; j = j + ${W}u) { acc = op(acc, g(row, j)); }
    sh[lid] = acc;
  }`
      : `  let run = (len + ${W - 1}u) / ${W}u;
  let nact = (len + run - 1u) / run;
  let mine = lo + lid * run;
  if (lid < nact) {
    let top = min(hi, mine + run);
    var acc = g(row, mine);
    for (var j = mine + 1u; j < top; j = j + 1u) { acc = op(acc, g(row, j)); }
    sh[lid] = acc;
  }`;
  const body = `  let row = grp / ${Gw};
  let k = grp % ${Gw};
  let lo = k * ${Sw};
  let hi = min(${N}, lo + ${Sw});
  let len = hi - lo;
${share}
  for (var s = 1u; s < ${W}u; s = s << 1u) {
    workgroupBarrier();
    if ((lid & (2u * s - 1u)) == 0u && lid + s < nact) { sh[lid] = op(sh[lid], sh[lid + s]); }
  }
  if (lid == 0u) { ${carry.store(o, 'grp', 'sh[0]')} }`;
  await rt.dispatch(kb.finishCooperative(body, W), m * G * W, loc);
}

/**
 * outs[…][row·n + j] = the inclusive scan of each row of `src`, segment by segment as
 * foldSegments cut it for the same [S, G] (so `carries`, the inclusive scan along each row of the
 * segments' folds, [m][G], lines up); carries is null when G is 1.
 */
export async function scanSegments(
  rt: GpuRuntime, src: Source, m: number, n: number, seg: readonly [number, number], carries: readonly BufRef[] | null, outs: readonly BufRef[], op: Lambda, workgroup: number, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const [S, G] = seg;
  const W = workgroup;
  const { kb, carry } = rowsKernel(src, n, op, scope, loc);
  const [N, Sw, Gw] = [kb.size('N', n), kb.size('S', S), kb.size('G', G)];
  kb.declare(`var<workgroup> sh: array<${carry.t}, ${W}>;`);
  const o = carry.bind(kb, outs, true);
  const fromCarry = carries === null ? '' : `  if (k > 0u) { pre = ${carry.load(carry.bind(kb, carries), 'row * ' + Gw + ' + k - 1u')}; have = true; }\n`;
  const body = `  let row = grp / ${Gw};
  let k = grp % ${Gw};
${contiguousRuns(N, Sw, W, 'sh')}
${workgroupScan(W, carry.t)}
${rescanRuns(carry.t, N, fromCarry, (i, v) => carry.store(o, i, v))}`;
  await rt.dispatch(kb.finishCooperative(body, W), m * G * W, loc);
}
