// Find (⍺⍷⍵, Dyalog): a boolean with ⍵'s shape, 1 at each position where ⍺ starts as a contiguous
// run of ⍵. For vectors: position i matches when ⍺ fits there (i+≢⍺ ≤ ≢⍵) and every ⍺[k] equals
// ⍵[i+k]. The items compared form an m×n table (⍵ gathered at i+k, clamped into range: a position
// where ⍺ does not fit is masked out by the fit test, so what it reads does not matter), which
// ∧/ folds. An empty ⍺ fits everywhere (APL Wiki, "Find": Dyalog marks every position where the
// left argument can fit); a character never equals a number, so mixed arguments find nothing.
import type { Span } from '../apl/ast.js';
import { dimProduct, dimSub } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { scalar2 } from './scalar-shapes.js';
import type { Dim } from './dim.js';
import type { TExpr } from './typed.js';

const prim = (glyph: string) => ({ k: 'prim' as const, glyph });

const dimsOf = (d: Dim, of: TExpr, span: Span): TExpr => mk({ k: 'dims', dims: [d], of }, { elem: 'int', shape: [] }, span, { sval: [d] });

function asVector(x: TExpr): TExpr {
  return x.t.shape.length === 1 ? x : mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [dimProduct(x.t.shape)] }, x.span, { origin: x.origin });
}

export function find(ctx: CheckContext, l0: TExpr, r0: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l0), ctx.describe('right', r0)];
  const rRank = r0.t.shape.length;
  // a left argument of higher rank than ⍵ is never found (Dyalog)
  if (l0.t.shape.length > rRank) return mk({ k: 'reshape', arg: mk({ k: 'lit', data: [0] }, { elem: 'bool', shape: [] }, span) }, { elem: 'bool', shape: r0.t.shape }, span);
  if (rRank > 1) return ctx.fail('NONCE', `⍺⍷⍵ with a right argument of rank ${rRank} is not supported yet`, span, notes);
  const l = shareValue(ctx, asVector(l0));
  const r = shareValue(ctx, asVector(r0));
  const m = r.ref.t.shape[0]!;
  const n = l.ref.t.shape[0]!;
  const iota = (d: Dim, of: TExpr): TExpr => mk({ k: 'iota', n: dimsOf(d, of, span), io: 0, binds: null }, { elem: 'int', shape: [d] }, span);
  const at = shareValue(ctx, iota(m, r.ref));
  // pos[i;k] = i+k, clamped to the last item
  const pos = mk({ k: 'outer', fn: prim('+'), left: at.ref, right: iota(n, l.ref) }, { elem: 'int', shape: [m, n] }, span, {
    phase: { op: 'outer', mapExtent: dimProduct([m, n]), reduceExtent: ONE },
  });
  const clamped = scalar2(ctx, '⌊', pos, dimsOf(dimSub(m, ONE), r.ref, span), span);
  const items = mk({ k: 'gather', arg: r.ref, indices: [clamped] }, { elem: r.ref.t.elem, shape: [m, n] }, span);
  const pattern = mk({ k: 'reshape', arg: l.ref }, { elem: l.ref.t.elem, shape: [m, n] }, span);
  const same = scalar2(ctx, '=', items, pattern, span);
  const all = mk({ k: 'reduce', fn: prim('∧'), axis: 1, arg: same }, { elem: 'bool', shape: [m] }, span, {
    phase: { op: 'reduce ∧', mapExtent: m, reduceExtent: n },
  });
  const fits = scalar2(ctx, '≤', scalar2(ctx, '+', at.ref, dimsOf(n, l.ref, span), span), dimsOf(m, r.ref, span), span);
  const found = scalar2(ctx, '∧', all, fits, span);
  const shaped = rRank === 0 ? mk({ k: 'reshape', arg: found }, { elem: 'bool', shape: [] }, span) : found;
  return l.wrap(r.wrap(at.wrap(shaped)));
}
