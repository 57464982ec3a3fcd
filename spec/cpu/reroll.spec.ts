// Re-rolling (cpu/reroll.ts): a lambda that repeats one step many times runs as a loop that stops
// once a step carries on the values it started from. The loop must give the interpreter's values
// to the bit — NaN, infinities and the sign of zero included, where stopping early would show —
// and its errors, on one thread and split across the pool.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Lambda, Program, SrcLoc } from '../../core-ir/syntax.js';
import { AplRuntimeError } from '../../core-ir/value.js';
import { renderMap } from '../../cpu/render-map.js';
import { rerollPlan } from '../../cpu/reroll.js';
import { setCpuWorkers, shutdownCpuPool } from '../../cpu/pool.js';
import { program, sameOnBoth } from './outcome.js';

/** The lambda of the program's biggest map. */
function biggestMap(ir: Program<'soacs'>): Lambda {
  let best: Lambda | null = null;
  for (const s of ir.body.stmts) if (s.exp.tag === 'map' && (best === null || s.exp.lambda.body.length > best.body.length)) best = s.exp.lambda;
  if (best === null) throw new Error('no map');
  return best;
}


const apl = (xs: readonly number[]): string => xs.map((x) => (x < 0 ? `¯${-x}` : String(x))).join(' ');

/** The points of a Mandelbrot test: n of them, some inside the set and some escaping. */
function points(n: number): string[] {
  const cr = Array.from({ length: n }, (_, i) => Math.round((-2.2 + (2.8 * i) / n) * 1000) / 1000);
  const ci = Array.from({ length: n }, (_, i) => Math.round((1.2 - (2.4 * ((i * 37) % n)) / n) * 1000) / 1000);
  return [`cr←${apl(cr)}`, `ci←${apl(ci)}`, 'zr←cr', 'zi←ci', 'c←4≥(zr×zr)+zi×zi'];
}

/** The Mandelbrot iteration written out `steps` times, as bench/programs.ts once wrote it: escaped points overflow. */
function mandel(steps: number, n: number): string {
  const lines = points(n);
  for (let i = 1; i < steps; i++) lines.push('t←cr+(zr×zr)-zi×zi', 'zi←ci+2×zr×zi', 'zr←t', 'c←c+4≥(zr×zr)+zi×zi');
  return [...lines, '⎕←zr', '⎕←zi', 'c'].join('\n');
}

/**
 * The iteration as dfn calls written out `steps` times, escaped points held by a falling mask `a`
 * (as bench/programs.ts writes it now): every op that can fail (a float op can leave the range)
 * has one place in every copy, which re-rolling needs.
 */
function mandelSteps(steps: number, n: number): string {
  const lines = [...points(n), 'a←c', 're←{a×cr+(⍺×⍺)-⍵×⍵}', 'im←{a×ci+2×⍺×⍵}', 'in←{4≥(⍺×⍺)+⍵×⍵}', 'cnt←{c+⍵}'];
  for (let i = 1; i < steps; i++) lines.push('t←zr re zi', 'zi←zr im zi', 'zr←t', 'a←a∧zr in zi', 'c←cnt a');
  return [...lines, '⎕←zr', '⎕←zi', 'c'].join('\n');
}

test('a written-out iteration becomes a loop: the step once, run for the steps after the first', () => {
  const lam = biggestMap(program(mandelSteps(40, 50)));
  const plan = rerollPlan(lam);
  assert.ok(plan !== null, 'no loop found');
  assert.ok(plan.iterations >= 30, `${plan.iterations} iterations`);
  assert.ok(plan.body.length * 10 < lam.body.length, `a body of ${plan.body.length} statements`);
  assert.ok(plan.carried.length > 0);
  // a short lambda is left as it is
  assert.is(rerollPlan(biggestMap(program(mandelSteps(3, 5)))), null);
  // copies written out on lines of their own, each op with its own place, re-roll too
  const own = rerollPlan(biggestMap(program(mandel(40, 50))));
  assert.ok(own !== null && own.iterations >= 30, 'no loop found for copies with places of their own');
  assert.is(own.steps.length, own.iterations);
  assert.ok(own.steps[0]!.every((s, i) => s === own.body[i]), 'the first step is the body');
});

test('a re-rolled step fails at its own copy\'s place: the loop reads the site from the iteration', () => {
  // one × a line; 1.5*k overflows f32 after about 219 steps, a different step for each start
  const lines = ['x←1 0.001 1E20'];
  for (let i = 0; i < 300; i++) lines.push('x←x×1.5');
  const ir = program([...lines, 'x'].join('\n'));
  const m = ir.body.stmts.find((s) => s.exp.tag === 'map')!;
  const e = m.exp as Extract<typeof m.exp, { tag: 'map' }>;
  assert.ok(rerollPlan(e.lambda) !== null, 'no loop found');
  const k = renderMap({ rank: 1, inElems: ['float'], lambda: e.lambda, float: 'f32' }, ['float'], () => null, null);
  assert.match(k.source, /site = \d+ \+ k\d+;/);
  // the kernel alone, without the host's re-run on the interpreter: element 0 fails first
  const xs = Float32Array.of(1, 0.001, 1e20);
  let loc: SrcLoc | null = null;
  try {
    k.fn([3], [xs], [new Float32Array(3)], k.sites, [], null, 0, 3, 0);
  } catch (err) {
    if (!(err instanceof AplRuntimeError)) throw err;
    loc = err.loc;
  }
  let x = 1;
  let step = 0;
  while (Number.isFinite(x)) {
    x = Math.fround(x * 1.5);
    step++;
  }
  assert.ok(loc !== null, 'no failure');
  assert.is(loc.line, 1 + step, `failed at line ${loc.line}, the ${step}th step is on line ${1 + step}`);
  assert.match(sameOnBoth([...lines, 'x'].join('\n')).error ?? '', new RegExp(`^LIMIT ERROR: .* at ${1 + step}:`));
});

test('the loop gives the interpreter\'s values, and overflow the interpreter\'s error, on one thread and across the pool', async () => {
  for (const workers of [0, 1]) {
    setCpuWorkers(workers);
    for (const [steps, n] of [[40, 50], [64, 300], [21, 7]] as const) {
      const out = sameOnBoth(mandelSteps(steps, n));
      assert.ok(out.values[2]!.data.some((v) => v < steps), 'no point escaped: the early stop is not tested');
      assert.match(sameOnBoth(mandel(steps, n)).error ?? '', /^LIMIT ERROR: float result outside the 32-bit range/);
    }
  }
  setCpuWorkers(null);
  await shutdownCpuPool();
});

/** The program's text, after asserting that its biggest map re-rolls. */
function rerolled(lines: readonly string[]): string {
  const text = lines.join('\n');
  assert.ok(rerollPlan(biggestMap(program(text))) !== null, 'no loop found');
  return text;
}

test('a step whose carried value only changes the sign of zero is not a fixed point', () => {
  for (const steps of [120, 121]) {
    const lines = ['x←0×¯1.5 1.5 ¯2.5', 's←x×0', 'flip←{⍵×¯1}', 'sum←{s+⍵×⍵}', 'back←{⍵-s×0}'];
    for (let i = 0; i < steps; i++) lines.push('x←flip x', 's←sum x', 'x←back x');
    // ÷ shows the sign of a zero: ¯∞ or ∞ would be a DOMAIN ERROR, so 1÷1+x
    const out = sameOnBoth(rerolled([...lines, '⎕←x', '1÷1+x']));
    assert.equal(Array.from(out.values[0]!.data, (v) => Object.is(v, -0)), steps % 2 === 0 ? [true, false, true] : [false, true, false]);
  }
});

test('an int state that settles: the loop stops and gives the values of the last step', () => {
  const lines = ['h←{⌊⍵÷2}', 'k←{⍺+⍵>0}', 'n←1 7 1000 123456 0 ¯5', 'c←n×0'];
  for (let i = 0; i < 80; i++) lines.push('n←h n', 'c←c k n');
  const out = sameOnBoth(rerolled([...lines, '⎕←n', 'c']));
  assert.equal([...out.values[1]!.data], [0, 2, 9, 16, 0, 0]);
});

test('a failure in a re-rolled step is reported where the interpreter reports it', () => {
  // each step is g's body, so its ÷ has one place in every copy, and the loop may hold it
  const lines = ['g←{⍵-1+0×÷⍵-0.5}', 'x←70.5 60.5 45.5 80.25'];
  for (let i = 0; i < 70; i++) lines.push('x←g x');
  assert.match(sameOnBoth(rerolled([...lines, 'x'])).error ?? '', /^DOMAIN ERROR: .* at 1:10$/);
});

test.run();
