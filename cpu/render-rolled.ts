// A re-rolled lambda body (reroll.ts) as JavaScript: the straight code, the loop over the repeated
// step, which stops once a step carries on the values it started from, and the code after it.
// Several elements may run side by side (lanes, render-map.ts): each part's lines interleaved, one
// loop for all, which stops once every lane is at its fixed point. A lane that got there first
// runs its step again meanwhile, which gives the same values: a fixed point stays one, and a step
// that did not fail on those values does not fail on them again.
import type { Elem, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { Scope } from '../core-ir/interp-frame.js';
import type { RerollPlan } from './reroll.js';
import type { JsScope, JsValue, KernelWriter } from './scalar-js.js';

type SiteOf = (s: Stmt) => SrcLoc | null;

/**
 * Reorders lines[starts[0]…] so that the lanes' lines (lane l from starts[l] to the next start)
 * alternate, one of each in turn; left in lane order where the lanes wrote different numbers of lines.
 */
export function interleave(lines: string[], starts: readonly number[]): void {
  const lanes = starts.map((s, l) => lines.slice(s, starts[l + 1] ?? lines.length));
  if (lanes.some((lane) => lane.length !== lanes[0]!.length)) return;
  const zipped: string[] = [];
  for (let i = 0; i < lanes[0]!.length; i++) for (const lane of lanes) zipped.push(lane[i]!);
  lines.splice(starts[0]!, zipped.length, ...zipped);
}

/** Runs `write` once per lane, then interleaves the lines the lanes wrote. */
export function interleaved<T>(w: KernelWriter, lanes: readonly T[], write: (lane: T) => void): void {
  const starts: number[] = [];
  for (const lane of lanes) {
    starts.push(w.lines.length);
    write(lane);
  }
  interleave(w.lines, starts);
}

/** Renders `plan` in each of `scopes` (a lane each, the lambda's params bound there), which then hold their lane's results. */
export function renderRolled(w: KernelWriter, scopes: readonly JsScope[], plan: RerollPlan, siteOf: SiteOf): void {
  interleaved(w, scopes, (scope) => w.stmts(scope, plan.before, siteOf));
  const local = (name: string, into: JsScope): { js: string; elem: Elem } => w.atom(into, { k: 'var', name });
  const lanes = scopes.map((scope) => {
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
    return { scope, carried, exported, inner: new Scope<JsValue>(scope) as JsScope, next: [] as string[] };
  });
  const k = w.fresh('k');
  // a body statement whose copies have places of their own fails at site base + k: the places in
  // a block of the site table, one an iteration
  plan.body.forEach((b, j) => {
    const locs = plan.steps.map((st) => siteOf(st[j]!));
    if (!locs.every((l) => l === locs[0])) w.stepSite(b, `${w.siteBlock(locs)} + ${k}`);
  });
  w.open(`for (let ${k} = 0; ${k} < ${plan.iterations}; ${k}++) {`);
  for (const lane of lanes) for (const c of lane.carried) lane.inner.define(c.from, { k: 'scalar', js: c.v, elem: c.elem });
  interleaved(w, lanes, (lane) => w.stmts(lane.inner, plan.body, siteOf));
  const same: string[] = [];
  const sameFloat: string[] = [];
  for (const lane of lanes) {
    lane.next = lane.carried.map((c) => local(c.next, lane.inner).js);
    for (const e of lane.exported) {
      const b = local(e.x.body, lane.inner);
      w.line(`${e.v} = ${b.js};`);
      lane.scope.define(e.x.name, { k: 'scalar', js: e.v, elem: b.elem });
    }
    // Object.is: a float step from 0 to −0 is no fixed point, one from NaN to NaN is. The exact
    // comparisons first: they are cheaper, and a count that still changes ends the test at once.
    lane.carried.forEach((c, i) => (c.elem === 'float' ? sameFloat.push(`Object.is(${lane.next[i]}, ${c.v})`) : same.push(`${lane.next[i]} === ${c.v}`)));
  }
  if (same.length + sameFloat.length > 0) w.line(`if (${[...same, ...sameFloat].join(' && ')}) break;`);
  for (const lane of lanes) lane.carried.forEach((c, i) => w.line(`${c.v} = ${lane.next[i]};`));
  w.close();
  for (const b of plan.body) w.stepSite(b, null);
  interleaved(w, scopes, (scope) => w.stmts(scope, plan.after, siteOf));
}
