// Runs the hand-written WGSL baselines on aplc's own device, with aplc's own upload and read-back
// (GpuRuntime.upload and .read: the same writeBuffer, staging copy and map), so that a call of a
// baseline and a call of aplc pay the same transfers and differ only in their kernels.
import type { ArrayValue } from '../../core-ir/value.js';
import type { GpuContext } from '../../gpu/device.js';
import { GpuRuntime } from '../../gpu/runtime.js';
import { encodeCopy, type CopyShape } from './copy.js';
import type { Binding, KernelKit } from './kit.js';
import { encodeMatmul } from './matmul.js';
import { encodeSum } from './reduce.js';
import { encodeScan } from './scan.js';
import { encodeTranspose } from './transpose.js';

/** A hand-written computation: its result's size and type, and the kernels of one call. */
export interface Baseline {
  readonly name: string;
  readonly resultElem: 'float' | 'int';
  readonly resultLength: (dims: readonly number[]) => number;
  readonly encode: (kit: KernelKit, inputs: readonly GPUBuffer[], out: GPUBuffer, dims: readonly number[]) => void;
}

export function copyBaseline(shape: CopyShape): Baseline {
  return {
    name: `copy (${shape})`,
    resultElem: 'float',
    resultLength: ([n]) => n!,
    encode: (kit, [src], out, [n]) => encodeCopy(kit, shape, src!, out, n!),
  };
}

/** The baselines of the benchmarks that have one, by benchmark name (programs.ts). */
export const BASELINES: Readonly<Record<string, Baseline>> = {
  '+/ (sum)': { name: 'cooperative +/', resultElem: 'float', resultLength: () => 1, encode: (kit, [x], out, [n]) => encodeSum(kit, x!, out, n!) },
  '+\\ (prefix sum)': { name: 'reduce-then-scan +\\', resultElem: 'int', resultLength: ([n]) => n!, encode: (kit, [x], out, [n]) => encodeScan(kit, 'i32', x!, out, n!) },
  '+.× (matrix product)': {
    name: 'tiled +.×',
    resultElem: 'float',
    resultLength: ([n, , m]) => n! * m!,
    encode: (kit, [a, b], out, [n, k, m]) => encodeMatmul(kit, a!, b!, out, n!, k!, m!),
  },
  '⍉ (transpose)': { name: 'tiled ⍉', resultElem: 'float', resultLength: ([n, m]) => n! * m!, encode: (kit, [a], out, [n, m]) => encodeTranspose(kit, a!, out, n!, m!) },
};

export interface BaselineRun {
  readonly result: ArrayValue;
  readonly dispatches: number;
  /** bytes of the storage buffers the dispatches bound, as GpuRuntime.bytesBound counts them */
  readonly bytesBound: number;
}

const pipelines = new WeakMap<GPUDevice, Map<string, GPUComputePipeline>>();

/** The kit of one call: records dispatches into `encoder`; `free` destroys what it made. */
class CallKit implements KernelKit {
  dispatches = 0;
  bytesBound = 0;
  private readonly made: GPUBuffer[] = [];

  constructor(
    private readonly device: GPUDevice,
    readonly encoder: GPUCommandEncoder,
  ) {}

  temp(bytes: number): GPUBuffer {
    const b = this.device.createBuffer({ size: Math.max(16, Math.ceil(bytes / 16) * 16), usage: GPUBufferUsage.STORAGE });
    this.made.push(b);
    return b;
  }

  dispatch(code: string, groups: number | readonly [number, number], bindings: readonly Binding[], params: readonly number[]): void {
    const pipeline = this.pipeline(code);
    const uniform = this.device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM, mappedAtCreation: true });
    new Uint32Array(uniform.getMappedRange()).set(params);
    uniform.unmap();
    this.made.push(uniform);
    const entries: GPUBindGroupEntry[] = bindings.map((b, i) => ({ binding: i, resource: { buffer: b.buffer } }));
    entries.push({ binding: bindings.length, resource: { buffer: uniform } });
    const [x, y] = typeof groups === 'number' ? this.split(groups) : groups;
    const pass = this.encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, this.device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries }));
    pass.dispatchWorkgroups(x, y);
    pass.end();
    this.dispatches++;
    for (const b of bindings) this.bytesBound += b.buffer.size;
  }

  free(): void {
    for (const b of this.made) b.destroy();
  }

  private split(groups: number): [number, number] {
    const maxDim = this.device.limits.maxComputeWorkgroupsPerDimension;
    const x = Math.min(groups, maxDim);
    return [x, Math.ceil(groups / x)];
  }

  private pipeline(code: string): GPUComputePipeline {
    let cache = pipelines.get(this.device);
    if (cache === undefined) pipelines.set(this.device, (cache = new Map()));
    let p = cache.get(code);
    if (p === undefined) {
      p = this.device.createComputePipeline({ layout: 'auto', compute: { module: this.device.createShaderModule({ code }), entryPoint: 'main' } });
      cache.set(code, p);
    }
    return p;
  }
}

/** The kernels read whole vec4s: a length not a multiple of 4 is padded with zeros (+'s identity). */
function padded(v: ArrayValue): ArrayValue {
  const n = v.data.length;
  if (n % 4 === 0) return v;
  const data = v.elem === 'float' ? new Float32Array(n + 4 - (n % 4)) : new Int32Array(n + 4 - (n % 4));
  data.set(v.data);
  return { elem: v.elem, shape: [data.length], data };
}

const wholeVec4s = (n: number): number => Math.max(4, Math.ceil(n / 4) * 4);

/** One call: upload, the baseline's kernels, read-back. */
export async function runBaseline(ctx: GpuContext, b: Baseline, inputs: readonly ArrayValue[], dims: readonly number[]): Promise<BaselineRun> {
  const rt = new GpuRuntime(ctx);
  const kit = new CallKit(ctx.device, ctx.device.createCommandEncoder());
  try {
    const bufs = inputs.map((v) => rt.upload(padded(v), null).buf.buffer);
    const length = b.resultLength(dims);
    // written by the baseline's own commands, outside the runtime: a clear the runtime recorded
    // on a reused buffer would run after them, at the read
    const out = rt.newArray(b.resultElem, [wholeVec4s(length)], null, 'overwritten');
    b.encode(kit, bufs, out.buf.buffer, dims);
    ctx.device.queue.submit([kit.encoder.finish()]);
    const r = await rt.read(out);
    const result: ArrayValue = { elem: r.elem, shape: [length], data: r.data.subarray(0, length) };
    return { result, dispatches: kit.dispatches, bytesBound: kit.bytesBound };
  } finally {
    kit.free();
    await rt.dispose();
  }
}
