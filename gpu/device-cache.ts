// One device per process (Node) or page (browser), opened on first use: shared by gpu/device.ts
// and gpu/device-browser.ts, which differ only in how they open it. Imports nothing from Node.
import type { GpuContext } from './device.js';
import { closeDevicePool } from './device-pool.js';

export interface DeviceCache {
  /** the shared device, or null when no adapter exists (the caller then runs on the CPU) */
  acquire(): Promise<GpuContext | null>;
  /** destroys the device (so a Node process can exit); a later acquire opens a new one */
  release(): void;
}

export function deviceCache(open: () => Promise<GpuContext | null>): DeviceCache {
  let shared: Promise<GpuContext | null> | null = null;
  let current: GpuContext | null = null;
  return {
    acquire() {
      shared ??= open().then((ctx) => {
        current = ctx;
        return ctx;
      });
      return shared;
    },
    release() {
      const pending = shared;
      // the pool's buffers go with the device, and what is freed later is destroyed, not pooled
      const destroy = (device: GPUDevice): void => {
        closeDevicePool(device);
        device.destroy();
      };
      if (current !== null) destroy(current.device);
      else if (pending !== null) void pending.then((ctx) => ctx && destroy(ctx.device));
      current = null;
      shared = null;
    },
  };
}
