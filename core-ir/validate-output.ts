// What the validator checks of an output effect (syntax.ts): that its atom is typed, and, for an
// irregular nested vector (an output with lengths), that its data is a vector and its segment
// descriptor an int vector. Its own module, to keep validate.ts within its size.
import type { Elem } from './syntax.js';

/** The type of an atom as the validator knows it (null: already reported). */
interface Typed {
  readonly elem: Elem;
  readonly shape: readonly unknown[];
}

/**
 * The output's results ([]), or null when its atoms are ill-typed; `lengths` undefined: no
 * descriptor; `chars` undefined: not a mixed array, else its character mask (bool, of the data's
 * rank: shapes are sizes the validator compares elsewhere).
 */
export function outputResults(data: Typed | null, lengths: Typed | null | undefined, fail: (message: string) => void, chars?: Typed | null): [] | null {
  if (chars !== undefined && chars !== null && (chars.elem !== 'bool' || (data !== null && chars.shape.length !== data.shape.length))) fail('the character mask of an output is a bool array of its data\'s rank');
  if (chars === null) return null;
  if (lengths === undefined) return data === null ? null : [];
  if (lengths !== null && (lengths.elem !== 'int' || lengths.shape.length !== 1)) fail('the lengths of an output are an int vector');
  if (data !== null && data.shape.length !== 1) fail('the data of an output cut by lengths is a vector');
  return data === null || lengths === null ? null : [];
}
