// The test of one arm of a traditional function's :Select, written as an ordinary expression on the
// hidden name that holds the selected value: Dyalog's `:Case a` matches when the value ≡ a, and
// `:CaseList b` when it ≡ some item of b. aplc's values are simple here, so an item of b is a
// scalar and the value matches only if it is a scalar equal to one of them: (0=≢⍴v)∧∨/,b∊v, with
// the same tolerance as ≡ (⎕CT).
import type { Expr, Span } from './ast.js';

const prim = (glyph: string, span: Span) => ({ kind: 'prim' as const, glyph, axis: null, span });
const dyadic = (glyph: string, left: Expr, right: Expr, span: Span): Expr => ({ kind: 'dyadic', fn: prim(glyph, span), left, right, span });
const monadic = (glyph: string, arg: Expr, span: Span): Expr => ({ kind: 'monadic', fn: prim(glyph, span), arg, span });

/** `v≡a` for :Case a, `(0=≢⍴v)∧∨/,a∊v` for :CaseList a, where v is the hidden name of the value. */
export function selectCondition(hidden: string, caseValue: Expr, list: boolean, span: Span): Expr {
  const v: Expr = { kind: 'name', name: hidden, span };
  if (!list) return dyadic('≡', v, caseValue, span);
  const isScalar = dyadic('=', { kind: 'num', value: 0, text: '0', span }, monadic('≢', monadic('⍴', v, span), span), span);
  const anyEqual: Expr = {
    kind: 'monadic',
    fn: { kind: 'derived', op: { kind: 'primOp', glyph: '/', span }, left: prim('∨', span), right: null, axis: null, span },
    arg: monadic(',', dyadic('∊', caseValue, v, span), span),
    span,
  };
  return dyadic('∧', isScalar, anyEqual, span);
}
