// Shape rules of the primitive functions, one entry per glyph: each takes checked arguments and
// gives a checked node with its element type and symbolic shape, or reports the APL error class
// with both shapes and where each came from.
import type { Span } from '../apl/ast.js';
import {
  asConst, dimAdd, dimConst, dimMax, dimNeg, dimProduct, dimSub, dimEq, dimMin, dimVar,
  provablyNonNegative, showShape, type Dim, type Shape,
} from './dim.js';
import { isSingleton, mk, ONE, type CheckContext } from './context.js';
import { convertTo, I32_MAX } from './literals.js';
import { decideEq } from './solve.js';
import { match } from './match.js';
import { takeDropDyn } from './take-dyn.js';
import { decode, encode } from './codes.js';
import { expand } from './expand.js';
import { squad } from './squad.js';
import { diagonalTranspose, laminate, rotateEach, scalarWithAxis } from './axis-forms.js';
import { gradeOf, indexOf, intersect, member, union, unique, without } from './search.js';
import { DYADIC_SCALAR, MONADIC_SCALAR, joinElems } from './scalar-rules.js';
import { elemOrFail, mapPhase, scalar1, scalar2 } from './scalar-shapes.js';

export { extendedShape } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

interface PrimFn {
  readonly glyph: string;
  readonly span: Span;
}

/** An axis written in brackets: a constant, ⎕IO-relative. */
export function staticAxis(ctx: CheckContext, a: TExpr, span: Span, io: number): number {
  const c = a.sval && a.sval.length === 1 && a.t.shape.length <= 1 ? asConst(a.sval[0]!) : null;
  if (c === null) {
    // a fractional axis (laminate, ,[0.5]) is returned as it is, less ⎕IO: only , and ⍪ take one
    if (a.t.elem === 'float' && a.node.k === 'lit' && a.node.data.length === 1) return a.node.data[0]! - io;
    return ctx.fail('AXIS', 'an axis must be a single integer known before the program runs', span);
  }
  return c - io;
}

function checkAxis(ctx: CheckContext, axis: number, rank: number, span: Span, arg: TExpr): number {
  if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis ${axis + 1 - 0} is out of range for an array of rank ${rank}`, span, [ctx.describe('argument', arg)]);
  return axis;
}

/**
 * A constant float argument where whole numbers are needed is wrong before the program runs, and
 * so is one past the most items an array holds (a whole number too large for an int is a float).
 */
function wholeLiteral(ctx: CheckContext, a: TExpr, what: string, span: Span): void {
  if (a.node.k !== 'lit' || a.t.elem !== 'float') return;
  const bad = a.node.data.find((x) => !Number.isInteger(x));
  if (bad !== undefined) ctx.fail('DOMAIN', `the argument of ${what} must be whole numbers, not ${String(bad).replace('-', '¯')}`, span, [ctx.describe('argument', a)]);
  const big = a.node.data.find((x) => x > I32_MAX);
  if (big !== undefined) ctx.fail('LIMIT', tooLarge(`the argument of ${what} (${String(big).replace('-', '¯')})`), span, [ctx.describe('argument', a)]);
}

const tooLarge = (what: string): string => `${what}: the size is too large (an array holds at most ${I32_MAX} items)`;

/** Static integer values of an argument (a left argument that fixes a shape). */
function staticDims(ctx: CheckContext, a: TExpr, what: string, span: Span): readonly Dim[] {
  if (a.sval === null || a.t.shape.length > 1) {
    if (a.t.elem === 'char' || a.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of ${what} must be integers`, span);
    return ctx.fail('NONCE', `the left argument of ${what} is computed from data: shapes that depend on data (existential sizes) are not supported yet`, span);
  }
  return a.sval;
}

function constsOf(ctx: CheckContext, ds: readonly Dim[], what: string, span: Span): number[] {
  return ds.map((d) => {
    const c = asConst(d);
    if (c === null) return ctx.fail('NONCE', `the left argument of ${what} must be known before the program runs`, span);
    return c;
  });
}

// ---- monadic structural functions ---------------------------------------------------------

export function applyMonadicPrim(ctx: CheckContext, fn: PrimFn, axis: number | null, arg: TExpr, span: Span, io: number): TExpr {
  const g = fn.glyph;
  const rank = arg.t.shape.length;
  if (axis !== null && !Number.isInteger(axis) && g !== ',') return ctx.fail('AXIS', `monadic ${g} takes no fractional axis`, span);
  if (MONADIC_SCALAR.has(g)) {
    if (axis !== null) return ctx.fail('AXIS', `monadic ${g} takes no axis`, span);
    return scalar1(ctx, g, arg, span);
  }
  const int = (shape: Shape, node: TExpr['node'], sval: readonly Dim[] | null) => mk(node, { elem: 'int', shape }, span, { sval });
  switch (g) {
    case '⍳': {
      if (rank > 1 || !isSingleton(arg.t)) return ctx.fail(rank > 1 ? 'RANK' : 'LENGTH', `⍳ needs a single number, got shape ${showShape(arg.t.shape)} (⍳ of a vector gives nested indices, not supported)`, span, [ctx.describe('argument', arg)]);
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
    case '⍴':
      return int([dimConst(rank)], { k: 'dims', dims: arg.t.shape, of: arg }, arg.t.shape);
    case '≢': {
      const d = rank === 0 ? ONE : arg.t.shape[0]!;
      return int([], { k: 'dims', dims: [d], of: arg }, [d]);
    }
    case ',': {
      if (axis !== null) {
        // ,[k] with a fractional k adds a unit axis at ⌈k; with one integer axis nothing is merged
        if (Number.isInteger(axis)) return mk({ k: 'reshape', arg }, arg.t, span, { origin: arg.origin, sval: arg.sval });
        const at = Math.ceil(axis);
        if (at < 0 || at > rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('argument', arg)]);
        const shape = [...arg.t.shape.slice(0, at), ONE, ...arg.t.shape.slice(at)];
        return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin });
      }
      const shape = [dimProduct(arg.t.shape)];
      return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin, sval: arg.sval });
    }
    case '⍪': {
      const shape = rank === 0 ? [ONE, ONE] : [arg.t.shape[0]!, dimProduct(arg.t.shape.slice(1))];
      return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape }, span, { origin: arg.origin });
    }
    case '⌽':
    case '⊖': {
      if (rank === 0) return arg;
      const ax = axis !== null ? checkAxis(ctx, axis, rank, span, arg) : g === '⌽' ? rank - 1 : 0;
      return mk({ k: 'reverse', axis: ax, arg }, arg.t, span, { origin: arg.origin, sval: arg.sval && rank === 1 ? [...arg.sval].reverse() : null });
    }
    case '⍉': {
      if (rank < 2) return arg;
      const perm = Array.from({ length: rank }, (_, i) => rank - 1 - i);
      return mk({ k: 'transpose', perm, arg }, { elem: arg.t.elem, shape: perm.map((p) => arg.t.shape[p]!) }, span);
    }
    case '⊃': {
      if (rank === 0) return arg;
      return mk({ k: 'first', arg }, { elem: arg.t.elem, shape: [] }, span, { sval: arg.sval && arg.sval.length > 0 ? [arg.sval[0]!] : null });
    }
    case '⊢':
    case '⊣':
    case '↑': // mix of a simple array is the array itself
      return arg;
    case '⍸':
      return where(ctx, arg, span, io);
    case '⍋':
    case '⍒':
      return gradeOf(ctx, arg, g === '⍒', span, io);
    case '∪':
      return unique(ctx, arg, span);
    case '?':
      return ctx.fail('NONCE', '? (roll): random numbers are not supported (no seeded generator that both backends share)', span);
    case '⊂':
    case '⊆':
      // enclosing a simple scalar gives it back; anything else is a nested array
      if (rank === 0) return arg;
      return ctx.fail('NONCE', `${g} of an array makes a nested array; aplc supports flat arrays only`, span, [ctx.describe('argument', arg)]);
    case '⌷':
      // materialise: a flat array is already what it denotes
      return arg;
    case '⍕': {
      if (arg.t.elem === 'char') return arg;
      if (rank > 1) return ctx.fail('NONCE', `⍕ of a numeric array of rank ${rank} (a character matrix with aligned columns) is not supported yet`, span, [ctx.describe('argument', arg)]);
      const k = ctx.freshSize();
      return mk({ k: 'format', arg, binds: k }, { elem: 'char', shape: [dimVar(k)] }, span, { phase: mapPhase('format (on the host)', [dimVar(k)]) });
    }
    case '∊':
      // enlist of a flat array is its ravel
      return mk({ k: 'reshape', arg }, { elem: arg.t.elem, shape: [dimProduct(arg.t.shape)] }, span, { origin: arg.origin, sval: arg.sval });
    case '≡':
      return mk({ k: 'lit', data: [rank === 0 ? 0 : 1] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(rank === 0 ? 0 : 1)] });
    case '/': case '⌿': case '\\': case '⍀':
      return ctx.fail('SYNTAX', `${g} needs a left argument (or a function on its left, as in +${g})`, span);
    default:
      return ctx.fail('NONCE', `monadic ${g} is not supported yet`, span);
  }
}


// ---- dyadic structural functions ----------------------------------------------------------

export function applyDyadicPrim(ctx: CheckContext, fn: PrimFn, axis: number | null, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const g = fn.glyph;
  if (axis !== null && !Number.isInteger(axis)) {
    if (g === ',' || g === '⍪') return laminate(ctx, Math.ceil(axis), l, r, span);
    return ctx.fail('AXIS', `${g} takes no fractional axis (only , and ⍪ laminate)`, span);
  }
  if (DYADIC_SCALAR.has(g)) {
    if (axis !== null) {
      const notes = [ctx.describe('left', l), ctx.describe('right', r)];
      return scalarWithAxis(ctx, g, [axis], l, r, span, (rule) => elemOrFail(ctx, rule, span, notes));
    }
    return scalar2(ctx, g, l, r, span);
  }
  const rank = r.t.shape.length;
  switch (g) {
    case '⍴': {
      if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ⍴ must be a vector, got rank ${l.t.shape.length}`, span, [ctx.describe('left', l)]);
      if (l.sval === null) {
        wholeLiteral(ctx, l, '⍴', span);
        if (l.t.elem === 'char') return ctx.fail('DOMAIN', 'the left argument of ⍴ must be non-negative integers', span, [ctx.describe('left', l)]);
        const rank = l.t.shape.length === 0 ? 1 : asConst(l.t.shape[0]!);
        if (rank === null) return ctx.fail('NONCE', 'a ⍴ whose result rank is known only at run time (rank polymorphism is static)', span, [ctx.describe('left', l)]);
        const binds = Array.from({ length: rank }, () => ctx.freshSize());
        const shape = binds.map(dimVar);
        return mk({ k: 'reshapeDyn', shapeArg: l, binds, arg: r }, { elem: r.t.elem, shape }, span, { phase: mapPhase('reshape', shape) });
      }
      const shape = staticDims(ctx, l, '⍴', span);
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
    case ',':
    case '⍪':
      return catenate(ctx, g, axis, l, r, span);
    case '⌽':
    case '⊖': {
      if (l.t.elem === 'char' || l.t.elem === 'float') return ctx.fail('DOMAIN', `the left argument of ${g} must be an integer`, span);
      if (rank === 0) return r;
      const ax = axis !== null ? checkAxis(ctx, axis, rank, span, r) : g === '⌽' ? rank - 1 : 0;
      if (!isSingleton(l.t)) return rotateEach(ctx, g, ax, l, r, span);
      // a vector of static values rotated by a static amount keeps them (⍳ then ⌽ for ⍉'s left argument)
      const amt = l.sval && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
      const sv = r.sval && rank === 1 && amt !== null && r.sval.length > 0 ? r.sval.map((_, i) => r.sval![(((i + amt) % r.sval!.length) + r.sval!.length) % r.sval!.length]!) : null;
      return mk({ k: 'rotate', axis: ax, amount: convertTo(ctx, l, 'int'), arg: r }, r.t, span, { origin: r.origin, sval: sv });
    }
    case '⍉': {
      const perm0 = constsOf(ctx, staticDims(ctx, l, '⍉', span), '⍉', span).map((x) => x - io);
      if (perm0.length !== rank) return ctx.fail('LENGTH', `the left argument of ⍉ must have one item per axis of the right (${rank}), got ${perm0.length}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
      if (perm0.some((p) => p < 0 || p >= rank)) return ctx.fail('AXIS', `⍉ axis out of range for rank ${rank}`, span);
      if (new Set(perm0).size !== rank) return diagonalTranspose(ctx, perm0, r, span);
      // l[i] is where arg axis i goes; the node wants, per result axis, its arg axis
      const perm = new Array<number>(rank);
      perm0.forEach((dest, src) => (perm[dest] = src));
      return mk({ k: 'transpose', perm, arg: r }, { elem: r.t.elem, shape: perm.map((p) => r.t.shape[p]!) }, span);
    }
    case '↑':
    case '↓':
      return takeDrop(ctx, g, l, r, span, axis);
    case '/':
    case '⌿':
      return replicate(ctx, g, axis, l, r, span);
    case '⊢':
      return r;
    case '⊣':
      return l;
    case '≡':
    case '≢':
      return match(ctx, l, r, span, g === '≢');
    case '⍳':
      return indexOf(ctx, l, r, span, io);
    case '∊':
      return member(ctx, l, r, span);
    case '∩':
      return intersect(ctx, l, r, span);
    case '∪':
      return union(ctx, l, r, span);
    case '~':
      return without(ctx, l, r, span);
    case '⍋':
    case '⍒':
      return ctx.fail('NONCE', `dyadic ${g} (grading by a collating sequence) is not supported yet`, span);
    case '?':
      return ctx.fail('NONCE', '? (deal): random numbers are not supported (no seeded generator that both backends share)', span);
    case '⊃': {
      // pick from a simple vector: ⍺ must be a single index (deeper picks need nested arrays)
      if (!isSingleton(l.t) || r.t.shape.length !== 1)
        return ctx.fail(r.t.shape.length > 1 ? 'RANK' : 'NONCE', `⍺⊃⍵ on a flat array takes one index into a vector (got ${showShape(l.t.shape)} and ${showShape(r.t.shape)}); picking with several needs nested arrays`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
      return squad(ctx, null, l.t.shape.length === 0 ? l : mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [] }, l.span, { sval: l.sval }), r, span, io);
    }
    case '⌷':
      return squad(ctx, axis === null ? null : [axis], l, r, span, io);
    case '⊥':
      return decode(ctx, l, r, span);
    case '⊤':
      return encode(ctx, l, r, span);
    case '\\': case '⍀':
      return expand(ctx, g, axis, l, r, span);
    default:
      return ctx.fail('NONCE', `dyadic ${g} is not supported yet`, span);
  }
}

function catenate(ctx: CheckContext, g: string, axis: number | null, l: TExpr, r: TExpr, span: Span): TExpr {
  const elem = joinElems(l.t.elem, r.t.elem);
  if (elem === null) return ctx.fail('NONCE', 'catenating characters with numbers (a mixed array) is not supported', span, [ctx.describe('left', l), ctx.describe('right', r)]);
  const rank = Math.max(l.t.shape.length, r.t.shape.length, 1);
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, l.t.shape.length >= r.t.shape.length ? l : r) : g === '⍪' ? 0 : rank - 1;
  // bring both sides to the full rank: a scalar fills the other dims, a rank-1-less array gets a unit axis
  const lift = (x: TExpr, other: TExpr): TExpr => {
    if (x.t.shape.length === rank) return convertTo(ctx, x, elem);
    const full = other.t.shape.length === rank ? other.t.shape : null;
    let shape: Dim[];
    if (x.t.shape.length === 0) {
      shape = full ? full.map((d, i) => (i === ax ? ONE : d)) : [ONE];
    } else if (x.t.shape.length === rank - 1) {
      shape = [...x.t.shape.slice(0, ax), ONE, ...x.t.shape.slice(ax)];
    } else {
      return ctx.fail('RANK', `catenated arrays' ranks differ by more than one: ${showShape(l.t.shape)} and ${showShape(r.t.shape)}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    }
    return mk({ k: 'reshape', arg: convertTo(ctx, x, elem) }, { elem, shape }, x.span, { origin: x.origin });
  };
  let L = lift(l, r);
  const R = lift(r, l);
  for (let i = 0; i < rank; i++) {
    if (i === ax) continue;
    const a = L.t.shape[i]!;
    const b = R.t.shape[i]!;
    const d = decideEq(a, b);
    if (d.k === 'equal') continue;
    const message = `catenated arrays differ along axis ${i + 1}: left ${showShape(l.t.shape)}, right ${showShape(r.t.shape)}`;
    if (d.k === 'unequal') return ctx.fail('LENGTH', message, span, [ctx.describe('left', l), ctx.describe('right', r)]);
    // known only at run time: checked on the left, which is computed after the right
    const shape = L.t.shape.map((x, j) => (j === i ? b : x));
    L = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message, value: L }, { elem: L.t.elem, shape }, span, { origin: L.origin });
  }
  const shape = L.t.shape.map((d, i) => (i === ax ? dimAdd(d, R.t.shape[i]!) : d));
  const sval = l.sval && r.sval && rank === 1 ? [...l.sval, ...r.sval] : null;
  return mk({ k: 'catenate', axis: ax, left: L, right: R }, { elem, shape }, span, { sval, phase: mapPhase('catenate', shape) });
}

function takeDrop(ctx: CheckContext, g: '↑' | '↓', l: TExpr, r0: TExpr, span: Span, axis: number | null = null): TExpr {
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ${g} must be a vector`, span);
  if (l.t.elem === 'char') return ctx.fail('DOMAIN', `the left argument of ${g} must be integers`, span, [ctx.describe('left', l)]);
  // counts known only at run time, or whose sign is not known: existential lengths
  if (l.sval === null || l.sval.some((c) => !provablyNonNegative(c) && !provablyNonNegative(dimNeg(c)))) return takeDropDyn(ctx, g, l, r0, span, axis);
  let counts = staticDims(ctx, l, g, span);
  if (axis !== null) {
    // ↑[k]: the counts apply to the listed axis; every other axis is kept whole
    const rank = Math.max(r0.t.shape.length, 1);
    if (axis < 0 || axis >= rank) return ctx.fail('AXIS', `axis out of range for an array of rank ${rank}`, span, [ctx.describe('right', r0)]);
    if (counts.length !== 1) return ctx.fail('LENGTH', `${g} with one axis takes one count, got ${counts.length}`, span, [ctx.describe('left', l)]);
    if (r0.t.shape.length === 0) return ctx.fail('RANK', `${g} with an axis needs an array, not a scalar`, span);
    const c = counts[0]!;
    counts = r0.t.shape.map((d, i) => (i === axis ? c : g === '↑' ? d : dimConst(0)));
  }
  // a scalar right argument is treated as an array of rank (≢counts) with unit dims
  const r = r0.t.shape.length === 0 && counts.length > 0
    ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: counts.map(() => ONE) }, r0.span, { origin: r0.origin })
    : r0;
  const rank = r.t.shape.length;
  if (counts.length > rank) return ctx.fail('LENGTH', `${g} has ${counts.length} counts for an array of rank ${rank}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  const offsets: Dim[] = [];
  const shape: Dim[] = [];
  r.t.shape.forEach((d, i) => {
    if (i >= counts.length) {
      offsets.push(dimConst(0));
      shape.push(d);
      return;
    }
    const c = counts[i]!;
    const nonNeg = provablyNonNegative(c);
    const nonPos = provablyNonNegative(dimNeg(c));
    if (!nonNeg && !nonPos) return ctx.fail('NONCE', `the sign of the ${g} count ${c.key} is not known before the program runs`, span);
    const mag = nonNeg ? c : dimNeg(c);
    if (g === '↑') {
      shape.push(mag);
      offsets.push(nonNeg ? dimConst(0) : dimSub(d, mag));
    } else {
      const len = dimMax(dimConst(0), dimSub(d, mag));
      shape.push(len);
      offsets.push(nonNeg ? dimMin(mag, d) : dimConst(0));
    }
  });
  const sval = r.sval && rank === 1 && asConst(shape[0]!) !== null && asConst(offsets[0]!) !== null
    ? Array.from({ length: asConst(shape[0]!)! }, (_, i) => r.sval![i + asConst(offsets[0]!)!] ?? dimConst(0))
    : null;
  return mk({ k: 'window', offsets, arg: r }, { elem: r.t.elem, shape }, span, { sval, phase: mapPhase(g, shape) });
}

/** The most positions a replicate by constant counts lists at compile time. */
const MAX_LISTED_POSITIONS = 1 << 20;

function replicate(ctx: CheckContext, g: '/' | '⌿', axis: number | null, l: TExpr, r0: TExpr, span: Span): TExpr {
  if (l.t.elem === 'char') return ctx.fail('DOMAIN', `the left argument of ${g} must be non-negative integers`, span, [ctx.describe('left', l)]);
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of ${g} must be a vector`, span, [ctx.describe('left', l)]);
  if (l.sval === null || l.sval.some((d) => asConst(d) === null)) {
    wholeLiteral(ctx, l, g, span);
    return replicateDyn(ctx, g, axis, l, r0, span);
  }
  const counts = constsOf(ctx, l.sval, g, span);
  if (counts.some((c) => c < 0)) return ctx.fail('DOMAIN', `the left argument of ${g} must be non-negative`, span, [ctx.describe('left', l)]);
  const r = r0.t.shape.length === 0 ? mk({ k: 'reshape', arg: r0 }, { elem: r0.t.elem, shape: [ONE] }, r0.span, { origin: r0.origin }) : r0;
  const rank = r.t.shape.length;
  const ax = axis !== null ? checkAxis(ctx, axis, rank, span, r) : g === '/' ? rank - 1 : 0;
  const len = asConst(r.t.shape[ax]!);
  let per: number[];
  if (counts.length === 1 && l.t.shape.length === 0) {
    if (len === null) return ctx.fail('NONCE', `${g} over an axis whose length is not known before the program runs`, span);
    per = new Array<number>(len).fill(counts[0]!);
  } else if (len === null || counts.length !== len) {
    if (len === 1) per = counts.map(() => 0);
    else return ctx.fail('LENGTH', `the left argument of ${g} has length ${counts.length}, the axis has length ${len ?? r.t.shape[ax]!.key}`, span, [ctx.describe('left', l), ctx.describe('right', r0)]);
  } else per = counts;
  // the positions are listed one by one: a total past the limit is an error, and a large one is
  // left to run time like computed counts (listing it would cost the checker more than the run)
  const spread = len === 1 && counts.length > 1;
  const total = (spread ? counts : per).reduce((a, c) => a + c, 0);
  if (total > I32_MAX) return ctx.fail('LIMIT', tooLarge(`a replicate of ${total} items`), span, [ctx.describe('left', l)]);
  if (total > MAX_LISTED_POSITIONS && !spread) return replicateDyn(ctx, g, axis, l, r0, span);
  const positions: number[] = [];
  if (spread) counts.forEach((c) => { for (let k = 0; k < c; k++) positions.push(0); });
  else per.forEach((c, i) => { for (let k = 0; k < c; k++) positions.push(i); });
  const shape = r.t.shape.map((d, i) => (i === ax ? dimConst(positions.length) : d));
  const sval = r.sval && rank === 1 ? positions.map((p) => r.sval![p]!) : null;
  return mk({ k: 'select', axis: ax, positions, arg: r }, { elem: r.t.elem, shape }, span, { sval, phase: mapPhase(g, shape) });
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
