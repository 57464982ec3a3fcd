// `aplc plan FILE`: the phases of a program (where the host reads sizes back from the device),
// the kernels of each phase with their sizes, the memory plan (blocks, index functions, reuse:
// passes/plan-memory.ts), and the parallel structure the checker gave every
// operation (after the Idris Phase model: map extent × reduction extent).
// `aplc check --explain`: the run-time checks left in a program and why each is there.
import type { SourceFile } from '../apl/ast.js';
import { planPhases, showPhases } from '../passes/phases.js';
import { showDim, showShape } from '../shapes/dim.js';
import type { TExpr, TProgram } from '../shapes/typed.js';
import { walkExprs, walkProgram } from '../shapes/walk.js';
import type { Program } from '../core-ir/syntax.js';
import { kernelDetail } from './plan-kernels.js';
import { planMemory } from '../passes/plan-memory.js';
import { showMemoryPlan } from '../core-ir/memory.js';

/** The plan of a program whose kernels were planned for a device profile (`profile`: its heading line). */
export function formatPlan(checked: TProgram, kernels: Program<'kernels'>, profile: string): string {
  const phases = showPhases(planPhases(kernels), (k) => (k.plan === undefined ? [] : kernelDetail(k.plan, k.iteration ?? [])));
  const out: string[] = [profile, phases, '', ...showMemoryPlan(planMemory(kernels).memory), '', 'operations (op, result shape, map extent × reduce extent):'];
  walkProgram(checked, (e) => {
    if (!e.phase) return;
    const at = `${e.span.start.line}:${e.span.start.col}`;
    out.push(`  ${e.phase.op.padEnd(22)} ${`${e.t.elem}${showShape(e.t.shape)}`.padEnd(16)} ${showDim(e.phase.mapExtent)} × ${showDim(e.phase.reduceExtent)}  at ${at}`);
  });
  return out.join('\n') + '\n';
}

/** The run-time checks and data-dependent sizes the checker could not decide statically. */
export function formatExplain(checked: TProgram, source: SourceFile): string {
  const lines: string[] = [];
  const explain = (within: string) => (e: TExpr): void => {
    const n = e.node;
    const at = `${source.name}:${e.span.start.line}:${e.span.start.col}${within}`;
    if (n.k === 'assertEq')
      lines.push(`${at}: run-time ${n.cls} check that ${showDim(n.a)} = ${showDim(n.b)}: ${n.message} — the sizes depend on data (or on sizes not known to be equal), so it cannot be decided before the program runs`);
    if (n.k === 'assertTrue') lines.push(`${at}: run-time ${n.cls} check: ${n.message} — it depends on data, so it cannot be decided before the program runs`);
    if (n.k === 'replicateDyn') lines.push(`${at}: size ${n.binds} is known only at run time (the sum of the counts of a compress or replicate); the host reads it back here`);
    if (n.k === 'iota' && n.binds) lines.push(`${at}: size ${n.binds} is known only at run time (⍳ of a computed value); the host reads it back here`);
    if (n.k === 'reshapeDyn') lines.push(`${at}: sizes ${n.binds.join(', ')} are known only at run time (⍴ with a computed shape); the host reads them back here`);
    if (n.k === 'if') lines.push(`${at}: a guard whose condition depends on data: the host reads the condition back`);
  };
  walkProgram(checked, explain(''));
  // declared functions hold their checks wherever they are called: listed once, at their signature
  for (const d of checked.declared ?? []) walkExprs([...d.fn.prelude.map((s) => s.value), d.fn.body], explain(` (in ${d.name}, checked at ${d.signature})`));
  return lines.length ? lines.join('\n') + '\n' : 'no run-time checks: every shape was decided before the program runs\n';
}
