// The WebGPU device in a browser (`navigator.gpu`), once per page. It stands in for gpu/device.ts
// in browser bundles — package.json's "browser" field maps one file to the other — so it exports
// the same functions and imports nothing from Node (device.ts reads /dev and loads Dawn).
import type { GpuContext } from './device.js';

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
  const a = adapter.limits;
  // The defaults are below what the kernels use (storage buffers per stage, workgroup size): ask
  // for what the adapter offers, as gpu/device.ts does in Node.
  const requiredLimits: Record<string, number> = {
    maxStorageBuffersPerShaderStage: a.maxStorageBuffersPerShaderStage,
    maxComputeInvocationsPerWorkgroup: Math.min(256, a.maxComputeInvocationsPerWorkgroup),
    maxComputeWorkgroupSizeX: Math.min(256, a.maxComputeWorkgroupSizeX),
    maxStorageBufferBindingSize: a.maxStorageBufferBindingSize,
    maxBufferSize: a.maxBufferSize,
    maxComputeWorkgroupStorageSize: a.maxComputeWorkgroupStorageSize,
    maxComputeWorkgroupsPerDimension: a.maxComputeWorkgroupsPerDimension,
    maxUniformBufferBindingSize: a.maxUniformBufferBindingSize,
    maxBindingsPerBindGroup: a.maxBindingsPerBindGroup,
  };
  let device: GPUDevice;
  try {
    device = await adapter.requestDevice({ requiredLimits });
  } catch {
    return null;
  }
  const info = adapter.info;
  const parts = [info.vendor, info.architecture, info.device, info.description].filter((s) => s !== undefined && s !== '');
  const compatibility = (adapter as { featureLevel?: string }).featureLevel === 'compatibility';
  const description = `WebGPU: ${parts.join(' / ') || 'unknown adapter'} (browser${compatibility ? ', compatibility mode' : ''}${info.isFallbackAdapter ? ', fallback adapter' : ''})`;
  return { device, adapter, instance: gpu, backend: 'default', compatibility, description };
}
