// The command line is a contract: exit codes, where output goes, and the error text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'aplc-cli-'));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function aplc(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

function noStackTrace(err: string): void {
  assert.not.match(err, /\n\s+at .*\(.*:\d+:\d+\)/, 'a stack trace leaked');
  assert.not.match(err, /TypeError|ReferenceError|node:internal/);
}

test('runs a program on the CPU and prints ⎕← values then the last value', () => {
  const r = aplc(file('p.apl', '⎕←2 3⍴⍳6\nx←5\nx×¯1 2'), '--backend', 'cpu');
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '1 2 3\n4 5 6\n¯5 10\n');
});

test('an assignment as the last statement prints nothing', () => {
  const r = aplc(file('a.apl', 'x←5'), '--backend', 'cpu');
  assert.is(r.code, 0);
  assert.is(r.out, '');
});

test('--json prints one object a line', () => {
  const r = aplc(file('j.apl', "⎕←'ab'\n2 2⍴1.5 2 3 4"), '--backend', 'cpu', '--json');
  assert.is(r.code, 0, r.err);
  const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines[0], { shape: [2], type: 'char', data: ['a', 'b'] });
  assert.equal(lines[1], { shape: [2, 2], type: 'float', data: [1.5, 2, 3, 4] });
});

test('--verbose says which backend auto picked and why', () => {
  const r = aplc(file('a.apl', '+/⍳10'), '--verbose');
  assert.is(r.code, 0, r.err);
  assert.is(r.out, '55\n');
  const m = /aplc: auto picked (cpu|webgpu): (.*)/.exec(r.err);
  assert.ok(m !== null, r.err);
  if (m![1] === 'cpu') {
    assert.match(m![2]!, /no WebGPU adapter was found|software rasteriser/);
    assert.match(r.err, 'backend cpu (JavaScript kernels) on the main thread');
  } else assert.match(m![2]!, 'a hardware WebGPU adapter');
  const none = aplc(file('a.apl', '+/⍳10'), '--verbose', '--backend', 'cpu');
  assert.not.match(none.err, 'auto picked');
});

test('--verbose names the backend', () => {
  const r = aplc(file('v.apl', '1+1'), '--backend', 'cpu', '--verbose');
  assert.is(r.code, 0);
  assert.match(r.err, 'backend cpu (JavaScript kernels)');
  const i = aplc(file('v.apl', '1+1'), '--backend', 'interp', '--verbose');
  assert.is(i.code, 0);
  assert.is(i.out, '2\n');
  assert.match(i.err, 'backend interp (the reference interpreter)');
});

test('cpu and interp print the same values and stop at the same run-time error', () => {
  const src = file('both.apl', "⎕←+/0.1×⍳1000\n⎕←-\\⍳5\nx←1 0 2\n⎕←+/÷x");
  const cpu = aplc(src, '--backend', 'cpu');
  const interp = aplc(src, '--backend', 'interp');
  assert.is(cpu.code, 1);
  assert.is(cpu.out, interp.out);
  assert.is(cpu.err, interp.err);
  assert.match(cpu.err, /^DOMAIN ERROR: /);
  assert.match(cpu.err, 'both.apl:4:');
});

test('a value too large to print is a LIMIT ERROR, not a crash', () => {
  const r = aplc(file('huge.apl', '⎕←1\n16777217⍴1'), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.is(r.out, '1\n');
  assert.match(r.err, /^LIMIT ERROR: a value of 16777217 items is too large to print/);
  noStackTrace(r.err);
});

test('a LENGTH ERROR at compile time: exit 1, both shapes, the caret under +, nothing on stdout', () => {
  const r = aplc(file('len.apl', '⎕←1\n1 2 3+1 2 3 4'), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.is(r.out, '', 'a program that fails to check runs nothing');
  assert.match(r.err, /^LENGTH ERROR: /);
  assert.match(r.err, /len\.apl:2:6/);
  assert.match(r.err, '    1 2 3+1 2 3 4\n         ^');
  assert.match(r.err, 'left: [3] from 1 2 3 at 2:1');
  assert.match(r.err, 'right: [4] from 1 2 3 4 at 2:7');
  noStackTrace(r.err);
});

test('aplc check: exit 1 with the LENGTH ERROR, runs nothing', () => {
  const r = aplc('check', file('c.apl', '⎕←99\n1 2 3+1 2 3 4'));
  assert.is(r.code, 1);
  assert.not.match(r.out, '99');
  assert.match(r.err, 'LENGTH ERROR');
  assert.match(r.err, 'c.apl:2:6');
});

test('aplc check: exit 0 on a well shaped file', () => {
  const r = aplc('check', file('ok.apl', 'f←{⍵+⌽⍵}\nf 2 3⍴⍳6'));
  assert.is(r.code, 0, r.err);
  assert.match(r.out, 'no errors');
});

test('aplc check --format json lists every error with its position', () => {
  const r = aplc('check', '--format', 'json', file('two.apl', '1 2+1 2 3\n(2 2⍴1)+1 2 3'));
  assert.is(r.code, 1);
  const j = JSON.parse(r.out) as { errors: number; diagnostics: { class: string; line: number; col: number }[] };
  assert.is(j.errors, 2);
  assert.equal(j.diagnostics.map((d) => [d.class, d.line, d.col]), [['LENGTH', 1, 4], ['RANK', 2, 8]]);
});

test('aplc check --format github prints workflow annotations', () => {
  const r = aplc('check', '--format', 'github', file('gh.apl', '1 2+1 2 3'));
  assert.is(r.code, 1);
  assert.match(r.out, /^::error file=.*gh\.apl,line=1,col=4,endLine=1,endColumn=5,title=LENGTH ERROR::/);
});

test('a SYNTAX ERROR names line and column and shows the caret', () => {
  const r = aplc(file('syn.apl', 'x←1\n(1+2'), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.match(r.err, /^SYNTAX ERROR: /);
  assert.match(r.err, 'syn.apl:2:1');
  assert.match(r.err, '    (1+2\n    ^');
  noStackTrace(r.err);
});

test('an unsupported primitive is a NONCE ERROR naming it', () => {
  const r = aplc(file('nonce.apl', "'abc'⍋'cab'"), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.match(r.err, /^NONCE ERROR: .*⍋/);
  noStackTrace(r.err);
});

test('an unknown name is a VALUE ERROR', () => {
  const r = aplc(file('val.apl', 'y+1'), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.match(r.err, /^VALUE ERROR: .*y/);
});

test('a missing file: exit 1, a one-line FILE ERROR', () => {
  const r = aplc(join(dir, 'nope.apl'));
  assert.is(r.code, 1);
  assert.match(r.err, /^FILE ERROR: cannot read .*nope\.apl: no such file\n$/);
  const d = aplc(dir);
  assert.is(d.code, 1);
  assert.match(d.err, 'it is a directory');
});

test('a run-time error prints what came before it, then the error; exit 1', () => {
  const r = aplc(file('rt.apl', '⎕←7\n⎕←÷0'), '--backend', 'cpu');
  assert.is(r.code, 1);
  assert.is(r.out, '7\n');
  assert.match(r.err, /^DOMAIN ERROR: /);
  assert.match(r.err, 'rt.apl:2:');
  noStackTrace(r.err);
});

test('bad usage exits 2', () => {
  assert.is(aplc().code, 2);
  const tpu = aplc('--backend', 'tpu', 'x.apl');
  assert.is(tpu.code, 2);
  assert.match(tpu.err, '--backend must be auto, webgpu, cpu or interp (got tpu)');
  assert.is(aplc('check').code, 2);
  assert.is(aplc('--frobnicate').code, 2);
  assert.is(aplc('--help').code, 0);
});

test('aplc dev prints the IR after lowering and says it is valid', () => {
  const r = aplc('dev', file('dev.apl', '+/⍳10'));
  assert.is(r.code, 0, r.out + r.err);
  assert.match(r.out, 'after lower');
  assert.match(r.out, 'redomap');
});

test.run();
