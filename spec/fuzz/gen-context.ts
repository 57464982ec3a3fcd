// What every production of the generator shares: the choices, the names in scope with their types,
// the functions defined so far, how many deliberate errors the program may still get, and `gen`
// itself (passed in, so the production modules do not import each other in a cycle).
import type { Choices } from './choices.js';
import { arrayLiteral } from './literals.js';
import { atom, knownShape, sameShape, type Dim, type Elem, type Expr, type Ty } from './model.js';

export interface Want {
  /** a concrete shape, or 'free': any shape, data-dependent lengths included */
  readonly shape: readonly number[] | 'free';
  readonly elems: readonly Elem[];
  /** no fuzzy floats: the result feeds a discontinuous function */
  readonly exact: boolean;
}

export interface Binding {
  readonly name: string;
  readonly ty: Ty;
}

/** A dfn named at the top level: applied to arguments of these types, it gives `result`. */
export interface FnBinding {
  readonly name: string;
  readonly right: Ty;
  readonly left: Ty | null;
  readonly result: Ty;
}

export interface Ctx {
  readonly c: Choices;
  readonly env: readonly Binding[];
  readonly fns: readonly FnBinding[];
  /** deliberate errors this program may still get (a shared counter across nested contexts) */
  readonly errors: { left: number };
  readonly fresh: { n: number };
  readonly gen: (ctx: Ctx, want: Want, depth: number) => Expr;
}

export function withEnv(ctx: Ctx, bindings: readonly Binding[]): Ctx {
  const names = new Set(bindings.map((b) => b.name));
  return { ...ctx, env: [...ctx.env.filter((b) => !names.has(b.name)), ...bindings] };
}

/** Inside a new dfn: the enclosing dfn's ⍺ and ⍵ are out of scope. */
export function dfnScope(ctx: Ctx, bindings: readonly Binding[]): Ctx {
  return withEnv({ ...ctx, env: ctx.env.filter((b) => b.name !== '⍵' && b.name !== '⍺') }, bindings);
}

export function freshName(ctx: Ctx, prefix: string): string {
  ctx.fresh.n += 1;
  return `${prefix}${ctx.fresh.n}`;
}

/** A length: mostly short, sometimes empty, now and then long enough for several GPU workgroups. */
export function length(c: Choices): number {
  return c.weighted([[10, () => c.int(1, 5)], [1, () => 0], [3, () => c.int(6, 30)], [1, () => c.int(100, 1500)]])();
}

/** A shape of rank 0 to 3 with at most a few thousand items. */
export function freeShape(c: Choices): number[] {
  const rank = c.weighted([[4, 1], [2, 0], [3, 2], [1, 3]]);
  if (rank === 1) return [length(c)];
  return Array.from({ length: rank }, () => c.weighted([[8, () => c.int(1, 4)], [1, () => 0], [1, () => c.int(5, 12)]])());
}

export function accepts(want: Want, e: Expr): boolean {
  if (!want.elems.includes(e.ty.elem)) return false;
  if (want.exact && e.ty.fuzzy) return false;
  return want.shape === 'free' || sameShape(want.shape, e.ty.shape);
}

function fits(want: Want, shape: readonly Dim[], b: Binding): boolean {
  if (!want.elems.includes(b.ty.elem) || (want.exact && b.ty.fuzzy)) return false;
  return want.shape === 'free' ? true : knownShape(b.ty.shape) && sameShape(shape, b.ty.shape);
}

/** A name in scope of the wanted type, else a literal. */
export function leaf(ctx: Ctx, want: Want, shape: readonly number[]): Expr {
  const names = ctx.env.filter((b) => fits(want, shape, b));
  if (names.length > 0 && ctx.c.chance(60)) {
    const b = ctx.c.pick(names);
    return atom(b.name, b.ty);
  }
  return arrayLiteral(ctx.c.pick(want.elems), shape, ctx.c);
}
