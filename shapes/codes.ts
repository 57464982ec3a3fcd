// Decode (⍺⊥⍵, evaluating digits in a mixed radix) and encode (⍺⊤⍵, the digits of a value). The
// radix is a vector (a scalar radix extends to the digits' length for ⊥); a radix matrix (one
// radix per column) is not supported yet. Both are integer-valued for integer arguments.
import type { Span } from '../apl/ast.js';
import { asConst, dimEq, dimProduct, showShape } from './dim.js';
import { mk, ONE, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { joinNumeric } from './scalar-rules.js';
import type { ElemType, TExpr } from './typed.js';

function numericElem(ctx: CheckContext, l: TExpr, r: TExpr, g: string, span: Span): ElemType {
  if (l.t.elem === 'char' || r.t.elem === 'char') return ctx.fail('DOMAIN', `${g} needs numbers, got characters`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  const j = joinNumeric(l.t.elem, r.t.elem);
  return j === 'bool' ? 'int' : j;
}

/** ⍺⊥⍵ */
export function decode(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('NONCE', `⊥ with a radix of rank ${l.t.shape.length} (one radix per column) is not supported yet`, span, [ctx.describe('left', l)]);
  // in a 64-bit-float program a decode of ints is a float, exact below 2⁵³, as Dyalog's is
  // (reduce-products.ts widens +/ likewise); in an f32 one it is an int, exact or a LIMIT ERROR
  const joined = numericElem(ctx, l, r, '⊥', span);
  const elem = joined === 'int' && ctx.float === 'f64' ? 'float' : joined;
  // the digits run along ⍵'s first axis; a scalar ⍵ is one digit
  let digits = r.t.shape.length === 0 ? mk({ k: 'reshape', arg: r }, { elem: r.t.elem, shape: [ONE] }, r.span, { origin: r.origin }) : r;
  const n = digits.t.shape[0]!;
  let radix = l;
  if (l.t.shape.length === 0) radix = mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [n] }, l.span, { origin: l.origin });
  const k = radix.t.shape[0]!;
  if (!dimEq(k, n)) {
    if (asConst(n) === 1) digits = mk({ k: 'reshape', arg: digits }, { elem: digits.t.elem, shape: [k, ...digits.t.shape.slice(1)] }, digits.span, { origin: digits.origin });
    else if (asConst(k) === 1) radix = mk({ k: 'reshape', arg: radix }, { elem: radix.t.elem, shape: [n] }, radix.span, { origin: radix.origin });
    else if (asConst(k) !== null && asConst(n) !== null)
      return ctx.fail('LENGTH', `⊥: the radix has ${k.key} items, the digits' first axis ${n.key}: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    else digits = mk({ k: 'assertEq', a: n, b: k, cls: 'LENGTH', message: '⊥: the radix and the digits differ in length', value: digits }, { elem: digits.t.elem, shape: [k, ...digits.t.shape.slice(1)] }, span, { origin: digits.origin });
  }
  const shape = digits.t.shape.slice(1);
  return mk({ k: 'decode', radix: convertTo(ctx, radix, elem), digits: convertTo(ctx, digits, elem) }, { elem, shape }, span, {
    phase: { op: 'decode', mapExtent: dimProduct(shape), reduceExtent: digits.t.shape[0]! },
  });
}

/** ⍺⊤⍵ */
export function encode(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('NONCE', `⊤ with a radix of rank ${l.t.shape.length} (one radix per column) is not supported yet`, span, [ctx.describe('left', l)]);
  const elem = numericElem(ctx, l, r, '⊤', span);
  const scalarRadix = l.t.shape.length === 0;
  const radix = scalarRadix ? mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [ONE] }, l.span, { origin: l.origin }) : l;
  const full = [radix.t.shape[0]!, ...r.t.shape];
  const node = mk({ k: 'encode', radix: convertTo(ctx, radix, elem), value: convertTo(ctx, r, elem) }, { elem, shape: full }, span, {
    phase: { op: 'encode', mapExtent: dimProduct(full), reduceExtent: ONE },
  });
  // a scalar radix gives one digit: the result has ⍵'s shape
  return scalarRadix ? mk({ k: 'reshape', arg: node }, { elem, shape: r.t.shape }, span) : node;
}
