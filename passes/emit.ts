// A block-structured emitter of IR statements for the lowering: it hands out fresh names, keeps
// the IR type of every name it binds, and nests blocks for lambdas and if-branches.
import type { Atom, Body, Elem, Exp, Lambda, Param, Size, SrcLoc, Stmt, Type } from '../core-ir/syntax.js';

export class Emitter {
  private counter = 0;
  private readonly blocks: Stmt[][] = [[]];
  private readonly types = new Map<string, Type>();

  fresh(base = 't'): string {
    return `_${base}${++this.counter}`;
  }

  typeOf(a: Atom): Type {
    if (a.k === 'const') return { elem: a.elem, shape: [] };
    const t = this.types.get(a.name);
    if (!t) throw new Error(`emit: no type recorded for ${a.name}`);
    return t;
  }

  declare(name: string, t: Type): void {
    this.types.set(name, t);
  }

  /** Bind one result; returns the new variable. */
  bind(exp: Exp, t: Type, loc?: SrcLoc, name?: string): Atom {
    const n = name ?? this.fresh();
    this.types.set(n, t);
    this.push({ names: [{ name: n, type: t }], exp, ...(loc ? { loc } : {}) });
    return { k: 'var', name: n };
  }

  /** Bind several results (if, loop, multi-result SOACs). */
  bindMany(exp: Exp, ts: readonly Type[], loc?: SrcLoc): Atom[] {
    const names: Param[] = ts.map((t) => ({ name: this.fresh(), type: t }));
    names.forEach((p) => this.types.set(p.name, p.type));
    this.push({ names, exp, ...(loc ? { loc } : {}) });
    return names.map((p) => ({ k: 'var', name: p.name }));
  }

  /** Bind names chosen by the caller (a size variable among them, as format binds its length). */
  bindNamed(exp: Exp, names: readonly Param[], loc?: SrcLoc): Atom[] {
    names.forEach((p) => this.types.set(p.name, p.type));
    this.push({ names, exp, ...(loc ? { loc } : {}) });
    return names.map((p) => ({ k: 'var', name: p.name }));
  }

  /** A statement that binds nothing (output, assert). */
  effect(exp: Exp, loc?: SrcLoc): void {
    this.push({ names: [], exp, ...(loc ? { loc } : {}) });
  }

  private push(s: Stmt): void {
    this.blocks[this.blocks.length - 1]!.push(s);
  }

  /** Run `f` in a new block; returns its statements and results. */
  block(f: () => readonly Atom[]): Body {
    this.blocks.push([]);
    let results: readonly Atom[];
    try {
      results = f();
    } catch (e) {
      this.blocks.pop();
      throw e;
    }
    const stmts = this.blocks.pop()!;
    return { stmts, results };
  }

  /** A lambda whose params are fresh names of the given types. */
  lambda(paramTypes: readonly Type[], f: (params: readonly Atom[]) => readonly Atom[]): Lambda {
    const params: Param[] = paramTypes.map((t) => ({ name: this.fresh('p'), type: t }));
    params.forEach((p) => this.types.set(p.name, p.type));
    const body = this.block(() => f(params.map((p) => ({ k: 'var', name: p.name }))));
    return { params, body: body.stmts, results: body.results, resultTypes: body.results.map((r) => this.typeOf(r).elem) };
  }

  /**
   * A map over an index space with no input arrays: `body` gets one int index per dim of `t` and
   * gives the element there (gathers, index arithmetic, generated values).
   */
  generate(t: Type, body: (idx: readonly Atom[]) => Atom, loc?: SrcLoc): Atom {
    const lambda = this.lambda(t.shape.map(() => ({ elem: 'int', shape: [] })), (idx) => [body(idx)]);
    return this.bind({ tag: 'map', shape: t.shape, arrays: [], lambda }, t, loc);
  }

  topLevel(): readonly Stmt[] {
    return this.blocks[0]!;
  }
}

export const scalarT = (elem: Elem): Type => ({ elem, shape: [] });
export const arrT = (elem: Elem, shape: readonly Size[]): Type => ({ elem, shape });
export const intC = (n: number): Atom => ({ k: 'const', value: n, elem: 'int' });
export const sizeAtom = (s: Size): Atom => (s.k === 'const' ? intC(s.n) : { k: 'var', name: s.name });
