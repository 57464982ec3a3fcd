// Property tests of the Dim normal form with fast-check: equal dims have identical normal forms,
// and the normal form agrees with evaluation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { dimAdd, dimConst, dimEq, dimEval, dimMax, dimMul, dimSub, dimVar, sizeVar, type Dim } from '../../shapes/dim.js';

const VARS = ['n', 'm', 'k'] as const;

/** Random polynomial expressions over n, m, k with small constants. */
const dimArb: fc.Arbitrary<Dim> = fc.letrec<{ dim: Dim }>((tie) => ({
  dim: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: -4, max: 6 }).map((c) => dimConst(c)),
    fc.constantFrom(...VARS).map((v) => dimVar(sizeVar(v))),
    fc.tuple(tie('dim'), tie('dim')).map(([a, b]) => dimAdd(a, b)),
    fc.tuple(tie('dim'), tie('dim')).map(([a, b]) => dimSub(a, b)),
    fc.tuple(tie('dim'), tie('dim')).map(([a, b]) => dimMul(a, b)),
  ),
})).dim;

const envArb = fc.record({ n: fc.integer({ min: 0, max: 9 }), m: fc.integer({ min: 0, max: 9 }), k: fc.integer({ min: 0, max: 9 }) });
const look = (env: Record<string, number>) => (v: string) => env[v];

test('ring laws hold syntactically: the normal forms are identical', () => {
  fc.assert(
    fc.property(dimArb, dimArb, dimArb, (a, b, c) => {
      assert.is(dimAdd(a, b).key, dimAdd(b, a).key);
      assert.is(dimMul(a, b).key, dimMul(b, a).key);
      assert.is(dimAdd(dimAdd(a, b), c).key, dimAdd(a, dimAdd(b, c)).key);
      assert.is(dimMul(dimMul(a, b), c).key, dimMul(a, dimMul(b, c)).key);
      assert.is(dimMul(a, dimAdd(b, c)).key, dimAdd(dimMul(a, b), dimMul(a, c)).key);
      assert.is(dimSub(a, a).key, '0');
      assert.is(dimMul(a, dimConst(1)).key, a.key);
    }),
    { numRuns: 300 },
  );
});

test('evaluation is a homomorphism, and equal normal forms evaluate equally', () => {
  fc.assert(
    fc.property(dimArb, dimArb, envArb, (a, b, env) => {
      const ea = dimEval(a, look(env))!;
      const eb = dimEval(b, look(env))!;
      assert.is(dimEval(dimAdd(a, b), look(env)), ea + eb);
      assert.is(dimEval(dimMul(a, b), look(env)), ea * eb);
      assert.is(dimEval(dimSub(a, b), look(env)), ea - eb);
      if (dimEq(a, b)) assert.is(ea, eb);
    }),
    { numRuns: 300 },
  );
});

test('max is canonical and evaluates to the larger value', () => {
  fc.assert(
    fc.property(dimArb, dimArb, envArb, (a, b, env) => {
      assert.is(dimMax(a, b).key, dimMax(b, a).key);
      assert.is(dimEval(dimMax(a, b), look(env)), Math.max(dimEval(a, look(env))!, dimEval(b, look(env))!));
    }),
    { numRuns: 300 },
  );
});

test.run();
