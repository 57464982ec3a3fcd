// Source spans of AST nodes: 1-based line:col, end exclusive, columns in code points.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Stmt } from '../../apl/ast.js';
import { onlyExpr, parseOk, where } from './parse-helpers.js';

test('statements span their own text, on their own line', () => {
  const p = parseOk('x←1+2\n  y←(1 2)⍴x ⋄ z←3');
  assert.equal(p.body.map(where), ['1:1-1:6', '2:3-2:12', '2:15-2:18']);
});

test('applications span from their left argument (or function) to their right argument', () => {
  const e = onlyExpr('1 2+3×4');
  assert.is(where(e), '1:1-1:8');
  if (e.kind !== 'dyadic' || e.right.kind !== 'dyadic' || e.left.kind !== 'strand') throw new Error('shape');
  assert.is(where(e.left), '1:1-1:4');
  assert.is(where(e.fn), '1:4-1:5');
  assert.is(where(e.right), '1:5-1:8');
  const m = onlyExpr('  -⍳3');
  assert.is(where(m), '1:3-1:6');
});

test('parentheses widen the span of what they hold', () => {
  const e = onlyExpr('(1+2)×3');
  if (e.kind !== 'dyadic') throw new Error('shape');
  assert.is(where(e.left), '1:1-1:6');
  assert.is(e.left.kind, 'dyadic');
  const f = onlyExpr('(+/) 1 2');
  if (f.kind !== 'monadic') throw new Error('shape');
  assert.is(where(f.fn), '1:1-1:5');
  assert.is(where(f.arg), '1:6-1:9');
});

test('derived functions, axes, indexing and trains', () => {
  const e = onlyExpr('+/[1]m');
  if (e.kind !== 'monadic' || e.fn.kind !== 'derived') throw new Error('shape');
  assert.is(where(e.fn), '1:1-1:6');
  assert.is(where(e.fn.op), '1:2-1:6');
  assert.is(where(e.fn.left), '1:1-1:2');
  const o = onlyExpr('a∘.×b');
  if (o.kind !== 'dyadic') throw new Error('shape');
  assert.is(where(o.fn), '1:2-1:5');
  const ix = onlyExpr('m[1;]');
  assert.is(where(ix), '1:1-1:6');
  const s = parseOk('f←(+/÷≢)').body[0] as Stmt;
  if (s.kind !== 'fnDef' || s.fn.kind !== 'fork') throw new Error('shape');
  assert.is(where(s.fn), '1:3-1:9');
  assert.is(where(s.fn.left), '1:4-1:6');
  assert.is(where(s.fn.right), '1:7-1:8');
});

test('assignments span from the name to the end of the value', () => {
  const e = onlyExpr('x+y←2 3');
  if (e.kind !== 'dyadic') throw new Error('shape');
  assert.is(where(e.right), '1:3-1:8');
  assert.is(where(onlyExpr('x[1]+←2')), '1:1-1:8');
});

test('dfns span their braces across lines; their statements keep their own lines', () => {
  const s = parseOk('f←{\n  ⍵>0: 1\n  0\n}').body[0] as Stmt;
  if (s.kind !== 'fnDef' || s.fn.kind !== 'dfn') throw new Error('shape');
  assert.is(where(s), '1:1-4:2');
  assert.is(where(s.fn), '1:3-4:2');
  assert.equal(s.fn.body.map(where), ['2:3-2:9', '3:3-3:4']);
  const guard = s.fn.body[0];
  if (guard?.kind !== 'guard') throw new Error('shape');
  assert.is(where(guard.cond), '2:3-2:6');
  assert.is(where(guard.result), '2:8-2:9');
});

test('columns count code points; CRLF does not shift columns', () => {
  const p = parseOk('𝔸←1\r\n𝔸+⍳3');
  const e = p.body[1];
  if (e?.kind !== 'expr' || e.expr.kind !== 'dyadic') throw new Error('shape');
  assert.is(where(e.expr.fn), '2:2-2:3');
  // 𝔸←1\r\n is 6 UTF-16 units, 𝔸 two more.
  assert.is(e.expr.fn.span.start.offset, 8);
  assert.is(where(e.expr.right), '2:3-2:5');
});

test.run();
