// The parser's structure: binding strengths, name classes, trains, assignment forms, dfns.
// Most assertions use the fully parenthesised form of apl/ast-print (strands are ⟨…⟩, derived
// functions are unspaced like (+/), trains are spaced like ((+/) ÷ ≢)); the rest inspect nodes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Expr, Fn, Stmt } from '../../apl/ast.js';
import { onlyExpr, onlyStmt, parseOk, show } from './parse-helpers.js';

function fnOf(s: Stmt): Fn {
  if (s.kind !== 'fnDef') throw new Error(`expected fnDef, got ${s.kind}`);
  return s.fn;
}

test('literals: numbers keep value and text, strings undouble quotes, zilde', () => {
  const n = onlyExpr('¯1.5E3');
  assert.equal(n.kind === 'num' && [n.value, n.text], [-1500, '¯1.5E3']);
  const s = onlyExpr("'it''s'");
  assert.equal(s.kind === 'str' && s.value, "it's");
  assert.is(onlyExpr("''").kind, 'str');
  assert.is(onlyExpr('⍬').kind, 'zilde');
});

test('stranding: juxtaposed arrays form one strand, a single number stays num', () => {
  assert.is(onlyExpr('5').kind, 'num');
  const st = onlyExpr("1 ¯2 'a' x (1+2) ⍬");
  assert.ok(st.kind === 'strand');
  if (st.kind === 'strand') assert.equal(st.items.map((i) => i.kind), ['num', 'num', 'str', 'name', 'dyadic', 'zilde']);
  assert.is(show("'a' 1"), "⟨'a' 1⟩");
  assert.is(show('(1+2) 4'), '⟨(1 + 2) 4⟩');
  // A parenthesised strand stays one item (nested); a numeric run beside a name splices in flat.
  assert.is(show('(1 2) 3'), '⟨⟨1 2⟩ 3⟩');
  assert.is(show('x 1 2'), '⟨x 1 2⟩');
});

test('functions apply right to left; an array on the left makes them dyadic', () => {
  assert.is(show('1 2+3×4'), '(⟨1 2⟩ + (3 × 4))');
  assert.is(show('-1'), '(- 1)');
  assert.is(show('⍴⍴⍴x'), '(⍴ (⍴ (⍴ x)))');
  assert.is(show('a f b g c'), '⟨a f b g c⟩');
  assert.is(show('f←{⍵} ⋄ g←{⍵} ⋄ a f b g c'), 'f←{⍵}\ng←{⍵}\n(a f (b g c))');
  assert.is(show('2×-3'), '(2 × (- 3))');
  const e = onlyExpr('1+2');
  assert.ok(e.kind === 'dyadic' && e.fn.kind === 'prim' && e.fn.glyph === '+' && e.left.kind === 'num' && e.right.kind === 'num');
});

test('monadic operators take their left operand, left to right', () => {
  assert.is(show('+/¨v'), '(((+/)¨) v)');
  assert.is(show('x⍳⍨y'), '(x (⍳⍨) y)');
  assert.is(show('-⍨/x'), '(((-⍨)/) x)');
  const e = onlyExpr('+/v');
  assert.ok(e.kind === 'monadic' && e.fn.kind === 'derived');
  if (e.kind === 'monadic' && e.fn.kind === 'derived') {
    assert.equal(e.fn.op, { kind: 'primOp', glyph: '/', span: e.fn.op.span });
    assert.ok(e.fn.left.kind === 'prim' && e.fn.left.glyph === '+');
    assert.is(e.fn.right, null);
  }
});

test('dyadic operators take the item immediately on their right', () => {
  assert.is(show('a+.×b'), '(a (+.×) b)');
  assert.is(show('f∘g¨x'), '(((f∘g)¨) x)');
  assert.is(show('2∘×¨x'), '(((2∘×)¨) x)');
  assert.is(show('{⍵}⍣2⊢1'), '(({⍵}⍣2) (⊢ 1))');
  assert.is(show('+.×/m'), '(((+.×)/) m)');
  assert.is(show('+⌿⍤1⊢m'), '(((+⌿)⍤1) (⊢ m))');
  // ⍤ with a function on its right (atop), ⍥ (over) and ⍛ (behind) take it the same way
  assert.is(show('-⍤+/x'), '(((-⍤+)/) x)');
  assert.is(show('a=⍥|b'), '(a (=⍥|) b)');
  assert.is(show('a-⍛×b'), '(a (-⍛×) b)');
  // ∘.5 is jot with right operand 0.5
  assert.is(show('×∘.5⊢3'), '((×∘0.5) (⊢ 3))');
});

test('stranding binds tighter than a right operand: f⍤1 0 takes the strand', () => {
  assert.is(show('{⍵}⍤1 0⊢x'), '(({⍵}⍤⟨1 0⟩) (⊢ x))');
  const e = onlyExpr('{⍵}⍤1 0⊢x');
  assert.ok(e.kind === 'monadic' && e.fn.kind === 'derived' && e.fn.right !== null && e.fn.right.kind === 'strand');
});

test('outer product: ∘. with the function after the dot as left operand', () => {
  assert.is(show('1 2 3∘.+4 5'), '(⟨1 2 3⟩ (∘.+) ⟨4 5⟩)');
  assert.is(show('∘.=⍨⍳3'), '(((∘.=)⍨) (⍳ 3))');
  assert.is(show('a∘.{⍺+⍵}b'), '(a (∘.{(⍺ + ⍵)}) b)');
  const e = onlyExpr('a∘.×b');
  assert.ok(e.kind === 'dyadic' && e.fn.kind === 'derived');
  if (e.kind === 'dyadic' && e.fn.kind === 'derived') {
    assert.ok(e.fn.op.kind === 'primOp' && e.fn.op.glyph === '∘.');
    assert.ok(e.fn.left.kind === 'prim' && e.fn.left.glyph === '×');
    assert.is(e.fn.right, null);
  }
});

test('/ \\ ⌿ ⍀ are operators after a function, replicate/expand otherwise', () => {
  assert.is(show('+/v'), '((+/) v)');
  assert.is(show('+\\v'), '((+\\) v)');
  assert.is(show('1 0 1/v'), '(⟨1 0 1⟩ / v)');
  assert.is(show('2/v'), '(2 / v)');
  assert.is(show('1 0 1\\v'), '(⟨1 0 1⟩ \\ v)');
  assert.is(show('b⌿m'), '(b ⌿ m)');
  assert.is(show('2/+/v'), '(2 / ((+/) v))');
  assert.is(show('÷/+/v'), '((÷/) ((+/) v))');
  assert.is(show('v/⍨b'), '(v (/⍨) b)');
  const e = onlyExpr('1 0 1/v');
  assert.ok(e.kind === 'dyadic' && e.fn.kind === 'prim' && e.fn.glyph === '/');
});

test('brackets: indexing, elided axes, axes on functions and operators', () => {
  assert.is(show('v[⍋v]'), 'v[(⍋ v)]');
  assert.is(show('m[1;2]'), 'm[1;2]');
  const e = onlyExpr('m[;2]');
  assert.ok(e.kind === 'index');
  if (e.kind === 'index') {
    assert.is(e.indices.length, 2);
    assert.is(e.indices[0], null);
    assert.ok(e.indices[1]?.kind === 'num');
  }
  assert.is(show('a[1][2]'), 'a[1][2]');
  assert.is(show("'abc'[2]"), "'abc'[2]");
  assert.is(show(',[1]m'), '(,[1] m)');
  assert.is(show('⌽[1]m'), '(⌽[1] m)');
  assert.is(show('+/[1]m'), '((+/[1]) m)');
  assert.is(show('+\\[1]m'), '((+\\[1]) m)');
  assert.is(show('1 0/[1]m'), '(⟨1 0⟩ /[1] m)');
  const ax = onlyExpr('+/[1]m');
  assert.ok(ax.kind === 'monadic' && ax.fn.kind === 'derived' && ax.fn.axis?.kind === 'num');
  const cat = onlyExpr('a,[0.5]b');
  assert.ok(cat.kind === 'dyadic' && cat.fn.kind === 'prim' && cat.fn.axis?.kind === 'num' && cat.fn.axis.value === 0.5);
});

test('brackets bind before stranding, except on a numeric literal vector (as in Dyalog)', () => {
  assert.is(show('a b[1]'), '⟨a b[1]⟩');
  assert.is(show('1 2 3[2]'), '⟨1 2 3⟩[2]');
});

test('trains: atop, fork, array left tine, longer trains group from the right', () => {
  assert.is(show('(+/÷≢) 1 2 3'), '(((+/) ÷ ≢) ⟨1 2 3⟩)');
  assert.is(show('x (+/÷≢) y'), '(x ((+/) ÷ ≢) y)');
  assert.is(show('(-⍳) 3'), '((- ⍳) 3)');
  assert.is(show('(1+⊢) 3'), '((1 + ⊢) 3)');
  assert.is(show('f←(+ - × ÷ ⌊)'), 'f←(+ - (× ÷ ⌊))');
  assert.is(show('f←(+ - × ÷)'), 'f←(+ (- × ÷))');
  const t = fnOf(onlyStmt('f←(1+⊢)'));
  assert.ok(t.kind === 'fork' && t.left.kind === 'num' && t.mid.kind === 'prim' && t.right.kind === 'prim');
  const a = fnOf(onlyStmt('f←(-⍳)'));
  assert.ok(a.kind === 'atop' && a.f.kind === 'prim' && a.g.kind === 'prim');
  // A parenthesised array needs no node; an unknown name is an array, so (a b c) is a strand.
  assert.is(show('(a b c)'), '⟨a b c⟩');
  assert.is(show('((1+2))'), '(1 + 2)');
});

test('assignment forms', () => {
  assert.is(show('x←1 2 3'), '(x←⟨1 2 3⟩)');
  assert.is(show('x+←1'), '(x +←1)');
  assert.is(show('x[1;2]←3'), '(x[1;2]←3)');
  assert.is(show('x[i;] ,←y'), '(x[i;] ,←y)');
  assert.is(show('m[;1] +/← 1'), '(m[;1] (+/)←1)');
  assert.is(show('⎕IO←0'), '(⎕IO←0)');
  assert.is(show('⎕←1 2'), '(⎕←⟨1 2⟩)');
  assert.is(show('x←⎕IO'), '(x←⎕IO)');
  assert.is(show('a←b←3'), '(a←(b←3))');
  assert.is(show('x+y←2'), '(x + (y←2))');
  assert.is(show('1 x←3'), '⟨1 (x←3)⟩');
  // strand assignment: the run of names left of ← (or in parentheses) is one target
  assert.is(show('a b←1 2'), '((a b)←⟨1 2⟩)');
  assert.is(show('(a b c)←v'), '((a b c)←v)');
  assert.is(show('x←a b←1 2'), '(x←((a b)←⟨1 2⟩))');
  assert.is(show('f←+ ⋄ 1 f a b←2'), 'f←+\n(1 f ((a b)←2))');
  assert.is(show('(a)←3'), '(a←3)');
  const kinds = parseOk('x←1 ⋄ x+←1 ⋄ x[1]←2 ⋄ x[1]×←2 ⋄ ⎕IO←0 ⋄ ⎕←x').body.map((s) => (s.kind === 'expr' ? s.expr.kind : s.kind));
  assert.equal(kinds, ['assign', 'modAssign', 'indexAssign', 'indexAssign', 'sysAssign', 'print']);
  const ia = onlyExpr('x[1]×←2');
  assert.ok(ia.kind === 'indexAssign' && ia.fn?.kind === 'prim' && ia.fn.glyph === '×' && ia.name === 'x');
  const plain = onlyExpr('x[2]←5');
  assert.ok(plain.kind === 'indexAssign' && plain.fn === null);
  const sys = onlyExpr('⎕IO←0');
  assert.ok(sys.kind === 'sysAssign' && sys.name === '⎕IO');
});

test('function definitions: dfn, derived, train, primitive, another function name', () => {
  const p = parseOk('f←{⍵+1}\ng←+/\nh←(+/÷≢)\np←+\nq←f\nr←2∘×');
  assert.equal(p.body.map((s) => s.kind), ['fnDef', 'fnDef', 'fnDef', 'fnDef', 'fnDef', 'fnDef']);
  assert.equal(p.body.map((s) => (s.kind === 'fnDef' ? s.fn.kind : '')), ['dfn', 'derived', 'fork', 'prim', 'fnRef', 'derived']);
  // After their definitions the names are functions: applied, not stranded.
  assert.is(show('f←{⍵+1} ⋄ g←+/ ⋄ 1 f g 2 3'), 'f←{(⍵ + 1)}\ng←(+/)\n(1 f (g ⟨2 3⟩))');
  // A name assigned an array is an array.
  assert.is(show('f←g'), '(f←g)');
});

test('operator definitions: ⍺⍺ makes a monadic operator, ⍵⍵ a dyadic one', () => {
  const p = parseOk('op←{⍺⍺/⍵}\nop2←{⍺⍺ ⍵⍵ ⍵}\n+op 1 2\n-op2÷ 4\n1 +op¨ 2');
  const [a, b] = p.body;
  assert.ok(a?.kind === 'opDef' && a.name === 'op' && a.op.dyadic === false);
  assert.ok(b?.kind === 'opDef' && b.name === 'op2' && b.op.dyadic === true);
  assert.is(show('op←{⍺⍺/⍵}\nop2←{⍺⍺ ⍵⍵ ⍵}\n+op 1 2\n-op2÷ 4\n1 +op¨ 2').split('\n').slice(2).join('\n'), '((+op) ⟨1 2⟩)\n((-op2÷) 4)\n(1 ((+op)¨) 2)');
  const use = p.body[2];
  assert.ok(use?.kind === 'expr' && use.expr.kind === 'monadic' && use.expr.fn.kind === 'derived' && use.expr.fn.op.kind === 'opName' && use.expr.fn.op.name === 'op');
  // ⍵⍵ alone also makes it dyadic; a derived function from a user operator can be named.
  assert.is(show('op2←{⍵⍵ ⍵} ⋄ f←+op2- ⋄ f 1'), 'op2←{(⍵⍵ ⍵)}\nf←(+op2-)\n(f 1)');
  // ∇∇ is the operator itself, of the same valence.
  assert.is(show('op←{⍺⍺ ∇∇ ⍵}'), 'op←{((⍺⍺∇∇) ⍵)}');
  // ⍺⍺ in a nested dfn does not make the outer one an operator.
  const outer = onlyStmt('f←{g←⍺⍺ ⋄ 0}');
  assert.is(outer.kind, 'opDef');
});

test('an operator dfn written in place is lifted into a named opDef before its statement', () => {
  assert.is(show('+{⍺⍺/⍵}1 2'), 'anon-op@1:2←{((⍺⍺/) ⍵)}\n((+anon-op@1:2) ⟨1 2⟩)');
  const p = parseOk('x←1\nf←{\n  1 +{⍺⍺ ⍵⍵ ⍵}- ⍵\n}');
  assert.equal(p.body.map((s) => s.kind), ['expr', 'fnDef']);
  const f = p.body[1];
  if (f?.kind !== 'fnDef' || f.fn.kind !== 'dfn') throw new Error('shape');
  const [lifted, use] = f.fn.body;
  assert.ok(lifted?.kind === 'opDef' && lifted.op.dyadic && lifted.name === 'anon-op@3:6');
  assert.ok(use?.kind === 'expr' && use.expr.kind === 'dyadic' && use.expr.fn.kind === 'derived' && use.expr.fn.op.kind === 'opName');
});

test('name classes follow statement order and lexical scope', () => {
  // A dfn's local function is not visible outside it.
  assert.is(show('g←{f←{⍵+1} ⋄ f ⍵} ⋄ f 3'), 'g←{f←{(⍵ + 1)} ⋄ (f ⍵)}\n⟨f 3⟩');
  // A dfn sees functions defined before it in enclosing scopes...
  assert.is(show('f←{⍵} ⋄ g←{f ⍵}'), 'f←{⍵}\ng←{(f ⍵)}');
  // ...but not those defined after it.
  assert.is(show('g←{f ⍵} ⋄ f←{⍵}'), 'g←{⟨f ⍵⟩}\nf←{⍵}');
  // Re-assigning a function name with an array makes it an array from then on.
  assert.is(show('f←{⍵} ⋄ f←3 ⋄ f 1'), 'f←{⍵}\n(f←3)\n⟨f 1⟩');
  // A local array shadows an outer function inside the dfn only.
  assert.is(show('f←{⍵} ⋄ g←{f←2 ⋄ f 1} ⋄ f 1'), 'f←{⍵}\ng←{(f←2) ⋄ ⟨f 1⟩}\n(f 1)');
  // A dfn can call itself by the name it is being assigned to.
  assert.is(show('fib←{⍵<2:⍵ ⋄ (fib ⍵-1)+fib ⍵-2}'), 'fib←{(⍵ < 2): ⍵ ⋄ ((fib (⍵ - 1)) + (fib (⍵ - 2)))}');
  // x f←v with f a function is a modified assignment.
  assert.is(show('f←{⍵} ⋄ x f←3'), 'f←{⍵}\n(x f←3)');
});

test('dfns: multi-line bodies, guards, default ⍺, ∇', () => {
  const src = 'f←{\n  ⍺←0\n  ⍵>0: r←⍵ ⍝ a guard\n\n  x←⍵+1 ⋄ ∇ x\n}\n1 f 2';
  assert.is(show(src), 'f←{(⍺←0) ⋄ (⍵ > 0): (r←⍵) ⋄ (x←(⍵ + 1)) ⋄ (∇ x)}\n(1 f 2)');
  const f = fnOf(parseOk(src).body[0] as Stmt);
  assert.ok(f.kind === 'dfn');
  if (f.kind === 'dfn') {
    assert.equal(f.body.map((s) => s.kind), ['expr', 'guard', 'expr', 'expr']);
    const g = f.body[1];
    assert.ok(g?.kind === 'guard' && g.cond.kind === 'dyadic' && g.result.kind === 'assign');
    const dflt = f.body[0];
    assert.ok(dflt?.kind === 'expr' && dflt.expr.kind === 'assign' && dflt.expr.name === '⍺');
  }
  assert.is(show('{⍵}¨⍳3'), '(({⍵}¨) (⍳ 3))');
  assert.is(show('{}0'), '({} 0)');
  assert.is(show('f←{{⍵}¨⍵}'), 'f←{(({⍵}¨) ⍵)}');
});

test('statements: newlines, diamonds, comments, blank lines, CRLF', () => {
  assert.is(show('1⋄2\n3 ⍝ three\n\n⍝ only a comment\n4'), '1\n2\n3\n4');
  assert.is(show('x←1\r\ny←x+1\r\n'), '(x←1)\n(y←(x + 1))');
  assert.is(parseOk('').body.length, 0);
  assert.is(parseOk('⍝ nothing\n').body.length, 0);
});

test('program carries its file; statements of a dfn nest', () => {
  const p = parseOk('f←{⍵}');
  assert.is(p.kind, 'program');
  assert.is(p.file.name, 'test.apl');
  const e: Expr = onlyExpr('{⍵+1}3');
  assert.ok(e.kind === 'monadic' && e.fn.kind === 'dfn' && e.fn.body.length === 1);
});

test.run();
