// k,/⍵ (n-wise catenation) of a simple vector: its windows of |k| consecutive items, each an item of
// a uniform nested vector (nested.ts: held as the matrix of windows, no descriptor). Item j of
// window i is ⍵[i+j], or for a negative k, whose windows are reversed, ⍵[i+|k|-1-j]: one gather by
// an outer sum of two iotas, which fusion folds into whatever reads the windows. A window wider
// than the vector plus one is a LENGTH ERROR, found here or when the program runs.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimSub } from './dim.js';
import { intLit, isSingleton, mk, ONE, shareValue, type CheckContext } from './context.js';
import { nestedView } from './nested.js';
import { iotaOf, minus, prim } from './ragged.js';
import type { TExpr } from './typed.js';

/** k,/⍵ for a simple vector ⍵ and a width k known before running; null for any other (n-wise's own rules apply). */
export function nwiseCatenate(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (r.t.shape.length !== 1 || r.t.items !== undefined || r.t.ragged !== undefined) return null;
  if (!isSingleton(l.t) || l.t.elem === 'char' || l.t.elem === 'float' || l.sval === null || l.sval.length !== 1) return null;
  const k = asConst(l.sval[0]!);
  if (k === null) return null;
  const width = Math.abs(k);
  const len = r.t.shape[0]!;
  const windows = dimSub(dimAdd(len, ONE), dimConst(width));
  const known = asConst(windows);
  const wider = `a window of ${width} items is wider than the vector plus one`;
  if (known !== null && known < 0) return ctx.fail('LENGTH', `${wider} (length ${len.key})`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  const v = shareValue(ctx, r);
  const across = k >= 0 ? iotaOf(dimConst(width), span) : minus(intLit(width - 1, span), iotaOf(dimConst(width), span), span);
  const idx = mk({ k: 'outer', fn: prim('+'), left: iotaOf(windows, span), right: across }, { elem: 'int', shape: [windows, dimConst(width)] }, span);
  const picked = mk({ k: 'gather', arg: v.ref, indices: [idx] }, { elem: r.t.elem, shape: [windows, dimConst(width)] }, span);
  if (known !== null) return v.wrap(nestedView(picked, 1, span));
  // the check is on the matrix of windows, which the nested value then views (nested-guard.ts)
  const count = mk({ k: 'dims', dims: [windows] }, { elem: 'int', shape: [] }, span);
  const ok = mk({ k: 'scalar2', glyph: '≥', left: count, right: intLit(0, span) }, { elem: 'bool', shape: [] }, span);
  return v.wrap(nestedView(mk({ k: 'assertTrue', ok, cls: 'LENGTH', message: wider, value: picked }, picked.t, span), 1, span));
}
