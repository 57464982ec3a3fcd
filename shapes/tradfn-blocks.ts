// Checking the core forms of a traditional function's body (tradfn-desugar.ts) in the function's
// scope. Statements bind names as they go, as in a dfn. A choice whose condition is known before
// running keeps one branch; otherwise each branch is checked from the same bindings, and every
// name either branch assigns becomes a result of the `if` (its types joined, its shapes equal).
// A loop is checked on parameters: the names its body assigns are its state, carried from one
// iteration to the next at one rank and element type (widened until they settle); an axis whose
// length the body changes is carried too, as a size the loop passes on (`R,←x` grows R). Names of
// enclosing scopes that a block modifies (outer-writes.ts) are handled in the same way.
import type { Expr, Span, Stmt } from '../apl/ast.js';
import { asConst, dimEq, dimVar, showShape } from './dim.js';
import { bindLocalDefinition, mk, ONE, type Binding, type CheckContext, type Env } from './context.js';
import { convertTo } from './literals.js';
import { convertItems } from './nested.js';
import { flatView, nestsAlike } from './nested-views.js';
import { printDeferred } from './each-deferred.js';
import { noteWrite, rebindOuter, restore, withFrame, type LoopCarried } from './outer-writes.js';
import { joinElems } from './scalar-rules.js';
import type { Core } from './tradfn-desugar.js';
import { givesNoValue, markStatementCall, shyCall } from './tradfn-statement.js';
import type { ArrType, BranchOut, LoopSize, LoopState, TExpr, TStmt } from './typed.js';

/** One application of a traditional function. */
export interface TradfnScope {
  readonly ctx: CheckContext;
  readonly scope: Env;
  /** the names its header localises (and the hidden names of its control structures) */
  readonly locals: ReadonlySet<string>;
}

const at = (span: Span): string => `${span.start.line}:${span.start.col}`;
const NOTHING = (span: Span): TExpr => mk({ k: 'lit', data: [0] }, { elem: 'bool', shape: [] }, span);

export function checkCore(fs: TradfnScope, cores: readonly Core[]): TStmt[] {
  const out: TStmt[] = [];
  for (const c of cores) {
    switch (c.k) {
      case 'stmt': {
        const v = statement(fs, c.stmt);
        if (v !== null) out.push({ k: 'eval', value: v });
        break;
      }
      case 'items':
        out.push({ k: 'eval', value: forItems(fs, c.name, c.items, c.span) });
        break;
      case 'if':
        out.push(...choice(fs, c));
        break;
      case 'loop':
        out.push(...loop(fs, c));
        break;
    }
  }
  return out;
}

function isAssignment(e: Expr): boolean {
  return e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign' || e.kind === 'print';
}

/** The enclosing scope that holds `name` as an array, if any (the function's own scope excluded). */
function outerHolder(scope: Env, name: string): Env | null {
  for (let e = scope.parent; e !== null; e = e.parent) {
    const b = e.local(name);
    if (b !== undefined) return b.k === 'array' ? e : null;
  }
  return null;
}

function statement(fs: TradfnScope, s: Stmt): TExpr | null {
  const { ctx, scope } = fs;
  if (bindLocalDefinition(scope, s)) return null;
  if (s.kind !== 'expr') return ctx.fail('SYNTAX', 'a guard (cond: result) is only allowed inside a dfn', s.span);
  const e = s.expr;
  // a name the header does not localise is the enclosing scope's, where one holds it (Dyalog's
  // tradfns see the caller's names; aplc's see those where the function was defined)
  if (e.kind === 'assign' && !fs.locals.has(e.name)) {
    const holder = outerHolder(scope, e.name);
    if (holder !== null) {
      const value = ctx.core.checkExpr(scope, e.value);
      noteWrite(ctx, holder, e.name, e.span);
      return ctx.core.bindArray(holder, e.name, value, e.span);
    }
  }
  markStatementCall(e);
  const v = ctx.core.checkExpr(scope, e);
  if (isAssignment(e) || givesNoValue(v) || shyCall(scope, e)) return v;
  // the value of a statement that does not assign it is displayed, as in Dyalog
  if (v.t.deferred === true) return printDeferred(ctx, scope, v, v.span);
  return mk({ k: 'print', value: v, ...scope.precisionField() }, v.t, v.span, { origin: v.origin, sval: v.sval });
}

/** A :For's items as a vector bound to its hidden name. */
function forItems(fs: TradfnScope, name: string, items: Expr, span: Span): TExpr {
  const { ctx, scope } = fs;
  const v = ctx.core.checkExpr(scope, items);
  if (v.t.shape.length > 1) return ctx.fail('RANK', `:For … :In goes through a vector (or a scalar), got rank ${v.t.shape.length} ${showShape(v.t.shape)}`, items.span, [ctx.describe('items', v)]);
  const vec = v.t.shape.length === 1 ? v : mk({ k: 'reshape', arg: v }, { elem: v.t.elem, shape: [ONE] }, v.span, { origin: v.origin });
  return ctx.core.bindArray(scope, name, vec, span);
}

/** A condition: a single 0 or 1; its value when known before running. */
function condition(ctx: CheckContext, cond: TExpr, what: string, span: Span): { value: TExpr; known: number | null } {
  if (cond.t.shape.some((d) => d.key !== '1')) return ctx.fail('LENGTH', `the condition of ${what} must be a single boolean, got shape ${showShape(cond.t.shape)}`, span, [ctx.describe('condition', cond)]);
  if (cond.t.elem !== 'bool' && cond.t.elem !== 'int') return ctx.fail('DOMAIN', `the condition of ${what} must be 0 or 1`, span);
  const known = cond.sval && cond.sval.length === 1 ? asConst(cond.sval[0]!) : null;
  if (known !== null && known !== 0 && known !== 1) return ctx.fail('DOMAIN', `the condition of ${what} must be 0 or 1, got ${known}`, span);
  return { value: cond, known };
}

/** A name a block assigned: its binding before and after the block. */
interface Write {
  readonly holder: Env;
  readonly name: string;
  readonly before: Binding | undefined;
  readonly after: Binding;
}

/** Check a block from the current bindings: what it gives, and the names it assigned, all bound back. */
function block<T>(fs: TradfnScope, f: () => T): { value: T; writes: Write[] } {
  const entry = fs.scope.snapshot();
  const fr = withFrame(fs.ctx, f);
  const outerAfter = restore(fr.writes);
  const writes: Write[] = fr.writes.map((w, i) => ({ holder: w.holder, name: w.name, before: w.before, after: outerAfter[i]! }));
  for (const [name, b] of fs.scope.snapshot()) {
    const before = entry.get(name);
    if (before !== b && !writes.some((w) => w.holder === fs.scope && w.name === name)) writes.push({ holder: fs.scope, name, before, after: b });
  }
  fs.scope.restoreSnapshot(entry);
  return { value: fr.value, writes };
}

/** Bind a name a construct computed: where it lives (an enclosing scope notes the write). */
function rebind(fs: TradfnScope, holder: Env, name: string, b: Binding, span: Span): void {
  if (holder === fs.scope) holder.bind(name, b);
  else rebindOuter(fs.ctx, holder, name, b, span);
}

const ref = (b: Binding & { k: 'array' }, span: Span): TExpr => mk({ k: 'var', name: b.name }, b.t, span, { origin: b.origin });

function choice(fs: TradfnScope, c: Extract<Core, { k: 'if' }>): TStmt[] {
  const { ctx } = fs;
  const what = `the :If at ${at(c.span)}`;
  const cond = condition(ctx, ctx.core.checkExpr(fs.scope, c.cond), what, c.cond.span);
  if (cond.known !== null) return checkCore(fs, cond.known === 1 ? c.then : c.else);
  const th = block(fs, () => checkCore(fs, c.then));
  const el = block(fs, () => checkCore(fs, c.else));
  const all: Write[] = [...th.writes];
  for (const w of el.writes) if (!all.some((x) => x.holder === w.holder && x.name === w.name)) all.push(w);
  const afterIn = (ws: readonly Write[], w: Write): Binding | undefined => ws.find((x) => x.holder === w.holder && x.name === w.name)?.after ?? w.before;
  const outs: BranchOut[] = [];
  const rebinds: (() => void)[] = [];
  for (const w of all) {
    const a = afterIn(th.writes, w);
    const b = afterIn(el.writes, w);
    if (a === undefined || b === undefined || a.k !== 'array' || b.k !== 'array') {
      // given a value on one path only: a later read is an error (Dyalog's VALUE ERROR, when that path runs)
      const why = `${w.name} has a value only on some paths through ${what}: give it one before`;
      if (w.holder === fs.scope && (a === undefined || b === undefined || a.k === 'poisoned' || b.k === 'poisoned')) rebinds.push(() => fs.scope.bind(w.name, { k: 'poisoned', why }));
      else return ctx.fail('NONCE', `${w.name}: a branch of ${what} makes it a function`, c.span);
      continue;
    }
    const e = joinElems(a.t.elem, b.t.elem);
    if (e === null) return ctx.fail('DOMAIN', `${w.name}: the branches of ${what} leave it with characters on one side and numbers on the other`, c.span);
    if (a.t.shape.length !== b.t.shape.length)
      return ctx.fail('NONCE', `${w.name}: the branches of ${what} leave it with different ranks (${showShape(a.t.shape)} and ${showShape(b.t.shape)})`, c.span, [
        { message: `one value: ${showShape(a.t.shape)}`, span: a.origin },
        { message: `the other: ${showShape(b.t.shape)}`, span: b.origin },
      ]);
    // an axis whose length differs between the branches is a size the choice gives
    const sizes: LoopSize[] = a.t.shape.flatMap((d, i) => (dimEq(d, b.t.shape[i]!) ? [] : [{ k: ctx.freshSize(), axis: i }]));
    const shape = a.t.shape.map((d, i) => { const z = sizes.find((x) => x.axis === i); return z ? dimVar(z.k) : d; });
    const name = ctx.fresh(w.name);
    outs.push({ name, then: convertTo(ctx, ref(a, c.span), e), else: convertTo(ctx, ref(b, c.span), e), ...(sizes.length > 0 ? { sizes } : {}) });
    const t: ArrType = { elem: e, shape };
    rebinds.push(() => rebind(fs, w.holder, w.name, { k: 'array', name, t, origin: c.span, sval: null }, c.span));
  }
  rebinds.forEach((r) => r());
  const seq = (stmts: readonly TStmt[]): TExpr => mk({ k: 'seq', stmts, result: NOTHING(c.span) }, NOTHING(c.span).t, c.span);
  const node = mk({ k: 'if', cond: cond.value, then: seq(th.value), else: seq(el.value), ...(outs.length > 0 ? { outs } : {}) }, NOTHING(c.span).t, c.span);
  return [{ k: 'eval', value: node }];
}

/** A name the loop carries, with the axes along which its length changes. */
interface Carried extends LoopCarried {
  readonly sizes: LoopSize[];
}

const MAX_ATTEMPTS = 8;

function loop(fs: TradfnScope, c: Extract<Core, { k: 'loop' }>): TStmt[] {
  const { ctx, scope } = fs;
  const what = `the ${c.what} at ${at(c.span)}`;
  // a loop whose first test is known to fail never runs
  const first = condition(ctx, ctx.core.lookupArray(scope, c.go, c.span), what, c.span);
  if (first.known === 0) return [];
  const pre = scope.snapshot();
  const carried: Carried[] = [];
  const unbind = (): void => {
    scope.restoreSnapshot(pre);
    for (const k of carried) if (k.holder !== scope) k.holder.bind(k.name, k.before);
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    for (const k of carried) k.holder.bind(k.name, { k: 'array', name: k.param, t: k.t, origin: k.before.origin, sval: null });
    const cond = condition(ctx, ctx.core.lookupArray(scope, c.go, c.span), what, c.span).value;
    const body = block(fs, () => checkCore(fs, c.body));
    let settled = true;
    const nexts = new Map<Carried, Binding & { k: 'array' }>();
    const insideOnly: string[] = [];
    for (const w of body.writes) {
      let k = carried.find((x) => x.holder === w.holder && x.name === w.name);
      if (k === undefined) {
        const before = w.holder === scope ? pre.get(w.name) : w.before;
        if (before === undefined || before.k === 'poisoned') {
          if (w.holder === scope) insideOnly.push(w.name);
          continue;
        }
        if (before.k !== 'array') return ctx.fail('NONCE', `${w.name}: ${what} assigns it, and it is not an array`, c.span);
        k = { holder: w.holder, name: w.name, before, param: ctx.fresh(w.name), t: before.t, sizes: [] };
        carried.push(k);
        settled = false;
      }
      const a = w.after;
      if (a.k !== 'array') {
        if (a.k === 'poisoned' && a.why !== undefined) return ctx.fail('VALUE', a.why, c.span);
        return ctx.fail('NONCE', `${w.name}: ${what} makes it a function`, c.span);
      }
      if (a.t.shape.length !== k.t.shape.length)
        return ctx.fail('NONCE', `${w.name}: ${what} changes its rank (${showShape(k.t.shape)} to ${showShape(a.t.shape)}); a loop carries a name at one rank`, a.origin, [{ message: `before the loop: ${showShape(k.before.t.shape)}`, span: k.before.origin }]);
      // a uniform nested value goes round as the regular array that holds it (nested.ts): its items keep their shape
      if (!nestsAlike(k.t, a.t))
        return ctx.fail('NONCE', `${w.name}: ${what} changes its nesting or the shape of its items; a loop carries a nested name only with items of one shape`, a.origin, [{ message: 'before the loop', span: k.before.origin }]);
      const j = joinElems(k.t.elem, a.t.elem);
      if (j === null) return ctx.fail('DOMAIN', `${w.name}: ${what} turns its ${k.t.elem} values into ${a.t.elem} values`, a.origin);
      if (j !== k.t.elem) {
        k.t = { ...k.t, elem: j };
        settled = false;
      }
      const moving = k.t.shape.flatMap((d, i) => (!dimEq(d, a.t.shape[i]!) && !k!.sizes.some((z) => z.axis === i) ? [i] : []));
      if (moving.length > 0) {
        const shape = [...k.t.shape];
        for (const i of moving) {
          const size = ctx.freshSize();
          k.sizes.push({ k: size, axis: i });
          shape[i] = dimVar(size);
        }
        k.t = { ...k.t, shape };
        settled = false;
      }
      nexts.set(k, a);
    }
    unbind();
    if (!settled) continue;
    const state: LoopState[] = carried.map((k) => {
      const next = nexts.get(k);
      return {
        param: k.param,
        init: flatView(convertItems(ctx, ref(k.before, c.span), k.t.elem)),
        next: flatView(next === undefined ? mk({ k: 'var', name: k.param }, k.t, c.span) : convertItems(ctx, ref(next, c.span), k.t.elem)),
        out: ctx.fresh(k.name),
        sizes: k.sizes,
      };
    });
    carried.forEach((k, i) => rebind(fs, k.holder, k.name, { k: 'array', name: state[i]!.out, t: k.t, origin: c.span, sval: null }, c.span));
    for (const n of insideOnly) scope.bind(n, { k: 'poisoned', why: `${n} has a value only inside ${what}, which may not run: give it one before the loop` });
    const bodyExpr = mk({ k: 'seq', stmts: body.value, result: NOTHING(c.span) }, NOTHING(c.span).t, c.span);
    return [{ k: 'eval', value: mk({ k: 'stateLoop', state, cond, body: bodyExpr }, NOTHING(c.span).t, c.span) }];
  }
  return ctx.fail('NONCE', `the types of the names ${what} assigns do not settle`, c.span);
}
