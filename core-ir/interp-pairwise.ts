// Associative folds of floats in the interpreter, in an order whose rounding error grows with
// log₂ n rather than n (issue 14): a left-to-right fold of f32 values stalls once the running sum
// is 2²⁴ times an addend (+/ of 30 million 1.5s gave 2²⁵). Blocks of PAIRWISE_BLOCK elements are
// folded left to right and the block results combined as a binary counter (the tree of a pairwise
// sum, built while streaming, with one partial a level): a sum of n non-negative values then has
// a relative error of at most (PAIRWISE_BLOCK - 1 + ⌈log₂(n / PAIRWISE_BLOCK)⌉)·ε₃₂ (to first
// order). The operands keep their left-to-right order, so only associativity is assumed.

/** Elements folded left to right before a block joins the tree: small, for a small error bound. */
export const PAIRWISE_BLOCK = 8;

/** The fold by `op` of at(0) … at(n-1), n ≥ 1, each at(i) called once and in order. */
export function foldPairwise(n: number, at: (i: number) => number, op: (a: number, b: number) => number): number {
  const stack: number[] = [];
  let blocks = 0;
  for (let lo = 0; lo < n; lo += PAIRWISE_BLOCK) {
    const hi = Math.min(n, lo + PAIRWISE_BLOCK);
    let acc = at(lo);
    for (let i = lo + 1; i < hi; i++) acc = op(acc, at(i));
    // block number `blocks` completes every level whose bit carries
    for (let t = ++blocks; (t & 1) === 0; t >>= 1) acc = op(stack.pop()!, acc);
    stack.push(acc);
  }
  let acc = stack.pop()!;
  while (stack.length > 0) acc = op(stack.pop()!, acc);
  return acc;
}

/**
 * foldPairwise for folds of f values at once (syntax.ts, redomap): `at(i, into)` writes element
 * i's f values, `op(left, right, out)` combines two (out may be either operand); the result is
 * left in `acc`.
 */
export function foldPairwiseMulti(
  n: number, f: number, acc: Float64Array, at: (i: number, into: Float64Array) => void, op: (l: Float64Array, r: Float64Array, out: Float64Array) => void,
): void {
  const stack: Float64Array[] = [];
  const v = new Float64Array(f);
  let blocks = 0;
  for (let lo = 0; lo < n; lo += PAIRWISE_BLOCK) {
    const hi = Math.min(n, lo + PAIRWISE_BLOCK);
    at(lo, acc);
    for (let i = lo + 1; i < hi; i++) {
      at(i, v);
      op(acc, v, acc);
    }
    for (let t = ++blocks; (t & 1) === 0; t >>= 1) {
      const left = stack.pop()!;
      op(left, acc, acc);
    }
    stack.push(Float64Array.from(acc));
  }
  acc.set(stack.pop()!);
  while (stack.length > 0) op(stack.pop()!, acc, acc);
}
