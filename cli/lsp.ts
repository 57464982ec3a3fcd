// `aplc lsp`: a Language Server Protocol server over stdio, for .apl files and for the `apl`
// templates and `compile('…')` sources of JavaScript and TypeScript files. It publishes what
// `aplc check` reports as the text changes, and answers hovers with the shape and element type of
// the expression under the cursor, or a function's signatures.
//
// The protocol (framing, capability negotiation, document sync) is vscode-languageserver's job.
// The server must outlive whatever it is given: an exception while analysing or answering is
// logged to the client and turned into an empty answer, never a dead server.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createConnection, StreamMessageReader, StreamMessageWriter, TextDocuments, TextDocumentSyncKind, type Connection } from 'vscode-languageserver/node.js';
import { loadJsParser, type JsParser } from './embedded-sources.js';
import type { Analysis } from './lsp-analysis.js';
import { analyseApl } from './lsp-apl.js';
import { hoverAt } from './lsp-hover.js';
import { documentKind, toLspDiagnostics, toLspHover } from './lsp-protocol.js';
import { analyseScript } from './lsp-script.js';

/** How long the text must rest before it is checked again: typing does not check every keystroke. */
const SETTLE_MS = 150;

const EMPTY: Analysis = { diagnostics: [], typed: [], functions: [], internalError: null };

class LanguageServer {
  private readonly documents = new TextDocuments(TextDocument);
  /** the analysis of each open document, for the version it was made of */
  private readonly analyses = new Map<string, { readonly version: number; readonly analysis: Analysis }>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  /** the version whose diagnostics were published last, by document (opening a document also reports a change) */
  private readonly published = new Map<string, number>();

  constructor(
    private readonly connection: Connection,
    private readonly parse: JsParser,
  ) {}

  start(): void {
    const { connection, documents } = this;
    connection.onInitialize(() => ({
      capabilities: { textDocumentSync: TextDocumentSyncKind.Incremental, hoverProvider: true },
      serverInfo: { name: 'aplc', version: '0.1.0' },
    }));
    documents.onDidOpen((e) => this.publish(e.document.uri));
    documents.onDidChangeContent((e) => this.schedule(e.document.uri));
    documents.onDidClose((e) => {
      clearTimeout(this.pending.get(e.document.uri));
      this.pending.delete(e.document.uri);
      this.analyses.delete(e.document.uri);
      this.published.delete(e.document.uri);
      void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    });
    connection.onHover((params) => {
      const doc = documents.get(params.textDocument.uri);
      if (doc === undefined) return null;
      return this.guard('hover', null, () => {
        const h = hoverAt(this.analysisOf(doc), doc.offsetAt(params.position));
        return h === null ? null : toLspHover(doc, h);
      });
    });
    documents.listen(connection);
    connection.listen();
  }

  /** Runs a piece of the server's work; an exception is logged and `fallback` answered instead. */
  private guard<T>(what: string, fallback: T, work: () => T): T {
    try {
      return work();
    } catch (e) {
      this.logInternalError(what, e);
      return fallback;
    }
  }

  private logInternalError(what: string, e: unknown): void {
    this.connection.console.error(`aplc lsp: internal error in ${what} (please report it): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }

  private schedule(uri: string): void {
    clearTimeout(this.pending.get(uri));
    this.pending.set(
      uri,
      setTimeout(() => {
        this.pending.delete(uri);
        this.publish(uri);
      }, SETTLE_MS),
    );
  }

  private publish(uri: string): void {
    const doc = this.documents.get(uri);
    if (doc === undefined || documentKind(doc.uri, doc.languageId) === null || this.published.get(uri) === doc.version) return;
    this.published.set(uri, doc.version);
    const diagnostics = this.guard('checking', [], () => toLspDiagnostics(doc, this.analysisOf(doc).diagnostics));
    void this.connection.sendDiagnostics({ uri, version: doc.version, diagnostics });
  }

  /** The analysis of the document as it is now, made once per version. */
  private analysisOf(doc: TextDocument): Analysis {
    const known = this.analyses.get(doc.uri);
    if (known !== undefined && known.version === doc.version) return known.analysis;
    const kind = documentKind(doc.uri, doc.languageId);
    const text = doc.getText();
    const analysis = kind === null ? EMPTY : kind.kind === 'apl' ? analyseApl(text, kind.fileName) : analyseScript(this.parse, text, kind.fileName);
    if (analysis.internalError !== null) this.logInternalError(`the types of ${doc.uri}`, analysis.internalError);
    this.analyses.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  }
}

/** Serves the protocol on stdin and stdout until the client says exit (the library then ends the process). */
export async function runLanguageServer(): Promise<void> {
  // stdout carries the protocol: anything else printed there would corrupt it
  console.log = console.error;
  console.info = console.error;
  const parse = await loadJsParser();
  const connection = createConnection(new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
  // whatever escapes the handlers' guards is logged, and the server goes on
  const escaped = (e: unknown): void => connection.console.error(`aplc lsp: internal error (please report it): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
  new LanguageServer(connection, parse).start();
  await new Promise<void>((resolve) => connection.onExit(resolve));
}
