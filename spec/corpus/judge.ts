// Judges one run of a corpus program against its expectation, and a backend against the reference
// interpreter. Pure functions over what the driver returned, so they are unit-tested without a pipeline.
import type { Diagnostic } from '../../apl/diagnostics.js';
import { location } from '../../apl/diagnostics.js';
import { formatLines, type DisplayValue } from '../../apl/format.js';
import type { Expectation, ExpectedError } from './expectation.js';
import { compareOutput, compareValues, describeMismatch, CORPUS_TOLERANCE, type Tolerance } from './compare.js';

export type CorpusBackend = 'interp' | 'cpu' | 'webgpu';

/** The part of the driver's RunOutcome the corpus looks at. */
export interface RunResult {
  readonly outputs: readonly DisplayValue[];
  readonly error: Diagnostic | null;
  readonly dispatches: number;
}

/** What happened to a program on one backend: it did not compile, or it ran (maybe into an error). */
export type Attempt =
  | { readonly stage: 'compile'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly stage: 'run'; readonly result: RunResult };

/** Everything printed: each value in display form, one after another. */
export function printedLines(outputs: readonly DisplayValue[]): string[] {
  return outputs.flatMap((v) => formatLines(v));
}

export function describeDiagnostic(d: Diagnostic): string {
  return `${d.cls} ERROR: ${d.message} (${location(d.file, d.span)})`;
}

function matchesError(d: Diagnostic, e: ExpectedError): boolean {
  if (d.cls !== e.cls) return false;
  if (e.at === null) return true;
  return d.span !== null && d.span.start.line === e.at.line && d.span.start.col === e.at.col;
}

function describeExpectedError(e: ExpectedError): string {
  return `${e.cls} ERROR` + (e.at ? ` at ${e.at.line}:${e.at.col}` : '');
}

function indent(lines: readonly string[]): string {
  return lines.length === 0 ? '    (nothing)' : lines.map((l) => '    ' + l).join('\n');
}

function outputProblem(path: string, expected: readonly string[], actual: readonly string[]): string | null {
  const mismatch = compareOutput(expected, actual, CORPUS_TOLERANCE);
  if (mismatch === null) return null;
  return `${path}: output differs at ${describeMismatch(mismatch)}\n  expected:\n${indent(expected)}\n  actual:\n${indent(actual)}`;
}

/** Problems with one backend's attempt; an empty list means it met the expectation. */
export function judgeAttempt(path: string, backend: CorpusBackend, exp: Expectation, attempt: Attempt): string[] {
  const problems: string[] = [];
  if (attempt.stage === 'compile') {
    const diags = attempt.diagnostics.map(describeDiagnostic);
    if (exp.error === null) {
      problems.push(`${path}: did not compile:\n${indent(diags)}`);
    } else if (!attempt.diagnostics.some((d) => matchesError(d, exp.error!))) {
      problems.push(`${path}: expected ${describeExpectedError(exp.error)}, compile errors were:\n${indent(diags)}`);
    } else if (exp.output !== null) {
      // Nothing ran, so nothing was printed before the error.
      const p = outputProblem(path, exp.output, []);
      if (p) problems.push(p);
    }
    return problems;
  }
  const { result } = attempt;
  const printed = printedLines(result.outputs);
  if (exp.error === null) {
    if (result.error !== null) problems.push(`${path} [${backend}]: run-time error: ${describeDiagnostic(result.error)}`);
  } else if (result.error === null) {
    problems.push(`${path} [${backend}]: expected ${describeExpectedError(exp.error)}, but it ran to the end and printed:\n${indent(printed)}`);
  } else if (!matchesError(result.error, exp.error)) {
    problems.push(`${path} [${backend}]: expected ${describeExpectedError(exp.error)}, got ${describeDiagnostic(result.error)}`);
  }
  if (exp.output !== null) {
    const p = outputProblem(`${path} [${backend}]`, exp.output, printed);
    if (p) problems.push(p);
  }
  if (backend === 'webgpu' && exp.kernels !== null && result.dispatches > exp.kernels) {
    problems.push(`${path} [webgpu]: ${result.dispatches} kernel dispatches, at most ${exp.kernels} expected`);
  }
  return problems;
}

/**
 * Problems with two backends disagreeing: same values (within tolerance) and the same error. `names`
 * label the two results (the reference first).
 */
export function judgeAgreement(path: string, cpu: RunResult, gpu: RunResult, names: readonly [string, string] = ['cpu', 'webgpu'], tol: Tolerance = CORPUS_TOLERANCE): string[] {
  const [a, b] = names;
  const problems: string[] = [];
  const errorOf = (r: RunResult): string => (r.error === null ? 'no error' : `${r.error.cls} ERROR`);
  if (errorOf(cpu) !== errorOf(gpu)) {
    problems.push(`${path}: ${a} ended with ${errorOf(cpu)}, ${b} with ${errorOf(gpu)}`);
  }
  if (cpu.outputs.length !== gpu.outputs.length) {
    problems.push(`${path}: ${a} printed ${cpu.outputs.length} values, ${b} ${gpu.outputs.length}`);
  }
  const n = Math.min(cpu.outputs.length, gpu.outputs.length);
  for (let i = 0; i < n; i++) {
    const why = compareValues(cpu.outputs[i]!, gpu.outputs[i]!, tol);
    if (why !== null) {
      problems.push(`${path}: value ${i + 1} differs between backends: ${why}\n  ${a}:\n${indent(formatLines(cpu.outputs[i]!))}\n  ${b}:\n${indent(formatLines(gpu.outputs[i]!))}`);
    }
  }
  return problems;
}
