// The parser's entry point: source file to AST, or every syntax diagnostic found. Never throws.
import { left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Program, SourceFile } from './ast.js';
import { diag, isStackOverflow, type Diagnostic } from './diagnostics.js';
import { expressionTooDeep } from './expression-depth.js';
import { resolveFloatRepresentation } from './float-representation.js';
import { lex, type Token } from './lexer.js';
import { Parser, topLevelContext } from './parser.js';
import { buildTokenTree } from './token-tree.js';

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.span?.start.offset ?? Infinity) - (b.span?.start.offset ?? Infinity);
}

export function parseProgram(file: SourceFile): Either<readonly Diagnostic[], Program> {
  return parseTokens(file, (tokens) => tokens);
}

/** Lex, optionally edit the tokens, then parse; every diagnostic found, never an exception. */
function parseTokens(file: SourceFile, edit: (tokens: Token[]) => Token[]): Either<readonly Diagnostic[], Program> {
  try {
    const tokens = lex(file.text);
    const lexical = tokens.flatMap((t) => (t.error ? [diag(t.error.cls, t.error.message, file.name, t.span)] : []));
    const tree = buildTokenTree(edit(tokens), file.name);
    const parser = new Parser(file.name);
    const body = parser.statements(tree.statements, topLevelContext());
    const fr = resolveFloatRepresentation({ kind: 'program', file, body });
    const diagnostics = [...lexical, ...tree.diagnostics, ...parser.diagnostics, ...fr.errors].sort(byPosition);
    if (diagnostics.length) return left(diagnostics);
    const deep = expressionTooDeep(fr.program);
    return deep === null ? right(fr.program) : left([deep]);
  } catch (e) {
    // Nesting within MAX_NESTING fits the stack; this is the backstop should some form not.
    if (isStackOverflow(e)) return left([diag('LIMIT', 'the program is nested too deeply to parse: split it into several statements', file.name, null)]);
    // A bug in the parser must still come out as a diagnostic, not as a crash of the caller.
    const message = e instanceof Error ? e.message : String(e);
    return left([diag('SYNTAX', `internal parser error: ${message}`, file.name, null)]);
  }
}

/**
 * Parse a function source for the embedding API: a file whose last statement is a function
 * expression (`{+/⍺×⍵}`, `+/÷≢`) is read as if that statement were `name←…`. The assignment is
 * injected as tokens of zero width, so every span stays in the coordinates the user wrote.
 */
export function parseFunctionSource(file: SourceFile, name: string): Either<readonly Diagnostic[], Program> {
  return parseTokens(file, (tokens) => {
    // the first token of the last statement: after the last newline or ⋄ outside braces
    let depth = 0;
    let start = 0;
    tokens.forEach((t, i) => {
      if (t.kind === 'lbrace') depth++;
      else if (t.kind === 'rbrace') depth--;
      else if (depth === 0 && (t.kind === 'newline' || t.kind === 'diamond') && i + 1 < tokens.length && tokens[i + 1]!.kind !== 'newline') start = i + 1;
    });
    const at = tokens[start]?.span.start ?? { line: 1, col: 1, offset: 0 };
    const here = { start: at, end: at };
    const injected: Token[] = [
      { kind: 'name', text: name, span: here },
      { kind: 'assign', text: '←', span: here },
    ];
    return [...tokens.slice(0, start), ...injected, ...tokens.slice(start)];
  });
}
