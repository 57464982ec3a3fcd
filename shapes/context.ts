// The checker's context: lexical environments, unique names, diagnostics, the checker's core
// (core.ts) for rule modules, and constructors of checked nodes. Errors inside an expression are
// thrown as CheckFailure and caught at the statement, so one bad statement does not hide the
// errors of the next ones.
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { DEFAULT_PRINT_PRECISION } from '../ops/print-precision.js';
import type { DfnOp, Expr, Fn, SourceFile, Span, Stmt } from '../apl/ast.js';
import { diag, type Diagnostic, type ErrorClass, type Related } from '../apl/diagnostics.js';
import type { FnSignature } from './signature.js';
import type { CheckCore } from './core.js';
import { dimConst, showShape, sizeVar, type Dim, type SizeVar } from './dim.js';
import type { ArrType, PhaseRecord, TExpr, TNode } from './typed.js';

/** A function value: an AST function closed over the environment it was written in. */
export interface FnValue {
  readonly fn: Fn;
  readonly env: Env;
}

export type Binding =
  /** `text`: the characters of a character constant the name holds, which ⍎ of the name compiles */
  | { readonly k: 'array'; readonly name: string; readonly t: ArrType; readonly origin: Span; readonly sval: readonly Dim[] | null; readonly text?: string }
  | { readonly k: 'fn'; readonly value: FnValue }
  | { readonly k: 'op'; readonly op: DfnOp; readonly env: Env }
  /** ⍺⍺/⍵⍵ bound to an array operand */
  | { readonly k: 'operandArray'; readonly value: TExpr }
  /** a name whose definition failed: uses are not reported again; `why` when it is rather a name with no value here */
  | { readonly k: 'poisoned'; readonly why?: string };

export class Env {
  private static made = 0;
  /** how many scopes were made before this one: a scope made inside a construct is newer than it (outer-writes.ts) */
  readonly serial = ++Env.made;
  /** the serial of the newest scope made so far */
  static newest(): number {
    return Env.made;
  }
  private readonly vars = new Map<string, Binding>();
  /**
   * ⎕PP here (ops/print-precision.ts): set like ⎕IO by an assignment, for the rest of the scope
   * and the scopes made in it; read where a value is printed or formatted with ⍕
   */
  pp: number = DEFAULT_PRINT_PRECISION;
  constructor(readonly parent: Env | null, public io: number, readonly self: FnValue | null = null) {
    if (parent !== null) this.pp = parent.pp;
  }
  /** the ⎕PP field of a print or ⍕ node: absent where it is the default */
  precisionField(): { precision?: number } {
    return this.pp === DEFAULT_PRINT_PRECISION ? {} : { precision: this.pp };
  }
  lookup(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }
  bind(name: string, b: Binding): void {
    this.vars.set(name, b);
  }
  hasLocal(name: string): boolean {
    return this.vars.has(name);
  }
  /** the binding of a name in this scope itself (not its parents) */
  local(name: string): Binding | undefined {
    return this.vars.get(name);
  }
  /** this scope's own bindings, copied: a control structure compares them after a block, and puts them back */
  snapshot(): Map<string, Binding> {
    return new Map(this.vars);
  }
  restoreSnapshot(s: ReadonlyMap<string, Binding>): void {
    this.vars.clear();
    s.forEach((b, n) => this.vars.set(n, b));
  }
  child(self: FnValue | null = null): Env {
    return new Env(this, this.io, self);
  }
  /** the nearest dfn this scope belongs to, for ∇ */
  selfFn(): FnValue | null {
    return this.self ?? this.parent?.selfFn() ?? null;
  }
}

export class CheckFailure extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

export class CheckContext {
  private counter = 0;
  readonly diagnostics: Diagnostic[] = [];
  /** inlining depth, to stop unbounded recursion */
  depth = 0;
  /** the names of top-level functions, to report the signatures they are used at */
  readonly fnNames = new Map<Fn, string>();
  readonly instances: FnInstance[] = [];
  /** signatures declared in comments, by function name */
  readonly declared = new Map<string, FnSignature>();
  /** ⎕CT as the program sets it (null: the default of its float width, ops/tolerance.ts) */
  tolerance: number | null = null;
  /** the program's float width as its ⎕FR sets it (what reading ⎕CT gives depends on it) */
  float: FloatWidth = DEFAULT_FLOAT_WIDTH;
  /** whether a top-level statement that computes has been checked: ⎕CT may be set only before */
  pastPreamble = false;
  /** the binding of ?'s counter (roll.ts), made by the first ?, to run before every statement; and that ?'s place */
  randomStart: { readonly value: TExpr; readonly span: Span } | null = null;
  /** the checker itself, for rule modules that check operands or apply functions (see core.ts) */
  readonly core: CheckCore;
  constructor(readonly source: SourceFile, core: (ctx: CheckContext) => CheckCore) {
    this.core = core(this);
  }

  private existentials = 0;
  /** a fresh existential size variable: a size known only once data is (k1, k2, …) */
  freshSize(): SizeVar {
    return sizeVar(`k${++this.existentials}`);
  }

  /** the existential size variables made so far: those made later were bound by what was checked since */
  existentialsMade(): readonly SizeVar[] {
    return Array.from({ length: this.existentials }, (_, i) => sizeVar(`k${i + 1}`));
  }

  fresh(base: string): string {
    const clean = base.replace(/[^A-Za-z0-9_]/g, '') || 'v';
    return `${clean}_${++this.counter}`;
  }

  fail(cls: ErrorClass, message: string, span: Span | null, related: readonly Related[] = []): never {
    throw new CheckFailure(diag(cls, message, this.source.name, span, related));
  }

  report(d: Diagnostic): void {
    this.diagnostics.push(d);
  }

  /** a short excerpt of the source under a span, for "from 1 2 3" notes */
  excerpt(span: Span): string {
    const text = this.source.text.slice(span.start.offset, span.end.offset).replace(/\s+/g, ' ').trim();
    return text.length > 24 ? text.slice(0, 21) + '…' : text;
  }

  describe(side: string, e: TExpr): Related {
    return { message: `${side}: ${showShape(e.t.shape)} from ${this.excerpt(e.origin)}`, span: e.origin };
  }
}

/** A top-level function applied at these types (rank polymorphism: one per distinct use). */
export interface FnInstance {
  readonly name: string;
  readonly alpha: ArrType | null;
  readonly omega: ArrType;
  readonly result: ArrType;
}

export function mk(node: TNode, t: ArrType, span: Span, opts: { origin?: Span; sval?: readonly Dim[] | null; phase?: PhaseRecord | null } = {}): TExpr {
  return { node, t, span, origin: opts.origin ?? span, sval: opts.sval ?? null, phase: opts.phase ?? null };
}

/** A primitive function as a function value, written at `span` in the scope `env` (for rules that apply other primitives). */
export const primFn = (glyph: string, env: Env, span: Span): FnValue => ({ fn: { kind: 'prim', glyph, axis: null, span }, env });

/** An int scalar constant, its value known to the checker. */
export const intLit = (x: number, span: Span): TExpr => mk({ k: 'lit', data: [x] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(x)] });

/** The eachDeferred node a deferred value ends in, under the statements that bind its arguments (shapes/each-deferred.ts). */
export function deferredCore(v: TExpr): TExpr {
  let e = v;
  while (e.node.k === 'seq') e = e.node.result;
  return e;
}

/** Bind a value to a fresh name so that it can be used twice without computing it twice. */
export function shareValue(ctx: CheckContext, v: TExpr): { ref: TExpr; wrap: (body: TExpr) => TExpr } {
  if (v.node.k === 'var' || v.node.k === 'lit') return { ref: v, wrap: (b) => b };
  // a deferred f¨ (shapes/each-deferred.ts) is never a value to bind: its node is used again, after the statements that bind its arguments
  if (v.t.deferred === true) {
    const core = deferredCore(v);
    return { ref: core, wrap: (b) => (core === v ? b : mk({ k: 'seq', stmts: [{ k: 'eval', value: v }], result: b }, b.t, b.span, { origin: b.origin, sval: b.sval })) };
  }
  const name = ctx.fresh('t');
  const ref = mk({ k: 'var', name }, v.t, v.span, { origin: v.origin, sval: v.sval });
  return {
    ref,
    wrap: (b) => mk({ k: 'seq', stmts: [{ k: 'let', name, value: v }], result: b }, b.t, b.span, { origin: b.origin, sval: b.sval }),
  };
}

/** A function or operator defined inside a dfn is bound in its scope; true when `s` was one. */
export function bindLocalDefinition(scope: Env, s: Stmt): boolean {
  if (s.kind === 'fnDef') scope.bind(s.name, { k: 'fn', value: { fn: s.fn, env: scope } });
  else if (s.kind === 'opDef') scope.bind(s.name, { k: 'op', op: s.op, env: scope });
  else return false;
  return true;
}

/** The text of a character constant written in the program (a literal, not a value computed from one), or undefined. */
export function constantText(v: TExpr): string | undefined {
  if (v.node.k !== 'lit' || v.t.elem !== 'char' || v.t.shape.length > 1 || v.t.items !== undefined) return undefined;
  return String.fromCodePoint(...v.node.data);
}

export function isSingleton(t: ArrType): boolean {
  return t.shape.every((d) => d.key === '1');
}

export const ONE: Dim = dimConst(1);
export const ZERO: Dim = dimConst(0);

export function spanOfFnOrExpr(x: Fn | Expr): Span {
  return x.span;
}
