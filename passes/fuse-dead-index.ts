// After a consumer absorbed producers through views and reshapes, the index code it read through
// may be read by nothing any more: vertical fusion (fuse.ts) removes it here, in place.
import type { Atom, Stmt, Type } from '../core-ir/syntax.js';
import { cachedReads as reads } from './ir-names.js';
import { isCheapMap, isView } from './fuse-views.js';
import { provablySameCount } from './fuse-facts.js';

/**
 * Removes index code before position `c` of `work` that nothing reads any more (the views and
 * reshapes a consumer absorbed through: a reshape only where it provably cannot fail); returns how
 * many statements it removed.
 */
export function removeDeadIndexCode(work: Stmt[], results: readonly Atom[], c: number, types: ReadonlyMap<string, Type>): number {
  const defs = new Map<string, { stmt: Stmt }>();
  for (const s of work) for (const q of s.names) defs.set(q.name, { stmt: s });
  const removable = (s: Stmt): boolean => {
    const e = s.exp;
    if (isView(e) || e.tag === 'iota' || e.tag === 'replicate' || isCheapMap(e)) return true;
    const from = e.tag === 'reshape' ? types.get(e.array) : undefined;
    return e.tag === 'reshape' && from !== undefined && provablySameCount(from.shape, e.shape, defs);
  };
  let removed = 0;
  for (let again = true; again;) {
    again = false;
    const read = new Set<string>();
    for (const s of work) for (const n of reads(s)) read.add(n);
    for (const a of results) if (a.k === 'var') read.add(a.name);
    for (let i = c - removed - 1; i >= 0; i--) {
      const s = work[i]!;
      if (removable(s) && s.names.every((q) => !read.has(q.name))) {
        work.splice(i, 1);
        removed++;
        again = true;
      }
    }
  }
  return removed;
}
