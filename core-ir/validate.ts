// The IR validator: runs after every pass in tests and in `aplc dev`, and says what is wrong and
// where instead of letting a later pass or the GPU fail obscurely.
//
// Dims are compared where that is decidable without arithmetic: two constants must be equal, and
// the same size variable agrees with itself. Two different variables, or a variable and a
// constant, may still be equal at run time, which the interpreter checks; they are accepted here.
//
// Names must be unique along every scope chain (no shadowing: passes move code between scopes,
// where a shadowed name would silently capture); sibling scopes may reuse one. Stages: validate-stage.ts.
import { binOperandOk, binResult, unOperandOk, unResult } from '../ops/scalar-ops.js';
import { outputResults, validateStage } from './validate-stage.js';
import { elemHolds, type Atom, type Body, type Elem, type Exp, type Lambda, type Program, type ScatterValueMap, type Size, type Stage, type Stmt, type Type } from './syntax.js';

/** a type as an expression produces it: a dim is null where it cannot be named (a sum of variables) */
interface Produced {
  readonly elem: Elem;
  readonly shape: readonly (Size | null)[];
}

class Scope {
  private readonly vars = new Map<string, Type>();
  constructor(readonly parent: Scope | null) {}
  lookup(name: string): Type | undefined {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      const t = s.vars.get(name);
      if (t !== undefined) return t;
    }
    return undefined;
  }
  set(name: string, t: Type): void {
    this.vars.set(name, t);
  }
}

const showType = (t: Produced): string => t.shape.map((s) => (s === null ? '[?]' : s.k === 'const' ? `[${s.n}]` : `[${s.name}]`)).join('') + t.elem;
const isIntScalar = (t: Type | Produced | null): boolean => t !== null && t.elem === 'int' && t.shape.length === 0;

/** statements allowed in lambda bodies: scalar code (syntax.ts) */
const LAMBDA_TAGS = new Set<Exp['tag']>(['atom', 'un', 'bin', 'select', 'index', 'assert', 'if', 'loop']);

export function validateProgram(p: Program<Stage>): readonly string[] {
  const v = new Validator();
  v.program(p);
  return [...v.problems, ...validateStage(p)];
}

class Validator {
  readonly problems: string[] = [];

  /** Inside code after an `assert false` in its block, which never runs: simplification may have
   *  folded into it the sizes the failing check said disagree. Its problems are not reported. */
  private unreachable = 0;

  private fail(where: string, msg: string): void {
    if (this.unreachable > 0) return;
    this.problems.push(`${where}: ${msg}`);
  }

  program(p: Program<Stage>): void {
    const scope = new Scope(null);
    for (const n of p.sizeParams) this.define(scope, n, { elem: 'int', shape: [] }, 'size parameters');
    for (const q of p.params) {
      this.checkType(scope, q.type, `parameter ${q.name}`);
      this.define(scope, q.name, q.type, 'parameters');
    }
    for (const n of p.sizeParams) {
      if (!p.params.some((q) => q.type.shape.some((s) => s.k === 'var' && s.name === n))) {
        this.fail('size parameters', `${n} is not a dim of any parameter, so no input binds it`);
      }
    }
    const results = this.body(scope, p.body, 'program', false);
    this.agreeAll(p.resultTypes, results, 'program results');
  }

  /** defines a name, rejecting one already visible */
  private define(scope: Scope, name: string, t: Type, where: string): void {
    if (scope.lookup(name) !== undefined) this.fail(where, `${name} is bound twice`);
    scope.set(name, t);
  }

  /** every size variable of a type is an int scalar in scope */
  private checkType(scope: Scope, t: Type, where: string): void {
    for (const s of t.shape) this.checkSize(scope, s, where);
  }

  private checkSize(scope: Scope, s: Size, where: string): void {
    if (s.k === 'const') {
      if (!Number.isInteger(s.n) || s.n < 0) this.fail(where, `dim ${s.n} is not a natural number`);
      return;
    }
    const t = scope.lookup(s.name);
    if (t === undefined) this.fail(where, `size ${s.name} is not in scope`);
    else if (!isIntScalar(t)) this.fail(where, `size ${s.name} is ${showType(t)}, not an int scalar`);
  }

  private atomType(scope: Scope, a: Atom, where: string): Produced | null {
    if (a.k === 'const' && !elemHolds(a.elem, a.value)) this.fail(where, `the constant ${a.value} is not a ${a.elem}`);
    if (a.k === 'const') return { elem: a.elem, shape: [] };
    const t = scope.lookup(a.name);
    if (t === undefined) this.fail(where, `${a.name} is not defined`);
    return t ?? null;
  }

  /** a scalar operand, optionally of a given element type; returns its elem */
  private scalar(scope: Scope, a: Atom, where: string, what: string, elem?: Elem): Elem | null {
    const t = this.atomType(scope, a, where);
    if (t === null) return null;
    if (t.shape.length !== 0) {
      this.fail(where, `${what} must be a scalar, not ${showType(t)}`);
      return null;
    }
    if (elem !== undefined && t.elem !== elem) this.fail(where, `${what} must be ${elem}, not ${t.elem}`);
    return t.elem;
  }

  private array(scope: Scope, name: string, where: string): Type | null {
    const t = scope.lookup(name);
    if (t === undefined) this.fail(where, `${name} is not defined`);
    return t ?? null;
  }

  /** does a produced type agree with a declared one: elem and rank always, dims where decidable */
  private agree(declared: Produced, produced: Produced, where: string, what: string): void {
    const mismatch = (): void => this.fail(where, `${what} is declared ${showType(declared)} but is ${showType(produced)}`);
    if (declared.elem !== produced.elem || declared.shape.length !== produced.shape.length) return mismatch();
    for (let j = 0; j < declared.shape.length; j++) {
      const d = declared.shape[j]!;
      const q = produced.shape[j]!;
      if (d !== null && q !== null && d.k === 'const' && q.k === 'const' && d.n !== q.n) return mismatch();
    }
  }

  private agreeAll(declared: readonly Produced[], produced: readonly (Produced | null)[], where: string): void {
    if (declared.length !== produced.length) {
      this.fail(where, `${declared.length} types declared for ${produced.length} values`);
      return;
    }
    produced.forEach((q, i) => {
      if (q !== null) this.agree(declared[i]!, q, where, `result ${i}`);
    });
  }

  /** checks a body's statements in `scope` (the caller gives a fresh one) and returns its result types */
  body(scope: Scope, b: Body, where: string, inLambda: boolean): (Produced | null)[] {
    const before = this.unreachable;
    b.stmts.forEach((s, i) => {
      this.stmt(scope, s, `${where} stmt ${i}${s.names.length > 0 ? ` (${s.names.map((n) => n.name).join(', ')})` : ` (${s.exp.tag})`}`, inLambda);
      if (s.exp.tag === 'assert' && s.exp.cond.k === 'const' && s.exp.cond.value === 0 && this.unreachable === before) this.unreachable++;
    });
    const results = b.results.map((a) => this.atomType(scope, a, `${where} results`));
    this.unreachable = before;
    return results;
  }

  private stmt(scope: Scope, s: Stmt, where: string, inLambda: boolean): void {
    if (inLambda) {
      if (!LAMBDA_TAGS.has(s.exp.tag)) this.fail(where, `${s.exp.tag} in a lambda body: lambdas hold scalar code only`);
      for (const n of s.names) if (n.type.shape.length !== 0) this.fail(where, `${n.name} is an array: lambdas hold scalar code only`);
    }
    const produced = this.exp(scope, s, where, inLambda);
    for (const n of s.names) this.define(scope, n.name, n.type, where);
    // after defining: a declared dim may name a size the same statement binds
    for (const n of s.names) this.checkType(scope, n.type, `${where} type of ${n.name}`);
    if (produced === null) return;
    if (produced.length !== s.names.length) {
      this.fail(where, `${s.exp.tag} gives ${produced.length} value(s) but the statement binds ${s.names.length}`);
      return;
    }
    produced.forEach((q, i) => this.agree(s.names[i]!.type, q, where, s.names[i]!.name));
  }

  /** the types an expression produces (null where it was already compared, or is too broken) */
  private exp(scope: Scope, s: Stmt, where: string, inLambda: boolean): Produced[] | null {
    const e = s.exp;
    switch (e.tag) {
      case 'atom': {
        const t = this.atomType(scope, e.atom, where);
        return t === null ? null : [t];
      }
      case 'un': {
        const el = this.scalar(scope, e.arg, where, `the operand of ${e.op}`);
        if (el === null) return null;
        if (!unOperandOk(e.op, el)) this.fail(where, `${e.op} does not take ${el}`);
        return [{ elem: unResult(e.op, el), shape: [] }];
      }
      case 'bin': {
        const l = this.scalar(scope, e.left, where, `the left operand of ${e.op}`);
        const r = this.scalar(scope, e.right, where, `the right operand of ${e.op}`);
        if (l === null || r === null) return null;
        if (l !== r) this.fail(where, `the operands of ${e.op} differ in type: ${l} and ${r}`);
        else if (!binOperandOk(e.op, l)) this.fail(where, `${e.op} does not take ${l}`);
        return [{ elem: binResult(e.op, l), shape: [] }];
      }
      case 'select': {
        this.scalar(scope, e.cond, where, 'the condition of select', 'bool');
        const t = this.scalar(scope, e.then, where, 'the then value of select');
        const f = this.scalar(scope, e.else, where, 'the else value of select');
        if (t !== null && f !== null && t !== f) this.fail(where, `select chooses between ${t} and ${f}`);
        return t === null ? null : [{ elem: t, shape: [] }];
      }
      case 'lit': {
        this.checkType(scope, e.type, where);
        const dims = e.type.shape;
        if (dims.every((d) => d.k === 'const')) {
          const n = dims.reduce((a, d) => a * (d.k === 'const' ? d.n : 1), 1);
          if (n !== e.data.length) this.fail(where, `a literal of type ${showType(e.type)} has ${e.data.length} elements, not ${n}`);
        }
        const bad = e.data.find((x) => !elemHolds(e.type.elem, x));
        if (bad !== undefined) this.fail(where, `${bad} is not a ${e.type.elem}`);
        return [e.type];
      }
      case 'iota':
        this.checkSize(scope, e.n, where);
        return [{ elem: 'int', shape: [e.n] }];
      case 'replicate': {
        e.shape.forEach((d) => this.checkSize(scope, d, where));
        const el = this.scalar(scope, e.value, where, 'the replicated value');
        return el === null ? null : [{ elem: el, shape: e.shape }];
      }
      case 'kernel': return this.exp(scope, { ...s, exp: e.soac }, where, inLambda);
      case 'map': {
        // (scatterValues checks a scatter's value map the same way)
        const elems = this.soacInputs(scope, e.shape, e.arrays, where);
        const res = this.lambda(scope, e.lambda, [...e.shape.map((): Elem => 'int'), ...elems], e.shape.length, `${where} lambda`);
        return res?.map((elem) => ({ elem, shape: e.shape })) ?? null;
      }
      case 'redomap':
      case 'scanomap': {
        if (e.shape.length === 0) this.fail(where, `${e.tag} needs an iteration shape of rank 1 or more`);
        const elems = this.soacInputs(scope, e.shape, e.arrays, where);
        const mapped = this.lambda(scope, e.map, [...e.shape.map((): Elem => 'int'), ...elems], e.shape.length, `${where} map lambda`);
        if (mapped === null) return null;
        if (mapped.length === 0) {
          this.fail(where, `the map lambda of ${e.tag} gives no value to fold`);
          return null;
        }
        // f folded values (syntax.ts): op takes the left operand's f, then the right's
        const f = e.op.resultTypes.length;
        if (f === 0 || e.op.params.length !== 2 * f) {
          this.fail(where, `the operator must take twice as many scalars as it gives (${e.op.params.length} for ${f})`);
          return null;
        }
        if (mapped.length < f) {
          this.fail(where, `the map lambda of ${e.tag} gives ${mapped.length} values for ${f} folds`);
          return null;
        }
        const folded = mapped.slice(0, f);
        const opRes = this.lambda(scope, e.op, [...folded, ...folded], 0, `${where} operator`);
        if (opRes !== null && (opRes.length !== f || opRes.some((el, r) => el !== folded[r]))) {
          this.fail(where, `the operator must give (${folded.join(', ')}), not (${opRes.join(', ')})`);
        }
        if (e.tag === 'redomap' && e.neutral !== null) {
          if (e.neutral.length !== f) this.fail(where, `${e.neutral.length} neutral elements for ${f} folds`);
          else e.neutral.forEach((a, r) => this.scalar(scope, a, where, 'the neutral element', folded[r]!));
        }
        // then the mapped outputs, full arrays of the iteration shape
        const foldShape = e.tag === 'redomap' ? e.shape.slice(0, -1) : e.shape;
        return [...folded.map((elem) => ({ elem, shape: foldShape })), ...mapped.slice(f).map((elem) => ({ elem, shape: e.shape }))];
      }
      case 'reshape': {
        e.shape.forEach((d) => this.checkSize(scope, d, where));
        const t = this.array(scope, e.array, where);
        if (t === null) return null;
        const count = (sh: readonly Size[]): number | null => (sh.every((d) => d.k === 'const') ? sh.reduce((a, d) => a * (d.k === 'const' ? d.n : 1), 1) : null);
        const [from, to] = [count(t.shape), count(e.shape)];
        if (from !== null && to !== null && from !== to) this.fail(where, `reshape of ${from} elements to ${to}`);
        return [{ elem: t.elem, shape: e.shape }];
      }
      case 'rearrange': {
        const t = this.array(scope, e.array, where);
        if (t === null) return null;
        const sorted = [...e.perm].sort((a, b) => a - b);
        if (e.perm.length !== t.shape.length || sorted.some((x, i) => x !== i)) {
          this.fail(where, `(${e.perm.join(', ')}) is not a permutation of the ${t.shape.length} axes of ${e.array}`);
          return null;
        }
        return [{ elem: t.elem, shape: e.perm.map((p) => t.shape[p]!) }];
      }
      case 'reverse':
      case 'rotate': {
        const t = this.array(scope, e.array, where);
        if (e.tag === 'rotate') this.scalar(scope, e.amount, where, 'the rotation amount', 'int');
        if (t === null) return null;
        this.axis(e.axis, t, where);
        return [t];
      }
      case 'concat':
        return this.concat(scope, e, where);
      case 'window': {
        const t = this.array(scope, e.array, where);
        e.offsets.forEach((o, i) => this.scalar(scope, o, where, `offset ${i}`, 'int'));
        e.shape.forEach((d) => this.checkSize(scope, d, where));
        if (t === null) return null;
        this.scalar(scope, e.fill, where, 'the fill', t.elem);
        if (e.offsets.length !== t.shape.length || e.shape.length !== t.shape.length) {
          this.fail(where, `a window of ${e.array} (rank ${t.shape.length}) needs ${t.shape.length} offsets and dims, not ${e.offsets.length} and ${e.shape.length}`);
        }
        return [{ elem: t.elem, shape: e.shape }];
      }
      case 'index': {
        const t = this.array(scope, e.array, where);
        e.idx.forEach((a, i) => this.scalar(scope, a, where, `index ${i}`, 'int'));
        if (t === null) return null;
        if (e.idx.length !== t.shape.length) this.fail(where, `${e.idx.length} indices for ${e.array} of rank ${t.shape.length}`);
        return [{ elem: t.elem, shape: [] }];
      }
      case 'gather': {
        const t = this.array(scope, e.array, where);
        if (t === null) return null;
        if (e.axes.length !== t.shape.length) {
          this.fail(where, `gather of ${e.array} (rank ${t.shape.length}) lists ${e.axes.length} axes`);
          return null;
        }
        const shape: Size[] = [];
        for (let j = 0; j < e.axes.length; j++) {
          const ax = e.axes[j];
          if (ax === null || ax === undefined) {
            shape.push(t.shape[j]!);
            continue;
          }
          const it = this.array(scope, ax, where);
          if (it === null) return null;
          if (it.elem !== 'int') this.fail(where, `the indices ${ax} for axis ${j} are ${it.elem}, not int`);
          shape.push(...it.shape);
        }
        return [{ elem: t.elem, shape }];
      }
      case 'scatter': {
        const d = this.array(scope, e.dest, where);
        const ix = this.array(scope, e.indices, where);
        const v = typeof e.values === 'string' ? this.array(scope, e.values, where) : this.scatterValues(scope, e.values, where);
        if (d === null || ix === null || v === null) return null;
        if (d.shape.length !== 1 || ix.shape.length !== 1 || v.shape.length !== 1) this.fail(where, 'scatter takes vectors (dest, indices, values)');
        if (ix.elem !== 'int') this.fail(where, `scatter indices ${e.indices} are ${ix.elem}, not int`);
        if (v.elem !== d.elem) this.fail(where, `scatter writes ${v.elem} values into a ${d.elem} vector`);
        return [d];
      }
      case 'format': {
        const t = this.array(scope, e.array, where);
        if (t === null) return null;
        if (t.elem === 'char') this.fail(where, `format takes numbers, not ${showType(t)}`);
        const len = s.names[0];
        if (s.names.length !== 2 || len === undefined) {
          this.fail(where, 'format binds two names: the length and the characters');
          return null;
        }
        return [{ elem: 'int', shape: [] }, { elem: 'char', shape: [...t.shape.slice(0, -1), { k: 'var', name: len.name }] }];
      }
      case 'grade': {
        const t = this.array(scope, e.array, where);
        if (t === null) return null;
        if (t.shape.length === 0) {
          this.fail(where, `grade of ${e.array}, a scalar: it needs rank 1 or more`);
          return null;
        }
        return [{ elem: 'int', shape: [t.shape[0]!] }];
      }
      case 'copy': {
        const t = this.array(scope, e.array, where);
        return t === null ? null : [t];
      }
      case 'if': {
        this.scalar(scope, e.cond, where, 'the condition of if', 'bool');
        const th = this.body(new Scope(scope), e.then, `${where} then`, inLambda);
        const el = this.body(new Scope(scope), e.else, `${where} else`, inLambda);
        this.agreeAll(s.names.map((n) => n.type), th, `${where} then results`);
        this.agreeAll(s.names.map((n) => n.type), el, `${where} else results`);
        return null;
      }
      case 'loop':
        this.loop(scope, s, e, where, inLambda);
        return null;
      case 'assert':
        this.scalar(scope, e.cond, where, 'the condition of assert', 'bool');
        return [];
      case 'output':
        if (inLambda) this.fail(where, 'output in a lambda body');
        return outputResults(this.atomType(scope, e.atom, where), e.lengths && this.atomType(scope, e.lengths, where), (m) => this.fail(where, m), e.chars && this.atomType(scope, e.chars, where));
    }
  }

  /** The type of a scatter's value map: a one-result map over a vector's shape (syntax.ts). */
  private scatterValues(scope: Scope, v: ScatterValueMap, where: string): Type | null {
    if (v.shape.length !== 1) this.fail(where, `a scatter's value map runs over [n], not rank ${v.shape.length}`);
    v.shape.forEach((d) => this.checkSize(scope, d, where));
    const elems = this.soacInputs(scope, v.shape, v.arrays, where);
    const res = this.lambda(scope, v.lambda, [...v.shape.map((): Elem => 'int'), ...elems], v.shape.length, `${where} value lambda`);
    if (res === null) return null;
    if (res.length !== 1) {
      this.fail(where, `a scatter's value lambda gives ${res.length} values, not one`);
      return null;
    }
    return { elem: res[0]!, shape: v.shape };
  }

  private axis(axis: number, t: Type, where: string): boolean {
    if (!Number.isInteger(axis) || axis < 0 || axis >= t.shape.length) {
      this.fail(where, `axis ${axis} is out of range for rank ${t.shape.length}`);
      return false;
    }
    return true;
  }

  private concat(scope: Scope, e: Extract<Exp, { tag: 'concat' }>, where: string): Produced[] | null {
    if (e.arrays.length === 0) {
      this.fail(where, 'concat of no arrays');
      return null;
    }
    const ts = e.arrays.map((a) => this.array(scope, a, where));
    if (ts.some((t) => t === null)) return null;
    const types = ts as Type[];
    const first = types[0]!;
    if (!this.axis(e.axis, first, where)) return null;
    for (const [i, t] of types.entries()) {
      if (t.elem !== first.elem || t.shape.length !== first.shape.length) {
        this.fail(where, `${e.arrays[i]} is ${showType(t)}, ${e.arrays[0]} is ${showType(first)}`);
        return null;
      }
      t.shape.forEach((d, j) => {
        const f = first.shape[j]!;
        if (j !== e.axis && d.k === 'const' && f.k === 'const' && d.n !== f.n) {
          this.fail(where, `${e.arrays[i]} and ${e.arrays[0]} differ in dim ${j}: ${d.n} and ${f.n}`);
        }
      });
    }
    const parts = types.map((t) => t.shape[e.axis]!);
    let total: Size | null = null;
    if (parts.every((d) => d.k === 'const')) total = { k: 'const', n: parts.reduce((a, d) => a + (d.k === 'const' ? d.n : 0), 0) };
    else if (parts.length === 1) total = parts[0]!;
    return [{ elem: first.elem, shape: first.shape.map((d, j) => (j === e.axis ? total : d)) }];
  }

  /** the SOAC's input arrays all have the iteration shape; returns their element types */
  private soacInputs(scope: Scope, shape: readonly Size[], arrays: readonly string[], where: string): Elem[] {
    shape.forEach((d) => this.checkSize(scope, d, where));
    return arrays.map((a) => {
      const t = this.array(scope, a, where);
      if (t === null) return 'int';
      const iter: Produced = { elem: t.elem, shape };
      const ok = t.shape.length === shape.length && t.shape.every((d, j) => {
        const s = shape[j]!;
        return !(d.k === 'const' && s.k === 'const' && d.n !== s.n);
      });
      if (!ok) this.fail(where, `input ${a} is ${showType(t)}, but the iteration shape is ${showType(iter)}`);
      return t.elem;
    });
  }

  /**
   * A lambda taking scalars of `paramElems` (the first `indexParams` are indices) and giving
   * scalars. Returns its result elems, or null when they cannot be trusted.
   */
  private lambda(scope: Scope, l: Lambda, paramElems: readonly Elem[], indexParams: number, where: string): Elem[] | null {
    const inner = new Scope(scope);
    if (l.params.length !== paramElems.length) {
      this.fail(where, `takes ${l.params.length} parameters, expected ${paramElems.length} (${indexParams} indices, then elements)`);
    }
    l.params.forEach((p, i) => {
      const want = paramElems[i];
      const what = i < indexParams ? `index parameter ${p.name}` : `parameter ${p.name}`;
      if (p.type.shape.length !== 0) this.fail(where, `${what} must be a scalar, not ${showType(p.type)}`);
      else if (want !== undefined && p.type.elem !== want) this.fail(where, `${what} must be ${want}, not ${p.type.elem}`);
      this.define(inner, p.name, p.type, where);
    });
    const results = this.body(inner, { stmts: l.body, results: l.results }, where, true);
    if (l.resultTypes.length !== l.results.length) {
      this.fail(where, `${l.results.length} results but ${l.resultTypes.length} result types`);
      return null;
    }
    results.forEach((t, i) => {
      if (t !== null && (t.shape.length !== 0 || t.elem !== l.resultTypes[i])) {
        this.fail(where, `result ${i} is ${showType(t)}, declared ${l.resultTypes[i]}`);
      }
    });
    return [...l.resultTypes];
  }

  private loop(scope: Scope, s: Stmt, e: Extract<Exp, { tag: 'loop' }>, where: string, inLambda: boolean): void {
    e.init.forEach((a) => this.atomType(scope, a, `${where} init`));
    const initTypes = e.init.map((a) => (a.k === 'const' ? { elem: a.elem, shape: [] } : scope.lookup(a.name) ?? null));
    const inner = new Scope(scope);
    if (e.form.k === 'for') this.scalar(scope, e.form.count, where, 'the loop count', 'int');
    for (const p of e.params) this.define(inner, p.name, p.type, `${where} params`);
    for (const p of e.params) this.checkType(inner, p.type, `${where} type of ${p.name}`);
    const paramTypes = e.params.map((p) => p.type);
    this.agreeAll(paramTypes, initTypes, `${where} init`);
    if (e.form.k === 'for') {
      this.define(inner, e.form.iter, { elem: 'int', shape: [] }, `${where} iteration variable`);
    } else {
      const c = this.body(new Scope(inner), e.form.cond, `${where} condition`, inLambda);
      const t = c[0];
      if (c.length !== 1 || (t !== null && t !== undefined && (t.elem !== 'bool' || t.shape.length !== 0))) {
        this.fail(`${where} condition`, 'must give one bool scalar');
      }
    }
    const next = this.body(new Scope(inner), e.body, `${where} body`, inLambda);
    this.agreeAll(paramTypes, next, `${where} body results`);
    this.agreeAll(s.names.map((n) => n.type), paramTypes, `${where} loop results`);
  }
}
