// The order of the IR passes, in one list. Each pass is a pure function from one immutable
// program to the next; the IR validator runs after every pass in tests and under `aplc dev`.
import type { Program } from '../core-ir/syntax.js';
import { fuseConcat } from './fuse-concat.js';
import { fuseScatter } from './fuse-scatter.js';
import { fuseHorizontal, fuseSiblingFolds } from './fuse-horizontal.js';
import { fuseScalars } from './fuse-scalars.js';
import { fuseVertical } from './fuse.js';
import { simplifyProgram } from './simplify.js';

export interface Pass {
  readonly name: string;
  /** one line for `aplc dev --help`-style listings */
  readonly doc?: string;
  readonly run: (p: Program<'soacs'>) => Program<'soacs'>;
}

/**
 * Passes run again and again, in order, until a whole round changes nothing: fusing one pair
 * can enable fusing another (horizontal fusion lets a shared producer fuse vertically), and each
 * fusion leaves work for the simplifier.
 */
export interface PassGroup {
  readonly name: string;
  readonly doc?: string;
  readonly group: readonly Pass[];
  readonly maxRounds: number;
}

export type PipelineStep = Pass | PassGroup;

const simplify: Pass = {
  name: 'simplify',
  doc: 'constant folding, copy propagation, CSE, hoisting, dead code, size simplification',
  run: simplifyProgram,
};

const fuse: PassGroup = {
  name: 'fuse',
  doc: 'fusion to a fixpoint: vertical (producers and index transformations into consumers), horizontal (siblings)',
  group: [
    { name: 'fuse-scalars', doc: 'scalar code on GPU values becomes one-invocation maps that fuse', run: fuseScalars },
    { name: 'fuse-concat', doc: 'a short vector catenated from scalars is one map over its positions', run: fuseConcat },
    // before vertical fusion: a producer that sibling reductions share then has one consumer to
    // fuse into, where vertical fusion alone would compute it in the first and keep it for the rest
    { name: 'fuse-sibling-folds', doc: 'sibling reductions (scans) over the same shape fold together in one pass', run: fuseSiblingFolds },
    { name: 'fuse-vertical', doc: 'map∘map, map into redomap/scanomap, views folded into indexing', run: fuseVertical },
    // before horizontal fusion, which would otherwise merge a scatter's value map with its index map
    { name: 'fuse-scatter', doc: 'a map read only as the values of a scatter is computed inside it', run: fuseScatter },
    { name: 'fuse-horizontal', doc: 'sibling maps, reductions, scans over the same shape become one', run: fuseHorizontal },
    simplify,
  ],
  maxRounds: 16,
};

/** The optimisation passes after lowering. */
export const PASSES: readonly PipelineStep[] = [simplify, fuse];

/** Every name `disabled` may hold (the CLI's --no-<name> flags). */
export function passNames(steps: readonly PipelineStep[] = PASSES): string[] {
  const names = new Set<string>();
  for (const s of steps) {
    names.add(s.name);
    if ('group' in s) for (const g of s.group) names.add(g.name);
  }
  return [...names];
}

export interface PassSnapshot {
  readonly pass: string;
  readonly program: Program<'soacs'>;
}

/**
 * Run every pass in order; `after` sees the program after each one (for `aplc dev` and tests).
 * A pass or group named in `disabled` is skipped (inside groups too).
 */
export function runPasses(p: Program<'soacs'>, after?: (s: PassSnapshot) => void, disabled: ReadonlySet<string> = new Set()): Program<'soacs'> {
  let cur = p;
  for (const step of PASSES) {
    if (disabled.has(step.name)) continue;
    if (!('group' in step)) {
      cur = step.run(cur);
      after?.({ pass: step.name, program: cur });
      continue;
    }
    const members = step.group.filter((g) => !disabled.has(g.name));
    for (let round = 1; round <= step.maxRounds; round++) {
      let changed = false;
      for (const g of members) {
        const next = g.run(cur);
        if (next !== cur) {
          changed = true;
          cur = next;
          after?.({ pass: `${step.name}/${g.name}`, program: cur });
        }
      }
      if (!changed) break;
    }
  }
  return cur;
}
