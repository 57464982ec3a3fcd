// Kernels for maps and scatters, and the barrier-free fold kernels: the 'chunked' strategy of the
// software profile, a thread per row, and exact right folds (core-ir/kernels.ts; which one runs is
// the plan's choice, gpu/kernels-fold.ts).
//
// Reductions and scans work on rows: the last dim of the iteration shape, with every other dim
// flattened into a row count m. Each invocation folds one contiguous chunk of a row sequentially
// (barrier-free: on llvmpipe workgroup barriers are costly, and sequential chunks keep the exact
// operand order, so only associativity is assumed, never commutativity). The chunk length follows
// from m, the row length n and the loop budget (chunkLength): short rows or many rows get one
// invocation per row; long rows are cut into chunks whose partial results are reduced (or
// scanned) again.
//
// Folds of floats are accurate (issue 14): a chunk is folded pairwise (blocks of PAIRWISE_BLOCK
// left to right, their results combined as a binary counter: a stack of one partial a level, in
// registers), so a sum's rounding error grows with the logarithm of the chunk, not its length.
// A float scan cuts its rows into chunks of at most FLOAT_SCAN_CHUNK, so each result adds a short
// sequential run to a carry from the (recursive) scan of the pairwise chunk sums: an error of
// about FLOAT_SCAN_CHUNK a level, log(n) / log(FLOAT_SCAN_CHUNK) levels.
import type { Lambda, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, elementCount } from '../core-ir/value.js';
import { ScalarCompiler, type KernelScope } from './lambda.js';
import { scatterTarget } from './kernels-struct.js';
import { Carry, pairwiseLimit, PAIRWISE_BLOCK, rowsKernel, sequentialLimit, stepCost, type Source } from './rows-kernel.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, unflatten } from './wgsl.js';

/** Rows up to this length are folded by one invocation each. */
const SEQUENTIAL_ROW = 256;
const MIN_CHUNK = 64;
/**
 * Invocations wanted for a level of a chunked reduction, and the elements a last level folds
 * sequentially (one invocation a row): the 'chunked' strategy's geometry (core-ir/kernels.ts).
 */
export interface ChunkSizing {
  readonly targetInvocations: number;
  readonly finalLevel: number;
  /** loop iterations an invocation may run */
  readonly budget: number;
}
const DEFAULT_SIZING: ChunkSizing = { targetInvocations: 16384, finalLevel: 4096, budget: 60000 };
/** Invocations a first level needs before the two-level split above is worth it. */
const MIN_FIRST_LEVEL = 1024;
/** The longest chunk a float scan adds sequentially (see above). */
const FLOAT_SCAN_CHUNK = 32;
/** Stack levels of a pairwise chunk fold: more than log₂ of the blocks of any chunk (see pairwiseLimit). */
const PAIRWISE_DEPTH = 24;

/** ⌈ and ⌊ round nothing: a fold of them alone is exact in any order */
const EXACT_OPS: ReadonlySet<string> = new Set(['min', 'max']);

/** Whether a fold by `op` is folded pairwise: it carries a float and rounds (not ⌈ or ⌊ alone). */
const pairwise = (carry: Carry, op: Lambda): boolean =>
  carry.elems.includes('float') && !op.body.every((s) => s.exp.tag === 'bin' && EXACT_OPS.has(s.exp.op));

/** Elements one invocation may fold in a chunk of a fold by `op`, at `cost` loop iterations a step. */
export const chunkLimit = (carry: Carry, op: Lambda, cost: number, budget: number): number => (pairwise(carry, op) ? pairwiseLimit(cost, budget) : sequentialLimit(cost, budget));

/**
 * The chunk length for rows of length n when there are m rows (n or more: one chunk a row), at
 * most `limit` (see sequentialLimit).
 */
export function chunkLength(m: number, n: number, limit: number, s: ChunkSizing = DEFAULT_SIZING): number {
  const { targetInvocations: TARGET_INVOCATIONS, finalLevel: FINAL_LEVEL } = s;
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

export function checkShapes(shape: readonly number[], arrays: readonly DevArray[], names: readonly string[], loc: SrcLoc | null): void {
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
  // each invocation writes its element of every output
  const outs = lam.resultTypes.map((elem) => rt.newArray(elem, shape, loc, 'overwritten'));
  const total = elementCount(shape);
  if (total === 0) return outs;
  const kb = new KernelBuilder<BufRef>(rt.float);
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
  inPlace = false,
): Promise<DevArray> {
  if (dest.shape.length !== 1 || indices.shape.length !== 1 || shape.length !== 1) throw new Error('scatter needs vectors');
  checkShapes(shape, arrays, names, loc);
  const n = indices.buf.count;
  if (shape[0] !== n) throw new AplRuntimeError('LENGTH', `scatter of ${shape[0]} values at ${n} indices`, loc);
  const out = scatterTarget(rt, dest, inPlace, loc);
  if (n === 0) return out;
  if (lam.params.length !== 1 + arrays.length) throw new Error(`scatter value lambda with ${lam.params.length} params over ${arrays.length} arrays`);
  const kb = new KernelBuilder<BufRef>(rt.float);
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

/**
 * outs[…][row·P + c] = fold of chunk c (length C) of each row: a right fold, or pairwise (see
 * above) for a fold of floats.
 */
export async function foldChunks(
  rt: GpuRuntime, src: Source, m: number, n: number, C: number, outs: readonly BufRef[], op: Lambda, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const P = Math.ceil(n / C);
  const { kb, carry } = rowsKernel(src, n, op, scope, loc);
  const [N, Cw, Pw] = [kb.size('N', n), kb.size('C', C), kb.size('P', P)];
  const o = carry.bind(kb, outs, true);
  const body = pairwise(carry, op)
    ? `  let row = gi / ${Pw};
  let lo = (gi % ${Pw}) * ${Cw};
  let hi = min(${N}, lo + ${Cw});
  var stk: array<${carry.t}, ${PAIRWISE_DEPTH}>;
  var sp = 0u;
  var blocks = 0u;
  var j = lo;
  loop {
    if (j >= hi) { break; }
    let e = min(hi, j + ${PAIRWISE_BLOCK}u);
    var acc = g(row, j);
    j = j + 1u;
    loop {
      if (j >= e) { break; }
      acc = op(acc, g(row, j));
      j = j + 1u;
    }
    blocks = blocks + 1u;
    var t = blocks;
    loop {
      if ((t & 1u) != 0u) { break; }
      sp = sp - 1u;
      acc = op(stk[sp], acc);
      t = t >> 1u;
    }
    stk[sp] = acc;
    sp = sp + 1u;
  }
  sp = sp - 1u;
  var res = stk[sp];
  loop {
    if (sp == 0u) { break; }
    sp = sp - 1u;
    res = op(stk[sp], res);
  }
  ${carry.store(o, 'gi', 'res')}`
    : `  let row = gi / ${Pw};
  let lo = (gi % ${Pw}) * ${Cw};
  let hi = min(${N}, lo + ${Cw});
  var j = hi - 1u;
  var acc = g(row, j);
  loop {
    if (j <= lo) { break; }
    j = j - 1u;
    acc = op(g(row, j), acc);
  }
  ${carry.store(o, 'gi', 'acc')}`;
  await rt.dispatch(kb.finish(body), m * P, loc);
}

/**
 * Exact right folds of prefixes, in rounds of at most B elements an invocation (see LOOP_BUDGET,
 * rows-kernel.ts): round r folds the next B elements leftwards into the accumulator kept in `outs`.
 * With scan, invocation (row, i) folds the prefix ending at i into outs[…][row·n + i]; otherwise
 * invocation row folds the whole row into outs[…][row].
 */
export async function rightFoldRounds(
  rt: GpuRuntime, src: Source, m: number, n: number, outs: readonly BufRef[], op: Lambda, scan: boolean, budget: number | null, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const B = budget === null ? n : sequentialLimit(stepCost(src, n, op, scope, loc), budget);
  const rounds = Math.ceil(n / B);
  // between rounds a wide carry (fold-wide.ts) keeps both words: only the last round narrows
  const fold = Carry.of(op);
  const between = rounds > 1 && fold.wide !== null ? fold.alloc(rt, scan ? m * n : m, loc) : outs;
  try {
    for (let r = 0; r < rounds; r++) {
      const { kb, carry } = rowsKernel(src, n, op, scope, loc);
      const [N, Bw, Rw] = [kb.size('N', n), kb.size('B', B), kb.size('R', r)];
      const o = carry.bind(kb, r === rounds - 1 ? outs : between, true);
      // the accumulator so far: read where this round writes it, except a wide last round's
      const before = r < rounds - 1 || between === outs ? o : carry.bind(kb, between);
      const body = `${scan ? `  let row = gi / ${N};
  let top = gi % ${N} + 1u;` : `  let row = gi;
  let top = ${N};`}
  let done = ${Rw} * ${Bw};
  // a prefix folded by earlier rounds: nothing to do (the kernel still reports at its end)
  if (done < top) {
  var j = top - done;
  let stop = j - min(j, ${Bw});
  var acc: ${carry.t};
  if (${Rw} == 0u) { j = j - 1u; acc = g(row, j); } else { acc = ${carry.load(before, 'gi')}; }
  loop {
    if (j <= stop) { break; }
    j = j - 1u;
    acc = op(g(row, j), acc);
  }
  ${carry.store(o, 'gi', 'acc')}
  }`;
      await rt.dispatch(kb.finish(body), scan ? m * n : m, loc);
    }
  } finally {
    if (between !== outs) between.forEach((b) => rt.release(b));
  }
}

/**
 * Reduce-then-scan: fold each chunk, scan the chunk sums (recursively), then scan each chunk
 * again starting from the sum of the chunks before it.
 */
export async function scanChunked(
  rt: GpuRuntime, src: Source, m: number, n: number, outs: readonly BufRef[], op: Lambda, sizing: ChunkSizing, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const carry = Carry.of(op);
  const fits = chunkLength(m, n, chunkLimit(carry, op, stepCost(src, n, op, scope, loc), sizing.budget), sizing);
  const C = pairwise(carry, op) ? Math.min(fits, FLOAT_SCAN_CHUNK) : fits;
  const P = Math.ceil(n / C);
  if (P === 1) return scanChunks(rt, src, m, n, C, null, outs, op, scope, loc);
  const sums = carry.alloc(rt, m * P, loc);
  await foldChunks(rt, src, m, n, C, sums, op, scope, loc);
  const carries = carry.alloc(rt, m * P, loc);
  await scanChunked(rt, { k: 'buf', bufs: sums }, m, P, carries, op, sizing, scope, loc);
  sums.forEach((b) => rt.release(b));
  await scanChunks(rt, src, m, n, C, carries, outs, op, scope, loc);
  carries.forEach((b) => rt.release(b));
}

export async function scanChunks(
  rt: GpuRuntime, src: Source, m: number, n: number, C: number, carries: readonly BufRef[] | null, outs: readonly BufRef[], op: Lambda, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const P = Math.ceil(n / C);
  const { kb, carry } = rowsKernel(src, n, op, scope, loc);
  const [N, Cw, Pw] = [kb.size('N', n), kb.size('C', C), kb.size('P', P)];
  const o = carry.bind(kb, outs, true);
  const start =
    carries === null
      ? `  var acc = g(row, lo);`
      : `  var acc = g(row, lo);\n  if (c > 0u) { acc = op(${carry.load(carry.bind(kb, carries), 'gi - 1u')}, acc); }`;
  const body = `  let row = gi / ${Pw};
  let c = gi % ${Pw};
  let lo = c * ${Cw};
  let hi = min(${N}, lo + ${Cw});
${start}
  ${carry.store(o, 'row * ' + N + ' + lo', 'acc')}
  for (var j = lo + 1u; j < hi; j = j + 1u) {
    acc = op(acc, g(row, j));
    ${carry.store(o, 'row * ' + N + ' + j', 'acc')}
  }`;
  await rt.dispatch(kb.finish(body), m * P, loc);
}
