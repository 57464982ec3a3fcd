// Find (⍺⍷⍵, Dyalog): a boolean with ⍵'s shape, 1 at each position where ⍺ starts as a contiguous
// block of ⍵ (⍺ of lower rank has leading axes of length 1; of higher rank it is never found).
// Position i matches when ⍺ fits there (i+⍴⍺ ≤ ⍴⍵ on every axis) and every ⍺[k] equals ⍵[i+k].
// The items compared are gathered per axis at i+k, clamped into range (where ⍺ does not fit the
// fit test masks the position out, so what it reads does not matter), laid out as [i…, k…] and
// folded with ∧ over the k axes. An empty ⍺ fits everywhere (APL Wiki, "Find": Dyalog marks every
// position where the left argument can fit); a character never equals a number, so mixed
// arguments find nothing.
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
  const rRank = r0.t.shape.length;
  // a left argument of higher rank than ⍵ is never found (Dyalog)
  if (l0.t.shape.length > rRank) return mk({ k: 'reshape', arg: mk({ k: 'lit', data: [0] }, { elem: 'bool', shape: [] }, span) }, { elem: 'bool', shape: r0.t.shape }, span);
  const rank = Math.max(rRank, 1);
  // ⍺ of lower rank has leading axes of length 1 (Dyalog); a scalar ⍵ is a one-item vector
  const lShape = [...Array<Dim>(rank - l0.t.shape.length).fill(ONE), ...l0.t.shape];
  const l = shareValue(ctx, l0.t.shape.length === rank ? l0 : mk({ k: 'reshape', arg: l0 }, { elem: l0.t.elem, shape: lShape }, l0.span, { origin: l0.origin }));
  const r = shareValue(ctx, rRank === rank ? r0 : asVector(r0));
  const ms = r.ref.t.shape;
  const ns = l.ref.t.shape;
  const iota = (d: Dim, of: TExpr): TExpr => mk({ k: 'iota', n: dimsOf(d, of, span), io: 0, binds: null }, { elem: 'int', shape: [d] }, span);
  const lets: ((b: TExpr) => TExpr)[] = [];
  const indices: TExpr[] = [];
  let fits: TExpr | null = null;
  ms.forEach((m, a) => {
    const n = ns[a]!;
    const at = shareValue(ctx, iota(m, r.ref));
    lets.push(at.wrap);
    // pos[i;k] = i+k along this axis, clamped to its last item
    const pos = mk({ k: 'outer', fn: prim('+'), left: at.ref, right: iota(n, l.ref) }, { elem: 'int', shape: [m, n] }, span, {
      phase: { op: 'outer', mapExtent: dimProduct([m, n]), reduceExtent: ONE },
    });
    indices.push(scalar2(ctx, '⌊', pos, dimsOf(dimSub(m, ONE), r.ref, span), span));
    const fit = scalar2(ctx, '≤', scalar2(ctx, '+', at.ref, dimsOf(n, l.ref, span), span), dimsOf(m, r.ref, span), span);
    fits = fits === null ? fit : mk({ k: 'outer', fn: prim('∧'), left: fits, right: fit }, { elem: 'bool', shape: ms.slice(0, a + 1) }, span, {
      phase: { op: 'outer', mapExtent: dimProduct(ms.slice(0, a + 1)), reduceExtent: ONE },
    });
  });
  // the items of ⍵ under ⍺ at each position: [m1,n1,m2,n2,…], then [m1,m2,…,n1,n2,…]
  const gathered = mk({ k: 'gather', arg: r.ref, indices }, { elem: r.ref.t.elem, shape: ms.flatMap((m, a) => [m, ns[a]!]) }, span);
  const perm = [...ms.map((_, a) => 2 * a), ...ms.map((_, a) => 2 * a + 1)];
  const items = rank === 1 ? gathered : mk({ k: 'transpose', perm, arg: gathered }, { elem: r.ref.t.elem, shape: [...ms, ...ns] }, span);
  const pattern = mk({ k: 'reshape', arg: l.ref }, { elem: l.ref.t.elem, shape: [...ms, ...ns] }, span);
  const same = scalar2(ctx, '=', items, pattern, span);
  const total = dimProduct(ns);
  const flat = rank === 1 ? same : mk({ k: 'reshape', arg: same }, { elem: 'bool', shape: [...ms, total] }, span);
  const all = mk({ k: 'reduce', fn: prim('∧'), axis: rank, arg: flat }, { elem: 'bool', shape: ms }, span, {
    phase: { op: 'reduce ∧', mapExtent: dimProduct(ms), reduceExtent: total },
  });
  const found = scalar2(ctx, '∧', all, fits!, span);
  const shaped = rRank === 0 ? mk({ k: 'reshape', arg: found }, { elem: 'bool', shape: [] }, span) : found;
  return l.wrap(r.wrap(lets.reduceRight((b, wrap) => wrap(b), shaped)));
}
