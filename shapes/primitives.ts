// Applying a primitive function: its form (monadic or dyadic) looked up in the table of
// primitive-table.ts, the bracket axis checked against what the form takes, then the form's rule.
import type { Span } from '../apl/ast.js';
import type { CheckContext } from './context.js';
import { isPrimitiveGlyph, PRIMITIVES, type AxisUse, type Form } from './primitive-table.js';
import type { TExpr } from './typed.js';

/** A primitive function as written: its glyph and where it is. */
export interface PrimFn {
  readonly glyph: string;
  readonly span: Span;
}

const axisUse = <Rule>(form: Form<Rule> | null): AxisUse => (form !== null && 'rule' in form ? form.axis : 'ignored');
const isFractional = (axis: number | null): boolean => axis !== null && !Number.isInteger(axis);

export function applyMonadicPrim(ctx: CheckContext, fn: PrimFn, axis: number | null, arg: TExpr, span: Span, io: number): TExpr {
  const g = fn.glyph;
  const form = isPrimitiveGlyph(g) ? PRIMITIVES[g].monadic : null;
  if (isFractional(axis) && axisUse(form) !== 'fractional') return ctx.fail('AXIS', `monadic ${g} takes no fractional axis`, span);
  if (form === null) return ctx.fail('NONCE', `monadic ${g} is not supported yet`, span);
  if ('nonce' in form) return ctx.fail('NONCE', form.nonce, span);
  if ('syntax' in form) return ctx.fail('SYNTAX', form.syntax, span);
  if (axis !== null && form.axis === 'none') return ctx.fail('AXIS', `monadic ${g} takes no axis`, span);
  return form.rule(ctx, { span, axis, io }, arg);
}

export function applyDyadicPrim(ctx: CheckContext, fn: PrimFn, axis: number | null, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const g = fn.glyph;
  const form = isPrimitiveGlyph(g) ? PRIMITIVES[g].dyadic : null;
  if (isFractional(axis) && axisUse(form) !== 'fractional') return ctx.fail('AXIS', `${g} takes no fractional axis (only , and ⍪ laminate)`, span);
  if (form === null) return ctx.fail('NONCE', `dyadic ${g} is not supported yet`, span);
  if ('nonce' in form) return ctx.fail('NONCE', form.nonce, span);
  if ('syntax' in form) return ctx.fail('SYNTAX', form.syntax, span);
  if (axis !== null && form.axis === 'none') return ctx.fail('AXIS', `dyadic ${g} takes no axis`, span);
  return form.rule(ctx, { span, axis, io }, l, r);
}
