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

const f32Cell = new Float32Array(1);
const f32Bits = new Int32Array(f32Cell.buffer);

/** The f32 next to x (an f32, finite) towards +∞ (up) or −∞: one step of its bit pattern. */
function nextF32(x: number, up: boolean): number {
  if (x === 0) return up ? 2 ** -149 : -(2 ** -149);
  f32Cell[0] = x;
  f32Bits[0]! += (x > 0) === up ? 1 : -1;
  return f32Cell[0]!;
}

/**
 * The f32 values x that are tolerantly equal to the f32 constant c, as the interval [lo, hi] they
 * form, or null where c is not finite. The test is the one the lowering writes out
 * (passes/lower-tolerance.ts): x = c, or |x-c| ≤ ⎕CT×(|x|⌈|c|) with x-c rounded to f32 and
 * ⎕CT×… below the scale. It holds on an interval around c: for x beyond c (on c's side of 0,
 * within 2c) x-c is exact (Sterbenz) and grows by a whole ulp of x a step, faster than the
 * slack's ⎕CT×ulp (⎕CT < 1/5), so once false it stays false; past 2c, |x-c| > |x|÷2 > the slack;
 * on the other side of 0, |x-c| ≥ |c| + |x| is more than the slack. So a comparison of floats
 * with a constant can test x against lo or hi alone, one op where the written-out test takes ten.
 * Walked one f32 at a time: at most tolerantRunBound steps each way.
 */
export function tolerantIntervalF32(c: number, tolerance: number): readonly [number, number] | null {
  if (!Number.isFinite(c) || Math.fround(c) !== c || tolerance >= 0.2) return null;
  const equal = (x: number): boolean => {
    if (x === c) return true;
    const scale = Math.max(Math.abs(x), Math.abs(c));
    const slack = Math.fround(tolerance * scale);
    return slack < scale && Math.abs(Math.fround(x - c)) <= slack;
  };
  const bound = tolerantRunBound(tolerance, 'f32');
  const walk = (up: boolean): number | null => {
    let x = c;
    for (let step = 0; step <= bound; step++) {
      const next = nextF32(x, up);
      if (!Number.isFinite(next) || !equal(next)) return x;
      x = next;
    }
    return null;
  };
  const lo = walk(false);
  const hi = walk(true);
  return lo === null || hi === null ? null : [lo, hi];
}
