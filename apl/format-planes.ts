// The blank lines between the planes of a displayed array of rank 3 or more, for simple arrays
// (format.ts) and nested ones (format-nested.ts) alike.

/**
 * Number of blank lines before plane `p` (p ≥ 1): one between planes, and one more for each higher
 * axis whose index changes there (rank 4: two blank lines between the rank-3 blocks).
 */
export function separatorBefore(p: number, leading: readonly number[]): number {
  let blanks = 1;
  let period = leading[leading.length - 1]!;
  for (let axis = leading.length - 2; axis >= 0; axis--) {
    if (p % period !== 0) break;
    blanks++;
    period *= leading[axis]!;
  }
  return blanks;
}
