import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { showShape } from '../../shapes/dim.js';
import type { TProgram } from '../../shapes/typed.js';
import { check, checked } from './check-text.js';

function typeOf(text: string): string {
  const r = checked(text);
  const f = (r as TProgram).final;
  if (!f) throw new Error('no final value');
  return `${f.t.elem}${showShape(f.t.shape)}`;
}

function errorOf(text: string): { cls: string; line: number; col: number; message: string; related: string[] } {
  const r = check(text);
  if (!Array.isArray(r)) throw new Error('expected an error for: ' + text);
  const d = (r as readonly Diagnostic[])[0]!;
  return { cls: d.cls, line: d.span?.start.line ?? 0, col: d.span?.start.col ?? 0, message: d.message, related: d.related.map((x) => x.message) };
}

test('element types are the narrowest', () => {
  assert.is(typeOf('1 0 1'), 'bool[3]');
  assert.is(typeOf('1 2 3'), 'int[3]');
  assert.is(typeOf('1.5 2'), 'float[2]');
  assert.is(typeOf('1 2+3 4'), 'int[2]');
  assert.is(typeOf('1 0+1 1'), 'int[2]');
  assert.is(typeOf('4÷2'), 'float[]');
  assert.is(typeOf('1 2<3 1'), 'bool[2]');
  assert.is(typeOf("'abc'"), 'char[3]');
  assert.is(typeOf("'a'"), 'char[]');
  assert.is(typeOf('⌊2.5 3.5'), 'int[2]');
  assert.is(typeOf('+/1 0 1'), 'int[]');
  assert.is(typeOf('∧/1 0 1'), 'bool[]');
});

test('shapes of structural functions', () => {
  assert.is(typeOf('2 3⍴⍳6'), 'int[2,3]');
  assert.is(typeOf('⍉2 3 4⍴0'), 'bool[4,3,2]');
  assert.is(typeOf('+/2 3⍴⍳6'), 'int[2]');
  assert.is(typeOf('+⌿2 3⍴⍳6'), 'int[3]');
  assert.is(typeOf('(2 3⍴⍳6)+.×3 4⍴⍳12'), 'int[2,4]');
  assert.is(typeOf('(⍳3)∘.×⍳4'), 'int[3,4]');
  assert.is(typeOf('5↑⍳3'), 'int[5]');
  assert.is(typeOf('¯2↓⍳3'), 'int[1]');
  assert.is(typeOf('9↓⍳3'), 'int[0]');
  assert.is(typeOf('(⍳2),⍳3'), 'int[5]');
  assert.is(typeOf('(2 3⍴0)⍪⍳3'), 'int[3,3]');
  assert.is(typeOf('1 0 2/⍳3'), 'int[3]');
  assert.is(typeOf('(3 3⍴⍳9)[2;]'), 'int[3]');
  assert.is(typeOf('(3 3⍴⍳9)[1 2;2 2 2]'), 'int[2,3]');
  assert.is(typeOf('⍴2 3⍴0'), 'int[2]');
  assert.is(typeOf('≢2 3⍴0'), 'int[]');
});

test('sizes derived from shapes are known statically', () => {
  assert.is(typeOf('v←⍳4 ⋄ (≢v)⍴1'), 'bool[4]');
  assert.is(typeOf('v←⍳4 ⋄ (⍴v)⍴2'), 'int[4]');
  assert.is(typeOf('v←⍳4 ⋄ ((≢v)+1)↑v'), 'int[5]');
});

test('dfns are checked at each application', () => {
  assert.is(typeOf('f←{⍵+⌽⍵} ⋄ f 2 3⍴⍳6'), 'int[2,3]');
  assert.is(typeOf('f←{⍵+⌽⍵} ⋄ f 1.5 2'), 'float[2]');
  assert.is(typeOf('f←{(1↓⍵)-¯1↓⍵} ⋄ f ⍳5'), 'int[4]');
  assert.is(typeOf('f←{⍺←10 ⋄ ⍺+⍵} ⋄ f 1 2'), 'int[2]');
  assert.is(typeOf('avg←+/÷≢ ⋄ avg 1 2 3'), 'float[]');
});

test('the LENGTH ERROR of 1 2 3+1 2 3 4 points at + and names both shapes and origins', () => {
  const e = errorOf('1 2 3+1 2 3 4');
  assert.is(e.cls, 'LENGTH');
  assert.is(e.line, 1);
  assert.is(e.col, 6);
  assert.match(e.message, '[3]');
  assert.match(e.message, '[4]');
  assert.equal(e.related, ['left: [3] from 1 2 3', 'right: [4] from 1 2 3 4']);
});

test('the origin of a variable is where it was defined', () => {
  const e = errorOf('a←1 2 3\nb←⍳4\na+b');
  assert.is(e.cls, 'LENGTH');
  assert.is(e.line, 3);
  assert.equal(e.related, ['left: [3] from 1 2 3', 'right: [4] from ⍳4']);
});

test('error classes', () => {
  assert.is(errorOf('(2 2⍴1)+1 2 3').cls, 'RANK');
  assert.is(errorOf('(2 3⍴1)+3 2⍴1').cls, 'LENGTH');
  assert.is(errorOf("'a'+1").cls, 'DOMAIN');
  assert.is(errorOf('x+1').cls, 'VALUE');
  assert.is(errorOf('(2 3⍴1)+.×2 3⍴1').cls, 'LENGTH');
  assert.is(errorOf('+/[3]⍳4').cls, 'AXIS');
  assert.is(errorOf('(⍳3)[4]').cls, 'INDEX');
  assert.is(errorOf('1 0/⍳3').cls, 'LENGTH');
  assert.is(errorOf('(2 2⍴1)[1]').cls, 'RANK');
  assert.is(errorOf("'abc'⍋'cab'").cls, 'NONCE');
  assert.match(errorOf("'abc'⍋'cab'").message, '⍋');
});

test('every statement with an error is reported, not just the first', () => {
  const r = check('1 2+1 2 3\n(2 2⍴1)+1 2 3\n3');
  assert.ok(Array.isArray(r));
  assert.equal((r as readonly Diagnostic[]).map((d) => [d.cls, d.span?.start.line]), [['LENGTH', 1], ['RANK', 2]]);
});

test('a failed definition does not cascade into VALUE errors', () => {
  const r = check('x←1 2+1 2 3\nx+1') as readonly Diagnostic[];
  assert.is(r.length, 2);
  assert.is(r[0]!.cls, 'LENGTH');
});

test('calls of a function with a declared signature must fit it, reported at the call', () => {
  const decl = '⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32\ndot←{+/⍺×⍵}\n';
  const len = errorOf(decl + '1 2 3 dot 4 5');
  assert.equal([len.cls, len.line, len.col, len.message], ['LENGTH', 3, 7, 'n: 3 from ⍺, 2 from ⍵ (dot declares ⍺ f32[n] ⍵ f32[n] → f32)']);
  assert.is(errorOf(decl + '(2 2⍴1) dot 2 2⍴3').cls, 'RANK');
  assert.is(errorOf(decl + "'ab' dot 'cd'").cls, 'DOMAIN');
  assert.is(errorOf(decl + 'dot 1 2').cls, 'VALUE');
  // ints widen to the declared f32, and the program checks
  assert.is(typeOf(decl + '1 2 3 dot 4 5 6'), 'int[]');
});

test.run();
