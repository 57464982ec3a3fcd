// Scalar code (SOAC lambdas and top-level scalar statements) to WGSL statements.
//
// A lambda body is scalar code: atom, un, bin, select and index into an array in scope. Free
// names are resolved in the executor's scope: host scalars become params words, device scalars
// and arrays become read-only storage bindings.
import type { Atom, Elem, Exp, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { FLOAT_OUT_OF_RANGE, floatResultChecked, PAIR_OUT_OF_RANGE } from '../ops/float-range.js';
import type { FloatWidth } from '../ops/float-width.js';
import { rangeOf, type Range } from './ranges.js';
import { binOpFn, loopCost, unOpFn, type Failure } from './wgsl-ops.js';
import { literal, wgslType, type KernelBuilder } from './wgsl.js';
import type { BufRef, DevArray, Val } from './runtime.js';

/** Names visible to kernels: the executor's environment. */
export interface KernelScope {
  lookup(name: string): Val | undefined;
  /** the program's float width, which the kernels' float type follows (wgsl.ts wgslType) */
  readonly float: FloatWidth;
}

/** The executor cannot run this construct on the GPU (it is not an APL error). */
export class GpuUnsupported extends Error {}

type Local = { readonly k: 'scalar'; readonly expr: string; readonly elem: Elem } | { readonly k: 'array'; readonly val: DevArray };

export interface ScalarCode {
  readonly code: string;
  /** WGSL expressions of the results */
  readonly results: readonly string[];
}

/** The INDEX ERROR of an index on one axis (the interpreter's wording, less the index itself). */
export function indexFailure(axis: number, dim: number): Failure {
  return { cls: 'INDEX', message: `an index is out of range for an axis of length ${dim}` };
}

/** Compiles scalar statements in a context where some names are already bound. */
export class ScalarCompiler {
  private readonly locals = new Map<string, Local>();
  /** loop iterations one evaluation of the compiled code may run (see wgsl-ops.ts loopCost) */
  cost = 0;

  constructor(
    private readonly kb: KernelBuilder<BufRef>,
    private readonly scope: KernelScope,
    private readonly loc: SrcLoc | null,
  ) {}

  /** Binds a name to a WGSL expression (evaluated once, into a let). */
  bindScalar(name: string, expr: string, elem: Elem): string {
    const id = this.kb.fresh();
    this.locals.set(name, { k: 'scalar', expr: id, elem });
    return `  let ${id}: ${wgslType(elem)} = ${expr};`;
  }

  /** Binds an index parameter that runs over 0 … bound-1 (so reads indexed by it may skip checks). */
  bindIndex(name: string, expr: string, bound: number): string {
    if (bound > 0) this.ranges.set(name, [0, bound - 1]);
    return this.bindScalar(name, expr, 'int');
  }

  /** value ranges of int scalars bound in this kernel (gpu/ranges.ts) */
  private readonly ranges = new Map<string, Range>();
  /** the scalar expressions that bound int and bool names, for ranges under a select's condition */
  private readonly scalarDefs = new Map<string, Exp>();

  private rangeOfAtom(a: Atom): Range | null {
    if (a.k === 'const') return a.elem === 'int' ? [a.value, a.value] : null;
    const r = this.ranges.get(a.name);
    if (r !== undefined) return r;
    if (this.locals.has(a.name)) return null;
    const v = this.scope.lookup(a.name);
    return v?.kind === 'host' && v.elem === 'int' ? [v.value, v.value] : null;
  }

  /** Statements then results; each result converted to nothing (types are the IR's). */
  compile(stmts: readonly Stmt[], results: readonly Atom[]): ScalarCode {
    const lines: string[] = [];
    for (const s of stmts) lines.push(this.stmt(s));
    return { code: lines.join('\n'), results: results.map((a) => this.atom(a).expr) };
  }

  /** The element type of an atom in this context. */
  elemOf(a: Atom): Elem {
    return this.atom(a).elem;
  }

  atom(a: Atom): { expr: string; elem: Elem } {
    if (a.k === 'const') {
      const expr = literal(a.value, a.elem, this.kb.float);
      if (expr.includes('bits_f32')) this.kb.use('bits_f32');
      return { expr, elem: a.elem };
    }
    const local = this.locals.get(a.name);
    if (local !== undefined) {
      if (local.k === 'scalar') return { expr: local.expr, elem: local.elem };
      if (local.val.shape.length === 0) return { expr: `${this.kb.bind(local.val.buf, local.val.elem)}[0]`, elem: local.val.elem };
      throw new GpuUnsupported(`array ${a.name} used as a scalar in a kernel`);
    }
    const v = this.scope.lookup(a.name);
    if (v === undefined) throw new Error(`unbound name ${a.name} in a kernel`);
    if (v.kind === 'host') {
      const expr = v.elem === 'float' ? this.kb.floatParam(`s:${a.name}`, v.value) : this.kb.param(`s:${a.name}`, v.value | 0, 'i32');
      return { expr, elem: v.elem };
    }
    if (v.shape.length !== 0) throw new GpuUnsupported(`array ${a.name} used as a scalar in a kernel`);
    return { expr: `${this.kb.bind(v.buf, v.elem)}[0]`, elem: v.elem };
  }

  private array(name: string): DevArray {
    const local = this.locals.get(name);
    if (local !== undefined) {
      if (local.k === 'array') return local.val;
      throw new GpuUnsupported(`scalar ${name} indexed in a kernel`);
    }
    const v = this.scope.lookup(name);
    if (v === undefined) throw new Error(`unbound name ${name} in a kernel`);
    if (v.kind === 'host') throw new GpuUnsupported(`scalar ${name} indexed in a kernel`);
    return v;
  }

  private call(fn: string, args: readonly string[], failures: readonly Failure[], loc: SrcLoc | null): string {
    this.kb.use(fn);
    this.cost += loopCost(fn);
    const all = failures.length > 0 ? [...args, `${this.kb.sites(failures, loc)}u`] : args;
    return `${fn}(${all.join(', ')})`;
  }

  /** a float op's result `expr`, reported at `loc` where it is not finite (ops/float-range.ts); f64's pairs hold f32's range */
  private inRange(op: string, elem: Elem, expr: string, loc: SrcLoc | null): string {
    if (elem !== 'float' || !floatResultChecked(op)) return expr;
    const pairs = this.kb.float === 'f64';
    return this.call(pairs ? 'in_range_d' : 'in_range_f', [expr], [pairs ? PAIR_OUT_OF_RANGE : FLOAT_OUT_OF_RANGE.f32], loc);
  }

  private stmt(s: Stmt): string {
    const loc = s.loc ?? this.loc;
    const e = s.exp;
    if (e.tag === 'assert') {
      const site = this.kb.sites([{ cls: e.cls, message: e.message }], loc);
      return `  fail_if(${this.atom(e.cond).expr} == 0, ${site}u);`;
    }
    if (e.tag === 'if') return this.ifStmt(s, e);
    if (s.names.length !== 1) throw new GpuUnsupported(`a ${e.tag} statement binding ${s.names.length} names in a kernel`);
    const out = s.names[0]!;
    if ((out.type.elem === 'int' || out.type.elem === 'bool') && (e.tag === 'atom' || e.tag === 'bin' || e.tag === 'select' || e.tag === 'un')) {
      this.scalarDefs.set(out.name, e);
      const r = out.type.elem === 'int' ? rangeOf(e, (a) => this.rangeOfAtom(a), (n) => this.scalarDefs.get(n)) : null;
      if (r !== null) this.ranges.set(out.name, r);
    }
    switch (e.tag) {
      case 'atom': {
        if (e.atom.k === 'var') {
          const local = this.locals.get(e.atom.name);
          const v = local === undefined ? this.scope.lookup(e.atom.name) : undefined;
          if (local?.k === 'array' || (v?.kind === 'dev' && v.shape.length > 0)) {
            this.locals.set(out.name, { k: 'array', val: local?.k === 'array' ? local.val : (v as DevArray) });
            return '';
          }
        }
        return this.bindScalar(out.name, this.atom(e.atom).expr, out.type.elem);
      }
      case 'un': {
        const x = this.atom(e.arg);
        const op = unOpFn(e.op, x.elem, out.type.elem, this.kb.float);
        return this.bindScalar(out.name, this.inRange(e.op, out.type.elem, this.call(op.fn, [x.expr], op.failures, loc), loc), out.type.elem);
      }
      case 'bin': {
        const l = this.atom(e.left);
        const r = this.atom(e.right);
        const op = binOpFn(e.op, l.elem, this.kb.float);
        return this.bindScalar(out.name, this.inRange(e.op, out.type.elem, this.call(op.fn, [l.expr, r.expr], op.failures, loc), loc), out.type.elem);
      }
      case 'select': {
        const c = this.atom(e.cond).expr;
        const t = this.atom(e.then).expr;
        const f = this.atom(e.else).expr;
        return this.bindScalar(out.name, `select(${f}, ${t}, ${c} != 0)`, out.type.elem);
      }
      case 'index':
        return this.index(out.name, out.type.elem, e.array, e.idx, loc);
      default:
        throw new GpuUnsupported(`${e.tag} inside a kernel`);
    }
  }

  /** A scalar if: its results are vars assigned in each branch (names bound inside stay inside). */
  private ifStmt(s: Stmt, e: Extract<Stmt['exp'], { tag: 'if' }>): string {
    const c = this.atom(e.cond).expr;
    const vars = s.names.map((n) => {
      if (n.type.shape.length !== 0) throw new GpuUnsupported(`an if giving an array (${n.name}) inside a kernel`);
      return this.kb.fresh('r');
    });
    const branch = (b: { stmts: readonly Stmt[]; results: readonly Atom[] }): string => {
      const code = b.stmts.map((x) => this.stmt(x)).join('\n');
      const sets = b.results.map((r, i) => `  ${vars[i]!} = ${this.atom(r).expr};`).join('\n');
      return `${code}\n${sets}`;
    };
    const decls = s.names.map((n, i) => `  var ${vars[i]!}: ${wgslType(n.type.elem)};`).join('\n');
    const code = `${decls}\n  if (${c} != 0) {\n${branch(e.then)}\n  } else {\n${branch(e.else)}\n  }`;
    s.names.forEach((n, i) => this.locals.set(n.name, { k: 'scalar', expr: vars[i]!, elem: n.type.elem }));
    return code;
  }

  private index(name: string, elem: Elem, arrayName: string, idx: readonly Atom[], loc: SrcLoc | null): string {
    const arr = this.array(arrayName);
    if (idx.length !== arr.shape.length) throw new Error(`index of rank ${idx.length} into an array of rank ${arr.shape.length}`);
    const buf = this.kb.bind(arr.buf, arr.elem);
    const lines: string[] = [];
    const ids: string[] = [];
    const dims: string[] = [];
    const conds: string[] = [];
    idx.forEach((a, k) => {
      const id = this.kb.fresh('x');
      ids.push(id);
      lines.push(`  let ${id} = ${this.atom(a).expr};`);
      const d = this.kb.size(`d:${arrayName}:${k}`, arr.shape[k]!);
      dims.push(d);
      const r = this.rangeOfAtom(a);
      if (r !== null && r[0] >= 0 && r[1] < arr.shape[k]!) return;
      const site = this.kb.sites([indexFailure(k, arr.shape[k]!)], loc);
      conds.push(`if (${id} < 0 || ${id} >= i32(${d})) { report(${site}u); ok = false; }`);
    });
    let flat = '0u';
    ids.forEach((id, k) => {
      flat = k === 0 ? `u32(${id})` : `(${flat} * ${dims[k]!} + u32(${id}))`;
    });
    const v = this.kb.fresh();
    if (conds.length === 0) {
      // every index provably in range (or a scalar array)
      lines.push(`  let ${v}: ${wgslType(elem)} = ${buf}[${idx.length === 0 ? '0' : flat}];`);
    } else {
      lines.push(`  var ${v}: ${wgslType(elem)};`);
      const ok = this.kb.fresh('ok');
      lines.push(`  var ${ok} = true;`, ...conds.map((c) => `  ${c.replace('ok = false', `${ok} = false`)}`));
      lines.push(`  if (${ok}) { ${v} = ${buf}[${flat}]; }`);
    }
    this.locals.set(name, { k: 'scalar', expr: v, elem });
    return lines.join('\n');
  }
}

/**
 * A lambda as a WGSL function of its parameters returning its only result, for kernels that call
 * it in a loop (reductions, scans). Returns the loop cost of one call.
 */
export function lambdaFunction(kb: KernelBuilder<BufRef>, lam: Lambda, scope: KernelScope, loc: SrcLoc | null, fnName: string): number {
  if (lam.results.length !== 1) throw new GpuUnsupported(`a reduction lambda with ${lam.results.length} results`);
  const sc = new ScalarCompiler(kb, scope, loc);
  const params = lam.params.map((p, i) => `a${i}: ${wgslType(p.type.elem)}`);
  const binds = lam.params.map((p, i) => sc.bindScalar(p.name, `a${i}`, p.type.elem));
  const body = sc.compile(lam.body, lam.results);
  kb.declare(
    `fn ${fnName}(${params.join(', ')}) -> ${wgslType(lam.resultTypes[0]!)} {\n${binds.join('\n')}\n${body.code}\n  return ${body.results[0]!};\n}`,
  );
  return sc.cost;
}

/**
 * A fold operator as WGSL `fn op(a: T, b: T) -> T`, T the accumulator type (kernels-soac.ts,
 * Carry): a scalar type for one fold, the struct Acc for f > 1, whose fields v0 … feed the
 * lambda's 2·f parameters (a's f values, then b's). Returns the loop cost of one call.
 */
export function foldOpFunction(kb: KernelBuilder<BufRef>, op: Lambda, t: string, scope: KernelScope, loc: SrcLoc | null): number {
  const f = op.resultTypes.length;
  if (f === 1) return lambdaFunction(kb, op, scope, loc, 'op');
  if (op.params.length !== 2 * f) throw new Error(`a fold operator with ${op.params.length} params for ${f} values`);
  const sc = new ScalarCompiler(kb, scope, loc);
  const binds = op.params.map((p, i) => sc.bindScalar(p.name, `${i < f ? 'a' : 'b'}.v${i % f}`, p.type.elem));
  const body = sc.compile(op.body, op.results);
  kb.declare(`fn op(a: ${t}, b: ${t}) -> ${t} {\n${binds.join('\n')}\n${body.code}\n  return ${t}(${body.results.join(', ')});\n}`);
  return sc.cost;
}
