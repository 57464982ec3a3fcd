// Scalarization (lower-scalarize.ts) of control flow and sorting inside lambdas: an if or a loop
// whose values are small arrays gets one scalar result (or loop variable) per element, and a grade
// of a short vector becomes a rank computation (each item's position is the number of items that
// sort before it), all straight-line code. Also the helpers both files share.
import type { Atom, Body, Elem, Exp, Param, Size, SrcLoc, Stmt, Type } from '../core-ir/syntax.js';
import { linearIndex, numberIndex } from '../core-ir/views.js';
import type { Emitter } from './emit.js';

/** Scalarization is impossible here; `reason` says why (for a NONCE ERROR or a fallback). */
export class ScalarizeFailure extends Error {}

/** An array unrolled into its elements (row-major). */
export interface UnrolledArray {
  readonly k: 'array';
  readonly elem: Elem;
  readonly shape: readonly number[];
  readonly elems: readonly Atom[];
}

/** What the control-flow scalarization needs of the scalarizer. */
export interface ScalarizeHost {
  readonly em: Emitter;
  scalar(a: Atom): Atom;
  emit(exp: Exp, elem: Elem, loc: SrcLoc | undefined): Atom;
  shape(ss: readonly Size[], what: string): number[];
  flatVal(a: Atom, t: Type, loc: SrcLoc | undefined): Atom[];
  stmts(ss: readonly Stmt[]): void;
  withOut<T>(out: Stmt[], f: () => T): T;
  push(s: Stmt): void;
  bindScalar(name: string, a: Atom): void;
  bindArray(p: Param, elem: Elem, shape: readonly number[], elems: readonly Atom[]): void;
}

export function scalarizeIf(h: ScalarizeHost, s: Stmt, e: Extract<Exp, { tag: 'if' }>, loc: SrcLoc | undefined): void {
  const cond = h.scalar(e.cond);
  const shapes = s.names.map((q) => h.shape(q.type.shape, 'a branch result'));
  const branch = (b: Body): Body => {
    const out: Stmt[] = [];
    const results = h.withOut(out, () => {
      h.stmts(b.stmts);
      return b.results.flatMap((r, j) => h.flatVal(r, s.names[j]!.type, loc));
    });
    return { stmts: out, results };
  };
  const th = branch(e.then);
  const el = branch(e.else);
  const names: Param[] = [];
  const groups: Atom[][] = [];
  s.names.forEach((q, j) => {
    const g: Atom[] = [];
    for (let i = 0; i < product(shapes[j]!); i++) {
      const name = h.em.fresh('s');
      const t: Type = { elem: q.type.elem, shape: [] };
      h.em.declare(name, t);
      names.push({ name, type: t });
      g.push({ k: 'var', name });
    }
    groups.push(g);
  });
  h.push({ names, exp: { tag: 'if', cond, then: th, else: el }, ...(loc ? { loc } : {}) });
  s.names.forEach((q, j) => {
    if (q.type.shape.length === 0) h.bindScalar(q.name, groups[j]![0]!);
    else h.bindArray(q, q.type.elem, shapes[j]!, groups[j]!);
  });
}

export function scalarizeLoop(h: ScalarizeHost, s: Stmt, e: Extract<Exp, { tag: 'loop' }>, loc: SrcLoc | undefined): void {
  const shapes = e.params.map((q) => h.shape(q.type.shape, 'a loop variable'));
  const init = e.init.flatMap((a, j) => h.flatVal(a, e.params[j]!.type, loc));
  const params: Param[] = [];
  e.params.forEach((q, j) => {
    const g: Atom[] = [];
    for (let i = 0; i < product(shapes[j]!); i++) {
      const name = h.em.fresh('s');
      const t: Type = { elem: q.type.elem, shape: [] };
      h.em.declare(name, t);
      params.push({ name, type: t });
      g.push({ k: 'var', name });
    }
    if (q.type.shape.length === 0) h.bindScalar(q.name, g[0]!);
    else h.bindArray(q, q.type.elem, shapes[j]!, g);
  });
  const sub = (b: Body, types: readonly Type[]): Body => {
    const out: Stmt[] = [];
    const results = h.withOut(out, () => {
      h.stmts(b.stmts);
      return b.results.flatMap((r, j) => h.flatVal(r, types[j]!, loc));
    });
    return { stmts: out, results };
  };
  let form: Extract<Exp, { tag: 'loop' }>['form'];
  if (e.form.k === 'for') {
    const iter = h.em.fresh('s');
    h.em.declare(iter, { elem: 'int', shape: [] });
    h.bindScalar(e.form.iter, { k: 'var', name: iter });
    form = { k: 'for', count: h.scalar(e.form.count), iter };
  } else {
    form = { k: 'while', cond: sub(e.form.cond, [{ elem: 'bool', shape: [] }]) };
  }
  const body = sub(e.body, e.params.map((q) => q.type));
  const names: Param[] = params.map((q) => {
    const name = h.em.fresh('s');
    h.em.declare(name, q.type);
    return { name, type: q.type };
  });
  h.push({ names, exp: { tag: 'loop', params, init, form, body }, ...(loc ? { loc } : {}) });
  let at = 0;
  s.names.forEach((q, j) => {
    const n = product(shapes[j]!);
    const g = names.slice(at, at + n).map((x): Atom => ({ k: 'var', name: x.name }));
    at += n;
    if (q.type.shape.length === 0) h.bindScalar(q.name, g[0]!);
    else h.bindArray(q, q.type.elem, shapes[j]!, g);
  });
}

/**
 * A stable grade of a short vector: each item's rank is the number of items that sort before it
 * (smaller, or equal and earlier), and item i goes to position rank(i).
 */
export function unrolledGrade(h: ScalarizeHost, a: UnrolledArray, down: boolean, loc: SrcLoc | undefined): Atom[] {
  if (a.shape.length !== 1) throw new ScalarizeFailure('a grade of major cells cannot be unrolled');
  const n = a.elems.length;
  if (n > 64) throw new ScalarizeFailure(`a grade of ${n} items is too long to unroll`);
  const before = (j: number, i: number): Atom => {
    const x = a.elems[j]!;
    const y = a.elems[i]!;
    const strict = h.emit({ tag: 'bin', op: down ? 'gt' : 'lt', left: x, right: y }, 'bool', loc);
    if (j > i) return strict;
    const eq = h.emit({ tag: 'bin', op: 'eq', left: x, right: y }, 'bool', loc);
    return h.emit({ tag: 'bin', op: 'or', left: strict, right: eq }, 'bool', loc);
  };
  const ranks = a.elems.map((_, i) => {
    let r: Atom = intC(0);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const b = h.emit({ tag: 'un', op: 'toInt', arg: before(j, i) }, 'int', loc);
      r = r.k === 'const' && r.value === 0 ? b : h.emit({ tag: 'bin', op: 'add', left: r, right: b }, 'int', loc);
    }
    return r;
  });
  // out[p] = the i whose rank is p
  return Array.from({ length: n }, (_, p) => {
    let v: Atom = intC(0);
    ranks.forEach((r, i) => {
      const hit = h.emit({ tag: 'bin', op: 'eq', left: r, right: intC(p) }, 'bool', loc);
      v = h.emit({ tag: 'select', cond: hit, then: intC(i), else: v }, 'int', loc);
    });
    return v;
  });
}

export const intC = (n: number): Atom => ({ k: 'const', value: n, elem: 'int' });

export function zeroOf(elem: Elem): Atom {
  return { k: 'const', value: elem === 'char' ? 32 : 0, elem };
}

export function product(xs: readonly number[]): number {
  return xs.reduce((a, b) => a * b, 1);
}

/** The row-major position of an index (views.ts's arithmetic, on numbers). */
export function flat(idx: readonly number[], shape: readonly number[]): number {
  return linearIndex(numberIndex, idx, shape);
}

/** Calls f with every index of the shape, in row-major order (once, with [], for a scalar). */
export function forEachIndex(shape: readonly number[], f: (idx: number[]) => void): void {
  if (shape.some((d) => d === 0)) return;
  const idx = new Array<number>(shape.length).fill(0);
  for (;;) {
    f([...idx]);
    let k = shape.length - 1;
    while (k >= 0) {
      if (++idx[k]! < shape[k]!) break;
      idx[k] = 0;
      k--;
    }
    if (k < 0) return;
  }
}
