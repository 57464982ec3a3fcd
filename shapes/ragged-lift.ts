// f¨ of an irregular nested vector where f is a dfn: its body is checked once on a stand-in item (a
// vector of an existential length) and rewritten, node by node, into operations on all the items
// at once (the flattening of a map, after Blelloch and the Futhark thesis): an element-wise node
// works on the data, a reduction of an item becomes the segmented reduction, ≢ of an item its
// length, ⌽ of an item the reversal within each item, ⍋ of it a grade within each item, indexing
// it a gather at places within each item (checked against the item's length), ⊃ of it each item's
// first, catenation, take and drop new items of other lengths (ragged-lift-segments.ts), and what
// does not read the item is one value for all. The result is an irregular vector again or one
// scalar per item. A body with any other node is a NONCE naming it: there is no cell-by-cell
// fallback for items of different lengths.
import type { Span } from '../apl/ast.js';
import { asConst, dimEq, dimVar, type Dim } from './dim.js';
import { mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { partsOf, raggedOf, segmentIds, at, type RaggedParts } from './ragged.js';
import { firstOfEach, gradeWithin, pickWithin, reverseWithin, segReduceOf } from './ragged-ops.js';
import { ItemSegments, NotPerItem, type ItemsSide } from './ragged-lift-segments.js';
import { walkExprs } from './walk.js';
import { executeEach } from './execute-each.js';
import { eachLoop, raggedItems } from './each-loop.js';
import type { TExpr, TStmt } from './typed.js';

/**
 * A node of the body rewritten: per element of every item (items of length `len`, an expression
 * in the stand-in item's length), one value per item, or one value for all.
 */
type Lifted =
  | { readonly k: 'elements'; readonly e: TExpr; readonly len: Dim }
  | { readonly k: 'perItem'; readonly e: TExpr }
  | { readonly k: 'same'; readonly e: TExpr };

class NotLiftable extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/** f¨⍵ for a dfn f and an irregular nested vector ⍵, as operations on its parts. */
export function liftedRaggedEach(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr {
  // {⍎⍵}¨ reads a whole number from each item, as ⍎¨ does
  if (executesItsArgument(f)) {
    const read = executeEach(ctx, r, span);
    if (read !== null) return read;
  }
  // the nodes lifted (element-wise, g/, ⌽ and ≢ of the item) treat a scalar item as a one-element
  // vector and give a scalar back where the item is one: an item's rank carries over to its result
  const p = partsOf(ctx, r, { mixed: true });
  const item = ctx.fresh('item');
  const k = ctx.freshSize();
  const ref = mk({ k: 'var', name: item }, { elem: r.t.elem, shape: [dimVar(k)] }, span);
  const before = new Set(ctx.existentialsMade());
  const body = ctx.core.applyMonadic(env, f, ref, span);
  const ids = shareValue(ctx, segmentIds(ctx, p.lengths, p.total, span));
  const segs = new ItemSegments(ctx, p, ids.ref, k, (v) => v !== k && !before.has(v), span);
  const lifter = new RaggedLifter(ctx, p, ids.ref, segs, item, dimVar(k), span);
  let out: Lifted;
  try {
    out = lifter.lift(body);
  } catch (e) {
    const what = e instanceof NotLiftable ? e.what : e instanceof NotPerItem ? `a length computed from the item's data (${e.message})` : null;
    // any other body on items that are all vectors: one item at a time (each-loop.ts)
    const looped = what !== null && p.ranks === null ? eachLoop(ctx, raggedItems(ctx, p, item, k, span), body, span) : null;
    if (looped !== null) return looped;
    if (what !== null) return ctx.fail('NONCE', `f¨ of an irregular nested array where f's body has ${what} (only scalar functions, reductions, ≢ ⌽ ⍋ ⍒ ⊃, indexing, catenation, take and drop of the item are flattened) is not supported yet`, span, [ctx.describe('argument', r)]);
    throw e;
  }
  let result: TExpr;
  // items as long as the argument's keep its descriptor, its scalar items and its prototype; others are vectors of new lengths
  if (out.k === 'elements') result = segs.isItemLength(out.len) ? raggedOf(p.lengths, out.e, span, p.ranks, p.proto) : raggedOf(segs.of(out.len).lengths, out.e, span);
  else if (out.k === 'perItem') result = out.e;
  else if (out.e.t.shape.length === 0) result = mk({ k: 'reshape', arg: out.e }, { elem: out.e.t.elem, shape: [p.n] }, span);
  else return ctx.fail('NONCE', "f¨ of an irregular nested array where f's result is the same array for every item is not supported yet", span);
  return p.wrap(ids.wrap(segs.wrap(result)));
}

/** Whether f is the dfn {⍎⍵}. */
function executesItsArgument(f: FnValue): boolean {
  const fn = f.fn;
  if (fn.kind !== 'dfn' || fn.tradfn !== undefined || fn.body.length !== 1) return false;
  const s = fn.body[0]!;
  return s.kind === 'expr' && s.expr.kind === 'monadic' && s.expr.fn.kind === 'prim' && s.expr.fn.glyph === '⍎' && s.expr.arg.kind === 'name' && s.expr.arg.name === '⍵';
}

class RaggedLifter {
  private readonly names = new Map<string, Lifted>();
  constructor(
    private readonly ctx: CheckContext,
    private readonly p: RaggedParts,
    private readonly ids: TExpr,
    private readonly segs: ItemSegments,
    item: string,
    itemLength: Dim,
    private readonly span: Span,
  ) {
    this.names.set(item, { k: 'elements', e: p.data, len: itemLength });
  }

  private readsItem(e: TExpr): boolean {
    let reads = false;
    walkExprs([e], (x) => {
      if (x.node.k === 'var' && this.names.has(x.node.name)) reads = true;
    });
    return reads;
  }

  /** One value per element of items of length `len`, whatever the side was (a per-item value is spread over its item's elements). */
  private perElement(l: Lifted, len: Dim): TExpr {
    if (l.k === 'perItem') return at(l.e, this.segs.of(len).ids, this.span);
    return l.e;
  }

  /** The argument's parts, or those of items of another length holding `data`. */
  private partsFor(l: Extract<Lifted, { k: 'elements' }>): RaggedParts {
    return this.segs.isItemLength(l.len) ? { ...this.p, data: l.e } : this.segs.parts(l.len, l.e);
  }

  /** A side of a catenation as items: a vector per item, a scalar per item, or one array for all. */
  private side(l: Lifted): ItemsSide {
    if (l.k === 'elements') return this.segs.itemsEach(l.len, l.e);
    if (l.k === 'perItem') {
      if (l.e.t.shape.length !== 1) throw new NotLiftable('a catenation with an array for each item');
      return this.segs.scalarEach(l.e);
    }
    if (l.e.t.shape.length > 1) throw new NotLiftable('a catenation with a matrix');
    return this.segs.sameEach(l.e);
  }

  lift(e: TExpr): Lifted {
    // an array that does not read the item is one value for all (a scalar function or the result takes only a scalar of it)
    if (!this.readsItem(e)) return { k: 'same', e };
    const n = e.node;
    const span = this.span;
    switch (n.k) {
      case 'var':
        return this.names.get(n.name)!;
      case 'seq': {
        const stmts: TStmt[] = [];
        for (const s of n.stmts) {
          const v = this.lift(s.value);
          if (s.k === 'let' && v.k !== 'same') this.names.set(s.name, v);
          else stmts.push({ ...s, value: v.e });
        }
        const r = this.lift(n.result);
        return stmts.length === 0 ? r : { k: r.k, e: mk({ k: 'seq', stmts, result: r.e }, r.e.t, e.span) } as Lifted;
      }
      case 'convert':
      case 'scalar1': {
        const a = this.lift(n.arg);
        return { ...a, e: mk({ ...n, arg: a.e }, { elem: e.t.elem, shape: a.e.t.shape }, e.span) } as Lifted;
      }
      case 'scalar2': {
        const [l, r] = [this.lift(n.left), this.lift(n.right)];
        if ((l.k === 'same' && l.e.t.shape.length !== 0) || (r.k === 'same' && r.e.t.shape.length !== 0)) throw new NotLiftable('an array that does not depend on the item');
        const els = l.k === 'elements' ? l : r.k === 'elements' ? r : null;
        if (els !== null) {
          // the checker made both sides one shape on the stand-in: one length expression
          const side = (s: Lifted): TExpr => (s.k === 'same' ? s.e : this.perElement(s, els.len));
          const total = this.segs.of(els.len).total;
          return { k: 'elements', len: els.len, e: mk({ ...n, left: side(l), right: side(r) }, { elem: e.t.elem, shape: [total] }, e.span) };
        }
        return { k: 'perItem', e: mk({ ...n, left: l.e, right: r.e }, { elem: e.t.elem, shape: [this.p.n] }, e.span) };
      }
      case 'reduce': {
        const a = this.lift(n.arg);
        if (a.k !== 'elements' || n.fn.k !== 'prim' || n.axis !== 0) throw new NotLiftable(`a reduction other than g/ of the item by a primitive g`);
        const q = this.partsFor(a);
        return { k: 'perItem', e: segReduceOf(this.ctx, n.fn.glyph, q.lengths, this.segs.of(a.len).ids, a.e, e, span) };
      }
      case 'reverse': {
        const a = this.lift(n.arg);
        if (a.k !== 'elements') throw new NotLiftable('⌽ of a value per item');
        return { ...a, e: reverseWithin(this.partsFor(a), this.segs.of(a.len).ids, a.e, span) };
      }
      case 'grade': {
        // ⍋⍵ of the item: each item sorted within itself (0-based here; ⎕IO is added as a scalar function)
        const a = this.lift(n.arg);
        if (a.k !== 'elements') throw new NotLiftable('⍋ or ⍒ of a value per item');
        return { ...a, e: gradeWithin(this.ctx, this.partsFor(a), this.segs.of(a.len).ids, a.e, n.down, span) };
      }
      case 'gather': {
        // ⍵[i] of the item: i one index per element of it (⍵[⍋⍵]) or one per item (⍵[≢⍵], ⍵[1])
        const a = this.lift(n.arg);
        const i = n.indices.length === 1 ? n.indices[0]! : undefined;
        if (a.k !== 'elements' || i === undefined) throw new NotLiftable('indexing other than of the item by a vector or a scalar');
        if (i === null) return a;
        const at = this.lift(i);
        const q = this.partsFor(a);
        if (at.k === 'elements') {
          if (!this.segs.isItemLength(a.len) || !this.segs.isItemLength(at.len)) throw new NotLiftable('indexing an item made in the body');
          return { k: 'elements', len: at.len, e: pickWithin(this.ctx, q, this.ids, a.e, at.e, false, span) };
        }
        if (at.e.t.shape.length !== (at.k === 'perItem' ? 1 : 0)) throw new NotLiftable('indexing the item by an array of indices that does not depend on it');
        const each = at.k === 'perItem' ? at.e : mk({ k: 'reshape', arg: at.e }, { elem: 'int', shape: [this.p.n] }, span);
        return { k: 'perItem', e: pickWithin(this.ctx, q, this.segs.of(a.len).ids, a.e, each, true, span) };
      }
      case 'reshape': {
        // a scalar per item made a one-element vector (as , makes ⊃⍵ before a catenation): items of length 1
        const a = this.lift(n.arg);
        if (a.k !== 'perItem' || a.e.t.shape.length !== 1 || e.t.shape.length !== 1 || asConst(e.t.shape[0]!) !== 1) throw new NotLiftable('the reshape operation');
        return { k: 'elements', len: e.t.shape[0]!, e: a.e };
      }
      case 'first': {
        // ⊃⍵ of the item: its first element, or 0 or a blank where it is empty
        const a = this.lift(n.arg);
        if (a.k !== 'elements') throw new NotLiftable('⊃ of a value per item');
        return { k: 'perItem', e: firstOfEach(this.ctx, this.partsFor(a).lengths, a.e, span) };
      }
      case 'catenate': {
        if (n.axis !== 0 || e.t.shape.length !== 1) throw new NotLiftable('a catenation along another axis');
        const [l, r] = [this.lift(n.left), this.lift(n.right)];
        const len = e.t.shape[0]!;
        return { k: 'elements', len, e: this.segs.catenate(len, this.side(l), this.side(r), e.t.elem) };
      }
      case 'window': {
        // k↑⍵ and k↓⍵ of the item (a count known before running): each item's part, or its fill past its end
        const a = this.lift(n.arg);
        if (a.k !== 'elements' || e.t.shape.length !== 1) throw new NotLiftable('↑ or ↓ of a value per item');
        const len = e.t.shape[0]!;
        return { k: 'elements', len, e: this.segs.window(len, n.offsets[0]!, a.len, a.e) };
      }
      case 'dims': {
        // ≢⍵ or ⍴⍵ of the item, or of an item made from it: its length
        const of = n.of;
        const v = of === undefined || n.dims.length !== 1 ? null : this.lift(of);
        if (v === null || v.k !== 'elements' || of!.t.shape.length !== 1 || !dimEq(n.dims[0]!, of!.t.shape[0]!)) throw new NotLiftable('the shape of a value other than the item');
        if (e.t.shape.length !== 0) throw new NotLiftable('⍴ of the item (a vector for each item)');
        return { k: 'perItem', e: this.partsFor(v).lengths };
      }
      default:
        throw new NotLiftable(`the ${n.k} operation`);
    }
  }
}
