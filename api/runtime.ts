// The run-time half of the embedding API, without the compiler: what modules written by
// `aplc build` import (as 'aplc/runtime'). A built module carries each function's optimised
// program; this turns it into the same typed, validated, async function that `compile` returns.
import type { Program } from '../core-ir/syntax.js';
import type { FnSignature } from '../shapes/signature.js';
import { makeCallable, type CallOptions } from './call.js';
import type { AplFunction } from './types.js';

export { AplArray, f32, f64, i32, bool, char, type ElemTag, type Shape, type DataOf, type NestedOf } from './values.js';
export { AplError } from './errors.js';
export { DeviceArray } from './device-array.js';
export { setDefaultBackend, shutdown, type BackendChoice, type CallOptions } from './call.js';
export { setCpuWorkers } from '../cpu/pool.js';
export { setMaxMemory } from '../core-ir/memory-cap.js';
export type { AplFunction, AplModule, Arg, Result, KeptResult, Keep, AnyArg, RunResult, UntypedFunction, FunctionInfo, ParseSignature, SignatureSpec, ArgSpec, ValidSignature } from './types.js';

/** What `aplc build` writes for each function. */
export interface BuiltFunction<S extends string> {
  /** the signature as text: the function's TypeScript type is AplFunction<S> */
  readonly signature: S;
  readonly parsed: FnSignature;
  readonly ir: Program<'soacs'>;
  /** the .apl file it came from, and its text, for error locations */
  readonly file: string;
  readonly text: string;
  /** its name in the file, for its errors (modules written before it was recorded have none) */
  readonly name?: string;
}

export function defineFunction<const S extends string>(f: BuiltFunction<S>, options: CallOptions = {}): AplFunction<S> {
  const fixed = { ir: f.ir, signature: f.parsed, signatureText: f.signature, file: f.file, text: f.text, ...(f.name === undefined ? {} : { name: f.name }) };
  return makeCallable({ fixed }, options) as unknown as AplFunction<S>;
}
