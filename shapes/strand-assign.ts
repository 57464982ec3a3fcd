// Strand assignment a b c←v and (a b c)←v. As in Dyalog, v is a vector with one item per name, or
// a scalar that every name takes; the expression's value is v. The value is evaluated once, then
// each name is bound (a unique let, as x←v is) to its item. A length that is a size known only at
// run time gets a run-time LENGTH check at the place of the assignment. Modified, a b f←v gives
// each name its old value f its item (Dyalog's a f←1⊃v ⋄ b f←2⊃v), each name updated where it lives.
import type { Expr, Span } from '../apl/ast.js';
import { dimConst } from './dim.js';
import { mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { decideEq } from './solve.js';
import { bindModified } from './outer-writes.js';
import type { TExpr, TStmt } from './typed.js';

type StrandAssign = Extract<Expr, { kind: 'strandAssign' }>;

export function strandAssign(ctx: CheckContext, env: Env, e: StrandAssign): TExpr {
  let value = ctx.core.checkExpr(env, e.value);
  const count = e.names.length;
  const rank = value.t.shape.length;
  const targets = `${count} names (${e.names.map((n) => n.name).join(' ')})`;
  if (rank > 1) return ctx.fail('RANK', `${targets} are assigned from a rank-${rank} array: the value must be a vector or a scalar`, e.span, [ctx.describe('the value', value)]);
  if (rank === 1) {
    const length = value.t.shape[0]!;
    const want = dimConst(count);
    const same = decideEq(length, want);
    if (same.k === 'unequal') return ctx.fail('LENGTH', `${targets} are assigned from a vector of length ${length.key}`, e.span, [ctx.describe('the value', value)]);
    if (same.k === 'unknown')
      value = mk({ k: 'assertEq', a: length, b: want, cls: 'LENGTH', message: `${targets} are assigned from a vector of another length`, value }, { elem: value.t.elem, shape: [want] }, e.span, { origin: value.origin, sval: value.sval });
  }
  const shared = shareValue(ctx, value);
  const whole = shared.ref;
  const fn = e.fn === undefined ? null : ctx.core.resolveFn(env, e.fn);
  // a b f←v: each name, from left to right, is modified as x f←item would modify it
  const bind = (name: string, item: TExpr, span: Span): TExpr => {
    if (fn === null || e.fn === undefined) return ctx.core.bindArray(env, name, item, span);
    const combined = ctx.core.applyDyadic(env, fn, ctx.core.lookupArray(env, name, span), item, e.fn.span);
    return bindModified(ctx, env, name, combined, span);
  };
  // of a nested vector, each name takes its item whole: (i+⎕IO)⊃v, by the pick of either kind of nested vector
  const nested = value.t.items !== undefined || value.t.ragged !== undefined;
  const first = (span: Span): FnValue => ({ fn: { kind: 'prim', glyph: '⊃', axis: null, span }, env });
  const pick = (i: number, span: Span): TExpr =>
    ctx.core.applyDyadic(env, first(span), mk({ k: 'lit', data: [i + env.io] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(i + env.io)] }), whole, span);
  // a scalar: every name takes it, an enclosed array disclosed (a b←⊂1 2 gives each 1 2)
  const item = (i: number, span: Span): TExpr => (rank === 0 ? (nested ? ctx.core.applyMonadic(env, first(span), whole, span) : whole) : nested ? pick(i, span) : itemOf(whole, i));
  const stmts: TStmt[] = e.names.map((n, i) => ({ k: 'eval', value: bind(n.name, item(i, n.span), n.span) }));
  return shared.wrap(mk({ k: 'seq', stmts, result: whole }, whole.t, e.span, { origin: whole.origin, sval: whole.sval }));
}

/** Item i (0-based) of a vector, a scalar. */
function itemOf(v: TExpr, i: number): TExpr {
  const sval = v.sval && v.sval[i] !== undefined ? [v.sval[i]!] : null;
  if (v.node.k === 'lit') return mk({ k: 'lit', data: [v.node.data[i]!] }, { elem: v.t.elem, shape: [] }, v.span, { sval });
  const one = mk({ k: 'select', axis: 0, positions: [i], arg: v }, { elem: v.t.elem, shape: [dimConst(1)] }, v.span, { sval });
  return mk({ k: 'first', arg: one }, { elem: v.t.elem, shape: [] }, v.span, { sval });
}
