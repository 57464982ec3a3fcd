// Shapes in TypeScript's types: a compiled function's parameters carry element type and rank, so
// that tsc rejects a call with the wrong rank or element type. The fixtures are type-checked
// against the built declarations (dist/index.d.ts), as a package consumer would see them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { typeErrors, type TypeError } from './tsc.js';

const TYPED = resolve('spec/embed/fixtures/typed-calls.ts');
const WRONG = resolve('spec/embed/fixtures/wrong-calls.ts');
// The examples import 'aplc' by name: inside this package that resolves to its own exports.
const EXAMPLES = [resolve('examples/embed/typed-example.ts'), resolve('examples/embed/browser/app.ts')];
const typedText = readFileSync(TYPED, 'utf8');

/** Lines (1-based) that hold a `// @ts-expect-error` directive. */
const directiveLines = typedText.split('\n').flatMap((l, i) => (l.trim().startsWith('// @ts-expect-error') ? [i + 1] : []));

// The same file without its directives, in a temporary folder, importing the built package by its
// absolute path: each line after a removed directive must then be an error of its own.
const STRIPPED = join(mkdtempSync(join(tmpdir(), 'aplc-types-')), 'stripped.ts');
writeFileSync(
  STRIPPED,
  typedText.replace(/^(\s*)\/\/ @ts-expect-error.*$/gm, '$1//').replace("'../../../dist/index.js'", `'${resolve('dist/index.js').replace(/\\/g, '/')}'`),
);

// One program for the three files: type-checking the package's declarations once is most of the cost.
const errors = typeErrors([TYPED, WRONG, STRIPPED, ...EXAMPLES]);
const errorsIn = (file: string): TypeError[] => errors.filter((e) => resolve(e.file) === file);
const linesOf = (es: readonly TypeError[]): number[] => [...new Set(es.map((e) => e.line))].sort((a, b) => a - b);

test('typed-calls.ts type-checks, so each of its @ts-expect-error lines is an error', () => {
  assert.equal(errorsIn(TYPED).map((e) => `${e.line}: ${e.message}`), []);
  // An unused directive would have been reported (TS2578); guard against a fixture without any.
  assert.ok(directiveLines.length >= 10, `only ${directiveLines.length} @ts-expect-error lines`);
});

test('without the directives, exactly the lines after them fail tsc', () => {
  assert.equal(linesOf(errorsIn(STRIPPED)), directiveLines.map((l) => l + 1));
});

test('wrong-calls.ts: each marked line fails tsc with the expected reason, no other line does', () => {
  const marks = new Map<number, string>();
  readFileSync(WRONG, 'utf8')
    .split('\n')
    .forEach((l, i) => {
      const m = /;\s*\/\/ error: (.*)$/.exec(l);
      if (m) marks.set(i + 1, m[1]!.trim());
    });
  assert.ok(marks.size >= 5);
  const found = errorsIn(WRONG);
  assert.equal(linesOf(found), [...marks.keys()]);
  for (const [line, want] of marks) {
    const here = found.filter((e) => e.line === line).map((e) => e.message).join('\n');
    assert.ok(here.includes(want), `line ${line}: expected "${want}" in:\n${here}`);
  }
});

test('the examples type-check (their @ts-expect-error lines included)', () => {
  for (const f of EXAMPLES) assert.equal(errorsIn(f).map((e) => `${e.line}: ${e.message}`), [], f);
  assert.match(readFileSync(EXAMPLES[0]!, 'utf8'), '@ts-expect-error');
});

test('no error comes from the package declarations themselves (skipLibCheck is off)', () => {
  assert.equal(errors.filter((e) => ![TYPED, WRONG, STRIPPED, ...EXAMPLES].includes(resolve(e.file))).map((e) => `${e.file}:${e.line}: ${e.message}`), []);
});

test.run();
