// Converting a checked array's elements to another type: its own module, below literals.ts and
// mixed-arrays.ts, which both use it (literals.ts builds mixed strands with mixed-arrays.ts).
import { mk, type CheckContext } from './context.js';
import type { ElemType, TExpr } from './typed.js';

/** Convert elements to a (wider) type; a no-op node is not created when the type already fits. */
export function convertTo(ctx: CheckContext, e: TExpr, elem: ElemType): TExpr {
  void ctx;
  if (e.t.elem === elem) return e;
  if (e.node.k === 'lit' && elem !== 'char' && e.t.elem !== 'char') {
    return mk({ k: 'lit', data: e.node.data }, { elem, shape: e.t.shape }, e.span, { origin: e.origin, sval: e.sval });
  }
  return mk({ k: 'convert', arg: e }, { elem, shape: e.t.shape }, e.span, { origin: e.origin, sval: e.sval });
}
