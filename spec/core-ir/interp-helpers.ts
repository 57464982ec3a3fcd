// What the interpreter specs share: build a program with IrBuilder, check that it validates, run
// it, and read its results or its run-time error.
import * as assert from 'uvu/assert';
import { interpret } from '../../core-ir/interp.js';
import { IrBuilder } from '../../core-ir/builder.js';
import type { Atom, Program, RuntimeErrorClass, SrcLoc } from '../../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../../core-ir/value.js';
import { printProgram } from '../../core-ir/print.js';
import { validateProgram } from '../../core-ir/validate.js';

export const LOC: SrcLoc = { file: 't.apl', line: 3, col: 7 };
export const LOC2: SrcLoc = { file: 't.apl', line: 9, col: 1 };

/** builds a program without inputs and returns its results as [shape, data] pairs */
export function run(build: (b: IrBuilder) => Atom[], inputs: ArrayValue[] = []): { shape: number[]; data: number[]; elem: string }[] {
  const b = new IrBuilder();
  const p = b.program(build(b));
  // every program these tests run correctly must also pass the validator
  assert.equal(validateProgram(p), [], printProgram(p));
  return interpret(p, inputs).map(plain);
}

export function plain(v: ArrayValue): { shape: number[]; data: number[]; elem: string } {
  return { shape: [...v.shape], data: Array.from(v.data), elem: v.elem };
}

export function one(build: (b: IrBuilder) => Atom[]): number[] {
  return run(build)[0]!.data;
}

export function runError(p: Program<'soacs'>, inputs: ArrayValue[] = []): AplRuntimeError {
  try {
    interpret(p, inputs);
  } catch (e) {
    if (e instanceof AplRuntimeError) return e;
    throw e;
  }
  assert.unreachable(`expected a run-time error from\n${printProgram(p)}`);
  throw new Error('unreachable');
}

export function expectError(build: (b: IrBuilder) => Atom[], cls: RuntimeErrorClass, loc: SrcLoc | null, inputs: ArrayValue[] = []): AplRuntimeError {
  const b = new IrBuilder();
  const err = runError(b.program(build(b)), inputs);
  assert.is(err.cls, cls, err.message);
  assert.equal(err.loc, loc);
  return err;
}

export const ints = (b: IrBuilder, xs: number[]): Atom => b.lit('int', [xs.length], xs);
export const floats = (b: IrBuilder, xs: number[]): Atom => b.lit('float', [xs.length], xs);

/** op/a along the last axis (a redomap of the elements); `assoc` false makes it a right fold */
export const reduce = (b: IrBuilder, op: 'add' | 'sub' | 'mul' | 'div' | 'max', a: Atom, assoc: boolean, neutral: Atom | null, loc?: SrcLoc): Atom => {
  const t = b.typeOf(a);
  return b.redomap(t.shape, [a], b.elemLambda(t.shape.length, t.elem), b.binLambda(op, t.elem), neutral, assoc, loc);
};
/** op\a along the last axis (a scanomap of the elements) */
export const scan = (b: IrBuilder, op: 'add' | 'sub' | 'div', a: Atom, assoc: boolean): Atom => {
  const t = b.typeOf(a);
  return b.scanomap(t.shape, [a], b.elemLambda(t.shape.length, t.elem), b.binLambda(op, t.elem), assoc);
};
