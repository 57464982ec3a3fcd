// `aplc lsp` driven as an editor drives it: a child process speaking the Language Server Protocol
// over stdio, framed with Content-Length headers (written and read here by hand, so the test checks
// the wire format and not only the library's view of it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const TIMEOUT_MS = 20_000;

interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

interface Position {
  readonly line: number;
  readonly character: number;
}
interface Range {
  readonly start: Position;
  readonly end: Position;
}
interface LspDiagnostic {
  readonly range: Range;
  readonly severity: number;
  readonly message: string;
  readonly source: string;
  readonly relatedInformation?: readonly { readonly location: { readonly uri: string; readonly range: Range }; readonly message: string }[];
}
interface Published {
  readonly uri: string;
  readonly version?: number;
  readonly diagnostics: readonly LspDiagnostic[];
}
interface Hover {
  readonly contents: { readonly kind: string; readonly value: string };
  readonly range: Range;
}

/** A client of one `aplc lsp` process. */
class Client {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly replies = new Map<number, (m: Message) => void>();
  private readonly notifications: Message[] = [];
  private readonly waiters: { readonly match: (m: Message) => boolean; readonly resolve: (m: Message) => void }[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor() {
    this.child = spawn(process.execPath, [MAIN, 'lsp', '--stdio'], { stdio: 'pipe' });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const header = this.buffer.subarray(0, headerEnd).toString('ascii');
      const length = /Content-Length: (\d+)/i.exec(header);
      assert.ok(length, `a Content-Length header: ${header}`);
      const bodyStart = headerEnd + 4;
      const bodyEnd = bodyStart + Number(length![1]);
      if (this.buffer.length < bodyEnd) return;
      const message = JSON.parse(this.buffer.subarray(bodyStart, bodyEnd).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(bodyEnd);
      this.dispatch(message);
    }
  }

  private dispatch(m: Message): void {
    if (m.id !== undefined && m.method === undefined) {
      this.replies.get(m.id)?.(m);
      this.replies.delete(m.id);
      return;
    }
    if (m.id !== undefined) {
      // a request from the server (none is expected of a plain client): answer it empty
      this.write({ jsonrpc: '2.0', id: m.id, result: null });
      return;
    }
    const w = this.waiters.findIndex((x) => x.match(m));
    if (w >= 0) this.waiters.splice(w, 1)[0]!.resolve(m);
    else this.notifications.push(m);
  }

  private write(m: object): void {
    const body = Buffer.from(JSON.stringify(m), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  request(method: string, params: unknown): Promise<Message> {
    const id = this.nextId++;
    const reply = new Promise<Message>((resolve, reject) => {
      this.replies.set(id, resolve);
      setTimeout(() => reject(new Error(`no reply to ${method} in ${TIMEOUT_MS} ms; stderr: ${this.stderr}`)), TIMEOUT_MS).unref();
    });
    this.write({ jsonrpc: '2.0', id, method, params });
    return reply;
  }

  notify(method: string, params: unknown): void {
    this.write({ jsonrpc: '2.0', method, params });
  }

  /** The next notification that matches (one already received counts). */
  next(match: (m: Message) => boolean, what: string): Promise<Message> {
    const i = this.notifications.findIndex(match);
    if (i >= 0) return Promise.resolve(this.notifications.splice(i, 1)[0]!);
    return new Promise((resolve, reject) => {
      this.waiters.push({ match, resolve });
      setTimeout(() => reject(new Error(`no ${what} in ${TIMEOUT_MS} ms; stderr: ${this.stderr}`)), TIMEOUT_MS).unref();
    });
  }

  diagnostics(uri: string, version: number): Promise<Published> {
    const match = (m: Message): boolean => m.method === 'textDocument/publishDiagnostics' && (m.params as Published).uri === uri && (m.params as Published).version === version;
    return this.next(match, `diagnostics for ${uri} version ${version}`).then((m) => m.params as Published);
  }

  async hover(uri: string, position: Position): Promise<Hover | null> {
    const r = await this.request('textDocument/hover', { textDocument: { uri }, position });
    assert.is(r.error, undefined, `hover failed: ${r.error?.message}`);
    return r.result as Hover | null;
  }

  open(uri: string, languageId: string, text: string): void {
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
  }

  kill(): void {
    this.child.kill();
  }
}

async function started(): Promise<Client> {
  const c = new Client();
  const init = await c.request('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  const caps = (init.result as { capabilities: { hoverProvider?: boolean; textDocumentSync?: unknown } }).capabilities;
  assert.is(caps.hoverProvider, true);
  assert.ok(caps.textDocumentSync !== undefined);
  c.notify('initialized', {});
  return c;
}

const uriOf = (name: string): string => pathToFileURL(`/tmp/aplc-lsp-spec/${name}`).href;

/** The UTF-16 position of the first `needle` on a line (what an editor counts). */
function at(text: string, line: number, needle: string, plus = 0): Position {
  const character = text.split('\n')[line]!.indexOf(needle);
  assert.ok(character >= 0, `${needle} on line ${line}`);
  return { line, character: character + plus };
}

const LENGTH_APL = 'x←1 2 3\nx+1 2 3 4\n';

test('a .apl file with a LENGTH error: the published diagnostic, then none once it is fixed', async () => {
  const c = await started();
  try {
    const uri = uriOf('len.apl');
    c.open(uri, 'apl', LENGTH_APL);
    const first = await c.diagnostics(uri, 1);
    assert.is(first.diagnostics.length, 1);
    const d = first.diagnostics[0]!;
    assert.equal(d.range, { start: { line: 1, character: 1 }, end: { line: 1, character: 2 } }, 'under the +');
    assert.is(d.message, 'LENGTH ERROR: shapes differ: left [3], right [4]');
    assert.is(d.severity, 1, 'an error');
    assert.is(d.source, 'aplc');
    assert.equal(
      d.relatedInformation?.map((r) => [r.message, r.location.range.start]),
      [
        ['left: [3] from 1 2 3', { line: 0, character: 2 }],
        ['right: [4] from 1 2 3 4', { line: 1, character: 2 }],
      ],
    );
    c.notify('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 1, character: 8 }, end: { line: 1, character: 10 } }, text: '' }] });
    const fixed = await c.diagnostics(uri, 2);
    assert.equal(fixed.diagnostics, [], 'x+1 2 3 checks');
  } finally {
    c.kill();
  }
});

test('hover: the shape and element type under the cursor, symbolic inside a declared function, and signatures on a name', async () => {
  const c = await started();
  try {
    const text = '⍝ tail: ⍵ f32[n]\ntail←{1↓⍵}\nx←1 2 3\nx+1 2 3 4\ntail 2.5 3 4\n';
    const uri = uriOf('hover.apl');
    c.open(uri, 'apl', text);
    await c.diagnostics(uri, 1);
    // x is known although the statement using it has a LENGTH error
    const onX = await c.hover(uri, at(text, 3, 'x'));
    assert.ok(onX !== null);
    assert.is(onX!.contents.kind, 'markdown');
    assert.match(onX!.contents.value, /\bi32\[3\]/);
    assert.equal(onX!.range, { start: at(text, 3, 'x'), end: at(text, 3, 'x', 1) });
    const drop = await c.hover(uri, at(text, 1, '↓'));
    assert.match(drop!.contents.value, 'f32[max(0,n - 1)]    (tail at ⍵ f32[n])');
    assert.match(drop!.contents.value, /^f32\[2\]$/m, 'and at its use on three items');
    const name = await c.hover(uri, at(text, 4, 'tail', 2));
    assert.match(name!.contents.value, 'tail: ⍵ f32[n] → f32[max(0,n - 1)] (declared)');
    assert.match(name!.contents.value, 'tail: ⍵ f32[3] → f32[2]');
    assert.is(await c.hover(uri, { line: 0, character: 3 }), null, 'nothing in a comment');
    assert.is(await c.hover(uriOf('never-opened.apl'), { line: 0, character: 0 }), null);
  } finally {
    c.kill();
  }
});

test('a .ts file: the apl template diagnostic in TypeScript coordinates (UTF-16), hover inside templates', async () => {
  const c = await started();
  try {
    const text = ["import { apl, compile } from 'aplc';", "const s = '😀'; export const f = apl('⍵ f32[n]')`{⍵+1↓⍵}`;", "export const g = apl('⍵ f32[n]')`{1↓⍵}`;", "export const h = compile('{+/⍵×⍵}');", ''].join('\n');
    const uri = uriOf('shapes.ts');
    c.open(uri, 'typescript', text);
    const published = await c.diagnostics(uri, 1);
    assert.is(published.diagnostics.length, 1);
    const d = published.diagnostics[0]!;
    // the emoji is two UTF-16 units: the editor's column of + is one more than its code-point column
    assert.equal(d.range, { start: at(text, 1, '+'), end: at(text, 1, '+', 1) });
    assert.match(d.message, /^LENGTH ERROR: shapes differ: left \[n\], right \[max\(0,n - 1\)\]/);
    const drop = await c.hover(uri, at(text, 2, '↓'));
    assert.match(drop!.contents.value, /^f32\[max\(0,n - 1\)\]$/m);
    assert.equal(drop!.range, { start: at(text, 2, '↓'), end: at(text, 2, '↓', 1) });
    const sum = await c.hover(uri, at(text, 3, '/'));
    assert.match(sum!.contents.value, 'f32    (at ⍵ f32[n]; no signature declared)');
    const whole = await c.hover(uri, at(text, 2, '{'));
    assert.match(whole!.contents.value, 'apl`…`: ⍵ f32[n] → f32[max(0,n - 1)] (declared)');
  } finally {
    c.kill();
  }
});

test('other files are left alone; bad requests get errors; the server survives and exits when told', async () => {
  const c = await started();
  try {
    const md = uriOf('notes.md');
    c.open(md, 'markdown', '# 1 2 3+1 2 3 4');
    const unknown = await c.request('aplc/noSuchMethod', {});
    assert.ok(unknown.error !== undefined, 'an unknown request is an error reply');
    const mdHover = await c.request('textDocument/hover', { textDocument: { uri: md }, position: { line: 0, character: 4 } });
    assert.is(mdHover.result, null);
    // a hover without a position breaks inside the server: logged, answered empty, and it goes on
    const apl = uriOf('ok.apl');
    c.open(apl, 'apl', '1 2 3\n');
    await c.diagnostics(apl, 1);
    const broken = await c.request('textDocument/hover', { textDocument: { uri: apl }, position: null });
    assert.is(broken.result, null);
    const log = await c.next((m) => m.method === 'window/logMessage', 'the logged internal error');
    assert.match((log.params as { message: string }).message, 'aplc lsp: internal error in hover');
    const uri = uriOf('after.apl');
    c.open(uri, 'apl', '1 2+1 2 3\n');
    const d = await c.diagnostics(uri, 1);
    assert.is(d.diagnostics.length, 1, 'still checking');
    const shutdown = await c.request('shutdown', null);
    assert.is(shutdown.error, undefined);
    c.notify('exit', null);
    assert.is(await c.exited, 0);
    assert.is(c.stderr, '');
  } finally {
    c.kill();
  }
});

test('aplc lsp takes no file, and a transport it does not speak is bad usage (exit 2)', () => {
  const file = spawnSync(process.execPath, [MAIN, 'lsp', 'prog.apl'], { encoding: 'utf8' });
  assert.is(file.status, 2);
  assert.match(file.stderr, 'aplc lsp takes no file');
  const ipc = spawnSync(process.execPath, [MAIN, 'lsp', '--node-ipc'], { encoding: 'utf8' });
  assert.is(ipc.status, 2);
  assert.match(ipc.stderr, 'unknown option --node-ipc');
});

test.run();
