// The program corpus: every spec/programs/**/*.apl on the reference interpreter, the cpu backend
// and webgpu, one test each, against its leading `⍝ ==` expectation; on cpu and webgpu also against
// the interpreter's values (exactly on cpu). One GPU device is shared
// by all programs (the driver keeps it) and released at the end.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileFileFunctions } from '../../api/functions.js';
import { compileSource, shutdownGpu, type CompiledProgram } from '../../cli/driver.js';
import { validateProgram } from '../../core-ir/validate.js';
import { runUnderCap } from './run-under-cap.js';
import { findProjectRoot } from './project-root.js';
import { findPrograms, selectedPrograms } from './programs.js';
import { CorpusSession, probeGpu, type CorpusDriver } from './session.js';

/**
 * The functions a program declares with signature comments are also compiled as `aplc build` and
 * the embedding API compile them, once for every value of their size names; an internal error or
 * invalid IR there fails the program (its run inlines the functions at concrete shapes instead).
 */
function checkDeclaredFunctions(text: string, file: string): void {
  const fns = compileFileFunctions(text, file);
  if (isLeft(fns)) {
    const internal = fns.left.filter((d) => d.message.includes('internal compiler error'));
    if (internal.length > 0) throw new Error(`compiling its declared functions: ${internal.map((d) => d.message).join('; ')}`);
    return;
  }
  for (const { name, fn } of fns.right) {
    const problems = validateProgram(fn.ir);
    if (problems.length > 0) throw new Error(`invalid IR for the declared function ${name}: ${problems.slice(0, 5).join('; ')}`);
  }
}

const driver: CorpusDriver<CompiledProgram> = {
  compile(text, file) {
    const r = compileSource(text, file, { validate: true });
    checkDeclaredFunctions(text, file);
    return isLeft(r) ? { ok: false, diagnostics: r.left } : { ok: true, program: r.right };
  },
  run: runUnderCap,
};

const root = findProjectRoot();
const programs = selectedPrograms(findPrograms(root));
const session = new CorpusSession(driver);
const requireGpu = process.env.APLC_REQUIRE_GPU === '1';

const gpuWanted = programs.some((p) => {
  const e = session.expectationOf(p);
  return !e.ok || e.expectation.skipGpu === null;
});
const noGpu = gpuWanted ? await probeGpu(driver) : null;
if (noGpu !== null && !requireGpu) {
  console.log(`note: no WebGPU adapter (${noGpu}); the webgpu half of the corpus is skipped (APLC_REQUIRE_GPU=1 makes this a failure)`);
}

/**
 * The failure for a list of problems. uvu prints an error's message and then its stack from the
 * second line on, which would repeat a multi-line message; a one-line stack keeps the report single.
 */
function problemsError(problems: readonly string[]): Error {
  const err = new Error(problems.join('\n\n'));
  err.name = 'CorpusMismatch';
  err.stack = `${err.name}: ${problems.length} problem(s)`;
  return err;
}

const corpus = suite('corpus');

corpus('the corpus holds programs', () => {
  assert.ok(programs.length > 0, `no .apl files under ${root}/spec/programs`);
});

for (const program of programs) {
  for (const backend of ['interp', 'cpu'] as const) {
    corpus(`${program.path} [${backend}]`, async () => {
      const problems = await session.check(program, backend);
      assert.ok(problems.length === 0, problemsError(problems));
    });
  }

  const parsed = session.expectationOf(program);
  const skipReason = parsed.ok ? parsed.expectation.skipGpu : null;
  if (skipReason !== null) {
    console.log(`note: ${program.path} runs on interp and cpu only: ${skipReason}`);
    corpus.skip(`${program.path} [webgpu]`);
  } else if (noGpu !== null && !requireGpu) {
    corpus.skip(`${program.path} [webgpu]`);
  } else {
    corpus(`${program.path} [webgpu]`, async () => {
      assert.ok(noGpu === null, `APLC_REQUIRE_GPU=1 but no WebGPU adapter is available: ${noGpu}`);
      const problems = await session.check(program, 'webgpu');
      assert.ok(problems.length === 0, problemsError(problems));
    });
  }
}

corpus.after(async () => {
  await shutdownGpu();
});

corpus.run();
