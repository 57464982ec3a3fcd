// A WGSL helper function as the op tables hold it: its source and what it calls.
//
// Every op is a function call, never an inline operator, for two reasons: WGSL rejects a
// constant expression that overflows (`2147483647i + 1i` is a shader-creation error while the
// reference wraps), and a call is never a constant expression; and error-raising ops need a place
// to report. Ops that can fail take a `site` argument: the first of consecutive error codes, one
// per entry of the op's failure list, which they pass to `report` (emitted by the kernel builder).

export interface WgslHelper {
  /** helpers it calls: building blocks (wgsl-base.ts) by name, ops as `gcd_i` (no u_/b_ prefix) */
  readonly deps: readonly string[];
  readonly src: string;
  /**
   * The most loop iterations one call runs, its dependencies excluded. llvmpipe stops an
   * invocation's loops after 65535 iterations in all, so kernels that loop over elements size
   * their loops by what the lambdas cost (gpu/kernels-soac.ts).
   */
  readonly loops?: number;
}

export const wgsl = (src: string, ...deps: string[]): WgslHelper => ({ src, deps });

export const wgslLooping = (loops: number, src: string, ...deps: string[]): WgslHelper => ({ src, deps, loops });
