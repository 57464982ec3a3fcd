// The interpreter's storage model, shared by the statement compiler (interp-compile.ts) and the
// SOAC compiler (interp-soacs.ts): one frame of scalar and array slots, lexical scopes that map
// names to slots, compiled lambdas, and LambdaCompiler, the part of the statement compiler that
// SOACs use. The SOAC compiler receives it as a parameter, so neither module imports the other's
// code in both directions.
import type { Atom, Elem, Lambda, Size, SrcLoc, Type } from './syntax.js';
import type { FloatWidth } from '../ops/float-width.js';
import { ScalarOpError } from '../ops/scalar-ops.js';
import { AplRuntimeError, type ArrayValue } from './value.js';

export type Run = () => void;

/** the run-time storage: scalar slots and array slots */
export interface Frame {
  num: Float64Array;
  readonly arr: (ArrayValue | undefined)[];
}

export interface Binding {
  readonly type: Type;
  /** rank 0: a slot in frame.num; otherwise a slot in frame.arr */
  readonly scalar: boolean;
  readonly slot: number;
}

/** Names bound in nested scopes, looked up innermost first (the interpreter's slots, the cpu renderer's JS expressions). */
export class Scope<V = Binding> {
  private readonly vars = new Map<string, V>();
  constructor(readonly parent: Scope<V> | null) {}

  lookup(name: string): V | undefined {
    for (let s: Scope<V> | null = this; s !== null; s = s.parent) {
      const b = s.vars.get(name);
      if (b !== undefined) return b;
    }
    return undefined;
  }

  define(name: string, b: V): void {
    this.vars.set(name, b);
  }
}

/** a compiled lambda: run `body` after writing the params' slots, then read the results' slots */
export interface CompiledLambda {
  readonly paramSlots: Int32Array;
  readonly body: Run;
  readonly resultSlots: Int32Array;
}

/** the value of a compiled atom: where to read it */
export type Ref = { readonly scalar: true; readonly slot: number; readonly elem: Elem } | { readonly scalar: false; readonly slot: number; readonly type: Type };

export const refOf = (b: Binding): Ref => (b.scalar ? { scalar: true, slot: b.slot, elem: b.type.elem } : { scalar: false, slot: b.slot, type: b.type });

export const runAll = (runs: readonly Run[]): Run => {
  if (runs.length === 0) return () => {};
  if (runs.length === 1) return runs[0]!;
  return () => {
    for (let i = 0; i < runs.length; i++) runs[i]!();
  };
};

/** What compiling a SOAC needs from the statement compiler (interp-compile.ts's Compiler). */
export interface LambdaCompiler {
  readonly frame: Frame;
  /** the program's float width: float arrays are allocated, and float scalars rounded, to it */
  readonly float: FloatWidth;
  /** the num slot holding a scalar atom */
  scalarSlot(scope: Scope, a: Atom): { slot: number; elem: Elem };
  /** reads an array variable; a rank-0 variable is read as a scalar array */
  arrayReader(scope: Scope, name: string): () => ArrayValue;
  /** evaluates a shape; a negative size is a DOMAIN ERROR */
  shapeReader(scope: Scope, shape: readonly Size[], loc: SrcLoc | null): () => number[];
  /** a lambda's params and body in a scope of their own; results are scalars */
  compileLambda(scope: Scope, lam: Lambda, loc: SrcLoc | null): CompiledLambda;
  /** how a float result of an op is stored: rounded to the width, and finite or a failure (ops/float-range.ts) */
  floatResult(op: string): (x: number) => number;
}

/** A scalar operation's failure (ops.ts) as the APL error of the statement that ran it. */
export function scalarOpFailure(err: unknown, loc: SrcLoc | null): unknown {
  return err instanceof ScalarOpError ? new AplRuntimeError(err.cls, err.message, loc) : err;
}
