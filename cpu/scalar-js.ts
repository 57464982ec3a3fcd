// The scalar code of SOAC lambdas as JavaScript source: one kernel's body is built by a
// KernelWriter, which renders each statement of a lambda (syntax.ts: atom, un, bin, select,
// index, assert, if, loop) as plain JavaScript over local variables, so a kernel's loop allocates
// nothing and calls nothing per element but the reference evaluations of the operations that have
// no JavaScript rendering (ops/op-spec.ts, `js`: the dear ones with loops, gcd, lcm, ! and the
// dyadic * ⍟ ○).
//
// The interpreter (core-ir/interp-compile.ts) is the reference: locals hold doubles as its frame
// slots do, every operation is either the op table's JavaScript (checked against the reference
// evaluation by spec/ops) or the reference evaluation itself, and a failure is reported at the
// place the interpreter reports it (`site`: an index into the kernel's table of locations, passed
// in at run time so that kernels of the same structure share one function).
import type { Atom, Elem, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { floatRounding, type FloatWidth } from '../ops/float-width.js';
import { floatResultChecked } from '../ops/float-range.js';
import { BIN_OPS, UN_OPS } from '../ops/scalar-ops.js';
import type { Failure } from '../ops/failure.js';
import type { JsFail } from '../ops/op-spec.js';
import { Scope } from '../core-ir/interp-frame.js';
import { rerollPlan } from './reroll.js';
import { interleaved, renderRolled } from './render-rolled.js';
import { binRange, exactInF32, finiteIn, FULL_I32, uncheckedJs, unRange, withinI32, type Range } from './value-ranges.js';
import { maxFact, overflowCheck, productExactness, productFact, productIsOperand, type Exactness, type FloatFact, type Operand } from './exact-f32.js';

/** A name visible to the scalar code: a JavaScript scalar, or an array (its data and dims). */
export type JsValue =
  | { readonly k: 'scalar'; readonly js: string; readonly elem: Elem }
  | { readonly k: 'array'; readonly data: string; readonly dims: readonly string[]; readonly elem: Elem };

/** A variable of the host's scope that a kernel reads: passed in, in `free` order, through `V`. */
export type FreeVar = { readonly name: string; readonly k: 'scalar'; readonly elem: Elem } | { readonly name: string; readonly k: 'array'; readonly rank: number; readonly elem: Elem };

/** How a kernel finds a name its lambdas do not bind: the host's binding of it, or null. */
export type FreeResolver = (name: string) => { readonly scalar: boolean; readonly elem: Elem; readonly rank: number } | null;

/** A kernel's names: the JS expression each is bound to, in nested scopes. */
export class JsScope extends Scope<JsValue> {}

/** A JavaScript number literal that reads back as exactly `x` (−0, infinities and NaN included). */
export function numberLiteral(x: number): string {
  if (Object.is(x, -0)) return '-0';
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return x < 0 ? `(${String(x)})` : String(x);
}

/** A scalar constant as the interpreter stores it (interp-compile.ts normalise): a float of the width, wrapped i32, 0/1. */
export function constantValue(elem: Elem, v: number, width: FloatWidth): number {
  switch (elem) {
    case 'float': return floatRounding(width)(v);
    case 'bool': return v !== 0 ? 1 : 0;
    default: return v | 0;
  }
}

/** Ops whose float result is one of their float operands, its negation, or −1, 0 or 1: a value of the width already. */
const EXACT_OPS: ReadonlySet<string> = new Set(['max', 'min', 'neg', 'abs', 'signum']);

/** A valid identifier part from an op name (they are identifiers today; this keeps it so). */
const ident = (s: string): string => s.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * Writes one kernel: its lines, its fresh names, the host variables it reads and the error sites
 * it reports. Everything that makes two kernels differ is in the source text, which is the cache
 * key (kernel-cache.ts); locations and host values are passed at run time.
 */
export class KernelWriter {
  readonly lines: string[] = [];
  readonly free: FreeVar[] = [];
  readonly sites: (SrcLoc | null)[] = [];
  /** the names of the helpers the source calls (kernel-helpers.ts) */
  readonly helpers = new Set<string>();
  private readonly freeByName = new Map<string, JsValue>();
  /** what is known of float locals, by JS name (exact-f32.ts) */
  private readonly facts = new Map<string, FloatFact>();
  /** the known ranges of int and float locals, by JS name (value-ranges.ts) */
  private readonly ranges = new Map<string, Range>();
  /** the site expressions of the statements of the re-rolled loop being written (siteJs) */
  private readonly stepSites = new Map<Stmt, string>();
  private indent = 1;
  private counter = 0;
  /** the slot of the next free value in V */
  private nextV = 0;

  /** the program's float width: an f32 program's float results are rounded (Math.fround) as the interpreter's are */
  constructor(private readonly resolveFree: FreeResolver, readonly float: FloatWidth) {}

  /**
   * The JavaScript of an op's result (computed in f64, as ops/op-spec.ts says) stored as its type.
   * `exact`: the result is already a value of the width, so the rounding is left out. That holds
   * where the op's result is one of its float operands or its negation, or −1, 0 or 1 (EXACT_OPS):
   * every float value a kernel's scalar code sees is already of the width (array elements, host
   * scalars, and op results rounded here), as every value the interpreter holds is.
   */
  private stored(elem: Elem, js: string, exact = false): string {
    return elem === 'float' && this.float === 'f32' && !exact ? `Math.fround(${js})` : js;
  }

  fresh(prefix = 'v'): string {
    return `${prefix}${this.counter++}`;
  }

  line(s: string): void {
    this.lines.push('  '.repeat(this.indent) + s);
  }

  open(s: string): void {
    this.line(s);
    this.indent++;
  }

  close(s = '}'): void {
    this.indent--;
    this.line(s);
  }

  /** `} else {` between the two branches of an open `if` (or another line that closes a block and opens the next) */
  indentElse(between = '} else {'): void {
    this.indent--;
    this.open(between);
  }

  /** the index of a location in the kernel's site table */
  site(loc: SrcLoc | null): number {
    const i = this.sites.indexOf(loc);
    if (i >= 0) return i;
    this.sites.push(loc);
    return this.sites.length - 1;
  }

  /**
   * The `fail` of an op's JavaScript rendering (ops/op-spec.ts, JsFail): an expression that sets the
   * site and calls a helper throwing the op's failure i, as its reference evaluation would.
   */
  private failer(opHelper: string, failures: readonly Failure[], site: string): JsFail {
    return (i) => {
      if (failures[i] === undefined) throw new Error(`cpu: ${opHelper} has no failure ${i}`);
      const h = `fail_${opHelper}_${i}`;
      this.helpers.add(h);
      return `(site = ${site}, ${h}())`;
    };
  }

  /** fails at `loc` (or the site expression `site`) where the float `js` (a name) is not finite (ops/float-range.ts) */
  rangeCheck(js: string, loc: SrcLoc | null, site = String(this.site(loc)), failsIf = `${js} - ${js} !== 0`): void {
    const h = `fail_float_range_${this.float}`;
    this.helpers.add(h);
    this.line(`if (${failsIf}) { site = ${site}; ${h}(); }`);
  }

  /** an operand as exact-f32.ts sees it */
  private operand(a: Atom, js: string, elem: Elem): Operand {
    if (a.k === 'const') return { k: 'const', value: constantValue(a.elem, a.value, this.float) };
    return { k: 'local', fact: elem === 'bool' ? { unit: true } : (this.facts.get(js) ?? null) };
  }

  /**
   * How a float op's f32 result is stored (exact-f32.ts): exact where it is already an f32 value
   * (EXACT_OPS, a boolean made a float, some products), what is known of it after, and whether it
   * is finite whatever its operands (then it needs no range check).
   */
  private f32Result(op: string, args: readonly { atom: Atom; js: string; elem: Elem }[]): { exactness: Exactness; fact: FloatFact | null; finite: boolean } {
    const [a, b] = args.map((x) => this.operand(x.atom, x.js, x.elem));
    if (op === 'toFloat') {
      if (args[0]!.elem === 'bool') return { exactness: 'exact', fact: { unit: true }, finite: false };
      const r = this.rangeOf(args[0]!);
      return { exactness: r !== null && exactInF32(r) ? 'exact' : 'rounds', fact: null, finite: false };
    }
    if (args.some((x) => x.elem !== 'float')) return { exactness: 'rounds', fact: null, finite: false };
    if (op === 'mul') return { exactness: productExactness(a!, b!), fact: productFact(a!, b!), finite: productIsOperand(a!, b!) };
    if (op === 'max') return { exactness: 'exact', fact: maxFact(a!, b!), finite: false };
    return { exactness: EXACT_OPS.has(op) ? 'exact' : 'rounds', fact: null, finite: false };
  }

  /** an operand's known range: a constant's value, a boolean's 0 to 1, a local's range (an int's: i32), or null */
  private rangeOf(x: { atom: Atom; js: string; elem: Elem }): Range | null {
    if (x.atom.k === 'const') {
      const c = constantValue(x.atom.elem, x.atom.value, this.float);
      return [c, c];
    }
    if (x.elem === 'bool') return [0, 1];
    return this.ranges.get(x.js) ?? (x.elem === 'int' ? FULL_I32 : null);
  }

  /** the range of an op's result, from its operands' (value-ranges.ts) */
  private resultRange(op: string, args: readonly { atom: Atom; js: string; elem: Elem }[]): Range | null {
    const rs = args.map((x) => this.rangeOf(x));
    if (rs.some((r) => r === null)) return null;
    const elem = args[0]!.elem === 'float' ? 'float' : args[0]!.elem === 'int' ? 'int' : null;
    if (args.length === 1) return unRange(op, rs[0]!, this.float);
    return elem === null ? null : binRange(op, rs[0]!, rs[1]!, elem, this.float);
  }

  /** records the range of the local `v`, the result of `op` */
  private noteRange(v: string, op: string, args: readonly { atom: Atom; js: string; elem: Elem }[]): void {
    const r = this.resultRange(op, args);
    if (r !== null) this.ranges.set(v, r);
  }

  /** binds an int op's result without its overflow check where its range says it cannot overflow; false where it may */
  private uncheckedInt(scope: JsScope, op: string, name: string, args: readonly { atom: Atom; js: string; elem: Elem }[]): boolean {
    const r = this.resultRange(op, args);
    const js = r !== null && withinI32(r) ? uncheckedJs(op, args.map((x) => x.js)) : null;
    if (js === null) return false;
    this.ranges.set(this.bind(scope, name, 'int', js), r!);
    return true;
  }

  /** binds a float op's result (its JavaScript `js`) stored as f32 or f64, with its range check where the op needs one */
  private floatOp(scope: JsScope, s: Stmt, op: string, name: string, js: string, args: readonly { atom: Atom; js: string; elem: Elem }[], siteOf: (s: Stmt) => SrcLoc | null): void {
    const r = this.float === 'f32' ? this.f32Result(op, args) : { exactness: 'exact' as const, fact: null, finite: false };
    const v = this.bind(scope, name, 'float', this.stored('float', js, r.exactness !== 'rounds'));
    if (r.fact !== null) this.facts.set(v, r.fact);
    this.noteRange(v, op, args);
    // a result whose range is finite cannot be out of range: the Easter benchmark's quotients of dates
    if (floatResultChecked(op) && !r.finite && !finiteIn(this.ranges.get(v) ?? null, this.float)) this.rangeCheck(v, null, this.siteJs(s, siteOf), r.exactness === 'exactUnlessOverflow' ? overflowCheck(v) : undefined);
  }

  /**
   * The JavaScript of a statement's site number: a constant, or in a re-rolled loop, where each
   * iteration stands for another copy of the step with its own place, one read from the iteration
   * (`rolled`).
   */
  private siteJs(s: Stmt, siteOf: (s: Stmt) => SrcLoc | null): string {
    return this.stepSites.get(s) ?? String(this.site(siteOf(s)));
  }

  /** the declarations of the free variables, from V (to put before the kernel's loops) */
  freeDeclarations(): string[] {
    const out: string[] = [];
    for (const [, v] of this.freeByName) {
      if (v.k === 'scalar') out.push(`const ${v.js} = V[${v.js.slice(2)}];`);
      else {
        const at = Number(v.data.slice(2));
        out.push(`const ${v.data} = V[${at}];`);
        v.dims.forEach((d, j) => out.push(`const ${d} = V[${at + 1 + j}];`));
      }
    }
    return out;
  }

  /** a name of the lambda's scope, or of the host (then passed in as a free variable) */
  private lookup(scope: JsScope, name: string): JsValue {
    const v = scope.lookup(name) ?? this.freeByName.get(name);
    if (v !== undefined) return v;
    const b = this.resolveFree(name);
    if (b === null) throw new Error(`cpu: ${name} is not in scope`);
    const at = this.nextV;
    let made: JsValue;
    if (b.scalar) {
      made = { k: 'scalar', js: `V_${at}`, elem: b.elem };
      this.free.push({ name, k: 'scalar', elem: b.elem });
      this.nextV += 1;
    } else {
      made = { k: 'array', data: `V_${at}`, dims: Array.from({ length: b.rank }, (_, j) => `V_${at}_${j}`), elem: b.elem };
      this.free.push({ name, k: 'array', rank: b.rank, elem: b.elem });
      this.nextV += 1 + b.rank;
    }
    this.freeByName.set(name, made);
    return made;
  }

  /** a scalar atom as a JavaScript expression, with its element type */
  atom(scope: JsScope, a: Atom): { js: string; elem: Elem } {
    if (a.k === 'const') return { js: numberLiteral(constantValue(a.elem, a.value, this.float)), elem: a.elem };
    const v = this.lookup(scope, a.name);
    if (v.k !== 'scalar') throw new Error(`cpu: ${a.name} is an array where a scalar is needed`);
    return { js: v.js, elem: v.elem };
  }

  /** binds a scalar name to a fresh local holding `js` */
  bind(scope: JsScope, name: string, elem: Elem, js: string): string {
    const v = this.fresh();
    this.line(`let ${v} = ${js};`);
    scope.define(name, { k: 'scalar', js: v, elem });
    return v;
  }

  /**
   * Renders a lambda's body with its params bound to the given expressions (each evaluated once);
   * returns the JavaScript of its results. `siteOf` gives the place of each statement's failure.
   */
  lambda(outer: JsScope, lam: Lambda, args: readonly string[], siteOf: (s: Stmt) => SrcLoc | null): string[] {
    return this.lambdaLanes(outer, lam, [args], siteOf)[0]!;
  }

  /**
   * The lambda applied to several elements side by side (`argsByLane`, a lane each: render-map.ts),
   * each lane's lines interleaved with the others' (render-rolled.ts); each lane's results.
   */
  lambdaLanes(outer: JsScope, lam: Lambda, argsByLane: readonly (readonly string[])[], siteOf: (s: Stmt) => SrcLoc | null): string[][] {
    const scopes = argsByLane.map(() => new JsScope(outer));
    interleaved(this, argsByLane.map((args, l) => ({ args, scope: scopes[l]! })), ({ args, scope }) => {
      if (args.length !== lam.params.length) throw new Error(`cpu: a lambda of ${lam.params.length} parameters applied to ${args.length}`);
      lam.params.forEach((p, i) => {
        if (p.type.shape.length !== 0) throw new Error(`cpu: lambda parameter ${p.name} must be a scalar`);
        this.bind(scope, p.name, p.type.elem, args[i]!);
      });
    });
    const plan = rerollPlan(lam);
    if (plan === null) interleaved(this, scopes, (scope) => this.stmts(scope, lam.body, siteOf));
    else renderRolled(this, scopes, plan, siteOf);
    return scopes.map((scope) => lam.results.map((r) => this.atom(scope, r).js));
  }

  /** Sets (null: clears) the site expression of a statement of a re-rolled loop (siteJs). */
  stepSite(s: Stmt, js: string | null): void {
    if (js === null) this.stepSites.delete(s);
    else this.stepSites.set(s, js);
  }

  /** Appends the places to the site table, one after another; the first one's index. */
  siteBlock(locs: readonly (SrcLoc | null)[]): number {
    const base = this.sites.length;
    this.sites.push(...locs);
    return base;
  }

  stmts(scope: JsScope, stmts: readonly Stmt[], siteOf: (s: Stmt) => SrcLoc | null): void {
    for (const s of stmts) this.stmt(scope, s, siteOf);
  }

  private single(s: Stmt): { name: string; elem: Elem } {
    const p = s.names[0];
    if (s.names.length !== 1 || p === undefined) throw new Error(`cpu: a ${s.exp.tag} statement binds one name, not ${s.names.length}`);
    return { name: p.name, elem: p.type.elem };
  }

  private stmt(scope: JsScope, s: Stmt, siteOf: (s: Stmt) => SrcLoc | null): void {
    const e = s.exp;
    switch (e.tag) {
      case 'atom': {
        const a = this.atom(scope, e.atom);
        const out = this.single(s);
        this.bind(scope, out.name, out.elem, a.js);
        return;
      }
      case 'un': {
        const x = this.atom(scope, e.arg);
        const spec = UN_OPS[e.op];
        const js = x.elem === 'float' ? spec.js?.float : spec.js?.ints;
        const out = this.single(s);
        if (js !== undefined && out.elem === 'float') {
          this.floatOp(scope, s, e.op, out.name, js(x.js, this.failer(`u_${ident(e.op)}`, spec.failures, this.siteJs(s, siteOf))), [{ atom: e.arg, ...x }], siteOf);
          return;
        }
        const args = [{ atom: e.arg, ...x }];
        if (out.elem === 'int' && this.uncheckedInt(scope, e.op, out.name, args)) return;
        if (js !== undefined) {
          const exact = x.elem === 'float' && EXACT_OPS.has(e.op);
          const v = this.bind(scope, out.name, out.elem, this.stored(out.elem, js(x.js, this.failer(`u_${ident(e.op)}`, spec.failures, this.siteJs(s, siteOf))), exact));
          if (out.elem === 'int') this.noteRange(v, e.op, args);
        } else {
          const h = `u_${ident(e.op)}`;
          this.helpers.add(h);
          const at = spec.failures.length > 0 ? `site = ${this.siteJs(s, siteOf)}, ` : '';
          this.bind(scope, out.name, out.elem, this.stored(out.elem, `(${at}${h}(${x.js}, ${JSON.stringify(x.elem)}))`));
        }
        if (out.elem === 'float' && floatResultChecked(e.op)) this.rangeCheck(this.atom(scope, { k: 'var', name: out.name }).js, null, this.siteJs(s, siteOf));
        return;
      }
      case 'bin': {
        const a = this.atom(scope, e.left);
        const b = this.atom(scope, e.right);
        const spec = BIN_OPS[e.op];
        const js = a.elem === 'float' ? spec.js?.float : spec.js?.ints;
        const out = this.single(s);
        if (js !== undefined && out.elem === 'float') {
          this.floatOp(scope, s, e.op, out.name, js(a.js, b.js, this.failer(`b_${ident(e.op)}`, spec.failures, this.siteJs(s, siteOf))), [{ atom: e.left, ...a }, { atom: e.right, ...b }], siteOf);
          return;
        }
        const args = [{ atom: e.left, ...a }, { atom: e.right, ...b }];
        if (out.elem === 'int' && this.uncheckedInt(scope, e.op, out.name, args)) return;
        if (js !== undefined) {
          const exact = a.elem === 'float' && b.elem === 'float' && EXACT_OPS.has(e.op);
          const v = this.bind(scope, out.name, out.elem, this.stored(out.elem, js(a.js, b.js, this.failer(`b_${ident(e.op)}`, spec.failures, this.siteJs(s, siteOf))), exact));
          if (out.elem === 'int') this.noteRange(v, e.op, args);
        } else {
          const h = `b_${ident(e.op)}`;
          this.helpers.add(h);
          const at = spec.failures.length > 0 ? `site = ${this.siteJs(s, siteOf)}, ` : '';
          this.bind(scope, out.name, out.elem, this.stored(out.elem, `(${at}${h}(${a.js}, ${b.js}, ${JSON.stringify(a.elem)}))`));
        }
        if (out.elem === 'float' && floatResultChecked(e.op)) this.rangeCheck(this.atom(scope, { k: 'var', name: out.name }).js, null, this.siteJs(s, siteOf));
        return;
      }
      case 'select': {
        const c = this.atom(scope, e.cond).js;
        const t = this.atom(scope, e.then).js;
        const f = this.atom(scope, e.else).js;
        const out = this.single(s);
        const v = this.bind(scope, out.name, out.elem, `(${c} !== 0 ? ${t} : ${f})`);
        const [rt, rf] = [e.then, e.else].map((x, i) => this.rangeOf({ atom: x, js: i === 0 ? t : f, elem: out.elem }));
        if (rt != null && rf != null && out.elem !== 'bool') this.ranges.set(v, [Math.min(rt[0], rf[0]), Math.max(rt[1], rf[1])]);
        return;
      }
      case 'index':
        return this.index(scope, s, e, siteOf);
      case 'assert': {
        const c = this.atom(scope, e.cond).js;
        this.line(`if (${c} === 0) throw $err(${JSON.stringify(e.cls)}, ${JSON.stringify(e.message)}, S[${this.siteJs(s, siteOf)}]);`);
        return;
      }
      case 'if': {
        const c = this.atom(scope, e.cond).js;
        const outs = s.names.map((p) => {
          const v = this.fresh();
          this.line(`let ${v};`);
          return v;
        });
        const branch = (body: typeof e.then): void => {
          const inner = new JsScope(scope);
          this.stmts(inner, body.stmts, siteOf);
          body.results.forEach((r, i) => this.line(`${outs[i]} = ${this.atom(inner, r).js};`));
        };
        this.open(`if (${c} !== 0) {`);
        branch(e.then);
        this.indentElse();
        branch(e.else);
        this.close();
        s.names.forEach((p, i) => scope.define(p.name, { k: 'scalar', js: outs[i]!, elem: p.type.elem }));
        return;
      }
      case 'loop':
        return this.loop(scope, s, e, siteOf);
      default:
        throw new Error(`cpu: ${e.tag} in a lambda body: lambdas hold scalar code only`);
    }
  }

  /** array[idx…] with the interpreter's checks (interp-compile.ts, K.flatIndex): RANK, then INDEX per axis */
  private index(scope: JsScope, s: Stmt, e: Extract<Stmt['exp'], { tag: 'index' }>, siteOf: (s: Stmt) => SrcLoc | null): void {
    const out = this.single(s);
    const arr = this.lookup(scope, e.array);
    const idx = e.idx.map((a) => this.atom(scope, a).js);
    const at = `S[${this.siteJs(s, siteOf)}]`;
    if (arr.k === 'scalar') {
      // a rank-0 variable read as an array of rank 0
      if (idx.length !== 0) this.line(`throw $err('RANK', ${JSON.stringify(`${idx.length} indices for an array of rank 0`)}, ${at});`);
      this.bind(scope, out.name, out.elem, arr.js);
      return;
    }
    if (idx.length !== arr.dims.length) {
      this.line(`throw $err('RANK', ${JSON.stringify(`${idx.length} indices for an array of rank ${arr.dims.length}`)}, ${at});`);
      this.bind(scope, out.name, out.elem, '0');
      return;
    }
    let off = '';
    idx.forEach((i, j) => {
      const d = arr.dims[j]!;
      this.line(`if (${i} < 0 || ${i} >= ${d}) throw $err('INDEX', 'an index is out of range for an axis of length ' + ${d}, ${at});`);
      off = j === 0 ? i : `(${off}) * ${d} + ${i}`;
    });
    this.bind(scope, out.name, out.elem, `${arr.data}[${idx.length === 0 ? '0' : off}]`);
  }

  /** a scalar loop: params as locals, the next values assigned together (they may read the current ones) */
  private loop(scope: JsScope, s: Stmt, e: Extract<Stmt['exp'], { tag: 'loop' }>, siteOf: (s: Stmt) => SrcLoc | null): void {
    const init = e.init.map((a) => this.atom(scope, a).js);
    const params = e.params.map((p, i) => {
      const v = this.fresh('p');
      this.line(`let ${v} = ${init[i]};`);
      return v;
    });
    const inner = new JsScope(scope);
    e.params.forEach((p, i) => inner.define(p.name, { k: 'scalar', js: params[i]!, elem: p.type.elem }));
    const step = (body: typeof e.body): void => {
      const bodyScope = new JsScope(inner);
      this.stmts(bodyScope, body.stmts, siteOf);
      const next = body.results.map((r) => this.atom(bodyScope, r).js);
      const tmps = next.map((n) => {
        const t = this.fresh('t');
        this.line(`const ${t} = ${n};`);
        return t;
      });
      params.forEach((p, i) => this.line(`${p} = ${tmps[i]};`));
    };
    if (e.form.k === 'for') {
      const count = this.atom(scope, e.form.count).js;
      const it = this.fresh('it');
      this.open(`for (let ${it} = 0, n${it} = ${count}; ${it} < n${it}; ${it}++) {`);
      inner.define(e.form.iter, { k: 'scalar', js: it, elem: 'int' });
      step(e.body);
      this.close();
    } else {
      const cond = e.form.cond;
      this.open('for (;;) {');
      const condScope = new JsScope(inner);
      this.stmts(condScope, cond.stmts, siteOf);
      this.line(`if (${this.atom(condScope, cond.results[0]!).js} === 0) break;`);
      step(e.body);
      this.close();
    }
    s.names.forEach((p, i) => scope.define(p.name, { k: 'scalar', js: params[i]!, elem: p.type.elem }));
  }
}
