// Which names a statement mentions and where each is last read in a body: the executors' and
// the memory plan's liveness (gpu/liveness.ts releases buffers by it, passes/plan-memory.ts plans
// lifetimes and in-place updates by it).
import type { Body, Stmt } from './syntax.js';

/**
 * Every name a statement may mention, nested lambdas and bodies included: every string in its
 * expression. It over-approximates (op names, names bound inside nested bodies), which only keeps
 * a buffer a little longer, and it needs no update when an expression gains a field naming arrays.
 */
export function namesUsed(s: Stmt): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (typeof x === 'string') out.add(x);
    else if (Array.isArray(x)) for (const y of x) walk(y);
    else if (typeof x === 'object' && x !== null) for (const y of Object.values(x)) walk(y);
  };
  walk(s.exp);
  return out;
}

const lastUseCache = new WeakMap<Body, ReadonlyMap<string, number>>();

/**
 * For every name a body's statements or results mention (bound in it or not), the index of the
 * last statement that mentions it (the statement count when a result does). A name absent, or
 * last used at or before statement i, is not read after statement i within this body.
 */
export function lastUses(b: Body): ReadonlyMap<string, number> {
  const hit = lastUseCache.get(b);
  if (hit !== undefined) return hit;
  const last = new Map<string, number>();
  b.stmts.forEach((s, i) => {
    for (const n of namesUsed(s)) last.set(n, i);
  });
  for (const r of b.results) if (r.k === 'var') last.set(r.name, b.stmts.length);
  lastUseCache.set(b, last);
  return last;
}
