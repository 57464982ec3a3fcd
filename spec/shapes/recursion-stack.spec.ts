// Recursion on data that is not tail recursion runs on an explicit stack (shapes/recursion-stack.ts):
// what the checker builds for it, when it keeps unrolling at compile time instead, and the NONCE
// ERRORs that say why a recursion cannot run on the stack. The values on every backend are the
// corpus's (spec/programs/dfns/recursion-on-data-*.apl).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { showShape } from '../../shapes/dim.js';
import { walkProgram } from '../../shapes/walk.js';
import type { TProgram } from '../../shapes/typed.js';
import { check, checked } from './check-text.js';

const count = (p: TProgram, k: string): number => {
  let n = 0;
  walkProgram(p, (e) => {
    if (e.node.k === k) n++;
  });
  return n;
};

function errorOf(text: string): string {
  const r = check(text);
  if (!Array.isArray(r)) throw new Error('expected an error for: ' + text);
  const d = (r as readonly Diagnostic[])[0]!;
  return `${d.cls} ${d.span?.start.line ?? 0}:${d.span?.start.col ?? 0} ${d.message}`;
}

const FIB = 'fib←{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}';

test('fibonacci on a computed argument is one loop over the stack, its depth checked at each call', () => {
  const p = checked(`${FIB} ⋄ n←+/1 1 ⋄ fib n+5`);
  assert.is(count(p, 'tailLoop'), 1);
  assert.is(count(p, 'assertTrue'), 2);
  assert.is(`${p.final!.t.elem}${showShape(p.final!.t.shape)}`, 'int[]');
});

test('the stack is one buffer: each call site and each result writes a patch of it; on a GPU the loop runs on the host', () => {
  const p = checked(`${FIB} ⋄ n←+/1 1 ⋄ fib n+5`);
  // two calls, two results (the guard's and the last expression's)
  assert.is(count(p, 'stackWrite'), 4);
  let onHost = 0;
  walkProgram(p, (e) => {
    if (e.node.k === 'tailLoop' && e.node.onHost === true) onHost++;
  });
  assert.is(onHost, 1);
});

test('quicksort gives a vector whose length is known only at run time', () => {
  const p = checked('qs←{1≥≢⍵:⍵ ⋄ p←⍵[⌈(≢⍵)÷2] ⋄ (∇(⍵<p)/⍵),((⍵=p)/⍵),∇(⍵>p)/⍵} ⋄ qs 5 3 9 1 7 3 8');
  assert.is(count(p, 'tailLoop'), 1);
  assert.is(p.final!.t.shape.length, 1);
});

test('recursion on constants that ends within the bounds is still unrolled at compile time: no loop', () => {
  // unrolled, its guards decided statically and its values folded, it runs no stack at all
  assert.is(count(checked(`${FIB} ⋄ fib 10`), 'tailLoop'), 0);
  // past the unrolling depth it runs on the stack, as on a computed argument
  assert.is(count(checked('{⍵=0:0 ⋄ 1+∇⍵-1} 100'), 'tailLoop'), 1);
});

test('a call by the function\'s own name is a recursive call', () => {
  assert.is(count(checked('f←{⍵<2:⍵ ⋄ (f ⍵-1)+f ⍵-2} ⋄ n←+/1 1 ⋄ f n+5'), 'tailLoop'), 1);
});

test('what cannot run on the stack is a NONCE ERROR at the call, saying why', () => {
  const why = (text: string): string => errorOf(text).replace(/^NONCE (\d+:\d+) recursion whose depth depends on data, other than tail recursion, runs on a stack, but /, '$1 ');
  assert.is(why('n←+/1 1 ⋄ {0=≢⍵:0 ⋄ 1+∇1↓⍵}(n,2)⍴⍳6'), '1:11 its arguments have rank 2 or more (the stack holds scalars and vectors)');
  assert.is(why("n←+/1 1 ⋄ {0=≢⍵:0 ⋄ 1+∇1↓⍵}n⍴'ab'"), '1:11 its arguments are characters (the stack holds numbers)');
  assert.is(why('n←+/1 1 ⋄ {⍵=0:0 ⋄ +/∇¨⍵-1 1}n'), '1:11 it names itself other than in a call (as an operand, say)');
  assert.is(why('n←+/1 1 ⋄ {⍵=0:0 ⋄ 0<∇⍵-1:1 ⋄ 2+∇⍵-1}n'), "1:11 it calls itself in a guard's condition");
  assert.is(why('n←+/1 1 ⋄ {⍵=0:0 ⋄ (∇⍵-1),⍵}n'), '1:11 its arguments or results change rank from call to call');
  assert.is(why('n←+/1 1 ⋄ {⎕←⍵ ⋄ ⍵=0:0 ⋄ 1+∇⍵-1}n'), '1:11 it prints (⎕←), and it runs its body again after each call it makes');
  assert.match(errorOf('V←1.5 2 ⋄ n←+/1 1 ⋄ {⍵=0:0 ⋄ V[⍵]+∇⍵-1}n'), /^NONCE 1:21 .*needs ⎕FR←645/);
});

test('an error of the body itself is reported as it is, at its place', () => {
  assert.match(errorOf('n←+/1 1 ⋄ {⍵=0:0 ⋄ (1 2 3+1 2)+∇⍵-1}n'), /^LENGTH 1:26 /);
});

test.run();
