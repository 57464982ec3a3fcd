// f¨ over the items of a uniform nested array, as one operation on the regular array that holds
// them (the flattening of a map, after Blelloch and the Futhark thesis, done on the checked tree).
// The function is checked once on a variable standing for one item (cells.ts); where every node of
// that body has a lifted form — the same operation with the frame's axes in front — the body is
// rewritten into it: a reduction or scan of an item becomes a reduction or scan along the same
// axis shifted past the frame (a segmented, row-wise reduction: one operation, never one per
// item), a scalar function applies to the whole regular array, ⌽ ⊖ ⍉ shift their axes, and what
// does not depend on the item (a constant, the item's shape) is the same for every item and is
// spread over the frame. A body with any other node is not lifted: the caller keeps the cell-wise
// map (lower-cells.ts), which is correct for any body.
import { shapeEq, type Shape } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { walkExprs } from './walk.js';
import type { CellArg, CellFn, ScalarFn, TExpr, TStmt } from './typed.js';

/** A node of the body rewritten: `lifted` has the frame's axes in front; `same` is one value for every item. */
type Lifted = { readonly k: 'lifted'; readonly e: TExpr } | { readonly k: 'same'; readonly e: TExpr };

class NotLiftable extends Error {}

/**
 * The cell-wise application of `fn` over `frame` as one operation on the arguments (each either a
 * regular array whose last cellRank axes are its cells, or `whole`, the same for every cell), or
 * null when the body has a node with no lifted form.
 */
export function liftedEach(ctx: CheckContext, fn: CellFn, args: readonly CellArg[], frame: Shape): TExpr | null {
  const lifter = new Lifter(frame);
  // an argument passed whole is the same for every item: its parameter is bound to it once
  const lets: TStmt[] = [];
  const shared = args.map((a, i) => {
    const p = fn.params[i]!;
    if (a.whole) {
      lets.push({ k: 'let', name: p.name, value: a.arg });
      return null;
    }
    const s = shareValue(ctx, a.arg);
    lifter.names.set(p.name, s.ref);
    return s;
  });
  let result: TExpr;
  try {
    result = lifter.spread(lifter.lift(fn.body), fn.body);
  } catch (e) {
    if (e instanceof NotLiftable) return null;
    throw e;
  }
  if (lets.length > 0) result = mk({ k: 'seq', stmts: lets.reverse(), result }, result.t, result.span, { origin: result.origin });
  // the arguments are evaluated right to left, as APL does
  return shared.reduce((body, s) => (s === null ? body : s.wrap(body)), result);
}

class Lifter {
  /** item-level names whose lifted value is this expression (the parameters, lets that depend on them) */
  readonly names = new Map<string, TExpr>();
  constructor(private readonly frame: Shape) {}

  private framed(e: TExpr): { elem: TExpr['t']['elem']; shape: Shape } {
    return { elem: e.t.elem, shape: [...this.frame, ...e.t.shape] };
  }

  private at(e: TExpr, node: TExpr['node']): Lifted {
    return { k: 'lifted', e: mk(node, this.framed(e), e.span, { origin: e.origin }) };
  }

  /** Whether an item-level expression reads an item (a lifted name). */
  private readsItem(e: TExpr): boolean {
    let reads = false;
    walkExprs([e], (x) => {
      if (x.node.k === 'var' && this.names.has(x.node.name)) reads = true;
    });
    return reads;
  }

  /** A value the same for every item, as the lifted array (each item a copy of it: ⍴ cycles its elements). */
  spread(l: Lifted, like: TExpr): TExpr {
    if (l.k === 'lifted') return l.e;
    return mk({ k: 'reshape', arg: l.e }, this.framed(like), like.span, { origin: like.origin });
  }

  private fnOk(f: ScalarFn): void {
    if (f.k === 'lambda' && this.readsItem(f.body)) throw new NotLiftable();
  }

  lift(e: TExpr): Lifted {
    if (e.t.items !== undefined) throw new NotLiftable();
    if (!this.readsItem(e)) return { k: 'same', e };
    const n = e.node;
    const fr = this.frame.length;
    switch (n.k) {
      case 'var':
        return { k: 'lifted', e: this.names.get(n.name)! };
      case 'seq': {
        const stmts: TStmt[] = [];
        for (const s of n.stmts) {
          const v = this.lift(s.value);
          if (s.k === 'let' && v.k === 'lifted') this.names.set(s.name, mk({ k: 'var', name: s.name }, v.e.t, s.value.span));
          stmts.push({ ...s, value: v.e });
        }
        const r = this.lift(n.result);
        return { k: r.k, e: mk({ k: 'seq', stmts, result: r.e }, r.e.t, e.span, { origin: e.origin }) };
      }
      case 'convert':
      case 'scalar1':
        return this.at(e, { ...n, arg: this.liftedArg(n.arg) });
      case 'scalar2': {
        const [l, r] = [this.lift(n.left), this.lift(n.right)];
        return this.at(e, { ...n, left: this.operand(l, n.left, e), right: this.operand(r, n.right, e) });
      }
      case 'assertEq':
        return this.at(e, { ...n, value: this.liftedArg(n.value) });
      case 'reduce':
      case 'scan':
        this.fnOk(n.fn);
        return this.at(e, { ...n, axis: n.axis + fr, arg: this.liftedArg(n.arg) });
      case 'reverse':
        return this.at(e, { ...n, axis: n.axis + fr, arg: this.liftedArg(n.arg) });
      case 'rotate': {
        const amount = this.lift(n.amount);
        if (amount.k !== 'same' || n.amount.t.shape.length !== 0) throw new NotLiftable();
        return this.at(e, { ...n, axis: n.axis + fr, arg: this.liftedArg(n.arg) });
      }
      case 'transpose':
        return this.at(e, { ...n, perm: [...this.frame.map((_, i) => i), ...n.perm.map((p) => p + fr)], arg: this.liftedArg(n.arg) });
      case 'dims':
        // an item's shape is the same for every item; its argument is still evaluated (it may bind sizes)
        return { k: 'same', e: mk({ ...n, of: n.of === undefined ? undefined : this.liftedArg(n.of) }, e.t, e.span, { origin: e.origin, sval: e.sval }) };
      default:
        throw new NotLiftable();
    }
  }

  private liftedArg(x: TExpr): TExpr {
    return this.spread(this.lift(x), x);
  }

  /**
   * One side of a scalar function whose result (for one item) is `res`: lifted, when it has the
   * result's shape (a lifted scalar extended over an item has no flat form); or the same for every
   * item — a scalar extends as it is, an array of the result's shape is spread over the frame.
   */
  private operand(side: Lifted, item: TExpr, res: TExpr): TExpr {
    const full = shapeEq(item.t.shape, res.t.shape);
    if (side.k === 'lifted') {
      if (!full) throw new NotLiftable();
      return side.e;
    }
    if (item.t.shape.length === 0) return side.e;
    if (!full) throw new NotLiftable();
    return this.spread(side, item);
  }
}
