// Everything the checker knows about a primitive function, one entry per glyph: the shape rule of
// its monadic and dyadic forms (with how each takes a bracket axis), the NONCE reason of a form
// aplc does not support yet, and the checked node kinds each form produces — look those up in
// passes/ to find the lowering. The record is typed over every glyph the lexer reads as a
// function, so a glyph without an entry does not compile. shapes/primitives.ts applies it.
import { encloseAlong, mixAlong } from './axis-nesting.js';
import type { Span } from '../apl/ast.js';
import type { FUNCTION_GLYPHS, SLASH_GLYPHS } from '../apl/lexer.js';
import type { CheckContext, Env } from './context.js';
import { elemOrFail, scalar1, scalar2 } from './scalar-shapes.js';
import { laminate, scalarWithAxis } from './axis-forms.js';
import { catenate } from './catenate.js';
import { decode, encode } from './codes.js';
import { expand } from './expand.js';
import { matrixDivide, matrixInverse } from './domino.js';
import { find } from './find.js';
import { intervalIndex } from './interval-index.js';
import { match } from './match.js';
import { reverse, rotate, transpose, transposeReversed } from './reorder.js';
import { replicate, where } from './replicate.js';
import { gradeOf, indexOf, intersect, member, union, unique, without } from './search.js';
import { squad } from './squad.js';
import { depth, enlist, first, format, iota, pick, ravel, reshape, shapeOf, table, tally } from './structural.js';
import { takeDrop } from './take-drop.js';
import { enclose, firstItem, isNested, mix, nestedDepth, split } from './nested.js';
import { iotaOfVector, whereOfArray } from './nested-indices.js';
import { partition } from './partition.js';
import { executeRunTime } from './execute-runtime.js';
import { uniqueMask } from './unique-mask.js';
import { formatBySpecification } from './format-spec.js';
import { deal, roll } from './roll.js';
import type { TExpr, TNode } from './typed.js';

/** The characters of a string literal type, as a union (tail-recursive, so long strings do not overflow). */
export type GlyphsOf<S extends string, Acc extends string = never> = S extends `${infer G}${infer Rest}` ? GlyphsOf<Rest, Acc | G> : Acc;

/** Every glyph the lexer reads as a primitive function (and the slashes, replicate and expand when not operators). */
export type PrimitiveGlyph = GlyphsOf<typeof FUNCTION_GLYPHS> | GlyphsOf<typeof SLASH_GLYPHS>;

export type NodeKind = TNode['k'];

/**
 * Where a primitive is applied: its span, its bracket axis (0-based; fractional for laminate),
 * and ⎕IO. `axes` is the bracket axis as written, every item (0-based): a form that merges axes
 * (AxisUse 'vector') reads it, and then `axis` is null when there are several.
 */
export interface PrimCall {
  readonly span: Span;
  readonly axis: number | null;
  readonly axes: readonly number[] | null;
  readonly io: number;
  /** ⎕PP where the primitive is applied (what ⍕ formats floats with); absent: the default 10 */
  readonly pp?: number;
  /** the scope it is applied in, for the primitives that read or update the program's state (? draws by a counter, roll.ts) */
  readonly env?: Env;
}

export type MonadicRule = (ctx: CheckContext, call: PrimCall, arg: TExpr) => TExpr;
export type DyadicRule = (ctx: CheckContext, call: PrimCall, l: TExpr, r: TExpr) => TExpr;

/**
 * How a form takes a bracket axis f[k]: 'none', an AXIS ERROR (as Dyalog gives; aplc once accepted
 * and ignored it, which made ⊂[k] ↓[k] ↑[k] wrong answers); 'integer', the rule uses it;
 * 'fractional', the rule uses it and a fractional one too (laminate). Any other form given a
 * fractional axis is an AXIS ERROR. 'vector': the rule reads `axes`, a scalar or a vector of integer
 * axes or one fractional axis (ravel); any other form given several axes is an AXIS ERROR.
 */
export type AxisUse = 'none' | 'integer' | 'fractional' | 'vector';

export type Form<Rule> =
  /**
   * A supported form. `lowersTo` lists the checked node kinds its rule builds, besides the plumbing
   * any rule may put around its arguments (PLUMBING); empty when the form gives an argument back.
   */
  | { readonly rule: Rule; readonly axis: AxisUse; readonly lowersTo: readonly NodeKind[] }
  /** a form aplc does not support yet: using it is a NONCE ERROR with this message */
  | { readonly nonce: string }
  /** a form APL does not have: using it is a SYNTAX ERROR with this message */
  | { readonly syntax: string };

export interface PrimitiveEntry {
  readonly monadic: Form<MonadicRule>;
  readonly dyadic: Form<DyadicRule>;
}

/** ⌹ is a dfn of other primitives (domino.ts): what they build. */
const DOMINO_KINDS: readonly NodeKind[] = ['reshape', 'dims', 'iota', 'outer', 'catenate', 'windowDyn', 'window', 'gather', 'update', 'scalar1', 'scalar2', 'reduce', 'inner', 'transpose', 'indexOf', 'if', 'tailLoop', 'first'];

/** Node kinds a rule may build around its arguments: conversions, run-time checks, shared values, literals. */
export const PLUMBING: readonly NodeKind[] = ['convert', 'assertEq', 'seq', 'var', 'lit'];

// ---- the scalar functions: element types and scalar extension (scalar-shapes.ts) ---------------

function monadicScalar(g: string): Form<MonadicRule> {
  return { rule: (ctx, c, arg) => scalar1(ctx, g, arg, c.span), axis: 'none', lowersTo: ['scalar1'] };
}

/** ⍺ f ⍵, or ⍺ f[k] ⍵ where the lower-rank side's axes are the listed axes of the other */
function dyadicScalar(g: string): Form<DyadicRule> {
  const rule: DyadicRule = (ctx, { span, axis }, l, r) => {
    if (axis === null) return scalar2(ctx, g, l, r, span);
    const notes = [ctx.describe('left', l), ctx.describe('right', r)];
    return scalarWithAxis(ctx, g, [axis], l, r, span, (rule) => elemOrFail(ctx, rule, span, notes));
  };
  return { rule, axis: 'integer', lowersTo: ['scalar2', 'scalarAxis'] };
}

const scalar = (g: string): PrimitiveEntry => ({ monadic: monadicScalar(g), dyadic: dyadicScalar(g) });
const dyadicOnlyScalar = (g: string): PrimitiveEntry => ({ monadic: { nonce: `monadic ${g} is not supported yet` }, dyadic: dyadicScalar(g) });

/** A form that gives its (right) argument back. */
const identity = <Rule>(rule: Rule): Form<Rule> => ({ rule, axis: 'none', lowersTo: [] });

const isFractional = (axis: number | null): axis is number => axis !== null && !Number.isInteger(axis);

/** the node kinds of a set function (search.ts): an index-of, a comparison, and a compress */
const SET_KINDS: readonly NodeKind[] = ['indexOf', 'scalar2', 'dims', 'select', 'replicateDyn', 'reshape'];

/** Dyadic , and ⍪: a fractional axis laminates, an integer one catenates. */
function catenateForm(glyph: ',' | '⍪'): Form<DyadicRule> {
  return {
    rule: (ctx, c, l, r) => (isFractional(c.axis) ? laminate(ctx, Math.ceil(c.axis), l, r, c.span) : catenate(ctx, glyph, c.axis, l, r, c.span)),
    axis: 'fractional',
    lowersTo: ['catenate', 'reshape'],
  };
}

export const PRIMITIVES: Record<PrimitiveGlyph, PrimitiveEntry> = {
  '+': scalar('+'),
  '-': scalar('-'),
  '×': scalar('×'),
  '÷': scalar('÷'),
  '|': scalar('|'),
  '⌈': scalar('⌈'),
  '⌊': scalar('⌊'),
  '*': scalar('*'),
  '⍟': scalar('⍟'),
  '○': scalar('○'),
  '!': scalar('!'),
  '∧': dyadicOnlyScalar('∧'),
  '∨': dyadicOnlyScalar('∨'),
  '⍲': dyadicOnlyScalar('⍲'),
  '⍱': dyadicOnlyScalar('⍱'),
  '<': dyadicOnlyScalar('<'),
  '≤': dyadicOnlyScalar('≤'),
  '=': dyadicOnlyScalar('='),
  '≥': dyadicOnlyScalar('≥'),
  '>': dyadicOnlyScalar('>'),
  '≠': {
    monadic: { rule: (ctx, c, arg) => uniqueMask(ctx, arg, c.span), axis: 'none', lowersTo: ['indexOf', 'scalar2', 'dims', 'iota', 'reshape', 'transpose', 'inner', 'outer', 'reduce', 'scalar1'] },
    dyadic: dyadicScalar('≠'),
  },
  '~': {
    monadic: monadicScalar('~'),
    dyadic: { rule: (ctx, c, l, r) => without(ctx, l, r, c.span), axis: 'none', lowersTo: [...SET_KINDS, 'scalar1'] },
  },

  // ---- shape, structure and selection (structural.ts, reorder.ts, catenate.ts, take-drop.ts, replicate.ts, expand.ts, squad.ts)
  '⍴': {
    monadic: { rule: (_ctx, c, arg) => shapeOf(arg, c.span), axis: 'none', lowersTo: ['dims'] },
    dyadic: { rule: (ctx, c, l, r) => reshape(ctx, l, r, c.span), axis: 'none', lowersTo: ['reshape', 'reshapeDyn'] },
  },
  '≢': {
    monadic: { rule: (_ctx, c, arg) => tally(arg, c.span), axis: 'none', lowersTo: ['dims'] },
    dyadic: { rule: (ctx, c, l, r) => match(ctx, l, r, c.span, true), axis: 'none', lowersTo: ['scalar2', 'reduce', 'reshape', 'dims', 'if', 'scalar1'] },
  },
  '≡': {
    monadic: { rule: (_ctx, c, arg) => (isNested(arg.t) ? nestedDepth(c.span) : depth(arg, c.span)), axis: 'none', lowersTo: ['lit'] },
    dyadic: { rule: (ctx, c, l, r) => match(ctx, l, r, c.span, false), axis: 'none', lowersTo: ['scalar2', 'reduce', 'reshape', 'dims', 'if'] },
  },
  ',': {
    monadic: { rule: (ctx, c, arg) => ravel(ctx, arg, c.span, c.axes), axis: 'vector', lowersTo: ['reshape'] },
    dyadic: catenateForm(','),
  },
  '⍪': {
    monadic: { rule: (_ctx, c, arg) => table(arg, c.span), axis: 'none', lowersTo: ['reshape'] },
    dyadic: catenateForm('⍪'),
  },
  '∊': {
    monadic: { rule: (_ctx, c, arg) => enlist(arg, c.span), axis: 'none', lowersTo: ['reshape'] },
    dyadic: { rule: (ctx, c, l, r) => member(ctx, l, r, c.span), axis: 'none', lowersTo: ['indexOf', 'scalar2', 'dims', 'reshape'] },
  },
  '⌽': {
    monadic: { rule: (ctx, c, arg) => reverse(ctx, '⌽', arg, c.span, c.axis), axis: 'integer', lowersTo: ['reverse'] },
    dyadic: { rule: (ctx, c, l, r) => rotate(ctx, '⌽', l, r, c.span, c.axis), axis: 'integer', lowersTo: ['rotate', 'rotateEach'] },
  },
  '⊖': {
    monadic: { rule: (ctx, c, arg) => reverse(ctx, '⊖', arg, c.span, c.axis), axis: 'integer', lowersTo: ['reverse'] },
    dyadic: { rule: (ctx, c, l, r) => rotate(ctx, '⊖', l, r, c.span, c.axis), axis: 'integer', lowersTo: ['rotate', 'rotateEach'] },
  },
  '⍉': {
    monadic: { rule: (_ctx, c, arg) => transposeReversed(arg, c.span), axis: 'none', lowersTo: ['transpose'] },
    dyadic: { rule: (ctx, c, l, r) => transpose(ctx, l, r, c.span, c.io), axis: 'none', lowersTo: ['transpose', 'diagonal'] },
  },
  '↑': {
    // mix of a simple array is the array itself; of a uniform nested one, the array that holds it
    monadic: { rule: (ctx, c, arg) => (c.axis === null ? mix(arg) : mixAlong(ctx, arg, c.axis, c.span, c.io)), axis: 'integer', lowersTo: ['regroup', 'transpose'] },
    dyadic: { rule: (ctx, c, l, r) => takeDrop(ctx, '↑', l, r, c.span, c.axis), axis: 'integer', lowersTo: ['window', 'windowDyn', 'reshape'] },
  },
  '↓': {
    monadic: { rule: (ctx, c, arg) => (c.axis === null ? split(ctx, arg, c.span) : encloseAlong(ctx, '↓', arg, [c.axis], c.span, c.io)), axis: 'integer', lowersTo: ['regroup', 'transpose'] },
    dyadic: { rule: (ctx, c, l, r) => takeDrop(ctx, '↓', l, r, c.span, c.axis), axis: 'integer', lowersTo: ['window', 'windowDyn', 'reshape'] },
  },
  '/': {
    monadic: { syntax: '/ needs a left argument (or a function on its left, as in +/)' },
    dyadic: { rule: (ctx, c, l, r) => replicate(ctx, '/', c.axis, l, r, c.span), axis: 'integer', lowersTo: ['select', 'replicateDyn', 'reshape', 'window'] },
  },
  '⌿': {
    monadic: { syntax: '⌿ needs a left argument (or a function on its left, as in +⌿)' },
    dyadic: { rule: (ctx, c, l, r) => replicate(ctx, '⌿', c.axis, l, r, c.span), axis: 'integer', lowersTo: ['select', 'replicateDyn', 'reshape', 'window'] },
  },
  '\\': {
    monadic: { syntax: '\\ needs a left argument (or a function on its left, as in +\\)' },
    dyadic: { rule: (ctx, c, l, r) => expand(ctx, '\\', c.axis, l, r, c.span), axis: 'integer', lowersTo: ['select', 'expandDyn', 'catenate', 'reshape'] },
  },
  '⍀': {
    monadic: { syntax: '⍀ needs a left argument (or a function on its left, as in +⍀)' },
    dyadic: { rule: (ctx, c, l, r) => expand(ctx, '⍀', c.axis, l, r, c.span), axis: 'integer', lowersTo: ['select', 'expandDyn', 'catenate', 'reshape'] },
  },
  '⊢': { monadic: identity((_ctx, _c, arg) => arg), dyadic: identity((_ctx, _c, _l, r) => r) },
  '⊣': { monadic: identity((_ctx, _c, arg) => arg), dyadic: identity((_ctx, _c, l) => l) },
  '⊃': {
    monadic: { rule: (_ctx, c, arg) => (isNested(arg.t) ? firstItem(arg, c.span) : first(arg, c.span)), axis: 'none', lowersTo: ['first', 'window', 'reshape', 'regroup'] },
    dyadic: { rule: (ctx, c, l, r) => pick(ctx, l, r, c.span, c.io), axis: 'none', lowersTo: ['gather', 'reshape', 'scalar2'] },
  },
  '⌷': {
    // materialise: a flat array is already what it denotes
    monadic: identity((_ctx, _c, arg) => arg),
    dyadic: { rule: (ctx, c, l, r) => squad(ctx, c.axis === null ? null : [c.axis], l, r, c.span, c.io), axis: 'integer', lowersTo: ['gather', 'scalar2', 'regroup'] },
  },
  '⊂': {
    monadic: { rule: (ctx, c, arg) => (c.axes === null ? enclose(ctx, '⊂', arg, c.span) : encloseAlong(ctx, '⊂', arg, c.axes, c.span, c.io)), axis: 'vector', lowersTo: ['regroup', 'transpose'] },
    dyadic: { rule: (ctx, c, l, r) => partition(ctx, '⊂', l, r, c.span), axis: 'none', lowersTo: ['ragged', 'replicateDyn', 'scan', 'scalar2', 'window', 'iota', 'dims', 'convert', 'reduce', 'assertTrue', 'gather'] },
  },
  '⊆': {
    monadic: { rule: (ctx, c, arg) => enclose(ctx, '⊆', arg, c.span), axis: 'none', lowersTo: ['regroup'] },
    dyadic: { rule: (ctx, c, l, r) => partition(ctx, '⊆', l, r, c.span), axis: 'none', lowersTo: ['ragged', 'replicateDyn', 'scan', 'scalar2', 'window', 'iota', 'dims', 'convert', 'reduce', 'assertTrue'] },
  },

  // ---- indices, searching, sorting and sets (structural.ts, replicate.ts, search.ts)
  '⍳': {
    // of a vector, nested indices (nested-indices.ts)
    monadic: { rule: (ctx, c, arg) => (arg.t.shape.length === 1 ? iotaOfVector(ctx, arg, c.span, c.io) : iota(ctx, arg, c.span, c.io)), axis: 'none', lowersTo: ['iota', 'regroup', 'reshape', 'dims', 'encode', 'transpose', 'scalar2', 'gather'] },
    dyadic: { rule: (ctx, c, l, r) => indexOf(ctx, l, r, c.span, c.io), axis: 'none', lowersTo: ['indexOf', 'scalar2', 'dims', 'reshape', 'reduce', 'inner', 'transpose', 'convert', 'iota'] },
  },
  '⍸': {
    // of an array of rank 2 or more, nested indices (nested-indices.ts)
    monadic: { rule: (ctx, c, arg) => (arg.t.shape.length >= 2 ? whereOfArray(ctx, arg, c.span, c.io) : where(ctx, arg, c.span, c.io)), axis: 'none', lowersTo: ['iota', 'dims', 'replicateDyn', 'reshape', 'regroup', 'encode', 'transpose', 'scalar2', 'select'] },
    dyadic: { rule: (ctx, c, l, r) => intervalIndex(ctx, l, r, c.span, c.io), axis: 'none', lowersTo: ['intervalIndex', 'scalar2'] },
  },
  '⍋': {
    // of a vector of vectors (grade-vectors.ts, applied before the table): the rows of pairs built from the items mixed
    monadic: { rule: (ctx, c, arg) => gradeOf(ctx, arg, false, c.span, c.io), axis: 'none', lowersTo: ['grade', 'scalar2', 'outer', 'catenate', 'reshape', 'iota', 'regroup'] },
    dyadic: { nonce: 'dyadic ⍋ (grading by a collating sequence) is not supported yet' },
  },
  '⍒': {
    monadic: { rule: (ctx, c, arg) => gradeOf(ctx, arg, true, c.span, c.io), axis: 'none', lowersTo: ['grade', 'scalar2', 'outer', 'catenate', 'reshape', 'iota', 'regroup'] },
    dyadic: { nonce: 'dyadic ⍒ (grading by a collating sequence) is not supported yet' },
  },
  '∪': {
    monadic: { rule: (ctx, c, arg) => unique(ctx, arg, c.span), axis: 'none', lowersTo: [...SET_KINDS, 'iota', 'reduce', 'inner', 'transpose', 'convert'] },
    dyadic: { rule: (ctx, c, l, r) => union(ctx, l, r, c.span), axis: 'none', lowersTo: [...SET_KINDS, 'scalar1', 'catenate'] },
  },
  '∩': {
    monadic: { nonce: 'monadic ∩ is not supported yet' },
    dyadic: { rule: (ctx, c, l, r) => intersect(ctx, l, r, c.span), axis: 'none', lowersTo: SET_KINDS },
  },
  '⍷': {
    monadic: { nonce: 'monadic ⍷ is not supported yet' },
    dyadic: { rule: (ctx, c, l, r) => find(ctx, l, r, c.span), axis: 'none', lowersTo: ['reshape', 'iota', 'dims', 'outer', 'scalar2', 'gather', 'reduce', 'transpose'] },
  },

  // ---- numbers and text (codes.ts, structural.ts)
  '⊥': {
    monadic: { nonce: 'monadic ⊥ is not supported yet' },
    dyadic: { rule: (ctx, c, l, r) => decode(ctx, l, r, c.span), axis: 'none', lowersTo: ['decode', 'reshape'] },
  },
  '⊤': {
    monadic: { nonce: 'monadic ⊤ is not supported yet' },
    dyadic: { rule: (ctx, c, l, r) => encode(ctx, l, r, c.span), axis: 'none', lowersTo: ['encode', 'reshape'] },
  },
  '⍕': {
    // of a nested vector of vectors (format-nested.ts, applied before the table): a library dfn of each, catenation and enlist
    monadic: { rule: (ctx, c, arg) => format(ctx, arg, c.span, c.pp), axis: 'none', lowersTo: ['format', 'catenate', 'stateLoop', 'ragged', 'raggedPart', 'gather', 'iota', 'scalar2', 'dims'] },
    dyadic: { rule: (ctx, c, l, r) => formatBySpecification(ctx, l, r, c.span), axis: 'none', lowersTo: ['format'] },
  },
  '?': {
    monadic: { rule: (ctx, c, arg) => (c.env === undefined ? ctx.fail('NONCE', '? here (random numbers need the scope they are drawn in)', c.span) : roll(ctx, c.env, arg, c.span)), axis: 'none', lowersTo: ['scalar2', 'iota', 'reshape', 'dims'] },
    dyadic: { rule: (ctx, c, l, r) => (c.env === undefined ? ctx.fail('NONCE', '? here (random numbers need the scope they are drawn in)', c.span) : deal(ctx, c.env, l, r, c.span)), axis: 'none', lowersTo: ['scalar2', 'iota', 'reshape', 'dims', 'grade', 'window', 'windowDyn', 'reshapeDyn', 'assertTrue'] },
  },
  '⍎': { monadic: { rule: (ctx, c, arg) => executeRunTime(ctx, arg, c.span), axis: 'none', lowersTo: ['scalar2', 'convert', 'assertTrue', 'reshape', 'replicateDyn', 'dims', 'iota', 'scan', 'scalar1', 'gather', 'reduce', 'segReduce', 'catenate'] }, dyadic: { nonce: 'dyadic ⍎ is not supported yet' } },
  '⌹': {
    monadic: { rule: (ctx, c, arg) => matrixInverse(ctx, arg, c.span, c.io), axis: 'none', lowersTo: DOMINO_KINDS },
    dyadic: { rule: (ctx, c, l, r) => matrixDivide(ctx, l, r, c.span, c.io), axis: 'none', lowersTo: DOMINO_KINDS },
  },
};

export function isPrimitiveGlyph(g: string): g is PrimitiveGlyph {
  return Object.hasOwn(PRIMITIVES, g);
}
