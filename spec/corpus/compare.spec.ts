import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareOutput, compareValues, numbersAgree, parseAplNumber, CORPUS_TOLERANCE } from './compare.js';

test('APL number tokens', () => {
  assert.is(parseAplNumber('42'), 42);
  assert.is(parseAplNumber('¯3.5'), -3.5);
  assert.is(parseAplNumber('0.5'), 0.5);
  assert.is(parseAplNumber('.5'), 0.5);
  assert.is(parseAplNumber('1E10'), 1e10);
  assert.is(parseAplNumber('1.5E¯7'), 1.5e-7);
  assert.is(parseAplNumber('¯2.5E¯12'), -2.5e-12);
  assert.is(parseAplNumber('¯∞'), -Infinity);
  assert.is(parseAplNumber('-3'), null);
  assert.is(parseAplNumber('abc'), null);
  assert.is(parseAplNumber('1.2.3'), null);
  assert.is(parseAplNumber('E5'), null);
});

test('relative tolerance, absolute near zero', () => {
  assert.ok(numbersAgree(0.33333334, 0.3333333333, CORPUS_TOLERANCE));
  assert.ok(numbersAgree(1e10, 1.000001e10, CORPUS_TOLERANCE));
  assert.not.ok(numbersAgree(1e10, 1.0001e10, CORPUS_TOLERANCE));
  assert.ok(numbersAgree(0, 5e-7, CORPUS_TOLERANCE));
  assert.not.ok(numbersAgree(0, 5e-6, CORPUS_TOLERANCE));
  assert.not.ok(numbersAgree(1, 2, CORPUS_TOLERANCE));
});

test('output lines agree token by token, numbers within tolerance', () => {
  assert.is(compareOutput(['1 2 3', ' 4  5 6'], ['1 2 3', '4 5 6']), null);
  assert.is(compareOutput(['0.3333333333 ¯1'], ['0.33333334 ¯1']), null);
  assert.is(compareOutput(['hello world'], ['hello  world ']), null);
  assert.equal(compareOutput(['1 2 3'], ['1 2 4']), { line: 1, expected: '1 2 3', actual: '1 2 4' });
  assert.equal(compareOutput(['1 2'], ['1 2 3']), { line: 1, expected: '1 2', actual: '1 2 3' });
  assert.equal(compareOutput(['abc'], ['abd']), { line: 1, expected: 'abc', actual: 'abd' });
  assert.equal(compareOutput(['1', '2'], ['1']), { line: 2, expected: '2', actual: null });
  assert.equal(compareOutput([], ['']), { line: 1, expected: null, actual: '' });
  assert.is(compareOutput([''], ['']), null);
  // A non-number never matches a number, even a "close" one.
  assert.ok(compareOutput(['1'], ['1x']) !== null);
});

test('values: shape, element type, then elements', () => {
  const f = (data: number[], shape = [data.length]) => ({ elem: 'float' as const, shape, data: Float32Array.from(data) });
  const i = (data: number[], shape = [data.length]) => ({ elem: 'int' as const, shape, data: Int32Array.from(data) });
  assert.is(compareValues(f([1, 2.5]), f([1, 2.5000001])), null);
  assert.match(compareValues(f([1, 2]), f([1, 2], [1, 2])) ?? '', 'shapes differ');
  assert.match(compareValues(f([1, 2]), i([1, 2])) ?? '', 'element types differ');
  assert.match(compareValues(i([1, 2]), i([1, 3])) ?? '', 'element 1 differs');
  assert.match(compareValues(f([1, 2]), f([1, 2.1])) ?? '', 'element 1 differs');
  assert.is(compareValues(i([], [0, 3]), i([], [0, 3])), null);
});

test.run();
