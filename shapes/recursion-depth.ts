// The depth bound of recursion run on an explicit stack (recursion-stack.ts). Each call it makes
// passes its new depth through this internal system function, which checks it against the bound
// at run time: a LIMIT ERROR at the call, where a program that does not end would otherwise grow
// its stack until memory ran out. The glyph is one the lexer never produces, so only the
// recursion lowering can write it.
import type { Span } from '../apl/ast.js';
import { dimConst } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { applyDyadicPrim } from './primitives.js';
import type { TExpr } from './typed.js';

/** How many calls may be open at once. The stack is data, not the host's call stack, so this is
 * no JavaScript limit; it bounds the memory (a growable buffer written in place,
 * recursion-stack-write.ts) and the time a runaway recursion takes before it stops. */
export const MAX_RECURSION_DEPTH = 10_000;

/** The message of the LIMIT ERROR past the bound (the fuzzer counts it as recursion that does not end). */
export const RECURSION_DEPTH_MESSAGE = `recursion deeper than ${MAX_RECURSION_DEPTH} calls`;

/** `depth ⎕∇DEPTH` (monadic): the depth, checked. */
export const DEPTH_CHECK_GLYPH = '⎕∇DEPTH';

export function depthChecked(ctx: CheckContext, depth: TExpr, span: Span): TExpr {
  const shared = shareValue(ctx, depth);
  const bound = mk({ k: 'lit', data: [MAX_RECURSION_DEPTH] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(MAX_RECURSION_DEPTH)] });
  const ok = applyDyadicPrim(ctx, { glyph: '≤', span }, null, shared.ref, bound, span, 1);
  return shared.wrap(mk({ k: 'assertTrue', ok, cls: 'LIMIT', message: RECURSION_DEPTH_MESSAGE, value: shared.ref }, shared.ref.t, span, { origin: depth.origin }));
}
