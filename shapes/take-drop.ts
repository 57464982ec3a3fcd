// Take and drop (⍺↑⍵, ⍺↓⍵, and ↑[k] ↓[k] with one count for the listed axis) with counts known
// before the program runs: a window of the argument (fill where a take reaches past its end).
// Counts known only at run time, or whose sign is not, are take-dyn.ts's.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimMax, dimMin, dimNeg, dimSub, provablyNonNegative, type Dim } from './dim.js';
import { mk, ONE, type CheckContext } from './context.js';
import { checkRank, staticDims, tooLarge } from './static-args.js';
import { takeDropDyn } from './take-dyn.js';
import { mapPhase } from './scalar-shapes.js';
import type { TExpr } from './typed.js';
import { I32_MAX } from './literals.js';

/** The most items of a take or drop whose value the checker keeps (reshape keeps 64). */
const STATIC_ITEMS = 64;

export function takeDrop(ctx: CheckContext, g: '↑' | '↓', l: TExpr, r0: TExpr, span: Span, axis: number | null = null): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ${g} must be a vector`, span);
  if (l.t.elem === 'char') return ctx.fail('DOMAIN', `the left argument of ${g} must be integers`, span, [ctx.describe('left', l)]);
  // counts known only at run time, or whose sign is not known: existential lengths
  if (l.sval === null || l.sval.some((c) => !provablyNonNegative(c) && !provablyNonNegative(dimNeg(c)))) return takeDropDyn(ctx, g, l, r0, span, axis);
  let counts = staticDims(ctx, l, g, span);
  checkRank(ctx, counts.length, span);
  // ¯2147483648 is an int, but a take of that many items is past the most an array holds
  if (g === '↑' && counts.some((c) => (asConst(c) ?? 0) < -I32_MAX)) return ctx.fail('LIMIT', tooLarge(`the left argument of ${g}`), span, [ctx.describe('left', l)]);
  if (axis !== null) {
    // ↑[k]: the counts apply to the listed axis; every other axis is kept whole
    const rank = Math.max(r0.t.shape.length, 1);
    if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('right', r0)]);
    if (counts.length !== 1) return ctx.fail('LENGTH', `${g} with one axis takes one count, got ${counts.length}`, span, [ctx.describe('left', l)]);
    if (r0.t.shape.length === 0) return ctx.fail('RANK', `${g} with an axis needs an array, not a scalar`, span);
    const c = counts[0]!;
    counts = r0.t.shape.map((d, i) => (i === axis ? c : g === '↑' ? d : dimConst(0)));
  }
  // a scalar right argument is treated as an array of rank (≢counts) with unit dims
  const r = r0.t.shape.length === 0 && counts.length > 0
    ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: counts.map(() => ONE) }, r0.span, { origin: r0.origin })
    : r0;
  const rank = r.t.shape.length;
  if (counts.length > rank) return ctx.fail('LENGTH', `${g} has ${counts.length} counts for an array of rank ${rank}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  const offsets: Dim[] = [];
  const shape: Dim[] = [];
  r.t.shape.forEach((d, i) => {
    if (i >= counts.length) {
      offsets.push(dimConst(0));
      shape.push(d);
      return;
    }
    const c = counts[i]!;
    const nonNeg = provablyNonNegative(c);
    const nonPos = provablyNonNegative(dimNeg(c));
    if (!nonNeg && !nonPos) return ctx.fail('NONCE', `the sign of the ${g} count ${c.key} is not known before the program runs`, span);
    const mag = nonNeg ? c : dimNeg(c);
    if (g === '↑') {
      shape.push(mag);
      offsets.push(nonNeg ? dimConst(0) : dimSub(d, mag));
    } else {
      const len = dimMax(dimConst(0), dimSub(d, mag));
      shape.push(len);
      offsets.push(nonNeg ? dimMin(mag, d) : dimConst(0));
    }
  });
  // no counts (⍬↑⍵, ⍬↓⍵): ⍵ itself; a scalar ⍵ has no first axis (this was an internal error, a fuzz finding)
  if (rank === 0) return r;
  // a static value only for a short result, as reshape keeps one (structural.ts): the checker wrote
  // out every item, so `¯2147483647↑⍳10` never finished checking (a fuzz finding)
  const short = (asConst(shape[0]!) ?? Infinity) <= STATIC_ITEMS;
  const sval = r.sval && rank === 1 && short && asConst(offsets[0]!) !== null
    ? Array.from({ length: asConst(shape[0]!)! }, (_, i) => r.sval![i + asConst(offsets[0]!)!] ?? dimConst(0))
    : null;
  return mk({ k: 'window', offsets, arg: r }, { elem: r.t.elem, shape }, span, { sval, phase: mapPhase(g, shape) });
}
