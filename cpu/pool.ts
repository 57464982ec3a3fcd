// The cpu backend's worker pool: worker_threads over SharedArrayBuffers, started on the first
// kernel large enough to share (parallel.ts), sized by APLC_CPU_WORKERS or setCpuWorkers (worker
// threads besides the main one, which works too) and else by os.availableParallelism() - 1.
// Workers are unref'd, so a process that never calls shutdownCpuPool still exits.
//
// The main thread waits for its workers with Atomics.wait and reads their failures with
// receiveMessageOnPort: a kernel run stays a synchronous call, as the rest of the backend is.
// Node's modules are taken with process.getBuiltinModule, not imported, so that the backend still
// loads in a browser, where it runs on the main thread alone.
import type { MessagePort, Worker } from 'node:worker_threads';
import type { ElemData } from '../core-ir/value.js';
import type { Kernel } from './kernel-cache.js';
import { Control, type ChunkFailure, type TaskMessage } from './pool-protocol.js';

interface PoolWorker {
  readonly worker: Worker;
  readonly port: MessagePort;
  /** the kernels this worker has been sent */
  readonly known: Set<number>;
}

type WorkerThreads = typeof import('node:worker_threads');
type Os = typeof import('node:os');

/**
 * Node's worker_threads and os, or null where there are none (a browser, an older Node). Looked up
 * once, with the default thread count: every kernel asks for the count, and a loop of small kernels
 * (f¨ whose items differ in size: one run of each kernel per item) spent most of its time in
 * getBuiltinModule and os.availableParallelism().
 */
let modules: { readonly threads: WorkerThreads; readonly os: Os; readonly coresLessOne: number } | null | undefined;

function nodeModules(): { readonly threads: WorkerThreads; readonly os: Os; readonly coresLessOne: number } | null {
  if (modules !== undefined) return modules;
  const found = lookUpNodeModules();
  modules = found === null ? null : { ...found, coresLessOne: Math.max(0, found.os.availableParallelism() - 1) };
  return modules;
}

function lookUpNodeModules(): { readonly threads: WorkerThreads; readonly os: Os } | null {
  const p = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof p?.getBuiltinModule !== 'function' || typeof SharedArrayBuffer === 'undefined') return null;
  return { threads: p.getBuiltinModule('node:worker_threads') as WorkerThreads, os: p.getBuiltinModule('node:os') as Os };
}

let workers: PoolWorker[] | null = null;
let wanted: number | null = null;
/** kernels by source, numbered for the workers' caches */
const kernelIds = new Map<string, number>();
let nextKernelId = 0;

/** Worker threads besides the main thread: setCpuWorkers, else APLC_CPU_WORKERS, else the cores less one. */
export function cpuWorkerCount(): number {
  const node = nodeModules();
  if (node === null) return 0;
  if (wanted !== null) return wanted;
  const env = process.env['APLC_CPU_WORKERS'];
  if (env !== undefined && env !== '') {
    const n = Number(env);
    if (Number.isInteger(n) && n >= 0) return Math.min(n, 64);
  }
  return node.coresLessOne;
}

/** Sets the number of worker threads (0: the main thread alone); a running pool of another size is closed. */
export function setCpuWorkers(n: number | null): void {
  if (n !== null && !(Number.isInteger(n) && n >= 0 && n <= 64)) throw new RangeError(`the number of cpu workers must be an integer from 0 to 64 (got ${n})`);
  wanted = n;
  if (workers !== null && workers.length !== cpuWorkerCount()) void shutdownCpuPool();
}

/** Closes the pool's threads (a later kernel starts them again). */
export async function shutdownCpuPool(): Promise<void> {
  const w = workers;
  workers = null;
  if (w === null) return;
  await Promise.all(w.map(async (p) => {
    p.port.close();
    await p.worker.terminate();
  }));
}

function startPool(threads: WorkerThreads): PoolWorker[] {
  if (workers !== null) return workers;
  const n = cpuWorkerCount();
  workers = Array.from({ length: n }, () => {
    const { port1, port2 } = new threads.MessageChannel();
    const worker = new threads.Worker(new URL('./pool-worker.js', import.meta.url), { workerData: { port: port2 }, transferList: [port2] });
    worker.unref();
    port1.unref();
    return { worker, port: port1, known: new Set<number>() };
  });
  return workers;
}

/** What runChunks gives the main thread's own chunks, and the failures the workers reported. */
export interface ChunkRun {
  readonly kernel: Kernel;
  readonly D: readonly number[];
  readonly I: readonly ElemData[];
  readonly O: readonly ElemData[];
  readonly V: readonly (number | ElemData)[];
  readonly Z: readonly number[] | null;
  readonly bounds: Float64Array;
}

/**
 * Runs the chunks of a task on the pool's workers and the main thread (`runOwn` runs one chunk on
 * it and throws its failure); returns each failing chunk's failure: the main thread's as thrown,
 * a worker's as reported. Every chunk runs even when one fails, so that the caller can report the
 * first one in order, as one thread would.
 */
export function runChunks(t: ChunkRun, runOwn: (chunk: number) => void): Map<number, unknown> {
  const node = nodeModules();
  const pool = node === null ? [] : startPool(node.threads);
  const control = new Int32Array(new SharedArrayBuffer(Control.Words * 4));
  let id = kernelIds.get(t.kernel.source);
  if (id === undefined) {
    id = nextKernelId++;
    kernelIds.set(t.kernel.source, id);
  }
  const chunks = t.bounds.length - 1;
  const helpers = Math.min(pool.length, chunks - 1);
  for (let w = 0; w < helpers; w++) {
    const p = pool[w]!;
    const first = !p.known.has(id);
    p.known.add(id);
    const msg: TaskMessage = {
      kernel: first ? { id, source: t.kernel.source, helpers: t.kernel.helpers } : { id },
      D: t.D, I: t.I, O: t.O, V: t.V, Z: t.Z, sites: t.kernel.sites.length, bounds: t.bounds, control,
    };
    p.worker.postMessage(msg);
  }
  const failures = new Map<number, unknown>();
  for (let c = Atomics.add(control, Control.NextChunk, 1); c < chunks; c = Atomics.add(control, Control.NextChunk, 1)) {
    try {
      runOwn(c);
    } catch (e) {
      failures.set(c, e);
    }
  }
  for (let done = Atomics.load(control, Control.Done); done < helpers; done = Atomics.load(control, Control.Done)) Atomics.wait(control, Control.Done, done);
  for (let w = 0; w < helpers; w++) {
    for (let m = node!.threads.receiveMessageOnPort(pool[w]!.port); m !== undefined; m = node!.threads.receiveMessageOnPort(pool[w]!.port)) {
      const f = m.message as ChunkFailure;
      failures.set(f.chunk, f);
    }
  }
  return failures;
}
