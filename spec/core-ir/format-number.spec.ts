// ⍕ (the IR's format) writes numbers as the display does: core-ir keeps its own copy of the
// display's number rules (core-ir may not import apl/), so the two are compared here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatFloat, formatInt } from '../../apl/format.js';
import { codePoints, formatFloatApl, formatNumbers } from '../../core-ir/format-number.js';

const FLOATS = [0, -0, 0.5, -2.25, 34.32, 1 / 3, 2 / 3, 1e10, 1.5e-7, 0.000001, 123456789, -1e-30, 3.4e38, 1e9, 9999999999, Math.PI, -Math.E, Infinity, -Infinity, NaN];

test('floats are written as the display writes them', () => {
  for (const x of FLOATS) assert.is(formatFloatApl(x), formatFloat(x), `for ${x}`);
  // many more, spread over the exponents
  for (let e = -40; e <= 38; e++) for (const m of [1, 1.25, 3.3333, 7.1, 9.99]) {
    const x = Math.fround(m * 10 ** e);
    assert.is(formatFloatApl(x), formatFloat(x), `for ${x}`);
    assert.is(formatFloatApl(-x), formatFloat(-x), `for ${-x}`);
  }
});

test('a vector of numbers: single spaces, high minus', () => {
  assert.is(formatNumbers('int', Int32Array.from([1, -2, 30])), [1, -2, 30].map(formatInt).join(' '));
  assert.is(formatNumbers('int', Int32Array.from([1, -2, 30])), '1 ¯2 30');
  assert.is(formatNumbers('float', Float32Array.from([1, -2.5, 0.125])), '1 ¯2.5 0.125');
  assert.is(formatNumbers('bool', Uint8Array.from([1, 0])), '1 0');
  assert.is(formatNumbers('int', new Int32Array(0)), '');
});

test('code points of the characters', () => {
  assert.equal([...codePoints('a¯⍳')], [97, 175, 9075]);
});

test.run();
