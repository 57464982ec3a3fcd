// Replicate and compress (⍺/⍵, ⍺⌿⍵, with [k] along axis k): each item along the axis repeated by
// its count. Counts known before the program runs pick static positions (a `select`); counts
// known only at run time make the result's length an existential size. Where (⍸) is a compress of
// the indices.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimEq, dimProduct, dimVar } from './dim.js';
import { isSingleton, mk, ONE, type CheckContext } from './context.js';
import { checkAxis } from './axis.js';
import { constsOf, tooLarge, wholeLiteral } from './static-args.js';
import { I32_MAX } from './literals.js';
import { mapPhase } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

/** The most positions a replicate by constant counts lists at compile time. */
const MAX_LISTED_POSITIONS = 1 << 20;

export function replicate(ctx: CheckContext, g: '/' | '⌿', axis: number | null, l: TExpr, r0: TExpr, span: Span): TExpr {
  if (l.t.elem === 'char') return ctx.fail('DOMAIN', `the left argument of ${g} must be non-negative integers`, span, [ctx.describe('left', l)]);
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ${g} must be a vector`, span, [ctx.describe('left', l)]);
  if (l.sval === null || l.sval.some((d) => asConst(d) === null)) {
    wholeLiteral(ctx, l, g, span);
    return replicateDyn(ctx, g, axis, l, r0, span);
  }
  const counts = constsOf(ctx, l.sval, g, span);
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, r) : g === '/' ? rank - 1 : 0;
  const len = asConst(r.t.shape[ax]!);
  let per: number[];
  // a scalar or one-element ⍺ applies to every item along the axis (Dyalog extends both)
  if (counts.length === 1 && (l.t.shape.length === 0 || len !== 1)) {
    // over an axis whose length is known only when it runs, the count is spread over it then
    if (len === null) return replicateDyn(ctx, g, axis, l, r0, span);
    per = new Array<number>(len).fill(counts[0]!);
  } else if (len === null || counts.length !== len) {
    if (len === 1) per = counts.map(() => 0);
    else return ctx.fail('LENGTH', `the left argument of ${g} has length ${counts.length}, the axis has length ${len ?? r.t.shape[ax]!.key}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  } else per = counts;
  // a negative count ¯c inserts c fill items (Dyalog): they are read at position `len`, one past
  // the axis, of the argument widened by a window that reads the fill there
  const fillAt = len ?? 0;
  // the positions are listed one by one: a total past the limit is an error, and a large one is
  // left to run time like computed counts (listing it would cost the checker more than the run)
  const spread = len === 1 && counts.length > 1;
  const total = (spread ? counts : per).reduce((a, c) => a + Math.abs(c), 0);
  if (total > I32_MAX) return ctx.fail('LIMIT', tooLarge(`a replicate of ${total} items`), span, [ctx.describe('left', l)]);
  if (total > MAX_LISTED_POSITIONS && !spread) return replicateDyn(ctx, g, axis, l, r0, span);
  const positions: number[] = [];
  const push = (c: number, i: number): void => { for (let k = 0; k < Math.abs(c); k++) positions.push(c < 0 ? fillAt : i); };
  if (spread) counts.forEach((c) => push(c, 0));
  else per.forEach((c, i) => push(c, i));
  const src = counts.some((c) => c < 0) ? withFill(r, ax, fillAt, span) : r;
  const shape = r.t.shape.map((d, i) => (i === ax ? dimConst(positions.length) : d));
  const sval = r.sval && rank === 1 && src === r ? positions.map((p) => r.sval![p]!) : null;
  return mk({ k: 'select', axis: ax, positions, arg: src }, { elem: r.t.elem, shape }, span, { sval, phase: mapPhase(g, shape) });
}

/** `r` with one fill item (0 or ' ') after its last along axis `ax` of length `len`. */
function withFill(r: TExpr, ax: number, len: number, span: Span): TExpr {
  const shape = r.t.shape.map((d, i) => (i === ax ? dimConst(len + 1) : d));
  return mk({ k: 'window', offsets: r.t.shape.map(() => dimConst(0)), arg: r }, { elem: r.t.elem, shape }, span, { origin: r.origin, phase: mapPhase('fill', shape) });
}

/**
 * Replicate or compress with counts known only at run time: the length of the result along the
 * axis is an existential size k = +/counts, fixed when the counts are computed (a phase boundary).
 */
function replicateDyn(ctx: CheckContext, g: '/' | '⌿', axis: number | null, l: TExpr, r0: TExpr, span: Span): TExpr {
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, r) : g === '/' ? rank - 1 : 0;
  const len = r.t.shape[ax]!;
  let counts = l;
  if (l.t.shape.length === 0 || isSingleton(l.t)) {
    // a single count applies to every item along the axis
    counts = mk({ k: 'reshape', arg: counts }, { elem: l.t.elem, shape: [len] }, l.span, { origin: l.origin });
  } else if (!dimEq(l.t.shape[0]!, len)) {
    const a = asConst(l.t.shape[0]!);
    const b = asConst(len);
    const notes = [ctx.describe('left', l), ctx.describe('right', r0)];
    if (a !== null && b !== null) return ctx.fail('LENGTH', `the left argument of ${g} has length ${a}, the axis has length ${b}`, span, notes);
    counts = mk({ k: 'assertEq', a: l.t.shape[0]!, b: len, cls: 'LENGTH', message: `the left argument of ${g} and the axis differ in length`, value: counts }, { elem: l.t.elem, shape: [len] }, span, { origin: l.origin });
  }
  const k = ctx.freshSize();
  const shape = r.t.shape.map((d, i) => (i === ax ? dimVar(k) : d));
  return mk({ k: 'replicateDyn', axis: ax, counts, arg: r, binds: k }, { elem: r.t.elem, shape }, span, {
    phase: { op: `${g} (data-dependent)`, mapExtent: dimProduct(shape), reduceExtent: ONE },
  });
}

/** ⍸: the indices of the non-zero items of a boolean or count vector, each repeated by its count. */
export function where(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr {
  if (arg.t.shape.length !== 1) return ctx.fail(arg.t.shape.length === 0 ? 'RANK' : 'NONCE', arg.t.shape.length === 0 ? '⍸ needs a vector' : '⍸ of a matrix gives nested indices (not supported)', span, [ctx.describe('argument', arg)]);
  if (arg.t.elem === 'char' || arg.t.elem === 'float') return ctx.fail('DOMAIN', '⍸ needs booleans or non-negative integers', span, [ctx.describe('argument', arg)]);
  const n = arg.t.shape[0]!;
  const iota = mk({ k: 'iota', n: mk({ k: 'dims', dims: [n] }, { elem: 'int', shape: [] }, span, { sval: [n] }), io, binds: null }, { elem: 'int', shape: [n] }, span);
  return replicateDyn(ctx, '/', null, arg, iota, span);
}
