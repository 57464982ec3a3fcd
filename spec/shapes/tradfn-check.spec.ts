// Checking traditional functions: each call is checked at its argument types; loops carry the
// names their body assigns (element types widen, changing lengths become sizes, ranks stay); a
// choice on data joins what its branches assign; a name with a value on some paths only is an error
// where it is used.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { showShape } from '../../shapes/dim.js';
import { walkProgram } from '../../shapes/walk.js';
import type { TExpr, TProgram } from '../../shapes/typed.js';
import { check, checked } from './check-text.js';

const fn = (...lines: string[]): string => lines.join('\n');

function typeOf(text: string): string {
  const f = checked(text).final;
  if (!f) throw new Error('no final value');
  return `${f.t.elem}${showShape(f.t.shape)}`;
}

function errorOf(text: string): string {
  const r = check(text);
  if (!Array.isArray(r)) throw new Error('expected an error for: ' + text);
  const d = (r as readonly Diagnostic[])[0]!;
  return `${d.cls} ${d.span?.start.line ?? 0}:${d.span?.start.col ?? 0} ${d.message}`;
}

function nodes(p: TProgram, k: string): TExpr[] {
  const out: TExpr[] = [];
  walkProgram(p, (e) => {
    if (e.node.k === k) out.push(e);
  });
  return out;
}

const SUM = fn('∇R←Sum V;i', ' R←0', ' :For i :In V ⋄ R+←i ⋄ :EndFor', '∇');

test('a traditional function is checked at each type it is called with', () => {
  const p = checked(fn(SUM, 'a←Sum 1 2 3', 'Sum 0.5 1'));
  assert.equal(p.signatures, ['Sum: ⍵ i32[3] → i32', 'Sum: ⍵ f32[2] → f32']);
});

test('a loop carries what its body assigns, widened: an int sum of floats is a float', () => {
  assert.is(typeOf(fn('∇R←Avg V;i', ' R←0', ' :For i :In V ⋄ R+←i÷2 ⋄ :EndFor', '∇', 'Avg 1 2 3')), 'float[]');
  const loops = nodes(checked(fn(SUM, 'Sum 1 2 3')), 'stateLoop');
  assert.is(loops.length, 1);
});

test('a length the loop changes is a size it carries; a changing rank is a NONCE ERROR at the assignment', () => {
  const p = checked(fn('∇R←Up N;i', ' R←⍬', ' :For i :In ⍳N ⋄ R,←i ⋄ :EndFor', '∇', 'Up 4'));
  const loop = nodes(p, 'stateLoop')[0]!;
  assert.ok(loop.node.k === 'stateLoop' && loop.node.state.some((s) => s.sizes.length === 1), 'R carries its length');
  assert.is(typeOf(fn('∇R←Up N;i', ' R←⍬', ' :For i :In ⍳N ⋄ R,←i ⋄ :EndFor', '∇', 'Up 4')).replace(/k\d+/, 'k'), 'int[k]');
  assert.is(errorOf(fn('∇R←f N;i', ' R←0', ' :For i :In ⍳N', '  R←R,i', ' :EndFor', '∇', 'f 3')), 'NONCE 4:5 R: the :For at 3:2 changes its rank ([] to [2]); a loop carries a name at one rank');
});

test('a choice on data joins what its branches assign; a condition known before running keeps one branch', () => {
  const p = checked(fn('∇R←f V;i', ' R←0', ' :For i :In V', '  :If i>2 ⋄ R←R+1 ⋄ :Else ⋄ R←R+0.5 ⋄ :EndIf', ' :EndFor', '∇', 'f 1 2 3'));
  assert.is(p.final!.t.elem, 'float');
  assert.is(nodes(p, 'if').length, 1);
  const s = checked(fn('∇R←g Y', ' :If Y>2 ⋄ R←1 2 ⋄ :Else ⋄ R←3 ⋄ :EndIf', '∇', 'g 5'));
  assert.is(nodes(s, 'if').length, 0);
  assert.is(`${s.final!.t.elem}${showShape(s.final!.t.shape)}`, 'int[2]');
  assert.is(
    errorOf(fn('∇R←h V;i', ' R←0', ' :For i :In V', '  :If i>2 ⋄ R←1 2 ⋄ :EndIf', ' :EndFor', '∇', 'h 1 2 3')),
    'NONCE 4:3 R: the branches of the :If at 4:3 leave it with different ranks ([2] and [])',
  );
});

test('a name with a value on some paths only is a VALUE ERROR where it is used', () => {
  assert.is(
    errorOf(fn('∇R←f V;i;x', ' :For i :In V', '  :If i>2 ⋄ x←i ⋄ :EndIf', ' :EndFor', ' R←1', ' :For i :In V ⋄ R←x ⋄ :EndFor', '∇', 'f 1 2 3')),
    'VALUE 6:19 x has a value only inside the :For at 2:2, which may not run: give it one before the loop',
  );
  assert.is(errorOf(fn('∇R←X f Y', ' R←X', '∇', 'f 1')), 'VALUE 2:4 X has no value: f was called without a left argument');
  assert.is(errorOf(fn('∇R←f Y', ' Y', '∇', 'f 1')), 'VALUE 4:1 f did not give its result R a value');
});

test('calls: a function without a result only as a statement, a monadic one without a left argument', () => {
  assert.is(errorOf(fn('∇f Y', ' Y', '∇', 'x←f 1')), 'VALUE 4:3 f gives no result (its header names none), so it can only be called as a whole statement');
  assert.is(errorOf(fn('∇R←f Y', ' R←Y', '∇', '1 f 2')), 'SYNTAX 4:3 f takes no left argument (its header is ∇R←f Y)');
  assert.is(errorOf(fn('∇R←f Y', ' R←f Y', '∇', 'f 2')), 'NONCE 2:4 recursion deeper than 64 calls of f whose end depends on data: calls of a traditional function are expanded at compile time');
});

test.run();
