// Modifying a name of an enclosing scope from inside a dfn. In Dyalog, `c+←1` and `a[i]←v` inside
// a dfn update the variable where it lives when the dfn has not made the name local (by `c←…`), so
// `c←0 ⋄ {c+←1 ⋄ 0}0 ⋄ c` is 1. The checker inlines dfns, so such an update is a rebinding of the
// outer name at the point of the call: its let lands in the caller's code, and later uses read it.
// Where the dfn's body is checked into a block of its own (a guard's branch, a loop's body) the new
// value must flow out of the block: the construct opens a frame, learns which outer names the
// block modified, restores them, and makes them extra results of its node (an `if`'s outs, a
// loop's extras). Where applications run in parallel (¨, reductions, products…) one side effect per
// application cannot be compiled honestly: the construct opens a barrier, and a modification
// across it is a NONCE ERROR naming the construct — except f¨ of a vector, which then applies f
// to the items one after another instead (each-writes.ts).
import type { Span } from '../apl/ast.js';
import { diag } from '../apl/diagnostics.js';
import { CheckFailure, Env, type Binding, type CheckContext } from './context.js';
import type { ArrType, TExpr } from './typed.js';

/** The first modification of an outer name inside a frame: the binding it had before. */
export interface OuterWrite {
  readonly holder: Env;
  readonly name: string;
  readonly before: Binding;
}

/**
 * An outer name a loop carries (a ⍣ loop's, a traditional function's :While…): the write that made
 * it one, with its array binding before the loop, the parameter it is in the body, its type there.
 */
export interface LoopCarried extends OuterWrite {
  readonly before: Binding & { k: 'array' };
  readonly param: string;
  t: ArrType;
}

interface Frame {
  /** scopes with a serial above this were made inside the frame: their names are its own */
  readonly since: number;
  /** a construct whose applications cannot carry a modification out (its name, for the NONCE) */
  readonly barrier: string | null;
  readonly why: string;
  readonly writes: OuterWrite[];
}

/** The NONCE of a modification across a barrier (a construct that tries another way on failure lets it through). */
export class OuterWriteNonce extends CheckFailure {}

const frames = new WeakMap<CheckContext, Frame[]>();

function stack(ctx: CheckContext): Frame[] {
  let s = frames.get(ctx);
  if (!s) frames.set(ctx, (s = []));
  return s;
}

/**
 * The scope a modified assignment (x f←v, x[i]←v) binds x in: the current one when x is local to
 * the dfn (its own scopes, up to the one the dfn's application made), else the enclosing scope
 * that holds x (the current one when none does: the lookup reports the VALUE ERROR).
 */
export function modifyTarget(env: Env, name: string): Env {
  let e: Env | null = env;
  while (e !== null) {
    if (e.hasLocal(name)) return env;
    if (e.self !== null) break;
    e = e.parent;
  }
  if (e === null) return env;
  for (let o = e.parent; o !== null; o = o.parent) if (o.hasLocal(name)) return o;
  return env;
}

/** Record that `name` of `holder` is about to be rebound: a barrier it crosses is a NONCE ERROR. */
export function noteWrite(ctx: CheckContext, holder: Env, name: string, span: Span): void {
  const s = stack(ctx);
  const top = s[s.length - 1];
  if (top === undefined || holder.serial > top.since) return;
  if (top.barrier !== null)
    // ⍙ names are the checker's own: ⍙rl is ?'s counter (roll.ts)
    throw new OuterWriteNonce(diag('NONCE', `${name.startsWith('⍙') ? "? (it moves the program's random counter)" : name}: modifying a name of an enclosing scope inside ${top.barrier} is not supported (${top.why})`, ctx.source.name, span));
  const before = holder.local(name);
  if (before !== undefined && !top.writes.some((w) => w.holder === holder && w.name === name)) top.writes.push({ holder, name, before });
}

/** Run f in a frame: the outer names it modified (still bound to their new values). */
export function withFrame<T>(ctx: CheckContext, f: () => T): { value: T; writes: readonly OuterWrite[] } {
  const s = stack(ctx);
  const frame: Frame = { since: Env.newest(), barrier: null, why: '', writes: [] };
  s.push(frame);
  try {
    return { value: f(), writes: frame.writes };
  } finally {
    s.pop();
  }
}

/** Run f behind a barrier: modifying an outer name inside is a NONCE ERROR naming `what`. */
export function behindBarrier<T>(ctx: CheckContext, what: string, f: () => T, why = 'its applications run in parallel'): T {
  const s = stack(ctx);
  s.push({ since: Env.newest(), barrier: what, why, writes: [] });
  try {
    return f();
  } finally {
    s.pop();
  }
}

/** The bindings the writes made (read now), then the names bound back to what they were before. */
export function restore(writes: readonly OuterWrite[]): Binding[] {
  const after = writes.map((w) => w.holder.local(w.name)!);
  for (const w of writes) w.holder.bind(w.name, w.before);
  return after;
}

/** Rebind an outer name after a construct that computed its new value (noted in enclosing frames). */
export function rebindOuter(ctx: CheckContext, holder: Env, name: string, b: Binding, span: Span): void {
  noteWrite(ctx, holder, name, span);
  holder.bind(name, b);
}

/** Bind the result of a modified assignment where the name lives (see modifyTarget): the let stays here. */
export function bindModified(ctx: CheckContext, env: Env, name: string, value: TExpr, span: Span): TExpr {
  const target = modifyTarget(env, name);
  if (target !== env) noteWrite(ctx, target, name, span);
  return ctx.core.bindArray(target, name, value, span);
}
