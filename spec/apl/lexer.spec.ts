import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lex, type Token } from '../../apl/lexer.js';

const kinds = (text: string): string[] => lex(text).map((t) => `${t.kind}:${t.text}`);
const one = (text: string): Token => {
  const ts = lex(text);
  assert.is(ts.length, 1, `one token in ${text}`);
  return ts[0] as Token;
};

test('numbers: high minus, decimals, exponents', () => {
  const cases: [string, number][] = [
    ['42', 42],
    ['¯3', -3],
    ['.5', 0.5],
    ['1.25', 1.25],
    ['1E3', 1000],
    ['2.5e¯2', 0.025],
    ['¯1.5E3', -1500],
  ];
  for (const [text, value] of cases) {
    const t = one(text);
    assert.is(t.kind, 'num', text);
    assert.is(t.num, value, text);
    assert.is(t.text, text);
  }
});

test('complex literals are NONCE error tokens', () => {
  const t = one('1J2');
  assert.is(t.kind, 'error');
  assert.is(t.error?.cls, 'NONCE');
  assert.match(t.error?.message ?? '', /complex/);
  assert.is(one('¯1.5j¯2').error?.cls, 'NONCE');
});

test('strings: doubled quotes, empty, unterminated', () => {
  assert.is(one("'it''s'").str, "it's");
  assert.is(one("''").str, '');
  // ⍝ inside a string does not start a comment.
  assert.equal(kinds("'a⍝b' ⍝ c"), ["str:'a⍝b'"]);
  const bad = one("'abc");
  assert.is(bad.kind, 'error');
  assert.is(bad.error?.message, 'unterminated string');
  // The unterminated string stops at the end of its line.
  assert.equal(kinds("'ab\n1"), ["error:'ab", 'newline:\n', 'num:1']);
});

test('quotes and dots next to each other lex as one would read them', () => {
  // The lexer finds lexemes with one combined expression, then classifies each by the first rule
  // matching all of it; these are the cases where a rule's lookahead could make the two differ.
  assert.equal(kinds("'a''' 'b'"), ["str:'a'''", "str:'b'"]);
  assert.is(lex("''''")[0]?.str, "'");
  assert.equal(kinds("'a''"), ["error:'a''"]);
  assert.equal(kinds("'a'''b"), ["str:'a'''", 'name:b']);
  assert.equal(kinds('∘.5 ∘.×'), ['dop:∘', 'num:.5', 'outer:∘.', 'fn:×']);
  assert.equal(kinds('1.5.5'), ['num:1.5', 'num:.5']);
});

test('names, arguments, operands, del, system names', () => {
  assert.equal(kinds('abc A_1 ∆x ⍙y x¯1'), ['name:abc', 'name:A_1', 'name:∆x', 'name:⍙y', 'name:x¯1']);
  assert.equal(kinds('⍺⍺ ⍵⍵ ⍺ ⍵ ∇∇ ∇'), ['operand:⍺⍺', 'operand:⍵⍵', 'arg:⍺', 'arg:⍵', 'deldel:∇∇', 'del:∇']);
  assert.equal(kinds('⎕IO ⎕ ⍬ ⎕io'), ['sys:⎕IO', 'quad:⎕', 'zilde:⍬', 'sys:⎕IO']);
  // A digit cannot start a name: 2x is the number 2 then the name x.
  assert.equal(kinds('2x'), ['num:2', 'name:x']);
});

test('glyph classes: functions, operators, slashes, outer product', () => {
  assert.equal(kinds('+⍴⊢⌹'), ['fn:+', 'fn:⍴', 'fn:⊢', 'fn:⌹']);
  assert.equal(kinds('¨⍨⌸'), ['mop:¨', 'mop:⍨', 'mop:⌸']);
  assert.equal(kinds('.⍣⍤∘⍥⍛@⌺⍠'), ['dop:.', 'dop:⍣', 'dop:⍤', 'dop:∘', 'dop:⍥', 'dop:⍛', 'dop:@', 'dop:⌺', 'dop:⍠']);
  assert.equal(kinds('/\\⌿⍀'), ['slash:/', 'slash:\\', 'slash:⌿', 'slash:⍀']);
  assert.equal(kinds('∘.×'), ['outer:∘.', 'fn:×']);
  // ∘.5 is jot with the number 0.5, and +.× is an inner product, not a number.
  assert.equal(kinds('∘.5'), ['dop:∘', 'num:.5']);
  assert.equal(kinds('+.×'), ['fn:+', 'dop:.', 'fn:×']);
});

test('⋆ and − are read as the primitives * and -', () => {
  assert.equal(kinds('2⋆3−1'), ['num:2', 'fn:*', 'num:3', 'fn:-', 'num:1']);
});

test('punctuation, comments and newlines (CRLF too)', () => {
  assert.equal(kinds('a←(b)[c;d]{e}⋄f:g ⍝ comment ←'), [
    'name:a', 'assign:←', 'lparen:(', 'name:b', 'rparen:)', 'lbracket:[', 'name:c', 'semicolon:;', 'name:d', 'rbracket:]',
    'lbrace:{', 'name:e', 'rbrace:}', 'diamond:⋄', 'name:f', 'colon::', 'name:g',
  ]);
  assert.equal(kinds('1\r\n2\n3'), ['num:1', 'newline:\r\n', 'num:2', 'newline:\n', 'num:3']);
});

test('a bare CR ends a line too, and spans count it as one', () => {
  assert.equal(kinds('1\r2\r\n3'), ['num:1', 'newline:\r', 'num:2', 'newline:\r\n', 'num:3']);
  const ts = lex('x←1\r⎕←x\r x');
  const last = ts[ts.length - 1] as Token;
  assert.equal([last.span.start.line, last.span.start.col], [3, 2]);
  assert.equal(kinds('⍝ a comment\r1'), ['newline:\r', 'num:1']);
});

test('a byte-order mark is a blank, not an unknown character', () => {
  const ts = lex('\ufeff1+2');
  assert.equal(ts.map((t) => t.kind), ['num', 'fn', 'num']);
  assert.equal([ts[0]!.span.start.line, ts[0]!.span.start.col], [1, 2]);
});

test('one long line lexes in linear time: a 100 000-item literal keeps every span', () => {
  const n = 100_000;
  const ts = lex(Array.from({ length: n }, (_, i) => String(i % 10)).join(' '));
  assert.is(ts.length, n);
  const last = ts[n - 1] as Token;
  assert.equal([last.span.start.line, last.span.start.col, last.span.start.offset], [1, 2 * n - 1, 2 * n - 2]);
});

test('unknown characters become error tokens and lexing goes on', () => {
  const ts = lex('1 $ 2');
  assert.equal(ts.map((t) => t.kind), ['num', 'error', 'num']);
  assert.is(ts[1]?.error?.message, "unknown character '$'");
  assert.is(lex('¯ 1')[0]?.error?.message, "'¯' (high minus) must be followed by a number");
});

test('spans: 1-based lines, columns in code points, UTF-16 offsets', () => {
  const ts = lex('x←⍳3\n  𝔸 ⍴y');
  const y = ts[ts.length - 1] as Token;
  assert.equal([y.text, y.span.start.line, y.span.start.col, y.span.end.col], ['y', 2, 6, 7]);
  // 𝔸 is one code point but two UTF-16 units: columns count it once, offsets twice.
  const rho = ts[ts.length - 2] as Token;
  assert.equal([rho.span.start.col, rho.span.start.offset], [5, 10]);
  const iota = ts[2] as Token;
  assert.equal([iota.text, iota.span.start.line, iota.span.start.col, iota.span.start.offset], ['⍳', 1, 3, 2]);
});

test.run();
