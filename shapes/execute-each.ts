// ⍎¨ of a vector of character vectors known only when the program runs, each holding one whole
// number: the usual way to read numbers from text (`⍎¨' '(≠⊆⊢)line`, `⍎¨⊃⎕NGET f 1`). Dyalog runs
// each item as APL; aplc reads the forms that are a number: blanks, an optional leading ¯ (or -,
// which as APL negates the number), digits, blanks. Any other item (a decimal point, several
// numbers, an expression, nothing) is a NONCE ERROR when it is met, and a number of more than ten
// digits a LIMIT ERROR: never a wrong value.
//
// The items are held flat (ragged.ts), so the whole read is a fixed set of operations on all the
// characters at once: each character is classed, each item's digits are weighted by the power of
// ten of their place from the item's last digit, and one segmented sum per item gives the value.
import type { Span } from '../apl/ast.js';
import { dimConst } from './dim.js';
import { intLit, mk, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { allOf, at, iotaOf, ints, minus, plusScan, segmentIds } from './ragged.js';
import { segReduceOf } from './ragged-ops.js';
import { asItems, sharedItems, type AsItems } from './ragged-select.js';
import type { TExpr } from './typed.js';

export const NOT_A_NUMBER = '⍎ of characters known only at run time reads one whole number (blanks, a leading ¯ or -, digits; one an item for ⍎¨): other text is compiled only from a character constant written after ⍎ or held by the name after it (items holding several numbers: ⍎¨¨\' \'(≠⊆⊢)¨lines reads each)';
export const TOO_MANY_DIGITS = '⍎: a number of more than 10 digits is past the 32-bit integer range';

const MINUS_SIGNS = [0xaf, 0x2d]; // ¯ and -

/** ⍎¨⍵ of a vector of character vectors (irregular or uniform); null where ⍵ is not one. */
export function executeEach(ctx: CheckContext, x: TExpr, span: Span): TExpr | null {
  if (x.t.elem !== 'char') return null;
  const found = asItems(ctx, x, span);
  // a scalar item (one character) reads as an item of length 1
  if (found === null) return null;
  return readNumbers(ctx, sharedItems(ctx, found), x, span);
}

/**
 * ⍎⍵ of a character vector known only when the program runs that holds one whole number: the
 * number, a scalar (as Dyalog's ⍎ gives one number). Text of several numbers, whose value would
 * be a vector, is a NONCE ERROR when it is met, as any other text is.
 */
export function executeOneNumber(ctx: CheckContext, x: TExpr, span: Span): TExpr {
  const text = shareValue(ctx, x);
  const length = mk({ k: 'dims', dims: [x.t.shape[0]!], of: text.ref }, { elem: 'int', shape: [] }, span);
  const lengths = mk({ k: 'reshape', arg: length }, ints(dimConst(1)), span);
  const one = readNumbers(ctx, { lengths, data: text.ref, ranks: null, wrap: (b) => b }, x, span);
  return text.wrap(mk({ k: 'reshape', arg: one }, { elem: 'int', shape: [] }, span));
}

/** The number each item holds (ints, one an item), after the checks that each holds one. */
function readNumbers(ctx: CheckContext, items: AsItems, x: TExpr, span: Span): TExpr {
  const lengths = items.lengths;
  const total = items.data.t.shape[0]!;
  const lets: { wrap: (b: TExpr) => TExpr }[] = [];
  const share = (e: TExpr): TExpr => {
    const s = shareValue(ctx, e);
    lets.push(s);
    return s.ref;
  };
  const bools = (shape: TExpr['t']['shape']) => ({ elem: 'bool' as const, shape });
  const b2 = (glyph: string, l: TExpr, r: TExpr): TExpr => mk({ k: 'scalar2', glyph, left: l, right: r }, bools(l.t.shape.length > 0 ? l.t.shape : r.t.shape), span);
  const i2 = (glyph: string, l: TExpr, r: TExpr): TExpr => mk({ k: 'scalar2', glyph, left: l, right: r }, ints(l.t.shape.length > 0 ? l.t.shape[0]! : r.t.shape[0]!), span);
  const not = (v: TExpr): TExpr => mk({ k: 'scalar1', glyph: '~', arg: v }, v.t, span);
  const asInt = (v: TExpr): TExpr => convertTo(ctx, v, 'int');
  const each = (g: string, v: TExpr): TExpr => segReduceOf(ctx, g, lengths, ids, v, x, span);

  const ids = share(segmentIds(ctx, lengths, total, span));
  const ends = share(plusScan(lengths, span));
  const place = share(iotaOf(total, span));
  const code = share(asInt(items.data));
  const isDigit = share(b2('∧', b2('≥', code, intLit(48, span)), b2('≤', code, intLit(57, span))));
  const isMinus = share(b2('∨', b2('=', code, intLit(MINUS_SIGNS[0]!, span)), b2('=', code, intLit(MINUS_SIGNS[1]!, span))));
  const isBlank = share(b2('=', code, intLit(32, span)));
  // a token starts at a non-blank that is its item's first character or follows a blank
  const first = b2('=', place, at(minus(ends, lengths, span), ids, span));
  const before = i2('⌈', minus(place, intLit(1, span), span), intLit(0, span));
  const tokenStart = share(b2('∧', not(isBlank), b2('∨', first, at(isBlank, before, span))));
  // a minus sign starts its token and a digit follows it in the same item
  const last = b2('=', place, minus(at(ends, ids, span), intLit(1, span), span));
  // the next character's place, kept within the data (the last one's is not read: `last`)
  const s2 = (glyph: string, l: TExpr, r: TExpr): TExpr => mk({ k: 'scalar2', glyph, left: l, right: r }, { elem: 'int', shape: [] }, span);
  const lastPlace = s2('⌈', intLit(0, span), s2('-', mk({ k: 'dims', dims: [total] }, { elem: 'int', shape: [] }, span), intLit(1, span)));
  const after = i2('⌊', i2('+', place, intLit(1, span)), lastPlace);
  const minusOk = b2('∨', not(isMinus), b2('∧', tokenStart, b2('∧', not(last), at(isDigit, after, span))));
  const known = b2('∨', isDigit, b2('∨', isMinus, isBlank));
  const tokens = each('+', asInt(tokenStart));
  const wellFormed = b2('∧', allOf(b2('∧', known, minusOk), span), allOf(b2('=', tokens, intLit(1, span)), span));
  const digits = each('+', asInt(isDigit));
  const fits = allOf(b2('≤', digits, intLit(10, span)), span);
  // the checks come before any value is computed from the characters
  const checked = share(
    mk({ k: 'assertTrue', ok: fits, cls: 'LIMIT', message: TOO_MANY_DIGITS, value: mk({ k: 'assertTrue', ok: wellFormed, cls: 'NONCE', message: NOT_A_NUMBER, value: code }, code.t, span) }, code.t, span, { origin: span }),
  );
  // each digit's place from its item's last digit (the digits of an item are one run)
  const digitInt = share(asInt(isDigit));
  const lastDigit = minus(each('⌈', i2('×', digitInt, i2('+', place, intLit(1, span)))), intLit(1, span), span);
  const fromEnd = i2('×', digitInt, minus(at(lastDigit, ids, span), place, span));
  const powers = mk({ k: 'lit', data: [1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000] }, ints(dimConst(10)), span);
  const weight = at(powers, i2('⌊', fromEnd, intLit(9, span)), span);
  const digitValue = i2('×', digitInt, minus(checked, intLit(48, span), span));
  const magnitude = each('+', i2('×', digitValue, weight));
  const negative = asInt(each('∨', isMinus));
  const signed = i2('×', magnitude, minus(intLit(1, span), i2('×', intLit(2, span), negative), span));
  return items.wrap(lets.reduceRight((body, s) => s.wrap(body), signed));
}
