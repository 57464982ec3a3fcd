// `aplc FILE.apl ARG…`: main's arguments from CSV, TSV, JSON, .npy (written by numpy), APL
// literals and stdin, converted and checked against main's signature; every way that goes wrong
// is an APL error naming the input (exit 1), or bad usage (exit 2).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { aplc, badUsage, failsWith, scratch } from './run-aplc.js';

const { file } = scratch('aplc-io-in-');

const stats = file('stats.apl', '⍝ column means\n⍝ main: ⍵ f32[n,3] → f32[3]\nmain←{(+⌿⍵)÷≢⍵}\n');
const dot = file('dot.apl', "⎕←'dot'\n⍝ main: ⍺ i32[n] ⍵ i32[n] → i32\nmain←{+/⍺×⍵}\n");
const total = file('total.apl', '⍝ main: ⍵ f32[n] → f32\nmain←{+/⍵}\n');
const shout = file('shout.apl', "⍝ main: ⍵ char[n] → char[n]\nmain←{1 ⎕C ⍵}\n");
const anyBool = file('any.apl', '⍝ main: ⍵ bool[n] → bool\nmain←{∨/⍵}\n');
const cpu = ['--backend', 'cpu'];

/** .npy files as numpy 2 writes them (np.save), base64: the reader is checked against numpy, not against itself. */
const NUMPY: Record<string, string> = {
  // np.array([[1.5,2.0,3.0],[4.0,5.0,6.25]])
  f8: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPGY4JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDIsIDMpLCB9ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAoAAAAAAAD4PwAAAAAAAABAAAAAAAAACEAAAAAAAAAQQAAAAAAAABRAAAAAAAAAGUA=',
  // np.array([1,2,3], dtype=np.int64)
  i8: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPGk4JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDMsKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAoBAAAAAAAAAAIAAAAAAAAAAwAAAAAAAAA=',
  // np.array([True, False, True])
  b1: 'k05VTVBZAQB2AHsnZGVzY3InOiAnfGIxJywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDMsKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAoBAAE=',
  // np.asfortranarray(np.arange(6, dtype=np.int32).reshape(2,3))
  fortran: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPGk0JywgJ2ZvcnRyYW5fb3JkZXInOiBUcnVlLCAnc2hhcGUnOiAoMiwgMyksIH0gICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAoAAAAAAwAAAAEAAAAEAAAAAgAAAAUAAAA=',
  // np.array(list('héllo'))
  U1: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPFUxJywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDUsKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIApoAAAA6QAAAGwAAABsAAAAbwAAAA==',
  // np.array([-3, 7], dtype=np.int16)
  i2: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPGkyJywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDIsKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAr9/wcA',
  // np.array([1.0, 2.0], dtype='>f8')
  bigEndian: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPmY4JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKDIsKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAo/8AAAAAAAAEAAAAAAAAAA',
  // np.array(2.5, dtype=np.float32)
  scalar: 'k05VTVBZAQB2AHsnZGVzY3InOiAnPGY0JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBlJzogKCksIH0gICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAoAACBA',
};
const npy = (name: string): string => file(`${name}.npy`, Buffer.from(NUMPY[name]!, 'base64'));

test('CSV: a header row of names is skipped; the rows bind n; the column means print', () => {
  const r = aplc([stats, file('d.csv', 'x,y,z\n1,2,3\n4,5,6.5\n7,8,9\n10,11,12\n'), ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '5.5 6.5 7.625\n');
});

test('CSV without a header, CRLF line ends, blanks around fields, ¯ for minus, a blank last line', () => {
  const r = aplc([stats, file('crlf.csv', '1, 2 ,¯3\r\n-1,0,3e0\r\n\r\n'), ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '0 1 0\n');
});

test('TSV, and the same on WebGPU when there is an adapter (backend auto)', () => {
  const tsv = file('d.tsv', 'a\tb\tc\n1\t2\t3\n3\t4\t5\n');
  assert.is(aplc([stats, tsv, ...cpu]).out, '2 3 4\n');
  const r = aplc([stats, tsv]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '2 3 4\n');
});

test('a one-column CSV is a vector where main takes a vector; so is a one-row CSV', () => {
  assert.is(aplc([total, file('col.csv', 'v\n1\n2\n3.5\n'), ...cpu]).out, '6.5\n');
  assert.is(aplc([total, file('row.csv', '1,2,3.5\n'), ...cpu]).out, '6.5\n');
});

test('JSON: nested arrays, the {"shape","data"} form, strings as characters, booleans', () => {
  assert.is(aplc([stats, file('n.json', '[[1,2,3],[3,4,5]]'), ...cpu]).out, '2 3 4\n');
  assert.is(aplc([stats, file('s.json', '{"shape":[2,3],"data":[1,2,3,3,4,5]}'), ...cpu]).out, '2 3 4\n');
  assert.is(aplc([shout, file('t.json', '"abc"'), ...cpu]).out, 'ABC\n');
  assert.is(aplc([anyBool, file('b.json', '[false,true]'), ...cpu]).out, '1\n');
});

test('.npy from numpy: f64 into f32, i64, bool, Fortran order, <U1 characters, int16, a scalar', () => {
  assert.is(aplc([stats, npy('f8'), ...cpu]).out, '2.75 3.5 4.625\n');
  assert.is(aplc([dot, npy('i8'), npy('i8'), ...cpu]).out, 'dot\n14\n');
  assert.is(aplc([anyBool, npy('b1'), ...cpu]).out, '1\n');
  const show = file('show.apl', '⍝ main: ⍵ i32[m,n] → i32[m,n]\nmain←{⍵}\n');
  assert.is(aplc([show, npy('fortran'), ...cpu]).out, '0 1 2\n3 4 5\n');
  assert.is(aplc([shout, npy('U1'), ...cpu]).out, 'HÉLLO\n');
  assert.is(aplc([total, npy('i2'), ...cpu]).out, '4\n');
  const half = file('half.apl', '⍝ main: ⍵ f32 → f32\nmain←{⍵÷2}\n');
  assert.is(aplc([half, npy('scalar'), ...cpu]).out, '1.25\n');
});

test('APL literals and - (JSON on stdin); ⍺ comes first; statements before main run first', () => {
  const r = aplc([dot, '1 2 3', '-', ...cpu], { stdin: '[4,5,6]' });
  assert.is(r.code, 0, r.err);
  assert.is(r.out, 'dot\n32\n');
  assert.is(aplc([stats, '2 3⍴⍳6', '--json', ...cpu]).out, '{"shape":[3],"type":"float","data":[2.5,3.5,4.5]}\n');
});

test('a CSV with the wrong number of columns is a LENGTH ERROR naming it, at main\'s signature', () => {
  const r = aplc([stats, file('four.csv', '1,2,3,4\n5,6,7,8\n'), ...cpu]);
  failsWith(r, /^LENGTH ERROR: .*four\.csv has 4 columns, but main's ⍵ is f32\[n,3\]: 3 along axis 2$/);
  assert.match(r.err, /stats\.apl:2:9\n    ⍝ main: ⍵ f32\[n,3\] → f32\[3\]\n            \^+/);
});

test('a size name bound to two lengths is a LENGTH ERROR naming both inputs and the dim', () => {
  failsWith(aplc([dot, '1 2 3', file('two.json', '[1,2]'), ...cpu]), /^LENGTH ERROR: n is 3 from argument 1 \(1 2 3\) \(⍺, axis 1\) but 2 from .*two\.json \(⍵, axis 1\)$/);
});

test('ragged CSV rows and non-numbers name the file and the line', () => {
  failsWith(aplc([stats, file('rag.csv', 'a,b,c\n1,2,3\n4,5\n'), ...cpu]), /^RANK ERROR: .*rag\.csv line 3 has 2 fields, but line 2 has 3: the rows of a table must be of one length$/);
  failsWith(aplc([stats, file('word.csv', '1,2,3\n4,five,6\n'), ...cpu]), /^DOMAIN ERROR: .*word\.csv line 2, field 2: "five", not a number$/);
  failsWith(aplc([stats, file('hole.csv', '1,,3\n'), ...cpu]), /^DOMAIN ERROR: .*hole\.csv line 1, field 2: empty$/);
});

test('element types: a float into an i32 parameter is a DOMAIN ERROR naming the file and the place', () => {
  failsWith(aplc([dot, file('f.csv', '1.5\n2\n'), '1 2', ...cpu]), /^DOMAIN ERROR: .*f\.csv: line 1, field 1 is 1\.5, not an integer \(main's ⍺ is i32\[n\]\)$/);
  const show = file('ints.apl', '⍝ main: ⍵ i32[m,n] → i32[m,n]\nmain←{⍵}\n');
  failsWith(aplc([show, npy('f8'), ...cpu]), /^DOMAIN ERROR: .*f8\.npy holds floats, but main's ⍵ is i32\[m,n\]$/);
  failsWith(aplc([total, file('big.json', '[1e300]'), ...cpu]), /^DOMAIN ERROR: .*big\.json: element \[1\] is 1e\+300, beyond the range of f32/);
  failsWith(aplc([anyBool, '0 1 2', ...cpu]), "DOMAIN ERROR: argument 1 (0 1 2): element [3] is 2, not a boolean 0 or 1 (main's ⍵ is bool[n])");
  failsWith(aplc([total, file('chars.json', '"abc"'), ...cpu]), /^DOMAIN ERROR: .*chars\.json holds characters, but main's ⍵ is f32\[n\]$/);
});

test('a rank that does not fit is a RANK ERROR', () => {
  failsWith(aplc([total, '2 2⍴1', ...cpu]), "RANK ERROR: argument 1 (2 2⍴1) is a matrix [2,2], but main's ⍵ is f32[n] (rank 1)");
  failsWith(aplc([total, file('rag.json', '[[1,2],[3]]'), ...cpu]), /^RANK ERROR: .*rag\.json: the array is ragged/);
});

test('unreadable inputs: a missing file, bad JSON, a big-endian .npy, a literal that does not parse', () => {
  failsWith(aplc([total, 'nowhere.csv', ...cpu]), 'FILE ERROR: cannot read nowhere.csv: no such file');
  failsWith(aplc([total, file('bad.json', '[1,2'), ...cpu]), /^DOMAIN ERROR: .*bad\.json is not valid JSON/);
  failsWith(aplc([total, '-', ...cpu], { stdin: '{"shape":[3],"data":[1,2]}' }), 'LENGTH ERROR: stdin: "data" has 2 items, but shape [3] holds 3');
  failsWith(aplc([total, npy('bigEndian'), ...cpu]), /^DOMAIN ERROR: .*bigEndian\.npy is big-endian/);
  failsWith(aplc([total, file('junk.npy', 'not numpy'), ...cpu]), /^DOMAIN ERROR: .*junk\.npy is not a \.npy file/);
  const r = aplc([total, '1 2+', ...cpu]);
  failsWith(r, /^SYNTAX ERROR: /);
  assert.match(r.err, 'at argument 1:1:');
});

test('bad usage exits 2: the wrong number of arguments, an unknown extension, two stdins, arguments to a script', () => {
  badUsage(aplc([dot, '1 2', ...cpu]), "dot.apl: main takes two arguments, ⍺ i32[n] then ⍵ i32[n]; 1 was given");
  badUsage(aplc([stats, ...cpu]), 'stats.apl: main takes one argument, ⍵ f32[n,3]; none was given');
  badUsage(aplc([total, 'data.txt', ...cpu]), "data.txt: an input is a .csv, .tsv, .json or .npy file, - (JSON on stdin), or an APL array such as '1 2 3'");
  badUsage(aplc([dot, '-', '-', ...cpu]), 'only one argument can be - (stdin)');
  badUsage(aplc([file('script.apl', '1+1\n'), '1 2', ...cpu]), 'script.apl declares no main (as ⍝ main: ⍵ f32[n] → f32), so it takes no arguments');
});

test('a malformed signature for main is its SYNTAX ERROR, not bad usage; -5 is an argument, not an option', () => {
  const r = aplc([file('badsig.apl', '⍝ main: ⍵ f32[n] → f33\nmain←{⍵}\n'), '1 2', ...cpu]);
  failsWith(r, "SYNTAX ERROR: in the signature of main: unknown element type 'f33' (use f32, i32, bool or char)");
  const negate = file('negate.apl', '⍝ main: ⍵ i32 → i32\nmain←{⍵×2}\n');
  assert.is(aplc([negate, '-5', ...cpu]).out, '¯10\n');
});

test('a file without main still runs as a script', () => {
  const r = aplc([file('plain.apl', '⎕←1 2\n3×4\n'), ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '1 2\n12\n');
});

test.run();
