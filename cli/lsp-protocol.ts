// The language server's side of the protocol's data: which documents it reads (and as what),
// and aplc's diagnostics and hovers as LSP values, with positions in the editor's UTF-16 units.
import { fileURLToPath } from 'node:url';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, MarkupKind, type Diagnostic as LspDiagnostic, type DiagnosticRelatedInformation, type Hover, type Range as LspRange } from 'vscode-languageserver/node.js';
import type { Span } from '../apl/ast.js';
import type { Diagnostic } from '../apl/diagnostics.js';
import { isScriptSource } from './check-sources.js';
import { LineOffsets, type Range } from './lsp-analysis.js';
import type { HoverText } from './lsp-hover.js';

/** How a document is read: as APL, or as JavaScript or TypeScript holding APL; its file name for messages. */
export interface DocumentKind {
  readonly kind: 'apl' | 'script';
  readonly fileName: string;
}

const SCRIPT_LANGUAGES: Readonly<Record<string, string>> = {
  typescript: '.ts',
  typescriptreact: '.tsx',
  javascript: '.js',
  javascriptreact: '.jsx',
};

/** What a document is by its URI's extension, else by its language id (an unsaved buffer has no extension). */
export function documentKind(uri: string, languageId: string): DocumentKind | null {
  let fileName = uri;
  try {
    if (uri.startsWith('file:')) fileName = fileURLToPath(uri);
  } catch {
    // a malformed file URI: named as it was sent
  }
  if (/\.apl[afno]?$/i.test(fileName) || languageId === 'apl') return { kind: 'apl', fileName };
  if (isScriptSource(fileName)) return { kind: 'script', fileName };
  // declaration files hold no APL (aplc check skips them too)
  if (/\.d\.[mc]?ts$/i.test(fileName)) return null;
  const ext = SCRIPT_LANGUAGES[languageId];
  // the parser picks TypeScript or JSX syntax by the extension
  return ext === undefined ? null : { kind: 'script', fileName: fileName + ext };
}

function rangeOf(doc: TextDocument, lines: LineOffsets, span: Span | null): LspRange {
  if (span === null) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  return { start: doc.positionAt(lines.offset(span.start)), end: doc.positionAt(lines.offset(span.end)) };
}

/** aplc's diagnostics (line and code-point column) as LSP diagnostics of the document. */
export function toLspDiagnostics(doc: TextDocument, diagnostics: readonly Diagnostic[]): LspDiagnostic[] {
  const lines = new LineOffsets(doc.getText());
  return diagnostics.map((d) => {
    const relatedInformation: DiagnosticRelatedInformation[] = d.related.flatMap((r) =>
      r.span === null ? [] : [{ location: { uri: doc.uri, range: rangeOf(doc, lines, r.span) }, message: r.message }],
    );
    const notes = d.related.filter((r) => r.span === null).map((r) => `\n${r.message}`).join('');
    return {
      range: rangeOf(doc, lines, d.span),
      severity: DiagnosticSeverity.Error,
      source: 'aplc',
      message: `${d.cls} ERROR: ${d.message}${notes}`,
      ...(relatedInformation.length > 0 ? { relatedInformation } : {}),
    };
  });
}

export function toLspRange(doc: TextDocument, r: Range): LspRange {
  return { start: doc.positionAt(r.start), end: doc.positionAt(r.end) };
}

export function toLspHover(doc: TextDocument, h: HoverText): Hover {
  return { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: toLspRange(doc, h.range) };
}
