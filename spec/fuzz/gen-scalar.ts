// Productions built on scalar functions: monadic and dyadic application with scalar extension,
// reductions (whole, first-axis and n-wise), scans, outer and inner products.
import type { Ctx, Want } from './gen-context.js';
import { ANY_ELEM, bounded, clamp, compound, left, num, ty, type Elem, type Expr, type Ty } from './model.js';
import { DYADIC, MONADIC, type DyadicScalar, type ScalarResult } from './scalar-fns.js';

const dummy = (e: Elem): Ty => ty(e, [], 0, 1);

/** Writes the argument so that the function is defined on all of it. */
function guarded(e: Expr, guard: 'positive' | 'small' | 'natural' | undefined): Expr {
  if (guard === 'positive') return compound(`1+|${e.text}`, ty(e.ty.elem === 'float' ? 'float' : 'int', e.ty.shape, 1, 1 + Math.max(Math.abs(e.ty.lo), Math.abs(e.ty.hi)), e.ty.fuzzy));
  if (guard === 'small') return clamp(e, -5, 5);
  if (guard === 'natural') return compound(`8⌊|${e.text}`, ty('int', e.ty.shape, 0, 8));
  return e;
}

export function monadic(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const options = MONADIC.flatMap((f) => f.takes.map((a) => ({ f, a, r: f.result(dummy(a)) })))
    .filter(({ r }) => want.elems.includes(r.elem) && !(want.exact && r.fuzzy));
  if (options.length === 0) return null;
  const { f, a } = ctx.c.pick(options);
  const arg = guarded(ctx.gen(ctx, { shape, elems: [a], exact: want.exact || f.discontinuous }, depth - 1), f.guard);
  const r = f.result(arg.ty);
  return bounded(compound(`${f.glyph}${arg.text}`, ty(r.elem, shape, r.lo, r.hi, r.fuzzy || arg.ty.fuzzy && r.elem === 'float')));
}

interface DyadicChoice {
  readonly f: DyadicScalar;
  readonly a: Elem;
  readonly b: Elem;
}

function dyadicChoices(want: Want, usable: (f: DyadicScalar) => boolean = () => true): DyadicChoice[] {
  const out: DyadicChoice[] = [];
  for (const f of DYADIC) {
    if (!usable(f)) continue;
    for (const a of ANY_ELEM) for (const b of ANY_ELEM) {
      if (!f.takes(a, b)) continue;
      const r = f.result(dummy(a), dummy(b));
      if (want.elems.includes(r.elem) && !(want.exact && r.fuzzy)) out.push({ f, a, b });
    }
  }
  return out;
}

/** The two arguments of a dyadic scalar function, at the shapes given. */
function dyadicArgs(ctx: Ctx, ch: DyadicChoice, exact: boolean, ls: readonly number[], rs: readonly number[], depth: number): [Expr, Expr] {
  const argExact = exact || ch.f.discontinuous;
  let l: Expr;
  if (ch.f.leftLiterals !== undefined) {
    const v = ctx.c.pick(ch.f.leftLiterals);
    l = compound(ls.length === 0 ? num(v) : `${ls.map(num).join(' ')}⍴${num(v)}`, ty(ch.a === 'bool' && v <= 1 ? 'bool' : 'int', ls, v, v));
    if (ls.length === 0) l = { ...l, atomic: true };
  } else {
    l = ctx.gen(ctx, { shape: ls, elems: [ch.a], exact: argExact }, depth - 1);
  }
  let r = ctx.gen(ctx, { shape: rs, elems: [ch.b], exact: argExact }, depth - 1);
  if (ch.f.rightGuard === 'positive') r = guarded(r, 'positive');
  if (ch.f.glyph === '*') {
    l = clamp(l, -10, 10);
    const p = ctx.c.int(0, 3);
    r = compound(rs.length === 0 ? num(p) : `${rs.map(num).join(' ')}⍴${num(p)}`, ty('int', rs, p, p));
  }
  return [l, r];
}

function resultTy(res: ScalarResult, shape: readonly number[], l: Expr, r: Expr): Ty {
  return ty(res.elem, shape, res.lo, res.hi, res.fuzzy || (res.elem === 'float' && (l.ty.fuzzy || r.ty.fuzzy)));
}

export function dyadic(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  const choices = dyadicChoices(want);
  if (choices.length === 0) return null;
  const ch = ctx.c.pick(choices);
  const side = ctx.c.weighted([[6, 'both'], [2, 'left'], [2, 'right']] as const);
  let ls = side === 'left' ? [] : shape;
  const rs = side === 'right' ? [] : shape;
  // a deliberate LENGTH ERROR: the left argument one item longer
  if (ctx.errors.left > 0 && shape.length > 0 && side === 'both' && ctx.c.chance(20)) {
    ctx.errors.left -= 1;
    ls = [...shape.slice(0, -1), shape[shape.length - 1]! + 1];
  }
  const [l, r] = dyadicArgs(ctx, ch, want.exact, ls, rs, depth);
  const res = ch.f.result(l.ty, r.ty);
  return bounded(compound(`${left(l)}${ch.f.glyph}${r.text}`, resultTy(res, shape, l, r)));
}

export function outer(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0) return null;
  const choices = dyadicChoices(want, (f) => f.leftLiterals === undefined);
  if (choices.length === 0) return null;
  const ch = ctx.c.pick(choices);
  const split = ctx.c.int(0, shape.length);
  const [l, r] = dyadicArgs(ctx, ch, want.exact, shape.slice(0, split), shape.slice(split), depth);
  const res = ch.f.result(l.ty, r.ty);
  return bounded(compound(`${left(l)}∘.${ch.f.glyph}${r.text}`, resultTy(res, shape, l, r)));
}

/** The bounds of a fold of n values in [lo, hi] by f. */
function foldBounds(f: string, n: number, lo: number, hi: number): [number, number] {
  if (f === '+') return [Math.min(0, n * lo), Math.max(0, n * hi)];
  if (f === '-') {
    const plus = Math.ceil(n / 2);
    const minus = Math.floor(n / 2);
    return [Math.min(0, plus * lo - minus * hi), Math.max(0, plus * hi - minus * lo)];
  }
  if (f === '×') {
    const m = Math.max(Math.abs(lo), Math.abs(hi)) ** Math.max(1, n);
    return [-m, m];
  }
  return [lo, hi];
}

/** An operand for a fold giving an element of `want`, with the argument's element type. */
function foldOperand(ctx: Ctx, want: Want): { f: string; arg: Elem } | null {
  const options: { f: string; arg: Elem }[] = [];
  for (const f of ['+', '-', '×', '⌈', '⌊', '∧', '∨']) {
    for (const arg of ['bool', 'int', 'float'] as const) {
      const logical = f === '∧' || f === '∨';
      if (logical && arg !== 'bool') continue;
      const result: Elem = logical ? 'bool' : (f === '⌈' || f === '⌊') ? arg : arg === 'float' ? 'float' : 'int';
      const fuzzy = arg === 'float' && (f === '+' || f === '-' || f === '×');
      if (want.elems.includes(result) && !(want.exact && fuzzy)) options.push({ f, arg });
    }
  }
  return options.length === 0 ? null : ctx.c.pick(options);
}

function foldResult(f: string, arg: Expr, n: number, shape: readonly number[]): Ty {
  const [lo, hi] = foldBounds(f, n, arg.ty.lo, arg.ty.hi);
  const logical = f === '∧' || f === '∨';
  const elem: Elem = logical ? 'bool' : (f === '⌈' || f === '⌊') ? arg.ty.elem : arg.ty.elem === 'float' ? 'float' : 'int';
  return ty(elem, shape, lo, hi, arg.ty.fuzzy || (elem === 'float' && '+-×'.includes(f)));
}

/** `f/x`, `f⌿x` or `k f/x`: an axis of the argument folded away (or windows of it). */
export function reduce(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length > 2) return null;
  const op = foldOperand(ctx, want);
  if (op === null) return null;
  const extremum = op.f === '⌈' || op.f === '⌊';
  const form = ctx.c.weighted([[5, '/'], [2, '⌿'], [shape.length > 0 ? 2 : 0, 'nwise']] as const);
  let n = op.f === '×' ? ctx.c.int(1, 6) : extremum ? ctx.c.int(1, 8) : ctx.c.weighted([[6, () => ctx.c.int(1, 8)], [1, () => 0], [1, () => ctx.c.int(9, 1200)]])();
  if (form === 'nwise') {
    const k = Math.min(ctx.c.int(1, 3), shape[shape.length - 1]! + 1);
    const argShape = [...shape.slice(0, -1), shape[shape.length - 1]! + k - 1];
    n = k;
    const arg = fitFold(op.f, ctx.gen(ctx, { shape: argShape, elems: [op.arg], exact: want.exact }, depth - 1));
    return bounded(compound(`${num(k)} ${op.f}/${arg.text}`, foldResult(op.f, arg, k, shape)));
  }
  const argShape = form === '/' ? [...shape, n] : [n, ...shape];
  const arg = fitFold(op.f, ctx.gen(ctx, { shape: argShape, elems: [op.arg], exact: want.exact }, depth - 1));
  return bounded(compound(`${op.f}${form}${arg.text}`, foldResult(op.f, arg, n, shape)));
}

/** A product's arguments are kept within ±3 so that six of them stay small. */
function fitFold(f: string, arg: Expr): Expr {
  return f === '×' ? clamp(arg, -3, 3) : arg;
}

/** `f\x` or `f⍀x`. */
export function scan(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length === 0) return null;
  const op = foldOperand(ctx, want);
  if (op === null) return null;
  const first = ctx.c.chance(30);
  const n = first ? shape[0]! : shape[shape.length - 1]!;
  if (op.f === '×' && n > 6) return null;
  const arg = fitFold(op.f, ctx.gen(ctx, { shape, elems: [op.arg], exact: want.exact }, depth - 1));
  return bounded(compound(`${op.f}${first ? '⍀' : '\\'}${arg.text}`, scanResult(op.f, arg, n, shape)));
}

/**
 * The bounds of a scan of n values in [lo, hi] by f: its items are the folds of every prefix, so
 * the union of theirs. For `-` that takes the two longest prefixes (an alternating sum's bound
 * grows with the prefix, on each parity: `-\\` of 1072 copies of 2.25 is 2.25 0 2.25 …, where the
 * fold of all 1072 bounds only 0); for `×` of values within ±1, the shortest.
 */
export function scanBounds(f: string, n: number, lo: number, hi: number): [number, number] {
  const bounds = [1, n - 1, n].filter((k) => k >= 1).map((k) => foldBounds(f, k, lo, hi));
  return [Math.min(...bounds.map((b) => b[0])), Math.max(...bounds.map((b) => b[1]))];
}

function scanResult(f: string, arg: Expr, n: number, shape: readonly number[]): Ty {
  const [lo, hi] = scanBounds(f, n, arg.ty.lo, arg.ty.hi);
  const whole = foldResult(f, arg, n, shape);
  return { ...whole, lo: Math.min(whole.lo, lo), hi: Math.max(whole.hi, hi) };
}

const INNER: readonly (readonly [string, string])[] = [['+', '×'], ['+', '+'], ['⌈', '+'], ['⌊', '-'], ['+', '='], ['∧', '='], ['∨', '∧'], ['⌈', '⌊']];

/** `a f.g b`, vector and matrix forms. */
export function inner(ctx: Ctx, want: Want, shape: readonly number[], depth: number): Expr | null {
  if (shape.length > 2) return null;
  const [f, g] = ctx.c.pick(INNER);
  const k = ctx.c.weighted([[6, () => ctx.c.int(1, 5)], [1, () => ctx.c.int(6, 40)]])();
  const gSpec = DYADIC.find((d) => d.glyph === g)!;
  const argElems: Elem[] = g === '∧' ? ['bool'] : g === '=' ? ['bool', 'int'] : ['bool', 'int', 'float'];
  const a = ctx.c.pick(argElems);
  const b = ctx.c.pick(argElems);
  const gr = gSpec.result(dummy(a), dummy(b));
  const logical = f === '∧' || f === '∨';
  if (logical && gr.elem !== 'bool') return null;
  const elem: Elem = logical ? 'bool' : f === '+' ? (gr.elem === 'float' ? 'float' : 'int') : gr.elem;
  const fuzzy = elem === 'float' && (f === '+' || g === '×');
  if (!want.elems.includes(elem) || (want.exact && fuzzy)) return null;
  const [ls, rs] = shape.length === 0 ? [[k], [k]] : shape.length === 2 ? [[shape[0]!, k], [k, shape[1]!]] : ctx.c.chance(50) ? [[shape[0]!, k], [k]] : [[k], [k, shape[0]!]];
  const exact = want.exact || g === '=';
  const l = ctx.gen(ctx, { shape: ls, elems: [a], exact }, depth - 1);
  const r = ctx.gen(ctx, { shape: rs, elems: [b], exact }, depth - 1);
  const gb = gSpec.result(l.ty, r.ty);
  const [lo, hi] = foldBounds(f, k, gb.lo, gb.hi);
  return bounded(compound(`${left(l)}${f}.${g}${r.text}`, ty(elem, shape, lo, hi, fuzzy || l.ty.fuzzy || r.ty.fuzzy)));
}
