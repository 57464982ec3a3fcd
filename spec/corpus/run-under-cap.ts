// How the corpus specs run a compiled program: on one backend, under the program's memory cap
// (its `⍝ == max-memory:` directive, or the default), which holds for that run alone because the
// corpus runs one program at a time.
import { runCompiled, type CompiledProgram } from '../../cli/driver.js';
import { setMaxMemory } from '../../core-ir/memory-cap.js';

export async function runUnderCap(program: CompiledProgram, backend: 'interp' | 'cpu' | 'webgpu', maxMemory: number | null): ReturnType<typeof runCompiled> {
  setMaxMemory(maxMemory);
  try {
    return await runCompiled(program, { backend });
  } finally {
    setMaxMemory(null);
  }
}
