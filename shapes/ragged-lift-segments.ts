// The items a flattened dfn body (ragged-lift.ts) makes that are not as long as the item it was
// given: ⍵,'!' (one longer), 1↓⍵, 2↑⍵, (⊃⍵),1↓⍵. The body is checked once on a stand-in item of
// symbolic length k, so every vector it makes from the item has a length that is a size
// expression in k (k+1, max(0,k-1), 2): the length of each result item is that expression with k
// replaced by each item's length, computed for all the items at once. A length is a segment
// descriptor (lengths, each element's item, each item's start), made once per expression and
// shared; catenation and take/drop are then one gather each from the data of their arguments.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimEq, dimVar, type Dim, type DimAtom, type SizeVar } from './dim.js';
import { intLit, mk, ONE, shareValue, type CheckContext } from './context.js';
import { at, iotaOf, ints, minus, startsOfItems, withFillAfter, type RaggedParts } from './ragged.js';
import type { ElemType, TExpr } from './typed.js';

/** A segment descriptor over all the items: their lengths, each element's item, each item's start, the elements in all. */
export interface Segments {
  readonly lengths: TExpr;
  readonly ids: TExpr;
  readonly starts: TExpr;
  readonly total: Dim;
}

/** One side of a catenation as items: each item's length and start in `data`. */
export interface ItemsSide {
  readonly lengths: TExpr;
  readonly starts: TExpr;
  readonly data: TExpr;
}

/** What a length expression cannot be computed from (a size made inside the body, or ÷ and |): the body is not flattened. */
export class NotPerItem extends Error {}

export class ItemSegments {
  private readonly made = new Map<string, Segments>();
  private readonly lets: { wrap: (b: TExpr) => TExpr }[] = [];

  /** `p` the argument's parts, `ids` its elements' items, `k` the stand-in item's length. */
  constructor(
    private readonly ctx: CheckContext,
    private readonly p: RaggedParts,
    ids: TExpr,
    private readonly k: SizeVar,
    /** the sizes the body made from the item's data (⍸⍵): not one value for every item */
    private readonly madeInBody: (v: SizeVar) => boolean,
    private readonly span: Span,
  ) {
    this.made.set(dimVar(k).key, { lengths: p.lengths, ids, starts: startsOfItems(p.lengths, span), total: p.total });
  }

  /** Whether a length is the stand-in item's own (the argument's descriptor). */
  isItemLength(len: Dim): boolean {
    return dimEq(len, dimVar(this.k));
  }

  private share(e: TExpr): TExpr {
    const s = shareValue(this.ctx, e);
    this.lets.push(s);
    return s.ref;
  }

  /** Binds the descriptors made around the result that uses them. */
  wrap(body: TExpr): TExpr {
    return this.lets.reduceRight((b, s) => s.wrap(b), body);
  }

  private ints(glyph: string, l: TExpr, r: TExpr): TExpr {
    const shape = l.t.shape.length > 0 ? l.t.shape : r.t.shape;
    return mk({ k: 'scalar2', glyph, left: l, right: r }, { elem: 'int', shape }, this.span);
  }

  /** n copies of an int scalar. */
  private spread(v: TExpr): TExpr {
    return mk({ k: 'reshape', arg: v }, ints(this.p.n), this.span);
  }

  /** The value of a length expression for every item (int[n]): k is each item's length. */
  perItem(d: Dim): TExpr {
    const c = asConst(d);
    if (c !== null) return this.spread(intLit(c, this.span));
    let sum: TExpr | null = null;
    for (const t of d.terms) {
      let term: TExpr = this.spread(intLit(t.coeff, this.span));
      for (const f of t.factors) term = this.ints('×', term, this.atom(f));
      sum = sum === null ? term : this.ints('+', sum, term);
    }
    return sum!;
  }

  private atom(f: DimAtom): TExpr {
    if (f.kind === 'var') {
      if (f.name === this.k) return this.p.lengths;
      // a size of the enclosing program, one value for every item
      if (this.madeInBody(f.name)) throw new NotPerItem(f.name);
      return this.spread(mk({ k: 'dims', dims: [dimVar(f.name)] }, { elem: 'int', shape: [] }, this.span));
    }
    if (f.op !== 'max' && f.op !== 'min') throw new NotPerItem(f.op);
    return this.ints(f.op === 'max' ? '⌈' : '⌊', this.perItem(f.args[0]!), this.perItem(f.args[1]!));
  }

  /** The descriptor of items of length `len` (an expression in k), made once. */
  of(len: Dim): Segments {
    const known = this.made.get(len.key);
    if (known !== undefined) return known;
    if (asConst(len) === 1) {
      // one element an item (⊃⍵ made a vector): the elements are the items
      const one = { lengths: this.spread(intLit(1, this.span)), ids: iotaOf(this.p.n, this.span), starts: iotaOf(this.p.n, this.span), total: this.p.n };
      this.made.set(len.key, one);
      return one;
    }
    const lengths = this.share(this.perItem(len));
    const t = this.ctx.freshSize();
    const ids = this.share(mk({ k: 'replicateDyn', axis: 0, counts: lengths, arg: iotaOf(this.p.n, this.span), binds: t }, ints(dimVar(t)), this.span));
    const starts = this.share(startsOfItems(lengths, this.span));
    const s = { lengths, ids, starts, total: dimVar(t) };
    this.made.set(len.key, s);
    return s;
  }

  /** Each element's place within its item, for items of descriptor s. */
  private places(s: Segments): TExpr {
    return minus(iotaOf(s.total, this.span), at(s.starts, s.ids, this.span), this.span);
  }

  /** The parts of items of length `len` holding `data`, as the segmented operations take them. */
  parts(len: Dim, data: TExpr): RaggedParts {
    const s = this.of(len);
    return { ...this.p, total: s.total, lengths: s.lengths, data, ranks: null, proto: null, wrap: (b) => b };
  }

  /** Items of length `len` that are each a's item then b's: one gather from a's data then b's. */
  catenate(len: Dim, a: ItemsSide, b: ItemsSide, elem: ElemType): TExpr {
    const s = this.of(len);
    const place = this.share(this.places(s));
    const aLen = this.share(at(a.lengths, s.ids, this.span));
    const fromA = this.share(mk({ k: 'convert', arg: mk({ k: 'scalar2', glyph: '<', left: place, right: aLen }, { elem: 'bool', shape: [s.total] }, this.span) }, ints(s.total), this.span));
    const aCount = mk({ k: 'dims', dims: [a.data.t.shape[0]!] }, { elem: 'int', shape: [] }, this.span);
    const inA = this.ints('+', at(a.starts, s.ids, this.span), place);
    const inB = this.ints('+', this.ints('-', this.ints('+', at(b.starts, s.ids, this.span), place), aLen), aCount);
    // fromA×inA + (1-fromA)×inB: the place in a's data, or in b's after it
    const where = this.ints('+', this.ints('×', fromA, inA), this.ints('×', this.ints('-', intLit(1, this.span), fromA), inB));
    const both = mk({ k: 'catenate', axis: 0, left: this.as(a.data, elem), right: this.as(b.data, elem) }, { elem, shape: [dimAdd(a.data.t.shape[0]!, b.data.t.shape[0]!)] }, this.span);
    return at(both, where, this.span);
  }

  /**
   * Items of length `len` taken from items of length `from` (data `data`) starting `offset` (an
   * expression in k) into each: a take or drop. Places outside the source item are the fill, 0 or
   * a blank, as a take past an item's end gives.
   */
  window(len: Dim, offset: Dim, from: Dim, data: TExpr): TExpr {
    const s = this.of(len);
    const src = this.of(from);
    const pos = this.share(this.ints('+', at(this.perItem(offset), s.ids, this.span), this.places(s)));
    const shape = [s.total];
    const bool = (glyph: string, l: TExpr, r: TExpr): TExpr => mk({ k: 'scalar2', glyph, left: l, right: r }, { elem: 'bool', shape }, this.span);
    const inside = mk({ k: 'convert', arg: bool('∧', bool('≥', pos, intLit(0, this.span)), bool('<', pos, at(src.lengths, s.ids, this.span))) }, ints(s.total), this.span);
    const count = mk({ k: 'dims', dims: [data.t.shape[0]!] }, { elem: 'int', shape: [] }, this.span);
    const source = withFillAfter(data, this.span);
    // inside×(start+pos) + (1-inside)×count: the element, or the fill after the data
    const inItem = this.ints('+', at(src.starts, s.ids, this.span), pos);
    const where = this.ints('+', this.ints('×', inside, inItem), this.ints('×', this.ints('-', intLit(1, this.span), inside), this.spreadTotal(count, s.total)));
    return at(source, where, this.span);
  }

  private spreadTotal(v: TExpr, total: Dim): TExpr {
    return mk({ k: 'reshape', arg: v }, ints(total), this.span);
  }

  /** An int vector as the element type of a catenation (an int item beside a float one). */
  private as(v: TExpr, elem: ElemType): TExpr {
    return v.t.elem === elem ? v : mk({ k: 'convert', arg: v }, { elem, shape: v.t.shape }, this.span);
  }

  /** A side that is one value per item (a scalar each, as ⊃⍵ is): items of length 1. */
  scalarEach(v: TExpr): ItemsSide {
    return { lengths: this.spread(intLit(1, this.span)), starts: iotaOf(this.p.n, this.span), data: v };
  }

  /** A side that is one vector for every item (a constant such as ', '): each item reads all of it. */
  sameEach(v: TExpr): ItemsSide {
    const vec = v.t.shape.length === 0 ? mk({ k: 'reshape', arg: v }, { elem: v.t.elem, shape: [ONE] }, this.span) : v;
    const len = mk({ k: 'dims', dims: [vec.t.shape[0]!] }, { elem: 'int', shape: [] }, this.span);
    return { lengths: this.spread(len), starts: this.spread(intLit(0, this.span)), data: vec };
  }

  /** A side that is items of length `len`. */
  itemsEach(len: Dim, data: TExpr): ItemsSide {
    const s = this.of(len);
    return { lengths: s.lengths, starts: s.starts, data };
  }
}
