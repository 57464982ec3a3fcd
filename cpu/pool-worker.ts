// A worker thread of the cpu backend's pool (pool.ts): builds each kernel from its source once,
// runs the chunks of a task it takes from the shared counter, reports each failing chunk on its
// port (which the main thread reads synchronously) and then counts itself done.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { ScalarOpError } from '../ops/failure.js';
import { AplRuntimeError } from '../core-ir/value.js';
import { kernelFunction, type KernelFailures, type KernelFn } from './kernel-cache.js';
import { Control, type ChunkFailure, type TaskMessage } from './pool-protocol.js';

/** An error raised at a site, as a value the port can carry: sites are passed as their numbers. */
class SiteError {
  constructor(readonly cls: string, readonly message: string, readonly site: number | null) {}
}

const WORKER_FAILURES: KernelFailures = {
  fail: (err, sites, site) => (err instanceof ScalarOpError ? new SiteError(err.cls, err.message, (sites[site] as number | undefined) ?? null) : err),
  err: (cls, message, site) => new SiteError(cls, message, typeof site === 'number' ? site : null),
};

const port = (workerData as { port: MessagePort }).port;
const kernels = new Map<number, KernelFn>();

function failureOf(chunk: number, e: unknown): ChunkFailure {
  if (e instanceof SiteError) return { chunk, cls: e.cls, message: e.message, site: e.site };
  if (e instanceof AplRuntimeError) return { chunk, cls: e.cls, message: e.message, site: null };
  return { chunk, cls: null, message: e instanceof Error ? e.message : String(e), site: null };
}

parentPort?.on('message', (t: TaskMessage) => {
  try {
    let fn = kernels.get(t.kernel.id);
    if (fn === undefined) {
      if (t.kernel.source === undefined || t.kernel.helpers === undefined) throw new Error(`kernel ${t.kernel.id} was never sent`);
      fn = kernelFunction(t.kernel.source, t.kernel.helpers, WORKER_FAILURES);
      kernels.set(t.kernel.id, fn);
    }
    const sites = Array.from({ length: t.sites }, (_, i) => i);
    const chunks = t.bounds.length - 1;
    for (let c = Atomics.add(t.control, Control.NextChunk, 1); c < chunks; c = Atomics.add(t.control, Control.NextChunk, 1)) {
      try {
        fn(t.D, t.I, t.O, sites, t.V, t.Z, t.bounds[c]!, t.bounds[c + 1]!, c);
      } catch (e) {
        port.postMessage(failureOf(c, e));
      }
    }
  } catch (e) {
    port.postMessage(failureOf(-1, e));
  } finally {
    Atomics.add(t.control, Control.Done, 1);
    Atomics.notify(t.control, Control.Done);
  }
});
