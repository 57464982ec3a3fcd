import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DisplayValue } from '../../apl/format.js';
import { apltailLines, bracketForm, quadLines } from './apltail-format.js';
import { apltailTokens, firstDifference, linesAgree } from './apltail-compare.js';
import { finalAssignment, withFinalValue } from './apltail-source.js';

const ints = (shape: number[], data: number[]): DisplayValue => ({ elem: 'int', shape, data: Int32Array.from(data) });
const floats = (shape: number[], data: number[]): DisplayValue => ({ elem: 'float', shape, data: Float32Array.from(data) });
const chars = (shape: number[], text: string): DisplayValue => ({ elem: 'char', shape, data: Int32Array.from([...text].map((c) => c.codePointAt(0)!)) });

test('bracket form: shape, then row-major values with - for negatives', () => {
  assert.is(bracketForm(ints([], [42])), '[](42)');
  assert.is(bracketForm(ints([3], [1, -2, 3])), '[3](1,-2,3)');
  assert.is(bracketForm(floats([2, 2], [0.5, -1.25, 3, 1e10])), '[2,2](0.5,-1.25,3,1E10)');
  assert.is(bracketForm(ints([0], [])), '[0]()');
  assert.is(bracketForm(ints([0, 3], [])), '[0,3]()');
  assert.is(bracketForm(chars([], 'Q')), '[](Q)');
});

test('⎕← lines: char vectors raw, non-empty matrices framed by blank lines, the rest bracketed', () => {
  assert.equal(quadLines(chars([5], 'hi yo')), ['hi yo']);
  assert.equal(quadLines(ints([2, 2], [1, -20, 3, 4])), ['', ' 1 -20', ' 3   4', '']);
  assert.equal(quadLines(chars([2, 3], 'ab de ')), ['', ' ab ', ' de ', '']);
  assert.equal(quadLines(ints([0, 2], [])), ['[0,2]()']);
  assert.equal(quadLines(ints([2], [7, 8])), ['[2](7,8)']);
  assert.equal(quadLines(ints([1, 1, 2], [7, 8])), ['[1,1,2](7,8)']);
});

test('a program: ⎕← values, then the final value bracketed', () => {
  assert.equal(apltailLines([chars([3], 'sum'), ints([2, 1], [1, 2]), ints([], [3])]), ['sum', '', ' 1', ' 2', '', '[](3)']);
  assert.equal(apltailLines([]), []);
});

test('tokens: numbers whole, other characters one by one', () => {
  assert.equal(apltailTokens('[3](1.5,-2,3E4)'), ['[', '3', ']', '(', '1.5', ',', '-2', ',', '3E4', ')']);
  assert.equal(apltailTokens(' 1  -2 '), ['1', '-2']);
});

test('lines agree within 1e-4, ignoring int/float spelling; text lines exactly', () => {
  assert.ok(linesAgree('[](615.0)', '[](615)'));
  assert.ok(linesAgree('[](3.14159265359)', '[](3.1415927)'));
  assert.ok(linesAgree('[](-0.00159265291649)', '[](-0.0015925480)'));
  assert.ok(linesAgree('  -2.11111111111   1.2', ' -2.1111112 1.2'));
  assert.not.ok(linesAgree('[](615.0)', '[](616)'));
  assert.not.ok(linesAgree('[3](1,2,3)', '[3](1,2)'));
  assert.not.ok(linesAgree('[3](1,2,3)', '[1,3](1,2,3)'));
  assert.ok(linesAgree(' ab ', ' ab'));
  assert.not.ok(linesAgree(' ab', 'ab'));
  assert.not.ok(linesAgree('Result:', 'Result'));
});

test('first difference names the line and both texts', () => {
  assert.is(firstDifference(['a', '[](1.0)'], ['a', '[](1)']), null);
  assert.is(firstDifference(['a', '[](1.0)'], ['a', '[](2)']), 'line 2: expected "[](1.0)", got "[](2)"');
  assert.is(firstDifference(['a', '[](1.0)'], ['a']), 'line 2: expected "[](1.0)", got (no line)');
});

test('a final assignment becomes a final expression', () => {
  assert.is(finalAssignment('x ← 1\ny ← x + 2   ⍝ three\n\n'), 'y');
  assert.is(finalAssignment('x ← 1\nx + 2\n⍝ trailing comment'), null);
  assert.is(finalAssignment("s ← 'a⍝b'"), 's');
  assert.is(finalAssignment('a ← 1 ⋄ b ← 2'), 'b');
  assert.is(finalAssignment('f ← {\n  r ← ⍵\n}'), null);
  assert.is(withFinalValue('c ← 1+2\n'), 'c ← 1+2\nc\n');
  assert.is(withFinalValue('1+2\n'), '1+2\n');
});

test.run();
