// fuse (horizontal): two maps over the same shape, neither reading the other, become one map with
// the outputs of both: one kernel instead of two, inputs they share read once, and a producer
// both read now has a single consumer, which vertical fusion (fuse.ts) can then absorb.
//
// The merged map stands where one of the two stood; the other moves, so the same rules as for
// vertical fusion apply: nothing between may read what moves down, what moves up may read nothing
// bound between, and a map that may fail never moves across a statement that may fail or print.
import type { Atom, Body, Exp, Lambda, Program, SrcLoc, Stmt, Type } from '../core-ir/syntax.js';
import { mustKeep, stmtCanFail } from './effects.js';
import { collectTypes } from './fuse-facts.js';
import { FreshNames, Renamer, sameShape, cachedReads } from './ir-names.js';

type MapExp = Extract<Exp, { tag: 'map' }>;

export function fuseHorizontal(p: Program<'soacs'>): Program<'soacs'> {
  const h = new HorizontalFusion(FreshNames.forProgram(p), collectTypes(p));
  const body = h.body(p.body);
  return h.changed ? { ...p, body } : p;
}

/** Statements of a lambda body without a location report at the map they came from. */
function located(stmts: readonly Stmt[], loc: SrcLoc | undefined): Stmt[] {
  return stmts.map((s) => (s.loc === undefined && loc !== undefined ? { ...s, loc } : s));
}

class HorizontalFusion {
  changed = false;
  constructor(private readonly fresh: FreshNames, private readonly types: ReadonlyMap<string, Type>) {}

  body(b: Body): Body {
    const work = b.stmts.map((s) => this.nested(s));
    let merged = true;
    while (merged) {
      merged = false;
      for (let j = 1; j < work.length && !merged; j++) {
        for (let i = j - 1; i >= 0 && !merged; i--) {
          const at = this.placement(work, i, j);
          if (at === null) continue;
          const m = this.merge(work[i]!, work[j]!);
          if (at === 'down') {
            work[j] = m;
            work.splice(i, 1);
          } else {
            work[i] = m;
            work.splice(j, 1);
          }
          merged = true;
          this.changed = true;
        }
      }
    }
    return this.changed ? { stmts: work, results: b.results } : b;
  }

  private nested(s: Stmt): Stmt {
    const e = s.exp;
    if (e.tag === 'if') return { ...s, exp: { ...e, then: this.body(e.then), else: this.body(e.else) } };
    if (e.tag === 'loop') return { ...s, exp: { ...e, body: this.body(e.body) } };
    return s;
  }

  private canFail(s: Stmt): boolean {
    return stmtCanFail(s, (n) => this.types.get(n));
  }

  /** Where the maps at i < j may be merged: at j (the first moves down), at i, or not at all. */
  private placement(work: readonly Stmt[], i: number, j: number): 'down' | 'up' | null {
    const a = work[i]!;
    const b = work[j]!;
    if (a.exp.tag !== 'map' || b.exp.tag !== 'map' || !sameShape(a.exp.shape, b.exp.shape)) return null;
    const aNames = new Set(a.names.map((q) => q.name));
    const bReads = cachedReads(b);
    if ([...aNames].some((n) => bReads.has(n))) return null;
    const between = work.slice(i + 1, j);
    const blocks = between.some((s) => mustKeep(s, (n) => this.types.get(n)));
    // a moves down to j: nothing between reads it
    if (!(this.canFail(a) && blocks) && between.every((s) => ![...cachedReads(s)].some((n) => aNames.has(n)))) return 'down';
    // b moves up to i: it reads nothing bound between
    const boundBetween = new Set(between.flatMap((s) => s.names.map((q) => q.name)));
    if (!(this.canFail(b) && blocks) && ![...bReads].some((n) => boundBetween.has(n))) return 'up';
    return null;
  }

  private merge(a: Stmt, b: Stmt): Stmt {
    const ea = a.exp as MapExp;
    const eb = b.exp as MapExp;
    const rank = ea.shape.length;
    // b's lambda renamed throughout: sibling lambdas may use the same names
    const lb = new Renamer(this.fresh).lambda(eb.lambda, new Map());
    const la = ea.lambda;
    const subst = new Map<string, Atom>();
    lb.params.slice(0, rank).forEach((q, k) => subst.set(q.name, { k: 'var', name: la.params[k]!.name }));
    const arrays = [...ea.arrays];
    const params = [...la.params];
    eb.arrays.forEach((x, k) => {
      const q = lb.params[rank + k]!;
      const have = arrays.indexOf(x);
      if (have >= 0) subst.set(q.name, { k: 'var', name: params[rank + have]!.name });
      else {
        arrays.push(x);
        params.push(q);
      }
    });
    const bBody = new Renamer(null).stmts(lb.body, subst);
    const lambda: Lambda = {
      params,
      body: [...located(la.body, a.loc), ...located(bBody, b.loc)],
      results: [...la.results, ...lb.results.map((r) => (r.k === 'var' ? subst.get(r.name) ?? r : r))],
      resultTypes: [...la.resultTypes, ...lb.resultTypes],
    };
    return { ...a, names: [...a.names, ...b.names], exp: { tag: 'map', shape: ea.shape, arrays, lambda } };
  }
}
