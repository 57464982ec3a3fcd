// What a hand-written baseline kernel needs from its runner: temporary buffers and dispatches of
// WGSL text with a small uniform of u32 parameters. The runner (runner.ts) owns the encoder, the
// pipeline cache and the clean-up, so each kernel file holds only its WGSL and its launch plan.

/** A storage buffer bound to a kernel, read-only or written. */
export interface Binding {
  readonly buffer: GPUBuffer;
  readonly writable: boolean;
}

export interface KernelKit {
  /** a zero-filled storage buffer of at least `bytes` (rounded up to 16), freed after the call */
  temp(bytes: number): GPUBuffer;
  /**
   * One dispatch of `code` (entry point `main`) over `groups` workgroups along x (split into y
   * where the device's per-dimension limit needs it: kernels number workgroups as
   * wid.x + wid.y * num_workgroups.x), or over [x, y] workgroups. `bindings` take @binding(0)…,
   * and the params (at most 4 u32, the uniform `p: vec4<u32>`) the binding after them.
   */
  dispatch(code: string, groups: number | readonly [number, number], bindings: readonly Binding[], params: readonly number[]): void;
}

export const read = (buffer: GPUBuffer): Binding => ({ buffer, writable: false });
export const write = (buffer: GPUBuffer): Binding => ({ buffer, writable: true });

/** The WGSL declaration of binding `i` as an array of `type`. */
export function storage(i: number, name: string, type: string, writable: boolean): string {
  return `@group(0) @binding(${i}) var<storage, ${writable ? 'read_write' : 'read'}> ${name}: array<${type}>;`;
}

/** The uniform parameters, declared after `count` storage bindings. */
export const paramsDecl = (count: number): string => `@group(0) @binding(${count}) var<uniform> p: vec4<u32>;`;

/** The linear workgroup number of a 1-D launch split over x and y. */
export const LINEAR_GROUP = 'wid.x + wid.y * nwg.x';

/** Element types the kernels are instantiated for: WGSL type and the identity of +. */
export type ScalarType = 'f32' | 'i32';
export const zero = (t: ScalarType): string => (t === 'f32' ? '0.0' : '0i');
