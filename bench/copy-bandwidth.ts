// The device's practical bandwidth: the hand-written copy kernel in both its shapes, timed
// round-robin with the transfers they include, and each alone on the device (GPU-only).
import type { GpuContext } from '../gpu/device.js';
import { random } from './programs.js';
import type { CopyFigures } from './report.js';
import { baselineSystem, timeRoundRobin, transferSystem } from './systems.js';
import { gpuOnlyMs } from './gpu-only.js';
import { copyBaseline, runBaseline } from './wgsl-baselines/runner.js';
import type { CopyShape } from './wgsl-baselines/copy.js';

const SHAPES: readonly CopyShape[] = ['one vec4 per invocation', 'grid-stride'];

export async function measureCopy(ctx: GpuContext, n: number, label: string, runs: number): Promise<CopyFigures> {
  const r = random(11);
  const data = Float32Array.from({ length: n }, () => r());
  const inputs = [{ elem: 'float' as const, shape: [n], data }];
  const timings = await timeRoundRobin(
    [...SHAPES.map((s) => baselineSystem(ctx, copyBaseline(s), { rel: 0 }, inputs, [n], n, () => data)), transferSystem(ctx, inputs, () => n)],
    runs,
  );
  const shapes = [];
  for (const [i, shape] of SHAPES.entries()) shapes.push({ shape, timing: timings[i]!, gpuOnlyMs: await gpuOnlyMs(ctx.device, () => runBaseline(ctx, copyBaseline(shape), inputs, [n])) });
  return { elements: n, label, bytesMoved: 8 * n, shapes, transfers: timings[SHAPES.length]! };
}
