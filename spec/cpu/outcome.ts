// What the cpu specs compare between the cpu backend and the interpreter: a program's outputs and
// its run-time error (class, message and place), from one compiled program.
import { isLeft } from 'fp-ts/lib/Either.js';
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
