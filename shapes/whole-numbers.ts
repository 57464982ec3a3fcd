// Floats where APL takes integers (indices): Dyalog accepts a float whose value is whole, as
// x←4÷2 ⋄ 'abc'[x] gives 'b', and refuses one with a fraction. The checker knows only the type, so
// the value is checked when the program runs: ⌊x where every x is (tolerantly) its floor, a DOMAIN
// ERROR otherwise. A character is refused before running, as always.
import type { Span } from '../apl/ast.js';
import { dimProduct } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { allOf } from './ragged.js';
import type { TExpr } from './typed.js';

/** `x` (floats) as ints, after a run-time check that each is whole; ints and booleans as they are. */
export function wholeNumbers(ctx: CheckContext, x: TExpr, message: string, span: Span): TExpr {
  if (x.t.elem !== 'float') return x;
  const v = shareValue(ctx, x);
  const shape = x.t.shape;
  const floor = shareValue(ctx, mk({ k: 'scalar1', glyph: '⌊', arg: v.ref }, { elem: 'int', shape }, span));
  const same = mk({ k: 'scalar2', glyph: '=', left: v.ref, right: floor.ref }, { elem: 'bool', shape }, span);
  const flat = shape.length === 1 ? same : mk({ k: 'reshape', arg: same }, { elem: 'bool', shape: [dimProduct(shape)] }, span);
  const ok = allOf(flat, span);
  return v.wrap(floor.wrap(mk({ k: 'assertTrue', ok, cls: 'DOMAIN', message, value: floor.ref }, floor.ref.t, span, { origin: x.origin })));
}
