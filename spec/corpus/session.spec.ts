import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diag } from '../../apl/diagnostics.js';
import type { DisplayValue } from '../../apl/format.js';
import { findPrograms } from './programs.js';
import { CorpusSession, probeGpu, type CorpusDriver, type Compiled } from './session.js';
import type { CorpusBackend, RunResult } from './judge.js';

// A scripted driver: a "program" is a list of integers to print, or "fail" (compile error), or a
// backend-specific answer (interp and cpu answer the first, webgpu the second), so that the session's wiring is exercised without the real pipeline.
type Script = { readonly cpu: number[]; readonly webgpu: number[] | 'no adapter'; readonly dispatches: number };

function scriptedDriver(log: string[]): CorpusDriver<Script> {
  return {
    compile(text: string, file: string): Compiled<Script> {
      log.push(`compile ${file}`);
      const code = text.split('\n').filter((l) => !l.startsWith('⍝'))[0] ?? '';
      if (code === 'fail') return { ok: false, diagnostics: [diag('SYNTAX', 'bad token', file, null)] };
      if (code === 'throw') throw new Error('parser bug');
      const [cpu = '', gpu = cpu, dispatches = '0'] = code.split('|');
      const nums = (s: string) => s.trim().split(/\s+/).filter(Boolean).map(Number);
      return { ok: true, program: { cpu: nums(cpu), webgpu: gpu.trim() === 'no adapter' ? 'no adapter' : nums(gpu), dispatches: Number(dispatches) } };
    },
    async run(p: Script, backend: CorpusBackend, maxMemory: number | null): Promise<RunResult> {
      log.push(`run ${backend}${maxMemory === null ? '' : ` under a cap of ${maxMemory} bytes`}`);
      const data = backend === 'webgpu' ? p.webgpu : p.cpu;
      if (data === 'no adapter') throw new Error('no WebGPU adapter');
      const v: DisplayValue = { elem: 'int', shape: [data.length], data: Int32Array.from(data) };
      return { outputs: [v], error: null, dispatches: backend === 'webgpu' ? p.dispatches : 0 };
    },
  };
}

function corpusOf(files: Record<string, string>): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'aplc-corpus-'));
  for (const [name, text] of Object.entries(files)) {
    const path = join(root, 'spec', 'programs', name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

test('programs are found recursively, named from the root, sorted; other files ignored', () => {
  const c = corpusOf({ 'b.apl': '', 'a/z.apl': '', 'a/notes.md': '' });
  try {
    assert.equal(findPrograms(c.root).map((p) => p.path), ['spec/programs/a/z.apl', 'spec/programs/b.apl']);
    assert.equal(findPrograms(join(c.root, 'nowhere')), []);
  } finally { c.cleanup(); }
});

test('passing program: compiled once, run once per backend, backends compared with interp', async () => {
  const c = corpusOf({ 'ok.apl': '⍝ == output: 1 2 3\n⍝ == kernels: 1\n1 2 3|1 2 3|1' });
  try {
    const log: string[] = [];
    const s = new CorpusSession(scriptedDriver(log));
    const [p] = findPrograms(c.root);
    assert.equal(await s.check(p!, 'interp'), []);
    assert.equal(await s.check(p!, 'cpu'), []);
    assert.equal(await s.check(p!, 'webgpu'), []);
    assert.equal(log, ['compile spec/programs/ok.apl', 'run interp', 'run cpu', 'run webgpu']);
  } finally { c.cleanup(); }
});

test('a program\'s max-memory is the cap its runs are given', async () => {
  const c = corpusOf({ 'cap.apl': '⍝ == max-memory: 2K\n⍝ == output: 1\n1' });
  try {
    const log: string[] = [];
    const s = new CorpusSession(scriptedDriver(log));
    const [p] = findPrograms(c.root);
    assert.equal(await s.check(p!, 'cpu'), []);
    assert.equal(log, ['compile spec/programs/cap.apl', 'run cpu under a cap of 2048 bytes', 'run interp under a cap of 2048 bytes']);
  } finally { c.cleanup(); }
});

test('webgpu disagreeing with interp fails even when the interp and cpu halves pass', async () => {
  const c = corpusOf({ 'd.apl': '⍝ == output: 1 2 3\n1 2 3|1 2 4' });
  try {
    const s = new CorpusSession(scriptedDriver([]));
    const [p] = findPrograms(c.root);
    assert.equal(await s.check(p!, 'interp'), []);
    assert.equal(await s.check(p!, 'cpu'), []);
    const problems = await s.check(p!, 'webgpu');
    assert.is(problems.length, 2);
    assert.match(problems[0]!, 'spec/programs/d.apl [webgpu]: output differs');
    assert.match(problems[1]!, 'differs between backends');
  } finally { c.cleanup(); }
});

test('compile errors, crashes, bad expectations and rejected runs become problems', async () => {
  const c = corpusOf({
    'e.apl': '⍝ == error: SYNTAX ERROR\nfail',
    'f.apl': '⍝ == output: 1\nfail',
    't.apl': '⍝ == output: 1\nthrow',
    'x.apl': '⍝ == outptu: 1\n1',
    'g.apl': '⍝ == output: 1\n1|no adapter',
  });
  try {
    const s = new CorpusSession(scriptedDriver([]));
    const byName = new Map(findPrograms(c.root).map((p) => [p.path.split('/').pop()!, p]));
    assert.equal(await s.check(byName.get('e.apl')!, 'webgpu'), []);
    assert.match((await s.check(byName.get('f.apl')!, 'cpu'))[0]!, 'did not compile');
    assert.match((await s.check(byName.get('t.apl')!, 'cpu'))[0]!, 'compileSource threw: Error: parser bug');
    assert.match((await s.check(byName.get('x.apl')!, 'cpu'))[0]!, 'unknown directive');
    assert.equal(await s.check(byName.get('g.apl')!, 'cpu'), []);
    assert.match((await s.check(byName.get('g.apl')!, 'webgpu'))[0]!, 'runCompiled on webgpu rejected');
  } finally { c.cleanup(); }
});

test('gpu probe: null with an adapter, the reason without one', async () => {
  const withGpu = scriptedDriver([]);
  assert.is(await probeGpu(withGpu), null);
  const without: CorpusDriver<Script> = { ...withGpu, compile: () => ({ ok: true, program: { cpu: [0], webgpu: 'no adapter', dispatches: 0 } }) };
  assert.is(await probeGpu(without), 'no WebGPU adapter');
});

test.run();
