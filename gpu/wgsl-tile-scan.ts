// WGSL fragments of the tile scans that the cooperative scan (kernels-coop.ts) and the single-pass
// look-back scan (kernels-lookback.ts) share: a tile of a row cut into contiguous runs, one an
// invocation; the inclusive scan of the runs' folds in workgroup memory; and each run rescanned
// from its prefix. They read the names the rows kernel declares (g, op, row, lid) and the tile k.

/**
 * Tile k of the row, [lo, hi) of at most Sw elements of a row of N: invocation lid's contiguous run
 * is [mine, top), the first nact invocations have one, and each stores its run's fold in `into`.
 */
export function contiguousRuns(N: string, Sw: string, W: number, into: string): string {
  return `  let lo = k * ${Sw};
  let hi = min(${N}, lo + ${Sw});
  let len = hi - lo;
  let run = (len + ${W - 1}u) / ${W}u;
  let nact = (len + run - 1u) / run;
  let mine = lo + lid * run;
  let top = min(hi, mine + run);
  if (lid < nact) {
    var acc = g(row, mine);
    for (var j = mine + 1u; j < top; j = j + 1u) { acc = op(acc, g(row, j)); }
    ${into}[lid] = acc;
  }`;
}

/** The inclusive scan of sh[0…nact) in place (Hillis–Steele, neighbours only, so order is kept), barriers in uniform control flow. */
export function workgroupScan(W: number, T: string): string {
  return `  for (var s = 1u; s < ${W}u; s = s << 1u) {
    workgroupBarrier();
    var v: ${T};
    let take = lid >= s && lid < nact;
    if (take) { v = op(sh[lid - s], sh[lid]); }
    workgroupBarrier();
    if (take) { sh[lid] = v; }
  }
  workgroupBarrier();`;
}

/**
 * Each run scanned again from its prefix: the tile's (set by `tilePrefix`, WGSL that may set pre
 * and have) combined with the scanned folds of the runs before it; `store(index, value)` writes one
 * result element.
 */
export function rescanRuns(T: string, N: string, tilePrefix: string, store: (index: string, value: string) => string): string {
  return `  if (lid < nact) {
    var pre: ${T};
    var have = false;
${tilePrefix}    if (lid > 0u) {
      if (have) { pre = op(pre, sh[lid - 1u]); } else { pre = sh[lid - 1u]; have = true; }
    }
    var acc = g(row, mine);
    if (have) { acc = op(pre, acc); }
    ${store(`row * ${N} + mine`, 'acc')}
    for (var j = mine + 1u; j < top; j = j + 1u) {
      acc = op(acc, g(row, j));
      ${store(`row * ${N} + j`, 'acc')}
    }
  }`;
}
