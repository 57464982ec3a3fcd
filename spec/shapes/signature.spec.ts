import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { parseSignature, showSignature, signatureComments } from '../../shapes/signature.js';
import { decideEq } from '../../shapes/solve.js';
import { dimAdd, dimConst, dimMax, dimMul, dimSub, dimVar, sizeVar } from '../../shapes/dim.js';

test('signatures parse, in both dim notations', () => {
  const s = parseSignature('⍺ f32[n] ⍵ f32[n] → f32');
  assert.ok(isRight(s));
  if (isRight(s)) {
    assert.equal(s.right.alpha, { elem: 'float', dims: ['n'] });
    assert.equal(s.right.omega, { elem: 'float', dims: ['n'] });
    assert.equal(s.right.result, { elem: 'float', dims: [] });
  }
  const m = parseSignature('⍵ i32[n][3] → bool[n,3]');
  assert.ok(isRight(m));
  if (isRight(m)) {
    assert.equal(m.right.omega.dims, ['n', 3]);
    assert.is(m.right.alpha, null);
    assert.is(showSignature(m.right), '⍵ i32[n,3] → bool[n,3]');
  }
  const untyped = parseSignature('⍵ char[k]');
  assert.ok(isRight(untyped));
});

test('bad signatures say what and where', () => {
  const cases: [string, string, number][] = [
    ['⍵ f16[n]', "unknown element type 'f16'", 2],
    ['f32[n]', "starts with '⍺ TYPE' or '⍵ TYPE'", 0],
    ['⍵ f32[n', "',' or ']' is expected", 7],
    ['⍵ f32[k1]', 'reserved', 6],
    ['⍵ f32 junk', "unexpected 'j'", 6],
  ];
  for (const [text, msg, col] of cases) {
    const r = parseSignature(text);
    assert.ok(isLeft(r), text);
    if (isLeft(r)) {
      assert.match(r.left.message, msg, text);
      assert.is(r.left.col, col, text);
    }
  }
});

test('signature comments are found with their positions', () => {
  const found = signatureComments('⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32\ndot←{+/⍺×⍵}\n⍝ just a note\n  ⍝ f: ⍵ i32\n');
  assert.equal(found.map((c) => [c.name, c.sig, c.line, c.col]), [['dot', '⍺ f32[n] ⍵ f32[n] → f32', 1, 8], ['f', '⍵ i32', 4, 8]]);
});

const n = dimVar(sizeVar('n'));
const m = dimVar(sizeVar('m'));

test('the solver proves, refutes, or leaves it to run time', () => {
  assert.is(decideEq(dimAdd(n, n), dimMul(dimConst(2), n)).k, 'equal');
  assert.equal(decideEq(n, dimAdd(n, dimConst(1))), { k: 'unequal', onlyEmpty: false });
  assert.equal(decideEq(dimConst(3), dimConst(4)), { k: 'unequal', onlyEmpty: false });
  // n+1 vs m: unknown
  assert.is(decideEq(dimAdd(n, dimConst(1)), m).k, 'unknown');
  // n vs 1↓ of an n-vector: equal only when n = 0
  assert.equal(decideEq(n, dimMax(dimConst(0), dimSub(n, dimConst(1)))), { k: 'unequal', onlyEmpty: true });
  // n vs 2n: equal only when n = 0
  assert.equal(decideEq(n, dimMul(dimConst(2), n)), { k: 'unequal', onlyEmpty: true });
  // n+1 > 0 always
  assert.equal(decideEq(dimAdd(n, dimConst(1)), dimConst(0)), { k: 'unequal', onlyEmpty: false });
});

test.run();
