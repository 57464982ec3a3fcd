// Choose indexing: a nested array of index vectors, each as long as the indexed array's rank,
// picks one item per index vector (Dyalog's M[⊂2 1], M[(1 1)(2 2)], M[⍸M>5], and the indices of
// (x@I)⍵ when I is nested). The index vectors are a uniform nested array (shapes/nested.ts), held
// as [...S, r]; each becomes one position in the ravel of the indexed array, by Horner's rule in
// the mixed radix of its shape, after a gather from ⍳ of each axis's length has checked that axis
// (an INDEX ERROR names the axis's length, as bracket indexing does), so the selection is one
// gather from the ravel on every backend.
import { formatInt } from '../apl/format.js';
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimProduct, showDim, showShape, type Shape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { flatView, nestedView } from './nested.js';
import { dimValue } from './nested-indices.js';
import { scalar2 } from './scalar-shapes.js';
import { decideEq } from './solve.js';
import type { TExpr } from './typed.js';

const intScalar = (n: number, span: Span): TExpr => mk({ k: 'lit', data: [n] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(n)] });

/**
 * The 0-based ravel position in an array of shape `shape` of each index vector of `idx` (a
 * uniform nested array of int vectors, ⎕IO-based): an int array of idx's outer shape.
 */
export function chooseLinear(ctx: CheckContext, shape: Shape, idx: TExpr, io: number, span: Span): TExpr {
  const notes = [ctx.describe('indices', idx)];
  const items = idx.t.items;
  if (items === undefined) return ctx.fail('NONCE', 'choose indexing needs index vectors of one length (a uniform nested array)', span, notes);
  if (idx.t.elem === 'char' || idx.t.elem === 'float') return ctx.fail('DOMAIN', 'indices must be integers', span, notes);
  const r = shape.length;
  const outer = idx.t.shape;
  if (items.length !== 1) return ctx.fail('RANK', `choose indexing takes index vectors, not items of shape ${showShape(items)}`, span, notes);
  let held = convertTo(ctx, flatView(idx), 'int');
  const len = decideEq(items[0]!, dimConst(r));
  if (len.k === 'unequal') return ctx.fail('RANK', `each index vector has length ${showDim(items[0]!)}, the array has rank ${r}`, span, notes);
  if (len.k !== 'equal') {
    held = mk({ k: 'assertEq', a: items[0]!, b: dimConst(r), cls: 'RANK', message: 'the length of each index differs from the rank of the array', value: held }, { elem: 'int', shape: [...outer, dimConst(r)] }, span);
  }
  // index vectors written out: each is checked before the program runs
  if (held.node.k === 'lit') {
    const data = held.node.data;
    const lens = shape.map(asConst);
    for (let i = 0; i < data.length; i++) {
      const n = lens[i % r];
      const c = data[i]!;
      if (n !== null && n !== undefined && (c - io < 0 || c - io >= n))
        return ctx.fail('INDEX', `index ${formatInt(c)} is out of range for axis ${(i % r) + io} of length ${n} (⎕IO=${io})`, idx.span, notes);
    }
  }
  const shared = shareValue(ctx, held);
  let lin: TExpr | null = null;
  shape.forEach((d, a) => {
    // spanned by the index, so that an index out of range is reported there, as bracket indexing does
    const picked = mk({ k: 'gather', arg: shared.ref, indices: [...outer.map(() => null), intScalar(a, idx.span)] }, { elem: 'int', shape: outer }, idx.span);
    const zero = io === 0 ? picked : scalar2(ctx, '-', picked, intScalar(io, idx.span), idx.span);
    // (⍳d)[i] is i, or an INDEX ERROR for an axis of length d
    const axis = mk({ k: 'iota', n: dimValue(d, span), io: 0, binds: null }, { elem: 'int', shape: [d] }, span);
    const checked = mk({ k: 'gather', arg: axis, indices: [zero] }, { elem: 'int', shape: outer }, span);
    lin = lin === null ? checked : scalar2(ctx, '+', scalar2(ctx, '×', lin, dimValue(d, span), span), checked, span);
  });
  return shared.wrap(lin ?? mk({ k: 'reshape', arg: intScalar(0, span) }, { elem: 'int', shape: outer }, span));
}

/** arr[idx] with idx a nested array of index vectors: the items of arr they pick, in idx's shape. */
export function chooseIndex(ctx: CheckContext, arr: TExpr, idx: TExpr, io: number, span: Span): TExpr {
  if (arr.t.ragged !== undefined) return ctx.fail('NONCE', 'choose indexing of an irregular nested array is not supported yet', span, [ctx.describe('array', arr)]);
  const lin = chooseLinear(ctx, arr.t.shape, idx, io, span);
  const items = arr.t.items ?? [];
  const n = dimProduct(arr.t.shape);
  const ravel = mk({ k: 'reshape', arg: flatView(arr) }, { elem: arr.t.elem, shape: [n, ...items] }, span, { origin: arr.origin });
  const picked = mk({ k: 'gather', arg: ravel, indices: [lin, ...items.map(() => null)] }, { elem: arr.t.elem, shape: [...lin.t.shape, ...items] }, span);
  return nestedView(picked, items.length, span);
}
