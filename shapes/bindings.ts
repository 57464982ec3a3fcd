// The names an expression binds as it is checked (x←v inside a larger expression), and what that
// asks of the expression around it: the lets of an argument that binds names must run, and run
// first, whatever the function does with its arguments (drops one: 0⊣c+←1; swaps them: x⍳⍨x←v).
import { mk, shareValue, type CheckContext } from './context.js';
import type { TExpr } from './typed.js';
import { children } from './walk.js';

const bindCounts = new WeakMap<CheckContext, number>();

/** How many names have been bound so far: an argument that bound some has lets that must run. */
export function bindings(ctx: CheckContext): number {
  return bindCounts.get(ctx) ?? 0;
}

/** One more name bound. */
export function countBinding(ctx: CheckContext): void {
  bindCounts.set(ctx, bindings(ctx) + 1);
}

/**
 * A value APL evaluates before a sibling checked after it (core.ts checkFirst), checked when
 * `before` names had been bound. Where it bound names, its statements run ahead of whatever uses
 * it, since a function may place its arguments in any order: a seq's statements are hoisted, and
 * any other value is let-bound.
 */
export function evaluatedFirst(ctx: CheckContext, v: TExpr, before: number): { readonly ref: TExpr; readonly wrap: (body: TExpr) => TExpr } {
  if (bindings(ctx) === before) return { ref: v, wrap: (b) => b };
  if (v.node.k === 'seq' && v.t.deferred !== true && (v.node.result.node.k === 'var' || v.node.result.node.k === 'lit')) {
    const { stmts, result } = v.node;
    return { ref: result, wrap: (b) => mk({ k: 'seq', stmts, result: b }, b.t, b.span, { origin: b.origin, sval: b.sval }) };
  }
  return shareValue(ctx, v);
}

/**
 * A function that ignores an argument (⊣, ⊢, a shape read statically) drops its node; when the
 * argument assigned names (0⊣c+←1), its lets must still run, before the result.
 */
export function keepBindings(res: TExpr, args: readonly TExpr[]): TExpr {
  const dropped = args.filter((a) => !containsNode(res, a));
  if (dropped.length === 0) return res;
  return mk({ k: 'seq', stmts: dropped.map((a) => ({ k: 'eval' as const, value: a })), result: res }, res.t, res.span, { origin: res.origin, sval: res.sval });
}

function containsNode(e: TExpr, x: TExpr): boolean {
  const seen = new Set<TExpr>();
  const stack = [e];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n === x) return true;
    if (seen.has(n)) continue;
    seen.add(n);
    stack.push(...children(n));
  }
  return false;
}
