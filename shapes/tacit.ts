// Shape rules of the composition operators that only rearrange applications of their operands:
// over (f⍥g), behind (f⍛g), atop (f⍤g, ⍤ with a function on its right) and the constant function
// (A⍨). Each is rewritten into the applications it stands for, so the derived function builds no
// node of its own and every backend runs exactly what the operands run. Errors point at the
// operand function that fails, as compose.ts's do.
import { isFn, type Fn } from '../apl/ast.js';
import { mk, shareValue, type CheckContext, type FnValue } from './context.js';
import type { OperatorCall } from './operator-table.js';
import type { TExpr, TStmt } from './typed.js';

/** The right operand as a function: a SYNTAX ERROR naming the operator when it is an array. */
function rightFn(ctx: CheckContext, c: OperatorCall, glyph: string): { value: FnValue; fn: Fn } {
  const g = c.fn.right;
  if (g === null || !isFn(g)) return ctx.fail('SYNTAX', `the operator ${glyph} needs a function on its right`, c.fn.span);
  return { value: ctx.core.resolveFn(c.env, g), fn: g };
}

/** f⍥g ⍵ is f g ⍵; ⍺ f⍥g ⍵ is (g ⍺) f (g ⍵) */
export function over(ctx: CheckContext, c: OperatorCall): TExpr {
  const { env, l, r, span } = c;
  const f = c.leftFn();
  const g = rightFn(ctx, c, '⍥');
  const gr = ctx.core.applyMonadic(env, g.value, r, g.fn.span);
  if (l === null) return ctx.core.applyMonadic(env, f, gr, span);
  // APL evaluates right to left: g ⍵ before g ⍺, so a failure in g reports ⍵'s first
  const gl = ctx.core.applyMonadic(env, g.value, l, g.fn.span);
  return ctx.core.applyDyadic(env, f, gl, gr, span);
}

/** ⍺ f⍛g ⍵ is (f ⍺) g ⍵; f⍛g ⍵ is (f ⍵) g ⍵ */
export function behind(ctx: CheckContext, c: OperatorCall): TExpr {
  const { env, l, r, span } = c;
  const f = c.leftFn();
  const g = rightFn(ctx, c, '⍛');
  if (l !== null) return ctx.core.applyDyadic(env, g.value, ctx.core.applyMonadic(env, f, l, span), r, g.fn.span);
  // ⍵ is read twice: bound once so it is computed once
  const shared = shareValue(ctx, r);
  return shared.wrap(ctx.core.applyDyadic(env, g.value, ctx.core.applyMonadic(env, f, shared.ref, span), shared.ref, g.fn.span));
}

/** f⍤g ⍵ is f g ⍵; ⍺ f⍤g ⍵ is f ⍺ g ⍵ (⍤ with a function right operand; a rank is cells.ts's) */
export function atop(ctx: CheckContext, c: OperatorCall): TExpr {
  const { env, l, r, span } = c;
  const f = c.leftFn();
  const g = rightFn(ctx, c, '⍤');
  const inner = l === null ? ctx.core.applyMonadic(env, g.value, r, g.fn.span) : ctx.core.applyDyadic(env, g.value, l, r, g.fn.span);
  return ctx.core.applyMonadic(env, f, inner, span);
}

/**
 * A⍨ ⍵ and ⍺ A⍨ ⍵ are A whatever the arguments. The arguments are still evaluated (APL evaluates
 * them before it applies the function), so their output and errors happen; a pure one is dropped
 * by simplification.
 */
export function constant(ctx: CheckContext, c: OperatorCall, a: TExpr): TExpr {
  const stmts: TStmt[] = [c.r, ...(c.l === null ? [] : [c.l])].filter((x) => x.node.k !== 'var' && x.node.k !== 'lit').map((value) => ({ k: 'eval', value }));
  return stmts.length === 0 ? a : mk({ k: 'seq', stmts, result: a }, a.t, c.span, { origin: a.origin, sval: a.sval });
}
