// What the cpu specs compare between the cpu backend and the interpreter: a program's outputs and
// its run-time error (class, message and place), from one compiled program, which must agree exactly.
import { isLeft } from 'fp-ts/lib/Either.js';
import * as assert from 'uvu/assert';
import { interpret } from '../../core-ir/interp.js';
import { runOnCpu } from '../../cpu/run.js';
import { compileSource } from '../../cli/driver.js';
import type { Program } from '../../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../../core-ir/value.js';

export function program(text: string, file = 'k.apl'): Program<'soacs'> {
  const c = compileSource(text, file);
  if (isLeft(c)) throw new Error(`did not compile: ${c.left.map((d) => d.message).join('; ')}`);
  return c.right.ir;
}

export type Outcome = { values: ArrayValue[]; error: string | null };

/** The outputs `run` gives, and the APL error that stopped it (other exceptions propagate). */
export function outcome(run: (onOutput: (v: ArrayValue) => void) => void): Outcome {
  const values: ArrayValue[] = [];
  try {
    run((v) => values.push(v));
    return { values, error: null };
  } catch (e) {
    if (!(e instanceof AplRuntimeError)) throw e;
    return { values, error: `${e.cls} ERROR: ${e.message} at ${e.loc?.line}:${e.loc?.col}` };
  }
}

/** `got` is `want` exactly: the same error, and outputs equal to the bit (-0 and NaN included). */
export function assertSame(got: Outcome, want: Outcome, what: string): void {
  assert.is(got.error, want.error, `${what}: errors differ`);
  assert.is(got.values.length, want.values.length, `${what}: output counts differ`);
  want.values.forEach((r, i) => {
    const c = got.values[i]!;
    assert.is(c.elem, r.elem, `${what}: value ${i} element type`);
    assert.equal(c.shape, r.shape, `${what}: value ${i} shape`);
    for (let j = 0; j < r.data.length; j++) {
      if (!Object.is(c.data[j], r.data[j])) assert.unreachable(`${what}: value ${i} item ${j}: cpu ${c.data[j]}, interp ${r.data[j]}`);
    }
  });
}

/** The program's outputs and error on both backends, which must agree exactly (-0 and NaN included). */
export function sameOnBoth(text: string): Outcome {
  const ir = program(text);
  const ref = outcome((o) => interpret(ir, [], o));
  const cpu = outcome((o) => runOnCpu(ir, [], o));
  assertSame(cpu, ref, text);
  return cpu;
}
