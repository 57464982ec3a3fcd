// The control structures of a traditional function, reduced to a core of three forms: a statement,
// a two-way choice and a loop that runs while a boolean name is 1. :Leave, :Continue and :Return
// become flags (hidden names the function assigns): the statements after one that may set a flag
// run under a choice on it, and a loop's test after each iteration reads them. :For walks its items
// with a hidden counter, :Repeat is a loop whose test comes after its body. Hidden names hold '@',
// which no APL name can, so they never meet the user's names; each says where its construct is.
import type { CtlStmt, Expr, Span, Stmt } from '../apl/ast.js';

export type Core =
  | { readonly k: 'stmt'; readonly stmt: Stmt }
  /** a :For's items, bound to a hidden name (a vector: a scalar is ravelled, a matrix is a RANK ERROR) */
  | { readonly k: 'items'; readonly name: string; readonly items: Expr; readonly span: Span }
  | { readonly k: 'if'; readonly cond: Expr; readonly then: readonly Core[]; readonly else: readonly Core[]; readonly span: Span }
  /** runs `body` while the boolean name `go` is 1 (the body assigns it) */
  | { readonly k: 'loop'; readonly go: string; readonly body: readonly Core[]; readonly span: Span; readonly what: string };

/** The flags of the loop being desugared. */
interface LoopFlags {
  readonly leave: string;
  readonly cont: string;
}

interface Desugared {
  readonly core: Core[];
  /** the flags it may set: the rest of its block runs only while they are 0 */
  readonly sets: ReadonlySet<string>;
}

const at = (span: Span): string => `${span.start.line}:${span.start.col}`;

// AST builders for the hidden statements (spans are the construct's, for messages)
const name = (n: string, span: Span): Expr => ({ kind: 'name', name: n, span });
const num = (value: number, span: Span): Expr => ({ kind: 'num', value, text: String(value), span });
const prim = (glyph: string, span: Span) => ({ kind: 'prim' as const, glyph, axis: null, span });
const dyadic = (glyph: string, left: Expr, right: Expr, span: Span): Expr => ({ kind: 'dyadic', fn: prim(glyph, span), left, right, span });
const monadic = (glyph: string, arg: Expr, span: Span): Expr => ({ kind: 'monadic', fn: prim(glyph, span), arg, span });
const assign = (n: string, value: Expr, span: Span): Core => ({ k: 'stmt', stmt: { kind: 'expr', expr: { kind: 'assign', name: n, value, span }, span } });
/** 1 when none of the flags is set */
const noneSet = (flags: readonly string[], span: Span): Expr => {
  const any = flags.map((f) => name(f, span)).reduce((a, b) => dyadic('∨', a, b, span));
  return monadic('~', any, span);
};

/** Whether the statements hold a :Return (at any depth). */
function returns(body: readonly CtlStmt[]): boolean {
  return body.some((s) => {
    switch (s.kind) {
      case 'return': return true;
      case 'if': return s.arms.some((a) => returns(a.body)) || (s.otherwise !== null && returns(s.otherwise));
      case 'while': case 'repeat': case 'for': return returns(s.body);
      default: return false;
    }
  });
}

/** The function's body as core forms; the return flag, when it has a :Return, is cleared first. */
export function desugarBody(body: readonly CtlStmt[], header: Span): Core[] {
  const ret = returns(body) ? `return@${at(header)}` : null;
  const d = new Desugarer(ret);
  return [...(ret === null ? [] : [assign(ret, num(0, header), header)]), ...d.block(body, null).core];
}

class Desugarer {
  constructor(private readonly ret: string | null) {}

  block(stmts: readonly CtlStmt[], loop: LoopFlags | null): Desugared {
    const core: Core[] = [];
    const sets = new Set<string>();
    for (let i = 0; i < stmts.length; i++) {
      const d = this.one(stmts[i]!, loop);
      core.push(...d.core);
      d.sets.forEach((f) => sets.add(f));
      if (d.sets.size > 0 && i + 1 < stmts.length) {
        const rest = this.block(stmts.slice(i + 1), loop);
        rest.sets.forEach((f) => sets.add(f));
        const span = spanOf(stmts[i + 1]!);
        core.push({ k: 'if', cond: noneSet([...d.sets], span), then: rest.core, else: [], span });
        break;
      }
    }
    return { core, sets };
  }

  private one(s: CtlStmt, loop: LoopFlags | null): Desugared {
    switch (s.kind) {
      case 'stmt':
        return { core: [{ k: 'stmt', stmt: s.stmt }], sets: new Set() };
      case 'leave':
      case 'continue': {
        const flag = s.kind === 'leave' ? loop!.leave : loop!.cont;
        return { core: [assign(flag, num(1, s.span), s.span)], sets: new Set([flag]) };
      }
      case 'return':
        return { core: [assign(this.ret!, num(1, s.span), s.span)], sets: new Set([this.ret!]) };
      case 'if': {
        const sets = new Set<string>();
        const chain = (i: number): Core[] => {
          if (i === s.arms.length) {
            if (s.otherwise === null) return [];
            const e = this.block(s.otherwise, loop);
            e.sets.forEach((f) => sets.add(f));
            return e.core;
          }
          const arm = s.arms[i]!;
          const t = this.block(arm.body, loop);
          t.sets.forEach((f) => sets.add(f));
          return [{ k: 'if', cond: arm.cond, then: t.core, else: chain(i + 1), span: arm.span }];
        };
        return { core: chain(0), sets };
      }
      case 'while':
        // with :Until, the :While test is made only when the :Until test fails
        return this.loop(s.span, ':While', [], s.body, (go, span) => (s.until === null ? [assign(go, s.cond, span)] : [{ k: 'if', cond: s.until, then: [assign(go, num(0, span), span)], else: [assign(go, s.cond, span)], span }]), s.cond);
      case 'repeat':
        return this.loop(s.span, ':Repeat', [], s.body, (go, span) => [assign(go, s.until === null ? num(1, span) : monadic('~', s.until, span), span)], num(1, s.span));
      case 'for': {
        const items = `items@${at(s.span)}`;
        const i = `index@${at(s.span)}`;
        const more = (span: Span): Expr => dyadic('<', name(i, span), monadic('≢', name(items, span), span), span);
        const before: Core[] = [{ k: 'items', name: items, items: s.items, span: s.span }, assign(i, num(0, s.span), s.span)];
        // each iteration takes the next item first, so that :Continue goes on to the one after it
        const item: Expr = { kind: 'index', array: name(items, s.nameSpan), indices: [dyadic('+', name(i, s.nameSpan), { kind: 'sysvar', name: '⎕IO', span: s.nameSpan }, s.nameSpan)], span: s.nameSpan };
        const step: Core[] = [assign(s.name, item, s.nameSpan), assign(i, dyadic('+', name(i, s.span), num(1, s.span), s.span), s.span)];
        return this.loop(s.span, ':For', step, s.body, (go, span) => [assign(go, more(span), span)], more(s.span), before);
      }
    }
  }

  /**
   * A loop: `first` decides whether it runs at all, `test` (after each iteration that neither
   * left nor returned) assigns the flag `go` whether it goes on. `step` starts each iteration.
   */
  private loop(span: Span, what: string, step: readonly Core[], body: readonly CtlStmt[], test: (go: string, span: Span) => Core[], first: Expr, before: readonly Core[] = []): Desugared {
    const go = `go@${at(span)}`;
    const flags: LoopFlags = { leave: `leave@${at(span)}`, cont: `continue@${at(span)}` };
    const b = this.block(body, flags);
    const usesLeave = b.sets.has(flags.leave);
    const usesCont = b.sets.has(flags.cont);
    const stops = [...(usesLeave ? [flags.leave] : []), ...(this.ret !== null && b.sets.has(this.ret) ? [this.ret] : [])];
    const next = test(go, span);
    const after: Core[] = stops.length === 0 ? next : [{ k: 'if', cond: noneSet(stops, span), then: next, else: [assign(go, num(0, span), span)], span }];
    const iteration: Core[] = [...(usesCont ? [assign(flags.cont, num(0, span), span)] : []), ...step, ...b.core, ...after];
    const core: Core[] = [...before, ...(usesLeave ? [assign(flags.leave, num(0, span), span)] : []), assign(go, first, span), { k: 'loop', go, body: iteration, span, what }];
    // only a :Return reaches past the loop
    const sets = new Set(this.ret !== null && b.sets.has(this.ret) ? [this.ret] : []);
    return { core, sets };
  }
}

function spanOf(s: CtlStmt): Span {
  return s.kind === 'stmt' ? s.stmt.span : s.span;
}
