// Functions applied to cells: each (f¨) and rank (f⍤k). The function is checked once, on a
// variable that stands for one cell of each argument, so the body is monomorphic and its result
// shape is the same for every cell; the node then maps it over the frame. Results must be flat:
// f¨ must give a scalar for each item (anything else is a nested array), f⍤k a cell whose shape
// does not depend on the data.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct, shapeEq, showShape, type Shape } from './dim.js';
import { isSingleton, mk, type CheckContext, type Env, type FnValue } from './context.js';
import { applyDyadic, applyMonadic } from './check.js';
import { extendedShape } from './primitives.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import type { CellArg, TExpr, TStmt } from './typed.js';

/** f¨⍵ and ⍺ f¨⍵ */
export function applyEach(ctx: CheckContext, env: Env, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  // a scalar primitive already works item by item
  if (f.fn.kind === 'prim' && f.fn.axis === null && (l === null ? MONADIC_SCALAR : DYADIC_SCALAR).has(f.fn.glyph)) {
    return l === null ? applyMonadic(ctx, env, f, r, span) : applyDyadic(ctx, env, f, l, r, span);
  }
  if (l === null) return cellsOf(ctx, env, f, [{ arg: r, cellRank: 0, whole: false }], r.t.shape, span, '¨');
  const ext = extendedShape(ctx, l, r, span);
  const side = (x: TExpr): CellArg => {
    if (shapeEq(x.t.shape, ext.shape)) return { arg: x, cellRank: 0, whole: false };
    // a singleton extends to every item: it is passed as a scalar to each application
    const scalar = x.t.shape.length === 0 ? x : mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [] }, x.span, { origin: x.origin });
    return { arg: scalar, cellRank: 0, whole: true };
  };
  return cellsOf(ctx, env, f, [side(ext.l), side(ext.r)], ext.shape, span, '¨');
}

/**
 * Checks f on one cell of each argument and maps it over `frame`. With one argument f is applied
 * monadically; with two, dyadically (args[0] is ⍺).
 */
export function cellsOf(ctx: CheckContext, env: Env, f: FnValue, args: readonly CellArg[], frame: Shape, span: Span, what: '¨' | '⍤'): TExpr {
  const params = args.map((a) => {
    const shape = a.whole ? a.arg.t.shape : a.arg.t.shape.slice(a.arg.t.shape.length - a.cellRank);
    return { name: ctx.fresh(args.length === 2 && a === args[0] ? 'alpha' : 'omega'), t: { elem: a.arg.t.elem, shape } };
  });
  const refs = params.map((p, i) => mk({ k: 'var', name: p.name }, p.t, args[i]!.arg.span, { origin: args[i]!.arg.origin }));
  const body0 = refs.length === 1 ? applyMonadic(ctx, env, f, refs[0]!, span) : applyDyadic(ctx, env, f, refs[0]!, refs[1]!, span);
  let body = body0;
  if (what === '¨') {
    if (!isSingleton(body0.t))
      return ctx.fail('NONCE', `f¨ where f gives a non-scalar (${showShape(body0.t.shape)}) for an item makes a nested array; aplc supports flat arrays only`, span, [ctx.describe('result for one item', body0)]);
    if (body0.t.shape.length > 0) body = mk({ k: 'reshape', arg: body0 }, { elem: body0.t.elem, shape: [] }, body0.span, { origin: body0.origin });
  }
  if (frame.length === 0) {
    // one application: bind the parameters and use the body as it is
    const lets: TStmt[] = params.map((p, i) => ({ k: 'let', name: p.name, value: args[i]!.arg }));
    return mk({ k: 'seq', stmts: lets, result: body }, body.t, span);
  }
  const shape = [...frame, ...body.t.shape];
  return mk({ k: 'cells', fn: { params, body }, args, frame }, { elem: body.t.elem, shape }, span, {
    phase: { op: `${what} (cells)`, mapExtent: dimProduct(frame), reduceExtent: dimConst(1) },
  });
}
