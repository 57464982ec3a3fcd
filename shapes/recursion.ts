// Tail recursion on data. A dfn whose every ∇ is a whole guard result or its last expression
// (`{⍵=0:⍺ ⋄ ⍵ ∇ ⍵|⍺}`) needs no call stack: it is a loop over its arguments. Applied to values
// known only at run time (where unrolling at compile time cannot end), it becomes a while loop:
// each iteration runs the body once; a guard that returns ends the loop, a tail call gives the
// next arguments. The loop carries the arguments' lengths where a call changes them (their ranks
// must stay), every return must give one shape, and ⍺ is carried only when every call is dyadic. Other recursion that depends on data runs on an explicit stack (recursion-stack.ts), itself such a loop.
import { behindBarrier, OuterWriteNonce } from './outer-writes.js';
import type { Expr, Fn, Span, Stmt } from '../apl/ast.js';
import { asConst, dimEq, dimProduct, dimVar, dimVars, shapeEq } from './dim.js';
import { bindLocalDefinition, CheckFailure, isSingleton, mk, ONE, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { convertTo } from './literals.js';
import { joinElems } from './scalar-rules.js';
import type { ArrType, LoopSize, TailArm, TailBody, TailItem, TExpr, TStmt } from './typed.js';
import { flatView, nestedTypeOf, nestedView } from './nested-views.js';

const isDel = (f: Fn): boolean => f.kind === 'fnRef' && f.name === '∇';

/** A tail call: ∇ x or a ∇ x as a whole expression. */
function tailCall(e: Expr): { left: Expr | null; right: Expr } | null {
  if (e.kind === 'monadic' && isDel(e.fn)) return { left: null, right: e.arg };
  if (e.kind === 'dyadic' && isDel(e.fn)) return { left: e.left, right: e.right };
  return null;
}

/** Whether ∇ (this dfn's) occurs in an expression or function; nested dfns have their own ∇. */
function mentionsDel(x: Expr | Fn | null): boolean {
  if (x === null) return false;
  switch (x.kind) {
    case 'fnRef': return x.name === '∇';
    case 'prim': return mentionsDel(x.axis);
    case 'dfn': return false;
    case 'derived': return mentionsDel(x.left) || mentionsDel(x.right) || mentionsDel(x.axis) || (x.op.kind === 'opName' && x.op.name === '∇∇');
    case 'fork': return mentionsDel(x.left) || mentionsDel(x.mid) || mentionsDel(x.right);
    case 'atop': return mentionsDel(x.f) || mentionsDel(x.g);
    case 'num': case 'str': case 'zilde': case 'name': case 'sysvar': return false;
    case 'strand': return x.items.some(mentionsDel);
    case 'monadic': return mentionsDel(x.fn) || mentionsDel(x.arg);
    case 'dyadic': return mentionsDel(x.fn) || mentionsDel(x.left) || mentionsDel(x.right);
    case 'index': return mentionsDel(x.array) || x.indices.some((i) => mentionsDel(i));
    case 'assign': case 'strandAssign': case 'sysAssign': case 'print': return mentionsDel(x.value);
    case 'modAssign': return mentionsDel(x.fn) || mentionsDel(x.value);
    case 'indexAssign': return (x.fn !== null && mentionsDel(x.fn)) || x.indices.some((i) => mentionsDel(i)) || mentionsDel(x.value);
  }
}

/** The arity of the tail calls when every ∇ of the body is in tail position (and there is one), else null. */
function tailArity(body: readonly Stmt[]): 'monadic' | 'dyadic' | 'mixed' | null {
  const arities = new Set<'monadic' | 'dyadic'>();
  const arm = (e: Expr): boolean => {
    const c = tailCall(e);
    if (c === null) return !mentionsDel(e);
    arities.add(c.left === null ? 'monadic' : 'dyadic');
    return !mentionsDel(c.left) && !mentionsDel(c.right);
  };
  for (let i = 0; i < body.length; i++) {
    const s = body[i]!;
    if (s.kind === 'guard') {
      if (mentionsDel(s.cond) || !arm(s.result)) return null;
    } else if (s.kind === 'expr') {
      const last = i === body.length - 1;
      if (last ? !arm(s.expr) : mentionsDel(s.expr)) return null;
    }
  }
  if (arities.size === 0) return null;
  return arities.size === 2 ? 'mixed' : [...arities][0]!;
}

const isAssignment = (e: Expr): boolean => e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign' || e.kind === 'print';

interface Elaborated {
  readonly body: TailBody;
  readonly returns: readonly TExpr[];
  readonly calls: readonly { alpha: TExpr | null; omega: TExpr }[];
}

/** The body checked once with ⍺/⍵ bound to loop variables of the given types. */
function elaborate(ctx: CheckContext, f: FnValue, body: readonly Stmt[], alpha: { name: string; t: ArrType } | null, omega: { name: string; t: ArrType }, span: Span): Elaborated {
  const scope = f.env.child(f);
  scope.bind('⍵', { k: 'array', name: omega.name, t: omega.t, origin: span, sval: null });
  if (alpha) scope.bind('⍺', { k: 'array', name: alpha.name, t: alpha.t, origin: span, sval: null });
  const returns: TExpr[] = [];
  const calls: { alpha: TExpr | null; omega: TExpr }[] = [];
  const armOf = (e: Expr, env: Env): TailArm => {
    const c = tailCall(e);
    if (c === null) {
      const value = ctx.core.checkExpr(env, e);
      returns.push(value);
      return { k: 'return', value };
    }
    const w = ctx.core.checkExpr(env, c.right);
    const a = c.left === null ? null : ctx.core.checkExpr(env, c.left);
    calls.push({ alpha: a, omega: w });
    return { k: 'call', alpha: a, omega: w };
  };
  const items: TailItem[] = [];
  for (let i = 0; i < body.length; i++) {
    const s = body[i]!;
    if (bindLocalDefinition(scope, s)) continue;
    switch (s.kind) {
      case 'fnDef':
      case 'opDef':
        continue;
      case 'expr': {
        if (s.expr.kind === 'assign' && s.expr.name === '⍺' && scope.hasLocal('⍺')) continue;
        if (isAssignment(s.expr) && i < body.length - 1) {
          const stmt: TStmt = { k: 'eval', value: ctx.core.checkExpr(scope, s.expr) };
          items.push({ k: 'stmt', stmt });
          continue;
        }
        return { body: { items, final: armOf(s.expr, scope) }, returns, calls };
      }
      case 'guard': {
        const cond = ctx.core.checkExpr(scope, s.cond);
        if (!isSingleton(cond.t) || (cond.t.elem !== 'bool' && cond.t.elem !== 'int'))
          return ctx.fail(isSingleton(cond.t) ? 'DOMAIN' : 'LENGTH', 'a guard condition must be a single boolean', s.cond.span);
        const c = cond.sval && cond.sval.length === 1 ? asConst(cond.sval[0]!) : null;
        if (c === 1) return { body: { items, final: armOf(s.result, scope.child()) }, returns, calls };
        if (c === 0) continue;
        const scalar = cond.t.shape.length === 0 ? cond : mk({ k: 'reshape', arg: cond }, { elem: cond.t.elem, shape: [] }, cond.span);
        items.push({ k: 'guard', cond: convertTo(ctx, scalar, 'bool'), arm: armOf(s.result, scope.child()) });
        continue;
      }
    }
  }
  return ctx.fail('VALUE', 'the dfn ends without a result', span);
}

/**
 * The application of a tail-recursive dfn to arguments known only at run time, as a loop; null
 * when the dfn is not tail-recursive, the arguments are static (unrolling at compile time then
 * gives static values; `evenOnStaticValues` when that unrolling went too deep), or the loop
 * cannot carry its values (the caller then unrolls as before). Why the body did not check is
 * added to `failures` (recursion-stack.ts reports it). `onHost`: the loop is recursion's stack
 * machine, which a GPU runs on the host (core-ir/syntax.ts).
 */
export function tailRecursiveLoop(ctx: CheckContext, f: FnValue, l: TExpr | null, omega0: TExpr, span: Span, evenOnStaticValues = false, failures?: CheckFailure[], onHost = false): TExpr | null {
  if (f.fn.kind !== 'dfn') return null;
  // ⍵ is read by ⍺'s default and by the loop: evaluated once (it may bind a size, as (⍳n)~x does)
  const sharedOmega = shareValue(ctx, omega0);
  const r = sharedOmega.ref;
  const body = f.fn.body;
  const arity = tailArity(body);
  if (arity === null || arity === 'mixed') return null;
  if ((l === null || l.sval !== null) && r.sval !== null && !evenOnStaticValues) return null;
  const hasDefault = body.some((s) => s.kind === 'expr' && s.expr.kind === 'assign' && s.expr.name === '⍺');
  // ⍺ is carried when the calls are dyadic; a first call without ⍺ then needs its default
  if (arity === 'dyadic' && l === null && !hasDefault) return null;
  if (arity === 'monadic' && l !== null) return null;
  let alphaInit: TExpr | null = l;
  if (arity === 'dyadic' && l === null) {
    const dflt = body.find((s) => s.kind === 'expr' && s.expr.kind === 'assign' && s.expr.name === '⍺');
    if (dflt === undefined || dflt.kind !== 'expr' || dflt.expr.kind !== 'assign') return null;
    // the default, computed once before the loop with ⍵ bound
    const scope = f.env.child(f);
    const wName = ctx.fresh('omega');
    scope.bind('⍵', { k: 'array', name: wName, t: r.t, origin: r.origin, sval: r.sval });
    const v = ctx.core.checkExpr(scope, dflt.expr.value);
    alphaInit = mk({ k: 'seq', stmts: [{ k: 'let', name: wName, value: r }], result: v }, v.t, span);
  }
  // a uniform nested ⍵ (nested.ts) goes round the loop as the regular array that holds it, and the
  // body sees it nested; an irregular one, or a nested ⍺, is not carried (the caller unrolls)
  if (r.t.ragged !== undefined || alphaInit?.t.items !== undefined || alphaInit?.t.ragged !== undefined) return null;
  const itemRank = r.t.items?.length ?? 0;
  const held = (x: TExpr): TExpr | null => ((x.t.items?.length ?? 0) === itemRank && x.t.ragged === undefined ? flatView(x) : null);
  let wt: ArrType = flatView(r).t;
  let at: ArrType | null = alphaInit?.t ?? null;
  const before = new Set(ctx.existentialsMade());
  const wSizes: LoopSize[] = [];
  const aSizes: LoopSize[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const omega = { name: ctx.fresh('omega'), t: wt };
    const alpha = at === null ? null : { name: ctx.fresh('alpha'), t: at };
    let el: Elaborated;
    try {
      // one iteration's body is a block of the loop: a modification of an enclosing name cannot leave it
      el = behindBarrier(ctx, 'a recursive dfn', () => elaborate(ctx, f, body, alpha, { name: omega.name, t: nestedTypeOf(omega.t, itemRank) }, span), 'it runs as a loop, tail recursion or recursion on a stack, whose iterations cannot carry it yet');
    } catch (e) {
      if (e instanceof OuterWriteNonce) throw e;
      if (e instanceof CheckFailure) failures?.push(e);
      return null;
    }
    // each call's ⍵ nested as the first one (then held as the regular array), the results alike
    const calls = el.calls.map((c) => ({ alpha: c.alpha, omega: held(c.omega) }));
    if (calls.some((c) => c.omega === null)) return null;
    el = { ...el, calls: calls as { alpha: TExpr | null; omega: TExpr }[] };
    // element types that widen (an int argument that becomes float) are carried wide: check again
    const wj = el.calls.reduce<ArrType['elem'] | null>((e, c) => (e === null ? null : joinElems(e, c.omega.t.elem)), wt.elem);
    const aj = at === null ? null : el.calls.reduce<ArrType['elem'] | null>((e, c) => (e === null || c.alpha === null ? e : joinElems(e, c.alpha.t.elem)), at.elem);
    if (wj === null || (at !== null && aj === null)) return null;
    if (wj !== wt.elem || (at !== null && aj !== at.elem)) {
      wt = { elem: wj, shape: wt.shape };
      if (at !== null) at = { elem: aj!, shape: at.shape };
      continue;
    }
    // an axis whose length a call changes becomes a size the loop carries: check again with it
    const moving = (t: ArrType, nexts: readonly TExpr[], carried: LoopSize[]): ArrType | null | 'same' => {
      if (nexts.some((x) => x.t.shape.length !== t.shape.length)) return null;
      const axes = t.shape.flatMap((d, i) => (nexts.some((x) => !dimEq(x.t.shape[i]!, d)) && !carried.some((z) => z.axis === i) ? [i] : []));
      if (axes.length === 0) return 'same';
      const shape = [...t.shape];
      for (const i of axes) {
        const k = ctx.freshSize();
        carried.push({ k, axis: i });
        shape[i] = dimVar(k);
      }
      return { elem: t.elem, shape };
    };
    const wm = moving(wt, el.calls.map((c) => c.omega), wSizes);
    const am = at === null ? 'same' : moving(at, el.calls.flatMap((c) => (c.alpha === null ? [] : [c.alpha])), aSizes);
    if (wm === null || am === null) return null;
    if (wm !== 'same' || am !== 'same') {
      if (wm !== 'same') wt = wm;
      if (am !== 'same') at = am;
      continue;
    }
    // (a guard on a length decided while the length was still a constant returns nothing yet)
    if (el.returns.length === 0) return null;
    const resultRank = el.returns[0]!.t.items?.length ?? 0;
    if (el.returns.some((v) => (v.t.items?.length ?? 0) !== resultRank || v.t.ragged !== undefined)) return null;
    const returns = el.returns.map(flatView);
    const first = returns[0]!;
    const relem = returns.reduce<ArrType['elem'] | null>((e, v) => (e === null ? null : joinElems(e, v.t.elem)), first.t.elem);
    if (relem === null || returns.some((v) => !shapeEq(v.t.shape, first.t.shape))) return null;
    // the result's shape may use the carried lengths (bound to their last values after the loop)
    // (a carried length only as a whole dim: `⍵` itself, not `1+≢⍵`)
    const carried = new Set([...wSizes, ...aSizes].map((z) => z.k));
    if (first.t.shape.flatMap(dimVars).some((v) => !before.has(v) && !carried.has(v))) return null;
    if (first.t.shape.some((d) => dimVars(d).some((v) => carried.has(v)) && !(d.terms.length === 1 && d.terms[0]!.coeff === 1 && d.terms[0]!.factors.length === 1))) return null;
    const rt: ArrType = { elem: relem, shape: first.t.shape };
    const fixArm = (arm: TailArm): TailArm | null => {
      if (arm.k === 'return') return { k: 'return', value: convertTo(ctx, flatView(arm.value), relem) };
      const omega = held(arm.omega);
      if (omega === null) return null;
      const w = convertTo(ctx, omega, wt.elem);
      const a = at === null || arm.alpha === null ? null : convertTo(ctx, arm.alpha, at.elem);
      return { k: 'call', alpha: a, omega: w };
    };
    const items: TailItem[] = [];
    for (const it of el.body.items) {
      if (it.k === 'stmt') items.push(it);
      else {
        const arm = fixArm(it.arm);
        if (arm === null) return null;
        items.push({ k: 'guard', cond: it.cond, arm });
      }
    }
    const final = fixArm(el.body.final);
    if (final === null) return null;
    const node = {
      k: 'tailLoop' as const,
      alpha: alpha === null ? null : { name: alpha.name, init: convertTo(ctx, alphaInit!, at!.elem), sizes: aSizes },
      omega: { name: omega.name, init: convertTo(ctx, flatView(r), wt.elem), sizes: wSizes },
      body: { items, final },
      ...(onHost ? { onHost: true as const } : {}),
    };
    return sharedOmega.wrap(nestedView(mk(node, rt, span, { phase: { op: '∇ (tail recursion as a loop)', mapExtent: dimProduct(first.t.shape), reduceExtent: ONE } }), resultRank, span));
  }
  return null;
}

