// A hang is not always a bug: a corpus mutant can loop forever in Dyalog too (`:While (n≠n)≠1`, a
// Collatz step `n←2÷n` that cycles). `npm run fuzz` tells the two apart by running a program that
// hung once more, on the interpreter alone, with every loop of its IR given an iteration budget: a
// program that spends the budget of a loop (10⁵ iterations) is counted as one that does not end;
// one that still hangs (stuck outside a loop, in the compiler or a primitive), that ends, or that
// ends with an error, stays a finding (another backend hung where the interpreter did not).
// Recursion that stops at its depth bound (a LIMIT ERROR past 10000 calls) counts as not ending
// too: it does not end in Dyalog either, and reaching the bound (about a second since the stack is
// written in place) is a known limit rather than a hang.
//
// The budget is written into the IR the compiler produced (one more loop parameter counting the
// iterations and an assert on it), so the compiler and the interpreter stay as they are.
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Atom, Body, Exp, Param, Program, Stmt } from '../../core-ir/syntax.js';
import { compileSource, runCompiled, type RunOutcome } from '../../cli/driver.js';
import { RECURSION_DEPTH_MESSAGE } from '../../shapes/recursion-depth.js';

/** The message of the assert that stops a loop past its budget. */
export const LOOP_BUDGET_MESSAGE = 'fuzz: a loop ran past its iteration budget';

/** Iterations of one loop (one run of it) after which a program is taken not to end. */
export const LOOP_BUDGET = 100_000;

class Budgeter {
  private fresh = 0;

  constructor(private readonly max: number) {}

  private name(base: string): string {
    return `_fuzzbudget${base}${this.fresh++}`;
  }

  body(b: Body): Body {
    return { stmts: b.stmts.map((s) => this.stmt(s)), results: b.results };
  }

  private stmt(s: Stmt): Stmt {
    const exp = this.nested(s.exp) as Exp;
    if (exp.tag !== 'loop') return { ...s, exp };
    const count: Param = { name: this.name('n'), type: { elem: 'int', shape: [] } };
    const next = this.name('next');
    const ok = this.name('ok');
    const int = (name: string): Param => ({ name, type: { elem: 'int', shape: [] } });
    const v = (name: string): Atom => ({ k: 'var', name });
    const check: Stmt[] = [
      { names: [{ name: ok, type: { elem: 'bool', shape: [] } }], exp: { tag: 'bin', op: 'lt', left: v(count.name), right: { k: 'const', value: this.max, elem: 'int' } } },
      { names: [], exp: { tag: 'assert', cond: v(ok), cls: 'LIMIT', message: LOOP_BUDGET_MESSAGE } },
      { names: [int(next)], exp: { tag: 'bin', op: 'add', left: v(count.name), right: { k: 'const', value: 1, elem: 'int' } } },
    ];
    const body: Body = { stmts: [...check, ...exp.body.stmts], results: [...exp.body.results, v(next)] };
    const loop: Exp = { ...exp, params: [...exp.params, count], init: [...exp.init, { k: 'const', value: 0, elem: 'int' }], body };
    return { ...s, names: [...s.names, int(this.name('final'))], exp: loop };
  }

  /** Every body inside an expression (if branches, loop bodies and conditions, lambdas) given budgets too. */
  private nested(x: unknown): unknown {
    if (Array.isArray(x)) return x.map((y) => this.nested(y));
    if (typeof x !== 'object' || x === null) return x;
    const o = x as Record<string, unknown>;
    if (Array.isArray(o['stmts']) && Array.isArray(o['results'])) return this.body(o as unknown as Body);
    return Object.fromEntries(Object.entries(o).map(([k, y]) => [k, this.nested(y)]));
  }
}

/** The program with every loop stopped by a LIMIT assert after `max` iterations. */
export function withLoopBudget<S extends 'soacs'>(p: Program<S>, max = LOOP_BUDGET): Program<S> {
  return { ...p, body: new Budgeter(max).body(p.body) };
}

/** Whether a run stopped at a loop's budget, or at the depth bound of recursion. */
export function spentLoopBudget(outcome: Pick<RunOutcome, 'error'>): boolean {
  return outcome.error?.cls === 'LIMIT' && (outcome.error.message.includes(LOOP_BUDGET_MESSAGE) || outcome.error.message.includes(RECURSION_DEPTH_MESSAGE));
}

/**
 * How a program that hung runs on the interpreter with loop budgets: 'loops' when a loop spent its
 * budget, 'other' otherwise (it does not compile now, it ends, or it stops with another error).
 */
export async function rerunWithLoopBudget(text: string, file: string, max = LOOP_BUDGET): Promise<'loops' | 'other'> {
  const compiled = compileSource(text, file);
  if (isLeft(compiled)) return 'other';
  const outcome = await runCompiled({ ...compiled.right, ir: withLoopBudget(compiled.right.ir, max) }, { backend: 'interp' });
  return spentLoopBudget(outcome) ? 'loops' : 'other';
}
