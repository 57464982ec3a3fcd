// The one write of recursion's stack (recursion-stack.ts). The stack is a growable buffer: a vector
// whose first two items are the stack pointer (the first free position) and the top frame's
// position, with capacity to spare past the stack pointer. Each step of the machine writes a few
// positions of it (a pushed frame, or a returned value and its caller's count) with
// `patch ⎕∇PUT stack`: the patch is the positions, then as many values, its first position 0 and
// its first value the new stack pointer. The buffer doubles when that pointer passes its end, and
// the write updates it in place where the backend can (core-ir/syntax.ts, `stackWrite`), so a call
// costs the size of its frame, not of the stack under it.
import type { Span } from '../apl/ast.js';
import { dimVar } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { joinElems } from './scalar-rules.js';
import type { TExpr } from './typed.js';

/** `patch ⎕∇PUT stack` (dyadic), a glyph the lexer never produces. */
export const STACK_WRITE_GLYPH = '⎕∇PUT';

export function stackWritten(ctx: CheckContext, patch: TExpr | null, stack: TExpr, span: Span): TExpr {
  if (patch === null || patch.t.shape.length !== 1 || stack.t.shape.length !== 1) return ctx.fail('NONCE', 'the stack write of recursion takes two vectors (an internal function)', span);
  // a float written widens the stack (the loop then carries floats from its start)
  const elem = joinElems(stack.t.elem, patch.t.elem);
  if (elem === null || elem === 'char') return ctx.fail('NONCE', 'the stack of recursion holds numbers (an internal function)', span);
  const size = ctx.freshSize();
  return mk({ k: 'stackWrite', patch, stack, size }, { elem, shape: [dimVar(size)] }, span);
}
