// The WebGPU device in a browser (`navigator.gpu`), once per page. It stands in for gpu/device.ts
// in browser bundles — package.json's "browser" field maps one file to the other — so it exports
// the same functions and imports nothing from Node (device.ts reads /dev and loads Dawn).
import type { GpuContext } from './device.js';
import { deviceCache } from './device-cache.js';
import { adapterParts, openWithLimits } from './device-limits.js';

const cache = deviceCache(openDevice);

/** The page device, or null when no adapter exists (the caller then runs on the CPU). */
export function acquireGpu(): Promise<GpuContext | null> {
  return cache.acquire();
}

/** Destroys the device (a Node process can then exit); a later acquireGpu opens a new one. */
export function releaseGpu(): void {
  cache.release();
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
