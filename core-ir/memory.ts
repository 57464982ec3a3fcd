// The memory stage (Program<'mem'>), after Munksgaard, Oancea and Henriksen's memory in a
// value-based IR: every array a statement binds lives in a memory block, at a place its LMAD
// index function gives (core-ir/lmad.ts). A view (transpose, reverse, a window inside its source,
// a reshape of a dense array, a copy of a name) is a new LMAD on its source's block, not a new
// block. Block sizes are host-side size expressions (SymInts over the size variables).
//
// Reuse is part of the plan: blocks are placed in slots, and blocks whose lifetimes (over the
// order of the program's statements) do not overlap and whose sizes are equal share a slot, so a
// slot is one allocation. A loop's carried arrays live in a pair of slots that swap each
// iteration; a scatter whose destination dies at it writes into the destination's block.
import type { Program, Stmt } from './syntax.js';
import type { Lmad } from './lmad.js';
import { showSym, symEval, type SymInt } from './sym-int.js';

/** Why a block exists: which kind of statement writes it. */
export type BlockOrigin = 'kernel' | 'struct' | 'input' | 'literal' | 'scalar' | 'loop';

export interface MemBlock {
  readonly id: number;
  /** element count (4 bytes each on the device) */
  readonly elems: SymInt;
  readonly origin: BlockOrigin;
  /** the scope that allocates it: 'program', or the loop or branch it is hoisted to or stays in */
  readonly allocatedIn: string;
  /**
   * whether its size is fixed before the scope it is first written in starts (false: it names a
   * size bound inside a loop body, so the run-time pool serves it each iteration)
   */
  readonly hoisted: boolean;
  /** the statement positions (program order) from its first write to its last read */
  readonly live: readonly [number, number];
  /** the slot (one allocation) it shares with the blocks of non-overlapping lifetimes */
  readonly slot: number;
}

/** How an array got its place. */
export type Placement =
  /** written by its statement into a block of its own */
  | 'fresh'
  /** an LMAD change of another array's block (a view: no copy) */
  | 'view'
  /** a scatter into its destination's block: the destination dies at the scatter */
  | 'in-place'
  /** a loop's carried value: the pair of blocks that swap */
  | 'loop'
  /** a catenation's piece, written by its kernel straight into its part of the result's block */
  | 'part';

export interface ArrayMem {
  /** the name, and the scope path of the body that binds it (names are unique along a scope chain) */
  readonly name: string;
  readonly scope: string;
  readonly block: number;
  readonly lmad: Lmad<SymInt>;
  readonly placement: Placement;
  /** the array it is a view of or updates in place */
  readonly of?: string;
}

/** A loop's carried array: the two blocks its iterations write alternately. */
export interface LoopPair {
  readonly loop: string;
  readonly param: string;
  readonly blocks: readonly [number, number];
}

export interface MemoryPlan {
  readonly blocks: readonly MemBlock[];
  readonly arrays: readonly ArrayMem[];
  readonly pairs: readonly LoopPair[];
  /** the slots' sizes (a slot holds blocks of one size) */
  readonly slots: readonly SymInt[];
  /** the scatter statements the plan runs in place (the runtime still checks that nothing else holds the buffer) */
  readonly inPlace: ReadonlySet<Stmt>;
  /** each statement's position in program order (what `live` counts) and the places of the names it binds (null: not planned) */
  readonly statements: ReadonlyMap<Stmt, StmtMem>;
}

/** Where a statement stands in the plan: what the runtime asks to allocate its results in their slots. */
export interface StmtMem {
  readonly at: number;
  readonly outputs: readonly (ArrayMem | null)[];
}

/** A program of the memory stage: its kernels program and the memory plan for it. */
export interface MemProgram extends Omit<Program<'kernels'>, 'stage'> {
  readonly stage: 'mem';
  readonly memory: MemoryPlan;
}

export function showLmad(l: Lmad<SymInt>): string {
  return `${showSym(l.offset)} + [${l.dims.map((d) => `${showSym(d.size)}:${showSym(d.stride)}`).join(', ')}]`;
}

/** `aplc plan`'s memory section. */
export function showMemoryPlan(m: MemoryPlan): string[] {
  const perIteration = m.blocks.filter((b) => !b.hoisted).length;
  const out = [
    `memory: ${m.blocks.length} blocks in ${m.slots.length} allocations (${perIteration} of them made each loop iteration), ${m.arrays.filter((a) => a.placement === 'view').length} views, ${m.inPlace.size} in-place updates, ${m.arrays.filter((a) => a.placement === 'part').length} pieces written into their catenation`,
  ];
  m.slots.forEach((size, s) => {
    const held = m.blocks.filter((b) => b.slot === s);
    out.push(`  slot ${s}: ${showSym(size)} elements, blocks ${held.map((b) => `b${b.id}`).join(' ')}`);
  });
  for (const b of m.blocks) {
    const where = b.hoisted ? b.allocatedIn : `${b.allocatedIn} (each iteration: its size is bound in the loop)`;
    const names = m.arrays.filter((a) => a.block === b.id).map((a) => `${a.name}${a.placement === 'fresh' ? '' : ` (${a.placement}${a.of === undefined ? '' : ` of ${a.of}`})`}`);
    out.push(`  b${b.id}: ${showSym(b.elems)} × 4 bytes, ${b.origin}, in ${where}, live ${b.live[0]}–${b.live[1]}: ${names.join(', ')}`);
  }
  for (const p of m.pairs) {
    const [a, b] = p.blocks;
    out.push(`  loop ${p.loop}: ${p.param} ${a === b ? `is updated in place in b${a}` : `swaps b${a} and b${b}`}`);
  }
  for (const a of m.arrays) if (a.placement !== 'fresh' || a.lmad.dims.length > 1) out.push(`  ${a.name} = b${a.block}[${showLmad(a.lmad)}]`);
  return out;
}

/** A plan's figures at run-time sizes: its allocations and the most bytes its slots hold at once. */
export interface PlannedFigures {
  /** slots (one allocation each, made once) */
  readonly allocations: number;
  /** blocks whose size is bound inside a loop: the run-time pool serves them each iteration */
  readonly perIteration: number;
  /** null where a slot's size names a size not known at the end of the run (bound inside a loop or branch) */
  readonly peakBytes: number | null;
}

/** The plan's figures with the sizes `env` knows (4 bytes an element, at least 4 a buffer, as the device allocates). */
export function plannedFigures(m: MemoryPlan, env: (name: string) => number | undefined): PlannedFigures {
  const perIteration = m.blocks.filter((b) => !b.hoisted).length;
  const events: [number, number][] = [];
  let known = true;
  m.slots.forEach((elems, s) => {
    const held = m.blocks.filter((b) => b.slot === s);
    const n = symEval(elems, env);
    if (n === null || held.length === 0) {
      known = false;
      return;
    }
    const bytes = Math.max(4, n * 4);
    events.push([Math.min(...held.map((b) => b.live[0])), bytes], [Math.max(...held.map((b) => b.live[1])) + 0.5, -bytes]);
  });
  if (!known) return { allocations: m.slots.length, perIteration, peakBytes: null };
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let peak = 0;
  for (const [, d] of events) peak = Math.max(peak, (now += d));
  return { allocations: m.slots.length, perIteration, peakBytes: peak };
}
