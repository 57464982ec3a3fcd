// The order of the IR passes, in one list. Each pass is a pure function from one immutable
// program to the next; the IR validator runs after every pass in tests and under `aplc dev`.
import type { Program } from '../core-ir/syntax.js';

export interface Pass {
  readonly name: string;
  readonly run: (p: Program<'soacs'>) => Program<'soacs'>;
}

/**
 * The optimisation passes after lowering. Fusion, flattening, memory planning and the
 * simplifier are the optimiser's issue; until then the lowered program runs as it is, one kernel
 * per SOAC.
 */
export const PASSES: readonly Pass[] = [];

export interface PassSnapshot {
  readonly pass: string;
  readonly program: Program<'soacs'>;
}

/** Run every pass in order; `after` sees the program after each one (for `aplc dev` and tests). */
export function runPasses(p: Program<'soacs'>, after?: (s: PassSnapshot) => void, disabled: ReadonlySet<string> = new Set()): Program<'soacs'> {
  let cur = p;
  for (const pass of PASSES) {
    if (disabled.has(pass.name)) continue;
    cur = pass.run(cur);
    after?.({ pass: pass.name, program: cur });
  }
  return cur;
}
