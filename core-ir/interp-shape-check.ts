// The interpreter's run-time check of an array against the type the IR declares for it: the
// declared sizes are what later passes and the GPU plan trust, so a value that breaks them stops.
import type { SrcLoc, Type } from './syntax.js';
import { AplRuntimeError } from './value.js';

function showType(t: Type, dims: readonly number[]): string {
  return t.shape.map((s, i) => (s.k === 'const' ? `[${s.n}]` : `[${s.name}=${dims[i]}]`)).join('') + t.elem;
}

export function checkShape(name: string, t: Type, shape: readonly number[], dims: readonly (() => number)[], loc: SrcLoc | null): void {
  if (shape.length !== dims.length) {
    throw new AplRuntimeError('RANK', `${name} has rank ${shape.length} where its type says ${dims.length}`, loc);
  }
  for (let j = 0; j < dims.length; j++) {
    if (shape[j] !== dims[j]!()) {
      const want = dims.map((d) => d());
      throw new AplRuntimeError('LENGTH', `${name} has shape ${shape.join(' ')} where its type says ${showType(t, want)}`, loc);
    }
  }
}
