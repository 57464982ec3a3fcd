// A re-rolled lambda body (reroll.ts) as JavaScript: the straight code, the loop over the repeated
// step, which stops once a step carries on the values it started from, and the code after it.
import type { Elem, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { Scope } from '../core-ir/interp-frame.js';
import type { RerollPlan } from './reroll.js';
import type { JsScope, JsValue, KernelWriter } from './scalar-js.js';

type SiteOf = (s: Stmt) => SrcLoc | null;

/** Renders `plan` in `scope` (the lambda's params bound there), which then holds its results. */
export function renderRolled(w: KernelWriter, scope: JsScope, plan: RerollPlan, siteOf: SiteOf): void {
  w.stmts(scope, plan.before, siteOf);
  const local = (name: string, into: JsScope): { js: string; elem: Elem } => w.atom(into, { k: 'var', name });
  const carried = plan.carried.map((c) => {
    const first = local(c.from, scope);
    const v = w.fresh('r');
    w.line(`let ${v} = ${first.js};`);
    return { v, elem: first.elem, next: c.next, from: c.from };
  });
  const exported = plan.exported.map((x) => {
    const v = w.fresh('x');
    w.line(`let ${v} = 0;`);
    return { v, x };
  });
  const k = w.fresh('k');
  // a body statement whose copies have places of their own fails at site base + k: the places in
  // a block of the site table, one an iteration
  plan.body.forEach((b, j) => {
    const locs = plan.steps.map((st) => siteOf(st[j]!));
    if (!locs.every((l) => l === locs[0])) w.stepSite(b, `${w.siteBlock(locs)} + ${k}`);
  });
  w.open(`for (let ${k} = 0; ${k} < ${plan.iterations}; ${k}++) {`);
  const inner: JsScope = new Scope<JsValue>(scope);
  for (const c of carried) inner.define(c.from, { k: 'scalar', js: c.v, elem: c.elem });
  w.stmts(inner, plan.body, siteOf);
  const next = carried.map((c) => local(c.next, inner).js);
  for (const e of exported) {
    const b = local(e.x.body, inner);
    w.line(`${e.v} = ${b.js};`);
    scope.define(e.x.name, { k: 'scalar', js: e.v, elem: b.elem });
  }
  // Object.is: a float step from 0 to −0 is no fixed point, one from NaN to NaN is. The exact
  // comparisons first: they are cheaper, and a count that still changes ends the test at once.
  const same = [
    ...carried.flatMap((c, i) => (c.elem === 'float' ? [] : [`${next[i]} === ${c.v}`])),
    ...carried.flatMap((c, i) => (c.elem === 'float' ? [`Object.is(${next[i]}, ${c.v})`] : [])),
  ];
  if (same.length > 0) w.line(`if (${same.join(' && ')}) break;`);
  carried.forEach((c, i) => w.line(`${c.v} = ${next[i]};`));
  w.close();
  for (const b of plan.body) w.stepSite(b, null);
  w.stmts(scope, plan.after, siteOf);
}
