// Traditional functions: the header forms, control structures read into a tree, and every
// misplaced or unbalanced control word a SYNTAX ERROR at its line and column.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsOf, show } from './parse-helpers.js';

const fn = (...lines: string[]): string => lines.join('\n');

test('header forms: result, left and right arguments, locals, optional left, niladic', () => {
  assert.is(show(fn('∇R←X f Y;a;b', ' R←X+Y', '∇')), 'f←∇R←X f Y;a;b ⋄ (R←(X + Y)) ⋄ ∇');
  assert.is(show(fn('∇R←f Y', ' R←Y', '∇')), 'f←∇R←f Y ⋄ (R←Y) ⋄ ∇');
  assert.is(show(fn('∇f Y', ' ⎕←Y', '∇')), 'f←∇f Y ⋄ (⎕←Y) ⋄ ∇');
  assert.is(show(fn('∇R←f', ' R←1', '∇')), 'f←∇R←f ⋄ (R←1) ⋄ ∇');
  assert.is(show(fn('∇f', '∇')), 'f←∇f ⋄ ∇');
  assert.is(show(fn('∇R←{X} f Y;⎕IO', ' R←Y', '∇')), 'f←∇R←{X} f Y;⎕IO ⋄ (R←Y) ⋄ ∇');
});

test('the header classes names: the function is a function (niladic: called by its name), arguments and locals arrays', () => {
  // after the definition, f applies to an argument; n, a niladic function, reads like an array
  assert.is(show(fn('∇R←f Y', ' R←Y', '∇', '∇R←n', ' R←2', '∇', 'f n+1')), fn('f←∇R←f Y ⋄ (R←Y) ⋄ ∇', 'n←∇R←n ⋄ (R←2) ⋄ ∇', '(f (n + 1))'));
  // a local that shares a function's name is an array inside the function
  assert.is(show(fn('g←{⍵}', '∇R←f Y;g', ' g←Y ⋄ R←g+1', '∇')), fn('g←{⍵}', 'f←∇R←f Y;g ⋄ (g←Y) ⋄ (R←(g + 1)) ⋄ ∇'));
});

test('control structures nest; :End closes any; control words are case-insensitive', () => {
  const src = fn('∇R←f Y;i', ' R←0', ' :For i :In ⍳Y', '  :If i>2 ⋄ :Leave', '  :ElseIf i=1 ⋄ :Continue', '  :Else ⋄ R+←i', '  :End', ' :endfor', ' :While R>0 ⋄ R-←1 ⋄ :Until R<3', ' :Repeat ⋄ R+←1 ⋄ :Until R>5', ' :Repeat ⋄ :Leave ⋄ :EndRepeat', ' →0', '∇');
  assert.is(
    show(src),
    'f←∇R←f Y;i ⋄ (R←0) ⋄ :For i :In (⍳ Y) ⋄ :If (i > 2) ⋄ :Leave ⋄ :ElseIf (i = 1) ⋄ :Continue ⋄ :Else ⋄ (R +←i) ⋄ :EndIf ⋄ :EndFor ⋄ ' +
      ':While (R > 0) ⋄ (R -←1) ⋄ :Until (R < 3) ⋄ :Repeat ⋄ (R +←1) ⋄ :Until (R > 5) ⋄ :Repeat ⋄ :Leave ⋄ :EndRepeat ⋄ :Return ⋄ ∇',
  );
});

test('misplaced and unbalanced control words are SYNTAX ERRORs at line:col', () => {
  assert.equal(errorsOf(fn('∇R←f Y', ' R←Y', ' :EndIf', '∇')), ['SYNTAX 3:2 :EndIf without a matching :If']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :If Y', ' R←Y', '∇')), ['SYNTAX 2:2 :If has no :EndIf']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :While Y', '  :If Y', '  :EndWhile', '∇')), ['SYNTAX 2:2 :While has no :EndWhile', 'SYNTAX 4:3 :EndWhile cannot close :If at 3:3 (close it with :EndIf)']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Else', '∇')), ['SYNTAX 2:2 :Else without a matching :If']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :If Y ⋄ :Continue ⋄ :EndIf', '∇')), ['SYNTAX 2:10 :Continue outside a loop (:For, :While, :Repeat)']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :If', ' :EndIf', '∇')), ['SYNTAX 2:2 :If needs a condition']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :For i ⍳Y', ' :EndFor', '∇')), ['SYNTAX 2:2 :For needs a name, then :In and the items (:For i :In ⍳n)']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :EndIf 3', '∇')), ['SYNTAX 2:2 :EndIf without a matching :If']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :If Y', ' :EndIf 3', '∇')), ['SYNTAX 3:9 nothing may follow :EndIf on its line (use ⋄ between statements)']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Frobnicate', '∇')), ['SYNTAX 2:2 unknown control word :Frobnicate']);
  assert.equal(errorsOf(fn('∇R←f Y', ' R←Y')), ['SYNTAX 1:1 the definition of f has no closing ∇']);
});

test('header errors', () => {
  assert.equal(errorsOf(fn('∇R←X f Y Z', '∇')), ['SYNTAX 1:10 a header is at most: result ← left name right']);
  assert.equal(errorsOf(fn('∇R←f Y;a b', '∇')), ['SYNTAX 1:8 after ; a header lists local names, one each']);
  assert.equal(errorsOf(fn('∇R←f R', '∇')), ['SYNTAX 1:1 R is named twice in the header']);
  assert.equal(errorsOf(fn('∇', '∇')), ['SYNTAX 1:1 the header names no function']);
});

test('what aplc does not support is a NONCE ERROR naming it', () => {
  assert.equal(errorsOf(fn('∇R←f Y', ' :Trap 11', ' :EndTrap', '∇')), ['NONCE 2:2 the control word :Trap is not supported', 'NONCE 3:2 the control word :EndTrap is not supported']);
  assert.equal(errorsOf(fn('∇R←f Y', ' →1', '∇')), ['NONCE 2:2 branches (→) other than →0 are not supported: use control structures (→0 is :Return)']);
  assert.equal(errorsOf(fn('∇R←f Y', 'L: R←Y', '∇')), ['NONCE 2:1 labels (L:) are not supported: use control structures']);
  assert.equal(errorsOf(fn('∇(A B)←f Y', '∇')), ['NONCE 1:2 several result names ((R1 R2)←…) are not supported']);
  assert.equal(errorsOf(fn('∇R←f Y;i', ' :For i :InEach Y', ' :EndFor', '∇')), ['NONCE 2:10 :For … :InEach is not supported']);
  assert.equal(errorsOf(fn('∇R←f Y;i', ' :For i j :In Y', ' :EndFor', '∇')), ['NONCE 2:7 :For with several names (:For a b :In …) is not supported']);
});

test(':Select reads into a bound value and an :If over its cases; misplaced case words are SYNTAX ERRORs', () => {
  assert.is(
    show(fn('∇R←f Y', ' :Select Y', ' :Case 1', ' R←1', ' :CaseList 2 3', ' R←2', ' :Else', ' R←3', ' :EndSelect', '∇')),
    'f←∇R←f Y ⋄ (select@2:2←Y) ⋄ :If (select@2:2 ≡ 1) ⋄ (R←1) ⋄ :ElseIf ((0 = (≢ (⍴ select@2:2))) ∧ ((∨/) (, (⟨2 3⟩ ∊ select@2:2)))) ⋄ (R←2) ⋄ :Else ⋄ (R←3) ⋄ :EndIf ⋄ ∇',
  );
  assert.is(show(fn('∇R←f Y', ' :select Y', ' :case 1', ' R←1', ' :end', '∇')), 'f←∇R←f Y ⋄ (select@2:2←Y) ⋄ :If (select@2:2 ≡ 1) ⋄ (R←1) ⋄ :EndIf ⋄ ∇');
  assert.equal(errorsOf(fn('∇R←f Y', ' :Select', ' :Case 1', ' R←1', ' :EndSelect', '∇')), ['SYNTAX 2:2 :Select needs a condition']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Select Y', ' R←0', ' :Case 1', ' R←1', ' :EndSelect', '∇')), ['SYNTAX 3:2 :Select must be followed by :Case or :CaseList']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Select Y', ' :EndSelect', '∇')), ['SYNTAX 2:2 :Select has no :Case']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Select Y', ' :Case 1', ' R←1', ' :Else', ' R←2', ' :Case 2', ' :EndSelect', '∇')), ['SYNTAX 7:2 :Case after :Else in a :Select']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :Case 1', '∇')), ['SYNTAX 2:2 :Case without a matching :Select']);
  assert.equal(errorsOf(fn('∇R←f Y', ' :If Y', ' :EndSelect', '∇')), ['SYNTAX 3:2 :EndSelect cannot close :If at 2:2 (close it with :EndIf)']);
});

test('outside a traditional function → is still a SYNTAX ERROR, and ; in a header is not one', () => {
  assert.equal(errorsOf('→0'), ['SYNTAX 1:1 unexpected →']);
  assert.equal(errorsOf('a;b'), ['SYNTAX 1:2 unexpected ;']);
});

test.run();
