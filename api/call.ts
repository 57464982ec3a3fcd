// Calling a compiled function: validate the arguments (validate.ts), run the program on WebGPU,
// on the cpu backend (JavaScript kernels) or on the reference interpreter, hand the result back as an AplArray. Nothing here imports the parser
// or the checker, so that modules written by `aplc build` run without the compiler; compiling is
// the caller's business (a `resolve` callback gives the program for the arguments' signature).
import { isLeft } from 'fp-ts/lib/Either.js';
import { diag } from '../apl/diagnostics.js';
import { interpret } from '../core-ir/interp.js';
import { runOnCpu } from '../cpu/run.js';
import { shutdownCpuPool } from '../cpu/pool.js';
import type { Program } from '../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../core-ir/value.js';
import { releaseGpu } from '../gpu/device.js';
import { kernelsFor, runOnGpu, runOnGpuKeeping } from '../gpu/exec.js';
import { asResident, doneWithResident, isResident, readResident, useResident, type ResidentArray } from '../gpu/resident.js';
import { isProfileName, PROFILE_NAMES, PROFILES, type ProfileName } from '../passes/device-profiles.js';
import type { FnSignature } from '../shapes/signature.js';
import { chooseDevice } from './auto-backend.js';
import { AplError } from './errors.js';
import type { FunctionInfo, RunResult } from './types.js';
import { decodeArguments, pastF32 } from './validate.js';
import { fromValue, type AplArray } from './values.js';
import { DeviceArray, isKeepOption, isKeptBuffer, keptBehind, type KeptBuffer } from './device-array.js';

/** `auto`: WebGPU on a hardware adapter, else cpu (api/auto-backend.ts); `interp`: the reference interpreter. */
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

/** The backend for calls that do not name one: 'auto' (WebGPU on a hardware adapter, else cpu), 'webgpu', 'cpu' or 'interp'. */
export function setDefaultBackend(b: BackendChoice): void {
  defaultBackend = b;
}

/** Releases the WebGPU device (a Node process can then exit); a later call acquires a new one. */
export async function shutdown(): Promise<void> {
  releaseGpu();
  await shutdownCpuPool();
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
 * With `keep`, an array result on WebGPU stays on the device (a ResidentArray); arguments may be
 * kept arrays (validated stand-ins, device-array.ts).
 */
export async function runProgram(
  ir: Program<'soacs'>,
  values: readonly ArrayValue[],
  backend: BackendChoice,
  origin: ProgramOrigin,
  deviceProfile?: ProfileName,
): Promise<{ value: ArrayValue; backend: RanOn; dispatches: number }>;
export async function runProgram(
  ir: Program<'soacs'>,
  values: readonly ArrayValue[],
  backend: BackendChoice,
  origin: ProgramOrigin,
  deviceProfile: ProfileName | undefined,
  keep: boolean,
): Promise<{ value: ArrayValue | KeptBuffer; backend: RanOn; dispatches: number }>;
export async function runProgram(
  ir: Program<'soacs'>,
  values: readonly ArrayValue[],
  backend: BackendChoice,
  origin: ProgramOrigin,
  deviceProfile?: ProfileName,
  keep = false,
): Promise<{ value: ArrayValue | KeptBuffer; backend: RanOn; dispatches: number }> {
  const past = ir.float !== 'f64' ? pastF32(values) : null;
  if (past !== null) runtimeError(new AplRuntimeError('DOMAIN', past, null), origin);
  const inputs = values.map((v) => {
    const k = keptBehind(v);
    return k === undefined ? v : asResident(k);
  });
  // from the call on (this runs before the first await), a kept argument freed by its owner
  // stays out of the device's pool until the run has submitted its commands
  const bound = inputs.filter(isResident);
  bound.forEach(useResident);
  try {
    return await runWith(ir, inputs, backend, origin, deviceProfile, keep);
  } finally {
    bound.forEach(doneWithResident);
  }
}

async function runWith(
  ir: Program<'soacs'>,
  inputs: readonly (ArrayValue | ResidentArray)[],
  backend: BackendChoice,
  origin: ProgramOrigin,
  deviceProfile: ProfileName | undefined,
  keep: boolean,
): Promise<{ value: ArrayValue | KeptBuffer; backend: RanOn; dispatches: number }> {
  // an f64 program runs on the GPU in double-float pairs, or on the cpu backend (the result says
  // so), never as f32 (chooseDevice)
  const { ctx, noAdapter } = await chooseDevice(backend, ir, keep);
  if (ctx !== null) {
    try {
      const planned = deviceProfile === undefined ? ir : kernelsFor(ir, PROFILES[deviceProfile]);
      const r = keep ? await runOnGpuKeeping(ctx, planned, inputs) : await runOnGpu(ctx, planned, inputs);
      const value = r.results[0]!;
      return { value, backend: 'webgpu', dispatches: r.dispatches };
    } catch (e) {
      return runtimeError(e, origin);
    }
  }
  if (noAdapter) throw new Error('aplc: no WebGPU adapter is available (backend webgpu was asked for)');
  // kept arrays of a device come to the host for the cpu backend and the interpreter
  const host = await Promise.all(inputs.map((v) => (isResident(v) ? readResident(v) : v)));
  try {
    if (backend === 'interp') return { value: interpret(ir, host)[0]!, backend: 'interp', dispatches: 0 };
    return { value: runOnCpu(ir, host)[0]!, backend: 'cpu', dispatches: 0 };
  } catch (e) {
    return runtimeError(e, origin);
  }
}

/** Runs validated arguments and hands the result back as an AplArray (or, with keep, a DeviceArray). */
export async function execute(f: Runnable, values: readonly ArrayValue[], backend: BackendChoice, deviceProfile?: ProfileName): Promise<RunResult>;
export async function execute(f: Runnable, values: readonly ArrayValue[], backend: BackendChoice, deviceProfile: ProfileName | undefined, keep: true): Promise<KeptRunResult>;
export async function execute(f: Runnable, values: readonly ArrayValue[], backend: BackendChoice, deviceProfile?: ProfileName, keep = false): Promise<RunResult | KeptRunResult> {
  const r = await runProgram(f.ir, values, backend, { file: f.file, text: f.text, calling: callingLabel(f) }, deviceProfile, keep);
  if (keep) return { value: new DeviceArray(r.value), backend: r.backend, dispatches: r.dispatches };
  if (isKeptBuffer(r.value)) throw new Error('a run that keeps nothing kept an array');
  return { value: fromValue(r.value), backend: r.backend, dispatches: r.dispatches };
}

/** A call with `{ keep: true }`: its value where the run left it. */
export interface KeptRunResult {
  readonly value: DeviceArray;
  readonly backend: RanOn;
  readonly dispatches: number;
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

type Callable = ((...args: readonly unknown[]) => Promise<AplArray | DeviceArray>) & FunctionInfo & { run(...args: readonly unknown[]): Promise<RunResult> };

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
  const validated = (args: readonly unknown[]): { f: Runnable; values: readonly ArrayValue[] } => {
    const decoded = decodeArguments('fixed' in resolve ? resolve.fixed.signature : null, args, file);
    if (isLeft(decoded)) throw new AplError([decoded.left], null, 'fixed' in resolve ? callingLabel(resolve.fixed) : callingLabel({ text: resolve.source, signatureText: 'compiled at its arguments’ types' }));
    const f = 'fixed' in resolve ? resolve.fixed : resolve.perCall(decoded.right);
    lastSignature = f.signatureText;
    return { f, values: decoded.right };
  };
  const run = async (...args: readonly unknown[]): Promise<RunResult> => {
    const { f, values } = validated(args);
    return execute(f, values, opts.backend ?? defaultBackend, opts.deviceProfile);
  };
  // `f(x, { keep: true })`: the options object is the last argument
  const call = async (...args: readonly unknown[]): Promise<AplArray | DeviceArray> => {
    const last = args[args.length - 1];
    if (args.length > 1 && isKeepOption(last)) {
      const { f, values } = validated(args.slice(0, -1));
      if (last.keep) return (await execute(f, values, opts.backend ?? defaultBackend, opts.deviceProfile, true)).value;
      return (await execute(f, values, opts.backend ?? defaultBackend, opts.deviceProfile)).value;
    }
    return (await run(...args)).value;
  };
  Object.defineProperties(call, {
    run: { value: run },
    signature: { get: () => lastSignature, enumerable: true },
    source: { value: 'fixed' in resolve ? resolve.fixed.text : resolve.source, enumerable: true },
  });
  return call as Callable;
}
