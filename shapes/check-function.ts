// Functions checked at a declared signature (`⍺ f32[n] ⍵ f32[n] → f32`): the body is proved for
// every value of the size names, so a function that is wrong for all lengths is rejected even
// where no call fixes them.
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Program, Span } from '../apl/ast.js';
import type { Diagnostic } from '../apl/diagnostics.js';
import { applyDyadic, applyMonadic, checkContext, checkTopStmt, poisonAssigned } from './check.js';
import { CheckContext, CheckFailure, Env, mk } from './context.js';
import { dimConst, dimVar, showShape, sizeVar, type Dim, type SizeVar } from './dim.js';
import { convertItems } from './nested.js';
import { joinElems } from './scalar-rules.js';
import { showSignature, type ArgType, type FnSignature } from './signature.js';
import { decideEq } from './solve.js';
import type { ElemType, TExpr, TFunction, TStmt } from './typed.js';

/**
 * Check a function for every value of its signature's size names: run the file's statements up
 * to the function's definition (`target` names it; null takes the last statement's fnDef), apply
 * the function to parameters of the declared types, and compare the result with the declared
 * result type. Dims that cannot be decided become run-time checks.
 */
export function checkFunction(prog: Program, target: string | null, sig: FnSignature, targetShownAs: string | null = target): Either<readonly Diagnostic[], TFunction> {
  const ctx = checkContext(prog.file);
  // the float width types the folds of ints (reduce-products.ts, widensToFloat)
  if (prog.float !== undefined) ctx.float = prog.float;
  const env = new Env(null, 1);
  const prelude: TStmt[] = [];
  let defSpan: Span | null = null;
  let name = target;
  for (const stmt of prog.body) {
    if (stmt.kind === 'expr' && stmt.expr.kind !== 'sysAssign') ctx.pastPreamble = true;
    try {
      const r = checkTopStmt(ctx, env, stmt);
      if (r !== null) prelude.push({ k: 'eval', value: r.value });
    } catch (e) {
      if (!(e instanceof CheckFailure)) throw e;
      ctx.report(e.diagnostic);
      poisonAssigned(env, stmt);
    }
    if (stmt.kind === 'fnDef' && (target === null || stmt.name === target)) {
      defSpan = stmt.span;
      name = stmt.name;
      if (target !== null) break;
    }
  }
  if (ctx.diagnostics.length > 0) return left(ctx.diagnostics);
  const b = name === null ? undefined : env.lookup(name);
  if (!defSpan || !b || b.k !== 'fn') {
    // the binding says what the source ends in instead; a target the caller named itself (the
    // embedding API names the last expression) is not the user's name, so it is never shown
    const who = targetShownAs ?? 'the source';
    const message =
      b?.k === 'op'
        ? `${who} is an operator (it refers to ⍺⍺ or ⍵⍵), not a function: apply it to a function operand first`
        : b?.k === 'array'
          ? `${who} is an array, not a function`
          : targetShownAs !== null
            ? `no function named ${targetShownAs} is defined`
            : 'the source does not end in a function';
    return left([{ cls: 'VALUE', message, file: prog.file.name, span: null, related: [] }]);
  }
  const span = defSpan;
  const sizeNames: SizeVar[] = [];
  const dimOf = (d: number | string): Dim => {
    if (typeof d === 'number') return dimConst(d);
    const v = sizeVar(d);
    if (!sizeNames.includes(v)) sizeNames.push(v);
    return dimVar(v);
  };
  const param = (which: '⍺' | '⍵', t: ArgType) => {
    const unique = ctx.fresh(which === '⍺' ? 'alpha_in' : 'omega_in');
    const at = t.items === undefined ? { elem: t.elem, shape: t.dims.map(dimOf) } : { elem: t.elem, shape: t.dims.map(dimOf), items: t.items.map(dimOf) };
    return { name: unique, t: at, ref: mk({ k: 'var', name: unique }, at, span, { origin: span }) };
  };
  const a = sig.alpha ? param('⍺', sig.alpha) : null;
  const w = param('⍵', sig.omega);
  try {
    let body = a ? applyDyadic(ctx, env, b.value, a.ref, w.ref, span) : applyMonadic(ctx, env, b.value, w.ref, span);
    // ?'s counter (roll.ts) starts before the prelude; a function compiled on its own starts it anew at each call (draws)
    if (ctx.randomStart !== null) prelude.unshift({ k: 'eval', value: ctx.randomStart.value });
    // a result dim that no argument names is existential: the body's length, whatever the data make it
    const bound = new Set(sizeNames);
    if (sig.result) {
      const shape = sig.result.dims.map((d) => (typeof d === 'string' && !bound.has(sizeVar(d)) ? null : dimOf(d)));
      const items = sig.result.items?.map((d) => (typeof d === 'string' && !bound.has(sizeVar(d)) ? null : dimOf(d)));
      body = conformResult(ctx, body, { elem: sig.result.elem, shape, items }, `declared result ${showSignature({ alpha: null, omega: sig.result, result: null }).slice(2)}`, span);
    }
    const draws = ctx.randomStart === null ? {} : { draws: ctx.randomStart.span };
    return right({ params: a ? [a, w] : [w], sizeNames, prelude, body, ...draws, ...(ctx.tolerance === null ? {} : { tolerance: ctx.tolerance }) });
  } catch (e) {
    if (!(e instanceof CheckFailure)) throw e;
    return left([e.diagnostic]);
  }
}

/**
 * The body's result against the declared result type: widen the element type, prove the dims. A
 * null dim is existential (named by no argument): it is what the body gives.
 */
function conformResult(ctx: CheckContext, body: TExpr, declaredType: { elem: ElemType; shape: readonly (Dim | null)[]; items?: readonly (Dim | null)[] | undefined }, declared: string, span: Span): TExpr {
  const want = { elem: declaredType.elem, shape: declaredType.shape.map((d, i) => d ?? body.t.shape[i] ?? dimConst(0)) };
  // a nested result: the items' dims are proved here (an item dim no argument names is what the body gives)
  const items = conformItems(ctx, body, declaredType.items, declared, span);
  const widens = body.t.elem === want.elem || (body.t.elem !== 'char' && want.elem !== 'char' && joinElems(body.t.elem, want.elem) === want.elem);
  if (!widens) return ctx.fail('DOMAIN', `${declared}, but the body gives ${body.t.elem} values`, span, [ctx.describe('result', body)]);
  // a signature declares no mixed array: its characters would be read as numbers
  if (body.t.mixed === true || body.t.ragged?.mixed === true) return ctx.fail('DOMAIN', `${declared}, but the body gives characters beside numbers (a mixed array)`, span, [ctx.describe('result', body)]);
  if (body.t.shape.length !== want.shape.length)
    return ctx.fail('RANK', `${declared}, but the body gives rank ${body.t.shape.length} ${showShape(body.t.shape)}`, span, [ctx.describe('result', body)]);
  let out = convertItems(ctx, body, want.elem);
  want.shape.forEach((d, i) => {
    const got = body.t.shape[i]!;
    if (declaredType.shape[i] === null) return;
    const dec = decideEq(d, got);
    if (dec.k === 'unequal')
      ctx.fail('LENGTH', `${declared}, but the body gives ${showShape(body.t.shape)}${dec.onlyEmpty ? ' (they agree only for empty arrays)' : ''}`, span, [ctx.describe('result', body)]);
    if (dec.k === 'unknown')
      out = mk({ k: 'assertEq', a: d, b: got, cls: 'LENGTH', message: `${declared}, but the body gives ${showShape(body.t.shape)}`, value: out }, { ...out.t, elem: want.elem, shape: want.shape }, span, { origin: body.origin });
  });
  const t = items === undefined ? { elem: want.elem, shape: want.shape } : { elem: want.elem, shape: want.shape, items };
  return out.t.shape === want.shape && out.t.items === items ? out : { ...out, t };
}

/** The items of a declared nested result against the body's: both nested (or neither), their dims proved equal. */
function conformItems(ctx: CheckContext, body: TExpr, declared: readonly (Dim | null)[] | undefined, what: string, span: Span): readonly Dim[] | undefined {
  const got = body.t.items;
  if (declared === undefined && got === undefined) return undefined;
  if (declared === undefined || got === undefined || declared.length !== got.length)
    return ctx.fail('RANK', `${what}, but the body gives ${got === undefined ? 'a simple array' : `a nested array of items ${showShape(got)}`}`, span, [ctx.describe('result', body)]);
  return declared.map((d, i) => {
    if (d === null) return got[i]!;
    const dec = decideEq(d, got[i]!);
    if (dec.k !== 'equal')
      ctx.fail(dec.k === 'unequal' ? 'LENGTH' : 'NONCE', `${what}, but the body's items are ${showShape(got)}${dec.k === 'unequal' ? '' : ' (the checker cannot prove them equal, and items are not checked at run time yet)'}`, span, [ctx.describe('result', body)]);
    return d;
  });
}
