// When a body's names die: the executor releases a buffer after the last statement that uses it.
import type { Body } from '../core-ir/syntax.js';
import { lastUses, namesUsed } from '../core-ir/liveness.js';

export { lastUses, namesUsed };

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
