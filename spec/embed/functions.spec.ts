// Functions compiled at a signature: checked for every size, validated at the call, run on both
// backends.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { AplError, compileFileFunctions, compileFunction, describeFunction, parseSignature, runFunction, signatureOf, type CompiledFunction } from '../../api/functions.js';
import { validateProgram } from '../../core-ir/validate.js';
import { makeValue } from '../../core-ir/value.js';
import { acquireGpu, releaseGpu } from '../../gpu/device.js';

const sig = (s: string) => {
  const r = parseSignature(s);
  if (isLeft(r)) throw new Error(r.left[0]!.message);
  return r.right;
};
const compiled = (src: string, s: string): CompiledFunction => {
  const r = compileFunction(src, sig(s));
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  return r.right;
};
const f32 = (xs: number[], shape = [xs.length]) => makeValue('float', shape, xs);
const i32 = (xs: number[], shape = [xs.length]) => makeValue('int', shape, xs);

test('correct functions are accepted for every size, with the result type inferred', () => {
  assert.is(describeFunction('dot', compiled('{+/⍺×⍵}', '⍺ f32[n] ⍵ f32[n]')), 'dot: ⍺ f32[n] ⍵ f32[n] → f32');
  assert.is(describeFunction('f', compiled('{⍵+⌽⍵}', '⍵ i32[n]')), 'f: ⍵ i32[n] → i32[n]');
  assert.is(describeFunction('g', compiled('{⍵+.×⍉⍵}', '⍵ f32[n,m]')), 'g: ⍵ f32[n,m] → f32[n,n]');
  assert.is(describeFunction('d', compiled('{(1↓⍵)-¯1↓⍵}', '⍵ i32[n]')), 'd: ⍵ i32[n] → i32[max(0,n - 1)]');
  assert.is(describeFunction('avg', compiled('+/÷≢', '⍵ f32[n] → f32')), 'avg: ⍵ f32[n] → f32');
});

test('{⍵+1↓⍵} is rejected for every n, pointing at the +', () => {
  const r = compileFunction('{⍵+1↓⍵}', sig('⍵ f32[n]'));
  assert.ok(isLeft(r));
  if (isLeft(r)) {
    assert.is(r.left[0]!.cls, 'LENGTH');
    assert.equal([r.left[0]!.span?.start.line, r.left[0]!.span?.start.col], [1, 3]);
    assert.match(r.left[0]!.message, 'only for empty arrays');
  }
});

test('a declared result is checked against the body', () => {
  const wrongDims = compileFunction('{(1↓⍵)-¯1↓⍵}', sig('⍵ i32[n] → i32[n]'));
  assert.ok(isLeft(wrongDims) && wrongDims.left[0]!.cls === 'LENGTH');
  const wrongRank = compileFunction('{+/⍵}', sig('⍵ i32[n] → i32[n]'));
  assert.ok(isLeft(wrongRank) && wrongRank.left[0]!.cls === 'RANK');
  const wrongElem = compileFunction('{⍵÷2}', sig('⍵ i32[n] → i32[n]'));
  assert.ok(isLeft(wrongElem) && wrongElem.left[0]!.cls === 'DOMAIN');
  // widening an int result to a declared f32 is fine
  assert.ok(isRight(compileFunction('{⍵+1}', sig('⍵ i32[n] → f32[n]'))));
});

test('syntax errors keep the coordinates of the text the user wrote', () => {
  const r = compileFunction('{⍵+(1}', sig('⍵ f32[n]'));
  assert.ok(isLeft(r));
  if (isLeft(r)) assert.equal([r.left[0]!.cls, r.left[0]!.span?.start.line, r.left[0]!.span?.start.col], ['SYNTAX', 1, 4]);
});

test('runs on the CPU; the call names the dim that disagrees', async () => {
  const dot = compiled('{+/⍺×⍵}', '⍺ f32[n] ⍵ f32[n] → f32');
  const r = await runFunction(dot, [f32([1, 2, 3]), f32([4, 5, 6])], { backend: 'cpu' });
  assert.equal([...r.value.data], [32]);
  try {
    await runFunction(dot, [f32([1, 2, 3]), f32([4, 5, 6, 7])], { backend: 'cpu' });
    assert.unreachable('a length mismatch must be rejected');
  } catch (e) {
    assert.ok(e instanceof AplError);
    assert.is((e as AplError).diagnostic.cls, 'LENGTH');
    assert.is((e as AplError).diagnostic.message, 'n: 3 from ⍺, 4 from ⍵');
  }
  await runFunction(dot, [f32([1, 2, 3]), f32([1, 2, 3], [1, 3])], { backend: 'cpu' }).then(
    () => assert.unreachable('rank'),
    (e: AplError) => assert.is(e.diagnostic.cls, 'RANK'),
  );
  // ints widen to a declared f32
  const w = await runFunction(dot, [i32([1, 2]), i32([3, 4])], { backend: 'cpu' });
  assert.equal([...w.value.data], [11]);
});

test('a result dim no argument names is existential: the length the data give', async () => {
  const positives = compiled('{(⍵>0)/⍵}', '⍵ f32[n] → f32[k]');
  for (const [input, want] of [[[1, -2, 3], [1, 3]], [[-1], []], [[4, 5], [4, 5]]] as const) {
    const r = await runFunction(positives, [f32([...input])], { backend: 'cpu' });
    assert.equal([r.value.shape, [...r.value.data]], [[want.length], [...want]]);
  }
  // the rank and element type are still proved; a named argument dim still checked
  const rank = compileFunction('{(⍵>0)/⍵}', { alpha: null, omega: { elem: 'float', dims: ['n'] }, result: { elem: 'float', dims: ['k', 'j'] } });
  assert.ok(isLeft(rank) && rank.left[0]!.cls === 'RANK', 'rank 2 declared, rank 1 given');
  const length = compileFunction('{1↓⍵}', { alpha: null, omega: { elem: 'float', dims: ['n'] }, result: { elem: 'float', dims: ['n'] } });
  assert.ok(isLeft(length) && length.left[0]!.cls === 'LENGTH', 'n - 1 is not n');
});

test('undecided dims become a run-time check at the call', async () => {
  const add = compiled('{⍺+⍵}', '⍺ i32[a] ⍵ i32[b]');
  const ok = await runFunction(add, [i32([1, 2]), i32([10, 20])], { backend: 'cpu' });
  assert.equal([...ok.value.data], [11, 22]);
  await runFunction(add, [i32([1, 2]), i32([1, 2, 3])], { backend: 'cpu' }).then(
    () => assert.unreachable('length'),
    (e: AplError) => assert.is(e.diagnostic.cls, 'LENGTH'),
  );
});

test('a source that is not a function says what it is, never naming the internal target', () => {
  const sig = { alpha: null, omega: { elem: 'float' as const, dims: ['n'] }, result: null };
  const message = (src: string): string => {
    const r = compileFunction(src, sig);
    if (!isLeft(r)) throw new Error(`${src} compiled`);
    return r.left.map((d) => `${d.cls} ${d.message}`).join('; ');
  };
  assert.is(message('{⍺⍺ ⍵}'), 'VALUE the source is an operator (it refers to ⍺⍺ or ⍵⍵), not a function: apply it to a function operand first');
  assert.is(message('1 2 3'), 'VALUE the source is an array, not a function');
  assert.not.match(message('{⍺⍺ ⍵}') + message('1 2 3'), '⍙');
});

test('a LENGTH check against a symbolic dim is made at run time: 2 items compute, 3 are a LENGTH ERROR', async () => {
  // ⍵-(⊃⍵),0 and ⍵-m,m at ⍵ f32[n] compare n with 2 (optimising them once left a dangling name)
  for (const [src, want] of [['{⍵-(⊃⍵),0}', [0, 7]], ['{m←(+/⍵)÷≢⍵ ⋄ ⍵-m,m}', [-1, 1]]] as const) {
    const f = compiled(src, '⍵ f32[n]');
    assert.equal(validateProgram(f.ir), [], src);
    const r = await runFunction(f, [f32([5, 7])], { backend: 'cpu' });
    assert.equal([...r.value.data], want, src);
    await runFunction(f, [f32([5, 7, 9])], { backend: 'cpu' }).then(
      () => assert.unreachable(`${src}: 3 items against 2`),
      (e: AplError) => assert.is(e.diagnostic.cls, 'LENGTH'),
    );
  }
});

test('signatureOf describes concrete arguments', () => {
  assert.equal(signatureOf([f32([1, 2], [1, 2]), i32([1])]), { alpha: { elem: 'float', dims: ['a0', 'a1'] }, omega: { elem: 'int', dims: ['n0'] }, result: null });
});

test('a file of functions declared with signature comments', () => {
  const r = compileFileFunctions('⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32\ndot←{+/⍺×⍵}\n⍝ norm: ⍵ f32[n] → f32\nnorm←{(dot⍨⍵)*0.5}\nhelper←{⍵}\n', 'lib.apl');
  assert.ok(isRight(r));
  if (isRight(r)) assert.equal(r.right.map((x) => describeFunction(x.name, x.fn)), ['dot: ⍺ f32[n] ⍵ f32[n] → f32', 'norm: ⍵ f32[n] → f32']);
});

test('runs on WebGPU and agrees with the CPU', async () => {
  const gpu = await acquireGpu();
  if (!gpu) {
    if (process.env.APLC_REQUIRE_GPU === '1') assert.unreachable('no WebGPU adapter, and APLC_REQUIRE_GPU=1');
    console.log('  (no WebGPU adapter: GPU half skipped)');
    return;
  }
  const f = compiled('{(+/⍵×⍵)÷≢⍵}', '⍵ f32[n] → f32');
  const xs = Array.from({ length: 1000 }, (_, i) => (i % 7) - 3);
  const a = await runFunction(f, [f32(xs)], { backend: 'webgpu' });
  const b = await runFunction(f, [f32(xs)], { backend: 'cpu' });
  assert.is(a.backend, 'webgpu');
  assert.ok(Math.abs(a.value.data[0]! - b.value.data[0]!) < 1e-4, `${a.value.data[0]} vs ${b.value.data[0]}`);
  releaseGpu();
});

test('? in a compiled function is a NONCE ERROR at the ?: each call would start the counter anew', () => {
  const r = compileFunction('{⍵+?⍵}', sig('⍵ i32[n]'));
  assert.ok(isLeft(r));
  if (isLeft(r)) {
    assert.is(r.left[0]!.cls, 'NONCE');
    assert.match(r.left[0]!.message, /every call would draw the same numbers/);
    assert.is(r.left[0]!.span?.start.col, 4);
  }
});

test.run();
