// Splitting a kernel across the pool (pool.ts): which runs are worth it, the chunks of the outer
// loop, the arrays moved to SharedArrayBuffers, and the first failure in the one-thread order.
//
// Results are the one-thread path's to the bit: a map or a fold of rows computes each element or
// row by the same code whichever thread runs it; a one-row fold is split only where its order
// allows (render-fold.ts renderCombine): pairwise into whole subtrees of its tree, or left to right
// where the op is exact; its lambdas cannot fail, so no failure's order changes.
import type { Elem, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { PAIRWISE_BLOCK } from '../core-ir/interp-pairwise.js';
import { MAX_ITEMS, tooManyItems } from '../core-ir/limits.js';
import { checkMemoryCap } from '../core-ir/memory-cap.js';
import { AplRuntimeError, allocData, type ElemData } from '../core-ir/value.js';
import type { FloatWidth } from '../ops/float-width.js';
import { scalarOpFailure } from '../core-ir/interp-frame.js';
import type { Kernel } from './kernel-cache.js';
import { cpuWorkerCount, runChunks } from './pool.js';
import type { ChunkFailure } from './pool-protocol.js';

/** Below this much work (elements × statements a element) a kernel runs on the main thread alone: the hand-off costs more. */
const PARALLEL_WORK = 2 ** 18;

/** Chunks a thread: enough that a thread which finishes early takes another (uneven rows), few enough to cost little. */
const CHUNKS_PER_THREAD = 4;

/** Statements the lambdas run an element, at any depth (a loop's body once): a rough measure of work. */
export function lambdaWork(lams: readonly Lambda[]): number {
  const count = (stmts: readonly Stmt[]): number => stmts.reduce((s, st) => {
    const e = st.exp;
    if (e.tag === 'if') return s + 1 + Math.max(count(e.then.stmts), count(e.else.stmts));
    if (e.tag === 'loop') return s + 1 + 8 * count(e.body.stmts);
    return s + 1;
  }, 0);
  return lams.reduce((s, l) => s + count(l.body), 1);
}

/** Whether a run of this many elements of this much work each goes to the pool, and into how many chunks (0: it does not). */
export function parallelChunks(outer: number, elements: number, work: number): number {
  const threads = cpuWorkerCount() + 1;
  if (threads < 2 || outer < 2 || elements * work < PARALLEL_WORK) return 0;
  return Math.min(outer, threads * CHUNKS_PER_THREAD);
}

const sharedCopies = new WeakMap<ElemData, ElemData>();

function sharedOfLength(like: ElemData, n: number): ElemData {
  const buf = new SharedArrayBuffer(n * like.BYTES_PER_ELEMENT);
  if (like instanceof Float32Array) return new Float32Array(buf);
  if (like instanceof Float64Array) return new Float64Array(buf);
  if (like instanceof Int32Array) return new Int32Array(buf);
  return new Uint8Array(buf);
}

/** The data in a SharedArrayBuffer, where the workers can read it: itself, or a copy (made once per array). */
export function shared(d: ElemData): ElemData {
  if (d.buffer instanceof SharedArrayBuffer) return d;
  let c = sharedCopies.get(d);
  if (c === undefined) {
    c = sharedOfLength(d, d.length);
    c.set(d);
    sharedCopies.set(d, c);
  }
  return c;
}

/** allocChecked (core-ir/interp-arrays.ts) in a SharedArrayBuffer: the same LIMIT ERRORs. */
export function allocShared(elem: Elem, n: number, loc: SrcLoc | null, width: FloatWidth): ElemData {
  if (!Number.isSafeInteger(n) || n < 0) throw new AplRuntimeError('LIMIT', `cannot allocate ${n} items`, loc);
  if (n > MAX_ITEMS) throw new AplRuntimeError('LIMIT', tooManyItems(n), loc);
  const like = allocData(elem, 0, width);
  checkMemoryCap(n, like.BYTES_PER_ELEMENT, loc);
  try {
    return sharedOfLength(like, n);
  } catch (e) {
    if (e instanceof RangeError) throw new AplRuntimeError('LIMIT', `cannot allocate ${n} items`, loc);
    throw e;
  }
}

/** [0, outer) in `chunks` near-equal parts (each a multiple of `align` but the last). */
export function chunkBounds(outer: number, chunks: number, align = 1): Float64Array {
  const units = Math.ceil(outer / align);
  const per = Math.max(1, Math.ceil(units / chunks));
  const b: number[] = [0];
  for (let u = per; u < units; u += per) b.push(u * align);
  b.push(outer);
  return Float64Array.from(b);
}

/**
 * The chunks of a one-row pairwise fold of n elements: each PAIRWISE_BLOCK × 2^j long (whole
 * subtrees of the fold's tree), the last one what is left.
 */
export function pairwiseBounds(n: number, chunks: number): Float64Array {
  const blocks = Math.ceil(n / PAIRWISE_BLOCK);
  let per = 1;
  while (per * chunks < blocks) per *= 2;
  return chunkBounds(n, Math.ceil(blocks / per), per * PAIRWISE_BLOCK);
}

let parallelRuns = 0;

/** How many kernel runs this process has split across threads (for tests that a program used the pool). */
export const parallelRunCount = (): number => parallelRuns;

/** Runs a kernel's chunks on the pool; throws the failure of the first failing chunk, as one thread would have. */
export function runParallel(k: Kernel, D: readonly number[], I: readonly ElemData[], O: readonly ElemData[], V: readonly (number | ElemData)[], Z: readonly number[] | null, bounds: Float64Array, loc: SrcLoc | null): void {
  parallelRuns++;
  const sharedV = V.map((v) => (typeof v === 'number' ? v : shared(v)));
  const sharedI = I.map(shared);
  const failures = runChunks({ kernel: k, D, I: sharedI, O, V: sharedV, Z, bounds }, (c) => k.fn(D, sharedI, O, k.sites, sharedV, Z, bounds[c]!, bounds[c + 1]!, c));
  if (failures.size === 0) return;
  const first = Math.min(...failures.keys());
  const f = failures.get(first);
  if (first >= 0 && !isChunkFailure(f)) throw scalarOpFailure(f, loc);
  const cf = f as ChunkFailure;
  if (cf.cls === null) throw new Error(`cpu worker: ${cf.message}`);
  throw new AplRuntimeError(cf.cls as AplRuntimeError['cls'], cf.message, cf.site === null ? loc : k.sites[cf.site] ?? loc);
}

function isChunkFailure(x: unknown): x is ChunkFailure {
  return typeof x === 'object' && x !== null && 'chunk' in x && 'message' in x && !(x instanceof Error);
}
