// ⎕NGET 'path': a text file read when the program is compiled, relative to the program's file, as
// a character vector with LF line ends; its length is known to the checker.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../api/compile.js';
import { AplError } from '../../api/errors.js';
import { aplc, failsWith, scratch } from './run-aplc.js';

const { dir, file } = scratch('aplc-nget-');
const cpu = ['--backend', 'cpu'];
mkdirSync(join(dir, 'sub'));
file('sub/notes.txt', 'ab\r\ncd\n');
file('one.txt', 'x');
file('five.txt', 'hello');

test('the text as a character vector, CRLF as LF, relative to the program wherever aplc runs', () => {
  const prog = file('sub/count.apl', "t←⎕NGET 'notes.txt'\n⎕←⍴t\n+/t=⎕UCS 10\n");
  const r = aplc([prog, ...cpu], { cwd: '/' });
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '6\n2\n');
});

test('a one-character file is a vector, as in Dyalog', () => {
  assert.is(aplc([file('one.apl', "⍴⎕NGET 'one.txt'\n"), ...cpu]).out, '1\n');
});

test('the length is known when checking: a LENGTH ERROR with the file\'s length, before anything runs', () => {
  const r = aplc(['check', file('len.apl', "(⎕NGET 'five.txt')=1 2 3\n")]);
  assert.is(r.code, 1);
  assert.match(r.err, 'LENGTH ERROR: shapes differ: left [5], right [3]');
});

test('in a program\'s main, beside its arguments', () => {
  const r = aplc([file('greet.apl', "⍝ main: ⍵ char[n] → char[k]\nmain←{(⎕NGET 'five.txt'),' ',⍵}\n"), '\'world\'', ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, 'hello world\n');
});

test('a missing file is a FILE NAME ERROR at the call, with the path it looked for', () => {
  const r = aplc([file('gone.apl', "1+1\n⎕NGET 'nothere.txt'\n"), ...cpu]);
  failsWith(r, /^FILE NAME ERROR: ⎕NGET: cannot read nothere\.txt \(.*nothere\.txt\): no such file$/);
  assert.match(r.err, "gone.apl:2:1\n    ⎕NGET 'nothere.txt'\n    ^^^^^^^^^^^^^^^^^^^");
});

test('a path that is not a literal, and the bare lines form (a nested triple in Dyalog), are NONCE ERRORs; a flag past 1 a DOMAIN ERROR', () => {
  failsWith(aplc([file('var.apl', "p←'five.txt'\n⎕NGET p\n"), ...cpu]), /^NONCE ERROR: ⎕NGET's path must be a string literal: aplc reads the file when it compiles the program/);
  failsWith(aplc([file('flags.apl', "⎕NGET 'five.txt' 1\n"), ...cpu]), /^NONCE ERROR: ⎕NGET path 1 is nested \(the lines, the encoding, the line end\), which aplc cannot hold: ⊃⎕NGET path 1 gives the lines/);
  failsWith(aplc([file('flag2.apl', "⊃⎕NGET 'five.txt' 2\n"), ...cpu]), /^DOMAIN ERROR: ⎕NGET's flag is 0 \(the content\) or 1 \(the lines\), not 2/);
});

test('⊃⎕NGET path is the content, as Dyalog\'s idiom picks it (not its first character)', () => {
  const r = aplc([file('first.apl', "⍴⊃⎕NGET 'five.txt'\n"), ...cpu]);
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '5\n');
});

test('⊃⎕NGET path 1 is the lines, a vector of character vectors, on every backend', () => {
  file('three.txt', 'abc\r\nde\n\nfghi');
  file('solo.txt', 'only\n');
  const prog = file('lines.apl', "x←⊃⎕NGET 'three.txt' 1\n⎕←≢¨x\n⎕←⊃x\n≢⊃⎕NGET 'solo.txt' 1\n");
  for (const backend of ['interp', 'cpu', 'webgpu']) {
    const r = aplc([prog, '--backend', backend]);
    assert.is(r.code, 0, r.err);
    assert.is(r.out, '3 2 0 4\nabc\n1\n', backend);
  }
});

test('⍎¨ of the lines reads one whole number a line, as input files are read; other text is a NONCE ERROR at ⍎', () => {
  file('numbers.txt', '12\r\n¯3\n 400 \n-5\n');
  file('words.txt', '12\n1.5\n');
  const prog = file('sum.apl', "n←⍎¨⊃⎕NGET 'numbers.txt' 1\n⎕←n\n+/n\n");
  for (const backend of ['interp', 'cpu', 'webgpu']) {
    const r = aplc([prog, '--backend', backend]);
    assert.is(r.code, 0, r.err);
    assert.is(r.out, '12 ¯3 400 ¯5\n404\n', backend);
  }
  const bad = aplc([file('bad.apl', "⍎¨⊃⎕NGET 'words.txt' 1\n"), ...cpu]);
  assert.is(bad.code, 1);
  assert.match(bad.err, /^NONCE ERROR: ⍎ of characters known only at run time reads one whole number[^\n]*\n {2}at .*bad\.apl:1:1/);
});

test('the embedding API has no files: ⎕NGET is a NONCE ERROR that says what to do instead', () => {
  try {
    compile("{⍵,⎕NGET 'five.txt'}", { signature: '⍵ char[n]' });
    assert.unreachable('compiled');
  } catch (e) {
    assert.instance(e, AplError);
    assert.match((e as Error).message, 'NONCE ERROR: ⎕NGET reads files only under the aplc command');
  }
});

test.run();
