import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { printProgram } from '../../core-ir/print.js';
import { fuseScatter } from '../../passes/fuse-scatter.js';
import { runPasses } from '../../passes/pipeline.js';
import { allStmts, checkPass, count, lowered } from './helpers.js';

const valueMaps = (p: Parameters<typeof allStmts>[0]): number =>
  allStmts(p).filter((s) => s.exp.tag === 'scatter' && typeof s.exp.values !== 'string').length;

test('map into scatter: the values map is computed inside the scatter, same values', () => {
  const src = 'v←⍳6\nv[1 1 4]←(⍳3)×10\nv';
  // checkPass validates the IR and compares values with the program before the passes
  const full = checkPass((q) => runPasses(q), lowered(src));
  // the assigned values and the lowering's last-write-wins marks
  assert.is(valueMaps(full), 2, printProgram(full));
  const without = runPasses(lowered(src), undefined, new Set(['fuse-scatter']));
  assert.is(count(full, 'map'), count(without, 'map') - 1, printProgram(full));
  // alone, on a program where horizontal fusion already merged the values map with the indices
  const alone = checkPass(fuseScatter, without);
  assert.is(valueMaps(alone), 1, printProgram(alone));
});

test('map into scatter: a map read elsewhere too stays a map', () => {
  const p = checkPass((q) => runPasses(q), lowered('v←⍳6\nw←(⍳2)×10\nv[2 5]←w\nv,w'));
  const sc = allStmts(p).filter((s) => s.exp.tag === 'scatter');
  assert.ok(sc.length >= 1 && sc.every((s) => s.exp.tag === 'scatter' && typeof s.exp.values === 'string'), printProgram(p));
});

test.run();
