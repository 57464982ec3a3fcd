// What `--backend auto` (and the API's 'auto', the default) runs on: WebGPU on a hardware adapter;
// the cpu backend (JavaScript kernels across worker threads) where there is no adapter, or where
// the only one is a software rasteriser (Mesa's llvmpipe, SwiftShader, a fallback adapter). A
// rasteriser runs the kernels on the same cores as the cpu backend, behind shader compilation,
// buffer uploads and read-backs that the cpu backend does not need (bench/results/quick.md: the
// two columns "aplc ms" and "aplc cpu ms" on llvmpipe).
import { acquireGpu, describeGpu, type GpuContext } from '../gpu/device.js';
import { adapterProfileName } from '../gpu/device-profile.js';
import type { Program, Stage } from '../core-ir/syntax.js';
import { df64Missing } from '../gpu/df64-support.js';

export type AutoChoice =
  | { readonly backend: 'webgpu'; readonly ctx: GpuContext; readonly reason: string }
  | { readonly backend: 'cpu'; readonly ctx: null; readonly reason: string };

/** The backend `auto` picks on this machine, and why (for --verbose). */
export async function chooseAutoBackend(): Promise<AutoChoice> {
  const ctx = await acquireGpu();
  if (ctx === null) return { backend: 'cpu', ctx: null, reason: 'no WebGPU adapter was found' };
  const adapter = describeGpu(ctx);
  if (adapterProfileName(ctx) === 'software') {
    return { backend: 'cpu', ctx: null, reason: `the only WebGPU adapter is a software rasteriser (${adapter}), which runs on the same cores` };
  }
  return { backend: 'webgpu', ctx, reason: `a hardware WebGPU adapter was found (${adapter})` };
}

/** Where a run goes: the device for WebGPU, or null for a host backend (cpu, or the interpreter where it was asked for). */
export interface DeviceChoice {
  readonly ctx: GpuContext | null;
  /** why `auto` picked what it did (for --verbose); absent where auto was not asked, or not consulted */
  readonly autoReason?: string;
  /**
   * an f64 program asked for webgpu or auto that goes to the cpu backend: what WebGPU's
   * double-float pairs lack (gpu/df64-support.ts), in words; absent where it runs as asked
   */
  readonly f64OnCpu?: string;
  /** webgpu was asked for and no adapter exists: the caller fails, never falls back */
  readonly noAdapter: boolean;
}

/**
 * The one rule both run paths follow (cli/driver.ts runCompiled, api/call.ts runProgram): an f64
 * program asked for webgpu or auto runs on the GPU in double-float pairs where every op it uses
 * has them, else on cpu (never as f32); a kept f64 result stays on the host, since a kept array is
 * one word an element; auto asks chooseAutoBackend; webgpu takes the device, or says there is
 * none; cpu and interp need no device.
 */
export async function chooseDevice(asked: 'auto' | 'webgpu' | 'cpu' | 'interp', program: Program<Stage>, keep = false): Promise<DeviceChoice> {
  const host = { ctx: null, noAdapter: false };
  if (asked === 'cpu' || asked === 'interp') return host;
  if (program.float === 'f64') {
    const missing = keep ? 'arrays kept on the device (keep: true)' : df64Missing(program);
    if (missing !== null) return { ...host, f64OnCpu: missing };
  }
  if (asked === 'webgpu') {
    const ctx = await acquireGpu();
    return { ...host, ctx, noAdapter: ctx === null };
  }
  const auto = await chooseAutoBackend();
  return { ...host, ctx: auto.ctx, autoReason: auto.reason };
}
