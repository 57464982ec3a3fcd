// One concept a file (DESIGN.md, Folders): a source file past 500 lines is telling you it holds two.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../corpus/project-root.js';
import { sourceFiles } from './import-graph.js';

const MAX_LINES = 500;

/** Lines as `wc -l` and editors count them: a last line without a newline still counts. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

test(`no source file is over ${MAX_LINES} lines`, () => {
  const root = findProjectRoot();
  const files = sourceFiles(root);
  assert.ok(files.length > 100, `the sources were not found under ${root}`);
  const long = files
    .map((f) => ({ f, n: lineCount(readFileSync(join(root, f), 'utf8')) }))
    .filter((x) => x.n > MAX_LINES)
    .map((x) => `  ${x.f}: ${x.n} lines`);
  assert.ok(long.length === 0, `${long.length} source file(s) over ${MAX_LINES} lines:\n${long.join('\n')}`);
});

test.run();
