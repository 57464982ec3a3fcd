// A gather of one item by scalar indices (recursion's stack machine reads its frames so, an item
// at a time: shapes/recursion-stack.ts), read straight into the result's slot, without the index
// arrays, tables and result array the general gather makes for each run.
import { flatIndex } from './interp-arrays.js';
import type { Compiler } from './interp-compile.js';
import type { Run, Scope } from './interp-frame.js';
import type { Exp, SrcLoc, Stmt } from './syntax.js';

/** The statement compiled, or null when its result is not a scalar or an index is not a scalar. */
export function compileScalarGather(c: Compiler, scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'gather' }>, loc: SrcLoc | null): Run | null {
  const result = stmt.names[0];
  if (stmt.names.length !== 1 || result === undefined || result.type.shape.length !== 0) return null;
  const slots: number[] = [];
  for (const axis of e.axes) {
    const b = axis === null ? undefined : scope.lookup(axis);
    if (b === undefined || !b.scalar) return null;
    slots.push(b.slot);
  }
  const read = c.arrayReader(scope, e.array);
  const d = c.define(scope, result).slot;
  const F = c.frame;
  const ix = slots.map(() => 0);
  return () => {
    const a = read();
    for (let j = 0; j < slots.length; j++) ix[j] = F.num[slots[j]!]!;
    F.num[d] = a.data[flatIndex(a.shape, ix, loc)]!;
  };
}
