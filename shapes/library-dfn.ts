// Primitives written in APL: a dfn in the compiler's own text (⌹ in domino.ts, ⍕ of a nested
// vector in format-nested.ts), parsed and checked as a dfn applied where the primitive is, so it
// runs on every backend as the primitives it is made of. Every span of the text is the
// primitive's, so errors point there.
import type { Fn, Span } from '../apl/ast.js';
import { parseExecuted } from '../apl/execute.js';
import { CheckFailure, Env, type CheckContext, type FnValue } from './context.js';
import type { TExpr } from './typed.js';

/** The library dfn, parsed, with every span the primitive's; `what` names it in an internal error; `fns` the names that are functions. */
function libraryFn(ctx: CheckContext, text: string, span: Span, what: string, fns: ReadonlySet<string>): Fn {
  const parsed = parseExecuted(text, span.start, ctx.source.name, false, (name) => (fns.has(name) ? 'fn' : 'array'));
  if (parsed._tag === 'Left') throw new CheckFailure(parsed.left[0]!);
  const stmt = parsed.right[0];
  if (stmt?.kind !== 'expr' || stmt.expr.kind !== 'monadic' || stmt.expr.fn.kind !== 'dfn') return ctx.fail('NONCE', `internal compiler error: the ${what} library text is not a dfn`, span);
  return respan(stmt.expr.fn, span);
}

function respan<T>(x: T, span: Span): T {
  if (Array.isArray(x)) return x.map((v) => respan(v, span)) as T;
  if (x === null || typeof x !== 'object') return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) out[k] = k === 'span' ? span : respan(v, span);
  return out as T;
}

/** The library dfn `text` applied to checked arguments (l null: monadically); `{…}0` parses the text as a function, the 0 is dropped. */
export function applyLibrary(ctx: CheckContext, text: string, what: string, io: number, l: TExpr | null, r: TExpr, span: Span, pp?: number): TExpr {
  const f = libraryFunction(ctx, text, span, what, { fns: {}, arrays: {} }, io);
  // ⎕PP of the program where the library formats numbers (⍕)
  if (pp !== undefined) f.env.pp = pp;
  return l === null ? ctx.core.applyMonadic(f.env, f, r, span) : ctx.core.applyDyadic(f.env, f, l, r, span);
}

/**
 * The library dfn `text` as a function value, in a scope of its own where the names of `fns` are
 * those functions and the names of `arrays` those values (names or constants: each use of one
 * reads it again). The compiler's own names begin with ⍙, which no program's can clash with here.
 */
export function libraryFunction(ctx: CheckContext, text: string, span: Span, what: string, names: { readonly fns: Readonly<Record<string, FnValue>>; readonly arrays: Readonly<Record<string, TExpr>> }, io: number): FnValue {
  const fn = libraryFn(ctx, `${text}0`, span, what, new Set(Object.keys(names.fns)));
  const env = new Env(null, io);
  for (const [name, value] of Object.entries(names.fns)) env.bind(name, { k: 'fn', value });
  for (const [name, value] of Object.entries(names.arrays)) env.bind(name, { k: 'operandArray', value });
  return { fn, env };
}
