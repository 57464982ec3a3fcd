// ⍕ (the IR's format) writes numbers as the display does: core-ir keeps its own copy of the
// display's number rules (core-ir may not import apl/), so the two are compared here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatFloat, formatInt, formatLines } from '../../apl/format.js';
import { codePoints, formatFloatApl, formatNumbers, formatRows } from '../../core-ir/format-number.js';

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

test('at every ⎕PP and width, ⍕ writes floats as the display does', () => {
  const values = [...FLOATS, 0.1, 0.1 + 0.2, 1234.5678, 98765.4321, 1e-5, 123456.7];
  for (const pp of [1, 2, 3, 5, 6, 10, 12, 15, 16, 17, 20]) for (const x of values) {
    assert.is(formatFloatApl(x, 'f64', pp), formatFloat(x, 'f64', pp), `f64 ${x} at ⎕PP ${pp}`);
    assert.is(formatFloatApl(Math.fround(x), 'f32', pp), formatFloat(Math.fround(x), 'f32', pp), `f32 ${x} at ⎕PP ${pp}`);
  }
});

test('⍕ at a ⎕PP: rounded to that many digits, E form past them; an f32 never shows its f64 expansion', () => {
  assert.is(formatNumbers('float', Float64Array.from([Math.PI, 1234.5, 0.1]), 3), '3.14 1.23E3 0.1');
  assert.is(formatNumbers('float', Float64Array.from([0.1, 1 / 3]), 17), '0.10000000000000001 0.33333333333333331');
  assert.is(formatNumbers('float', Float32Array.from([0.1]), 17), '0.1');
  assert.is(formatNumbers('int', Int32Array.from([123456]), 2), '123456');
});

test('a vector of numbers: single spaces, high minus', () => {
  assert.is(formatNumbers('int', Int32Array.from([1, -2, 30])), [1, -2, 30].map(formatInt).join(' '));
  assert.is(formatNumbers('int', Int32Array.from([1, -2, 30])), '1 ¯2 30');
  assert.is(formatNumbers('float', Float32Array.from([1, -2.5, 0.125])), '1 ¯2.5 0.125');
  assert.is(formatNumbers('bool', Uint8Array.from([1, 0])), '1 0');
  assert.is(formatNumbers('int', new Int32Array(0)), '');
});

test('⍕ of a matrix lays its columns out as the display does (core-ir keeps its own copy of the alignment)', () => {
  const cases = [
    { elem: 'float' as const, shape: [2, 3], data: Float32Array.from([1.5, 10, -2, 3, 4.25, 1e10]) },
    { elem: 'int' as const, shape: [3, 2], data: Int32Array.from([1, -20, 300, 4, 5, 6]) },
    { elem: 'float' as const, shape: [2, 2, 2], data: Float64Array.from([Math.PI, 1, 2, 0.5, -1e-9, 7, 8, 9]) },
  ];
  for (const v of cases) {
    const r = formatRows(v.elem, v.shape, v.data);
    const rows = Array.from({ length: r.text.length / r.width }, (_, i) => r.text.slice(i * r.width, (i + 1) * r.width).trimEnd());
    assert.equal(rows, formatLines(v).filter((l) => l !== ''), `for shape ${v.shape.join(' ')}`);
  }
});

test('code points of the characters', () => {
  assert.equal([...codePoints('a¯⍳')], [97, 175, 9075]);
});

test.run();
