// The package's main export: APL functions in TypeScript, compiled to WebGPU (the library is in
// api/; the README's "APL in TypeScript" section shows its use). `aplc/runtime` (api/runtime.ts)
// is the compiler-free half that `aplc build` output uses.
export { apl, compile, compileFile, type CompileOptions, type CompileFileOptions } from './api/compile.js';
export {
  AplArray,
  f32,
  f64,
  i32,
  bool,
  char,
  AplError,
  setDefaultBackend,
  shutdown,
  type ElemTag,
  type Shape,
  type DataOf,
  type NestedOf,
  type BackendChoice,
  type CallOptions,
  type AplFunction,
  type AplModule,
  type Arg,
  type Result,
  type AnyArg,
  type RunResult,
  type UntypedFunction,
  type FunctionInfo,
  type ParseSignature,
  type SignatureSpec,
  type ArgSpec,
  type ValidSignature,
} from './api/runtime.js';
