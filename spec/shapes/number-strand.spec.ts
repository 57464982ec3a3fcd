// A strand of number literals is checked in one pass (literals.ts, numberStrand), which must give
// what checking each number and joining them (strandOf) gives: the element type, the data, the
// static value; and a strand with any other item is left to strandOf.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Expr } from '../../apl/ast.js';
import { parseProgram } from '../../apl/parse.js';
import { checkContext } from '../../shapes/check.js';
import { dimConst } from '../../shapes/dim.js';
import { literalOf, numberStrand, strandOf } from '../../shapes/literals.js';

function strandIn(text: string): Extract<Expr, { kind: 'strand' }> {
  const p = parseProgram({ name: 't.apl', text });
  if (p._tag === 'Left') throw new Error(`${text} does not parse`);
  const s = p.right.body[0];
  if (s?.kind !== 'expr' || s.expr.kind !== 'strand') throw new Error(`${text} is not a strand`);
  return s.expr;
}

const summary = (t: { t: { elem: string; shape: readonly { key: string }[] }; node: unknown; sval: readonly { key: string }[] | null }) => ({
  elem: t.t.elem,
  shape: t.t.shape.map((d) => d.key),
  node: t.node,
  sval: t.sval === null ? null : t.sval.map((d) => d.key),
});

test('numberStrand gives what strandOf gives from the checked items', () => {
  for (const text of ['0 1 1 0', '1 2 300', '1 2.5 3', '¯7 0 2147483647', '1 3E9 2', '0 0.5', '¯1 ¯2']) {
    const e = strandIn(text);
    const fast = numberStrand(e);
    if (fast === null) throw new Error(`${text}: no number strand`);
    const items = e.items.map((x) => literalOf(x as Extract<Expr, { kind: 'num' }>));
    const slow = strandOf(checkContext({ name: 't.apl', text }), e, items);
    assert.equal(summary(fast), summary(slow), text);
  }
});

test('a strand holding anything but numbers is not a number strand', () => {
  assert.is(numberStrand(strandIn("1 'a' 2")), null);
  assert.is(numberStrand(strandIn('1 (2+3) 4')), null);
});

test('small constant dims are shared, and equal to any other dim of the same value', () => {
  assert.ok(dimConst(5) === dimConst(5));
  assert.is(dimConst(0).key, '0');
  assert.equal(dimConst(0).terms, []);
  assert.is(dimConst(-0).key, '0');
  assert.is(dimConst(-3).key, '-3');
  assert.is(dimConst(123456).key, '123456');
});

test.run();
