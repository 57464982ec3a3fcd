// ⍺⊆⍵ (partition) and ⍺⊂⍵ (partitioned enclose) of simple vectors, as irregular nested vectors
// (ragged.ts): the elements kept, end to end, and each item's length.
//
// ⍺ is a boolean or non-negative integers. An int ⍺ is what `1,2≠/⍵` gives (the 1 is an int
// literal), so it is the common case, not a rare one. For ⊂ an int is a count: ⍺[i] items start at
// i, the first ⍺[i]-1 of them empty (Dyalog, ⎕ML<3); a boolean ⍺ is the case where every count is
// 0 or 1. A negative ⍺ is a DOMAIN ERROR when the program runs: a wrong partition is never given.
import type { Span } from '../apl/ast.js';
import { dimConst, dimVar, showShape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { allOf, at, intLit, iotaOf, ints, isNestedType, minus, plusScan, raggedOf } from './ragged.js';
import { decideEq } from './solve.js';
import type { TExpr } from './typed.js';
import { libraryFunction } from './library-dfn.js';

const NEGATIVE = 'the left argument of ⊂ and ⊆ must be non-negative integers';

/** `a` (int[m]) after a run-time check that none of it is negative. */
function nonNegative(ctx: CheckContext, a: TExpr, g: string, span: Span): TExpr {
  const s = shareValue(ctx, a);
  const each = mk({ k: 'scalar2', glyph: '≥', left: s.ref, right: intLit(0, span) }, { elem: 'bool', shape: a.t.shape }, span);
  const ok = allOf(each, span);
  return s.wrap(mk({ k: 'assertTrue', ok, cls: 'DOMAIN', message: NEGATIVE.replace('⊂ and ⊆', g), value: s.ref }, a.t, span));
}

/**
 * The lengths of ⍺⊂⍵'s items where item k (of `lengths`) starts where ⍺ is `counts[k]`: before it,
 * counts[k]-1 empty items. Each item is repeated counts[k] times and only its last copy keeps its
 * length: copy j is the last of its item where j+1 is the running total of the counts up to it.
 */
function withEmptyItems(ctx: CheckContext, counts: TExpr, lengths: TExpr, span: Span): TExpr {
  const c = shareValue(ctx, counts);
  const copies = ctx.freshSize();
  const item = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: c.ref, arg: iotaOf(counts.t.shape[0]!, span), binds: copies }, ints(dimVar(copies)), span));
  const ends = at(plusScan(c.ref, span), item.ref, span);
  const isLast = mk({ k: 'scalar2', glyph: '=', left: iotaOf(dimVar(copies), span), right: minus(ends, intLit(1, span), span) }, { elem: 'bool', shape: [dimVar(copies)] }, span);
  const kept = mk({ k: 'scalar2', glyph: '×', left: isLast, right: at(lengths, item.ref, span) }, ints(dimVar(copies)), span);
  return c.wrap(item.wrap(kept));
}

/**
 * The items of ⍵ cut where `starts` is 1, those where `keep` is 0 left out. ⍺⊆⍵: a new item
 * wherever ⍺ rises, and 0 drops an element; ⍺⊂⍵: a new item where ⍺ is not 0 (⍺ of them, for a
 * count), the elements before the first dropped.
 */
export function partition(ctx: CheckContext, g: '⊆' | '⊂', l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (r.t.shape.length !== 1 || isNestedType(r) || isNestedType(l)) return ctx.fail('NONCE', `⍺${g}⍵ of an array of shape ${showShape(r.t.shape)} (only a simple vector) is not supported yet`, span, notes);
  if (l.t.shape.length !== 1) return ctx.fail('NONCE', `⍺${g}⍵ with a left argument of shape ${showShape(l.t.shape)} (only a vector as long as ⍵) is not supported yet`, span, notes);
  if (l.t.elem !== 'bool' && l.t.elem !== 'int') return ctx.fail('DOMAIN', `the left argument of ${g} must be non-negative integers, not ${l.t.elem}`, span, notes);
  const m = r.t.shape[0]!;
  const eq = decideEq(l.t.shape[0]!, m);
  if (eq.k === 'unequal') return ctx.fail('LENGTH', `${g}: the left argument has length ${showShape(l.t.shape)}, the right ${showShape(r.t.shape)}`, span, notes);
  const a0 = eq.k === 'equal' ? l : mk({ k: 'assertEq', a: l.t.shape[0]!, b: m, cls: 'LENGTH', message: `${g}: the arguments differ in length`, value: l }, { elem: l.t.elem, shape: [m] }, span);
  const counts = l.t.elem === 'int';
  const a = shareValue(ctx, counts ? nonNegative(ctx, a0, g, span) : mk({ k: 'convert', arg: a0 }, ints(m), span));
  const bool = (node: TExpr['node']): TExpr => mk(node, { elem: 'bool', shape: [m] }, span);
  let starts: TExpr;
  let keep: TExpr;
  if (g === '⊆') {
    // ⍺ rises over the element before it (0 before the first)
    const before = mk({ k: 'window', offsets: [dimConst(-1)], arg: a.ref }, ints(m), span);
    starts = bool({ k: 'scalar2', glyph: '>', left: a.ref, right: before });
    keep = bool({ k: 'scalar2', glyph: '≠', left: a.ref, right: intLit(0, span) });
  } else {
    starts = bool({ k: 'scalar2', glyph: '≠', left: a.ref, right: intLit(0, span) });
    keep = bool({ k: 'scalar2', glyph: '>', left: plusScan(a.ref, span), right: intLit(0, span) });
  }
  const st = shareValue(ctx, starts);
  const kp = shareValue(ctx, keep);
  const total = ctx.freshSize();
  const data = mk({ k: 'replicateDyn', axis: 0, counts: kp.ref, arg: r, binds: total }, { elem: r.t.elem, shape: [dimVar(total)] }, span);
  const d = shareValue(ctx, data);
  // the places, among the elements kept, where an item starts; each item runs to the next start
  const n = ctx.freshSize();
  const startsKept = mk({ k: 'replicateDyn', axis: 0, counts: kp.ref, arg: st.ref, binds: ctx.freshSize() }, { elem: 'bool', shape: [dimVar(total)] }, span);
  const firsts = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: startsKept, arg: iotaOf(dimVar(total), span), binds: n }, ints(dimVar(n)), span));
  const nexts = mk({ k: 'window', offsets: [dimConst(1)], arg: firsts.ref }, ints(dimVar(n)), span);
  // the start after the last item is the end of the data: the window's fill 0 is replaced by it
  const isLast = mk({ k: 'scalar2', glyph: '=', left: iotaOf(dimVar(n), span), right: minus(mk({ k: 'dims', dims: [dimVar(n)] }, { elem: 'int', shape: [] }, span), intLit(1, span), span) }, { elem: 'bool', shape: [dimVar(n)] }, span);
  const lastFix = mk({ k: 'scalar2', glyph: '×', left: isLast, right: mk({ k: 'dims', dims: [dimVar(total)] }, { elem: 'int', shape: [] }, span) }, ints(dimVar(n)), span);
  const ends = mk({ k: 'scalar2', glyph: '+', left: nexts, right: lastFix }, ints(dimVar(n)), span);
  let lengths = minus(ends, firsts.ref, span);
  if (g === '⊂' && counts) {
    // ⍺ at each start, in the order of the items: ⍺ of the elements kept, at the starts among them
    const keptCounts = mk({ k: 'replicateDyn', axis: 0, counts: kp.ref, arg: a.ref, binds: ctx.freshSize() }, ints(dimVar(total)), span);
    lengths = withEmptyItems(ctx, at(keptCounts, firsts.ref, span), lengths, span);
  }
  return a.wrap(st.wrap(kp.wrap(d.wrap(firsts.wrap(raggedOf(lengths, d.ref, span))))));
}

/**
 * ⍺⊆⍵ and ⍺⊂⍵ of a nested vector (lines of text, say): the partitions of its indices, each
 * replaced by the items it selects, as {⍵[i]}¨ of the index partitions. The result has depth 3,
 * kept as that f¨ with its arguments (each-deferred.ts), so ⍎¨¨ and +/¨ take it apart:
 * ⌈/+/¨⍎¨¨l⊆⍨0<≢¨l sums the groups of lines between blank ones.
 */
export function partitionItems(ctx: CheckContext, g: '⊆' | '⊂', l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const items = shareValue(ctx, r);
  const lam = libraryFunction(ctx, `{{⍙r[⍵]}¨⍺${g}⍳≢⍙r}`, span, `⍺${g}⍵ of a nested vector`, { fns: {}, arrays: { '⍙r': items.ref } }, io);
  return items.wrap(ctx.core.applyDyadic(lam.env, lam, l, items.ref, span));
}
