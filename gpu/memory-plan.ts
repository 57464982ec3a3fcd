// The plans a program runs with on the device: its kernels for a device profile (kernelize) and
// the memory plan of those kernels (passes/plan-memory.ts), each made (and validated) once.
import type { Program } from '../core-ir/syntax.js';
import type { DeviceProfile } from '../passes/device-profiles.js';
import { kernelize } from '../passes/kernelize.js';
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

const planned = new WeakMap<Program<'soacs'>, Map<string, Program<'kernels'>>>();

/** The kernels program for a profile, planned once per program and profile. */
export function kernelsFor(p: Program<'soacs'>, profile: DeviceProfile): Program<'kernels'> {
  let byProfile = planned.get(p);
  if (byProfile === undefined) planned.set(p, (byProfile = new Map()));
  let k = byProfile.get(profile.name);
  if (k === undefined) byProfile.set(profile.name, (k = kernelize(p, profile)));
  return k;
}
