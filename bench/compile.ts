// Compiling a benchmark function with some optimisations turned off: the same front end as the
// embedding API (api/functions.ts), with the pass list's `disabled` set.
import { isLeft } from 'fp-ts/lib/Either.js';
import { parseProgram } from '../apl/parse.js';
import type { Program } from '../core-ir/syntax.js';
import { validateProgram } from '../core-ir/validate.js';
import { runPasses } from '../passes/pipeline.js';
import { lowerFunction } from '../passes/lower-function.js';
import { checkFunction } from '../shapes/check-function.js';
import { parseSignature } from '../shapes/signature.js';

export interface Compiled {
  readonly ir: Program<'soacs'>;
  /** parse, check, lower and optimise, in milliseconds */
  readonly ms: number;
}

export function compileBench(source: string, signature: string, name: string, disabled: ReadonlySet<string>): Compiled {
  const t0 = performance.now();
  const sig = parseSignature(signature);
  if (isLeft(sig)) throw new Error(`${name}: bad signature ${signature}: ${sig.left.message}`);
  const parsed = parseProgram({ name, text: source });
  if (isLeft(parsed)) throw new Error(`${name}: ${parsed.left.map((d) => d.message).join('; ')}`);
  const checked = checkFunction(parsed.right, null, sig.right);
  if (isLeft(checked)) throw new Error(`${name}: ${checked.left.map((d) => `${d.cls} ERROR: ${d.message}`).join('; ')}`);
  const ir = runPasses(lowerFunction(checked.right, name), undefined, disabled);
  const ms = performance.now() - t0;
  const problems = validateProgram(ir);
  if (problems.length > 0) throw new Error(`${name}: invalid IR: ${problems.slice(0, 3).join('; ')}`);
  return { ir, ms };
}
