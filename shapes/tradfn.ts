// Applying a traditional function (∇R←X f Y;a;b): like a dfn, it is checked at each application,
// with the ranks and types of its arguments, and inlined there. Its scope holds the header's
// names; a name the header does not localise is read from (and assigned in) the scope where the
// function was defined: lexical, where Dyalog's tradfns see their caller's names (dynamic scope).
import type { Span, Tradfn } from '../apl/ast.js';
import { mk, type CheckContext, type FnValue } from './context.js';
import { checkCore } from './tradfn-blocks.js';
import { isStatementCall, noValue } from './tradfn-statement.js';
import { desugarBody } from './tradfn-desugar.js';
import type { TExpr, TStmt } from './typed.js';

const MAX_INLINE_DEPTH = 64;

/** The function's value when called monadically (l null) or dyadically; `span` is the call's. */
export function applyTradfn(ctx: CheckContext, f: FnValue, t: Tradfn, l: TExpr | null, r: TExpr | null, span: Span): TExpr {
  if (l !== null && t.left === null) return ctx.fail('SYNTAX', `${t.name} takes no left argument (its header is ${headerText(ctx, t)})`, span);
  if (r !== null && t.right === null) return ctx.fail('SYNTAX', `${t.name} takes no argument (its header is ${headerText(ctx, t)})`, span);
  if (ctx.depth >= MAX_INLINE_DEPTH)
    return ctx.fail('NONCE', `recursion deeper than ${MAX_INLINE_DEPTH} calls of ${t.name} whose end depends on data: calls of a traditional function are expanded at compile time`, span);
  ctx.depth++;
  try {
    const scope = f.env.child(f);
    const lets: TStmt[] = [];
    const bindArg = (name: string, v: TExpr): void => {
      const unique = ctx.fresh(name);
      lets.push({ k: 'let', name: unique, value: v });
      scope.bind(name, { k: 'array', name: unique, t: v.t, origin: v.origin, sval: v.sval });
    };
    if (r !== null && t.right !== null) bindArg(t.right, r);
    if (l !== null && t.left !== null) bindArg(t.left, l);
    else if (t.left !== null) scope.bind(t.left, { k: 'poisoned', why: `${t.left} has no value: ${t.name} was called without a left argument` });
    const locals = new Set([t.result, t.left, t.right, ...t.locals].filter((n): n is string => n !== null));
    for (const n of locals) if (!scope.hasLocal(n)) scope.bind(n, { k: 'poisoned', why: `${n} has no value yet (it is local to ${t.name})` });
    const stmts = checkCore({ ctx, scope, locals }, desugarBody(t.body, t.header));
    if (t.result === null && isStatementCall(span)) return noValue([...lets, ...stmts], span);
    const result = resultOf(ctx, t, scope.local(t.result ?? ''), span);
    return mk({ k: 'seq', stmts: [...lets, ...stmts], result }, result.t, span, { origin: result.origin, sval: result.sval });
  } finally {
    ctx.depth--;
  }
}

function resultOf(ctx: CheckContext, t: Tradfn, b: ReturnType<FnValue['env']['local']>, span: Span): TExpr {
  if (t.result === null) return ctx.fail('VALUE', `${t.name} gives no result (its header names none), so it can only be called as a whole statement`, span);
  if (b !== undefined && b.k === 'poisoned' && b.why !== undefined && !b.why.includes('no value yet')) return ctx.fail('VALUE', `${t.name}'s result: ${b.why}`, span);
  if (b === undefined || b.k === 'poisoned') return ctx.fail('VALUE', `${t.name} did not give its result ${t.result} a value`, span);
  if (b.k !== 'array') return ctx.fail('NONCE', `${t.name}: its result ${t.result} is not an array`, span);
  return mk({ k: 'var', name: b.name }, b.t, span, { origin: b.origin, sval: b.sval });
}

function headerText(ctx: CheckContext, t: Tradfn): string {
  return ctx.source.text.slice(t.header.start.offset, t.header.end.offset).trim();
}
