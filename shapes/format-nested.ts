// ⍕ of a nested vector whose items are vectors ('apple' 'banana', (1 2)(3 4 5), {⍕⍵}¨v): its
// display form, one line, each item formatted and set between two blanks (` apple  banana `), as
// Dyalog's ⍕ gives a nested array's display. Written in APL, below (library-dfn.ts): of character
// items it is catenations, flattened over all the items at once; numeric items are formatted one
// item at a time (each-loop.ts). An enclosed vector is its item's display between blanks. A vector whose items may be simple scalars (1 (2 3)), or a nested
// array of another rank, stays a NONCE.
import type { Span } from '../apl/ast.js';
import { applyLibrary } from './library-dfn.js';
import type { CheckContext } from './context.js';
import type { TExpr } from './typed.js';

const FORMAT_ITEMS = "{∊{' ',(⍕⍵),' '}¨⍵}";

/** An enclosed vector (⊂1 2) is displayed as its item between two blanks, as one item of a vector is. */
const FORMAT_ENCLOSED = "{' ',(⍕⊃⍵),' '}";

/** ⍕⍵ of a nested vector of vectors (irregular or uniform) or of an enclosed vector, or null where ⍵ is neither. */
export function formatNestedVector(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr | null {
  if (arg.t.shape.length === 0 && arg.t.items?.length === 1 && arg.t.mixed !== true) return applyLibrary(ctx, FORMAT_ENCLOSED, '⍕', io, null, arg, span);
  const vectors = arg.t.shape.length === 1 && ((arg.t.ragged !== undefined && arg.t.ragged.itemRanks === undefined) || arg.t.items?.length === 1);
  if (!vectors || arg.t.ragged?.mixed === true || arg.t.mixed === true) return null;
  return applyLibrary(ctx, FORMAT_ITEMS, '⍕', io, null, arg, span);
}
