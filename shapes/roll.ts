// ? (roll and deal) as pure array code over a counter the program carries. Every item of every ?
// gets its own key, the counter plus the item's position, and the counter moves past them; the
// number drawn is a hash of the key (ops/random.ts), so interp, cpu and webgpu draw the same
// numbers, and a program draws the same ones on every run (the counter starts at a fixed seed).
// The counter is a variable of the top scope, ⍙rl, that no program can name: a ? in a dfn
// updates it as `c+←1` updates a name of an enclosing scope, so loops carry it and each iteration
// draws anew, and where such updates are refused (a dfn under ¨, which runs its applications in
// parallel) so is a ? inside it.
import type { Span } from '../apl/ast.js';
import { ROLL_GLYPH, ROLL_UNIT_GLYPH } from '../ops/scalar-glyphs.js';
import { asConst, dimConst, dimProduct } from './dim.js';
import { intLit, mk, shareValue, type CheckContext, type Env } from './context.js';
import { bindModified } from './outer-writes.js';
import { scalar2 } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

/** The counter's name: ⍙ names are the checker's own. */
export const RANDOM_COUNTER = '⍙rl';

/** Where the counter starts: Dyalog's first random link, 7⋆5. */
const SEED = 16807;

/** The largest key range a deal draws its sort keys from. */
const DEAL_KEYS = 2147483647;


/** The counter as it is here; the first ? of a program binds it in the top scope (checkProgram puts that binding first). */
function counter(ctx: CheckContext, env: Env, span: Span): TExpr {
  if (env.lookup(RANDOM_COUNTER) === undefined) {
    let top = env;
    while (top.parent !== null) top = top.parent;
    ctx.randomStart = { value: ctx.core.bindArray(top, RANDOM_COUNTER, intLit(SEED, span), span), span };
  }
  return ctx.core.lookupArray(env, RANDOM_COUNTER, span);
}

/** n⍴0 and the like, whose values the checker keeps no list of: ?n⍴0 is Dyalog's idiom for n floats in (0,1). */
function zerosReshaped(a: TExpr): boolean {
  if (a.node.k === 'reshape' || a.node.k === 'reshapeDyn') return zerosReshaped(a.node.arg);
  return a.sval !== null && a.sval.length > 0 && a.sval.every((d) => asConst(d) === 0);
}

/** Seeds past this start the counter below 2³⁰, so that it has room to move before it leaves i32. */
const SEEDED_RANGE = 1073741824;

/**
 * ⎕RL←n: the counter starts anew from the seed n, a positive integer. The seed is hashed (a roll by
 * it as the key) rather than taken as the counter itself, so that seeds 42 and 43 draw unrelated
 * numbers, not the same ones shifted by one. It binds the counter in the current scope: in a dfn
 * the setting is the dfn's own (Dyalog localises system variables in dfns), and the draws after
 * it in the dfn move that counter, not the program's.
 */
export function seedRandom(ctx: CheckContext, env: Env, v: TExpr, span: Span, valueSpan: Span): TExpr {
  const single = v.t.shape.length === 0 || (v.t.shape.length === 1 && asConst(v.t.shape[0]!) === 1);
  if (!single || v.t.items !== undefined || v.t.ragged !== undefined) return ctx.fail('NONCE', '⎕RL set to other than a single number (a seed and a generator, say) is not supported', valueSpan, [ctx.describe('value', v)]);
  if (v.t.elem === 'char') return ctx.fail('DOMAIN', '⎕RL must be set to a number', valueSpan, [ctx.describe('value', v)]);
  if (v.t.elem === 'float') return ctx.fail('NONCE', '⎕RL set to a float (write a whole number, held as an int)', valueSpan, [ctx.describe('value', v)]);
  const known = v.sval !== null && v.sval.length === 1 ? asConst(v.sval[0]!) : null;
  if (known === 0) return ctx.fail('NONCE', '⎕RL←0 (a seed from the clock): aplc draws from a seed the program gives, or from its fixed one', valueSpan);
  if (known !== null && known < 0) return ctx.fail('DOMAIN', '⎕RL must be set to a positive integer', valueSpan);
  const seed = shareValue(ctx, v.t.shape.length === 0 ? v : mk({ k: 'reshape', arg: v }, { elem: v.t.elem, shape: [] }, v.span, { sval: v.sval }));
  const positive = mk({ k: 'scalar2', glyph: '>', left: seed.ref, right: intLit(0, span) }, { elem: 'bool', shape: [] }, span);
  const checked = known !== null ? seed.ref : mk({ k: 'assertTrue', ok: positive, cls: 'DOMAIN', message: '⎕RL must be set to a positive integer', value: seed.ref }, seed.ref.t, span);
  const start = scalar2(ctx, ROLL_GLYPH, intLit(SEEDED_RANGE, span), checked, span);
  const bound = ctx.core.bindArray(env, RANDOM_COUNTER, start, span);
  return seed.wrap(mk({ k: 'seq', stmts: [{ k: 'let', name: ctx.fresh('rl'), value: bound }], result: seed.ref }, seed.ref.t, span));
}

/** ?⍵: for each item n of ⍵, a whole number from ⎕IO to n-1+⎕IO; where every n is 0 (known before running), a float in (0,1). */
export function roll(ctx: CheckContext, env: Env, arg: TExpr, span: Span): TExpr {
  if (arg.t.elem === 'char') return ctx.fail('DOMAIN', '? needs numbers, not characters', span, [ctx.describe('argument', arg)]);
  if (arg.t.elem === 'float') return ctx.fail('NONCE', '? of floats (whole numbers held as floats: write ?⌊⍵)', span, [ctx.describe('argument', arg)]);
  const known = arg.sval?.map(asConst) ?? null;
  const allKnown = known !== null && known.length > 0 && known.every((c) => c !== null);
  if (allKnown && known.some((c) => c! < 0)) return ctx.fail('DOMAIN', '? needs numbers of 0 or more', span, [ctx.describe('argument', arg)]);
  const unit = (allKnown && known.every((c) => c === 0)) || zerosReshaped(arg);
  if (allKnown && !unit && known.some((c) => c === 0)) return ctx.fail('NONCE', '? of 0 beside other numbers (floats in (0,1) beside whole numbers in one array)', span, [ctx.describe('argument', arg)]);
  const y = shareValue(ctx, arg);
  const count = dimProduct(arg.t.shape);
  const countE = mk({ k: 'dims', dims: [count], of: y.ref }, { elem: 'int', shape: [] }, span, { sval: [count] });
  const old = counter(ctx, env, span);
  const positions = mk({ k: 'iota', n: countE, io: 0, binds: null }, { elem: 'int', shape: [count] }, span);
  const ravelled = scalar2(ctx, '+', old, positions, span);
  const keys = arg.t.shape.length === 1 ? ravelled : mk({ k: 'reshape', arg: ravelled }, { elem: 'int', shape: arg.t.shape }, span);
  const drawn = unit ? scalar2(ctx, ROLL_UNIT_GLYPH, y.ref, keys, span) : scalar2(ctx, '+', scalar2(ctx, ROLL_GLYPH, y.ref, keys, span), intLit(env.io, span), span);
  const advanced = bindModified(ctx, env, RANDOM_COUNTER, scalar2(ctx, '+', old, countE, span), span);
  const result = mk({ k: 'seq', stmts: [{ k: 'let', name: ctx.fresh('rl'), value: advanced }], result: drawn }, drawn.t, span);
  return y.wrap({ ...result, origin: span });
}

/**
 * ⍺?⍵ (deal): ⍺ different whole numbers drawn from ⍳⍵, the first ⍺ of ⍳⍵ ordered by random keys
 * (⍋ of any keys is a permutation, so ties among the keys cost nothing but a little randomness).
 */
export function deal(ctx: CheckContext, env: Env, l: TExpr, r: TExpr, span: Span): TExpr {
  for (const [side, a] of [['left', l], ['right', r]] as const) {
    if (a.t.shape.length > 1 || (a.t.shape.length === 1 && asConst(a.t.shape[0]!) !== 1)) return ctx.fail('LENGTH', `⍺?⍵ takes a single number on each side; the ${side} has shape [${a.t.shape.map(String).join(',')}]`, span, [ctx.describe(side, a)]);
    if (a.t.elem === 'char' || a.t.elem === 'float') return ctx.fail(a.t.elem === 'char' ? 'DOMAIN' : 'NONCE', `⍺?⍵ needs whole numbers${a.t.elem === 'float' ? ' held as ints (write ⌊ for floats)' : ''}`, span, [ctx.describe(side, a)]);
  }
  const k = asConst(l.sval?.[0] ?? dimConst(-1));
  const n = asConst(r.sval?.[0] ?? dimConst(-1));
  if ((l.sval !== null && k !== null && k < 0) || (r.sval !== null && n !== null && n < 0)) return ctx.fail('DOMAIN', '⍺?⍵ needs numbers of 0 or more', span);
  if (l.sval !== null && r.sval !== null && k !== null && n !== null && k > n) return ctx.fail('DOMAIN', `⍺?⍵ deals ⍺ different numbers from ⍳⍵: ${k} are more than ${n}`, span, [ctx.describe('left', l), ctx.describe('right', r)]);
  const sl = shareValue(ctx, l);
  const sr = shareValue(ctx, r);
  // through the checker's core, as a program's own ⍴ ⍋ ↑ ≤ (primitives.ts imports this module)
  const prim = (glyph: string) => ({ fn: { kind: 'prim' as const, glyph, axis: null, span }, env });
  const one = (a: TExpr): TExpr => (a.t.shape.length === 0 ? a : mk({ k: 'reshape', arg: a }, { elem: a.t.elem, shape: [] }, a.span, { sval: a.sval }));
  const keys = roll(ctx, env, ctx.core.applyDyadic(env, prim('⍴'), one(sr.ref), intLit(DEAL_KEYS, span), span), span);
  const order = ctx.core.applyMonadic(env, prim('⍋'), keys, span);
  const dealt = ctx.core.applyDyadic(env, prim('↑'), one(sl.ref), order, span);
  const fits = ctx.core.applyDyadic(env, prim('≤'), one(sl.ref), one(sr.ref), span);
  const checked = mk({ k: 'assertTrue', ok: fits, cls: 'DOMAIN', message: '⍺?⍵ deals ⍺ different numbers from ⍳⍵: ⍺ is more than ⍵', value: dealt }, dealt.t, span, { origin: span });
  return sr.wrap(sl.wrap(checked));
}
