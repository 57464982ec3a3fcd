// The one error type the embedding API throws for APL errors, at compile time (all the
// diagnostics, formatted with the source) or at a call (the run-time check that failed). It lives
// apart from the compiler so that modules written by `aplc build` throw the same class.
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import type { SourceFile } from '../apl/ast.js';

export class AplError extends Error {
  /** the first diagnostic: its class (LENGTH, RANK, …), message and place */
  readonly diagnostic: Diagnostic;

  constructor(readonly diagnostics: readonly Diagnostic[], source: SourceFile | null = null) {
    const first = diagnostics[0];
    if (first === undefined) throw new TypeError('an AplError needs at least one diagnostic');
    // Compile errors print like the CLI's (excerpt and carets); a call's error is one line.
    super(source === null ? `${first.cls} ERROR: ${first.message}` : diagnostics.map((d) => formatDiagnostic(d, source)).join('\n'));
    this.name = 'AplError';
    this.diagnostic = first;
  }

  /** LENGTH, RANK, DOMAIN, … */
  get cls(): Diagnostic['cls'] {
    return this.diagnostic.cls;
  }
}
