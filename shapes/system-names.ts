// System names: the variables ⎕IO ⎕ML ⎕CT ⎕PP ⎕A ⎕D and the functions ⎕UCS and ⎕C. Characters are code
// points in the IR, so ⎕UCS is a conversion between char and int elements, and ⎕C computes on
// the codes (the case of ASCII and Latin-1 letters) with the scalar primitives' rules.
import { floatRounding } from '../ops/float-width.js';
import type { Expr, Span } from '../apl/ast.js';
import { asConst, dimConst } from './dim.js';
import { intLit, mk, shareValue, type CheckContext, type Env } from './context.js';
import { convertTo, literalOf } from './literals.js';
import { applyDyadicPrim } from './primitives.js';
import { DEPTH_CHECK_GLYPH, depthChecked } from './recursion-depth.js';
import { STACK_WRITE_GLYPH, stackWritten } from './recursion-stack-write.js';
import { seedRandom } from './roll.js';
import type { ElemType, TExpr } from './typed.js';
import { DEFAULT_TOLERANCE, MAX_TOLERANCE } from '../ops/tolerance.js';

type SysAssign = Extract<Expr, { kind: 'sysAssign' }>;

const CHAR_CONSTANTS: Record<string, string> = {
  '⎕A': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '⎕D': '0123456789',
};

/** The value of a system variable (⎕IO, ⎕ML, ⎕A, ⎕D); others are a NONCE ERROR. */
export function systemVariable(ctx: CheckContext, env: Env, name: string, span: Span): TExpr {
  if (name === '⎕IO') return mk({ k: 'lit', data: [env.io] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(env.io)] });
  // only Dyalog's default migration level is supported (it changes what ↑ ⊃ ∊ ⍴ … mean)
  if (name === '⎕PP') return intLit(env.pp, span);
  if (name === '⎕ML') return mk({ k: 'lit', data: [1] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(1)] });
  if (name === '⎕CT') return mk({ k: 'lit', data: [floatRounding(ctx.float)(ctx.tolerance ?? DEFAULT_TOLERANCE[ctx.float])] }, { elem: 'float', shape: [] }, span);
  const text = CHAR_CONSTANTS[name];
  if (text !== undefined) return literalOf({ kind: 'str', value: text, span });
  return ctx.fail('NONCE', `system variable ${name} is not supported`, span);
}

/** ⎕IO←0 or 1, ⎕ML←1 (its default), ⎕PP←n and ⎕CT←constant at the top of a file; other assignments are NONCE ERRORs. */
export function systemAssign(ctx: CheckContext, env: Env, e: SysAssign, value: () => TExpr): TExpr {
  if (e.name === '⎕CT') return toleranceAssign(ctx, env, e, value);
  if (e.name === '⎕PP') return printPrecisionAssign(ctx, env, e, value);
  // the leading ⎕FR←645 of a file is taken out by the parser (apl/float-representation.ts)
  if (e.name === '⎕FR') return ctx.fail('NONCE', '⎕FR can be set only at the top of a file, before its other statements: the float width is the whole program\'s', e.span);
  if (e.name === '⎕RL') return seedRandom(ctx, env, value(), e.span, e.value.span);
  if (e.name !== '⎕IO' && e.name !== '⎕ML') return ctx.fail('NONCE', `assignment to ${e.name} is not supported`, e.span);
  const v = value();
  const c = v.sval && v.sval.length === 1 && v.t.shape.length <= 1 ? asConst(v.sval[0]!) : null;
  if (e.name === '⎕ML') {
    if (c !== 1) return ctx.fail('NONCE', '⎕ML: only the default migration level 1 is supported', e.value.span);
    return v;
  }
  if (c !== 0 && c !== 1) return ctx.fail('DOMAIN', '⎕IO must be set to the constant 0 or 1', e.value.span);
  env.io = c;
  return v;
}

/**
 * ⎕CT←x: one tolerance for the whole program (ops/tolerance.ts), so it is set by a statement of
 * its own at the top of the file, before any statement that computes (definitions and other
 * system variables may come first), to a number known before running, from 0 (exact) up to
 * MAX_TOLERANCE.
 */
function toleranceAssign(ctx: CheckContext, env: Env, e: SysAssign, value: () => TExpr): TExpr {
  if (env.parent !== null || ctx.pastPreamble) {
    return ctx.fail('NONCE', '⎕CT can be set only by a statement of its own at the top of a file, before the statements that compute (it is one tolerance for the whole program)', e.span);
  }
  const v = value();
  const known = v.node.k === 'lit' && v.node.data.length === 1 && v.t.shape.length <= 1 && v.t.elem !== 'char';
  if (!known) return ctx.fail('NONCE', '⎕CT must be set to a number written in the program (a constant)', e.value.span);
  const ct = v.node.data[0]!;
  const max = MAX_TOLERANCE.f32;
  if (!(ct >= 0 && ct <= max)) return ctx.fail('DOMAIN', `⎕CT must be from 0 to ${formatMax(max)} (2*¯16)`, e.value.span);
  ctx.tolerance = ct;
  return v;
}

/**
 * ⎕PP←n: the print precision from here to the end of the scope (a dfn's setting is its own, as
 * Dyalog localises system variables in dfns). Where and how a value prints is fixed when it is
 * checked, so n must be known before running: a positive integer, as Dyalog requires; more than
 * 17 shows 17 digits (ops/print-precision.ts).
 */
function printPrecisionAssign(ctx: CheckContext, env: Env, e: SysAssign, value: () => TExpr): TExpr {
  const v = value();
  const single = v.t.shape.length <= 1 && v.t.elem !== 'char';
  const pp = !single ? null : v.node.k === 'lit' && v.node.data.length === 1 ? v.node.data[0]! : v.sval && v.sval.length === 1 ? asConst(v.sval[0]!) : null;
  if (pp === null) return ctx.fail('NONCE', '⎕PP must be set to a number known before the program runs (a constant): what a value prints like is fixed when it is compiled', e.value.span);
  if (!(Number.isInteger(pp) && pp >= 1)) return ctx.fail('DOMAIN', '⎕PP must be a positive integer', e.value.span);
  env.pp = pp;
  return v;
}

const formatMax = (x: number): string => x.toExponential(1).replace('e-', 'E¯');

const prim = (glyph: string, span: Span) => ({ kind: 'prim' as const, glyph, axis: null, span });

/** ⎕UCS and ⎕C applied (l null when monadic), ⎕NGET refused; null for the system functions this module does not know. */
export function applySystemFunction(ctx: CheckContext, glyph: string, l: TExpr | null, r: TExpr, span: Span): TExpr | null {
  const dyadic = (g: string, a: TExpr, b: TExpr): TExpr => applyDyadicPrim(ctx, prim(g, span), null, a, b, span, 1);
  const withOrigin = (x: TExpr): TExpr => ({ ...x, origin: span });
  switch (glyph) {
    case DEPTH_CHECK_GLYPH:
      return depthChecked(ctx, r, span);
    case STACK_WRITE_GLYPH:
      return stackWritten(ctx, l, r, span);
    case '⎕UCS': {
      if (l !== null) return ctx.fail('NONCE', 'dyadic ⎕UCS (an encoding such as UTF-8) is not supported', span);
      if (r.t.elem === 'char') return withOrigin(convertTo(ctx, r, 'int'));
      if (r.t.elem === 'float') return ctx.fail('NONCE', '⎕UCS of non-integer (float) values is not supported', span, [ctx.describe('argument', r)]);
      // codes known before running must be code points; others are checked as they convert
      for (const d of r.sval ?? []) {
        const c = asConst(d);
        if (c !== null && (c < 0 || c > 0x10ffff)) return ctx.fail('DOMAIN', `⎕UCS: ${c < 0 ? '¯' + -c : c} is not a Unicode code point`, span);
      }
      return mk({ k: 'convert', arg: r }, { elem: 'char', shape: r.t.shape }, span);
    }
    case '⎕C': {
      let dir = 0;
      if (l !== null) {
        const c = l.sval && l.sval.length === 1 && l.t.shape.length <= 1 ? asConst(l.sval[0]!) : null;
        if (c !== 0 && c !== 1 && c !== -1) return ctx.fail('DOMAIN', "⎕C's left argument must be 1 (upper case), ¯1 (lower case) or 0 (case fold), known before running", l.span);
        dir = c;
      }
      // numbers are left as they are
      if (r.t.elem !== 'char') return r;
      const shared = shareValue(ctx, convertTo(ctx, r, 'int'));
      const codes = shared.ref;
      // the letters that change: A-Z and À-Þ (not ×) going down; a-z and à-þ (not ÷) going up
      const [lo, hi, lo2, hi2, not] = dir === 1 ? [97, 122, 224, 254, 247] : [65, 90, 192, 222, 215];
      const inRange = (a: number, b: number): TExpr => dyadic('∧', dyadic('≥', codes, intLit(a, span)), dyadic('≤', codes, intLit(b, span)));
      const latin = dyadic('∧', inRange(lo2, hi2), dyadic('≠', codes, intLit(not, span)));
      const changes = dyadic('∨', inRange(lo, hi), latin);
      const shift = dyadic('×', intLit(dir === 1 ? -32 : 32, span), changes);
      return withOrigin(shared.wrap(convertTo(ctx, dyadic('+', codes, shift), 'char')));
    }
    case '⎕NGET':
      // the aplc command replaces ⎕NGET 'path' by the file's text before checking (apl/file-reads.ts)
      return ctx.fail('NONCE', '⎕NGET reads files only under the aplc command, which reads them when it compiles; elsewhere (the embedding API) pass the text as an argument', span);
    default:
      return null;
  }
}

/**
 * System functions: none runs yet, but those whose result shape is known are typed, so that the
 * rest of their statement is still checked (a LENGTH error beside ⎕DL 10 is reported, and the
 * program never runs to wait).
 */
const SYSTEM_RESULTS: Record<string, ElemType> = { '⎕DL': 'float' };

export function unsupportedSystemFunction(ctx: CheckContext, glyph: string, span: Span): TExpr {
  const elem = SYSTEM_RESULTS[glyph];
  if (!elem) return ctx.fail('NONCE', `system function ${glyph} is not supported`, span);
  ctx.report({ cls: 'NONCE', message: `system function ${glyph} is not supported`, file: ctx.source.name, span, related: [] });
  return mk({ k: 'lit', data: [0] }, { elem, shape: [] }, span);
}
