// ⍺≡⍵ and ⍺≢⍵ where a side is an irregular nested vector (ragged.ts): two vectors of items match
// when their descriptors and their data do: the same lengths (so the same count), the same ranks
// (a simple scalar item is not a one-element vector) and the same elements, each compared as the
// match of flat vectors (match.ts: shapes known only at run time are compared first). Items equal
// one by one are then equal as wholes, since each item is its length's run of the data. Two empty
// vectors match when their prototype items do (Dyalog): that is decided from the prototypes the
// checker knows, and where it does not know one, two vectors both empty when the program runs stop
// it with a NONCE ERROR rather than guess.
import type { Span } from '../apl/ast.js';
import { asConst, dimConst } from './dim.js';
import { intLit, mk, type CheckContext } from './context.js';
import { match } from './match.js';
import { decideEq } from './solve.js';
import { asItems, ranksOrVectors, sharedItems, type AsItems } from './ragged-select.js';
import { joinElems } from './scalar-rules.js';
import type { ItemProto, TExpr } from './typed.js';

const bool0 = (node: TExpr['node'], span: Span): TExpr => mk(node, { elem: 'bool', shape: [] }, span);
const boolLit = (v: 0 | 1, span: Span): TExpr => mk({ k: 'lit', data: [v] }, { elem: 'bool', shape: [] }, span, { sval: [dimConst(v)] });

/** The prototype item of a vector of items, where the checker knows it. */
function protoOf(x: TExpr): ItemProto | null {
  if (x.t.ragged !== undefined) return x.t.ragged.proto ?? null;
  // a simple vector's prototype is a simple scalar, a uniform vector of vectors' an item of their length
  if (x.t.items === undefined) return { rank: 0, length: dimConst(1) };
  return x.t.items.length === 1 ? { rank: 1, length: x.t.items[0]! } : null;
}

/** Whether two prototypes (of these element types) match: null where the checker cannot tell. */
function protosMatch(a: ItemProto | null, b: ItemProto | null, ea: TExpr, eb: TExpr): boolean | null {
  if (a === null || b === null) return null;
  if (joinElems(ea.t.elem, eb.t.elem) === null || a.rank !== b.rank) return false;
  if (a.rank === 0) return true;
  if (a.length === null || b.length === null) return null;
  const len = decideEq(a.length, b.length);
  return len.k === 'equal' ? true : len.k === 'unequal' ? false : null;
}

/** ⍺≡⍵ (or ⍺≢⍵) with an irregular side; null when a side is not a vector of items. */
export function raggedMatch(ctx: CheckContext, g: '≡' | '≢', l: TExpr, r: TExpr, span: Span): TExpr | null {
  const negate = (x: TExpr): TExpr => (g === '≡' ? x : x.node.k === 'lit' ? boolLit(x.node.data[0] === 1 ? 0 : 1, span) : bool0({ k: 'scalar1', glyph: '~', arg: x }, span));
  // a vector never matches a scalar (an enclosed vector) or a matrix
  if (l.t.shape.length !== 1 || r.t.shape.length !== 1) return negate(boolLit(0, span));
  const [a, b] = [asItems(ctx, l, span), asItems(ctx, r, span)];
  if (a === null || b === null) return null;
  const sa = sharedItems(ctx, a);
  const sb = sharedItems(ctx, b);
  const both = (x: TExpr, y: TExpr): TExpr => (x.node.k === 'lit' ? (x.node.data[0] === 1 ? y : x) : bool0({ k: 'scalar2', glyph: '∧', left: x, right: y }, span));
  let same = match(ctx, sa.lengths, sb.lengths, span, false);
  if (a.ranks !== null || b.ranks !== null) same = both(same, match(ctx, ranksOrVectors(sa, span), ranksOrVectors(sb, span), span, false));
  same = both(same, match(ctx, sa.data, sb.data, span, false));
  // both empty: their prototypes decide
  const [na, nb] = [asConst(l.t.shape[0]!), asConst(r.t.shape[0]!)];
  if ((na === null || na === 0) && (nb === null || nb === 0)) {
    const count = (x: AsItems): TExpr => mk({ k: 'dims', dims: [x.lengths.t.shape[0]!], of: x.lengths }, { elem: 'int', shape: [] }, span);
    const some = (x: AsItems): TExpr => bool0({ k: 'scalar2', glyph: '>', left: count(x), right: intLit(0, span) }, span);
    const notBothEmpty = bool0({ k: 'scalar2', glyph: '∨', left: some(sa), right: some(sb) }, span);
    const protos = protosMatch(protoOf(l), protoOf(r), l, r);
    if (protos === false) same = both(same, notBothEmpty);
    else if (protos === null)
      same = mk({ k: 'assertTrue', ok: notBothEmpty, cls: 'NONCE', message: `${g} of two irregular nested vectors both empty when it runs (Dyalog compares their prototype items, which aplc does not know here) is not supported yet`, value: same }, same.t, span, { origin: span });
  }
  return sa.wrap(sb.wrap(negate(same)));
}
