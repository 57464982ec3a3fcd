// `aplc check` over TypeScript sources: templates are found in .ts files under a folder, checked
// with the APL checker, and reported in the TypeScript file's coordinates in all four formats; the
// SARIF log validates against the SARIF 2.1.0 schema (vendored: tests cannot reach the network).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvDraft04 from 'ajv-draft-04';
import { findEmbeddedApl as findIn, loadJsParser } from '../../cli/embedded-sources.js';
import { checkScriptFile as checkWith } from '../../cli/ts-scan.js';

const parse = await loadJsParser();
const findEmbeddedApl = (file: string, src: string) => findIn(parse, file, src);
const checkScriptFile = (file: string, src: string) => checkWith(parse, file, src);

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const FIXTURES = resolve('spec/embed/fixtures');
const BAD = 'check-src/nested/bad.ts';

function aplc(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: FIXTURES, encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** The places bad.ts's templates are wrong, in its own coordinates (line:col, code points). */
const EXPECTED = [
  { cls: 'LENGTH', line: 4, col: 38 }, // the + of {⍵+1↓⍵}
  { cls: 'LENGTH', line: 8, col: 10 }, // the second + of `t+1 2 3+1 2 3 4`, the third line of the template
  { cls: 'SYNTAX', line: 12, col: 25 }, // f99 in the signature string
];

test('text: exit 1, every error at file.ts:line:col with the TypeScript line and carets under the glyph', () => {
  const r = aplc('check', 'check-src');
  assert.is(r.code, 1);
  for (const e of EXPECTED) assert.match(r.err, `${e.cls} ERROR`), assert.match(r.err, `at ${BAD}:${e.line}:${e.col}\n`);
  assert.match(r.err, "    export const shift = q('⍵ i32[n]')`{⍵+1↓⍵}`;\n                                         ^\n");
  assert.match(r.err, '    t+1 2 3+1 2 3 4\n             ^');
  assert.match(r.err, 'left: [3] from 1 2 3 at 8:5');
  assert.match(r.err, 'aplc check: 3 files, 3 errors');
  assert.not.match(r.err, 'good.ts', 'the good file (templates in comments and strings included) has no error');
});

test('json: the same three diagnostics with TypeScript coordinates', () => {
  const r = aplc('check', 'check-src', '--format', 'json');
  assert.is(r.code, 1);
  const j = JSON.parse(r.out) as { files: number; errors: number; diagnostics: { file: string; line: number; col: number; class: string }[] };
  assert.is(j.files, 3);
  assert.equal(
    j.diagnostics.map((d) => ({ cls: d.class, line: d.line, col: d.col })),
    EXPECTED,
  );
  assert.ok(j.diagnostics.every((d) => d.file === BAD));
});

test('github: one ::error annotation a problem, at the .ts file', () => {
  const r = aplc('check', 'check-src', '--format', 'github');
  assert.is(r.code, 1);
  const lines = r.out.trim().split('\n');
  assert.is(lines.length, 3);
  EXPECTED.forEach((e, i) => assert.match(lines[i]!, `::error file=${BAD},line=${e.line},col=${e.col},`));
});

test('sarif: a SARIF 2.1.0 log that validates against the schema, results in the .ts file', () => {
  const r = aplc('check', 'check-src', '--format', 'sarif');
  assert.is(r.code, 1);
  const log = JSON.parse(r.out) as {
    version: string;
    runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[] }[] }[];
  };
  const schema = JSON.parse(readFileSync(resolve('spec/embed/sarif-schema-2.1.0-rtm.5.json'), 'utf8')) as object;
  // ajv-draft-04 is CommonJS: under NodeNext its class is the default export's default.
  const Ajv = AjvDraft04.default;
  // The rtm.5 schema's language pattern is not valid with the u flag; the schema predates it.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  // The schema's formats, checked with the platform's URL parser rather than ignored.
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'file:///'));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  const validate = ajv.compile(schema);
  assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
  // A log the schema rejects proves the validator is really applied.
  assert.not.ok(validate({ ...log, version: '2.0.0' }));
  // An unreadable file has no region: that log validates too.
  const missing = aplc('check', 'check-src/nested', 'no-such-file.ts', '--format', 'sarif');
  assert.is(missing.code, 1);
  assert.ok(validate(JSON.parse(missing.out)), JSON.stringify(validate.errors, null, 2));
  assert.match(missing.out, 'cannot read no-such-file.ts: no such file');
  const results = log.runs[0]!.results;
  assert.equal(
    results.map((x) => ({ rule: x.ruleId, uri: x.locations[0]!.physicalLocation.artifactLocation.uri, line: x.locations[0]!.physicalLocation.region.startLine, col: x.locations[0]!.physicalLocation.region.startColumn })),
    EXPECTED.map((e) => ({ rule: `aplc/${e.cls.toLowerCase()}-error`, uri: BAD, line: e.line, col: e.col })),
  );
});

test('a folder of good sources exits 0 in every format', () => {
  for (const format of ['text', 'json', 'github', 'sarif']) {
    const r = aplc('check', 'check-src/good.ts', 'check-src/lib.apl', '--format', format);
    assert.is(r.code, 0, `${format}: ${r.err}`);
  }
});

test('templates: aliases and x.apl tags; comments, strings and other tags are not templates', () => {
  const src = [
    "import { apl as k } from 'aplc';",
    'const a = k`{⍵}`;',
    "const b = lib.apl('⍵ i32[n]')`{⍵}`;",
    '// apl`{⍵}`',
    "const c = 'apl`{⍵}`';",
    'const d = html`{⍵}`;',
    'const e = apl`{⍵+${x}}`;',
  ].join('\n');
  const found = findEmbeddedApl('x.ts', src).sources;
  assert.equal(found.map((t) => [t.text, t.signature?.text ?? null, t.substitution !== null]), [
    ['{⍵}', null, false],
    ['{⍵}', '⍵ i32[n]', false],
    ['{⍵+', null, true],
  ]);
});

test('coordinates: CRLF line ends, astral characters before a template, a .tsx file', () => {
  const crlf = "const s = '𝔸𝔹';\r\nconst f = apl('⍵ i32[n]')`{\r\n  ⍵+1↓⍵\r\n}`;\r\n";
  const r = checkScriptFile('x.ts', crlf);
  assert.is(r.sources, 1);
  assert.is(r.diagnostics.length, 1);
  const d = r.diagnostics[0]!;
  assert.equal([d.span?.start.line, d.span?.start.col], [3, 4]);
  assert.is(crlf.slice(d.span!.start.offset, d.span!.start.offset + 1), '+', 'the offset is the UTF-16 offset of the + in the file');
  const astral = "const s = '𝔸𝔹'; const f = apl('⍵ i32[n]')`{⍵+1↓⍵}`;";
  const a = checkScriptFile('y.ts', astral).diagnostics[0]!;
  assert.is(a.span?.start.col, [...astral.slice(0, astral.indexOf('+'))].length + 1, 'columns count code points');
  assert.is(astral.slice(a.span!.start.offset, a.span!.start.offset + 1), '+');
  const tsx = "const el = <div>{String(apl('⍵ f32[n]')`{⍵+1↓⍵}`)}</div>;";
  assert.is(checkScriptFile('z.tsx', tsx).diagnostics.length, 1);
});

test('a template with ${…} substitutions is reported: apl takes none', () => {
  const r = checkScriptFile('x.ts', 'const f = apl`{⍵+${k}}`;');
  assert.is(r.diagnostics.length, 1);
  assert.match(r.diagnostics[0]!.message, 'no ${…} substitutions');
  assert.equal([r.diagnostics[0]!.span?.start.line, r.diagnostics[0]!.span?.start.col], [1, 14]);
});

test('unsigned templates: errors at every rank and element type are reported, errors of some arguments are not', () => {
  const errs = (src: string) => checkScriptFile('x.ts', src).diagnostics.map((d) => d.cls);
  assert.equal(errs('const f = apl`{⍵+(}`;'), ['SYNTAX']);
  assert.equal(errs('const f = apl`{⍵+undefinedName}`;'), ['VALUE']);
  assert.equal(errs('const f = apl`{⍵[;1]}`;'), [], 'a matrix-only dfn is not reported at a guessed rank');
  assert.equal(errs('const f = apl`{(1 2 3)+1 2 3 4}`;'), ['LENGTH'], 'wrong whatever the arguments');
  assert.equal(errs('const f = apl`{⍵,\'x\'}`;'), [], 'right for characters');
  assert.equal(errs('const f = apl`{~⍵}`;'), [], 'right for booleans');
  assert.equal(errs('const f = apl`{⍺⍴⍵}`;'), [], 'right for a vector ⍺');
  const d = checkScriptFile('x.ts', 'const f = apl`{(1 2 3)+1 2 3 4}`;').diagnostics[0]!;
  assert.equal([d.span?.start.line, d.span?.start.col], [1, 23], 'at the +');
});

test('unsigned templates are checked at the argument types their calls show, with a note at the call', () => {
  const errs = (src: string) => checkScriptFile('x.ts', src).diagnostics.map((d) => d.cls);
  // a matrix-only dfn: fine unseen (some rank works), wrong at the vector a call gives it
  assert.equal(errs('const f = apl`{⍵[;1]}`;'), []);
  assert.equal(errs('const f = apl`{⍵[;1]}`;\nf(f32([1, 2, 3]));'), ['RANK']);
  assert.equal(errs('const f = apl`{⍵[;1]}`;\nf(f32([[1, 2], [3, 4]]));'), [], 'right for the matrix given');
  assert.equal(errs('const f = apl`{⍵[;1]}`;\nawait f.run(i32(data, [2, 3]));'), [], 'the rank of a literal shape');
  assert.equal(errs('const f = apl`{⍵[;1]}`;\nf(i32(data, [6]), { keep: true });'), ['RANK'], 'options are no argument');
  assert.equal(errs("import { compile } from 'aplc';\nconst f = compile('{⍵+1}');\nf('abc');"), ['DOMAIN'], 'a string is characters');
  assert.equal(errs("import { compile } from 'aplc';\nconst f = compile('{⍵[;1]}');\nf([[1, 2], [3, 4]]);"), [], 'nested numbers are a matrix');
  assert.equal(errs("import { compile } from 'aplc';\nconst f = compile('{⍵[;1]}');\nf([1.5, 2]);"), ['RANK']);
  assert.equal(errs('const f = apl`{⍺⍴⍵}`;\nf(f32([[2, 2]]), f32([1, 2]));'), ['RANK'], 'a matrix ⍺ of ⍴');
  // calls whose types the file does not show leave the template checked at every rank
  assert.equal(errs('const f = apl`{⍵[;1]}`;\nf(xs);'), []);
  const [d] = checkScriptFile('x.ts', 'const f = apl`{⍵[;1]}`;\nconst y = 2;\n  f(f32([1, 2, 3]));').diagnostics;
  const note = d!.related.find((r) => r.message.startsWith("at this call's argument types"));
  assert.is(note?.message, "at this call's argument types: ⍵ f32[n0]");
  assert.equal([note?.span?.start.line, note?.span?.start.col], [3, 3]);
});

test('typed variables at a call: the declaration in scope at the call gives the argument type', () => {
  const errs = (src: string) => checkScriptFile('x.ts', 'const f = apl`{⍵[;1]}`;\n' + src).diagnostics.map((d) => d.cls);
  // a variable holding a wrapper or a literal, followed through other names
  assert.equal(errs('const x = f32([1, 2, 3]);\nf(x);'), ['RANK']);
  assert.equal(errs('const x = f32([[1, 2], [3, 4]]);\nf(x);'), [], 'a matrix');
  assert.equal(errs('const v = [1.5, 2];\nconst w = v;\nf(w);'), ['RANK'], 'a literal, through a second name');
  assert.equal(errs('const d = [1, 2, 3];\nf(f32(d));'), ['RANK'], 'the data of a wrapper by name');
  assert.equal(errs('const s = [2, 3];\nf(f32(data, s));'), [], 'the shape of a wrapper by name');
  assert.equal(errs('let g = i32(data, [h, w]);\nf(g);'), [], 'the rank of a shape literal, whatever its items');
  assert.equal(errs('let g = i32(data, [h]);\nf(g);'), ['RANK']);
  // declared types: typed arrays and the package's own types
  assert.equal(errs('const m: Float32Array = make();\nf(m);'), ['RANK'], 'a typed array is a vector');
  assert.equal(errs("function k(v: AplArray<'f32', readonly [number, number]>) { return f(v); }"), []);
  assert.equal(errs("function k(v: AplArray<'i32', readonly [number]>) { return f(v); }"), ['RANK']);
  assert.equal(errs("const k = (v: Arg<'float', ['n']>) => f(v);"), ['RANK'], 'Arg with dims by name');
  assert.equal(errs("let x: aplc.Result<'f32', ['n']>;\nx = await g();\nf(x);"), ['RANK'], 'a declared type holds whatever is assigned');
  assert.equal(errs('const x = m as Float32Array;\nf(x);'), ['RANK'], 'a type assertion');
  // the nearest declaration wins; what scope hides or assignment changes is unknown
  assert.equal(errs('const x = [[1, 2]];\n{ const x = [1, 2];\n  f(x); }'), ['RANK'], 'the inner x');
  assert.equal(errs('const x = [1, 2];\n{ const x = [[1, 2]]; }\nf(x);'), ['RANK'], 'the outer x: the inner one is out of scope');
  assert.equal(errs('const x = [1, 2];\nfunction k(x: unknown) { f(x); }'), [], 'a parameter hides the outer x');
  assert.equal(errs('let g = i32(data, [h]);\ng = other;\nf(g);'), [], 'assigned again without a declared type');
  assert.equal(errs('const x = await g(y);\nf(x);'), [], 'a computed value');
  // the callee too is found by scope: a parameter named f is another function
  assert.equal(errs('function k(f: (x: unknown) => void) { f([1, 2, 3]); }'), []);
  assert.equal(checkScriptFile('x.ts', 'function a() { const f = apl`{⍵[;1]}`;\n  return f; }\nfunction b() { const f = apl`{⍵[;1]}`;\n  f([1, 2]); }').diagnostics.map((d) => [d.cls, d.span?.start.line]), [['RANK', 3]], 'only the f called is checked at the call');
});

test('compile sources: found when compile comes from aplc, read as JavaScript reads the string', () => {
  const src = [
    "import { compile as c } from 'aplc';",
    "import * as aplc from 'aplc';",
    "import { compile } from 'handlebars';",
    "const a = c('{(1 2 3)+1 2 3 4}');",
    "const b = aplc.compile('{⍵+1↓⍵}', { signature: '⍵ f32[n]' });",
    "const d = compile('{{name}}');",
    "const e = c(`{⍵×2}`, { signature: '⍵ f32[n] → f32[n]' });",
  ].join('\n');
  const found = findEmbeddedApl('x.ts', src).sources;
  assert.equal(found.map((t) => [t.kind, t.text, t.signature?.text ?? null]), [
    ['compile', '{(1 2 3)+1 2 3 4}', null],
    ['compile', '{⍵+1↓⍵}', '⍵ f32[n]'],
    ['compile', '{⍵×2}', '⍵ f32[n] → f32[n]'],
  ]);
  const r = checkScriptFile('x.ts', src).diagnostics;
  assert.equal(r.map((x) => [x.cls, x.span?.start.line, x.span?.start.col]), [
    ['LENGTH', 4, 22],
    ['LENGTH', 5, 27],
  ]);
  const cjs = "const { compile } = require('aplc');\nconst f = compile('{⍵+1↓⍵}', { signature: '⍵ f32[n]' });";
  assert.equal(checkScriptFile('x.cjs', cjs).diagnostics.map((x) => x.cls), ['LENGTH']);
});

test('a JavaScript string that drops a backslash APL needs is an error at the backslash', () => {
  const src = "import { compile } from 'aplc';\nconst f = compile('{+\\⍵}');\nconst g = compile('{+\\\\⍵}');";
  const r = checkScriptFile('x.mjs', src);
  assert.is(r.sources, 2);
  assert.is(r.diagnostics.length, 1, 'the doubled backslash is a scan and fine');
  const d = r.diagnostics[0]!;
  assert.is(d.cls, 'SYNTAX');
  assert.match(d.message, 'the backslash');
  assert.equal([d.span?.start.line, d.span?.start.col], [2, 22]);
  assert.is(src[d.span!.start.offset], '\\');
  assert.equal(findEmbeddedApl('x.mjs', src).sources[1]!.text, '{+\\⍵}');
});

test('a file that does not parse is one diagnostic for that file; JavaScript files are read too', () => {
  const r = checkScriptFile('broken.ts', 'const f = apl`{⍵}`;\nconst = ;');
  assert.is(r.diagnostics.length, 1);
  assert.is(r.diagnostics[0]!.cls, 'SYNTAX');
  assert.match(r.diagnostics[0]!.message, 'cannot parse broken.ts');
  assert.is(r.diagnostics[0]!.span?.start.line, 2);
  const js = checkScriptFile('x.jsx', "const el = <b>{String(apl('⍵ f32[n]')`{⍵+1↓⍵}`)}</b>;");
  assert.equal(js.diagnostics.map((d) => d.cls), ['LENGTH']);
});

test.run();
