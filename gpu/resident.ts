// Arrays kept on the device between program runs (the API's `keep: true`, issue 17).
//
// A run's buffers belong to its GpuRuntime and die with it; a kept result is detached from the
// runtime instead (GpuRuntime.detach) and lives until its owner frees it. A later run on the same
// device binds the buffer directly (GpuRuntime.adopt), so a chain of calls on a large array moves
// no data through the host. The layout is the runtime's: row-major, one 4-byte word an element
// (f32 for floats, i32 for everything else).
import type { Elem } from '../core-ir/syntax.js';
import { allocData, type ArrayValue } from '../core-ir/value.js';
import { devicePool } from './device-pool.js';

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
  const usage = GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST;
  const pool = devicePool(r.device);
  const staging = pool.take(bytes, usage) ?? r.device.createBuffer({ size: bytes, usage });
  let done = false;
  try {
    const enc = r.device.createCommandEncoder();
    if (r.count > 0) enc.copyBufferToBuffer(r.buffer, 0, staging, 0, r.count * 4);
    r.device.queue.submit([enc.finish()]);
    await staging.mapAsync(GPUMapMode.READ);
    const words = staging.getMappedRange().slice(0);
    staging.unmap();
    done = true;
    return wordsToValue(r.elem, r.shape, words, r.count);
  } finally {
    // a staging buffer left mapped, or of a device that failed, is no use to anyone
    if (done) pool.give(staging);
    else staging.destroy();
  }
}

// A kept array freed while a run that bound it has not yet submitted its commands goes to the
// device's pool only when that run ends: a run taking it from the pool sooner could overwrite it
// ahead of the reads still being recorded.
const runsBinding = new WeakMap<GPUBuffer, number>();
const freedWhileBound = new WeakSet<GPUBuffer>();

/** A call takes a kept array as an argument (api/call.ts runProgram, as the call is made). */
export function useResident(r: ResidentArray): void {
  runsBinding.set(r.buffer, (runsBinding.get(r.buffer) ?? 0) + 1);
}

/** A call that took a kept array has ended, its run's commands submitted. */
export function doneWithResident(r: ResidentArray): void {
  const n = (runsBinding.get(r.buffer) ?? 1) - 1;
  if (n > 0) {
    runsBinding.set(r.buffer, n);
    return;
  }
  runsBinding.delete(r.buffer);
  if (freedWhileBound.delete(r.buffer)) devicePool(r.device).give(r.buffer);
}

/** Its owner is done with a kept array: its buffer goes to the device's pool, now or when the runs binding it end. */
export function freeResident(r: ResidentArray): void {
  if ((runsBinding.get(r.buffer) ?? 0) > 0) freedWhileBound.add(r.buffer);
  else devicePool(r.device).give(r.buffer);
}
