// Re-rolling: a straight-line lambda that repeats one block of statements many times (an APL
// function that writes out each step of an iteration, as the Mandelbrot benchmark does, fuses into
// one map whose lambda has a copy of the step per iteration) becomes the block once inside a loop.
// V8 takes seconds to optimise a function of thousands of statements and runs it unoptimised
// meanwhile; the loop is small. And a loop can stop early: when a step's carried values equal the
// ones it started from (Object.is, so NaN and −0 compare as the bits they are), every later step
// computes the same values again, so the last step's values are already known.
//
// The copies are found on the lambda's dataflow graph, not in statement order (fusion interleaves
// the steps). Statements get a structural class (op, constants, and the classes of their operands
// to a bounded depth); a class whose members form a dependency chain is the anchor, and a
// statement's level is the last anchor it depends on. A run of consecutive levels that hold the
// same classes, each once, are the copies; each maps onto the next by class. The mapping is then
// checked exactly: every statement of a copy has the op and constants of its counterpart, and each
// operand is the counterpart's operand in the same copy, the counterpart's in the previous copy (a
// value carried from step to step), or the same value outside the copies (an invariant).
import type { Atom, Lambda, Stmt } from '../core-ir/syntax.js';

/** How a lambda's body runs as a loop: straight code, the loop, straight code. */
export interface RerollPlan {
  /** statements before the loop (in their order): the invariants and the first copy */
  readonly before: readonly Stmt[];
  /** the loop's body: the second copy's statements, run `iterations` times */
  readonly body: readonly Stmt[];
  readonly iterations: number;
  /**
   * the carried values: `from` a statement of the first copy (the body reads it by that name; in
   * the loop, the previous step's value) and `next` its counterpart in the body, the step's value
   */
  readonly carried: readonly { readonly from: string; readonly next: string }[];
  /** values of the last copy read after the loop: `name` there, `body` its counterpart in the body */
  readonly exported: readonly { readonly name: string; readonly body: string }[];
  /** statements after the loop, which read the last copy's values by their names there */
  readonly after: readonly Stmt[];
  /**
   * for each iteration k, the statements of the copy it stands for, in the body's order (steps[0]
   * is the body): where a body statement fails in iteration k, the place is steps[k]'s
   */
  readonly steps: readonly (readonly Stmt[])[];
}

/** Fewer statements than this are left as they are (the gain is in big lambdas). */
export const REROLL_MIN_STATEMENTS = 200;
/** at least this many copies (the first, rendered straight, then the loop's) */
const MIN_COPIES = 4;
/** the class depths tried, shallow first: deeper classes tell more statements apart but put more of the first steps out of the run */
const DEPTHS = [2, 3, 4, 6, 8];

/** A statement's operands (the names it reads, in order); null where it is not straight-line code. */
function operands(s: Stmt): readonly Atom[] | null {
  const e = s.exp;
  switch (e.tag) {
    case 'atom': return [e.atom];
    case 'un': return [e.arg];
    case 'bin': return [e.left, e.right];
    case 'select': return [e.cond, e.then, e.else];
    case 'index': return e.idx;
    case 'assert': return [e.cond];
    default: return null;
  }
}

/**
 * What a statement is apart from its operands: its op, element types, constants and the array it
 * indexes. Not its place: copies written out on lines of their own (a float op can fail, so nearly
 * every statement can) differ only there, and the loop reports each step's failure at its own copy's
 * place (`steps`).
 */
function ownKey(s: Stmt): string {
  const e = s.exp;
  const types = s.names.map((p) => p.type.elem).join(',');
  const consts = (operands(s) ?? []).map((a) => (a.k === 'const' ? `${a.elem}:${Object.is(a.value, -0) ? '-0' : String(a.value)}` : '_')).join(',');
  const what = e.tag === 'un' || e.tag === 'bin' ? `${e.tag}.${e.op}` : e.tag === 'index' ? `index.${e.array}` : e.tag === 'assert' ? `assert.${e.cls}.${e.message}` : e.tag;
  return `${what}|${types}|${consts}`;
}

interface Graph {
  readonly stmts: readonly Stmt[];
  /** for each statement, its operands: a statement index, or -1 for a constant or a name from outside the body */
  readonly deps: readonly (readonly number[])[];
  readonly outside: readonly (readonly string[])[];
}

function graphOf(lam: Lambda): Graph | null {
  const defined = new Map<string, number>();
  const deps: number[][] = [];
  const outside: string[][] = [];
  for (const [i, s] of lam.body.entries()) {
    const ops = operands(s);
    if (ops === null) return null;
    deps.push(ops.map((a) => (a.k === 'var' ? defined.get(a.name) ?? -1 : -1)));
    outside.push(ops.map((a) => (a.k === 'var' && !defined.has(a.name) ? a.name : '')));
    for (const p of s.names) {
      if (defined.has(p.name)) return null;
      defined.set(p.name, i);
    }
  }
  return { stmts: lam.body, deps, outside };
}

/** Each statement's class at depth `depth`: its own key and its operands' classes one level less deep. */
function classes(g: Graph, depth: number): number[] {
  const ids = new Map<string, number>();
  const intern = (k: string): number => {
    let id = ids.get(k);
    if (id === undefined) {
      id = ids.size;
      ids.set(k, id);
    }
    return id;
  };
  const own = g.stmts.map(ownKey);
  let cls = own.map(intern);
  for (let d = 0; d < depth; d++) {
    const prev = cls;
    cls = own.map((k, i) => intern(`${k}(${g.deps[i]!.map((j, o) => (j >= 0 ? `c${prev[j]}` : `o${g.outside[i]![o]}`)).join(' ')})`));
  }
  return cls;
}

/** Each statement's level: the index of the last anchor it depends on (−1: none), or null where the anchors are not a chain. */
function levels(g: Graph, anchors: readonly number[]): number[] | null {
  const anchorAt = new Map(anchors.map((s, r) => [s, r]));
  const level: number[] = [];
  for (let i = 0; i < g.stmts.length; i++) {
    const before = Math.max(-1, ...g.deps[i]!.map((j) => (j >= 0 ? level[j]! : -1)));
    const r = anchorAt.get(i);
    if (r !== undefined && before !== r - 1) return null;
    level.push(r ?? before);
  }
  return level;
}

/** The copies for one anchor class: the longest run of levels with the same classes, each once. */
function copiesOf(cls: readonly number[], level: readonly number[], count: number): number[][] | null {
  const byLevel: number[][] = Array.from({ length: count }, () => []);
  level.forEach((l, i) => {
    if (l >= 0) byLevel[l]!.push(i);
  });
  const signature = (ss: readonly number[]): string | null => {
    const cs = ss.map((i) => cls[i]!).sort((a, b) => a - b);
    return cs.some((c, i) => i > 0 && c === cs[i - 1]) ? null : cs.join(',');
  };
  const sigs = byLevel.map(signature);
  let best: [number, number] = [0, 0];
  for (let start = 0; start < count;) {
    let end = start + 1;
    while (end < count && sigs[start] !== null && sigs[end] === sigs[start]) end++;
    if (sigs[start] !== null && end - start > best[1] - best[0]) best = [start, end];
    start = end;
  }
  return best[1] - best[0] >= MIN_COPIES ? byLevel.slice(best[0], best[1]) : null;
}

/** The plan for copies that map onto each other by class, or null where the exact check fails. */
function planFor(lam: Lambda, g: Graph, cls: readonly number[], copies: readonly number[][]): RerollPlan | null {
  const copyOf = new Map<number, number>();
  copies.forEach((c, j) => c.forEach((i) => copyOf.set(i, j)));
  // counterpart[j]: class → statement of copy j
  const counterpart = copies.map((c) => new Map(c.map((i) => [cls[i]!, i])));
  const nameOf = (i: number): string => g.stmts[i]!.names[0]?.name ?? '';
  const template = copies[1]!;
  const carried = new Map<number, number>();
  for (const t of template) {
    const own = ownKey(g.stmts[t]!);
    for (let j = 2; j < copies.length; j++) {
      const u = counterpart[j]!.get(cls[t]!);
      if (u === undefined || ownKey(g.stmts[u]!) !== own) return null;
      for (const [o, dt] of g.deps[t]!.entries()) {
        const du = g.deps[u]![o]!;
        const ct = dt >= 0 ? copyOf.get(dt) : undefined;
        if (ct === undefined) {
          // an invariant: the same value in every copy
          if (du !== dt || g.outside[u]![o] !== g.outside[t]![o]) return null;
        } else if (ct === 1 || ct === 0) {
          if (du < 0 || counterpart[j - 1 + ct]!.get(cls[dt]!) !== du) return null;
          if (ct === 0) carried.set(dt, counterpart[1]!.get(cls[dt]!)!);
        } else return null;
      }
    }
  }
  const last = copies.length - 1;
  const inRun = (i: number): boolean => copyOf.has(i);
  // statements outside the copies: before the loop if they read none of copies 1…, else after it
  const late = new Set<number>();
  for (let i = 0; i < g.stmts.length; i++) {
    if (inRun(i)) continue;
    if (g.deps[i]!.some((d) => d >= 0 && ((copyOf.get(d) ?? 0) > 0 || late.has(d)))) late.add(i);
  }
  const exported = new Map<number, number>();
  const readAfter = (d: number): boolean => {
    const c = copyOf.get(d);
    if (c === undefined || c === 0) return true;
    if (c !== last) return false;
    exported.set(d, counterpart[1]!.get(cls[d]!)!);
    return true;
  };
  for (const i of late) if (!g.deps[i]!.every((d) => d < 0 || readAfter(d))) return null;
  const defined = new Map<string, number>();
  g.stmts.forEach((s, i) => s.names.forEach((p) => defined.set(p.name, i)));
  for (const r of lam.results) if (r.k === 'var' && defined.has(r.name) && !readAfter(defined.get(r.name)!)) return null;
  // the loop's statements read only the invariants (before the loop), the first copy and themselves
  for (const t of template) for (const d of g.deps[t]!) if (d >= 0 && late.has(d)) return null;
  return {
    before: g.stmts.filter((_, i) => !late.has(i) && (copyOf.get(i) ?? 0) === 0),
    body: template.map((i) => g.stmts[i]!),
    iterations: copies.length - 1,
    carried: [...carried].map(([from, next]) => ({ from: nameOf(from), next: nameOf(next) })),
    exported: [...exported].map(([name, body]) => ({ name: nameOf(name), body: nameOf(body) })),
    after: g.stmts.filter((_, i) => late.has(i)),
    steps: copies.slice(1).map((c, j) => template.map((t) => g.stmts[counterpart[j + 1]!.get(cls[t]!)!]!)),
  };
}

/** The plan that covers the most statements over the depths and anchor classes tried. */
function findPlan(lam: Lambda): RerollPlan | null {
  const g = graphOf(lam);
  if (g === null) return null;
  let best: RerollPlan | null = null;
  const covered = (p: RerollPlan): number => p.body.length * (p.iterations + 1);
  for (const depth of DEPTHS) {
    const cls = classes(g, depth);
    const members = new Map<number, number[]>();
    cls.forEach((c, i) => {
      if (g.stmts[i]!.names.length === 1) members.set(c, [...(members.get(c) ?? []), i]);
    });
    const anchors = [...members.values()].filter((m) => m.length >= MIN_COPIES).sort((a, b) => b.length - a.length);
    for (const a of anchors) {
      const level = levels(g, a);
      if (level === null) continue;
      const copies = copiesOf(cls, level, a.length);
      if (copies === null) continue;
      const plan = planFor(lam, g, cls, copies);
      if (plan !== null && (best === null || covered(plan) > covered(best))) best = plan;
      if (best !== null && covered(best) * 2 >= lam.body.length) return best;
    }
    if (best !== null && covered(best) * 2 >= lam.body.length) break;
  }
  return best;
}

const plans = new WeakMap<Lambda, RerollPlan | null>();

/** The re-rolled form of a big straight-line lambda, or null where it has none (found once per lambda). */
export function rerollPlan(lam: Lambda): RerollPlan | null {
  if (lam.body.length < REROLL_MIN_STATEMENTS) return null;
  let p = plans.get(lam);
  if (p === undefined) {
    p = findPlan(lam);
    plans.set(lam, p);
  }
  return p;
}
