// Constant folding and algebraic identities for the simplifier: an expression whose value is
// known at compile time becomes an atom, and index transformations that do nothing become copies.
// Folding uses the reference evaluations of ops/scalar-ops.ts, the semantics every backend
// follows, so a folded f32 value is the value the GPU would have computed; an operation that
// would fail is left for run time to report.
import { raise } from '../ops/failure.js';
import { FLOAT_OUT_OF_RANGE, isFiniteFloat } from '../ops/float-range.js';
import { floatRounding, type FloatWidth } from '../ops/float-width.js';
import { evalBin, evalUn, ScalarOpError } from '../ops/scalar-ops.js';
import type { Atom, Elem, Exp, Lambda, Size, Type } from '../core-ir/syntax.js';
import { sameAtom, sameShape } from './ir-names.js';
import { binTwin, componentOps, foldTwin, unTwin, type Range } from './simplify-ranges.js';

/** What the simplifier knows about names in scope. */
export interface FoldEnv {
  typeOf(name: string): Type | undefined;
  /** the expression that bound an array (lit, iota, replicate, reshape), if known */
  defOf(name: string): Exp | undefined;
  /** the range of an int or bool scalar's value, if known (simplify-ranges.ts) */
  rangeOf(a: Atom): Range | null;
  /** the program's float width: a folded float is rounded to it */
  readonly float: FloatWidth;
}

export type Folded =
  /** the statement's names are these atoms; the statement goes */
  | { readonly k: 'atoms'; readonly atoms: readonly Atom[] }
  /** the statement's expression becomes this one */
  | { readonly k: 'exp'; readonly exp: Exp };

const c = (value: number, elem: Elem, width: FloatWidth): Atom => {
  const v = normalise(elem, value, width);
  // a float outside the width's range is left to run, where its op reports it (ops/float-range.ts)
  if (!isFiniteFloat(v)) throw raise(FLOAT_OUT_OF_RANGE[width]);
  return { k: 'const', value: v, elem };
};

function normalise(elem: Elem, v: number, width: FloatWidth): number {
  switch (elem) {
    case 'float': return floatRounding(width)(v);
    case 'bool': return v !== 0 ? 1 : 0;
    default: return v | 0;
  }
}

const isConst = (a: Atom, v?: number): boolean => a.k === 'const' && (v === undefined || a.value === v);
const elemOf = (a: Atom, env: FoldEnv): Elem | undefined => (a.k === 'const' ? a.elem : env.typeOf(a.name)?.elem);
const constSizes = (shape: readonly Size[]): number[] | null => (shape.every((z) => z.k === 'const') ? shape.map((z) => (z as { n: number }).n) : null);

/** Folds one expression, or returns null when nothing is known. `resultElem` is the statement's. */
export function fold(e: Exp, resultElem: Elem | undefined, env: FoldEnv): Folded | null {
  const one = (a: Atom): Folded => ({ k: 'atoms', atoms: [a] });
  switch (e.tag) {
    case 'un': {
      const el = elemOf(e.arg, env);
      if (e.arg.k === 'const' && el !== undefined && resultElem !== undefined) {
        try {
          return one(c(evalUn(e.op, el, e.arg.value), resultElem, env.float));
        } catch (err) {
          if (err instanceof ScalarOpError) return null;
          throw err;
        }
      }
      const twin = unTwin(e.op, env.rangeOf(e.arg));
      if (twin !== null) return { k: 'exp', exp: { ...e, op: twin } };
      // conversions to the type a value already has
      if ((e.op === 'toInt' && el === 'int') || (e.op === 'toFloat' && el === 'float') || (e.op === 'toBool' && el === 'bool')) return one(e.arg);
      if ((e.op === 'floor' || e.op === 'ceil') && el === 'int') return one(e.arg);
      return null;
    }
    case 'bin':
      return foldBin(e, resultElem, env);
    case 'select':
      if (e.cond.k === 'const') return one(e.cond.value !== 0 ? e.then : e.else);
      if (sameAtom(e.then, e.else)) return one(e.then);
      return null;
    case 'index':
      return foldIndex(e, env);
    case 'reshape': {
      const t = env.typeOf(e.array);
      if (t !== undefined && sameShape(t.shape, e.shape)) return one({ k: 'var', name: e.array });
      const inner = env.defOf(e.array);
      if (inner?.tag === 'reshape') return { k: 'exp', exp: { tag: 'reshape', shape: e.shape, array: inner.array } };
      return null;
    }
    case 'rearrange':
      return e.perm.every((p, i) => p === i) ? one({ k: 'var', name: e.array }) : null;
    case 'reverse': {
      const d = env.typeOf(e.array)?.shape[e.axis];
      return d !== undefined && d.k === 'const' && d.n <= 1 ? one({ k: 'var', name: e.array }) : null;
    }
    case 'rotate': {
      const d = env.typeOf(e.array)?.shape[e.axis];
      if (isConst(e.amount, 0)) return one({ k: 'var', name: e.array });
      if (d !== undefined && d.k === 'const' && (d.n <= 1 || (e.amount.k === 'const' && e.amount.value % d.n === 0))) return one({ k: 'var', name: e.array });
      return null;
    }
    case 'window': {
      const t = env.typeOf(e.array);
      if (t !== undefined && e.offsets.every((o) => isConst(o, 0)) && sameShape(t.shape, e.shape)) return one({ k: 'var', name: e.array });
      return null;
    }
    case 'map': {
      // a map giving its inputs back unchanged is those inputs
      const rank = e.shape.length;
      const l = e.lambda;
      const same = l.body.length === 0 && l.results.length === e.arrays.length && l.results.every((a, i) => a.k === 'var' && a.name === l.params[rank + i]?.name) &&
        e.arrays.every((x) => { const t = env.typeOf(x); return t !== undefined && sameShape(t.shape, e.shape); });
      return same ? { k: 'atoms', atoms: e.arrays.map((x): Atom => ({ k: 'var', name: x })) } : null;
    }
    case 'copy':
      // values are immutable: a copy is the same value
      return one({ k: 'var', name: e.array });
    case 'redomap': case 'scanomap': {
      const op = foldOpTwins(e, env);
      return op === null ? null : { k: 'exp', exp: { ...e, op } };
    }
    default:
      return null;
  }
}

function foldBin(e: Extract<Exp, { tag: 'bin' }>, resultElem: Elem | undefined, env: FoldEnv): Folded | null {
  const one = (a: Atom): Folded => ({ k: 'atoms', atoms: [a] });
  const el = elemOf(e.left, env) ?? elemOf(e.right, env);
  if (el === undefined || resultElem === undefined) return null;
  const { op, left: l, right: r } = e;
  if (l.k === 'const' && r.k === 'const') {
    try {
      return one(c(evalBin(op, el, l.value, r.value), resultElem, env.float));
    } catch (err) {
      if (err instanceof ScalarOpError) return null;
      throw err;
    }
  }
  const twin = binTwin(op, env.rangeOf(l), env.rangeOf(r));
  if (twin !== null) return { k: 'exp', exp: { ...e, op: twin } };
  const exact = el !== 'float';
  switch (op) {
    case 'add':
      // x+0 is x for ints; for floats ¯0+0 is 0, so only 0 on the left of a known non-negative… keep it simple
      if (exact && isConst(r, 0)) return one(l);
      if (exact && isConst(l, 0)) return one(r);
      return null;
    case 'sub':
      if (isConst(r, 0)) return one(l);
      if (exact && sameAtom(l, r)) return one(c(0, el, env.float));
      return null;
    case 'mul':
      if (isConst(r, 1)) return one(l);
      if (isConst(l, 1)) return one(r);
      if (exact && (isConst(r, 0) || isConst(l, 0))) return one(c(0, el, env.float));
      return null;
    case 'and':
      if (isConst(r, 1)) return one(l);
      if (isConst(l, 1)) return one(r);
      if (isConst(r, 0) || isConst(l, 0)) return one(c(0, 'bool', env.float));
      if (sameAtom(l, r)) return one(l);
      return null;
    case 'or':
      if (isConst(r, 0)) return one(l);
      if (isConst(l, 0)) return one(r);
      if (isConst(r, 1) || isConst(l, 1)) return one(c(1, 'bool', env.float));
      if (sameAtom(l, r)) return one(l);
      return null;
    case 'min': case 'max':
      return sameAtom(l, r) ? one(l) : null;
    case 'eq': case 'le': case 'ge':
      return exact && sameAtom(l, r) ? one(c(1, 'bool', env.float)) : null;
    case 'ne': case 'lt': case 'gt':
      return exact && sameAtom(l, r) ? one(c(0, 'bool', env.float)) : null;
    case 'idiv':
      return isConst(r, 1) ? one(l) : null;
    default:
      return null;
  }
}

/**
 * The operator of a fold of n values (n a constant) with each checked op `a_r ⊕ b_r` whose r-th
 * mapped values have a range that keeps every partial result inside i32 replaced by its total
 * twin (simplify-ranges.ts); null when none is.
 */
function foldOpTwins(e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, env: FoldEnv): Lambda | null {
  const last = e.shape[e.shape.length - 1];
  if (last?.k !== 'const') return null;
  const body = [...e.op.body];
  let changed = false;
  componentOps(e.op).forEach((c, r) => {
    const mapped = e.map.results[r];
    const twin = c === null || mapped === undefined ? null : foldTwin(c.op, last.n, env.rangeOf(mapped));
    if (c === null || twin === null) return;
    const s = body[c.at]!;
    body[c.at] = { ...s, exp: { ...(s.exp as Extract<Exp, { tag: 'bin' }>), op: twin } };
    changed = true;
  });
  return changed ? { ...e.op, body } : null;
}

/** An element of a constant array at constant indices (in range: out of range stays an error). */
function foldIndex(e: Extract<Exp, { tag: 'index' }>, env: FoldEnv): Folded | null {
  if (!e.idx.every((a) => a.k === 'const')) return null;
  const idx = e.idx.map((a) => (a as { value: number }).value);
  const def = env.defOf(e.array);
  const t = env.typeOf(e.array);
  if (def === undefined || t === undefined) return null;
  const dims = constSizes(t.shape);
  if (dims === null || dims.length !== idx.length || idx.some((i, k) => i < 0 || i >= dims[k]!)) return null;
  const one = (a: Atom): Folded => ({ k: 'atoms', atoms: [a] });
  switch (def.tag) {
    case 'lit': {
      let flat = 0;
      idx.forEach((i, k) => (flat = flat * dims[k]! + i));
      const v = def.data[flat];
      return v === undefined ? null : one(c(v, def.type.elem, env.float));
    }
    case 'reshape': {
      // row-major order is kept, so the flat position is the same in the source literal
      const src = env.defOf(def.array);
      if (src?.tag !== 'lit' || src.data.length !== dims.reduce((a, b) => a * b, 1)) return null;
      let flat = 0;
      idx.forEach((i, k) => (flat = flat * dims[k]! + i));
      const v = src.data[flat];
      return v === undefined ? null : one(c(v, src.type.elem, env.float));
    }
    case 'iota':
      return one(c(idx[0]!, 'int', env.float));
    case 'replicate':
      return one(def.value);
    default:
      return null;
  }
}
