// The program corpus on the cpu backend with a WebAssembly kernel for every map that can have one
// (APLC_CPU_WASM=all; by default only maps heavy in f32 arithmetic get one, cpu/render-map.ts), each
// program against its `⍝ ==` expectation and, to the bit, against the reference interpreter. So
// every op and statement the WebAssembly renderer takes (cpu/wasm-lambda.ts) meets every corpus
// program that uses it, errors included.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource, type CompiledProgram } from '../../cli/driver.js';
import { runUnderCap } from './run-under-cap.js';
import { wasmRunCounts } from '../../cpu/wasm-run.js';
import { findProjectRoot } from './project-root.js';
import { findPrograms, selectedPrograms } from './programs.js';
import { CorpusSession, type CorpusDriver } from './session.js';

process.env['APLC_CPU_WASM'] = 'all';

const driver: CorpusDriver<CompiledProgram> = {
  compile(text, file) {
    const r = compileSource(text, file, { validate: true });
    return isLeft(r) ? { ok: false, diagnostics: r.left } : { ok: true, program: r.right };
  },
  run: runUnderCap,
};

const all = findPrograms(findProjectRoot());
const programs = selectedPrograms(all);
const session = new CorpusSession(driver);
const wasm = suite('corpus, cpu in WebAssembly');

for (const program of programs) {
  wasm(`${program.path} [cpu, WebAssembly maps]`, async () => {
    const problems = await session.check(program, 'cpu');
    assert.ok(problems.length === 0, problems.join('\n\n'));
  });
}

// over the whole corpus (APLC_CORPUS_ONLY selects a part)
wasm('WebAssembly kernels ran, and some gave way to JavaScript at a failure', () => {
  if (programs.length < all.length) return;
  const counts = wasmRunCounts();
  // the corpus holds hundreds of maps WebAssembly renders, and programs whose maps fail
  assert.ok(counts.ran > 500, `only ${counts.ran} WebAssembly kernel runs`);
  assert.ok(counts.gaveWay > 10, `only ${counts.gaveWay} WebAssembly kernel runs gave way`);
});

wasm.run();
