// Acquiring the WebGPU device in Node (Dawn through the `webgpu` package), once per process.
//
// With a real GPU the default backend is used; without one (CI, these machines) Mesa's software
// rasteriser through Dawn's OpenGL ES backend in compatibility mode. The object returned by
// `create()` must stay referenced while its device lives: if it is garbage-collected Dawn aborts
// the process at the next dispatch, so the context holds it.
import { existsSync, readdirSync } from 'node:fs';
import { deviceCache } from './device-cache.js';
import { adapterParts, openWithLimits } from './device-limits.js';
import { withDawnWarningsFiltered } from './native-stderr.js';

export type GpuBackend = 'default' | 'opengles';

export interface GpuContext {
  readonly device: GPUDevice;
  readonly adapter: GPUAdapter;
  /** kept only so that the GPU instance outlives the device (see the file comment) */
  readonly instance: GPU;
  readonly backend: GpuBackend;
  readonly compatibility: boolean;
  /** vendor / architecture / device / backend, for --verbose */
  readonly description: string;
}

const cache = deviceCache(openDevice);

/** The process-wide device, or null when no adapter exists (the caller then runs on the CPU). */
export function acquireGpu(): Promise<GpuContext | null> {
  return cache.acquire();
}

/** Destroys the device (a Node process can then exit); a later acquireGpu opens a new one. */
export function releaseGpu(): void {
  cache.release();
}

/** A one-line description of the adapter in use. */
export function describeGpu(ctx: GpuContext): string {
  return ctx.description;
}

type CreateFn = (options: string[]) => GPU;

async function loadDawn(): Promise<CreateFn | null> {
  try {
    const mod = (await import('webgpu')) as { create: CreateFn; globals: object };
    // Dawn's classes (GPUBufferUsage, GPUMapMode, …) are expected as globals by WebGPU code.
    Object.assign(globalThis, mod.globals);
    return mod.create;
  } catch {
    return null;
  }
}

/**
 * Whether a hardware GPU device node is visible. On Linux without one, Dawn's default (Vulkan)
 * backend finds nothing usable and only prints a warning, so it is not tried.
 */
function hardwareGpuVisible(): boolean {
  if (process.platform !== 'linux') return true;
  if (existsSync('/dev/nvidia0')) return true;
  try {
    return readdirSync('/dev/dri').some((n) => n.startsWith('renderD'));
  } catch {
    return false;
  }
}

function backendOrder(): GpuBackend[] {
  const forced = process.env['APLC_WEBGPU_BACKEND'];
  if (forced === 'default' || forced === 'opengles') return [forced];
  return hardwareGpuVisible() ? ['default', 'opengles'] : ['opengles'];
}

async function openDevice(): Promise<GpuContext | null> {
  const create = await loadDawn();
  if (create === null) return null;
  for (const backend of backendOrder()) {
    const ctx = await tryBackend(create, backend);
    if (ctx !== null) return ctx;
  }
  return null;
}

async function tryBackend(create: CreateFn, backend: GpuBackend): Promise<GpuContext | null> {
  let instance: GPU;
  let adapter: GPUAdapter | null;
  try {
    // Dawn enumerates adapters synchronously in these calls and prints its warnings then
    if (backend === 'opengles') {
      // Mesa's EGL needs a platform without a display server.
      process.env['EGL_PLATFORM'] ??= 'surfaceless';
      const gl = withDawnWarningsFiltered(() => {
        const created = create(['backend=opengles']);
        return { created, pending: created.requestAdapter({ featureLevel: 'compatibility' }) };
      });
      instance = gl.created;
      adapter = await gl.pending;
    } else {
      const native = withDawnWarningsFiltered(() => {
        const created = create([]);
        return { created, pending: created.requestAdapter({ powerPreference: 'high-performance' }) };
      });
      instance = native.created;
      adapter = await native.pending;
    }
  } catch {
    return null;
  }
  if (adapter === null) return null;
  const device = await openWithLimits(adapter);
  if (device === null) return null;
  const compatibility = (adapter as { featureLevel?: string }).featureLevel === 'compatibility' || backend === 'opengles';
  const parts = adapterParts(adapter);
  const description =
    `WebGPU: ${parts.join(' / ') || 'unknown adapter'} (${backend === 'opengles' ? 'Dawn OpenGL ES backend' : 'Dawn default backend'}` +
    `${compatibility ? ', compatibility mode' : ''}${adapter.info.isFallbackAdapter ? ', fallback adapter' : ''})`;
  return { device, adapter, instance, backend, compatibility, description };
}
