// The kernels stage (Program<'kernels'>): every SOAC of the fused 'soacs' program becomes a
// segmented operation — SegMap, SegRed, SegScan or a scatter — with the strategy chosen for a
// device profile and its launch geometry as size expressions the host evaluates at launch.
//
// A kernel statement keeps the SOAC it implements unchanged (`soac`), so the kernels program
// means exactly what the 'soacs' program meant: the interpreter can run either, and the
// validator checks the SOAC as before plus the plan's sizes. What the stage adds is `plan`:
// the decision a renderer executes and no longer makes.
//
// Where the sizes are symbolic, a decision that depends on them is a list of variants with
// guards on the sizes (after Futhark's threshold comparisons in incremental flattening): the
// host takes the first variant whose guard holds. With constant sizes kernelize keeps only the
// variant that applies.
import type { Exp } from './syntax.js';

/**
 * The statements kernelize turns into kernels: the SOACs, and the rearranges fusion left
 * materialized (a transpose is a gather whose best shape depends on the device, as Futhark's
 * GPU backend has a transpose kernel of its own).
 */
export type SoacExp = Extract<Exp, { tag: 'map' | 'redomap' | 'scanomap' | 'scatter' | 'rearrange' }>;

/**
 * A size the host computes at launch. `rows` is the product of a reduction's or scan's outer
 * dims and `len` its last dim (the segment length); `var` names a size in scope.
 */
export type LaunchSize =
  | { readonly k: 'const'; readonly n: number }
  | { readonly k: 'rows' }
  | { readonly k: 'len' }
  /** every element of the iteration space (rows × len for a fold) */
  | { readonly k: 'total' }
  | { readonly k: 'mul' | 'cdiv' | 'min' | 'max'; readonly a: LaunchSize; readonly b: LaunchSize };

/** A condition on the sizes that picks a variant. */
export type Guard =
  | { readonly k: 'always' }
  | { readonly k: 'atMost' | 'atLeast'; readonly size: LaunchSize; readonly n: number }
  /**
   * a row fits one invocation's loop budget (software profile: Mesa ends an invocation's loops
   * past 65,535 iterations) when each element costs `perElement` steps of the lambda; the
   * renderer knows the lambda's loop cost
   */
  | { readonly k: 'rowWithinBudget'; readonly perElement: number; readonly budget: number }
  | { readonly k: 'and'; readonly all: readonly Guard[] };

/** How the segments of a reduction or scan are folded. */
export type FoldStrategy =
  /**
   * software rasterisers: barrier-free contiguous chunks, one invocation each, folded in order
   * (pairwise for floats); a level's partials are folded again until one chunk covers a row
   */
  | { readonly k: 'chunked'; readonly budget: number; readonly targetInvocations: number; readonly finalLevel: number }
  /** rank ≥ 3 folds with many short rows (a matrix product): an 8×8 block of rows per invocation in registers */
  | { readonly k: 'blocked'; readonly block: readonly [number, number] }
  /**
   * a fold with a product's shape (core-ir/tile-split.ts) on a GPU: a workgroup computes a
   * tile[0] × tile[1] block of results, loading the row side's and the column side's values for
   * `depth` steps of the fold at a time into workgroup memory; each invocation folds a
   * perThread[0] × perThread[1] block of results in registers
   */
  | { readonly k: 'tiled'; readonly tile: readonly [number, number]; readonly depth: number; readonly perThread: readonly [number, number] }
  /** an operator that is not associative: exact right folds, `budget` elements an invocation a round */
  | { readonly k: 'rightFold'; readonly budget: number | null }
  /** short segments: one invocation folds (scans) a whole row in order */
  | { readonly k: 'threadPerRow' }
  /**
   * GPU profiles: `groupsPerRow` workgroups of `workgroup` invocations share a row. Each
   * invocation folds `perThread` elements into a register (strided, so consecutive invocations
   * read consecutive addresses, where the operator commutes; a contiguous run where it is only
   * associative), then the workgroup folds its invocations' values in an order-preserving tree in
   * workgroup memory. A row left with several partials is folded by a second level, one
   * workgroup a row. A scan is reduce-then-scan on the same blocks: block sums, a scan of the
   * sums (a nested plan), then each block scanned again from its carry.
   */
  /**
   * scans of ints on a GPU whose profile allows it: one pass, tiles of workgroup × perThread
   * contiguous elements, each tile's carry found by decoupled look-back over the tiles before it
   * (a tile silent after `spins` looks is folded again by the one waiting for it)
   */
  | { readonly k: 'lookback'; readonly workgroup: number; readonly perThread: number; readonly spins: number }
  | {
      readonly k: 'cooperative';
      readonly workgroup: number;
      readonly perThread: number;
      readonly order: 'strided' | 'contiguous';
      readonly groupsPerRow: LaunchSize;
    };

/** How a materialized rearrange moves its elements. */
export type TransposeStrategy =
  /** one invocation an output element reads its source element (coalesced only where the last axis stays last) */
  | { readonly k: 'gather' }
  /**
   * GPU profiles, a rearrange that moves the last axis: a workgroup of tile × rows invocations
   * copies a tile × tile block of the plane of the source's last axis and the axis that becomes
   * the result's last, batched over the other axes. It reads rows of the block along the source's
   * last axis (consecutive invocations, consecutive addresses) into workgroup memory whose rows
   * are padded by one word (so a column's words fall in different banks), and writes rows along
   * the result's last axis read down the columns: both sides coalesced.
   */
  | {
      readonly k: 'tiled';
      readonly tile: number;
      readonly rows: number;
      /** the result's axes of the tile plane: the one the source's last axis becomes, and the last */
      readonly plane: readonly [number, number];
    };

export interface FoldVariant {
  readonly when: Guard;
  readonly strategy: FoldStrategy;
}

/** What a kernel statement runs. */
export type KernelPlan =
  /** one invocation an element, in workgroups of `workgroup` */
  | { readonly kind: 'segmap'; readonly workgroup: number; readonly groups: LaunchSize }
  | { readonly kind: 'segred' | 'segscan'; readonly variants: readonly FoldVariant[] }
  /** one invocation a value written (after copying the destination) */
  | { readonly kind: 'scatter'; readonly workgroup: number; readonly groups: LaunchSize }
  | { readonly kind: 'transpose'; readonly strategy: TransposeStrategy };

/** The kernels stage's statement expression: the SOAC and the plan that implements it. */
export interface KernelExp {
  readonly tag: 'kernel';
  readonly soac: SoacExp;
  readonly plan: KernelPlan;
}

export const lConst = (n: number): LaunchSize => ({ k: 'const', n });
export const lBin = (k: 'mul' | 'cdiv' | 'min' | 'max', a: LaunchSize, b: LaunchSize): LaunchSize => ({ k, a, b });

/** The sizes a launch size and a guard are evaluated with. */
export interface LaunchDims {
  readonly rows: number;
  readonly len: number;
}

export function evalLaunchSize(s: LaunchSize, d: LaunchDims): number {
  switch (s.k) {
    case 'const':
      return s.n;
    case 'rows':
      return d.rows;
    case 'len':
      return d.len;
    case 'total':
      return d.rows * d.len;
    case 'mul':
      return evalLaunchSize(s.a, d) * evalLaunchSize(s.b, d);
    case 'cdiv': {
      const b = evalLaunchSize(s.b, d);
      return b === 0 ? 0 : Math.ceil(evalLaunchSize(s.a, d) / b);
    }
    case 'min':
      return Math.min(evalLaunchSize(s.a, d), evalLaunchSize(s.b, d));
    case 'max':
      return Math.max(evalLaunchSize(s.a, d), evalLaunchSize(s.b, d));
  }
}

/**
 * Whether a guard holds for these sizes; `stepCost` (the lambda's loop cost of one element,
 * known to the renderer) is needed only by 'rowWithinBudget'.
 */
export function guardHolds(g: Guard, d: LaunchDims, stepCost: () => number): boolean {
  switch (g.k) {
    case 'always':
      return true;
    case 'atMost':
      return evalLaunchSize(g.size, d) <= g.n;
    case 'atLeast':
      return evalLaunchSize(g.size, d) >= g.n;
    case 'rowWithinBudget':
      return d.len <= Math.max(1, Math.floor(g.budget / (1 + g.perElement * (1 + stepCost()))));
    case 'and':
      return g.all.every((x) => guardHolds(x, d, stepCost));
  }
}

/** The variant a fold runs with for these sizes (the last variant's guard is always 'always'). */
export function chooseVariant(vs: readonly FoldVariant[], d: LaunchDims, stepCost: () => number): FoldStrategy {
  for (const v of vs) if (guardHolds(v.when, d, stepCost)) return v.strategy;
  throw new Error('no fold variant applies (kernelize ends every list with an unconditional one)');
}

export function showLaunchSize(s: LaunchSize): string {
  switch (s.k) {
    case 'const':
      return `${s.n}`;
    case 'rows':
      return 'rows';
    case 'len':
      return 'len';
    case 'total':
      return 'total';
    case 'mul':
      return `${showLaunchSize(s.a)}·${showLaunchSize(s.b)}`;
    case 'cdiv':
      return `⌈${showLaunchSize(s.a)}÷${showLaunchSize(s.b)}⌉`;
    case 'min':
    case 'max':
      return `${s.k}(${showLaunchSize(s.a)}, ${showLaunchSize(s.b)})`;
  }
}

export function showGuard(g: Guard): string {
  switch (g.k) {
    case 'always':
      return 'otherwise';
    case 'atMost':
      return `${showLaunchSize(g.size)} ≤ ${g.n}`;
    case 'atLeast':
      return `${showLaunchSize(g.size)} ≥ ${g.n}`;
    case 'rowWithinBudget':
      return `len·(1 + ${g.perElement}·(1+cost)) ≤ ${g.budget}`;
    case 'and':
      return g.all.map(showGuard).join(' and ');
  }
}

export function showStrategy(s: FoldStrategy): string {
  switch (s.k) {
    case 'chunked':
      return `chunked (barrier-free chunks ≤ ${s.budget} loop steps, ~${s.targetInvocations} invocations a level, last level ≤ ${s.finalLevel})`;
    case 'blocked':
      return `blocked ${s.block[0]}×${s.block[1]} rows an invocation`;
    case 'tiled':
      return `tiled ${s.tile[0]}×${s.tile[1]} results a workgroup, ${s.depth} steps a load into workgroup memory, ${s.perThread[0]}×${s.perThread[1]} an invocation`;
    case 'rightFold':
      return `right fold${s.budget === null ? '' : ` (rounds of ≤ ${s.budget} loop steps)`}`;
    case 'threadPerRow':
      return 'thread per row';
    case 'lookback':
      return `single pass with decoupled look-back (workgroup ${s.workgroup}, tiles of ${s.workgroup * s.perThread}, a silent tile folded again after ${s.spins} looks)`;
    case 'cooperative':
      return `cooperative (workgroup ${s.workgroup}, ${s.perThread} elements a thread ${s.order}, groups a row ${showLaunchSize(s.groupsPerRow)})`;
  }
}

export function showTranspose(s: TransposeStrategy): string {
  if (s.k === 'gather') return 'gather (one invocation an element)';
  return `tiled ${s.tile}×${s.tile} over result axes ${s.plane[0]} and ${s.plane[1]} in workgroup memory (rows padded to ${s.tile + 1}), workgroups of ${s.tile}×${s.rows}, both sides coalesced`;
}

/** One line per plan (variants on following lines), for `aplc plan` and the IR printer. */
export function showPlan(p: KernelPlan): string[] {
  switch (p.kind) {
    case 'segmap':
    case 'scatter':
      return [`${p.kind} workgroup ${p.workgroup}, groups ${showLaunchSize(p.groups)}`];
    case 'transpose':
      return [`transpose ${showTranspose(p.strategy)}`];
    case 'segred':
    case 'segscan':
      if (p.variants.length === 1) return [`${p.kind} ${showStrategy(p.variants[0]!.strategy)}`];
      return [p.kind, ...p.variants.map((v) => `  ${showGuard(v.when)}: ${showStrategy(v.strategy)}`)];
  }
}
