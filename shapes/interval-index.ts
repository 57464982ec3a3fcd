// Interval index (⍺⍸⍵, Dyalog 16): ⍺ is an ascending vector of interval starts; each item of ⍵
// is replaced by the index of the interval it falls in, ⎕IO-1 for one before the first start
// (with ⎕IO 1, 1 3 5⍸0 1 2 5 6 is 0 1 1 3 3): the count of ⍺'s items ≤ it, plus ⎕IO-1.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { joinElems } from './scalar-rules.js';
import { scalar2 } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

export function intervalIndex(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.shape.length === 0) return ctx.fail('RANK', 'the left argument of ⍸ must be a vector', span, notes);
  if (l.t.shape.length > 1) return ctx.fail('NONCE', `⍺⍸⍵ with a left argument of rank ${l.t.shape.length} (major cells) is not supported yet`, span, notes);
  const elem = joinElems(l.t.elem, r.t.elem);
  // (Dyalog orders all numbers before all characters; aplc does not mix them)
  if (elem === null) return ctx.fail('NONCE', '⍺⍸⍵ of characters against numbers is not supported', span, notes);
  const counts = mk({ k: 'intervalIndex', table: convertTo(ctx, l, elem), keys: convertTo(ctx, r, elem) }, { elem: 'int', shape: r.t.shape }, span, {
    phase: { op: 'interval index (binary search)', mapExtent: dimProduct(r.t.shape), reduceExtent: l.t.shape[0]! },
  });
  if (io === 1) return counts;
  return scalar2(ctx, '+', counts, mk({ k: 'lit', data: [io - 1] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(io - 1)] }), span);
}
