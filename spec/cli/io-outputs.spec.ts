// `-o FILE` writes main's result as .npy (as numpy reads it), .json (as --json prints it) or .csv,
// and each reads back into aplc as the same array; and a million-row CSV is read in seconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aplc, badUsage, failsWith, scratch } from './run-aplc.js';

const { dir, file } = scratch('aplc-io-out-');
const cpu = ['--backend', 'cpu'];
const out = (name: string): string => join(dir, name);

const scale = file('scale.apl', '⍝ main: ⍵ f32[m,n] → f32[m,n]\nmain←{⍵×0.5}\n');
const same = file('same.apl', '⍝ main: ⍵ f32[m,n] → f32[m,n]\nmain←{⍵}\n');
const letters = file('letters.apl', '⍝ main: ⍵ i32[n] → char[n]\nmain←{⎕UCS 96+⍵}\n');
const big = file('big.apl', '⍝ main: ⍵ i32[n] → bool[n]\nmain←{⍵>2}\n');
const cube = file('cube.apl', '⍝ main: ⍵ i32 → i32[2,2,2]\nmain←{2 2 2⍴⍵}\n');

/** The header dict and data bytes of a .npy file, read as numpy's format describes it. */
function npyParts(path: string): { header: string; data: Buffer; aligned: boolean } {
  const b = readFileSync(path);
  assert.equal([...b.subarray(0, 8)], [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  const length = b.readUInt16LE(8);
  return { header: b.subarray(10, 10 + length).toString('latin1'), data: b.subarray(10 + length), aligned: (10 + length) % 64 === 0 };
}

test('-o .npy: f4 little-endian with its shape, the data start 64-byte aligned; it reads back', () => {
  const o = out('half.npy');
  const r = aplc([scale, '2 3⍴1 2 3 4 5 6', '-o', o, ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '', 'the result goes to the file, not to stdout');
  const { header, data, aligned } = npyParts(o);
  assert.match(header, /^\{'descr': '<f4', 'fortran_order': False, 'shape': \(2, 3\), \} *\n$/);
  assert.ok(aligned);
  assert.equal([...new Float32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length))], [0.5, 1, 1.5, 2, 2.5, 3]);
  assert.is(aplc([same, o, '--json', ...cpu]).out, '{"shape":[2,3],"type":"float","data":[0.5,1,1.5,2,2.5,3]}\n');
});

test('-o .npy of characters is <U1 and of booleans |b1; a vector\'s shape is (n,)', () => {
  const c = out('abc.npy');
  assert.is(aplc([letters, '1 2 3', '-o', c, ...cpu]).code, 0);
  const chars = npyParts(c);
  assert.match(chars.header, "'descr': '<U1'");
  assert.match(chars.header, "'shape': (3,)");
  assert.equal([...chars.data], [97, 0, 0, 0, 98, 0, 0, 0, 99, 0, 0, 0]);
  const b = out('mask.npy');
  assert.is(aplc([big, '1 2 3 4', '-o', b, ...cpu]).code, 0);
  const mask = npyParts(b);
  assert.match(mask.header, "'descr': '|b1'");
  assert.equal([...mask.data], [0, 0, 1, 1]);
});

test('-o .json writes what --json prints, and it reads back with its type', () => {
  const o = out('half.json');
  assert.is(aplc([scale, '2 2⍴1 2 3 5', '-o', o, ...cpu]).code, 0);
  assert.is(readFileSync(o, 'utf8'), '{"shape":[2,2],"type":"float","data":[0.5,1,1.5,2.5]}\n');
  assert.is(aplc([same, o, '--json', ...cpu]).out, readFileSync(o, 'utf8'));
  const c = out('abc.json');
  assert.is(aplc([letters, '1 2 3', '-o', c, ...cpu]).code, 0);
  assert.is(readFileSync(c, 'utf8'), '{"shape":[3],"type":"char","data":["a","b","c"]}\n');
});

test('-o .csv: a matrix a row a line, a vector one row, the shortest f32 digits; it reads back', () => {
  const o = out('half.csv');
  assert.is(aplc([scale, '2 3⍴1 2 3 4 5 ¯7', '-o', o, ...cpu]).code, 0);
  assert.is(readFileSync(o, 'utf8'), '0.5,1,1.5\n2,2.5,-3.5\n');
  assert.is(aplc([same, o, '--json', ...cpu]).out, '{"shape":[2,3],"type":"float","data":[0.5,1,1.5,2,2.5,-3.5]}\n');
  const third = file('third.apl', '⍝ main: ⍵ f32[n] → f32[n]\nmain←{⍵÷3}\n');
  const v = out('third.csv');
  assert.is(aplc([third, '1 2', '-o', v, ...cpu]).code, 0);
  assert.is(readFileSync(v, 'utf8'), '0.33333334,0.6666667\n');
});

test('-o errors: rank 3 or characters to CSV, an unknown extension, no main, a directory that is not there', () => {
  failsWith(aplc([cube, '7', '-o', out('c.csv'), ...cpu]), /^RANK ERROR: -o .*c\.csv: a CSV file holds a table, and the result has rank 3 \[2,2,2\]: write \.npy or \.json$/);
  failsWith(aplc([letters, '1 2', '-o', out('l.csv'), ...cpu]), /^DOMAIN ERROR: -o .*l\.csv: a CSV file holds numbers, and the result is characters/);
  badUsage(aplc([cube, '7', '-o', out('c.txt'), ...cpu]), 'the result is written as .npy, .json or .csv');
  badUsage(aplc([file('s.apl', '1+1\n'), '-o', out('s.json'), ...cpu]), "-o writes main's result");
  failsWith(aplc([cube, '7', '-o', join(dir, 'missing', 'c.npy'), ...cpu]), /^FILE ERROR: cannot write .*missing\/c\.npy/);
});

test('a 1,000,000-row, 3-column CSV (and the same as .npy) prints its column means in seconds', () => {
  const rows = 1_000_000;
  const lines: string[] = ['a,b,c'];
  const values = new Float64Array(rows * 3);
  for (let i = 0; i < rows; i++) {
    const a = (i % 1000) / 8;
    const b = i % 7;
    const c = (i % 250) * 0.25;
    values.set([a, b, c], i * 3);
    lines.push(`${a},${b},${c}`);
  }
  const csv = file('million.csv', lines.join('\n') + '\n');
  let header = "{'descr': '<f8', 'fortran_order': False, 'shape': (1000000, 3), }";
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n';
  const npy = out('million.npy');
  const prefix = Buffer.alloc(10);
  prefix.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  prefix.writeUInt16LE(header.length, 8);
  writeFileSync(npy, Buffer.concat([prefix, Buffer.from(header, 'latin1'), Buffer.from(values.buffer)]));
  const stats = file('stats.apl', '⍝ main: ⍵ f32[n,3] → f32[3]\nmain←{(+⌿⍵)÷≢⍵}\n');
  // means: 999/16; 1e6 = 142857·7 + 1, so the b column sums to 142857·21; 249·0.25/2
  const expected = '62.4375 2.999997 31.125\n';
  for (const input of [csv, npy]) {
    const start = performance.now();
    const r = aplc([stats, input, ...cpu]);
    const seconds = (performance.now() - start) / 1000;
    assert.is(r.code, 0, r.err);
    assert.is(r.out, expected);
    console.log(`  ${input.endsWith('.csv') ? 'CSV' : 'npy'}: ${seconds.toFixed(2)} s for aplc stats.apl on 1,000,000 × 3 (cpu backend, whole command)`);
    // a generous bound: this catches a quadratic reader, not a loaded machine
    assert.ok(seconds < 60, `took ${seconds} s`);
  }
});

test('a one-column CSV of 1,000,000 rows is read in one pass (no search past each line for a delimiter)', () => {
  const column = file('column.csv', 'v\n' + Array.from({ length: 1_000_000 }, (_, i) => String(i % 10)).join('\n') + '\n');
  const sum = file('sum.apl', '⍝ main: ⍵ i32[n] → i32\nmain←{+/⍵}\n');
  const start = performance.now();
  const r = aplc([sum, column, ...cpu]);
  const seconds = (performance.now() - start) / 1000;
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '4500000\n');
  console.log(`  one column: ${seconds.toFixed(2)} s for 1,000,000 rows (whole command)`);
  assert.ok(seconds < 60, `took ${seconds} s`);
});

test.run();
