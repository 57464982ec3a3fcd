// The primitive functions on mixed arrays (mixed-arrays.ts): those that move elements (⍴ , ⌽ ↑ /
// …) move the values and the character mask alike, so each is its own rule applied to both parts;
// , and ⍪ make a mixed array of characters beside numbers; = ≠ ≡ ≢ compare both parts; the scalar
// functions compute on the values once a check has found no character (DOMAIN ERROR otherwise).
// Anything else given a mixed array is a NONCE ERROR naming the primitive.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst, dimProduct, type Dim } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { isMixedType, filled, mixedOf, mixedParts, numbersOf, valuesElem, type MixedParts } from './mixed-arrays.js';
import { DYADIC_SCALAR, MONADIC_SCALAR } from './scalar-rules.js';
import { scalar2 } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

/** Monadic forms that move the elements of their argument: applied to the values and the mask alike. */
const MOVES_MONADIC: ReadonlySet<string> = new Set([',', '⍪', '⌽', '⊖', '⍉', '⊃', '↑', '∊', '⌷']);
/** Monadic forms that read only the shape (or the depth): applied to the values. */
const SHAPE_MONADIC: ReadonlySet<string> = new Set(['⍴', '≢', '≡']);
/** Dyadic forms whose right argument's elements they move, the left being counts, a shape or indices. */
const MOVES_DYADIC: ReadonlySet<string> = new Set(['⍴', '↑', '↓', '/', '⌿', '\\', '⍀', '⌽', '⊖', '⍉', '⌷', '⊃']);
/** Of those, the ones that may put fill elements into their result (a blank where the array's first element is a character): a negative count of / fills too. */
const FILLS: ReadonlySet<string> = new Set(['↑', '\\', '⍀', '/', '⌿']);

const isSimple = (x: TExpr): boolean => x.t.items === undefined && x.t.ragged === undefined;
const isCharVsNumber = (l: TExpr, r: TExpr): boolean => (l.t.elem === 'char') !== (r.t.elem === 'char');

function unsupported(ctx: CheckContext, what: string, x: TExpr, span: Span): never {
  return ctx.fail('NONCE', `${what} of a mixed array (characters and numbers) is not supported yet`, span, [ctx.describe('argument', x)]);
}

/** Monadic g of a mixed array, or null when the argument is not one. `rule` is g's own rule. */
export function mixedMonadic(ctx: CheckContext, g: string, arg: TExpr, span: Span, rule: (a: TExpr) => TExpr): TExpr | null {
  if (!isMixedType(arg.t)) return null;
  if (g === '⊢' || g === '⊣') return arg;
  if (SHAPE_MONADIC.has(g)) {
    const p = mixedParts(ctx, arg);
    return p.wrap(rule(p.values));
  }
  if (MOVES_MONADIC.has(g)) {
    const p = mixedParts(ctx, arg);
    const moved = mixedOf(rule(p.values), rule(p.chars), span);
    // ⊃ of an empty array is its prototype
    return p.wrap(g === '⊃' ? fromEmptyChecked(ctx, p.values, moved, span, moved) : moved);
  }
  if (MONADIC_SCALAR.has(g)) return rule(numbersOf(ctx, arg, `monadic ${g}`, span));
  return unsupported(ctx, `monadic ${g}`, arg, span);
}

/**
 * Dyadic g where an argument is a mixed array, or where , or ⍪ joins characters with numbers (which
 * makes one); null otherwise. `rule` is g's own rule.
 */
export function mixedDyadic(ctx: CheckContext, g: string, l: TExpr, r: TExpr, axis: number | null, span: Span, rule: (a: TExpr, b: TExpr) => TExpr): TExpr | null {
  const joins = g === ',' || g === '⍪';
  if (!isMixedType(l.t) && !isMixedType(r.t) && !(joins && isSimple(l) && isSimple(r) && isCharVsNumber(l, r))) return null;
  if (g === '⊢' || g === '⊣') return rule(l, r);
  // the right argument may be a nested array of mixed items, whose outer array moves ({⍵,¨⍳≢⍵}'ab')
  if (MOVES_DYADIC.has(g) && isMixedType(r.t) && isSimple(l) && (isSimple(r) || !FILLS.has(g) && g !== '⍴'))
    return moved(ctx, g, numbersOf(ctx, l, `the left argument of ${g}`, span), r, span, rule);
  const matches = g === '≡' || g === '≢';
  if (!(matches && isMixedType(l.t) && isMixedType(r.t)) && (!isSimple(l) || !isSimple(r))) return unsupported(ctx, `dyadic ${g} with a nested argument`, isMixedType(r.t) ? r : l, span);
  if (joins) return bothParts(ctx, l, r, (a, b) => mixedOf(rule(a.values, b.values), rule(a.chars, b.chars), span));
  if (axis !== null && !MOVES_DYADIC.has(g)) return unsupported(ctx, `dyadic ${g} with an axis`, isMixedType(r.t) ? r : l, span);
  if (g === '=' || g === '≠') {
    // equal where both are characters or both numbers, and of one value
    const [same, join] = g === '=' ? ['=', '∧'] : ['≠', '∨'];
    return bothParts(ctx, l, r, (a, b) => scalar2(ctx, join, scalar2(ctx, same, a.values, b.values, span), scalar2(ctx, same, a.chars, b.chars, span), span));
  }
  if (matches) {
    const join = g === '≡' ? '∧' : '∨';
    return bothParts(ctx, l, r, (a, b) => scalar2(ctx, join, rule(a.values, b.values), rule(a.chars, b.chars), span));
  }
  if (DYADIC_SCALAR.has(g)) return rule(numbersOf(ctx, l, `dyadic ${g}`, span), numbersOf(ctx, r, `dyadic ${g}`, span));
  return unsupported(ctx, `dyadic ${g}`, isMixedType(r.t) ? r : l, span);
}

/** f of both sides as mixed arrays' parts, their values of one type. */
function bothParts(ctx: CheckContext, l: TExpr, r: TExpr, f: (a: MixedParts, b: MixedParts) => TExpr): TExpr {
  const elem = valuesElem(l.t.elem, r.t.elem);
  const a = mixedParts(ctx, l, elem);
  const b = mixedParts(ctx, r, elem);
  return a.wrap(b.wrap(f(a, b)));
}

/**
 * ⍺ g ⍵ for a form that moves ⍵'s elements: g applied to ⍵'s values and to its mask. Where g may
 * fill (overtake, expand), a fill element is the prototype of ⍵, its first element's kind: the
 * places no element of ⍵ reached are found by g of an all-ones mask, and become blanks where ⍵'s
 * first element is a character.
 */
function moved(ctx: CheckContext, g: string, l: TExpr, r: TExpr, span: Span, rule: (a: TExpr, b: TExpr) => TExpr): TExpr {
  const left = shareValue(ctx, l);
  const p = mixedParts(ctx, r);
  const values0 = shareValue(ctx, rule(left.ref, p.values));
  const values = values0.ref;
  const chars = rule(left.ref, p.chars);
  const wrap = (b: TExpr): TExpr => left.wrap(p.wrap(values0.wrap(b)));
  if (g === '⍴') return wrap(fromEmptyChecked(ctx, p.values, values, span, mixedOf(values, chars, span)));
  if (!FILLS.has(g)) return wrap(mixedOf(values, chars, span));
  const reached = rule(left.ref, filled(1, r.t.shape, span));
  const firstIsChar = mk({ k: 'first', arg: p.chars }, { elem: 'bool', shape: [] }, span);
  const blank = scalar2(ctx, '>', firstIsChar, reached, span);
  const sharedBlank = shareValue(ctx, blank);
  const space = mk({ k: 'lit', data: [32] }, { elem: 'int', shape: [] }, span);
  const filledValues = scalar2(ctx, '+', values, scalar2(ctx, '×', sharedBlank.ref, space, span), span);
  const filledChars = scalar2(ctx, '∨', chars, sharedBlank.ref, span);
  return wrap(sharedBlank.wrap(fromEmptyChecked(ctx, p.values, values, span, mixedOf(filledValues, filledChars, span))));
}

/**
 * `result`, made from `arg`, once a check when it runs has found that it needs no fill from an
 * empty mixed array: the prototype such an array had (0⍴'a' 1 keeps a blank's) is not held, so
 * 3⍴0⍴'a' 1 is a NONCE ERROR rather than three zeros. No check where the sizes decide it.
 */
function fromEmptyChecked(ctx: CheckContext, arg: TExpr, made: TExpr, span: Span, result: TExpr): TExpr {
  const argCount = dimProduct(arg.t.shape);
  const madeCount = dimProduct(made.t.shape);
  if ((asConst(argCount) ?? 0) > 0 || asConst(madeCount) === 0) return result;
  const count = (d: Dim, of: TExpr): TExpr => mk({ k: 'dims', dims: [d], of }, { elem: 'int', shape: [] }, span, { sval: [d] });
  const zero = mk({ k: 'lit', data: [0] }, { elem: 'int', shape: [] }, span, { sval: [dimConst(0)] });
  const ok = scalar2(ctx, '∨', scalar2(ctx, '<', zero, count(argCount, arg), span), scalar2(ctx, '=', zero, count(madeCount, made), span), span);
  return mk({ k: 'assertTrue', ok, cls: 'NONCE', message: 'a fill element from an empty mixed array (characters and numbers): its prototype is not known', value: result }, result.t, span, { origin: result.origin });
}
