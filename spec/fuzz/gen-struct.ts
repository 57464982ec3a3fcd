// Structural productions: reshape, ravel, catenation, take, drop, reversal, rotation, transposition,
// replication and expansion with literal counts and masks. Each builds its argument's shape from
// the shape wanted, so the result is well shaped by construction.
import type { Ctx, Want } from './gen-context.js';
import { compound, num, ty, type Expr } from './model.js';

const nums = (xs: readonly number[]): string => xs.map(num).join(' ');

/** The fill a take or expand adds: 0, or a blank for chars (the bounds then include 0). */
function withFill(e: Expr, shape: readonly number[]): Expr['ty'] {
  return ty(e.ty.elem, shape, Math.min(0, e.ty.lo), Math.max(0, e.ty.hi), e.ty.fuzzy);
}

function same(e: Expr, shape: readonly number[]): Expr['ty'] {
  return { ...e.ty, shape };
}

export function reshape(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0) return null;
  const x = ctx.gen(ctx, { shape: 'free', elems: want.elems, exact: want.exact }, depth - 1);
  // an empty argument fills with its prototype
  return compound(`${nums(shape)}⍴${x.text}`, withFill(x, shape));
}

export function ravel(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length !== 1) return null;
  const n = shape[0]!;
  const divisors = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
  const argShape = n === 1 && ctx.c.chance(50) ? [] : ctx.c.chance(60) && n > 0 ? (() => { const d = ctx.c.pick(divisors); return [d, n / d]; })() : [n];
  const x = ctx.gen(ctx, { shape: argShape, elems: want.elems, exact: want.exact }, depth - 1);
  return compound(`,${x.text}`, same(x, shape));
}

/** `x,y` along the last axis or `x⍪y` along the first, both sides of one element type. */
export function catenate(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0 || shape.length > 2) return null;
  const first = shape.length === 2 && ctx.c.chance(50);
  const axis = first ? 0 : shape.length - 1;
  const n = shape[axis]!;
  const a = ctx.c.int(0, n);
  const part = (k: number): number[] => shape.map((d, i) => (i === axis ? k : d));
  const elem = ctx.c.pick(want.elems);
  const lShape = shape.length === 1 && a === 1 && ctx.c.chance(40) ? [] : part(a);
  const rShape = shape.length === 1 && n - a === 1 && ctx.c.chance(40) ? [] : part(n - a);
  const l = ctx.gen(ctx, { shape: lShape, elems: [elem], exact: want.exact }, depth - 1);
  const r = ctx.gen(ctx, { shape: rShape, elems: [elem], exact: want.exact }, depth - 1);
  const l0 = l.atomic ? l.text : `(${l.text})`;
  return compound(`${l0}${first ? '⍪' : ','}${r.text}`, ty(elem, shape, Math.min(l.ty.lo, r.ty.lo), Math.max(l.ty.hi, r.ty.hi), l.ty.fuzzy || r.ty.fuzzy));
}

/** `n↑x` or `¯n↑x`, overtaking (with fills) or not. */
export function take(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0 || shape.length > 2) return null;
  const argShape = shape.map((d) => ctx.c.weighted([[3, d], [2, d + ctx.c.int(1, 3)], [1, Math.max(0, d - ctx.c.int(1, 2))]]));
  const x = ctx.gen(ctx, { shape: argShape, elems: want.elems, exact: want.exact }, depth - 1);
  const counts = shape.map((d) => (ctx.c.chance(35) ? -d : d));
  const overtakes = shape.some((d, i) => d > argShape[i]!);
  return compound(`${nums(counts)}↑${x.text}`, overtakes ? withFill(x, shape) : same(x, shape));
}

export function drop(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0 || shape.length > 2) return null;
  const dropped = shape.map(() => ctx.c.int(0, 3));
  const x = ctx.gen(ctx, { shape: shape.map((d, i) => d + dropped[i]!), elems: want.elems, exact: want.exact }, depth - 1);
  const counts = dropped.map((k) => (ctx.c.chance(40) ? -k : k));
  return compound(`${nums(counts)}↓${x.text}`, same(x, shape));
}

/** `⌽x`, `⊖x`, `k⌽x`, `k⊖x`. */
export function reverseOrRotate(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0) return null;
  const glyph = shape.length > 1 && ctx.c.chance(40) ? '⊖' : '⌽';
  const x = ctx.gen(ctx, { shape, elems: want.elems, exact: want.exact }, depth - 1);
  const k = ctx.c.chance(50) ? '' : num(ctx.c.int(-7, 7));
  return compound(`${k}${glyph}${x.text}`, same(x, shape));
}

export function transpose(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length < 2) return null;
  const x = ctx.gen(ctx, { shape: [...shape].reverse(), elems: want.elems, exact: want.exact }, depth - 1);
  return compound(`⍉${x.text}`, same(x, shape));
}

/** Counts that add up to n, over m items (zeros included). */
function countsSumming(ctx: Ctx, n: number, m: number): number[] {
  const counts = new Array<number>(m).fill(0);
  for (let i = 0; i < n; i++) counts[ctx.c.below(m)]! += 1;
  return counts;
}

/** `1 0 2/x` or `1 0 2⌿x`: a literal count vector whose sum is the length wanted. */
export function replicate(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0 || shape.length > 2) return null;
  const first = shape.length === 2 && ctx.c.chance(50);
  const axis = first ? 0 : shape.length - 1;
  const n = shape[axis]!;
  if (n > 40) return null;
  const m = ctx.c.int(1, n + 2);
  const counts = countsSumming(ctx, n, m);
  const x = ctx.gen(ctx, { shape: shape.map((d, i) => (i === axis ? m : d)), elems: want.elems, exact: want.exact }, depth - 1);
  const lhs = m === 1 ? num(counts[0]!) : nums(counts);
  return compound(`${lhs}${first ? '⌿' : '/'}${x.text}`, same(x, shape));
}

/** `1 0 1\x`: a literal mask with as many ones as the argument has items. */
export function expand(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length !== 1 || shape[0]! > 40 || shape[0]! === 0) return null;
  const n = shape[0]!;
  const mask: number[] = Array.from({ length: n }, () => (ctx.c.chance(70) ? 1 : 0));
  const ones = mask.reduce((a, b) => a + b, 0);
  const x = ctx.gen(ctx, { shape: [ones], elems: want.elems, exact: want.exact }, depth - 1);
  const lhs = n === 1 ? `(,${mask[0]})` : nums(mask);
  return compound(`${lhs}\\${x.text}`, ones === n ? same(x, shape) : withFill(x, shape));
}

export const STRUCTURAL = [reshape, ravel, catenate, take, drop, reverseOrRotate, transpose, replicate, expand] as const;
