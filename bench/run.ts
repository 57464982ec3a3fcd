// `npm run bench [-- --quick] [--runs N] [--only TEXT] [--no-tf] [--profiles a,b]`: every benchmark
// program with aplc (fused, under the adapter's device profile and under each forced one), aplc
// with fusion off, the hand-written WGSL kernel where there is one, a hand-written JavaScript loop
// and TensorFlow.js on the same WebGPU device, side by side in one run, with the copy kernel's
// bandwidth as the yardstick. Writes bench/results/<full|quick>.md and .json and prints the
// tables. Never part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireGpu, describeGpu, releaseGpu, type GpuContext } from '../gpu/device.js';
import { runOnGpu } from '../gpu/exec.js';
import { compileBench } from './compile.js';
import { measureCopy } from './copy-bandwidth.js';
import { gpuOnlyMs } from './gpu-only.js';
import { adapterProfileName, parseProfiles, PROFILE_NAMES, underProfile, type ProfileName } from './profiles.js';
import { PROGRAMS } from './programs.js';
import { markdown, type ProfileTiming, type Report, type Row } from './report.js';
import { aplcSystem, baselineSystem, cpuSystem, jsSystem, none, tfSystem, timeRoundRobin, transferSystem } from './systems.js';
import { setupTf, type TfSetup } from './tf-programs.js';
import { BASELINES, runBaseline } from './wgsl-baselines/runner.js';
import { measureKeepChain } from './keep-chain.js';

interface Options {
  readonly quick: boolean;
  readonly runs: number;
  readonly only: string | null;
  readonly tf: boolean;
  readonly profiles: readonly ProfileName[];
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Options {
  const quick = argv.includes('--quick');
  const at = (flag: string): string | null => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] ?? null : null;
  };
  const runs = Number(at('--runs') ?? (quick ? 3 : 5));
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs needs a positive integer');
  const listed = at('--profiles');
  if (argv.includes('--profiles') && listed === null) throw new UsageError('--profiles needs a list such as software,discrete');
  const profiles = listed === null ? [...PROFILE_NAMES] : parseProfiles(listed);
  if ('error' in profiles) throw new UsageError(profiles.error);
  return { quick, runs, only: at('--only'), tf: !argv.includes('--no-tf'), profiles };
}

/** 4 bytes an element, each input read once and the result written once */
const bytesMoved = (inputs: readonly { readonly data: ArrayLike<number> }[], resultLength: number): number =>
  4 * (inputs.reduce((s, v) => s + v.data.length, 0) + resultLength);

/**
 * The GPU-only time of `call`'s kernels (gpu-only.ts), or null where the replay fails (said on
 * stderr). Calls must not overlap: the replay records whatever the device encodes meanwhile.
 */
async function gpuOnly(ctx: GpuContext, what: string, call: () => Promise<unknown>): Promise<number | null> {
  try {
    return await gpuOnlyMs(ctx.device, call);
  } catch (e) {
    process.stderr.write(`bench: no GPU-only time for ${what}: ${e instanceof Error ? e.message : String(e)}\n`);
    return null;
  }
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
  const copySize = opts.quick ? { n: 2 ** 22, label: '2²² f32' } : { n: 2 ** 24, label: '2²⁴ f32' };
  process.stderr.write(`bench: copy (${copySize.label})…\n`);
  const copy = await measureCopy(ctx, copySize.n, copySize.label, opts.runs);
  const rows: Row[] = [];
  for (const p of PROGRAMS) {
    if (opts.only !== null && !p.name.includes(opts.only)) continue;
    const size = opts.quick ? p.quick : p.full;
    process.stderr.write(`bench: ${p.name} (${size.label})…\n`);
    const source = p.source(size.dims);
    const fused = compileBench(source, p.signature, p.name, new Set());
    const unfused = compileBench(source, p.signature, p.name, new Set(['fuse']));
    const inputs = p.inputs(size.dims);
    const baseline = BASELINES[p.name];
    let want: ArrayLike<number> = [];
    const wanted = (): ArrayLike<number> => want;
    const aplc = (profile: ProfileName | null) => aplcSystem(ctx, p, fused.ir, inputs, size.elements, wanted, profile);
    const [js, adapter, plain, hand, tfTiming, transfers, cpu, ...forced] = await timeRoundRobin([
      jsSystem(p, inputs, size.dims, (r) => (want = r)),
      aplc(null),
      aplcSystem(ctx, p, unfused.ir, inputs, size.elements, wanted, null),
      baseline === undefined ? none('no hand-written kernel') : baselineSystem(ctx, baseline, p.tolerance, inputs, size.dims, size.elements, wanted),
      'error' in tf ? none(`TensorFlow.js unavailable: ${tf.error}`) : tfSystem(tf, p, inputs, wanted),
      transferSystem(ctx, inputs, () => want.length),
      cpuSystem(p, fused.ir, inputs, wanted),
      ...opts.profiles.map((name) => aplc(name)),
    ], opts.runs);
    const aplcGpuOnly = (profile: ProfileName | null): Promise<number | null> =>
      gpuOnly(ctx, `${p.name}, aplc (${profile ?? 'adapter profile'})`, () => underProfile(profile, () => runOnGpu(ctx, fused.ir, inputs)));
    const profiles: ProfileTiming[] = [];
    for (const [i, profile] of opts.profiles.entries()) profiles.push({ profile, timing: forced[i]!, gpuOnlyMs: await aplcGpuOnly(profile) });
    rows.push({
      name: p.name, size: size.label, elements: size.elements,
      bytesMoved: bytesMoved(inputs, want.length), flops: p.flops?.(size.dims) ?? null,
      compileMs: fused.ms, compileUnfusedMs: unfused.ms,
      fused: adapter!, fusedGpuOnlyMs: await aplcGpuOnly(null), unfused: plain!,
      profiles,
      handWritten: hand!, handWrittenName: baseline?.name ?? null,
      handWrittenGpuOnlyMs: baseline === undefined ? null : await gpuOnly(ctx, `${p.name}, ${baseline.name}`, () => runBaseline(ctx, baseline, inputs, size.dims)),
      js: js!, cpu: cpu!, tf: tfTiming!, transfers: transfers!,
    });
  }
  process.stderr.write('bench: chained calls with keep: true…\n');
  const keepChain = opts.only === null || 'keep'.includes(opts.only) ? await measureKeepChain(opts.quick, opts.runs) : null;
  const report: Report = {
    date: new Date().toISOString(), mode: opts.quick ? 'quick' : 'full', device: describeGpu(ctx),
    adapterProfile: adapterProfileName(ctx), runs: opts.runs, copy, rows, keepChain,
  };
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
  if (e instanceof UsageError) process.stderr.write(`bench: ${e.message}\n`);
  else process.stderr.write(`bench: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  return 1;
});
releaseGpu();
process.stdout.write('', () => process.exit(code));
