// A builder for IR in passes and tests. It hands out unique names, records the type of every name
// it binds (so the expression helpers can compute result types), and collects statements into a
// Body. Nested bodies (lambdas, if branches, loop bodies) get a child builder that shares the name
// supply and sees the parent's types; what a child binds stays in the child.
import { binResult, unResult } from '../ops/scalar-ops.js';
import type {
  Atom, BinOp, Body, Elem, Exp, Lambda, Param, Program, RuntimeErrorClass, Size, SrcLoc, Stmt, Type, UnOp,
} from './syntax.js';
import { cAtom, cSize, scalarType, vAtom, vSize } from './syntax.js';

/** A counter shared by every builder of one compilation, so names are unique program-wide. */
export class NameSupply {
  private next = 0;
  fresh(base: string): string {
    return `${base}_${this.next++}`;
  }
}

export const INT: Type = scalarType('int');
export const FLOAT: Type = scalarType('float');
export const BOOL: Type = scalarType('bool');
export const CHAR: Type = scalarType('char');

/** `[3][n]int` as a Type: numbers are constant dims, strings size variables */
export function arrType(elem: Elem, dims: readonly (number | string)[]): Type {
  return { elem, shape: dims.map((d) => (typeof d === 'number' ? cSize(d) : vSize(d))) };
}

export const int = (n: number): Atom => cAtom(n | 0, 'int');
export const float = (x: number): Atom => cAtom(Math.fround(x), 'float');
export const bool = (b: boolean | 0 | 1): Atom => cAtom(b ? 1 : 0, 'bool');
export const char = (c: string): Atom => cAtom(c.codePointAt(0) ?? 0, 'char');

/** A lambda parameter: just a type (named from the builder's default) or a base name and a type. */
export type ParamSpec = Type | { readonly name: string; readonly type: Type };

export class IrBuilder {
  private readonly stmts: Stmt[] = [];
  private readonly types = new Map<string, Type>();
  private readonly params: Param[] = [];
  private readonly sizeParams: string[] = [];

  constructor(readonly names: NameSupply = new NameSupply(), private readonly parent: IrBuilder | null = null) {}

  fresh(base: string): string {
    return this.names.fresh(base);
  }

  /** a builder for a nested body: same names, sees this builder's types */
  child(): IrBuilder {
    return new IrBuilder(this.names, this);
  }

  /** the type of an atom bound by this builder, an ancestor, or declared with `declare` */
  typeOf(a: Atom | string): Type {
    if (typeof a !== 'string' && a.k === 'const') return scalarType(a.elem);
    const name = typeof a === 'string' ? a : a.name;
    for (let b: IrBuilder | null = this; b !== null; b = b.parent) {
      const t = b.types.get(name);
      if (t !== undefined) return t;
    }
    throw new Error(`builder: the type of ${name} is unknown`);
  }

  /** records the type of a name bound elsewhere (a lambda parameter built by hand, say) */
  declare(name: string, type: Type): Atom {
    this.types.set(name, type);
    return vAtom(name);
  }

  /** a program size parameter: an int scalar bound to an input's dim */
  sizeParam(base: string): Size {
    const name = this.fresh(base);
    this.sizeParams.push(name);
    this.declare(name, INT);
    return vSize(name);
  }

  /** a program input */
  param(base: string, type: Type): Atom {
    const name = this.fresh(base);
    this.params.push({ name, type });
    return this.declare(name, type);
  }

  /** appends a statement as given (names already chosen) and records its names' types */
  emit(stmt: Stmt): readonly Atom[] {
    this.stmts.push(stmt);
    return stmt.names.map((p) => this.declare(p.name, p.type));
  }

  /** binds an expression to one fresh name */
  bind(exp: Exp, type: Type, loc?: SrcLoc, base?: string): Atom;
  /** binds an expression with several results to fresh names */
  bind(exp: Exp, types: readonly Type[], loc?: SrcLoc, base?: string): Atom[];
  bind(exp: Exp, t: Type | readonly Type[], loc?: SrcLoc, base?: string): Atom | Atom[] {
    const types = isTypeList(t) ? t : [t];
    const names = types.map((type) => ({ name: this.fresh(base ?? exp.tag), type }));
    const atoms = [...this.emit(loc === undefined ? { names, exp } : { names, exp, loc })];
    return isTypeList(t) ? atoms : atoms[0]!;
  }

  /** statements binding no names */
  output(atom: Atom, loc?: SrcLoc): void {
    this.emit(withLoc({ names: [], exp: { tag: 'output', atom } }, loc));
  }

  assert(cond: Atom, cls: RuntimeErrorClass, message: string, loc?: SrcLoc): void {
    this.emit(withLoc({ names: [], exp: { tag: 'assert', cond, cls, message } }, loc));
  }

  /** the statements so far with their results, as a Body */
  finish(results: readonly Atom[]): Body {
    return { stmts: [...this.stmts], results: [...results] };
  }

  /** the program: declared params and size params, statements so far, results */
  program(results: readonly Atom[]): Program<'soacs'> {
    return {
      stage: 'soacs',
      params: [...this.params],
      sizeParams: [...this.sizeParams],
      body: this.finish(results),
      resultTypes: results.map((r) => this.typeOf(r)),
    };
  }

  /** A lambda: fresh params, body built by `fn` in a child builder; result types from its results. */
  lambda(params: readonly ParamSpec[], fn: (b: IrBuilder, args: Atom[]) => Atom | readonly Atom[]): Lambda {
    const b = this.child();
    const ps: Param[] = params.map((s) => {
      const [base, type] = 'elem' in s ? ['p', s] : [s.name, s.type];
      return { name: this.fresh(base), type };
    });
    const args = ps.map((p) => b.declare(p.name, p.type));
    const r = fn(b, args);
    const results = isAtom(r) ? [r] : [...r];
    return { params: ps, body: b.stmts.slice(), results, resultTypes: results.map((a) => b.typeOf(a).elem) };
  }

  /** a nested Body (if branch, loop body) built by `fn` in a child builder */
  body(fn: (b: IrBuilder) => readonly Atom[]): Body {
    const b = this.child();
    return b.finish(fn(b));
  }

  // Expression helpers: they compute the result type and bind one fresh name.

  atom(a: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'atom', atom: a }, this.typeOf(a), loc, 'x');
  }

  un(op: UnOp, arg: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'un', op, arg }, scalarType(unResult(op, this.typeOf(arg).elem)), loc, op);
  }

  bin(op: BinOp, left: Atom, right: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'bin', op, left, right }, scalarType(binResult(op, this.typeOf(left).elem)), loc, op);
  }

  select(cond: Atom, then: Atom, els: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'select', cond, then, else: els }, this.typeOf(then), loc, 'sel');
  }

  lit(elem: Elem, dims: readonly number[], data: readonly number[], loc?: SrcLoc): Atom {
    const type = arrType(elem, dims);
    return this.bind({ tag: 'lit', type, data: [...data] }, type, loc, 'lit');
  }

  iota(n: Size, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'iota', n }, { elem: 'int', shape: [n] }, loc);
  }

  replicate(shape: readonly Size[], value: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'replicate', shape, value }, { elem: this.typeOf(value).elem, shape }, loc, 'rep');
  }

  /** map; one result array per lambda result */
  map(shape: readonly Size[], arrays: readonly Atom[], lambda: Lambda, loc?: SrcLoc): Atom[] {
    const exp: Exp = { tag: 'map', shape, arrays: arrays.map(nameOf), lambda };
    return this.bind(exp, lambda.resultTypes.map((elem) => ({ elem, shape })), loc);
  }

  /** map with one result */
  map1(shape: readonly Size[], arrays: readonly Atom[], lambda: Lambda, loc?: SrcLoc): Atom {
    return this.map(shape, arrays, lambda, loc)[0]!;
  }

  redomap(
    shape: readonly Size[], arrays: readonly Atom[], map: Lambda, op: Lambda, neutral: Atom | null, assoc: boolean, loc?: SrcLoc,
  ): Atom {
    const exp: Exp = { tag: 'redomap', shape, arrays: arrays.map(nameOf), map, op, neutral: neutral === null ? null : [neutral], assoc };
    return this.bind(exp, { elem: op.resultTypes[0] ?? 'int', shape: shape.slice(0, -1) }, loc, 'red');
  }

  scanomap(shape: readonly Size[], arrays: readonly Atom[], map: Lambda, op: Lambda, assoc: boolean, loc?: SrcLoc): Atom {
    const exp: Exp = { tag: 'scanomap', shape, arrays: arrays.map(nameOf), map, op, assoc };
    return this.bind(exp, { elem: op.resultTypes[0] ?? 'int', shape }, loc, 'scan');
  }

  /** a fold operator `\a b -> a op b` over scalars of `elem` */
  binLambda(op: BinOp, elem: Elem): Lambda {
    return this.lambda([scalarType(elem), scalarType(elem)], (b, [x, y]) => b.bin(op, x!, y!));
  }

  /** the map lambda of a plain reduce/scan over one array of rank `rank`: the element itself */
  elemLambda(rank: number, elem: Elem): Lambda {
    const idx = Array.from({ length: rank }, (): ParamSpec => ({ name: 'i', type: INT }));
    return this.lambda([...idx, scalarType(elem)], (_b, args) => args[rank]!);
  }

  reshape(shape: readonly Size[], array: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'reshape', shape, array: nameOf(array) }, { elem: this.typeOf(array).elem, shape }, loc);
  }

  rearrange(perm: readonly number[], array: Atom, loc?: SrcLoc): Atom {
    const t = this.typeOf(array);
    const shape = perm.map((p) => t.shape[p] ?? cSize(0));
    return this.bind({ tag: 'rearrange', perm, array: nameOf(array) }, { elem: t.elem, shape }, loc, 'tr');
  }

  reverse(axis: number, array: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'reverse', axis, array: nameOf(array) }, this.typeOf(array), loc, 'rev');
  }

  rotate(axis: number, amount: Atom, array: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'rotate', axis, amount, array: nameOf(array) }, this.typeOf(array), loc, 'rot');
  }

  /**
   * concat along an axis. Sizes are constants or variables, so a sum of variable dims is bound
   * to a fresh size variable first.
   */
  concat(axis: number, arrays: readonly Atom[], loc?: SrcLoc): Atom {
    const t0 = this.typeOf(arrays[0]!);
    const dims = arrays.map((a) => this.typeOf(a).shape[axis] ?? cSize(0));
    let total: Size;
    if (dims.every((d) => d.k === 'const')) {
      total = cSize(dims.reduce((s, d) => s + (d.k === 'const' ? d.n : 0), 0));
    } else {
      let acc: Atom = sizeAtom(dims[0]!);
      for (const d of dims.slice(1)) acc = this.bind({ tag: 'bin', op: 'add', left: acc, right: sizeAtom(d) }, INT, loc, 'n');
      total = acc.k === 'var' ? vSize(acc.name) : cSize(acc.value);
    }
    const shape = t0.shape.map((d, j) => (j === axis ? total : d));
    return this.bind({ tag: 'concat', axis, arrays: arrays.map(nameOf) }, { elem: t0.elem, shape }, loc, 'cat');
  }

  window(array: Atom, offsets: readonly Atom[], shape: readonly Size[], fill: Atom, loc?: SrcLoc): Atom {
    const exp: Exp = { tag: 'window', array: nameOf(array), offsets, shape, fill };
    return this.bind(exp, { elem: this.typeOf(array).elem, shape }, loc, 'win');
  }

  index(array: Atom, idx: readonly Atom[], loc?: SrcLoc): Atom {
    return this.bind({ tag: 'index', array: nameOf(array), idx }, scalarType(this.typeOf(array).elem), loc, 'ix');
  }

  gather(array: Atom, axes: readonly (Atom | null)[], loc?: SrcLoc): Atom {
    const t = this.typeOf(array);
    const shape = axes.flatMap((a, j) => (a === null ? [t.shape[j] ?? cSize(0)] : this.typeOf(a).shape));
    return this.bind({ tag: 'gather', array: nameOf(array), axes: axes.map((a) => (a === null ? null : nameOf(a))) }, { elem: t.elem, shape }, loc);
  }

  copy(array: Atom, loc?: SrcLoc): Atom {
    return this.bind({ tag: 'copy', array: nameOf(array) }, this.typeOf(array), loc);
  }

  /** if with results of the given types */
  if(cond: Atom, types: readonly Type[], then: (b: IrBuilder) => readonly Atom[], els: (b: IrBuilder) => readonly Atom[], loc?: SrcLoc): Atom[] {
    return this.bind({ tag: 'if', cond, then: this.body(then), else: this.body(els) }, types, loc);
  }

  /**
   * A for loop: params (with their types) start at `init`; `fn` gets the iteration variable and
   * the params and returns the next params. Returns the final params.
   */
  forLoop(
    params: readonly ParamSpec[], init: readonly Atom[], count: Atom, fn: (b: IrBuilder, i: Atom, ps: Atom[]) => readonly Atom[], loc?: SrcLoc,
  ): Atom[] {
    const ps = this.loopParams(params);
    const iter = this.fresh('i');
    const body = this.body((b) => fn(b, b.declare(iter, INT), ps.map((p) => b.declare(p.name, p.type))));
    const exp: Exp = { tag: 'loop', params: ps, init, form: { k: 'for', count, iter }, body };
    return this.bind(exp, ps.map((p) => p.type), loc, 'loop');
  }

  /** A while loop: `cond` gives a bool from the current params; `fn` the next params. */
  whileLoop(
    params: readonly ParamSpec[], init: readonly Atom[], cond: (b: IrBuilder, ps: Atom[]) => Atom, fn: (b: IrBuilder, ps: Atom[]) => readonly Atom[], loc?: SrcLoc,
  ): Atom[] {
    const ps = this.loopParams(params);
    const condBody = this.body((b) => [cond(b, ps.map((p) => b.declare(p.name, p.type)))]);
    const body = this.body((b) => fn(b, ps.map((p) => b.declare(p.name, p.type))));
    const exp: Exp = { tag: 'loop', params: ps, init, form: { k: 'while', cond: condBody }, body };
    return this.bind(exp, ps.map((p) => p.type), loc, 'loop');
  }

  private loopParams(params: readonly ParamSpec[]): Param[] {
    return params.map((s) => ('elem' in s ? { name: this.fresh('acc'), type: s } : { name: this.fresh(s.name), type: s.type }));
  }
}

function isTypeList(t: Type | readonly Type[]): t is readonly Type[] {
  return Array.isArray(t);
}

function isAtom(r: Atom | readonly Atom[]): r is Atom {
  return !Array.isArray(r);
}

function withLoc(stmt: Stmt, loc: SrcLoc | undefined): Stmt {
  return loc === undefined ? stmt : { ...stmt, loc };
}

/** SOACs and array expressions name their arrays; a constant is not an array */
function nameOf(a: Atom): string {
  if (a.k !== 'var') throw new Error('builder: an array operand must be a variable');
  return a.name;
}

function sizeAtom(s: Size): Atom {
  return s.k === 'const' ? cAtom(s.n, 'int') : vAtom(s.name);
}
