// Irregular nested vectors whose items are simple scalars beside vectors (shapes/ragged.ts: the
// item ranks beside the lengths): their types, the item ranks the checker knows (so that ⊃ and
// pick of a scalar item are typed as a scalar), and the NONCE, RANK errors of what they refuse.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { TProgram } from '../../shapes/typed.js';
import { checked, errorOf, typeOf } from './check-text.js';

function final(text: string): TProgram['final'] {
  return (checked(text) as TProgram).final;
}

test('strands and catenations of scalars and vectors make one, with the ranks the checker knows', () => {
  assert.is(typeOf('1 (2 3)'), '(i32[?] | i32)[2]');
  assert.is(typeOf("'a' 'bc'"), '(char[?] | char)[2]');
  assert.is(typeOf('(1 2) 3.5 (4 5 6)'), '(f32[?] | f32)[3]');
  assert.equal(final('1 2 (3 4)')!.t.ragged!.itemRanks, [0, 0, 1]);
  assert.equal(final('(⊂1 2),3')!.t.ragged!.itemRanks, [1, 0]);
  assert.equal(final('1 2,⊂3 4')!.t.ragged!.itemRanks, [0, 0, 1]);
  assert.equal(final('v←(1 2)(3 4 5)\nv,6 7')!.t.ragged!.itemRanks, [1, 1, 0, 0]);
  assert.equal(final('⌽1 (2 3) 4')!.t.ragged!.itemRanks, [0, 1, 0]);
  assert.equal(final('4↑1 (2 3)')!.t.ragged!.itemRanks, [0, 1, 0, 0]);
  assert.equal(final('1+1 (2 3)')!.t.ragged!.itemRanks, [0, 1]);
  // every item a vector again: no ranks to carry
  assert.is(final('1↓1 (2 3)')!.t.ragged!.itemRanks, undefined);
  // taken by a count known only when it runs: the ranks are data
  assert.is(final('k←+/1 1\nk↑1 (2 3)')!.t.ragged!.itemRanks, null);
});

test('a scalar item picked or indexed alone is a simple scalar', () => {
  assert.is(typeOf('⊃1 (2 3)'), 'i32');
  assert.match(typeOf('⊃⌽1 (2 3)'), /^i32\[k\d+\]$/);
  assert.is(typeOf('v←1 (2 3)\nv[1]'), 'i32');
  assert.match(typeOf('v←1 (2 3)\nv[2]'), /^\(i32\[k\d+\]\)$/);
  assert.is(typeOf('1⊃1 (2 3)'), 'i32');
  assert.is(typeOf('(2 1)⊃1 (2 3)'), 'i32');
  assert.is(typeOf('≡1 (2 3)'), 'i32');
  assert.is(final('≡1 (2 3)')!.sval![0]!.key, '-2');
  assert.is(typeOf('⍴¨1 (2 3)'), '(i32[?])[2]');
  assert.is(typeOf('+/¨1 (2 3)'), 'i32[2]');
});

test('what needs a rank known only when it runs, or does not read the ranks, is a NONCE naming it', () => {
  const k = 'k←+/1 1\n';
  assert.match(errorOf(`${k}⊃k↓1 (2 3)`).message, /⊃ \(its first item may be a scalar or a vector/);
  assert.match(errorOf(`${k}v←1 (2 3)\nv[k]`).message, /v\[i\] of an irregular nested vector whose items are simple scalars beside vectors, with an index known only when it runs/);
  assert.match(errorOf('⍋1 (2 3)').message, /monadic ⍋ of an irregular nested vector whose items are simple scalars beside vectors/);
  assert.match(errorOf('(1 (2 3))⍸⊂2 3').message, /dyadic ⍸ of an irregular nested vector whose items are simple scalars/);
  assert.match(errorOf('1⌽¨1 (2 3)').message, /⍺⌽¨⍵ of an irregular nested vector whose items are simple scalars/);
  assert.match(errorOf('⊂¨1 (2 3)').message, /⊂¨ of an irregular nested vector whose items are simple scalars/);
  assert.match(errorOf('⍳¨1 (2 3)').message, /⍳¨ of an irregular nested vector whose items are simple scalars/);
  assert.match(errorOf('(1 (2 3))+(1 2) 3').message, /unless the same items are scalars on both sides/);
  for (const src of [`${k}⊃k↓1 (2 3)`, '⍋1 (2 3)', '1 0\\1 (2 3)', '2 2⍴1 (2 3)']) assert.is(errorOf(src).cls, 'NONCE');
});

test('an empty vector keeps its prototype item: ≡ of it is the prototype\'s depth plus 1', () => {
  assert.is(final('≡0↑1 (2 3)')!.sval![0]!.key, '1');
  assert.is(final('≡0↑(2 3) 1')!.sval![0]!.key, '2');
  assert.is(final('v←(2 3) 1 4\n≡3↓v')!.sval![0]!.key, '2');
  assert.match(typeOf('↑0↑(2 3) 1'), /^i32\[0,k\d+\]$/);
  assert.match(typeOf('↑1↓(2 3) 1 4'), /^i32\[k\d+\]$/);
});

test('search, match and the set functions compare whole items, a scalar never matching a vector', () => {
  assert.is(typeOf('1 (2 3) 4⍳(2 3) 4'), 'i32[2]');
  assert.is(typeOf("w←'ab' 'cde' (,'f')\n'f' 'zz'∊w"), 'bool[2]');
  assert.is(typeOf('v←1 (2 3)\nv≡v'), 'bool');
  assert.is(final('1 (2 3)≡1 2 3')!.sval![0]!.key, '0');
  assert.is(typeOf('∪1 (2 3) 1'), '(i32[?] | i32)[k]'.replace('k', typeOf('∪1 (2 3) 1').match(/\[(k\d+)\]$/)?.[1] ?? 'k'));
});

test('an element of a scalar item is a RANK ERROR', () => {
  const e = errorOf('(1 1)⊃1 (2 3)');
  assert.is(e.cls, 'RANK');
  assert.match(e.message, /item i is a simple scalar/);
});

test.run();
