// Shapes in TypeScript's types: a compiled function's parameters carry element type and rank, so
// that tsc rejects a call with the wrong rank or element type. The fixtures are type-checked
// against the built declarations (dist/index.d.ts), as a package consumer would see them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { typeErrors } from './tsc.js';

const FIXTURES = resolve('spec/embed/fixtures');

test('typed-calls.ts type-checks, so each of its @ts-expect-error lines is an error', () => {
  const file = resolve(FIXTURES, 'typed-calls.ts');
  const errors = typeErrors([file]);
  assert.equal(errors.map((e) => `${e.line}: ${e.message}`), []);
  // Guard against a vacuous pass: the fixture does carry the expectations.
  const expected = readFileSync(file, 'utf8').split('\n').filter((l) => l.includes('@ts-expect-error')).length;
  assert.ok(expected >= 10, `only ${expected} @ts-expect-error lines`);
});

test('the same calls without @ts-expect-error fail tsc (an unused directive would be TS2578)', () => {
  const file = resolve(FIXTURES, 'typed-calls.ts');
  const text = readFileSync(file, 'utf8');
  // Removing the directives must turn each marked line into an error of its own. The copy lives in
  // a temporary folder, importing the built package by its absolute path.
  const stripped = join(mkdtempSync(join(tmpdir(), 'aplc-types-')), 'stripped.ts');
  const index = resolve('dist/index.js').replace(/\\/g, '/');
  writeFileSync(stripped, text.replace(/\/\/ @ts-expect-error.*$/gm, '//').replace("'../../../dist/index.js'", `'${index}'`));
  const errors = typeErrors([stripped]).filter((e) => e.file.endsWith('stripped.ts'));
  const marked = text.split('\n').flatMap((l, i) => (l.includes('@ts-expect-error') ? [i + 2] : []));
  assert.equal([...new Set(errors.map((e) => e.line))].sort((a, b) => a - b), marked);
});

test('wrong-calls.ts: each marked line fails tsc with the expected reason, no other line does', () => {
  const file = resolve(FIXTURES, 'wrong-calls.ts');
  const lines = readFileSync(file, 'utf8').split('\n');
  const marks = new Map<number, string>();
  lines.forEach((l, i) => {
    const m = /\/\/ error: (.*)$/.exec(l);
    if (m) marks.set(i + 1, m[1]!.trim());
  });
  assert.ok(marks.size >= 5);
  const errors = typeErrors([file]).filter((e) => e.file === file.replace(/\\/g, '/') || e.file === file);
  assert.equal([...new Set(errors.map((e) => e.line))].sort((a, b) => a - b), [...marks.keys()]);
  for (const [line, want] of marks) {
    const here = errors.filter((e) => e.line === line).map((e) => e.message).join('\n');
    assert.ok(here.includes(want), `line ${line}: expected "${want}" in:\n${here}`);
  }
});

test.run();
