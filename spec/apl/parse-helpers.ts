// Shared helpers for the parser specs: parse a snippet and look at it in compact form.
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Expr, Program, Stmt } from '../../apl/ast.js';
import { printProgram } from '../../apl/ast-print.js';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { parseProgram } from '../../apl/parse.js';

function describe(ds: readonly Diagnostic[]): string {
  return ds.map(errorLine).join('; ');
}

/** Parses text that must be valid; fails the test with the diagnostics otherwise. */
export function parseOk(text: string): Program {
  const r = parseProgram({ name: 'test.apl', text });
  if (isLeft(r)) throw new Error(`expected ${JSON.stringify(text)} to parse, got: ${describe(r.left)}`);
  return r.right;
}

/** The fully parenthesised form of every statement, one a line. */
export function show(text: string): string {
  return printProgram(parseOk(text));
}

/** `CLS line:col message` */
export function errorLine(d: Diagnostic): string {
  return `${d.cls} ${d.span ? `${d.span.start.line}:${d.span.start.col}` : '-'} ${d.message}`;
}

/** The diagnostics of text that must be invalid, as `CLS line:col message` lines. */
export function errorsOf(text: string): string[] {
  const r = parseProgram({ name: 'test.apl', text });
  if (!isLeft(r)) throw new Error(`expected ${JSON.stringify(text)} to fail, got: ${printProgram(r.right)}`);
  return r.left.map(errorLine);
}

/** The single statement of a one-statement program. */
export function onlyStmt(text: string): Stmt {
  const p = parseOk(text);
  if (p.body.length !== 1) throw new Error(`expected one statement in ${JSON.stringify(text)}, got ${p.body.length}`);
  return p.body[0] as Stmt;
}

/** The expression of a one-statement program that is an expression. */
export function onlyExpr(text: string): Expr {
  const s = onlyStmt(text);
  if (s.kind !== 'expr') throw new Error(`expected an expression statement, got ${s.kind}`);
  return s.expr;
}

/** `line:col-line:col` of a span, for compact span assertions. */
export function where(x: { readonly span: { readonly start: { line: number; col: number }; readonly end: { line: number; col: number } } }): string {
  return `${x.span.start.line}:${x.span.start.col}-${x.span.end.line}:${x.span.end.col}`;
}
