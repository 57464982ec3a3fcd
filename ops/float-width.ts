// The program's float width. `float` is one element type, "the program's float": f32 unless the
// program asks for f64 (`⎕FR←645` at the top of its file, `--float 64`, `{ float: 'f64' }`). The
// width is a field of the IR program (core-ir/syntax.ts Program.float), set by lowering and read by
// every stage that rounds, allocates or prints a float, so one program never mixes the two.
// The scalar ops (scalar-ops.ts) compute in IEEE f64; a float result is rounded to the width where
// it is stored (a typed array of the width does it, a scalar slot calls `floatRounding`).

export type FloatWidth = 'f32' | 'f64';

/** The width of a program that does not say: f32, what WebGPU computes in. */
export const DEFAULT_FLOAT_WIDTH: FloatWidth = 'f32';

const identity = (x: number): number => x;

/** A float value as the width stores it. */
export function floatRounding(width: FloatWidth): (x: number) => number {
  return width === 'f64' ? identity : Math.fround;
}

/**
 * The largest finite float of each width: the identity of ⌊ over floats (its negation that of ⌈),
 * the bound of a float that converts to the width. One constant per width.
 */
export const LARGEST_FLOAT: Readonly<Record<FloatWidth, number>> = {
  f32: 3.4028234663852886e38,
  f64: Number.MAX_VALUE,
};

/** The typed array holding floats of the width. */
export function floatArray(width: FloatWidth, n: number): Float32Array | Float64Array {
  return width === 'f64' ? new Float64Array(n) : new Float32Array(n);
}

/** The width a typed array of floats holds. */
export function widthOfData(data: ArrayLike<number>): FloatWidth {
  return data instanceof Float64Array ? 'f64' : 'f32';
}
