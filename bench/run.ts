// `npm run bench [-- --quick] [--runs N] [--only TEXT] [--no-tf]`: every benchmark program with
// aplc (fused), aplc with fusion off, a hand-written JavaScript loop and TensorFlow.js on the same
// WebGPU device, side by side in one run. Writes bench/results/<full|quick>.md and .json and
// prints the table. Never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArrayValue } from '../core-ir/value.js';
import { acquireGpu, describeGpu, releaseGpu, type GpuContext } from '../gpu/device.js';
import { runOnGpu } from '../gpu/exec.js';
import { GpuRuntime } from '../gpu/runtime.js';
import { compileBench } from './compile.js';
import { PROGRAMS, type BenchProgram } from './programs.js';
import { markdown, type Report, type Row, type Timing } from './report.js';
import { setupTf, tensorOf, TF_PROGRAMS, type TfSetup } from './tf-programs.js';

interface Options {
  readonly quick: boolean;
  readonly runs: number;
  readonly only: string | null;
  readonly tf: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const quick = argv.includes('--quick');
  const at = (flag: string): string | null => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] ?? null : null;
  };
  const runs = Number(at('--runs') ?? (quick ? 3 : 5));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');
  return { quick, runs, only: at('--only'), tf: !argv.includes('--no-tf') };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const none = (why: string): Timing => ({ medianMs: null, runsMs: [], firstMs: null, dispatches: null, bytesPerElement: null, mismatch: null, unavailable: why });

/** null when `got` matches `want` within the program's tolerance, else what differs */
function compare(p: BenchProgram, want: ArrayLike<number>, got: ArrayLike<number>): string | null {
  if (want.length !== got.length) return `${got.length} elements, expected ${want.length}`;
  let bad = 0;
  let first = -1;
  for (let i = 0; i < want.length; i++) {
    const [w, g] = [want[i]!, got[i]!];
    const ok = w === g || Math.abs(w - g) <= p.tolerance.rel * Math.max(1, Math.abs(w));
    if (!ok) {
      bad++;
      if (first < 0) first = i;
    }
  }
  if (bad === 0 || bad <= (p.tolerance.mismatchFraction ?? 0) * want.length) return null;
  return `${bad} of ${want.length} elements, first at ${first}: ${got[first]} for ${want[first]}`;
}

/** One system under test: `run` does one call; `done` reads its figures after the timed runs. */
interface System {
  readonly run: () => Promise<void>;
  readonly done: (first: number, times: readonly number[]) => Timing;
}

/**
 * Times the systems round-robin (one warm-up call each, then `runs` rounds of one call each), so
 * that load from other processes on the machine falls on all of them alike.
 */
async function timeRoundRobin(systems: readonly (System | Timing)[], runs: number): Promise<Timing[]> {
  const firsts = systems.map(() => 0);
  const times: number[][] = systems.map(() => []);
  const failed: (Timing | null)[] = systems.map((s) => ('run' in s ? null : s));
  const once = async (i: number, record: (ms: number) => void): Promise<void> => {
    const s = systems[i]!;
    if (!('run' in s) || failed[i] !== null) return;
    const t = performance.now();
    try {
      await s.run();
      record(performance.now() - t);
    } catch (e) {
      failed[i] = none(`failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
  };
  for (let i = 0; i < systems.length; i++) await once(i, (ms) => (firsts[i] = ms));
  for (let r = 0; r < runs; r++) for (let i = 0; i < systems.length; i++) await once(i, (ms) => times[i]!.push(ms));
  return systems.map((s, i) => failed[i] ?? (s as System).done(firsts[i]!, times[i]!));
}

function aplcSystem(ctx: GpuContext, p: BenchProgram, ir: Parameters<typeof runOnGpu>[1], inputs: readonly ArrayValue[], elements: number, want: () => ArrayLike<number>): System {
  let last: Awaited<ReturnType<typeof runOnGpu>> | null = null;
  return {
    run: async () => {
      last = await runOnGpu(ctx, ir, inputs);
    },
    done: (first, times) => {
      const r = last as Awaited<ReturnType<typeof runOnGpu>> | null;
      const value = r?.results[0];
      return {
        medianMs: median(times), runsMs: times, firstMs: first,
        dispatches: r?.dispatches ?? null,
        bytesPerElement: r === null ? null : r.bytesBound / elements,
        mismatch: value === undefined ? 'no result' : compare(p, want(), value.data),
        unavailable: null,
      };
    },
  };
}

function tfSystem(setup: TfSetup, p: BenchProgram, inputs: readonly ArrayValue[], want: () => ArrayLike<number>): System | Timing {
  const prog = TF_PROGRAMS[p.name];
  if (prog === undefined) return none('no TensorFlow.js version');
  const { tf } = setup;
  let out: ArrayLike<number> = [];
  let dispatches = 0;
  return {
    run: async () => {
      const before = setup.dispatches();
      const result = tf.tidy(() => prog(tf, inputs.map((v) => tensorOf(tf, v))));
      out = (await result.data()) as ArrayLike<number>;
      result.dispose();
      dispatches = setup.dispatches() - before;
    },
    done: (first, times) => ({ medianMs: median(times), runsMs: times, firstMs: first, dispatches, bytesPerElement: null, mismatch: compare(p, want(), out), unavailable: null }),
  };
}

function jsSystem(p: BenchProgram, inputs: readonly ArrayValue[], dims: readonly number[], sink: (r: ArrayLike<number>) => void): System {
  return {
    run: async () => sink(p.js(inputs, dims)),
    done: (first, times) => ({ medianMs: median(times), runsMs: times, firstMs: first, dispatches: null, bytesPerElement: null, mismatch: null, unavailable: null }),
  };
}

/** Uploading the inputs and reading back a result-sized array, no kernel: what every aplc call pays. */
function transferSystem(ctx: GpuContext, inputs: readonly ArrayValue[], resultLength: () => number): System {
  return {
    run: async () => {
      const rt = new GpuRuntime(ctx);
      for (const v of inputs) rt.upload(v, null);
      await rt.read(rt.newArray('float', [resultLength()], null));
      await rt.dispose();
    },
    done: (first, times) => ({ medianMs: median(times), runsMs: times, firstMs: first, dispatches: 0, bytesPerElement: null, mismatch: null, unavailable: null }),
  };
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const ctx = await acquireGpu();
  if (ctx === null) {
    process.stderr.write('bench: no WebGPU adapter; the benchmarks measure the GPU backend and cannot run\n');
    return 1;
  }
  const tf: TfSetup | { error: string } = opts.tf ? await setupTf(ctx) : { error: 'turned off with --no-tf' };
  if ('error' in tf) process.stderr.write(`bench: TensorFlow.js is unavailable: ${tf.error}\n`);
  const rows: Row[] = [];
  for (const p of PROGRAMS) {
    if (opts.only !== null && !p.name.includes(opts.only)) continue;
    const size = opts.quick ? p.quick : p.full;
    process.stderr.write(`bench: ${p.name} (${size.label})…\n`);
    const source = p.source(size.dims);
    const fused = compileBench(source, p.signature, p.name, new Set());
    const unfused = compileBench(source, p.signature, p.name, new Set(['fuse']));
    const inputs = p.inputs(size.dims);
    let want: ArrayLike<number> = [];
    const wanted = (): ArrayLike<number> => want;
    const [js, aplc, plain, tfTiming, transfers] = await timeRoundRobin([
      jsSystem(p, inputs, size.dims, (r) => (want = r)),
      aplcSystem(ctx, p, fused.ir, inputs, size.elements, wanted),
      aplcSystem(ctx, p, unfused.ir, inputs, size.elements, wanted),
      'error' in tf ? none(`TensorFlow.js unavailable: ${tf.error}`) : tfSystem(tf, p, inputs, wanted),
      transferSystem(ctx, inputs, () => want.length),
    ], opts.runs);
    rows.push({ name: p.name, size: size.label, elements: size.elements, compileMs: fused.ms, compileUnfusedMs: unfused.ms, fused: aplc!, unfused: plain!, js: js!, tf: tfTiming!, transfers: transfers! });
  }
  const report: Report = { date: new Date().toISOString(), mode: opts.quick ? 'quick' : 'full', device: describeGpu(ctx), runs: opts.runs, rows };
  const md = markdown(report);
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results');
  // a run of some benchmarks (--only) prints its rows but keeps the results of the last whole run
  if (opts.only === null) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${report.mode}.md`), md);
    writeFileSync(join(dir, `${report.mode}.json`), JSON.stringify(report, null, 2) + '\n');
  }
  process.stdout.write(md);
  return 0;
}

const code = await main().catch((e: unknown) => {
  process.stderr.write(`bench: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  return 1;
});
releaseGpu();
process.stdout.write('', () => process.exit(code));
