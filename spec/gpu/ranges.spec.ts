// Range analysis (gpu/ranges.ts) of the index code views render (core-ir/views.ts): what a
// rotation or reversal reads is proved in range, so its kernel needs no bounds check.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rangeOf, type Range } from '../../gpu/ranges.js';
import type { Atom, Exp } from '../../core-ir/syntax.js';
import { irIndex } from '../../core-ir/views-ir.js';
import { sourceIndex, type ViewStep } from '../../core-ir/views.js';

/** Renders a view's source index as statements, computing each one's range as a kernel would. */
function rangesOf(steps: ViewStep<Atom>[], source: Atom[], at: Atom[], known: Record<string, Range>): (Range | null)[] {
  const defs = new Map<string, Exp>();
  const ranges = new Map<string, Range>(Object.entries(known));
  const atomRange = (a: Atom): Range | null => (a.k === 'const' ? [a.value, a.value] : ranges.get(a.name) ?? null);
  const bind = (e: Exp, isInt: boolean): Atom => {
    const name = `t${defs.size}`;
    defs.set(name, e);
    const r = isInt ? rangeOf(e, atomRange, (n) => defs.get(n)) : null;
    if (r !== null) ranges.set(name, r);
    return { k: 'var', name };
  };
  const alg = irIndex({
    bin: (op, left, right, _elem, result) => bind({ tag: 'bin', op, left, right }, result === 'int'),
    select: (cond, then, els) => bind({ tag: 'select', cond, then, else: els }, true),
  });
  return sourceIndex(alg, { source, steps }, at).index.map(atomRange);
}

const v = (name: string): Atom => ({ k: 'var', name });

test('a rotation by any amount reads inside its axis', () => {
  const known: Record<string, Range> = { i: [0, 6], j: [0, 2], n: [7, 7], m: [3, 3], k: [-100, 100] };
  const r = rangesOf([{ k: 'rotate', axis: 0, amount: v('k') }], [v('n'), v('m')], [v('i'), v('j')], known);
  assert.equal(r, [[0, 6], [0, 2]]);
});

test('a reversal and a transpose read inside the source', () => {
  const known: Record<string, Range> = { i: [0, 2], j: [0, 6], n: [7, 7], m: [3, 3] };
  const r = rangesOf([{ k: 'reverse', axis: 0 }, { k: 'transpose', perm: [1, 0] }], [v('n'), v('m')], [v('i'), v('j')], known);
  assert.equal(r, [[0, 6], [0, 2]]);
});

test('a select on a comparison narrows only the name it compares', () => {
  const defs = new Map<string, Exp>([
    ['c', { tag: 'bin', op: 'lt', left: v('t'), right: v('n') }],
    ['u', { tag: 'bin', op: 'sub', left: v('s'), right: v('n') }],
  ]);
  const known: Record<string, Range> = { t: [0, 9], s: [0, 9], n: [5, 5] };
  const atomRange = (a: Atom): Range | null => (a.k === 'const' ? [a.value, a.value] : known[a.name] ?? null);
  // else-branch s - n with s not the compared name: nothing learned about s
  assert.equal(rangeOf({ tag: 'select', cond: v('c'), then: v('t'), else: v('u') }, atomRange, (n) => defs.get(n)), [-5, 4]);
});

test.run();
