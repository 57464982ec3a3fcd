// Int folds past i32 (issue 14): in a 64-bit-float program (⎕FR←645, --float 64, { float: 'f64' })
// the + - × folds and ⊥ of ints are f64, exact below 2⁵³, through the API's typed arrays and the
// command line's display and --json; a sum of booleans and the element-wise ops stay ints. In a
// 32-bit-float program they stay ints, exact or a LIMIT ERROR whose message names the fix, and ⊥
// never computes modulo 2³².
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bool, compile, i32 } from '../../index.js';
import { AplError } from '../../api/errors.js';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));

const f64 = { float: 'f64' as const, backend: 'cpu' as const };

test('f64: +/⍳100000 is the f64 5000050000 and ×/⍳20 is 2432902008176640000, on interp and cpu', async () => {
  for (const backend of ['interp', 'cpu'] as const) {
    const sum = await compile('{+/⍳⍵}', { float: 'f64', backend })(i32(100000));
    assert.is(sum.elem, 'f64', backend);
    assert.equal([...sum.data], [5000050000], backend);
    const prod = await compile('{×/⍳⍵}', { float: 'f64', backend })(i32(20));
    assert.equal([...prod.data], [2432902008176640000], backend);
    const scan = await compile('{+\\⍵}', { float: 'f64', backend })(i32([2147483647, 2147483647, -5]));
    assert.equal([...scan.data], [2147483647, 4294967294, 4294967289], `${backend} +\\`);
    const diff = await compile('{-/⍵}', { float: 'f64', backend })(i32([1, 2147483647, -1]));
    assert.equal([...diff.data], [-2147483647], `${backend} -/`);
  }
});

test('f64: a sum of booleans and element-wise + stay ints; ⊥ of ints is an f64', async () => {
  const count = await compile('{+/⍵}', f64)(bool([1, 0, 1, 1]));
  assert.is(count.elem, 'i32');
  assert.equal([...count.data], [3]);
  const plus = await compile('{⍵+1}', f64)(i32([1, 2]));
  assert.is(plus.elem, 'i32');
  const dec = await compile('{10⊥⍵}', f64)(i32([9, 9, 9, 9, 9, 9, 9, 9, 9, 9]));
  assert.is(dec.elem, 'f64');
  assert.equal([...dec.data], [9999999999]);
});

async function failure(run: () => Promise<unknown>): Promise<AplError> {
  try {
    await run();
  } catch (e) {
    if (e instanceof AplError) return e;
    throw e;
  }
  throw new Error('no error');
}

test('f32: a sum or ⊥ outside i32 is a LIMIT ERROR naming the range and ⎕FR←645 / --float 64', async () => {
  for (const backend of ['interp', 'cpu'] as const) {
    const e = await failure(() => compile('{+/⍳⍵}', { backend })(i32(100000)));
    assert.is(e.cls, 'LIMIT');
    assert.match(e.message, '¯2147483648 to 2147483647');
    assert.match(e.message, '⎕FR←645 or --float 64');
    const d = await failure(() => compile('{10⊥⍵}', { backend })(i32([9, 9, 9, 9, 9, 9, 9, 9, 9, 9])));
    assert.is(d.cls, 'LIMIT', `${backend} ⊥ past i32`);
    assert.equal([...(await compile('{1000⊥⍵}', { backend })(i32([1, 2, 3]))).data], [1002003], `${backend} ⊥ within i32`);
  }
});

test('the command line: --float 64 widens a file without ⎕FR; display and --json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aplc-widen-'));
  const p = join(dir, 'sum.apl');
  writeFileSync(p, '⎕←+/⍳100000\n×/⍳20\n');
  const run = (...args: string[]): { code: number; out: string; err: string } => {
    const r = spawnSync(process.execPath, [MAIN, p, '--backend', 'cpu', ...args], { encoding: 'utf8' });
    return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
  };
  const shown = run('--float', '64');
  assert.is(shown.code, 0, shown.err);
  assert.equal(shown.out.trim().split('\n'), ['5000050000', '2.432902008E18']);
  const json = run('--float', '64', '--json');
  assert.equal(json.out.trim().split('\n').map((l) => JSON.parse(l) as unknown), [
    { shape: [], type: 'float', data: [5000050000] },
    { shape: [], type: 'float', data: [2432902008176640000] },
  ]);
  const f32 = run();
  assert.is(f32.code, 1);
  assert.match(f32.err, 'LIMIT ERROR: integer result outside the 32-bit range');
  assert.match(f32.err, 'sum.apl:1:3');
  assert.not.match(f32.err, /\n\s+at .*\(.*:\d+:\d+\)/, 'no stack trace');
});

test.run();
