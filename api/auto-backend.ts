// What `--backend auto` (and the API's 'auto', the default) runs on: WebGPU on a hardware adapter;
// the cpu backend (JavaScript kernels across worker threads) where there is no adapter, or where
// the only one is a software rasteriser (Mesa's llvmpipe, SwiftShader, a fallback adapter). A
// rasteriser runs the kernels on the same cores as the cpu backend, behind shader compilation,
// buffer uploads and read-backs that the cpu backend does not need (bench/results/quick.md: the
// two columns "aplc ms" and "aplc cpu ms" on llvmpipe).
import { acquireGpu, describeGpu, type GpuContext } from '../gpu/device.js';
import { adapterProfileName } from '../gpu/device-profile.js';

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
