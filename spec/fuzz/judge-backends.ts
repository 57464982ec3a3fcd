// One program through the command's compile path (cli/driver.ts: parse, check, lower, passes, with
// the IR validated after each) and run on every backend: the interpreter, the cpu backend, webgpu
// under the adapter's device profile and, when asked, under every other profile. The verdict says
// whether they agree (values, shapes, element types; or the same error class at the same place)
// and whether any of them failed inside the compiler (an exception that is not an APL error, an
// "internal" message, a stack trace).
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Diagnostic } from '../../apl/diagnostics.js';
import type { DisplayValue } from '../../apl/format.js';
import { compileSource, runCompiled, type CompiledProgram, type RunOutcome } from '../../cli/driver.js';
import { PROFILE_NAMES, type ProfileName } from '../../passes/device-profiles.js';
import { compareValues, EXACT, type Tolerance } from '../corpus/compare.js';

/**
 * webgpu against the interpreter: f32 sums in another order and the GPU's own transcendentals.
 * The generator keeps such values away from floors and comparisons, so only their last bits differ;
 * a sum of a thousand terms that cancels keeps an absolute error near its terms' rounding.
 */
export const GPU_TOLERANCE: Tolerance = { relative: 1e-4, absolute: 1e-3 };

export type BackendName = 'interp' | 'cpu' | 'webgpu' | `webgpu/${ProfileName}`;

export type Verdict =
  | { readonly kind: 'compile-error'; readonly error: Diagnostic }
  | { readonly kind: 'ran'; readonly error: Diagnostic | null; readonly backends: readonly BackendName[]; readonly outputs: readonly DisplayValue[] }
  | { readonly kind: 'internal'; readonly backend: BackendName | 'compile'; readonly message: string }
  | { readonly kind: 'disagree'; readonly message: string };

export interface JudgeOptions {
  /** run webgpu (false where no adapter exists) */
  readonly gpu: boolean;
  /** also run webgpu under every device profile (forced with APLC_DEVICE_PROFILE) */
  readonly profiles: boolean;
}

const STACK_LINE = /\n\s+at .+:\d+:\d+\)?/;

/** Why a diagnostic is a compiler failure rather than an APL error, or null. */
export function internalProblem(d: Diagnostic): string | null {
  if (/internal/i.test(d.message)) return `an internal error: ${d.cls} ERROR: ${d.message}`;
  if (STACK_LINE.test(d.message)) return `a stack trace in: ${d.cls} ERROR: ${d.message}`;
  return null;
}

function place(d: Diagnostic | null): string {
  if (d === null) return 'no error';
  const at = d.span === null ? '' : ` at ${d.span.start.line}:${d.span.start.col}`;
  return `${d.cls} ERROR${at}`;
}

async function runOn(program: CompiledProgram, backend: BackendName): Promise<RunOutcome> {
  if (!backend.startsWith('webgpu/')) return runCompiled(program, { backend: backend as 'interp' | 'cpu' | 'webgpu' });
  const before = process.env['APLC_DEVICE_PROFILE'];
  process.env['APLC_DEVICE_PROFILE'] = backend.slice('webgpu/'.length);
  try {
    return await runCompiled(program, { backend: 'webgpu' });
  } finally {
    if (before === undefined) delete process.env['APLC_DEVICE_PROFILE'];
    else process.env['APLC_DEVICE_PROFILE'] = before;
  }
}

/** Where two runs differ, or null: the same error (class and place), the same values. */
function difference(ref: RunOutcome, other: RunOutcome, tol: Tolerance): string | null {
  // where only the other backend stopped, its message too: a device's limit is told apart by it (allowlist.ts)
  if (place(ref.error) !== place(other.error)) return `${place(ref.error)} vs ${place(other.error)}${ref.error === null && other.error !== null ? ` (${other.error.message})` : ''}`;
  if (ref.outputs.length !== other.outputs.length) return `${ref.outputs.length} values printed vs ${other.outputs.length}`;
  for (let i = 0; i < ref.outputs.length; i++) {
    const why = compareValues(ref.outputs[i]!, other.outputs[i]!, tol);
    if (why !== null) return `value ${i + 1}: ${why}`;
  }
  return null;
}

export function backendsFor(opts: JudgeOptions): BackendName[] {
  const names: BackendName[] = ['interp', 'cpu'];
  if (opts.gpu) names.push('webgpu');
  if (opts.gpu && opts.profiles) names.push(...PROFILE_NAMES.map((p) => `webgpu/${p}` as const));
  return names;
}

/** `file` names the program in diagnostics, and where ⎕NGET reads beside it. */
export async function judgeProgram(text: string, opts: JudgeOptions, file = 'fuzz.apl'): Promise<Verdict> {
  let compiled;
  try {
    compiled = compileSource(text, file, { validate: true });
  } catch (e) {
    return { kind: 'internal', backend: 'compile', message: `compileSource threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}` };
  }
  if (isLeft(compiled)) {
    for (const d of compiled.left) {
      const why = internalProblem(d);
      if (why !== null) return { kind: 'internal', backend: 'compile', message: why };
    }
    return { kind: 'compile-error', error: compiled.left[0]! };
  }
  const program = compiled.right;
  const backends = backendsFor(opts);
  let ref: RunOutcome | null = null;
  for (const backend of backends) {
    let outcome: RunOutcome;
    try {
      outcome = await runOn(program, backend);
    } catch (e) {
      return { kind: 'internal', backend, message: `the run rejected: ${e instanceof Error ? e.stack ?? e.message : String(e)}` };
    }
    const why = outcome.error === null ? null : internalProblem(outcome.error);
    if (why !== null) return { kind: 'internal', backend, message: why };
    if (ref === null) {
      ref = outcome;
      continue;
    }
    const diff = difference(ref, outcome, backend === 'cpu' ? EXACT : GPU_TOLERANCE);
    if (diff !== null) return { kind: 'disagree', message: `interp and ${backend} differ: ${diff}` };
  }
  return { kind: 'ran', error: ref?.error ?? null, backends, outputs: ref?.outputs ?? [] };
}
