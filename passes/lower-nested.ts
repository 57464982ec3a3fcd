// Lowering of uniform nested arrays (shapes/nested.ts). A nested array whose items share one shape
// is held as the regular array of its shape followed by the items' shape, so regrouping its axes
// (↓ ↑ ⊂ and the nested strands) lowers to its argument unchanged, and only printing needs to know
// where the outer array ends and the items begin.
import type { Atom, Exp } from '../core-ir/syntax.js';
import type { TExpr } from '../shapes/typed.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { raggedOutput } from './lower-ragged.js';
import { charMaskOf } from './lower-mixed.js';
import { LoweringNonce } from './lower-nonce.js';

/** The same data with its axes grouped otherwise: the IR types agree, so nothing runs. */
export const lowerRegroup: LowerArm<'regroup'> = (ctx, _e, n) => ctx.expr(n.arg);

/**
 * The output effect printing `a`, the value of `e`: a nested value says how many axes each item
 * has, an irregular one gives its segment descriptor (lower-ragged.ts).
 */
export function outputOf(ctx: LowerContext, a: Atom, e: TExpr, precision: number | undefined): Exp {
  const pp = precision === undefined ? {} : { precision };
  // a mixed array, or an irregular nested vector of mixed data: its character mask beside it
  const mask = e.t.mixed === true || e.t.ragged?.mixed === true ? charMaskOf(ctx, a) : null;
  if (mask === null && (e.t.mixed === true || e.t.ragged?.mixed === true)) throw new LoweringNonce('printing a mixed array whose character mask is lost, not supported yet');
  const chars = mask === null ? {} : { chars: mask };
  if (e.t.ragged !== undefined) return { ...raggedOutput(ctx, a, e), ...pp, ...chars };
  const itemRank = e.t.items?.length ?? 0;
  return itemRank > 0 ? { tag: 'output', atom: a, itemRank, ...pp, ...chars } : { tag: 'output', atom: a, ...pp, ...chars };
}
