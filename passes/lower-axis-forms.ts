// Lowering of the axis-driven forms (shapes/axis-forms.ts): each is one map over the result's
// index space reading its sources by index arithmetic. A diagonal reads arg[j[axes[0]], …]; a
// rotation per row reads the row's own amount, then its source position modulo the axis; a
// scalar function with an axis reads the smaller argument at the listed axes of the position.
import type { Atom } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { applyDyadicScalar } from './lower-scalar.js';

export function lowerDiagonal(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'diagonal' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const src = L.arrayName(L.expr(n.arg), loc);
  const at = em.typeOf({ k: 'var', name: src });
  const t = L.irType(e);
  return em.generate(t, (idx) => em.bind({ tag: 'index', array: src, idx: n.axes.map((a) => idx[a]!) }, scalarT(at.elem), loc), loc);
}

export function lowerRotateEach(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'rotateEach' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const src = L.arrayName(L.expr(n.arg), loc);
  const amounts = L.arrayName(L.expr(n.amounts), loc);
  const t = L.irType(e);
  const int = scalarT('int');
  const d = sizeAtom(t.shape[n.axis]!);
  return em.generate(t, (idx) => {
    const amt = em.bind({ tag: 'index', array: amounts, idx: idx.filter((_, i) => i !== n.axis) }, int, loc);
    const sum = em.bind({ tag: 'bin', op: 'add', left: idx[n.axis]!, right: amt }, int, loc);
    const pos = em.bind({ tag: 'bin', op: 'mod', left: d, right: sum }, int, loc);
    return em.bind({ tag: 'index', array: src, idx: idx.map((x, i) => (i === n.axis ? pos : x)) }, scalarT(t.elem), loc);
  }, loc);
}

export function lowerScalarAxis(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'scalarAxis' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const r = L.arrayName(L.expr(n.right), loc);
  const l = L.arrayName(L.expr(n.left), loc);
  const [small, big] = n.smallerLeft ? [l, r] : [r, l];
  const st = em.typeOf({ k: 'var', name: small });
  const bt = em.typeOf({ k: 'var', name: big });
  const t = L.irType(e);
  return em.generate(t, (idx) => {
    const x = em.bind({ tag: 'index', array: big, idx }, scalarT(bt.elem), loc);
    const y = em.bind({ tag: 'index', array: small, idx: n.axes.map((a) => idx[a]!) }, scalarT(st.elem), loc);
    return n.smallerLeft ? applyDyadicScalar(em, n.glyph, y, x, t.elem, L.tolerance, L.float, loc) : applyDyadicScalar(em, n.glyph, x, y, t.elem, L.tolerance, L.float, loc);
  }, loc);
}
