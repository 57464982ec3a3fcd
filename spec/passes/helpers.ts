// Shared by the pass specs: compile APL to IR with some passes off, count statements by kind,
// and check that a pass keeps values (the interpreter before and after) and validity.
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { interpret } from '../../core-ir/interp.js';
import { printProgram } from '../../core-ir/print.js';
import type { Body, Exp, Program, Stmt } from '../../core-ir/syntax.js';
import { validateProgram } from '../../core-ir/validate.js';
import { AplRuntimeError, type ArrayValue } from '../../core-ir/value.js';

/** The lowered program (no optimisation), or with the named passes left on. */
export function lowered(text: string, keep: readonly string[] = []): Program<'soacs'> {
  const all = ['simplify', 'fuse', 'fuse-scalars', 'fuse-sibling-folds', 'fuse-vertical', 'fuse-horizontal'];
  const r = compileSource(text, 'test.apl', { disabled: new Set(all.filter((n) => !keep.includes(n))), validate: true });
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('\n'));
  return r.right.ir;
}

/** Every statement at every depth (lambda bodies included). */
export function allStmts(p: Program<'soacs'>): Stmt[] {
  const out: Stmt[] = [];
  const body = (b: Body): void => b.stmts.forEach(stmt);
  const stmt = (s: Stmt): void => {
    out.push(s);
    const e = s.exp;
    if (e.tag === 'map') e.lambda.body.forEach(stmt);
    if (e.tag === 'redomap' || e.tag === 'scanomap') { e.map.body.forEach(stmt); e.op.body.forEach(stmt); }
    if (e.tag === 'if') { body(e.then); body(e.else); }
    if (e.tag === 'loop') body(e.body);
  };
  body(p.body);
  return out;
}

/** Top-level statements by expression tag. */
export function count(p: Program<'soacs'>, ...tags: Exp['tag'][]): number {
  return p.body.stmts.filter((s) => tags.includes(s.exp.tag)).length;
}

export type Outcome = { values: { shape: number[]; data: number[] }[] } | { error: string };

export function outcome(p: Program<'soacs'>, inputs: readonly ArrayValue[] = []): Outcome {
  const values: { shape: number[]; data: number[] }[] = [];
  try {
    interpret(p, inputs, (v) => values.push({ shape: [...v.shape], data: Array.from(v.data) }));
    return { values };
  } catch (e) {
    if (e instanceof AplRuntimeError) return { error: `${e.cls}: ${e.message} at ${e.loc?.line ?? '?'}:${e.loc?.col ?? '?'}` };
    throw e;
  }
}

/** Runs a pass; the result is valid IR with the same printed values (or the same error). */
export function checkPass(pass: (p: Program<'soacs'>) => Program<'soacs'>, before: Program<'soacs'>, inputs: readonly ArrayValue[] = []): Program<'soacs'> {
  const after = pass(before);
  assert.equal(validateProgram(after), [], printProgram(after));
  assert.equal(outcome(after, inputs), outcome(before, inputs), `values changed:\n${printProgram(before)}\n=>\n${printProgram(after)}`);
  return after;
}
