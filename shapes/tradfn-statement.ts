// Calls of a function with no result (∇f Y): it may be called only as a whole statement. The
// statement's checker marks the span of the function it calls (the object itself: a call written
// elsewhere has another), and the call's value is one that says it is none, so that it is neither
// shown nor used. A call of a function whose result is shy is not shown either.
import type { Expr, Span } from '../apl/ast.js';
import { mk, type Env } from './context.js';
import { dimConst } from './dim.js';
import type { TExpr, TStmt } from './typed.js';

const statementCalls = new WeakSet<Span>();
const noValues = new WeakSet<TExpr>();

/** Marks the call a statement makes (f Y, X f Y, or a niladic f alone), if it is one. */
export function markStatementCall(e: Expr): void {
  if (e.kind === 'monadic' || e.kind === 'dyadic') statementCalls.add(e.fn.span);
  else if (e.kind === 'name') statementCalls.add(e.span);
}

/** Whether the call at this span is a whole statement. */
export function isStatementCall(span: Span): boolean {
  return statementCalls.has(span);
}

/** The value of a call of a function with no result: its statements, then nothing (an empty vector no one reads). */
export function noValue(stmts: readonly TStmt[], span: Span): TExpr {
  const empty = { elem: 'bool' as const, shape: [dimConst(0)] };
  const v = mk({ k: 'seq', stmts, result: mk({ k: 'lit', data: [] }, empty, span) }, empty, span);
  noValues.add(v);
  return v;
}

/** Whether a statement's value is the no-value of a function without a result. */
export function givesNoValue(v: TExpr): boolean {
  return noValues.has(v);
}

function isAssignment(e: Expr): boolean {
  return e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign' || e.kind === 'print';
}

/**
 * Whether a statement calls a function whose value is shy (not displayed, as in Dyalog): a
 * traditional function whose header names its result in braces (∇{R}←f Y), or a dfn whose body
 * only assigns, so that its result is the value of its last assignment (`{acc+←⍵}i`).
 */
export function shyCall(scope: Env, e: Expr): boolean {
  if (e.kind !== 'monadic' && e.kind !== 'dyadic') return false;
  const b = e.fn.kind === 'fnRef' ? scope.lookup(e.fn.name) : undefined;
  const fn = e.fn.kind === 'dfn' ? e.fn : b?.k === 'fn' ? b.value.fn : null;
  if (fn === null || fn.kind !== 'dfn') return false;
  if (fn.tradfn !== undefined) return fn.tradfn.shy === true;
  if (fn.body.length === 0) return false;
  return fn.body.every((st) => st.kind === 'fnDef' || st.kind === 'opDef' || (st.kind === 'expr' && isAssignment(st.expr)));
}
