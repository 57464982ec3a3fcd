// When a body's names die: the executor releases a buffer after the last statement that uses it.
import type { Body, Exp } from '../core-ir/syntax.js';
import { lastUses, namesUsed } from '../core-ir/liveness.js';

export { lastUses, namesUsed };

const cache = new WeakMap<Body, readonly (readonly string[])[]>();

/**
 * For each statement of the body, the names bound in this body that are not used by any later
 * statement nor by the results. Names bound twice in one body are left to the end of the scope.
 * `inputs`: names bound before the body (a program's inputs: always the same for its body),
 * released after their last use like the body's own.
 */
export function usesAfter(b: Body, inputs: readonly string[] = []): readonly (readonly string[])[] {
  const hit = cache.get(b);
  if (hit !== undefined) return hit;
  const defAt = new Map<string, number>();
  const twice = new Set<string>();
  if (b.stmts.length > 0) for (const n of inputs) defAt.set(n, 0);
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
 * The names among a loop's initial values that die at the loop (`dying`: the names the loop is
 * the last use of) and that its body and condition do not read: the loop holds their only
 * reference from its start, so the scope that bound them may unbind them then.
 */
export function movedIntoLoop(e: Extract<Exp, { tag: 'loop' }>, dying: readonly string[]): string[] {
  const dies = e.init.flatMap((a) => (a.k === 'var' && dying.includes(a.name) ? [a.name] : []));
  if (dies.length === 0) return [];
  const inBody = namesUsed({ names: [], exp: { ...e, init: [] } });
  return dies.filter((n) => !inBody.has(n));
}
