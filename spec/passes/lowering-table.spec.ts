// The table of lowerings (passes/lower-table.ts) is typed over every kind of checked node, so the
// compiler rejects a kind without a lowering; these tests check the same at run time, that every
// kind the checker produces for the corpus finds its lowering there, and that the corpus reaches
// every lowering.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { isRight } from 'fp-ts/lib/Either.js';
import { parseProgram } from '../../apl/parse.js';
import { LOWERINGS } from '../../passes/lower-table.js';
import { checkProgram } from '../../shapes/check.js';
import type { TNode } from '../../shapes/typed.js';
import { NODE_KINDS as KINDS } from '../shapes/node-kinds.js';
import { findProjectRoot } from '../corpus/project-root.js';
import { findPrograms } from '../corpus/programs.js';


/** The kinds of the checked nodes in a checked program (the kinds of its expressions' nodes, at every depth). */
function kindsIn(root: unknown, into: Set<string>): void {
  const seen = new Set<object>();
  const walk = (x: unknown): void => {
    if (typeof x !== 'object' || x === null || seen.has(x)) return;
    seen.add(x);
    // a checked expression: its type, its source span, its node
    if ('node' in x && 'span' in x && 't' in x) {
      const node = (x as { node: { k: string } }).node;
      into.add(node.k);
    }
    for (const v of Array.isArray(x) ? x : Object.values(x)) walk(v);
  };
  walk(root);
}

test('the table has a lowering for every kind of checked node, and no other entries', () => {
  const kinds = Object.keys(KINDS).sort();
  assert.equal(Object.keys(LOWERINGS).sort(), kinds);
  for (const k of kinds) assert.type(LOWERINGS[k as TNode['k']], 'function', `the lowering of ${k}`);
});

test('every kind of node the checker gives for the corpus has its lowering, and every lowering is met there', () => {
  const seen = new Set<string>();
  let checked = 0;
  for (const p of findPrograms(findProjectRoot())) {
    const parsed = parseProgram({ name: p.path, text: readFileSync(p.absolute, 'utf8') });
    if (!isRight(parsed)) continue;
    const r = checkProgram(parsed.right);
    if (!isRight(r)) continue;
    checked++;
    kindsIn(r.right, seen);
  }
  assert.ok(checked > 100, `only ${checked} corpus programs checked`);
  const missing = [...seen].filter((k) => typeof (LOWERINGS as Record<string, unknown>)[k] !== 'function');
  assert.equal(missing, [], 'kinds without a lowering');
  // a lowering no corpus program reaches is one whose behaviour nothing tests
  const unexercised = Object.keys(LOWERINGS).filter((k) => !seen.has(k));
  assert.equal(unexercised, [], 'lowerings that no corpus program reaches');
});

test.run();
