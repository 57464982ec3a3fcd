// Applying a primitive function: its form (monadic or dyadic) looked up in the table of
// primitive-table.ts, the bracket axis checked against what the form takes, then the form's rule.
import type { Span } from '../apl/ast.js';
import type { CheckContext, Env } from './context.js';
import { isPrimitiveGlyph, PRIMITIVES, type AxisUse, type Form } from './primitive-table.js';
import { nestedDyadic, nestedMonadic } from './nested-prims.js';
import { raggedDyadic, raggedMonadic } from './ragged-prims.js';
import { mixedDyadic, mixedMonadic } from './mixed-array-prims.js';
import { formatMixedVector, formatNestedVector } from './format-nested.js';
import { gradeVectors } from './grade-vectors.js';
import type { TExpr } from './typed.js';
import { partitionItems } from './partition.js';
import { isNestedType } from './ragged.js';

/** A primitive function as written: its glyph and where it is. */
export interface PrimFn {
  readonly glyph: string;
  readonly span: Span;
}

const axisUse = <Rule>(form: Form<Rule> | null): AxisUse => (form !== null && 'rule' in form ? form.axis : 'none');
const takesFractional = (use: AxisUse): boolean => use === 'fractional' || use === 'vector';
const isFractional = (axis: number | null): boolean => axis !== null && !Number.isInteger(axis);

/**
 * The bracket axes as a form takes them: a form that merges axes ('vector') gets the list, any
 * other the single axis (an axis written as a one-item vector, f[,k], is that item).
 */
function oneAxis(ctx: CheckContext, what: string, use: AxisUse, axes: readonly number[] | null, span: Span): number | null {
  if (axes === null) return null;
  if (axes.length === 1) return axes[0]!;
  if (use === 'vector') return null;
  return ctx.fail('AXIS', `${what} takes a single axis, got ${axes.length}`, span);
}

export function applyMonadicPrim(ctx: CheckContext, fn: PrimFn, axes: readonly number[] | null, arg: TExpr, span: Span, env: Env): TExpr {
  const g = fn.glyph;
  const form = isPrimitiveGlyph(g) ? PRIMITIVES[g].monadic : null;
  const axis = oneAxis(ctx, `monadic ${g}`, axisUse(form), axes, span);
  if (isFractional(axis) && !takesFractional(axisUse(form))) return ctx.fail('AXIS', `monadic ${g} takes no fractional axis`, span);
  if (form === null) return ctx.fail('NONCE', `monadic ${g} is not supported yet`, span);
  if ('nonce' in form) return ctx.fail('NONCE', form.nonce, span);
  if ('syntax' in form) return ctx.fail('SYNTAX', form.syntax, span);
  if (axis !== null && form.axis === 'none') return ctx.fail('AXIS', `monadic ${g} takes no axis`, span);
  const call = { span, axis, axes, io: env.io, pp: env.pp, env };
  // ⍕ of a nested vector of vectors is its display, written in APL (format-nested.ts); ⍋ ⍒ of one its order (grade-vectors.ts)
  const formatted = g === '⍕' && axis === null ? (formatNestedVector(ctx, arg, span, env.io) ?? formatMixedVector(ctx, arg, span, env.pp)) : null;
  if (formatted !== null) return formatted;
  const graded = (g === '⍋' || g === '⍒') && axis === null ? gradeVectors(ctx, env, arg, g === '⍒', span) : null;
  if (graded !== null) return graded;
  // a mixed array's parts go through the same rules, nested ones included
  const rest = (a: TExpr): TExpr => raggedMonadic(ctx, g, a, axis, span) ?? nestedMonadic(ctx, g, a, axis, span, (b, ax) => form.rule(ctx, { ...call, axis: ax }, b)) ?? form.rule(ctx, call, a);
  return mixedMonadic(ctx, g, arg, span, rest) ?? rest(arg);
}

export function applyDyadicPrim(ctx: CheckContext, fn: PrimFn, axes: readonly number[] | null, l: TExpr, r: TExpr, span: Span, io: number, env?: Env): TExpr {
  const g = fn.glyph;
  const form = isPrimitiveGlyph(g) ? PRIMITIVES[g].dyadic : null;
  const axis = oneAxis(ctx, `dyadic ${g}`, axisUse(form), axes, span);
  if (isFractional(axis) && !takesFractional(axisUse(form))) return ctx.fail('AXIS', `${g} takes no fractional axis (only , and ⍪ laminate)`, span);
  if (form === null) return ctx.fail('NONCE', `dyadic ${g} is not supported yet`, span);
  if ('nonce' in form) return ctx.fail('NONCE', form.nonce, span);
  if ('syntax' in form) return ctx.fail('SYNTAX', form.syntax, span);
  if (axis !== null && form.axis === 'none') return ctx.fail('AXIS', `dyadic ${g} takes no axis`, span);
  const call = { span, axis, axes, io, ...(env === undefined ? {} : { env }) };
  // a partition of a nested vector: its items grouped (partition.ts)
  if ((g === '⊆' || g === '⊂') && axis === null && r.t.shape.length === 1 && isNestedType(r) && !isNestedType(l) && r.t.mixed !== true) return partitionItems(ctx, g, l, r, span, io);
  const rest = (a: TExpr, b: TExpr): TExpr => raggedDyadic(ctx, g, a, b, axis, span, io) ?? nestedDyadic(ctx, g, a, b, axis, span, io, (x, y, ax) => form.rule(ctx, { ...call, axis: ax }, x, y)) ?? form.rule(ctx, call, a, b);
  return mixedDyadic(ctx, g, l, r, axis, span, rest) ?? rest(l, r);
}
