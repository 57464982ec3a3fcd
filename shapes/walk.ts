// Visiting every node of a checked program (for `aplc plan`, `aplc check --explain` and tests).
import type { ScalarFn, TExpr, TProgram, TStmt } from './typed.js';

function fnChildren(f: ScalarFn): TExpr[] {
  return f.k === 'lambda' ? [f.body] : [];
}

export function children(e: TExpr): TExpr[] {
  const n = e.node;
  const st = (ss: readonly TStmt[]) => ss.map((s) => s.value);
  switch (n.k) {
    case 'lit': case 'var': return [];
    case 'dims': return n.of ? [n.of] : [];
    case 'seq': return [...st(n.stmts), n.result];
    case 'if': return [n.cond, n.then, n.else, ...(n.outs ?? []).flatMap((o) => [o.then, o.else])];
    case 'print': return [n.value];
    case 'assertEq': return [n.value];
    case 'assertTrue': return [n.ok, n.value];
    case 'convert': case 'scalar1': return [n.arg];
    case 'scalar2': return [n.left, n.right];
    case 'reduce': case 'scan': return [...fnChildren(n.fn), n.arg];
    case 'outer': return [...fnChildren(n.fn), n.left, n.right];
    case 'inner': return [...fnChildren(n.f), ...fnChildren(n.g), n.left, n.right];
    case 'iota': return [n.n];
    case 'reshape': case 'reverse': case 'transpose': case 'window': case 'select': case 'first': return [n.arg];
    case 'reshapeDyn': return [n.shapeArg, n.arg];
    case 'replicateDyn': return [n.counts, n.arg];
    case 'catenate': return [n.left, n.right];
    case 'rotate': return [n.amount, n.arg];
    case 'gather': return [n.arg, ...n.indices.filter((x): x is TExpr => x !== null)];
    case 'eachDeferred': return n.left === null ? [n.right] : [n.left, n.right];
    default: {
      // nodes added later: visit whatever checked nodes they hold, in nested records and lists too
      // (a cell function's body, a loop's arms), but not inside another checked node
      const out: TExpr[] = [];
      const visit = (v: unknown): void => {
        if (isTExpr(v)) out.push(v);
        else if (Array.isArray(v)) v.forEach(visit);
        else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit);
      };
      Object.values(n as unknown as Record<string, unknown>).forEach(visit);
      return out;
    }
  }
}

function isTExpr(v: unknown): v is TExpr {
  return typeof v === 'object' && v !== null && 'node' in v && 't' in v && 'span' in v;
}

/** Pre-order walk of every node under the roots, each node once even if shared. */
export function walkExprs(roots: readonly TExpr[], visit: (e: TExpr) => void): void {
  const seen = new Set<TExpr>();
  const go = (e: TExpr): void => {
    if (seen.has(e)) return;
    seen.add(e);
    visit(e);
    children(e).forEach(go);
  };
  roots.forEach(go);
}

/** Pre-order walk of every node of the program, each node once even if shared. */
export function walkProgram(p: TProgram, visit: (e: TExpr) => void): void {
  walkExprs([...p.body.map((s) => s.value), ...(p.final ? [p.final] : [])], visit);
}
