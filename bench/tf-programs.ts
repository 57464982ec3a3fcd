// TensorFlow.js with its WebGPU backend, on the same Dawn device aplc uses: the backend object is
// built on our GPUDevice and registered under the name its kernels are registered for. Each
// benchmark is written with TF's own operations, as a TF user would (one op, one kernel).
import type * as TF from '@tensorflow/tfjs-core';
import type { ArrayValue } from '../core-ir/value.js';
import type { GpuContext } from '../gpu/device.js';
import { MANDEL_ITERATIONS } from './programs.js';

type Tf = typeof TF;
export type TfProgram = (tf: Tf, inputs: readonly TF.Tensor[]) => TF.Tensor;

export interface TfSetup {
  readonly tf: Tf;
  /** compute dispatches issued on the device so far (by anyone) */
  readonly dispatches: () => number;
}

/** TF.js on the device, or the reason it cannot run here. */
export async function setupTf(ctx: GpuContext): Promise<TfSetup | { error: string }> {
  try {
    // The backend module probes navigator.gpu; Node has no navigator: give it our instance.
    const g = globalThis as { navigator?: { gpu?: GPU } };
    g.navigator ??= {};
    g.navigator.gpu ??= ctx.instance;
    const tf: Tf = await import('@tensorflow/tfjs-core');
    const wg = await import('@tensorflow/tfjs-backend-webgpu');
    const backend = new wg.WebGPUBackend(ctx.device, ctx.adapter.info);
    // the module registers a factory that asks for its own adapter (the default one, absent here)
    tf.removeBackend('webgpu');
    tf.registerBackend('webgpu', () => backend);
    if (!(await tf.setBackend('webgpu'))) return { error: 'tf.setBackend("webgpu") failed' };
    return { tf, dispatches: countDispatches(ctx.device) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** Counts dispatchWorkgroups calls on the device's compute passes (TF's and ours alike). */
function countDispatches(device: GPUDevice): () => number {
  let n = 0;
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass();
  const proto = Object.getPrototypeOf(pass) as { dispatchWorkgroups: (...a: number[]) => void };
  pass.end();
  const original = proto.dispatchWorkgroups;
  proto.dispatchWorkgroups = function (this: GPUComputePassEncoder, ...a: number[]) {
    n++;
    return original.apply(this, a);
  };
  return () => n;
}

export function tensorOf(tf: Tf, v: ArrayValue): TF.Tensor {
  if (v.elem === 'float') return tf.tensor(v.data as Float32Array, [...v.shape], 'float32');
  return tf.tensor(Int32Array.from(v.data), [...v.shape], 'int32');
}

/** rotate left by k along an axis, as APL's k⌽ (slices and a concat: TF has no roll) */
function rotate(tf: Tf, x: TF.Tensor, k: number, axis: number): TF.Tensor {
  const n = x.shape[axis]!;
  const s = ((k % n) + n) % n;
  if (s === 0) return x;
  const begin = x.shape.map(() => 0);
  const size = x.shape.map((d) => d as number);
  const a = tf.slice(x, begin.map((b, i) => (i === axis ? s : b)), size.map((d, i) => (i === axis ? n - s : d)));
  const b = tf.slice(x, begin, size.map((d, i) => (i === axis ? s : d)));
  return tf.concat([a, b], axis);
}

function cnd(tf: Tf, d: TF.Tensor): TF.Tensor {
  const k = tf.reciprocal(tf.add(1, tf.mul(0.2316419, tf.abs(d))));
  let p = tf.mul(k, 1.330274429);
  for (const c of [-1.821255978, 1.781477937, -0.356563782, 0.31938153]) p = tf.mul(k, tf.add(c, p));
  const w = tf.sub(1, tf.mul(tf.mul(0.3989422804, tf.exp(tf.mul(-0.5, tf.mul(d, d)))), p));
  return tf.where(tf.greaterEqual(d, 0), w, tf.sub(1, w));
}

export const TF_PROGRAMS: Readonly<Record<string, TfProgram>> = {
  'map chain (8 scalar fns)': (tf, [x]) => tf.abs(tf.cos(tf.sin(tf.reciprocal(tf.add(1, tf.exp(tf.neg(tf.mul(x!, 0.5)))))))),
  '+/ (sum)': (tf, [x]) => tf.sum(x!),
  'statistics (⌊/ ⌈/ mean var)': (tf, [x]) => {
    const { mean, variance } = tf.moments(x!);
    return tf.stack([tf.min(x!), tf.max(x!), mean, variance]);
  },
  '+\\ (prefix sum)': (tf, [x]) => tf.cumsum(x!),
  '∘.× (outer product)': (tf, [a, b]) => tf.outerProduct(a as TF.Tensor1D, b as TF.Tensor1D),
  '+.× (matrix product)': (tf, [a, b]) => tf.matMul(a as TF.Tensor2D, b as TF.Tensor2D),
  '⍉ (transpose)': (tf, [a]) => tf.transpose(a!),
  'Game of Life (10 gens)': (tf, [x]) => {
    let cur = x!;
    for (let g = 0; g < 10; g++) {
      const rows = [rotate(tf, cur, 1, 0), cur, rotate(tf, cur, -1, 0)];
      let n: TF.Tensor = tf.addN(rows.flatMap((r, i) => [rotate(tf, r, 1, 1), ...(i === 1 ? [] : [r]), rotate(tf, r, -1, 1)]));
      n = tf.logicalOr(tf.equal(n, 3), tf.logicalAnd(tf.cast(cur, 'bool'), tf.equal(n, 2)));
      cur = tf.cast(n, 'int32');
    }
    return cur;
  },
  'Black–Scholes': (tf, [strike, spot]) => {
    const [R, SIGMA] = [0.02, 0.3];
    const d1 = tf.div(tf.add(tf.log(tf.div(spot!, strike!)), R + (SIGMA * SIGMA) / 2), SIGMA);
    const d2 = tf.sub(d1, SIGMA);
    const e = tf.mul(strike!, Math.exp(-R));
    const call = tf.sub(tf.mul(spot!, cnd(tf, d1)), tf.mul(e, cnd(tf, d2)));
    const put = tf.sub(tf.mul(e, cnd(tf, tf.neg(d2))), tf.mul(spot!, cnd(tf, tf.neg(d1))));
    return tf.concat([call, put]);
  },
  'Easter dates': (tf, [y]) => {
    const fl = (a: TF.Tensor, b: number): TF.Tensor => tf.floorDiv(a, b);
    const a = tf.mod(y!, 19);
    const b = fl(y!, 100);
    const c = tf.mod(y!, 100);
    const d = fl(b, 4);
    const e = tf.mod(b, 4);
    const f = fl(tf.add(b, 8), 25);
    const g = fl(tf.sub(tf.add(1, b), f), 3);
    const h = tf.mod(tf.sub(tf.add(tf.add(15, tf.mul(19, a)), b), tf.add(d, g)), 30);
    const i = fl(c, 4);
    const k = tf.mod(c, 4);
    const l = tf.mod(tf.sub(tf.add(tf.add(32, tf.mul(2, e)), tf.mul(2, i)), tf.add(h, k)), 7);
    const m = fl(tf.add(tf.add(a, tf.mul(11, h)), tf.mul(22, l)), 451);
    const t = tf.sub(tf.add(tf.add(h, l), 114), tf.mul(7, m));
    return tf.add(tf.add(tf.mul(100, fl(t, 31)), 1), tf.mod(t, 31));
  },
  'Mandelbrot (64 iters)': (tf, [ys, xs]) => {
    const n = ys!.shape[0]!;
    const m = xs!.shape[0]!;
    const cr = tf.add(tf.zeros([n, 1]), tf.reshape(xs!, [1, m]));
    const ci = tf.add(tf.reshape(ys!, [n, 1]), tf.zeros([1, m]));
    let zr: TF.Tensor = cr;
    let zi: TF.Tensor = ci;
    // as the APL program (programs.ts mandelSource): a falls once a point escapes, whose z is then held at 0
    let a: TF.Tensor = tf.cast(tf.lessEqual(tf.add(tf.mul(zr, zr), tf.mul(zi, zi)), 4), 'float32');
    let c: TF.Tensor = tf.cast(a, 'int32');
    for (let it = 1; it < MANDEL_ITERATIONS; it++) {
      const t = tf.mul(a, tf.add(cr, tf.sub(tf.mul(zr, zr), tf.mul(zi, zi))));
      zi = tf.mul(a, tf.add(ci, tf.mul(2, tf.mul(zr, zi))));
      zr = t;
      a = tf.mul(a, tf.cast(tf.lessEqual(tf.add(tf.mul(zr, zr), tf.mul(zi, zi)), 4), 'float32'));
      c = tf.add(c, tf.cast(a, 'int32'));
    }
    return c;
  },
};
