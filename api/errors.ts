// The one error type the embedding API throws for APL errors, at compile time (all the
// diagnostics, formatted with the source) or at a call (the run-time check that failed). It lives
// apart from the compiler so that modules written by `aplc build` throw the same class.
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import type { SourceFile } from '../apl/ast.js';

export class AplError extends Error {
  /** the first diagnostic: its class (LENGTH, RANK, …), message and place */
  readonly diagnostic: Diagnostic;

  /**
   * `source`: the APL text, for the excerpt and carets the CLI prints; `calling`: the function a
   * call's error happened in (its name, or its source when it has none), so that an error from
   * one of many compiled functions says which.
   */
  constructor(readonly diagnostics: readonly Diagnostic[], source: SourceFile | null = null, calling: string | null = null) {
    const first = diagnostics[0];
    if (first === undefined) throw new TypeError('an AplError needs at least one diagnostic');
    // Errors print like the CLI's (excerpt and carets) where the place is known.
    const text = source === null || diagnostics.every((d) => d.span === null) ? diagnostics.map((d) => `${d.cls} ERROR: ${d.message}`).join('\n') : diagnostics.map((d) => formatDiagnostic(d, source)).join('\n');
    super(calling === null ? text : `${text}\n  in a call of ${calling}`);
    this.name = 'AplError';
    this.diagnostic = first;
  }

  /** LENGTH, RANK, DOMAIN, … */
  get cls(): Diagnostic['cls'] {
    return this.diagnostic.cls;
  }
}
