// Productions with functions of their own: an inline dfn with a guard and a local, the power
// operator with a count, a call of a dfn the program named, and the deliberate errors of an
// ill-shaped program.
import type { Ctx, FnBinding, Want } from './gen-context.js';
import { dfnScope, freeShape, freshName } from './gen-context.js';
import { clamp, compound, left, num, ty, type Elem, type Expr, type Ty } from './model.js';

/** The body of a dfn whose arguments have these types: `{t←… ⋄ cond:a ⋄ b}` parts. */
function dfnBody(ctx: Ctx, want: Want & { shape: readonly number[] }, depth: number): { text: string; ty: Ty } {
  const statements: string[] = [];
  let inner = ctx;
  if (ctx.c.chance(30)) {
    const name = freshName(ctx, 't');
    const local = ctx.gen(inner, { shape: freeShape(ctx.c), elems: ['bool', 'int', 'float'], exact: false }, depth - 1);
    statements.push(`${name}←${local.text}`);
    inner = { ...inner, env: [...inner.env, { name, ty: local.ty }] };
  }
  const body = ctx.gen(inner, want, depth - 1);
  if (ctx.c.chance(50)) {
    const cond = ctx.gen(inner, { shape: [], elems: ['bool'], exact: true }, depth - 1);
    const other = ctx.gen(inner, { shape: want.shape, elems: [body.ty.elem], exact: want.exact }, depth - 1);
    statements.push(`${cond.text}:${body.text}`, other.text);
    const t = ty(body.ty.elem, want.shape, Math.min(body.ty.lo, other.ty.lo), Math.max(body.ty.hi, other.ty.hi), body.ty.fuzzy || other.ty.fuzzy);
    return { text: statements.join(' ⋄ '), ty: t };
  }
  statements.push(body.text);
  return { text: statements.join(' ⋄ '), ty: body.ty };
}

/** An argument of a random type for a dfn. */
function argument(ctx: Ctx, depth: number): Expr {
  const elem = ctx.c.pick<Elem>(['int', 'bool', 'float', 'char']);
  return ctx.gen(ctx, { shape: freeShape(ctx.c), elems: [elem], exact: false }, depth - 1);
}

/** `{…}x` or `a{…}x`. */
export function inlineDfn(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const right = argument(ctx, depth);
  const leftArg = ctx.c.chance(40) ? argument(ctx, depth) : null;
  const scope = dfnScope(ctx, [{ name: '⍵', ty: right.ty }, ...(leftArg ? [{ name: '⍺', ty: leftArg.ty }] : [])]);
  const body = dfnBody(scope, { ...want, shape }, depth);
  return compound(`${leftArg ? left(leftArg) : ''}{${body.text}}${right.text}`, body.ty);
}

/** `{…}⍣k⊢x`: the body's values clamped to x's bounds, so that any count keeps them there. */
export function power(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const elem = ctx.c.pick(want.elems);
  const x = ctx.gen(ctx, { shape, elems: [elem], exact: want.exact }, depth - 1);
  const scope = dfnScope(ctx, [{ name: '⍵', ty: x.ty }]);
  const body = clamp(ctx.gen(scope, { shape, elems: [elem], exact: want.exact }, depth - 1), x.ty.lo, x.ty.hi);
  const k = ctx.c.int(0, 4);
  const t = ty(elem, shape, Math.min(x.ty.lo, body.ty.lo), Math.max(x.ty.hi, body.ty.hi), x.ty.fuzzy || body.ty.fuzzy);
  return compound(`{${body.text}}⍣${k}⊢${x.text}`, t);
}

/** `name←{…}`: a dfn for later statements to call, with the types it was written for. */
export function defineFunction(ctx: Ctx, depth: number): { text: string; fn: FnBinding } {
  const right = argument(ctx, depth);
  const leftArg = ctx.c.chance(30) ? argument(ctx, depth) : null;
  const scope = dfnScope(ctx, [{ name: '⍵', ty: right.ty }, ...(leftArg ? [{ name: '⍺', ty: leftArg.ty }] : [])]);
  const body = dfnBody(scope, { shape: freeShape(ctx.c), elems: ['bool', 'int', 'float', 'char'], exact: false }, depth);
  const name = freshName(ctx, 'f');
  return { text: `${name}←{${body.text}}`, fn: { name, right: right.ty, left: leftArg?.ty ?? null, result: body.ty } };
}

/** An argument for a named dfn: of the type it was written for, within the bounds it assumed. */
function argumentFor(ctx: Ctx, t: Ty, depth: number): Expr {
  const shape = t.shape.map((d) => d ?? 0);
  const e = ctx.gen(ctx, { shape, elems: [t.elem], exact: !t.fuzzy }, depth - 1);
  return clamp(e, t.lo, t.hi);
}

export function callFunction(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const fits = ctx.fns.filter((f) => want.elems.includes(f.result.elem) && !(want.exact && f.result.fuzzy)
    && f.result.shape.length === shape.length && f.result.shape.every((d, i) => d === shape[i])
    && f.right.shape.every((d) => d !== null) && (f.left === null || f.left.shape.every((d) => d !== null)));
  if (fits.length === 0) return null;
  const f = ctx.c.pick(fits);
  const r = argumentFor(ctx, f.right, depth);
  const l = f.left === null ? null : argumentFor(ctx, f.left, depth);
  return compound(`${l === null ? '' : `${left(l)} `}${f.name} ${r.text}`, f.result);
}

/**
 * One deliberate error: a length that differs only at run time, a division by a value that may
 * be zero, a rank mismatch, an index past the end, a negative count. It claims the shape wanted,
 * so that the program around it goes on as if it were well shaped.
 */
export function deliberateError(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (ctx.errors.left <= 0) return null;
  ctx.errors.left -= 1;
  const elems: readonly Elem[] = ['int', 'bool'];
  const kind = ctx.c.pick(['runtimeLength', 'divide', 'rank', 'iota', 'reshape'] as const);
  // the claim takes a type the caller accepts, or the error would be dropped for a leaf
  const claimed: Elem = want.elems.includes('int') ? 'int' : want.elems[0]!;
  const claim = (text: string): Expr => compound(text, ty(claimed, shape, -100, 100));
  const g = (s: readonly number[] | 'free'): Expr => ctx.gen(ctx, { shape: s, elems, exact: true }, depth - 1);
  if (kind === 'runtimeLength' && shape.length === 1) {
    const mask = ctx.gen(ctx, { shape, elems: ['bool'], exact: true }, depth - 1);
    return claim(`(${left(mask)}/${left(g(shape))})+${g(shape).text}`);
  }
  if (kind === 'divide') return claim(`${left(g(shape))}÷${g(shape).text}`);
  if (kind === 'rank' && shape.length >= 1) return claim(`${left(g([2, ...shape]))}+${g(shape).text}`);
  if (kind === 'iota') return claim(`${shape.length === 0 ? '⊃' : `${shape.map(num).join(' ')}⍴`}⍳${num(ctx.c.int(-3, 3))}+${g([]).text}`);
  return claim(`(${g([]).text}-3)⍴${g('free').text}`);
}
