// No import cycles at run time (DESIGN.md, Folders): a module in a cycle may run before the
// modules it needs have loaded, and a cycle is two concepts that could not be told apart. A type-only
// import is erased and does not count; where a rule module needs the checker's core, it receives it
// as an interface.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findProjectRoot } from '../corpus/project-root.js';
import { cyclicComponents, describeComponent, importGraph, sourceFiles } from './import-graph.js';

test('no source file is in an import cycle at run time', () => {
  const root = findProjectRoot();
  const files = sourceFiles(root);
  assert.ok(files.includes('index.ts') && files.includes('core-ir/interp.ts'), `the sources were not found under ${root}`);
  const edges = importGraph(root, files);
  const cycles = cyclicComponents(files, edges.filter((e) => !e.typeOnly));
  const report = cycles.map((c) => describeComponent(c, edges)).join('\n');
  assert.ok(cycles.length === 0, `${cycles.length} group(s) of files in import cycles at run time (each group: its files, then each file's run-time imports inside the group):\n${report}`);
});

test.run();
