// fuse (map into scatter): a scatter whose values come from a one-result map read by nothing else
// computes them where it writes them (syntax.ts, ScatterValueMap): one kernel instead of two, and
// the values never go through memory.
//
// The map moves down to the scatter, so the rules of vertical fusion apply: a map that may fail
// never moves across a statement that may fail or print (effects.ts). The map must run over the
// indices' own (symbolic) length, so the scatter's LENGTH check cannot fail after fusion where it
// did not before, and the order of errors stays as it was. Nothing is duplicated: the map's
// lambda runs once per position, as it did, and every position is still one invocation.
import type { Body, Program, Stmt, Type } from '../core-ir/syntax.js';
import { mustKeep, stmtCanFail } from './effects.js';
import { collectTypes } from './fuse-facts.js';
import { cachedReads, sameShape } from './ir-names.js';

export function fuseScatter(p: Program<'soacs'>): Program<'soacs'> {
  const f = new ScatterFusion(collectTypes(p));
  const body = f.body(p.body);
  return f.changed ? { ...p, body } : p;
}

class ScatterFusion {
  changed = false;
  constructor(private readonly types: ReadonlyMap<string, Type>) {}

  body(b: Body): Body {
    const work = b.stmts.map((s) => this.nested(s));
    let nestedChanged = work.some((s, k) => s !== b.stmts[k]);
    for (let j = 0; j < work.length; j++) {
      const i = this.producer(work, j, b);
      if (i === null) continue;
      const m = work[i]!;
      const s = work[j]!;
      if (m.exp.tag !== 'map' || s.exp.tag !== 'scatter') continue;
      // the map's statements keep reporting at the map's location
      const body = m.exp.lambda.body.map((q) => (q.loc === undefined && m.loc !== undefined ? { ...q, loc: m.loc } : q));
      work[j] = { ...s, exp: { ...s.exp, values: { shape: m.exp.shape, arrays: m.exp.arrays, lambda: { ...m.exp.lambda, body } } } };
      work.splice(i, 1);
      j--;
      nestedChanged = true;
      this.changed = true;
    }
    return nestedChanged ? { stmts: work, results: b.results } : b;
  }

  private nested(s: Stmt): Stmt {
    const e = s.exp;
    if (e.tag === 'if') {
      const [then, els] = [this.body(e.then), this.body(e.else)];
      return then === e.then && els === e.else ? s : { ...s, exp: { ...e, then, else: els } };
    }
    if (e.tag === 'loop') {
      const body = this.body(e.body);
      return body === e.body ? s : { ...s, exp: { ...e, body } };
    }
    return s;
  }

  /** The position of the map that the scatter at j may absorb, or null. */
  private producer(work: readonly Stmt[], j: number, b: Body): number | null {
    const s = work[j]!;
    if (s.exp.tag !== 'scatter' || typeof s.exp.values !== 'string') return null;
    const v = s.exp.values;
    // read once, as the values: not also as the destination or the indices
    if (s.exp.dest === v || s.exp.indices === v) return null;
    const i = work.findIndex((q) => q.names.some((n) => n.name === v));
    if (i < 0 || i > j) return null;
    const m = work[i]!;
    if (m.exp.tag !== 'map' || m.names.length !== 1 || m.exp.shape.length !== 1) return null;
    const ix = this.types.get(s.exp.indices);
    if (ix === undefined || !sameShape(ix.shape, m.exp.shape)) return null;
    if (b.results.some((a) => a.k === 'var' && a.name === v)) return null;
    if (work.some((q, k) => k !== j && cachedReads(q).has(v))) return null;
    const typeOf = (n: string): Type | undefined => this.types.get(n);
    if (stmtCanFail(m, typeOf) && work.slice(i + 1, j).some((q) => mustKeep(q, typeOf))) return null;
    return i;
  }
}
