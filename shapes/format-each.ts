// ⍕¨ of a simple numeric vector: each number's own text, an irregular nested vector of character
// vectors. No number's text holds a blank (a negative one is written with ¯, a large one with E),
// and ⍕ of a vector writes each number as ⍕ of it alone, one blank between them, so ⍕¨v is ⍕v
// cut at its blanks: (' '≠t)⊆t←⍕v. The formatting stays ⍕'s (host side, as the display), the
// cutting a partition (shapes/partition.ts), so no new operation is needed.
import type { Span } from '../apl/ast.js';
import { mk, primFn, shareValue, type CheckContext, type Env } from './context.js';
import { partition } from './partition.js';
import type { TExpr } from './typed.js';

/** ⍕¨⍵ for a simple numeric vector ⍵. */
export function formatEach(ctx: CheckContext, env: Env, v: TExpr, span: Span): TExpr {
  const text = shareValue(ctx, ctx.core.applyMonadic(env, primFn('⍕', env, span), v, span));
  const blank = mk({ k: 'lit', data: [32] }, { elem: 'char', shape: [] }, span);
  const notBlank = mk({ k: 'scalar2', glyph: '≠', left: text.ref, right: blank }, { elem: 'bool', shape: text.ref.t.shape }, span);
  return text.wrap(partition(ctx, '⊆', notBlank, text.ref, span));
}
