// The device profiles the bench times aplc under: the adapter's own (the variable unset) and each
// one forced through APLC_DEVICE_PROFILE, which aplc reads at each run (runOnGpu plans a 'soacs'
// program for the profile in force, caching a plan per profile), so setting it around a call is
// enough.
import type { GpuContext } from '../gpu/device.js';
import { adapterProfileName as selectedProfile } from '../gpu/device-profile.js';
import { PROFILE_NAMES, type ProfileName } from '../passes/device-profiles.js';

export { PROFILE_NAMES, type ProfileName };

const VARIABLE = 'APLC_DEVICE_PROFILE';

/** The names of a `--profiles a,b` option, or why they are not profiles. */
export function parseProfiles(text: string): ProfileName[] | { error: string } {
  const names = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = names.filter((n) => !(PROFILE_NAMES as readonly string[]).includes(n));
  if (bad.length > 0) return { error: `--profiles: unknown profile ${bad.join(', ')} (known: ${PROFILE_NAMES.join(', ')})` };
  return names as ProfileName[];
}

/** The profile aplc selects for this adapter (gpu/device-profile.ts). */
export function adapterProfileName(ctx: GpuContext): ProfileName {
  return selectedProfile(ctx);
}

/** Runs `call` with the profile forced (or, for null, with the variable unset: the adapter's own). */
export async function underProfile<T>(profile: ProfileName | null, call: () => Promise<T>): Promise<T> {
  const before = process.env[VARIABLE];
  if (profile === null) delete process.env[VARIABLE];
  else process.env[VARIABLE] = profile;
  try {
    return await call();
  } finally {
    if (before === undefined) delete process.env[VARIABLE];
    else process.env[VARIABLE] = before;
  }
}
