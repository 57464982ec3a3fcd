// ⍋ and ⍒ of a vector of vectors ('banana' 'apple' 'cherry', so {⍵[⍋⍵]} sorts words), in
// Dyalog's total array ordering: items compare element by element, and an item that is a prefix
// of another comes first. Each item becomes a row of pairs, (1, element) for each element and
// (0, 0) past its end, so the rows of that matrix grade as the items do: at the first place they
// differ, an item that has ended (0) is before one that has not (1), and two elements compare as
// numbers or code points. Items of one length (a uniform nested vector) are the rows of the matrix
// that holds them. Items that may be simple scalars (1 (2 3)) stay a NONCE.
import type { Span } from '../apl/ast.js';
import { dimConst, dimMul, type Dim } from './dim.js';
import { mk, ONE, primFn, shareValue, type CheckContext, type Env } from './context.js';
import { convertTo } from './convert.js';
import { flatView } from './nested.js';
import { iotaOf, partsOf } from './ragged.js';
import { gradeOf } from './search.js';
import type { ArrType, TExpr } from './typed.js';

/** ⍋⍵ (or ⍒⍵ when `down`) of a nested vector of vectors; null where ⍵ is not one. */
export function gradeVectors(ctx: CheckContext, env: Env, arg: TExpr, down: boolean, span: Span): TExpr | null {
  if (arg.t.shape.length !== 1 || arg.t.mixed === true || arg.t.ragged?.mixed === true) return null;
  if (arg.t.items?.length === 1) return gradeOf(ctx, flatView(arg), down, span, env.io);
  if (arg.t.ragged === undefined || arg.t.ragged.itemRanks !== undefined) return null;
  const elem = arg.t.elem === 'float' ? 'float' : 'int';
  const p = partsOf(ctx, arg);
  // the items mixed into a matrix (padded with 0 or blanks), its row length known when it runs
  const mixed = shareValue(ctx, ctx.core.applyMonadic(env, primFn('↑', env, span), arg, span));
  const [n, k] = mixed.ref.t.shape as [Dim, Dim];
  const t = (shape: readonly Dim[], e: ArrType['elem'] = elem): ArrType => ({ elem: e, shape });
  // 1 where the place is within the item
  const places = iotaOf(k, span);
  const present = mk({ k: 'outer', fn: { k: 'prim', glyph: '>' }, left: p.lengths, right: places }, t([n, k], 'bool'), span);
  // each side as the pairs' element type, along a last axis of one
  const column = (x: TExpr): TExpr => mk({ k: 'reshape', arg: convertTo(ctx, x, elem) }, t([n, k, ONE]), span);
  const pairs = mk({ k: 'catenate', axis: 2, left: column(present), right: column(mixed.ref) }, t([n, k, dimConst(2)]), span);
  const rows = mk({ k: 'reshape', arg: pairs }, t([n, dimMul(k, dimConst(2))]), span);
  return p.wrap(mixed.wrap(gradeOf(ctx, rows, down, span, env.io)));
}
