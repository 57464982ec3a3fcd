// ?'s generator (ops/random.ts): every backend computes these same functions of a key (the corpus
// program scalar/roll-deal.apl compares them); here, that the numbers are what ? promises.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hash32, rollOf, rollUnitOf } from '../../ops/random.js';

test('?n is a whole number from 0 to n-1, spread evenly (each face of ?6 within 3% of a sixth of 60000 keys)', () => {
  const counts = new Array<number>(6).fill(0);
  for (let key = 0; key < 60000; key++) {
    const r = rollOf(6, key);
    assert.ok(Number.isInteger(r) && r >= 0 && r < 6, `?6 of key ${key} gave ${r}`);
    counts[r]!++;
  }
  for (const c of counts) assert.ok(Math.abs(c - 10000) < 300, `a face came ${c} times in 60000`);
  assert.is(rollOf(1, 12345), 0);
  assert.ok(rollOf(2147483647, -1) < 2147483647);
});

test('?0 is in (0,1), exact in f32, and neighbouring keys give unrelated numbers', () => {
  let sum = 0;
  for (let key = 0; key < 10000; key++) {
    const u = rollUnitOf(key);
    assert.ok(u > 0 && u < 1, `?0 of key ${key} gave ${u}`);
    assert.is(Math.fround(u), u);
    sum += u;
  }
  assert.ok(Math.abs(sum / 10000 - 0.5) < 0.01, `mean ${sum / 10000}`);
  // an avalanching hash: keys one apart differ in about half their bits
  let bits = 0;
  for (let key = 0; key < 1000; key++) bits += (hash32(key) ^ hash32(key + 1)).toString(2).split('1').length - 1;
  assert.ok(Math.abs(bits / 1000 - 16) < 1, `${bits / 1000} bits differ on average`);
});

test('?n where n is below 1 at run time is a DOMAIN ERROR', () => {
  assert.throws(() => rollOf(0, 1), /\? needs whole numbers of 1 or more/);
});

test.run();
