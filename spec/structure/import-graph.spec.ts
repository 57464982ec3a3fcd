// The import reader and the cycle finder that the structure specs rely on, on small examples: what
// counts as a run-time import, how specifiers resolve, which components are cycles.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cyclicComponents, describeComponent, importsOf, resolveSpecifier, type ImportEdge } from './import-graph.js';

const read = (text: string): [string, boolean][] => importsOf(text).map((r) => [r.specifier, r.typeOnly]);

test('value imports, side-effect imports and re-exports run; type-only ones do not', () => {
  const text = [
    "import { a } from './a.js';",
    "import b from './b.js';",
    "import * as c from './c.js';",
    "import './d.js';",
    "import type { E } from './e.js';",
    "import { type F, type G } from './f.js';",
    "import { type H, h } from './h.js';",
    "import i, { type I } from './i.js';",
    "export { j } from './j.js';",
    "export * from './k.js';",
    "export * as l from './l.js';",
    "export type { M } from './m.js';",
    "export { type N } from './n.js';",
    "import {} from './o.js';",
    "const p = await import('./p.js');",
    "export const q = 1;",
  ].join('\n');
  assert.equal(read(text), [
    ['./a.js', false],
    ['./b.js', false],
    ['./c.js', false],
    ['./d.js', false],
    ['./e.js', true],
    ['./f.js', true],
    ['./h.js', false],
    ['./i.js', false],
    ['./j.js', false],
    ['./k.js', false],
    ['./l.js', false],
    ['./m.js', true],
    ['./n.js', true],
    ['./o.js', false],
  ]);
});

test('imports spread over several lines, after comments, with their line numbers', () => {
  const text = "// header\nimport {\n  a,\n  type B,\n} from '../x/a.js';\n/* import { z } from './z.js'; */\nexport {\n  type C,\n} from './c.js';\n";
  assert.equal(importsOf(text).map((r) => [r.specifier, r.typeOnly, r.line]), [['../x/a.js', false, 2], ['./c.js', true, 7]]);
});

test('relative specifiers resolve to project .ts files; packages and builtins to nothing', () => {
  const files = new Set(['core-ir/syntax.ts', 'gpu/exec.ts', 'index.ts', 'ops/index.ts']);
  const has = (f: string): boolean => files.has(f);
  assert.is(resolveSpecifier('gpu/exec.ts', '../core-ir/syntax.js', has), 'core-ir/syntax.ts');
  assert.is(resolveSpecifier('api/compile.ts', '../index.js', has), 'index.ts');
  assert.is(resolveSpecifier('api/compile.ts', '../ops', has), 'ops/index.ts');
  assert.is(resolveSpecifier('gpu/exec.ts', 'fp-ts/lib/Either.js', has), null);
  assert.is(resolveSpecifier('gpu/exec.ts', 'node:fs', has), null);
  assert.is(resolveSpecifier('gpu/exec.ts', './missing.js', has), null);
});

test('cyclic components: two-file and longer cycles, self-imports; chains and diamonds are not cycles', () => {
  const edges = [
    ['a', 'b'], ['b', 'a'], // a ↔ b
    ['c', 'd'], ['d', 'e'], ['e', 'c'], ['e', 'f'], // c → d → e → c, and on to f
    ['g', 'g'],
    ['h', 'i'], ['h', 'j'], ['i', 'k'], ['j', 'k'], // a diamond
  ].map(([from, to]) => ({ from: from!, to: to! }));
  assert.equal(cyclicComponents(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'], edges), [['a', 'b'], ['c', 'd', 'e'], ['g']]);
});

test('a long import chain does not overflow the stack', () => {
  const n = 100000;
  const nodes = Array.from({ length: n }, (_, i) => `m${i}`);
  const edges = nodes.slice(1).map((to, i) => ({ from: nodes[i]!, to }));
  assert.equal(cyclicComponents(nodes, edges), []);
  assert.equal(cyclicComponents(nodes, [...edges, { from: nodes[n - 1]!, to: nodes[0]! }]).map((c) => c.length), [n]);
});

test('a cycle is described by the run-time imports that close it', () => {
  const edges: ImportEdge[] = [
    { from: 'x/a.ts', to: 'x/b.ts', typeOnly: false, line: 3 },
    { from: 'x/b.ts', to: 'x/a.ts', typeOnly: false, line: 4 },
    { from: 'x/b.ts', to: 'x/c.ts', typeOnly: false, line: 5 },
    { from: 'x/a.ts', to: 'x/b.ts', typeOnly: true, line: 6 },
  ];
  assert.is(describeComponent(['x/a.ts', 'x/b.ts'], edges), '  2 files: x/a.ts x/b.ts\n    x/a.ts → x/b.ts\n    x/b.ts → x/a.ts');
});

test.run();
