// What the playground shows as the user types: the errors `aplc check` gives (with carets and
// where each shape came from), and the inferred shape of the expression under the cursor, from
// the language server's analysis (cli/lsp-apl.ts) and hover (cli/lsp-hover.ts).
import { formatDiagnostic } from '../apl/diagnostics.js';
import type { Analysis } from '../cli/lsp-analysis.js';
import { analyseApl } from '../cli/lsp-apl.js';
import { hoverAt } from '../cli/lsp-hover.js';

/** The name the playground's program has in its messages (`at playground.apl:1:6`). */
export const PROGRAM_NAME = 'playground.apl';

export interface CheckView {
  readonly text: string;
  readonly analysis: Analysis;
  /** each error as `aplc check` prints it, blank-line separated; empty when the program checks */
  readonly errors: string;
}

export function checkView(text: string): CheckView {
  const analysis = analyseApl(text, PROGRAM_NAME);
  const errors = analysis.diagnostics.map((d) => formatDiagnostic(d, { name: PROGRAM_NAME, text })).join('\n\n');
  return { text, analysis, errors };
}

/**
 * The shape under the cursor, in plain text: the type (every type it was checked at: a dfn's body
 * at each use) or a function's signatures, then the source it belongs to (an application is placed
 * at its function, as the language server places it); null where the cursor is on nothing checked.
 * A cursor just after an expression (at the end of a line) shows it.
 */
export function shapeAt(view: CheckView, cursor: number): string | null {
  const hover = hoverAt(view.analysis, cursor) ?? (cursor > 0 ? hoverAt(view.analysis, cursor - 1) : null);
  if (hover === null) return null;
  const lines = hover.markdown
    .split('\n')
    .filter((l) => !l.startsWith('```'))
    .map((l) => l.replace(/`/g, ''));
  const source = view.text.slice(hover.range.start, hover.range.end);
  const oneLine = source.includes('\n') ? `${source.slice(0, source.indexOf('\n'))} …` : source;
  return `${lines.join('; ')} (${oneLine})`;
}
