// Facts the fusion passes need about a program: the type of every name, and whether two shapes
// provably hold the same number of elements (so that a reshape between them cannot fail).
import type { Body, Exp, Lambda, Program, Size, Stmt, Type } from '../core-ir/syntax.js';

/** The type of every name bound in the program (sibling lambdas may reuse a scalar's name: any of its types). */
export function collectTypes(p: Program<'soacs'>): Map<string, Type> {
  const types = new Map<string, Type>();
  for (const n of p.sizeParams) types.set(n, { elem: 'int', shape: [] });
  for (const q of p.params) types.set(q.name, q.type);
  const lambda = (l: Lambda): void => {
    l.params.forEach((q) => types.set(q.name, q.type));
    l.body.forEach(stmt);
  };
  const body = (b: Body): void => b.stmts.forEach(stmt);
  const stmt = (s: Stmt): void => {
    s.names.forEach((q) => types.set(q.name, q.type));
    const e = s.exp;
    if (e.tag === 'map') lambda(e.lambda);
    else if (e.tag === 'scatter' && typeof e.values !== 'string') lambda(e.values.lambda);
    else if (e.tag === 'redomap' || e.tag === 'scanomap') { lambda(e.map); lambda(e.op); }
    else if (e.tag === 'if') { body(e.then); body(e.else); }
    else if (e.tag === 'loop') {
      e.params.forEach((q) => types.set(q.name, q.type));
      if (e.form.k === 'for') types.set(e.form.iter, { elem: 'int', shape: [] });
      else body(e.form.cond);
      body(e.body);
    }
  };
  body(p.body);
  return types;
}

/**
 * A shape's element count as a constant times a multiset of size variables, expanding variables
 * bound to products (`n×m`, as the lowering binds the length of a ravel).
 */
function factors(shape: readonly Size[], defs: ReadonlyMap<string, { readonly stmt: Stmt }>): { k: number; vars: string[] } {
  let k = 1;
  const vars: string[] = [];
  const add = (z: Size, depth: number): void => {
    if (z.k === 'const') {
      k *= z.n;
      return;
    }
    const d: Exp | undefined = defs.get(z.name)?.stmt.exp;
    if (depth < 8 && d?.tag === 'bin' && d.op === 'mul') {
      for (const a of [d.left, d.right]) add(a.k === 'const' ? { k: 'const', n: a.value } : { k: 'var', name: a.name }, depth + 1);
      return;
    }
    vars.push(z.name);
  };
  shape.forEach((z) => add(z, 0));
  return { k, vars: vars.sort() };
}

export function provablySameCount(a: readonly Size[], b: readonly Size[], defs: ReadonlyMap<string, { readonly stmt: Stmt }>): boolean {
  const fa = factors(a, defs);
  const fb = factors(b, defs);
  if (fa.k === 0 && fb.k === 0) return true;
  return fa.k === fb.k && fa.vars.length === fb.vars.length && fa.vars.every((v, i) => v === fb.vars[i]);
}
