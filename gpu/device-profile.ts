// Which device profile (passes/device-profiles.ts) the kernels are planned for: the one forced by
// `--device-profile NAME` or APLC_DEVICE_PROFILE, else the one the adapter looks like. Software
// rasterisers (Mesa's llvmpipe and lavapipe, SwiftShader, and any fallback adapter) run a
// workgroup's invocations one after another, so they get the barrier-free profile.
import { isProfileName, PROFILE_NAMES, PROFILES, type DeviceProfile, type ProfileName } from '../passes/device-profiles.js';
import type { GpuContext } from './device.js';

const SOFTWARE = /llvmpipe|lavapipe|swiftshader|softpipe|software/i;
const INTEGRATED_VENDORS = /intel|apple|arm|qualcomm|imagination|mali|adreno/i;

/** The profile the adapter looks like, ignoring any forced one. */
export function adapterProfileName(ctx: Pick<GpuContext, 'description' | 'adapter'>): ProfileName {
  if (ctx.adapter.info.isFallbackAdapter || SOFTWARE.test(ctx.description)) return 'software';
  return INTEGRATED_VENDORS.test(ctx.adapter.info.vendor) ? 'integrated' : 'discrete';
}

/** The profile forced by APLC_DEVICE_PROFILE (or --device-profile, which sets it), or null. */
export function forcedProfileName(): ProfileName | null {
  // a browser has no process: there the adapter decides
  const v = typeof process === 'undefined' ? undefined : process.env['APLC_DEVICE_PROFILE'];
  if (v === undefined || v === '') return null;
  if (!isProfileName(v)) throw new UnknownProfile(v);
  return v;
}

/** The profile in force for a device: forced, else the adapter's. */
export function profileFor(ctx: Pick<GpuContext, 'description' | 'adapter'>): DeviceProfile {
  return PROFILES[forcedProfileName() ?? adapterProfileName(ctx)];
}

/** A profile name that is none of the known ones (a usage error, listed with the known names). */
export class UnknownProfile extends Error {
  constructor(readonly given: string) {
    super(`unknown device profile '${given}' (known: ${PROFILE_NAMES.join(', ')})`);
  }
}
