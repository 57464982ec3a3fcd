// Shape rules of the operators that fold or pair a scalar function over arrays: reduce and scan
// along an axis (f/ f⌿ f\ f⍀, and n-wise reduction n f/), outer product (∘.f) and inner product
// (f.g). The function is a scalar primitive, or any other function (a dfn, a derived function, a
// train, ⊣ ⊢) checked on scalars (a lambda).
import { isFn, type Span } from '../apl/ast.js';
import { asConst, dimEq, dimProduct, showShape, type Dim } from './dim.js';
import { CheckFailure, mk, ONE, primFn, shareValue, type CheckContext, type FnValue } from './context.js';
import { cellsOf } from './cells.js';
import { convertTo } from './literals.js';
import { charChangingGlyph, nwiseChars, reduceChars, scanChars } from './char-folds.js';
import { nwise } from './nwise.js';
import { nwiseCatenate } from './nwise-catenate.js';
import { decideEq } from './solve.js';
import { DYADIC_SCALAR, dyadicElem, joinElems, joinNumeric } from './scalar-rules.js';
import type { OperatorCall } from './operator-table.js';
import type { CellArg, ElemType, ScalarFn, TExpr } from './typed.js';
import { catenateReduce, flatView, isNested, nestedView } from './nested.js';
import { isMixedType, numbersOf } from './mixed-arrays.js';
import { foldLoop } from './fold-loop.js';
import { foldUnrolled, scanUnrolled, UNROLL_LIMIT } from './fold-unrolled.js';

/** f/⍵ f⌿⍵ (reduce), f\⍵ f⍀⍵ (scan), and n f/⍵ (n-wise reduce) */
/** A primitive scalar function that computes on numbers only (not = or ≠, which compare characters too). */
function isArithmetic(f: FnValue): boolean {
  return f.fn.kind === 'prim' && f.fn.axis === null && DYADIC_SCALAR.has(f.fn.glyph) && f.fn.glyph !== '=' && f.fn.glyph !== '≠';
}

export function reduceOrScan(ctx: CheckContext, glyph: '/' | '⌿' | '\\' | '⍀', c: OperatorCall): TExpr {
  const { fn, env, l, span, axis, leftFn } = c;
  // an arithmetic fold of a mixed array folds its numbers, once none is found to be a character
  const r = isMixedType(c.r.t) && isArithmetic(leftFn()) ? numbersOf(ctx, c.r, `f${glyph}`, span) : c.r;
  if (l !== null) {
    if (glyph === '\\' || glyph === '⍀') return ctx.fail('SYNTAX', `a scan (f${glyph}) takes no left argument`, span);
    if (isNested(r.t)) return ctx.fail('NONCE', `n f${glyph} (n-wise reduction) of a nested array is not supported yet`, span, [ctx.describe('argument', r)]);
    const lf = leftFn().fn;
    const windows = lf.kind === 'prim' && lf.glyph === ',' && lf.axis === null && axis === null ? nwiseCatenate(ctx, l, r, span) : null;
    if (windows !== null) return windows;
    const cg = charChangingGlyph(ctx, leftFn(), r.t.elem);
    if (cg !== null) return nwiseChars(ctx, cg, l, r, axis, glyph, span);
    return nwise(ctx, leftFn(), l, r, axis, glyph, span, (fv, elem) => foldFn(ctx, fv, elem, fn.span));
  }
  const rank = r.t.shape.length;
  if (rank === 0) return r;
  const ax = axis ?? (glyph === '/' || glyph === '\\' ? rank - 1 : 0);
  if (ax < 0 || ax >= rank) return ctx.fail('AXIS', `axis ${ax + env.io} is out of range for an array of rank ${rank}`, span, [ctx.describe('argument', r)]);
  const isScan = glyph === '\\' || glyph === '⍀';
  const f = leftFn();
  if (!isScan && f.fn.kind === 'prim' && f.fn.glyph === ',' && f.fn.axis === null) return catenateReduce(ctx, r, ax, span);
  // an irregular vector's items are not scalars: its fold would be checked on the wrong items ({⍺⍳⍵}/'abc' 'b')
  // a function giving vectors folds the items one at a time from the last ({⍺,' ',⍵}/words, fold-loop.ts)
  const folded = (r.t.ragged !== undefined || isNested(r.t)) && !isScan && rank === 1 && !(f.fn.kind === 'prim' && DYADIC_SCALAR.has(f.fn.glyph)) ? foldLoop(ctx, env, f, r, span) : null;
  if (folded !== null) return folded;
  const unrolled = (r.t.ragged !== undefined || isNested(r.t)) && !(f.fn.kind === 'prim' && DYADIC_SCALAR.has(f.fn.glyph)) ? (isScan ? scanUnrolled : foldUnrolled)(ctx, env, f, r, span) : null;
  if (unrolled !== null) return unrolled;
  if (r.t.ragged !== undefined)
    return ctx.fail('NONCE', isScan || rank !== 1 ? `f${glyph} of an irregular nested array (items of different lengths) is not supported yet` : `f${glyph} of an irregular nested vector is supported where f gives vectors of the items' type, or where the vector's length is known before running and at most ${UNROLL_LIMIT}`, span, [ctx.describe('argument', r)]);
  if (isNested(r.t)) {
    // a scalar function folds whole items element by element: the same fold along that axis of the array that holds them
    if (f.fn.kind !== 'prim' || !DYADIC_SCALAR.has(f.fn.glyph)) return ctx.fail('NONCE', `f${glyph} of a nested array, where f is not a scalar primitive, is not supported yet`, span, [ctx.describe('argument', r)]);
    return nestedView(reduceOrScan(ctx, glyph, { ...c, r: flatView(r), axis: ax }), r.t.items!.length, span);
  }
  const cg = charChangingGlyph(ctx, leftFn(), r.t.elem);
  if (cg !== null) return isScan ? scanChars(ctx, cg, r, ax, span) : reduceChars(ctx, cg, r, ax, span);
  let folded1: ReturnType<typeof foldFn>;
  try {
    folded1 = foldFn(ctx, leftFn(), emptyExtremum(leftFn(), isScan, r.t.shape[ax]!) ? 'float' : r.t.elem, fn.span);
  } catch (e) {
    // f gives arrays for scalar items ({⍺,⍵}/⍳4): a vector of known length is written out step by step
    const unrolled = e instanceof CheckFailure && e.diagnostic.cls === 'NONCE' && rank === 1 ? (isScan ? scanUnrolled : foldUnrolled)(ctx, env, f, r, span) : null;
    if (unrolled === null) throw e;
    return unrolled;
  }
  const { sfn, elem } = folded1;
  const arg = convertTo(ctx, r, elem);
  const name = `${isScan ? 'scan' : 'reduce'} ${sfn.k === 'prim' ? sfn.glyph : 'dfn'}`;
  if (isScan)
    return mk({ k: 'scan', fn: sfn, axis: ax, arg }, { elem, shape: r.t.shape }, span, {
      phase: { op: name, mapExtent: dimProduct(r.t.shape.filter((_, i) => i !== ax)), reduceExtent: r.t.shape[ax]! },
    });
  const shape = r.t.shape.filter((_, i) => i !== ax);
  return mk({ k: 'reduce', fn: sfn, axis: ax, arg }, { elem, shape }, span, {
    phase: { op: name, mapExtent: dimProduct(shape), reduceExtent: r.t.shape[ax]! },
  });
}

/**
 * ⌊/ and ⌈/ over an axis known to be empty: Dyalog's identities are the largest float and its
 * negation, floats whatever the argument's type, so the fold is over floats (booleans and ints
 * reduced over an axis that may hold items keep their type: README, deviations).
 */
function emptyExtremum(fv: FnValue, isScan: boolean, axisLength: Dim): boolean {
  return !isScan && fv.fn.kind === 'prim' && (fv.fn.glyph === '⌊' || fv.fn.glyph === '⌈') && fv.fn.axis === null && asConst(axisLength) === 0;
}

/** ⍺ ∘.f ⍵: f between every item of ⍺ and every item of ⍵ */
export function outerProduct(ctx: CheckContext, c: OperatorCall): TExpr {
  const { fn, l, r, span, leftFn } = c;
  if (l === null) return ctx.fail('SYNTAX', 'an outer product ∘.f needs a left argument', span);
  const paired = pairBody(ctx, leftFn(), l.t.elem, r.t.elem, fn.span);
  if (!isNested(l.t) && !isNested(r.t) && 'body' in paired && !scalarShaped(paired.body)) return outerOfArrays(ctx, c, l);
  const { sfn, elem } = pairFn(ctx, leftFn(), l.t.elem, r.t.elem, fn.span);
  const shape = [...l.t.shape, ...r.t.shape];
  return mk({ k: 'outer', fn: sfn, left: l, right: r }, { elem, shape }, span, {
    phase: { op: 'outer', mapExtent: dimProduct(shape), reduceExtent: ONE },
  });
}

/** ⍺ f.g ⍵: g between the left's last axis and the right's first, folded with f */
export function innerProduct(ctx: CheckContext, c: OperatorCall): TExpr {
  const { fn, env, l, r, span, leftFn } = c;
  if (l === null) return ctx.fail('SYNTAX', 'an inner product f.g needs a left argument', span);
  if (fn.right === null || !isFn(fn.right)) return ctx.fail('SYNTAX', 'an inner product f.g needs functions on both sides', fn.span);
  const g = ctx.core.resolveFn(env, fn.right);
  const L = l.t.shape.length === 0 && r.t.shape.length > 0 ? mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [r.t.shape[0]!] }, l.span, { origin: l.origin }) : l;
  const R = r.t.shape.length === 0 && l.t.shape.length > 0 ? mk({ k: 'reshape', arg: r }, { elem: r.t.elem, shape: [l.t.shape[l.t.shape.length - 1]!] }, r.span, { origin: r.origin }) : r;
  if (L.t.shape.length === 0) {
    // scalar f.g scalar is just ⍺ g ⍵
    return ctx.core.applyDyadic(env, g, l, r, span);
  }
  const k1 = L.t.shape[L.t.shape.length - 1]!;
  const k2 = R.t.shape[0]!;
  let RR = R;
  if (!dimEq(k1, k2)) {
    const notes = [ctx.describe('left', l), ctx.describe('right', r)];
    const message = `inner product: the left's last axis (${k1.key}) and the right's first axis (${k2.key}) differ: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}`;
    const d = decideEq(k1, k2);
    if (d.k === 'unequal') return ctx.fail('LENGTH', message + (d.onlyEmpty ? ' (they agree only for empty arrays)' : ''), span, notes);
    // undecided: checked at run time, after which the right is read as [k1, …]
    RR = mk({ k: 'assertEq', a: k1, b: k2, cls: 'LENGTH', message, value: R }, { elem: R.t.elem, shape: [k1, ...R.t.shape.slice(1)] }, span, { origin: R.origin });
  }
  const gf = pairFn(ctx, g, L.t.elem, R.t.elem, fn.span);
  const ff = foldFn(ctx, leftFn(), gf.elem, fn.span);
  const shape = [...L.t.shape.slice(0, -1), ...R.t.shape.slice(1)];
  return mk({ k: 'inner', f: ff.sfn, g: gf.sfn, left: L, right: RR }, { elem: ff.elem, shape }, span, {
    phase: { op: 'inner product', mapExtent: dimProduct(shape), reduceExtent: k1 },
  });
}

/**
 * A function folded over elements of type `elem` (reduce, scan, the f of f.g): the accumulator
 * type is the join of the element type and the function's result type, so +/ of booleans sums
 * ints and </ of ints compares ints.
 */
function foldFn(ctx: CheckContext, fv: FnValue, elem: ElemType, span: Span): { sfn: ScalarFn; elem: ElemType } {
  if (widensToFloat(ctx, fv, elem)) return pairFn(ctx, fv, 'float', 'float', span);
  const first = pairFn(ctx, fv, elem, elem, span);
  if (first.elem === elem) return first;
  const j = joinElems(elem, first.elem) ?? (first.elem === 'bool' ? elem : null);
  if (j === null) return ctx.fail('DOMAIN', `reducing ${elem} values with a function that gives ${first.elem}`, span);
  const again = pairFn(ctx, fv, j, j, span);
  if (again.elem !== j && joinElems(again.elem, j) !== j) return ctx.fail('NONCE', `a reduction whose result type changes (${j} to ${again.elem})`, span);
  return { sfn: again.sfn, elem: j };
}

/** The folds of ints whose results may leave i32: a sum, difference or product (issue 14). */
const WIDENING_FOLDS: ReadonlySet<string> = new Set(['+', '-', '×']);

/**
 * Whether a fold of `elem` values is computed in floats: in a 64-bit-float program (⎕FR←645), a
 * `+ - ×` fold of ints has the float type, as Dyalog gives a float where the result leaves i32, so
 * `+/⍳100000` is 5000050000 and `×/⍳20` 2432902008176640000 (exact while below 2⁵³). The checker
 * knows no value ranges, so every such fold of ints widens; a sum of booleans counts at most an
 * axis's length of ones and stays an int. In f32 programs the fold stays an int, exact or a LIMIT
 * ERROR (f32 would round it).
 */
function widensToFloat(ctx: CheckContext, fv: FnValue, elem: ElemType): boolean {
  const fn = fv.fn;
  return ctx.float === 'f64' && elem === 'int' && fn.kind === 'prim' && fn.axis === null && WIDENING_FOLDS.has(fn.glyph);
}

/**
 * ⍺ ∘.f ⍵ where f gives an array for two scalars (∘., pairs): each result an item of a uniform
 * nested array of shape (⍴⍺),(⍴⍵), as Dyalog's outer product encloses each result. It is
 * (⍺∘.⊣⍵) f¨ (⍺∘.⊢⍵): every item of ⍺ beside every item of ⍵, then f on each pair (cells.ts).
 */
function outerOfArrays(ctx: CheckContext, c: OperatorCall, l: TExpr): TExpr {
  const { env, r, span, leftFn } = c;
  const prim = (glyph: string): FnValue => primFn(glyph, env, span);
  const lv = shareValue(ctx, l);
  const rv = shareValue(ctx, r);
  const shape = ctx.core.applyDyadic(env, prim(','), ctx.core.applyMonadic(env, prim('⍴'), lv.ref, span), ctx.core.applyMonadic(env, prim('⍴'), rv.ref, span), span);
  const sh = shareValue(ctx, shape);
  const count = ctx.core.applyMonadic(env, prim('≢'), ctx.core.applyMonadic(env, prim(','), rv.ref, span), span);
  // ⍺'s items each repeated once per item of ⍵, and ⍵ repeated once per item of ⍺
  const lefts = ctx.core.applyDyadic(env, prim('⍴'), sh.ref, ctx.core.applyDyadic(env, prim('/'), count, ctx.core.applyMonadic(env, prim(','), lv.ref, span), span), span);
  const rights = ctx.core.applyDyadic(env, prim('⍴'), sh.ref, rv.ref, span);
  const frame = [...l.t.shape, ...r.t.shape];
  const asFrame = (x: TExpr): CellArg => ({ arg: mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: frame }, span), cellRank: 0, whole: false });
  return lv.wrap(rv.wrap(sh.wrap(cellsOf(ctx, env, leftFn(), [asFrame(lefts), asFrame(rights)], frame, span, '∘.'))));
}

/** Whether a value is a scalar or holds one item (a shape of ones). */
const scalarShaped = (e: TExpr): boolean => e.t.shape.length === 0 || e.t.shape.every((d) => asConst(d) === 1);

/** A function applied to one scalar from each side: a scalar primitive, or any function whose result on scalars is a scalar. */
function pairFn(ctx: CheckContext, fv0: FnValue, a: ElemType, b: ElemType, span: Span): { sfn: ScalarFn; elem: ElemType } {
  const p = pairBody(ctx, fv0, a, b, span);
  if (!('body' in p)) return p;
  const { body, alpha, omega, argElem, what } = p;
  if (!scalarShaped(body)) return ctx.fail('NONCE', `${what} of a reduction or product that returns a non-scalar (${showShape(body.t.shape)}) for scalar items is not supported yet`, span);
  const scalarBody = body.t.shape.length === 0 ? body : mk({ k: 'reshape', arg: body }, { elem: body.t.elem, shape: [] }, span);
  return { sfn: { k: 'lambda', alpha, omega, argElem, body: scalarBody }, elem: body.t.elem };
}

/** f checked on one scalar from each side: a scalar primitive, or the body of any other function on two scalar variables. */
function pairBody(ctx: CheckContext, fv0: FnValue, a: ElemType, b: ElemType, span: Span): { sfn: ScalarFn; elem: ElemType } | { body: TExpr; alpha: string; omega: string; argElem: ElemType; what: string } {
  const fv = fv0.fn.kind === 'fnRef' ? ctx.core.resolveFn(fv0.env, fv0.fn) : fv0;
  const fn = fv.fn;
  if (fn.kind === 'prim' && DYADIC_SCALAR.has(fn.glyph) && fn.axis === null) {
    const rule = dyadicElem(fn.glyph, a, b);
    if ('ok' in rule) return { sfn: { k: 'prim', glyph: fn.glyph }, elem: rule.ok };
    if ('domain' in rule) return ctx.fail('DOMAIN', rule.domain, span);
    return ctx.fail('NONCE', `${rule.nonce} is not supported yet`, span);
  }
  // Any other function (a dfn, a derived function, a train, ⊣ ⊢, a structural primitive) is
  // checked applied to two scalar variables, as a lambda the lowering inlines per pair of items.
  // A dfn goes through applyDfn as it always has; the others through the checker's own
  // application, which rewrites them into the applications they stand for.
  const argElem = a === b ? a : a === 'char' || b === 'char' ? null : joinNumeric(a, b);
  const what = fn.kind === 'prim' ? `the primitive ${fn.glyph}` : fn.kind === 'dfn' ? 'a dfn operand' : `a ${fn.kind} function operand`;
  if (argElem === null) return ctx.fail('NONCE', `${what} of a reduction or product applied to characters and numbers together`, span);
  const alpha = ctx.fresh('alpha');
  const omega = ctx.fresh('omega');
  const t = { elem: argElem, shape: [] as Dim[] };
  const alphaRef = mk({ k: 'var', name: alpha }, t, span);
  const omegaRef = mk({ k: 'var', name: omega }, t, span);
  // check the body as an application to scalar variables; the result must be a scalar
  const body = fn.kind === 'dfn' ? ctx.core.applyDfn(fv, alphaRef, omegaRef, span, null) : ctx.core.applyDyadic(fv.env, fv, alphaRef, omegaRef, span);
  return { body, alpha, omega, argElem, what };
}

