// Chaining calls through the embedding API with `{ keep: true }` against plain calls (issue 17):
// 20 calls of one element-wise function on 2²² floats (2²⁰ with --quick), each call's result the
// next call's argument. Plain calls upload the argument and read the result back every time; kept
// calls leave it in the device buffer and read once at the end. Both chains are timed round-robin
// (systems.ts) and must give the same elements.
import { compile, f32, type AplArray } from '../index.js';
import { compare, timeRoundRobin, type System } from './systems.js';
import type { Timing } from './report.js';

export const CHAIN_CALLS = 20;

export interface KeepChainFigures {
  readonly elements: number;
  readonly label: string;
  readonly calls: number;
  readonly plain: Timing;
  readonly kept: Timing;
}

function chainSystem(run: () => Promise<AplArray>, want: () => Float32Array | null, record: (r: Float32Array) => void): System {
  let mismatch: string | null = null;
  return {
    run: async () => {
      const r = (await run()).data as Float32Array;
      const w = want();
      if (w === null) record(r);
      else mismatch ??= compare({ rel: 0 }, w, r);
    },
    done: (first, times) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        medianMs: sorted.length === 0 ? null : sorted[sorted.length >> 1]!,
        runsMs: times,
        firstMs: first,
        dispatches: CHAIN_CALLS,
        bytesPerElement: null,
        mismatch,
        unavailable: null,
      };
    },
  };
}

export async function measureKeepChain(quick: boolean, runs: number): Promise<KeepChainFigures> {
  const [elements, label] = quick ? [2 ** 20, '2²⁰ f32'] : [2 ** 22, '2²² f32'];
  const step = compile('{1+⍵×0.5}', { signature: '⍵ f32[n] → f32[n]', backend: 'webgpu' });
  const xs = f32(Float32Array.from({ length: elements }, (_, i) => (i % 1000) * 0.01));
  let want: Float32Array | null = null;
  const plain = async (): Promise<AplArray> => {
    let x: AplArray<'f32', readonly [number]> = xs;
    for (let k = 0; k < CHAIN_CALLS; k++) x = await step(x);
    return x;
  };
  const kept = async (): Promise<AplArray> => {
    let d = await step(xs, { keep: true });
    for (let k = 1; k < CHAIN_CALLS; k++) {
      const next = await step(d, { keep: true });
      d.free();
      d = next;
    }
    const r = await d.read();
    d.free();
    return r;
  };
  const [p, k] = await timeRoundRobin(
    [chainSystem(plain, () => want, (r) => (want = r)), chainSystem(kept, () => want, (r) => (want = r))],
    runs,
  );
  return { elements, label, calls: CHAIN_CALLS, plain: p!, kept: k! };
}
