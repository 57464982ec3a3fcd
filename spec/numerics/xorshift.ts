// A small deterministic generator (xorshift32) for the numeric specs, so that a failure reproduces
// from its seed: uniform in [0, 1).
export function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
