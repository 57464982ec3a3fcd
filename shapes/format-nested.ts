// ⍕ of a nested vector whose items are vectors ('apple' 'banana', (1 2)(3 4 5), {⍕⍵}¨v): its
// display form, one line, each item formatted and set between two blanks (` apple  banana `), as
// Dyalog's ⍕ gives a nested array's display. Written in APL, below (library-dfn.ts): of character
// items it is catenations, flattened over all the items at once; numeric items are formatted one
// item at a time (each-loop.ts). An enclosed vector is its item's display between blanks. A vector whose items may be simple scalars (1 (2 3)), or a nested
// array of another rank, stays a NONCE.
import type { Span } from '../apl/ast.js';
import { applyLibrary } from './library-dfn.js';
import type { CheckContext } from './context.js';
import { mixedParts } from './mixed-arrays.js';
import type { TExpr } from './typed.js';

const FORMAT_ITEMS = "{∊{' ',(⍕⍵),' '}¨⍵}";

/**
 * A mixed vector ('ab',1 2): each element's text (a character itself, a number as ⍕ writes it),
 * with a blank before each one but where a character follows a character, as the display of a
 * mixed array sets its columns (apl/format-mixed.ts). ⍺ is the character mask, ⍵ the values; the
 * indices are 1-based whatever the program's ⎕IO (applyLibrary is given 1).
 */
const FORMAT_MIXED = "{m←⍺ ⋄ v←⍵ ⋄ b←0,~(¯1↓m)∧1↓m ⋄ ∊{(b[⍵]/' '),m[⍵]{⍺:,⎕UCS⌊⍵ ⋄ ⍕⍵}v[⍵]}¨⍳≢v}";

/** ⍕⍵ of a mixed vector (mixed-arrays.ts), or null where ⍵ is not one; `pp` the ⎕PP its numbers are written with. */
export function formatMixedVector(ctx: CheckContext, arg: TExpr, span: Span, pp: number): TExpr | null {
  if (arg.t.mixed !== true || arg.t.shape.length !== 1 || arg.t.items !== undefined || arg.t.ragged !== undefined) return null;
  const p = mixedParts(ctx, arg);
  return p.wrap(applyLibrary(ctx, FORMAT_MIXED, '⍕', 1, p.chars, p.values, span, pp));
}

/** An enclosed vector (⊂1 2) is displayed as its item between two blanks, as one item of a vector is. */
const FORMAT_ENCLOSED = "{' ',(⍕⊃⍵),' '}";

/** ⍕⍵ of a nested vector of vectors (irregular or uniform) or of an enclosed vector, or null where ⍵ is neither. */
export function formatNestedVector(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr | null {
  if (arg.t.shape.length === 0 && arg.t.items?.length === 1 && arg.t.mixed !== true) return applyLibrary(ctx, FORMAT_ENCLOSED, '⍕', io, null, arg, span);
  const vectors = arg.t.shape.length === 1 && ((arg.t.ragged !== undefined && arg.t.ragged.itemRanks === undefined) || arg.t.items?.length === 1);
  if (!vectors || arg.t.ragged?.mixed === true || arg.t.mixed === true) return null;
  return applyLibrary(ctx, FORMAT_ITEMS, '⍕', io, null, arg, span);
}
