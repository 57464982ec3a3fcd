// The WebGPU device in a browser (`navigator.gpu`), once per page. It stands in for gpu/device.ts
// in browser bundles — package.json's "browser" field maps one file to the other — so it exports
// the same functions and imports nothing from Node (device.ts reads /dev and loads Dawn).
import type { GpuContext } from './device.js';
import { adapterParts, openWithLimits } from './device-limits.js';

let shared: Promise<GpuContext | null> | null = null;
let current: GpuContext | null = null;

/** The page's device, or null when the browser offers no WebGPU adapter (the caller runs on the CPU). */
export function acquireGpu(): Promise<GpuContext | null> {
  shared ??= openDevice().then((ctx) => {
    current = ctx;
    return ctx;
  });
  return shared;
}

/** Destroys the device; a later acquireGpu opens a new one. */
export function releaseGpu(): void {
  const pending = shared;
  if (current !== null) current.device.destroy();
  else if (pending !== null) void pending.then((ctx) => ctx?.device.destroy());
  current = null;
  shared = null;
}

export function describeGpu(ctx: GpuContext): string {
  return ctx.description;
}

async function openDevice(): Promise<GpuContext | null> {
  const gpu = (globalThis as { navigator?: { gpu?: GPU } }).navigator?.gpu;
  if (gpu === undefined) return null;
  let adapter: GPUAdapter | null;
  try {
    adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
  } catch {
    return null;
  }
  if (adapter === null) return null;
  const device = await openWithLimits(adapter);
  if (device === null) return null;
  const parts = adapterParts(adapter);
  const compatibility = (adapter as { featureLevel?: string }).featureLevel === 'compatibility';
  const description = `WebGPU: ${parts.join(' / ') || 'unknown adapter'} (browser${compatibility ? ', compatibility mode' : ''}${adapter.info.isFallbackAdapter ? ', fallback adapter' : ''})`;
  return { device, adapter, instance: gpu, backend: 'default', compatibility, description };
}
