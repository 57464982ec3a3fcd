// The checker's core, as the rule modules see it: what they call back into to check an operand
// expression or to apply a function value. check.ts implements it and hands it to the rule modules
// in their CheckContext (`ctx.core`), so no rule module imports check.ts and the checker has no
// import cycle. Each method is bound to the context it came with. Only what needs the checker is
// here: a rule that applies another primitive calls that primitive's rule (primitive-table.ts
// names it), and helpers that need no checker (staticAxis, shareValue, zeroBased) are plain
// functions of axis.ts, context.ts and indexing.ts.
import type { DfnOp, Expr, Fn, Span } from '../apl/ast.js';
import type { Env, FnValue } from './context.js';
import type { TExpr } from './typed.js';

/** The operands of a user-defined operator's body: ⍺⍺ and ⍵⍵ bound to functions or arrays. */
export interface OperatorOperands {
  readonly aa: FnValue | TExpr;
  readonly ww: FnValue | TExpr | null;
  readonly op: DfnOp;
}

export interface CheckCore {
  /** check an expression in a scope: its checked node, type and shape */
  checkExpr(env: Env, e: Expr): TExpr;
  /**
   * check an expression that APL evaluates before a sibling checked after it (a right argument, an
   * index): where it assigns names, `wrap` runs it first, so the sibling reads them (x⍳⍨x←v, x[⍋x←v])
   */
  checkFirst(env: Env, e: Expr): { readonly ref: TExpr; readonly wrap: (body: TExpr) => TExpr };
  /** a function value applied to one argument (a declared signature is enforced, the use recorded) */
  applyMonadic(env: Env, f: FnValue, arg: TExpr, span: Span): TExpr;
  /** a function value applied to two arguments */
  applyDyadic(env: Env, f: FnValue, l: TExpr, r: TExpr, span: Span): TExpr;
  /** a dfn (or, with `operands`, a user operator's body) applied: inlined, or a loop when tail-recursive */
  applyDfn(f: FnValue, l: TExpr | null, r: TExpr, span: Span, operands: OperatorOperands | null): TExpr;
  /** the function a name, ∇ or function expression denotes in a scope */
  resolveFn(env: Env, fn: Fn): FnValue;
  /** bind a name to a value (a unique let); the result refers to it */
  bindArray(env: Env, name: string, value: TExpr, span: Span): TExpr;
  /** the array a name denotes in a scope */
  lookupArray(env: Env, name: string, span: Span): TExpr;
}
