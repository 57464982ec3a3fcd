// lower: the checked program (shapes/typed.ts) to the sized SOAC IR. Scalar functions become
// maps, reductions and scans redomap/scanomap along the last axis (other axes are moved last with
// rearrange), products become maps and redomaps over index spaces, structural functions the IR's
// index transformations. APL's right-to-left reduce and scan are exact: non-associative
// functions are marked so every backend folds them from the right.
import type { Atom, Elem, Lambda, Program, Size, SrcLoc, Type } from '../core-ir/syntax.js';
import { asConst, dimProduct, shapeEq, type Dim } from '../shapes/dim.js';
import { dyadicElem, reductionAssociative, reductionIdentity } from '../ops/glyph-rules.js';
import type { ScalarFn, TExpr, TProgram, TStmt } from '../shapes/typed.js';
import { Emitter, intC, scalarT, sizeAtom } from './emit.js';
import { applyDyadicScalar, applyMonadicScalar, convertAtom } from './lower-scalar.js';
import { lowerCells } from './lower-cells.js';
import { lowerPower } from './lower-power.js';
import { lowerGrade, lowerIndexOf } from './lower-search.js';
import { lowerUpdate } from './lower-assign.js';
import { lowerWindowDyn } from './lower-window.js';
import { lowerDecode, lowerEncode } from './lower-codes.js';
import { lowerExpandDyn } from './lower-expand.js';
import { lowerNwise } from './lower-nwise.js';
import { lowerStencil } from './lower-stencil.js';
import { lowerDiagonal, lowerRotateEach, lowerScalarAxis } from './lower-axis-forms.js';
import { lowerTailLoop } from './lower-recursion.js';
import { ScalarizeFailure, scalarizeLambda } from './lower-scalarize.js';

/** A construct the lowering cannot compile (the checker let it through): a NONCE ERROR, not a crash. */
export class LoweringNonce extends Error {}

export function lowerProgram(p: TProgram, file: string): Program<'soacs'> {
  const l = new Lowering(file);
  for (const s of p.body) l.stmt(s);
  if (p.final) {
    const a = l.expr(p.final);
    l.em.effect({ tag: 'output', atom: a }, l.loc(p.final));
  }
  return { stage: 'soacs', params: [], sizeParams: [], body: { stmts: l.em.topLevel(), results: [] }, resultTypes: [] };
}

export class Lowering {
  readonly em = new Emitter();
  /** checked names to IR atoms (function parameters are bound here by lowerFunction) */
  readonly env = new Map<string, Atom>();
  /** dims already bound to IR sizes, per block depth (a size bound in a branch is not visible outside) */
  private readonly sizeMemo: Map<string, Size>[] = [new Map()];

  constructor(private readonly file: string) {}

  loc(e: TExpr): SrcLoc {
    return { file: this.file, line: e.span.start.line, col: e.span.start.col };
  }

  stmt(s: TStmt): void {
    if (s.k === 'let') this.env.set(s.name, this.expr(s.value));
    else this.expr(s.value);
  }

  private memoOf(key: string): Size | undefined {
    for (let i = this.sizeMemo.length - 1; i >= 0; i--) {
      const hit = this.sizeMemo[i]!.get(key);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * Names the IR size a checker size variable stands for in the current scope: a loop that carries
   * a changing shape binds its variable to the loop parameter inside, to the loop's result after.
   */
  setSize(k: string, s: Size): void {
    this.sizeMemo[this.sizeMemo.length - 1]!.set(k, s);
  }

  /** Runs f with a scope of memoised sizes of its own: sizes computed in a lambda or loop body stay there. */
  withSizeScope<T>(f: () => T): T {
    this.sizeMemo.push(new Map());
    try {
      return f();
    } finally {
      this.sizeMemo.pop();
    }
  }

  /** A lambda whose body may use a function's code: lowered in a size scope, then scalarized. */
  scalarLambda(paramTypes: readonly Type[], f: (params: readonly Atom[]) => readonly Atom[], what: string): Lambda {
    const lam = this.withSizeScope(() => this.em.lambda(paramTypes, f));
    try {
      return scalarizeLambda(this.em, lam);
    } catch (e) {
      if (e instanceof ScalarizeFailure) throw new LoweringNonce(`${what}: ${e.message}`);
      throw e;
    }
  }

  private inBlock(f: () => readonly Atom[]) {
    this.sizeMemo.push(new Map());
    try {
      return this.em.block(f);
    } finally {
      this.sizeMemo.pop();
    }
  }

  /** A Dim as an IR size: a constant, a size variable, or an int scalar computed here. */
  size(d: Dim): Size {
    const c = asConst(d);
    if (c !== null) return { k: 'const', n: c };
    for (let i = this.sizeMemo.length - 1; i >= 0; i--) {
      const hit = this.sizeMemo[i]!.get(d.key);
      if (hit) return hit;
    }
    let acc: Atom | null = null;
    for (const t of d.terms) {
      let term: Atom = intC(t.coeff);
      for (const f of t.factors) {
        let fa: Atom;
        if (f.kind === 'var') fa = sizeAtom(this.memoOf(f.name) ?? { k: 'var', name: f.name });
        else {
          const [x, y] = f.args.map((a) => sizeAtom(this.size(a))) as [Atom, Atom];
          const op = f.op === 'div' ? 'idiv' : f.op;
          fa = this.em.bind({ tag: 'bin', op, left: x, right: y }, scalarT('int'));
        }
        term = term.k === 'const' && term.value === 1 ? fa : this.em.bind({ tag: 'bin', op: 'mul', left: term, right: fa }, scalarT('int'));
      }
      acc = acc === null ? term : this.em.bind({ tag: 'bin', op: 'add', left: acc, right: term }, scalarT('int'));
    }
    if (acc === null) return { k: 'const', n: 0 };
    if (acc.k === 'const') return { k: 'const', n: acc.value };
    const s: Size = { k: 'var', name: acc.name };
    this.sizeMemo[this.sizeMemo.length - 1]!.set(d.key, s);
    return s;
  }

  irType(e: TExpr): Type {
    return { elem: e.t.elem, shape: e.t.shape.map((d) => this.size(d)) };
  }

  /** A scalar from a singleton array (rank 0 passes through). */
  scalarOf(a: Atom, loc?: SrcLoc): Atom {
    const t = this.em.typeOf(a);
    if (t.shape.length === 0 || a.k === 'const') return a;
    return this.em.bind({ tag: 'index', array: a.name, idx: t.shape.map(() => intC(0)) }, scalarT(t.elem), loc);
  }

  arrayName(a: Atom, loc?: SrcLoc): string {
    if (a.k === 'var') return a.name;
    return (this.em.bind({ tag: 'atom', atom: a }, scalarT(a.elem), loc) as { k: 'var'; name: string }).name;
  }

  expr(e: TExpr): Atom {
    const n = e.node;
    const loc = this.loc(e);
    const em = this.em;
    switch (n.k) {
      case 'lit': {
        if (e.t.shape.length === 0) return { k: 'const', value: n.data[0]!, elem: e.t.elem };
        return em.bind({ tag: 'lit', type: this.irType(e), data: n.data }, this.irType(e), loc);
      }
      case 'dims': {
        if (n.of && n.dims.some((d) => asConst(d) === null)) this.expr(n.of);
        const atoms = n.dims.map((d) => sizeAtom(this.size(d)));
        if (e.t.shape.length === 0) return atoms[0]!;
        if (atoms.every((a) => a.k === 'const')) return em.bind({ tag: 'lit', type: this.irType(e), data: atoms.map((a) => (a as { value: number }).value) }, this.irType(e), loc);
        const t = this.irType(e);
        return em.generate(t, ([i]) => {
          let acc: Atom = atoms[atoms.length - 1]!;
          for (let k = atoms.length - 2; k >= 0; k--) {
            const c = em.bind({ tag: 'bin', op: 'eq', left: i!, right: intC(k) }, scalarT('bool'));
            acc = em.bind({ tag: 'select', cond: c, then: atoms[k]!, else: acc }, scalarT('int'));
          }
          return acc;
        }, loc);
      }
      case 'var': {
        const a = this.env.get(n.name);
        if (!a) throw new Error(`lower: unbound ${n.name}`);
        return a;
      }
      case 'seq':
        n.stmts.forEach((s) => this.stmt(s));
        return this.expr(n.result);
      case 'if': {
        const c = convertAtom(em, this.scalarOf(this.expr(n.cond), loc), 'bool', loc);
        const t = this.irType(e);
        const thenB = this.inBlock(() => [this.expr(n.then)]);
        const elseB = this.inBlock(() => [this.expr(n.else)]);
        return em.bindMany({ tag: 'if', cond: c, then: thenB, else: elseB }, [t], loc)[0]!;
      }
      case 'print': {
        const a = this.expr(n.value);
        em.effect({ tag: 'output', atom: a }, loc);
        return a;
      }
      case 'assertEq': {
        const v = this.expr(n.value);
        this.assertDims(n.a, n.b, n.cls, n.message, loc);
        return em.bind({ tag: 'reshape', shape: this.irType(e).shape, array: this.arrayName(v, loc) }, this.irType(e), loc);
      }
      case 'convert': {
        const a = this.expr(n.arg);
        return this.mapScalar(e, [{ atom: a, full: true }], ([x]) => convertAtom(em, x!, e.t.elem, loc));
      }
      case 'scalar1': {
        const a = this.expr(n.arg);
        return this.mapScalar(e, [{ atom: a, full: true }], ([x]) => applyMonadicScalar(em, n.glyph, x!, e.t.elem, loc));
      }
      case 'scalar2': {
        const [l, r] = this.operandsChecked(n.left, n.right, loc);
        const full = (x: TExpr) => shapeEq(x.t.shape, e.t.shape);
        return this.mapScalar(e, [{ atom: l, full: full(n.left) }, { atom: r, full: full(n.right) }], ([x, y]) => applyDyadicScalar(em, n.glyph, x!, y!, e.t.elem, loc));
      }
      case 'reduce':
      case 'scan':
        return this.reduceOrScan(e, n.k, n.fn, n.axis, n.arg);
      case 'outer': {
        const r = this.expr(n.right);
        const l = this.expr(n.left);
        const t = this.irType(e);
        const lr = n.left.t.shape.length;
        const lam = this.scalarLambda(t.shape.map(() => scalarT('int')), (idx) => {
          const x = this.elementAt(l, idx.slice(0, lr), loc);
          const y = this.elementAt(r, idx.slice(lr), loc);
          return [this.applyFn(n.fn, x, y, e.t.elem, loc)];
        }, 'the function of an outer product');
        return em.bind({ tag: 'map', shape: t.shape, arrays: [], lambda: lam }, t, loc);
      }
      case 'inner': {
        const [l, r] = this.operandsChecked(n.left, n.right, loc);
        const t = this.irType(e);
        const lt = em.typeOf(l);
        const k = lt.shape[lt.shape.length - 1]!;
        const iter = [...t.shape, k];
        const lOuter = lt.shape.length - 1;
        const mapLam = this.scalarLambda(iter.map(() => scalarT('int')), (idx) => {
          const kk = idx[idx.length - 1]!;
          const x = this.elementAt(l, [...idx.slice(0, lOuter), kk], loc);
          const y = this.elementAt(r, [kk, ...idx.slice(lOuter, idx.length - 1)], loc);
          const g = this.applyFn(n.g, x, y, null, loc);
          return [convertAtom(em, g, e.t.elem, loc)];
        }, 'the right function of an inner product');
        const { op, neutral, assoc } = this.foldOp(n.f, e.t.elem, loc);
        return em.bind({ tag: 'redomap', shape: iter, arrays: [], map: mapLam, op, neutral, assoc }, t, loc);
      }
      case 'iota': {
        if (n.binds !== null) this.bindSize(n.binds, this.scalarOf(this.expr(n.n), loc), '⍳', loc);
        const t = this.irType(e);
        if (n.io === 0) return em.bind({ tag: 'iota', n: t.shape[0]! }, t, loc);
        return em.generate(t, ([i]) => em.bind({ tag: 'bin', op: 'add', left: i!, right: intC(n.io) }, scalarT('int')), loc);
      }
      case 'reshape':
        return this.reshape(e, n.arg, loc);
      case 'reshapeDyn': {
        const a = this.expr(n.arg);
        const shp = this.expr(n.shapeArg);
        n.binds.forEach((k, i) => {
          const v = em.typeOf(shp).shape.length === 0 ? shp : em.bind({ tag: 'index', array: this.arrayName(shp, loc), idx: [intC(i)] }, scalarT(em.typeOf(shp).elem), loc);
          this.bindSize(k, v, '⍴', loc);
        });
        return this.reshapeFrom(e, a, n.arg, loc);
      }
      case 'replicateDyn':
        return this.replicateDyn(e, n.axis, n.counts, n.arg, n.binds, loc);
      case 'catenate': {
        const r = this.expr(n.right);
        const l = this.expr(n.left);
        return em.bind({ tag: 'concat', axis: n.axis, arrays: [this.arrayName(l, loc), this.arrayName(r, loc)] }, this.irType(e), loc);
      }
      case 'reverse': {
        const a = this.expr(n.arg);
        return em.bind({ tag: 'reverse', axis: n.axis, array: this.arrayName(a, loc) }, this.irType(e), loc);
      }
      case 'rotate': {
        const a = this.expr(n.arg);
        const amt = convertAtom(em, this.scalarOf(this.expr(n.amount), loc), 'int', loc);
        return em.bind({ tag: 'rotate', axis: n.axis, amount: amt, array: this.arrayName(a, loc) }, this.irType(e), loc);
      }
      case 'transpose': {
        const a = this.expr(n.arg);
        return em.bind({ tag: 'rearrange', perm: n.perm, array: this.arrayName(a, loc) }, this.irType(e), loc);
      }
      case 'window': {
        const a = this.expr(n.arg);
        const offsets = n.offsets.map((d) => sizeAtom(this.size(d)));
        const fill: Atom = { k: 'const', value: e.t.elem === 'char' ? 32 : 0, elem: e.t.elem };
        const t = this.irType(e);
        return em.bind({ tag: 'window', array: this.arrayName(a, loc), offsets, shape: t.shape, fill }, t, loc);
      }
      case 'select': {
        const a = this.expr(n.arg);
        const idx = em.bind({ tag: 'lit', type: { elem: 'int', shape: [{ k: 'const', n: n.positions.length }] }, data: n.positions }, { elem: 'int', shape: [{ k: 'const', n: n.positions.length }] }, loc);
        const axes = e.t.shape.map((_, i) => (i === n.axis ? this.arrayName(idx, loc) : null));
        return em.bind({ tag: 'gather', array: this.arrayName(a, loc), axes }, this.irType(e), loc);
      }
      case 'gather': {
        const a = this.expr(n.arg);
        const axes = n.indices.map((ix) => (ix === null ? null : this.arrayName(this.expr(ix), loc)));
        // an index out of range is reported at the index, as the checker does for constant ones
        const first = n.indices.find((ix): ix is TExpr => ix !== null);
        return em.bind({ tag: 'gather', array: this.arrayName(a, loc), axes }, this.irType(e), first ? this.loc(first) : loc);
      }
      case 'cells':
        return lowerCells(this, e, n);
      case 'power':
        return lowerPower(this, e, n);
      case 'grade':
        return lowerGrade(this, e, n);
      case 'indexOf':
        return lowerIndexOf(this, e, n);
      case 'update':
        return lowerUpdate(this, e, n);
      case 'windowDyn':
        return lowerWindowDyn(this, e, n);
      case 'decode':
        return lowerDecode(this, e, n);
      case 'encode':
        return lowerEncode(this, e, n);
      case 'expandDyn':
        return lowerExpandDyn(this, e, n);
      case 'nwise':
        return lowerNwise(this, e, n);
      case 'stencil':
        return lowerStencil(this, e, n);
      case 'diagonal':
        return lowerDiagonal(this, e, n);
      case 'rotateEach':
        return lowerRotateEach(this, e, n);
      case 'scalarAxis':
        return lowerScalarAxis(this, e, n);
      case 'tailLoop':
        return lowerTailLoop(this, e, n);
      case 'format': {
        const a = this.arrayName(this.expr(n.arg), loc);
        return em.bindNamed({ tag: 'format', array: a }, [{ name: n.binds, type: scalarT('int') }, { name: em.fresh('fmt'), type: this.irType(e) }], loc)[1]!;
      }
      case 'first': {
        const a = this.expr(n.arg);
        const at = em.typeOf(a);
        const one: Size = { k: 'const', n: 1 };
        const fill: Atom = { k: 'const', value: e.t.elem === 'char' ? 32 : 0, elem: e.t.elem };
        const w = em.bind({ tag: 'window', array: this.arrayName(a, loc), offsets: at.shape.map(() => intC(0)), shape: at.shape.map(() => one), fill }, { elem: at.elem, shape: at.shape.map(() => one) }, loc);
        return this.scalarOf(w, loc);
      }
    }
  }

  /** An element of `a` at the given indices (a scalar passes through; singletons extend). */
  private elementAt(a: Atom, idx: readonly Atom[], loc: SrcLoc): Atom {
    const t = this.em.typeOf(a);
    if (t.shape.length === 0) return a;
    return this.em.bind({ tag: 'index', array: (a as { name: string }).name, idx }, scalarT(t.elem), loc);
  }

  /**
   * Elementwise application over e's shape: arguments with e's shape are mapped over, singleton
   * arguments are read once as scalars (scalar extension).
   */
  private mapScalar(e: TExpr, args: readonly { atom: Atom; full: boolean }[], f: (xs: readonly Atom[]) => Atom): Atom {
    const em = this.em;
    const loc = this.loc(e);
    const t = this.irType(e);
    if (t.shape.length === 0) return f(args.map((a) => this.scalarOf(a.atom, loc)));
    const arrays: string[] = [];
    const pos: (number | Atom)[] = [];
    for (const { atom, full } of args) {
      if (full && atom.k === 'var') {
        pos.push(arrays.length);
        arrays.push(atom.name);
      } else pos.push(this.scalarOf(atom, loc));
    }
    const lam = em.lambda([...t.shape.map(() => scalarT('int')), ...arrays.map((name) => scalarT(em.typeOf({ k: 'var', name }).elem))], (ps) => {
      const elems = ps.slice(t.shape.length);
      return [f(pos.map((p) => (typeof p === 'number' ? elems[p]! : p)))];
    });
    return em.bind({ tag: 'map', shape: t.shape, arrays, lambda: lam }, t, loc);
  }

  /** Apply a scalar function operand to two scalars. `result` null: whatever it gives. */
  private applyFn(fn: ScalarFn, x: Atom, y: Atom, result: Elem | null, loc: SrcLoc): Atom {
    const em = this.em;
    if (fn.k === 'prim') {
      const rule = result === null ? dyadicElem(fn.glyph, em.typeOf(x).elem, em.typeOf(y).elem) : { ok: result };
      if (!('ok' in rule)) throw new LoweringNonce(`${fn.glyph} of ${em.typeOf(x).elem} and ${em.typeOf(y).elem}`);
      return applyDyadicScalar(em, fn.glyph, x, y, rule.ok, loc);
    }
    this.env.set(fn.alpha, convertAtom(em, x, fn.argElem, loc));
    this.env.set(fn.omega, convertAtom(em, y, fn.argElem, loc));
    const r = this.scalarOf(this.expr(fn.body), loc);
    return result ? convertAtom(em, r, result, loc) : r;
  }

  /** The reduction operator lambda over `elem`, its neutral element and associativity. */
  foldOp(fn: ScalarFn, elem: Elem, loc: SrcLoc) {
    const em = this.em;
    const op = this.scalarLambda([scalarT(elem), scalarT(elem)], ([a, b]) => [convertAtom(em, this.applyFn(fn, a!, b!, null, loc), elem, loc)], 'the operand of a reduction');
    if (fn.k === 'prim') {
      const nv = reductionIdentity(fn.glyph, elem);
      const neutral: Atom[] | null = nv === null ? null : [{ k: 'const', value: nv, elem }];
      return { op, neutral, assoc: reductionAssociative(fn.glyph, elem) };
    }
    return { op, neutral: null as Atom[] | null, assoc: false };
  }

  private reduceOrScan(e: TExpr, kind: 'reduce' | 'scan', fn: ScalarFn, axis: number, argE: TExpr): Atom {
    const em = this.em;
    const loc = this.loc(e);
    let a = this.expr(argE);
    const at = em.typeOf(a);
    const rank = at.shape.length;
    let perm: number[] | null = null;
    if (axis !== rank - 1) {
      perm = [...Array(rank).keys()].filter((i) => i !== axis).concat([axis]);
      a = em.bind({ tag: 'rearrange', perm, array: this.arrayName(a, loc) }, { elem: at.elem, shape: perm.map((p) => at.shape[p]!) }, loc);
    }
    const shape = em.typeOf(a).shape;
    const elem = e.t.elem;
    const mapLam = em.lambda([...shape.map(() => scalarT('int')), scalarT(at.elem)], (ps) => [convertAtom(em, ps[ps.length - 1]!, elem, loc)]);
    const { op, neutral, assoc } = this.foldOp(fn, elem, loc);
    const name = this.arrayName(a, loc);
    if (kind === 'reduce') return em.bind({ tag: 'redomap', shape, arrays: [name], map: mapLam, op, neutral, assoc }, this.irType(e), loc);
    const scanned = em.bind({ tag: 'scanomap', shape, arrays: [name], map: mapLam, op, assoc }, { elem, shape }, loc);
    if (!perm) return scanned;
    const inv = new Array<number>(rank);
    perm.forEach((p, i) => (inv[p] = i));
    return em.bind({ tag: 'rearrange', perm: inv, array: (scanned as { name: string }).name }, this.irType(e), loc);
  }

  /** A length or count as an int: a float must hold a whole number (DOMAIN ERROR otherwise). */
  wholeNumber(value: Atom, what: string, loc: SrcLoc): Atom {
    const em = this.em;
    if (em.typeOf(value).elem !== 'float') return convertAtom(em, value, 'int', loc);
    const fl = em.bind({ tag: 'un', op: 'floor', arg: value }, scalarT('int'), loc);
    const back = em.bind({ tag: 'un', op: 'toFloat', arg: fl }, scalarT('float'), loc);
    const ok = em.bind({ tag: 'bin', op: 'eq', left: back, right: value }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: `${what} needs whole numbers` }, loc);
    return fl;
  }

  /**
   * Both operands, right first as APL evaluates them. Run-time shape checks wrapped around the
   * right one are made after both exist (the left may bind the existential sizes they compare);
   * then the right is read at the checked shape.
   */
  private operandsChecked(left: TExpr, rightE: TExpr, loc: SrcLoc): [Atom, Atom] {
    const checks: Extract<TExpr['node'], { k: 'assertEq' }>[] = [];
    let right = rightE;
    while (right.node.k === 'assertEq') {
      checks.push(right.node);
      right = right.node.value;
    }
    let r = this.expr(right);
    const l = this.expr(left);
    if (checks.length > 0) {
      for (const c of checks) this.assertDims(c.a, c.b, c.cls, c.message, loc);
      const t = this.irType(rightE);
      r = this.em.bind({ tag: 'reshape', shape: t.shape, array: this.arrayName(r, loc) }, t, loc);
    }
    return [l, r];
  }

  private assertDims(a: Dim, b: Dim, cls: 'LENGTH' | 'INDEX' | 'RANK', message: string, loc: SrcLoc): void {
    const c = this.em.bind({ tag: 'bin', op: 'eq', left: sizeAtom(this.size(a)), right: sizeAtom(this.size(b)) }, scalarT('bool'), loc);
    this.em.effect({ tag: 'assert', cond: c, cls, message }, loc);
  }

  /** Bind an existential size variable to a value known at run time (it must be ≥ 0). */
  bindSize(k: string, value: Atom, what: string, loc: SrcLoc): void {
    const em = this.em;
    const v = this.wholeNumber(value, what, loc);
    const ok = em.bind({ tag: 'bin', op: 'ge', left: v, right: intC(0) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: `${what} of a negative length` }, loc);
    em.bind({ tag: 'atom', atom: v }, scalarT('int'), loc, k);
  }

  /**
   * Replicate along an axis by counts known at run time. The result length k = +/counts; each
   * result position finds its source by a max-scan over the sources scattered at their offsets.
   */
  private replicateDyn(e: TExpr, axis: number, countsE: TExpr, argE: TExpr, k: string, loc: SrcLoc): Atom {
    const em = this.em;
    // APL evaluates the right argument first; ⍸'s ⍳ has no effects and its length may be a size
    // that computing the counts binds, so there the counts go first
    const countsFirst = argE.node.k === 'iota';
    const c0 = countsFirst ? this.expr(countsE) : null;
    const a = this.expr(argE);
    const c0v = c0 ?? this.expr(countsE);
    const ct = em.typeOf(c0v);
    const len = ct.shape[0]!;
    const c0Name = this.arrayName(c0v, loc);
    // every count must be a whole number ≥ 0
    const ok = em.lambda([scalarT('int'), scalarT(ct.elem)], ([, x]) => {
      const nonNeg = em.bind({ tag: 'bin', op: 'ge', left: x!, right: { k: 'const', value: 0, elem: ct.elem } }, scalarT('bool'));
      if (ct.elem !== 'float') return [nonNeg];
      const back = em.bind({ tag: 'un', op: 'toFloat', arg: em.bind({ tag: 'un', op: 'floor', arg: x! }, scalarT('int')) }, scalarT('float'));
      const whole = em.bind({ tag: 'bin', op: 'eq', left: back, right: x! }, scalarT('bool'));
      return [em.bind({ tag: 'bin', op: 'and', left: nonNeg, right: whole }, scalarT('bool'))];
    });
    if (ct.elem !== 'bool') {
      // (a boolean mask needs no check, and so costs no read-back)
      const allOk = em.bind({ tag: 'redomap', shape: [len], arrays: [c0Name], map: ok, op: em.lambda([scalarT('bool'), scalarT('bool')], ([x, y]) => [em.bind({ tag: 'bin', op: 'and', left: x!, right: y! }, scalarT('bool'))]), neutral: [{ k: 'const', value: 1, elem: 'bool' }], assoc: true }, scalarT('bool'), loc);
      em.effect({ tag: 'assert', cond: allOk, cls: 'DOMAIN', message: 'the left argument of / must be non-negative whole numbers' }, loc);
    }
    const c = ct.elem === 'int' ? c0v : em.bind({ tag: 'map', shape: [len], arrays: [c0Name], lambda: em.lambda([scalarT('int'), scalarT(ct.elem)], ([, x]) => [ct.elem === 'float' ? em.bind({ tag: 'un', op: 'floor', arg: x! }, scalarT('int')) : convertAtom(em, x!, 'int')]) }, { elem: 'int', shape: [len] }, loc);
    const cName = this.arrayName(c, loc);
    const ident = em.lambda([scalarT('int'), scalarT('int')], ([, x]) => [x!]);
    const add = em.lambda([scalarT('int'), scalarT('int')], ([x, y]) => [em.bind({ tag: 'bin', op: 'add', left: x!, right: y! }, scalarT('int'))]);
    em.bind({ tag: 'redomap', shape: [len], arrays: [cName], map: ident, op: add, neutral: [intC(0)], assoc: true }, scalarT('int'), loc, k);
    const kSize: Size = { k: 'var', name: k };
    const ends = em.bind({ tag: 'scanomap', shape: [len], arrays: [cName], map: ident, op: add, assoc: true }, { elem: 'int', shape: [len] }, loc);
    // where each source's copies start, or -1 (no write) for a count of 0
    const startsLam = em.lambda([scalarT('int'), scalarT('int'), scalarT('int')], ([, end, cnt]) => {
      const start = em.bind({ tag: 'bin', op: 'sub', left: end!, right: cnt! }, scalarT('int'));
      const some = em.bind({ tag: 'bin', op: 'gt', left: cnt!, right: intC(0) }, scalarT('bool'));
      return [em.bind({ tag: 'select', cond: some, then: start, else: intC(-1) }, scalarT('int'))];
    });
    const starts = em.bind({ tag: 'map', shape: [len], arrays: [(ends as { name: string }).name, cName], lambda: startsLam }, { elem: 'int', shape: [len] }, loc);
    const sources = em.bind({ tag: 'iota', n: len }, { elem: 'int', shape: [len] }, loc);
    const blank = em.bind({ tag: 'replicate', shape: [kSize], value: intC(-1) }, { elem: 'int', shape: [kSize] }, loc);
    const marks = em.bind({ tag: 'scatter', dest: (blank as { name: string }).name, indices: (starts as { name: string }).name, values: (sources as { name: string }).name }, { elem: 'int', shape: [kSize] }, loc);
    const maxOp = em.lambda([scalarT('int'), scalarT('int')], ([x, y]) => [em.bind({ tag: 'bin', op: 'max', left: x!, right: y! }, scalarT('int'))]);
    const src = em.bind({ tag: 'scanomap', shape: [kSize], arrays: [(marks as { name: string }).name], map: ident, op: maxOp, assoc: true }, { elem: 'int', shape: [kSize] }, loc);
    const at = em.typeOf(a);
    const axes = at.shape.map((_, i) => (i === axis ? (src as { name: string }).name : null));
    return em.bind({ tag: 'gather', array: this.arrayName(a, loc), axes }, this.irType(e), loc);
  }

  /** ⍴ with cycling: the same element count is a reshape; otherwise a map reading `i mod n`. */
  private reshape(e: TExpr, argE: TExpr, loc: SrcLoc): Atom {
    return this.reshapeFrom(e, this.expr(argE), argE, loc);
  }

  private reshapeFrom(e: TExpr, a: Atom, argE: TExpr, loc: SrcLoc): Atom {
    const em = this.em;
    const t = this.irType(e);
    const at = em.typeOf(a);
    if (at.shape.length === 0) return em.bind({ tag: 'replicate', shape: t.shape, value: a }, t, loc);
    const same = dimProduct(argE.t.shape).key === dimProduct(e.t.shape).key;
    if (same) return em.bind({ tag: 'reshape', shape: t.shape, array: this.arrayName(a, loc) }, t, loc);
    const n = this.size(dimProduct(argE.t.shape));
    if (t.shape.length === 0) {
      // ⍬⍴A: the first element (the checker has replaced an empty A by its fill)
      return this.em.bind({ tag: 'index', array: this.arrayName(a, loc), idx: at.shape.map(() => intC(0)) }, t, loc);
    }
    const flat = at.shape.length === 1 ? a : em.bind({ tag: 'reshape', shape: [n], array: this.arrayName(a, loc) }, { elem: at.elem, shape: [n] }, loc);
    return em.generate(t, (idx) => {
      // row-major linear index of the result position, then cycle through the source
      let lin: Atom = idx[0]!;
      for (let k = 1; k < idx.length; k++) {
        const m = em.bind({ tag: 'bin', op: 'mul', left: lin, right: sizeAtom(t.shape[k]!) }, scalarT('int'));
        lin = em.bind({ tag: 'bin', op: 'add', left: m, right: idx[k]! }, scalarT('int'));
      }
      const src = em.bind({ tag: 'bin', op: 'mod', left: sizeAtom(n), right: lin }, scalarT('int'));
      return em.bind({ tag: 'index', array: (flat as { name: string }).name, idx: [src] }, scalarT(at.elem));
    }, loc);
  }
}
