// The grade kernel (IR `grade`, APL ⍋ ⍒): a stable merge sort of the cell indices.
//
// Pass p merges sorted runs of width w = 2^p pairwise, one invocation per element: an element of
// a left run lands at (its rank in its run) + (how many elements of the right run sort strictly
// before it); an element of a right run at (its rank) + (how many of the left run sort before it
// or equal it). Ties thus keep the left run first, so the sort is stable, and every element finds
// its place by one binary search: at most log₂ n comparisons an invocation, well inside llvmpipe's
// limit of 65535 loop iterations per invocation (wgsl-ops.ts). Cells compare element by element;
// cells longer than CELL_DIRECT are sorted column by column from the last (each pass stable, so
// the result is lexicographic), which keeps every invocation's loops short however long the rows.
import type { SrcLoc } from '../core-ir/syntax.js';
import { elementCount } from '../core-ir/value.js';
import { iota } from './kernels-struct.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, wgslType } from './wgsl.js';

/** Cells up to this many elements are compared whole: 32 probes × 1024 ≪ 65535 iterations. */
const CELL_DIRECT = 1024;

export async function grade(rt: GpuRuntime, a: DevArray, down: boolean, loc: SrcLoc | null): Promise<DevArray> {
  const n = a.shape[0]!;
  const m = elementCount(a.shape.slice(1));
  let src = await iota(rt, n, loc);
  if (n <= 1 || m === 0) return src;
  // each merge pass writes all n ranks
  let dst = rt.newArray('int', [n], loc, 'overwritten');
  // [first, end) of the columns compared by each round of passes
  const rounds: [number, number][] = m <= CELL_DIRECT ? [[0, m]] : Array.from({ length: m }, (_, k) => [m - 1 - k, m - k]);
  for (const [first, end] of rounds) {
    for (let width = 1; width < n; width *= 2) {
      await mergePass(rt, a, m, first, end, src, dst, width, n, down, loc);
      [src, dst] = [dst, src];
    }
  }
  rt.release(dst.buf);
  return src;
}

async function mergePass(
  rt: GpuRuntime, a: DevArray, m: number, first: number, end: number, src: DevArray, dst: DevArray, width: number, n: number, down: boolean, loc: SrcLoc | null,
): Promise<void> {
  const kb = new KernelBuilder<BufRef>(rt.float);
  const keys = kb.bind(a.buf, a.elem);
  const from = kb.bind(src.buf, 'int');
  const to = kb.bind(dst.buf, 'int', true);
  const N = kb.size('n', n);
  const W = kb.size('w', width);
  const M = kb.size('m', m);
  const K0 = kb.size('k0', first);
  const K1 = kb.size('k1', end);
  const t = wgslType(a.elem);
  // double-float pairs order by hi, then lo (ops/wgsl-df64.ts)
  const pairs = a.elem === 'float' && kb.float === 'f64';
  if (pairs) kb.use('df_lt');
  const less = (x: string, y: string): string => (pairs ? `df_lt(${x}, ${y})` : `${x} < ${y}`);
  const [lt, gt] = down ? ['1', '-1'] : ['-1', '1'];
  // -1 when cell x sorts before cell y, 1 after, 0 when they are equal on the compared columns
  kb.declare(`fn cmp_cells(x: i32, y: i32) -> i32 {
  let bx = u32(x) * ${M};
  let by = u32(y) * ${M};
  for (var k = ${K0}; k < ${K1}; k = k + 1u) {
    let p: ${t} = ${keys}[bx + k];
    let q: ${t} = ${keys}[by + k];
    if (${less('p', 'q')}) { return ${lt}; }
    if (${less('q', 'p')}) { return ${gt}; }
  }
  return 0;
}`);
  const body = `  let e = ${from}[gi];
  let r = gi / ${W};
  let s = r * ${W};
  let left = (r & 1u) == 0u;
  var lo: u32;
  var hi: u32;
  if (left) { lo = min(s + ${W}, ${N}); hi = min(s + 2u * ${W}, ${N}); } else { lo = s - ${W}; hi = s; }
  let base = lo;
  loop {
    if (lo >= hi) { break; }
    let mid = (lo + hi) / 2u;
    let c = cmp_cells(${from}[mid], e);
    if ((left && c < 0) || (!left && c <= 0)) { lo = mid + 1u; } else { hi = mid; }
  }
  let pair = (r - (r & 1u)) * ${W};
  ${to}[pair + (gi - s) + (lo - base)] = e;`;
  await rt.dispatch(kb.finish(body), n, loc);
}
