// The pieces of `npm run fuzz` that are not the generator: corpus mutations, the text reducer, the
// watched worker (a hang is a finding, and the worker is replaced), and what counts as a finding.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diag } from '../../apl/diagnostics.js';
import { FuzzRunner } from './fuzz-runner.js';
import { internalProblem } from './judge-backends.js';
import { modelMismatch } from './program-property.js';
import { mutateOnce } from './mutate.js';
import { reduceText } from './reduce-text.js';
import { ty } from './model.js';
import { scanBounds } from './gen-scalar.js';
import { allowedAs } from './allowlist.js';
import fc from 'fast-check';
import { rerunWithLoopBudget, spentLoopBudget } from './loop-budget.js';
import { RECURSION_DEPTH_MESSAGE } from '../../shapes/recursion-depth.js';

const program = 'x←1 2 3\n⎕←x+(4×5)\n';

test('each mutation changes one place of the program', () => {
  assert.is(mutateOnce(program, { kind: 'glyph', at: 0, pick: 0 }), 'x←1 2 3\n⎕←x-(4×5)\n');
  assert.is(mutateOnce(program, { kind: 'number', at: 3, pick: 3 }), 'x←1 2 3\n⎕←x+(¯1×5)\n');
  assert.is(mutateOnce(program, { kind: 'swap', at: 0, pick: 0 }), 'x←1 2 3\n⎕←x+(5×4)\n');
  assert.is(mutateOnce(program, { kind: 'delete', at: 0, pick: 0 }), ' ←1 2 3\n⎕←x+(4×5)\n');
  assert.is(mutateOnce(program, { kind: 'duplicate', at: 5, pick: 0 }), 'x←1 2 3\n⎕←x+(((4×5))+((4×5)))\n');
  // no candidate: the text unchanged
  assert.is(mutateOnce("'abc'", { kind: 'number', at: 0, pick: 0 }), "'abc'");
});

test('the reducer keeps what makes a program fail and drops the rest', async () => {
  const text = '⍝ a comment\na←1 2\nb←3÷0 ⋄ c←4\nd←a+b\n';
  const reduced = await reduceText(text, async (t) => t.includes('÷0'), 200);
  assert.is(reduced.trim(), '÷0');
});

test('a finding is an internal error or a stack trace, not an APL error', () => {
  assert.ok(internalProblem(diag('NONCE', 'internal compiler error (please report it): k1 is not in scope', 'f.apl', null)) !== null);
  assert.ok(internalProblem(diag('DOMAIN', 'oops\n    at run (/x/dist/core-ir/interp.js:10:5)', 'f.apl', null)) !== null);
  assert.is(internalProblem(diag('LENGTH', 'shapes differ: left [3], right [4]', 'f.apl', null)), null);
});

test('a last value unlike the generator\'s claim is a finding', () => {
  const v = { elem: 'int' as const, shape: [2], data: Int32Array.from([1, 9]) };
  assert.is(modelMismatch(ty('int', [2], 0, 9), v), null);
  assert.match(modelMismatch(ty('int', [2], 0, 5), v) ?? '', /outside the bounds/);
  assert.match(modelMismatch(ty('float', [2], 0, 9), v) ?? '', /generator wrote it as float/);
  assert.match(modelMismatch(ty('int', [3], 0, 9), v) ?? '', /shape \[2\]/);
});

test('a scan\'s bounds hold every item of the scan, each prefix\'s fold (the fuzz finding -\\1072⍴2.25)', () => {
  // APL folds right to left: the k-th item of f\x is x[1] f (x[2] f (… f x[k]))
  const scan = (f: (a: number, b: number) => number, xs: readonly number[]): number[] => xs.map((_, k) => xs.slice(0, k + 1).reduceRight((acc, x) => f(x, acc)));
  const FNS: Record<string, (a: number, b: number) => number> = { '+': (a, b) => a + b, '-': (a, b) => a - b, '×': (a, b) => a * b, '⌈': Math.max, '⌊': Math.min };
  const [lo, hi] = scanBounds('-', 1072, 2.25, 2.25);
  assert.ok(lo <= 0 && hi >= 2.25, `${lo}..${hi}`);
  fc.assert(
    fc.property(fc.constantFrom(...Object.keys(FNS)), fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 9 }), fc.integer({ min: -3, max: 3 }), fc.nat(3), (f, raw, base, width) => {
      const xs = raw.map((x) => Math.max(base, Math.min(base + width, x)));
      const [lo, hi] = scanBounds(f, xs.length, base, base + width);
      return scan(FNS[f]!, xs).every((v) => v >= lo && v <= hi);
    }),
  );
});

/** The :While of spec/programs/tradfns/while-collatz.apl with a test the fuzzer mutated (finding 2311-3: never false). */
const collatz = (test: string): string => `∇R←Steps N;n\n R←0 ⋄ n←N\n :While ${test}\n     :If 0=2|n ⋄ n←n÷2 ⋄ :Else ⋄ n←1+3×n ⋄ :EndIf\n     R+←1\n :EndWhile\n∇\n⎕←Steps 27\n`;

test('a program whose loop never ends spends its loop budget on the interpreter; one that ends does not', async () => {
  assert.is(await rerunWithLoopBudget(collatz('((n)≠(n))≠1'), 'f.apl', 1000), 'loops');
  assert.is(await rerunWithLoopBudget(collatz('n≠1'), 'f.apl', 1000), 'other', '111 steps');
  assert.is(await rerunWithLoopBudget(collatz('n≠1'), 'f.apl', 100), 'loops', 'past a budget of 100');
  assert.is(await rerunWithLoopBudget('{⍵+1}⍣{0}⊢1\n', 'f.apl', 1000), 'loops', 'a power loop');
  assert.is(await rerunWithLoopBudget('{⍵+1}⍣{⍺>5}⊢1\n', 'f.apl', 1000), 'other');
  // nested loops: the budget is each loop's, per run of it (the inner loop runs 10 times 50 iterations)
  assert.is(await rerunWithLoopBudget('{{⍵+1}⍣50⊢⍵}⍣10⊢0\n', 'f.apl', 60), 'other');
  assert.is(await rerunWithLoopBudget('÷0\n', 'f.apl', 1000), 'other', 'another error');
});

test('recursion stopped at its depth bound counts as not ending; other LIMIT ERRORs do not', () => {
  // a run that reaches the bound takes about a second, so the outcome is written out
  const limit = (message: string) => ({ error: { cls: 'LIMIT' as const, message, file: 'f.apl', span: null, related: [] } });
  assert.ok(spentLoopBudget(limit(RECURSION_DEPTH_MESSAGE)));
  assert.not.ok(spentLoopBudget(limit('integer result outside the 32-bit range')));
  assert.not.ok(spentLoopBudget({ error: null }));
});

test('the watched worker runs a program, reports a hang, and is replaced for the next one', async () => {
  const runner = new FuzzRunner(8000);
  try {
    const ok = await runner.run('+/⍳10\n', 'ok.apl', false);
    assert.ok(ok.kind === 'verdict' && ok.verdict.kind === 'ran' && ok.verdict.error === null, JSON.stringify(ok));
    const hang = await runner.run('{⍵+1}⍣{0}⊢1\n', 'hang.apl', false);
    assert.is(hang.kind, 'hang');
    assert.ok(await runner.loopsForever('{⍵+1}⍣{0}⊢1\n', 'hang.apl'), 'its loop spends the budget');
    assert.not.ok(await runner.loopsForever('+/⍳10\n', 'ok.apl'));
    const after = await runner.run('2×3\n', 'after.apl', false);
    assert.ok(after.kind === 'verdict' && after.verdict.kind === 'ran' && after.verdict.outputs[0]?.data[0] === 6, JSON.stringify(after));
  } finally {
    runner.stop();
  }
});

test('the allowlist names the f64 loop finer than WebGPU pairs, and no other hang', () => {
  const agm = '⎕FR←645\nagm←{((+/⍵)÷2),(×/⍵)*0.5}⍣{1E¯15>|-/⍺}\nr←agm 1,÷0.5*2\n⎕←r';
  assert.ok(allowedAs('no answer in 60 s', agm) !== null);
  // the same loop in f32, another finding about it, or a hang elsewhere stay findings
  assert.is(allowedAs('no answer in 60 s', agm.replace('⎕FR←645\n', '')), null);
  assert.is(allowedAs('internal error on compile: x', agm), null);
  assert.is(allowedAs('no answer in 60 s', '⎕FR←645\n+/⍳10'), null);
});

test('the allowlist names a hang on a fold of a billion items or more, and no shorter one', () => {
  assert.ok(allowedAs('no answer in 60 s', '⎕←×/⍳2147483647\n×/⍳13') !== null);
  assert.ok(allowedAs('no answer in 60 s', '+/1E9⍴1') !== null);
  // smaller counts, a count only in a comment, or another finding on the same text stay findings
  assert.is(allowedAs('no answer in 60 s', '×/⍳214748364'), null);
  assert.is(allowedAs('no answer in 60 s', '⍝ 2147483647\n{⍵+1}⍣≡0'), null);
  assert.is(allowedAs('internal error on compile: x', '×/⍳2147483647'), null);
});

test('the allowlist names a LIMIT ERROR at the device\'s binding size before a later LIMIT ERROR elsewhere, and no other place', () => {
  const big = '(100000 1000)↑4';
  assert.ok(allowedAs('interp and webgpu differ: LIMIT ERROR vs LIMIT ERROR at 4:16', big) !== null);
  assert.ok(allowedAs('interp and webgpu/discrete differ: LIMIT ERROR at 2:1 vs LIMIT ERROR at 1:5', big) !== null);
  // another class on either side, a LIMIT ERROR on interp only, or values that differ stay findings
  assert.is(allowedAs('interp and webgpu differ: DOMAIN ERROR at 1:1 vs LIMIT ERROR at 1:5', big), null);
  assert.is(allowedAs('interp and webgpu differ: LIMIT ERROR at 1:1 vs no error', big), null);
  // webgpu alone refusing an array past its storage binding size, and only that
  const binding = 'interp and webgpu differ: no error vs LIMIT ERROR at 5:8 (an array of 45496176 elements (181984704 bytes) exceeds the device\'s maxStorageBufferBindingSize of 134217728 bytes)';
  assert.ok(allowedAs(binding, big) !== null);
  assert.is(allowedAs('interp and webgpu differ: no error vs LIMIT ERROR at 5:8 (float result outside the 32-bit range (±3.4E38))', big), null);
  assert.is(allowedAs(binding.replace('webgpu', 'cpu'), big), null);
  assert.is(allowedAs('interp and cpu differ: LIMIT ERROR vs LIMIT ERROR at 1:5', big), null);
  assert.is(allowedAs('interp and webgpu differ: value 1: 3 for 4', big), null);
});

test.run();
