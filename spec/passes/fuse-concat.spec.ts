// fuse-concat (passes/fuse-concat.ts): a short vector catenated from scalars is one map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { float, INT, IrBuilder } from '../../core-ir/builder.js';
import { printProgram } from '../../core-ir/print.js';
import { cSize } from '../../core-ir/syntax.js';
import { fuseConcat } from '../../passes/fuse-concat.js';
import { runPasses } from '../../passes/pipeline.js';
import { checkPass, count, lowered, outcome } from './helpers.js';

test('(⌊/v),(⌈/v),+/v: the reductions, then one map for the vector, no fill or copy', () => {
  const p = checkPass((q) => runPasses(q), lowered('v←3 1 4 1 5 9 2 6\n(⌊/v),(⌈/v),+/v'));
  assert.is(count(p, 'concat', 'replicate'), 0, printProgram(p));
  assert.is(count(p, 'map'), 1);
  assert.equal(outcome(p), { values: [{ shape: [3], data: [1, 9, 31] }] });
});

test('pieces that are index maps are read at their offset', () => {
  const b = new IrBuilder();
  const s = b.bin('add', float(1), float(2));
  const one = b.replicate([cSize(1)], s);
  const ramp = b.map1([cSize(3)], [], b.lambda([INT], (lb, [i]) => lb.un('toFloat', lb.bin('mul', i!, { k: 'const', value: 10, elem: 'int' }))));
  const two = b.replicate([cSize(2)], float(-1));
  b.output(b.concat(0, [one, ramp, two]));
  const p = checkPass(fuseConcat, b.program([]));
  assert.is(count(p, 'concat'), 0, printProgram(p));
  assert.equal(outcome(p), { values: [{ shape: [6], data: [3, 0, 10, 20, -1, -1] }] });
});

test('left alone: pieces with data in memory, matrices, and long vectors', () => {
  // v is an array in memory: copying it is what the concat does best
  const withData = lowered('v←3 1 4\nv,+/v', ['simplify']);
  assert.is(count(fuseConcat(withData), 'concat'), 1);
  // along rows of a matrix
  const b = new IrBuilder();
  const m = b.replicate([cSize(2), cSize(2)], float(1));
  b.output(b.concat(0, [m, m]));
  const mp = b.program([]);
  assert.is(fuseConcat(mp), mp);
  // 70 positions: more than the select chain is worth
  const c = new IrBuilder();
  const x = c.bin('add', float(1), float(2));
  c.output(c.concat(0, [c.replicate([cSize(35)], x), c.replicate([cSize(35)], x)]));
  const cp = c.program([]);
  assert.is(fuseConcat(cp), cp);
});

test.run();
