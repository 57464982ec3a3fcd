// `+\` on ints by reduce-then-scan (the GPU profiles' default: block folds, a scan of them, the
// blocks scanned again) against the single pass with decoupled look-back (gpu/kernels-lookback.ts,
// switched on by a profile's lookbackSpins), under the discrete and integrated profiles, on 2²²
// ints (2²⁰ with --quick). Each is timed per call (upload, kernels, read-back; the median of the
// runs, round-robin) and GPU-only (bench/gpu-only.ts), and checked against a JavaScript scan.
//   node dist/bench/scan-passes.js [--quick] [--runs N]
import { acquireGpu, describeGpu, releaseGpu } from '../gpu/device.js';
import { runOnGpu } from '../gpu/exec.js';
import { kernelize } from '../passes/kernelize.js';
import { PROFILES, type DeviceProfile } from '../passes/device-profiles.js';
import { makeValue } from '../core-ir/value.js';
import { compileBench } from './compile.js';
import { gpuOnlyMs } from './gpu-only.js';
import { random } from './programs.js';
import { compare, timeRoundRobin, type System } from './systems.js';

const SPINS = 64;

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

async function main(): Promise<number> {
  const quick = process.argv.includes('--quick');
  const runs = flag('--runs', quick ? 3 : 7);
  const n = quick ? 2 ** 20 : 2 ** 22;
  const ctx = await acquireGpu();
  if (ctx === null) {
    process.stderr.write('scan-passes: no WebGPU adapter\n');
    return 1;
  }
  const r = random(3);
  const x = makeValue('int', [n], Array.from({ length: n }, () => Math.floor(r() * 10)));
  const want = new Int32Array(n);
  let s = 0;
  for (let i = 0; i < n; i++) want[i] = s = (s + x.data[i]!) | 0;
  const ir = compileBench('f←{+\\⍵}', '⍵ i32[n]', '+\\', new Set()).ir;
  const variants: [string, DeviceProfile][] = [];
  for (const base of [PROFILES.discrete, PROFILES.integrated]) {
    variants.push([`${base.name}, reduce-then-scan`, base], [`${base.name}, single pass (look-back)`, { ...base, lookbackSpins: SPINS }]);
  }
  const rows: string[] = [];
  const programs = variants.map(([, profile]) => kernelize(ir, profile));
  const systems: System[] = programs.map((kp) => {
    let mismatch: string | null = null;
    let dispatches: number | null = null;
    return {
      run: async () => {
        const res = await runOnGpu(ctx, kp, [x]);
        dispatches = res.dispatches;
        mismatch ??= compare({ rel: 0 }, want, res.results[0]!.data);
      },
      done: (first, times) => {
        const sorted = [...times].sort((a, b) => a - b);
        return { medianMs: sorted[sorted.length >> 1] ?? null, runsMs: times, firstMs: first, dispatches, bytesPerElement: null, mismatch, unavailable: null };
      },
    };
  });
  const timings = await timeRoundRobin(systems, runs);
  const bytes = 2 * 4 * n;
  for (const [i, [name]] of variants.entries()) {
    const t = timings[i]!;
    // as in run.ts: a replay that fails leaves the GPU-only column empty, with its reason
    let gpu: number | null = null;
    try {
      gpu = await gpuOnlyMs(ctx.device, () => runOnGpu(ctx, programs[i]!, [x]));
    } catch (e) {
      process.stderr.write(`scan-passes: no GPU-only time for ${name}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}\n`);
    }
    const gbps = gpu === null ? '—' : (bytes / (gpu * 1e6)).toFixed(2);
    rows.push(`| ${name} | ${t.dispatches ?? '—'} | ${t.medianMs?.toFixed(1) ?? '—'} | ${gpu?.toFixed(2) ?? '—'} | ${gbps} | ${t.mismatch ?? 'agrees'} |`);
  }
  process.stdout.write(
    [
      `+\\ of ${quick ? '2²⁰' : '2²²'} i32 on ${describeGpu(ctx)}, ${runs} runs`,
      '',
      '| profile, strategy | dispatches | call ms (median) | GPU-only ms | GB/s (GPU-only, 8 bytes an element) | result |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  return 0;
}

const code = await main();
releaseGpu();
process.stdout.write('', () => process.exit(code));
