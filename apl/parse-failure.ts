// How the parser abandons one statement. These exceptions never leave apl/parse: the statement
// loop catches them, turns them into Diagnostic values, and goes on with the next statement.
import type { Span } from './ast.js';
import type { ErrorClass } from './diagnostics.js';

export class ParseFailure extends Error {
  constructor(
    readonly cls: ErrorClass,
    message: string,
    readonly span: Span | null,
  ) {
    super(message);
  }
}

/** The statement holds an error the lexer or the bracket matcher already reported. */
export class AlreadyReported extends Error {}

export function syntaxError(message: string, span: Span | null): ParseFailure {
  return new ParseFailure('SYNTAX', message, span);
}

export function nonce(message: string, span: Span | null): ParseFailure {
  return new ParseFailure('NONCE', message, span);
}
