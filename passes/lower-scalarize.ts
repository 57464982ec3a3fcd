// Scalarization of lambda bodies. A function applied to scalars (an operand of ¨, of a reduction
// or of a product, a cell function of ⍤) is lowered like any other code, so its body may build
// small arrays: `10000 100 1+.×⍵ M D` makes a 3-vector from three scalars. IR lambdas hold scalar
// code only, so here every array a lambda builds is unrolled into one scalar per element, while
// its shape is a constant: maps and folds become straight-line code, structural operations pick
// elements, and an index known only at run time becomes a chain of selects. Arrays bound outside
// the lambda stay arrays and are read with `index`. Where an array's size is known only at run
// time (`{+/⍳⍵}¨`) or is too large to unroll, scalarization fails with a reason and the caller
// chooses another strategy (or reports a NONCE ERROR naming it).
import type { Atom, Elem, Exp, Lambda, Param, Size, SrcLoc, Stmt, Type } from '../core-ir/syntax.js';
import { irIndex, viewStepOf, type ViewExp } from '../core-ir/views-ir.js';
import { linearIndex, sourceIndex, viewShape, type IndexAlgebra, type View } from '../core-ir/views.js';
import type { Emitter } from './emit.js';
import {
  flat, forEachIndex, intC, product, ScalarizeFailure, scalarizeIf, scalarizeLoop, unrolledGrade, zeroOf, type ScalarizeHost,
} from './lower-scalarize-control.js';

export { ScalarizeFailure } from './lower-scalarize-control.js';


/** The most elements one unrolled array may have, and the most statements one lambda may grow to. */
const MAX_ELEMS = 4096;
const MAX_STMTS = 200_000;

type Val =
  | { readonly k: 'scalar'; readonly atom: Atom }
  | { readonly k: 'array'; readonly elem: Elem; readonly shape: readonly number[]; readonly elems: readonly Atom[] };

const LAMBDA_SCALAR_TAGS = new Set<Exp['tag']>(['atom', 'un', 'bin', 'select', 'index', 'assert']);

/** Whether a lambda already holds scalar code only (then it is left as it is). */
export function isScalarCode(stmts: readonly Stmt[]): boolean {
  return stmts.every((s) => {
    if (s.names.some((n) => n.type.shape.length !== 0)) return false;
    if (LAMBDA_SCALAR_TAGS.has(s.exp.tag)) return true;
    if (s.exp.tag === 'if') return isScalarCode(s.exp.then.stmts) && isScalarCode(s.exp.else.stmts);
    if (s.exp.tag === 'loop') return isScalarCode(s.exp.body.stmts) && (s.exp.form.k === 'for' || isScalarCode(s.exp.form.cond.stmts));
    return false;
  });
}

/** The lambda with every array it builds unrolled into scalars; throws ScalarizeFailure. */
export function scalarizeLambda(em: Emitter, lam: Lambda): Lambda {
  if (isScalarCode(lam.body)) return lam;
  const s = new Scalarizer(em);
  const out: Stmt[] = [];
  s.withOut(out, () => s.stmts(lam.body));
  const results = lam.results.map((a) => s.scalar(a));
  return { params: lam.params, body: out, results, resultTypes: lam.resultTypes };
}

/**
 * A body's statements run inline with their array values unrolled: the results that are arrays of
 * constant shape come back as their elements (used by the lowering of ⍤ and ¨ over cells).
 */
export function scalarizeInline(em: Emitter, stmts: readonly Stmt[], results: readonly Atom[]): { stmts: Stmt[]; results: Atom[][] } {
  const s = new Scalarizer(em);
  const out: Stmt[] = [];
  const rs = s.withOut(out, () => {
    s.stmts(stmts);
    return results.map((a) => s.elements(a));
  });
  return { stmts: out, results: rs };
}

class Scalarizer implements ScalarizeHost {
  private readonly env = new Map<string, Val>();
  private out: Stmt[] = [];
  private count = 0;

  constructor(readonly em: Emitter) {}

  withOut<T>(out: Stmt[], f: () => T): T {
    const saved = this.out;
    this.out = out;
    try {
      return f();
    } finally {
      this.out = saved;
    }
  }

  emit(exp: Exp, elem: Elem, loc: SrcLoc | undefined): Atom {
    if (++this.count > MAX_STMTS) throw new ScalarizeFailure(`the function unrolls to more than ${MAX_STMTS} scalar operations`);
    const name = this.em.fresh('s');
    const t: Type = { elem, shape: [] };
    this.em.declare(name, t);
    this.out.push({ names: [{ name, type: t }], exp, ...(loc ? { loc } : {}) });
    return { k: 'var', name };
  }

  private effect(exp: Exp, loc: SrcLoc | undefined): void {
    this.out.push({ names: [], exp, ...(loc ? { loc } : {}) });
  }

  private elemOf(a: Atom): Elem {
    return a.k === 'const' ? a.elem : this.em.typeOf(a).elem;
  }

  /** An atom of the source as a scalar atom of the output. */
  scalar(a: Atom): Atom {
    if (a.k === 'const') return a;
    const v = this.env.get(a.name);
    if (v === undefined) return a; // bound outside the lambda
    if (v.k === 'scalar') return v.atom;
    if (v.elems.length === 1 && v.shape.length === 0) return v.elems[0]!;
    throw new Error(`scalarize: array ${a.name} used as a scalar`);
  }

  /** An atom of the source as the row-major elements of an unrolled array (a scalar is one). */
  elements(a: Atom): Atom[] {
    if (a.k === 'const') return [a];
    const v = this.env.get(a.name);
    if (v === undefined) {
      const t = this.em.typeOf(a);
      if (t.shape.length === 0) return [a];
      return this.readOuter(a.name, t, undefined).elems as Atom[];
    }
    return v.k === 'scalar' ? [v.atom] : [...v.elems];
  }

  /** An array value: unrolled in the lambda, or bound outside it and read element by element. */
  private array(name: string, loc: SrcLoc | undefined): Extract<Val, { k: 'array' }> {
    const v = this.env.get(name);
    if (v !== undefined) {
      if (v.k === 'array') return v;
      return { k: 'array', elem: this.elemOf(v.atom), shape: [], elems: [v.atom] };
    }
    const t = this.em.typeOf({ k: 'var', name });
    return this.readOuter(name, t, loc);
  }

  private readOuter(name: string, t: Type, loc: SrcLoc | undefined): Extract<Val, { k: 'array' }> {
    if (t.shape.length === 0) return { k: 'array', elem: t.elem, shape: [], elems: [{ k: 'var', name }] };
    const shape = t.shape.map((s) => this.size(s, `the array ${name}`));
    const elems: Atom[] = [];
    forEachIndex(shape, (idx) => {
      elems.push(this.emit({ tag: 'index', array: name, idx: idx.map(intC) }, t.elem, loc));
    });
    return { k: 'array', elem: t.elem, shape, elems };
  }

  /** A size that must be a constant (a size variable bound to a constant in the lambda counts). */
  private size(s: Size, what: string): number {
    if (s.k === 'const') return s.n;
    const v = this.env.get(s.name);
    if (v !== undefined && v.k === 'scalar' && v.atom.k === 'const') return v.atom.value;
    throw new ScalarizeFailure(`${what} has a size known only at run time (${s.name})`);
  }

  shape(ss: readonly Size[], what: string): number[] {
    const shape = ss.map((s) => this.size(s, what));
    if (product(shape) > MAX_ELEMS) throw new ScalarizeFailure(`${what} has ${product(shape)} elements, too many to unroll`);
    return shape;
  }

  bindArray(p: Param, elem: Elem, shape: readonly number[], elems: readonly Atom[]): void {
    this.env.set(p.name, { k: 'array', elem, shape, elems });
  }

  stmts(ss: readonly Stmt[]): void {
    for (const s of ss) this.stmt(s);
  }

  private stmt(s: Stmt): void {
    const e = s.exp;
    const loc = s.loc;
    const p = s.names[0];
    switch (e.tag) {
      case 'atom': {
        if (e.atom.k === 'var' && s.names[0]!.type.shape.length > 0) {
          this.env.set(p!.name, this.array(e.atom.name, loc));
          return;
        }
        this.env.set(p!.name, { k: 'scalar', atom: this.scalar(e.atom) });
        return;
      }
      case 'un':
        this.env.set(p!.name, { k: 'scalar', atom: this.emit({ tag: 'un', op: e.op, arg: this.scalar(e.arg) }, p!.type.elem, loc) });
        return;
      case 'bin':
        this.env.set(p!.name, { k: 'scalar', atom: this.emit({ tag: 'bin', op: e.op, left: this.scalar(e.left), right: this.scalar(e.right) }, p!.type.elem, loc) });
        return;
      case 'select':
        this.env.set(p!.name, { k: 'scalar', atom: this.emit({ tag: 'select', cond: this.scalar(e.cond), then: this.scalar(e.then), else: this.scalar(e.else) }, p!.type.elem, loc) });
        return;
      case 'index': {
        const idx = e.idx.map((a) => this.scalar(a));
        if (!this.env.has(e.array)) {
          this.env.set(p!.name, { k: 'scalar', atom: this.emit({ tag: 'index', array: e.array, idx }, p!.type.elem, loc) });
          return;
        }
        const a = this.array(e.array, loc);
        this.env.set(p!.name, { k: 'scalar', atom: this.pick(a, idx, loc) });
        return;
      }
      case 'lit': {
        const shape = this.shape(e.type.shape, 'a literal');
        if (shape.length === 0) this.env.set(p!.name, { k: 'scalar', atom: { k: 'const', value: e.data[0]!, elem: e.type.elem } });
        else this.bindArray(p!, e.type.elem, shape, e.data.map((v) => ({ k: 'const', value: v, elem: e.type.elem })));
        return;
      }
      case 'iota': {
        const n = this.shape([e.n], 'an index vector')[0]!;
        this.bindArray(p!, 'int', [n], Array.from({ length: n }, (_, i) => intC(i)));
        return;
      }
      case 'replicate': {
        const shape = this.shape(e.shape, 'a replicated array');
        const v = this.scalar(e.value);
        this.bindArray(p!, this.elemOf(v), shape, new Array<Atom>(product(shape)).fill(v));
        return;
      }
      case 'map':
        return this.map(s, e, loc);
      case 'redomap':
      case 'scanomap':
        return this.fold(s, e, loc);
      case 'reshape': {
        const a = this.array(e.array, loc);
        const shape = this.shape(e.shape, 'a reshaped array');
        if (product(shape) !== a.elems.length) {
          this.effect({ tag: 'assert', cond: { k: 'const', value: 0, elem: 'bool' }, cls: 'LENGTH', message: `reshape of ${a.elems.length} elements to shape ${shape.join(' ')}` }, loc);
          this.bindArray(p!, a.elem, shape, new Array<Atom>(product(shape)).fill(zeroOf(a.elem)));
          return;
        }
        this.bindArray(p!, a.elem, shape, a.elems);
        return;
      }
      case 'rearrange':
      case 'reverse':
      case 'rotate':
      case 'window':
        return this.view(p!, e, loc);
      case 'concat': {
        const parts = e.arrays.map((n) => this.array(n, loc));
        const first = parts[0]!;
        const shape = first.shape.map((d, k) => (k === e.axis ? parts.reduce((acc, q) => acc + q.shape[k]!, 0) : d));
        const elems: Atom[] = [];
        forEachIndex(shape, (idx) => {
          let x = idx[e.axis]!;
          let j = 0;
          while (x >= parts[j]!.shape[e.axis]!) x -= parts[j++]!.shape[e.axis]!;
          const q = parts[j]!;
          const src = idx.map((y, k) => (k === e.axis ? x : y));
          elems.push(q.elems[flat(src, q.shape)]!);
        });
        this.bindArray(p!, p!.type.elem, shape, elems.map((a2) => a2));
        return;
      }
      case 'gather': {
        const a = this.array(e.array, loc);
        const ixs = e.axes.map((ax) => (ax === null ? null : this.array(ax, loc)));
        const shape = ixs.flatMap((ix, k) => (ix === null ? [a.shape[k]!] : ix.shape));
        if (product(shape) > MAX_ELEMS) throw new ScalarizeFailure(`a selection of ${product(shape)} elements is too large to unroll`);
        const elems: Atom[] = [];
        forEachIndex(shape, (idx) => {
          let at = 0;
          const src = ixs.map((ix, k) => {
            if (ix === null) return intC(idx[at++]!);
            const own = idx.slice(at, at + ix.shape.length);
            at += ix.shape.length;
            void k;
            return ix.elems[flat(own, ix.shape)]!;
          });
          elems.push(this.pick(a, src, loc));
        });
        this.bindArray(p!, a.elem, shape, elems);
        return;
      }
      case 'scatter': {
        const d = this.array(e.dest, loc);
        const ix = this.array(e.indices, loc);
        // lowering makes plain scatters; value maps come later, from fusion
        if (typeof e.values !== 'string') throw new Error('scalarize: a scatter with a value map');
        const vs = this.array(e.values, loc);
        const elems = [...d.elems];
        ix.elems.forEach((i, w) => {
          const v = vs.elems[w]!;
          if (i.k === 'const') {
            if (i.value >= 0 && i.value < elems.length) elems[i.value] = v;
            return;
          }
          for (let q = 0; q < elems.length; q++) {
            const hit = this.emit({ tag: 'bin', op: 'eq', left: i, right: intC(q) }, 'bool', loc);
            elems[q] = this.emit({ tag: 'select', cond: hit, then: v, else: elems[q]! }, d.elem, loc);
          }
        });
        this.bindArray(p!, d.elem, d.shape, elems);
        return;
      }
      case 'copy':
        this.env.set(p!.name, this.array(e.array, loc));
        return;
      case 'if':
        return scalarizeIf(this, s, e, loc);
      case 'loop':
        return scalarizeLoop(this, s, e, loc);
      case 'assert':
        this.effect({ tag: 'assert', cond: this.scalar(e.cond), cls: e.cls, message: e.message }, loc);
        return;
      case 'output':
        throw new ScalarizeFailure('⎕← inside a function applied to each item');
      case 'grade':
        this.bindArray(p!, 'int', [this.array(e.array, loc).shape[0] ?? 0], unrolledGrade(this, this.array(e.array, loc), e.down, loc));
        return;
      default:
        throw new ScalarizeFailure(`${(e as Exp).tag} cannot be unrolled`);
    }
  }

  /** a[idx] where idx are atoms (constants or run-time values, checked against the shape) */
  private pick(a: Extract<Val, { k: 'array' }>, idx: readonly Atom[], loc: SrcLoc | undefined): Atom {
    if (idx.every((x) => x.k === 'const')) {
      const ix = idx.map((x) => (x as { value: number }).value);
      const bad = ix.findIndex((x, k) => x < 0 || x >= a.shape[k]!);
      if (bad >= 0) {
        this.effect({ tag: 'assert', cond: { k: 'const', value: 0, elem: 'bool' }, cls: 'INDEX', message: `index out of range for axis ${bad} of length ${a.shape[bad]}` }, loc);
        return zeroOf(a.elem);
      }
      return a.elems[flat(ix, a.shape)]!;
    }
    idx.forEach((x, k) => {
      if (x.k === 'const') return;
      const lo = this.emit({ tag: 'bin', op: 'ge', left: x, right: intC(0) }, 'bool', loc);
      const hi = this.emit({ tag: 'bin', op: 'lt', left: x, right: intC(a.shape[k]!) }, 'bool', loc);
      const ok = this.emit({ tag: 'bin', op: 'and', left: lo, right: hi }, 'bool', loc);
      this.effect({ tag: 'assert', cond: ok, cls: 'INDEX', message: `index out of range for axis ${k} of length ${a.shape[k]}` }, loc);
    });
    return this.choose(this.flatIndex(idx, a.shape, loc), a.elems, loc);
  }

  /** Index arithmetic emitted here, one statement for each distinct operation. */
  private indexCode(loc: SrcLoc | undefined): IndexAlgebra<Atom> {
    const memo = new Map<string, Atom>();
    const key = (a: Atom): string => (a.k === 'var' ? a.name : `${a.value}:${a.elem}`);
    const once = (k: string, exp: Exp, elem: Elem): Atom => {
      let v = memo.get(k);
      if (v === undefined) memo.set(k, (v = this.emit(exp, elem, loc)));
      return v;
    };
    return irIndex({
      bin: (op, left, right, _elem, result) => once(`${op} ${key(left)} ${key(right)}`, { tag: 'bin', op, left, right }, result),
      select: (cond, then, els, elem) => once(`? ${key(cond)} ${key(then)} ${key(els)}`, { tag: 'select', cond, then, else: els }, elem),
    });
  }

  /** A view (views.ts) of an unrolled array: each element picked, a window's fill where it reads outside. */
  private view(p: Param, e: ViewExp, loc: SrcLoc | undefined): void {
    const a = this.array(e.array, loc);
    if (e.tag === 'window') this.shape(e.shape, 'a window');
    const ix = this.indexCode(loc);
    const v: View<Atom> = { source: a.shape.map(intC), steps: [viewStepOf(e, (x) => this.scalar(x), (z) => intC(this.size(z, 'a window')))] };
    const shape = viewShape(v).map((d) => ix.known(d)!);
    // only a window has guards, so only its fill is ever used
    const fill = e.tag === 'window' ? this.scalar(e.fill) : zeroOf(a.elem);
    const elems: Atom[] = [];
    forEachIndex(shape, (idx) => {
      const r = sourceIndex(ix, v, idx.map(intC));
      const inside = r.guards[0]?.inside;
      if (inside !== undefined && ix.known(inside) === 0) elems.push(fill);
      else if (inside === undefined) elems.push(this.pickInRange(a, r.index, loc));
      else elems.push(this.emit({ tag: 'select', cond: inside, then: this.pickInRange(a, r.index, loc), else: fill }, a.elem, loc));
    });
    this.bindArray(p, a.elem, shape, elems);
  }

  /**
   * a[idx] for an index in range (or whose value is not used): a select among the elements along
   * the axes whose index is known only at run time.
   */
  private pickInRange(a: Extract<Val, { k: 'array' }>, idx: readonly Atom[], loc: SrcLoc | undefined): Atom {
    const varying = idx.flatMap((x, k) => (x.k === 'const' ? [] : [k]));
    const along = varying.map((k) => a.shape[k]!);
    const cands: Atom[] = [];
    const at = idx.map((x) => (x.k === 'const' ? x.value : 0));
    forEachIndex(along, (v) => {
      varying.forEach((k, j) => (at[k] = v[j]!));
      cands.push(a.elems[flat(at, a.shape)]!);
    });
    if (cands.length === 0) return zeroOf(a.elem);
    return this.choose(this.flatIndex(varying.map((k) => idx[k]!), along, loc), cands, loc);
  }

  private flatIndex(idx: readonly Atom[], shape: readonly number[], loc: SrcLoc | undefined): Atom {
    return linearIndex(this.indexCode(loc), idx, shape.map(intC));
  }

  /** elems[i] for a run-time i in range: a chain of selects */
  private choose(i: Atom, elems: readonly Atom[], loc: SrcLoc | undefined): Atom {
    if (i.k === 'const') return elems[i.value]!;
    let v = elems[elems.length - 1]!;
    const elem = this.elemOf(v);
    for (let q = elems.length - 2; q >= 0; q--) {
      const hit = this.emit({ tag: 'bin', op: 'eq', left: i, right: intC(q) }, 'bool', loc);
      v = this.emit({ tag: 'select', cond: hit, then: elems[q]!, else: v }, elem, loc);
    }
    return v;
  }

  /** Inlines a lambda on argument atoms; returns its results. */
  private inline(lam: Lambda, args: readonly Atom[]): Atom[] {
    lam.params.forEach((q, i) => this.env.set(q.name, { k: 'scalar', atom: args[i]! }));
    this.stmts(lam.body);
    return lam.results.map((r) => this.scalar(r));
  }

  /** The element of each SOAC input at a position of the iteration shape. */
  private inputsAt(arrays: readonly Extract<Val, { k: 'array' }>[], off: number): Atom[] {
    return arrays.map((a) => a.elems[off]!);
  }

  private map(s: Stmt, e: Extract<Exp, { tag: 'map' }>, loc: SrcLoc | undefined): void {
    const shape = this.shape(e.shape, 'a map');
    const arrays = e.arrays.map((n) => this.array(n, loc));
    const outs: Atom[][] = s.names.map(() => []);
    let off = 0;
    forEachIndex(shape, (idx) => {
      const rs = this.inline(e.lambda, [...idx.map(intC), ...this.inputsAt(arrays, off)]);
      rs.forEach((r, j) => outs[j]!.push(r));
      off++;
    });
    s.names.forEach((q, j) => {
      if (shape.length === 0) this.env.set(q.name, { k: 'scalar', atom: outs[j]![0]! });
      else this.bindArray(q, q.type.elem, shape, outs[j]!);
    });
  }

  private fold(s: Stmt, e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, loc: SrcLoc | undefined): void {
    // the lowering's own folds: one value, no mapped outputs (those come from fusion, later)
    if (s.names.length !== 1 || e.op.resultTypes.length !== 1) throw new Error(`scalarize: a ${e.tag} with ${s.names.length} results`);
    const shape = this.shape(e.shape, `a ${e.tag === 'redomap' ? 'reduction' : 'scan'}`);
    const arrays = e.arrays.map((n) => this.array(n, loc));
    const n = shape[shape.length - 1]!;
    const outer = shape.slice(0, -1);
    const elem = s.names[0]!.type.elem;
    const out: Atom[] = [];
    let off = 0;
    forEachIndex(outer, (oidx) => {
      const mapped: Atom[] = [];
      for (let j = 0; j < n; j++) mapped.push(this.inline(e.map, [...oidx.map(intC), intC(j), ...this.inputsAt(arrays, off++)])[0]!);
      const op = (x: Atom, y: Atom): Atom => this.inline(e.op, [x, y])[0]!;
      if (e.tag === 'redomap') {
        if (n === 0) {
          if (e.neutral === null) {
            this.effect({ tag: 'assert', cond: { k: 'const', value: 0, elem: 'bool' }, cls: 'DOMAIN', message: 'a reduction of an empty array by a function with no identity' }, loc);
            out.push(zeroOf(elem));
          } else out.push(this.scalar(e.neutral[0]!));
          return;
        }
        let acc = mapped[n - 1]!;
        for (let j = n - 2; j >= 0; j--) acc = op(mapped[j]!, acc);
        out.push(acc);
        return;
      }
      // scan: each prefix folded from the right (or accumulated left to right when associative)
      let acc: Atom | null = null;
      for (let j = 0; j < n; j++) {
        if (e.assoc) {
          acc = acc === null ? mapped[0]! : op(acc, mapped[j]!);
          out.push(acc);
        } else {
          let r = mapped[j]!;
          for (let q = j - 1; q >= 0; q--) r = op(mapped[q]!, r);
          out.push(r);
        }
      }
    });
    const resShape = e.tag === 'redomap' ? outer : shape;
    const q = s.names[0]!;
    if (resShape.length === 0) this.env.set(q.name, { k: 'scalar', atom: out[0]! });
    else this.bindArray(q, elem, resShape, out);
  }

  /** The element atoms of a value, with the Type of its scalar slots, for if/loop results. */
  flatVal(a: Atom, t: Type, loc: SrcLoc | undefined): Atom[] {
    if (t.shape.length === 0) return [this.scalar(a)];
    if (a.k === 'const') return [a];
    return [...this.array(a.name, loc).elems];
  }

  push(s: Stmt): void {
    this.out.push(s);
  }

  bindScalar(name: string, a: Atom): void {
    this.env.set(name, { k: 'scalar', atom: a });
  }
}
