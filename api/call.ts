// Calling a compiled function: validate the arguments (validate.ts), run the program on WebGPU,
// on the cpu backend (JavaScript kernels) or on the reference interpreter, hand the result back as an AplArray. Nothing here imports the parser
// or the checker, so that modules written by `aplc build` run without the compiler; compiling is
// the caller's business (a `resolve` callback gives the program for the arguments' signature).
import { isLeft } from 'fp-ts/lib/Either.js';
import { diag } from '../apl/diagnostics.js';
import { interpret } from '../core-ir/interp.js';
import { runOnCpu } from '../cpu/run.js';
import type { Program } from '../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../core-ir/value.js';
import { acquireGpu, releaseGpu } from '../gpu/device.js';
import { kernelsFor, runOnGpu } from '../gpu/exec.js';
import { isProfileName, PROFILE_NAMES, PROFILES, type ProfileName } from '../passes/device-profiles.js';
import type { FnSignature } from '../shapes/signature.js';
import { AplError } from './errors.js';
import type { FunctionInfo, RunResult } from './types.js';
import { decodeArguments } from './validate.js';
import { fromValue, type AplArray } from './values.js';

/** `auto`: WebGPU where an adapter exists, else cpu; `interp`: the reference interpreter. */
export type BackendChoice = 'auto' | 'webgpu' | 'cpu' | 'interp';

/** Where a call ran. */
export type RanOn = 'webgpu' | 'cpu' | 'interp';

/** A function ready to run: its program, the signature it was compiled at, where it came from. */
export interface Runnable {
  readonly ir: Program<'soacs'>;
  readonly signature: FnSignature;
  /** the signature as text, for messages and `fn.signature` */
  readonly signatureText: string;
  /** file name and text of the source, for run-time error locations */
  readonly file: string;
  readonly text: string;
  /** the function's name where it has one (a file's declared function), for its errors */
  readonly name?: string;
}

/** How a call's errors name the function: its name and signature, or its source when it has no name. */
function callingLabel(f: Pick<Runnable, 'name' | 'text' | 'signatureText'>): string {
  if (f.name !== undefined) return `${f.name}: ${f.signatureText}`;
  const src = f.text.trim().replace(/\s+/g, ' ');
  return `${src.length > 60 ? src.slice(0, 59) + '…' : src} (${f.signatureText})`;
}

/** Where a program came from, for its run-time errors: the excerpt, and the function they name. */
export interface ProgramOrigin {
  readonly file: string;
  readonly text: string | null;
  readonly calling: string | null;
}

let defaultBackend: BackendChoice = 'auto';

/** The backend for calls that do not name one: 'auto' (WebGPU when an adapter exists, else cpu), 'webgpu', 'cpu' or 'interp'. */
export function setDefaultBackend(b: BackendChoice): void {
  defaultBackend = b;
}

/** Releases the WebGPU device (a Node process can then exit); a later call acquires a new one. */
export async function shutdown(): Promise<void> {
  releaseGpu();
}

function runtimeError(e: unknown, origin: ProgramOrigin): never {
  if (e instanceof AplRuntimeError) {
    const pos = e.loc ? { line: e.loc.line, col: e.loc.col, offset: 0 } : null;
    const file = e.loc?.file ?? origin.file;
    const source = origin.text === null ? null : { name: file, text: origin.text };
    throw new AplError([diag(e.cls, e.message, file, pos ? { start: pos, end: { ...pos, col: pos.col + 1 } } : null)], source, origin.calling);
  }
  throw e;
}

/**
 * Runs a function's program on validated arguments (the one run path of compiled functions, with
 * or without the compiler); rejects with AplError for APL errors, Error when 'webgpu' has no adapter.
 */
export async function runProgram(
  ir: Program<'soacs'>,
  values: readonly ArrayValue[],
  backend: BackendChoice,
  origin: ProgramOrigin,
  deviceProfile?: ProfileName,
): Promise<{ value: ArrayValue; backend: RanOn; dispatches: number }> {
  // WGSL has no f64: an f64 program runs on the cpu backend (the result says so), never as f32
  if (ir.float !== 'f64' && (backend === 'webgpu' || backend === 'auto')) {
    const ctx = await acquireGpu();
    if (ctx !== null) {
      try {
        const r = await runOnGpu(ctx, deviceProfile === undefined ? ir : kernelsFor(ir, PROFILES[deviceProfile]), values);
        return { value: r.results[0]!, backend: 'webgpu', dispatches: r.dispatches };
      } catch (e) {
        return runtimeError(e, origin);
      }
    }
    if (backend === 'webgpu') throw new Error('aplc: no WebGPU adapter is available (backend webgpu was asked for)');
  }
  try {
    if (backend === 'interp') return { value: interpret(ir, values)[0]!, backend: 'interp', dispatches: 0 };
    return { value: runOnCpu(ir, values)[0]!, backend: 'cpu', dispatches: 0 };
  } catch (e) {
    return runtimeError(e, origin);
  }
}

/** Runs validated arguments and hands the result back as an AplArray. */
export async function execute(f: Runnable, values: readonly ArrayValue[], backend: BackendChoice, deviceProfile?: ProfileName): Promise<RunResult> {
  const r = await runProgram(f.ir, values, backend, { file: f.file, text: f.text, calling: callingLabel(f) }, deviceProfile);
  return { value: fromValue(r.value), backend: r.backend, dispatches: r.dispatches };
}

export interface CallOptions {
  readonly backend?: BackendChoice;
  /**
   * The device profile WebGPU kernels are planned for ('software', 'discrete', 'integrated'),
   * instead of the adapter's (or APLC_DEVICE_PROFILE's); see the README's Device profiles.
   */
  readonly deviceProfile?: ProfileName;
}

/** Where the program for a call comes from: fixed (a declared signature), or per argument types. */
export type Resolve = { readonly fixed: Runnable } | { readonly perCall: (values: readonly ArrayValue[]) => Runnable; readonly source: string; readonly file: string };

type Callable = ((...args: readonly unknown[]) => Promise<AplArray>) & FunctionInfo & { run(...args: readonly unknown[]): Promise<RunResult> };

/**
 * The function object the API returns: call it for the value, or `.run(…)` for the value with the
 * backend and dispatch count. Its TypeScript type is given by the caller (AplFunction<S>).
 */
export function makeCallable(resolve: Resolve, opts: CallOptions = {}): Callable {
  if (opts.deviceProfile !== undefined && !isProfileName(opts.deviceProfile)) {
    throw new Error(`aplc: unknown device profile '${String(opts.deviceProfile)}' (known: ${PROFILE_NAMES.join(', ')})`);
  }
  let lastSignature = 'fixed' in resolve ? resolve.fixed.signatureText : '(compiled at each call’s argument types)';
  const file = 'fixed' in resolve ? resolve.fixed.file : resolve.file;
  const run = async (...args: readonly unknown[]): Promise<RunResult> => {
    const decoded = decodeArguments('fixed' in resolve ? resolve.fixed.signature : null, args, file);
    if (isLeft(decoded)) throw new AplError([decoded.left], null, 'fixed' in resolve ? callingLabel(resolve.fixed) : callingLabel({ text: resolve.source, signatureText: 'compiled at its arguments’ types' }));
    const f = 'fixed' in resolve ? resolve.fixed : resolve.perCall(decoded.right);
    lastSignature = f.signatureText;
    return execute(f, decoded.right, opts.backend ?? defaultBackend, opts.deviceProfile);
  };
  const call = async (...args: readonly unknown[]): Promise<AplArray> => (await run(...args)).value;
  Object.defineProperties(call, {
    run: { value: run },
    signature: { get: () => lastSignature, enumerable: true },
    source: { value: 'fixed' in resolve ? resolve.fixed.text : resolve.source, enumerable: true },
  });
  return call as Callable;
}
