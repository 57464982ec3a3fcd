// `aplc FILE.apl ARG…`: a file that declares `main` with a signature comment (`⍝ main: ⍵ f32[n,3]
// → f32[3]`) is a program. Its arguments are read as arrays (read-inputs.ts), checked against the
// signature (bind-arguments.ts: the lengths bind main's size names, for which the body was proved),
// main runs with the file's statements before its definition as its prelude, and its result is
// printed, or written with `-o FILE`. A file without a declared main stays a script.
import { readFileSync } from 'node:fs';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Span } from '../apl/ast.js';
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import { formatJson, formatLines } from '../apl/format.js';
import type { SourceFile } from '../apl/ast.js';
import type { ArrayValue } from '../core-ir/value.js';
import { compilerFailure } from '../passes/compiler-failure.js';
import { lowerFunction } from '../passes/lower-function.js';
import { runPasses } from '../passes/pipeline.js';
import { checkFunction } from '../shapes/check-function.js';
import { declaredSignatures, showArgType, signatureComments, type FnSignature } from '../shapes/signature.js';
import { bindArguments, type SignatureSite } from './bind-arguments.js';
import { checkSource, describeRun, f64OnCpuMessage, parseWithFiles, runCompiled, type Backend, type CompiledProgram } from './driver.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { argumentKind, readInputs, type ArgumentKind } from './read-inputs.js';
import { outputFormat, writeResult } from './write-output.js';

export interface ProgramOptions {
  readonly backend: Backend;
  readonly json: boolean;
  readonly verbose: boolean;
  /** -o FILE */
  readonly output: string | null;
  readonly disabled: ReadonlySet<string>;
  /** `--float`: the program's float width over the file's ⎕FR */
  readonly float?: FloatWidth | undefined;
}

/** What became of the file: it is a script (the caller runs it), it ran (exit code), or bad usage. */
export type ProgramRun = { readonly k: 'script' } | { readonly k: 'ran'; readonly exit: number } | { readonly k: 'usage'; readonly message: string };

function print(ds: readonly Diagnostic[], source: SourceFile): number {
  for (const d of ds) process.stderr.write(formatDiagnostic(d, source) + '\n');
  return 1;
}

/** The signature's text in main's comment, where argument errors point. */
function signatureSite(text: string, file: string): SignatureSite {
  const c = signatureComments(text).find((s) => s.name === 'main');
  if (c === undefined) return { file, span: null };
  const lines = text.split('\n');
  const offset = lines.slice(0, c.line - 1).reduce((n, l) => n + l.length + 1, 0) + [...(lines[c.line - 1] ?? '')].slice(0, c.col - 1).join('').length;
  const width = [...c.sig].length;
  const span: Span = { start: { line: c.line, col: c.col, offset }, end: { line: c.line, col: c.col + width, offset: offset + c.sig.length } };
  return { file, span };
}

function takes(sig: FnSignature): string {
  return sig.alpha ? `two arguments, ⍺ ${showArgType(sig.alpha)} then ⍵ ${showArgType(sig.omega)}` : `one argument, ⍵ ${showArgType(sig.omega)}`;
}

/** main checked at its signature, lowered and optimised. */
function compileMain(prog: Parameters<typeof checkFunction>[0], sig: FnSignature, source: SourceFile, disabled: ReadonlySet<string>, float: FloatWidth | undefined): CompiledProgram | readonly Diagnostic[] {
  try {
    const width = float ?? prog.float ?? DEFAULT_FLOAT_WIDTH;
    const fn = checkFunction({ ...prog, float: width }, 'main', sig);
    if (isLeft(fn)) return fn.left;
    return { source, ir: runPasses(lowerFunction(fn.right, source.name, width), undefined, disabled) };
  } catch (e) {
    return [compilerFailure(e, source.name)];
  }
}

function usageOf(args: readonly string[], sig: FnSignature, file: string): ArgumentKind[] | string {
  const want = sig.alpha ? 2 : 1;
  if (args.length !== want) return `${file}: main takes ${takes(sig)}; ${args.length === 0 ? 'none was' : args.length === 1 ? '1 was' : `${args.length} were`} given`;
  const kinds: ArgumentKind[] = [];
  for (const a of args) {
    const k = argumentKind(a);
    if (typeof k === 'string') return k;
    kinds.push(k);
  }
  if (kinds.filter((k) => k.k === 'stdin').length > 1) return 'only one argument can be - (stdin)';
  return kinds;
}

function printResult(v: ArrayValue, json: boolean): void {
  process.stdout.write(json ? formatJson(v) + '\n' : formatLines(v).map((l) => l + '\n').join(''));
}

export async function runMainProgram(text: string, file: string, args: readonly string[], opts: ProgramOptions): Promise<ProgramRun> {
  const source = { name: file, text };
  const noMain = `${file} declares no main (as ⍝ main: ⍵ f32[n] → f32)`;
  // a script is parsed once, by the caller that runs it
  if (!signatureComments(text).some((c) => c.name === 'main')) {
    if (args.length > 0) return { k: 'usage', message: `${noMain}, so it takes no arguments` };
    if (opts.output !== null) return { k: 'usage', message: `-o writes main's result, and ${noMain}` };
    return { k: 'script' };
  }
  const parsed = parseWithFiles(text, file);
  if (isLeft(parsed)) return { k: 'ran', exit: print(parsed.left, source) };
  const main = declaredSignatures(parsed.right, text, file).declared.find((d) => d.name === 'main');
  if (main === undefined) {
    // a signature comment for main, but no function main, or a malformed signature (said here)
    const checked = checkSource(text, file);
    if (isLeft(checked)) return { k: 'ran', exit: print(checked.left, source) };
    if (args.length > 0) return { k: 'usage', message: `${noMain}, so it takes no arguments` };
    if (opts.output !== null) return { k: 'usage', message: `-o writes main's result, and ${noMain}` };
    return { k: 'script' };
  }
  const kinds = usageOf(args, main.sig, file);
  if (typeof kinds === 'string') return { k: 'usage', message: kinds };
  const format = opts.output === null ? null : outputFormat(opts.output);
  if (opts.output !== null && format === null) return { k: 'usage', message: `-o ${opts.output}: the result is written as .npy, .json or .csv` };
  // the whole file is checked as `aplc check` checks it, then main is compiled at its signature
  const checked = checkSource(text, file);
  if (isLeft(checked)) return { k: 'ran', exit: print(checked.left, source) };
  const compiled = compileMain(parsed.right, main.sig, source, opts.disabled, opts.float);
  if (!('ir' in compiled)) return { k: 'ran', exit: print(compiled, source) };
  const inputs = readInputs(kinds, () => readFileSync(0, 'utf8'));
  if ('diagnostics' in inputs) return { k: 'ran', exit: print(inputs.diagnostics, inputs.source) };
  const bound = bindArguments(inputs, main.sig, signatureSite(text, file), compiled.ir.float ?? DEFAULT_FLOAT_WIDTH);
  if ('error' in bound) return { k: 'ran', exit: print([bound.error], source) };
  let outcome;
  try {
    outcome = await runCompiled(compiled, { backend: opts.backend, verbose: opts.verbose, inputs: bound.values });
  } catch (e) {
    process.stderr.write(`LIMIT ERROR: ${(e as Error).message}\n`);
    return { k: 'ran', exit: 1 };
  }
  if (opts.verbose) process.stderr.write(describeRun(outcome, opts.backend));
  else if (outcome.f64OnCpu !== undefined && opts.backend === 'webgpu') process.stderr.write(`aplc: ${f64OnCpuMessage(outcome.f64OnCpu)}\n`);
  for (const v of outcome.outputs) printResult(v, opts.json);
  if (outcome.error) return { k: 'ran', exit: print([outcome.error], source) };
  const result = outcome.results[0]!;
  if (opts.output === null || format === null) {
    printResult(result, opts.json);
    return { k: 'ran', exit: 0 };
  }
  const failed = writeResult(result, opts.output, format);
  if (failed !== null) return { k: 'ran', exit: print([{ cls: failed.cls, message: failed.message, file: opts.output, span: null, related: [] }], { name: opts.output, text: '' }) };
  if (opts.verbose) process.stderr.write(`aplc: wrote ${opts.output}\n`);
  return { k: 'ran', exit: 0 };
}
