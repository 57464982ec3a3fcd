// Arrays kept on the device between program runs (the API's `keep: true`, issue 17).
//
// A run's buffers belong to its GpuRuntime and die with it; a kept result is detached from the
// runtime instead (GpuRuntime.detach) and lives until its owner frees it. A later run on the same
// device binds the buffer directly (GpuRuntime.adopt), so a chain of calls on a large array moves
// no data through the host. The layout is the runtime's: row-major, one 4-byte word an element
// (f32 for floats, i32 for everything else).
import type { Elem } from '../core-ir/syntax.js';
import { allocData, type ArrayValue } from '../core-ir/value.js';

/** An array in a GPU buffer that no run owns. */
export interface ResidentArray {
  readonly kind: 'resident';
  readonly device: GPUDevice;
  readonly elem: Elem;
  /** rank ≥ 1: kept scalars stay on the host */
  readonly shape: readonly number[];
  readonly buffer: GPUBuffer;
  readonly count: number;
}

/**
 * A kept array as the API's declarations type it (api/device-array.ts KeptBuffer: the package's
 * declarations name no WebGPU type); every one was made here, as a ResidentArray.
 */
export function asResident(k: { readonly kind: 'resident' }): ResidentArray {
  return k as ResidentArray;
}

/** Whether a run input is a kept array rather than host data. */
export function isResident(x: ArrayValue | ResidentArray): x is ResidentArray {
  return 'kind' in x && x.kind === 'resident';
}

/** `count` device words as an array of element type `elem`. */
export function wordsToValue(elem: Elem, shape: readonly number[], words: ArrayBufferLike, count: number): ArrayValue {
  const data = allocData(elem, count);
  data.set(elem === 'float' ? new Float32Array(words, 0, count) : new Int32Array(words, 0, count));
  return { elem, shape: [...shape], data };
}

/** Copies a kept array to the host. */
export async function readResident(r: ResidentArray): Promise<ArrayValue> {
  const bytes = Math.max(4, r.count * 4);
  const staging = r.device.createBuffer({ size: bytes, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  try {
    const enc = r.device.createCommandEncoder();
    if (r.count > 0) enc.copyBufferToBuffer(r.buffer, 0, staging, 0, r.count * 4);
    r.device.queue.submit([enc.finish()]);
    await staging.mapAsync(GPUMapMode.READ);
    const words = staging.getMappedRange().slice(0);
    staging.unmap();
    return wordsToValue(r.elem, r.shape, words, r.count);
  } finally {
    staging.destroy();
  }
}
