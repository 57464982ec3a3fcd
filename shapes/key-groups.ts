// {⊂⍵}⌸ (and ⊂⍤⊢⌸, ⊢∘⊂⌸): the groups of key, each enclosed — the indices where each distinct key
// occurs (monadic), or the items of ⍵ at them (dyadic), in the order the keys first appear. This is
// the usual "group by" of APL, and its result is an irregular nested vector (ragged.ts): the
// cell-wise key (cells.ts) cannot give it, as its groups differ in length. Built without a loop: the
// positions sorted stably by their key's group, cut where the group changes (partitioned enclose).
import type { Expr, Fn, Span } from '../apl/ast.js';
import { dimConst } from './dim.js';
import { intLit, mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { partition } from './partition.js';
import { at, minus } from './ragged.js';
import type { TExpr } from './typed.js';

const isPrim = (f: Fn | Expr | null, glyph: string): boolean => f !== null && f.kind === 'prim' && f.glyph === glyph && f.axis === null;

/** Whether f applied as ⍺ f ⍵ is ⊂⍵: the dfn {⊂⍵}, ⊂⍤⊢ or ⊢∘⊂ (as ⍺ ⊢∘⊂ ⍵ is ⍺⊢⊂⍵). */
export function enclosesItsRight(f: FnValue): boolean {
  const fn = f.fn;
  if (fn.kind === 'dfn') {
    if (fn.tradfn !== undefined || fn.body.length !== 1) return false;
    const s = fn.body[0]!;
    return s.kind === 'expr' && s.expr.kind === 'monadic' && isPrim(s.expr.fn, '⊂') && s.expr.arg.kind === 'name' && s.expr.arg.name === '⍵';
  }
  if (fn.kind !== 'derived' || fn.op.kind !== 'primOp' || fn.axis !== null) return false;
  if (fn.op.glyph === '⍤') return isPrim(fn.left, '⊂') && isPrim(fn.right, '⊢');
  if (fn.op.glyph === '∘') return isPrim(fn.left, '⊢') && isPrim(fn.right, '⊂');
  return false;
}

/** Whether f applied as ⍺ f ⍵ is ⍵: ⊢ or the dfn {⍵} (⊢⌸ and {⍵}⌸ give the groups, mixed into a matrix). */
export function returnsItsRight(f: FnValue): boolean {
  const fn = f.fn;
  if (fn.kind === 'prim') return fn.glyph === '⊢' && fn.axis === null;
  if (fn.kind !== 'dfn' || fn.tradfn !== undefined || fn.body.length !== 1) return false;
  const s = fn.body[0]!;
  return s.kind === 'expr' && s.expr.kind === 'name' && s.expr.name === '⍵';
}

/**
 * The groups of `values` (a simple vector, one item per key) by `keys` (a vector), where `unique`
 * is ∪keys: item g holds the values whose key is unique[g], in their order.
 */
export function keyGroups(ctx: CheckContext, env: Env, keys: TExpr, unique: TExpr, values: TExpr, span: Span): TExpr {
  const n = keys.t.shape[0]!;
  const prim = (glyph: string) => ({ fn: { kind: 'prim' as const, glyph, axis: null, span }, env });
  // each position's group (0-based), then the positions sorted by it, stably
  const group = shareValue(ctx, minus(ctx.core.applyDyadic(env, prim('⍳'), unique, keys, span), intLit(env.io, span), span));
  const order = shareValue(ctx, mk({ k: 'grade', down: false, arg: group.ref }, { elem: 'int', shape: [n] }, span));
  const sorted = shareValue(ctx, at(group.ref, order.ref, span));
  // a group starts at the first position and wherever the sorted group changes
  const before = mk({ k: 'window', offsets: [dimConst(-1)], arg: sorted.ref }, sorted.ref.t, span);
  const first = mk({ k: 'scalar2', glyph: '=', left: mk({ k: 'iota', n: mk({ k: 'dims', dims: [n] }, { elem: 'int', shape: [] }, span, { sval: [n] }), io: 0, binds: null }, { elem: 'int', shape: [n] }, span), right: intLit(0, span) }, { elem: 'bool', shape: [n] }, span);
  const changes = mk({ k: 'scalar2', glyph: '≠', left: sorted.ref, right: before }, { elem: 'bool', shape: [n] }, span);
  const starts = mk({ k: 'scalar2', glyph: '∨', left: first, right: changes }, { elem: 'bool', shape: [n] }, span);
  const grouped = partition(ctx, '⊂', starts, at(values, order.ref, span), span);
  return group.wrap(order.wrap(sorted.wrap(grouped)));
}
