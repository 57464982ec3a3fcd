// Shape rules of the scalar functions: element types from scalar-rules.ts, and scalar
// extension — equal shapes, or a singleton on one side — with a LENGTH or RANK error naming both
// shapes and their origins, or a run-time check where the dims cannot be decided statically.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimEq, dimMax, dimMin, dimMul, dimNeg, dimProduct, dimSub, shapeEq, showShape, type Dim, type Shape } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext } from './context.js';
import { decideEq } from './solve.js';
import { dyadicElem, monadicElem, type ElemRule } from './scalar-rules.js';
import type { ElemType, TExpr } from './typed.js';

export function elemOrFail(ctx: CheckContext, rule: ElemRule, span: Span, notes: ReturnType<CheckContext['describe']>[]): ElemType {
  if ('ok' in rule) return rule.ok;
  if ('domain' in rule) return ctx.fail('DOMAIN', rule.domain, span, notes);
  return ctx.fail('NONCE', `${rule.nonce} is not supported yet`, span, notes);
}

export const mapPhase = (op: string, shape: Shape) => ({ op, mapExtent: dimProduct(shape), reduceExtent: ONE });

export function scalar1(ctx: CheckContext, glyph: string, arg: TExpr, span: Span): TExpr {
  const elem = elemOrFail(ctx, monadicElem(glyph, arg.t.elem), span, [ctx.describe('argument', arg)]);
  const sval = arg.sval && (glyph === '+' ? arg.sval : glyph === '-' ? arg.sval.map(dimNeg) : null);
  return mk({ k: 'scalar1', glyph, arg }, { elem, shape: arg.t.shape }, span, { sval, phase: mapPhase(`map ${glyph}`, arg.t.shape) });
}

/** The shape of a scalar function's result under scalar extension, or the error. */
export function extendedShape(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): { shape: Shape; l: TExpr; r: TExpr } {
  if (shapeEq(l.t.shape, r.t.shape)) return { shape: l.t.shape, l, r };
  const ls = isSingleton(l.t);
  const rs = isSingleton(r.t);
  if (ls && rs) return { shape: l.t.shape.length >= r.t.shape.length ? l.t.shape : r.t.shape, l, r };
  if (ls) return { shape: r.t.shape, l, r };
  if (rs) return { shape: l.t.shape, l, r };
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.shape.length !== r.t.shape.length)
    return ctx.fail('RANK', `ranks differ: left has rank ${l.t.shape.length} ${showShape(l.t.shape)}, right has rank ${r.t.shape.length} ${showShape(r.t.shape)}`, span, notes);
  // same rank: constant dims that differ are an error now; symbolic ones are checked at run time
  let rr = r;
  for (let i = 0; i < l.t.shape.length; i++) {
    const a = l.t.shape[i]!;
    const b = r.t.shape[i]!;
    const d = decideEq(a, b);
    if (d.k === 'unequal')
      return ctx.fail('LENGTH', `shapes differ: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}${d.onlyEmpty ? ' (they agree only for empty arrays)' : ''}`, span, notes);
  }
  // undecided: a run-time check of each dim that differs, with the same class and place
  const message = `shapes differ: left ${showShape(l.t.shape)} from ${ctx.excerpt(l.origin)}, right ${showShape(r.t.shape)} from ${ctx.excerpt(r.origin)}`;
  for (let i = 0; i < l.t.shape.length; i++) {
    const a = l.t.shape[i]!;
    const b = r.t.shape[i]!;
    if (dimEq(a, b)) continue;
    rr = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message, value: rr }, { elem: r.t.elem, shape: l.t.shape }, span, { origin: r.origin });
  }
  return { shape: l.t.shape, l, r: rr };
}

function svalArith(glyph: string, l: readonly Dim[], r: readonly Dim[]): readonly Dim[] | null {
  const op = ((): ((a: Dim, b: Dim) => Dim) | null => {
    switch (glyph) {
      case '+': return dimAdd;
      case '-': return dimSub;
      case '×': return dimMul;
      case '⌈': return dimMax;
      case '⌊': return dimMin;
      default: return null;
    }
  })();
  const cmp = CMP_SVAL[glyph];
  if (!op && !cmp) return null;
  const f = op ?? ((a: Dim, b: Dim): Dim => {
    // comparisons are decided when both sides are constants, or the dims are equal
    const x = asConst(a);
    const y = asConst(b);
    if (x !== null && y !== null) return dimConst(cmp!(x, y) ? 1 : 0);
    if (dimEq(a, b)) return dimConst(cmp!(0, 0) ? 1 : 0);
    throw new UnknownSval();
  });
  try {
    return svalZip(f, l, r);
  } catch (e) {
    if (e instanceof UnknownSval) return null;
    throw e;
  }
}

class UnknownSval extends Error {}

const CMP_SVAL: Record<string, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b, '≠': (a, b) => a !== b, '<': (a, b) => a < b, '≤': (a, b) => a <= b, '>': (a, b) => a > b, '≥': (a, b) => a >= b,
};

function svalZip(op: (a: Dim, b: Dim) => Dim, l: readonly Dim[], r: readonly Dim[]): readonly Dim[] | null {
  if (l.length === r.length) return l.map((a, i) => op(a, r[i]!));
  if (l.length === 1) return r.map((b) => op(l[0]!, b));
  if (r.length === 1) return l.map((a) => op(a, r[0]!));
  return null;
}

export function scalar2(ctx: CheckContext, glyph: string, l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const elem = elemOrFail(ctx, dyadicElem(glyph, l.t.elem, r.t.elem), span, notes);
  const ext = extendedShape(ctx, l, r, span);
  const sval = l.sval && r.sval ? svalArith(glyph, l.sval, r.sval) : null;
  return mk({ k: 'scalar2', glyph, left: ext.l, right: ext.r }, { elem, shape: ext.shape }, span, { sval, phase: mapPhase(`map ${glyph}`, ext.shape) });
}

