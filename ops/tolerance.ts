// Comparison tolerance (⎕CT), one value for the whole program: two floats x and y are equal when
// |x-y| ≤ ⎕CT×(|x|⌈|y|), as in Dyalog APL. Its default depends on the float width, so that it is
// about the same number of units in the last place (ulps) of 1 at every width; integers and
// characters always compare exactly. The lowering writes the tolerant forms out of plain scalar
// ops (passes/lower-tolerance.ts), so every backend computes them with the same ops.

/** The width of the program's floats. */
export type FloatWidth = 'f32' | 'f64';

/**
 * The default ⎕CT. Dyalog's 1E¯14 is 45 ulps of 1 in f64 (2⁻⁵² each). For f32 it is 2⁻¹⁸, 32 ulps
 * of 1 (2⁻²³ each): the power of two nearest to that count, so that ⎕CT×|x| is exact and a
 * tolerant comparison rounds only in |x-y|. 0.1+0.2 and 0.3, or 1 and (÷3)×3, differ by a few ulps,
 * well inside it; 1 and 1.00001 (84 ulps apart) are not equal.
 */
export const DEFAULT_TOLERANCE: Readonly<Record<FloatWidth, number>> = { f32: 2 ** -18, f64: 1e-14 };

/**
 * The largest ⎕CT a program may set. Dyalog allows up to 2⁻³² in f64 (so that no two integers
 * below 2³² are ever equal); f32 holds only 24 bits, so its bound is 2⁻¹⁶ (1.5E¯5, 4 times the
 * default). It also bounds how many distinct floats one value can equal (tolerantRunBound), which
 * sizes the tolerant search of ⍳ and ∊.
 */
export const MAX_TOLERANCE: Readonly<Record<FloatWidth, number>> = { f32: 2 ** -16, f64: 2 ** -32 };

const SIGNIFICAND_BITS: Readonly<Record<FloatWidth, number>> = { f32: 24, f64: 53 };

/**
 * At most how many distinct floats of the width are tolerantly equal to one value y: those in
 * [y×(1-⎕CT), y÷(1-⎕CT)], a relative width of about 2×⎕CT where floats are at least 2^-bits
 * (relative) apart, so ⎕CT×2^(bits+1), and one more for y; 3 more for the rounding of the test.
 */
export function tolerantRunBound(tolerance: number, width: FloatWidth): number {
  return Math.ceil(tolerance * 2 ** (SIGNIFICAND_BITS[width] + 1)) + 4;
}
