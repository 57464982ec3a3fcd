// f¨ whose f gives nested arrays, as in words←' '(≠⊆⊢)¨lines: a nested array of depth 3, which
// aplc does not hold. Real programs rarely keep such a value for itself: they take it apart again
// item by item (≢¨words, ⍎¨¨words, ⊃words, words[i]), and f¨ commutes with all of that. So the
// value is kept as what it is made of, f and its arguments (the `eachDeferred` node, whose type is
// marked `deferred`), and what takes it applies f itself: g¨ of it is (g⍤f)¨ of the arguments,
// ≢ and ⍴ read the arguments' frame, ⊃ and pick apply f to one item, ∊ is ∊ of (∊⍤f)¨, and the
// functions that only choose or order items (⌽ ↓ ↑ / x[i] ,) apply to the arguments. That is map
// fusion done by the checker: exact, because f has no effects here (an f that modifies names of
// its scope or draws with ? is not deferred), but f runs again for each use. Anything else that
// takes the value (displaying it, a loop carrying it, ⊂ of it) is a NONCE naming the form.
import { isFn, type Span } from '../apl/ast.js';
import { asConst, dimConst, dimVar, type Shape } from './dim.js';
import { CheckFailure, deferredCore, intLit, mk, primFn, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { decideEq } from './solve.js';
import { libraryFunction } from './library-dfn.js';
import { isNestedType, raggedOf } from './ragged.js';
import { convertTo } from './convert.js';
import type { ArrType, TExpr } from './typed.js';

type EachNode = Extract<TExpr['node'], { k: 'eachDeferred' }>;

/** What describes a nested array of depth 3 in an error. */
const DEPTH3 = 'a nested array of depth 3 (f¨ where f gives nested arrays)';

export const isDeferred = (x: TExpr | null): boolean => x !== null && x.t.deferred === true;

/** The frame of ⍺ f¨ ⍵ (of f¨ ⍵ when l is null), where aplc can tell it before running; null otherwise. */
function eachFrame(l: TExpr | null, r: TExpr): Shape | null {
  if (l === null || l.t.shape.length === 0) return r.t.shape;
  if (r.t.shape.length === 0) return l.t.shape;
  if (l.t.shape.length !== r.t.shape.length) return null;
  return l.t.shape.every((d, i) => decideEq(d, r.t.shape[i]!).k === 'equal') ? l.t.shape : null;
}

/** A name standing for one item of x as f¨ passes it, to check f on; null where aplc would not defer. */
function standIn(ctx: CheckContext, x: TExpr): TExpr | null {
  if (x.t.deferred === true || x.t.mixed === true || x.t.ragged?.mixed === true) return null;
  const name = ctx.fresh('item');
  if (x.t.ragged !== undefined) {
    if (x.t.ragged.itemRanks !== undefined) return null;
    return mk({ k: 'var', name }, { elem: x.t.elem, shape: [dimVar(ctx.freshSize())] }, x.span, { origin: x.origin });
  }
  if (x.t.items !== undefined) return mk({ k: 'var', name }, { elem: x.t.elem, shape: x.t.items }, x.span, { origin: x.origin });
  return mk({ k: 'var', name }, { elem: x.t.elem, shape: [] }, x.span, { origin: x.origin, sval: x.t.shape.length === 0 ? x.sval : null });
}

/**
 * f¨ as a deferred value, where f gives a nested array for one item and the frame is known; null
 * where not (the caller's error stands). Called only after f¨ failed to be built otherwise.
 */
export function deferEach(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr | null {
  if (isDeferred(l) || isDeferred(r)) return null;
  const frame = eachFrame(l, r);
  const ri = standIn(ctx, r);
  const li = l === null ? null : standIn(ctx, l);
  if (frame === null || ri === null || (l !== null && li === null)) return null;
  const random = ctx.randomStart;
  let one: TExpr;
  try {
    one = li === null ? ctx.core.applyMonadic(env, f, ri, span) : ctx.core.applyDyadic(env, f, li, ri, span);
  } catch (e) {
    if (e instanceof CheckFailure) return null;
    throw e;
  }
  // f drew with ? (its counter is bound where it is first checked): f's applications are not interchangeable
  if (ctx.randomStart !== random) return null;
  if (!isNestedType(one) || one.t.deferred === true || one.t.mixed === true || one.t.ragged?.mixed === true) return null;
  return deferred(ctx, f, l, r, frame, one.t, span);
}

/** The eachDeferred node of f over these arguments, each bound to a name first (APL evaluates the right one first). */
function deferred(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, frame: Shape, item: ArrType, span: Span): TExpr {
  const sr = shareValue(ctx, r);
  const sl = l === null ? null : shareValue(ctx, l);
  const node = mk({ k: 'eachDeferred', fn: f, left: sl?.ref ?? null, right: sr.ref, item }, { elem: item.elem, shape: frame, deferred: true }, span);
  return sr.wrap(sl === null ? node : sl.wrap(node));
}

/** An argument of the deferred f¨ that every application gets whole: a scalar beside a non-scalar. */
const isWhole = (x: TExpr, other: TExpr | null): boolean => x.t.shape.length === 0 && other !== null && other.t.shape.length > 0;

/**
 * The parts of a deferred f¨ as a library function's text sees them: f applied to one item is
 * `item` (in terms of ⍵, and ⍺ where both arguments go item by item); `args` are those arguments
 * (one, or ⍺ then ⍵), and the names the text uses beside them.
 */
interface ItemForm {
  readonly item: string;
  readonly args: readonly TExpr[];
  readonly arrays: Readonly<Record<string, TExpr>>;
}

function itemForm(n: EachNode): ItemForm {
  const { left: l, right: r } = n;
  if (l === null) return { item: '(⍙f ⍵)', args: [r], arrays: {} };
  // each application gets a scalar's item: ⊃ of it (the scalar itself, or what it encloses)
  if (isWhole(l, r)) return { item: '((⊃⍙a) ⍙f ⍵)', args: [r], arrays: { '⍙a': l } };
  if (isWhole(r, l)) return { item: '(⍵ ⍙f ⊃⍙b)', args: [l], arrays: { '⍙b': r } };
  return { item: '(⍺ ⍙f ⍵)', args: [l, r], arrays: {} };
}

/** `text` (a dfn in which `ITEM` is f applied to one item) applied ¨ over the deferred value's arguments. */
function eachOfItems(ctx: CheckContext, env: Env, n: EachNode, text: string, fns: Readonly<Record<string, FnValue>>, span: Span, what: string, arrays: Readonly<Record<string, TExpr>> = {}): TExpr {
  const form = itemForm(n);
  const each = form.args.length === 1 ? `{${text}¨⍵}` : `{⍺${text}¨⍵}`;
  const fn = libraryFunction(ctx, each.replace('ITEM', form.item), span, what, { fns: { '⍙f': n.fn, ...fns }, arrays: { ...form.arrays, ...arrays } }, env.io);
  return form.args.length === 1 ? ctx.core.applyMonadic(env, fn, form.args[0]!, span) : ctx.core.applyDyadic(env, fn, form.args[0]!, form.args[1]!, span);
}

/** The deferred value with each argument that goes item by item replaced by `choose` of it (⌽ ↓ / x[i] pick items alike). */
function chooseItems(ctx: CheckContext, d: TExpr, n: EachNode, choose: (x: TExpr) => TExpr, span: Span): TExpr {
  const l = n.left === null || isWhole(n.left, n.right) ? n.left : choose(n.left);
  const r = isWhole(n.right, n.left) ? n.right : choose(n.right);
  const frame = eachFrame(l, r);
  if (frame === null) return ctx.fail('LENGTH', `${DEPTH3}: its arguments no longer agree in shape`, span);
  return afterArgs(d, deferred(ctx, n.fn, l, r, frame, n.item, span));
}

/** `result`, after the statements that bind the deferred value's arguments (those of d around its node). */
function afterArgs(d: TExpr, result: TExpr): TExpr {
  if (d.node.k !== 'seq') return result;
  return mk({ k: 'seq', stmts: [{ k: 'eval', value: d }], result }, result.t, result.span, { origin: result.origin, sval: result.sval });
}

/** f applied to one item of the deferred value, chosen from each argument by `pick` (a whole argument's item is ⊃ of it). */
function oneItem(ctx: CheckContext, env: Env, n: EachNode, pick: (x: TExpr) => TExpr, span: Span): TExpr {
  const first = (x: TExpr): TExpr => ctx.core.applyMonadic(env, primFn('⊃', env, span), x, span);
  const itemOf = (x: TExpr, other: TExpr | null): TExpr => (isWhole(x, other) ? first(x) : pick(x));
  const r = itemOf(n.right, n.left);
  if (n.left === null) return ctx.core.applyMonadic(env, n.fn, r, span);
  return ctx.core.applyDyadic(env, n.fn, itemOf(n.left, n.right), r, span);
}

/** A primitive as a function value, written at `span`. */

/** The argument whose shape is the frame. */
const frameArg = (n: EachNode): TExpr => (n.left !== null && isWhole(n.right, n.left) ? n.left : n.right);

/**
 * f applied where an argument is a deferred value (isDeferred): the forms that take one, each as f
 * applied item by item; a NONCE naming any other.
 */
export function applyToDeferred(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  const fn = f.fn;
  const nonce = (what: string): never => ctx.fail('NONCE', `${what} of ${DEPTH3} is not supported yet`, span, [ctx.describe('argument', isDeferred(r) ? r : l!)]);
  if (fn.kind === 'derived' && fn.op.kind === 'primOp' && fn.op.glyph === '¨' && fn.right === null && fn.axis === null) {
    if (!isFn(fn.left)) return nonce('this operator');
    const g = ctx.core.resolveFn(f.env, fn.left);
    return eachOver(ctx, env, g, l, r, span) ?? nonce('⍺ g¨ ⍵ with two arguments of depth 3, or with ⍺ going item by item beside an f of two arguments');
  }
  if (fn.kind === 'derived' && fn.op.kind === 'primOp' && (fn.op.glyph === '/' || fn.op.glyph === '⌿') && fn.right === null && fn.axis === null && l === null && isFn(fn.left) && fn.left.kind === 'prim' && fn.left.glyph === ',' && fn.left.axis === null)
    return joined(ctx, env, r, span) ?? nonce(`,${fn.op.glyph} (where f gives other than vectors of simple vectors, or of rank 2 or more)`);
  if (fn.kind === 'derived') return nonce(`the operator ${fn.op.kind === 'primOp' ? fn.op.glyph : fn.op.name}`);
  if (fn.kind !== 'prim' || fn.axis !== null) return nonce(fn.kind === 'prim' ? `${fn.glyph} with an axis` : 'this function');
  const g = fn.glyph;
  if (l === null) return monadic(ctx, env, g, r, span) ?? nonce(`monadic ${g}`);
  if (isDeferred(l)) return g === '⊢' ? afterArgs(l, r) : nonce(`dyadic ${g} with a left argument`);
  return dyadic(ctx, env, g, l, r, span) ?? nonce(`dyadic ${g}`);
}

/** g¨ with a deferred argument: (g⍤f)¨ of f's arguments; null where the items do not line up so. */
function eachOver(ctx: CheckContext, env: Env, g: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr | null {
  const d = isDeferred(r) ? r : l!;
  const n = deferredCore(d).node as EachNode;
  const other = d === r ? l : r;
  if (other === null) return afterArgs(d, eachOfItems(ctx, env, n, '{⍙g ITEM}', { '⍙g': g }, span, 'g¨ of a deferred each'));
  if (isDeferred(other)) return null;
  const form = itemForm(n);
  // a scalar beside it goes to every item, as ⊃ of it: (⊂'ab')≡¨words
  if (other.t.shape.length === 0 && d.t.shape.length > 0) {
    const text = d === r ? '{(⊃⍙o) ⍙g ITEM}' : '{ITEM ⍙g ⊃⍙o}';
    const so = shareValue(ctx, other);
    return so.wrap(afterArgs(d, eachOfItems(ctx, env, n, text, { '⍙g': g }, span, 'g¨ of a deferred each', { '⍙o': so.ref })));
  }
  // the other argument goes item by item too: only beside an f¨ of one argument that does
  if (form.args.length !== 1) return null;
  const text = d === r ? '{⍺{⍺ ⍙g ITEM}¨⍵}' : '{⍺{ITEM ⍙g ⍺}¨⍵}';
  const lam = libraryFunction(ctx, text.replace('ITEM', form.item), span, 'g¨ of a deferred each', { fns: { '⍙f': n.fn, '⍙g': g }, arrays: form.arrays }, env.io);
  return afterArgs(d, ctx.core.applyDyadic(env, lam, other, form.args[0]!, span));
}

function monadic(ctx: CheckContext, env: Env, g: string, d: TExpr, span: Span): TExpr | null {
  const n = deferredCore(d).node as EachNode;
  const frame = frameArg(n);
  switch (g) {
    case '≢': return afterArgs(d, d.t.shape.length === 0 ? intLit(1, span) : ctx.core.applyMonadic(env, primFn('≢', env, span), frame, span));
    case '⍴': return afterArgs(d, d.t.shape.length === 0 ? mk({ k: 'lit', data: [] }, { elem: 'int', shape: [dimConst(0)] }, span, { sval: [] }) : ctx.core.applyMonadic(env, primFn('⍴', env, span), frame, span));
    case '⊃': return afterArgs(d, oneItem(ctx, env, n, (x) => ctx.core.applyMonadic(env, primFn('⊃', env, span), x, span), span));
    case '∊': return afterArgs(d, ctx.core.applyMonadic(env, primFn('∊', env, span), eachOfItems(ctx, env, n, '{∊ITEM}', {}, span, '∊ of a deferred each'), span));
    case '⊢': case '⊣': return d;
    case ',': return d.t.shape.length === 1 ? d : chooseItems(ctx, d, n, (x) => ctx.core.applyMonadic(env, primFn(',', env, span), x, span), span);
    case '⌽': case '⊖': return d.t.shape.length <= 1 ? chooseItems(ctx, d, n, (x) => ctx.core.applyMonadic(env, primFn(g, env, span), x, span), span) : null;
  }
  return null;
}

function dyadic(ctx: CheckContext, env: Env, g: string, a: TExpr, d: TExpr, span: Span): TExpr | null {
  if (isDeferred(a) || a.t.items !== undefined || a.t.ragged !== undefined) return null;
  const n = deferredCore(d).node as EachNode;
  const shared = shareValue(ctx, a);
  const apply = (x: TExpr): TExpr => ctx.core.applyDyadic(env, primFn(g, env, span), shared.ref, x, span);
  switch (g) {
    case '⊃': {
      // pick: the first index chooses the item, the others pick inside f's result
      const len = a.t.shape.length === 0 ? 0 : asConst(a.t.shape[0]!);
      if (len === null || a.t.shape.length > 1) return null;
      if (len <= 1) return shared.wrap(afterArgs(d, oneItem(ctx, env, n, apply, span)));
      const head = ctx.core.applyDyadic(env, primFn('↑', env, span), intLit(1, span), shared.ref, span);
      const item = oneItem(ctx, env, n, (x) => ctx.core.applyDyadic(env, primFn('⊃', env, span), head, x, span), span);
      const rest = ctx.core.applyDyadic(env, primFn('↓', env, span), intLit(1, span), shared.ref, span);
      return shared.wrap(afterArgs(d, ctx.core.applyDyadic(env, primFn('⊃', env, span), rest, item, span)));
    }
    case '↓': case '↑': case '/': case '⌿':
      if (d.t.shape.length !== 1) return null;
      // ↑ past the end would fill with the prototype of f's result, which is not built
      if (g === '↑' && !takesWithin(a, d)) return null;
      return shared.wrap(chooseItems(ctx, d, n, apply, span));
  }
  return null;
}

/** k↑ of a vector whose length and k the checker knows, with |k| at most the length. */
function takesWithin(k: TExpr, v: TExpr): boolean {
  const count = k.sval !== null && k.sval.length === 1 ? asConst(k.sval[0]!) : null;
  const len = asConst(v.t.shape[0]!);
  return count !== null && len !== null && Math.abs(count) <= len;
}

/** x[i] of a deferred vector: the items i of each argument that goes item by item. */
export function indexDeferred(ctx: CheckContext, d: TExpr, index: (x: TExpr) => TExpr, span: Span): TExpr {
  const n = deferredCore(d).node as EachNode;
  if (d.t.shape.length !== 1) return ctx.fail('NONCE', `indexing ${DEPTH3} of rank ${d.t.shape.length} is not supported yet`, span);
  return chooseItems(ctx, d, n, index, span);
}

/**
 * ,/ of a deferred vector whose f gives vectors of simple vectors: ⊂ of one vector of all their
 * items, in order (⊃,/words is every word of every line). Its items' lengths are ∊ of ≢¨ of each
 * result and its elements ∊ of ∊ of each, both by f¨ as the value says; the enclosure is itself
 * kept deferred, an f¨ over one scalar whose f gives that vector.
 */
function joined(ctx: CheckContext, env: Env, d: TExpr, span: Span): TExpr | null {
  const n = deferredCore(d).node as EachNode;
  const vectors = (n.item.ragged !== undefined && n.item.ragged.itemRanks === undefined) || n.item.items?.length === 1;
  if (d.t.shape.length !== 1 || n.item.shape.length !== 1 || !vectors) return null;
  const flat = (text: string): TExpr => ctx.core.applyMonadic(env, primFn('∊', env, span), eachOfItems(ctx, env, n, text, {}, span, ',/ of a deferred each'), span);
  const lengths = shareValue(ctx, convertTo(ctx, flat('{≢¨ITEM}'), 'int'));
  const data = shareValue(ctx, flat('{∊ITEM}'));
  const all = shareValue(ctx, raggedOf(lengths.ref, data.ref, span));
  const whole = libraryFunction(ctx, '{⍙all}', span, ',/ of a deferred each', { fns: {}, arrays: { '⍙all': all.ref } }, env.io);
  const enclosed = deferred(ctx, whole, null, intLit(0, span), [], all.ref.t, span);
  return afterArgs(d, lengths.wrap(data.wrap(all.wrap(enclosed))));
}

/**
 * The display of a deferred value, as Dyalog displays a nested array: each item's display with a
 * blank on either side, end to end (⍕ of a nested vector, format-nested.ts, one level deeper).
 * Null where the frame has rank 2 or more.
 */
export function displayDeferred(ctx: CheckContext, env: Env, d: TExpr, span: Span): TExpr | null {
  const n = deferredCore(d).node as EachNode;
  if (d.t.shape.length > 1) return null;
  const text = eachOfItems(ctx, env, n, "{' ',(⍕ITEM),' '}", {}, span, 'the display of a deferred each');
  return afterArgs(d, ctx.core.applyMonadic(env, primFn('∊', env, span), text, span));
}

/** The display of a deferred value as a character vector; a NONCE where it has none. */
export function deferredText(ctx: CheckContext, env: Env, v: TExpr, span: Span): TExpr {
  return displayDeferred(ctx, env, v, span) ?? ctx.fail('NONCE', 'displaying a nested array of depth 3 and rank 2 or more is not supported yet', span);
}

/** ⎕← of a deferred value: its display printed, the value passed on. */
export function printDeferred(ctx: CheckContext, env: Env, v: TExpr, span: Span): TExpr {
  const text = deferredText(ctx, env, v, span);
  const shown = mk({ k: 'print', value: text, ...env.precisionField() }, text.t, span, { origin: text.origin });
  return mk({ k: 'seq', stmts: [{ k: 'eval', value: shown }], result: deferredCore(v) }, v.t, span, { origin: v.origin });
}

/**
 * A name bound to a deferred value: it stands for the value's node, whose arguments the value's
 * own statements bind (the value, returned, is where those run); no let, as nothing is computed.
 */
export function bindDeferred(env: Env, name: string, v: TExpr): TExpr {
  env.bind(name, { k: 'operandArray', value: deferredCore(v) });
  return v;
}
