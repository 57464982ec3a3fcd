// f¨ of an irregular nested vector where f is a dfn: its body is checked once on a stand-in item (a
// vector of an existential length) and rewritten, node by node, into operations on all the items
// at once (the flattening of a map, after Blelloch and the Futhark thesis): an element-wise node
// works on the data, a reduction of an item becomes the segmented reduction, ≢ of an item its
// length, ⌽ of an item the reversal within each item, ⍋ of it a grade within each item, indexing
// it a gather at places within each item (checked against the item's length), and what does not read the item is one value
// for all. The result is an irregular vector again (the same lengths) or one scalar per item. A
// body with any other node is a NONCE naming it: there is no cell-by-cell fallback for items of
// different lengths.
import type { Span } from '../apl/ast.js';
import { dimVar, shapeEq } from './dim.js';
import { mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { partsOf, raggedOf, segmentIds, at, type RaggedParts } from './ragged.js';
import { gradeWithin, pickWithin, reverseWithin, segReduceOf } from './ragged-ops.js';
import { walkExprs } from './walk.js';
import type { TExpr, TStmt } from './typed.js';

/** A node of the body rewritten: per element of every item, one value per item, or one value for all. */
type Lifted =
  | { readonly k: 'elements'; readonly e: TExpr }
  | { readonly k: 'perItem'; readonly e: TExpr }
  | { readonly k: 'same'; readonly e: TExpr };

class NotLiftable extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/** f¨⍵ for a dfn f and an irregular nested vector ⍵, as operations on its parts. */
export function liftedRaggedEach(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr {
  // the nodes lifted (element-wise, g/, ⌽ and ≢ of the item) treat a scalar item as a one-element
  // vector and give a scalar back where the item is one: an item's rank carries over to its result
  const p = partsOf(ctx, r, { mixed: true });
  const item = ctx.fresh('item');
  const k = ctx.freshSize();
  const ref = mk({ k: 'var', name: item }, { elem: r.t.elem, shape: [dimVar(k)] }, span);
  const body = ctx.core.applyMonadic(env, f, ref, span);
  const ids = shareValue(ctx, segmentIds(ctx, p.lengths, p.total, span));
  const lifter = new RaggedLifter(ctx, p, ids.ref, item, span);
  let out: Lifted;
  try {
    out = lifter.lift(body);
  } catch (e) {
    if (e instanceof NotLiftable) return ctx.fail('NONCE', `f¨ of an irregular nested array where f's body has ${e.what} (only scalar functions, reductions, ≢ ⌽ ⍋ ⍒ and indexing of the item are flattened) is not supported yet`, span, [ctx.describe('argument', r)]);
    throw e;
  }
  let result: TExpr;
  if (out.k === 'elements') result = raggedOf(p.lengths, out.e, span, p.ranks, p.proto);
  else if (out.k === 'perItem') result = out.e;
  else if (out.e.t.shape.length === 0) result = mk({ k: 'reshape', arg: out.e }, { elem: out.e.t.elem, shape: [p.n] }, span);
  else return ctx.fail('NONCE', "f¨ of an irregular nested array where f's result is the same array for every item is not supported yet", span);
  return p.wrap(ids.wrap(result));
}

class RaggedLifter {
  private readonly names = new Map<string, Lifted>();
  constructor(
    private readonly ctx: CheckContext,
    private readonly p: RaggedParts,
    private readonly ids: TExpr,
    item: string,
    private readonly span: Span,
  ) {
    this.names.set(item, { k: 'elements', e: p.data });
  }

  private readsItem(e: TExpr): boolean {
    let reads = false;
    walkExprs([e], (x) => {
      if (x.node.k === 'var' && this.names.has(x.node.name)) reads = true;
    });
    return reads;
  }

  /** One value per element, whatever the side was (a per-item value is spread over its item's elements). */
  private perElement(l: Lifted): TExpr {
    if (l.k === 'perItem') return at(l.e, this.ids, this.span);
    return l.e;
  }

  lift(e: TExpr): Lifted {
    if (!this.readsItem(e)) {
      if (e.t.shape.length !== 0) throw new NotLiftable('an array that does not depend on the item');
      return { k: 'same', e };
    }
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
        return { k: a.k, e: mk({ ...n, arg: a.e }, { elem: e.t.elem, shape: a.e.t.shape }, e.span) } as Lifted;
      }
      case 'scalar2': {
        const [l, r] = [this.lift(n.left), this.lift(n.right)];
        const k = l.k === 'elements' || r.k === 'elements' ? 'elements' : 'perItem';
        const side = (s: Lifted): TExpr => (s.k === 'same' ? s.e : k === 'elements' ? this.perElement(s) : s.e);
        const shape = k === 'elements' ? [this.p.total] : [this.p.n];
        return { k, e: mk({ ...n, left: side(l), right: side(r) }, { elem: e.t.elem, shape }, e.span) };
      }
      case 'reduce': {
        const a = this.lift(n.arg);
        if (a.k !== 'elements' || n.fn.k !== 'prim' || n.axis !== 0) throw new NotLiftable(`a reduction other than g/ of the item by a primitive g`);
        return { k: 'perItem', e: segReduceOf(this.ctx, n.fn.glyph, this.p.lengths, this.ids, a.e, e, span) };
      }
      case 'reverse': {
        const a = this.lift(n.arg);
        if (a.k !== 'elements') throw new NotLiftable('⌽ of a value per item');
        return { k: 'elements', e: reverseWithin(this.p, this.ids, a.e, span) };
      }
      case 'grade': {
        // ⍋⍵ of the item: each item sorted within itself (0-based here; ⎕IO is added as a scalar function)
        const a = this.lift(n.arg);
        if (a.k !== 'elements') throw new NotLiftable('⍋ or ⍒ of a value per item');
        return { k: 'elements', e: gradeWithin(this.ctx, this.p, this.ids, a.e, n.down, span) };
      }
      case 'gather': {
        // ⍵[i] of the item: i one index per element of it (⍵[⍋⍵]) or one per item (⍵[≢⍵], ⍵[1])
        const a = this.lift(n.arg);
        const i = n.indices.length === 1 ? n.indices[0]! : undefined;
        if (a.k !== 'elements' || i === undefined) throw new NotLiftable('indexing other than of the item by a vector or a scalar');
        if (i === null) return a;
        const at = this.lift(i);
        if (at.k === 'elements') return { k: 'elements', e: pickWithin(this.ctx, this.p, this.ids, a.e, at.e, false, span) };
        if (at.e.t.shape.length !== (at.k === 'perItem' ? 1 : 0)) throw new NotLiftable('indexing the item by an array of indices that does not depend on it');
        const each = at.k === 'perItem' ? at.e : mk({ k: 'reshape', arg: at.e }, { elem: 'int', shape: [this.p.n] }, span);
        return { k: 'perItem', e: pickWithin(this.ctx, this.p, this.ids, a.e, each, true, span) };
      }
      case 'dims': {
        // ≢⍵ or ⍴⍵ of the item: its length
        const of = n.of;
        if (of === undefined || n.dims.length !== 1 || this.lift(of).k !== 'elements' || !shapeEq(n.dims, of.t.shape)) throw new NotLiftable('the shape of a value other than the item');
        if (e.t.shape.length !== 0) throw new NotLiftable('⍴ of the item (a vector for each item)');
        return { k: 'perItem', e: this.p.lengths };
      }
      default:
        throw new NotLiftable(`the ${n.k} operation`);
    }
  }
}
