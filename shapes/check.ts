// The static checker: infers the element type, rank and symbolic shape of every expression and
// elaborates the program into monomorphic checked nodes (shapes/typed.ts). dfns are checked at
// each application, with the ranks and types they are applied to; that is also where they are
// inlined. All errors of a file are collected (one per statement at most).
import { strandPairwise } from './strand-pairwise.js';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import { isFn, type Expr, type Fn, type Program, type SourceFile, type Span, type Stmt } from '../apl/ast.js';
import type { Diagnostic } from '../apl/diagnostics.js';
import { asConst, dimConst, shapeEq, showShape, type Dim } from './dim.js';
import { checkRank } from './static-args.js';
import { parseSignature, showSignature, signatureComments, type ArgType, type FnSignature } from './signature.js';
import { decideEq } from './solve.js';
import { bindLocalDefinition, CheckContext, CheckFailure, constantText, Env, mk, shareValue, type FnInstance, type FnValue } from './context.js';
import { applyToDeferred, bindDeferred, deferredText, printDeferred } from './each-deferred.js';
import type { CheckCore, OperatorOperands } from './core.js';
import { staticAxes } from './axis.js';
import { applyDyadicPrim, applyMonadicPrim } from './primitives.js';
import { applyOperator } from './operators.js';
import { joinElems } from './scalar-rules.js';
import { convertTo, literalOf, numberStrand, strandOf } from './literals.js';
import type { ElemType, TExpr, TProgram, TStmt } from './typed.js';
import { showInstance } from './show-type.js';
export { showArrType } from './show-type.js';
import { indexedAssign } from './assign.js';
import { strandAssign } from './strand-assign.js';
import { checkIndex } from './indexing.js';
import { tailRecursiveLoop } from './recursion.js';
import { unrollCall } from './recursion-unroll.js';
import { stackRecursion } from './recursion-stack.js';
import { bindModified } from './outer-writes.js';
import { guardChoice } from './guard-choice.js';
import { applyTradfn } from './tradfn.js';
import { givesNoValue, markStatementCall, shyCall } from './tradfn-statement.js';
import { bindings, countBinding, evaluatedFirst, keepBindings } from './bindings.js';
import { nestedMisuse } from './nested-guard.js';
import { executeConstant } from './execute.js';
import { applySystemFunction, systemAssign, systemVariable, unsupportedSystemFunction } from './system-names.js';

/** A context for checking a file, whose core (core.ts) is this checker. */
export function checkContext(source: SourceFile): CheckContext {
  return new CheckContext(source, (ctx): CheckCore => ({
    checkExpr: (env, e) => checkExpr(ctx, env, e),
    checkFirst: (env, e) => checkFirst(ctx, env, e),
    applyMonadic: (env, f, arg, span) => applyMonadic(ctx, env, f, arg, span),
    applyDyadic: (env, f, l, r, span) => applyDyadic(ctx, env, f, l, r, span),
    applyDfn: (f, l, r, span, operands) => applyDfn(ctx, f, l, r, span, operands),
    resolveFn: (env, fn) => resolveFn(ctx, env, fn),
    bindArray: (env, name, value, span) => bindArray(ctx, env, name, value, span),
    lookupArray: (env, name, span) => lookupArray(ctx, env, name, span),
  }));
}

export function checkProgram(prog: Program): Either<readonly Diagnostic[], TProgram> {
  const ctx = checkContext(prog.file);
  if (prog.float !== undefined) ctx.float = prog.float;
  const env = new Env(null, 1);
  // declared signatures (their bodies are proved apart, see check-function.ts); calls must conform
  for (const c of signatureComments(prog.file.text)) {
    const sig = parseSignature(c.sig);
    if (!isLeft(sig)) ctx.declared.set(c.name, sig.right);
  }
  const body: TStmt[] = [];
  let final: TExpr | null = null;
  prog.body.forEach((stmt, i) => {
    const isLast = i === prog.body.length - 1;
    if (stmt.kind === 'expr' && stmt.expr.kind !== 'sysAssign') ctx.pastPreamble = true;
    try {
      const r = checkTopStmt(ctx, env, stmt);
      if (r === null) return;
      const misuse = nestedMisuse(r.value);
      if (misuse !== null) ctx.fail('NONCE', misuse.message, misuse.span);
      // a nested array of depth 3 kept as f¨ (each-deferred.ts) is displayed as its text
      if (isLast && r.isResult) final = r.value.t.deferred === true ? deferredText(ctx, env, r.value, r.value.span) : r.value;
      else body.push({ k: 'eval', value: r.value });
    } catch (e) {
      if (!(e instanceof CheckFailure)) throw e;
      ctx.report(e.diagnostic);
      poisonAssigned(env, stmt);
    }
  });
  // the counter of ? (roll.ts) is bound where the first ? was checked, and runs before every statement
  if (ctx.randomStart !== null) body.unshift({ k: 'eval', value: ctx.randomStart.value });
  if (ctx.diagnostics.length > 0) return left(ctx.diagnostics);
  const signatures = [...new Set(ctx.instances.map(showInstance))];
  return right({ signatures, body, final, ...(final !== null && 'precision' in env.precisionField() ? { finalPrecision: env.pp } : {}), ...(ctx.tolerance === null ? {} : { tolerance: ctx.tolerance }), ...(prog.float === undefined ? {} : { float: prog.float }) });
}


/** Record the types a named top-level function is applied at; past 15 axes a result is a LIMIT ERROR, as in Dyalog. */
function recordUse(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, res: TExpr): TExpr {
  const name = ctx.fnNames.get(f.fn);
  if (name !== undefined && ctx.depth === 0) ctx.instances.push({ name, alpha: l?.t ?? null, omega: r.t, result: res.t });
  checkRank(ctx, res.t.shape.length, res.span);
  return res;
}

/** Before applying a function declared with a signature, its arguments must fit the declaration. */
function checkDeclaredCall(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, span: Span): void {
  const name = ctx.fnNames.get(f.fn);
  const sig = name === undefined ? undefined : ctx.declared.get(name);
  if (name !== undefined && sig) conformCall(ctx, name, sig, l, r, span);
}

const WIDER: Record<ElemType, readonly ElemType[]> = { bool: ['bool'], int: ['int', 'bool'], float: ['float', 'int', 'bool'], char: ['char'] };

/** A call of a function with a declared signature: element types, ranks and dims must fit it. */
function conformCall(ctx: CheckContext, name: string, sig: FnSignature, l: TExpr | null, r: TExpr, span: Span): void {
  if ((sig.alpha === null) !== (l === null))
    ctx.fail('VALUE', `${name} is declared ${sig.alpha ? 'dyadic' : 'monadic'} (${showSignature(sig)}) but called ${l ? 'dyadically' : 'monadically'}`, span);
  const bound = new Map<string, { dim: Dim; from: TExpr; who: string }>();
  const args: [string, ArgType, TExpr][] = sig.alpha && l ? [['⍺', sig.alpha, l], ['⍵', sig.omega, r]] : [['⍵', sig.omega, r]];
  for (const [who, want, got] of args) {
    const note = [ctx.describe(who, got)];
    if (!WIDER[want.elem].includes(got.t.elem)) ctx.fail('DOMAIN', `${name} declares ${who} as ${showSignature({ alpha: null, omega: want, result: null }).slice(2)}, but it gets ${got.t.elem} values`, span, note);
    if (want.dims.length !== got.t.shape.length)
      ctx.fail('RANK', `${name} declares ${who} with rank ${want.dims.length} (${showSignature({ alpha: null, omega: want, result: null }).slice(2)}), but it gets rank ${got.t.shape.length} ${showShape(got.t.shape)}`, span, note);
    const conform = (d: number | string, g: Dim, where: string, shape: readonly Dim[]): void => {
      if (typeof d === 'number') {
        if (decideEq(dimConst(d), g).k === 'unequal') ctx.fail('LENGTH', `${name} declares ${who} with ${d} along ${where}, but it gets ${showShape(shape)}`, span, note);
        return;
      }
      const prev = bound.get(d);
      if (!prev) bound.set(d, { dim: g, from: got, who });
      else if (decideEq(prev.dim, g).k === 'unequal')
        ctx.fail('LENGTH', `${d}: ${prev.dim.key} from ${prev.who}, ${g.key} from ${who} (${name} declares ${showSignature(sig)})`, span, [ctx.describe(prev.who, prev.from), ...note]);
    };
    want.dims.forEach((d, i) => conform(d, got.t.shape[i]!, `axis ${i + 1}`, got.t.shape));
    // a nested argument (shapes/nested.ts): its items' dims as declared
    if ((want.items?.length ?? -1) !== (got.t.items?.length ?? -1))
      ctx.fail('RANK', `${name} declares ${who} as ${showSignature({ alpha: null, omega: want, result: null }).slice(2)}, but it gets ${got.t.items === undefined ? 'a simple array' : `a nested array of items ${showShape(got.t.items)}`}`, span, note);
    want.items?.forEach((d, i) => conform(d, got.t.items![i]!, `axis ${i + 1} of its items`, got.t.items!));
  }
}

/** After a failed statement, names it would have bound are marked so their uses stay quiet. */
export function poisonAssigned(env: Env, stmt: Stmt): void {
  if (stmt.kind === 'fnDef' || stmt.kind === 'opDef') env.bind(stmt.name, { k: 'poisoned' });
  if (stmt.kind === 'expr') {
    let e: Expr = stmt.expr;
    while (e.kind === 'assign' || e.kind === 'modAssign' || e.kind === 'strandAssign') {
      if (e.kind === 'strandAssign') for (const n of e.names) env.bind(n.name, { k: 'poisoned' });
      else env.bind(e.name, { k: 'poisoned' });
      e = e.value;
    }
  }
}

interface StmtResult {
  readonly value: TExpr;
  /** an expression statement that is not an assignment (its value is a result) */
  readonly isResult: boolean;
}

function isAssignment(e: Expr): boolean {
  return e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign';
}

export function checkTopStmt(ctx: CheckContext, env: Env, stmt: Stmt): StmtResult | null {
  switch (stmt.kind) {
    case 'fnDef':
      env.bind(stmt.name, { k: 'fn', value: { fn: stmt.fn, env } });
      ctx.fnNames.set(stmt.fn, stmt.name);
      return null;
    case 'opDef':
      env.bind(stmt.name, { k: 'op', op: stmt.op, env });
      return null;
    case 'guard':
      return ctx.fail('SYNTAX', 'a guard (cond: result) is only allowed inside a dfn', stmt.span);
    case 'expr': {
      markStatementCall(stmt.expr);
      const value = checkExpr(ctx, env, stmt.expr);
      // ⎕←x prints x; as the last statement it is not printed a second time; a shy result is not printed
      return { value, isResult: !isAssignment(stmt.expr) && stmt.expr.kind !== 'print' && !givesNoValue(value) && !shyCall(env, stmt.expr) };
    }
  }
}

export function checkExpr(ctx: CheckContext, env: Env, e: Expr): TExpr {
  switch (e.kind) {
    case 'num':
    case 'str':
    case 'zilde':
      return literalOf(e);
    case 'strand':
      // items are evaluated right to left, like everything in APL: (d+1) (d←2) works
      return numberStrand(e) ?? strandOf(ctx, e, [...e.items].reverse().map((x) => checkExpr(ctx, env, x)).reverse());
    case 'name':
      return lookupArray(ctx, env, e.name, e.span);
    case 'sysvar':
      return systemVariable(ctx, env, e.name, e.span);
    case 'monadic': {
      // ⍎ of a character constant is the APL it holds, compiled here
      // (any other argument: the primitive's rule, shapes/execute-runtime.ts)
      if (e.fn.kind === 'prim' && e.fn.glyph === '⍎' && e.arg.kind === 'str') return executeConstant(ctx, env, e.arg.value, e.arg.span, e.span);
      // ⍎ of a name that holds a character constant compiles it as well (s←'1+2' ⋄ ⍎s, {⍎⍵}'1+2')
      if (e.fn.kind === 'prim' && e.fn.glyph === '⍎' && e.arg.kind === 'name') {
        const b = env.lookup(e.arg.name);
        if (b !== undefined && b !== null && b.k === 'array' && b.text !== undefined) return executeConstant(ctx, env, b.text, e.arg.span, e.span);
      }
      const n0 = bindings(ctx);
      const arg = checkExpr(ctx, env, e.arg);
      const binds = bindings(ctx) > n0;
      return keepBindings(originHere(applyMonadic(ctx, env, resolveFn(ctx, env, e.fn), arg, e.fn.span), [arg], e.span), binds ? [arg] : []);
    }
    case 'dyadic': {
      // APL evaluates the right argument first
      const r = checkFirst(ctx, env, e.right);
      const n1 = bindings(ctx);
      let l: TExpr;
      try {
        l = checkExpr(ctx, env, e.left);
      } catch (err) {
        // a strand of items of different ranks, beside a function that pairs items (strand-pairwise.ts)
        const paired = err instanceof CheckFailure && err.diagnostic.cls === 'NONCE' && e.left.kind === 'strand' ? strandPairwise(ctx, env, e.fn, e.left, r.ref, e.fn.span) : null;
        if (paired === null) throw err;
        return r.wrap(paired);
      }
      const binds = bindings(ctx) > n1 ? [l] : [];
      return r.wrap(keepBindings(originHere(applyDyadic(ctx, env, resolveFn(ctx, env, e.fn), l, r.ref, e.fn.span), [l, r.ref], e.span), binds));
    }
    case 'index':
      return checkIndex(ctx, env, e);
    case 'assign': {
      const value = checkExpr(ctx, env, e.value);
      return bindArray(ctx, env, e.name, value, e.span);
    }
    case 'strandAssign':
      return strandAssign(ctx, env, e);
    case 'modAssign': {
      const value = checkExpr(ctx, env, e.value);
      const old = lookupArray(ctx, env, e.name, e.span);
      const combined = applyDyadic(ctx, env, resolveFn(ctx, env, e.fn), old, value, e.fn.span);
      return bindModified(ctx, env, e.name, combined, e.span);
    }
    case 'indexAssign':
      return indexedAssign(ctx, env, e);
    case 'sysAssign':
      return systemAssign(ctx, env, e, () => checkExpr(ctx, env, e.value));
    case 'print': {
      const value = checkExpr(ctx, env, e.value);
      if (value.t.deferred === true) return printDeferred(ctx, env, value, e.span);
      return mk({ k: 'print', value, ...env.precisionField() }, value.t, e.span, { origin: value.origin, sval: value.sval });
    }
  }
}

/** A newly computed value's shape comes from the whole expression (an argument passed through keeps its own origin). */
function originHere(res: TExpr, args: readonly TExpr[], span: Span): TExpr {
  return args.includes(res) ? res : { ...res, origin: span };
}

/** An expression APL evaluates before a sibling checked after it (core.ts): run first where it assigned names. */
function checkFirst(ctx: CheckContext, env: Env, e: Expr): ReturnType<typeof evaluatedFirst> {
  const n0 = bindings(ctx);
  return evaluatedFirst(ctx, checkExpr(ctx, env, e), n0);
}

/** Bind a name to a value: a unique let, so that later uses share one computation. */
export function bindArray(ctx: CheckContext, env: Env, name: string, value: TExpr, span: Span): TExpr {
  countBinding(ctx);
  if (value.t.deferred === true) return bindDeferred(env, name, value);
  const unique = ctx.fresh(name);
  const text = constantText(value);
  env.bind(name, { k: 'array', name: unique, t: value.t, origin: value.origin, sval: value.sval, ...(text === undefined ? {} : { text }) });
  const ref = mk({ k: 'var', name: unique }, value.t, span, { origin: value.origin, sval: value.sval });
  return mk({ k: 'seq', stmts: [{ k: 'let', name: unique, value }], result: ref }, value.t, span, { origin: value.origin, sval: value.sval });
}

export function lookupArray(ctx: CheckContext, env: Env, name: string, span: Span): TExpr {
  const b = env.lookup(name);
  if (!b) {
    if (name === '⍺') return ctx.fail('VALUE', 'this dfn was called monadically: ⍺ has no value (give it a default with ⍺←…)', span);
    return ctx.fail('VALUE', `undefined name: ${name}`, span);
  }
  switch (b.k) {
    case 'array':
      return mk({ k: 'var', name: b.name }, b.t, span, { origin: b.origin, sval: b.sval });
    case 'operandArray':
      return b.value;
    case 'fn':
      // a niladic traditional function is called by naming it
      if (b.value.fn.kind === 'dfn' && b.value.fn.tradfn !== undefined && b.value.fn.tradfn.right === null) return applyTradfn(ctx, b.value, b.value.fn.tradfn, null, null, span);
      return ctx.fail('SYNTAX', `${name} is a function, not an array`, span);
    case 'poisoned':
      throw new CheckFailure({ cls: 'VALUE', message: b.why ?? `${name} has no value (its definition failed)`, file: ctx.source.name, span, related: [] });
    default:
      return ctx.fail('SYNTAX', `${name} is an operator, not an array`, span);
  }
}

export function resolveFn(ctx: CheckContext, env: Env, fn: Fn): FnValue {
  if (fn.kind !== 'fnRef') return { fn, env };
  if (fn.name === '∇') {
    const self = env.selfFn();
    if (!self) return ctx.fail('SYNTAX', '∇ is only meaningful inside a dfn', fn.span);
    return self;
  }
  const b = env.lookup(fn.name);
  if (!b) return ctx.fail('VALUE', `undefined function: ${fn.name}`, fn.span);
  if (b.k === 'fn') return b.value;
  if (b.k === 'poisoned') throw new CheckFailure({ cls: 'VALUE', message: `${fn.name} has no value (its definition failed)`, file: ctx.source.name, span: fn.span, related: [] });
  return ctx.fail('SYNTAX', `${fn.name} is not a function`, fn.span);
}

// ---- function application -------------------------------------------------------------------

export function applyMonadic(ctx: CheckContext, env: Env, f: FnValue, arg: TExpr, span: Span): TExpr {
  checkDeclaredCall(ctx, f, null, arg, span);
  return recordUse(ctx, f, null, arg, applyMonadicNow(ctx, env, f, arg, span));
}

function applyMonadicNow(ctx: CheckContext, env: Env, f: FnValue, arg: TExpr, span: Span): TExpr {
  const fn = f.fn;
  if (arg.t.deferred === true && (fn.kind === 'prim' || fn.kind === 'derived')) return applyToDeferred(ctx, env, f, null, arg, span);
  if (fn.kind === 'prim' && fn.glyph.startsWith('⎕')) return applySystemFunction(ctx, fn.glyph, null, arg, span) ?? unsupportedSystemFunction(ctx, fn.glyph, span);
  switch (fn.kind) {
    case 'prim': {
      const axis = fn.axis ? staticAxes(ctx, checkExpr(ctx, f.env, fn.axis), fn.axis.span, f.env.io) : null;
      if (!sizedByEvaluation(arg)) return applyMonadicPrim(ctx, fn, axis, arg, span, f.env);
      const a = shareValue(ctx, arg);
      return a.wrap(applyMonadicPrim(ctx, fn, axis, a.ref, span, f.env));
    }
    case 'dfn':
      return applyDfn(ctx, f, null, arg, span, null);
    case 'fnRef':
      return applyMonadic(ctx, env, resolveFn(ctx, f.env, fn), arg, span);
    case 'derived':
      return applyOperator(ctx, f, null, arg, span);
    case 'atop': {
      const inner = applyMonadic(ctx, env, { fn: fn.g, env: f.env }, arg, span);
      return applyMonadic(ctx, env, { fn: fn.f, env: f.env }, inner, span);
    }
    case 'fork': {
      const shared = shareValue(ctx, arg);
      const r = applyMonadic(ctx, env, { fn: fn.right, env: f.env }, shared.ref, span);
      const l = isFn(fn.left) ? applyMonadic(ctx, env, { fn: fn.left, env: f.env }, shared.ref, span) : checkExpr(ctx, f.env, fn.left);
      return shared.wrap(applyDyadic(ctx, env, { fn: fn.mid, env: f.env }, l, r, fn.mid.span));
    }
  }
}

export function applyDyadic(ctx: CheckContext, env: Env, f: FnValue, l: TExpr, r: TExpr, span: Span): TExpr {
  checkDeclaredCall(ctx, f, l, r, span);
  return recordUse(ctx, f, l, r, applyDyadicNow(ctx, env, f, l, r, span));
}

function applyDyadicNow(ctx: CheckContext, env: Env, f: FnValue, l: TExpr, r: TExpr, span: Span): TExpr {
  const fn = f.fn;
  if ((l.t.deferred === true || r.t.deferred === true) && (fn.kind === 'prim' || fn.kind === 'derived')) return applyToDeferred(ctx, env, f, l, r, span);
  if (fn.kind === 'prim' && fn.glyph.startsWith('⎕')) return applySystemFunction(ctx, fn.glyph, l, r, span) ?? ctx.fail('NONCE', `system function ${fn.glyph} is not supported`, span);
  switch (fn.kind) {
    case 'prim': {
      const axis = fn.axis ? staticAxes(ctx, checkExpr(ctx, f.env, fn.axis), fn.axis.span, f.env.io) : null;
      if (!sizedByEvaluation(l) && !sizedByEvaluation(r)) return applyDyadicPrim(ctx, fn, axis, l, r, span, f.env.io, f.env);
      // both named, the right first: APL evaluates it first, and so reports its errors first
      const sr = shareValue(ctx, r);
      const sl = shareValue(ctx, l);
      return sr.wrap(sl.wrap(applyDyadicPrim(ctx, fn, axis, sl.ref, sr.ref, span, f.env.io, f.env)));
    }
    case 'dfn':
      return applyDfn(ctx, f, l, r, span, null);
    case 'fnRef':
      return applyDyadic(ctx, env, resolveFn(ctx, f.env, fn), l, r, span);
    case 'derived':
      return applyOperator(ctx, f, l, r, span);
    case 'atop': {
      const inner = applyDyadic(ctx, env, { fn: fn.g, env: f.env }, l, r, span);
      return applyMonadic(ctx, env, { fn: fn.f, env: f.env }, inner, span);
    }
    case 'fork': {
      const sl = shareValue(ctx, l);
      const sr = shareValue(ctx, r);
      const rv = applyDyadic(ctx, env, { fn: fn.right, env: f.env }, sl.ref, sr.ref, span);
      const lv = isFn(fn.left) ? applyDyadic(ctx, env, { fn: fn.left, env: f.env }, sl.ref, sr.ref, span) : checkExpr(ctx, f.env, fn.left);
      return sl.wrap(sr.wrap(applyDyadic(ctx, env, { fn: fn.mid, env: f.env }, lv, rv, fn.mid.span)));
    }
  }
}

/**
 * Whether an operand's static value names sizes known only at run time. A primitive may use an
 * operand's static value in place of the operand (⍳≢⍸m and (≢⍸m)⍴x read the length of ⍸m from
 * its type), and the size it names may be one that only evaluating the operand binds (⍸m's
 * length). Such an operand is bound to a name before the primitive sees it, so it is still
 * evaluated, as APL evaluates every operand, and its sizes are bound before the result uses them.
 */
function sizedByEvaluation(v: TExpr): boolean {
  return v.sval !== null && v.sval.some((d) => asConst(d) === null);
}

/**
 * Apply a dfn (or a user operator's body, when `operands` binds ⍺⍺/⍵⍵): a fresh scope with ⍺
 * and ⍵ bound, statements checked in order; a guard whose condition is known statically picks
 * its branch, a data-dependent one becomes an `if` whose branches must agree in shape.
 */
export function applyDfn(
  ctx: CheckContext,
  f: FnValue,
  l: TExpr | null,
  r: TExpr,
  span: Span,
  operands: OperatorOperands | null,
): TExpr {
  if (f.fn.kind === 'dfn' && f.fn.tradfn !== undefined) return applyTradfn(ctx, f, f.fn.tradfn, l, r, span);
  const body = f.fn.kind === 'dfn' ? f.fn.body : operands?.op.body ?? [];
  // tail recursion on data runs as a loop (shapes/recursion.ts); other calls are inlined
  const loop = operands === null ? tailRecursiveLoop(ctx, f, l, r, span) : null;
  if (loop !== null) return loop;
  // a tail-recursive dfn on static values that does not end in a few calls runs as that loop too
  // and other recursion whose depth depends on data runs on an explicit stack (recursion-stack.ts)
  const asLoop = operands === null ? () => tailRecursiveLoop(ctx, f, l, r, span, true) ?? stackRecursion(ctx, f, l, r, span) : null;
  return unrollCall(ctx, f.fn, span, () => inlineDfn(ctx, f, l, r, span, operands, body), asLoop);
}

function inlineDfn(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, span: Span, operands: OperatorOperands | null, body: readonly Stmt[]): TExpr {
  ctx.depth++;
  try {
    const scope = f.env.child(f);
    const lets: TStmt[] = [];
    const bindArg = (name: string, v: TExpr): void => {
      if (v.t.deferred === true) return void lets.push({ k: 'eval', value: bindDeferred(scope, name, v) });
      const unique = ctx.fresh(name === '⍺' ? 'alpha' : 'omega');
      lets.push({ k: 'let', name: unique, value: v });
      const text = constantText(v);
      scope.bind(name, { k: 'array', name: unique, t: v.t, origin: v.origin, sval: v.sval, ...(text === undefined ? {} : { text }) });
    };
    bindArg('⍵', r);
    if (l) bindArg('⍺', l);
    if (operands) {
      for (const [name, v] of [['⍺⍺', operands.aa], ['⍵⍵', operands.ww]] as const) {
        if (v === null) continue;
        if ('fn' in v) scope.bind(name, { k: 'fn', value: v });
        else scope.bind(name, { k: 'operandArray', value: v });
      }
    }
    const result = checkDfnBody(ctx, scope, body, 0, span);
    return mk({ k: 'seq', stmts: lets, result }, result.t, span, { origin: result.origin, sval: result.sval });
  } finally {
    ctx.depth--;
  }
}

function checkDfnBody(ctx: CheckContext, scope: Env, body: readonly Stmt[], from: number, span: Span): TExpr {
  const lets: TStmt[] = [];
  const wrap = (res: TExpr): TExpr => (lets.length === 0 ? res : mk({ k: 'seq', stmts: lets, result: res }, res.t, res.span, { origin: res.origin, sval: res.sval }));
  for (let i = from; i < body.length; i++) {
    const s = body[i]!;
    if (bindLocalDefinition(scope, s)) continue;
    switch (s.kind) {
      case 'fnDef':
      case 'opDef':
        continue;
      case 'expr': {
        if (s.expr.kind === 'assign' && s.expr.name === '⍺') {
          if (scope.hasLocal('⍺')) continue; // ⍺←default only applies when called monadically
        }
        const v = checkExpr(ctx, scope, s.expr);
        // ⎕←v is an assignment too: it does not end the dfn. A dfn that ends in an assignment
        // returns its value (a shy result, as in Dyalog)
        if ((isAssignment(s.expr) || s.expr.kind === 'print') && i < body.length - 1) {
          lets.push({ k: 'eval', value: v });
          continue;
        }
        return wrap(v);
      }
      case 'guard': {
        const cond = checkExpr(ctx, scope, s.cond);
        if (cond.t.shape.some((d) => d.key !== '1')) return ctx.fail('LENGTH', `a guard condition must be a single boolean, got shape ${showShape(cond.t.shape)}`, s.cond.span);
        if (cond.t.elem !== 'bool' && cond.t.elem !== 'int') return ctx.fail('DOMAIN', 'a guard condition must be 0 or 1', s.cond.span);
        const c = cond.sval && cond.sval.length === 1 ? asConst(cond.sval[0]!) : null;
        if (c === 1) return wrap(checkExpr(ctx, scope, s.result));
        if (c === 0) continue;
        if (c !== null) return ctx.fail('DOMAIN', `a guard condition must be 0 or 1, got ${c}`, s.cond.span);
        return wrap(guardChoice(ctx, cond, () => checkExpr(ctx, scope.child(), s.result), () => checkDfnBody(ctx, scope.child(), body, i + 1, span), s.span));
      }
    }
  }
  return ctx.fail('VALUE', 'the dfn ends without a result', span);
}
