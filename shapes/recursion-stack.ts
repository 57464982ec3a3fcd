// Recursion on data that is not tail recursion (fib, Ackermann, quicksort), run on an explicit
// stack. Unrolling at compile time (recursion-unroll.ts) cannot end when the depth depends on
// data, and the GPU has no call stack, so the dfn becomes a stack machine: a tail-recursive dfn
// (a loop, recursion.ts) whose argument is the stack, a growable buffer of numbers
// (recursion-stack-write.ts):
//
//   sp, fp, frame₀, frame₁, …, frameₜₒₚ, spare capacity      (sp: where the top frame ends; fp: where it starts)
//   frame = link, c, depth, ⍵, [⍺], v₀ … v₍c-1₎               (link: where the caller's frame starts)
//
// c counts the calls this activation has completed and v₀… are their values, in the order APL
// evaluates the calls. A value of rank 1 is written as its length, then its items; of rank 0, as
// itself. Each step of the loop runs the dfn's body on the top frame once more from its start
// (its statements are pure, so running them again gives the same values): a call whose value the
// frame holds reads it; the first one it does not hold pushes a frame for the callee with its
// arguments at sp; a result overwrites its own frame with the value, which so lands at the end of
// its caller's frame, and counts it there. A bottom frame under the first call receives the final
// value. Each step reads and writes only the top frame's few positions (one write, updated in
// place where the backend can), so a call costs its frame, not the stack under it. Calls happen
// one at a time, so the host drives them; each runs the body's kernels like any other loop
// iteration (on a GPU the machine runs on the host: core-ir/syntax.ts, `onHost`). Every pushed
// depth passes a check (recursion-depth.ts): deeper than the bound is a LIMIT ERROR at the call.
//
// The values must be of rank 0 or 1 and of types one vector can hold (numbers; not characters,
// not nested); each call's arguments must have the rank of the first call's, and every result
// one rank. Otherwise the machine does not check and the caller keeps its NONCE ERROR.
import type { Expr, Span, Stmt } from '../apl/ast.js';
import { CheckFailure, type CheckContext, type Env, type FnValue } from './context.js';
import { OuterWriteNonce } from './outer-writes.js';
import { tailRecursiveLoop } from './recursion.js';
import { DEPTH_CHECK_GLYPH } from './recursion-depth.js';
import { STACK_WRITE_GLYPH } from './recursion-stack-write.js';
import { AstAt, callValueName, CallRewriter, type CallSite } from './recursion-ast.js';
import type { TExpr } from './typed.js';

type Rank = 0 | 1;

/** The shape of a frame: the ranks of its arguments and of the calls' values. */
interface Layout {
  readonly omega: Rank;
  readonly alpha: Rank | null;
  readonly result: Rank;
  /** how many calls one activation completes at most */
  readonly calls: number;
  /** whether the arguments are whole numbers, read back as such from a stack that holds floats */
  readonly wholeArgs: { readonly omega: boolean; readonly alpha: boolean };
}

const N = {
  count: '⍙∇c',
  depth: '⍙∇d',
  omega: '⍙∇w',
  alpha: '⍙∇a',
  sp: '⍙∇sp',
  fp: '⍙∇fp',
  link: '⍙∇P',
  callerCount: '⍙∇cP',
  push: '⍙∇push',
  ret: '⍙∇ret',
  enc0: '⍙∇enc0',
  enc1: '⍙∇enc1',
  rank: '⍙∇rank',
} as const;

const isAssignment = (e: Expr): boolean => e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign' || e.kind === 'print';

/** The item of the stack ⍵ at position `at` (from 0, whatever ⎕IO is); `whole`: a whole number read from a stack that may hold floats. */
function itemAt(b: AstAt, at: Expr, whole: boolean): Expr {
  const x: Expr = { kind: 'index', array: b.name('⍵'), indices: [b.dy(b.io(), '+', at)], span: b.span };
  return whole ? b.mon('⌊', x) : x;
}

/**
 * Statements that read the frame at position `fp` of the stack ⍵: its link, count and depth into
 * ⍙∇P, ⍙∇c and ⍙∇d, its caller's count into ⍙∇cP, its fields into ⍙∇w, ⍙∇a and the call values.
 */
function decodeFrame(b: AstAt, layout: Layout, fp: Expr): Stmt[] {
  const out: Stmt[] = [b.assign(N.fp, fp)];
  const field0 = (k: number): Expr => b.dy(b.name(N.fp), '+', b.num(k));
  out.push(b.assign(N.link, itemAt(b, b.name(N.fp), true)));
  out.push(b.assign(N.count, itemAt(b, field0(1), true)));
  out.push(b.assign(N.depth, itemAt(b, field0(2), true)));
  out.push(b.assign(N.callerCount, itemAt(b, b.dy(b.name(N.link), '+', b.num(1)), true)));
  let offset = 0;
  let at: Expr = field0(3);
  const next = (): string => `⍙∇o${++offset}`;
  // a field at `at`: rank 0 one item; rank 1 its length, then its items; `present` zero when
  // absent (then it reads position 0, which always exists, and its length is 0)
  const field = (rank: Rank, into: string, present: Expr | null, whole = false): void => {
    const where = present === null ? at : b.dy(present, '×', at);
    const o = next();
    if (rank === 0) {
      out.push(b.assign(into, itemAt(b, where, whole)));
      out.push(b.assign(o, b.dy(at, '+', present ?? b.num(1))));
    } else {
      const len = `${o}n`;
      const stored = itemAt(b, where, true);
      out.push(b.assign(len, present === null ? stored : b.dy(present, '×', stored)));
      // positions at+1 … at+len: indices ⎕IO+at+1 … , which at+1+⍳len is whatever ⎕IO is
      const items: Expr = { kind: 'index', array: b.name('⍵'), indices: [b.dy(b.dy(at, '+', b.num(1)), '+', b.mon('⍳', b.name(len)))], span: b.span };
      out.push(b.assign(into, whole ? b.mon('⌊', items) : items));
      const width = present === null ? b.dy(b.num(1), '+', b.name(len)) : b.dy(present, '+', b.name(len));
      out.push(b.assign(o, b.dy(at, '+', width)));
    }
    at = b.name(o);
  };
  field(layout.omega, N.omega, null, layout.wholeArgs.omega);
  if (layout.alpha !== null) field(layout.alpha, N.alpha, null, layout.wholeArgs.alpha);
  for (let j = 0; j < layout.calls; j++) {
    const present = `⍙∇h${j}`;
    out.push(b.assign(present, b.dy(b.name(N.count), '>', b.num(j))));
    field(layout.result, callValueName(j), b.name(present));
  }
  return out;
}

/** A value written into a frame, its rank checked statically (the wrong rank names ⍙∇rank, a poisoned name). */
function encoderDefs(b: AstAt): Stmt[] {
  const rankIs = (r: number): Expr => b.dy(b.num(r), '=', b.mon('≢', b.mon('⍴', b.name('⍵'))));
  return [
    b.fnDef(N.enc0, [b.guard(rankIs(0), b.name('⍵')), b.stmt(b.name(N.rank))]),
    b.fnDef(N.enc1, [b.guard(rankIs(1), b.dy(b.mon('≢', b.name('⍵')), ',', b.name('⍵'))), b.stmt(b.name(N.rank))]),
  ];
}

/**
 * The patches (recursion-stack-write.ts) of a step: ⍙∇push ⍵ writes the frame ⍵ at sp and makes it
 * the top; ⍙∇ret ⍵ writes the encoded value ⍵ where the top frame starts, the end of its caller's,
 * makes the caller the top and counts the value there.
 */
function patchDefs(b: AstAt): Stmt[] {
  const from = (pos: string): Expr => b.dy(b.dy(b.name(pos), '-', b.io()), '+', b.mon('⍳', b.mon('≢', b.name('⍵'))));
  const end = (pos: string): Expr => b.dy(b.name(pos), '+', b.mon('≢', b.name('⍵')));
  return [
    b.fnDef(N.push, [b.stmt(b.cat([b.num(0), b.num(1), from(N.sp), end(N.sp), b.name(N.sp), b.name('⍵')]))]),
    b.fnDef(N.ret, [
      b.stmt(b.cat([b.num(0), b.num(1), b.dy(b.name(N.link), '+', b.num(1)), from(N.fp), end(N.fp), b.name(N.link), b.dy(b.num(1), '+', b.name(N.callerCount)), b.name('⍵')])),
    ]),
  ];
}

/** The stack ⍵ with a patch written, as the next step's argument. */
const written = (b: AstAt, patch: Expr): Expr => b.apply('∇', b.dy(patch, STACK_WRITE_GLYPH, b.name('⍵')));

const enc = (b: AstAt, rank: Rank, x: Expr): Expr => b.apply(rank === 0 ? N.enc0 : N.enc1, x);

/** The machine's body: one step on the stack ⍵; null when the dfn's body cannot run this way. */
function machineBody(b: AstAt, body: readonly Stmt[], selfNames: (name: string) => boolean, layout: Layout | null, dyadic: boolean): { stmts: Stmt[]; calls: number } | string {
  const rename = new Map([['⍵', N.omega], ['⍺', N.alpha]]);
  const stmts: Stmt[] = [];
  let base = 0;
  let calls = 0;
  let unsupported: string | null = null;
  const push = (s: CallSite): Expr => {
    if ((s.alpha !== null) !== dyadic) unsupported = `its calls are ${dyadic ? 'dyadic and monadic' : 'monadic and dyadic'} (the first call's arity is carried)`;
    const depth = b.mon(DEPTH_CHECK_GLYPH, b.dy(b.name(N.depth), '+', b.num(1)));
    const frame = [b.name(N.fp), b.num(0), depth, enc(b, layout?.omega ?? 0, s.omega), ...(s.alpha === null ? [] : [enc(b, layout?.alpha ?? 0, s.alpha)])];
    return written(b, b.apply(N.push, b.cat(frame)));
  };
  const ret = (value: Expr): Expr => written(b, b.apply(N.ret, enc(b, layout?.result ?? 0, value)));
  const callNow = (s: CallSite, cond: Expr | null): Stmt => {
    const now = b.dy(b.name(N.count), '=', b.num(s.ordinal));
    return b.guard(cond === null ? now : b.dy(cond, '∧', now), push(s));
  };
  for (let i = 0; i < body.length && unsupported === null; i++) {
    const s = body[i]!;
    const rw = new CallRewriter(base, rename, selfNames);
    switch (s.kind) {
      case 'fnDef': {
        rw.fn(s.fn);
        stmts.push(s);
        break;
      }
      case 'opDef':
        stmts.push(s);
        break;
      case 'guard': {
        const cond = rw.expr(s.cond);
        if (rw.sites.length > 0) return 'it calls itself in a guard\'s condition';
        const result = rw.expr(s.result);
        if (rw.sites.length === 0) stmts.push(b.guard(cond, ret(result)));
        else {
          const taken = `⍙∇g${i}`;
          stmts.push(b.assign(taken, cond));
          for (const site of rw.sites) stmts.push(callNow(site, b.name(taken)));
          stmts.push(b.guard(b.name(taken), ret(result)));
        }
        calls = Math.max(calls, rw.count);
        break;
      }
      case 'expr': {
        // ⍺←default: a dyadic call's frame holds ⍺
        if (dyadic && s.expr.kind === 'assign' && s.expr.name === '⍺') break;
        const last = i === body.length - 1 || !isAssignment(s.expr);
        const e = rw.expr(s.expr);
        for (const site of rw.sites) stmts.push(callNow(site, null));
        stmts.push(b.stmt(last ? ret(e) : e));
        calls = Math.max(calls, rw.count);
        base = rw.count;
        if (last) i = body.length;
        break;
      }
    }
    if (rw.unsupported) unsupported = 'it names itself other than in a call (as an operand, say)';
  }
  if (unsupported !== null) return unsupported;
  if (calls === 0) return 'it makes no call';
  if (layout === null) return { stmts, calls };
  const prelude = [
    ...encoderDefs(b),
    ...patchDefs(b),
    b.assign(N.sp, itemAt(b, b.num(0), true)),
    ...decodeFrame(b, layout, itemAt(b, b.num(1), true)),
    // the bottom frame on top: its one value is the result
    b.guard(b.dy(b.num(0), '=', b.name(N.depth)), b.name('⍵')),
  ];
  return { stmts: [...prelude, ...stmts], calls };
}

const rankOf = (t: TExpr): Rank | null => (t.t.shape.length === 0 ? 0 : t.t.shape.length === 1 ? 1 : null);

const RANK_CHANGES = 'its arguments or results change rank from call to call';

/** A dfn written here applied to checked arguments, in a scope where ⍙∇rank is poisoned. */
function applyWritten(ctx: CheckContext, f: FnValue, body: readonly Stmt[], span: Span, l: TExpr | null, r: TExpr): TExpr {
  return ctx.core.applyDfn({ fn: { kind: 'dfn', body, span }, env: machineScope(f) }, l, r, span, null);
}

function machineScope(f: FnValue): Env {
  const env = f.env.child(null);
  env.bind(N.rank, { k: 'poisoned', why: RANK_CHANGES });
  return env;
}

/** Whether a function name in `f`'s body names `f` itself (`fib←{… fib ⍵-1 …}`): such a call is recursive. */
function namesSelf(f: FnValue, body: readonly Stmt[]): (name: string) => boolean {
  const local = new Set(body.flatMap((s) => (s.kind === 'fnDef' || s.kind === 'opDef' ? [s.name] : [])));
  return (name) => {
    if (local.has(name)) return false;
    const b = f.env.lookup(name);
    return b !== undefined && b.k === 'fn' && b.value.fn === f.fn;
  };
}

/** Whether ⎕← occurs anywhere in source nodes (nested dfns included). */
function printsAnything(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(printsAnything);
  if (typeof x !== 'object' || x === null) return false;
  if ((x as { kind?: unknown }).kind === 'print') return true;
  return Object.entries(x).some(([k, v]) => k !== 'span' && printsAnything(v));
}

/**
 * The application of a recursive dfn `f` to `l` (null: monadic) and `r` on an explicit stack,
 * (unrolling it at compile time did not end); a NONCE ERROR saying why when it cannot run that
 * way either.
 */
export function stackRecursion(ctx: CheckContext, f: FnValue, l: TExpr | null, r: TExpr, span: Span): TExpr {
  const nonce = (why: string): never => ctx.fail('NONCE', `recursion whose depth depends on data, other than tail recursion, runs on a stack, but ${why}`, span);
  if (f.fn.kind !== 'dfn' || f.fn.tradfn !== undefined) return nonce('this is not a dfn');
  const omega = rankOf(r);
  const alpha = l === null ? null : rankOf(l);
  if (omega === null || (l !== null && alpha === null)) return nonce('its arguments have rank 2 or more (the stack holds scalars and vectors)');
  if (r.t.elem === 'char' || l?.t.elem === 'char') return nonce('its arguments are characters (the stack holds numbers)');
  // each step runs the body again from its start: what it prints would be printed again
  if (printsAnything(f.fn.body)) return nonce('it prints (⎕←), and it runs its body again after each call it makes');
  const b = new AstAt(span);
  const selfNames = namesSelf(f, f.fn.body);
  const shape = machineBody(b, f.fn.body, selfNames, null, l !== null);
  if (typeof shape === 'string') return nonce(shape);
  let failure: CheckFailure | null = null;
  for (const result of omega === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
    const wholeArgs = { omega: r.t.elem !== 'float', alpha: l !== null && l.t.elem !== 'float' };
    const layout: Layout = { omega, alpha, result, calls: shape.calls, wholeArgs };
    const diagnostics = ctx.diagnostics.length;
    const instances = ctx.instances.length;
    try {
      const failures: CheckFailure[] = [];
      const v = runMachine(ctx, f, selfNames, b, layout, l, r, span, failures);
      if (v !== null) return v;
      failure ??= failures[0] ?? null;
    } catch (e) {
      if (!(e instanceof CheckFailure) || e instanceof OuterWriteNonce) throw e;
      failure ??= e;
    }
    ctx.diagnostics.splice(diagnostics);
    ctx.instances.splice(instances);
  }
  // the first guess's failure: an error of the body itself, a NONCE of its own, or results of two ranks
  const d = failure?.diagnostic;
  if (d === undefined) return nonce('its results could not be given one type (numbers of one rank, scalars or vectors)');
  if (d.message === RANK_CHANGES) return nonce(RANK_CHANGES);
  throw failure!;
}

function runMachine(ctx: CheckContext, f: FnValue, selfNames: (name: string) => boolean, b: AstAt, layout: Layout, l: TExpr | null, r: TExpr, span: Span, failures: CheckFailure[]): TExpr | null {
  const body = machineBody(b, (f.fn as { body: readonly Stmt[] }).body, selfNames, layout, l !== null);
  if (typeof body === 'string') return null;
  // the bottom frame (at 2, its fields zero) that receives the result, then the first call's
  // frame after it; sp and fp first
  const zero = b.num(0);
  const bottom = [zero, zero, zero, zero, ...(layout.alpha === null ? [] : [zero])];
  const first = [b.num(2), zero, b.num(1), enc(b, layout.omega, b.name('⍵')), ...(layout.alpha === null ? [] : [enc(b, layout.alpha, b.name('⍺'))])];
  const firstAt = 2 + bottom.length;
  const start = applyWritten(ctx, f, [
    ...encoderDefs(b),
    b.assign(N.push, b.cat(first)),
    b.stmt(b.cat([b.dy(b.num(firstAt), '+', b.mon('≢', b.name(N.push))), b.num(firstAt), ...bottom, b.name(N.push)])),
  ], span, l, r);
  const machine: FnValue = { fn: { kind: 'dfn', body: body.stmts, span }, env: machineScope(f) };
  // on a GPU the machine runs on the host: one call at a time costs less there (gpu/host-loop.ts)
  const loop = tailRecursiveLoop(ctx, machine, null, start, span, true, failures, true);
  if (loop === null) return null;
  // integers carried as f32 would lose their low bits past 2²⁴
  if (loop.t.elem === 'float' && ctx.float !== 'f64' && (r.t.elem !== 'float' || (l !== null && l.t.elem !== 'float')))
    return ctx.fail('NONCE', 'recursion that is not tail recursion, on integer arguments with float results, needs ⎕FR←645 (or --float 64): one stack holds both, and f32 would round integers past 2²⁴', span);
  // the bottom frame, its count 1: its one value is the result
  const result = [...decodeFrame(b, layout, b.num(2)), b.stmt(b.name(callValueName(0)))];
  return applyWritten(ctx, f, result, span, null, loop);
}
