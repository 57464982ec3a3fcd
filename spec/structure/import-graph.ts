// The project's import graph, read from the TypeScript sources, for the structure specs: which
// files import which, at run time. Type-only imports (`import type …`, `import { type A, type B }`,
// `export type … from`) are erased by the compiler and cannot make a cycle at run time, so they
// are kept apart; side-effect imports (`import './x.js'`) and re-exports (`export … from`) run.
// Dynamic `import()` runs when called, after every module has loaded, and is not an edge here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** The folders holding the project's source, and its root module. */
export const SOURCE_ROOTS = ['apl', 'shapes', 'core-ir', 'passes', 'gpu', 'cpu', 'ops', 'api', 'cli', 'playground', 'bench', 'spec', 'index.ts'] as const;

/** Not project source: test inputs written as other projects would, and build output. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'fixtures']);

export interface ImportRef {
  /** the module specifier as written: './x.js', 'node:fs' */
  readonly specifier: string;
  /** erased at compile time: nothing of the module is loaded at run time */
  readonly typeOnly: boolean;
  /** 1-based line of the import, for messages */
  readonly line: number;
}

/** A project file's import of another project file; paths are relative to the root, with '/'. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
  readonly line: number;
}

/** The static imports and re-exports of one module's text. */
export function importsOf(text: string, fileName = 'module.ts'): ImportRef[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const lineOf = (node: ts.Node): number => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      refs.push({ specifier: st.moduleSpecifier.text, typeOnly: importIsTypeOnly(st.importClause), line: lineOf(st) });
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier !== undefined && ts.isStringLiteral(st.moduleSpecifier)) {
      refs.push({ specifier: st.moduleSpecifier.text, typeOnly: exportIsTypeOnly(st), line: lineOf(st) });
    } else if (ts.isImportEqualsDeclaration(st) && ts.isExternalModuleReference(st.moduleReference) && ts.isStringLiteral(st.moduleReference.expression)) {
      refs.push({ specifier: st.moduleReference.expression.text, typeOnly: st.isTypeOnly, line: lineOf(st) });
    }
  }
  return refs;
}

/**
 * `import type …`, or named imports that are all marked `type` with no default import. A bare
 * `import './x.js'` (no clause) runs the module; so does `import {} from './x.js'`.
 */
function importIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name !== undefined) return false;
  const bindings = clause.namedBindings;
  if (bindings === undefined || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function exportIsTypeOnly(st: ts.ExportDeclaration): boolean {
  if (st.isTypeOnly) return true;
  const clause = st.exportClause;
  if (clause === undefined || ts.isNamespaceExport(clause)) return false;
  return clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** Every .ts source file under the roots that exist, relative to `root`, with '/'. */
export function sourceFiles(root: string, roots: readonly string[] = SOURCE_ROOTS): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) {
        out.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  for (const r of roots) {
    const path = join(root, r);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) walk(path);
    else out.push(r);
  }
  return out;
}

/** The project file a relative specifier names ('./x.js' is x.ts), or null for packages and builtins. */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = base.endsWith('.js') ? [base.slice(0, -3) + '.ts'] : [base, `${base}.ts`, `${base}/index.ts`];
  return candidates.find(exists) ?? null;
}

/** The imports between the project's source files. */
export function importGraph(root: string, files: readonly string[] = sourceFiles(root)): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const ref of importsOf(readFileSync(join(root, from), 'utf8'), from)) {
      const to = resolveSpecifier(from, ref.specifier, (f) => known.has(f));
      if (to !== null) edges.push({ from, to, typeOnly: ref.typeOnly, line: ref.line });
    }
  }
  return edges;
}

/**
 * Tarjan's strongly connected components of a directed graph. Returns the components that hold a
 * cycle (two or more nodes, or one that imports itself), each sorted, in a stable order.
 */
export function cyclicComponents(nodes: readonly string[], edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, []);
    if (!next.has(e.to)) next.set(e.to, []);
    next.get(e.from)!.push(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  // iterative, so that a long import chain cannot overflow the call stack
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const succ = next.get(top.node)!;
      if (top.i < succ.length) {
        const w = succ[top.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      for (;;) {
        const w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
        if (w === top.node) break;
      }
      if (component.length > 1 || succ.includes(top.node)) found.push(component.sort());
    }
  }
  return found.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/**
 * A cycle's members with the run-time imports that close it, one line per importing file:
 * `shapes/check.ts → shapes/at.ts, shapes/cells.ts`.
 */
export function describeComponent(component: readonly string[], edges: readonly ImportEdge[]): string {
  const inside = new Set(component);
  const lines = component.map((f) => {
    const targets = [...new Set(edges.filter((e) => e.from === f && !e.typeOnly && inside.has(e.to)).map((e) => e.to))].sort();
    return `    ${f} → ${targets.join(', ')}`;
  });
  return `  ${component.length} files: ${component.join(' ')}\n${lines.join('\n')}`;
}
