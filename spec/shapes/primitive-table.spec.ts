// The tables of primitives (shapes/primitive-table.ts) and operators (shapes/operator-table.ts): an
// entry for every glyph the lexer reads as a function or operator, node kinds in `lowersTo` that
// exist, and primitive forms whose rules build what their entries say (checked on a sample
// application of each supported form).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { DYADIC_OPERATOR_GLYPHS, FUNCTION_GLYPH_ALIASES, FUNCTION_GLYPHS, MONADIC_OPERATOR_GLYPHS, SLASH_GLYPHS } from '../../apl/lexer.js';
import { parseProgram } from '../../apl/parse.js';
import { checkContext, checkProgram } from '../../shapes/check.js';
import { CheckFailure, Env } from '../../shapes/context.js';
import { applyDyadicPrim, applyMonadicPrim } from '../../shapes/primitives.js';
import { OPERATORS } from '../../shapes/operator-table.js';
import { PLUMBING, PRIMITIVES, type NodeKind, type PrimitiveGlyph } from '../../shapes/primitive-table.js';
import { NODE_KINDS } from './node-kinds.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from '../../shapes/scalar-rules.js';
import { children } from '../../shapes/walk.js';
import type { TExpr } from '../../shapes/typed.js';


const LEXER_GLYPHS = [...FUNCTION_GLYPHS, ...SLASH_GLYPHS];
const entries = Object.entries(PRIMITIVES) as [PrimitiveGlyph, (typeof PRIMITIVES)[PrimitiveGlyph]][];

test('every glyph the lexer reads as a primitive function has an entry, and every entry is such a glyph', () => {
  for (const g of LEXER_GLYPHS) assert.ok(Object.hasOwn(PRIMITIVES, g), `no entry for ${g}`);
  for (const g of Object.values(FUNCTION_GLYPH_ALIASES)) assert.ok(Object.hasOwn(PRIMITIVES, g), `no entry for ${g} (an alias's glyph)`);
  for (const g of Object.keys(PRIMITIVES)) assert.ok(LEXER_GLYPHS.includes(g), `${g} has an entry but the lexer does not read it as a function`);
});

test('every glyph the lexer reads as an operator has an entry, and every entry is such a glyph', () => {
  const glyphs = [...MONADIC_OPERATOR_GLYPHS, ...DYADIC_OPERATOR_GLYPHS, ...SLASH_GLYPHS, '∘.'];
  for (const g of glyphs) assert.ok(Object.hasOwn(OPERATORS, g), `no entry for the operator ${g}`);
  for (const g of Object.keys(OPERATORS)) assert.ok(glyphs.includes(g), `${g} has an entry but the lexer does not read it as an operator`);
});

test("each form's lowersTo names node kinds that exist", () => {
  for (const [g, e] of Object.entries(OPERATORS)) {
    if (!('rule' in e)) continue;
    for (const k of e.lowersTo) assert.ok(Object.hasOwn(NODE_KINDS, k), `the operator ${g}: ${k} is not a checked node kind`);
  }
  for (const [g, e] of entries) {
    for (const form of [e.monadic, e.dyadic]) {
      if (!('rule' in form)) continue;
      for (const k of form.lowersTo) assert.ok(Object.hasOwn(NODE_KINDS, k), `${g}: ${k} is not a checked node kind`);
    }
  }
  for (const k of PLUMBING) assert.ok(Object.hasOwn(NODE_KINDS, k), `${k} is not a checked node kind`);
});

test('the scalar forms are those of the scalar functions', () => {
  for (const [g, e] of entries) {
    const m = 'rule' in e.monadic && e.monadic.lowersTo.join() === 'scalar1';
    const d = 'rule' in e.dyadic && e.dyadic.lowersTo.includes('scalarAxis');
    assert.is(m, MONADIC_SCALAR.has(g), `monadic ${g}`);
    assert.is(d, DYADIC_SCALAR.has(g), `dyadic ${g}`);
  }
});

/** An argument: the checked value of a small program. */
function arg(text: string): TExpr {
  const p = parseProgram({ name: 'arg.apl', text });
  if (isLeft(p)) throw new Error(`parse failed: ${text}`);
  const c = checkProgram(p.right);
  if (isLeft(c) || c.right.final === null) throw new Error(`check failed: ${text}`);
  return c.right.final;
}

/** The node kinds a rule built: the result's nodes, its arguments' own nodes aside. */
function built(res: TExpr, args: readonly TExpr[]): Set<NodeKind> {
  const kinds = new Set<NodeKind>();
  const visit = (e: TExpr): void => {
    if (args.includes(e)) return;
    kinds.add(e.node.k);
    children(e).forEach(visit);
  };
  visit(res);
  return kinds;
}

type Sample = { readonly args: readonly string[]; readonly axis?: number | readonly number[] };
const axesOf = (a: number | readonly number[] | undefined): readonly number[] | null => (a === undefined ? null : typeof a === 'number' ? [a] : a);
const SCALAR_MONADIC: Sample = { args: ['1 0 1'] };
const SCALAR_DYADIC: Sample[] = [{ args: ['1 2 3', '4 5 6'] }, { args: ['1 2', '2 3⍴⍳6'], axis: 0 }];
const SET_DYADIC: Sample[] = [{ args: ['1 2 3', '2 3 4'] }];

/** Applications of each supported form; the first builds the form's first lowersTo kind. */
const SAMPLES: Partial<Record<PrimitiveGlyph, { monadic?: Sample[]; dyadic?: Sample[] }>> = {
  '⍴': { monadic: [{ args: ['2 3⍴⍳6'] }], dyadic: [{ args: ['2 3', '⍳6'] }, { args: ['+/2 3', '⍳6'] }] },
  '≢': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['1 2 3', '4 5 6'] }, { args: ['1 2 3', '1 2'] }] },
  '≡': { monadic: [{ args: ['1 2 3'] }, { args: ['(1 2)(3 4)'] }], dyadic: [{ args: ['1 2 3', '4 5 6'] }] },
  ',': { monadic: [{ args: ['2 3⍴⍳6'] }, { args: ['1 2 3'], axis: 0.5 }, { args: ['2 3 4⍴⍳24'], axis: [0, 1] }], dyadic: [{ args: ['1 2', '3 4'] }, { args: ['1 2', '3 4'], axis: -0.5 }, { args: ['2 3⍴⍳6', '7'] }] },
  '⍪': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['2 3⍴⍳6', '1 2 3'] }] },
  '∊': { monadic: [{ args: ['2 3⍴⍳6'] }], dyadic: SET_DYADIC },
  '⌽': { monadic: [{ args: ['2 3⍴⍳6'] }], dyadic: [{ args: ['1', '1 2 3'] }, { args: ['1 2', '2 3⍴⍳6'] }] },
  '⊖': { monadic: [{ args: ['2 3⍴⍳6'] }], dyadic: [{ args: ['1', '2 3⍴⍳6'] }] },
  '⍉': { monadic: [{ args: ['2 3⍴⍳6'] }], dyadic: [{ args: ['2 1', '2 3⍴⍳6'] }, { args: ['1 1', '3 3⍴⍳9'] }] },
  '↑': { monadic: [{ args: ['x←↓2 3⍴⍳6\nx'] }, { args: ['1 2 3'] }], dyadic: [{ args: ['2', '1 2 3'] }, { args: ['+/2', '1 2 3'] }] },
  '↓': { monadic: [{ args: ['2 3⍴⍳6'] }, { args: ['5'] }], dyadic: [{ args: ['2', '1 2 3'] }, { args: ['+/2', '1 2 3'] }] },
  '/': { dyadic: [{ args: ['1 0 1', '1 2 3'] }, { args: ['1 0 1=+/1', '1 2 3'] }] },
  '⌿': { dyadic: [{ args: ['1 0', '2 3⍴⍳6'] }] },
  '\\': { dyadic: [{ args: ['1 0 1', '1 2'] }] },
  '⍀': { dyadic: [{ args: ['1 0 1', '2 3⍴⍳6'] }] },
  '⊢': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['1', '1 2 3'] }] },
  '⊣': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['1', '1 2 3'] }] },
  '⊃': { monadic: [{ args: ['1 2 3'] }, { args: ['(1 2)(3 4)'] }, { args: ['⊂1 2'] }], dyadic: [{ args: ['2', '1 2 3'] }] },
  '⌷': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['2', '1 2 3'] }, { args: ['⊂2 1', '3 3⍴⍳9'] }, { args: ['(1 2)(3 1)', '3 3⍴⍳9'] }] },
  '⊂': { monadic: [{ args: ['1 2 3'] }, { args: ['5'] }], dyadic: [{ args: ['1 0 1 0 0', '1 2 3 4 5'] }, { args: ['2 0 1 0 0', '1 2 3 4 5'] }] },
  '⊆': { monadic: [{ args: ['1 2 3'] }, { args: ['5'] }, { args: ['(1 2)(3 4)'] }], dyadic: [{ args: ['1 1 2 2 0', '1 2 3 4 5'] }] },
  '⍳': { monadic: [{ args: ['5'] }, { args: ['+/5'] }, { args: ['2 3'] }, { args: ['(+/2),3'] }, { args: [',4'] }, { args: ['⍬'] }], dyadic: [{ args: ['1 2 3', '2'] }, { args: ['1 2 3', "'a'"] }, { args: ['3 2⍴⍳6', '3 4'] }, { args: ['3 2⍴⍳6', '2 2⍴⍳4'] }] },
  '⍸': { monadic: [{ args: ['1 0 1'] }, { args: ['2 2⍴1 0 0 1'] }, { args: ['2 2⍴1 0 0 1=+/1'] }], dyadic: [{ args: ['1 3 5', '0 4 6'] }, { args: ['1 3 5', '2.5'] }] },
  '≠': { monadic: [{ args: ['3 1 3'] }, { args: ['2 2⍴1 2 1 2'] }, { args: ['5'] }], dyadic: SCALAR_DYADIC },
  '⍷': { dyadic: [{ args: ["'ab'", "'xabyab'"] }, { args: ["'ab'", "'a'"] }, { args: ["'ab'", "2 3⍴'abcabd'"] }] },
  '⍋': { monadic: [{ args: ['3 1 2'] }] },
  '⍒': { monadic: [{ args: ['3 1 2'] }] },
  '∪': { monadic: [{ args: ['1 2 1'] }, { args: ['3 2⍴⍳6'] }], dyadic: SET_DYADIC },
  '∩': { dyadic: SET_DYADIC },
  '~': { monadic: [SCALAR_MONADIC], dyadic: SET_DYADIC },
  '⊥': { dyadic: [{ args: ['2 2', '1 0'] }, { args: ['2', '1 0'] }] },
  '⊤': { dyadic: [{ args: ['2 2', '3'] }, { args: ['2', '3'] }] },
  '⍎': { monadic: [{ args: ["'7'"] }, { args: ["' ¯12'"] }] },
  '⍕': { monadic: [{ args: ['1 2 3'] }], dyadic: [{ args: ['2', '1 2 3'] }] },
  '?': { monadic: [{ args: ['6'] }, { args: ['0'] }, { args: ['2 3⍴6'] }], dyadic: [{ args: ['3', '10'] }, { args: ['+/3', '+/10'] }] },
  '⌹': { monadic: [{ args: ['2 2⍴1 2 3 4'] }, { args: ['4'] }], dyadic: [{ args: ['5 6', '2 2⍴1 2 3 4'] }, { args: ['1 2 3', '3 2⍴1 1 1 2 1 3'] }] },
};

test('each supported form builds the node kinds its entry names', () => {
  const ctx = checkContext({ name: 't.apl', text: '' });
  for (const [g, e] of entries) {
    const scalarM = MONADIC_SCALAR.has(g) ? [SCALAR_MONADIC] : undefined;
    const scalarD = DYADIC_SCALAR.has(g) ? SCALAR_DYADIC : undefined;
    const forms = [['monadic', e.monadic, SAMPLES[g]?.monadic ?? scalarM], ['dyadic', e.dyadic, SAMPLES[g]?.dyadic ?? scalarD]] as const;
    for (const [valence, form, samples] of forms) {
      if (!('rule' in form)) {
        assert.is(samples, undefined, `${valence} ${g} has samples but no rule`);
        continue;
      }
      assert.ok(samples && samples.length > 0, `${valence} ${g} has no sample application`);
      samples.forEach((s, i) => {
        const args = s.args.map(arg);
        const span = args[0]!.span;
        const res = valence === 'monadic'
          ? applyMonadicPrim(ctx, { glyph: g, span }, axesOf(s.axis), args[0]!, span, new Env(null, 1))
          : applyDyadicPrim(ctx, { glyph: g, span }, axesOf(s.axis), args[0]!, args[1]!, span, 1, new Env(null, 1));
        const kinds = built(res, args);
        const listed = new Set<NodeKind>([...form.lowersTo, ...PLUMBING]);
        for (const k of kinds) assert.ok(listed.has(k), `${valence} ${g} (${s.args.join(' | ')}) builds ${k}, which its entry does not list`);
        if (i === 0 && form.lowersTo.length > 0) assert.ok(kinds.has(form.lowersTo[0]!), `${valence} ${g} (${s.args.join(' | ')}) does not build ${form.lowersTo[0]}`);
        if (form.lowersTo.length === 0) assert.ok(args.includes(res), `${valence} ${g} lists no node kinds but builds ${[...kinds].join(', ')}`);
      });
    }
  }
});

test('a form aplc does not support is a NONCE ERROR with its reason', () => {
  const ctx = checkContext({ name: 't.apl', text: '' });
  const v = arg('1 2 3');
  for (const [g, e] of entries) {
    for (const [valence, form] of [['monadic', e.monadic], ['dyadic', e.dyadic]] as const) {
      if (!('nonce' in form)) continue;
      try {
        if (valence === 'monadic') applyMonadicPrim(ctx, { glyph: g, span: v.span }, null, v, v.span, new Env(null, 1));
        else applyDyadicPrim(ctx, { glyph: g, span: v.span }, null, v, v, v.span, 1);
        assert.unreachable(`${valence} ${g} was checked`);
      } catch (err) {
        if (!(err instanceof CheckFailure)) throw err;
        assert.is(err.diagnostic.cls, 'NONCE');
        assert.is(err.diagnostic.message, form.nonce);
      }
    }
  }
});

test.run();
