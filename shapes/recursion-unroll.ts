// Recursion unrolled at compile time. A dfn is inlined at each call, so a recursive dfn applied to
// values known before the program runs unrolls into its calls, its guards decided statically. Two
// bounds keep that finite: the nesting depth of inlined calls, and the number of recursive calls
// unrolled in one program (fibonacci's calls double with each level). A tail-recursive dfn whose
// unrolling goes past the depth bound (`{⍵=0:⍵ ⋄ ∇⍵-1}100`) is compiled instead as the loop a
// computed argument gets (shapes/recursion.ts), and other recursion past either bound runs on an
// explicit stack (recursion-stack.ts): its outermost call catches the failure and builds the loop
// from its own arguments. Unrolling stays first where it ends: its guards are decided and its
// values folded at compile time, where the stack makes each call a step of a loop at run time.
import type { Fn, Span } from '../apl/ast.js';
import { diag } from '../apl/diagnostics.js';
import { CheckFailure, type CheckContext } from './context.js';
import type { TExpr } from './typed.js';

/** How deep inlined calls may nest. */
export const MAX_INLINE_DEPTH = 64;
/** How many recursive calls (∇ of a dfn already being inlined) one program may unroll. */
export const MAX_UNROLLED_CALLS = 10_000;

/** The unrolling went deeper than MAX_INLINE_DEPTH: a tail-recursive caller may run it as a loop. */
class RecursionTooDeep extends CheckFailure {}

interface UnrollState {
  /** dfns being inlined now, with how many of their calls are open */
  readonly open: Map<Fn, number>;
  unrolled: number;
}

const states = new WeakMap<CheckContext, UnrollState>();

function stateOf(ctx: CheckContext): UnrollState {
  let s = states.get(ctx);
  if (s === undefined) {
    s = { open: new Map(), unrolled: 0 };
    states.set(ctx, s);
  }
  return s;
}

/**
 * Inline one call of `fn` with `inline`, within the bounds. `asLoop`, for a tail-recursive dfn,
 * builds the loop a computed argument gets (null when it cannot); the outermost call of such a
 * dfn falls back to it when unrolling goes too deep.
 */
export function unrollCall(ctx: CheckContext, fn: Fn, span: Span, inline: () => TExpr, asLoop: (() => TExpr | null) | null): TExpr {
  const state = stateOf(ctx);
  const open = state.open.get(fn) ?? 0;
  if (ctx.depth >= MAX_INLINE_DEPTH) {
    const why = `recursion deeper than ${MAX_INLINE_DEPTH} calls: recursion other than tail recursion is unrolled at compile time, so it must end, decided statically, within ${MAX_INLINE_DEPTH} nested calls (tail recursion, where every ∇ call is a whole result, runs as a loop)`;
    throw new RecursionTooDeep(diag('NONCE', why, ctx.source.name, span));
  }
  if (open > 0 && ++state.unrolled > MAX_UNROLLED_CALLS)
    throw new RecursionTooDeep(diag('LIMIT', `recursion unrolled at compile time makes more than ${MAX_UNROLLED_CALLS} calls (recursion on values known before the program runs is unrolled; only tail recursion runs as a loop)`, ctx.source.name, span));
  state.open.set(fn, open + 1);
  const diagnostics = ctx.diagnostics.length;
  const instances = ctx.instances.length;
  try {
    return inline();
  } catch (e) {
    if (!(e instanceof RecursionTooDeep) || open > 0 || asLoop === null) throw e;
    // what the abandoned unrolling recorded is not part of the program
    ctx.diagnostics.splice(diagnostics);
    ctx.instances.splice(instances);
    state.open.set(fn, 0);
    const loop = asLoop();
    if (loop === null) throw e;
    return loop;
  } finally {
    if (open === 0) state.open.delete(fn);
    else state.open.set(fn, open);
  }
}
