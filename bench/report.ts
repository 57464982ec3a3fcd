// The benchmark report: one row a program, as a Markdown table (printed and written) and JSON.

/** One system's figures for one program, or why it has none. */
export interface Timing {
  /** median of the timed runs, ms */
  readonly medianMs: number | null;
  readonly runsMs: readonly number[];
  /** the untimed warm-up run (for aplc: includes building the WGSL pipelines) */
  readonly firstMs: number | null;
  readonly dispatches: number | null;
  readonly bytesPerElement: number | null;
  /** null when it matched the JavaScript result */
  readonly mismatch: string | null;
  /** why there are no figures */
  readonly unavailable: string | null;
}

export interface Row {
  readonly name: string;
  readonly size: string;
  readonly elements: number;
  readonly compileMs: number;
  readonly compileUnfusedMs: number;
  readonly fused: Timing;
  readonly unfused: Timing;
  readonly js: Timing;
  readonly tf: Timing;
  /** uploading the inputs and reading a result back, no kernels: part of every aplc time */
  readonly transfers: Timing;
}

export interface Report {
  readonly date: string;
  readonly mode: 'full' | 'quick';
  readonly device: string;
  readonly runs: number;
  readonly rows: readonly Row[];
}

const ms = (t: Timing): string => (t.medianMs === null ? '—' : t.medianMs < 10 ? t.medianMs.toFixed(2) : t.medianMs.toFixed(1));
const count = (n: number | null): string => (n === null ? '—' : String(n));
const bytes = (b: number | null): string => (b === null ? '—' : b < 100 ? b.toFixed(1) : b.toFixed(0));
const ratio = (a: Timing, b: Timing): string => (a.medianMs === null || b.medianMs === null || a.medianMs === 0 ? '—' : `${(b.medianMs / a.medianMs).toFixed(2)}×`);
/** b over a with the transfers both include taken off (clamped: the transfer figure is noisy too) */
const kernelRatio = (a: Timing, b: Timing, t: Timing): string => {
  if (a.medianMs === null || b.medianMs === null || t.medianMs === null) return '—';
  const [ka, kb] = [Math.max(a.medianMs - t.medianMs, 0.01), Math.max(b.medianMs - t.medianMs, 0.01)];
  return `${(kb / ka).toFixed(2)}×`;
};

/** notes for a row: mismatches and unavailable systems */
function notes(r: Row): string {
  const out: string[] = [];
  const say = (who: string, t: Timing): void => {
    if (t.unavailable !== null) out.push(`${who}: ${t.unavailable}`);
    if (t.mismatch !== null) out.push(`${who} result differs: ${t.mismatch}`);
  };
  say('aplc', r.fused);
  say('unfused', r.unfused);
  say('TF.js', r.tf);
  return out.join('; ');
}

export function markdown(rep: Report): string {
  const head = [
    `# aplc benchmarks (${rep.mode})`,
    '',
    `${rep.date} on ${rep.device}; median of ${rep.runs} runs after one warm-up run. Times are wall clock`,
    'per call in ms, inputs uploaded and the result read back (JavaScript: the loop alone). Dispatches are',
    'compute dispatches per call; bytes/elem is the size of the storage buffers the dispatches bind, per',
    'element of the problem. Compile is aplc\'s front end and passes; the first run adds WGSL pipeline builds.',
    'Transfers: uploading the inputs and reading back a result of the same size with no kernel; the',
    '"kernels" speed-up takes it off both the fused and the unfused time. Systems are timed round-robin.',
    '',
    '| benchmark | size | dispatches aplc / unfused / TF.js | bytes/elem aplc / unfused | aplc ms | unfused ms | JS ms | TF.js ms | transfers ms | fused speed-up (kernels) | aplc vs TF.js | compile ms | first run ms | notes |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const rows = rep.rows.map((r) =>
    `| ${r.name} | ${r.size} | ${count(r.fused.dispatches)} / ${count(r.unfused.dispatches)} / ${count(r.tf.dispatches)} | ${bytes(r.fused.bytesPerElement)} / ${bytes(r.unfused.bytesPerElement)} | ${ms(r.fused)} | ${ms(r.unfused)} | ${ms(r.js)} | ${ms(r.tf)} | ${ms(r.transfers)} | ${ratio(r.fused, r.unfused)} (${kernelRatio(r.fused, r.unfused, r.transfers)}) | ${ratio(r.fused, r.tf)} | ${r.compileMs.toFixed(1)} | ${r.fused.firstMs === null ? '—' : r.fused.firstMs.toFixed(1)} | ${notes(r)} |`);
  return [...head, ...rows, ''].join('\n');
}
