// fuse (concat): a short vector catenated from scalars, `(⌊/v),(⌈/v),m`, is one map over its
// positions that picks the scalar for each, instead of a fill per scalar and a copy per `,`.
// APL builds small result vectors this way all the time (a reduction's results side by side,
// statistics, coordinates), and on the GPU each piece was a dispatch or a copy of its own.
//
// A piece is `replicate [c] s` (s a scalar, c a constant) or a map with no input arrays over a
// constant length (index code, or an earlier result of this pass); pieces are read at the
// position minus their offset, and every piece's code runs at every position (select is not
// lazy), so only pieces of a few statements are taken, and only up to MAX_LENGTH positions.
// Outside its own positions a piece that can fail (an index, a ÷, a ⍟) reads at its nearest
// position instead: that is a value the piece computed anyway, so the map raises no error the
// program did not (`0,(1 2)∘.+1` read _t[¯1]; `(,0)\5÷0⍴x` divided by an element of x).
// Nothing moves: the map stands where the concat stood, and the pieces, no longer read, go as
// dead code.
import type { Atom, Body, Exp, Lambda, Param, Program, Stmt } from '../core-ir/syntax.js';
import { stmtCanFail } from './effects.js';
import { FreshNames, mapNestedBodies, Renamer } from './ir-names.js';

/** Longest vector assembled this way: beyond it a copy per piece is cheap next to the work. */
const MAX_LENGTH = 64;
/** Most statements a map piece may have (each runs at every position of the result). */
const MAX_PIECE_STMTS = 8;

type Piece = { readonly k: 'scalar'; readonly value: Atom; readonly n: number } | { readonly k: 'map'; readonly lambda: Lambda; readonly n: number };

export function fuseConcat(p: Program<'soacs'>): Program<'soacs'> {
  const f = new ConcatFusion(FreshNames.forProgram(p));
  const body = f.body(p.body);
  return f.changed ? { ...p, body } : p;
}

const constLength = (e: { readonly shape: readonly { readonly k: string; readonly n?: number }[] }): number | null =>
  e.shape.length === 1 && e.shape[0]!.k === 'const' ? e.shape[0]!.n! : null;

class ConcatFusion {
  changed = false;
  constructor(private readonly fresh: FreshNames) {}

  body(b: Body): Body {
    const defs = new Map<string, Exp>();
    let changed = false;
    const stmts = b.stmts.map((s) => {
      const t = this.stmt(s, defs);
      if (t !== s) changed = true;
      if (t.names.length === 1) defs.set(t.names[0]!.name, t.exp);
      return t;
    });
    return changed ? { stmts, results: b.results } : b;
  }

  private stmt(s: Stmt, defs: ReadonlyMap<string, Exp>): Stmt {
    const e = s.exp;
    if (e.tag === 'if' || e.tag === 'loop') return mapNestedBodies(s, (b) => this.body(b));
    if (e.tag !== 'concat' || e.axis !== 0 || s.names.length !== 1) return s;
    const out = s.names[0]!;
    if (out.type.shape.length !== 1) return s;
    const pieces: Piece[] = [];
    for (const x of e.arrays) {
      const p = this.piece(defs.get(x));
      if (p === null) return s;
      pieces.push(p);
    }
    const total = pieces.reduce((n, p) => n + p.n, 0);
    if (total === 0 || total > MAX_LENGTH || pieces.every((p) => p.k === 'map')) return s;
    this.changed = true;
    return { ...s, exp: { tag: 'map', shape: [{ k: 'const', n: total }], arrays: [], lambda: this.lambda(pieces, out.type.elem) } };
  }

  private piece(d: Exp | undefined): Piece | null {
    if (d === undefined) return null;
    if (d.tag === 'replicate') {
      const n = constLength(d);
      return n === null ? null : { k: 'scalar', value: d.value, n };
    }
    if (d.tag === 'map' && d.arrays.length === 0 && d.lambda.results.length === 1 && d.lambda.body.length <= MAX_PIECE_STMTS) {
      const n = constLength(d);
      return n === null ? null : { k: 'map', lambda: d.lambda, n };
    }
    return null;
  }

  /**
   * λ i. the value of the piece holding position i: each piece's value at i - offset, then a
   * select chain from the last piece back to the first.
   */
  private lambda(pieces: readonly Piece[], elem: Param['type']['elem']): Lambda {
    const i: Param = { name: this.fresh.fresh('_i'), type: { elem: 'int', shape: [] } };
    const body: Stmt[] = [];
    const bind = (exp: Exp, el: Param['type']['elem']): Atom => {
      const name = this.fresh.fresh('_c');
      body.push({ names: [{ name, type: { elem: el, shape: [] } }], exp });
      return { k: 'var', name };
    };
    const int = (value: number): Atom => ({ k: 'const', value, elem: 'int' });
    const total = pieces.reduce((n, p) => n + p.n, 0);
    let offset = 0;
    const values: { value: Atom; start: number }[] = [];
    for (const p of pieces) {
      // a piece of no positions is never selected (and has no position to read at)
      if (p.n === 0) continue;
      if (p.k === 'scalar') values.push({ value: p.value, start: offset });
      else {
        let at: Atom = offset === 0 ? { k: 'var', name: i.name } : bind({ tag: 'bin', op: 'sub', left: { k: 'var', name: i.name }, right: int(offset) }, 'int');
        if (p.lambda.body.some((s) => stmtCanFail(s))) {
          // clamped into the piece's positions: before it, its first; after it, its last
          if (offset > 0) at = bind({ tag: 'bin', op: 'max', left: at, right: int(0) }, 'int');
          if (offset + p.n < total) at = bind({ tag: 'bin', op: 'min', left: at, right: int(p.n - 1) }, 'int');
        }
        const lam = new Renamer(this.fresh).lambda(p.lambda, new Map());
        const subst = new Map<string, Atom>([[lam.params[0]!.name, at]]);
        body.push(...new Renamer(null).stmts(lam.body, subst));
        const r = lam.results[0]!;
        values.push({ value: r.k === 'var' ? subst.get(r.name) ?? r : r, start: offset });
      }
      offset += p.n;
    }
    let acc = values[values.length - 1]!.value;
    for (let k = values.length - 2; k >= 0; k--) {
      const cond = bind({ tag: 'bin', op: 'lt', left: { k: 'var', name: i.name }, right: { k: 'const', value: values[k + 1]!.start, elem: 'int' } }, 'bool');
      acc = bind({ tag: 'select', cond, then: values[k]!.value, else: acc }, elem);
    }
    if (acc.k === 'const' || body.length === 0) acc = bind({ tag: 'atom', atom: acc }, elem);
    return { params: [i], body, results: [acc], resultTypes: [elem] };
  }
}
