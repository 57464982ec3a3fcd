// What an exception thrown while compiling becomes: every compile entry point (the CLI's driver,
// the embedding library's functions) reports it as one diagnostic, never as a stack trace.
import { diag, isStackOverflow, type Diagnostic } from '../apl/diagnostics.js';
import { LoweringNonce } from './lower.js';

export function compilerFailure(e: unknown, file: string): Diagnostic {
  // a construct the checker let through but the lowering cannot compile
  if (e instanceof LoweringNonce) return diag('NONCE', e.message, file, null);
  // the stages recurse over the expression; a very long or deep one exhausts Node's stack
  if (isStackOverflow(e)) return diag('LIMIT', 'the program is nested too deeply to compile (an expression of more than about 1 000 terms or levels): split it into several statements', file, null);
  const msg = e instanceof Error ? e.message : String(e);
  return diag('NONCE', `internal compiler error (please report it): ${msg}`, file, null);
}
