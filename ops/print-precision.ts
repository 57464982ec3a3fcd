// ⎕PP, the print precision: how many significant digits a float shows where it is displayed or
// formatted with ⍕. Integers always print in full. Dyalog's default is 10; it accepts any positive
// integer but binary floats never show more than 17 digits (enough to read any f64 back exactly),
// so a larger ⎕PP prints as 17 does. The value is fixed where the checker meets each print or ⍕,
// like ⎕IO, so the display code and the IR's ⍕ both take it as a plain number.

/** Dyalog's default print precision. */
export const DEFAULT_PRINT_PRECISION = 10;

/** The most digits a binary float ever shows: 17 read any f64 back exactly. */
export const MAX_FLOAT_DIGITS = 17;

/** The digits a float is shown with under a ⎕PP of `pp`. */
export function digitsShown(pp: number): number {
  return Math.min(Math.max(1, Math.floor(pp)), MAX_FLOAT_DIGITS);
}
