// No module of the checker (shapes/) is on a run-time import cycle: rule modules reach the checker
// through ctx.core (shapes/core.ts), never by importing check.ts back. `import type` is erased, so
// it does not count. The graph is the whole project's, so a cycle through another folder counts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { findProjectRoot } from '../corpus/project-root.js';

const root = findProjectRoot();
const SKIP = new Set(['node_modules', 'dist', 'spec', 'bench']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || SKIP.has(name)) return [];
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** The relative modules a file imports or re-exports at run time. */
function runtimeImports(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      const typeOnly = c !== undefined && (c.isTypeOnly || (c.name === undefined && c.namedBindings !== undefined && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) spec = st.moduleSpecifier;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      const typeOnly = st.exportClause !== undefined && ts.isNamedExports(st.exportClause) && st.exportClause.elements.length > 0 && st.exportClause.elements.every((e) => e.isTypeOnly);
      if (!typeOnly) spec = st.moduleSpecifier;
    }
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(resolve(dirname(file), spec.text.replace(/\.js$/, '.ts')));
  }
  return out;
}

/** The strongly connected components of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('no run-time import cycle goes through shapes/', () => {
  const graph = new Map(sources(root).map((f) => [f, runtimeImports(f)] as const));
  assert.ok([...graph.keys()].some((f) => relative(root, f) === join('shapes', 'check.ts')), 'shapes/check.ts was not found');
  const bad = cycles(graph)
    .map((c) => c.map((f) => relative(root, f)).sort())
    .filter((c) => c.some((f) => f.startsWith('shapes/')));
  assert.equal(bad, [], `import cycles: ${bad.map((c) => c.join(' ↔ ')).join('; ')}`);
});

test.run();
