// ⍺/⍵ and ⍺⌿⍵ of an irregular nested vector (ragged.ts): each item repeated ⍺[i] times, as the
// usual filter of words `w/⍨3=≢¨w` does with a boolean ⍺. The kept items' indices are one replicate
// of ⍳≢⍵ by ⍺, and the items at them one selection (itemsAt), so the data moves once. A scalar ⍺
// repeats every item. A negative count (Dyalog: that many fill items) is a NONCE ERROR when the
// program runs, never a wrong value.
import type { Span } from '../apl/ast.js';
import { asConst, dimVar, showShape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { allOf, intLit, iotaOf, ints, isNestedType, partsOf } from './ragged.js';
import { itemsAt } from './ragged-select.js';
import { decideEq } from './solve.js';
import type { TExpr } from './typed.js';

const NEGATIVE = '⍺/⍵ with a negative count (fill items) of an irregular nested vector is not supported yet';

/** ⍺/⍵ with ⍵ an irregular nested vector; null where ⍺ is not a simple scalar or vector of counts. */
export function raggedReplicate(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (isNestedType(l) || l.t.shape.length > 1 || (l.t.elem !== 'bool' && l.t.elem !== 'int')) return null;
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const p = partsOf(ctx, r, { mixed: true });
  let counts: TExpr;
  // a scalar or one-element ⍺ applies to every item (Dyalog extends both)
  if (l.t.shape.length === 0 || asConst(l.t.shape[0]!) === 1) counts = mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [p.n] }, span);
  else {
    const eq = decideEq(l.t.shape[0]!, p.n);
    if (eq.k === 'unequal') return ctx.fail('LENGTH', `/: ${showShape(l.t.shape)} counts for a nested vector of ${showShape([p.n])} items`, span, notes);
    counts = eq.k === 'equal' ? l : mk({ k: 'assertEq', a: l.t.shape[0]!, b: p.n, cls: 'LENGTH', message: '/: the counts and the nested vector differ in length', value: l }, { elem: l.t.elem, shape: [p.n] }, span);
  }
  if (l.t.elem === 'int') {
    const c = shareValue(ctx, counts);
    const ok = allOf(mk({ k: 'scalar2', glyph: '≥', left: c.ref, right: intLit(0, span) }, { elem: 'bool', shape: [p.n] }, span), span);
    counts = c.wrap(mk({ k: 'assertTrue', ok, cls: 'NONCE', message: NEGATIVE, value: c.ref }, c.ref.t, span));
  }
  const kept = ctx.freshSize();
  const which = mk({ k: 'replicateDyn', axis: 0, counts, arg: iotaOf(p.n, span), binds: kept }, ints(dimVar(kept)), span);
  return p.wrap(itemsAt(ctx, p, which, null, span));
}
