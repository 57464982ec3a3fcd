// The parser's entry point: source file to AST, or every syntax diagnostic found. Never throws.
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Program, SourceFile } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';
import { lex } from './lexer.js';
import { Parser, topLevelContext } from './parser.js';
import { buildTokenTree } from './token-tree.js';

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.span?.start.offset ?? Infinity) - (b.span?.start.offset ?? Infinity);
}

export function parseProgram(file: SourceFile): Either<readonly Diagnostic[], Program> {
  try {
    const tokens = lex(file.text);
    const lexical = tokens.flatMap((t) => (t.error ? [diag(t.error.cls, t.error.message, file.name, t.span)] : []));
    const tree = buildTokenTree(tokens, file.name);
    const parser = new Parser(file.name);
    const body = parser.statements(tree.statements, topLevelContext());
    const diagnostics = [...lexical, ...tree.diagnostics, ...parser.diagnostics].sort(byPosition);
    return diagnostics.length ? left(diagnostics) : right({ kind: 'program', file, body });
  } catch (e) {
    // A bug in the parser must still come out as a diagnostic, not as a crash of the caller.
    const message = e instanceof Error ? e.message : String(e);
    return left([diag('SYNTAX', `internal parser error: ${message}`, file.name, null)]);
  }
}
