// ⍎ of a character constant: its text is parsed as APL statements where the ⍎ is written, so
// `⍎'2 3⍴⍳6'` compiles like `2 3⍴⍳6`. The grammar depends on what names denote, which the caller
// (the checker, which knows the scope) says; positions are moved into the string literal, so a
// diagnostic points at the text inside the quotes.
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Pos, Span, Stmt } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';
import { lex, type Token } from './lexer.js';
import { Parser } from './parser.js';
import { Scope, type NameClass } from './scope.js';
import { buildTokenTree } from './token-tree.js';

/**
 * Parse `text`, the characters of a string literal whose first character is at `at`, as
 * statements; `classOf` gives the class of each name it uses.
 */
export function parseExecuted(text: string, at: Pos, file: string, inDfn: boolean, classOf: (name: string) => NameClass): Either<readonly Diagnostic[], readonly Stmt[]> {
  const move = (p: Pos): Pos => ({ line: at.line, col: at.col + p.col - 1, offset: at.offset + p.offset });
  const moveSpan = (s: Span): Span => ({ start: move(s.start), end: move(s.end) });
  const tokens: Token[] = lex(text).map((t) => ({ ...t, span: moveSpan(t.span) }));
  const lexical = tokens.flatMap((t) => (t.error ? [diag(t.error.cls, t.error.message, file, t.span)] : []));
  const scope = new Scope(null);
  for (const t of tokens) if (t.kind === 'name') scope.define(t.text, classOf(t.text));
  const tree = buildTokenTree(tokens, file);
  const parser = new Parser(file);
  const body = parser.statements(tree.statements, { scope, inDfn, operator: null });
  const diagnostics = [...lexical, ...tree.diagnostics, ...parser.diagnostics];
  return diagnostics.length ? left(diagnostics) : right(body);
}
