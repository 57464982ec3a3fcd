// ⎕NGET 'path' reads a text file when the program is compiled, not when it runs: the checker must
// know the length of every array to prove the shapes of what uses it, and a file named by a
// literal path has one length, its text's. So the call is replaced by the text itself (raveled,
// so that a one-character file is a vector, as Dyalog's is) before checking, and the compiled
// program holds it as a constant. Dyalog's result is nested (the content, the encoding, the line
// end), which aplc cannot hold (its items differ in type), so the idiom `⊃⎕NGET path` is read as
// the content it picks, `⊃⎕NGET path 1` as the lines (a vector of character vectors), and a bare
// `⎕NGET path` as the content too (a documented deviation; the lines form is then a NONCE). Reading is the caller's (the aplc command gives the file
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

const prim = (glyph: string, span: Span): Fn => ({ kind: 'prim', glyph, axis: null, span });

function textExpr(text: string, span: Span): Expr {
  return { kind: 'monadic', fn: prim(',', span), arg: { kind: 'str', value: text, span }, span };
}

/** The lines of a text as Dyalog's ⎕NGET path 1 gives them: split at LF, no empty last line for a final LF. */
function linesExpr(text: string, span: Span): Expr | null {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (text === '') return null;
  const items = lines.map((l) => textExpr(l, span));
  // one line is a one-item vector: ,⊂line (a strand has at least two items)
  if (items.length === 1) return { kind: 'monadic', fn: prim(',', span), arg: { kind: 'monadic', fn: prim('⊂', span), arg: items[0]!, span }, span };
  return { kind: 'strand', items, span };
}

function isFirst(fn: unknown): boolean {
  return typeof fn === 'object' && fn !== null && (fn as Fn).kind === 'prim' && (fn as { glyph: string }).glyph === '⊃';
}

/**
 * The program with every `⎕NGET 'literal path'` replaced by the file's text; a path that is not a
 * literal, a flag argument (lines need nested arrays) or a file that cannot be read is an error.
 */
export function resolveFileReads(prog: Program, read: ReadTextFile): { program: Program; errors: Diagnostic[] } {
  if (!/⎕nget/i.test(prog.file.text)) return { program: prog, errors: [] };
  const errors: Diagnostic[] = [];
  const file = prog.file.name;
  // the expression a call reads to, or null after reporting why it cannot
  const readCall = (arg: Expr, span: Span, picked: boolean): Expr | null => {
    const flagged = arg.kind === 'strand' && arg.items.length === 2 && arg.items[0]?.kind === 'str' && arg.items[1]?.kind === 'num';
    const path = flagged ? arg.items[0] : arg;
    const flag = flagged && arg.items[1]?.kind === 'num' ? arg.items[1].value : 0;
    if (flagged && flag !== 0 && flag !== 1) {
      errors.push(diag('DOMAIN', `${NGET}'s flag is 0 (the content) or 1 (the lines), not ${flag}`, file, arg.span));
      return null;
    }
    if (flag === 1 && !picked) {
      errors.push(diag('NONCE', `${NGET} path 1 is nested (the lines, the encoding, the line end), which aplc cannot hold: ⊃${NGET} path 1 gives the lines`, file, arg.span));
      return null;
    }
    if (path?.kind !== 'str') {
      errors.push(
        diag('NONCE', `${NGET}'s path must be a string literal: aplc reads the file when it compiles the program, so that the checker knows the length of its text`, file, (path ?? arg).span),
      );
      return null;
    }
    const r = read(path.value);
    if ('error' in r) {
      errors.push(diag('FILE NAME', `${NGET}: ${r.error}`, file, span));
      return null;
    }
    const text = normalisedText(r.text);
    if (flag === 0) return textExpr(text, span);
    const lines = linesExpr(text, span);
    if (lines === null) errors.push(diag('NONCE', `${NGET} path 1 of an empty file (no lines) is an empty nested vector, which aplc cannot hold`, file, span));
    return lines;
  };
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const n = node as { kind?: string; fn?: unknown; arg?: Expr; span: Span };
    if (n.kind === 'dyadic' && isNget(n.fn)) {
      errors.push(diag('SYNTAX', `${NGET} takes no left argument`, file, n.span));
      return node;
    }
    // ⊃⎕NGET path [1]: the item Dyalog's idiom picks, the content or the lines
    if (n.kind === 'monadic' && isFirst(n.fn) && n.arg !== undefined && n.arg.kind === 'monadic' && isNget(n.arg.fn)) {
      return readCall(n.arg.arg, n.span, true) ?? node;
    }
    if (n.kind === 'monadic' && isNget(n.fn) && n.arg !== undefined) return readCall(n.arg, n.span, false) ?? node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'span' || k === 'file' ? v : visit(v);
    return out;
  };
  return { program: { ...prog, body: visit(prog.body) as Program['body'] }, errors };
}
