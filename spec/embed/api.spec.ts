// The embedding API at run time: templates and compile, array wrappers and results, validation
// of calls naming the dim that disagrees, compile errors as AplError, .apl files; then the same
// functions on WebGPU (required under APLC_REQUIRE_GPU=1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AplArray, AplError, apl, bool, char, compile, compileFile, f32, i32, type AnyArg } from '../../index.js';
import { gpuAvailable } from '../gpu/harness.js';
import { chooseAutoBackend } from '../../api/auto-backend.js';

const cpu = { backend: 'cpu' } as const;

/** The AplError a promise rejects with (fails the test when it resolves or rejects otherwise). */
async function aplError(p: Promise<unknown>): Promise<AplError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AplError) return e;
    throw e;
  }
  throw new Error('expected an AplError, but the call succeeded');
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an exception');
}

test('f32, i32, bool, char: shapes from nesting or given, typed-array storage', () => {
  const m = f32([[1, 2, 3], [4, 5, 6]]);
  assert.equal(m.shape, [2, 3]);
  assert.ok(m.data instanceof Float32Array);
  assert.equal(m.toArray(), [[1, 2, 3], [4, 5, 6]]);
  const t = i32(Int32Array.of(1, 2, 3, 4, 5, 6), [3, 2]);
  assert.equal(t.shape, [3, 2]);
  assert.equal(t.toArray(), [[1, 2], [3, 4], [5, 6]]);
  assert.equal(i32(2.7).item(), 2, 'i32 truncates');
  assert.equal(f32(0.1).item(), Math.fround(0.1), 'f32 rounds to single precision');
  assert.equal(bool([true, false, 1]).toArray(), [1, 0, 1]);
  assert.equal(char(['ab', 'cd']).shape, [2, 2]);
  assert.equal(char(['ab', 'cd']).toArray(), ['ab', 'cd']);
  assert.equal(f32([]).shape, [0]);
  assert.match(String(thrown(() => f32([[1, 2], [3]]))), 'ragged');
  assert.match(String(thrown(() => i32([1, 2, 3], [2, 2]))), 'do not fill shape [2,2]');
});

test('an apl template runs with the types of its arguments and is the same function each time', async () => {
  const make = () => apl`{+/⍺×⍵}`;
  assert.is(make(), make(), 'a template evaluated again is not compiled again');
  const dot = make();
  const r = await dot.run(i32([1, 2, 3]), i32([4, 5, 6]));
  assert.is(r.value.elem, 'i32');
  assert.equal(r.value.shape, []);
  assert.is(r.value.item(), 32);
  assert.is(dot.signature, '⍺ i32[a0] ⍵ i32[n0] → i32');
  const fl = await dot([0.5, 1.5], [2, 2]);
  assert.is(fl.elem, 'f32', 'plain numbers with a fraction are f32');
  assert.is(fl.item(), 4);
  // `\` is APL's scan: templates are read raw, so it needs no doubling.
  assert.equal((await apl`{+\⍵}`(i32([1, 2, 3, 4]))).toArray(), [1, 3, 6, 10]);
  assert.equal((await apl`{⌽⍵}`('hello')).toArray(), 'olleh');
  const tr = await apl`{⍉⍵}`(i32([1, 2, 3, 4, 5, 6], [2, 3]));
  assert.equal(tr.shape, [3, 2]);
  assert.ok(tr.data instanceof Int32Array);
  assert.equal(tr.toArray(), [[1, 4], [2, 5], [3, 6]]);
});

test('compile with a signature: checked now, validated at each call, dims named when they disagree', async () => {
  const dot = compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32', ...cpu });
  assert.is(dot.signature, '⍺ f32[n] ⍵ f32[n] → f32');
  assert.is((await dot(f32([1, 2, 3]), [4, 5, 6])).item(), 32);
  assert.is((await dot(i32([1, 2]), bool([1, 1]))).item(), 3, 'i32 and bool widen to f32');
  const len = await aplError(dot(f32([1, 2, 3]), f32([1, 2, 3, 4])));
  assert.is(len.cls, 'LENGTH');
  assert.is(len.message, 'LENGTH ERROR: n: 3 from ⍺, 4 from ⍵\n  in a call of {+/⍺×⍵} (⍺ f32[n] ⍵ f32[n] → f32)');
  // A caller without types gets the run-time half of what tsc would have said.
  const loose = dot as unknown as (a: AnyArg, w: AnyArg) => Promise<AplArray>;
  const rank = await aplError(loose(f32([[1, 2]]), f32([1, 2])));
  assert.is(rank.cls, 'RANK');
  assert.match(rank.message, '⍺ must have rank 1 (f32[n]), got rank 2 [1,2]');
  const dom = await aplError(loose(char('ab'), f32([1, 2])));
  assert.is(dom.cls, 'DOMAIN');
  assert.match(dom.message, '⍺ must be f32, got char');
  const arity = await aplError((dot as unknown as (w: AnyArg) => Promise<AplArray>)(f32([1])));
  assert.is(arity.cls, 'VALUE');
});

test('dims within one argument, constant dims, and integer checks of plain numbers', async () => {
  const tr = compile('{+/,⍵}', { signature: '⍵ i32[n,n] → i32', ...cpu });
  assert.is((await tr(i32([[1, 2], [3, 4]]))).item(), 10);
  const sq = await aplError(tr(i32([1, 2, 3, 4, 5, 6], [2, 3])));
  assert.is(sq.message.split('\n')[0], 'LENGTH ERROR: n: 2 from ⍵ axis 1, 3 from ⍵ axis 2');
  const three = compile('{⍵×2}', { signature: '⍵ f32[3] → f32[3]', ...cpu });
  assert.match((await aplError(three([1, 2, 3, 4]))).message, '⍵ must have 3 along axis 1 (f32[3]), got 4');
  const ints = compile('{⍵+1}', { signature: '⍵ i32[n]', ...cpu });
  assert.equal((await ints([1, 2])).toArray(), [2, 3]);
  assert.match((await aplError(ints([1, 2.5]))).message, 'DOMAIN ERROR: ⍵ must be i32, but element 1 is 2.5');
});

test('a function that does not check is an AplError at compile, with the excerpt and carets', () => {
  const e = thrown(() => compile('{⍵+1↓⍵}', { signature: '⍵ i32[n]', file: 'shift.apl' }));
  assert.ok(e instanceof AplError);
  assert.is(e.cls, 'LENGTH');
  assert.match(e.message, 'at shift.apl:1:3');
  assert.match(e.message, '    {⍵+1↓⍵}\n      ^');
  const sig = thrown(() => compile('{⍵}', { signature: '⍵ f16[n]' as '⍵ f32[n]' }));
  assert.ok(sig instanceof AplError);
  assert.is(sig.cls, 'SYNTAX');
  assert.match(sig.message, "unknown element type 'f16'");
  const tpl = thrown(() => apl('⍵ f32[n]')`{⍵+1↓⍵}`);
  assert.ok(tpl instanceof AplError, 'a signed template is checked when it is evaluated');
});

test('a run-time error of the program is an AplError of its class', async () => {
  const pick = compile('{⍵[6]}', { signature: '⍵ i32[n] → i32', ...cpu }); // ⎕IO is 1
  assert.is((await pick(i32([0, 1, 2, 3, 4, 50]))).item(), 50);
  const e = await aplError(pick(i32([1, 2, 3])));
  assert.is(e.cls, 'INDEX');
  // the excerpt and carets the CLI prints, and the function it happened in
  assert.match(e.message, '  at <apl>:1:4\n    {⍵[6]}\n       ^\n  in a call of {⍵[6]} (⍵ i32[n] → i32)');
});

test('a result JavaScript cannot be given whole is a NONCE, never its data alone', async () => {
  // an irregular nested vector would cross as its items end to end, a mixed array as numbers, and
  // f¨ kept as f and its arguments (depth 3) as nothing at all
  for (const src of ['{⍳¨⍵}', '{{⍕⍵}¨⍵}', "{'a',⍵}", '{{⍳¨⍳⍵}¨⍵}']) {
    const e = await aplError(compile(src, cpu)(i32([1, 2, 3])));
    assert.is(e.cls, 'NONCE', src);
  }
});

test('compileFile: the functions a .apl file declares, checked against the signatures asked for', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aplc-embed-'));
  const file = join(dir, 'lib.apl');
  writeFileSync(file, '⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32\ndot←{+/⍺×⍵}\n⍝ norm: ⍵ f32[n]\nnorm←{(+/⍵×⍵)*0.5}\nhelper←{⍵}\n');
  const mod = await compileFile(file, { signatures: { dot: '⍺ f32[n] ⍵ f32[n] → f32' }, ...cpu });
  assert.is((await mod.dot([1, 2], [3, 4])).item(), 11);
  const all = await compileFile(new URL(`file://${file}`), cpu);
  assert.equal(Object.keys(all).sort(), ['dot', 'norm'], 'only functions with a signature comment are exported');
  assert.is((await all['norm']!([3, 4])).item(), 5);
  const wrong = await compileFile(file, { signatures: { dot: '⍺ i32[n] ⍵ i32[n] → i32' } }).catch((e: unknown) => e);
  assert.ok(wrong instanceof AplError, 'a signature that differs from the file is an AplError');
  assert.is(wrong.cls, 'DOMAIN');
  assert.match(wrong.message, 'declares dot: ⍺ f32[n] ⍵ f32[n] → f32, but the signatures given to compileFile say ⍺ i32[n] ⍵ i32[n] → i32');
  const missing = await compileFile(file, { signatures: { nope: '⍵ f32[n]' } }).catch((e: unknown) => e);
  assert.ok(missing instanceof AplError && missing.cls === 'VALUE', 'a function the file does not declare is a VALUE ERROR');
  const badCall = await mod.dot([1, 2], [3]).catch((e: unknown) => e);
  assert.ok(badCall instanceof AplError);
  assert.match(badCall.message, 'in a call of dot: ⍺ f32[n] ⍵ f32[n] → f32', 'a call error names the function');
  writeFileSync(join(dir, 'bad.apl'), '⍝ f: ⍵ i32[n]\nf←{⍵+1↓⍵}\n');
  const bad = await compileFile(join(dir, 'bad.apl')).catch((e: unknown) => e);
  assert.ok(bad instanceof AplError);
  assert.match(bad.message, 'bad.apl:2:');
});

test('the Node example runs as the README says', () => {
  const r = spawnSync(process.execPath, ['examples/embed/node-example.mjs'], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'dot: 32\n');
  assert.match(r.stdout, /norm: 5 \(on (webgpu|cpu)\)/);
  assert.match(r.stdout, 'matmul: [ 2, 2 ] [ [ 4, 5 ], [ 10, 11 ] ]');
  assert.match(r.stdout, 'rejected: LENGTH ERROR: k: 3 from ⍺, 1 from ⍵');
});

const gpu = await gpuAvailable(test, 'spec/embed/api.spec');
if (gpu) {
  test('on WebGPU: the same functions, run by kernels, agree with the CPU', async () => {
    const dot = compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32', backend: 'webgpu' });
    const xs = Float32Array.from({ length: 1000 }, (_, i) => (i % 7) - 3);
    const r = await dot.run(xs, xs);
    assert.is(r.backend, 'webgpu');
    assert.ok(r.dispatches > 0);
    const onCpu = await compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32', backend: 'cpu' }).run(xs, xs);
    assert.is(r.value.item(), onCpu.value.item());
    const mm = apl('⍺ i32[m,k] ⍵ i32[k,n] → i32[m,n]')`{⍺+.×⍵}`;
    const p = await mm.run(i32([[1, 2], [3, 4]]), i32([[5, 6], [7, 8]]));
    // the default, auto, runs a software rasteriser's work on the cpu backend
    assert.is(p.backend, (await chooseAutoBackend()).backend);
    assert.equal(p.value.toArray(), [[19, 22], [43, 50]]);
    const e = await aplError(mm(i32([[1, 2, 3]]), i32([[1, 2]])));
    assert.is(e.message.split('\n')[0], 'LENGTH ERROR: k: 3 from ⍺, 1 from ⍵');
  });
}

test.run();
