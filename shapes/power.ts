// The power operator: f⍣n applies f n times, f⍣g applies f until (f x) g x gives 1 (f⍣≡ is the
// fixpoint). A count known before the program runs is unrolled when it is small or when f changes
// the shape of its argument (the Fibonacci `{(,⍵),+/¯2↑,⍵}⍣10` grows by one each time); otherwise
// the application becomes a loop, checked once on a variable of the argument's type: the loop
// carries the lengths f changes (`{(⍵>2)/⍵}⍣≡`) and the element type may widen (+∘0.5 turns ints
// into floats); only a change of rank cannot be carried.
import { isFn, type Fn, type Span } from '../apl/ast.js';
import { asConst, dimEq, dimVar, showShape } from './dim.js';
import { isSingleton, mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { convertTo } from './literals.js';
import { joinElems } from './scalar-rules.js';
import type { ArrType, LoopExtra, LoopSize, TExpr } from './typed.js';
import { Inverter } from './inverse.js';
import { flatView, nestedView, nestsAlike } from './nested-views.js';
import { convertItems } from './nested.js';
import { behindBarrier, rebindOuter, restore, withFrame, type LoopCarried } from './outer-writes.js';

/** Counts up to this are unrolled at compile time (so sizes and values stay static). */
const UNROLL_SMALL = 4;
/** A shape-changing f⍣n is unrolled up to this many times. */
const UNROLL_MAX = 256;

type Derived = Extract<Fn, { kind: 'derived' }>;

export function applyPower(ctx: CheckContext, env: Env, fn: Derived, l: TExpr | null, arg: TExpr, span: Span): TExpr {
  if (!isFn(fn.left)) return ctx.fail('SYNTAX', 'the operator ⍣ needs a function on its left', fn.span);
  const f = ctx.core.resolveFn(env, fn.left);
  const right = fn.right;
  if (right === null) return ctx.fail('SYNTAX', '⍣ needs a right operand (a count or a function)', fn.span);
  // a uniform nested argument (a state of several arrays of one shape, `step⍣n⊢a b c`) goes round
  // the loop as the regular array that holds it (nested.ts), seen as nested by f (and g)
  const itemRank = arg.t.items?.length ?? 0;
  const raggedNonce = (): never => ctx.fail('NONCE', `f⍣ of an irregular nested argument (items of different shapes) needs a count known before the program runs (at most ${UNROLL_MAX})`, fn.op.span, [ctx.describe('argument', arg)]);
  const seen = (x: TExpr): TExpr => nestedView(x, itemRank, span);
  const r = flatView(arg);
  // ⍺ f⍣n ⍵ is (⍺∘f)⍣n ⍵: ⍺ is computed once and used in every application
  const sl = l === null ? null : shareValue(ctx, l);
  const applyRaw = (x: TExpr): TExpr => (sl === null ? ctx.core.applyMonadic(env, f, x, span) : ctx.core.applyDyadic(env, f, sl.ref, x, span));
  // in a loop: f's result held as the regular array too; a result nested otherwise cannot go round
  // the loop (a count known before running unrolls instead, as for a change of rank)
  const apply1 = (x: TExpr): TExpr => {
    const y = applyRaw(seen(x));
    const rank = y.t.items?.length ?? 0;
    if (rank !== itemRank || y.t.ragged !== undefined) {
      throw new ShapeChange(`f⍣ where f changes the nesting of its argument (items of rank ${itemRank} into ${y.t.ragged !== undefined ? 'irregular items' : `items of rank ${rank}`}) needs a count known before the program runs (at most ${UNROLL_MAX})`);
    }
    return flatView(y);
  };
  const wrapRaw = (v: TExpr): TExpr => (sl === null ? v : sl.wrap(v));
  const wrap = (v: TExpr): TExpr => wrapRaw(seen(v));
  if (isFn(right)) return arg.t.ragged !== undefined ? raggedNonce() : wrap(untilLoop(ctx, env, ctx.core.resolveFn(env, right), apply1, r, span, seen));
  const count = ctx.core.checkExpr(env, right);
  if (!isSingleton(count.t)) return ctx.fail('LENGTH', `the right operand of ⍣ must be a single count, got shape ${showShape(count.t.shape)}`, right.span, [ctx.describe('count', count)]);
  if (count.t.elem === 'char') return ctx.fail('DOMAIN', 'the right operand of ⍣ must be a count (a number) or a function', right.span);
  const c = count.sval && count.sval.length === 1 ? asConst(count.sval[0]!) : null;
  // an irregular nested argument has no regular array to go round a loop: only unrolled
  if (arg.t.ragged !== undefined && !(c !== null && c >= 0 && c <= UNROLL_MAX)) return raggedNonce();
  if (c !== null) {
    if (c < 0) return wrapRaw(applyInverse(ctx, env, fn.left, sl?.ref ?? null, arg, -c, span));
    if (c <= UNROLL_SMALL) return wrapRaw(unroll(applyRaw, arg, c));
  }
  // a static count unrolls unless f keeps the shape; a run-time count loops, carrying the lengths
  // that f changes
  if (c !== null && c <= UNROLL_MAX && carriedLoop(ctx, apply1, r, span, false).loop === 'unstable') return wrapRaw(unroll(applyRaw, arg, c));
  const { loop, extras, why } = carriedLoop(ctx, apply1, r, span, true);
  if (loop === 'unstable') {
    if (c !== null && c <= UNROLL_MAX) return wrapRaw(unroll(applyRaw, arg, c));
    if (why !== undefined) return ctx.fail('NONCE', why, span);
    return ctx.fail('NONCE', `f⍣n where f changes the rank of its argument needs a count known before the program runs (at most ${UNROLL_MAX})`, span, [ctx.describe('argument', r)]);
  }
  const t = loop.t;
  const node = { k: 'power' as const, init: convertTo(ctx, r, t.elem), param: loop.param, body: loop.body, count: convertTo(ctx, count, count.t.elem === 'bool' ? 'int' : count.t.elem), until: null, sizes: loop.sizes, ...extrasOf(ctx, extras, span) };
  return wrap(mk(node, t, span, { origin: r.origin }));
}

/** f⍣¯n: f's inverse (shapes/inverse.ts; ⍺ f⍣¯n ⍵ inverts ⍺∘f) applied n times, unrolled. */
function applyInverse(ctx: CheckContext, env: Env, f: Fn, alpha: TExpr | null, r: TExpr, n: number, span: Span): TExpr {
  if (n > UNROLL_MAX) return ctx.fail('NONCE', `f⍣¯n: the inverse is applied at most ${UNROLL_MAX} times`, span);
  const inverter = new Inverter(ctx, span);
  const inverse = alpha === null ? inverter.monadic(env, f) : inverter.boundLeft(env, f, alpha);
  return inverter.lets.reduceRight((body, wrap) => wrap(body), unroll(inverse, r, n));
}

function unroll(apply1: (x: TExpr) => TExpr, r: TExpr, c: number): TExpr {
  let x = r;
  for (let i = 0; i < c; i++) x = apply1(x);
  return x;
}

/**
 * f checked on a variable of the argument's type (widened once if f widens it). With `carry`, an
 * axis whose length f changes becomes a size the loop carries (a fresh size variable, bound anew
 * each iteration), so `{(⍵>2)/⍵}⍣≡` works; without it such an f is 'unstable' (it is unrolled).
 * A change of rank is always 'unstable'.
 */
function loopBody(ctx: CheckContext, apply1: (x: TExpr) => TExpr, r: TExpr, span: Span, carry: boolean): { param: string; body: TExpr; t: ArrType; sizes: LoopSize[] } | 'unstable' {
  let t: ArrType = r.t;
  const sizes: LoopSize[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const param = ctx.fresh('pow');
    const ref = mk({ k: 'var', name: param }, t, r.span, { origin: r.origin });
    const body = apply1(ref);
    if (body.t.shape.length !== t.shape.length) return 'unstable';
    const moving = t.shape.flatMap((d, i) => (!dimEq(d, body.t.shape[i]!) && !sizes.some((z) => z.axis === i) ? [i] : []));
    if (moving.length > 0) {
      if (!carry) return 'unstable';
      const shape = [...t.shape];
      for (const i of moving) {
        const k = ctx.freshSize();
        sizes.push({ k, axis: i });
        shape[i] = dimVar(k);
      }
      t = { elem: t.elem, shape };
      continue;
    }
    if (body.t.elem === t.elem) return { param, body, t, sizes };
    const j = joinElems(t.elem, body.t.elem);
    if (j === null) return ctx.fail('DOMAIN', `f⍣: f turns ${t.elem} values into ${body.t.elem} values, which cannot be joined`, span, [ctx.describe('argument', r)]);
    if (j === t.elem) return { param, body: convertTo(ctx, body, j), t, sizes };
    t = { elem: j, shape: t.shape };
  }
  return ctx.fail('NONCE', 'f⍣: the type of the result does not settle', span);
}

/** f⍣g: a while loop; its trip count is known only when it ends. */
function untilLoop(ctx: CheckContext, env: Env, g: FnValue, apply1: (x: TExpr) => TExpr, r: TExpr, span: Span, seen: (x: TExpr) => TExpr): TExpr {
  const { loop, extras, why } = carriedLoop(ctx, apply1, r, span, true);
  if (loop === 'unstable') {
    if (why !== undefined) return ctx.fail('NONCE', why, span);
    return ctx.fail('NONCE', 'f⍣g where f changes the rank of its argument: the loop cannot carry values of different ranks', span, [ctx.describe('argument', r)]);
  }
  const t = loop.t;
  const next = ctx.fresh('next');
  // the new value's carried lengths may differ from the previous value's: sizes of their own
  const nextSizes: LoopSize[] = loop.sizes.map((z) => ({ k: ctx.freshSize(), axis: z.axis }));
  const nextT: ArrType = { elem: t.elem, shape: t.shape.map((d, i) => { const z = nextSizes.find((x) => x.axis === i); return z ? dimVar(z.k) : d; }) };
  const nextRef = mk({ k: 'var', name: next }, nextT, r.span, { origin: r.origin });
  const prevRef = mk({ k: 'var', name: loop.param }, t, r.span, { origin: r.origin });
  // g reads the names f modifies as they are after the latest application, and may not modify them
  const cond0 = withCarried(extras, () => behindBarrier(ctx, 'the right operand of ⍣', () => ctx.core.applyDyadic(env, g, seen(nextRef), seen(prevRef), span), 'a loop carries only what its left operand modifies'));
  if (!isSingleton(cond0.t)) return ctx.fail('LENGTH', `the right operand of ⍣ must give a single boolean, got shape ${showShape(cond0.t.shape)}`, span);
  if (cond0.t.elem === 'char' || cond0.t.elem === 'float') return ctx.fail('DOMAIN', 'the right operand of ⍣ must give 0 or 1', span);
  const scalar = cond0.t.shape.length === 0 ? cond0 : mk({ k: 'reshape', arg: cond0 }, { elem: cond0.t.elem, shape: [] }, cond0.span);
  const cond = convertTo(ctx, scalar, 'bool');
  const node = { k: 'power' as const, init: convertTo(ctx, r, t.elem), param: loop.param, body: loop.body, count: null, until: { next, cond, nextSizes }, sizes: loop.sizes, ...extrasOf(ctx, extras, span) };
  return mk(node, t, span, { origin: r.origin });
}

/**
 * A name of an enclosing scope that f modifies (outer-writes.ts): the loop carries it, as `param`
 * of type t in the body; `next` is its value after one application.
 */
interface Carried extends LoopCarried {
  next: TExpr | null;
}

/** Run f with the carried names bound to their loop parameters, then bound back. */
function withCarried<T>(extras: readonly Carried[], f: () => T): T {
  for (const e of extras) e.holder.bind(e.name, { k: 'array', name: e.param, t: e.t, origin: e.before.origin, sval: null });
  try {
    return f();
  } finally {
    for (const e of extras) e.holder.bind(e.name, e.before);
  }
}

/**
 * loopBody, learning which enclosing names f modifies: each is carried by the loop (a parameter
 * of its type, widened when f widens it); checking again until the set and the types settle.
 * Every check leaves the enclosing scopes as they were.
 */
class ShapeChange extends Error {}

function carriedLoop(ctx: CheckContext, apply1: (x: TExpr) => TExpr, r: TExpr, span: Span, carry: boolean): { loop: ReturnType<typeof loopBody>; extras: readonly Carried[]; why?: string } {
  const extras: Carried[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    let settled = true;
    const applyCarried = (x: TExpr): TExpr =>
      withCarried(extras, () => {
        const fr = withFrame(ctx, () => apply1(x));
        const after = restore(fr.writes);
        fr.writes.forEach((w, i) => {
          const a = after[i]!;
          let e = extras.find((z) => z.holder === w.holder && z.name === w.name);
          if (e === undefined) {
            if (w.before.k !== 'array' || a.k !== 'array') return ctx.fail('NONCE', `${w.name}: f⍣ modifies it, and it is not an array`, span);
            e = { holder: w.holder, name: w.name, before: w.before, param: ctx.fresh(w.name), t: w.before.t, next: null };
            extras.push(e);
            settled = false;
          }
          if (a.k !== 'array') return ctx.fail('NONCE', `${w.name}: f⍣ modifies it, and it is not an array`, span);
          // a loop carries it at one shape; a static count then unrolls instead
          if (a.t.shape.length !== e.t.shape.length || !a.t.shape.every((d, j) => dimEq(d, e!.t.shape[j]!)) || !nestsAlike(a.t, e.t))
            throw new ShapeChange(`${w.name}: f⍣ changes its shape (${showShape(e.t.shape)} to ${showShape(a.t.shape)}); a loop carries a name of an enclosing scope only at one shape (a count known before running, at most ${UNROLL_MAX}, unrolls it)`);
          const j = joinElems(e.t.elem, a.t.elem);
          if (j === null) return ctx.fail('DOMAIN', `${w.name}: f⍣ turns its ${e.t.elem} values into ${a.t.elem} values`, span);
          if (j !== e.t.elem) {
            e.t = { ...e.t, elem: j };
            settled = false;
          }
          e.next = convertItems(ctx, mk({ k: 'var', name: a.name }, a.t, span, { origin: a.origin }), e.t.elem);
        });
        return fr.value;
      });
    let loop: ReturnType<typeof loopBody>;
    try {
      loop = loopBody(ctx, applyCarried, r, span, carry);
    } catch (e) {
      if (e instanceof ShapeChange) return { loop: 'unstable', extras, why: e.message };
      throw e;
    }
    if (settled || loop === 'unstable') return { loop, extras };
  }
  return ctx.fail('NONCE', 'f⍣: the types of the names f modifies do not settle', span);
}

/** The loop node's extras; after it, each carried name is bound to the loop's final value of it. */
function extrasOf(ctx: CheckContext, extras: readonly Carried[], span: Span): { extras?: readonly LoopExtra[] } {
  if (extras.length === 0) return {};
  const out = extras.map((e): LoopExtra => {
    // a uniform nested name goes round as the regular array that holds it (nested.ts)
    const init = flatView(convertItems(ctx, mk({ k: 'var', name: e.before.name }, e.before.t, span, { origin: e.before.origin }), e.t.elem));
    return { param: e.param, init, next: flatView(e.next!), out: ctx.fresh(e.name) };
  });
  extras.forEach((e, i) => rebindOuter(ctx, e.holder, e.name, { k: 'array', name: out[i]!.out, t: e.t, origin: span, sval: null }, span));
  return { extras: out };
}
