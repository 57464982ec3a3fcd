// Dyadic ⍕ (format by specification, core-ir/format-spec.ts): ⍺ gives a field width and a
// precision per column of ⍵ and must be known before running, since it decides how many pairs
// there are; the text's width depends on the values (W = 0 fields fit the widest number), so it is
// an existential size, bound when the host formats the numbers. ⍵'s leading axes stay its rows.
import type { Span } from '../apl/ast.js';
import { asConst, dimVar } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { mapPhase } from './scalar-shapes.js';
import { constsOf, staticDims } from './static-args.js';
import type { TExpr } from './typed.js';

/** The widest field, or the most decimal places, dyadic ⍕ writes. */
const MAX_FIELD = 65535;

export function formatBySpecification(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  if (r.t.elem === 'char') return ctx.fail('DOMAIN', 'the right argument of dyadic ⍕ must be numbers', span, [ctx.describe('right', r)]);
  if (l.t.shape.length > 1) return ctx.fail('RANK', `the left argument of dyadic ⍕ must be a scalar or vector, got rank ${l.t.shape.length}`, span, [ctx.describe('left', l)]);
  const spec = constsOf(ctx, staticDims(ctx, l, 'dyadic ⍕', span), 'dyadic ⍕', span);
  if (spec.length === 0) return ctx.fail('LENGTH', 'the left argument of dyadic ⍕ is empty: it needs a precision, or widths and precisions', span, [ctx.describe('left', l)]);
  if (spec.length > 2) {
    const columns = r.t.shape.length === 0 ? 1 : asConst(r.t.shape[r.t.shape.length - 1]!);
    if (columns === null) return ctx.fail('NONCE', 'dyadic ⍕ with a width and precision for each column, where the number of columns is known only at run time', span, [ctx.describe('right', r)]);
    if (spec.length !== 2 * columns) return ctx.fail('LENGTH', `dyadic ⍕ needs 1, 2 or 2×${columns} numbers on the left (a width and a precision for each of ${columns} columns), got ${spec.length}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  }
  const widths = spec.filter((_, i) => spec.length === 1 || i % 2 === 0);
  if (spec.length > 1 && widths.some((w) => w < 0)) return ctx.fail('DOMAIN', 'the field widths of dyadic ⍕ must not be negative', span, [ctx.describe('left', l)]);
  // a field is written out character by character on the host: a precision or width past this
  // bound would hold more characters than an array may (123456789⍕x ran the process out of memory)
  if (spec.some((n) => Math.abs(n) > MAX_FIELD)) return ctx.fail('LIMIT', `dyadic ⍕: a field width or precision past ${MAX_FIELD} is too large (the left argument has ${Math.max(...spec.map(Math.abs))})`, span, [ctx.describe('left', l)]);
  const k = ctx.freshSize();
  const shape = [...r.t.shape.slice(0, -1), dimVar(k)];
  return mk({ k: 'format', arg: r, binds: k, spec }, { elem: 'char', shape }, span, { phase: mapPhase('format (on the host)', shape) });
}
