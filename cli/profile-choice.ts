// Which device profile a command plans kernels for, and why: the one forced by --device-profile
// (which sets APLC_DEVICE_PROFILE for the process) or the variable, else the adapter's, else —
// with no adapter at all — a discrete GPU's, the profile a plan is most often read for.
import { acquireGpu, describeGpu } from '../gpu/device.js';
import { adapterProfileName, forcedProfileName } from '../gpu/device-profile.js';
import { PROFILES, type DeviceProfile } from '../passes/device-profiles.js';

export interface ProfileChoice {
  readonly profile: DeviceProfile;
  readonly why: string;
}

export async function chooseProfile(): Promise<ProfileChoice> {
  const forced = forcedProfileName();
  if (forced !== null) return { profile: PROFILES[forced], why: 'forced by --device-profile or APLC_DEVICE_PROFILE' };
  const ctx = await acquireGpu();
  if (ctx === null) return { profile: PROFILES.discrete, why: 'no WebGPU adapter here: planned for a discrete GPU' };
  return { profile: PROFILES[adapterProfileName(ctx)], why: `the adapter's: ${describeGpu(ctx)}` };
}
