import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BIN_OP_NAMES, binOperandOk, evalBin, evalUn, ScalarOpError, UN_OP_NAMES, unOperandOk } from '../../ops/scalar-ops.js';
import type { Atom, BinOp, Elem, Stmt, UnOp } from '../../core-ir/syntax.js';
import { stmtCanFail } from '../../passes/effects.js';

const ELEMS: Elem[] = ['bool', 'int', 'float', 'char'];
const SAMPLES = [-3, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 3, 13, Infinity, -Infinity, NaN];
const valuesOf = (elem: Elem): number[] =>
  elem === 'bool' ? [0, 1] : elem === 'float' ? SAMPLES : SAMPLES.filter((x) => Number.isInteger(x));

const v = (name: string) => ({ k: 'var' as const, name });
const un = (op: UnOp): Stmt => ({ names: [{ name: 'r', type: { elem: 'float', shape: [] } }], exp: { tag: 'un', op, arg: v('x') } });
const bin = (op: BinOp): Stmt => ({ names: [{ name: 'r', type: { elem: 'float', shape: [] } }], exp: { tag: 'bin', op, left: v('x'), right: v('y') } });

function throws(f: () => number): boolean {
  try {
    f();
    return false;
  } catch (e) {
    if (e instanceof ScalarOpError) return true;
    throw e;
  }
}

test('an op said not to fail never raises a DOMAIN ERROR (effects.ts agrees with the reference evaluations)', () => {
  for (const op of UN_OP_NAMES) {
    if (stmtCanFail(un(op))) continue;
    for (const elem of ELEMS.filter((el) => unOperandOk(op, el))) {
      for (const x of valuesOf(elem)) assert.not.ok(throws(() => evalUn(op, elem, x)), `${op} ${elem} ${x} throws, but effects.ts says it cannot fail`);
    }
  }
  for (const op of BIN_OP_NAMES) {
    if (stmtCanFail(bin(op))) continue;
    for (const elem of ELEMS.filter((el) => binOperandOk(op, el))) {
      for (const x of valuesOf(elem)) for (const y of valuesOf(elem)) {
        assert.not.ok(throws(() => evalBin(op, elem, x, y)), `${x} ${op} ${y} (${elem}) throws, but effects.ts says it cannot fail`);
      }
    }
  }
});

test('division by a non-zero constant cannot fail; by a variable it can', () => {
  const div = (right: Atom): Stmt =>
    ({ names: [{ name: 'r', type: { elem: 'float', shape: [] } }], exp: { tag: 'bin', op: 'div', left: v('x'), right } });
  assert.not.ok(stmtCanFail(div({ k: 'const', value: 4, elem: 'float' })));
  assert.ok(stmtCanFail(div({ k: 'const', value: 0, elem: 'float' })));
  assert.ok(stmtCanFail(div(v('y'))));
});

test.run();
