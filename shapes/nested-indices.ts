// Nested indices: ⍳ of a vector (⍳2 3, every index of an array of that shape) and ⍸ of an array of
// rank 2 or more (the indices of its non-zero items, each repeated by its count). Every item is an
// index vector of the argument's length or rank, which the checker knows, so the result is a
// uniform nested array (shapes/nested.ts), held as the regular array of its shape followed by the
// item's length: ⍳2 3 is a 2×3×2 array. That array is the encoding of the ravel positions in the
// mixed radix of the shape (⍉(⍴m)⊤⍳×/⍴m), built from the flat nodes every backend runs, so nothing
// new reaches the lowering.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimProduct, showShape, type Dim, type Shape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { I32_MAX } from './literals.js';
import { nestedView } from './nested.js';
import { replicate } from './replicate.js';
import { scalar2 } from './scalar-shapes.js';
import { tooLarge, wholeLiteral } from './static-args.js';
import { iota } from './structural.js';
import type { TExpr } from './typed.js';

const intScalar = (n: number, span: Span): TExpr => mk({ k: 'lit', data: [n] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(n)] });

/** A dim as an int scalar value (its size variables are in scope where it is used). */
export const dimValue = (d: Dim, span: Span): TExpr => mk({ k: 'dims', dims: [d] }, { elem: 'int', shape: [] }, span, { sval: [d] });

/**
 * The index of every position of an array of shape `sizes`, in ravel order, as the rows of an
 * int matrix [×/sizes, ≢sizes], counting from io.
 */
export function indexRows(ctx: CheckContext, sizes: Shape, io: number, span: Span): TExpr {
  const r = sizes.length;
  const n = dimProduct(sizes);
  const total = asConst(dimProduct([n, dimConst(r)]));
  if (total !== null && total > I32_MAX) return ctx.fail('LIMIT', tooLarge(`the indices of an array of shape ${showShape(sizes)}`), span);
  const positions = mk({ k: 'iota', n: dimValue(n, span), io: 0, binds: null }, { elem: 'int', shape: [n] }, span);
  let rows: TExpr;
  if (r === 1) {
    rows = mk({ k: 'reshape', arg: positions }, { elem: 'int', shape: [n, dimConst(1)] }, span);
  } else {
    const radix = mk({ k: 'dims', dims: sizes }, { elem: 'int', shape: [dimConst(r)] }, span, { sval: sizes });
    const digits = mk({ k: 'encode', radix, value: positions }, { elem: 'int', shape: [dimConst(r), n] }, span, {
      phase: { op: 'encode', mapExtent: dimProduct([dimConst(r), n]), reduceExtent: dimConst(1) },
    });
    rows = mk({ k: 'transpose', perm: [1, 0], arg: digits }, { elem: 'int', shape: [n, dimConst(r)] }, span);
  }
  return io === 0 ? rows : scalar2(ctx, '+', rows, intScalar(io, span), span);
}

/**
 * ⍳⍵ of a vector ⍵: an array of shape ⍵ whose items are their own indices (⍳⍬ is ⊂⍬, ⍳,3 a vector
 * of one-item vectors). The vector's length is the items' length, so it must be known before the
 * program runs; its values may be data (each an existential size, as ⍳n of a computed n).
 */
export function iotaOfVector(ctx: CheckContext, arg0: TExpr, span: Span, io: number): TExpr {
  const r = asConst(arg0.t.shape[0]!);
  if (r === null)
    return ctx.fail('NONCE', `⍳ of a vector whose length is known only at run time (${showShape(arg0.t.shape)}): the length is the length of every index, which aplc must know before the program runs`, span, [ctx.describe('argument', arg0)]);
  if (arg0.t.elem === 'char') return ctx.fail('DOMAIN', '⍳ needs non-negative integers', span, [ctx.describe('argument', arg0)]);
  wholeLiteral(ctx, arg0, '⍳', span);
  // ⍳⍬: the one index of a scalar, the empty vector, enclosed
  if (r === 0) return nestedView(mk({ k: 'lit', data: [] }, { elem: 'int', shape: [dimConst(0)] }, span), 1, span);
  // each length as ⍳ of it would bind it: checked whole and non-negative, an existential size when it is data
  const shared = shareValue(ctx, arg0);
  const arg = shared.ref;
  const wraps: ((b: TExpr) => TExpr)[] = [shared.wrap];
  const sizes = Array.from({ length: r }, (_, a) => {
    const item = mk({ k: 'gather', arg, indices: [intScalar(a, span)] }, { elem: arg.t.elem, shape: [] }, span, { sval: arg.sval ? [arg.sval[a]!] : null });
    const axis = iota(ctx, item, span, 0);
    if (axis.node.k === 'iota' && axis.node.binds !== null) {
      const name = ctx.fresh('t');
      wraps.push((b) => mk({ k: 'seq', stmts: [{ k: 'let', name, value: axis }], result: b }, b.t, span));
    }
    return axis.t.shape[0]!;
  });
  const rows = indexRows(ctx, sizes, io, span);
  const held = mk({ k: 'reshape', arg: rows }, { elem: 'int', shape: [...sizes, dimConst(r)] }, span);
  return wraps.reduceRight((b, wrap) => wrap(b), nestedView(held, 1, span));
}

/**
 * ⍸⍵ of an array of rank 2 or more: the index vector of each non-zero item in ravel order, repeated
 * by its count (booleans, or non-negative counts), as the rows of the index matrix compressed by
 * the ravel of ⍵. Their number is data (an existential size) unless ⍵ is known.
 */
export function whereOfArray(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr {
  if (arg.t.elem === 'char' || arg.t.elem === 'float') return ctx.fail('DOMAIN', '⍸ needs booleans or non-negative integers', span, [ctx.describe('argument', arg)]);
  const counts = mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape: [dimProduct(arg.t.shape)] }, span, { origin: arg.origin, sval: arg.sval });
  const rows = indexRows(ctx, arg.t.shape, io, span);
  return nestedView(replicate(ctx, '⌿', null, counts, rows, span), 1, span);
}
