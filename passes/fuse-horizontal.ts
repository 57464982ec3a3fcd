// fuse (horizontal): sibling SOACs over the same shape, neither reading the other, become one:
// one kernel instead of two, inputs they share read once, and a producer both read now has a
// single consumer, which vertical fusion (fuse.ts) can then absorb.
// - two maps: one map with the outputs of both;
// - two reductions (redomap), or two scans (scanomap), with the same associativity: one that
//   folds the values of both at once (syntax.ts, redomap), e.g. (⌊/v),(⌈/v) in one pass over v;
// - a map and a reduction: the map's outputs become mapped outputs of the reduction, computed
//   where it maps each element. Not a map and a scan: an associative scan calls its map twice
//   per element and a non-associative one once per prefix, so the map's work would be repeated.
//
// The merged SOAC stands where one of the two stood; the other moves, so the same rules as for
// vertical fusion apply: nothing between may read what moves down, what moves up may read nothing
// bound between, and a SOAC that may fail never moves across a statement that may fail or print.
// A merge that would bind more storage buffers than every WebGPU device offers is not made.
import { foldCount, type Atom, type Body, type Exp, type Lambda, type Program, type SrcLoc, type Stmt, type Type } from '../core-ir/syntax.js';
import { mustKeep, stmtCanFail } from './effects.js';
import { collectTypes } from './fuse-facts.js';
import { DEVICE_RESULTS } from './fuse-scalars.js';
import { FreshNames, mapNestedBodies, Renamer, sameShape, cachedReads } from './ir-names.js';

type Soac = Extract<Exp, { tag: 'map' | 'redomap' | 'scanomap' }>;

const isSoac = (e: Exp): e is Soac => e.tag === 'map' || e.tag === 'redomap' || e.tag === 'scanomap';

/**
 * Storage buffers a merged kernel may bind: WebGPU's guaranteed maxStorageBuffersPerShaderStage
 * (adapters may offer more; Mesa's llvmpipe 16), so a fused program runs on every device.
 */
export const MAX_STORAGE_BUFFERS = 8;

/** A SOAC's parts: its map lambda, f folded values (0 for a map), its op and neutrals. */
interface Parts {
  readonly lam: Lambda;
  readonly f: number;
  readonly op: Lambda | null;
  readonly neutral: readonly Atom[] | null;
}

/** a's folded items, b's, then a's mapped items, b's: the order of syntax.ts (redomap) */
function foldsFirst<T>(a: readonly T[], fa: number, b: readonly T[], fb: number): T[] {
  return [...a.slice(0, fa), ...b.slice(0, fb), ...a.slice(fa), ...b.slice(fb)];
}

function parts(e: Soac): Parts {
  if (e.tag === 'map') return { lam: e.lambda, f: 0, op: null, neutral: null };
  return { lam: e.map, f: foldCount(e), op: e.op, neutral: e.tag === 'redomap' ? e.neutral : null };
}

/** Whether two SOACs over the same shape may become one (see the head comment). */
function compatible(a: Soac, b: Soac): boolean {
  if (!sameShape(a.shape, b.shape)) return false;
  if (a.tag === 'map' || b.tag === 'map') return a.tag !== 'scanomap' && b.tag !== 'scanomap';
  if (a.tag !== b.tag || a.assoc !== b.assoc) return false;
  // an empty fold with no neutral fails, and would fail at the other's place: keep them apart
  return a.tag === 'scanomap' || (a.neutral !== null && (b as typeof a).neutral !== null);
}

export function fuseHorizontal(p: Program<'soacs'>): Program<'soacs'> {
  return fuse(p, false);
}

/**
 * Only reductions with reductions and scans with scans: run before vertical fusion, which would
 * otherwise absorb a producer they share into the first of them, keep it as a mapped output, and
 * so make the others read the first (see pipeline.ts). Maps wait: merged early they could no
 * longer fuse into different consumers.
 */
export function fuseSiblingFolds(p: Program<'soacs'>): Program<'soacs'> {
  return fuse(p, true);
}

function fuse(p: Program<'soacs'>, foldsOnly: boolean): Program<'soacs'> {
  const h = new HorizontalFusion(FreshNames.forProgram(p), collectTypes(p), foldsOnly);
  const body = h.body(p.body);
  return h.changed ? { ...p, body } : p;
}

/** Statements of a lambda body without a location report at the map they came from. */
function located(stmts: readonly Stmt[], loc: SrcLoc | undefined): Stmt[] {
  return stmts.map((s) => (s.loc === undefined && loc !== undefined ? { ...s, loc } : s));
}

class HorizontalFusion {
  changed = false;
  constructor(private readonly fresh: FreshNames, private readonly types: ReadonlyMap<string, Type>, private readonly foldsOnly: boolean) {}

  body(b: Body): Body {
    const work = b.stmts.map((s) => this.nested(s));
    // merging keeps every name, so the scalars computed on the device are known once per body
    const device = new Set<string>();
    for (const s of work) if (DEVICE_RESULTS.has(s.exp.tag)) for (const q of s.names) device.add(q.name);
    let merged = true;
    while (merged) {
      merged = false;
      for (let j = 1; j < work.length && !merged; j++) {
        for (let i = j - 1; i >= 0 && !merged; i--) {
          const at = this.placement(work, i, j, device);
          if (at === null) continue;
          const m = this.merge(work[i]!, work[j]!);
          if (at.k === 'down') {
            // a's dependents between go down with it, after the merged SOAC
            const moved = new Set(at.dependents);
            const stay = work.slice(i + 1, j).filter((_, k) => !moved.has(i + 1 + k));
            work.splice(i, j - i + 1, ...stay, m, ...at.dependents.map((k) => work[k]!));
          } else {
            work[i] = m;
            work.splice(j, 1);
          }
          merged = true;
          this.changed = true;
        }
      }
    }
    return this.changed ? { stmts: work, results: b.results } : b;
  }

  private nested(s: Stmt): Stmt {
    return mapNestedBodies(s, (b) => this.body(b));
  }

  private canFail(s: Stmt): boolean {
    return stmtCanFail(s, (n) => this.types.get(n));
  }

  /**
   * Where the SOACs at i < j may be merged: at j, the first moving down with the statements
   * between that depend on it (they follow the merged SOAC); at i, the second moving up; or not
   * at all.
   */
  private placement(work: readonly Stmt[], i: number, j: number, device: ReadonlySet<string>): { k: 'down'; dependents: number[] } | { k: 'up' } | null {
    const a = work[i]!;
    const b = work[j]!;
    if (!isSoac(a.exp) || !isSoac(b.exp) || !compatible(a.exp, b.exp)) return null;
    if (this.foldsOnly && (a.exp.tag === 'map' || b.exp.tag === 'map')) return null;
    const aNames = new Set(a.names.map((q) => q.name));
    const bReads = cachedReads(b);
    if ([...aNames].some((n) => bReads.has(n))) return null;
    if (this.buffers(a, b, device) > MAX_STORAGE_BUFFERS) return null;
    const keep = (s: Stmt): boolean => mustKeep(s, (n) => this.types.get(n));
    // a moves down to j: the statements between that read it (directly or not) move too, when
    // they cannot fail or print and b reads none of them
    const tainted = new Set(aNames);
    const dependents: number[] = [];
    for (let k = i + 1; k < j; k++) {
      const s = work[k]!;
      if (![...cachedReads(s)].some((n) => tainted.has(n))) continue;
      dependents.push(k);
      for (const q of s.names) tainted.add(q.name);
    }
    const depsMovable = dependents.every((k) => !keep(work[k]!)) && ![...bReads].some((n) => tainted.has(n));
    const blocksA = work.slice(i + 1, j).some((s, k) => !dependents.includes(i + 1 + k) && keep(s));
    if (depsMovable && !(this.canFail(a) && blocksA)) return { k: 'down', dependents };
    // b moves up to i: it reads nothing bound between
    const between = work.slice(i + 1, j);
    const boundBetween = new Set(between.flatMap((s) => s.names.map((q) => q.name)));
    if (!(this.canFail(b) && between.some(keep)) && ![...bReads].some((n) => boundBetween.has(n))) return { k: 'up' };
    return null;
  }

  /**
   * Storage buffers a kernel of the merged SOAC would bind, counted high. The first (or only)
   * kernel: every array read (inputs, and arrays its lambdas index), scalars computed on the
   * device, every output, and the status word when either may fail; a scan's second pass also
   * reads a carry per fold. The later levels of a reduction read and write a buffer of partials
   * per fold (gpu/kernels-soac.ts); a scan's levels, a carry per fold more.
   */
  private buffers(a: Stmt, b: Stmt, device: ReadonlySet<string>): number {
    const read = new Set([...cachedReads(a), ...cachedReads(b)]);
    let n = 0;
    for (const x of read) {
      const t = this.types.get(x);
      if ((t !== undefined && t.shape.length > 0) || device.has(x)) n++;
    }
    const status = this.canFail(a) || this.canFail(b) ? 1 : 0;
    const scan = a.exp.tag === 'scanomap' || b.exp.tag === 'scanomap';
    const f = parts(a.exp as Soac).f + parts(b.exp as Soac).f;
    const first = n + a.names.length + b.names.length + status + (scan ? f : 0);
    return Math.max(first, (scan ? 3 : 2) * f + status);
  }

  /**
   * The merged SOAC: the lambdas' parameters joined (an array both read is one input), their
   * bodies one after the other; results and names ordered as syntax.ts wants, the folded values of
   * a then b, then the mapped outputs (a map's outputs) of a then b.
   */
  private merge(a: Stmt, b: Stmt): Stmt {
    const ea = a.exp as Soac;
    const eb = b.exp as Soac;
    const pa = parts(ea);
    // b renamed throughout: sibling lambdas may use the same names
    const ren = new Renamer(this.fresh);
    const pb0 = parts(eb);
    const pb: Parts = { ...pb0, lam: ren.lambda(pb0.lam, new Map()), op: pb0.op === null ? null : ren.lambda(pb0.op, new Map()) };
    const rank = ea.shape.length;
    const la = pa.lam;
    const lb = pb.lam;
    const subst = new Map<string, Atom>();
    lb.params.slice(0, rank).forEach((q, k) => subst.set(q.name, { k: 'var', name: la.params[k]!.name }));
    const arrays = [...ea.arrays];
    const params = [...la.params];
    eb.arrays.forEach((x, k) => {
      const q = lb.params[rank + k]!;
      const have = arrays.indexOf(x);
      if (have >= 0) subst.set(q.name, { k: 'var', name: params[rank + have]!.name });
      else {
        arrays.push(x);
        params.push(q);
      }
    });
    const bBody = new Renamer(null).stmts(lb.body, subst);
    const bResults = lb.results.map((r) => (r.k === 'var' ? subst.get(r.name) ?? r : r));
    const fa = pa.f;
    const fb = pb.f;
    const lambda: Lambda = {
      params,
      body: [...located(la.body, a.loc), ...located(bBody, b.loc)],
      results: foldsFirst(la.results, fa, bResults, fb),
      resultTypes: foldsFirst(la.resultTypes, fa, lb.resultTypes, fb),
    };
    const names = foldsFirst(a.names, fa, b.names, fb);
    if (ea.tag === 'map' && eb.tag === 'map') return { ...a, names, exp: { tag: 'map', shape: ea.shape, arrays, lambda } };
    const fold = (ea.tag === 'map' ? eb : ea) as Extract<Soac, { tag: 'redomap' | 'scanomap' }>;
    const op = joinOps(pa.op, pb.op);
    const loc = ea.tag === 'map' ? b.loc : a.loc;
    const at = loc === undefined ? {} : { loc };
    if (fold.tag === 'scanomap') return { ...a, ...at, names, exp: { tag: 'scanomap', shape: ea.shape, arrays, map: lambda, op, assoc: fold.assoc } };
    const neutral = pa.neutral !== null && pb.neutral !== null ? [...pa.neutral, ...pb.neutral] : (pa.neutral ?? pb.neutral);
    return { ...a, ...at, names, exp: { tag: 'redomap', shape: ea.shape, arrays, map: lambda, op, neutral, assoc: fold.assoc } };
  }
}

/**
 * The operator of two independent folds: a's f params then b's g for the left operand, the same
 * for the right; a's results then b's (either may be absent: a map has none).
 */
function joinOps(a: Lambda | null, b: Lambda | null): Lambda {
  if (a === null || b === null) {
    const only = a ?? b;
    if (only === null) throw new Error('fuse-horizontal: no operator to join');
    return only;
  }
  const fa = a.resultTypes.length;
  const fb = b.resultTypes.length;
  return {
    params: foldsFirst(a.params, fa, b.params, fb),
    body: [...a.body, ...b.body],
    results: [...a.results, ...b.results],
    resultTypes: [...a.resultTypes, ...b.resultTypes],
  };
}
