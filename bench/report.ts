// The benchmark report: one row a program, as Markdown tables (printed and written) and JSON.
import type { KeepChainFigures } from './keep-chain.js';

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
  /**
   * aplc on the device: the most bytes of array buffers the runtime held at once (gpu/runtime.ts:
   * the memory plan's slots, and its pool for the arrays the plan does not place), and the memory
   * plan's figure at the run's sizes (passes/plan-memory.ts; null where its sizes are bound inside
   * loops). The plan covers the arrays the program binds, not the scratch buffers inside a
   * kernel's levels (fold partials), which the runtime also counts.
   */
  readonly memory?: { readonly devicePeakBytes: number; readonly plannedPeakBytes: number | null };
}

/** aplc under one forced device profile. */
export interface ProfileTiming {
  readonly profile: string;
  readonly timing: Timing;
  /** its kernels replayed alone on the device (gpu-only.ts), ms per call */
  readonly gpuOnlyMs: number | null;
}

export interface Row {
  readonly name: string;
  readonly size: string;
  readonly elements: number;
  /** inputs read once and the result written once, 4 bytes an element */
  readonly bytesMoved: number;
  /** floating-point operations of the problem, where counted (+.×: 2nkm) */
  readonly flops: number | null;
  readonly compileMs: number;
  readonly compileUnfusedMs: number;
  /** aplc under the adapter's own profile */
  readonly fused: Timing;
  /** aplc's kernels replayed alone on the device (gpu-only.ts), ms per call */
  readonly fusedGpuOnlyMs: number | null;
  readonly profiles: readonly ProfileTiming[];
  readonly unfused: Timing;
  /** the hand-written WGSL kernel (unavailable where the benchmark has none) */
  readonly handWritten: Timing;
  readonly handWrittenName: string | null;
  /** the hand-written kernels replayed alone on the device (gpu-only.ts), ms per call */
  readonly handWrittenGpuOnlyMs: number | null;
  readonly js: Timing;
  /** aplc's cpu backend (JavaScript kernels, cpu/) on the same inputs */
  readonly cpu: Timing;
  readonly tf: Timing;
  /** uploading the inputs and reading a result back, no kernels: part of every aplc time */
  readonly transfers: Timing;
}

/** The hand-written copy kernel: the denominator of "fraction of copy bandwidth". */
export interface CopyFigures {
  readonly elements: number;
  readonly label: string;
  readonly bytesMoved: number;
  readonly shapes: readonly { readonly shape: string; readonly timing: Timing; readonly gpuOnlyMs: number | null }[];
  readonly transfers: Timing;
}


export interface Report {
  readonly date: string;
  readonly mode: 'full' | 'quick';
  readonly device: string;
  readonly adapterProfile: string;
  readonly runs: number;
  readonly copy: CopyFigures;
  readonly rows: readonly Row[];
  /** chained API calls with and without keep: true (keep-chain.ts); null when not run (--only) */
  readonly keepChain: KeepChainFigures | null;
}

/** The runtime's peak and the plan's, with the plan's as a fraction of the runtime's. */
const peaks = (t: Timing): string => {
  const m = t.memory;
  if (m === undefined) return '—';
  if (m.plannedPeakBytes === null) return `${m.devicePeakBytes} / —`;
  return `${m.devicePeakBytes} / ${m.plannedPeakBytes} (${m.devicePeakBytes === 0 ? '—' : `${((100 * m.plannedPeakBytes) / m.devicePeakBytes).toFixed(0)}%`})`;
};
const ms = (t: Timing): string => (t.medianMs === null ? '—' : fixed(t.medianMs));
const fixed = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(1));
/** ms, or µs below 1 ms (GPU-only kernel times on a real GPU are microseconds) */
const duration = (x: number): string => (x < 1 ? `${(x * 1000).toFixed(1)} µs` : `${fixed(x)} ms`);
const count = (n: number | null): string => (n === null ? '—' : String(n));
const bytes = (b: number | null): string => (b === null ? '—' : b < 100 ? b.toFixed(1) : b.toFixed(0));
const ratio = (a: Timing, b: Timing): string => (a.medianMs === null || b.medianMs === null || a.medianMs === 0 ? '—' : `${(b.medianMs / a.medianMs).toFixed(2)}×`);
/** b over a with the transfers both include taken off (clamped: the transfer figure is noisy too) */
const kernelRatio = (a: Timing, b: Timing, t: Timing): string => {
  if (a.medianMs === null || b.medianMs === null || t.medianMs === null) return '—';
  const [ka, kb] = [Math.max(a.medianMs - t.medianMs, 0.01), Math.max(b.medianMs - t.medianMs, 0.01)];
  return `${(kb / ka).toFixed(2)}×`;
};

const fastest = (t: Timing): number | null => (t.runsMs.length === 0 ? null : Math.min(...t.runsMs));

/**
 * The kernels' time: the fastest call less the fastest transfers (load from other processes only
 * adds time, so the minimum is the least disturbed figure), or null where that is not above zero.
 */
export function kernelMs(t: Timing, transfers: Timing): number | null {
  const [call, moved] = [fastest(t), fastest(transfers)];
  if (call === null || moved === null) return null;
  const k = call - moved;
  return k > 0 ? k : null;
}

const gbps = (bytesMoved: number, kms: number): number => bytesMoved / (kms * 1e6);

/** The copy kernel's GB/s, call less transfers and GPU-only, the better shape of each. */
export function copyBandwidth(c: CopyFigures): { readonly kernel: number | null; readonly gpuOnly: number | null } {
  const best = (ks: readonly (number | null)[]): number | null => {
    const known = ks.filter((k): k is number => k !== null);
    return known.length === 0 ? null : gbps(c.bytesMoved, Math.min(...known));
  };
  return { kernel: best(c.shapes.map((s) => kernelMs(s.timing, c.transfers))), gpuOnly: best(c.shapes.map((s) => s.gpuOnlyMs)) };
}

/** "kernel ms · GB/s · % of copy" */
function bandwidthCell(kms: number | null, bytesMoved: number, copyGbps: number | null): string {
  if (kms === null) return '—';
  const g = gbps(bytesMoved, kms);
  return `${duration(kms)} · ${g.toFixed(2)} GB/s${copyGbps === null ? '' : ` · ${Math.round((100 * g) / copyGbps)} %`}`;
}

/** notes for a row: mismatches and unavailable systems */
function notes(r: Row): string {
  const out: string[] = [];
  const say = (who: string, t: Timing): void => {
    if (t.unavailable !== null) out.push(`${who}: ${t.unavailable}`);
    if (t.mismatch !== null) out.push(`${who} result differs: ${t.mismatch}`);
  };
  say('aplc', r.fused);
  for (const p of r.profiles) say(`aplc (${p.profile})`, p.timing);
  say('unfused', r.unfused);
  if (r.handWrittenName !== null) say('hand-written', r.handWritten);
  say('TF.js', r.tf);
  say('aplc cpu', r.cpu);
  return out.join('; ');
}

function timesTable(rep: Report): string[] {
  const head = [
    '| benchmark | size | dispatches aplc / unfused / TF.js | bytes/elem aplc / unfused | peak bytes device / plan | aplc ms | unfused ms | hand-written ms | aplc ÷ hand-written (kernels) | JS ms | aplc cpu ms | aplc cpu vs JS | TF.js ms | transfers ms | fused speed-up (kernels) | aplc vs TF.js | compile ms | first run ms | notes |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  return [...head, ...rep.rows.map((r) =>
    `| ${r.name} | ${r.size} | ${count(r.fused.dispatches)} / ${count(r.unfused.dispatches)} / ${count(r.tf.dispatches)} | ${bytes(r.fused.bytesPerElement)} / ${bytes(r.unfused.bytesPerElement)} | ${peaks(r.fused)} | ${ms(r.fused)} | ${ms(r.unfused)} | ${ms(r.handWritten)} | ${r.handWrittenName === null ? '—' : `${ratio(r.handWritten, r.fused)} (${kernelRatio(r.handWritten, r.fused, r.transfers)})`} | ${ms(r.js)} | ${ms(r.cpu)} | ${ratio(r.cpu, r.js)} | ${ms(r.tf)} | ${ms(r.transfers)} | ${ratio(r.fused, r.unfused)} (${kernelRatio(r.fused, r.unfused, r.transfers)}) | ${ratio(r.fused, r.tf)} | ${r.compileMs.toFixed(1)} | ${r.fused.firstMs === null ? '—' : r.fused.firstMs.toFixed(1)} | ${notes(r)} |`)];
}

/** What one bandwidth table measures: a kernel time per system, and the copy kernel's GB/s. */
interface Measure {
  readonly copyGbps: number | null;
  readonly aplc: (r: Row, profile: ProfileTiming | null) => number | null;
  readonly handWritten: (r: Row) => number | null;
}

const callLessTransfers = (rep: Report): Measure => ({
  copyGbps: copyBandwidth(rep.copy).kernel,
  aplc: (r, p) => kernelMs(p === null ? r.fused : p.timing, r.transfers),
  handWritten: (r) => kernelMs(r.handWritten, r.transfers),
});

const gpuOnly = (rep: Report): Measure => ({
  copyGbps: copyBandwidth(rep.copy).gpuOnly,
  aplc: (r, p) => (p === null ? r.fusedGpuOnlyMs : p.gpuOnlyMs),
  handWritten: (r) => r.handWrittenGpuOnlyMs,
});

function bandwidthTable(rep: Report, m: Measure): string[] {
  const profiles = rep.rows[0]?.profiles.map((p) => p.profile) ?? [];
  const head = [
    `| benchmark | MB moved | aplc, adapter profile (${rep.adapterProfile}) | ${profiles.map((p) => `aplc, ${p} | `).join('')}hand-written kernel | hand-written | aplc ÷ hand-written | GFLOP/s aplc / hand-written |`,
    `| --- | ---: | ---: | ${profiles.map(() => '---: | ').join('')}--- | ---: | ---: | ---: |`,
  ];
  return [...head, ...rep.rows.map((r) => {
    const hw = r.handWrittenName !== null ? m.handWritten(r) : null;
    const aplc = m.aplc(r, null);
    const cell = (k: number | null): string => bandwidthCell(k, r.bytesMoved, m.copyGbps);
    const flops = (k: number | null): string => (r.flops === null || k === null ? '—' : (r.flops / (k * 1e6)).toFixed(1));
    return `| ${r.name} | ${(r.bytesMoved / 1e6).toFixed(1)} | ${cell(aplc)} | ${r.profiles.map((p) => `${cell(m.aplc(r, p))} | `).join('')}${r.handWrittenName ?? '—'} | ${cell(hw)} | ${aplc === null || hw === null ? '—' : `${(aplc / hw).toFixed(2)}×`} | ${r.flops === null ? '—' : `${flops(aplc)} / ${flops(hw)}`} |`;
  })];
}

function copyLine(rep: Report): string {
  const c = rep.copy;
  const bw = copyBandwidth(c);
  const shapes = c.shapes.map((s) => `${s.shape}: ${ms(s.timing)} ms a call, ${s.gpuOnlyMs === null ? '—' : duration(s.gpuOnlyMs)} GPU-only`).join('; ');
  return `Copy bandwidth, the hand-written vec4 copy of ${c.label} (${(c.bytesMoved / 1e6).toFixed(1)} MB moved; transfers ${ms(c.transfers)} ms; ${shapes}): ` +
    `**${bw.kernel === null ? '— (within transfer noise)' : `${bw.kernel.toFixed(2)} GB/s`}** by call less transfers, **${bw.gpuOnly === null ? '—' : `${bw.gpuOnly.toFixed(2)} GB/s`}** GPU-only (the better shape of each).`;
}

export function markdown(rep: Report): string {
  return [
    `# aplc benchmarks (${rep.mode})`,
    '',
    `${rep.date} on ${rep.device}; adapter profile: ${rep.adapterProfile}; median of ${rep.runs} runs after one warm-up run. Times are wall clock`,
    'per call in ms, inputs uploaded and the result read back (JavaScript: the loop alone). Dispatches are',
    'compute dispatches per call; bytes/elem is the size of the storage buffers the dispatches bind, per',
    'element of the problem. Compile is aplc\'s front end and passes; the first run adds WGSL pipeline builds.',
    'Peak bytes: the most bytes of array buffers aplc\'s runtime held at once (the memory plan\'s slots and its pool), and',
    'by the memory plan (passes/plan-memory.ts) at the same sizes, as a share of the runtime\'s; the plan leaves out',
    'the scratch buffers of a fold\'s levels, which the runtime counts.',
    'Transfers: uploading the inputs and reading back a result of the same size with no kernel; the',
    '"kernels" speed-up takes it off both the fused and the unfused time. Systems are timed round-robin.',
    'aplc ms is under the adapter\'s own device profile; hand-written: the WGSL kernels of bench/wgsl-baselines,',
    'with aplc\'s upload and read-back.',
    '',
    ...timesTable(rep),
    '',
    '## Bandwidth',
    '',
    copyLine(rep),
    '',
    'Per system: a kernel time, the bytes the problem must move (inputs read once, the result written once,',
    '4 bytes an element) over it, and that as a fraction of the copy kernel\'s measured the same way; "—"',
    'where the time is not above zero. The forced-profile columns set APLC_DEVICE_PROFILE around each call.',
    '',
    '### Call less transfers',
    '',
    'Kernel time: the fastest call less the fastest transfers (load from other processes only adds time).',
    '',
    ...bandwidthTable(rep, callLessTransfers(rep)),
    '',
    '### GPU-only',
    '',
    'Kernel time: the compute passes one call encoded, replayed many times in one submission over its own',
    'buffers, from the submission to the queue\'s report that the work is done (bench/gpu-only.ts).',
    '',
    ...bandwidthTable(rep, gpuOnly(rep)),
    '',
    ...(rep.keepChain === null ? [] : keepChainLines(rep.keepChain)),
  ].join('\n');
}

/** The section on chained API calls with and without keep: true. */
function keepChainLines(f: KeepChainFigures): string[] {
  const speedup = f.plain.medianMs !== null && f.kept.medianMs !== null && f.kept.medianMs > 0 ? `${(f.plain.medianMs / f.kept.medianMs).toFixed(2)}×` : '—';
  const bad = [f.plain.mismatch, f.kept.mismatch].filter((m) => m !== null);
  return [
    '## Chained calls with `keep: true`',
    '',
    `${f.calls} calls of \`{1+⍵×0.5}\` (⍵ f32[n] → f32[n]) on ${f.label} through the API, each result the next argument:`,
    'plain calls upload and read back every time; kept calls leave the result on the device and read once at the end.',
    '',
    '| chain | ms (median) | speed-up |',
    '| --- | ---: | ---: |',
    `| plain calls | ${ms(f.plain)} | 1.00× |`,
    `| \`{ keep: true }\` | ${ms(f.kept)} | ${speedup} |`,
    ...(bad.length > 0 ? ['', `Mismatch: ${bad.join('; ')}`] : []),
    '',
  ];
}
