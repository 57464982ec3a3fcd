// Match (⍺≡⍵) and not-match (⍺≢⍵) of flat arrays: same rank, same shape, equal elements. Shapes
// decided at compile time give the answer or a plain element comparison; shapes known only at run
// time compare their dims first, and the elements only when those agree.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct, type Shape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { joinElems } from './scalar-rules.js';
import { decideEq } from './solve.js';
import type { TExpr } from './typed.js';

const boolLit = (v: 0 | 1, span: Span): TExpr => mk({ k: 'lit', data: [v] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(v)] });

/** ∧/, a=b for arrays of one shape (1 when empty). */
function allEqual(a: TExpr, b: TExpr, shape: Shape, span: Span): TExpr {
  const eq = mk({ k: 'scalar2', glyph: '=', left: a, right: b }, { elem: 'bool', shape }, span);
  const n = dimProduct(shape);
  const flat = shape.length === 1 ? eq : mk({ k: 'reshape', arg: eq }, { elem: 'bool', shape: [n] }, span);
  if (shape.length === 0) return eq;
  return mk({ k: 'reduce', fn: { k: 'prim', glyph: '∧' }, axis: 0, arg: flat }, { elem: 'bool', shape: [] }, span, {
    phase: { op: 'reduce ∧ (match)', mapExtent: dimConst(1), reduceExtent: n },
  });
}

export function match(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, negate: boolean): TExpr {
  const res = matchOf(ctx, l, r, span);
  if (!negate) return res;
  if (res.node.k === 'lit') return boolLit(res.node.data[0] === 1 ? 0 : 1, span);
  return mk({ k: 'scalar1', glyph: '~', arg: res }, res.t, span);
}

function matchOf(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const ls = l.t.shape;
  const rs = r.t.shape;
  if (joinElems(l.t.elem, r.t.elem) === null || ls.length !== rs.length) return boolLit(0, span);
  const decisions = ls.map((d, i) => decideEq(d, rs[i]!));
  if (decisions.some((d) => d.k === 'unequal' && !d.onlyEmpty)) return boolLit(0, span);
  if (decisions.every((d) => d.k === 'equal')) {
    if (l.sval && r.sval && l.sval.length === r.sval.length && l.sval.every((d, i) => d.key === r.sval![i]!.key)) return boolLit(1, span);
    return allEqual(l, r, ls, span);
  }
  // dims known only at run time: compare them, then the elements (r read with l's shape)
  const sl = shareValue(ctx, l);
  const sr = shareValue(ctx, r);
  const dimsOf = (x: TExpr, s: Shape): TExpr => mk({ k: 'dims', dims: s, of: x }, { elem: 'int', shape: [dimConst(s.length)] }, span, { sval: s });
  const sameShape = allEqual(dimsOf(sl.ref, ls), dimsOf(sr.ref, rs), [dimConst(ls.length)], span);
  const rAsL = mk({ k: 'reshape', arg: sr.ref }, { elem: r.t.elem, shape: ls }, span);
  const node = mk({ k: 'if', cond: sameShape, then: allEqual(sl.ref, rAsL, ls, span), else: boolLit(0, span) }, { elem: 'bool', shape: [] }, span);
  return sl.wrap(sr.wrap(node));
}
