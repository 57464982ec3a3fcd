// Runs a SegRed or SegScan as its plan says (core-ir/kernels.ts): the host evaluates the plan's
// guards on the actual sizes, takes the first variant that applies, and renders that strategy.
// The strategies themselves live with their kernels: chunked and right folds in
// kernels-soac.ts, register blocks in kernels-blocked.ts, workgroup trees in kernels-coop.ts.
//
// A level that leaves several partials a row folds them again with the same plan (the partials
// are rows of their own), so a multi-level reduction's levels follow from the plan and the sizes.
import { chooseVariant, evalLaunchSize, type FoldStrategy, type FoldVariant, type LaunchDims } from '../core-ir/kernels.js';
import type { Atom, Lambda, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, elementCount } from '../core-ir/value.js';
import type { KernelScope } from './lambda.js';
import { fillArray } from './kernels-struct.js';
import { foldRowsBlocked } from './kernels-blocked.js';
import { foldTiled } from './kernels-tiled.js';
import { splitForTiles } from '../core-ir/tile-split.js';
import { fitsWorkgroup, foldSegments, scanSegments, segments } from './kernels-coop.js';
import { scanLookback } from './kernels-lookback.js';
import { checkShapes, chunkLength, chunkLimit, foldChunks, rightFoldRounds, scanChunked, scanChunks, type ChunkSizing } from './kernels-soac.js';
import { Carry, stepCost, type Source } from './rows-kernel.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';

export interface ReduceArgs {
  readonly shape: readonly number[];
  readonly arrays: readonly DevArray[];
  /** the arrays' names, for messages */
  readonly names: readonly string[];
  readonly map: Lambda;
  /** f folds at once when op gives f values (syntax.ts, redomap) */
  readonly op: Lambda;
  /** one per fold */
  readonly neutral: readonly Atom[] | null;
  /** mapped outputs, allocated by the caller with the iteration shape */
  readonly outs?: readonly DevArray[];
  /** the plan's variants (kernelize) */
  readonly variants: readonly FoldVariant[];
}

/** A scan needs no neutral element: it never folds an empty row into one value. */
export type ScanArgs = Omit<ReduceArgs, 'neutral'>;

/** What every level of one fold shares. */
interface Fold {
  readonly rt: GpuRuntime;
  readonly op: Lambda;
  readonly variants: readonly FoldVariant[];
  readonly scope: KernelScope;
  readonly loc: SrcLoc | null;
}

/** The strategy for rows × len of `src` (the lambda's loop cost is computed only if a guard needs it). */
function strategyFor(f: Fold, src: Source, dims: LaunchDims, partials: boolean): FoldStrategy {
  // register blocks need the mapped source's rank-3 indices: partials are plain rows
  const vs = partials ? f.variants.filter((v) => v.strategy.k !== 'blocked' && v.strategy.k !== 'tiled') : f.variants;
  let cost: number | undefined;
  return chooseVariant(vs, dims, () => (cost ??= stepCost(src, dims.len, f.op, f.scope, f.loc)));
}

/** Where workgroup memory cannot hold a cooperative fold's tree, barrier-free chunks do the work. */
const FALLBACK_SIZING: ChunkSizing = { targetInvocations: 16384, finalLevel: 4096, budget: 1 << 30 };

/** The f folded results of a redomap, each of the iteration shape without its last dim. */
export async function runRedomap(rt: GpuRuntime, scope: KernelScope, a: ReduceArgs, loc: SrcLoc | null): Promise<DevArray[]> {
  const { shape } = a;
  if (shape.length === 0) throw new Error('redomap over a scalar');
  checkShapes(shape, a.arrays, a.names, loc);
  const outer = shape.slice(0, -1);
  const m = elementCount(outer);
  const n = shape[shape.length - 1]!;
  const carry = Carry.of(a.op);
  // every strategy's last level writes each row's result; an empty row's is the neutral's fill
  const results = carry.elems.map((elem) => rt.newArray(elem, outer, loc, 'overwritten'));
  if (m === 0) return results;
  if (n === 0) {
    if (a.neutral === null) throw new AplRuntimeError('DOMAIN', 'reduction of an empty array by a function with no identity', loc);
    for (let r = 0; r < results.length; r++) await fillArray(rt, scope, results[r]!, a.neutral[r]!, loc);
    return results;
  }
  const src: Source = { k: 'map', shape, arrays: a.arrays, lam: a.map, outs: a.outs ?? [] };
  const f: Fold = { rt, op: a.op, variants: a.variants, scope, loc };
  const strategy = strategyFor(f, src, { rows: m, len: n }, false);
  if (strategy.k === 'tiled') {
    const split = splitForTiles(a.map, shape.length, 1);
    if (split === null || a.neutral === null) throw new Error('a tiled plan for a fold that does not split into row and column sides');
    await foldTiled(rt, { shape, map: a.map, op: a.op, neutral: a.neutral[0]!, split, strategy }, results[0]!.buf, scope, loc);
    return results;
  }
  if (strategy.k === 'blocked') {
    if (!(await foldRowsBlocked(rt, src, shape, results.map((r) => r.buf), a.op, scope, loc))) throw new Error('a blocked plan for a fold that is not of rank 3 or more');
    return results;
  }
  await foldRows(f, src, m, n, results.map((r) => r.buf), strategy);
  return results;
}

/** outs[…][row] = the fold of each of the m rows (length n ≥ 1) of src; releases a partials source. */
async function foldRows(f: Fold, src: Source, m: number, n: number, outs: readonly BufRef[], strategy: FoldStrategy): Promise<void> {
  const { rt, op, scope, loc } = f;
  const carry = Carry.of(op);
  const next = async (partials: readonly BufRef[], count: number): Promise<void> => {
    const s: Source = { k: 'buf', bufs: partials };
    await foldRows(f, s, m, count, outs, strategyFor(f, s, { rows: m, len: count }, true));
  };
  try {
    switch (strategy.k) {
      case 'blocked':
      case 'tiled':
      case 'lookback':
        throw new Error(`a ${strategy.k} plan for a reduction's level`);
      case 'rightFold':
        return await rightFoldRounds(rt, src, m, n, outs, op, false, strategy.budget, scope, loc);
      case 'threadPerRow':
        return await foldChunks(rt, src, m, n, n, outs, op, scope, loc);
      case 'chunked':
        return await foldChunked(f, src, m, n, outs, strategy);
      case 'cooperative': {
        if (!fitsWorkgroup(op, strategy.workgroup)) return await foldChunked(f, src, m, n, outs, FALLBACK_SIZING);
        const [S, G] = segments(n, evalLaunchSize(strategy.groupsPerRow, { rows: m, len: n }));
        if (G === 1) {
          await foldSegments(rt, src, m, n, [S, G], outs, op, strategy, scope, loc);
          return;
        }
        const partials = carry.alloc(rt, m * G, loc);
        await foldSegments(rt, src, m, n, [S, G], partials, op, strategy, scope, loc);
        return await next(partials, G);
      }
    }
  } finally {
    if (src.k === 'buf') src.bufs.forEach((b) => rt.release(b));
  }
}

/** Chunked levels (the software profile): chunks sized to the loop budget, until one chunk a row. */
async function foldChunked(f: Fold, src: Source, m: number, n: number, outs: readonly BufRef[], sizing: ChunkSizing): Promise<void> {
  const { rt, op, scope, loc } = f;
  const carry = Carry.of(op);
  const C = chunkLength(m, n, chunkLimit(carry, op, stepCost(src, n, op, scope, loc), sizing.budget), sizing);
  const P = Math.ceil(n / C);
  if (P === 1) return foldChunks(rt, src, m, n, C, outs, op, scope, loc);
  const partials = carry.alloc(rt, m * P, loc);
  await foldChunks(rt, src, m, n, C, partials, op, scope, loc);
  // the partials' own chunk levels (a partials source is released by the level that reads it)
  const s: Source = { k: 'buf', bufs: partials };
  try {
    await foldChunked(f, s, m, P, outs, sizing);
  } finally {
    partials.forEach((b) => rt.release(b));
  }
}

/** The f scanned results of a scanomap, each of the iteration shape. */
export async function runScanomap(rt: GpuRuntime, scope: KernelScope, a: ScanArgs, loc: SrcLoc | null): Promise<DevArray[]> {
  const { shape } = a;
  if (shape.length === 0) throw new Error('scanomap over a scalar');
  checkShapes(shape, a.arrays, a.names, loc);
  // every strategy writes each element of a row's scan
  const results = Carry.of(a.op).elems.map((elem) => rt.newArray(elem, shape, loc, 'overwritten'));
  const n = shape[shape.length - 1]!;
  const m = elementCount(shape.slice(0, -1));
  if (m * n === 0) return results;
  const src: Source = { k: 'map', shape, arrays: a.arrays, lam: a.map, outs: a.outs ?? [] };
  const f: Fold = { rt, op: a.op, variants: a.variants, scope, loc };
  await scanRows(f, src, m, n, results.map((r) => r.buf));
  return results;
}

/** outs[…][row·n + j] = the inclusive scan of each of the m rows (length n ≥ 1) of src. */
async function scanRows(f: Fold, src: Source, m: number, n: number, outs: readonly BufRef[]): Promise<void> {
  const { rt, op, scope, loc } = f;
  const strategy = strategyFor(f, src, { rows: m, len: n }, src.k === 'buf');
  switch (strategy.k) {
    case 'blocked':
    case 'tiled':
      throw new Error('a blocked or tiled plan for a scan');
    case 'rightFold':
      return rightFoldRounds(rt, src, m, n, outs, op, true, strategy.budget, scope, loc);
    case 'threadPerRow':
      return scanChunks(rt, src, m, n, n, null, outs, op, scope, loc);
    case 'lookback':
      // two trees of the workgroup in workgroup memory: its tile's scan and a silent tile's fold
      if (!fitsWorkgroup(op, 2 * strategy.workgroup)) return scanChunked(rt, src, m, n, outs, op, FALLBACK_SIZING, scope, loc);
      return scanLookback(rt, src, m, n, outs, op, strategy, scope, loc);
    case 'chunked':
      return scanChunked(rt, src, m, n, outs, op, strategy, scope, loc);
    case 'cooperative': {
      if (!fitsWorkgroup(op, strategy.workgroup)) return scanChunked(rt, src, m, n, outs, op, FALLBACK_SIZING, scope, loc);
      const seg = segments(n, evalLaunchSize(strategy.groupsPerRow, { rows: m, len: n }));
      const G = seg[1];
      if (G === 1) return scanSegments(rt, src, m, n, seg, null, outs, op, strategy.workgroup, scope, loc);
      // reduce-then-scan: the segments' folds, their scan along the row, each segment from its carry
      const carry = Carry.of(op);
      const sums = carry.alloc(rt, m * G, loc);
      const carries = carry.alloc(rt, m * G, loc);
      try {
        await foldSegments(rt, src, m, n, seg, sums, op, { workgroup: strategy.workgroup, order: 'contiguous' }, scope, loc);
        await scanRows(f, { k: 'buf', bufs: sums }, m, G, carries);
        await scanSegments(rt, src, m, n, seg, carries, outs, op, strategy.workgroup, scope, loc);
      } finally {
        [...sums, ...carries].forEach((b) => rt.release(b));
      }
    }
  }
}
