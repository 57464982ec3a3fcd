// Kernel time without transfers, measured the same way for aplc and the hand-written kernels: one
// call runs while the compute passes it encodes (pipelines, bind groups, workgroup counts) are
// recorded and the buffers it destroys are kept alive; the recorded passes are then replayed many
// times in one submission, timed from the submission to the queue's report that the work is done.
// On a real GPU a call's transfers take milliseconds and its kernels microseconds, so the call
// less the transfers says nothing there; this does. (Host-side work between kernels, buffer
// copies and read-backs inside a call are not replayed: what is timed is the dispatches alone.)

type Command =
  | { readonly k: 'begin' }
  | { readonly k: 'pipeline'; readonly pipeline: GPUComputePipeline }
  | { readonly k: 'group'; readonly index: number; readonly group: GPUBindGroup | null }
  | { readonly k: 'dispatch'; readonly size: readonly number[] }
  | { readonly k: 'end' };

interface Recording {
  readonly commands: Command[];
  readonly kept: GPUBuffer[];
}

let recording: Recording | null = null;
/** GPUBuffer's own destroy, once the prototype is wrapped */
let destroyBuffer: ((this: GPUBuffer) => void) | null = null;

/** Wraps the prototypes' methods once: each records into `recording` while there is one. */
function patch(device: GPUDevice): (b: GPUBuffer) => void {
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.end();
  enc.finish();
  const encProto = Object.getPrototypeOf(enc) as GPUCommandEncoder;
  const passProto = Object.getPrototypeOf(pass) as GPUComputePassEncoder;
  const probe = device.createBuffer({ size: 4, usage: GPUBufferUsage.STORAGE });
  const bufProto = Object.getPrototypeOf(probe) as GPUBuffer;
  probe.destroy();
  if (destroyBuffer !== null) {
    const destroy = destroyBuffer;
    return (b) => destroy.call(b);
  }
  const destroy = bufProto.destroy;
  destroyBuffer = destroy;
  const wrap = <T extends object, K extends keyof T>(proto: T, name: K, record: (args: unknown[]) => Command | null): void => {
    const original = proto[name] as (...a: unknown[]) => unknown;
    (proto as Record<K, unknown>)[name] = function (this: T, ...args: unknown[]) {
      const c = recording === null ? null : record(args);
      if (c !== null) recording!.commands.push(c);
      return original.apply(this, args);
    };
  };
  wrap(encProto, 'beginComputePass', () => ({ k: 'begin' }));
  wrap(passProto, 'setPipeline', ([p]) => ({ k: 'pipeline', pipeline: p as GPUComputePipeline }));
  wrap(passProto, 'setBindGroup', ([i, g]) => ({ k: 'group', index: i as number, group: g as GPUBindGroup | null }));
  wrap(passProto, 'dispatchWorkgroups', (size) => ({ k: 'dispatch', size: size as number[] }));
  wrap(passProto, 'end', () => ({ k: 'end' }));
  bufProto.destroy = function (this: GPUBuffer) {
    if (recording !== null) recording.kept.push(this);
    else destroy.call(this);
  };
  return (b) => destroy.call(b);
}

function encodeReplay(device: GPUDevice, commands: readonly Command[], times: number): GPUCommandBuffer {
  const enc = device.createCommandEncoder();
  for (let t = 0; t < times; t++) {
    let pass: GPUComputePassEncoder | null = null;
    for (const c of commands) {
      if (c.k === 'begin') pass = enc.beginComputePass();
      else if (pass === null) continue;
      else if (c.k === 'pipeline') pass.setPipeline(c.pipeline);
      else if (c.k === 'group') pass.setBindGroup(c.index, c.group);
      else if (c.k === 'dispatch') pass.dispatchWorkgroups(c.size[0]!, c.size[1], c.size[2]);
      else {
        pass.end();
        pass = null;
      }
    }
  }
  return enc.finish();
}

/** Milliseconds of GPU work per call of `call`'s kernels, or null where it dispatches none. */
export async function gpuOnlyMs(device: GPUDevice, call: () => Promise<unknown>, targetMs = 50): Promise<number | null> {
  const destroy = patch(device);
  const rec: Recording = { commands: [], kept: [] };
  recording = rec;
  try {
    await call();
  } finally {
    recording = null;
  }
  try {
    if (!rec.commands.some((c) => c.k === 'dispatch')) return null;
    const timed = async (times: number): Promise<number> => {
      const commands = encodeReplay(device, rec.commands, times);
      await device.queue.onSubmittedWorkDone();
      const t = performance.now();
      device.queue.submit([commands]);
      await device.queue.onSubmittedWorkDone();
      return performance.now() - t;
    };
    device.pushErrorScope('validation');
    const once = await timed(1);
    const reps = Math.min(1000, Math.max(3, Math.ceil(targetMs / Math.max(once, 0.001))));
    const ms = (await timed(reps)) / reps;
    const error = await device.popErrorScope();
    if (error !== null) throw new Error(`replaying the kernels: ${error.message}`);
    return ms;
  } finally {
    for (const b of rec.kept) destroy(b);
  }
}
