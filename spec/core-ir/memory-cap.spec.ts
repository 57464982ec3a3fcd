// The memory cap (core-ir/memory-cap.ts): its sizes, and an array past it as a LIMIT ERROR at the
// operation that makes it on interp, cpu and webgpu, with the bytes it needs, the cap and how to
// raise it; a fused sum over an array past it still runs. The caps are small, so nothing large is
// ever allocated here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource, runCompiled, shutdownGpu, type RanOn, type RunOutcome } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { describeBytes, LARGEST_CAP, memoryCap, parseMemorySize, setMaxMemory } from '../../core-ir/memory-cap.js';
import { aplc, scratch } from '../cli/run-aplc.js';
import { compile } from '../../api/compile.js';
import { f32 } from '../../api/values.js';
import { AplError } from '../../api/errors.js';

test('sizes as a person writes them: binary multiples, an optional B or iB, any case', () => {
  assert.is(parseMemorySize('4G'), 4 * 2 ** 30);
  assert.is(parseMemorySize('1.5g'), 1.5 * 2 ** 30);
  assert.is(parseMemorySize('512M'), 512 * 2 ** 20);
  assert.is(parseMemorySize('64KB'), 64 * 1024);
  assert.is(parseMemorySize('4GiB'), 4 * 2 ** 30);
  assert.is(parseMemorySize(' 1000000 '), 1000000);
  assert.is(parseMemorySize('1T'), 2 ** 40);
  for (const bad of ['', 'lots', '-1', '0', '4X', '1e9', 'G']) assert.is(parseMemorySize(bad), null, bad);
  assert.is(describeBytes(4000000000), '4000000000 bytes (3.7 GiB)');
  assert.is(describeBytes(2 ** 20), '1048576 bytes (1 MiB)');
  assert.is(describeBytes(100), '100 bytes');
});

test('setMaxMemory: bytes or a size, bounded by the largest array; null goes back to the default', () => {
  const before = memoryCap();
  assert.ok(before.bytes >= 1 && before.bytes <= LARGEST_CAP);
  setMaxMemory('2M');
  assert.equal(memoryCap(), { bytes: 2 * 2 ** 20, source: 'set by setMaxMemory' });
  setMaxMemory(2 ** 60);
  assert.is(memoryCap().bytes, LARGEST_CAP);
  assert.throws(() => setMaxMemory(0), /memory cap must be/);
  assert.throws(() => setMaxMemory('lots'), /memory cap must be/);
  setMaxMemory(null);
  assert.equal(memoryCap(), before);
});

const backends: RanOn[] = (await acquireGpu()) === null ? ['interp', 'cpu'] : ['interp', 'cpu', 'webgpu'];
if (backends.length === 2) console.log('note: memory-cap.spec: no WebGPU adapter, the webgpu cases are skipped');

async function run(text: string, backend: RanOn, cap: string): Promise<RunOutcome> {
  const compiled = compileSource(text, 'cap.apl');
  if (isLeft(compiled)) throw new Error(compiled.left.map((d) => d.message).join('; '));
  setMaxMemory(cap);
  try {
    return await runCompiled(compiled.right, { backend });
  } finally {
    setMaxMemory(null);
  }
}

for (const backend of backends) {
  test(`${backend}: an array past the cap is a LIMIT ERROR at the operation that makes it, naming its bytes, the cap and how to raise it`, async () => {
    const r = await run('x←+/⍳1000\n⌽1e6⍴x 1.5', backend, '1M');
    assert.ok(r.error !== null, 'no error');
    assert.is(r.error.cls, 'LIMIT');
    assert.equal(r.error.span?.start.line, 2);
    assert.equal(r.error.span?.start.col, 5);
    assert.is(r.error.message, 'an array of 1000000 items needs 4000000 bytes (3.8 MiB), past the memory cap of 1048576 bytes (1 MiB) an array (set by setMaxMemory); raise it with APLC_MAX_MEMORY=4M (or setMaxMemory)');
  });

  test(`${backend}: f64 floats take 8 bytes`, async () => {
    const r = await run('⎕FR←645\n⌽1e5⍴0.1', backend, '512K');
    assert.is(r.error?.cls, 'LIMIT');
    assert.match(r.error?.message ?? '', 'an array of 100000 items needs 800000 bytes');
  });

  test(`${backend}: the API: an argument past the cap is the caller's and passes; the array the function makes is refused at its operation`, async () => {
    const f = compile('{⌽⍵×2}', { signature: '⍵ f32[n] → f32[n]', backend });
    setMaxMemory('64K');
    try {
      await f(f32(new Float32Array(100000)));
      assert.unreachable('the call ran');
    } catch (e) {
      assert.instance(e, AplError);
      const msg = (e as AplError).message;
      assert.match(msg, /^LIMIT ERROR: an array of 100000 items needs 400000 bytes \(390\.6 KiB\), past the memory cap of 65536 bytes \(64 KiB\) an array \(set by setMaxMemory\)/);
      assert.match(msg, 'at <apl>:1:4\n    {⌽⍵×2}\n       ^');
    } finally {
      setMaxMemory(null);
    }
  });

  test(`${backend}: under the cap the same program runs`, async () => {
    const r = await run('+/⌽1e4⍴1 2', backend, '1M');
    assert.is(r.error, null);
    assert.equal([...r.outputs[0]!.data], [15000]);
  });

  test(`${backend}: a fused sum over an array past the cap allocates nothing of its size and runs`, async () => {
    const r = await run('+/1e6⍴3', backend, '64K');
    assert.is(r.error, null, r.error?.message);
    assert.equal([...r.outputs[0]!.data], [3000000]);
  });
}

for (const backend of ['interp', 'cpu'] as const) {
  test(`${backend}: a grade's result is held to the cap too (its booleans fit, its 4-byte indices do not)`, async () => {
    const r = await run('⍋1e5⍴1 0', backend, '256K');
    assert.is(r.error?.cls, 'LIMIT');
    assert.equal(r.error?.span?.start.col, 1);
    assert.match(r.error?.message ?? '', 'an array of 100000 items needs 400000 bytes');
  });
}

test('the command line: APLC_MAX_MEMORY sets the cap; the error has its place and carets; a bad value is a usage error', () => {
  const s = scratch('aplc-cap-');
  const file = s.file('big.apl', '⌽1e6⍴1.5\n');
  const r = aplc([file, '--backend', 'cpu'], { env: { APLC_MAX_MEMORY: '1M' } });
  assert.is(r.code, 1);
  assert.is(r.out, '');
  assert.match(r.err, /^LIMIT ERROR: an array of 1000000 items needs 4000000 bytes \(3\.8 MiB\), past the memory cap of 1048576 bytes \(1 MiB\) an array \(APLC_MAX_MEMORY=1M\); raise it with APLC_MAX_MEMORY=4M/);
  assert.match(r.err, `at ${file}:1:5\n    ⌽1e6⍴1.5\n        ^`);
  assert.not.match(r.err, /\n\s+at .*\.js:/, 'no stack trace');
  const bad = aplc([file, '--backend', 'cpu'], { env: { APLC_MAX_MEMORY: 'lots' } });
  assert.is(bad.code, 2);
  assert.match(bad.err, 'APLC_MAX_MEMORY must be a size in bytes, or with K, M, G or T (e.g. 4G); got lots');
});

test.after(() => shutdownGpu());

test.run();
