// Views read inside a consumer's lambda: for an element of a view (rotate, reverse, rearrange,
// window, and a reshape's delinearisation) at some index, the index of the element of its source,
// as scalar code emitted into the lambda (the arithmetic is core-ir/views.ts's). With these, a
// consumer reads the source directly and the view is never materialised. Also here: which maps are
// cheap enough to recompute where they are read, like index arithmetic.
import { BIN_OPS, evalBin, UN_OPS } from '../ops/scalar-ops.js';
import type { Atom, BinOp, Body, Elem, Exp, Param, Size, SrcLoc, Stmt, Type, UnOp } from '../core-ir/syntax.js';
import { stmtCanFail } from './effects.js';
import { FreshNames, sizeAtom } from './ir-names.js';
import { irIndex, viewStepOf, type ViewExp } from '../core-ir/views-ir.js';
import { sourceIndex, type View } from '../core-ir/views.js';

export { isView, type ViewExp } from '../core-ir/views-ir.js';

/** Ops folded while emitting index arithmetic: total on ints, so folding cannot hide an error. */
const TOTAL_INT_OPS = new Set<BinOp>(['add', 'sub', 'mul', 'min', 'max', 'mod', 'lt', 'le', 'ge', 'gt', 'eq', 'ne', 'and', 'or']);

/**
 * Scalar statements being emitted into a lambda body, with value numbering so that one index
 * computed twice (two reads of one source through the same view) is one name. A child emitter
 * (an if branch) sees its parent's values; what it computes stays inside it.
 */
export class LocalCode {
  readonly stmts: Stmt[] = [];
  private readonly memo = new Map<string, Atom>();

  constructor(readonly fresh: FreshNames, readonly loc: SrcLoc | undefined, private readonly parent: LocalCode | null = null) {}

  child(): LocalCode {
    return new LocalCode(this.fresh, this.loc, this);
  }

  lookup(key: string): Atom | undefined {
    return this.memo.get(key) ?? this.parent?.lookup(key);
  }

  remember(key: string, a: Atom): void {
    this.memo.set(key, a);
  }

  /** appends a statement; one without a location reports at `loc` (the code it came from) */
  push(s: Stmt, loc: SrcLoc | undefined = this.loc): void {
    this.stmts.push(loc !== undefined && s.loc === undefined ? { ...s, loc } : s);
  }

  private bindNew(exp: Exp, type: Type, key: string): Atom {
    const hit = this.lookup(key);
    if (hit !== undefined) return hit;
    const name = this.fresh.fresh('_v');
    this.push({ names: [{ name, type }], exp });
    const a: Atom = { k: 'var', name };
    this.remember(key, a);
    return a;
  }

  bin(op: BinOp, left: Atom, right: Atom, elem: Elem): Atom {
    const result: Elem = ['lt', 'le', 'ge', 'gt', 'eq', 'ne'].includes(op) ? 'bool' : elem;
    if (left.k === 'const' && right.k === 'const' && elem !== 'float' && TOTAL_INT_OPS.has(op)) {
      const v = evalBin(op, elem, left.value, right.value);
      return { k: 'const', value: v, elem: result };
    }
    if (op === 'add' && right.k === 'const' && right.value === 0) return left;
    if (op === 'sub' && right.k === 'const' && right.value === 0) return left;
    return this.bindNew({ tag: 'bin', op, left, right }, { elem: result, shape: [] }, `bin ${op} ${key(left)} ${key(right)}`);
  }

  select(cond: Atom, then: Atom, els: Atom, elem: Elem): Atom {
    if (cond.k === 'const') return cond.value !== 0 ? then : els;
    return this.bindNew({ tag: 'select', cond, then, else: els }, { elem, shape: [] }, `sel ${key(cond)} ${key(then)} ${key(els)}`);
  }

  index(array: string, idx: readonly Atom[], elem: Elem): Atom {
    return this.bindNew({ tag: 'index', array, idx }, { elem, shape: [] }, indexKey(array, idx));
  }

  /** `if cond then (branch's code; value) else fill` as one scalar */
  ifValue(cond: Atom, branch: LocalCode, value: Atom, fill: Atom, elem: Elem): Atom {
    const name = this.fresh.fresh('_v');
    const p: Param = { name, type: { elem, shape: [] } };
    const then: Body = { stmts: branch.stmts, results: [value] };
    const els: Body = { stmts: [], results: [fill] };
    this.push({ names: [p], exp: { tag: 'if', cond, then, else: els } });
    return { k: 'var', name };
  }
}

export const key = (a: Atom): string => (a.k === 'var' ? a.name : `${a.value}:${a.elem}`);
export const indexKey = (array: string, idx: readonly Atom[]): string => `${array}[${idx.map(key).join(',')}]`;

/** Where an element of a view comes from. */
export interface ViewRead {
  readonly src: string;
  readonly idx: readonly Atom[];
  /** an in-bounds test for windows that may read outside their source (then `fill`) */
  readonly guard: Atom | null;
  readonly fill: Atom | null;
}

/** The source index of the element at `at` of a view whose source has type `src`. */
export function viewRead(e: ViewExp, src: Type, at: readonly Atom[], code: LocalCode): ViewRead {
  const v: View<Atom> = { source: src.shape.map(sizeAtom), steps: [viewStepOf(e, (a) => a, sizeAtom)] };
  const r = sourceIndex(irIndex(code), v, at);
  const guard = r.guards[0]?.inside ?? null;
  return { src: e.array, idx: r.index, guard, fill: guard !== null && e.tag === 'window' ? e.fill : null };
}

/**
 * Maps whose recomputation costs about what reading their result would: index arithmetic (no
 * inputs, a few total scalar ops) or one or two total ops on elements of at most two inputs (read
 * at the same index the result would have been read at).
 */
export function isCheapMap(e: Exp): e is Extract<Exp, { tag: 'map' }> {
  if (e.tag !== 'map') return false;
  const limit = e.arrays.length === 0 ? 6 : e.arrays.length <= 2 ? 2 : 0;
  return e.lambda.body.length <= limit && e.lambda.body.every((s) => {
    const x = s.exp;
    if (stmtCanFail(s)) return false;
    if (x.tag === 'un') return UN_OPS[x.op].cost === 'cheap';
    if (x.tag === 'bin') return BIN_OPS[x.op].cost === 'cheap';
    return x.tag === 'select' || x.tag === 'atom';
  });
}


/** The index into `to` of the element at `at` in `from` (same elements, row-major). */
export function delinearise(at: readonly Atom[], from: readonly Size[], to: readonly Size[], code: LocalCode): Atom[] {
  const v: View<Atom> = { source: to.map(sizeAtom), steps: [{ k: 'reshape', shape: from.map(sizeAtom) }] };
  return [...sourceIndex(irIndex(code), v, at).index];
}
