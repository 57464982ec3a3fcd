// The memory plan a kernels program runs with (passes/plan-memory.ts): made and validated once
// per program, as kernelsFor plans the kernels once per program and profile.
import type { Program } from '../core-ir/syntax.js';
import type { MemProgram } from '../core-ir/memory.js';
import { validateMemory } from '../core-ir/validate-memory.js';
import { planMemory } from '../passes/plan-memory.js';

const memoryPlans = new WeakMap<Program<'kernels'>, MemProgram>();

/** The memory plan of a kernels program, made and validated once (an invalid plan is a compiler bug). */
export function memoryFor(k: Program<'kernels'>): MemProgram {
  let m = memoryPlans.get(k);
  if (m === undefined) {
    m = planMemory(k);
    const problems = validateMemory(m.memory);
    if (problems.length > 0) throw new Error(`the memory plan is invalid (a compiler bug): ${problems.join('; ')}`);
    memoryPlans.set(k, m);
  }
  return m;
}
