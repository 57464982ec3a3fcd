// Traditional functions through the embedding API: `compile` and `apl` templates of a source that
// defines one with ∇ (control structures included), with and without a signature; `compileFile` of
// a file whose ∇ functions declare signatures; and the errors of those that cannot be called so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AplError, apl, compile, compileFile, f32, i32 } from '../../index.js';

const cpu = { backend: 'cpu' } as const;

const STEPS = [
  '∇R←Steps N;n',
  ' R←0 ⋄ n←N',
  ' :While n≠1',
  '     :If 0=2|n ⋄ n←n÷2 ⋄ :Else ⋄ n←1+3×n ⋄ :EndIf',
  '     R+←1',
  ' :EndWhile',
  '∇',
].join('\n');

function compileError(f: () => unknown): AplError {
  try {
    f();
  } catch (e) {
    if (e instanceof AplError) return e;
    throw e;
  }
  throw new Error('expected an AplError');
}

test('compile of a ∇ function with a loop: untyped and with a signature, on interp and cpu', async () => {
  const untyped = compile(STEPS, { backend: 'interp' });
  assert.equal((await untyped(27)).data[0], 111);
  const typed = compile(STEPS, { signature: '⍵ i32 → i32', ...cpu });
  assert.equal((await typed(27)).data[0], 111);
  assert.equal((await typed(1)).data[0], 0);
});

test('a dyadic ∇ function and a :Select, through compile and an apl template', async () => {
  const dot = compile('∇R←X Dot Y\n R←+/X×Y\n∇', { signature: '⍺ f32[n] ⍵ f32[n] → f32', ...cpu });
  assert.equal((await dot(f32([1, 2, 3]), f32([4, 5, 6]))).data[0], 32);
  const kind = apl('⍵ i32 → i32')`∇R←Kind Y
 :Select Y
 :Case 1
     R←10
 :CaseList 2 3
     R←20
 :Else
     R←0
 :EndSelect
∇`;
  const got = [];
  for (const y of [1, 3, 7]) got.push((await kind(y)).data[0]);
  assert.equal(got, [10, 20, 0]);
});

test('compileFile: ∇ functions declared with signatures become the module, a function without a result does not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aplc-tradfn-'));
  const file = join(dir, 'steps.apl');
  writeFileSync(file, ['⍝ Steps: ⍵ i32 → i32', STEPS, '⍝ Grow: ⍵ i32 → i32[k]', '∇R←Grow N;i', ' R←⍬', ' :For i :In ⍳N', '     R,←i×i', ' :EndFor', '∇', '∇Show Y', ' ⎕←Y', '∇', ''].join('\n'));
  const m = await compileFile(file, cpu);
  assert.equal(Object.keys(m).sort(), ['Grow', 'Steps']);
  assert.equal((await m.Steps!(6)).data[0], 8);
  const grown = await m.Grow!(4);
  assert.equal([...grown.data], [1, 4, 9, 16]);
  assert.equal(grown.shape, [4]);
  assert.ok(i32([1]).data instanceof Int32Array);
});

test('a ∇ function that cannot be called with arguments is an AplError naming why', () => {
  const noResult = compileError(() => compile('∇Show Y\n ⎕←Y\n∇', { signature: '⍵ i32 → i32' }));
  assert.match(noResult.message, /VALUE ERROR: Show gives no result/);
  const niladic = compileError(() => compile('∇R←Three\n R←3\n∇', { signature: '⍵ i32 → i32' }));
  assert.match(niladic.message, /SYNTAX ERROR: Three takes no argument/);
  const unclosed = compileError(() => compile('∇R←f Y\n R←Y', { signature: '⍵ i32 → i32' }));
  assert.match(unclosed.message, /SYNTAX ERROR: the definition of f has no closing ∇/);
});

test.run();
