// When a body's names die: the executor releases a buffer after the last statement that uses it.
import type { Body, Stmt } from '../core-ir/syntax.js';

const cache = new WeakMap<Body, readonly (readonly string[])[]>();

/**
 * For each statement of the body, the names bound in this body that are not used by any later
 * statement nor by the results. Names bound twice in one body are left to the end of the scope.
 */
export function usesAfter(b: Body): readonly (readonly string[])[] {
  const hit = cache.get(b);
  if (hit !== undefined) return hit;
  const defAt = new Map<string, number>();
  const twice = new Set<string>();
  b.stmts.forEach((s, i) => {
    for (const n of s.names) {
      if (defAt.has(n.name)) twice.add(n.name);
      defAt.set(n.name, i);
    }
  });
  const lastUse = new Map<string, number>();
  b.stmts.forEach((s, i) => {
    for (const n of namesUsed(s)) lastUse.set(n, i);
  });
  const kept = new Set<string>();
  for (const r of b.results) if (r.k === 'var') kept.add(r.name);
  const drops: string[][] = b.stmts.map(() => []);
  for (const [name, at] of defAt) {
    if (twice.has(name) || kept.has(name)) continue;
    drops[Math.max(at, lastUse.get(name) ?? at)]!.push(name);
  }
  cache.set(b, drops);
  return drops;
}

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
