// Which float results a WebAssembly kernel (wasm-lambda.ts) tests for ±∞ and NaN. The JavaScript
// kernel tests every float op's result where it is made; the WebAssembly kernel only has to know
// whether any failed (it then leaves the elements to the JavaScript kernel, which reports where),
// and a non-finite value stays non-finite through + − × (∞−∞ and 0×∞ are NaN), negation, |x| and
// √. So a result needs its own test only where something else reads it: a comparison (NaN≤4 is
// false), a division (x÷∞ is 0), ⌊ ⌈, a select, a conversion, an index, a store, the code inside an
// if or a loop (tested as written: a loop may go round on it) — or where nothing reads it at all
// (a dead op the JavaScript kernel still runs and tests). A re-rolled loop's carried values are
// tested once after the loop (wasm-map.ts): one that failed in a cycle of + − × stays non-finite.
import type { Atom, Body, Lambda, Stmt } from '../core-ir/syntax.js';

/** Ops through which a non-finite float operand gives a non-finite result. */
const CARRIES_NON_FINITE: ReadonlySet<string> = new Set(['add', 'sub', 'mul', 'addIeee', 'subIeee', 'mulIeee', 'neg', 'abs', 'sqrt', 'toFloat']);

/** The names of the float results that need their own test, in a lambda's top-level straight code. */
export function testedResults(lambda: Lambda): ReadonlySet<string> {
  const reads = new Map<string, 'carries' | 'tests'>();
  const note = (a: Atom, how: 'carries' | 'tests'): void => {
    if (a.k !== 'var') return;
    if (how === 'tests' || !reads.has(a.name)) reads.set(a.name, how);
  };
  const tested = new Set<string>();
  const walk = (stmts: readonly Stmt[], nested: boolean): void => {
    for (const s of stmts) {
      const e = s.exp;
      // inside an if or a loop, every result is tested where it is made
      if (nested) for (const p of s.names) tested.add(p.name);
      switch (e.tag) {
        case 'atom': note(e.atom, 'carries'); break;
        case 'un': note(e.arg, CARRIES_NON_FINITE.has(e.op) ? 'carries' : 'tests'); break;
        case 'bin': [e.left, e.right].forEach((a) => note(a, CARRIES_NON_FINITE.has(e.op) ? 'carries' : 'tests')); break;
        case 'select': [e.cond, e.then, e.else].forEach((a) => note(a, 'tests')); break;
        case 'index': e.idx.forEach((a) => note(a, 'tests')); break;
        case 'assert': note(e.cond, 'tests'); break;
        case 'if': {
          note(e.cond, 'tests');
          for (const b of [e.then, e.else]) body(b);
          break;
        }
        case 'loop': {
          e.init.forEach((a) => note(a, 'tests'));
          if (e.form.k === 'for') note(e.form.count, 'tests');
          else body(e.form.cond);
          body(e.body);
          break;
        }
        default: break;
      }
    }
  };
  const body = (b: Body): void => {
    walk(b.stmts, true);
    b.results.forEach((a) => note(a, 'tests'));
  };
  walk(lambda.body, false);
  lambda.results.forEach((a) => note(a, 'tests'));
  const all = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      for (const p of s.names) if (reads.get(p.name) !== 'carries') tested.add(p.name);
    }
  };
  all(lambda.body);
  return tested;
}
