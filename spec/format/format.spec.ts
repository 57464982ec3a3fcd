import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatValue, formatLines, formatJson, formatFloat, formatInt, type DisplayValue, type DisplayElem } from '../../apl/format.js';

const v = (elem: DisplayElem, shape: readonly number[], data: readonly number[]): DisplayValue => ({
  elem,
  shape,
  data: elem === 'float' ? Float32Array.from(data) : elem === 'bool' ? Uint8Array.from(data) : Int32Array.from(data),
});
const chars = (shape: readonly number[], text: string): DisplayValue => v('char', shape, [...text].map((c) => c.codePointAt(0)!));

const numbers = suite('format: numbers');

numbers('ints with high minus', () => {
  assert.is(formatInt(0), '0');
  assert.is(formatInt(42), '42');
  assert.is(formatInt(-7), '¯7');
  assert.is(formatInt(2147483647), '2147483647');
  assert.is(formatInt(-2147483648), '¯2147483648');
});

numbers('floats: shortest decimal that reads back to the f32', () => {
  assert.is(formatFloat(Math.fround(0.1)), '0.1');
  assert.is(formatFloat(Math.fround(1 / 3)), '0.33333334');
  assert.is(formatFloat(Math.fround(2 / 3)), '0.6666667');
  assert.is(formatFloat(Math.fround(Math.PI)), '3.1415927');
  assert.is(formatFloat(0.5), '0.5');
  assert.is(formatFloat(-0.25), '¯0.25');
  assert.is(formatFloat(2.5), '2.5');
  assert.is(formatFloat(100), '100');
  assert.is(formatFloat(-3), '¯3');
  assert.is(formatFloat(0), '0');
  assert.is(formatFloat(-0), '0');
  assert.is(formatFloat(Math.fround(1234.5678)), '1234.5677');
  // A double is rounded to f32 first: the backends hold f32.
  assert.is(formatFloat(0.1), '0.1');
});

numbers('floats: scaled form for large and tiny magnitudes', () => {
  assert.is(formatFloat(1e9), '1000000000');
  assert.is(formatFloat(1e10), '1E10');
  assert.is(formatFloat(-1e10), '¯1E10');
  assert.is(formatFloat(Math.fround(1.5e10)), '1.5E10');
  assert.is(formatFloat(2 ** 40), '1.0995116E12');
  assert.is(formatFloat(Math.fround(1.5e-7)), '1.5E¯7');
  assert.is(formatFloat(Math.fround(-2.5e-12)), '¯2.5E¯12');
  assert.is(formatFloat(Math.fround(1e-6)), '0.000001');
  assert.is(formatFloat(Math.fround(0.00025)), '0.00025');
  assert.is(formatFloat(Math.fround(3e38)), '3E38');
});

numbers('floats: values Dyalog cannot hold', () => {
  assert.is(formatFloat(Infinity), '∞');
  assert.is(formatFloat(-Infinity), '¯∞');
  assert.is(formatFloat(NaN), 'NaN');
});

numbers('floats at a ⎕PP: f64 rounded to that many digits (17 at most), f32 in its shortest form', () => {
  assert.is(formatFloat(Math.PI, 'f64', 3), '3.14');
  assert.is(formatFloat(Math.PI, 'f64', 17), '3.1415926535897931');
  assert.is(formatFloat(Math.PI, 'f64', 40), '3.1415926535897931');
  assert.is(formatFloat(0.1, 'f64', 17), '0.10000000000000001');
  assert.is(formatFloat(0.1, 'f64', 16), '0.1');
  assert.is(formatFloat(Math.fround(0.1), 'f32', 17), '0.1');
  assert.is(formatFloat(1234.5, 'f64', 3), '1.23E3');
  assert.is(formatFloat(999.5, 'f64', 3), '1E3');
});

numbers.run();

const display = suite('format: display form');

display('scalars', () => {
  assert.is(formatValue(v('int', [], [5])), '5');
  assert.is(formatValue(v('int', [], [-5])), '¯5');
  assert.is(formatValue(v('bool', [], [1])), '1');
  assert.is(formatValue(v('float', [], [1 / 3])), '0.33333334');
  assert.is(formatValue(chars([], 'a')), 'a');
  assert.is(formatValue(chars([], '⍴')), '⍴');
});

display('vectors are space separated, each number on its own', () => {
  assert.is(formatValue(v('int', [3], [1, 2, 3])), '1 2 3');
  assert.is(formatValue(v('int', [4], [1, -2, 30, -400])), '1 ¯2 30 ¯400');
  assert.is(formatValue(v('bool', [5], [1, 0, 1, 1, 0])), '1 0 1 1 0');
  assert.is(formatValue(v('float', [4], [1, 2.5, -0.125, 1e10])), '1 2.5 ¯0.125 1E10');
  assert.is(formatValue(v('int', [1], [7])), '7');
});

display('a char vector prints raw', () => {
  assert.is(formatValue(chars([11], 'hello world')), 'hello world');
  assert.is(formatValue(chars([3], '⍺⍵∇')), '⍺⍵∇');
  assert.is(formatValue(chars([2], '  ')), '  ');
});

display('empty vectors print one empty line', () => {
  assert.equal(formatLines(v('int', [0], [])), ['']);
  assert.equal(formatLines(chars([0], '')), ['']);
  assert.is(formatValue(v('float', [0], [])), '');
});

display('matrix: right-aligned columns, one space between', () => {
  assert.is(formatValue(v('int', [2, 3], [1, 2, 3, 4, 5, 6])), '1 2 3\n4 5 6');
  assert.is(formatValue(v('int', [2, 3], [1, 20, 3, 400, 5, -60])), '  1 20   3\n400  5 ¯60');
  assert.is(formatValue(v('int', [3, 2], [-1, 1, 10, -10, 100, 0])), ' ¯1   1\n 10 ¯10\n100   0');
  assert.is(formatValue(v('bool', [2, 2], [1, 0, 0, 1])), '1 0\n0 1');
  assert.is(formatValue(v('int', [1, 3], [7, 8, 9])), '7 8 9');
  assert.is(formatValue(v('int', [3, 1], [7, 80, 9])), ' 7\n80\n 9');
});

display('matrix: decimal points align within a column', () => {
  assert.is(formatValue(v('float', [3, 1], [1, 2.5, 10.25])), ' 1\n 2.5\n10.25');
  assert.is(formatValue(v('float', [2, 2], [1.5, 2, 3.25, 4])), '1.5  2\n3.25 4');
  assert.is(formatValue(v('float', [2, 2], [-0.5, 100, 12.125, -3])), '¯0.5   100\n12.125  ¯3');
  assert.is(formatValue(v('float', [2, 2], [0.5, 1, 0.25, 2])), '0.5  1\n0.25 2');
});

display('matrix: a column with a scaled number is right-aligned', () => {
  assert.is(formatValue(v('float', [2, 2], [1e10, 1, 2.5, 2])), '1E10 1\n 2.5 2');
});

display('char matrix prints its rows, blanks kept', () => {
  assert.is(formatValue(chars([2, 3], 'abcdef')), 'abc\ndef');
  assert.is(formatValue(chars([3, 2], 'a  bc ')), 'a \n b\nc ');
});

display('rank 3: planes separated by a blank line, columns aligned over all planes', () => {
  assert.is(formatValue(v('int', [2, 2, 3], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])), ' 1  2  3\n 4  5  6\n\n 7  8  9\n10 11 12');
  assert.is(formatValue(v('int', [2, 2, 2], [1, 2, 3, 100, 1, 2, 3, 4])), '1   2\n3 100\n\n1   2\n3   4');
  assert.is(formatValue(chars([2, 1, 2], 'abcd')), 'ab\n\ncd');
});

display('rank 4: two blank lines between rank-3 blocks', () => {
  const x = v('int', [2, 2, 1, 1], [1, 2, 3, 4]);
  assert.is(formatValue(x), '1\n\n2\n\n\n3\n\n4');
  const y = v('int', [1, 3, 1, 2], [1, 2, 3, 4, 5, 6]);
  assert.is(formatValue(y), '1 2\n\n3 4\n\n5 6');
});

display('empty matrices', () => {
  assert.equal(formatLines(v('int', [3, 0], [])), ['', '', '']);
  assert.is(formatValue(v('int', [3, 0], [])), '\n\n');
  assert.equal(formatLines(v('int', [0, 4], [])), []);
  assert.equal(formatLines(chars([0, 2], '')), []);
  assert.equal(formatLines(v('int', [0, 2, 2], [])), []);
});

display('accepts plain arrays of numbers (structural data)', () => {
  assert.is(formatValue({ elem: 'int', shape: [2], data: [3, -4] }), '3 ¯4');
});

display.run();

const json = suite('format: JSON');

json('ints, bools and shapes', () => {
  assert.is(formatJson(v('int', [2, 3], [1, 2, 3, 4, 5, 6])), '{"shape":[2,3],"type":"int","data":[1,2,3,4,5,6]}');
  assert.is(formatJson(v('int', [], [-5])), '{"shape":[],"type":"int","data":[-5]}');
  assert.is(formatJson(v('bool', [3], [1, 0, 1])), '{"shape":[3],"type":"bool","data":[1,0,1]}');
  assert.is(formatJson(v('int', [0], [])), '{"shape":[0],"type":"int","data":[]}');
  assert.is(formatJson(v('int', [2, 0], [])), '{"shape":[2,0],"type":"int","data":[]}');
});

json('floats: shortest f32 decimal as JSON numbers', () => {
  assert.is(formatJson(v('float', [5], [0.1, 1 / 3, -2.5, 1e10, 1.5e-7])), '{"shape":[5],"type":"float","data":[0.1,0.33333334,-2.5,10000000000,1.5e-7]}');
  assert.is(formatJson(v('float', [2], [-0, 3])), '{"shape":[2],"type":"float","data":[0,3]}');
  assert.is(formatJson(v('float', [2], [Infinity, NaN])), '{"shape":[2],"type":"float","data":[null,null]}');
  const parsed = JSON.parse(formatJson(v('float', [1], [3e38]))) as { data: number[] };
  assert.is(Math.fround(parsed.data[0]!), Math.fround(3e38));
});

json('chars are one-character strings, escaped as JSON requires', () => {
  assert.is(formatJson(chars([3], 'a"⍴')), '{"shape":[3],"type":"char","data":["a","\\"","⍴"]}');
  assert.is(formatJson(chars([], '\\')), '{"shape":[],"type":"char","data":["\\\\"]}');
});

json('every line is valid JSON', () => {
  const line = formatJson(v('float', [2, 2], [1.25, -3, 0.1, 7]));
  assert.equal(JSON.parse(line), { shape: [2, 2], type: 'float', data: [1.25, -3, 0.1, 7] });
});

json('the items of a nested f64 value keep every digit', () => {
  const nested = { elem: 'float' as const, shape: [2, 2], itemRank: 1, data: Float64Array.from([Math.PI, 1, 2, 0.1]) };
  assert.equal(JSON.parse(formatJson(nested)).data[0].data[0], Math.PI);
});

json('an irregular vector: a scalar item (length ¯1) is a scalar of the nested form', () => {
  const mixed = { ...v('int', [2], [1, 2, 3]), itemLengths: [-1, 2] };
  assert.equal(JSON.parse(formatJson(mixed)), {
    shape: [2],
    type: 'nested',
    data: [{ shape: [], type: 'int', data: [1] }, { shape: [2], type: 'int', data: [2, 3] }],
  });
});

json.run();

const precision = suite('format: print precision');

precision('the items of a nested f64 value print at the program width and ⎕PP (not as f32)', () => {
  const nested = { elem: 'float' as const, shape: [2, 2], itemRank: 1, data: Float64Array.from([Math.PI, 1, 2, 0.5]) };
  assert.equal(formatLines(nested), [' 3.141592654 1  2 0.5 ']);
  assert.equal(formatLines({ ...nested, printPrecision: 3 }), [' 3.14 1  2 0.5 ']);
  const ragged = { elem: 'float' as const, shape: [2], itemLengths: [1, 2], data: Float64Array.from([Math.PI, 1, 2]) };
  assert.equal(formatLines({ ...ragged, printPrecision: 4 }), [' 3.142  1 2 ']);
});

precision('a matrix at a ⎕PP keeps its columns aligned; integers print in full', () => {
  assert.equal(formatLines({ elem: 'float', shape: [2, 2], data: Float64Array.from([Math.PI, 10, 1 / 3, 2.5]), printPrecision: 3 }), ['3.14  10', '0.333  2.5']);
  assert.equal(formatLines({ elem: 'int', shape: [2], data: Int32Array.from([123456, -7]), printPrecision: 2 }), ['123456 ¯7']);
});

precision.run();

const mixed = suite('format: irregular vectors with scalar items');

// as ngn/apl prints them (APL2's rule: a simple scalar item is not bordered by blanks)
mixed('a vector item has a blank each side, a scalar none; a blank between items where either is a scalar', () => {
  const ragged = (elem: DisplayElem, data: readonly number[], itemLengths: readonly number[]): DisplayValue => ({ ...v(elem, [itemLengths.length], data), itemLengths });
  assert.is(formatValue(ragged('int', [1, 2, 3], [-1, 2])), '1  2 3 ');
  assert.is(formatValue(ragged('int', [1, 2, 3, 4], [-1, -1, 2])), '1 2  3 4 ');
  assert.is(formatValue(ragged('int', [1, 2, 3, 4, 5, 6], [2, -1, 3])), ' 1 2  3  4 5 6 ');
  assert.is(formatValue(ragged('int', [1, 2], [-1, 0, -1])), '1    2');
  assert.is(formatValue(ragged('char', [97, 98, 99], [-1, 2])), 'a  bc ');
  assert.is(formatValue(ragged('int', [-1, 2, 3], [-1, 2])), '¯1  2 3 ');
});

mixed.run();

const charsBeside = suite('format: mixed arrays (characters beside numbers)');

const codes = (xs: readonly (number | string)[]): number[] => xs.map((x) => (typeof x === 'string' ? x.codePointAt(0)! : x));
const marks = (xs: readonly (number | string)[]): Uint8Array => Uint8Array.from(xs.map((x) => (typeof x === 'string' ? 1 : 0)));
const mixedOf = (elem: DisplayElem, shape: readonly number[], xs: readonly (number | string)[]): DisplayValue => ({ ...v(elem, shape, codes(xs)), chars: marks(xs) });

charsBeside('a vector: characters touch each other, a number is set off by blanks (as Dyalog and ngn/apl print them)', () => {
  assert.is(formatValue(mixedOf('int', [2], ['a', 1])), 'a 1');
  assert.is(formatValue(mixedOf('int', [7], ['a', 'b', 1, 2, 'c', 'd', 3])), 'ab 1 2 cd 3');
  assert.is(formatValue(mixedOf('float', [3], [1.5, 'a', -2])), '1.5 a ¯2');
  assert.is(formatValue(mixedOf('int', [], ['x'])), 'x');
  assert.is(formatValue(mixedOf('int', [0], [])), '');
});

charsBeside('a matrix: a column of characters is one wide; a numeric column aligns its numbers, a character at its left', () => {
  assert.equal(formatLines(mixedOf('int', [3, 2], ['m', 1, 'i', 14, 's', 4])), ['m  1', 'i 14', 's  4']);
  assert.equal(formatLines(mixedOf('float', [3, 1], ['a', 10, 2.5])), ['a', '10', ' 2.5']);
  assert.equal(formatLines(mixedOf('int', [2, 2, 2], ['a', 1, 'b', 2, 'c', 3, 'd', 4])), ['a 1', 'b 2', '', 'c 3', 'd 4']);
});

charsBeside('a mixed array of one kind prints as that kind; --json marks the kind of each element', () => {
  assert.is(formatValue(mixedOf('int', [2], ['a', 'b'])), 'ab');
  assert.is(formatValue(mixedOf('int', [2], [1, 2])), '1 2');
  assert.is(formatJson(mixedOf('int', [2], ['a', 1])), '{"shape":[2],"type":"mixed","data":["a",1]}');
  assert.is(formatJson(mixedOf('int', [2], ['a', 'b'])), '{"shape":[2],"type":"char","data":["a","b"]}');
});

charsBeside('an irregular vector of mixed data: each item prints as its own kind', () => {
  const ragged = { ...mixedOf('int', [2], ['T', 'o', 't', ':', 42]), itemLengths: [4, -1] };
  assert.is(formatValue(ragged), ' Tot:  42');
});

charsBeside.run();
