// kernelize: the fused 'soacs' program to the kernels stage for one device profile. Every SOAC
// outside lambdas becomes a kernel statement (core-ir/kernels.ts) carrying the strategy its
// renderer runs and the launch geometry as size expressions.
//
// The choices, and why:
// - A software rasteriser (llvmpipe) runs a workgroup's invocations one after another on one CPU
//   thread, so a workgroup barrier costs a full pass over the workgroup; it also ends an
//   invocation's loops past 65,535 iterations. Folds there are barrier-free contiguous chunks
//   sized to the loop budget ('chunked'), as aplc has always run them.
// - A GPU runs a workgroup's invocations together, and memory is fast only when consecutive
//   invocations read consecutive addresses. Folds there are 'cooperative': each invocation folds
//   a few elements in a register, then the workgroup combines them in a tree in workgroup
//   memory, with enough workgroups a row to fill the device when the rows are few.
// - Rows of at most SHORT_ROW elements are folded by one invocation each on every profile: a
//   workgroup tree over them would idle most of its invocations.
// - An operator that is not associative is folded as exactly the right fold APL defines.
// - Rank ≥ 3 folds with many rows (a matrix product) fold an 8×8 block of rows an invocation in
//   registers, sharing the loads of a row of one operand and a column of the other.
// - A materialized rearrange that moves the last axis reads or writes with a stride on a GPU if
//   each invocation copies one element; GPU profiles copy it in tiles through workgroup memory,
//   so that both sides are coalesced (transposeStrategy).
import { cSize, type Body, type Exp, type Lambda, type Program, type Size, type Stmt } from '../core-ir/syntax.js';
import { chooseVariant, guardHolds, lBin, lConst, type FoldStrategy, type FoldVariant, type Guard, type KernelPlan, type LaunchDims, type LaunchSize, type SoacExp, type TransposeStrategy } from '../core-ir/kernels.js';
import { BIN_OPS } from '../ops/scalar-ops.js';
import { splitForTiles } from '../core-ir/tile-split.js';
import { fillGroups, type DeviceProfile } from './device-profiles.js';

/** Rows this short are folded (scanned) by one invocation each. */
export const SHORT_ROW = 32;
/** Rows a rank ≥ 3 fold needs before 8×8 register blocks are worth it. */
export const BLOCKED_MIN_ROWS = 1024;
const BLOCK: readonly [number, number] = [8, 8];
/** Software chunked folds: invocations wanted a level, and the work a last level folds in one invocation a row. */
const TARGET_INVOCATIONS = 16384;
const FINAL_LEVEL = 4096;
/**
 * Elements an invocation folds into its register before the workgroup tree, in a cooperative
 * fold: enough to hide the tree's barriers behind memory traffic, few enough that a float sum's
 * sequential run stays short (its rounding error grows with the run, the tree's with its log).
 */
export const REDUCE_PER_THREAD = 16;
/** Rows up to this many blocks of W·L elements are folded by one workgroup (one level, one dispatch). */
export const ONE_GROUP_BLOCKS = 4;
/** Elements an invocation scans sequentially in a cooperative scan's block. */
export const SCAN_PER_THREAD = 8;

export function kernelize(p: Program<'soacs'>, profile: DeviceProfile): Program<'kernels'> {
  return { ...p, stage: 'kernels', profile: profile.name, body: body(p.body, profile) };
}

function body(b: Body, profile: DeviceProfile): Body {
  return { ...b, stmts: b.stmts.map((s) => stmt(s, profile)) };
}

function stmt(s: Stmt, profile: DeviceProfile): Stmt {
  const e = s.exp;
  switch (e.tag) {
    case 'map':
    case 'redomap':
    case 'scanomap':
    case 'scatter':
    case 'rearrange':
      return { ...s, exp: { tag: 'kernel', soac: e, plan: planFor(e, profile, s.names[0]?.type.shape ?? []) } };
    case 'if':
      return { ...s, exp: { ...e, then: body(e.then, profile), else: body(e.else, profile) } };
    case 'loop': {
      const form: Extract<Exp, { tag: 'loop' }>['form'] = e.form.k === 'while' ? { k: 'while', cond: body(e.form.cond, profile) } : e.form;
      return { ...s, exp: { ...e, form, body: body(e.body, profile) } };
    }
    default:
      return s;
  }
}

/**
 * The plan of one SOAC under a profile (exported for kernelize's unit tests and `aplc plan`);
 * `resultShape` is the statement's first result's, which a rearrange's plan depends on.
 */
export function planFor(e: SoacExp, profile: DeviceProfile, resultShape: readonly Size[] = []): KernelPlan {
  // flat kernels run in the renderer's workgroups of 256, the size aplc requests on every adapter
  const flat = (total: LaunchSize): KernelPlan => ({ kind: e.tag === 'scatter' ? 'scatter' : 'segmap', workgroup: 256, groups: lBin('cdiv', total, lConst(256)) });
  switch (e.tag) {
    case 'map':
    case 'scatter':
      return flat({ k: 'total' });
    case 'redomap':
      return { kind: 'segred', variants: prune(reduceVariants(e, profile), e.shape) };
    case 'scanomap':
      return { kind: 'segscan', variants: prune(scanVariants(e, profile), e.shape) };
    case 'rearrange':
      return { kind: 'transpose', strategy: transposeStrategy(e.perm, resultShape, profile) };
  }
}

/** A transpose tile's side: 32 words, a row of it one 128-byte line and one word a bank. */
export const TRANSPOSE_TILE = 32;
/** A known axis shorter than this makes the tiles mostly idle: one invocation an element is as good there. */
export const TRANSPOSE_MIN_SIDE = 8;

/**
 * Tiles where the profile's workgroups cooperate and the last axis moves (output axis k reads
 * source axis perm[k]): the two axes of the tile plane are the source's last axis and the one
 * that becomes the result's last. Where the last axis stays last, each invocation's read and
 * write are already consecutive to its neighbours'.
 */
export function transposeStrategy(perm: readonly number[], resultShape: readonly Size[], profile: DeviceProfile): TransposeStrategy {
  const r = perm.length;
  if (!profile.cooperative || r < 2 || perm[r - 1] === r - 1) return { k: 'gather' };
  // the result's axis holding the source's last axis, and the result's last axis
  const plane: [number, number] = [perm.indexOf(r - 1), r - 1];
  if (plane.some((a) => { const d = resultShape[a]; return d !== undefined && d.k === 'const' && d.n < TRANSPOSE_MIN_SIDE; })) return { k: 'gather' };
  return { k: 'tiled', tile: TRANSPOSE_TILE, rows: profile.workgroup / TRANSPOSE_TILE, plane };
}

function reduceVariants(e: Extract<SoacExp, { tag: 'redomap' }>, profile: DeviceProfile): FoldVariant[] {
  if (!e.assoc) return [{ when: always, strategy: { k: 'rightFold', budget: profile.loopBudget } }];
  const vs: FoldVariant[] = [];
  if (e.shape.length >= 3) {
    const rows: Guard = { k: 'atLeast', size: { k: 'rows' }, n: BLOCKED_MIN_ROWS };
    const when: Guard = profile.loopBudget === null ? rows : { k: 'and', all: [rows, { k: 'rowWithinBudget', perElement: BLOCK[0] * BLOCK[1], budget: profile.loopBudget }] };
    vs.push({ when, strategy: { k: 'blocked', block: BLOCK } });
  }
  if (!profile.cooperative) return [...vs, { when: always, strategy: chunked(profile) }];
  if (tileable(e)) vs.unshift({ when: { k: 'atLeast', size: { k: 'rows' }, n: TILED_MIN_ROWS }, strategy: TILED });
  const W = profile.workgroup;
  const strided = commutes(e.op);
  // groups a row: as many as the row has blocks of W·L elements, but no more than it takes, with
  // the other rows, to fill the device
  const groupsPerRow = lBin('max', lConst(1), lBin('min', lBin('cdiv', { k: 'len' }, lConst(W * REDUCE_PER_THREAD)), lBin('cdiv', lConst(fillGroups(profile)), { k: 'rows' })));
  const coop = (g: LaunchSize): FoldStrategy => ({ k: 'cooperative', workgroup: W, perThread: REDUCE_PER_THREAD, order: strided ? 'strided' : 'contiguous', groupsPerRow: g });
  return [
    ...vs,
    { when: { k: 'atMost', size: { k: 'len' }, n: SHORT_ROW }, strategy: { k: 'threadPerRow' } },
    // a row one workgroup folds in a few microseconds is not worth a second level's dispatch
    { when: { k: 'atMost', size: { k: 'len' }, n: W * REDUCE_PER_THREAD * ONE_GROUP_BLOCKS }, strategy: coop(lConst(1)) },
    { when: always, strategy: coop(groupsPerRow) },
  ];
}

function scanVariants(e: Extract<SoacExp, { tag: 'scanomap' }>, profile: DeviceProfile): FoldVariant[] {
  if (!e.assoc) return [{ when: always, strategy: { k: 'rightFold', budget: profile.loopBudget } }];
  if (!profile.cooperative) return [{ when: always, strategy: chunked(profile) }];
  const W = profile.workgroup;
  // a single pass where the profile allows it and the carried values are ints, whose scan is the
  // same whichever tiles the look-back reads (kernels-lookback.ts), past one tile a row
  const lookback: FoldVariant[] =
    profile.lookbackSpins === null || e.op.resultTypes.some((t) => t === 'float')
      ? []
      : [{ when: { k: 'atLeast', size: { k: 'len' }, n: W * SCAN_PER_THREAD + 1 }, strategy: { k: 'lookback', workgroup: W, perThread: SCAN_PER_THREAD, spins: profile.lookbackSpins } }];
  return [
    { when: { k: 'atMost', size: { k: 'len' }, n: SHORT_ROW }, strategy: { k: 'threadPerRow' } },
    ...lookback,
    // a scan's blocks are contiguous runs of W·L elements, one workgroup each
    { when: always, strategy: { k: 'cooperative', workgroup: W, perThread: SCAN_PER_THREAD, order: 'contiguous', groupsPerRow: lBin('cdiv', { k: 'len' }, lConst(W * SCAN_PER_THREAD)) } },
  ];
}

const always: Guard = { k: 'always' };

/** Results a fold needs before workgroup tiles (64 × 64 of them) are worth it. */
export const TILED_MIN_ROWS = 4096;
const TILED: FoldStrategy = { k: 'tiled', tile: [64, 64], depth: 16, perThread: [4, 4] };
/** Values the row and column sides may keep in workgroup memory (each a 64 × 16 tile of words) within 16 KiB. */
const TILE_VALUES = 4;

/**
 * Whether a fold can run as workgroup tiles: one commutative fold with a neutral element, a map
 * lambda of indices only that splits into a row side and a column side (a product's shape).
 */
function tileable(e: Extract<SoacExp, { tag: 'redomap' }>): boolean {
  if (e.op.resultTypes.length !== 1 || e.neutral === null || e.arrays.length > 0 || !commutes(e.op)) return false;
  const split = splitForTiles(e.map, e.shape.length, 1);
  return split !== null && split.rowValues.length + split.colValues.length <= TILE_VALUES;
}

function chunked(profile: DeviceProfile): FoldStrategy {
  return { k: 'chunked', budget: profile.loopBudget ?? 1 << 30, targetInvocations: TARGET_INVOCATIONS, finalLevel: FINAL_LEVEL };
}

/**
 * Whether a fold's operator commutes, so invocations may take strided elements: each of its
 * results is one commutative scalar op of the matching left and right parameters.
 */
export function commutes(op: Lambda): boolean {
  const f = op.resultTypes.length;
  if (op.body.length !== f) return false;
  return op.results.every((r, i) => {
    const s = op.body.find((b) => b.names.some((n) => r.k === 'var' && n.name === r.name));
    if (s === undefined || s.exp.tag !== 'bin' || !BIN_OPS[s.exp.op].commutative) return false;
    const args = [s.exp.left, s.exp.right].map((a) => (a.k === 'var' ? a.name : null)).sort();
    const want = [op.params[i]!.name, op.params[f + i]!.name].sort();
    return args[0] === want[0] && args[1] === want[1];
  });
}

/**
 * With constant sizes the guards are decided now: drop the variants that cannot apply and stop
 * at the first that must (one that needs the lambda's loop cost is kept for the renderer).
 */
function prune(vs: readonly FoldVariant[], shape: readonly Size[]): FoldVariant[] {
  const dims = constDims(shape);
  if (dims === null) return [...vs];
  const out: FoldVariant[] = [];
  for (const v of vs) {
    if (needsCost(v.when)) {
      out.push(v);
      continue;
    }
    if (!guardHolds(v.when, dims, () => 0)) continue;
    out.push({ when: always, strategy: v.strategy });
    return out;
  }
  return out;
}

const needsCost = (g: Guard): boolean => g.k === 'rowWithinBudget' || (g.k === 'and' && g.all.some(needsCost));

export function constDims(shape: readonly Size[]): LaunchDims | null {
  if (!shape.every((s) => s.k === 'const')) return null;
  const ns = shape.map((s) => (s as { n: number }).n);
  return { rows: ns.slice(0, -1).reduce((a, b) => a * b, 1), len: ns[ns.length - 1] ?? 1 };
}

/** The strategy a fold plan runs at these sizes (for `aplc plan` with known sizes; cost 0). */
export function strategyAt(plan: Extract<KernelPlan, { kind: 'segred' | 'segscan' }>, dims: LaunchDims): FoldStrategy {
  return chooseVariant(plan.variants, dims, () => 0);
}

export const constShape = (ns: readonly number[]): Size[] => ns.map(cSize);
