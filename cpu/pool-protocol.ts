// What the main thread and the worker threads of the cpu backend's pool (pool.ts, pool-worker.ts)
// say to each other. A task is one kernel run over chunks of its outer loop: every thread, the
// main one included, takes the next chunk from a shared counter until none is left, so a slow
// chunk (a row of Mandelbrot's set) holds up no other thread.
import type { ElemData } from '../core-ir/value.js';

/** The control words of a task, in a SharedArrayBuffer (Int32Array). */
export const enum Control {
  /** the next chunk to take */
  NextChunk = 0,
  /** how many worker threads have finished the task */
  Done = 1,
  Words = 2,
}

export interface TaskMessage {
  /** the kernel's source and helpers (kernel-cache.ts), the first time this worker sees them */
  readonly kernel: { readonly id: number; readonly source?: string; readonly helpers?: readonly string[] };
  readonly D: readonly number[];
  /** arrays here are views of SharedArrayBuffers, which the message shares rather than copies */
  readonly I: readonly ElemData[];
  readonly O: readonly ElemData[];
  readonly V: readonly (number | ElemData)[];
  readonly Z: readonly number[] | null;
  /** how many sites the kernel has: a worker passes each as its number */
  readonly sites: number;
  /** chunk c runs [bounds[c], bounds[c + 1]) into slot c */
  readonly bounds: Float64Array;
  readonly control: Int32Array;
}

/** A chunk that failed in a worker: the error's class, message and kernel site (null: no APL error). */
export interface ChunkFailure {
  readonly chunk: number;
  readonly cls: string | null;
  readonly message: string;
  readonly site: number | null;
}
