// Names in the IR, for the optimisation passes: which names an expression reads, substitution of
// atoms for names (copy propagation, inlining), and fresh copies of code whose binders must not
// collide with the names around the place it is copied to (fusion inlines one lambda into another;
// sibling lambdas may reuse names, so a copied body is always renamed).
import type { KernelExp } from '../core-ir/kernels.js';
import type { Atom, Body, Exp, Lambda, Param, Program, Size, Stage, Stmt, Type } from '../core-ir/syntax.js';

/** Fresh names that clash with no name bound anywhere in the program they were made for. */
export class FreshNames {
  private next = 0;
  constructor(private readonly taken: Set<string>) {}

  static forProgram(p: Program<Stage>): FreshNames {
    const taken = new Set<string>([...p.sizeParams, ...p.params.map((q) => q.name)]);
    const addBody = (b: Body): void => b.stmts.forEach(addStmt);
    const addLambda = (l: Lambda): void => {
      l.params.forEach((q) => taken.add(q.name));
      l.body.forEach(addStmt);
    };
    const addStmt = (s: Stmt): void => {
      s.names.forEach((q) => taken.add(q.name));
      const e = s.exp;
      switch (e.tag) {
        case 'map': addLambda(e.lambda); break;
        case 'scatter': if (typeof e.values !== 'string') addLambda(e.values.lambda); break;
        case 'redomap': case 'scanomap': addLambda(e.map); addLambda(e.op); break;
        case 'if': addBody(e.then); addBody(e.else); break;
        case 'kernel': addStmt({ ...s, exp: e.soac }); break;
        case 'loop':
          e.params.forEach((q) => taken.add(q.name));
          if (e.form.k === 'for') taken.add(e.form.iter);
          else addBody(e.form.cond);
          addBody(e.body);
          break;
        default: break;
      }
    };
    addBody(p.body);
    return new FreshNames(taken);
  }

  /** a new name starting with `base` (an IR name, e.g. `_f`) */
  fresh(base = '_f'): string {
    for (;;) {
      const name = `${base}${this.next++}`;
      if (!this.taken.has(name)) {
        this.taken.add(name);
        return name;
      }
    }
  }
}

/** A substitution: names to the atoms that replace them. */
export type Subst = ReadonlyMap<string, Atom>;

const sizeOfAtom = (a: Atom): Size => (a.k === 'const' ? { k: 'const', n: a.value } : { k: 'var', name: a.name });

/**
 * Rewrites names in code. With `fresh`, every binder met is renamed (a copy that may land next to
 * its original or in another lambda); without it binders keep their names, which is right when
 * the substitution only maps names bound outside the code.
 */
export class Renamer {
  constructor(private readonly fresh: FreshNames | null) {}

  atom(a: Atom, s: Subst): Atom {
    return a.k === 'var' ? s.get(a.name) ?? a : a;
  }

  /** an array operand; a name substituted by a constant stays (the caller keeps its binding) */
  array(name: string, s: Subst): string {
    const a = s.get(name);
    return a !== undefined && a.k === 'var' ? a.name : name;
  }

  size(z: Size, s: Subst): Size {
    if (z.k === 'const') return z;
    const a = s.get(z.name);
    return a === undefined ? z : sizeOfAtom(a);
  }

  type(t: Type, s: Subst): Type {
    return t.shape.length === 0 || t.shape.every((z) => z.k === 'const' || !s.has(z.name)) ? t : { elem: t.elem, shape: t.shape.map((z) => this.size(z, s)) };
  }

  /** binds names (renaming them when copying); returns the new params */
  private bind(ps: readonly Param[], s: Map<string, Atom>): Param[] {
    // types first: a type may mention a size bound by the same statement, renamed just below
    const named = ps.map((p) => {
      if (this.fresh === null) return p.name;
      const n = this.fresh.fresh(p.name.startsWith('_') ? '_f' : `${p.name}_f`);
      s.set(p.name, { k: 'var', name: n });
      return n;
    });
    return ps.map((p, i) => ({ name: named[i]!, type: this.type(p.type, s) }));
  }

  /** statements in order; `s` is extended with the renamed binders (for the caller's results) */
  stmts(ss: readonly Stmt[], s: Map<string, Atom>): Stmt[] {
    return ss.map((st) => {
      const exp = this.exp(st.exp, s);
      const names = this.bind(st.names, s);
      return { ...st, names, exp };
    });
  }

  body(b: Body, outer: Subst): Body {
    const s = new Map(outer);
    const stmts = this.stmts(b.stmts, s);
    return { stmts, results: b.results.map((a) => this.atom(a, s)) };
  }

  lambda(l: Lambda, outer: Subst): Lambda {
    const s = new Map(outer);
    const params = this.bind(l.params, s);
    const body = this.stmts(l.body, s);
    return { params, body, results: l.results.map((a) => this.atom(a, s)), resultTypes: l.resultTypes };
  }

  exp(e: Exp, s: Map<string, Atom>): Exp {
    const A = (a: Atom): Atom => this.atom(a, s);
    const N = (n: string): string => this.array(n, s);
    const Z = (z: Size): Size => this.size(z, s);
    switch (e.tag) {
      case 'atom': return { tag: 'atom', atom: A(e.atom) };
      case 'un': return { ...e, arg: A(e.arg) };
      case 'bin': return { ...e, left: A(e.left), right: A(e.right) };
      case 'select': return { ...e, cond: A(e.cond), then: A(e.then), else: A(e.else) };
      case 'lit': return { ...e, type: this.type(e.type, s) };
      case 'iota': return { tag: 'iota', n: Z(e.n) };
      case 'replicate': return { tag: 'replicate', shape: e.shape.map(Z), value: A(e.value) };
      case 'map': return { tag: 'map', shape: e.shape.map(Z), arrays: e.arrays.map(N), lambda: this.lambda(e.lambda, s) };
      case 'redomap':
        return { ...e, shape: e.shape.map(Z), arrays: e.arrays.map(N), map: this.lambda(e.map, s), op: this.lambda(e.op, s), neutral: e.neutral === null ? null : e.neutral.map(A) };
      case 'scanomap':
        return { ...e, shape: e.shape.map(Z), arrays: e.arrays.map(N), map: this.lambda(e.map, s), op: this.lambda(e.op, s) };
      case 'reshape': return { tag: 'reshape', shape: e.shape.map(Z), array: N(e.array) };
      case 'rearrange': return { ...e, array: N(e.array) };
      case 'reverse': return { ...e, array: N(e.array) };
      case 'rotate': return { ...e, amount: A(e.amount), array: N(e.array) };
      case 'concat': return { ...e, arrays: e.arrays.map(N) };
      case 'window': return { tag: 'window', array: N(e.array), offsets: e.offsets.map(A), shape: e.shape.map(Z), fill: A(e.fill) };
      case 'index': return { tag: 'index', array: N(e.array), idx: e.idx.map(A) };
      case 'gather': return { tag: 'gather', array: N(e.array), axes: e.axes.map((x) => (x === null ? null : N(x))) };
      case 'scatter': {
        const v = e.values;
        const values = typeof v === 'string' ? N(v) : { shape: v.shape.map(Z), arrays: v.arrays.map(N), lambda: this.lambda(v.lambda, s) };
        return { tag: 'scatter', dest: N(e.dest), indices: N(e.indices), values, ...(e.stackWrite ? { stackWrite: true as const } : {}) };
      }
      case 'kernel': return { ...e, soac: this.exp(e.soac, s) as KernelExp['soac'] };
      case 'copy': return { tag: 'copy', array: N(e.array) };
      case 'grade': return { tag: 'grade', array: N(e.array), down: e.down };
      case 'format': return { ...e, array: N(e.array) };
      case 'if': return { tag: 'if', cond: A(e.cond), then: this.body(e.then, s), else: this.body(e.else, s) };
      case 'loop': {
        const init = e.init.map(A);
        const count = e.form.k === 'for' ? A(e.form.count) : null;
        const inner = new Map(s);
        const params = this.bind(e.params, inner);
        let form: Extract<Exp, { tag: 'loop' }>['form'];
        if (e.form.k === 'for') {
          const [iter] = this.bind([{ name: e.form.iter, type: { elem: 'int', shape: [] } }], inner);
          form = { k: 'for', count: count!, iter: iter!.name };
        } else {
          form = { k: 'while', cond: this.body(e.form.cond, inner) };
        }
        return { tag: 'loop', params, init, form, body: this.body(e.body, inner), ...(e.onHost ? { onHost: true as const } : {}) };
      }
      case 'assert': return { ...e, cond: A(e.cond) };
      case 'output': return { ...e, atom: A(e.atom), ...(e.lengths === undefined ? {} : { lengths: A(e.lengths) }), ...(e.chars === undefined ? {} : { chars: A(e.chars) }) };
    }
  }
}

/** Applies a substitution of names bound outside the code (binders keep their names). */
export const substitute = new Renamer(null);

/** Every name an expression reads that it does not bind itself (sizes in types included). */
export function freeVars(e: Exp): Set<string> {
  const used = new Set<string>();
  const bound = new Set<string>();
  const atom = (a: Atom): void => {
    if (a.k === 'var') used.add(a.name);
  };
  const size = (z: Size): void => {
    if (z.k === 'var') used.add(z.name);
  };
  const type = (t: Type): void => t.shape.forEach(size);
  const params = (ps: readonly Param[]): void => ps.forEach((p) => {
    bound.add(p.name);
    type(p.type);
  });
  const stmts = (ss: readonly Stmt[]): void => ss.forEach((s) => {
    exp(s.exp);
    params(s.names);
  });
  const body = (b: Body): void => {
    stmts(b.stmts);
    b.results.forEach(atom);
  };
  const lambda = (l: Lambda): void => {
    params(l.params);
    stmts(l.body);
    l.results.forEach(atom);
  };
  const exp = (x: Exp): void => {
    switch (x.tag) {
      case 'atom': atom(x.atom); break;
      case 'un': atom(x.arg); break;
      case 'bin': atom(x.left); atom(x.right); break;
      case 'select': atom(x.cond); atom(x.then); atom(x.else); break;
      case 'lit': type(x.type); break;
      case 'iota': size(x.n); break;
      case 'replicate': x.shape.forEach(size); atom(x.value); break;
      case 'map': x.shape.forEach(size); x.arrays.forEach((n) => used.add(n)); lambda(x.lambda); break;
      case 'redomap':
        x.shape.forEach(size); x.arrays.forEach((n) => used.add(n)); lambda(x.map); lambda(x.op);
        x.neutral?.forEach(atom);
        break;
      case 'scanomap': x.shape.forEach(size); x.arrays.forEach((n) => used.add(n)); lambda(x.map); lambda(x.op); break;
      case 'reshape': x.shape.forEach(size); used.add(x.array); break;
      case 'rearrange': case 'reverse': case 'copy': case 'grade': case 'format': used.add(x.array); break;
      case 'rotate': atom(x.amount); used.add(x.array); break;
      case 'concat': x.arrays.forEach((n) => used.add(n)); break;
      case 'window': used.add(x.array); x.offsets.forEach(atom); x.shape.forEach(size); atom(x.fill); break;
      case 'index': used.add(x.array); x.idx.forEach(atom); break;
      case 'gather': used.add(x.array); x.axes.forEach((n) => { if (n !== null) used.add(n); }); break;
      case 'scatter':
        used.add(x.dest); used.add(x.indices);
        if (typeof x.values === 'string') used.add(x.values);
        else { x.values.shape.forEach(size); x.values.arrays.forEach((n) => used.add(n)); lambda(x.values.lambda); }
        break;
      case 'if': atom(x.cond); body(x.then); body(x.else); break;
      case 'kernel': exp(x.soac); break;
      case 'loop':
        x.init.forEach(atom);
        params(x.params);
        if (x.form.k === 'for') {
          atom(x.form.count);
          bound.add(x.form.iter);
        } else body(x.form.cond);
        body(x.body);
        break;
      case 'assert': atom(x.cond); break;
      case 'output':
        atom(x.atom);
        if (x.lengths !== undefined) atom(x.lengths);
        if (x.chars !== undefined) atom(x.chars);
        break;
    }
  };
  exp(e);
  for (const b of bound) used.delete(b);
  return used;
}

/** The names a statement reads, its declared types' sizes included. */
export function stmtReads(s: Stmt): Set<string> {
  const r = freeVars(s.exp);
  for (const p of s.names) for (const z of p.type.shape) if (z.k === 'var' && !s.names.some((q) => q.name === z.name)) r.add(z.name);
  return r;
}

const readsCache = new WeakMap<Stmt, ReadonlySet<string>>();

/** stmtReads, remembered per statement object (statements are immutable) */
export function cachedReads(s: Stmt): ReadonlySet<string> {
  let r = readsCache.get(s);
  if (r === undefined) {
    r = stmtReads(s);
    readsCache.set(s, r);
  }
  return r;
}

/** How many statements of a list (and the results) read each name. */
export function readCounts(stmts: readonly Stmt[], results: readonly Atom[] = []): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (n: string): void => {
    counts.set(n, (counts.get(n) ?? 0) + 1);
  };
  for (const s of stmts) for (const n of stmtReads(s)) bump(n);
  for (const a of results) if (a.k === 'var') bump(a.name);
  return counts;
}

export function sameAtom(a: Atom, b: Atom): boolean {
  return a.k === 'var' ? b.k === 'var' && a.name === b.name : b.k === 'const' && a.value === b.value && a.elem === b.elem;
}

export function sameSize(a: Size, b: Size): boolean {
  return a.k === 'var' ? b.k === 'var' && a.name === b.name : b.k === 'const' && a.n === b.n;
}

export function sameShape(a: readonly Size[], b: readonly Size[]): boolean {
  return a.length === b.length && a.every((z, i) => sameSize(z, b[i]!));
}

export const sizeAtom = (z: Size): Atom => (z.k === 'const' ? { k: 'const', value: z.n, elem: 'int' } : { k: 'var', name: z.name });

/**
 * `s` with `f` applied to the bodies nested in it (an if's branches, a loop's body), or `s`
 * itself when it has none or f changes none: the recursion of passes that work body by body.
 */
export function mapNestedBodies(s: Stmt, f: (b: Body) => Body): Stmt {
  const e = s.exp;
  if (e.tag === 'if') {
    const then = f(e.then);
    const els = f(e.else);
    return then === e.then && els === e.else ? s : { ...s, exp: { ...e, then, else: els } };
  }
  if (e.tag === 'loop') {
    const body = f(e.body);
    return body === e.body ? s : { ...s, exp: { ...e, body } };
  }
  return s;
}
