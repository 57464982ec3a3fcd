// Kernels for map, redomap and scanomap.
//
// Reductions and scans work on rows: the last dim of the iteration shape, with every other dim
// flattened into a row count m. Each invocation folds one contiguous chunk of a row sequentially
// (barrier-free: on llvmpipe workgroup barriers are costly, and sequential chunks keep the exact
// operand order, so only associativity is assumed, never commutativity). Chunk sizes are chosen
// at run time from m and the row length n: short rows or many rows get one invocation per row;
// long rows are cut into chunks whose partial results are reduced (or scanned) again.
import type { Atom, Elem, Lambda, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, elementCount } from '../core-ir/value.js';
import { GpuUnsupported, lambdaFunction, ScalarCompiler, type KernelScope } from './lambda.js';
import { fillArray } from './kernels-struct.js';
import { foldRowsBlocked } from './kernels-blocked.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, unflatten, wgslType } from './wgsl.js';

/**
 * Loop iterations one invocation may run. llvmpipe (Mesa's gallivm) ends all the loops of an
 * invocation after 65535 iterations in total; a budget below that also keeps any one invocation
 * short on real GPUs (watchdogs).
 */
const LOOP_BUDGET = 60000;

/** Elements one invocation may fold sequentially when each costs `cost` inner loop iterations. */
export function sequentialLimit(cost: number): number {
  return Math.max(1, Math.floor(LOOP_BUDGET / (1 + cost)));
}

/** Rows up to this length are folded by one invocation each. */
const SEQUENTIAL_ROW = 256;
/** Invocations wanted for a level of a chunked reduction. */
const TARGET_INVOCATIONS = 16384;
const MIN_CHUNK = 64;
/** Elements a last level folds sequentially (one invocation a row). */
const FINAL_LEVEL = 4096;
/** Invocations a first level needs before the two-level split above is worth it. */
const MIN_FIRST_LEVEL = 1024;

/**
 * The chunk length for rows of length n when there are m rows (n or more: one chunk a row), at
 * most `limit` (see sequentialLimit).
 */
export function chunkLength(m: number, n: number, limit: number): number {
  // little enough work in all for one level: its last, one invocation a row
  if (m * n <= FINAL_LEVEL) return Math.min(limit, n);
  // one long row: chunks whose partials fit one last level, so the reduction takes two
  // dispatches (and a scan three), as a hand-written one would, while leaving many invocations
  if (m === 1) {
    const c = Math.ceil(n / FINAL_LEVEL);
    if (n / c >= MIN_FIRST_LEVEL && c <= limit) return Math.max(c, 2);
  }
  const perRow = Math.floor(TARGET_INVOCATIONS / m);
  const c = Math.min(limit, n <= SEQUENTIAL_ROW || perRow <= 1 ? n : Math.max(MIN_CHUNK, Math.ceil(n / perRow)));
  // a chunk of one element would never shorten the rows
  return c < n ? Math.max(c, 2) : c;
}

function checkShapes(shape: readonly number[], arrays: readonly DevArray[], names: readonly string[], loc: SrcLoc | null): void {
  arrays.forEach((a, i) => {
    if (a.shape.length !== shape.length || a.shape.some((d, j) => d !== shape[j])) {
      throw new AplRuntimeError('LENGTH', `${names[i]} has shape ${a.shape.join(' ')} but the iteration shape is ${shape.join(' ')}`, loc);
    }
  });
}

export async function runMap(
  rt: GpuRuntime,
  scope: KernelScope,
  shape: readonly number[],
  arrays: readonly DevArray[],
  names: readonly string[],
  lam: Lambda,
  loc: SrcLoc | null,
): Promise<DevArray[]> {
  checkShapes(shape, arrays, names, loc);
  const outs = lam.resultTypes.map((elem) => rt.newArray(elem, shape, loc));
  const total = elementCount(shape);
  if (total === 0) return outs;
  const kb = new KernelBuilder<BufRef>();
  const dims = shape.map((d, k) => kb.size(`m:${k}`, d));
  const un = unflatten(kb, 'gi', dims);
  const sc = new ScalarCompiler(kb, scope, loc);
  const lines = [un.code];
  const rank = shape.length;
  if (lam.params.length !== rank + arrays.length) throw new Error(`map lambda with ${lam.params.length} params over rank ${rank} and ${arrays.length} arrays`);
  lam.params.forEach((p, i) => {
    if (i < rank) lines.push(sc.bindIndex(p.name, un.idx[i]!, shape[i]!));
    else lines.push(sc.bindScalar(p.name, `${kb.bind(arrays[i - rank]!.buf, arrays[i - rank]!.elem)}[gi]`, p.type.elem));
  });
  const body = sc.compile(lam.body, lam.results);
  lines.push(body.code);
  outs.forEach((o, r) => lines.push(`  ${kb.bind(o.buf, o.elem, true)}[gi] = ${body.results[r]!};`));
  await rt.dispatch(kb.finish(lines.join('\n')), total, loc);
  return outs;
}

/**
 * A copy of the vector `dest` with dest[indices[i]] = lambda(i, arrays…[i]) (a scatter with a fused
 * value map, syntax.ts): the values are computed by the invocation that writes them, one dispatch
 * instead of a map's and a scatter's. Out-of-range indices write nothing.
 */
export async function scatterMapped(
  rt: GpuRuntime,
  scope: KernelScope,
  dest: DevArray,
  indices: DevArray,
  shape: readonly number[],
  arrays: readonly DevArray[],
  names: readonly string[],
  lam: Lambda,
  loc: SrcLoc | null,
): Promise<DevArray> {
  if (dest.shape.length !== 1 || indices.shape.length !== 1 || shape.length !== 1) throw new Error('scatter needs vectors');
  checkShapes(shape, arrays, names, loc);
  const n = indices.buf.count;
  if (shape[0] !== n) throw new AplRuntimeError('LENGTH', `scatter of ${shape[0]} values at ${n} indices`, loc);
  const out = rt.newArray(dest.elem, dest.shape, loc);
  rt.copy(dest.buf, 0, out.buf, 0, dest.buf.count);
  if (n === 0) return out;
  if (lam.params.length !== 1 + arrays.length) throw new Error(`scatter value lambda with ${lam.params.length} params over ${arrays.length} arrays`);
  const kb = new KernelBuilder<BufRef>();
  const len = kb.size('len', dest.buf.count);
  const sc = new ScalarCompiler(kb, scope, loc);
  const lines: string[] = [];
  lam.params.forEach((p, i) => {
    if (i === 0) lines.push(sc.bindIndex(p.name, 'i32(gi)', n));
    else lines.push(sc.bindScalar(p.name, `${kb.bind(arrays[i - 1]!.buf, arrays[i - 1]!.elem)}[gi]`, p.type.elem));
  });
  const body = sc.compile(lam.body, lam.results);
  lines.push(body.code);
  const x = kb.fresh('x');
  // the value is computed even where the index writes nothing: its errors are the map's, which
  // ran for every element before fusion
  lines.push(`  let ${x} = ${kb.bind(indices.buf, 'int')}[gi];`);
  lines.push(`  if (${x} >= 0 && ${x} < i32(${len})) { ${kb.bind(out.buf, out.elem, true)}[u32(${x})] = ${body.results[0]!}; }`);
  await rt.dispatch(kb.finish(lines.join('\n')), n, loc);
  return out;
}

/** Where the values folded by a kernel come from: the mapped input or a buffer of partials. */
export type Source =
  /** `outs`: the mapped outputs (syntax.ts), written by g at the element it maps */
  | { readonly k: 'map'; readonly shape: readonly number[]; readonly arrays: readonly DevArray[]; readonly lam: Lambda; readonly outs: readonly DevArray[] }
  | { readonly k: 'buf'; readonly buf: BufRef };

export interface RowsKernel {
  readonly kb: KernelBuilder<BufRef>;
  readonly t: string;
  /** inner loop iterations of one g and one op call */
  readonly cost: number;
}

/**
 * Declares g(row, j) (the j-th value of a row) and op(a, b) in a new kernel. With `passOuter` (a
 * mapped source only) g takes the row's outer indices too, g(row, o₀, …, j), so a caller folding
 * one row many times computes them once.
 */
export function rowsKernel(src: Source, n: number, op: Lambda, elem: Elem, scope: KernelScope, loc: SrcLoc | null, passOuter = false): RowsKernel {
  const kb = new KernelBuilder<BufRef>();
  const t = wgslType(elem);
  const N = kb.size('N', n);
  if (op.params.length !== 2) throw new GpuUnsupported(`a reduction operator with ${op.params.length} params`);
  const opCost = lambdaFunction(kb, op, scope, loc, 'op');
  if (src.k === 'buf') {
    kb.declare(`fn g(row: u32, j: u32) -> ${t} { return ${kb.bind(src.buf, elem)}[row * ${N} + j]; }`);
    return { kb, t, cost: opCost };
  }
  const { shape, arrays, lam } = src;
  const rank = shape.length;
  if (lam.params.length !== rank + arrays.length) throw new Error(`lambda with ${lam.params.length} params over rank ${rank} and ${arrays.length} arrays`);
  const outer = shape.slice(0, -1).map((d, k) => kb.size(`o:${k}`, d));
  const un = passOuter ? { code: '', idx: outer.map((_, k) => `o${k}`) } : unflatten(kb, 'row', outer);
  const sc = new ScalarCompiler(kb, scope, loc);
  const lines = [un.code, `  let flat = row * ${N} + j;`];
  lam.params.forEach((p, i) => {
    if (i < rank) lines.push(sc.bindIndex(p.name, i < rank - 1 ? un.idx[i]! : 'i32(j)', shape[i]!));
    else lines.push(sc.bindScalar(p.name, `${kb.bind(arrays[i - rank]!.buf, arrays[i - rank]!.elem)}[flat]`, p.type.elem));
  });
  if (lam.results.length !== 1 + src.outs.length) throw new Error(`a reduction map lambda with ${lam.results.length} results for ${src.outs.length} mapped outputs`);
  const body = sc.compile(lam.body, lam.results);
  lines.push(body.code);
  // every kernel calls g once or more for each element it folds: the same value each time
  src.outs.forEach((o, r) => lines.push(`  ${kb.bind(o.buf, o.elem, true)}[flat] = ${body.results[r + 1]!};`));
  lines.push(`  return ${body.results[0]!};`);
  const outerParams = passOuter ? outer.map((_, k) => `o${k}: i32, `).join('') : '';
  kb.declare(`fn g(row: u32, ${outerParams}j: u32) -> ${t} {\n${lines.join('\n')}\n}`);
  return { kb, t, cost: opCost + sc.cost };
}

/** The loop cost of one step (one g and one op call) of a kernel over the source. */
export function stepCost(src: Source, n: number, op: Lambda, elem: Elem, scope: KernelScope, loc: SrcLoc | null): number {
  return rowsKernel(src, n, op, elem, scope, loc).cost;
}

/** out[row·P + c] = right fold of chunk c (length C) of each row. */
async function foldChunks(
  rt: GpuRuntime, src: Source, m: number, n: number, C: number, out: BufRef, op: Lambda, elem: Elem, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const P = Math.ceil(n / C);
  const { kb } = rowsKernel(src, n, op, elem, scope, loc);
  const [N, Cw, Pw] = [kb.size('N', n), kb.size('C', C), kb.size('P', P)];
  const o = kb.bind(out, elem, true);
  const body = `  let row = gi / ${Pw};
  let lo = (gi % ${Pw}) * ${Cw};
  let hi = min(${N}, lo + ${Cw});
  var j = hi - 1u;
  var acc = g(row, j);
  loop {
    if (j <= lo) { break; }
    j = j - 1u;
    acc = op(g(row, j), acc);
  }
  ${o}[gi] = acc;`;
  await rt.dispatch(kb.finish(body), m * P, loc);
}

/**
 * Exact right folds of prefixes, in rounds of at most B elements an invocation (see
 * LOOP_BUDGET): round r folds the next B elements leftwards into the accumulator kept in `out`.
 * With scan, invocation (row, i) folds the prefix ending at i into out[row·n + i]; otherwise
 * invocation row folds the whole row into out[row].
 */
async function rightFoldRounds(
  rt: GpuRuntime, src: Source, m: number, n: number, out: BufRef, op: Lambda, elem: Elem, scan: boolean, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const B = sequentialLimit(stepCost(src, n, op, elem, scope, loc));
  const rounds = Math.ceil(n / B);
  for (let r = 0; r < rounds; r++) {
    const { kb } = rowsKernel(src, n, op, elem, scope, loc);
    const [N, Bw, Rw] = [kb.size('N', n), kb.size('B', B), kb.size('R', r)];
    const o = kb.bind(out, elem, true);
    const body = `${scan ? `  let row = gi / ${N};
  let top = gi % ${N} + 1u;` : `  let row = gi;
  let top = ${N};`}
  let done = ${Rw} * ${Bw};
  if (done >= top) { return; }
  var j = top - done;
  let stop = j - min(j, ${Bw});
  var acc: ${wgslType(elem)};
  if (${Rw} == 0u) { j = j - 1u; acc = g(row, j); } else { acc = ${o}[gi]; }
  loop {
    if (j <= stop) { break; }
    j = j - 1u;
    acc = op(g(row, j), acc);
  }
  ${o}[gi] = acc;`;
    await rt.dispatch(kb.finish(body), scan ? m * n : m, loc);
  }
}

export interface ReduceArgs {
  readonly shape: readonly number[];
  readonly arrays: readonly DevArray[];
  /** the arrays' names, for messages */
  readonly names: readonly string[];
  readonly map: Lambda;
  readonly op: Lambda;
  readonly neutral: Atom | null;
  readonly assoc: boolean;
  readonly elem: Elem;
  /** mapped outputs, allocated by the caller with the iteration shape */
  readonly outs?: readonly DevArray[];
}

export async function runRedomap(rt: GpuRuntime, scope: KernelScope, a: ReduceArgs, loc: SrcLoc | null): Promise<DevArray> {
  const { shape } = a;
  if (shape.length === 0) throw new Error('redomap over a scalar');
  checkShapes(shape, a.arrays, a.names, loc);
  const outer = shape.slice(0, -1);
  const m = elementCount(outer);
  let n = shape[shape.length - 1]!;
  const result = rt.newArray(a.elem, outer, loc);
  if (m === 0) return result;
  if (n === 0) {
    if (a.neutral === null) throw new AplRuntimeError('DOMAIN', 'reduction of an empty array by a function with no identity', loc);
    await fillArray(rt, scope, result, a.neutral, loc);
    return result;
  }
  let src: Source = { k: 'map', shape, arrays: a.arrays, lam: a.map, outs: a.outs ?? [] };
  if (await foldRowsBlocked(rt, src, shape, result.buf, a.op, a.elem, scope, loc)) return result;
  if (!a.assoc) {
    await rightFoldRounds(rt, src, m, n, result.buf, a.op, a.elem, false, scope, loc);
    return result;
  }
  for (;;) {
    const C = chunkLength(m, n, sequentialLimit(stepCost(src, n, a.op, a.elem, scope, loc)));
    const P = Math.ceil(n / C);
    const out = P === 1 ? result.buf : rt.alloc(m * P, loc);
    await foldChunks(rt, src, m, n, C, out, a.op, a.elem, scope, loc);
    if (src.k === 'buf') rt.release(src.buf);
    if (P === 1) return result;
    src = { k: 'buf', buf: out };
    n = P;
  }
}

/** A scan needs no neutral element: it never folds an empty row into one value. */
export type ScanArgs = Omit<ReduceArgs, 'neutral'>;

export async function runScanomap(rt: GpuRuntime, scope: KernelScope, a: ScanArgs, loc: SrcLoc | null): Promise<DevArray> {
  const { shape } = a;
  if (shape.length === 0) throw new Error('scanomap over a scalar');
  checkShapes(shape, a.arrays, a.names, loc);
  const result = rt.newArray(a.elem, shape, loc);
  const n = shape[shape.length - 1]!;
  const m = elementCount(shape.slice(0, -1));
  if (m * n === 0) return result;
  const src: Source = { k: 'map', shape, arrays: a.arrays, lam: a.map, outs: a.outs ?? [] };
  if (a.assoc) await scanAssoc(rt, src, m, n, result.buf, a, scope, loc);
  else await rightFoldRounds(rt, src, m, n, result.buf, a.op, a.elem, true, scope, loc);
  return result;
}

/**
 * Reduce-then-scan: fold each chunk, scan the chunk sums (recursively), then scan each chunk
 * again starting from the sum of the chunks before it.
 */
async function scanAssoc(
  rt: GpuRuntime, src: Source, m: number, n: number, out: BufRef, a: ScanArgs, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const C = chunkLength(m, n, sequentialLimit(stepCost(src, n, a.op, a.elem, scope, loc)));
  const P = Math.ceil(n / C);
  if (P === 1) return scanChunks(rt, src, m, n, C, null, out, a, scope, loc);
  const sums = rt.alloc(m * P, loc);
  await foldChunks(rt, src, m, n, C, sums, a.op, a.elem, scope, loc);
  const carries = rt.alloc(m * P, loc);
  await scanAssoc(rt, { k: 'buf', buf: sums }, m, P, carries, a, scope, loc);
  rt.release(sums);
  await scanChunks(rt, src, m, n, C, carries, out, a, scope, loc);
  rt.release(carries);
}

async function scanChunks(
  rt: GpuRuntime, src: Source, m: number, n: number, C: number, carries: BufRef | null, out: BufRef, a: ScanArgs, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const P = Math.ceil(n / C);
  const { kb } = rowsKernel(src, n, a.op, a.elem, scope, loc);
  const [N, Cw, Pw] = [kb.size('N', n), kb.size('C', C), kb.size('P', P)];
  const o = kb.bind(out, a.elem, true);
  const start =
    carries === null
      ? `  var acc = g(row, lo);`
      : `  var acc = g(row, lo);\n  if (c > 0u) { acc = op(${kb.bind(carries, a.elem)}[gi - 1u], acc); }`;
  const body = `  let row = gi / ${Pw};
  let c = gi % ${Pw};
  let lo = c * ${Cw};
  let hi = min(${N}, lo + ${Cw});
${start}
  ${o}[row * ${N} + lo] = acc;
  for (var j = lo + 1u; j < hi; j = j + 1u) {
    acc = op(acc, g(row, j));
    ${o}[row * ${N} + j] = acc;
  }`;
  await rt.dispatch(kb.finish(body), m * P, loc);
}
