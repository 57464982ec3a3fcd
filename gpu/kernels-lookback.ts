// The single-pass scan (core-ir/kernels.ts 'lookback'): chained scan with decoupled look-back
// (Merrill and Garland, 2016), with a fallback for devices that do not guarantee that a waiting
// workgroup's predecessors make progress (after the "decoupled fallback" of Smith's
// GPUPrefixSums). One dispatch replaces reduce-then-scan's three or more.
//
// Each workgroup takes the next tile number from a counter (so every tile before it has already
// started), scans its tile of W·L contiguous elements in workgroup memory as scanSegments does,
// and publishes the tile's fold (its aggregate), or, for a row's first tile, its inclusive prefix.
// Then one invocation looks back over the row's earlier tiles: an inclusive prefix ends the look,
// an aggregate is folded in (on the left: the order of the operands is kept) and the look goes on.
// A tile that has published nothing after SPINS looks is folded by the waiting workgroup itself,
// from the input, and the look goes on before it; so the scan ends whatever order the device runs
// workgroups in. The tile then publishes its own inclusive prefix and writes its elements.
//
// Published values must be read whole without fences (WGSL has only relaxed atomics): each
// 32-bit word of a value is split into two 16-bit halves, each in its own atomic word with a
// ready bit, written once; a reader takes a value only when every half has its bit. Values are
// therefore whole words: kernelize plans this scan only for folds of ints (exact, two words for an
// int + carry: fold-wide.ts), whose result is the same whichever tiles were looked back over or
// folded again. Float scans keep reduce-then-scan, whose association does not depend on timing.
import type { Lambda, SrcLoc } from '../core-ir/syntax.js';
import type { FoldStrategy } from '../core-ir/kernels.js';
import type { KernelScope } from './lambda.js';
import { rowsKernel, type Source } from './rows-kernel.js';
import type { BufRef, GpuRuntime } from './runtime.js';
import { contiguousRuns, rescanRuns, workgroupScan } from './wgsl-tile-scan.js';

/**
 * outs[…][row·n + j] = the inclusive scan of each of the m rows (length n ≥ 1) of src, in tiles
 * of W·L elements, in one dispatch.
 */
export async function scanLookback(
  rt: GpuRuntime, src: Source, m: number, n: number, outs: readonly BufRef[], op: Lambda,
  s: Extract<FoldStrategy, { k: 'lookback' }>, scope: KernelScope, loc: SrcLoc | null,
): Promise<void> {
  const W = s.workgroup;
  const S = W * s.perThread;
  const G = Math.ceil(n / S);
  const { kb, carry } = rowsKernel(src, n, op, scope, loc);
  const T = carry.t;
  const words = carry.intWords('v').length;
  // per tile: the aggregate's halves, then the inclusive prefix's; word 0 is the tile counter
  const H = 2 * words;
  const state = rt.alloc(1 + 2 * H * m * G, loc, 'zeroed');
  try {
    const st = kb.bindAtomic(state);
    const [N, Sw, Gw] = [kb.size('N', n), kb.size('S', S), kb.size('G', G)];
    const o = carry.bind(kb, outs, true);
    // a half h of word w is stored as (h << 1) | 1, so a word never written reads as not ready
    const halves = (v: string): string[] => carry.intWords(v).flatMap((w) => [`(((${w}) & 0xffffu) << 1u) | 1u`, `(((${w}) >> 16u) << 1u) | 1u`]);
    kb.declare(`fn publish(slot: u32, v: ${T}) {
${halves('v').map((h, q) => `  atomicStore(&${st}[slot + ${q}u], ${h});`).join('\n')}
}`);
    kb.declare(`struct Peek { ok: bool, v: ${T} }`);
    const got = Array.from({ length: H }, (_, q) => `h${q}`);
    const word = (w: number): string => `((h${2 * w} >> 1u) | ((h${2 * w + 1} >> 1u) << 16u))`;
    kb.declare(`fn peek(slot: u32) -> Peek {
${got.map((h, q) => `  let ${h} = atomicLoad(&${st}[slot + ${q}u]);`).join('\n')}
  let ok = ${got.map((h) => `(${h} & 1u) != 0u`).join(' && ')};
  return Peek(ok, ${carry.ofIntWords(Array.from({ length: words }, (_, w) => word(w)))});
}`);
    // tile t's aggregate slot; its inclusive slot follows it
    kb.declare(`fn agg(t: u32) -> u32 { return 1u + t * ${2 * H}u; }`);
    kb.declare(`var<workgroup> sh: array<${T}, ${W}>;
var<workgroup> fb: array<${T}, ${W}>;
var<workgroup> part: u32;
var<workgroup> locked: u32;
var<workgroup> fallbackTile: u32;
var<workgroup> prefix: ${T};`);
    // the fold of tile k of the row into shared[0] (an order-preserving tree over contiguous runs)
    kb.declare(`fn foldTile(row: u32, k: u32, lid: u32) {
${contiguousRuns(N, Sw, W, 'fb')}
  for (var s = 1u; s < ${W}u; s = s << 1u) {
    workgroupBarrier();
    if ((lid & (2u * s - 1u)) == 0u && lid + s < nact) { fb[lid] = op(fb[lid], fb[lid + s]); }
  }
  workgroupBarrier();
}`);
    const body = `  if (lid == 0u) { part = atomicAdd(&${st}[0], 1u); locked = 1u; }
  let t = workgroupUniformLoad(&part);
  let row = t / ${Gw};
  let k = t % ${Gw};
${contiguousRuns(N, Sw, W, 'sh')}
${workgroupScan(W, T)}
  // the row's first tile publishes its inclusive prefix at once; the others their aggregate
  if (lid == 0u) { publish(agg(t) + select(0u, ${H}u, k == 0u), sh[nact - 1u]); }
  if (k > 0u) {
    var look = t - 1u;
    var acc: ${T};
    var have = false;
    var waiting = workgroupUniformLoad(&locked);
    // each round ends the look or folds at least one tile of the k before this one; a loop
    // holding barriers must not leave early on llvmpipe (a break, or a condition on the lock,
    // leaves the workgroup's writes undone there), so idle rounds only test the lock
    for (var round = 0u; round < k; round = round + 1u) {
      if (waiting == 0u) { continue; }
      if (lid == 0u) {
        var spins = 0u;
        loop {
          let inc = peek(agg(look) + ${H}u);
          if (inc.ok) {
            if (have) { acc = op(inc.v, acc); } else { acc = inc.v; have = true; }
            locked = 0u;
            break;
          }
          let a = peek(agg(look));
          if (a.ok) {
            if (have) { acc = op(a.v, acc); } else { acc = a.v; have = true; }
            look = look - 1u;
            spins = 0u;
            continue;
          }
          spins = spins + 1u;
          if (spins >= ${s.spins}u) { fallbackTile = look; break; }
        }
      }
      waiting = workgroupUniformLoad(&locked);
      if (waiting == 1u) {
        // the tile looked at has published nothing: fold it here (the row's first tile is its own prefix)
        let ft = workgroupUniformLoad(&fallbackTile);
        foldTile(row, ft % ${Gw}, lid);
        if (lid == 0u) {
          if (have) { acc = op(fb[0], acc); } else { acc = fb[0]; have = true; }
          if (ft % ${Gw} == 0u) { locked = 0u; } else { look = ft - 1u; }
        }
        waiting = workgroupUniformLoad(&locked);
      }
    }
    if (lid == 0u) {
      prefix = acc;
      publish(agg(t) + ${H}u, op(acc, sh[nact - 1u]));
    }
  }
  workgroupBarrier();
${rescanRuns(T, N, '    if (k > 0u) { pre = prefix; have = true; }\n', (i, v) => carry.store(o, i, v))}`;
    await rt.dispatch(kb.finishCooperative(body, W), m * G * W, loc);
  } finally {
    rt.release(state);
  }
}
