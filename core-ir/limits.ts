// How large an array can be. Sizes, indices and index arithmetic are 32-bit signed integers in
// the IR and on every backend (WGSL has no 64-bit integers), so an array holds at most 2³¹−1
// items; a length past that is a LIMIT ERROR (Dyalog's class for an implementation limit), never
// a size that wraps around. The checker (shapes/literals.ts, I32_MAX) applies the same bound to
// lengths written as constants, at compile time; the lowering checks a length computed at run time
// before it converts it to a size (passes/lower.ts wholeNumber), or computes it so that past the
// limit it is negative (a replicate's total), and the executors, which see every size before
// they allocate, report a negative size as too large: the lowering asserts that every length
// taken from the program's values is ≥ 0 (a DOMAIN ERROR), so only a size past the limit is
// negative there. A device may hold less (gpu/runtime.ts reports its own storage limit), and an
// array within this limit may still be past the memory cap of one array's bytes (memory-cap.ts).

/** The most items one array holds. */
export const MAX_ITEMS = 2147483647;

/**
 * 2³¹, the first length past the limit: a float compared with it is exact in f32 (where MAX_ITEMS
 * itself rounds up to 2³¹).
 */
export const PAST_MAX_ITEMS = 2147483648;

/** The message for an array of `n` items, past the limit. */
export const tooManyItems = (n: number): string => `an array of ${n} items: the size is too large (an array holds at most ${MAX_ITEMS} items)`;

/** The message for a length computed at run time past the limit; `what` names what gave it. */
export const sizeTooLarge = (what: string): string => `${what}: the size is too large (an array holds at most ${MAX_ITEMS} items)`;

/** The message for a size that is negative where an executor reads it: one past the limit. */
export const SIZE_PAST_LIMIT = `a size computed at run time is too large (an array holds at most ${MAX_ITEMS} items)`;
