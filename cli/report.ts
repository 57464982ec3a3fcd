// Reports of `aplc check` in the formats CI systems read: text for people, json for tools,
// github for workflow annotations, sarif for code scanning.
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import { toSarif } from './sarif.js';

export type CheckFormat = 'text' | 'json' | 'github' | 'sarif';

/** What a SARIF log records about the run: the tool's version and the directory paths are relative to (a file URI). */
export interface ReportContext {
  readonly version: string;
  readonly root: string;
}

export interface FileResult {
  readonly file: string;
  readonly text: string;
  readonly diagnostics: readonly Diagnostic[];
}

export interface JsonDiagnostic {
  readonly file: string;
  readonly line: number | null;
  readonly col: number | null;
  readonly endLine: number | null;
  readonly endCol: number | null;
  readonly class: string;
  readonly message: string;
  readonly related: readonly { readonly message: string; readonly line: number | null; readonly col: number | null }[];
}

export function toJson(d: Diagnostic): JsonDiagnostic {
  return {
    file: d.file,
    line: d.span?.start.line ?? null,
    col: d.span?.start.col ?? null,
    endLine: d.span?.end.line ?? null,
    endCol: d.span?.end.col ?? null,
    class: d.cls,
    message: d.message,
    related: d.related.map((r) => ({ message: r.message, line: r.span?.start.line ?? null, col: r.span?.start.col ?? null })),
  };
}

/** GitHub workflow commands escape %, CR and LF in messages, and also : and , in properties. */
function ghEscape(s: string, property: boolean): string {
  let out = s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  if (property) out = out.replace(/:/g, '%3A').replace(/,/g, '%2C');
  return out;
}

export function formatCheckReport(results: readonly FileResult[], format: CheckFormat, context: ReportContext = { version: '0.1.0', root: 'file:///' }): { stdout: string; stderr: string } {
  const all = results.flatMap((r) => r.diagnostics);
  switch (format) {
    case 'sarif':
      return { stdout: JSON.stringify(toSarif(results, context), null, 2) + '\n', stderr: '' };
    case 'json':
      return { stdout: JSON.stringify({ files: results.length, errors: all.length, diagnostics: all.map(toJson) }) + '\n', stderr: '' };
    case 'github': {
      const lines = all.map((d) => {
        const props = [`file=${ghEscape(d.file, true)}`];
        if (d.span) props.push(`line=${d.span.start.line}`, `col=${d.span.start.col}`, `endLine=${d.span.end.line}`, `endColumn=${d.span.end.col}`);
        props.push(`title=${ghEscape(`${d.cls} ERROR`, true)}`);
        const notes = d.related.map((r) => `\n${r.message}${r.span ? ` at ${r.span.start.line}:${r.span.start.col}` : ''}`).join('');
        return `::error ${props.join(',')}::${ghEscape(d.message + notes, false)}`;
      });
      return { stdout: lines.map((l) => l + '\n').join(''), stderr: '' };
    }
    case 'text': {
      const err = results.flatMap((r) => r.diagnostics.map((d) => formatDiagnostic(d, { name: r.file, text: r.text }) + '\n')).join('');
      const summary = `aplc check: ${results.length} file${results.length === 1 ? '' : 's'}, ${all.length === 0 ? 'no errors' : `${all.length} error${all.length === 1 ? '' : 's'}`}\n`;
      return { stdout: all.length === 0 ? summary : '', stderr: all.length === 0 ? err : err + summary };
    }
  }
}
