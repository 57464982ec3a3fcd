// Dead code: statements whose names nothing reads, and the unread outputs of multi-output maps.
// A statement that prints or may fail stays (effects.ts): deleting it could turn an error into a
// value. Returns the same program object when nothing was removed.
import { foldCount, type Body, type Exp, type Lambda, type Program, type Stmt, type Type } from '../core-ir/syntax.js';
import { mustKeep } from './effects.js';
import { freeVars, stmtReads } from './ir-names.js';

export function eliminateDeadCode(p: Program<'soacs'>): Program<'soacs'> {
  const types = new Map<string, Type>();
  p.params.forEach((q) => types.set(q.name, q.type));
  const collect = (ss: readonly Stmt[]): void => ss.forEach((s) => s.names.forEach((q) => types.set(q.name, q.type)));
  // every binding's type, for the run-time shape checks that make a SOAC or reshape fallible
  const walk = (b: Body): void => {
    collect(b.stmts);
    for (const s of b.stmts) {
      const e = s.exp;
      if (e.tag === 'if') { walk(e.then); walk(e.else); }
      if (e.tag === 'loop') {
        e.params.forEach((q) => types.set(q.name, q.type));
        walk(e.body);
        if (e.form.k === 'while') walk(e.form.cond);
      }
    }
  };
  walk(p.body);
  const d = new Dce((n) => types.get(n));
  const body = d.body(p.body);
  return d.changed ? { ...p, body } : p;
}

class Dce {
  changed = false;
  constructor(private readonly typeOf: (n: string) => Type | undefined) {}

  body(b: Body): Body {
    const stmts = this.stmts(b.stmts, b.results.flatMap((a) => (a.k === 'var' ? [a.name] : [])));
    return stmts === b.stmts ? b : { stmts, results: b.results };
  }

  private lambda(l: Lambda): Lambda {
    const body = this.stmts(l.body, l.results.flatMap((a) => (a.k === 'var' ? [a.name] : [])));
    return body === l.body ? l : { ...l, body };
  }

  /** the statements that matter for `liveOut`, innermost bodies cleaned too */
  private stmts(ss: readonly Stmt[], liveOut: readonly string[]): readonly Stmt[] {
    const live = new Set(liveOut);
    const kept: Stmt[] = [];
    let removed = false;
    for (let i = ss.length - 1; i >= 0; i--) {
      const s = ss[i]!;
      const used = s.names.some((q) => live.has(q.name));
      if (!used && (s.names.length > 0 || s.exp.tag !== 'output') && !mustKeep(s, this.typeOf)) {
        removed = true;
        continue;
      }
      const t = this.trimOutputs(this.inner(s), live);
      if (t !== s) removed = true;
      kept.push(t);
      for (const n of stmtReads(t)) live.add(n);
    }
    if (!removed) return ss;
    this.changed = true;
    return kept.reverse();
  }

  /** nested bodies cleaned */
  private inner(s: Stmt): Stmt {
    const e = s.exp;
    let ne: Exp = e;
    switch (e.tag) {
      case 'map': {
        const lambda = this.lambda(e.lambda);
        if (lambda !== e.lambda) ne = { ...e, lambda };
        break;
      }
      case 'scatter': {
        const v = e.values;
        if (typeof v === 'string') break;
        const lambda = this.lambda(v.lambda);
        if (lambda !== v.lambda) ne = { ...e, values: { ...v, lambda } };
        break;
      }
      case 'redomap': case 'scanomap': {
        const map = this.lambda(e.map);
        const op = this.lambda(e.op);
        if (map !== e.map || op !== e.op) ne = { ...e, map, op };
        break;
      }
      case 'if': {
        const then = this.body(e.then);
        const els = this.body(e.else);
        if (then !== e.then || els !== e.else) ne = { ...e, then, else: els };
        break;
      }
      case 'loop': {
        const body = this.body(e.body);
        // a while loop's form is rebuilt only when its condition changed: a fresh object each
        // time would read as a change, and simplify and the fuse fixpoint would run to their caps
        let form = e.form;
        if (form.k === 'while') {
          const cond = this.body(form.cond);
          if (cond !== form.cond) form = { k: 'while', cond };
        }
        if (body !== e.body || form !== e.form) ne = { ...e, body, form };
        break;
      }
      default:
        break;
    }
    return ne === e ? s : { ...s, exp: ne };
  }

  /**
   * A map keeps only the outputs something reads (at least one: the statement is kept for a
   * reason); a redomap or scanomap keeps the mapped outputs read and the folds read (at least
   * one), dropping a dead fold's map result, operator parameters and result, and neutral
   * (syntax.ts, redomap) where its operator code is independent of the other folds'.
   */
  private trimOutputs(s: Stmt, live: ReadonlySet<string>): Stmt {
    const e = s.exp;
    if ((e.tag !== 'map' && e.tag !== 'redomap' && e.tag !== 'scanomap') || s.names.length < 2) return s;
    const keep = s.names.map((q) => live.has(q.name));
    const f = e.tag === 'map' ? 0 : foldCount(e);
    let op = e.tag === 'map' ? null : e.op;
    if (e.tag !== 'map') {
      if (!keep.slice(0, f).some((k) => k)) keep[0] = true;
      const trimmed = keep.slice(0, f).every((k) => k) ? e.op : this.trimOp(e.op, keep.slice(0, f));
      if (trimmed === null) keep.fill(true, 0, f);
      else op = trimmed;
    }
    if (keep.every((k) => k)) return s;
    if (!keep.some((k) => k)) keep[0] = true;
    const names = s.names.filter((_, i) => keep[i]);
    const lam = e.tag === 'map' ? e.lambda : e.map;
    const results = lam.results.filter((_, i) => keep[i]);
    const resultTypes = lam.resultTypes.filter((_, i) => keep[i]);
    const trimmed = this.lambda({ ...lam, results, resultTypes });
    if (e.tag === 'map') return { ...s, names, exp: { ...e, lambda: trimmed } };
    if (e.tag === 'scanomap') return { ...s, names, exp: { ...e, map: trimmed, op: op! } };
    const neutral = e.neutral === null ? null : e.neutral.filter((_, r) => keep[r]);
    return { ...s, names, exp: { ...e, map: trimmed, op: op!, neutral } };
  }

  /** The operator of the folds kept, or null when what remains still reads a dropped fold's parameters. */
  private trimOp(op: Lambda, keep: readonly boolean[]): Lambda | null {
    const f = keep.length;
    const before = this.changed;
    const kept = this.lambda({ ...op, results: op.results.filter((_, r) => keep[r]), resultTypes: op.resultTypes.filter((_, r) => keep[r]) });
    const dropped = new Set(op.params.filter((_, i) => !keep[i % f]).map((q) => q.name));
    const reads = freeVars({ tag: 'map', shape: [], arrays: [], lambda: { ...kept, params: [] } });
    if ([...dropped].some((n) => reads.has(n))) {
      this.changed = before;
      return null;
    }
    return { ...kept, params: op.params.filter((_, i) => keep[i % f]) };
  }
}
