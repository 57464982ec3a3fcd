// Calls of a function with no result (∇f Y): it may be called only as a whole statement. The
// statement's checker marks the span of the function it calls (the object itself: a call written
// elsewhere has another), and the call's value is one that says it is none, so that it is neither
// shown nor used.
import type { Expr, Span } from '../apl/ast.js';
import { mk } from './context.js';
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
