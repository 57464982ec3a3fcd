// ⎕NGET 'path' reads a text file when the program is compiled, not when it runs: the checker must
// know the length of every array to prove the shapes of what uses it, and a file named by a
// literal path has one length, its text's. So the call is replaced by the text itself (raveled,
// so that a one-character file is a vector, as Dyalog's is) before checking, and the compiled
// program holds it as a constant. Reading is the caller's (the aplc command gives the file
// system, relative to the program); this module only finds the calls and splices the text in.
import type { Expr, Fn, Program, Span } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';

/** The text of a file, or why it cannot be read. */
export type ReadTextFile = (path: string) => { readonly text: string } | { readonly error: string };

const NGET = '⎕NGET';

function isNget(fn: unknown): boolean {
  return typeof fn === 'object' && fn !== null && (fn as Fn).kind === 'prim' && (fn as { glyph: string }).glyph === NGET;
}

/** Dyalog gives the content with its line ends as LF, whatever the file used, and without a byte-order mark. */
function normalisedText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function textExpr(text: string, span: Span): Expr {
  return { kind: 'monadic', fn: { kind: 'prim', glyph: ',', axis: null, span }, arg: { kind: 'str', value: text, span }, span };
}

/**
 * The program with every `⎕NGET 'literal path'` replaced by the file's text; a path that is not a
 * literal, a flag argument (lines need nested arrays) or a file that cannot be read is an error.
 */
export function resolveFileReads(prog: Program, read: ReadTextFile): { program: Program; errors: Diagnostic[] } {
  if (!/⎕nget/i.test(prog.file.text)) return { program: prog, errors: [] };
  const errors: Diagnostic[] = [];
  const file = prog.file.name;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const n = node as { kind?: string; fn?: unknown; arg?: Expr; span: Span };
    if (n.kind === 'dyadic' && isNget(n.fn)) {
      errors.push(diag('SYNTAX', `${NGET} takes no left argument`, file, n.span));
      return node;
    }
    if (n.kind === 'monadic' && isNget(n.fn) && n.arg !== undefined) {
      const arg = n.arg;
      if (arg.kind === 'strand' && arg.items[0]?.kind === 'str') {
        errors.push(diag('NONCE', `${NGET} with flags (as ${NGET} path 1, the lines) needs nested arrays, which aplc does not have; ${NGET} path gives the text`, file, arg.span));
        return node;
      }
      if (arg.kind !== 'str') {
        errors.push(
          diag('NONCE', `${NGET}'s path must be a string literal: aplc reads the file when it compiles the program, so that the checker knows the length of its text`, file, arg.span),
        );
        return node;
      }
      const r = read(arg.value);
      if ('error' in r) {
        errors.push(diag('FILE NAME', `${NGET}: ${r.error}`, file, n.span));
        return node;
      }
      return textExpr(normalisedText(r.text), n.span);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'span' || k === 'file' ? v : visit(v);
    return out;
  };
  return { program: { ...prog, body: visit(prog.body) as Program['body'] }, errors };
}
