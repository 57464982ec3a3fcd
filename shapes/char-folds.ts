// Reductions of characters by a function that gives numbers (=/ ≠/ and their n-wise forms,
// 2=/'aab'). APL folds from the right: the first step compares two characters and gives a
// boolean, and every later step applies f to a character and that boolean — a different
// operation, which the glyph table lowers to a constant (a character never equals a number, so
// 'a'=('a'='b') is 0 and 'a'≠… is 1). So a fold of L items is: the identity for L=0, the item
// itself for L=1 (a character: Dyalog's =/,'a' is 'a'), the comparison of the two items for L=2,
// and the mixed step's constant for L≥3. The element type of the result depends on L, so L (or
// the window width) must be known before the program runs; a scan would mix characters and
// booleans in one array, which aplc does not have.
import type { Span } from '../apl/ast.js';
import { dyadicLowering, reductionIdentity } from '../ops/glyph-rules.js';
import { asConst, dimAdd, dimConst, dimSub, showShape, type Dim } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext, type FnValue } from './context.js';
import { DYADIC_SCALAR, dyadicElem } from './scalar-rules.js';
import { mapPhase, scalar2 } from './scalar-shapes.js';
import type { ElemType, TExpr } from './typed.js';

/** The glyph of a scalar primitive operand that takes characters and gives something else, if fv is one. */
export function charChangingGlyph(ctx: CheckContext, fv0: FnValue, elem: ElemType): string | null {
  if (elem !== 'char') return null;
  const fv = fv0.fn.kind === 'fnRef' ? ctx.core.resolveFn(fv0.env, fv0.fn) : fv0;
  const fn = fv.fn;
  if (fn.kind !== 'prim' || fn.axis !== null || !DYADIC_SCALAR.has(fn.glyph)) return null;
  const rule = dyadicElem(fn.glyph, 'char', 'char');
  return 'ok' in rule && rule.ok !== 'char' ? fn.glyph : null;
}

/** What a fold of `len` items (len ≥ 3) gives: the constant the mixed step char f acc lowers to. */
function mixedStepConstant(ctx: CheckContext, g: string, span: Span): { value: number; elem: ElemType } {
  const first = dyadicElem(g, 'char', 'char');
  const acc = 'ok' in first ? first.ok : 'bool';
  const rule = dyadicElem(g, 'char', acc);
  const low = 'ok' in rule ? dyadicLowering(g, 'char', acc, rule.ok, null) : null;
  if (low === null || low.k !== 'const') return ctx.fail('NONCE', `a reduction of characters by ${g} past its first step`, span);
  return { value: low.value, elem: acc };
}

const fill = (value: number, elem: ElemType, shape: readonly Dim[], span: Span): TExpr =>
  mk({ k: 'reshape', arg: mk({ k: 'lit', data: [value] }, { elem, shape: [] }, span) }, { elem, shape }, span, { phase: mapPhase('fill', shape) });

/** The items of `r` at `offset`, `len` of them, along axis `ax` (a view). */
function slice(r: TExpr, ax: number, offset: number, len: Dim, span: Span): TExpr {
  const shape = r.t.shape.map((d, i) => (i === ax ? len : d));
  const offsets = r.t.shape.map((_, i) => dimConst(i === ax ? offset : 0));
  return mk({ k: 'window', offsets, arg: r }, { elem: r.t.elem, shape }, span, { origin: r.origin, phase: mapPhase('window', shape) });
}

/**
 * The fold of `width` items of `r` starting at each of `count` positions along axis `ax`
 * (a reduction is one window of the whole axis); reversed: each window read backwards.
 */
function foldWindows(ctx: CheckContext, g: string, r: TExpr, ax: number, width: number, count: Dim, reversed: boolean, span: Span): TExpr {
  const shape = r.t.shape.map((d, i) => (i === ax ? count : d));
  if (width === 0) {
    const id = reductionIdentity(g, 'bool');
    if (id === null) return ctx.fail('DOMAIN', `${g} has no identity for an empty reduction`, span);
    return fill(id, 'bool', shape, span);
  }
  if (width === 1) return slice(r, ax, 0, count, span);
  if (width === 2) {
    const [a, b] = [slice(r, ax, 0, count, span), slice(r, ax, 1, count, span)];
    return reversed ? scalar2(ctx, g, b, a, span) : scalar2(ctx, g, a, b, span);
  }
  const c = mixedStepConstant(ctx, g, span);
  return fill(c.value, c.elem, shape, span);
}

/** f/⍵ or f⌿⍵ along axis `ax` of characters, f giving numbers. */
export function reduceChars(ctx: CheckContext, g: string, r: TExpr, ax: number, span: Span): TExpr {
  const len = asConst(r.t.shape[ax]!);
  if (len === null) return ctx.fail('NONCE', `${g}/ of characters over an axis whose length is not known before the program runs (one item gives a character, more a number)`, span, [ctx.describe('argument', r)]);
  const folded = foldWindows(ctx, g, r, ax, len, ONE, false, span);
  const shape = r.t.shape.filter((_, i) => i !== ax);
  return mk({ k: 'reshape', arg: folded }, { elem: folded.t.elem, shape }, span, { origin: r.origin });
}

/** f\⍵ or f⍀⍵ of characters, f giving numbers: only an axis of at most one item, which is itself. */
export function scanChars(ctx: CheckContext, g: string, r: TExpr, ax: number, span: Span): TExpr {
  const len = asConst(r.t.shape[ax]!);
  if (len !== null && len <= 1) return r;
  return ctx.fail('NONCE', `${g}\\ of characters gives characters and numbers in one array (a mixed array), which aplc does not support`, span, [ctx.describe('argument', r)]);
}

/** n f/⍵ of characters, f giving numbers: each window of |n| items folded (reversed when n < 0). */
export function nwiseChars(ctx: CheckContext, g: string, l: TExpr, r0: TExpr, axis: number | null, glyph: string, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r0)];
  if (!isSingleton(l.t) || l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of n-wise ${glyph} must be a single integer`, span, notes);
  const width = l.sval && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
  if (width === null) return ctx.fail('NONCE', `n-wise ${glyph} with a window width computed from data`, span, notes);
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis ?? (glyph === '/' ? rank - 1 : 0);
  if (ax < 0 || ax >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('argument', r0)]);
  const len = r.t.shape[ax]!;
  const w = Math.abs(width);
  const count = dimSub(dimAdd(len, ONE), dimConst(w));
  const m = asConst(count);
  if (m === null) return ctx.fail('NONCE', `n-wise ${g}${glyph} of characters over an axis whose length is not known before the program runs`, span, notes);
  if (m < 0) return ctx.fail('LENGTH', `a window of ${w} items is wider than the axis (length ${showShape([len])}) plus one`, span, notes);
  return foldWindows(ctx, g, r, ax, w, count, width < 0, span);
}
