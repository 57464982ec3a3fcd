// Dyadic ⍕'s fields (core-ir/format-spec.ts) at their edges: Dyalog's examples are corpus programs
// (spec/programs/structural/format-by-specification*.apl); these are the cases between them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { columnSpecs, formatBySpec, formatField, formatResult } from '../../core-ir/format-spec.js';

test('one number is the precision of every column, two a pair for every column, more a pair each', () => {
  assert.equal(columnSpecs([2], 3), [{ w: 0, p: 2 }, { w: 0, p: 2 }, { w: 0, p: 2 }]);
  assert.equal(columnSpecs([6, 1], 2), [{ w: 6, p: 1 }, { w: 6, p: 1 }]);
  assert.equal(columnSpecs([3, 0, 6, 2], 2), [{ w: 3, p: 0 }, { w: 6, p: 2 }]);
  assert.is(columnSpecs([1, 2, 3], 2), null);
});

test('fields: integers rounded, fixed decimals, scaled mantissas, high minus', () => {
  assert.is(formatField(2.547, 0, 16), '3');
  assert.is(formatField(-4, 1, 16), '¯4.0');
  assert.is(formatField(0, 3, 16), '0.000');
  assert.is(formatField(1555, -3, 16), '1.56E3');
  assert.is(formatField(0.000123, -2, 16), '1.2E¯4');
  assert.is(formatField(7, -1, 16), '7E0');
});

test('digits past those held are _, also for precisions past what toFixed takes', () => {
  assert.is(formatField(1 / 3, 18, 16), '0.333333333333333300'.slice(0, 18) + '__');
  assert.is(formatField(2 / 3, 8, 8), '0.66666667');
  assert.is(formatField(2 / 3, 10, 8), '0.66666667__');
  assert.is(formatField(1e-300, 120, 16).length, 122);
  assert.is(formatField(123456789, 0, 8), '12345679_');
});

test('a W of 0 fits the widest number of the column plus a blank; a number too wide fills with *', () => {
  assert.equal(formatBySpec([2, 1], [5, -10], [{ w: 0, p: 0 }], 16), { rows: 2, width: 4, text: '   5 ¯10' });
  assert.equal(formatBySpec([2], [123, 4], [{ w: 2, p: 0 }, { w: 2, p: 0 }], 16), { rows: 1, width: 4, text: '** 4' });
});

test('the IR statement: a scalar is a one-item vector; rows keep their leading axes', () => {
  const scalar = formatResult('float', [], Float32Array.from([2.5]), [1], undefined);
  assert.equal([scalar.width, scalar.shape, String.fromCodePoint(...scalar.codes)], [4, [4], ' 2.5']);
  const cube = formatResult('int', [2, 1, 2], Int32Array.from([1, 2, 3, 4]), [3, 0], undefined);
  assert.equal([cube.width, cube.shape, String.fromCodePoint(...cube.codes)], [6, [2, 1, 6], '  1  2  3  4']);
});

test.run();
