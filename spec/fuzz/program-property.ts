// The property `npm test` and `npm run fuzz` both check on a generated program: every backend agrees,
// none fails inside the compiler, and a well-shaped program that runs to its end gives a last value
// of the type, shape and bounds the generator wrote it for (a wrong value or type that every
// backend shares shows there).
import fc from 'fast-check';
import type { DisplayValue } from '../../apl/format.js';
import { generateProgram, type GeneratedProgram } from './gen-program.js';
import { judgeProgram, type JudgeOptions, type Verdict } from './judge-backends.js';
import type { Ty } from './model.js';

/** The choice sequences programs are generated from (see choices.ts): long enough for any program. */
export const choiceSequences = fc.array(fc.noBias(fc.nat({ max: 1_000_000_000 })), { minLength: 400, maxLength: 600, size: 'max' });

/** Why the last value is not what the generator claimed, or null. */
export function modelMismatch(claim: Ty, v: DisplayValue): string | null {
  const elem = v.elem === 'bool' || v.elem === 'int' || v.elem === 'float' || v.elem === 'char' ? v.elem : null;
  if (elem !== claim.elem) return `the last value is ${v.elem}, the generator wrote it as ${claim.elem}`;
  const shapeOk = v.shape.length === claim.shape.length && claim.shape.every((d, i) => d === null || d === v.shape[i]);
  if (!shapeOk) return `the last value has shape [${v.shape.join(',')}], the generator wrote [${claim.shape.map((d) => d ?? '?').join(',')}]`;
  if (elem !== 'char') {
    // f32 rounding of the bounds the generator computed in f64
    const slack = elem === 'float' ? 1e-3 * Math.max(1, Math.abs(claim.lo), Math.abs(claim.hi)) : 0;
    for (let i = 0; i < v.data.length; i++) {
      const x = v.data[i]!;
      if (x < claim.lo - slack || x > claim.hi + slack) return `item ${i} of the last value is ${x}, outside the bounds ${claim.lo}..${claim.hi} the generator derived`;
    }
  }
  return null;
}

export interface ProgramReport {
  readonly program: GeneratedProgram;
  readonly verdict: Verdict;
  /** a finding: an internal error, a disagreement, or a last value unlike the generator's claim */
  readonly problem: string | null;
}

/**
 * The finding in a verdict, or null: an internal error, a disagreement, or (for a generated program
 * that is well shaped and ran to its end) a last value unlike the generator's claim.
 */
export function findingOf(verdict: Verdict, generated: GeneratedProgram | null): string | null {
  if (verdict.kind === 'internal') return `internal error on ${verdict.backend}: ${verdict.message}`;
  if (verdict.kind === 'disagree') return verdict.message;
  if (generated !== null && verdict.kind === 'ran' && verdict.error === null && !generated.illShaped) {
    const last = verdict.outputs[verdict.outputs.length - 1];
    return last === undefined ? 'the program printed nothing' : modelMismatch(generated.last, last);
  }
  return null;
}

/** Runs one generated program and judges it. */
export async function checkGenerated(seq: readonly number[], opts: (text: string) => JudgeOptions): Promise<ProgramReport> {
  const program = generateProgram(seq);
  const verdict = await judgeProgram(program.text, opts(program.text));
  return { program, verdict, problem: findingOf(verdict, program) };
}

/** A small stable hash of a program's text: which programs also run under every device profile. */
export function textHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
