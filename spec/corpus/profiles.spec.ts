// The program corpus on webgpu under every device profile other than the adapter's own (which
// corpus.spec.ts runs): here on llvmpipe the 'discrete' and 'integrated' profiles run their
// workgroup-cooperative kernels (real WGSL, real barriers, only slower), on a GPU the 'software'
// profile runs its barrier-free chunks. Each run is held to the program's expectation and to the
// interpreter's values, as the adapter's profile is.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource, runCompiled, shutdownGpu, type CompiledProgram } from '../../cli/driver.js';
import { setMaxMemory } from '../../core-ir/memory-cap.js';
import { acquireGpu } from '../../gpu/device.js';
import { adapterProfileName } from '../../gpu/device-profile.js';
import { PROFILE_NAMES, type ProfileName } from '../../passes/device-profiles.js';
import { findProjectRoot } from './project-root.js';
import { findPrograms, selectedPrograms } from './programs.js';
import { CorpusSession, type CorpusDriver } from './session.js';

/** Runs webgpu under `profile` (the variable is read when a program is planned for the device). */
function driverFor(profile: ProfileName): CorpusDriver<CompiledProgram> {
  return {
    compile(text, file) {
      const r = compileSource(text, file, { validate: true });
      return isLeft(r) ? { ok: false, diagnostics: r.left } : { ok: true, program: r.right };
    },
    // a program's `max-memory` cap holds for its run alone, as in corpus.spec.ts
    async run(program, backend, maxMemory) {
      setMaxMemory(maxMemory);
      const before = process.env['APLC_DEVICE_PROFILE'];
      if (backend === 'webgpu') process.env['APLC_DEVICE_PROFILE'] = profile;
      try {
        return await runCompiled(program, { backend });
      } finally {
        setMaxMemory(null);
        if (before === undefined) delete process.env['APLC_DEVICE_PROFILE'];
        else process.env['APLC_DEVICE_PROFILE'] = before;
      }
    },
  };
}

const ctx = await acquireGpu();
const requireGpu = process.env.APLC_REQUIRE_GPU === '1';
const programs = selectedPrograms(findPrograms(findProjectRoot()));
const profiles = ctx === null ? [] : PROFILE_NAMES.filter((p) => p !== adapterProfileName(ctx));
const corpus = suite('corpus under device profiles');

if (ctx === null) {
  if (requireGpu) corpus('a WebGPU adapter for the device profiles', () => assert.unreachable('APLC_REQUIRE_GPU=1 but no WebGPU adapter is available'));
  else console.log('note: no WebGPU adapter; the corpus under device profiles is skipped');
}

for (const profile of profiles) {
  const session = new CorpusSession(driverFor(profile));
  for (const program of programs) {
    const parsed = session.expectationOf(program);
    if (parsed.ok && parsed.expectation.skipGpu !== null) continue;
    corpus(`${program.path} [webgpu ${profile}]`, async () => {
      const problems = await session.check(program, 'webgpu');
      assert.ok(problems.length === 0, problems.join('\n\n'));
    });
  }
}

corpus.after(async () => {
  await shutdownGpu();
});

corpus.run();
