import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  asConst, dimAdd, dimConst, dimDiv, dimEq, dimEval, dimMax, dimMin, dimMod, dimMul, dimNeg, dimProduct, dimSub,
  dimSubst, dimVar, dimVars, provablyNonNegative, showShape, sizeVar,
} from '../../shapes/dim.js';

const n = dimVar(sizeVar('n'));
const m = dimVar(sizeVar('m'));
const c = dimConst;

test('constants fold', () => {
  assert.is(asConst(dimAdd(c(2), c(3))), 5);
  assert.is(asConst(dimMul(c(4), c(-3))), -12);
  assert.is(asConst(dimSub(c(4), c(4))), 0);
  assert.is(dimSub(c(4), c(4)).key, '0');
});

test('polynomials have one normal form', () => {
  // (n+1)(n-1) = n·n - 1
  const a = dimMul(dimAdd(n, c(1)), dimSub(n, c(1)));
  const b = dimSub(dimMul(n, n), c(1));
  assert.ok(dimEq(a, b));
  assert.is(a.key, b.key);
  // commutativity and associativity
  assert.ok(dimEq(dimAdd(n, m), dimAdd(m, n)));
  assert.ok(dimEq(dimMul(dimMul(n, m), c(2)), dimMul(c(2), dimMul(m, n))));
  assert.ok(dimEq(dimAdd(dimSub(n, m), m), n));
  assert.not.ok(dimEq(n, m));
  assert.is(asConst(n), null);
});

test('n - n is the constant 0, and 2n ≠ n', () => {
  assert.is(asConst(dimSub(n, n)), 0);
  assert.not.ok(dimEq(dimMul(c(2), n), n));
});

test('max, min, div and mod fold on constants and stay opaque otherwise', () => {
  assert.is(asConst(dimMax(c(3), c(7))), 7);
  assert.is(asConst(dimMin(c(3), c(7))), 3);
  assert.is(asConst(dimDiv(c(7), c(2))), 3);
  assert.is(asConst(dimDiv(c(-7), c(2))), -4);
  assert.is(asConst(dimMod(c(-7), c(3))), 2);
  // n+1 ≥ n always: max is decided without an opaque term
  assert.ok(dimEq(dimMax(n, dimAdd(n, c(1))), dimAdd(n, c(1))));
  const o = dimMax(c(0), dimSub(n, c(3)));
  assert.is(asConst(o), null);
  assert.ok(dimEq(o, dimMax(dimSub(n, c(3)), c(0))), 'max is canonical in its argument order');
  assert.is(dimEval(o, (v) => (v === 'n' ? 10 : undefined)), 7);
  assert.is(dimEval(o, (v) => (v === 'n' ? 1 : undefined)), 0);
});

test('evaluation, substitution and variables', () => {
  const d = dimAdd(dimMul(n, m), c(2));
  assert.is(dimEval(d, (v) => ({ n: 3, m: 4 } as Record<string, number>)[v]), 14);
  assert.is(dimEval(d, () => undefined), null);
  const s = dimSubst(d, (v) => (v === 'm' ? dimAdd(n, c(1)) : undefined));
  assert.ok(dimEq(s, dimAdd(dimAdd(dimMul(n, n), n), c(2))));
  assert.equal(dimVars(d).sort(), ['m', 'n']);
});

test('sign knowledge: sizes are non-negative', () => {
  assert.ok(provablyNonNegative(dimAdd(n, dimMul(n, m))));
  assert.not.ok(provablyNonNegative(dimNeg(n)));
  assert.not.ok(provablyNonNegative(dimSub(n, c(1))));
});

test('products and display', () => {
  assert.is(asConst(dimProduct([c(2), c(3), c(4)])), 24);
  assert.is(asConst(dimProduct([])), 1);
  assert.is(showShape([c(2), n]), '[2,n]');
});

test.run();
