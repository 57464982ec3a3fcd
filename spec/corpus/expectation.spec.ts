import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseExpectation, type Expectation } from './expectation.js';

function ok(source: string): Expectation {
  const r = parseExpectation(source);
  if (!r.ok) throw new Error(`expected a parse, got: ${r.problem}`);
  return r.expectation;
}

function problem(source: string): string {
  const r = parseExpectation(source);
  assert.is(r.ok, false);
  return r.ok ? '' : r.problem;
}

test('multi-line output block ends at the first non-comment line', () => {
  const e = ok('⍝ == output:\n⍝ 1 2 3\n⍝ 4 5 6\n2 3⍴⍳6\n⍝ 7 8 9\n');
  assert.equal(e.output, ['1 2 3', '4 5 6']);
  assert.is(e.error, null);
  assert.is(e.kernels, null);
  assert.is(e.skipGpu, null);
});

test('one-line output', () => {
  assert.equal(ok('⍝ == output: 1 2 3\n1 2 3').output, ['1 2 3']);
});

test('an output block ends at the next directive; other directives are read', () => {
  const e = ok('⍝ == output:\n⍝ 6\n⍝ == kernels: 2\n⍝ == skip-gpu: needs ⍣ on the gpu\n+/⍳3');
  assert.equal(e.output, ['6']);
  assert.is(e.kernels, 2);
  assert.is(e.skipGpu, 'needs ⍣ on the gpu');
});

test('a bare ⍝ is an empty expected line; inner spacing is kept', () => {
  const e = ok('⍝ == output:\n⍝ abc\n⍝\n⍝  1  2\n0');
  assert.equal(e.output, ['abc', '', ' 1  2']);
});

test('free comments before the first directive are ignored; blank lines end a block', () => {
  const e = ok('⍝ Sums a vector.\n⍝ == output:\n⍝ 6\n\n⍝ == kernels: 1\n\n+/1 2 3');
  assert.equal(e.output, ['6']);
  assert.is(e.kernels, 1);
});

test('directives after the first statement are not part of the header', () => {
  assert.match(problem('1 2 3\n⍝ == output: 1 2 3'), 'no "⍝ == output:"');
});

test('error with and without a location', () => {
  assert.equal(ok('⍝ == error: LENGTH ERROR\n1 2+1 2 3').error, { cls: 'LENGTH', at: null });
  assert.equal(ok('⍝ == error: RANK ERROR 3:7\n').error, { cls: 'RANK', at: { line: 3, col: 7 } });
  assert.equal(ok('⍝ == error: DOMAIN\n').error, { cls: 'DOMAIN', at: null });
});

test('error together with the output printed before it', () => {
  const e = ok('⍝ == output: 1 2\n⍝ == error: INDEX ERROR 2:1\n⎕←1 2\n(⍳3)[5]');
  assert.equal(e.output, ['1 2']);
  assert.equal(e.error, { cls: 'INDEX', at: { line: 2, col: 1 } });
});

test('bad directives are reported, not ignored', () => {
  assert.match(problem('⍝ == outptu: 1\n'), 'unknown directive');
  assert.match(problem('⍝ == error: LENGHT ERROR\n'), 'bad error expectation');
  assert.match(problem('⍝ == kernels: two\n⍝ == output: 1\n'), 'bad kernels');
  assert.match(problem('⍝ == skip-gpu:\n⍝ == output: 1\n'), 'needs a reason');
  assert.match(problem('⍝ == output: 1\n⍝ == output: 2\n'), 'more than one');
  assert.match(problem('⍝ == kernels: 1\n1'), 'no "⍝ == output:"');
  assert.match(problem('⍝ == max-memory: lots\n⍝ == output: 1\n'), 'bad max-memory');
});

test('max-memory: the memory cap for the runs, in bytes; none by default', () => {
  assert.is(ok('⍝ == max-memory: 1M\n⍝ == error: LIMIT ERROR 1:5\n⌽1e6⍴1.5').maxMemory, 2 ** 20);
  assert.is(ok('⍝ == max-memory: 64K\n⍝ == output: 3\n+/⍳3').maxMemory, 64 * 1024);
  assert.is(ok('⍝ == output: 3\n+/⍳3').maxMemory, null);
});

test('CRLF line ends', () => {
  assert.equal(ok('⍝ == output:\r\n⍝ 1 2\r\n1 2\r\n').output, ['1 2']);
});

test.run();
