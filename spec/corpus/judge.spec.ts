import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diag, type Diagnostic } from '../../apl/diagnostics.js';
import type { Span } from '../../apl/ast.js';
import type { DisplayValue } from '../../apl/format.js';
import type { Expectation } from './expectation.js';
import { judgeAgreement, judgeAttempt, printedLines, type RunResult } from './judge.js';
import { EXACT } from './compare.js';

const span = (line: number, col: number): Span => ({ start: { line, col, offset: 0 }, end: { line, col: col + 1, offset: 1 } });
const ints = (shape: number[], data: number[]): DisplayValue => ({ elem: 'int', shape, data: Int32Array.from(data) });
const floats = (shape: number[], data: number[]): DisplayValue => ({ elem: 'float', shape, data: Float32Array.from(data) });
const exp = (e: Partial<Expectation>): Expectation => ({ output: null, error: null, kernels: null, skipGpu: null, maxMemory: null, ...e });
const ran = (outputs: DisplayValue[], error: Diagnostic | null = null, dispatches = 0): RunResult => ({ outputs, error, dispatches });
const lengthError = diag('LENGTH', 'left and right lengths differ', 'p.apl', span(3, 7));

test('printed lines: each value in display form, one after another', () => {
  assert.equal(printedLines([ints([3], [1, 2, 3]), ints([2, 2], [1, 2, 3, 40]), ints([0], [])]), ['1 2 3', '1  2', '3 40', '']);
});

test('matching output passes on both backends, with float tolerance', () => {
  const e = exp({ output: ['1 2 3', '0.3333333333'] });
  const r = ran([ints([3], [1, 2, 3]), floats([], [1 / 3])]);
  assert.equal(judgeAttempt('p.apl', 'cpu', e, { stage: 'run', result: r }), []);
  assert.equal(judgeAttempt('p.apl', 'webgpu', e, { stage: 'run', result: r }), []);
});

test('an output mismatch names the program, the line, expected and actual', () => {
  const problems = judgeAttempt('spec/programs/p.apl', 'cpu', exp({ output: ['1 2 3'] }), { stage: 'run', result: ran([ints([3], [1, 2, 4])]) });
  assert.is(problems.length, 1);
  assert.match(problems[0]!, 'spec/programs/p.apl [cpu]');
  assert.match(problems[0]!, 'line 1: expected "1 2 3", got "1 2 4"');
  assert.match(problems[0]!, 'expected:\n    1 2 3\n  actual:\n    1 2 4');
});

test('compile errors: expected class and place, or a failure listing them', () => {
  const compileFail = { stage: 'compile' as const, diagnostics: [lengthError] };
  assert.equal(judgeAttempt('p.apl', 'cpu', exp({ error: { cls: 'LENGTH', at: null } }), compileFail), []);
  assert.equal(judgeAttempt('p.apl', 'cpu', exp({ error: { cls: 'LENGTH', at: { line: 3, col: 7 } } }), compileFail), []);
  const wrongPlace = judgeAttempt('p.apl', 'cpu', exp({ error: { cls: 'LENGTH', at: { line: 3, col: 8 } } }), compileFail);
  assert.match(wrongPlace[0]!, 'expected LENGTH ERROR at 3:8');
  assert.match(wrongPlace[0]!, 'p.apl:3:7');
  const unexpected = judgeAttempt('p.apl', 'cpu', exp({ output: ['1'] }), compileFail);
  assert.match(unexpected[0]!, 'did not compile');
  assert.match(unexpected[0]!, 'LENGTH ERROR: left and right lengths differ');
});

test('run-time errors: expected, missing, wrong class, and output before them', () => {
  const e = exp({ output: ['1 2'], error: { cls: 'LENGTH', at: null } });
  assert.equal(judgeAttempt('p.apl', 'cpu', e, { stage: 'run', result: ran([ints([2], [1, 2])], lengthError) }), []);
  const missing = judgeAttempt('p.apl', 'cpu', e, { stage: 'run', result: ran([ints([2], [1, 2])]) });
  assert.match(missing[0]!, 'but it ran to the end');
  const wrong = judgeAttempt('p.apl', 'cpu', exp({ error: { cls: 'INDEX', at: null } }), { stage: 'run', result: ran([], lengthError) });
  assert.match(wrong[0]!, 'expected INDEX ERROR, got LENGTH ERROR');
  const surprise = judgeAttempt('p.apl', 'webgpu', exp({ output: [] }), { stage: 'run', result: ran([], lengthError) });
  assert.match(surprise[0]!, 'run-time error: LENGTH ERROR');
});

test('kernel budget applies to webgpu only', () => {
  const e = exp({ output: ['6'], kernels: 1 });
  const r = ran([ints([], [6])], null, 2);
  assert.equal(judgeAttempt('p.apl', 'cpu', e, { stage: 'run', result: r }), []);
  const problems = judgeAttempt('p.apl', 'webgpu', e, { stage: 'run', result: r });
  assert.equal(problems, ['p.apl [webgpu]: 2 kernel dispatches, at most 1 expected']);
  assert.equal(judgeAttempt('p.apl', 'webgpu', e, { stage: 'run', result: ran([ints([], [6])], null, 1) }), []);
});

test('backends must agree on values and errors', () => {
  const a = ran([floats([2], [1, 1 / 3])]);
  assert.equal(judgeAgreement('p.apl', a, ran([floats([2], [1, 0.33333331])])), []);
  assert.match(judgeAgreement('p.apl', a, ran([floats([2], [1, 0.34])]))[0]!, 'value 1 differs between backends');
  assert.match(judgeAgreement('p.apl', a, ran([ints([2], [1, 0])]))[0]!, 'element types differ');
  assert.match(judgeAgreement('p.apl', a, ran([]))[0]!, 'cpu printed 1 values, webgpu 0');
  assert.match(judgeAgreement('p.apl', a, ran([floats([2], [1, 1 / 3])], lengthError))[0]!, 'cpu ended with no error, webgpu with LENGTH ERROR');
});

test('the cpu backend must agree with the interpreter exactly, and is named in the problem', () => {
  const a = ran([floats([2], [1, 1 / 3])]);
  assert.equal(judgeAgreement('p.apl', a, ran([floats([2], [1, 1 / 3])]), ['interp', 'cpu'], EXACT), []);
  const off = judgeAgreement('p.apl', a, ran([floats([2], [1, 0.33333331])]), ['interp', 'cpu'], EXACT);
  assert.match(off[0]!, 'value 1 differs between backends');
  assert.match(off[0]!, '  cpu:');
  assert.match(judgeAgreement('p.apl', a, ran([]), ['interp', 'cpu'], EXACT)[0]!, 'interp printed 1 values, cpu 0');
});

test.run();
