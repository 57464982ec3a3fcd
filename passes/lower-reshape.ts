// Lowering of the functions that build an array of a new length from their arguments: ⍳, ⍴
// (cycling through the source), replicate by counts known only at run time, and ⍕. A length
// known only at run time is computed here and bound to the checker's existential size variable
// (checked whole and ≥ 0), so the types that name it are sized from then on.
import type { Atom, Size, SrcLoc } from '../core-ir/syntax.js';
import { MAX_ITEMS, PAST_MAX_ITEMS } from '../core-ir/limits.js';
import { dimProduct } from '../shapes/dim.js';
import type { TExpr } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

export const lowerIota: LowerArm<'iota'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  if (n.binds !== null) ctx.bindSize(n.binds, ctx.scalarOf(ctx.expr(n.n), loc), '⍳', loc);
  const t = ctx.irType(e);
  if (n.io === 0) return em.bind({ tag: 'iota', n: t.shape[0]! }, t, loc);
  return em.generate(t, ([i]) => em.bind({ tag: 'bin', op: 'add', left: i!, right: intC(n.io) }, scalarT('int')), loc);
};

/** ⍴ with cycling: the same element count is a reshape; otherwise a map reading `i mod n`. */
export const lowerReshape: LowerArm<'reshape'> = (ctx, e, n) => reshapeFrom(ctx, e, ctx.expr(n.arg), n.arg, ctx.loc(e));

export const lowerReshapeDyn: LowerArm<'reshapeDyn'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const shp = ctx.expr(n.shapeArg);
  n.binds.forEach((k, i) => {
    const v = em.typeOf(shp).shape.length === 0 ? shp : em.bind({ tag: 'index', array: ctx.arrayName(shp, loc), idx: [intC(i)] }, scalarT(em.typeOf(shp).elem), loc);
    ctx.bindSize(k, v, '⍴', loc);
  });
  return reshapeFrom(ctx, e, a, n.arg, loc);
};

function reshapeFrom(ctx: LowerContext, e: TExpr, a: Atom, argE: TExpr, loc: SrcLoc): Atom {
  const em = ctx.em;
  const t = ctx.irType(e);
  const at = em.typeOf(a);
  if (at.shape.length === 0) return em.bind({ tag: 'replicate', shape: t.shape, value: a }, t, loc);
  const same = dimProduct(argE.t.shape).key === dimProduct(e.t.shape).key;
  if (same) return em.bind({ tag: 'reshape', shape: t.shape, array: ctx.arrayName(a, loc) }, t, loc);
  const n = ctx.size(dimProduct(argE.t.shape));
  if (t.shape.length === 0) {
    // ⍬⍴A: the first element (the checker has replaced an empty A by its fill)
    return em.bind({ tag: 'index', array: ctx.arrayName(a, loc), idx: at.shape.map(() => intC(0)) }, t, loc);
  }
  const flat = at.shape.length === 1 ? a : em.bind({ tag: 'reshape', shape: [n], array: ctx.arrayName(a, loc) }, { elem: at.elem, shape: [n] }, loc);
  return em.generate(t, (idx) => {
    // row-major linear index of the result position, then cycle through the source
    let lin: Atom = idx[0]!;
    for (let k = 1; k < idx.length; k++) {
      const m = em.bind({ tag: 'bin', op: 'mul', left: lin, right: sizeAtom(t.shape[k]!) }, scalarT('int'));
      lin = em.bind({ tag: 'bin', op: 'add', left: m, right: idx[k]! }, scalarT('int'));
    }
    const read = (): Atom => {
      const src = em.bind({ tag: 'bin', op: 'mod', left: sizeAtom(n), right: lin }, scalarT('int'));
      return em.bind({ tag: 'index', array: (flat as { name: string }).name, idx: [src] }, scalarT(at.elem));
    };
    if (n.k === 'const') return read();
    // a source empty only at run time gives fills, as Dyalog's (2 3⍴⍳n with n=0 is 2 3⍴0): its
    // read would be out of range, so it is the other branch of a choice, not computed beside it
    const fill: Atom = { k: 'const', value: at.elem === 'char' ? 32 : 0, elem: at.elem };
    const empty = em.bind({ tag: 'bin', op: 'eq', left: sizeAtom(n), right: intC(0) }, scalarT('bool'));
    const [v] = em.bindMany({ tag: 'if', cond: empty, then: { stmts: [], results: [fill] }, else: em.block(() => [read()]) }, [scalarT(at.elem)]);
    return v!;
  }, loc);
}

/**
 * Replicate along an axis by counts known at run time. The result length k = +/counts; each
 * result position finds its source by a max-scan over the sources scattered at their offsets.
 */
export const lowerReplicateDyn: LowerArm<'replicateDyn'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const { axis, counts: countsE, arg: argE, binds: k } = n;
  // APL evaluates the right argument first; ⍸'s ⍳ has no effects and its length may be a size
  // that computing the counts binds, so there the counts go first
  const countsFirst = argE.node.k === 'iota';
  const c0 = countsFirst ? ctx.expr(countsE) : null;
  const a = ctx.expr(argE);
  const c0v = c0 ?? ctx.expr(countsE);
  const ct = em.typeOf(c0v);
  const len = ct.shape[0]!;
  const c0Name = ctx.arrayName(c0v, loc);
  // every count must be a whole number (one too large for an int is whole, and past the limit on
  // the total below: its conversion would wrap around and read as a fraction); a negative one ¯c
  // inserts c fill items (Dyalog), read one past the axis of the argument widened by a window (a
  // boolean mask has neither, and needs no check, so costs no read-back)
  const signed = ct.elem !== 'bool';
  const past: Atom = { k: 'const', value: PAST_MAX_ITEMS, elem: 'float' };
  const magnitude = (x: Atom): Atom => em.bind({ tag: 'un', op: 'abs', arg: x }, scalarT(em.typeOf(x).elem));
  if (ct.elem === 'float') {
    const whole = em.lambda([scalarT('int'), scalarT('float')], ([, x]) => {
      const back = em.bind({ tag: 'un', op: 'toFloat', arg: em.bind({ tag: 'un', op: 'floor', arg: x! }, scalarT('int')) }, scalarT('float'));
      const same = em.bind({ tag: 'bin', op: 'eq', left: back, right: x! }, scalarT('bool'));
      return [em.bind({ tag: 'bin', op: 'or', left: same, right: em.bind({ tag: 'bin', op: 'ge', left: magnitude(x!), right: past }, scalarT('bool')) }, scalarT('bool'))];
    });
    const allOk = em.bind({ tag: 'redomap', shape: [len], arrays: [c0Name], map: whole, op: em.lambda([scalarT('bool'), scalarT('bool')], ([x, y]) => [em.bind({ tag: 'bin', op: 'and', left: x!, right: y! }, scalarT('bool'))]), neutral: [{ k: 'const', value: 1, elem: 'bool' }], assoc: true }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: allOk, cls: 'DOMAIN', message: 'the left argument of / must be whole numbers' }, loc);
  }
  // how many copies, |count| as an int; a float count too large for an int becomes -1, which the
  // total below reports
  const copies = (x: Atom): Atom => {
    if (ct.elem !== 'float') return magnitude(convertAtom(em, x, 'int'));
    const big = em.bind({ tag: 'bin', op: 'ge', left: magnitude(x), right: past }, scalarT('bool'));
    return em.bind({ tag: 'select', cond: big, then: intC(-1), else: magnitude(em.bind({ tag: 'un', op: 'floor', arg: x }, scalarT('int'))) }, scalarT('int'));
  };
  const c = ct.elem === 'bool' ? em.bind({ tag: 'map', shape: [len], arrays: [c0Name], lambda: em.lambda([scalarT('int'), scalarT('bool')], ([, x]) => [convertAtom(em, x!, 'int')]) }, { elem: 'int', shape: [len] }, loc)
    : em.bind({ tag: 'map', shape: [len], arrays: [c0Name], lambda: em.lambda([scalarT('int'), scalarT(ct.elem)], ([, x]) => [copies(x!)]) }, { elem: 'int', shape: [len] }, loc);
  const cName = ctx.arrayName(c, loc);
  const ident = em.lambda([scalarT('int'), scalarT('int')], ([, x]) => [x!]);
  const add = em.lambda([scalarT('int'), scalarT('int')], ([x, y]) => [em.bind({ tag: 'bin', op: 'add', left: x!, right: y! }, scalarT('int'))]);
  // the total must fit a size (a mask's cannot exceed its length): counts add up saturating at
  // -1, past the limit, so the total never wraps around into a plausible length, and the
  // executors report the negative size as too large where they read it (limits.ts); a check of
  // their own would cost a kernel, as the total lives on the device
  const total = ct.elem === 'bool' ? add : em.lambda([scalarT('int'), scalarT('int')], ([x, y]) => {
    const bool = scalarT('bool');
    const neg = em.bind({ tag: 'bin', op: 'or', left: em.bind({ tag: 'bin', op: 'lt', left: x!, right: intC(0) }, bool), right: em.bind({ tag: 'bin', op: 'lt', left: y!, right: intC(0) }, bool) }, bool);
    const room = em.bind({ tag: 'bin', op: 'sub', left: intC(MAX_ITEMS), right: y! }, scalarT('int'));
    const over = em.bind({ tag: 'bin', op: 'or', left: neg, right: em.bind({ tag: 'bin', op: 'gt', left: x!, right: room }, bool) }, bool);
    return [em.bind({ tag: 'select', cond: over, then: intC(-1), else: em.bind({ tag: 'bin', op: 'add', left: x!, right: y! }, scalarT('int')) }, scalarT('int'))];
  });
  em.bind({ tag: 'redomap', shape: [len], arrays: [cName], map: ident, op: total, neutral: [intC(0)], assoc: true }, scalarT('int'), loc, k);
  const kSize: Size = { k: 'var', name: k };
  const ends = em.bind({ tag: 'scanomap', shape: [len], arrays: [cName], map: ident, op: add, assoc: true }, { elem: 'int', shape: [len] }, loc);
  // where each source's copies start, or -1 (no write) for a count of 0
  const startsLam = em.lambda([scalarT('int'), scalarT('int'), scalarT('int')], ([, end, cnt]) => {
    const start = em.bind({ tag: 'bin', op: 'sub', left: end!, right: cnt! }, scalarT('int'));
    const some = em.bind({ tag: 'bin', op: 'gt', left: cnt!, right: intC(0) }, scalarT('bool'));
    return [em.bind({ tag: 'select', cond: some, then: start, else: intC(-1) }, scalarT('int'))];
  });
  const starts = em.bind({ tag: 'map', shape: [len], arrays: [(ends as { name: string }).name, cName], lambda: startsLam }, { elem: 'int', shape: [len] }, loc);
  // the item each count copies: its own, or (a negative count) the fill one past the axis
  const sources = signed
    ? em.bind({ tag: 'map', shape: [len], arrays: [c0Name], lambda: em.lambda([scalarT('int'), scalarT(ct.elem)], ([i, x]) => {
      const neg = em.bind({ tag: 'bin', op: 'lt', left: x!, right: { k: 'const', value: 0, elem: ct.elem } }, scalarT('bool'));
      return [em.bind({ tag: 'select', cond: neg, then: sizeAtom(len), else: i! }, scalarT('int'))];
    }) }, { elem: 'int', shape: [len] }, loc)
    : em.bind({ tag: 'iota', n: len }, { elem: 'int', shape: [len] }, loc);
  const blank = em.bind({ tag: 'replicate', shape: [kSize], value: intC(-1) }, { elem: 'int', shape: [kSize] }, loc);
  const marks = em.bind({ tag: 'scatter', dest: (blank as { name: string }).name, indices: (starts as { name: string }).name, values: (sources as { name: string }).name }, { elem: 'int', shape: [kSize] }, loc);
  const maxOp = em.lambda([scalarT('int'), scalarT('int')], ([x, y]) => [em.bind({ tag: 'bin', op: 'max', left: x!, right: y! }, scalarT('int'))]);
  const src = em.bind({ tag: 'scanomap', shape: [kSize], arrays: [(marks as { name: string }).name], map: ident, op: maxOp, assoc: true }, { elem: 'int', shape: [kSize] }, loc);
  const at = em.typeOf(a);
  const axes = at.shape.map((_, i) => (i === axis ? (src as { name: string }).name : null));
  const padded = signed ? padAxis(ctx, ctx.arrayName(a, loc), axis, loc) : ctx.arrayName(a, loc);
  return em.bind({ tag: 'gather', array: padded, axes }, ctx.irType(e), loc);
};

/** `a` with one fill item (0 or ' ') after its last along `axis`. */
function padAxis(ctx: LowerContext, a: string, axis: number, loc: SrcLoc): string {
  const em = ctx.em;
  const at = em.typeOf({ k: 'var', name: a });
  const d = at.shape[axis]!;
  const wider: Size = d.k === 'const' ? { k: 'const', n: d.n + 1 } : { k: 'var', name: (em.bind({ tag: 'bin', op: 'add', left: sizeAtom(d), right: intC(1) }, scalarT('int'), loc) as { name: string }).name };
  const shape = at.shape.map((s, i) => (i === axis ? wider : s));
  const fill: Atom = { k: 'const', value: at.elem === 'char' ? 32 : 0, elem: at.elem };
  return ctx.arrayName(em.bind({ tag: 'window', array: a, offsets: at.shape.map(() => intC(0)), shape, fill }, { elem: at.elem, shape }, loc), loc);
}

/** ⍕: the IR's format, whose first result is the text's length, bound to the checker's size variable. */
export const lowerFormat: LowerArm<'format'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const a = ctx.arrayName(ctx.expr(n.arg), loc);
  return em.bindNamed({ tag: 'format', array: a, ...(n.precision === undefined ? {} : { precision: n.precision }), ...(n.spec === undefined ? {} : { spec: n.spec }) }, [{ name: n.binds, type: scalarT('int') }, { name: em.fresh('fmt'), type: ctx.irType(e) }], loc)[1]!;
};
