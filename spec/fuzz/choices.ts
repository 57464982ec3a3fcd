// The generator's only source of randomness: a sequence of numbers it consumes one decision at a
// time. fast-check generates and shrinks the sequence (shorter, smaller numbers), so shrinking a
// failing program needs no knowledge of APL: every decision's choice 0 is its simplest option, and
// a sequence that runs out reads as zeros, which ends the program in its simplest leaves.
export class Choices {
  private next = 0;

  constructor(private readonly seq: readonly number[]) {}

  /** An integer in [0, n). */
  below(n: number): number {
    if (n <= 1) return 0;
    const v = this.seq[this.next++] ?? 0;
    return v % n;
  }

  /** An integer in [lo, hi]; lo when the sequence has run out. */
  int(lo: number, hi: number): number {
    return lo + this.below(hi - lo + 1);
  }

  /** True with about this percent chance; false when the sequence has run out. */
  chance(percent: number): boolean {
    return this.below(100) >= 100 - percent;
  }

  pick<T>(options: readonly T[]): T {
    if (options.length === 0) throw new Error('the generator picked from no options');
    return options[this.below(options.length)]!;
  }

  /** One of the options by weight: choice 0 is always the first listed, the simplest. */
  weighted<T>(options: readonly (readonly [number, T])[]): T {
    const live = options.filter(([w]) => w > 0);
    if (live.length === 0) throw new Error('the generator picked from no options');
    const total = live.reduce((s, [w]) => s + w, 0);
    let r = this.below(Math.max(1, Math.round(total)));
    for (const [w, v] of live) {
      if (r < w) return v;
      r -= w;
    }
    return live[live.length - 1]![1];
  }
}
