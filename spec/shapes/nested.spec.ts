// The checker's types for uniform nested arrays (shapes/nested.ts): the outer shape, the items'
// element type and their shape, all symbolic; LENGTH errors between items found statically; the
// NONCE errors that name what is not supported.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { parseProgram } from '../../apl/parse.js';
import { showArrType } from '../../shapes/check.js';
import { checkFunction } from '../../shapes/check-function.js';
import { parseSignature, showSignature } from '../../shapes/signature.js';
import { checked, errorOf, typeOf } from './check-text.js';

test('split, mix, enclose and strands: the outer shape and the items shape', () => {
  assert.is(typeOf('↓3 4⍴⍳12'), '(i32[4])[3]');
  assert.is(typeOf('↑↓3 4⍴⍳12'), 'i32[3,4]');
  assert.is(typeOf('⊂1 2 3'), '(i32[3])');
  assert.is(typeOf('⊂5'), 'i32');
  assert.is(typeOf('(1 2)(3.5 4)'), '(f32[2])[2]');
  assert.is(typeOf("'ab' 'cd' 'ef'"), '(char[2])[3]');
  assert.is(typeOf('(2 2⍴1)(2 2⍴0)'), '(bool[2,2])[2]');
  assert.is(typeOf('↓2 3 4⍴⍳24'), '(i32[4])[2,3]');
});

test('an axis of ⊂ ↓ ↑ says which axes the items run along; a primitive that takes none is an AXIS ERROR', () => {
  assert.is(typeOf('⊂[1]3 4⍴⍳12'), '(i32[3])[4]');
  assert.is(typeOf('⊂[1 3]2 3 4⍴⍳24'), '(i32[2,4])[3]');
  assert.is(typeOf('↓[1]3 4⍴⍳12'), '(i32[3])[4]');
  assert.is(typeOf('↑[1](1 2 3)(4 5 6)'), 'i32[3,2]');
  assert.is(errorOf('⊂[3]2 3⍴⍳6').message, '⊂: axis 3 is not an axis of an array of rank 2 (⎕IO=1)');
  assert.is(errorOf('⊂[2 1]2 3⍴⍳6').cls, 'NONCE');
  assert.is(errorOf('⍴[1]2 3').cls, 'AXIS');
  assert.is(errorOf('≢[1]2 3').cls, 'AXIS');
});

test('items whose shape is known only at run time stay symbolic', () => {
  // ⍸ gives an existential length k: ↓ of a matrix with k columns has items of shape [k]
  assert.match(typeOf('v←⍸1 0 1 1\nm←3 (≢v)⍴v\n↓m'), /^\(i32\[k\d+\]\)\[3\]$/);
  assert.match(typeOf('v←⍸1 0 1 1\nv v'), /^\(i32\[k\d+\]\)\[2\]$/);
  assert.match(typeOf('v←⍸1 0 1 1\n+/¨↓3 (≢v)⍴v'), /^i32\[3\]$/);
});

test('f¨ over items: scalar results are flat, array results nested', () => {
  assert.is(typeOf('+/¨↓3 4⍴⍳12'), 'i32[3]');
  assert.is(typeOf('⍴¨↓3 4⍴⍳12'), '(i32[1])[3]');
  assert.is(typeOf('⌽¨↓3 4⍴⍳12'), '(i32[4])[3]');
  assert.is(typeOf('{⍵ ⍵}¨1 2 3'), '(i32[2])[3]');
  assert.is(typeOf('{⍵×2}¨(1 2)(3 4)'), '(i32[2])[2]');
});

test('depth, tally, shape, first, ,/ and folds of nested arrays', () => {
  assert.is(typeOf('≡(1 2)(3 4)'), 'i32');
  assert.is(typeOf('≢(1 2)(3 4)(5 6)'), 'i32');
  assert.is(typeOf('⍴(1 2)(3 4)(5 6)'), 'i32[1]');
  assert.is(typeOf('⊃(1 2 3)(4 5 6)'), 'i32[3]');
  assert.is(typeOf(',/(1 2)(3 4)(5 6)'), '(i32[6])');
  assert.is(typeOf('+/(1 2)(3 4)'), '(i32[2])');
  assert.is(typeOf('+\\(1 2)(3 4)'), '(i32[2])[2]');
});

test('nested indices: ⍳ of a vector and ⍸ of a matrix have index vectors of a known length as items', () => {
  assert.is(typeOf('⍳2 3'), '(i32[2])[2,3]');
  assert.is(typeOf('⍳,3'), '(i32[1])[3]');
  assert.is(typeOf('⍳⍬'), '(i32[0])');
  assert.is(typeOf('⍳2 3 4'), '(i32[3])[2,3,4]');
  assert.match(typeOf('⍸2 2⍴1 0 0 1'), /^\(i32\[2\]\)\[k\d+\]$/);
  // lengths and counts known only at run time are existential sizes; the index length is not
  assert.match(typeOf('n←+/1 1\n⍳n,3'), /^\(i32\[2\]\)\[k\d+,k\d+\]$/);
  assert.match(typeOf('m←3 3⍴⍳9\n⍸m>5'), /^\(i32\[2\]\)\[k\d+\]$/);
});

test('choose indexing gives the index\'s shape; ⌷ with a nested left takes index arrays per axis', () => {
  assert.is(typeOf('m←3 4⍴⍳12\nm[⊂2 1]'), 'i32');
  assert.is(typeOf('m←3 4⍴⍳12\nm[(1 1)(2 2)(3 3)]'), 'i32[3]');
  assert.is(typeOf('m←3 4⍴⍳12\nm[⍳⍴m]'), 'i32[3,4]');
  assert.is(typeOf('m←3 4⍴⍳12\n(↓m)[⊂,2]'), '(i32[4])');
  assert.is(typeOf('m←3 4⍴⍳12\n(⊂2 1)⌷m'), 'i32[2,4]');
  assert.is(typeOf('m←3 4⍴⍳12\n(1 2)(3 1)⌷m'), 'i32[2,2]');
  assert.is(errorOf('m←3 4⍴⍳12\n(1 2)(3 1 4)⌷m').cls, 'NONCE');
  assert.is(typeOf('m←3 4⍴⍳12\n0@(⍸m>5)⊢m'), 'i32[3,4]');
  const e = errorOf('m←3 4⍴⍳12\nm[⊂1 2 3]');
  assert.is(e.cls, 'RANK');
  assert.match(e.message, /each index vector has length 3, the array has rank 2/);
  assert.is(errorOf('m←3 4⍴⍳12\nm[(1 1)(2 5)]').cls, 'INDEX');
  assert.match(errorOf('v←⍸1 0 1\n⍳v').message, /⍳ of a vector whose length is known only at run time/);
  assert.is(errorOf('v←⍸1 0 1\n⍳v').cls, 'NONCE');
});

test('a LENGTH ERROR between items is found before the program runs', () => {
  const e = errorOf('(1 2)(3 4)+(1 2 3)(4 5 6)');
  assert.is(e.cls, 'LENGTH');
  assert.match(e.message, /items differ in shape, \[2\] on the left and \[3\] on the right/);
  assert.is(errorOf('(1 2)(3 4)+(1 2)(3 4)(5 6)').cls, 'LENGTH');
  assert.is(errorOf('(1 2)(3 4){⍺+⍵}¨(1 2)(3 4)(5 6)').cls, 'LENGTH');
});

test('what is not supported is a NONCE naming the construct', () => {
  assert.match(errorOf('v←(1 2)(3 4 5)\nv[2 2⍴1]').message, /indexing an irregular nested vector with indices of shape \[2,2\]/);
  assert.match(errorOf('⊂(1 2)(3 4 5)').message, /monadic ⊂ of an irregular nested array/);
  assert.match(errorOf('1 (2 2⍴3)').message, /mixing scalars and arrays of rank 2 or more/);
  assert.match(errorOf('⊂(1 2)(3 4)').message, /depth 3/);
  // of a vector of vectors ⍋ and ⍒ run (grade-vectors.ts); of a nested matrix they do not yet
  assert.match(errorOf('⍒2 1⍴⊂1 2').message, /monadic ⍒ of a nested array/);
  assert.match(errorOf('⍋2 2⍴⊂1 2').message, /monadic ⍋ of a nested array/);
  assert.match(errorOf('(⍳2 2)⍳⊂1 2').message, /dyadic ⍳ with a nested argument/);
  assert.match(errorOf('v←(1 2)(3 4)\nv[1]←⊂5 6\nv').message, /nested/);
  assert.match(errorOf('n←+/⍳4 ⋄ {⊃⍵}⍣n⊢(1 2)(3 4)').message, /f⍣ where f changes the nesting of its argument/);
  assert.match(errorOf('{1↓¨⍵}⍣{0=+/≢¨⍺}⊢(1 2)(3 4 5)').message, /f⍣ of an irregular nested argument/);
  assert.match(errorOf('{⍵⍴1}¨2 2⍴1 2 3 4').message, /irregular nested array/);
  for (const src of ['v←(1 2)(3 4 5)\nv[2 2⍴1]', '⍒2 1⍴⊂1 2', 'v←(1 2)(3 4)\nv[1]←⊂5 6\nv']) assert.is(errorOf(src).cls, 'NONCE');
});

test('signatures write nested types as (the items\' type)[outer dims]', () => {
  const s = parseSignature('⍵ (f32[k])[n] → f32[n]');
  assert.ok(isRight(s));
  if (isRight(s)) {
    assert.equal(s.right.omega, { elem: 'float', dims: ['n'], items: ['k'] });
    assert.is(showSignature(s.right), '⍵ (f32[k])[n] → f32[n]');
  }
  const bad = parseSignature('⍵ ((f32[k])[2])[n]');
  assert.ok(isLeft(bad));
  if (isLeft(bad)) assert.match(bad.left.message, /depth 3/);
  const scalarItems = parseSignature('⍵ (f32)[n]');
  assert.ok(isLeft(scalarItems));
});

function checkedAt(src: string, sig: string): string {
  const p = parseProgram({ name: 't.apl', text: src });
  if (isLeft(p)) throw new Error('parse failed');
  const s = parseSignature(sig);
  if (isLeft(s)) throw new Error('bad signature: ' + s.left.message);
  const f = checkFunction(p.right, null, s.right);
  if (isLeft(f)) return f.left.map((d) => `${d.cls}: ${d.message}`).join('; ');
  return showArrType(f.right.body.t);
}

test('a function is proved at a nested signature for every n and k', () => {
  assert.is(checkedAt('f←{+/¨⍵}', '⍵ (i32[k])[n] → i32[n]'), 'i32[n]');
  assert.is(checkedAt('f←{⌽¨⍵}', '⍵ (i32[k])[n] → (i32[k])[n]'), '(i32[k])[n]');
  assert.is(checkedAt('f←{↓⍵}', '⍵ i32[n,k] → (i32[k])[n]'), '(i32[k])[n]');
  assert.match(checkedAt('f←{⍺+⍵}', '⍺ (i32[2])[n] ⍵ (i32[3])[n]'), /^LENGTH: \+: the items differ in shape/);
  // items whose lengths may differ (k and j): checked when it runs, as for simple arrays
  assert.is(checkedAt('f←{⍺+⍵}', '⍺ (i32[k])[n] ⍵ (i32[j])[n]'), '(i32[k])[n]');
  assert.match(checkedAt('f←{⍵}', '⍵ (i32[k])[n] → (i32[k,2])[n]'), /^RANK/);
  assert.match(checkedAt('f←{↑⍵}', '⍵ (i32[k])[n] → (i32[k])[n]'), /^RANK/);
});

test.run();
