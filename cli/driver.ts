// The driver: source text to a compiled program, and a compiled program to its printed values on
// the WebGPU backend, the cpu backend (JavaScript kernels) or the reference interpreter, for the command (`aplc FILE`, `check`, `plan`, `dev`) and the tests.
// The embedding API compiles functions at signatures through api/functions.ts instead.
import { left, right, isLeft, type Either } from 'fp-ts/lib/Either.js';
import type { Program as AstProgram, SourceFile } from '../apl/ast.js';
import { diag, type Diagnostic } from '../apl/diagnostics.js';
import { resolveFileReads, type ReadTextFile } from '../apl/file-reads.js';
import { parseProgram } from '../apl/parse.js';
import { interpret } from '../core-ir/interp.js';
import { runOnCpu } from '../cpu/run.js';
import { cpuWorkerCount, shutdownCpuPool } from '../cpu/pool.js';
import { chooseDevice } from '../api/auto-backend.js';
import { validateProgram } from '../core-ir/validate.js';
import type { Program } from '../core-ir/syntax.js';
import type { PlannedFigures } from '../core-ir/memory.js';
import { AplRuntimeError, elementCount, type ArrayValue } from '../core-ir/value.js';
import { describeGpu, releaseGpu } from '../gpu/device.js';
import { runOnGpu, type GpuRunResult } from '../gpu/exec.js';
import { profileFor } from '../gpu/device-profile.js';
import { compilerFailure } from '../passes/compiler-failure.js';
import { lowerProgram } from '../passes/lower.js';
import { runPasses, type PassSnapshot } from '../passes/pipeline.js';
import { checkProgram } from '../shapes/check.js';
import { checkFunction } from '../shapes/check-function.js';
import { declaredSignatures, showSignature } from '../shapes/signature.js';
import type { TFunction, TProgram } from '../shapes/typed.js';
import { walkExprs } from '../shapes/walk.js';
import { textFilesBeside } from './text-files.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';

/** `auto`: WebGPU where an adapter exists, else cpu; `interp`: the reference interpreter. */
export type Backend = 'auto' | 'webgpu' | 'cpu' | 'interp';

/** The backends a program can run on (Backend less the choice `auto`). */
export type RanOn = 'webgpu' | 'cpu' | 'interp';

export interface CompiledProgram {
  readonly source: SourceFile;
  readonly ir: Program<'soacs'>;
}

/**
 * Parse, then put the text of the files ⎕NGET names in its place (read beside the program unless
 * `readFile` says otherwise): the program as the checker sees it.
 */
export function parseWithFiles(text: string, file: string, readFile: ReadTextFile = textFilesBeside(file)): Either<readonly Diagnostic[], AstProgram> {
  const parsed = parseProgram({ name: file, text });
  if (isLeft(parsed)) return parsed;
  const { program, errors } = resolveFileReads(parsed.right, readFile);
  return errors.length > 0 ? left(errors) : right(program);
}

/**
 * Parse and check only (what `aplc check` runs): the program, and every function declared with a
 * signature comment (`⍝ name: ⍺ f32[n] ⍵ f32[n] → f32`), proved for all values of its sizes.
 */
export function checkSource(text: string, file: string, float?: FloatWidth): Either<readonly Diagnostic[], TProgram> {
  try {
    const parsed = parseWithFiles(text, file);
    if (isLeft(parsed)) return parsed;
    // `--float` over the file's ⎕FR←645: the width types the folds of ints (shapes/reduce-products.ts)
    const checked = checkProgram(float === undefined ? parsed.right : { ...parsed.right, float });
    const declared = checkDeclared(parsed.right, text, file);
    const errors = [...(isLeft(checked) ? checked.left : []), ...declared.errors];
    if (errors.length > 0) return left(errors.sort((a, b) => (a.span?.start.offset ?? 0) - (b.span?.start.offset ?? 0)));
    const prog = (checked as { right: TProgram }).right;
    return right({ ...prog, signatures: [...declared.proved, ...prog.signatures], declared: declared.functions });
  } catch (e) {
    return left([compilerFailure(e, file)]);
  }
}

/**
 * The declared functions, each checked at its signature. A function is proved for all sizes only
 * when its body holds no run-time shape check; otherwise it holds for all sizes where those checks
 * pass, and saying "proved" would be a claim the program can break at run time.
 */
function checkDeclared(prog: AstProgram, text: string, file: string): { errors: Diagnostic[]; proved: string[]; functions: NonNullable<TProgram['declared']>[number][] } {
  const { declared, errors } = declaredSignatures(prog, text, file);
  const proved: string[] = [];
  const functions: NonNullable<TProgram['declared']>[number][] = [];
  for (const { name, sig } of declared) {
    const r = checkFunction(prog, name, sig);
    if (isLeft(r)) {
      errors.push(...r.left);
      continue;
    }
    const signature = showSignature(sig);
    functions.push({ name, signature, fn: r.right });
    const checks = runtimeShapeChecks(r.right);
    proved.push(
      checks === 0
        ? `${name}: ${signature} (declared; proved for all sizes)`
        : `${name}: ${signature} (declared; not proved: ${checks} run-time shape check${checks === 1 ? '' : 's'} remain${checks === 1 ? 's' : ''}, listed by --explain)`,
    );
  }
  return { errors, proved, functions };
}

/** The run-time shape checks (assertEq) in a checked function's prelude and body. */
function runtimeShapeChecks(fn: TFunction): number {
  let n = 0;
  walkExprs([...fn.prelude.map((s) => s.value), fn.body], (e) => {
    if (e.node.k === 'assertEq') n++;
  });
  return n;
}

/**
 * parse → check → lower → optimise; never throws for bad input. `float`: the program's float width
 * (`--float`), over the file's `⎕FR←645`; absent: the file's, else f32.
 */
export function compileSource(
  text: string,
  file: string,
  opts: { after?: (s: PassSnapshot) => void; disabled?: ReadonlySet<string>; validate?: boolean; float?: FloatWidth } = {},
): Either<readonly Diagnostic[], CompiledProgram> {
  const checked = checkSource(text, file, opts.float);
  if (isLeft(checked)) return checked;
  try {
    const after = (snap: PassSnapshot): void => {
      if (opts.validate) {
        const problems = validateProgram(snap.program);
        if (problems.length > 0) throw new Error(`invalid IR after ${snap.pass}: ${problems.slice(0, 5).join('; ')}`);
      }
      opts.after?.(snap);
    };
    const lowered = lowerProgram(checked.right, file, opts.float ?? checked.right.float ?? DEFAULT_FLOAT_WIDTH);
    after({ pass: 'lower', program: lowered });
    const ir = runPasses(lowered, after, opts.disabled);
    return right({ source: { name: file, text }, ir });
  } catch (e) {
    return left([compilerFailure(e, file)]);
  }
}


export interface RunOutcome {
  readonly outputs: readonly ArrayValue[];
  /** the program's results (a declared main's value; nothing for a script), empty after an error */
  readonly results: readonly ArrayValue[];
  readonly error: Diagnostic | null;
  readonly backend: RanOn;
  readonly adapter: string | null;
  readonly dispatches: number;
  /** webgpu runs that ended without an error: the device profile the kernels were planned for, and device memory */
  readonly profile?: string;
  readonly memory?: GpuRunResult['memory'];
  /** webgpu runs that ended without an error: the WGSL of the kernels dispatched */
  readonly shaders?: GpuRunResult['shaders'];
  /** where `auto` was asked for: why it picked this backend */
  readonly autoReason?: string;
  /**
   * an f64 program asked to run on webgpu (or auto) ran on the cpu backend instead: what WebGPU's
   * double-float emulation lacks (gpu/df64-support.ts)
   */
  readonly f64OnCpu?: string;
}

/** Why an f64 program asked to run on WebGPU runs on the cpu backend (one line, for --verbose and stderr). */
export const f64OnCpuMessage = (missing: string): string =>
  `f64 program: runs on the cpu backend; WebGPU computes f64 in double-float pairs, which have no ${missing}`;

function runtimeDiagnostic(e: unknown, p: CompiledProgram): Diagnostic {
  if (e instanceof AplRuntimeError) {
    const span = e.loc ? { start: { line: e.loc.line, col: e.loc.col, offset: offsetOf(p.source.text, e.loc.line, e.loc.col) }, end: { line: e.loc.line, col: e.loc.col + 1, offset: offsetOf(p.source.text, e.loc.line, e.loc.col) + 1 } } : null;
    return diag(e.cls, e.message, e.loc?.file ?? p.source.name, span);
  }
  return compilerFailure(e, p.source.name);
}

function offsetOf(text: string, line: number, col: number): number {
  const lines = text.split('\n');
  let off = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) off += lines[i]!.length + 1;
  return off + [...(lines[line - 1] ?? '')].slice(0, col - 1).join('').length;
}

/**
 * The most items of one value the command prints. Its display holds a JavaScript string per item
 * (apl/format.ts), and V8 stops the process with a fatal error, not an exception, where an array
 * passes 2²⁷ elements: `1e9⍴1` computes fine (a 1 GB typed array) but killed the process when
 * printed. Past this limit the print is a LIMIT ERROR instead.
 */
export const MAX_PRINTED_ITEMS = 2 ** 24;

/** Never rejects for APL errors; backend 'webgpu' rejects only when no adapter exists. */
export async function runCompiled(p: CompiledProgram, opts: { backend: Backend; verbose?: boolean; inputs?: readonly ArrayValue[] }): Promise<RunOutcome> {
  const inputs = opts.inputs ?? [];
  const outputs: ArrayValue[] = [];
  const onOutput = (v: ArrayValue): void => {
    const n = elementCount(v.shape);
    if (n > MAX_PRINTED_ITEMS) throw new AplRuntimeError('LIMIT', `a value of ${n} items is too large to print (aplc prints at most ${MAX_PRINTED_ITEMS} items of one value)`, null);
    outputs.push(v);
  };
  const choice = await chooseDevice(opts.backend, p.ir);
  const why = { ...(choice.autoReason === undefined ? {} : { autoReason: choice.autoReason }), ...(choice.f64OnCpu === undefined ? {} : { f64OnCpu: choice.f64OnCpu }) };
  const ctx = choice.ctx;
  if (ctx !== null) {
    const adapter = describeGpu(ctx);
    try {
      const r = await runOnGpu(ctx, p.ir, inputs, onOutput);
      return { outputs, results: r.results, error: null, backend: 'webgpu', adapter, dispatches: r.dispatches, profile: profileFor(ctx).name, memory: r.memory, shaders: r.shaders, ...why };
    } catch (e) {
      return { outputs, results: [], error: runtimeDiagnostic(e, p), backend: 'webgpu', adapter, dispatches: 0, ...why };
    }
  }
  if (choice.noAdapter) throw new Error('no WebGPU adapter is available (on Debian without a GPU, install libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri for the software path)');
  const backend = opts.backend === 'interp' ? 'interp' : 'cpu';
  try {
    const results = backend === 'interp' ? interpret(p.ir, inputs, onOutput) : runOnCpu(p.ir, inputs, onOutput);
    return { outputs, results, error: null, backend, adapter: null, dispatches: 0, ...why };
  } catch (e) {
    return { outputs, results: [], error: runtimeDiagnostic(e, p), backend, adapter: null, dispatches: 0, ...why };
  }
}

/** The memory plan's figures (passes/plan-memory.ts) under the run-time ones. */
function plannedLine(p: PlannedFigures): string {
  const peak = p.peakBytes === null ? 'its peak depends on sizes bound inside loops' : `peak ${p.peakBytes} bytes`;
  return `memory plan: ${p.allocations} allocations${p.perIteration > 0 ? ` (${p.perIteration} made again each loop iteration)` : ''}, ${peak}`;
}

/** What --verbose says about where a program ran. */
export function describeRun(outcome: RunOutcome, asked: Backend): string {
  const auto = asked === 'auto' && outcome.autoReason !== undefined ? `aplc: auto picked ${outcome.backend}: ${outcome.autoReason}\n` : '';
  const workers = cpuWorkerCount();
  const memory = outcome.memory === undefined ? '' : `memory: ${outcome.memory.allocations} allocations (${outcome.memory.inSlots.made} of them the plan's, holding ${outcome.memory.inSlots.placed} arrays; ${outcome.memory.reuses} arrays from the run-time pool), peak ${outcome.memory.peakBytes} bytes on the device\n${plannedLine(outcome.memory.planned)}\n`;
  return auto + (outcome.backend === 'webgpu'
    ? `aplc: backend webgpu on ${outcome.adapter}; ${outcome.dispatches} kernel dispatches${outcome.profile === undefined ? '' : `; device profile ${outcome.profile}`}\n${memory}`
    : outcome.backend === 'interp'
      ? 'aplc: backend interp (the reference interpreter)\n'
      : outcome.f64OnCpu !== undefined
        ? `aplc: backend cpu (JavaScript kernels): ${f64OnCpuMessage(outcome.f64OnCpu)}\n`
        : `aplc: backend cpu (JavaScript kernels) on the main thread${workers === 0 ? '' : ` and up to ${workers} worker thread${workers === 1 ? '' : 's'} (APLC_CPU_WORKERS)`}\n`);
}

export async function shutdownGpu(): Promise<void> {
  releaseGpu();
  await shutdownCpuPool();
}
