// Arguments that fix a shape, and so must be known before the program runs: whole numbers, and
// their values as dims or constants (⍴'s and ⍉'s left arguments, take and replicate counts).
import type { Span } from '../apl/ast.js';
import { asConst, type Dim } from './dim.js';
import type { CheckContext } from './context.js';
import { I32_MAX } from './literals.js';
import type { TExpr } from './typed.js';

/** A constant float argument where whole numbers are needed is wrong before the program runs. */
export function wholeLiteral(ctx: CheckContext, a: TExpr, what: string, span: Span): void {
  if (a.node.k !== 'lit' || a.t.elem !== 'float') return;
  const bad = a.node.data.find((x) => !Number.isInteger(x));
  if (bad !== undefined) ctx.fail('DOMAIN', `the argument of ${what} must be whole numbers, not ${String(bad).replace('-', '¯')}`, span, [ctx.describe('argument', a)]);
  // a whole number too large for an int is a float: past the most items an array holds
  const big = a.node.data.find((x) => x > I32_MAX);
  if (big !== undefined) ctx.fail('LIMIT', tooLarge(`the argument of ${what} (${String(big).replace('-', '¯')})`), span, [ctx.describe('argument', a)]);
}

/** The most axes an array has, as in Dyalog. */
export const MAX_RANK = 15;

/**
 * A result of more axes than MAX_RANK is a LIMIT ERROR. Rules that make a rank from an argument's
 * length (↑ ↓ ⍴) check it before building one dim per axis: a left argument of 10⁵ counts made
 * the checker work for minutes before the result's rank was seen.
 */
export function checkRank(ctx: CheckContext, rank: number, span: Span): void {
  if (rank > MAX_RANK) ctx.fail('LIMIT', `a result of rank ${rank}: an array has at most ${MAX_RANK} axes`, span);
}

/** The message of a size past the most items an array holds. */
export const tooLarge = (what: string): string => `${what}: the size is too large (an array holds at most ${I32_MAX} items)`;

/** Static integer values of an argument (a left argument that fixes a shape). */
export function staticDims(ctx: CheckContext, a: TExpr, what: string, span: Span): readonly Dim[] {
  if (a.sval === null || a.t.shape.length > 1) {
    if (a.t.elem === 'char' || a.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of ${what} must be integers`, span);
    return ctx.fail('NONCE', `the left argument of ${what} is computed from data: shapes that depend on data (existential sizes) are not supported yet`, span);
  }
  return a.sval;
}

export function constsOf(ctx: CheckContext, ds: readonly Dim[], what: string, span: Span): number[] {
  return ds.map((d) => {
    const c = asConst(d);
    if (c === null) return ctx.fail('NONCE', `the left argument of ${what} must be known before the program runs`, span);
    return c;
  });
}
