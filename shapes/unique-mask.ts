// Monadic ≠ (unique mask, Dyalog 18): a boolean vector with one item per major cell of ⍵, 1 where
// that cell occurs for the first time. A vector's items are found with index-of (the first
// occurrence of each item is at its own position); the major cells of a higher-rank array are
// compared pairwise, each row of a table against every row, with an inner product ∧.=, and a
// cell is new when no earlier one equals it.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { indexOf } from './search.js';
import { scalar2 } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

const prim = (glyph: string) => ({ k: 'prim' as const, glyph });

/** 0 1 … n-1 along the first axis of x */
function indicesOf(x: TExpr, span: Span): TExpr {
  const n = x.t.shape[0]!;
  const len = mk({ k: 'dims', dims: [n], of: x }, { elem: 'int', shape: [] }, span, { sval: [n] });
  return mk({ k: 'iota', n: len, io: 0, binds: null }, { elem: 'int', shape: [n] }, span);
}

export function uniqueMask(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  const rank = arg.t.shape.length;
  if (rank <= 1) {
    // a scalar is one item (Dyalog: ≠5 is ,1)
    const v = shareValue(ctx, rank === 0 ? mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape: [ONE] }, arg.span, { origin: arg.origin }) : arg);
    return v.wrap(scalar2(ctx, '=', indexOf(ctx, v.ref, v.ref, span, 0), indicesOf(v.ref, span), span));
  }
  // each major cell as a row of a table n×m
  const n = arg.t.shape[0]!;
  const m = dimProduct(arg.t.shape.slice(1));
  const rows = shareValue(ctx, mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape: [n, m] }, arg.span, { origin: arg.origin }));
  const cols = mk({ k: 'transpose', perm: [1, 0], arg: rows.ref }, { elem: arg.t.elem, shape: [m, n] }, span);
  // same[i;j]: row i matches row j (∧.= of no columns is 1: empty cells all match)
  const same = mk({ k: 'inner', f: prim('∧'), g: prim('='), left: rows.ref, right: cols }, { elem: 'bool', shape: [n, n] }, span, {
    phase: { op: 'inner product', mapExtent: dimProduct([n, n]), reduceExtent: m },
  });
  const idx = shareValue(ctx, indicesOf(rows.ref, span));
  const earlier = mk({ k: 'outer', fn: prim('>'), left: idx.ref, right: idx.ref }, { elem: 'bool', shape: [n, n] }, span, {
    phase: { op: 'outer', mapExtent: dimProduct([n, n]), reduceExtent: dimConst(1) },
  });
  const seen = mk({ k: 'reduce', fn: prim('∨'), axis: 1, arg: scalar2(ctx, '∧', same, earlier, span) }, { elem: 'bool', shape: [n] }, span, {
    phase: { op: 'reduce ∨', mapExtent: n, reduceExtent: n },
  });
  return rows.wrap(idx.wrap(mk({ k: 'scalar1', glyph: '~', arg: seen }, seen.t, span)));
}
