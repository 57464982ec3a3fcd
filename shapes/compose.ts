// Shape rules of the operators that combine functions and arrays without folding: commute (f⍨:
// ⍵ f ⍵, or ⍵ f ⍺) and bind or compose (A∘f, f∘A, f∘g). Errors point at the operand function
// that fails, not at the whole derived function.
import { isFn } from '../apl/ast.js';
import { shareValue, type CheckContext } from './context.js';
import type { OperatorCall } from './operator-table.js';
import type { TExpr } from './typed.js';
import { constant } from './tacit.js';

/** f⍨⍵ is ⍵ f ⍵; ⍺ f⍨ ⍵ is ⍵ f ⍺; with an array, A⍨ is the constant function (tacit.ts) */
export function commute(ctx: CheckContext, c: OperatorCall): TExpr {
  const { fn, env, l, r, span, leftFn } = c;
  if (!isFn(fn.left)) return constant(ctx, c, ctx.core.checkExpr(env, fn.left));
  const g = leftFn();
  if (l !== null) return ctx.core.applyDyadic(env, g, r, l, span);
  // ⍵ is computed once and named: used twice, its sizes (a partition's, a compress's) would be bound twice
  const w = shareValue(ctx, r);
  return w.wrap(ctx.core.applyDyadic(env, g, w.ref, w.ref, span));
}

/** A∘f ⍵ is A f ⍵; f∘A ⍵ is ⍵ f A; f∘g is f applied to g's result (g monadic) */
export function compose(ctx: CheckContext, c: OperatorCall): TExpr {
  const { fn, env, l, r, span } = c;
  const a = fn.left;
  const b = fn.right;
  if (b === null) return ctx.fail('SYNTAX', '∘ needs a right operand', fn.span);
  // errors point at the operand function that fails, not at the whole derived function
  if (!isFn(a) && isFn(b)) {
    if (l !== null) return ctx.fail('SYNTAX', 'A∘f takes one argument', span);
    return ctx.core.applyDyadic(env, ctx.core.resolveFn(env, b), ctx.core.checkExpr(env, a), r, b.span);
  }
  if (isFn(a) && !isFn(b)) {
    if (l !== null) return ctx.fail('SYNTAX', 'f∘A takes one argument', span);
    return ctx.core.applyDyadic(env, ctx.core.resolveFn(env, a), r, ctx.core.checkExpr(env, b), a.span);
  }
  if (isFn(a) && isFn(b)) {
    const inner = ctx.core.applyMonadic(env, ctx.core.resolveFn(env, b), r, b.span);
    return l === null ? ctx.core.applyMonadic(env, ctx.core.resolveFn(env, a), inner, a.span) : ctx.core.applyDyadic(env, ctx.core.resolveFn(env, a), l, inner, a.span);
  }
  return ctx.fail('SYNTAX', '∘ needs at least one function operand', fn.span);
}
