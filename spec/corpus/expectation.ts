// A corpus program states what it expects in its leading comment block, after Futhark's test blocks:
//
//   ⍝ == output:          (the following `⍝ ` lines, up to the next `⍝ ==` or the first
//   ⍝ 1 2 3                non-comment line, are the expected stdout; `⍝` alone is an empty line)
//   ⍝ == output: 1 2 3    (a one-line expectation)
//   ⍝ == error: LENGTH ERROR 3:7    (class, optional line:col; compile time or run time)
//   ⍝ == kernels: 2       (at most this many dispatches on webgpu)
//   ⍝ == skip-gpu: reason (runs on the cpu only)
//   ⍝ == max-memory: 1M   (the memory cap for its runs, as APLC_MAX_MEMORY takes it: a LIMIT ERROR
//                          for an array too large, without allocating gigabytes in a test)
//
// Ordinary comments before the first `⍝ ==` line are free text. An unknown directive is an error
// rather than ignored, so that a misspelt expectation cannot silently assert nothing.
import type { ErrorClass } from '../../apl/diagnostics.js';
import { parseMemorySize } from '../../core-ir/memory-cap.js';

export interface ExpectedError {
  readonly cls: ErrorClass;
  /** 1-based line and column (in code points), when the program pins the place down */
  readonly at: { readonly line: number; readonly col: number } | null;
}

export interface Expectation {
  /** expected stdout lines, or null when the output is not checked */
  readonly output: readonly string[] | null;
  readonly error: ExpectedError | null;
  /** the most dispatches allowed on webgpu, or null */
  readonly kernels: number | null;
  /** why the program runs on the cpu only, or null */
  readonly skipGpu: string | null;
  /** the memory cap in bytes for its runs (core-ir/memory-cap.ts), or null for the default */
  readonly maxMemory: number | null;
}

export type ParsedExpectation =
  | { readonly ok: true; readonly expectation: Expectation }
  | { readonly ok: false; readonly problem: string };

const ERROR_CLASSES: readonly ErrorClass[] = ['SYNTAX', 'VALUE', 'RANK', 'LENGTH', 'DOMAIN', 'INDEX', 'AXIS', 'NONCE', 'FILE', 'LIMIT'];

const DIRECTIVE = /^⍝ ?==\s*([a-z-]+)\s*:\s?(.*)$/;

function isComment(line: string): boolean {
  return line.trimStart().startsWith('⍝');
}

/** The text of an output line: `⍝ 1 2 3` → `1 2 3`, a bare `⍝` → an empty line. */
function commentBody(line: string): string {
  const rest = line.trimStart().slice(1);
  return rest.startsWith(' ') ? rest.slice(1) : rest;
}

function parseError(text: string): ExpectedError | string {
  const m = /^([A-Z]+)(?:\s+ERROR)?(?:\s+(\d+):(\d+))?$/.exec(text.trim());
  const cls = m?.[1] as ErrorClass | undefined;
  if (!m || cls === undefined || !ERROR_CLASSES.includes(cls)) {
    return `bad error expectation "${text.trim()}" (want e.g. "LENGTH ERROR" or "LENGTH ERROR 3:7")`;
  }
  const at = m[2] !== undefined && m[3] !== undefined ? { line: Number(m[2]), col: Number(m[3]) } : null;
  return { cls, at };
}

/** Reads the expectation from a program's leading comment block (blank lines may separate its parts). */
export function parseExpectation(source: string): ParsedExpectation {
  const lines = source.split(/\r\n|\r|\n/);
  let output: string[] | null = null;
  let error: ExpectedError | null = null;
  let kernels: number | null = null;
  let skipGpu: string | null = null;
  let maxMemory: number | null = null;
  // Lines after `⍝ == output:` belong to the block until another directive or a non-comment line.
  let inOutputBlock = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') { inOutputBlock = false; continue; }
    if (!isComment(line)) break;
    const d = DIRECTIVE.exec(trimmed);
    if (d === null) {
      if (inOutputBlock) output!.push(commentBody(line));
      continue;
    }
    inOutputBlock = false;
    const [, name = '', rawArg = ''] = d;
    const arg = rawArg.trimEnd();
    switch (name) {
      case 'output':
        if (output !== null) return { ok: false, problem: 'more than one "⍝ == output" block' };
        output = arg.trim() === '' ? [] : [arg.trim()];
        inOutputBlock = arg.trim() === '';
        break;
      case 'error': {
        const e = parseError(arg);
        if (typeof e === 'string') return { ok: false, problem: e };
        error = e;
        break;
      }
      case 'kernels':
        if (!/^\d+$/.test(arg.trim())) return { ok: false, problem: `bad kernels expectation "${arg.trim()}" (want a count)` };
        kernels = Number(arg.trim());
        break;
      case 'skip-gpu':
        if (arg.trim() === '') return { ok: false, problem: '"⍝ == skip-gpu:" needs a reason' };
        skipGpu = arg.trim();
        break;
      case 'max-memory':
        maxMemory = parseMemorySize(arg);
        if (maxMemory === null) return { ok: false, problem: `bad max-memory "${arg.trim()}" (want a size such as 1M)` };
        break;
      default:
        return { ok: false, problem: `unknown directive "⍝ == ${name}:" (known: output, error, kernels, skip-gpu, max-memory)` };
    }
  }
  if (output === null && error === null) {
    return { ok: false, problem: 'no "⍝ == output:" or "⍝ == error:" expectation in the leading comments' };
  }
  return { ok: true, expectation: { output, error, kernels, skipGpu, maxMemory } };
}
