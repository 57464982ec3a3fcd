// The device profiles the bench times aplc under: the adapter's own (the variable unset) and each
// one forced through APLC_DEVICE_PROFILE, which aplc reads at each run (not cached), so setting
// it around a call is enough. Until the profiles of issue 11 merge, the variable has no effect
// and the columns agree up to noise.
import { describeGpu, type GpuContext } from '../gpu/device.js';

export const PROFILE_NAMES = ['software', 'discrete', 'integrated'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

const VARIABLE = 'APLC_DEVICE_PROFILE';

/** The names of a `--profiles a,b` option, or why they are not profiles. */
export function parseProfiles(text: string): ProfileName[] | { error: string } {
  const names = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const bad = names.filter((n) => !(PROFILE_NAMES as readonly string[]).includes(n));
  if (bad.length > 0) return { error: `--profiles: unknown profile ${bad.join(', ')} (known: ${PROFILE_NAMES.join(', ')})` };
  return names as ProfileName[];
}

/**
 * The profile aplc selects for this adapter. A local stand-in (LEAD: swap for gpu/'s
 * `selectedProfileName(ctx)` when the device profiles merge): software rasterisers are
 * `software`, anything else is taken for `discrete`.
 */
export function adapterProfileName(ctx: GpuContext): ProfileName {
  return /llvmpipe|swiftshader/i.test(describeGpu(ctx)) ? 'software' : 'discrete';
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
