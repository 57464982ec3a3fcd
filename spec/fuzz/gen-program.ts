// A whole generated program: a few statements (assignments, indexed and modified assignments, named
// dfns, `⎕←` prints) on lines or joined with `⋄`, then an expression whose value is printed.
// About one program in eight is ill shaped on purpose: it gets one deliberate error.
import { Choices } from './choices.js';
import { freeShape, freshName, type Binding, type Ctx } from './gen-context.js';
import { defineFunction } from './gen-fns.js';
import { gen, rootContext } from './gen-expr.js';
import { clamp, type Elem, type Ty } from './model.js';

export interface GeneratedProgram {
  readonly text: string;
  /** whether it was written with a deliberate error (it may still run: the error can depend on data) */
  readonly illShaped: boolean;
  /** the generator's type for the last expression, whose value the program prints last */
  readonly last: Ty;
}

const ELEM_SETS: readonly (readonly Elem[])[] = [['int', 'bool'], ['int', 'float', 'bool'], ['float'], ['bool'], ['char'], ['int', 'float', 'bool', 'char']];

function anyWant(ctx: Ctx): { shape: number[]; elems: readonly Elem[]; exact: boolean } {
  return { shape: freeShape(ctx.c), elems: ctx.c.pick(ELEM_SETS), exact: false };
}

/** `v[i]←x` or `v f←x` on a vector name in scope, keeping its type. */
function updateStatement(ctx: Ctx, depth: number): string | null {
  const vectors = ctx.env.filter((b) => b.ty.shape.length === 1 && b.ty.shape[0] !== null && b.ty.shape[0]! > 0 && b.ty.elem !== 'char');
  if (vectors.length === 0) return null;
  const v = ctx.c.pick(vectors);
  const n = v.ty.shape[0]!;
  if (ctx.c.chance(50)) {
    const i = ctx.c.int(1, n);
    const x = clamp(gen(ctx, { shape: [], elems: [v.ty.elem], exact: false }, depth), v.ty.lo, v.ty.hi);
    return `${v.name}[${i}]←${x.text}`;
  }
  const x = clamp(gen(ctx, { shape: ctx.c.chance(50) ? [] : [n], elems: [v.ty.elem], exact: false }, depth), v.ty.lo, v.ty.hi);
  // ⌈ and ⌊ keep the name's bounds, so later statements may rely on them
  return `${v.name}${ctx.c.pick(v.ty.elem === 'bool' ? ['∧', '∨'] : ['⌈', '⌊'])}←${x.text}`;
}

/** A program from a choice sequence: the same sequence always gives the same program. */
export function generateProgram(seq: readonly number[]): GeneratedProgram {
  const c = new Choices(seq);
  const illShaped = c.chance(12);
  let ctx = rootContext(c, illShaped ? 1 : 0);
  const depth = c.int(2, 4);
  const statements: string[] = [];
  const count = c.int(0, 4);
  for (let i = 0; i < count; i++) {
    const kind = c.weighted([[5, 'assign'], [2, 'print'], [2, 'function'], [2, 'update']] as const);
    if (kind === 'function') {
      const { text, fn } = defineFunction(ctx, depth);
      statements.push(text);
      ctx = { ...ctx, fns: [...ctx.fns, fn] };
    } else if (kind === 'update') {
      const s = updateStatement(ctx, depth - 1);
      if (s !== null) statements.push(s);
    } else if (kind === 'print') {
      statements.push(`⎕←${gen(ctx, anyWant(ctx), depth).text}`);
    } else {
      const e = gen(ctx, { ...anyWant(ctx), shape: c.chance(15) ? 'free' : freeShape(c) } as Parameters<typeof gen>[1], depth);
      const name = freshName(ctx, 'v');
      statements.push(`${name}←${e.text}`);
      const b: Binding = { name, ty: e.ty };
      ctx = { ...ctx, env: [...ctx.env, b] };
    }
  }
  const last = gen(ctx, anyWant(ctx), depth);
  statements.push(last.text);
  let text = statements[0]!;
  for (const s of statements.slice(1)) text += (c.chance(30) ? ' ⋄ ' : '\n') + s;
  return { text: text + '\n', illShaped, last: last.ty };
}
