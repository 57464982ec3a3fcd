// The checker's types for irregular nested vectors (shapes/ragged.ts): (elem[?])[n], the outer
// length symbolic and the items' lengths data; what makes one, what takes one, and the errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorOf, typeOf } from './check-text.js';

test('what makes an irregular nested vector, and its type', () => {
  assert.is(typeOf('(1 2)(3 4 5)'), '(i32[?])[2]');
  assert.is(typeOf("'ab' 'cde' ''"), '(char[?])[3]');
  assert.is(typeOf('(1 2)(3.5 4 5)'), '(f32[?])[2]');
  assert.is(typeOf('⍳¨3 1 2'), '(i32[?])[3]');
  assert.is(typeOf('n←5\n⍳¨⍳n'), '(i32[?])[5]');
  assert.match(typeOf('1 1 0 1⊆⍳4'), /^\(i32\[\?\]\)\[k\d+\]$/);
  assert.is(typeOf('⌽¨(1 2)(3 4 5)'), '(i32[?])[2]');
  assert.is(typeOf('1+(1 2)(3 4 5)'), '(i32[?])[2]');
  assert.is(typeOf('(1 2)(3 4 5)=1'), '(bool[?])[2]');
});

test('what takes one apart gives simple or uniform values', () => {
  assert.is(typeOf('+/¨(1 2)(3 4 5)'), 'i32[2]');
  assert.is(typeOf('+/¨(1 0)(1 1 1)'), 'i32[2]');
  assert.is(typeOf('≢¨(1 2)(3 4 5)'), 'i32[2]');
  assert.is(typeOf('⍴¨(1 2)(3 4 5)'), '(i32[1])[2]');
  assert.is(typeOf('≢(1 2)(3 4 5)'), 'i32');
  assert.is(typeOf('∊(1 2)(3 4 5)'), 'i32[5]');
  assert.is(typeOf('≡(1 2)(3 4 5)'), 'i32');
  assert.match(typeOf('↑(1 2)(3 4 5)'), /^i32\[2,k\d+\]$/);
});

test('a dfn applied to each item is flattened: the same lengths, or one scalar per item', () => {
  assert.is(typeOf('{+/⍵}¨(1 2)(3 4 5)'), 'i32[2]');
  assert.is(typeOf('{(+/⍵)÷≢⍵}¨(1 2)(3 4 5)'), 'f32[2]');
  assert.is(typeOf('{⌽⍵×2}¨(1 2)(3 4 5)'), '(i32[?])[2]');
  assert.is(typeOf('{⍵-(+/⍵)÷≢⍵}¨(1 2)(3 4 5)'), '(f32[?])[2]');
  assert.is(typeOf('{⍳⍵}¨3 1 2'), '(i32[?])[3]');
});

test('items whose lengths are written and differ are a LENGTH ERROR before the program runs', () => {
  const e = errorOf('(1 2)(3 4 5)+(1 2 3)(4 5)');
  assert.is(e.cls, 'LENGTH');
  assert.match(e.message, /item 1 has 2 elements on the left and 3 on the right/);
  assert.is(errorOf('1 2 3+(1 2)(3 4 5)').cls, 'LENGTH');
  assert.is(errorOf('(1 2)(3 4 5)+(1 2)(3 4 5)(6 7)').cls, 'LENGTH');
  assert.is(errorOf('1 0 1⊆1 2').cls, 'LENGTH');
});

test('selections, dyadic ¨ and search keep the items irregular, or give one value per needle', () => {
  assert.match(typeOf('v←(1 2)(3 4 5)\nv[2]'), /^\(i32\[k\d+\]\)$/);
  assert.is(typeOf('v←(1 2)(3 4 5)\nv[2 1 2]'), '(i32[?])[3]');
  assert.match(typeOf('v←(1 2)(3 4 5)\n2⊃v'), /^i32\[[^\]]+\]$/);
  assert.is(typeOf('v←(1 2)(3 4 5)\n5↑v'), '(i32[?])[5]');
  assert.is(typeOf('v←(1 2)(3 4 5)\nv,⊂6 7 8 9'), '(i32[?])[3]');
  assert.is(typeOf('v←(1 2)(3 4 5)\n2↑¨v'), '(i32[?])[2]');
  assert.is(typeOf('2 3⍴¨5'), '(i32[?])[2]');
  assert.is(typeOf("w←'ab' 'cde'\nw⍳'cde' (,'x') 'ab'"), 'i32[3]');
  assert.is(typeOf("w←'ab' 'cde'\n(⊂'ab')∊w"), 'bool');
  assert.is(errorOf('v←(1 2)(3 4 5)\n1 2 3↑¨v').cls, 'LENGTH');
});

test('an empty one keeps its prototype item: k↑ past its end pads with it', () => {
  assert.is(typeOf('v←0↑(1 2)(3 4 5)\n3↑v'), '(i32[?])[3]');
});

test('anything else given one is a NONCE naming it', () => {
  assert.match(errorOf('v←(1 2)(3 4 5)\nv[2 2⍴1]').message, /indexing an irregular nested vector with indices of shape \[2,2\]/);
  assert.match(errorOf('⊂(1 2)(3 4 5)').message, /monadic ⊂ of an irregular nested array/);
  assert.match(errorOf('(1 2)(3 4 5)⍳2 2⍴1').message, /dyadic ⍳ of an irregular nested array/);
  assert.match(errorOf('{⍵∘.×⍵}¨(1 2)(3 4 5)').message, /f¨ of an irregular nested array where f's body has the outer operation/);
  assert.match(errorOf("'ab' 'cde'{⍺,'-',⍵}¨'x' 'yz'").message, /⍺⊃⍵ of an irregular nested vector whose items are simple scalars beside vectors/);
  assert.match(errorOf('-/¨(1 2)(3 4 5)').message, /not associative/);
  assert.match(errorOf('x←(1 2)(3 4 5)\n(1 2)x').message, /depth 3/);
  assert.match(errorOf('⍳¨1.5 2').message, /⍳¨ of float counts/);
  assert.match(errorOf("(1 0)(1 1)⊂'ab' 'cd'").message, /dyadic ⊂ with a nested argument/);
  assert.match(errorOf('1 0⊂2 2⍴1').message, /only a simple vector/);
  assert.match(errorOf('k←+/1 1\nv←0↑k↓(1 2)(3 4 5)\n3↑v').message, /k↑ past the end of an empty irregular nested vector/);
  for (const src of ['v←(1 2)(3 4 5)\nv[2 2⍴1]', 'n←+/1 1\n{1+⍵}⍣n⊢(1 2)(3 4 5)', 'f←{(≢∊⍵)=5:(1 2)(3 4 5) ⋄ (1 2)(3 4 5 6)}\nf ⍳¨2 3']) assert.is(errorOf(src).cls, 'NONCE');
});

test.run();
