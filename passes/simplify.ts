// simplify: constant folding, copy propagation, common subexpressions, hoisting of invariant code
// and dead code, repeated until nothing changes. Run between the other passes, it cleans up what
// they leave (fusion leaves index arithmetic and dead producers behind).
//
// One forward walk does copy propagation, folding (simplify-fold.ts), CSE and hoisting; a backward
// walk (simplify-dce.ts) removes what nothing reads. Sizes are names like any other, so folding and
// copy propagation also simplify the dims in types: a size that became a constant (an existential
// bound to a value now known) is replaced by that constant everywhere.
//
// What must not change: which error or output a program produces first. So statements that may
// fail are never hoisted out of a lambda or a loop (the lambda may run zero times) and never
// deleted (effects.ts). What follows an assertion that always fails never runs, and is deleted:
// folding types with the values that the failed check rejected would leave it ill-typed (a
// reshape of 0 elements to 3 after `⍳0.5` is checked), and passes rely on typed IR.
import { scalarType, type Atom, type Body, type Exp, type Lambda, type Param, type Program, type Size, type Stmt, type Type } from '../core-ir/syntax.js';
import { stmtCanFail } from './effects.js';
import { FreshNames, freeVars, Renamer, substitute } from './ir-names.js';
import { eliminateDeadCode } from './simplify-dce.js';
import { fold, type FoldEnv } from './simplify-fold.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { arrayRange, componentOps, elemRange, expRange, foldResultRange, indexRange, type Range } from './simplify-ranges.js';

/** Where statements of the body being rewritten land, and where they may be hoisted to. */
interface Context {
  readonly kind: 'top' | 'branch' | 'loop' | 'lambda';
  /** names bound in this body (params included): a statement reading one cannot leave */
  readonly bound: Set<string>;
  readonly out: Stmt[];
  readonly parent: Context | null;
  /** an assertion that always fails was placed here: the rest of the body never runs */
  unreachable: boolean;
}

/** Binder names rewritten to positional ones, so that alpha-equivalent expressions get one key. */
class CanonicalNames extends FreshNames {
  private n = 0;
  constructor() {
    super(new Set());
  }
  override fresh(): string {
    return `#${this.n++}`;
  }
}

function cseKey(e: Exp): string | null {
  if (e.tag === 'output') return null;
  const canon = new Renamer(new CanonicalNames()).exp(e, new Map());
  return JSON.stringify(canon, (k, v: unknown) => (k === 'loc' ? undefined : v));
}

export function simplifyProgram(p: Program<'soacs'>): Program<'soacs'> {
  let cur = p;
  for (let round = 0; round < 12; round++) {
    const s = new Simplifier(FreshNames.forProgram(cur), cur.float ?? DEFAULT_FLOAT_WIDTH);
    const forward = s.program(cur);
    const dce = eliminateDeadCode(forward);
    if (!s.changed && dce === forward) return cur;
    cur = dce;
  }
  return cur;
}

class Simplifier implements FoldEnv {
  changed = false;
  /** copy propagation and folded constants; a name's entry is dropped when the name is bound again */
  private readonly subst = new Map<string, Atom>();
  private readonly types = new Map<string, Type>();
  private readonly defs = new Map<string, Exp>();
  /** value ranges of int and bool scalars (simplify-ranges.ts) */
  private readonly ranges = new Map<string, Range>();
  /** scalars whose values the executor knows on the host (no read-back, no kernel) */
  private readonly host = new Set<string>();
  /** available expressions, innermost scope last */
  private readonly avail: Map<string, readonly Param[]>[] = [new Map()];

  constructor(private readonly fresh: FreshNames, readonly float: FloatWidth) {}

  typeOf(name: string): Type | undefined {
    return this.types.get(name);
  }

  defOf(name: string): Exp | undefined {
    return this.defs.get(name);
  }

  rangeOf(a: Atom): Range | null {
    if (a.k === 'const') return a.elem === 'float' ? null : [a.value, a.value];
    return this.ranges.get(a.name) ?? elemRange(this.types.get(a.name)?.elem ?? 'float');
  }

  /**
   * The ranges of the elements of arrays (kept with the scalars' in `ranges`): a literal's, ⍳'s, a
   * replicated value's, a map's results', and what rearranging or copying an array keeps.
   */
  private elementRanges(e: Exp, names: readonly Param[]): void {
    const set = (q: Param | undefined, r: Range | null): void => {
      if (q !== undefined && q.type.shape.length > 0 && r !== null) this.ranges.set(q.name, r);
    };
    const of = (name: string): Range | null => this.rangeOf({ k: 'var', name });
    switch (e.tag) {
      case 'lit': case 'iota': case 'replicate':
        return set(names[0], arrayRange(e, (n) => this.defs.get(n), (a) => this.rangeOf(a)));
      case 'reshape': {
        // a reshape of an empty array is its fill, 0
        const r = of(e.array);
        return set(names[0], r === null ? null : [Math.min(0, r[0]), Math.max(0, r[1])]);
      }
      case 'map':
        return e.lambda.results.forEach((res, r) => set(names[r], this.rangeOf(res)));
      case 'rearrange': case 'reverse': case 'rotate': case 'copy':
        return set(names[0], of(e.array));
      default:
    }
  }

  /** the ranges of a reduction's scalar results, where its operator and values say (simplify-ranges.ts) */
  private foldRanges(e: Extract<Exp, { tag: 'redomap' }>, names: readonly Param[]): void {
    const last = e.shape[e.shape.length - 1];
    const n = last?.k === 'const' ? last.n : null;
    componentOps(e.op).forEach((c, r) => {
      const q = names[r];
      const mapped = e.map.results[r];
      if (c === null || q === undefined || q.type.shape.length !== 0 || mapped === undefined) return;
      const neutral = e.neutral?.[r];
      const range = foldResultRange(c.op, n, this.rangeOf(mapped), neutral === undefined ? null : this.rangeOf(neutral));
      if (range !== null) this.ranges.set(q.name, range);
    });
  }

  /** the ranges of a SOAC lambda's parameters: its indices, then the elements of its arrays */
  private paramRanges(shape: readonly Size[], arrays: readonly string[]): (Range | null)[] {
    return [...shape.map(indexRange), ...arrays.map((a) => this.rangeOf({ k: 'var', name: a }))];
  }

  program(p: Program<'soacs'>): Program<'soacs'> {
    p.sizeParams.forEach((n) => this.bindName({ name: n, type: { elem: 'int', shape: [] } }, true));
    p.params.forEach((q) => this.bindName(q, q.type.shape.length === 0));
    const body = this.body(p.body, 'top', null, p.resultTypes, [...p.sizeParams, ...p.params.map((q) => q.name)]);
    return { ...p, body };
  }

  private bindName(q: Param, host: boolean): void {
    this.subst.delete(q.name);
    this.defs.delete(q.name);
    this.ranges.delete(q.name);
    this.types.set(q.name, q.type);
    if (host) this.host.add(q.name);
    else this.host.delete(q.name);
  }

  private scoped<T>(f: () => T): T {
    this.avail.push(new Map());
    try {
      return f();
    } finally {
      this.avail.pop();
    }
  }

  /** `types`: the types of the body's results (for placeholders where the body cannot finish) */
  private body(b: Body, kind: Context['kind'], parent: Context | null, types: readonly Type[], bound: readonly string[] = []): Body {
    const ctx: Context = { kind, bound: new Set(bound), out: [], parent, unreachable: false };
    this.stmts(b.stmts, ctx);
    const results = b.results.map((a) => substitute.atom(a, this.subst));
    return { stmts: ctx.out, results: ctx.unreachable ? this.placeholders(results, types, ctx) : results };
  }

  /** the statements in order, up to an assertion that always fails */
  private stmts(ss: readonly Stmt[], ctx: Context): void {
    for (let i = 0; i < ss.length; i++) {
      if (ctx.unreachable) {
        this.changed = true;
        return;
      }
      this.stmt(ss[i]!, ctx);
    }
  }

  /**
   * The results of a body that stops at a failed assertion: those it never computes become zeros
   * of their type (never read: the assertion stops the program first), so the IR stays well typed.
   * The zeros are made before the assertion (making them cannot fail): after it, the next round
   * would delete them as unreachable and make them again, and simplify would never settle.
   */
  private placeholders(results: readonly Atom[], types: readonly Type[], ctx: Context): Atom[] {
    const visible = (n: string): boolean => {
      for (let c: Context | null = ctx; c !== null; c = c.parent) if (c.bound.has(n)) return true;
      return false;
    };
    return results.map((a, i) => {
      if (a.k === 'const' || visible(a.name)) return a;
      this.changed = true;
      const t = substitute.type(types[i]!, this.subst);
      const zero: Atom = { k: 'const', value: 0, elem: t.elem };
      if (t.shape.length === 0) return zero;
      const shape = t.shape.map((z): Size => (z.k === 'var' && !visible(z.name) ? { k: 'const', n: 0 } : z));
      const name = this.fresh.fresh('_u');
      const type: Type = { elem: t.elem, shape };
      const last = ctx.out[ctx.out.length - 1];
      const at = last?.exp.tag === 'assert' ? ctx.out.length - 1 : ctx.out.length;
      ctx.out.splice(at, 0, { names: [{ name, type }], exp: { tag: 'replicate', shape, value: zero } });
      ctx.bound.add(name);
      this.types.set(name, type);
      return { k: 'var', name };
    });
  }

  /** `ranges`: what is known of the parameters' values (a SOAC's indices and elements) */
  private lambda(l: Lambda, parent: Context, ranges: readonly (Range | null)[] = []): Lambda {
    return this.scoped(() => {
      l.params.forEach((q, i) => {
        this.bindName(q, false);
        const r = ranges[i];
        if (r !== undefined && r !== null) this.ranges.set(q.name, r);
      });
      const b = this.body({ stmts: l.body, results: l.results }, 'lambda', parent, l.resultTypes.map(scalarType), l.params.map((q) => q.name));
      return { ...l, body: b.stmts, results: b.results };
    });
  }

  private isHost(a: Atom): boolean {
    return a.k === 'const' || this.host.has(a.name);
  }

  /** whether a statement may leave the body of `ctx` for its parent */
  private hoistable(s: Stmt, ctx: Context): boolean {
    if (ctx.parent === null || s.names.length === 0) return false;
    if (ctx.kind !== 'lambda' && ctx.kind !== 'loop') return false;
    for (const n of freeVars(s.exp)) if (ctx.bound.has(n)) return false;
    if (stmtCanFail(s, (n) => this.types.get(n))) return false;
    const e = s.exp;
    if (ctx.kind === 'lambda') {
      // only what the host computes for free: a device scalar here would cost a kernel
      if (e.tag === 'un') return this.isHost(e.arg);
      if (e.tag === 'bin') return this.isHost(e.left) && this.isHost(e.right);
      if (e.tag === 'select') return this.isHost(e.cond) && this.isHost(e.then) && this.isHost(e.else);
      return false;
    }
    return e.tag !== 'assert' && e.tag !== 'output';
  }

  /** appends a statement to the outermost body it may be hoisted to */
  private place(s: Stmt, ctx: Context): void {
    if (this.hoistable(s, ctx)) {
      this.changed = true;
      // what leaves a lambda is host-computed scalar code (hoistable checked it)
      if (ctx.kind === 'lambda') s.names.forEach((q) => this.host.add(q.name));
      this.place(s, ctx.parent!);
      return;
    }
    ctx.out.push(s);
    s.names.forEach((q) => ctx.bound.add(q.name));
  }

  private replaceNames(names: readonly Param[], atoms: readonly Atom[]): void {
    names.forEach((q, i) => this.subst.set(q.name, atoms[i]!));
    this.changed = true;
  }

  private stmt(s: Stmt, ctx: Context): void {
    const exp = this.rewrite(s, ctx);
    if (exp === null) return;
    const names = s.names.map((q) => ({ name: q.name, type: substitute.type(q.type, this.subst) }));
    const elem = names[0]?.type.elem;
    let e = exp;
    if (e.tag === 'atom') {
      if (e.atom.k === 'const') {
        // keep the binding: a name used as an array operand cannot become a constant
        this.record({ ...s, names, exp: e }, ctx, names);
        this.subst.set(names[0]!.name, e.atom);
        return;
      }
      this.replaceNames(names, [e.atom]);
      return;
    }
    const f = fold(e, elem, this);
    if (f !== null) {
      this.changed = true;
      if (f.k === 'atoms') {
        const a = f.atoms[0]!;
        if (a.k === 'const' && names.length === 1) {
          this.record({ ...s, names, exp: { tag: 'atom', atom: a } }, ctx, names);
          this.subst.set(names[0]!.name, a);
        } else this.replaceNames(names, f.atoms);
        return;
      }
      e = f.exp;
    }
    const key = cseKey(e);
    if (key !== null) {
      for (let i = this.avail.length - 1; i >= 0; i--) {
        const hit = this.avail[i]!.get(key);
        if (hit !== undefined && hit.length === names.length) {
          this.changed = true;
          if (names.length > 0) this.replaceNames(names, hit.map((q) => ({ k: 'var', name: q.name })));
          return;
        }
      }
      this.avail[this.avail.length - 1]!.set(key, names);
    }
    this.record({ ...s, names, exp: e }, ctx, names);
  }

  /** binds the statement's names and places it */
  private record(s: Stmt, ctx: Context, names: readonly Param[]): void {
    const e = s.exp;
    const hostOps = ctx.kind !== 'lambda' && (
      (e.tag === 'atom' && this.isHost(e.atom)) ||
      (e.tag === 'un' && this.isHost(e.arg)) ||
      (e.tag === 'bin' && this.isHost(e.left) && this.isHost(e.right)) ||
      (e.tag === 'select' && this.isHost(e.cond) && this.isHost(e.then) && this.isHost(e.else)));
    names.forEach((q) => this.bindName(q, hostOps));
    const scalar = names.length === 1 && names[0]!.type.shape.length === 0 && names[0]!.type.elem !== 'float';
    // an element read from an array has the range of the array's elements
    const range = scalar ? (e.tag === 'index' ? this.rangeOf({ k: 'var', name: e.array }) : expRange(e, (a) => this.rangeOf(a))) : null;
    if (range !== null) this.ranges.set(names[0]!.name, range);
    if (e.tag === 'redomap') this.foldRanges(e, names);
    if (names.length > 0 && names[0]!.type.elem !== 'float') this.elementRanges(e, names);
    if (names.length === 1 && (e.tag === 'lit' || e.tag === 'iota' || e.tag === 'replicate' || e.tag === 'reshape')) this.defs.set(names[0]!.name, e);
    this.place(s, ctx);
  }

  /**
   * The statement's expression with substitutions applied and nested bodies simplified, or null
   * when the statement was dissolved (a constant if, a loop that never runs).
   */
  private rewrite(s: Stmt, ctx: Context): Exp | null {
    const e = s.exp;
    const A = (a: Atom): Atom => substitute.atom(a, this.subst);
    const N = (n: string): string => substitute.array(n, this.subst);
    const Z = (z: Parameters<Renamer['size']>[0]) => substitute.size(z, this.subst);
    switch (e.tag) {
      case 'map': {
        const [shape, arrays] = [e.shape.map(Z), e.arrays.map(N)];
        return { tag: 'map', shape, arrays, lambda: this.lambda(e.lambda, ctx, this.paramRanges(shape, arrays)) };
      }
      case 'redomap': {
        const [shape, arrays] = [e.shape.map(Z), e.arrays.map(N)];
        return {
          ...e, shape, arrays, map: this.lambda(e.map, ctx, this.paramRanges(shape, arrays)), op: this.lambda(e.op, ctx),
          neutral: e.neutral === null ? null : e.neutral.map(A),
        };
      }
      case 'scanomap': {
        const [shape, arrays] = [e.shape.map(Z), e.arrays.map(N)];
        return { ...e, shape, arrays, map: this.lambda(e.map, ctx, this.paramRanges(shape, arrays)), op: this.lambda(e.op, ctx) };
      }
      case 'scatter': {
        const v = e.values;
        if (typeof v === 'string') return { ...e, dest: N(e.dest), indices: N(e.indices), values: N(v) };
        return { ...e, dest: N(e.dest), indices: N(e.indices), values: { shape: v.shape.map(Z), arrays: v.arrays.map(N), lambda: this.lambda(v.lambda, ctx) } };
      }
      case 'if': {
        const cond = A(e.cond);
        if (cond.k === 'const') {
          // the branch taken joins this body, renamed: a sibling body may reuse its names
          const copy = new Renamer(this.fresh).body(cond.value !== 0 ? e.then : e.else, this.subst);
          this.stmts(copy.stmts, ctx);
          this.replaceNames(s.names, copy.results.map(A));
          return null;
        }
        const types = s.names.map((q) => q.type);
        const then = this.scoped(() => this.body(e.then, 'branch', ctx, types));
        const els = this.scoped(() => this.body(e.else, 'branch', ctx, types));
        return { tag: 'if', cond, then, else: els };
      }
      case 'loop': {
        const init = e.init.map(A);
        if (e.form.k === 'for') {
          const count = A(e.form.count);
          if (count.k === 'const' && count.value <= 0) {
            this.replaceNames(s.names, init);
            return null;
          }
          const iter = e.form.iter;
          return this.scoped(() => {
            e.params.forEach((q) => this.bindName({ name: q.name, type: substitute.type(q.type, this.subst) }, false));
            this.bindName({ name: iter, type: { elem: 'int', shape: [] } }, true);
            const params = e.params.map((q) => ({ name: q.name, type: substitute.type(q.type, this.subst) }));
            const body = this.body(e.body, 'loop', ctx, params.map((q) => q.type), [...e.params.map((q) => q.name), iter]);
            return { tag: 'loop', params, init, form: { k: 'for', count, iter }, body };
          });
        }
        const cond = e.form.cond;
        return this.scoped(() => {
          e.params.forEach((q) => this.bindName({ name: q.name, type: substitute.type(q.type, this.subst) }, false));
          const params = e.params.map((q) => ({ name: q.name, type: substitute.type(q.type, this.subst) }));
          const c = this.scoped(() => this.body(cond, 'branch', ctx, [scalarType('bool')]));
          const body = this.body(e.body, 'loop', ctx, params.map((q) => q.type), e.params.map((q) => q.name));
          return { tag: 'loop', params, init, form: { k: 'while', cond: c }, body, ...(e.onHost ? { onHost: true as const } : {}) };
        });
      }
      case 'assert': {
        const cond = A(e.cond);
        if (cond.k === 'const' && cond.value !== 0) {
          this.changed = true;
          return null;
        }
        // it stays (it fails); what follows it in this body never runs
        if (cond.k === 'const') ctx.unreachable = true;
        return { ...e, cond };
      }
      default:
        return substitute.exp(e, this.subst);
    }
  }
}
