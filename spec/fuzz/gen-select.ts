// Productions that select or search: indexing with brackets and `⌷`, `⍳` both ways, grades,
// membership, tally and shape, first; and the data-dependent lengths (`⍸`, a computed mask's
// compression) that only a 'free' shape can take.
import type { Ctx, Want } from './gen-context.js';
import { freeShape, length } from './gen-context.js';
import { atom, compound, count, left, MAX_LENGTH, num, parens, ty, type Expr } from './model.js';

const nums = (xs: readonly number[]): string => xs.map(num).join(' ');

/** Indices in 1..m of the shape given: a literal, or any int expression brought into range. */
function indices(ctx: Ctx, m: number, shape: readonly number[], depth: number): string {
  if (ctx.c.chance(55) || depth <= 0) {
    const vs = Array.from({ length: count(shape) }, () => ctx.c.int(1, m));
    if (vs.length === 0) return `${nums(shape)}⍴0`;
    if (shape.length === 0) return num(vs[0]!);
    if (shape.length === 1 && shape[0] === 1) return `,${vs[0]}`;
    return shape.length === 1 ? nums(vs) : `${nums(shape)}⍴${nums(vs)}`;
  }
  const e = ctx.gen(ctx, { shape, elems: ['int', 'bool'], exact: true }, depth - 1);
  return `1+${m}|${e.text}`;
}

/** `v[i]` with i of any shape, or `m[i;j]` with each index a scalar, a vector or elided. */
export function bracketIndex(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const matrix = ctx.c.chance(40);
  if (!matrix) {
    const m = ctx.c.int(1, 8);
    const base = parens(ctx.gen(ctx, { shape: [m], elems: want.elems, exact: want.exact }, depth - 1));
    const oob = ctx.errors.left > 0 && ctx.c.chance(25);
    if (oob) ctx.errors.left -= 1;
    const idx = oob ? num(m + 1) : indices(ctx, m, shape, depth);
    return atom(`${base.text}[${idx}]`, { ...base.ty, shape });
  }
  if (shape.length > 2) return null;
  // each axis of the result comes from a vector index; the other axes take scalars
  const axes = shape.length === 2 ? [0, 1] : shape.length === 1 ? [ctx.c.int(0, 1)] : [];
  const dims = [0, 1].map((a) => { const k = axes.indexOf(a); return k >= 0 ? shape[k]! : null; });
  const baseShape = dims.map((d) => (d === null ? ctx.c.int(1, 4) : ctx.c.int(1, 5)));
  const base = parens(ctx.gen(ctx, { shape: baseShape, elems: want.elems, exact: want.exact }, depth - 1));
  const parts = dims.map((d, a) => {
    if (d === null) return indices(ctx, baseShape[a]!, [], depth);
    if (d === baseShape[a] && ctx.c.chance(30)) return '';
    return indices(ctx, baseShape[a]!, [d], depth);
  });
  // an elided axis takes all of the base's items
  const resultShape = dims.flatMap((d, a) => (d === null ? [] : [parts[a] === '' ? baseShape[a]! : d]));
  return atom(`${base.text}[${parts.join(';')}]`, { ...base.ty, shape: resultShape });
}

/** `i⌷v` or `i j⌷m`: one item. */
export function squadIndex(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length !== 0) return null;
  const baseShape = ctx.c.chance(60) ? [ctx.c.int(1, 6)] : [ctx.c.int(1, 4), ctx.c.int(1, 4)];
  const base = ctx.gen(ctx, { shape: baseShape, elems: want.elems, exact: want.exact }, depth - 1);
  const idx = baseShape.map((m) => ctx.c.int(1, m));
  return compound(`${nums(idx)}⌷${base.text}`, { ...base.ty, shape: [] });
}

export function iota(ctx: Ctx, want: Want, shape: readonly number[]): Expr | null {
  if (shape.length !== 1 || !want.elems.includes('int')) return null;
  const n = shape[0]!;
  return compound(`⍳${n}`, ty('int', shape, n === 0 ? 0 : 1, n));
}

/** `⍋x` or `⍒x` of a vector or a matrix's rows. */
export function grade(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length !== 1 || !want.elems.includes('int')) return null;
  const n = shape[0]!;
  const argShape = ctx.c.chance(70) ? [n] : [n, ctx.c.int(1, 3)];
  const x = ctx.gen(ctx, { shape: argShape, elems: ['bool', 'int', 'float', 'char'], exact: true }, depth - 1);
  return compound(`${ctx.c.pick(['⍋', '⍒'])}${x.text}`, ty('int', shape, n === 0 ? 0 : 1, n));
}

/** `x∊y`: the shape of x, any y of the same kind (numbers or chars). */
export function membership(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (!want.elems.includes('bool')) return null;
  const elems = ctx.c.chance(80) ? (['bool', 'int', 'float'] as const) : (['char'] as const);
  const x = ctx.gen(ctx, { shape, elems, exact: true }, depth - 1);
  const y = ctx.gen(ctx, { shape: 'free', elems, exact: true }, depth - 1);
  return compound(`${left(x)}∊${y.text}`, ty('bool', shape, 0, 1));
}

/** `v⍳x`: where each item of x is first found in the vector v. */
export function indexOf(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (!want.elems.includes('int')) return null;
  const elems = ctx.c.chance(80) ? (['bool', 'int', 'float'] as const) : (['char'] as const);
  const m = length(ctx.c);
  const v = ctx.gen(ctx, { shape: [m], elems, exact: true }, depth - 1);
  const x = ctx.gen(ctx, { shape, elems, exact: true }, depth - 1);
  return compound(`${left(v)}⍳${x.text}`, ty('int', shape, 1, m + 1));
}

/** `≢x` (a scalar) or `⍴x` (a vector as long as x's rank), of any x, data-dependent ones too. */
export function tallyOrShape(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (!want.elems.includes('int') || shape.length > 1) return null;
  if (shape.length === 0) {
    const x = ctx.gen(ctx, { shape: 'free', elems: ['bool', 'int', 'float', 'char'], exact: false }, depth - 1);
    return compound(`≢${x.text}`, ty('int', [], 0, MAX_LENGTH));
  }
  const rank = shape[0]!;
  if (rank > 3) return null;
  const argShape = freeShape(ctx.c).slice(0, rank);
  while (argShape.length < rank) argShape.push(ctx.c.int(0, 4));
  const x = ctx.gen(ctx, { shape: argShape, elems: ['bool', 'int', 'float', 'char'], exact: false }, depth - 1);
  return compound(`⍴${x.text}`, ty('int', shape, 0, MAX_LENGTH));
}

/** `⊃x`: the first item (the fill of an empty x). */
export function first(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length !== 0) return null;
  const x = ctx.gen(ctx, { shape: 'free', elems: want.elems, exact: want.exact }, depth - 1);
  return compound(`⊃${x.text}`, ty(x.ty.elem, [], Math.min(0, x.ty.lo), Math.max(0, x.ty.hi), x.ty.fuzzy));
}

/** A vector whose length only the run decides: `⍸b`, `(b)/x` with a computed mask. */
export function dataDependent(ctx: Ctx, want: Want, depth: number): Expr | null {
  const n = length(ctx.c);
  const mask = ctx.gen(ctx, { shape: [n], elems: ['bool'], exact: true }, depth - 1);
  if (ctx.c.chance(40) && want.elems.includes('int')) {
    return compound(`⍸${mask.text}`, ty('int', [null], 1, Math.max(1, n)));
  }
  const x = ctx.gen(ctx, { shape: [n], elems: want.elems, exact: want.exact }, depth - 1);
  return compound(`${left(mask)}/${x.text}`, { ...x.ty, shape: [null] });
}

export const SELECTIONS = [bracketIndex, squadIndex, grade, membership, indexOf, tallyOrShape, first] as const;
