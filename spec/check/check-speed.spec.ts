// Issue 3's promise: `aplc check` rejects each of the listed ill-shaped programs in well under a
// second, and without running anything. Each case is its own small file that prints with ⎕← before
// the faulty line, so output on stdout would mean that something ran. The ⎕DL case would take 10
// seconds if anything ran; the LENGTH error on its line must stop it at check time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'aplc-check-speed-'));

/** Per file, including Node's start-up; "well under a second" on a developer machine, with CI headroom. */
const LIMIT_MS = 2000;
/** What `⎕←` prints before the faulty line; it must never reach stdout. */
const MARKER = 'RAN';

interface Case {
  readonly name: string;
  /** the faulty line(s); the file gets `⎕←'RAN'` as its first line, so these start at line 2 */
  readonly body: string;
  readonly cls: string;
  /** where the error is reported, counting the ⎕← line */
  readonly line: number;
  readonly col: number;
}

const CASES: readonly Case[] = [
  { name: 'vector-lengths', body: '1 2 3+4 5', cls: 'LENGTH', line: 2, col: 6 },
  { name: 'matrix-shapes', body: 'a←2 3⍴1\nb←3 2⍴1\na×b', cls: 'LENGTH', line: 4, col: 2 },
  { name: 'rank-mismatch', body: '(2 2⍴1)+1 2 3', cls: 'RANK', line: 2, col: 8 },
  { name: 'inner-product-dims', body: '(2 3⍴1)+.×2 2⍴1', cls: 'LENGTH', line: 2, col: 8 },
  { name: 'matrix-chain-middle-dim', body: 'a←2 3⍴1\nb←4 2⍴1\nc←2 5⍴1\na+.×b+.×c', cls: 'LENGTH', line: 5, col: 2 },
  { name: 'axis-out-of-range', body: 'v←1 2 3\n+/[3]v', cls: 'AXIS', line: 3, col: 1 },
  { name: 'index-out-of-range', body: 'v←1 2 3\nv[5]', cls: 'INDEX', line: 3, col: 3 },
  { name: 'compress-mask-length', body: '1 0/1 2 3', cls: 'LENGTH', line: 2, col: 4 },
  { name: 'char-plus-number', body: "'a'+1", cls: 'DOMAIN', line: 2, col: 4 },
  { name: 'undefined-name', body: 'y←1\nx+1', cls: 'VALUE', line: 3, col: 1 },
  { name: 'length-before-delay', body: '(1 2 3 4+(+/3 3⍴⍳9)),⎕DL 10', cls: 'LENGTH', line: 2, col: 9 },
];

function write(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function aplc(...args: string[]): { code: number | null; out: string; err: string; ms: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, EGL_PLATFORM: 'surfaceless' },
    // far beyond the limit, so that a program that does run ⎕DL 10 fails the assertion, not the harness
    timeout: 30_000,
  });
  return { code: r.status, out: r.stdout ?? '', err: r.stderr ?? '', ms: performance.now() - t0 };
}

function noStackTrace(err: string): void {
  assert.not.match(err, /\n\s+at .*\(.*:\d+:\d+\)/, 'a stack trace leaked');
  assert.not.match(err, /TypeError|ReferenceError|node:internal/);
}

function printedLines(out: string): string[] {
  return out.split('\n').map((l) => l.trim());
}

const timings: string[] = [];

for (const c of CASES) {
  test(`aplc check rejects ${c.name} with ${c.cls} ERROR at ${c.line}:${c.col}, runs nothing, in < ${LIMIT_MS} ms`, () => {
    const path = write(`${c.name}.apl`, `⎕←'${MARKER}'\n${c.body}\n`);
    const r = aplc('check', path);
    timings.push(`${c.name.padEnd(26)} ${r.ms.toFixed(0).padStart(5)} ms`);
    assert.is(r.code, 1, `exit code; stderr:\n${r.err}`);
    assert.ok(!printedLines(r.out).includes(MARKER), `the ⎕← before the error printed: something ran\n${r.out}`);
    assert.match(r.err, `${c.cls} ERROR: `);
    assert.match(r.err, `${c.name}.apl:${c.line}:${c.col}`, `${c.cls} ERROR at ${c.line}:${c.col}; stderr:\n${r.err}`);
    noStackTrace(r.err);
    assert.ok(r.ms < LIMIT_MS, `took ${r.ms.toFixed(0)} ms`);
  });
}

test('aplc check --format json lists the LENGTH error of the ⎕DL line among its errors', () => {
  const path = write('delay-json.apl', `⎕←'${MARKER}'\n(1 2 3 4+(+/3 3⍴⍳9)),⎕DL 10\n`);
  const r = aplc('check', '--format', 'json', path);
  timings.push(`${'length-before-delay json'.padEnd(26)} ${r.ms.toFixed(0).padStart(5)} ms`);
  assert.is(r.code, 1);
  const j = JSON.parse(r.out) as { diagnostics: { class: string; line: number; col: number }[] };
  assert.ok(
    j.diagnostics.some((d) => d.class === 'LENGTH' && d.line === 2 && d.col === 9),
    `no LENGTH error at 2:9 among ${JSON.stringify(j.diagnostics.map((d) => [d.class, d.line, d.col]))}`,
  );
  assert.ok(r.ms < LIMIT_MS, `took ${r.ms.toFixed(0)} ms: did ⎕DL 10 run?`);
});

test('running the ⎕DL program stops at check time too: nothing printed, no 10-second wait', () => {
  const path = write('delay-run.apl', `⎕←'${MARKER}'\n(1 2 3 4+(+/3 3⍴⍳9)),⎕DL 10\n`);
  const r = aplc(path, '--backend', 'cpu');
  timings.push(`${'length-before-delay run'.padEnd(26)} ${r.ms.toFixed(0).padStart(5)} ms`);
  assert.is(r.code, 1);
  assert.is(r.out, '', 'a program that fails to check runs nothing');
  assert.match(r.err, 'LENGTH ERROR');
  assert.match(r.err, 'delay-run.apl:2:9');
  noStackTrace(r.err);
  assert.ok(r.ms < LIMIT_MS, `took ${r.ms.toFixed(0)} ms: did ⎕DL 10 run?`);
});

test('a length that depends on data passes check, then stops at run time with LENGTH ERROR at the +', () => {
  const path = write('data-length.apl', "v←3.5 7 1 9\n⎕←'before'\n((v>5)/v)+⍳3\n⎕←'after'\n");
  const c = aplc('check', path);
  timings.push(`${'data-length check'.padEnd(26)} ${c.ms.toFixed(0).padStart(5)} ms`);
  assert.is(c.code, 0, `aplc check should accept it (the length is known only at run time):\n${c.err}`);
  const r = aplc(path, '--backend', 'cpu');
  assert.is(r.code, 1, `exit code; stderr:\n${r.err}`);
  assert.is(r.out, 'before\n', 'what ran before the error is printed, nothing after it');
  assert.match(r.err, /^LENGTH ERROR: /);
  assert.match(r.err, 'data-length.apl:3:10');
  noStackTrace(r.err);
});

test(`a 100 000-item literal vector checks in < ${LIMIT_MS} ms (parsing and checking are linear)`, () => {
  const items = Array.from({ length: 100_000 }, (_, i) => String(i % 7)).join(' ');
  const path = write('big-literal.apl', `x←${items}\n+/x\n`);
  const r = aplc('check', path);
  timings.push(`${'100 000-item literal'.padEnd(26)} ${r.ms.toFixed(0).padStart(5)} ms`);
  assert.is(r.code, 0, `stderr:\n${r.err}`);
  assert.ok(r.ms < LIMIT_MS, `took ${r.ms.toFixed(0)} ms`);
});

test.after(() => {
  console.log(`\naplc check times (spawn to exit, limit ${LIMIT_MS} ms):\n  ${timings.join('\n  ')}`);
});

test.run();
