import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { checkSource, compileSource } from '../../cli/driver.js';
import { kernelize } from '../../passes/kernelize.js';
import { PROFILES } from '../../passes/device-profiles.js';
import { formatExplain, formatPlan } from '../../cli/plan.js';
import { planPhases } from '../../passes/phases.js';

const SRC = 'v←3.5 7 1 9\n((v>5)/v)+⍳2\n';

function both(text: string) {
  const c = checkSource(text, 'p.apl');
  const p = compileSource(text, 'p.apl');
  if (isLeft(c) || isLeft(p)) throw new Error('did not compile');
  return { checked: c.right, compiled: p.right };
}

test('a data-dependent compress cuts the program into phases at the size it reads back', () => {
  const { compiled } = both(SRC);
  const phases = planPhases(compiled.ir);
  assert.ok(phases.length >= 2, `phases: ${phases.length}`);
  const reads = phases.flatMap((ph) => ph.readBacks.map((r) => [r.name, r.why]));
  assert.ok(reads.some(([name, why]) => name === 'k1' && why === 'size'), JSON.stringify(reads));
  // after k1 is known, the kernels work on [k1]
  const last = phases[phases.length - 1]!;
  assert.ok(last.kernels.some((k) => k.shape === '[k1]'));
});

test('a program with static shapes is one phase with no read-backs', () => {
  const { compiled } = both('+/(⍳10)×⍳10\n');
  const phases = planPhases(compiled.ir);
  assert.is(phases.length, 1);
  assert.is(phases[0]!.readBacks.length, 0);
  assert.ok(phases[0]!.kernels.length > 0);
});

test('aplc plan prints the profile, phases, kernels with their strategies, and the parallel structure of each operation', () => {
  const { compiled, checked } = both(SRC);
  const text = formatPlan(checked, kernelize(compiled.ir, PROFILES.discrete), 'device profile: discrete');
  assert.match(text, /^device profile: discrete$/m);
  assert.match(text, /^phase 1: \d+ kernels/m);
  assert.match(text, /^\s+segmap workgroup 256/m);
  assert.match(text, 'read back k1 (it fixes the next sizes)');
  assert.match(text, /map \+\s+float\[k1\]\s+k1 × 1/);
});

test('--explain lists the run-time checks and existential sizes', () => {
  const { checked } = both('v←3.5 7 1 9\n((v>5)/v)+⍳3\n');
  const text = formatExplain(checked, { name: 'p.apl', text: '' });
  assert.match(text, 'p.apl:2:7: size k1 is known only at run time');
  assert.match(text, 'p.apl:2:10: run-time LENGTH check that k1 = 3');
  assert.is(formatExplain(both('1+2\n').checked, { name: 'q.apl', text: '' }), 'no run-time checks: every shape was decided before the program runs\n');
  // a form aplc refuses only where the data makes it so: ≡ of a vector empty when it runs, whose prototype is not known
  const empty = formatExplain(both('k←+/1 1 1\nw←(k-2)↓1 (2 3) 4\n≡(k-3)↑w\n').checked, { name: 'e.apl', text: '' });
  assert.match(empty, /e\.apl:3:1: run-time NONCE check: ≡ of an irregular nested vector/);
});

test('--signatures says proved only where no run-time check remains; --explain lists those inside declared functions', () => {
  const src = '⍝ g: ⍵ f32[n]\ng←{((⍵>0)/⍵)+⍵}\n⍝ h: ⍵ f32[n]\nh←{⍵+⌽⍵}\n';
  const c = checkSource(src, 'd.apl');
  if (isLeft(c)) throw new Error('did not check');
  assert.ok(c.right.signatures.includes('g: ⍵ f32[n] (declared; not proved: 1 run-time shape check remains, listed by --explain)'), c.right.signatures.join('\n'));
  assert.ok(c.right.signatures.includes('h: ⍵ f32[n] (declared; proved for all sizes)'), c.right.signatures.join('\n'));
  const text = formatExplain(c.right, { name: 'd.apl', text: src });
  assert.match(text, 'd.apl:2:13 (in g, checked at ⍵ f32[n]): run-time LENGTH check that k1 = n');
  assert.not.match(text, 'in h');
});

test.run();
