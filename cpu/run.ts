// The cpu backend's entry point: a program compiled once (its kernels built or taken from the
// kernel cache) and kept with the program, so that calling a compiled function again, or running
// the same program again, neither renders nor builds anything.
import { prepare, type PreparedProgram } from '../core-ir/interp.js';
import type { Program, Stage } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';
import { CpuCompiler } from './host.js';

const prepared = new WeakMap<Program<Stage>, PreparedProgram>();

/**
 * The program ready to run on the cpu backend (one run at a time, as every PreparedProgram). Where
 * code cannot be generated (a page whose Content-Security-Policy forbids `new Function`: an
 * EvalError), it runs on the interpreter, which computes the same values.
 */
export function prepareCpu(p: Program<Stage>): PreparedProgram {
  let r = prepared.get(p);
  if (r === undefined) {
    try {
      r = prepare(p, (onOutput, float) => new CpuCompiler(onOutput, float));
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      r = prepare(p);
    }
    prepared.set(p, r);
  }
  return r;
}

/** Runs a program on the cpu backend: inputs one per param; ⎕← values go to onOutput in order. */
export function runOnCpu(p: Program<Stage>, inputs: readonly ArrayValue[], onOutput?: (v: ArrayValue) => void): ArrayValue[] {
  return prepareCpu(p).run(inputs, onOutput);
}
