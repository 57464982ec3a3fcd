// Primitive functions applied to a uniform nested array (nested.ts). The rules of ⊂ ⊆ ⊃ ↑ ↓ ≡
// take nested arguments themselves, and ≢ ⍴ ⊢ ⊣ read only the outer shape or pass the argument
// on; a scalar function is pervasive, so on a uniform nested array it applies to every element of
// the regular array that holds it (and two nested arrays must agree in their outer shapes and in
// their items' shapes: the flat rule finds a LENGTH ERROR between items statically). Any other
// primitive given a nested argument is a NONCE ERROR naming it.
import type { Span } from '../apl/ast.js';
import type { CheckContext } from './context.js';
import { showShape } from './dim.js';
import { decideEq } from './solve.js';
import { flatView, isNested, nestedView } from './nested.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import type { TExpr } from './typed.js';

/** Monadic primitives whose rules take a nested argument as it is. */
const TAKES_NESTED_MONADIC: ReadonlySet<string> = new Set(['⊂', '⊆', '⊃', '↑', '↓', '≡', '≢', '⍴', '⊢', '⊣']);
/** Dyadic primitives whose rules take nested arguments as they are. */
const TAKES_NESTED_DYADIC: ReadonlySet<string> = new Set(['⊢', '⊣']);

/** g applied to a nested argument by `rule` (the form's flat rule): the result, or null when the rule takes it itself. */
export function nestedMonadic(ctx: CheckContext, g: string, arg: TExpr, span: Span, rule: (a: TExpr) => TExpr): TExpr | null {
  if (!isNested(arg.t) || TAKES_NESTED_MONADIC.has(g)) return null;
  if (!MONADIC_SCALAR.has(g)) return ctx.fail('NONCE', `monadic ${g} of a nested array is not supported yet`, span, [ctx.describe('argument', arg)]);
  return nestedView(rule(flatView(arg)), arg.t.items!.length, span);
}

export function nestedDyadic(ctx: CheckContext, g: string, l: TExpr, r: TExpr, span: Span, rule: (l: TExpr, r: TExpr) => TExpr): TExpr | null {
  if ((!isNested(l.t) && !isNested(r.t)) || TAKES_NESTED_DYADIC.has(g)) return null;
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (!DYADIC_SCALAR.has(g)) return ctx.fail('NONCE', `dyadic ${g} with a nested argument is not supported yet`, span, notes);
  const nested = isNested(l.t) ? l : r;
  const other = nested === l ? r : l;
  const itemRank = nested.t.items!.length;
  if (isNested(other.t)) {
    if (other.t.shape.length !== nested.t.shape.length || other.t.items!.length !== itemRank)
      return ctx.fail('NONCE', `${g} between nested arrays that differ in rank or in their items' rank is not supported yet`, span, notes);
    // both arrays' items have one shape each, known to the checker: items that differ are found here
    if (nested.t.items!.some((d, i) => decideEq(d, other.t.items![i]!).k === 'unequal'))
      return ctx.fail('LENGTH', `${g}: the items differ in shape, ${showShape(l.t.items!)} on the left and ${showShape(r.t.items!)} on the right`, span, notes);
  } else if (other.t.shape.length !== 0) {
    return ctx.fail('NONCE', `${g} between a nested array and a simple non-scalar (each simple item paired with a nested one) is not supported yet`, span, notes);
  }
  return nestedView(rule(flatView(l), flatView(r)), itemRank, span);
}
