// Recursion on data that is not tail recursion (fib, Ackermann, quicksort), run on an explicit
// stack. Unrolling at compile time (recursion-unroll.ts) cannot end when the depth depends on
// data, and the GPU has no call stack, so the dfn becomes a stack machine: a tail-recursive dfn
// (a loop, recursion.ts) whose argument is the stack, one vector of frames, the top first:
//
//   frame = c, depth, ⍵, [⍺], v₀ … v₍c-1₎
//
// c counts the calls this activation has completed and v₀… are their values, in the order APL
// evaluates the calls. A value of rank 1 is written as its length, then its items; of rank 0, as
// itself. Each step of the loop runs the dfn's body on the top frame once more from its start
// (its statements are pure, so running them again gives the same values): a call whose value the
// frame holds reads it; the first one it does not hold pushes a frame for the callee with its
// arguments; a result pops the frame and appends the value to its caller's frame. A bottom frame
// under the first call receives the final value. Calls happen one at a time, so the host drives
// them; each runs the body's kernels like any other loop iteration. Every pushed depth passes a
// check (recursion-depth.ts): deeper than the bound is a LIMIT ERROR at the call.
//
// The values must be of rank 0 or 1 and of types one vector can hold (numbers; not characters,
// not nested); each call's arguments must have the rank of the first call's, and every result
// one rank. Otherwise the machine does not check and the caller keeps its NONCE ERROR.
import type { Expr, Span, Stmt } from '../apl/ast.js';
import { CheckFailure, type CheckContext, type Env, type FnValue } from './context.js';
import { OuterWriteNonce } from './outer-writes.js';
import { tailRecursiveLoop } from './recursion.js';
import { DEPTH_CHECK_GLYPH } from './recursion-depth.js';
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
  end: '⍙∇end',
  rest: '⍙∇R',
  caller: '⍙∇P',
  frameLength: '⍙∇flen',
  enc0: '⍙∇enc0',
  enc1: '⍙∇enc1',
  rank: '⍙∇rank',
} as const;

const isAssignment = (e: Expr): boolean => e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign' || e.kind === 'print';

/**
 * Statements that read the frame at the front of the vector ⍵: its count into ⍙∇c, its fields
 * (when `values`) into ⍙∇w, ⍙∇a and the call values, and where it ends into ⍙∇end.
 */
function decodeFrame(b: AstAt, layout: Layout, values: boolean): Stmt[] {
  const out: Stmt[] = [b.assign(N.count, b.mon('⊃', b.name('⍵')))];
  let offset = 0;
  let at: Expr = b.num(2);
  const next = (): string => `⍙∇o${++offset}`;
  // a field at `at`: rank 0 one item; rank 1 its length, then its items; `present` zero when absent
  const field = (rank: Rank, into: string | null, present: Expr | null, whole = false): void => {
    const read = (x: Expr): Expr => (whole ? b.mon('⌊', x) : x);
    const item = (): Expr => b.mon('⊃', b.dy(at, '↓', b.name('⍵')));
    const o = next();
    if (rank === 0) {
      if (into !== null && values) out.push(b.assign(into, read(item())));
      out.push(b.assign(o, b.dy(at, '+', present ?? b.num(1))));
    } else {
      const len = `${o}n`;
      out.push(b.assign(len, present === null ? item() : b.dy(present, '×', item())));
      if (into !== null && values) out.push(b.assign(into, read(b.dy(b.name(len), '↑', b.dy(b.dy(at, '+', b.num(1)), '↓', b.name('⍵'))))));
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
  out.push(b.assign(N.end, at));
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
    const args = [b.num(0), depth, enc(b, layout?.omega ?? 0, s.omega), ...(s.alpha === null ? [] : [enc(b, layout?.alpha ?? 0, s.alpha)])];
    return b.apply('∇', b.cat([...args, b.name('⍵')]));
  };
  // a result: the caller's count one more, its fields, then the value, then the frames under it
  const ret = (value: Expr): Expr => {
    const caller = b.dy(b.name(N.caller), '↑', b.name(N.rest));
    const count = b.dy(b.num(1), '+', b.mon('⊃', b.name(N.rest)));
    const rest = b.dy(b.name(N.caller), '↓', b.name(N.rest));
    return b.apply('∇', b.cat([count, b.dy(b.num(1), '↓', caller), enc(b, layout?.result ?? 0, value), rest]));
  };
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
    b.fnDef(N.frameLength, [...decodeFrame(b, layout, false), b.stmt(b.name(N.end))]),
    ...decodeFrame(b, layout, true),
    b.assign(N.depth, b.mon('⊃', b.dy(b.num(1), '↓', b.name('⍵')))),
    b.assign(N.rest, b.dy(b.name(N.end), '↓', b.name('⍵'))),
    b.assign(N.caller, b.apply(N.frameLength, b.name(N.rest))),
    // the bottom frame on top: its one value is the result
    b.guard(b.dy(b.num(0), '=', b.mon('≢', b.name(N.rest))), b.name('⍵')),
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
  // the first call's frame, then the bottom frame (its fields zero) that receives the result
  const zero = b.num(0);
  const first = [zero, b.num(1), enc(b, layout.omega, b.name('⍵')), ...(layout.alpha === null ? [] : [enc(b, layout.alpha, b.name('⍺'))])];
  const bottom = [zero, zero, zero, ...(layout.alpha === null ? [] : [zero])];
  const start = applyWritten(ctx, f, [...encoderDefs(b), b.stmt(b.cat([...first, ...bottom]))], span, l, r);
  const machine: FnValue = { fn: { kind: 'dfn', body: body.stmts, span }, env: machineScope(f) };
  const loop = tailRecursiveLoop(ctx, machine, null, start, span, true, failures);
  if (loop === null) return null;
  // integers carried as f32 would lose their low bits past 2²⁴
  if (loop.t.elem === 'float' && ctx.float !== 'f64' && (r.t.elem !== 'float' || (l !== null && l.t.elem !== 'float')))
    return ctx.fail('NONCE', 'recursion that is not tail recursion, on integer arguments with float results, needs ⎕FR←645 (or --float 64): one stack holds both, and f32 would round integers past 2²⁴', span);
  // the bottom frame: c (1), depth, zero fields, then the value
  const result = [...decodeFrame(b, layout, true), b.stmt(b.name(callValueName(0)))];
  return applyWritten(ctx, f, result, span, null, loop);
}
