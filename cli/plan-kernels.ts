// `aplc plan`'s kernel lines: each kernel's plan (core-ir/kernels.ts) and, where its sizes are
// constants, the launch geometry of every level it runs at those sizes — as the GPU executor
// computes it (gpu/kernels-fold.ts), so the plan shows what will run.
import { chooseVariant, evalLaunchSize, showPlan, showStrategy, type FoldStrategy, type FoldVariant, type KernelPlan, type LaunchDims, type TransposeStrategy } from '../core-ir/kernels.js';
import type { DeviceProfile } from '../passes/device-profiles.js';
import { constDims } from '../passes/kernelize.js';
import type { Size } from '../core-ir/syntax.js';
import { segments } from '../gpu/kernels-coop.js';
import { chunkLength } from '../gpu/kernels-soac.js';

/** The profile line at the head of a plan. */
export function profileLine(profile: DeviceProfile, why: string): string {
  return `device profile: ${profile.name} (${why}) — ${profile.description}`;
}

/** Lines under a kernel in the phase listing: its plan, then its levels at constant sizes. */
export function kernelDetail(plan: KernelPlan, shape: readonly Size[]): string[] {
  const out = showPlan(plan);
  const dims = constDims(shape);
  if (dims === null) return out;
  if (plan.kind === 'segmap' || plan.kind === 'scatter') return [`${out[0]!}: ${evalLaunchSize(plan.groups, { rows: 1, len: dims.rows * dims.len })} workgroups`];
  if (plan.kind === 'transpose') return [`${out[0]!}: ${plural(transposeGroups(plan.strategy, shape.map((z) => (z as { n: number }).n)), 'workgroup')}`];
  const s = chooseVariant(plan.variants, dims, () => 0);
  const ns = shape.map((z) => (z as { n: number }).n);
  const levels = plan.kind === 'segred' ? reduceLevels(plan.variants, s, dims, 1, ns) : scanLevels(plan.variants, s, dims);
  const which = plan.variants.length === 1 ? '' : `: ${showStrategy(s)}`;
  return [...out, `at ${dims.rows} row${dims.rows === 1 ? '' : 's'} of ${dims.len}${which}`, ...levels.map((l) => `  ${l}`)];
}

const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/** Workgroups a transpose of this result shape launches (one an element, 256 a group, when it gathers). */
function transposeGroups(s: TransposeStrategy, shape: readonly number[]): number {
  const total = shape.reduce((a, b) => a * b, 1);
  if (s.k === 'gather') return Math.ceil(total / 256);
  const [a, b] = s.plane.map((k) => shape[k]!);
  return a! === 0 || b! === 0 ? 0 : (total / (a! * b!)) * Math.ceil(a! / s.tile) * Math.ceil(b! / s.tile);
}

/** Blocks of b[0] × b[1] results covering a fold of shape [… NI][NJ][K] (rank ≥ 3), as the kernels launch them. */
function blocks(shape: readonly number[], b: readonly [number, number]): number {
  const r = shape.length;
  const lead = shape.slice(0, -3).reduce((x, y) => x * y, 1);
  return lead * Math.ceil(shape[r - 3]! / b[0]) * Math.ceil(shape[r - 2]! / b[1]);
}

/** The levels a fold runs (a level leaving several partials a row is followed by one folding them). */
function reduceLevels(vs: readonly FoldVariant[], s: FoldStrategy, d: LaunchDims, level = 1, shape: readonly number[] = []): string[] {
  const again = (len: number): string[] => {
    const dims = { rows: d.rows, len };
    const next = chooseVariant(vs.filter((v) => v.strategy.k !== 'blocked' && v.strategy.k !== 'tiled'), dims, () => 0);
    return reduceLevels(vs, next, dims, level + 1);
  };
  const head = `level ${level}:`;
  switch (s.k) {
    case 'threadPerRow':
      return [`${head} ${plural(d.rows, 'invocation')}, one a row of ${d.len}`];
    case 'blocked':
      return [`${head} ${plural(blocks(shape, s.block), 'invocation')} of ${s.block[0]}×${s.block[1]} rows (edge blocks partial)`];
    case 'tiled':
      return [`${head} ${plural(blocks(shape, s.tile), 'workgroup')} of ${(s.tile[0] / s.perThread[0]) * (s.tile[1] / s.perThread[1])}, ${s.tile[0]}×${s.tile[1]} results and ${Math.ceil(d.len / s.depth)} tile loads each`];
    case 'lookback':
      throw new Error('a single-pass scan plan for a reduction');
    case 'rightFold':
      return [`${head} ${plural(d.rows, 'invocation')}, one a row${s.budget === null ? '' : `, in rounds within ${s.budget} loop steps`}`];
    case 'chunked': {
      // the chunk also respects the loop budget at the lambda's cost, known when the kernel is built
      const C = chunkLength(d.rows, d.len, s.budget, s);
      const P = Math.ceil(d.len / C);
      const line = `${head} ${plural(d.rows * P, 'invocation')}, chunks of ${C}`;
      return P === 1 ? [line] : [line, ...reduceLevelsChunked(s, { rows: d.rows, len: P }, level + 1)];
    }
    case 'cooperative': {
      const [S, G] = segments(d.len, evalLaunchSize(s.groupsPerRow, d));
      const line = `${head} ${plural(d.rows * G, 'workgroup')} of ${s.workgroup} (${G} a row, ${S} elements each, ≤ ${Math.ceil(S / s.workgroup)} an invocation ${s.order})`;
      return G === 1 ? [line] : [line, ...again(G)];
    }
  }
}

function reduceLevelsChunked(s: Extract<FoldStrategy, { k: 'chunked' }>, d: LaunchDims, level: number): string[] {
  return reduceLevels([{ when: { k: 'always' }, strategy: s }], s, d, level);
}

/** The passes of a scan: one for short rows; block folds, their scan and the block scans otherwise. */
function scanLevels(vs: readonly FoldVariant[], s: FoldStrategy, d: LaunchDims): string[] {
  switch (s.k) {
    case 'threadPerRow':
      return [`${plural(d.rows, 'invocation')}, one a row of ${d.len}`];
    case 'blocked':
    case 'tiled':
      return [];
    case 'lookback': {
      const S = s.workgroup * s.perThread;
      return [`one pass: ${plural(d.rows * Math.ceil(d.len / S), 'workgroup')} of ${s.workgroup}, tiles of ${S}, each looking back for its carry`];
    }
    case 'rightFold':
      return [`${plural(d.rows * d.len, 'invocation')}, one a prefix${s.budget === null ? '' : `, in rounds within ${s.budget} loop steps`}`];
    case 'chunked': {
      const C = chunkLength(d.rows, d.len, s.budget, s);
      const P = Math.ceil(d.len / C);
      if (P === 1) return [`${plural(d.rows, 'invocation')}, one a row`];
      return [`chunk folds: ${plural(d.rows * P, 'invocation')} of ${C}`, `scan of the chunk folds (${d.rows} × ${P}):`, ...scanLevels(vs, s, { rows: d.rows, len: P }).map((l) => `  ${l}`), `chunk scans: ${plural(d.rows * P, 'invocation')}`];
    }
    case 'cooperative': {
      const [S, G] = segments(d.len, evalLaunchSize(s.groupsPerRow, d));
      const blocks = `${plural(d.rows * G, 'workgroup')} of ${s.workgroup}, ${S} elements each`;
      if (G === 1) return [`block scans: ${blocks}`];
      const dims = { rows: d.rows, len: G };
      const inner = chooseVariant(vs, dims, () => 0);
      return [`block folds: ${blocks}`, `scan of the block folds (${d.rows} × ${G}): ${showStrategy(inner)}`, ...scanLevels(vs, inner, dims).map((l) => `  ${l}`), `block scans: ${blocks}`];
    }
  }
}
