// fuse (vertical): producers are computed inside their consumers instead of going through memory.
//
// A consumer is a SOAC (map, redomap, scanomap). Each array it reads is resolved backwards, at the
// index the consumer reads it:
// - an index transformation (rotate, reverse, rearrange, window; fuse-views.ts) becomes index
//   arithmetic on its source, which is then resolved in turn;
// - iota, replicate and maps with no inputs and a few scalar ops are index arithmetic too, and are
//   recomputed wherever they are read;
// - a map read by nothing else is absorbed: its lambda is copied into the consumer's, its inputs
//   are resolved at the same index (after Futhark's map∘map, map into redomap and scanomap). Its
//   outputs that later statements also read become extra outputs of a map consumer;
// - a reshape of such a map is pushed through it (the map runs over the new shape);
// - anything else is materialised: an input of the consumer, or an index into it.
//
// Never duplicate work: a map is absorbed only when it is read at one index per consumer element
// and that index is different for every element (reads through views are bijections; reads by the
// lowering's own index statements, as in an outer product, are not assumed to be). Views are
// applied to arbitrary indices only when an out-of-range index still fails (rearrange, reverse);
// otherwise only to indices known to be in range (the consumer's own iteration indices).
// Never reorder errors: a producer that may fail moves to its consumer only across statements
// that cannot fail or print (effects.ts).
import type { Atom, Body, Exp, Lambda, Param, Program, Size, Stmt, Type } from '../core-ir/syntax.js';
import { mustKeep, stmtCanFail } from './effects.js';
import { FreshNames, freeVars, Renamer, sameShape, cachedReads, substitute } from './ir-names.js';
import { delinearise, indexKey, isCheapMap, isView, LocalCode, viewRead } from './fuse-views.js';
import { collectTypes, provablySameCount } from './fuse-facts.js';
import { removeDeadIndexCode } from './fuse-dead-index.js';

type Soac = Extract<Exp, { tag: 'map' | 'redomap' | 'scanomap' }>;
type MapExp = Extract<Exp, { tag: 'map' }>;

const isSoac = (e: Exp): e is Soac => e.tag === 'map' || e.tag === 'redomap' || e.tag === 'scanomap';
const soacLambda = (e: Soac): Lambda => (e.tag === 'map' ? e.lambda : e.map);

/** A binding visible to a consumer: its statement and position in the consumer's body (-1: outside it). */
interface Def {
  readonly stmt: Stmt;
  readonly pos: number;
}

/** How a consumer reads an array. */
interface Mode {
  /** the index is known to be in the array's bounds */
  readonly inRange: boolean;
  /** consumer elements read distinct elements of the array */
  readonly injective: boolean;
  /** the index is the consumer's own iteration index and the array has its shape */
  readonly identity: boolean;
  /** every link from the consumer down to here is read by its parent alone */
  readonly exclusive: boolean;
  /** position of the statement that reads the array (the consumer or a view) */
  readonly parent: number;
  /**
   * maps may be recomputed here: false below a cheap map that is itself recomputed, so that
   * recomputation never compounds (a chain of cheap maps read at nine places is materialised)
   */
  readonly mapsOk: boolean;
}

export function fuseVertical(p: Program<'soacs'>): Program<'soacs'> {
  const f = new VerticalFusion(p);
  const body = f.body(p.body, new Map());
  return f.changed ? { ...p, body } : p;
}

const reads = cachedReads;

/** The position the body's results read from: after every statement. */
const RESULTS = Number.MAX_SAFE_INTEGER;

export class VerticalFusion {
  changed = false;
  readonly fresh: FreshNames;
  readonly types: Map<string, Type>;

  constructor(p: Program<'soacs'>) {
    this.fresh = FreshNames.forProgram(p);
    this.types = collectTypes(p);
  }

  body(b: Body, outer: ReadonlyMap<string, Def>): Body {
    // index arithmetic defined here may be recomputed in nested bodies; nothing else crosses
    const visible = new Map(outer);
    for (const s of b.stmts) {
      if (isView(s.exp) || s.exp.tag === 'iota' || s.exp.tag === 'replicate' || isCheapMap(s.exp)) {
        for (const q of s.names) visible.set(q.name, { stmt: s, pos: -1 });
      }
    }
    const work = b.stmts.map((s) => this.nested(s, visible));
    for (let c = work.length - 1; c >= 0; c--) {
      for (let round = 0; round < 64; round++) {
        const s = work[c]!;
        if (!isSoac(s.exp)) break;
        const r = new ConsumerFusion(this, work, c, outer, b.results).run();
        if (r === null) break;
        this.changed = true;
        work[c] = r.stmt;
        work.splice(c, 0, ...r.pre);
        c += r.pre.length;
        for (const pos of [...r.absorbed].sort((x, y) => y - x)) {
          work.splice(pos, 1);
          c--;
        }
        c -= removeDeadIndexCode(work, b.results, c, this.types);
      }
    }
    return this.changed ? { stmts: work, results: b.results } : b;
  }

  private nested(s: Stmt, visible: ReadonlyMap<string, Def>): Stmt {
    const e = s.exp;
    if (e.tag === 'if') return { ...s, exp: { ...e, then: this.body(e.then, visible), else: this.body(e.else, visible) } };
    if (e.tag === 'loop') {
      const form = e.form.k === 'while' ? { k: 'while' as const, cond: this.body(e.form.cond, visible) } : e.form;
      return { ...s, exp: { ...e, form, body: this.body(e.body, visible) } };
    }
    return s;
  }
}

interface Rewrite {
  readonly stmt: Stmt;
  /** positions of producers now computed by the consumer */
  readonly absorbed: ReadonlySet<number>;
  /** statements to insert just before the consumer */
  readonly pre: readonly Stmt[];
}

/** One attempt at fusing into the SOAC at position c of `work`. */
class ConsumerFusion {
  private readonly e: Soac;
  private readonly lam: Lambda;
  private readonly code: LocalCode;
  private readonly inputs: { array: string; param: Param }[] = [];
  private readonly absorbed = new Set<number>();
  private readonly kept: { name: Param; value: Atom }[] = [];
  private readonly pre: Stmt[] = [];
  private rewrote = false;
  private readonly refs = new Map<string, Set<number>>();
  private readonly defs = new Map<string, Def>();
  private readonly freeInLam: ReadonlySet<string>; // what the consumer's lambda reads itself
  /** the consumer lambda's scalar ops so far, by name: a residue `c|i` is an index below c */
  private readonly residues = new Map<string, Extract<Exp, { tag: 'bin' }>>();

  constructor(
    private readonly f: VerticalFusion,
    private readonly work: readonly Stmt[],
    private readonly c: number,
    outer: ReadonlyMap<string, Def>,
    results: readonly Atom[],
  ) {
    const s = work[c]!;
    this.e = s.exp as Soac;
    this.lam = soacLambda(this.e);
    this.freeInLam = freeVars({ tag: 'map', shape: [], arrays: [], lambda: this.lam });
    this.code = new LocalCode(f.fresh, s.loc);
    for (const [n, d] of outer) this.defs.set(n, d);
    work.forEach((st, pos) => {
      for (const q of st.names) this.defs.set(q.name, { stmt: st, pos });
      for (const n of reads(st)) this.addRef(n, pos);
    });
    for (const a of results) if (a.k === 'var') this.addRef(a.name, RESULTS);
  }

  private addRef(n: string, pos: number): void {
    let r = this.refs.get(n);
    if (r === undefined) this.refs.set(n, (r = new Set()));
    r.add(pos);
  }

  private readBy(n: string, pos: number): boolean {
    const r = this.refs.get(n);
    return r !== undefined && r.size === 1 && r.has(pos);
  }

  /** The consumer reads n only as an input at its own index: one of its arrays, of its shape, and not in its lambda. */
  private readsAtOwnIndex(n: string): boolean {
    const t = this.typeOf(n);
    return this.e.arrays.includes(n) && t !== undefined && sameShape(t.shape, this.e.shape) && !this.freeInLam.has(n);
  }

  private typeOf(n: string): Type | undefined {
    return this.f.types.get(n);
  }

  run(): Rewrite | null {
    const { e, lam } = this;
    const rank = e.shape.length;
    const idx: Atom[] = lam.params.slice(0, rank).map((q) => ({ k: 'var', name: q.name }));
    const elemParams = lam.params.slice(rank);
    const freeInLam = this.freeInLam;
    const subst = new Map<string, Atom>();
    e.arrays.forEach((x, j) => {
      const q = elemParams[j]!;
      const t = this.typeOf(x);
      if (t === undefined || !sameShape(t.shape, e.shape)) {
        subst.set(q.name, this.input(x, q));
        return;
      }
      const mode: Mode = { inRange: true, injective: true, identity: true, exclusive: !freeInLam.has(x), parent: this.c, mapsOk: true };
      subst.set(q.name, this.read(x, idx, mode, this.code, q));
    });
    for (const s of lam.body) {
      const st = { ...s, exp: substitute.exp(s.exp, subst) };
      const v = st.exp.tag === 'index' && st.names.length === 1 ? this.indexSite(st.exp, idx) : null;
      if (v === null) this.code.push(st, undefined);
      else subst.set(st.names[0]!.name, v);
      if (st.exp.tag === 'bin' && st.names.length === 1) this.residues.set(st.names[0]!.name, st.exp);
    }
    const inputsSame = this.inputs.length === e.arrays.length && this.inputs.every((x, j) => x.array === e.arrays[j] && x.param === elemParams[j]);
    if (!this.rewrote && this.absorbed.size === 0 && inputsSame) return null;
    const results = lam.results.map((a) => substitute.atom(a, subst));
    const newLam: Lambda = {
      params: [...lam.params.slice(0, rank), ...this.inputs.map((x) => x.param)],
      body: this.code.stmts,
      results: [...results, ...this.kept.map((k) => k.value)],
      resultTypes: [...lam.resultTypes, ...this.kept.map((k) => k.name.type.elem)],
    };
    const arrays = this.inputs.map((x) => x.array);
    const s = this.work[this.c]!;
    const exp: Exp = e.tag === 'map' ? { ...e, arrays, lambda: newLam } : { ...e, arrays, map: newLam };
    return { stmt: { ...s, names: [...s.names, ...this.kept.map((k) => k.name)], exp }, absorbed: this.absorbed, pre: this.pre };
  }

  /** an element input of the consumer (one per array) */
  private input(x: string, prefer?: Param): Atom {
    const have = this.inputs.find((i) => i.array === x);
    if (have !== undefined) return { k: 'var', name: have.param.name };
    const elem = this.typeOf(x)?.elem ?? prefer?.type.elem ?? 'int';
    const param = prefer ?? { name: this.f.fresh.fresh('_e'), type: { elem, shape: [] } };
    this.inputs.push({ array: x, param });
    return { k: 'var', name: param.name };
  }

  /** An index statement of the consumer's lambda, resolved when that gains something (else null). */
  private indexSite(ix: Extract<Exp, { tag: 'index' }>, idx: readonly Atom[]): Atom | null {
    const x = ix.array;
    const t = this.typeOf(x);
    if (t === undefined) return null;
    const identity = sameShape(t.shape, this.e.shape) && ix.idx.length === idx.length && ix.idx.every((a, k) => a.k === 'var' && a.name === (idx[k] as { name: string }).name);
    // in range: each index is one of the consumer's own indices, over a dim of the same size
    // in range: each index is one of the consumer's own indices, over a dim of the same size, or
    // the residue c|i of a positive constant c that is the dim (⍴'s cycling through its source)
    const inRange = ix.idx.every((a, k) => {
      const j = idx.findIndex((p) => a.k === 'var' && p.k === 'var' && p.name === a.name);
      return (j >= 0 && sameShape([t.shape[k]!], [this.e.shape[j]!])) || this.residueBelow(a, t.shape[k]!);
    });
    const def = this.defs.get(x);
    const d = def?.stmt.exp;
    const indexCode = (e: Exp | undefined): boolean => e !== undefined && (isView(e) || e.tag === 'iota' || e.tag === 'replicate' || (isCheapMap(e) && e.arrays.length === 0));
    const useful = identity || (d !== undefined && (
      (isView(d) && (inRange || d.tag === 'rearrange' || d.tag === 'reverse')) ||
      (inRange && (d.tag === 'iota' || d.tag === 'replicate' || isCheapMap(d))) ||
      // a reshape of index code: the flat position gives the source's index
      (inRange && d.tag === 'reshape' && indexCode(this.defs.get(d.array)?.stmt.exp))));
    if (!useful) return null;
    // the index gives way to the element input; else what `read` rewrites says so itself: a read
    // that ends as the same index again (a map it may not recompute) changes nothing, and taking
    // it for a change kept the fuse fixpoint renaming that index to its cap
    if (identity) this.rewrote = true;
    const mode: Mode = { inRange, injective: identity, identity, exclusive: false, parent: this.c, mapsOk: true };
    return this.read(x, identity ? idx : ix.idx, mode, this.code);
  }

  /** Whether `a` is `c|i` for the constant dim c > 0, so in [0, c) whatever i is. */
  private residueBelow(a: Atom, dim: Size): boolean {
    const r = a.k === 'var' ? this.residues.get(a.name) : undefined;
    return r !== undefined && r.op === 'mod' && dim.k === 'const' && dim.n > 0 && r.left.k === 'const' && r.left.value === dim.n;
  }

  /** The value of array x at `at`, read as `mode` says; code goes to `code`. */
  private read(x: string, at: readonly Atom[], mode: Mode, code: LocalCode, prefer?: Param): Atom {
    const memoKey = indexKey(x, at);
    const hit = code.lookup(memoKey);
    if (hit !== undefined) return hit;
    const v = this.resolve(x, at, mode, code, prefer);
    code.remember(memoKey, v);
    return v;
  }

  private resolve(x: string, at: readonly Atom[], mode: Mode, code: LocalCode, prefer?: Param): Atom {
    const def = this.defs.get(x);
    const d = def?.stmt.exp;
    const elem = this.typeOf(x)?.elem ?? 'int';
    if (def !== undefined && d !== undefined) {
      if (isView(d) && (mode.inRange || d.tag === 'rearrange' || d.tag === 'reverse')) {
        const src = this.typeOf(d.array);
        if (src !== undefined) {
          this.rewrote = true;
          const vr = viewRead(d, src, at, code);
          const child: Mode = {
            inRange: mode.inRange,
            injective: mode.injective && vr.guard === null,
            identity: false,
            exclusive: mode.exclusive && def.pos >= 0 && this.readBy(x, mode.parent),
            parent: def.pos,
            mapsOk: mode.mapsOk,
          };
          if (vr.guard === null) return this.read(vr.src, vr.idx, child, code);
          const branch = code.child();
          const inner = this.read(vr.src, vr.idx, { ...child, inRange: true, injective: false }, branch);
          return code.ifValue(vr.guard, branch, inner, vr.fill!, elem);
        }
      }
      if (mode.inRange && d.tag === 'iota') {
        this.rewrote = true;
        return at[0]!;
      }
      if (mode.inRange && d.tag === 'replicate') {
        this.rewrote = true;
        return d.value;
      }
      if (d.tag === 'map') {
        if (mode.mapsOk && this.absorbable(def, x, mode)) return this.inline(def, x, at, mode, code, true);
        if (isCheapMap(d) && mode.inRange && this.recomputable(d, mode)) return this.inline(def, x, at, mode, code, false);
      }
      if (d.tag === 'reshape') {
        const pushed = mode.identity ? this.pushReshape(def, x, at, mode, code) : null;
        if (pushed !== null) return pushed;
        const through = mode.inRange ? this.throughReshape(def, x, d, at, mode, code) : null;
        if (through !== null) return through;
      }
    }
    return mode.identity ? this.input(x, prefer) : code.index(x, at, elem);
  }

  /**
   * Whether a cheap map may be recomputed where it is read: index arithmetic always; a map of
   * inputs only when those are in memory anyway (recomputing it must not stop them from fusing
   * elsewhere, and must not compound: see Mode.mapsOk).
   */
  private recomputable(d: MapExp, mode: Mode): boolean {
    if (d.arrays.length === 0) return true;
    if (!mode.mapsOk) return false;
    return d.arrays.every((z) => {
      const zd = this.defs.get(z);
      if (zd === undefined || zd.pos < 0) return true;
      const t = zd.stmt.exp.tag;
      return !(t === 'map' || t === 'reshape' || isView(zd.stmt.exp));
    });
  }

  /**
   * Whether the map bound at `def` may be computed inside the consumer: read at one injective
   * index, by the parent alone (a map consumer may keep outputs that later statements read), and
   * allowed to move to the consumer's position.
   */
  private absorbable(def: Def, x: string, mode: Mode): boolean {
    if (def.pos < 0 || def.pos >= this.c || this.absorbed.has(def.pos)) return false;
    if (!mode.inRange || !mode.injective || !mode.exclusive) return false;
    const p = def.stmt.exp as MapExp;
    // a consumer keeps outputs others read later: a map as more outputs, a redomap or scanomap as
    // mapped outputs (syntax.ts)
    const keepOk = mode.parent === this.c && mode.identity;
    for (const q of def.stmt.names) {
      const t = this.typeOf(q.name);
      if (t === undefined || !sameShape(t.shape, p.shape)) return false;
      for (const pos of this.refs.get(q.name) ?? []) {
        if (pos === mode.parent) {
          // a sibling output exists, once absorbed, only as its values at this index (not by index in the lambda)
          if (q.name !== x && pos === this.c && !(mode.identity && this.readsAtOwnIndex(q.name))) return false;
          continue;
        }
        if (!(keepOk && pos > this.c)) return false;
      }
    }
    if (stmtCanFail(def.stmt, (n) => this.typeOf(n))) {
      for (let i = def.pos + 1; i < this.c; i++) {
        if (!this.absorbed.has(i) && mustKeep(this.work[i]!, (n) => this.typeOf(n))) return false;
      }
    }
    return true;
  }

  /** copies the map at `def` into the consumer's lambda at index `at`; returns output x's value */
  private inline(def: Def, x: string, at: readonly Atom[], mode: Mode, code: LocalCode, absorb: boolean): Atom {
    const p = def.stmt.exp as MapExp;
    const lam = p.lambda;
    const r = p.shape.length;
    const subst = new Map<string, Atom>();
    lam.params.slice(0, r).forEach((q, k) => subst.set(q.name, at[k]!));
    p.arrays.forEach((z, j) => {
      const zt = this.typeOf(z);
      const inShape = zt !== undefined && sameShape(zt.shape, p.shape);
      const zMode: Mode = {
        inRange: mode.inRange && inShape,
        injective: mode.injective && inShape,
        identity: mode.identity && zt !== undefined && sameShape(zt.shape, this.e.shape),
        exclusive: mode.exclusive && absorb,
        parent: def.pos,
        mapsOk: mode.mapsOk && absorb,
      };
      subst.set(lam.params[r + j]!.name, this.read(z, at, zMode, code));
    });
    return this.copyBody(def, x, at, code, absorb, subst);
  }

  private copyBody(def: Def, x: string, at: readonly Atom[], code: LocalCode, absorb: boolean, subst: Map<string, Atom>): Atom {
    const lam = (def.stmt.exp as MapExp).lambda;
    for (const s of new Renamer(this.f.fresh).stmts(lam.body, subst)) code.push(s, def.stmt.loc);
    const results = lam.results.map((a) => substitute.atom(a, subst));
    let mine: Atom | null = null;
    def.stmt.names.forEach((q, i) => {
      code.remember(indexKey(q.name, at), results[i]!);
      if (q.name === x) mine = results[i]!;
      if (absorb && [...(this.refs.get(q.name) ?? [])].some((pos) => pos > this.c)) this.kept.push({ name: q, value: results[i]! });
    });
    this.rewrote = true;
    if (absorb) this.absorbed.add(def.pos);
    return mine ?? results[0]!;
  }

  /**
   * Reads through a reshape by recomputing the source's index from the flat position, when the
   * source is index code or an absorbable map (else the reshaped array itself is read: a reshape
   * costs nothing on the GPU, div and mod per element do).
   */
  private throughReshape(def: Def, x: string, d: Extract<Exp, { tag: 'reshape' }>, at: readonly Atom[], mode: Mode, code: LocalCode): Atom | null {
    const src = this.typeOf(d.array);
    const sdef = this.defs.get(d.array);
    if (src === undefined || sdef === undefined) return null;
    // a reshape that may fail stays for its check once nothing reads it, and it reads the source:
    // then the consumer is not the source's only reader, and must not absorb it
    const sameCount = provablySameCount(src.shape, d.shape, this.defs);
    const child: Mode = {
      inRange: true,
      injective: mode.injective,
      identity: false,
      exclusive: mode.exclusive && sameCount && def.pos >= 0 && this.readBy(x, mode.parent),
      parent: def.pos,
      mapsOk: mode.mapsOk,
    };
    const s: Exp = sdef.stmt.exp;
    const absorbableMap = s.tag === 'map' && sameCount && this.absorbable(sdef, d.array, child);
    const worth = absorbableMap || isView(s) || s.tag === 'iota' || s.tag === 'replicate' || (isCheapMap(s) && this.recomputable(s, mode));
    if (!worth) return null;
    this.rewrote = true;
    return this.read(d.array, delinearise(at, d.shape, src.shape, code), child, code);
  }

  /**
   * A reshape of a map read at the consumer's own index: the map runs over the reshaped shape
   * instead, its inputs reshaped (free: same elements in the same order), its index parameters
   * recomputed from the flat position when it uses them.
   */
  private pushReshape(def: Def, x: string, at: readonly Atom[], mode: Mode, code: LocalCode): Atom | null {
    const rs = def.stmt.exp as Extract<Exp, { tag: 'reshape' }>;
    const pdef = this.defs.get(rs.array);
    if (pdef === undefined || pdef.stmt.exp.tag !== 'map' || def.pos < 0) return null;
    const p = pdef.stmt.exp;
    if (pdef.stmt.names.length !== 1 || !provablySameCount(p.shape, rs.shape, this.defs)) return null;
    if (!mode.exclusive || !this.readBy(x, mode.parent)) return null;
    const pMode: Mode = { inRange: true, injective: true, identity: false, exclusive: true, parent: def.pos, mapsOk: mode.mapsOk };
    if (!this.absorbable(pdef, rs.array, pMode)) return null;
    if (!p.arrays.every((z) => { const t = this.typeOf(z); return t !== undefined && sameShape(t.shape, p.shape); })) return null;
    const lam = p.lambda;
    const r = p.shape.length;
    const subst = new Map<string, Atom>();
    const bodyVars = freeVars({ tag: 'map', shape: [], arrays: [], lambda: { ...lam, params: [] } });
    const pIdx = lam.params.slice(0, r).some((q) => bodyVars.has(q.name)) ? delinearise(at, rs.shape, p.shape, code) : p.shape.map((): Atom => ({ k: 'const', value: 0, elem: 'int' }));
    lam.params.slice(0, r).forEach((q, k) => subst.set(q.name, pIdx[k]!));
    const reshaped = new Map<string, string>();
    p.arrays.forEach((z, j) => {
      let z2 = reshaped.get(z);
      if (z2 === undefined) {
        z2 = this.f.fresh.fresh('_r');
        const type: Type = { elem: this.typeOf(z)!.elem, shape: rs.shape };
        this.f.types.set(z2, type);
        this.pre.push({ names: [{ name: z2, type }], exp: { tag: 'reshape', shape: rs.shape, array: z }, ...(def.stmt.loc ? { loc: def.stmt.loc } : {}) });
        reshaped.set(z, z2);
      }
      subst.set(lam.params[r + j]!.name, this.input(z2));
    });
    return this.copyBody(pdef, rs.array, at, code, true, subst);
  }
}
