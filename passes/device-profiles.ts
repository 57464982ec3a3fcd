// Device profiles: what kernelize needs to know about a device to choose strategies and launch
// geometry, as data. gpu/device-profile.ts picks one from the adapter (or the one forced by
// --device-profile / APLC_DEVICE_PROFILE). They live here, not in gpu/, because kernelize (a
// pass) reads them and passes must not import gpu/.

export type ProfileName = 'software' | 'discrete' | 'integrated';

export interface DeviceProfile {
  readonly name: ProfileName;
  readonly kind: 'software rasteriser' | 'discrete GPU' | 'integrated GPU';
  readonly description: string;
  /** invocations a workgroup (WebGPU's compatibility mode allows 128 on some adapters; aplc asks for 256) */
  readonly workgroup: number;
  /** compute units (NVIDIA SMs, AMD CUs, Apple cores) assumed when sizing grids */
  readonly computeUnits: number;
  /** workgroups a compute unit keeps resident at once: grids of computeUnits × this fill the device */
  readonly groupsPerUnit: number;
  /** loop iterations an invocation may run before the driver ends it silently (null: no such limit) */
  readonly loopBudget: number | null;
  /** workgroup barriers are cheap (a GPU) or costly (a software rasteriser, which runs a workgroup's invocations in turn) */
  readonly cooperative: boolean;
  /** subgroup (warp, wavefront, SIMD-group) width where the adapter offers the `subgroups` feature */
  readonly subgroupSize: number | null;
  /** storage buffers a shader stage may bind (the kernels ask for at most this many) */
  readonly storageBuffers: number;
  /** bytes one storage binding may span */
  readonly maxBinding: number;
  /**
   * scans of ints run in one pass with decoupled look-back (gpu/kernels-lookback.ts) instead of
   * reduce-then-scan: looks at a silent predecessor before folding it again, or null (not used)
   */
  readonly lookbackSpins: number | null;
}

/**
 * Loop iterations one invocation may run on Mesa's llvmpipe, which ends all the loops of an
 * invocation after 65,535 iterations in total (silently); the margin covers the kernels' own loops.
 */
const LLVMPIPE_LOOP_BUDGET = 60000;

export const PROFILES: Readonly<Record<ProfileName, DeviceProfile>> = {
  software: {
    name: 'software',
    kind: 'software rasteriser',
    description: 'Mesa llvmpipe, SwiftShader: barrier-free sequential chunks, a loop budget per invocation',
    workgroup: 256,
    // llvmpipe runs a workgroup per CPU thread; a few thousand invocations a level keep them all busy
    computeUnits: 16,
    groupsPerUnit: 4,
    loopBudget: LLVMPIPE_LOOP_BUDGET,
    cooperative: false,
    subgroupSize: null,
    storageBuffers: 8,
    maxBinding: 128 * 1024 * 1024,
    lookbackSpins: null,
  },
  discrete: {
    name: 'discrete',
    kind: 'discrete GPU',
    description: 'a discrete GPU (an H100 has 132 SMs): workgroup-cooperative kernels, grids that fill the device',
    workgroup: 256,
    computeUnits: 132,
    // 2,048 resident threads an SM, 256 a workgroup
    groupsPerUnit: 8,
    loopBudget: null,
    cooperative: true,
    subgroupSize: 32,
    storageBuffers: 8,
    maxBinding: 2 ** 31 - 4,
    lookbackSpins: null,
  },
  integrated: {
    name: 'integrated',
    kind: 'integrated GPU',
    description: 'an integrated GPU (laptop, Apple, mobile): cooperative kernels, smaller grids and bindings',
    workgroup: 128,
    computeUnits: 32,
    groupsPerUnit: 4,
    loopBudget: null,
    cooperative: true,
    subgroupSize: 32,
    storageBuffers: 8,
    maxBinding: 128 * 1024 * 1024,
    lookbackSpins: null,
  },
};

export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];

export function isProfileName(s: string): s is ProfileName {
  return (PROFILE_NAMES as string[]).includes(s);
}

/** Workgroups that fill the device (every compute unit at its resident maximum). */
export const fillGroups = (p: DeviceProfile): number => p.computeUnits * p.groupsPerUnit;
