// Value ranges in the simplifier (passes/simplify-ranges.ts): a checked int op (ops/int-exact.ts)
// becomes its total twin only where the ranges of its operands prove that its exact result fits in
// i32, and a checked fold op only where every partial result does. Each case is checked to keep
// the program's meaning (checkPass runs it before and after).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { printProgram } from '../../core-ir/print.js';
import type { BinOp, Program, UnOp } from '../../core-ir/syntax.js';
import { simplifyProgram } from '../../passes/simplify.js';
import { binRange, foldTwin } from '../../passes/simplify-ranges.js';
import { allStmts, checkPass, lowered } from './helpers.js';

/** The scalar ops of a program, lambdas included, fold operators too. */
function ops(p: Program<'soacs'>): (BinOp | UnOp)[] {
  return allStmts(p).flatMap((s) => (s.exp.tag === 'bin' || s.exp.tag === 'un' ? [s.exp.op] : []));
}

const simplified = (src: string): Program<'soacs'> => checkPass(simplifyProgram, lowered(src));

test('products and sums of booleans, literals and ⍳ fold with the total ops', () => {
  const p = simplified('a←1 0 1\nb←0 1 1\n⎕←a+.×b\n⎕←+/⍳1000\n⎕←-¯5 7');
  const found = ops(p);
  for (const op of ['addInt', 'mulInt', 'negInt'] as const) assert.not.ok(found.includes(op), `${op} left in\n${printProgram(p)}`);
});

test('ops whose result may leave i32 stay checked', () => {
  const cases: [string, BinOp | UnOp][] = [
    ['x←1 2 2147483647\n⎕←x+1', 'addInt'],
    ['x←1 ¯2147483648\n⎕←-x', 'negInt'],
    ['⎕←+/⍳100000', 'addInt'],
    ['⎕←×/⍳13', 'mulInt'],
    ['x←1000⍴46341\n⎕←x×x', 'mulInt'],
  ];
  for (const [src, op] of cases) {
    const p = simplified(src);
    assert.ok(ops(p).includes(op), `${op} demoted in ${src}\n${printProgram(p)}`);
  }
});

test('the ranges: sums, differences, products and folds at the edges of i32', () => {
  assert.equal(binRange('addInt', [0, 2147483646], [0, 1]), [0, 2147483647]);
  assert.is(binRange('addInt', [0, 2147483647], [0, 1]), null);
  assert.equal(binRange('subInt', [-2147483647, 0], [0, 1]), [-2147483648, 0]);
  assert.is(binRange('mulInt', [-46341, 1], [0, 46341]), null);
  assert.is(foldTwin('addInt', 65535, [0, 32768]), 'add');
  assert.is(foldTwin('addInt', 65536, [0, 32768]), null);
  assert.is(foldTwin('mulInt', 31, [-2, 2]), null);
  assert.is(foldTwin('mulInt', 30, [-2, 2]), 'mul');
  assert.is(foldTwin('subInt', 2, [-1073741824, 1073741823]), null);
  assert.is(foldTwin('subInt', 2, [-1073741823, 1073741823]), 'sub');
});

test.run();
