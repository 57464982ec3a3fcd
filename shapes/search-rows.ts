// ⍺⍳⍵, ∪⍵ and ⍺∩⍵ ⍺~⍵ ⍺∪⍵ on the major cells of a matrix (a table of rows): the rows of ⍵ (one row, or each row
// of a matrix) looked up among the rows of ⍺, as Dyalog's index-of takes ⍺'s major cells as the
// items. Each key row is compared with every table row by one inner product (∧.= of the keys and
// the transposed table, tolerant for floats), and the first match is found arithmetically: n less
// the largest of (n-i) over the matching i, so a key with no match gets n (then ⎕IO is added).
// The work is keys × rows × columns, where Dyalog hashes: fine for tables of thousands of rows.
import type { Span } from '../apl/ast.js';
import type { Related } from '../apl/diagnostics.js';
import { dimProduct, showShape, type Dim } from './dim.js';
import { intLit, mk, ONE, shareValue, type CheckContext } from './context.js';
import { catenate } from './catenate.js';
import { convertTo } from './literals.js';
import { replicate } from './replicate.js';
import { joinElems } from './scalar-rules.js';
import { decideEq } from './solve.js';
import type { TExpr } from './typed.js';

const prim = (glyph: string) => ({ k: 'prim' as const, glyph });

/** 0-based index of each key row of `keys` (a matrix m×k) among the rows of `table` (n×k): int[m], n where absent. */
function rowsIndexOf0(ctx: CheckContext, table: TExpr, keys: TExpr, span: Span): TExpr {
  const n = table.t.shape[0]!;
  const k = table.t.shape[1]!;
  const m = keys.t.shape[0]!;
  const length = mk({ k: 'dims', dims: [n], of: table }, { elem: 'int', shape: [] }, span);
  const elem = joinElems(table.t.elem, keys.t.elem);
  // characters never equal numbers: nothing is found
  if (elem === null) return mk({ k: 'reshape', arg: length }, { elem: 'int', shape: [m] }, span);
  const columns = mk({ k: 'transpose', perm: [1, 0], arg: convertTo(ctx, table, elem) }, { elem, shape: [k, n] }, span);
  const matches = mk({ k: 'inner', f: prim('∧'), g: prim('='), left: convertTo(ctx, keys, elem), right: columns }, { elem: 'bool', shape: [m, n] }, span, {
    phase: { op: 'index of rows (∧.=)', mapExtent: dimProduct([m, n]), reduceExtent: k },
  });
  const len = shareValue(ctx, length);
  // n-i for each table row i (0-based): the first match has the largest
  const rank = mk({ k: 'scalar2', glyph: '-', left: len.ref, right: mk({ k: 'iota', n: len.ref, io: 0, binds: null }, { elem: 'int', shape: [n] }, span) }, { elem: 'int', shape: [n] }, span);
  const weighted = mk({ k: 'scalar2', glyph: '×', left: mk({ k: 'convert', arg: matches }, { elem: 'int', shape: [m, n] }, span), right: mk({ k: 'reshape', arg: rank }, { elem: 'int', shape: [m, n] }, span) }, { elem: 'int', shape: [m, n] }, span);
  const best = mk({ k: 'reduce', fn: prim('⌈'), axis: 1, arg: weighted }, { elem: 'int', shape: [m] }, span);
  return len.wrap(mk({ k: 'scalar2', glyph: '-', left: len.ref, right: best }, { elem: 'int', shape: [m] }, span));
}

/** ⍺⍳⍵ with ⍺ a matrix: ⍵ one row (a scalar result) or a matrix of rows; null for other ranks of ⍵. */
export function rowsIndexOf(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr | null {
  if (l.t.shape.length !== 2 || r.t.shape.length < 1 || r.t.shape.length > 2 || l.t.items !== undefined || r.t.items !== undefined || l.t.ragged !== undefined || r.t.ragged !== undefined) return null;
  const message = `⍺⍳⍵: the rows of ⍵ (${showShape(r.t.shape)}) must be as long as those of ⍺ (${showShape(l.t.shape)})`;
  const keys = rowsOfLength(ctx, r, l.t.shape[1]!, message, [ctx.describe('left', l), ctx.describe('right', r)], span);
  const t = shareValue(ctx, l);
  const found = rowsIndexOf0(ctx, t.ref, keys, span);
  const based = io === 0 ? found : mk({ k: 'scalar2', glyph: '+', left: found, right: intLit(io, span) }, found.t, span);
  return t.wrap(r.t.shape.length === 1 ? mk({ k: 'reshape', arg: based }, { elem: 'int', shape: [] }, span) : based);
}

/** ∪⍵ of a matrix: its rows, each first occurrence kept, in order. */
export function uniqueRows(ctx: CheckContext, x: TExpr, span: Span): TExpr {
  const v = shareValue(ctx, x);
  const n = x.t.shape[0]!;
  const first = rowsIndexOf0(ctx, v.ref, v.ref, span);
  const place = mk({ k: 'iota', n: mk({ k: 'dims', dims: [n], of: v.ref }, { elem: 'int', shape: [] }, span), io: 0, binds: null }, { elem: 'int', shape: [n] }, span);
  const keep = mk({ k: 'scalar2', glyph: '=', left: first, right: place }, { elem: 'bool', shape: [n] }, span);
  return v.wrap(replicate(ctx, '⌿', null, keep, v.ref, span));
}

/**
 * x (a matrix, or a vector as its one row) as a matrix of rows k long: a LENGTH ERROR `message`
 * where its rows are not, before running where the checker can tell, when running otherwise.
 */
function rowsOfLength(ctx: CheckContext, x: TExpr, k: Dim, message: string, notes: readonly Related[], span: Span): TExpr {
  const kx = x.t.shape[x.t.shape.length - 1]!;
  const eq = decideEq(kx, k);
  if (eq.k === 'unequal') return ctx.fail('LENGTH', message, span, notes);
  const rows = mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [x.t.shape.length === 1 ? ONE : x.t.shape[0]!, k] }, span);
  return eq.k === 'equal' ? rows : mk({ k: 'assertEq', a: kx, b: k, cls: 'LENGTH', message, value: rows }, rows.t, span);
}

/** Whether each row of the matrix `x` is a row of `table` (a matrix, or a vector as its one row): bool[m]. */
function rowsIn(ctx: CheckContext, x: TExpr, table: TExpr, span: Span, what: string): TExpr {
  const message = `${what}: the rows of ⍺ (${showShape(x.t.shape)}) and of ⍵ (${showShape(table.t.shape)}) must be as long`;
  const rows = rowsOfLength(ctx, table, x.t.shape[1]!, message, [ctx.describe('left', x), ctx.describe('right', table)], span);
  const t = shareValue(ctx, rows);
  const found = rowsIndexOf0(ctx, t.ref, x, span);
  const n = mk({ k: 'dims', dims: [t.ref.t.shape[0]!], of: t.ref }, { elem: 'int', shape: [] }, span);
  return t.wrap(mk({ k: 'scalar2', glyph: '<', left: found, right: n }, { elem: 'bool', shape: [x.t.shape[0]!] }, span));
}

const simple = (x: TExpr): boolean => x.t.items === undefined && x.t.ragged === undefined && x.t.mixed !== true;

/**
 * ⍺∩⍵, ⍺~⍵ and ⍺∪⍵ of a matrix ⍺ and a matrix ⍵ of rows as long (or, for ∩ and ~, a vector as one
 * row): on rows, as Dyalog's set functions take major cells. ∩ keeps the rows of ⍺ found in ⍵, ~
 * those not found, ∪ is ⍺ then the rows of ⍵ not in ⍺. Null for other arguments.
 */
export function rowsSetOp(ctx: CheckContext, g: '∩' | '~' | '∪', l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (l.t.shape.length !== 2 || !simple(l) || !simple(r) || r.t.shape.length < 1 || r.t.shape.length > 2 || (g === '∪' && r.t.shape.length !== 2)) return null;
  const a = shareValue(ctx, l);
  const b = shareValue(ctx, r);
  if (g === '∪') {
    const fresh = mk({ k: 'scalar1', glyph: '~', arg: rowsIn(ctx, b.ref, a.ref, span, '∪') }, { elem: 'bool', shape: [r.t.shape[0]!] }, span);
    const rest = replicate(ctx, '⌿', null, fresh, b.ref, span);
    return a.wrap(b.wrap(catenate(ctx, '⍪', null, a.ref, rest, span)));
  }
  const found = rowsIn(ctx, a.ref, b.ref, span, g);
  const keep = g === '∩' ? found : mk({ k: 'scalar1', glyph: '~', arg: found }, found.t, span);
  return a.wrap(b.wrap(replicate(ctx, '⌿', null, keep, a.ref, span)));
}
