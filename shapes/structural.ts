// Shape rules of the structural primitives that make or read a shape: ⍳n, ⍴ (shape of, reshape),
// ≢ (tally), , ⍪ and ∊ (ravel, table, enlist), ⊃ (first, pick), ≡ (depth) and ⍕
// (format), of flat arrays (nested ones: nested.ts). The table in primitive-table.ts says which glyph uses which.
import type { Span } from '../apl/ast.js';
import { DEFAULT_PRINT_PRECISION } from '../ops/print-precision.js';
import { asConst, dimConst, dimProduct, dimVar, showShape, type Dim } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext } from './context.js';
import { mapPhase } from './scalar-shapes.js';
import { squad } from './squad.js';
import { checkRank, staticDims, tooLarge, wholeLiteral } from './static-args.js';
import { I32_MAX } from './literals.js';
import type { TExpr } from './typed.js';

/**
 * ⍳n: the first n indices from ⎕IO; n known only at run time makes an existential length. (⍳ of
 * a vector, even of one item, gives nested indices: nested-indices.ts.)
 */
export function iota(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr {
  const rank = arg.t.shape.length;
  if (rank > 1 || !isSingleton(arg.t)) return ctx.fail(rank > 1 ? 'RANK' : 'LENGTH', `⍳ needs a scalar or a vector, got shape ${showShape(arg.t.shape)}`, span, [ctx.describe('argument', arg)]);
  if (arg.t.elem === 'char') return ctx.fail('DOMAIN', '⍳ needs a non-negative integer', span);
  if (arg.sval === null) {
    wholeLiteral(ctx, arg, '⍳', span);
    // a length known only at run time: an existential size, bound where the value is
    const k = ctx.freshSize();
    const shape = [dimVar(k)];
    return mk({ k: 'iota', n: arg, io, binds: k }, { elem: 'int', shape }, span, { phase: mapPhase('iota', shape) });
  }
  const n = arg.sval[0]!;
  const c = asConst(n);
  if (c !== null && c < 0) return ctx.fail('DOMAIN', `⍳ of a negative number (${c})`, span);
  const sval = c !== null && c <= 64 ? Array.from({ length: c }, (_, i) => dimConst(i + io)) : null;
  return mk({ k: 'iota', n: arg, io, binds: null }, { elem: 'int', shape: [n] }, span, { sval, phase: mapPhase('iota', [n]) });
}

/** ⍴⍵: the dims of ⍵, as values */
export function shapeOf(arg: TExpr, span: Span): TExpr {
  return mk({ k: 'dims', dims: arg.t.shape, of: arg }, { elem: 'int', shape: [dimConst(arg.t.shape.length)] }, span, { sval: arg.t.shape });
}

/** ≢⍵: the length of the first axis (1 for a scalar) */
export function tally(arg: TExpr, span: Span): TExpr {
  const d = arg.t.shape.length === 0 ? ONE : arg.t.shape[0]!;
  return mk({ k: 'dims', dims: [d], of: arg }, { elem: 'int', shape: [] }, span, { sval: [d] });
}

/**
 * ,⍵ and ,[k]⍵: a fractional k adds a unit axis at ⌈k; integer axes, contiguous and ascending (one
 * or several), are merged into one axis as long as their product (Dyalog's ravel with axis).
 */
export function ravel(ctx: CheckContext, arg: TExpr, span: Span, axes: readonly number[] | null): TExpr {
  const rank = arg.t.shape.length;
  if (axes !== null) {
    const notes = [ctx.describe('argument', arg)];
    if (axes.length === 1 && !Number.isInteger(axes[0]!)) {
      const at = Math.ceil(axes[0]!);
      if (at < 0 || at > rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, notes);
      const shape = [...arg.t.shape.slice(0, at), ONE, ...arg.t.shape.slice(at)];
      return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin });
    }
    if (axes.length === 0) return ctx.fail('NONCE', 'ravel with an empty axis (,[⍬]) is not supported yet', span, notes);
    const from = axes[0]!;
    if (axes.some((a, i) => !Number.isInteger(a) || a !== from + i)) return ctx.fail('AXIS', 'the axes of ,[k] must be contiguous and ascending', span, notes);
    const to = from + axes.length;
    if (from < 0 || to > rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, notes);
    const shape = [...arg.t.shape.slice(0, from), dimProduct(arg.t.shape.slice(from, to)), ...arg.t.shape.slice(to)];
    return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin, sval: rank <= 1 ? arg.sval : null });
  }
  const shape = [dimProduct(arg.t.shape)];
  return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin, sval: arg.sval });
}

/** ⍪⍵: a matrix of the major cells, each ravelled */
export function table(arg: TExpr, span: Span): TExpr {
  const rank = arg.t.shape.length;
  const shape = rank === 0 ? [ONE, ONE] : [arg.t.shape[0]!, dimProduct(arg.t.shape.slice(1))];
  return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin });
}

/** ∊⍵: enlist of a flat array is its ravel */
export function enlist(arg: TExpr, span: Span): TExpr {
  return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape: [dimProduct(arg.t.shape)] }, span, { origin: arg.origin, sval: arg.sval });
}

/** ≡⍵: the depth of a flat array, 0 for a scalar and 1 otherwise */
export function depth(arg: TExpr, span: Span): TExpr {
  const d = arg.t.shape.length === 0 ? 0 : 1;
  return mk({ k: 'lit', data: [d] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(d)] });
}

/** ⊃⍵: the first item (the fill when empty); a scalar is its own first */
export function first(arg: TExpr, span: Span): TExpr {
  if (arg.t.shape.length === 0) return arg;
  return mk({ k: 'first', arg }, { elem: arg.t.elem, shape: [] }, span, { sval: arg.sval && arg.sval.length > 0 ? [arg.sval[0]!] : null });
}

/**
 * ⍕⍵: characters are themselves; numbers format (on the host) to a width known when it runs: a
 * scalar or vector to one line, a higher rank to its display form, rows keeping the leading axes
 */
export function format(ctx: CheckContext, arg: TExpr, span: Span, pp?: number): TExpr {
  if (arg.t.elem === 'char') return arg;
  const k = ctx.freshSize();
  const precision = pp === undefined || pp === DEFAULT_PRINT_PRECISION ? {} : { precision: pp };
  const shape = [...arg.t.shape.slice(0, -1), dimVar(k)];
  return mk({ k: 'format', arg, binds: k, ...precision }, { elem: 'char', shape }, span, { phase: mapPhase('format (on the host)', shape) });
}

/** ⍺⍴⍵: the items of ⍵, cycled to fill the shape ⍺ (known before the program runs, or existential sizes) */
export function reshape(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ⍴ must be a vector, got rank ${l.t.shape.length}`, span, [ctx.describe('left', l)]);
  if (l.sval === null) {
    wholeLiteral(ctx, l, '⍴', span);
    if (l.t.elem === 'char') return ctx.fail('DOMAIN', 'the left argument of ⍴ must be non-negative integers', span, [ctx.describe('left', l)]);
    const rank = l.t.shape.length === 0 ? 1 : asConst(l.t.shape[0]!);
    if (rank === null) return ctx.fail('NONCE', 'a ⍴ whose result rank is known only at run time (rank polymorphism is static)', span, [ctx.describe('left', l)]);
    checkRank(ctx, rank, span);
    const binds = Array.from({ length: rank }, () => ctx.freshSize());
    const shape = binds.map(dimVar);
    return mk({ k: 'reshapeDyn', shapeArg: l, binds, arg: r }, { elem: r.t.elem, shape }, span, { phase: mapPhase('reshape', shape) });
  }
  const shape: readonly Dim[] = staticDims(ctx, l, '⍴', span);
  checkRank(ctx, shape.length, span);
  for (const d of shape) {
    const c = asConst(d);
    if (c !== null && c < 0) return ctx.fail('DOMAIN', `a shape cannot hold a negative length (${c})`, span, [ctx.describe('left', l)]);
  }
  let arg = r;
  if (asConst(dimProduct(r.t.shape)) === 0 && asConst(dimProduct(shape)) !== 0) {
    arg = mk({ k: 'lit', data: [r.t.elem === 'char' ? 32 : 0] }, { elem: r.t.elem, shape: [] }, r.span);
  }
  const total = asConst(dimProduct(shape));
  if (total !== null && total > I32_MAX) return ctx.fail('LIMIT', tooLarge(`a shape of ${total} items`), span, [ctx.describe('left', l)]);
  const sval = r.sval && r.sval.length > 0 && total !== null && total <= 64 && shape.length <= 1 ? Array.from({ length: total }, (_, i) => r.sval![i % r.sval!.length]!) : null;
  return mk({ k: 'reshape', arg }, { elem: r.t.elem, shape }, span, { sval, phase: mapPhase('reshape', shape) });
}

/** ⍺⊃⍵ on a flat array: ⍺ must be a single index into a vector (deeper picks need nested arrays) */
export function pick(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  if (!isSingleton(l.t) || r.t.shape.length !== 1)
    return ctx.fail(r.t.shape.length > 1 ? 'RANK' : 'NONCE', `⍺⊃⍵ on a flat array takes one index into a vector (got ${showShape(l.t.shape)} and ${showShape(r.t.shape)}); picking with several needs nested arrays`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  return squad(ctx, null, l.t.shape.length === 0 ? l : mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [] }, l.span, { sval: l.sval }), r, span, io);
}
