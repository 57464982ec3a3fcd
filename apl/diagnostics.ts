// Diagnostics are values: every stage returns them, none throws them across a stage boundary.
import type { Span, SourceFile } from './ast.js';

/**
 * APL's error classes, plus FILE (unreadable input) and LIMIT (a GPU or implementation limit).
 * FILE NAME is Dyalog's class for a file a system function (⎕NGET) cannot find or read.
 */
export type ErrorClass =
  | 'SYNTAX'
  | 'VALUE'
  | 'RANK'
  | 'LENGTH'
  | 'DOMAIN'
  | 'INDEX'
  | 'AXIS'
  | 'NONCE'
  | 'FILE'
  | 'FILE NAME'
  | 'LIMIT';

export interface Related {
  readonly message: string;
  readonly span: Span | null;
}

export interface Diagnostic {
  readonly cls: ErrorClass;
  readonly message: string;
  readonly file: string;
  readonly span: Span | null;
  /** where the shapes involved came from, and other notes */
  readonly related: readonly Related[];
}

export function diag(cls: ErrorClass, message: string, file: string, span: Span | null, related: readonly Related[] = []): Diagnostic {
  return { cls, message, file, span, related };
}

/** V8's stack overflow: a RangeError, told apart from other RangeErrors by its message. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack/i.test(e.message);
}

/** Code points of a line, so that carets line up under APL glyphs outside the BMP as well. */
function lineOf(text: string, line: number): string {
  return text.split(/\r\n|\r|\n/)[line - 1] ?? '';
}

function caretLine(lineText: string, startCol: number, endCol: number): string {
  const width = Math.max(1, endCol - startCol);
  return ' '.repeat(Math.max(0, startCol - 1)) + '^'.repeat(width);
}

/** Past this many code points, an excerpt shows the part of the line around the caret. */
const EXCERPT_WIDTH = 100;

/**
 * The line as printed under an error, with the span's columns in it: a long line (a generated
 * program, a 100 000-item literal) is cut to a window around the span, each cut marked with …,
 * so the caret stays on screen and the error stays readable.
 */
function excerptWindow(line: string, startCol: number, endCol: number): { text: string; startCol: number; endCol: number } {
  const points = [...line];
  if (points.length <= EXCERPT_WIDTH) return { text: line, startCol, endCol };
  const from = Math.max(0, Math.min(startCol - 1 - EXCERPT_WIDTH / 2, points.length - EXCERPT_WIDTH));
  const to = Math.min(points.length, from + EXCERPT_WIDTH);
  const lead = from > 0 ? '…' : '';
  const text = lead + points.slice(from, to).join('') + (to < points.length ? '…' : '');
  const shift = from - lead.length;
  return { text, startCol: startCol - shift, endCol: Math.min(endCol, to + 1) - shift };
}

export function location(file: string, span: Span | null): string {
  return span ? `${file}:${span.start.line}:${span.start.col}` : file;
}

/**
 * Text form, as printed by the CLI:
 *   LENGTH ERROR: left and right lengths differ: left [3], right [4]
 *     at prog.apl:2:7
 *       1 2 3+1 2 3 4
 *            ^
 *     left: [3] from 1 2 3 at 2:1
 */
export function formatDiagnostic(d: Diagnostic, source: SourceFile | null): string {
  const out: string[] = [`${d.cls} ERROR: ${d.message}`];
  out.push(`  at ${location(d.file, d.span)}`);
  if (d.span && source) {
    const text = lineOf(source.text, d.span.start.line);
    const endCol = d.span.end.line === d.span.start.line ? d.span.end.col : [...text].length + 1;
    const shown = excerptWindow(text, d.span.start.col, endCol);
    out.push('    ' + shown.text);
    out.push('    ' + caretLine(shown.text, shown.startCol, shown.endCol));
  }
  for (const r of d.related) {
    out.push(r.span ? `  ${r.message} at ${r.span.start.line}:${r.span.start.col}` : `  ${r.message}`);
  }
  return out.join('\n');
}
