// Scatters of a loop that write into their destination instead of a copy of it, in the interpreter
// and the cpu backend (issue 15: `f¨` whose item results differ in size is a loop that scatters
// each item's result into an accumulator; copying the accumulator at every item made it quadratic,
// 30 000 items took 12 s).
//
// A scatter `out = scatter p[…] ← …` in a loop body may write into p's buffer when nothing else can
// see that buffer: p is a loop parameter that the body mentions nowhere else (not in the scatter's
// indices or values either), and `out` is mentioned nowhere but as the body's result for p. Then
// from the second iteration on p holds the buffer the scatter itself made in the previous one, which
// no other name holds. In the first iteration p holds the loop's initial value, which may be shared,
// so the scatter copies: it updates in place only a buffer it made itself since the loop started.
import { namesUsed } from './liveness.js';
import type { Body, Exp, Param, Stmt } from './syntax.js';
import type { ElemData } from './value.js';

/** How many times `name` occurs as a string anywhere in `x` (namesUsed's over-approximation, counted). */
function occurrences(x: unknown, name: string): number {
  if (x === name) return 1;
  if (Array.isArray(x)) return x.reduce((n: number, y) => n + occurrences(y, name), 0);
  if (typeof x === 'object' && x !== null) return Object.values(x).reduce((n: number, y) => n + occurrences(y, name), 0);
  return 0;
}

/** The scatters of a loop body that may update their destination in place (see above). */
export function inPlaceScatters(body: Body, params: readonly Param[]): Stmt[] {
  const out: Stmt[] = [];
  body.stmts.forEach((s, i) => {
    if (s.exp.tag !== 'scatter' || s.names.length !== 1) return;
    const dest = s.exp.dest;
    const result = s.names[0]!.name;
    const k = params.findIndex((p) => p.name === dest);
    if (k < 0) return;
    const r = body.results[k];
    if (r?.k !== 'var' || r.name !== result) return;
    if (body.results.filter((a) => a.k === 'var' && (a.name === result || a.name === dest)).length !== 1) return;
    if (occurrences(s.exp, dest) !== 1) return;
    const elsewhere = body.stmts.some((t, j) => j !== i && (namesUsed(t).has(dest) || namesUsed(t).has(result)));
    if (!elsewhere) out.push(s);
  });
  return out;
}

/**
 * The stack writes of a loop body (syntax.ts): in its statements and in the branches of its ifs,
 * not in nested loops (their own). They all write the one stack the loop carries, so they share
 * one target: the buffer any of them made last.
 */
export function stackWrites(body: Body): Exp[] {
  return body.stmts.flatMap((s) => {
    if (s.exp.tag === 'scatter' && s.exp.stackWrite === true) return [s.exp];
    if (s.exp.tag === 'kernel' && s.exp.soac.tag === 'scatter' && s.exp.soac.stackWrite === true) return [s.exp.soac];
    if (s.exp.tag === 'if') return [...stackWrites(s.exp.then), ...stackWrites(s.exp.else)];
    return [];
  });
}

/** The buffer one scatter writes: its destination's own where that is the scatter's last result in this loop run, else a copy. */
class ScatterTarget {
  private last: ElemData | null = null;

  target(dest: ElemData): ElemData {
    const out = dest === this.last ? dest : dest.slice();
    this.last = out;
    return out;
  }

  reset(): void {
    this.last = null;
  }
}

/** The in-place scatters of a compiled program, by statement. */
export class InPlaceScatters {
  /** by the scatter's expression: the kernels stage wraps it in a statement of its own (interp-compile.ts) */
  private readonly targets = new Map<Exp, ScatterTarget>();

  /**
   * Marks the in-place scatters of a loop's body (call before compiling it), and returns the loop's
   * `start` wrapped to forget, at each run of the loop, the buffers those scatters made before.
   */
  loopStart(body: Body, params: readonly Param[], start: () => void): () => void {
    const targets = inPlaceScatters(body, params).map((s) => {
      const t = new ScatterTarget();
      this.targets.set(s.exp, t);
      return t;
    });
    const stack = stackWrites(body);
    if (stack.length > 0) {
      const t = new ScatterTarget();
      for (const s of stack) this.targets.set(s, t);
      targets.push(t);
    }
    if (targets.length === 0) return start;
    return () => {
      for (const t of targets) t.reset();
      start();
    };
  }

  /** The buffer a scatter statement writes, given its destination's: the same one or a copy. */
  writer(s: Stmt): (dest: ElemData) => ElemData {
    const t = this.targets.get(s.exp.tag === 'kernel' ? s.exp.soac : s.exp);
    return t === undefined ? (d) => d.slice() : (d) => t.target(d);
  }
}
