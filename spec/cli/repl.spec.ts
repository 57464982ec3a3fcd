// `aplc repl` with piped input: definitions persist across lines, errors do not end the session,
// ⎕← prints once, )shape shows the inferred type without running, and backtick keys give glyphs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));

function repl(input: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, 'repl', '--backend', 'cpu', ...args], { input, encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test("printf 'x←⍳5\\n+/x\\n' | aplc repl prints 15", () => {
  const r = repl('x←⍳5\n+/x\n');
  assert.is(r.out, '15\n');
  assert.is(r.code, 0, r.err);
});

test('definitions persist; a failing line is reported at its place and the session goes on', () => {
  const r = repl('f←{⍵×2}\nv←1 2 3\n1 2+1 2 3\nf v\n');
  assert.is(r.out, '2 4 6\n');
  assert.match(r.err, 'LENGTH ERROR: shapes differ: left [2], right [3]\n  at input 3:1:4\n    1 2+1 2 3\n       ^');
  assert.is(r.code, 1, 'a failed line makes a piped session exit 1');
});

test('⎕← values print once: a definition replayed before later lines does not print again', () => {
  const r = repl('⎕←y←7\ny+1\n⎕←3\ny×2\n');
  assert.is(r.out, '7\n8\n3\n14\n');
});

test(')shape shows the inferred type and shape without running; )defs and )clear', () => {
  const r = repl('x←⍳5\n)shape x\n)shape 2 3⍴x\n)defs\n)clear\nx\n');
  assert.is(r.out, 'i32[5]\ni32[2,3]\nx←⍳5\nclear ws\n');
  assert.match(r.err, 'VALUE ERROR');
});

test('backtick keys give glyphs, as in Dyalog and ngn/apl', () => {
  assert.is(repl('`i4\n`r`i4\n').out, '1 2 3 4\n4\n');
  assert.is(repl('2`-3`=4\n').out, '1.5\n');
});

test(')off ends the session', () => {
  assert.is(repl('1+1\n)off\n2+2\n').out, '2\n');
});

test.run();
