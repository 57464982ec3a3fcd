// Applying a derived function (an operator with its operands): a user-defined operator's body is
// checked with ⍺⍺/⍵⍵ bound; a primitive operator's rule is looked up in operator-table.ts after
// its bracket axis is read.
import { innerNested, outerNested } from './products-nested.js';
import { isFn, type Span } from '../apl/ast.js';
import type { CheckContext, FnValue } from './context.js';
import { staticAxis } from './axis.js';
import { isOperatorGlyph, OPERATORS } from './operator-table.js';
import type { TExpr } from './typed.js';
import { isNested } from './nested.js';
import { behindBarrier, OuterWriteNonce } from './outer-writes.js';
import { eachWithWrites } from './each-writes.js';

export function applyOperator(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  const fn = f.fn;
  if (fn.kind !== 'derived') throw new Error('applyOperator: not a derived function');
  const env = f.env;
  if (fn.op.kind === 'opName') {
    const b = env.lookup(fn.op.name);
    if (!b || b.k !== 'op') return ctx.fail('VALUE', `undefined operator: ${fn.op.name}`, fn.op.span);
    const aa = isFn(fn.left) ? ctx.core.resolveFn(env, fn.left) : ctx.core.checkExpr(env, fn.left);
    const ww = fn.right === null ? null : isFn(fn.right) ? ctx.core.resolveFn(env, fn.right) : ctx.core.checkExpr(env, fn.right);
    // an array operand is read by the reading of the body that parsed ⍺⍺ / ⍵⍵ as arrays
    const aaArray = !('fn' in aa);
    const wwArray = ww !== null && !('fn' in ww);
    const key = aaArray && wwArray ? 'both' : aaArray ? 'left' : wwArray ? 'right' : null;
    const body = b.op.arrayBodies === undefined ? b.op.body : b.op.arrayBodies[key ?? 'none'];
    if (body === null) {
      const what = key === null ? 'function operands' : key === 'both' ? 'array operands' : `an array as its ${key} operand`;
      return ctx.fail('SYNTAX', `the body of the operator ${fn.op.name} does not parse with ${what}`, fn.span);
    }
    const op = { ...b.op, body };
    return ctx.core.applyDfn({ fn: { kind: 'dfn', body, span: b.op.span }, env: b.env }, l, r, span, { aa, ww, op });
  }
  const glyph = fn.op.glyph;
  const leftFn = (): FnValue => {
    if (!isFn(fn.left)) return ctx.fail('SYNTAX', `the operator ${glyph} needs a function on its left`, fn.span);
    return ctx.core.resolveFn(env, fn.left);
  };
  const axis = fn.axis ? staticAxis(ctx, ctx.core.checkExpr(env, fn.axis), fn.axis.span, env.io) : null;
  if (axis !== null && !Number.isInteger(axis)) return ctx.fail('AXIS', `the operator ${glyph} takes no fractional axis`, fn.axis!.span);
  const entry = isOperatorGlyph(glyph) ? OPERATORS[glyph] : null;
  if (entry === null || 'nonce' in entry) return ctx.fail('NONCE', entry?.nonce ?? `the operator ${glyph} is not supported yet`, fn.op.span);
  if (glyph === '∘.' && l !== null && (isNested(l.t) || isNested(r.t))) return outerNested(ctx, env, leftFn(), l, r, span);
  const inner = glyph === '.' && l !== null && (isNested(l.t) || isNested(r.t)) && fn.right !== null && isFn(fn.right) ? innerNested(ctx, env, leftFn(), ctx.core.resolveFn(env, fn.right), l, r, span) : null;
  if (inner !== null) return inner;
  if ((isNested(r.t) || (l !== null && isNested(l.t))) && !TAKES_NESTED.has(glyph))
    return ctx.fail('NONCE', `the operator ${glyph} with a nested argument is not supported yet`, fn.op.span, [ctx.describe('argument', l !== null && isNested(l.t) ? l : r)]);
  const call = { fn, env, l, r, span, axis, leftFn };
  // an operator that applies its operands once each, in order, lets them modify enclosing names
  // (⍣ carries them round its loop); the others apply them in parallel (shapes/outer-writes.ts)
  if (SEQUENTIAL.has(glyph) || (glyph === '⍤' && fn.right !== null && isFn(fn.right))) return entry.rule(ctx, call);
  try {
    return behindBarrier(ctx, `the operator ${glyph}`, () => entry.rule(ctx, call));
  } catch (e) {
    // f¨ where f modifies an enclosing name: its applications one after another (each-writes.ts)
    const looped = e instanceof OuterWriteNonce && glyph === '¨' ? eachWithWrites(ctx, env, leftFn(), l, r, span) : null;
    if (looped !== null) return looped;
    throw e;
  }
}

/** Primitive operators whose rules take nested arguments (shapes/nested.ts): ¨ over items, folds along outer axes, and those that only pass arguments on. */
const TAKES_NESTED: ReadonlySet<string> = new Set(['¨', '/', '⌿', '\\', '⍀', '⍨', '∘', '⍣']);

/** Operators whose operands run once each per application of the derived function, in order. */
const SEQUENTIAL: ReadonlySet<string> = new Set(['∘', '⍨', '@', '⍣', '⍥', '⍛']);
