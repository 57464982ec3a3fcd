// The "must not import" column of DESIGN.md's folder table, checked on every run-time import
// (a type-only import is erased and does not count): the front end knows nothing of the IR and
// the back ends, the back ends nothing of the front end, the library nothing of the command.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findProjectRoot } from '../corpus/project-root.js';
import { importGraph, SOURCE_ROOTS } from './import-graph.js';

/** The project's folders (and its root module) that the rules name. */
const ALL = SOURCE_ROOTS.map((r) => r.replace(/\.ts$/, ''));

/** Folder → the project folders its modules must not import at run time. */
const MUST_NOT_IMPORT: Readonly<Record<string, readonly string[]>> = {
  apl: ['shapes', 'core-ir', 'passes', 'gpu', 'cpu'],
  shapes: ['core-ir', 'passes', 'gpu', 'cpu'],
  'core-ir': ['apl', 'passes', 'gpu', 'cpu'],
  passes: ['gpu', 'cpu'],
  gpu: ['apl', 'shapes'],
  cpu: ['apl', 'shapes', 'gpu'],
  api: ['cli'],
  // the scalar operations' table: a leaf that every stage reads, so it reads none of them
  ops: ALL.filter((f) => f !== 'ops'),
};

/** 'gpu/exec.ts' → 'gpu'; 'index.ts' → 'index' */
const folderOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file.replace(/\.ts$/, ''));

test('no folder imports what DESIGN.md says it must not', () => {
  const root = findProjectRoot();
  const edges = importGraph(root);
  assert.ok(edges.length > 100, `the sources were not found under ${root}`);
  const bad = edges
    .filter((e) => !e.typeOnly && (MUST_NOT_IMPORT[folderOf(e.from)] ?? []).includes(folderOf(e.to)))
    .map((e) => `  ${e.from}:${e.line} imports ${e.to} (${folderOf(e.from)}/ must not import ${folderOf(e.to)}/)`);
  assert.ok(bad.length === 0, `${bad.length} import(s) across a forbidden folder boundary:\n${bad.join('\n')}`);
});

test('only the specs import the playground (a page, not a library)', () => {
  const edges = importGraph(findProjectRoot());
  const bad = edges.filter((e) => folderOf(e.to) === 'playground' && !['playground', 'spec'].includes(folderOf(e.from))).map((e) => `  ${e.from}:${e.line} imports ${e.to}`);
  assert.ok(bad.length === 0, `the playground is imported from outside it:\n${bad.join('\n')}`);
  assert.ok(edges.some((e) => e.from === 'playground/page.ts' && e.to === 'cli/driver.ts'), 'the playground is in the graph');
});

test.run();
