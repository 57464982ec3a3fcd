// Register-blocked reductions: one invocation folds an 8×8 block of rows of a reduction whose
// result is (at least) a matrix, as a matrix product `+.×` (a redomap over [n][m][k]) is. The
// block's 64 rows each run g(row, j) for the same j, so the reads they share (A[i, j] along a
// block row, B[j, c] along a block column) are one load each once the shader compiler has
// inlined g: 16 loads for 64 multiply-adds instead of 128. Each row is still folded from its last
// element down to its first, exactly the right fold the chunked kernels compute for ints, so
// non-associative operators are folded as they must be. (The chunked kernels fold floats pairwise,
// kernels-soac.ts; these rows are short, a few hundred elements, the error of a sequential fold.)
import type { Lambda, SrcLoc } from '../core-ir/syntax.js';
import type { KernelScope } from './lambda.js';
import { rowsKernel, type Source } from './rows-kernel.js';
import type { BufRef, GpuRuntime } from './runtime.js';
import { unflatten } from './wgsl.js';

/** rows and columns of a block (on llvmpipe 8×8 ran about twice as fast as 4×4 and 4×8) */
const BI = 8;
const BJ = 8;
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * Folds every row of `src` (iteration shape `shape`) into outs[…][row] with 8×8-blocked invocations
 * when the shape suits (a mapped source of rank 3 or more: kernelize chose the strategy for many
 * rows, each short enough for one invocation's loop budget); returns false, having done nothing,
 * otherwise.
 */
export async function foldRowsBlocked(
  rt: GpuRuntime, src: Source, shape: readonly number[], outs: readonly BufRef[], op: Lambda, scope: KernelScope, loc: SrcLoc | null,
): Promise<boolean> {
  if (src.k !== 'map' || shape.length < 3) return false;
  const n = shape[shape.length - 1]!;
  const ni = shape[shape.length - 3]!;
  const nj = shape[shape.length - 2]!;
  const lead = shape.slice(0, -3).reduce((a, b) => a * b, 1);
  if (n === 0) return false;
  const { kb, carry } = rowsKernel(src, n, op, scope, loc, true);
  const [N, NI, NJ] = [kb.size('N', n), kb.size('NI', ni), kb.size('NJ', nj)];
  const nbi = Math.ceil(ni / BI);
  const nbj = Math.ceil(nj / BJ);
  const [NBI, NBJ] = [kb.size('NBI', nbi), kb.size('NBJ', nbj)];
  const o = carry.bind(kb, outs, true);
  const leadDims = shape.slice(0, -3).map((d, k) => kb.size(`L:${k}`, d));
  const lu = unflatten(kb, 'l', leadDims);
  const leadIdx = { code: lu.code === '' ? [] : [lu.code], args: lu.idx.map((x) => `${x}, `).join('') };
  const cells: [number, number][] = [];
  for (let a = 0; a < BI; a++) for (let b = 0; b < BJ; b++) cells.push([a, b]);
  // rows past the edge repeat the last row (same reads, same errors) and are not written
  const lines = [
    `  let bj = gi % ${NBJ};`,
    `  let bi = (gi / ${NBJ}) % ${NBI};`,
    `  let l = gi / (${NBJ} * ${NBI});`,
    // the leading outer indices of l, then each cell's row and (i, c) indices, once
    ...leadIdx.code,
    ...range(BI).map((a) => `  let i${a} = min(bi * ${BI}u + ${a}u, ${NI} - 1u);`),
    ...range(BJ).map((b) => `  let c${b} = min(bj * ${BJ}u + ${b}u, ${NJ} - 1u);`),
    ...cells.map(([a, b]) => `  let r${a}${b} = (l * ${NI} + i${a}) * ${NJ} + c${b};`),
    `  var j = ${N} - 1u;`,
    ...cells.map(([a, b]) => `  var acc${a}${b}: ${carry.t} = g(r${a}${b}, ${leadIdx.args}i32(i${a}), i32(c${b}), j);`),
    '  loop {',
    '    if (j == 0u) { break; }',
    '    j = j - 1u;',
    ...cells.map(([a, b]) => `    acc${a}${b} = op(g(r${a}${b}, ${leadIdx.args}i32(i${a}), i32(c${b}), j), acc${a}${b});`),
    '  }',
    ...cells.map(([a, b]) => `  if (bi * ${BI}u + ${a}u < ${NI} && bj * ${BJ}u + ${b}u < ${NJ}) { ${carry.store(o, `r${a}${b}`, `acc${a}${b}`)} }`),
  ];
  await rt.dispatch(kb.finish(lines.join('\n')), lead * nbi * nbj, loc);
  return true;
}
