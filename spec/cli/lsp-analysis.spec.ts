// The language server's analysis and hover, in process: what `aplc lsp` answers, without the
// protocol (spec/cli/lsp.spec.ts drives the server itself).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LineOffsets, type Analysis } from '../../cli/lsp-analysis.js';
import { analyseApl } from '../../cli/lsp-apl.js';
import { hoverAt } from '../../cli/lsp-hover.js';
import { documentKind } from '../../cli/lsp-protocol.js';
import { analyseScript } from '../../cli/lsp-script.js';
import { loadJsParser } from '../../cli/embedded-sources.js';

const parse = await loadJsParser();

/** The hover at the `nth` occurrence of `needle`: the text it covers and what it says. */
function hover(a: Analysis, text: string, needle: string, nth = 0): { over: string; says: string } | null {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  assert.ok(at >= 0, `${needle} in the text`);
  const h = hoverAt(a, at);
  return h === null ? null : { over: text.slice(h.range.start, h.range.end), says: h.markdown };
}

test('LineOffsets: code-point columns to UTF-16 offsets, clamped to the line', () => {
  const lines = new LineOffsets('a😀b\ncd');
  assert.is(lines.offset({ line: 1, col: 3 }), 3, 'after the two-unit emoji');
  assert.is(lines.offset({ line: 1, col: 99 }), 4, 'the end of line 1 (its newline)');
  assert.is(lines.offset({ line: 2, col: 2 }), 6);
  assert.is(lines.offset({ line: 2, col: 9 }), 7, 'the end of the text');
  assert.is(lines.offset({ line: 9, col: 1 }), 5, 'a line past the end: the last line');
});

test('a .apl file with CRLF line ends: diagnostics and hovers where the text is', () => {
  const text = 'x←1 2 3\r\ny←x,4\r\nx+y\r\n';
  const a = analyseApl(text, 'crlf.apl');
  assert.is(a.diagnostics.length, 1);
  assert.equal([a.diagnostics[0]!.span!.start.line, a.diagnostics[0]!.span!.start.col], [3, 2]);
  assert.equal(hover(a, text, 'y', 0), { over: 'y←x,4', says: '```text\ni32[4]\n```' });
  assert.equal(hover(a, text, ',')?.says, '```text\ni32[4]\n```');
  assert.equal(hover(a, text, 'y', 1)?.says, '```text\ni32[4]\n```', 'a name in the statement that failed keeps its type');
});

test('a function never applied: its name says so rather than nothing', () => {
  const text = 'f←{⍵+1}\n';
  const h = hover(analyseApl(text, 'f.apl'), text, 'f');
  assert.ok(h !== null);
  assert.match(h!.says, 'not applied in this file');
});

test('a dfn used at two types shows both at the expression inside it', () => {
  const text = 'twice←{⍵+⍵}\ntwice 1 2\ntwice 1.5 2 3\n';
  const a = analyseApl(text, 'twice.apl');
  assert.equal(hover(a, text, '+')?.says, '```text\ni32[2]\nf32[3]\n```');
  assert.equal(hover(a, text, 'twice')?.says, '```text\ntwice: ⍵ i32[2] → i32[2]\ntwice: ⍵ f32[3] → f32[3]\n```');
});

test('a file that does not parse: its SYNTAX ERROR, and no types', () => {
  const text = 'x←(1 2\n';
  const a = analyseApl(text, 'bad.apl');
  assert.is(a.diagnostics[0]!.cls, 'SYNTAX');
  assert.equal(a.typed, []);
  assert.is(a.internalError, null);
});

test('a compile string: positions inside it map through its escapes', () => {
  const text = "import { compile } from 'aplc';\nexport const f = compile('{+\\\\⍵×\\u2373≢⍵}', { signature: '⍵ i32[n]' });\n";
  const a = analyseScript(parse, text, 'c.ts');
  assert.equal(a.diagnostics, []);
  // the source is {+\⍵×⍳≢⍵}: ⍳ is written \u2373 in the file
  assert.equal(hover(a, text, '×'), { over: '×', says: '```text\ni32[n]\n```' });
  assert.equal(hover(a, text, '\\u2373'), { over: '\\u2373', says: '```text\ni32[n]\n```' });
  assert.equal(hover(a, text, '\\\\'), { over: '+\\\\', says: '```text\ni32[n]\n```' }, 'the scan, +\\ written +\\\\');
});

test('sources aplc check rejects before checking have their diagnostic and no types; a file that does not parse has one error', () => {
  const subst = "import { apl } from 'aplc';\nconst n = 1;\nexport const f = apl`{⍵+${n}}`;\n";
  const a = analyseScript(parse, subst, 's.ts');
  assert.is(a.diagnostics.length, 1);
  assert.match(a.diagnostics[0]!.message, 'substitutions');
  assert.equal(a.typed, []);
  const broken = analyseScript(parse, 'export const = apl`{⍵}`;', 'b.ts');
  assert.is(broken.diagnostics.length, 1);
  assert.match(broken.diagnostics[0]!.message, 'cannot parse');
  assert.equal(broken.typed, []);
});

test('documentKind: by extension, else by language id; other files are not read', () => {
  assert.equal(documentKind('file:///p/a.apl', 'plaintext'), { kind: 'apl', fileName: '/p/a.apl' });
  assert.equal(documentKind('file:///p/a.mts', 'typescript'), { kind: 'script', fileName: '/p/a.mts' });
  assert.equal(documentKind('untitled:Untitled-1', 'typescriptreact'), { kind: 'script', fileName: 'untitled:Untitled-1.tsx' });
  assert.equal(documentKind('untitled:Untitled-2', 'apl'), { kind: 'apl', fileName: 'untitled:Untitled-2' });
  assert.is(documentKind('file:///p/notes.md', 'markdown'), null);
  assert.is(documentKind('file:///p/types.d.ts', 'typescript'), null, 'declaration files hold no APL');
});

test.run();
