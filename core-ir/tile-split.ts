// Splitting a reduction's map lambda for block tiling (after Futhark's tiling of redomaps): in a
// fold over [… NI][NJ][K] — a matrix product's shape, result (i, c) folding over j — the
// statements that depend on (i, j) but not c are the same for every result column, and those on
// (c, j) but not i for every result row. A tiled kernel computes them once per workgroup tile,
// keeps them in workgroup memory, and lets each invocation combine them for its own results.
//
// The split is exact: the three parts together are the lambda's statements in their order, and
// the values crossing from the first two parts into the third are named. A lambda that reads
// element parameters (arrays of the full iteration shape) or keeps mapped outputs is not split.
import type { Lambda, Stmt } from './syntax.js';

export interface TileSplit {
  /** statements depending on the row index i and j (and leading indices), not on the column c */
  readonly rowPart: readonly Stmt[];
  /** statements depending on the column index c and j (and leading indices), not on i */
  readonly colPart: readonly Stmt[];
  /** the rest, in order: they may read values of both parts */
  readonly combine: readonly Stmt[];
  /** values of rowPart (colPart) the combining statements or the result read */
  readonly rowValues: readonly { readonly name: string; readonly elem: Stmt['names'][0]['type']['elem'] }[];
  readonly colValues: readonly { readonly name: string; readonly elem: Stmt['names'][0]['type']['elem'] }[];
}

const I = 1;
const C = 2;
const J = 4;
const LEAD = 8;

/** Every string in a value: the names a statement may read (over-approximated, which only splits less). */
function mentions(x: unknown, out: Set<string>): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const y of x) mentions(y, out);
  else if (typeof x === 'object' && x !== null) for (const y of Object.values(x)) mentions(y, out);
  return out;
}

/**
 * The split of a redomap's map lambda over a rank-r shape (r ≥ 3), or null when the lambda does
 * not have the shape of a product: no value that only the row side, and one that only the column
 * side, computes.
 */
export function splitForTiles(map: Lambda, rank: number, folded: number): TileSplit | null {
  if (rank < 3 || map.params.length !== rank || map.results.length !== folded) return null;
  const deps = new Map<string, number>();
  map.params.forEach((p, k) => deps.set(p.name, k === rank - 3 ? I : k === rank - 2 ? C : k === rank - 1 ? J : LEAD));
  const depOf = (s: Stmt): number => {
    let d = 0;
    for (const n of mentions(s.exp, new Set())) d |= deps.get(n) ?? 0;
    return d;
  };
  // row: on i (and maybe j) but not c; col: on c but not i; combine: on both. What depends on
  // neither (only j, the leading indices, or nothing) is cheap scalar code every part may need:
  // each part computes it again. Asserts run with the combining statements, for every result.
  const part = new Map<Stmt, 'row' | 'col' | 'combine' | 'shared'>();
  for (const s of map.body) {
    const d = depOf(s);
    for (const n of s.names) deps.set(n.name, d);
    const side = s.exp.tag === 'assert' || ((d & I) !== 0 && (d & C) !== 0) ? 'combine' : (d & I) !== 0 ? 'row' : (d & C) !== 0 ? 'col' : 'shared';
    part.set(s, side);
  }
  const of = (...sides: string[]) => map.body.filter((s) => sides.includes(part.get(s)!));
  const rowPart = of('row', 'shared');
  const colPart = of('col', 'shared');
  const combine = of('combine', 'shared');
  const read = mentions([combine.map((s) => s.exp), map.results], new Set());
  const values = (side: string) => of(side).flatMap((s) => s.names.filter((n) => read.has(n.name)).map((n) => ({ name: n.name, elem: n.type.elem })));
  const rowValues = values('row');
  const colValues = values('col');
  if (rowValues.length === 0 || colValues.length === 0) return null;
  // a row statement never reads a column value (its deps would hold C), nor the reverse
  return { rowPart, colPart, combine, rowValues, colValues };
}
