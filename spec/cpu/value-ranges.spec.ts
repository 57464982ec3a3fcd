// The cpu renderer drops a float op's range check where the ranges of its operands say the result
// is finite (cpu/value-ranges.ts): each range must hold every value the interpreter computes, and
// a check that can fire must stay. Ranges are sampled: for random operand ranges, every result of
// random operands drawn from them, rounded as the interpreter rounds, lies in the op's range.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { binRange, finiteIn, unRange, type Range } from '../../cpu/value-ranges.js';
import { compile, i32 } from '../../index.js';
import { AplError } from '../../api/errors.js';

const f32 = Math.fround;
const arbRange = fc.tuple(fc.float({ noNaN: true, noDefaultInfinity: true, min: Math.fround(-1e30), max: Math.fround(1e30) }), fc.float({ noNaN: true, noDefaultInfinity: true, min: Math.fround(-1e30), max: Math.fround(1e30) }))
  .map(([a, b]): Range => (a <= b ? [f32(a), f32(b)] : [f32(b), f32(a)]));
const within = (r: Range, t: number): number => Math.min(r[1], Math.max(r[0], f32(r[0] + (r[1] - r[0]) * t)));

const BIN: Record<string, (a: number, b: number) => number> = { add: (a, b) => a + b, sub: (a, b) => a - b, mul: (a, b) => a * b, max: Math.max, min: Math.min };
const UN: Record<string, (a: number) => number> = { abs: Math.abs, neg: (a) => -a };

test('a float op’s range holds every f32 result of operands in its operands’ ranges', () => {
  for (const [op, f] of Object.entries(BIN)) {
    fc.assert(fc.property(arbRange, arbRange, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (ra, rb, s, t) => {
      const r = binRange(op, ra, rb, 'float', 'f32');
      assert.ok(r !== null, op);
      const x = within(ra, s);
      const y = within(rb, t);
      const v = f32(f(x, y));
      return v >= r[0] && v <= r[1];
    }), { numRuns: 2000 });
  }
  for (const [op, f] of Object.entries(UN)) {
    fc.assert(fc.property(arbRange, fc.double({ min: 0, max: 1, noNaN: true }), (ra, s) => {
      const r = unRange(op, ra, 'f32');
      const v = f(within(ra, s));
      return r !== null && v >= r[0] && v <= r[1];
    }), { numRuns: 2000 });
  }
  // ÷ by a positive constant
  fc.assert(fc.property(arbRange, fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), (ra, c, s) => {
    const r = binRange('div', ra, [c, c], 'float', 'f32')!;
    const v = f32(within(ra, s) / c);
    return v >= r[0] && v <= r[1];
  }), { numRuns: 2000 });
});

test('finite only inside the width’s range', () => {
  assert.ok(finiteIn([-1e38, 3e38], 'f32'));
  assert.not.ok(finiteIn([0, 3.5e38], 'f32'));
  assert.ok(finiteIn([0, 3.5e38], 'f64'));
  assert.not.ok(finiteIn([0, Infinity], 'f64'));
  assert.not.ok(finiteIn(null, 'f32'));
});

/** The elements, or the error's class. */
async function outcome(src: string, xs: Int32Array, backend: 'interp' | 'cpu'): Promise<number[] | string> {
  try {
    return Array.from((await compile(src, { backend })(i32(xs))).data as ArrayLike<number>);
  } catch (e) {
    if (!(e instanceof AplError)) throw e;
    return e.diagnostic.cls;
  }
}

test('a float made from ints keeps its range check where its range can leave f32, and drops none the interpreter makes', async () => {
  const xs = new Int32Array([2147483647, -2147483648, 5, 0]);
  // ints times 1E30 times 1E9 can pass 3.4E38: the check stays and fires on cpu as on interp
  for (const src of ['{(⍵×1E30)×1E9}', '{⌊(⍵÷3)×1E30×1E9}', '{|⍵×1E35}']) {
    const want = await outcome(src, xs, 'interp');
    assert.is(want, 'LIMIT', src);
    assert.equal(await outcome(src, xs, 'cpu'), want, src);
  }
  // quotients and tolerant floors of ints (the Easter benchmark's): finite, the same values
  for (const src of ['{⌊⍵÷100}', '{(⌊⍵÷7)+⌊(⍵-1)÷3}', '{|⍵÷4}']) assert.equal(await outcome(src, xs, 'cpu'), await outcome(src, xs, 'interp'), src);
});

test.run();
