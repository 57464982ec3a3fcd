// The generator's entry for one expression: picks a production that can give the shape and
// element type wanted, by weight, and falls back to a leaf (a name or a literal) where none can or
// where depth has run out. A result that does not fit what was wanted also becomes a leaf, so a
// production with a gap in its bookkeeping costs variety, never a wrongly typed program.
import type { Choices } from './choices.js';
import { accepts, freeShape, leaf, type Ctx, type Want } from './gen-context.js';
import { callFunction, deliberateError, inlineDfn, power } from './gen-fns.js';
import { dyadic, inner, monadic, outer, reduce, scan } from './gen-scalar.js';
import { dataDependent, iota, SELECTIONS } from './gen-select.js';
import { STRUCTURAL } from './gen-struct.js';
import type { Expr } from './model.js';

type Production = (ctx: Ctx, want: Want, shape: readonly number[], depth: number) => Expr | null;

const structural: Production = (ctx, want, shape, depth) => ctx.c.pick(STRUCTURAL)(ctx, want, shape, depth);
const selection: Production = (ctx, want, shape, depth) => ctx.c.pick(SELECTIONS)(ctx, want, shape, depth);

function productions(ctx: Ctx, depth: number): readonly (readonly [number, Production])[] {
  return [
    [3, (c, w, s) => leaf(c, w, s)],
    [4, monadic],
    [7, dyadic],
    [3, reduce],
    [2, scan],
    [1, outer],
    [1, inner],
    [6, structural],
    [4, selection],
    [1, (_c, w, s) => iota(_c, w, s)],
    [depth >= 2 ? 1 : 0, inlineDfn],
    [depth >= 2 ? 1 : 0, power],
    [ctx.fns.length > 0 ? 2 : 0, callFunction],
    [ctx.errors.left > 0 ? 10 : 0, deliberateError],
  ];
}

export function gen(ctx: Ctx, want: Want, depth: number): Expr {
  if (want.shape === 'free' && depth > 0 && ctx.c.chance(12)) {
    const e = dataDependent(ctx, want, depth);
    if (e !== null && accepts(want, e)) return e;
  }
  const shape = want.shape === 'free' ? freeShape(ctx.c) : want.shape;
  if (depth <= 0) return leaf(ctx, want, shape);
  const production = ctx.c.weighted(productions(ctx, depth));
  const e = production(ctx, want, shape, depth);
  return e !== null && accepts(want, e) ? e : leaf(ctx, want, shape);
}

export function rootContext(c: Choices, errors: number): Ctx {
  return { c, env: [], fns: [], errors: { left: errors }, fresh: { n: 0 }, gen };
}
