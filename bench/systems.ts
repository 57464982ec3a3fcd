// The systems a benchmark times, each a `run` (one call) and a `done` (its figures after the timed
// runs), and the round-robin that times them together.
import type { ArrayValue } from '../core-ir/value.js';
import type { GpuContext } from '../gpu/device.js';
import { runOnGpu } from '../gpu/exec.js';
import { runOnCpu } from '../cpu/run.js';
import { GpuRuntime } from '../gpu/runtime.js';
import type { BenchProgram } from './programs.js';
import { underProfile, type ProfileName } from './profiles.js';
import type { Timing } from './report.js';
import { runBaseline, type Baseline, type BaselineRun } from './wgsl-baselines/runner.js';
import { tensorOf, TF_PROGRAMS, type TfSetup } from './tf-programs.js';

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export const none = (why: string): Timing => ({ medianMs: null, runsMs: [], firstMs: null, dispatches: null, bytesPerElement: null, mismatch: null, unavailable: why });

/** A benchmark's tolerance: a relative error, or a fraction of elements allowed to differ. */
export type Tolerance = BenchProgram['tolerance'];

/** null when `got` matches `want` within the tolerance, else what differs */
export function compare(tolerance: Tolerance, want: ArrayLike<number>, got: ArrayLike<number>): string | null {
  if (want.length !== got.length) return `${got.length} elements, expected ${want.length}`;
  let bad = 0;
  let first = -1;
  for (let i = 0; i < want.length; i++) {
    const [w, g] = [want[i]!, got[i]!];
    const ok = w === g || Math.abs(w - g) <= tolerance.rel * Math.max(1, Math.abs(w));
    if (!ok) {
      bad++;
      if (first < 0) first = i;
    }
  }
  if (bad === 0 || bad <= (tolerance.mismatchFraction ?? 0) * want.length) return null;
  return `${bad} of ${want.length} elements, first at ${first}: ${got[first]} for ${want[first]}`;
}

/** One system under test: `run` does one call; `done` reads its figures after the timed runs. */
export interface System {
  readonly run: () => Promise<void>;
  readonly done: (first: number, times: readonly number[]) => Timing;
}

/**
 * Times the systems round-robin (one warm-up call each, then `runs` rounds of one call each), so
 * that load from other processes on the machine falls on all of them alike. A Timing given in
 * place of a system is passed through (a system that is unavailable).
 */
export async function timeRoundRobin(systems: readonly (System | Timing)[], runs: number): Promise<Timing[]> {
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

/** aplc on the device, under a forced profile or (null) the adapter's own. */
export function aplcSystem(ctx: GpuContext, p: BenchProgram, ir: Parameters<typeof runOnGpu>[1], inputs: readonly ArrayValue[], elements: number, want: () => ArrayLike<number>, profile: ProfileName | null): System {
  let last: Awaited<ReturnType<typeof runOnGpu>> | null = null;
  return {
    run: async () => {
      last = await underProfile(profile, () => runOnGpu(ctx, ir, inputs));
    },
    done: (first, times) => {
      const r = last as Awaited<ReturnType<typeof runOnGpu>> | null;
      const value = r?.results[0];
      return {
        medianMs: median(times), runsMs: times, firstMs: first,
        dispatches: r?.dispatches ?? null,
        bytesPerElement: r === null ? null : r.bytesBound / elements,
        mismatch: value === undefined ? 'no result' : compare(p.tolerance, want(), value.data),
        unavailable: null,
        ...(r === null ? {} : { memory: { devicePeakBytes: r.memory.peakBytes, plannedPeakBytes: r.memory.planned.peakBytes } }),
      };
    },
  };
}

/** aplc's cpu backend (cpu/: JavaScript kernels) on the same program and inputs. */
export function cpuSystem(p: BenchProgram, ir: Parameters<typeof runOnCpu>[0], inputs: readonly ArrayValue[], want: () => ArrayLike<number>): System {
  let last: ArrayValue | undefined;
  return {
    run: async () => {
      last = runOnCpu(ir, inputs)[0];
    },
    done: (first, times) => ({
      medianMs: median(times), runsMs: times, firstMs: first, dispatches: null, bytesPerElement: null,
      mismatch: last === undefined ? 'no result' : compare(p.tolerance, want(), last.data),
      unavailable: null,
    }),
  };
}

/** A hand-written WGSL baseline (wgsl-baselines/), with aplc's upload and read-back. */
export function baselineSystem(ctx: GpuContext, b: Baseline, tolerance: Tolerance, inputs: readonly ArrayValue[], dims: readonly number[], elements: number, want: () => ArrayLike<number>): System {
  let last: BaselineRun | null = null;
  return {
    run: async () => {
      last = await runBaseline(ctx, b, inputs, dims);
    },
    done: (first, times) => {
      const r = last as BaselineRun | null;
      return {
        medianMs: median(times), runsMs: times, firstMs: first,
        dispatches: r?.dispatches ?? null,
        bytesPerElement: r === null ? null : r.bytesBound / elements,
        mismatch: r === null ? 'no result' : compare(tolerance, want(), r.result.data),
        unavailable: null,
      };
    },
  };
}

export function tfSystem(setup: TfSetup, p: BenchProgram, inputs: readonly ArrayValue[], want: () => ArrayLike<number>): System | Timing {
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
    done: (first, times) => ({ medianMs: median(times), runsMs: times, firstMs: first, dispatches, bytesPerElement: null, mismatch: compare(p.tolerance, want(), out), unavailable: null }),
  };
}

export function jsSystem(p: BenchProgram, inputs: readonly ArrayValue[], dims: readonly number[], sink: (r: ArrayLike<number>) => void): System {
  return {
    run: async () => sink(p.js(inputs, dims)),
    done: (first, times) => ({ medianMs: median(times), runsMs: times, firstMs: first, dispatches: null, bytesPerElement: null, mismatch: null, unavailable: null }),
  };
}

/** Uploading the inputs and reading back a result-sized array, no kernel: what every aplc call pays. */
export function transferSystem(ctx: GpuContext, inputs: readonly ArrayValue[], resultLength: () => number): System {
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
