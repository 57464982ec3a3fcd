// The cpu backend's worker pool (cpu/pool.ts, cpu/parallel.ts): kernels large enough to share run
// across worker threads, with results identical to the bit to one thread's and the interpreter's
// (maps, folds of rows, one-row pairwise folds split into subtrees), whatever the number of
// workers; the first failure in element order is the one reported; the pool closes and restarts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interpret } from '../../core-ir/interp.js';
import { assertSame, program, outcome } from './outcome.js';
import { runOnCpu } from '../../cpu/run.js';
import { cpuWorkerCount, setCpuWorkers, shutdownCpuPool } from '../../cpu/pool.js';
import { chunkBounds, pairwiseBounds, parallelRunCount } from '../../cpu/parallel.js';

// each is large enough to go to the pool (parallel.ts PARALLEL_WORK)
const PROGRAMS = [
  // a map, and a map whose rows differ in cost
  'x←1○0.001×⍳300000\n⎕←(2○x)×1+x*2\n⎕←+/x',
  // one-row pairwise folds of one and of several values, lengths off the chunk sizes
  'x←1○0.37×⍳1000003\n⎕←+/x\n⎕←(⌊/x),(⌈/x),(+/x),+/x×x',
  // an exact left fold (ints) split along its row, and folds and scans of rows
  'i←⍳400001\n⎕←⌈/7|i×3\nm←600 700⍴0.5×⍳420000\n⎕←+/m\n⎕←⌈/m\n+\\m',
  // an outer product and a 2-D map
  'a←0.01×⍳1000\nb←1○⍳900\n⎕←+/,a∘.×b\n(a∘.+b)÷1+a∘.×b',
];

const ERRORS = [
  // the first failing element is in the last chunk; then one in the first and one in the last
  'x←(⍳400000)-399990\n÷x',
  'x←(⍳400000)-10\ny←(⍳400000)-399990\n(÷x)+÷y',
  'x←600 700⍴⍳420000\n+/÷x-419000',
  'x←⍳400000\nx[(⍳400000)+x>399990]',
];

test('maps and folds across 0 to 3 workers agree with the interpreter to the bit', () => {
  for (const text of PROGRAMS) {
    const ir = program(text);
    const ref = outcome((o) => interpret(ir, [], o));
    for (const n of [0, 1, 3]) {
      setCpuWorkers(n);
      const before = parallelRunCount();
      assertSame(outcome((o) => runOnCpu(ir, [], o)), ref, `${text} (${n} workers)`);
      assert.is(parallelRunCount() > before, n > 0, `${text} (${n} workers): ran on the pool or not`);
    }
  }
  setCpuWorkers(null);
});

test('the first failure in element order is the one reported, whichever thread met it', () => {
  for (const text of ERRORS) {
    const ir = program(text);
    const ref = outcome((o) => interpret(ir, [], o));
    assert.ok(ref.error !== null, `${text}: ran without an error`);
    for (const n of [0, 2]) {
      setCpuWorkers(n);
      const before = parallelRunCount();
      assertSame(outcome((o) => runOnCpu(ir, [], o)), ref, `${text} (${n} workers)`);
      assert.is(parallelRunCount() > before, n > 0, `${text} (${n} workers): ran on the pool or not`);
    }
  }
  setCpuWorkers(null);
});

test('the pool closes and starts again; its size can be set and is checked', async () => {
  setCpuWorkers(2);
  assert.is(cpuWorkerCount(), 2);
  const ir = program(PROGRAMS[0]!);
  const ref = outcome((o) => interpret(ir, [], o));
  assertSame(outcome((o) => runOnCpu(ir, [], o)), ref, 'before shutdown');
  await shutdownCpuPool();
  assertSame(outcome((o) => runOnCpu(ir, [], o)), ref, 'after shutdown');
  await shutdownCpuPool();
  assert.throws(() => setCpuWorkers(-1), /from 0 to 64/);
  assert.throws(() => setCpuWorkers(1.5), /from 0 to 64/);
  setCpuWorkers(null);
  const saved = process.env['APLC_CPU_WORKERS'];
  process.env['APLC_CPU_WORKERS'] = '5';
  assert.is(cpuWorkerCount(), 5);
  if (saved === undefined) delete process.env['APLC_CPU_WORKERS'];
  else process.env['APLC_CPU_WORKERS'] = saved;
});

test('chunks: whole, in order, and a pairwise fold\'s a power of two of blocks but the last', () => {
  for (const [outer, chunks] of [[10, 3], [7, 7], [1000, 8], [5, 16]] as const) {
    const b = Array.from(chunkBounds(outer, chunks));
    assert.is(b[0], 0);
    assert.is(b[b.length - 1], outer);
    for (let i = 1; i < b.length; i++) assert.ok(b[i]! > b[i - 1]!, `${outer}/${chunks}: ${b.join(' ')}`);
  }
  for (const n of [9, 64, 1000003, 2 ** 22]) {
    const b = Array.from(pairwiseBounds(n, 8));
    assert.is(b[b.length - 1], n);
    const len = b[1]! - b[0]!;
    assert.ok(len % 8 === 0 && Number.isInteger(Math.log2(len / 8)), `${n}: chunks of ${len}`);
    for (let i = 1; i < b.length - 1; i++) assert.is(b[i + 1]! - b[i]! <= len, true);
    for (let i = 1; i < b.length - 2; i++) assert.is(b[i + 1]! - b[i]!, len);
  }
});

test.after(async () => {
  await shutdownCpuPool();
});

test.run();
