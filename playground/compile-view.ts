// The playground's tabs before anything runs: the IR after each pass, as `aplc dev` prints it, and
// the phases with their kernels, as `aplc plan` prints them, for the device profile in use.
import { isLeft } from 'fp-ts/lib/Either.js';
import { checkSource, compileSource } from '../cli/driver.js';
import { formatPlan } from '../cli/plan.js';
import { profileLine } from '../cli/plan-kernels.js';
import type { ProfileChoice } from '../cli/profile-choice.js';
import { printProgram } from '../core-ir/print.js';
import type { Program, Stage } from '../core-ir/syntax.js';
import { validateProgram } from '../core-ir/validate.js';
import { kernelize } from '../passes/kernelize.js';
import { planPhases } from '../passes/phases.js';
import { PROGRAM_NAME } from './check-view.js';

export interface CompileView {
  /** the IR after each pass, then after kernelize */
  readonly ir: string;
  /** phases, kernels and their launch sizes, then every operation's map × reduce extent */
  readonly phases: string;
}

/** Kernel statements of a program (dispatches of one run, a loop's counted once), as `aplc dev` counts. */
function kernelCount(p: Program<Stage>): number {
  return planPhases(p).reduce((n, ph) => n + ph.kernels.length, 0);
}

function passSection(heading: string, program: Program<Stage>): string {
  const problems = validateProgram(program);
  const invalid = problems.length === 0 ? '' : `IR validation failed:\n${problems.map((p) => `  ${p}\n`).join('')}`;
  return `── after ${heading} ──\n${printProgram(program)}\n${invalid}`;
}

/** The tabs' text, or null when the program does not check (the errors say why). */
export function compileView(text: string, choice: ProfileChoice): CompileView | null {
  const passes: string[] = [];
  const compiled = compileSource(text, PROGRAM_NAME, { after: ({ pass, program }) => passes.push(passSection(`${pass} (${kernelCount(program)} kernels)`, program)) });
  const checked = checkSource(text, PROGRAM_NAME);
  if (isLeft(compiled) || isLeft(checked)) return null;
  const heading = profileLine(choice.profile, choice.why);
  const kernels = kernelize(compiled.right.ir, choice.profile);
  passes.push(passSection(`kernelize (${heading})`, kernels));
  return { ir: passes.join('\n'), phases: formatPlan(checked.right, kernels, heading) };
}
