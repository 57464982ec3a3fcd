// Bad input: every error is a Diagnostic value with its class, line:col and a clear message;
// the parser never throws, and independent bad statements are all reported.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { parseProgram } from '../../apl/parse.js';
import { MAX_NESTING } from '../../apl/token-tree.js';
import { errorsOf, show } from './parse-helpers.js';

test('bracket matching', () => {
  assert.equal(errorsOf('(1+2'), ['SYNTAX 1:1 unmatched (']);
  assert.equal(errorsOf('1+2)'), ['SYNTAX 1:4 unexpected )']);
  assert.equal(errorsOf('1 2 3['), ['SYNTAX 1:6 unmatched [']);
  assert.equal(errorsOf('f←{⍵'), ['SYNTAX 1:3 unmatched {']);
  assert.equal(errorsOf('}'), ['SYNTAX 1:1 unexpected }']);
  assert.equal(errorsOf('a[(1]'), ['SYNTAX 1:3 unmatched (']);
  // Parentheses close at the end of their line.
  assert.equal(errorsOf('1(\n2)'), ['SYNTAX 1:2 unmatched (', 'SYNTAX 2:2 unexpected )']);
  assert.equal(errorsOf('()'), ['SYNTAX 1:1 empty parentheses']);
  assert.equal(errorsOf('a;b'), ['SYNTAX 1:2 unexpected ;']);
  assert.equal(errorsOf('(a;b)'), ['SYNTAX 1:3 unexpected ; inside parentheses']);
});

test('nesting past MAX_NESTING is a LIMIT ERROR at the group that crosses it, not a stack overflow', () => {
  const deep = (n: number): string => '('.repeat(n) + '1' + ')'.repeat(n);
  assert.not.ok(isLeft(parseProgram({ name: 'deep.apl', text: deep(MAX_NESTING) })), 'MAX_NESTING levels parse');
  assert.equal(errorsOf(deep(3 * MAX_NESTING)), [`LIMIT 1:${MAX_NESTING + 1} groups nested more than ${MAX_NESTING} deep: split the expression into several statements`]);
  assert.equal(errorsOf('x←1\n' + '{'.repeat(MAX_NESTING + 1) + '⍵' + '}⍵'.repeat(MAX_NESTING) + '} 1\ny←2'), [`LIMIT 2:${MAX_NESTING + 1} groups nested more than ${MAX_NESTING} deep: split the expression into several statements`]);
});

test('lexical errors', () => {
  assert.equal(errorsOf("'abc"), ['SYNTAX 1:1 unterminated string']);
  assert.equal(errorsOf("x←'a''"), ['SYNTAX 1:3 unterminated string']);
  assert.equal(errorsOf('a$b'), ["SYNTAX 1:2 unknown character '$'"]);
  assert.equal(errorsOf('1+¯'), ["SYNTAX 1:3 '¯' (high minus) must be followed by a number"]);
  assert.equal(errorsOf('x←1J2'), ['NONCE 1:3 complex numbers are not supported: 1J2']);
});

test('functions without arguments', () => {
  assert.equal(errorsOf('1 +'), ['SYNTAX 1:3 function has no right argument']);
  assert.equal(errorsOf('+/'), ['SYNTAX 1:1 function has no right argument']);
  assert.equal(errorsOf('⍳⍳'), ['SYNTAX 1:2 function has no right argument']);
  assert.equal(errorsOf('f←(1 2 +)'), ['SYNTAX 1:8 function has no right argument']);
  assert.equal(errorsOf('x←1 +'), ['SYNTAX 1:5 function has no right argument']);
  assert.equal(errorsOf('f←(+ 1 -)'), ['SYNTAX 1:6 an array cannot be the middle of a train']);
});

test('operators without operands', () => {
  assert.equal(errorsOf('¨x'), ['SYNTAX 1:1 operator ¨ has no left operand']);
  assert.equal(errorsOf('⍤'), ['SYNTAX 1:1 operator ⍤ has no left operand']);
  assert.equal(errorsOf('f⍤'), ['SYNTAX 1:2 operator ⍤ has no right operand']);
  assert.equal(errorsOf('+∘'), ['SYNTAX 1:2 operator ∘ has no right operand']);
  assert.equal(errorsOf('x←∘.'), ['SYNTAX 1:3 ∘. needs a function on its right']);
  assert.equal(errorsOf('x←∘.(1 2)'), ['SYNTAX 1:5 ∘. needs a function on its right']);
  assert.equal(errorsOf('x←∘.1 2'), ['SYNTAX 1:3 operator ∘ has no left operand']);
});

test('brackets in the wrong place', () => {
  assert.equal(errorsOf('[1]'), ['SYNTAX 1:1 brackets with nothing on their left to index']);
  assert.equal(errorsOf('+[1;2]x'), ['SYNTAX 1:2 an axis must be a single expression, as in [1]']);
  assert.equal(errorsOf('(+/)[1]x'), ['SYNTAX 1:5 an axis can follow only a primitive function or operator']);
});

test('guards', () => {
  assert.equal(errorsOf('x:1'), ['SYNTAX 1:2 guard outside a dfn']);
  assert.equal(errorsOf('f←{x:}'), ['SYNTAX 1:5 guard has no result']);
  assert.equal(errorsOf('f←{:1}'), ['SYNTAX 1:4 guard has no condition']);
  assert.equal(errorsOf('f←{1:2:3}'), ['SYNTAX 1:7 a guard has only one colon']);
  assert.equal(errorsOf('f←{(1:2)}'), ['SYNTAX 1:6 unexpected : (a guard must be a whole statement inside a dfn)']);
});

test('assignment errors', () => {
  assert.equal(errorsOf('←3'), ['SYNTAX 1:1 nothing to assign to: ← needs a name on its left']);
  assert.equal(errorsOf('3←4'), ['SYNTAX 1:2 nothing to assign to: ← needs a name on its left']);
  assert.equal(errorsOf('x←'), ['SYNTAX 1:2 assignment has no value']);
  assert.equal(errorsOf('x 2←1'), ['SYNTAX 1:3 expected a function between the name and ← (as in x+←1)']);
  assert.equal(errorsOf('⍵←1'), ['SYNTAX 1:1 cannot assign to ⍵']);
  assert.equal(errorsOf('⍺←1'), ['SYNTAX 1:1 ⍺← (a default left argument) is only allowed inside a dfn']);
  assert.equal(errorsOf('⎕[1]←2'), ['SYNTAX 1:1 ⎕ can only be assigned as ⎕←']);
  assert.equal(errorsOf('x←y←+/'), ['SYNTAX 1:5 a function can be assigned only by a statement of its own (name←function)']);
  // modified strand assignment is no error (spec/programs/assign/strand-modified.apl runs it)
  assert.is(show('a b+←1 2'), '((a b) +←⟨1 2⟩)');
  assert.equal(errorsOf('(a 1)←1 2'), ['SYNTAX 1:1 only names can be assigned in parentheses, as in (a b)←v']);
  assert.equal(errorsOf('(a+b)←1 2'), ['SYNTAX 1:1 only names can be assigned in parentheses, as in (a b)←v']);
  // selective assignment through a function that takes items apart: a NONCE naming it, not a SYNTAX ERROR
  assert.equal(errorsOf('a←1 2 ⋄ (2⊃a)←9'), ['NONCE 1:9 selective assignment through ⊃ (only ↑ ↓ ⍴ , ⍪ ⌽ ⊖ ⍉ / ⌿ \\ ⍀ ⌷ ⊣ ⊢ and brackets select) is not supported']);
  assert.equal(errorsOf('⎕IO+←1'), ['NONCE 1:1 modified or indexed assignment to a system variable is not supported']);
});

test('an operator dfn written in place and used without an operand says so in the words of the source', () => {
  const [msg] = errorsOf('{⍺⍺ ⍵} 1');
  assert.is(msg, 'SYNTAX 1:1 operator dfn {…} (it mentions ⍺⍺ or ⍵⍵, so it is an operator) has no left operand');
  assert.not.match(msg ?? '', 'anon-op');
});

test('names that only make sense inside dfns and operators', () => {
  assert.equal(errorsOf('∇ 1'), ['SYNTAX 1:1 ∇ outside a dfn']);
  assert.equal(errorsOf('⍺⍺ 1'), ['SYNTAX 1:1 ⍺⍺ outside an operator dfn']);
  assert.equal(errorsOf('f←{∇∇ ⍵}'), ['SYNTAX 1:4 ∇∇ outside an operator dfn']);
  // system functions parse as functions (not strands); the checker says which it supports
  assert.equal(show('⎕UCS 65'), '(⎕UCS 65)');
  assert.equal(errorsOf('x←⎕'), ['NONCE 1:3 reading ⎕ (evaluated input) is not supported; ⎕ can only be assigned as ⎕←']);
});

test('independent errors are all reported, in source order, good statements notwithstanding', () => {
  const src = 'x←1\n1+\n(2\nf←{\n  ⍵+\n  ⍵}\ny←$\n3+)';
  assert.equal(errorsOf(src), [
    'SYNTAX 2:2 function has no right argument',
    'SYNTAX 3:1 unmatched (',
    'SYNTAX 5:4 function has no right argument',
    "SYNTAX 7:3 unknown character '$'",
    'SYNTAX 8:3 unexpected )',
  ]);
});

test('an unmatched { swallows the rest without follow-on errors', () => {
  assert.equal(errorsOf('3+\nf←{⍵\n1+\n'), ['SYNTAX 1:2 function has no right argument', 'SYNTAX 2:3 unmatched {']);
});

test('diagnostics carry the file name and a full span', () => {
  const r = parseProgram({ name: 'prog.apl', text: 'x←1 +' });
  assert.ok(isLeft(r));
  if (isLeft(r)) {
    const d = r.left[0];
    assert.is(d?.file, 'prog.apl');
    assert.equal(d?.span && [d.span.start.line, d.span.start.col, d.span.end.line, d.span.end.col], [1, 5, 1, 6]);
    assert.equal(d?.related, []);
  }
});

test('never throws, whatever the input', () => {
  const glyphs = ["'", '(', ')', '[', ']', '{', '}', ';', ':', '←', '⋄', '\n', '⍺', '⍵', '⍺⍺', '∇', '∇∇', '/', '¨', '∘.', '.', '⍤', '1', '¯', 'x', '+', '⎕', ' '];
  // A fixed linear congruential generator keeps the test deterministic.
  let seed = 12345;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let i = 0; i < 2000; i++) {
    let text = '';
    const len = next() % 12;
    for (let j = 0; j < len; j++) text += glyphs[next() % glyphs.length];
    const r = parseProgram({ name: 'fuzz.apl', text });
    if (isLeft(r)) {
      for (const d of r.left) {
        assert.ok(d.cls === 'SYNTAX' || d.cls === 'NONCE', `class of ${JSON.stringify(text)}`);
        assert.not.match(d.message, /internal parser error/, `internal error on ${JSON.stringify(text)}: ${d.message}`);
      }
    }
  }
});

test.run();
