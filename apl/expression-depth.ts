// A bound on how deeply a program's syntax tree nests. The checker, the lowering and the passes
// recurse over expressions, so a long chain (`1+1+1+…`, each term a level) needs stack in
// proportion. Where the stack ran out the compiler used to give a LIMIT ERROR, but whether it ran
// out depended on how deep the caller's own stack already was (a program compiled inside a test
// runner, or by the language server, got further than the same program from the command line).
// A fixed bound, checked here before anything recurses, gives every caller the same answer.
import type { Program, Span } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';

/** Syntax-tree levels allowed (a term of a chain is a level; parentheses nest at most 512 deep). */
export const MAX_EXPRESSION_DEPTH = 1000;

function isNode(x: unknown): x is { readonly kind: string; readonly span?: Span } {
  return typeof x === 'object' && x !== null && typeof (x as { kind?: unknown }).kind === 'string';
}

/** The first place where the tree is deeper than MAX_EXPRESSION_DEPTH, as a LIMIT ERROR; null when it is not. */
export function expressionTooDeep(p: Program): Diagnostic | null {
  // iterative, so that the check itself needs no stack
  const work: { readonly node: unknown; readonly depth: number; readonly at: Span | null }[] = p.body.map((s) => ({ node: s, depth: 0, at: s.span }));
  while (work.length > 0) {
    const { node, depth, at } = work.pop()!;
    if (Array.isArray(node)) {
      for (const x of node) work.push({ node: x, depth, at });
      continue;
    }
    if (!isNode(node)) continue;
    const span = node.span ?? at;
    if (depth > MAX_EXPRESSION_DEPTH) {
      return diag('LIMIT', `the expression nests more than ${MAX_EXPRESSION_DEPTH} levels deep (a chain of more than about ${MAX_EXPRESSION_DEPTH} terms): split it into several statements`, p.file.name, span);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'span' || key === 'file') continue;
      if (isNode(child) || Array.isArray(child)) work.push({ node: child, depth: depth + 1, at: span });
    }
  }
  return null;
}
