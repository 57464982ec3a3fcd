// Views: index transformations as data. A view is a source shape and the steps applied to it in
// order (reverse, rotate, transpose, window — take, drop and slices, with overtake —, reshape).
// For an element of its result, a view says which element of its source it is, or that it lies
// outside a window (then the window's fill is the value).
//
// The index arithmetic is written here once, over an IndexAlgebra: the interpreter renders it to
// numbers, fusion and scalarisation to IR statements (views-ir.ts), the structural kernels to WGSL
// (gpu/wgsl-index.ts). core-ir/lmad.ts turns the affine ones into LMAD index functions.

/**
 * Int expressions of some representation X, and what views compute with them. Booleans are X
 * too (1 or 0 as numbers, bool atoms in IR, bool expressions in WGSL). `mod` and `idiv` are
 * only asked for with n > 0 (a dim that has elements), `idiv` only with a ≥ 0 (a row-major
 * position).
 */
export interface IndexAlgebra<X> {
  int(n: number): X;
  bool(b: boolean): X;
  add(a: X, b: X): X;
  sub(a: X, b: X): X;
  mul(a: X, b: X): X;
  /** a mod n, in [0, n) */
  mod(a: X, n: X): X;
  /** ⌊a ÷ n⌋ */
  idiv(a: X, n: X): X;
  lt(a: X, b: X): X;
  ge(a: X, b: X): X;
  and(a: X, b: X): X;
  select(cond: X, then: X, els: X): X;
  /** the value of `a` when it is known now (a constant), else null */
  known(a: X): number | null;
  /** whether a and b are provably equal (one size variable, or equal constants) */
  same(a: X, b: X): boolean;
}

export type ViewStep<X> =
  | { readonly k: 'reverse'; readonly axis: number }
  /** rotate left: result[…i…] = source[…(i + amount) mod n…] along the axis */
  | { readonly k: 'rotate'; readonly axis: number; readonly amount: X }
  /** result axis j is source axis perm[j] */
  | { readonly k: 'transpose'; readonly perm: readonly number[] }
  /** result[i] = source[i + offsets] where that is inside the source, else the window's fill */
  | { readonly k: 'window'; readonly offsets: readonly X[]; readonly shape: readonly X[] }
  /** the same elements in row-major order, in a new shape (of as many elements) */
  | { readonly k: 'reshape'; readonly shape: readonly X[] };

export interface View<X> {
  /** the shape of the array the view reads (row-major) */
  readonly source: readonly X[];
  /** applied first to last */
  readonly steps: readonly ViewStep<X>[];
}

export type AxisStep<X> = Exclude<ViewStep<X>, { k: 'reshape' }>;

export function stepShape<X>(step: ViewStep<X>, shape: readonly X[]): X[] {
  switch (step.k) {
    case 'reverse':
    case 'rotate':
      return [...shape];
    case 'transpose':
      return step.perm.map((p) => shape[p]!);
    case 'window':
    case 'reshape':
      return [...step.shape];
  }
}

/** The shapes of a view: its source's, then the result of each step (the last is the view's). */
export function viewShapes<X>(v: View<X>): X[][] {
  const shapes: X[][] = [[...v.source]];
  for (const s of v.steps) shapes.push(stepShape(s, shapes[shapes.length - 1]!));
  return shapes;
}

export function viewShape<X>(v: View<X>): X[] {
  return viewShapes(v)[v.steps.length]!;
}

/** `then` applied to the result of `first` (whose result shape is then's source). */
export function compose<X>(first: View<X>, then: View<X>): View<X> {
  if (then.source.length !== viewShape(first).length) throw new Error(`a view of rank ${then.source.length} composed after one of rank ${viewShape(first).length}`);
  return { source: first.source, steps: [...first.steps, ...then.steps] };
}

/**
 * How one axis of a step's result reads the step's source: which source axis, the position on it
 * of a result position, and (windows) the test that that position is inside the source, or null
 * where it provably is.
 */
export interface AxisRead<X> {
  readonly from: number;
  readonly at: (i: X) => X;
  readonly inside: ((s: X) => X) | null;
}

/** Every step but a reshape reads each source axis from one result axis alone. */
export function axisReads<X>(alg: IndexAlgebra<X>, step: AxisStep<X>, source: readonly X[]): AxisRead<X>[] {
  const same = (j: number): AxisRead<X> => ({ from: j, at: (i) => i, inside: null });
  switch (step.k) {
    case 'transpose':
      return step.perm.map((p) => ({ from: p, at: (i) => i, inside: null }));
    case 'reverse': {
      const n = source[step.axis]!;
      return source.map((_, j) => (j === step.axis ? { from: j, at: (i) => alg.sub(alg.sub(n, alg.int(1)), i), inside: null } : same(j)));
    }
    case 'rotate': {
      // (i + k) mod n for i in [0, n): with k reduced into [0, n) once, one compare and subtract
      const n = source[step.axis]!;
      const at = (i: X): X => {
        const t = alg.add(i, alg.mod(step.amount, n));
        return alg.select(alg.lt(t, n), t, alg.sub(t, n));
      };
      return source.map((_, j) => (j === step.axis ? { from: j, at, inside: null } : same(j)));
    }
    case 'window':
      return step.shape.map((len, j) => {
        const off = step.offsets[j]!;
        const dim = source[j]!;
        const inside = windowAxisInside(alg, off, len, dim) ? null : (s: X): X => alg.and(alg.ge(s, alg.int(0)), alg.lt(s, dim));
        return { from: j, at: (i: X) => alg.add(i, off), inside };
      });
  }
}

/** Whether positions 0 … len-1 shifted by `offset` provably stay inside 0 … dim-1. */
export function windowAxisInside<X>(alg: IndexAlgebra<X>, offset: X, len: X, dim: X): boolean {
  const o = alg.known(offset);
  if (o === null || o < 0) return false;
  if (o === 0 && alg.same(len, dim)) return true;
  const w = alg.known(len);
  const m = alg.known(dim);
  return w !== null && m !== null && o + w <= m;
}

/**
 * Where the element at `at` of a view's result comes from: `index` in the source, unless one of
 * `guards` is false; they are listed from the last step's to the first's, and the first that is
 * false names the window whose fill the element is.
 */
export interface SourceIndex<X> {
  readonly index: readonly X[];
  readonly guards: readonly { readonly step: number; readonly inside: X }[];
}

export function sourceIndex<X>(alg: IndexAlgebra<X>, v: View<X>, at: readonly X[]): SourceIndex<X> {
  const shapes = viewShapes(v);
  let idx: readonly X[] = at;
  const guards: { step: number; inside: X }[] = [];
  for (let k = v.steps.length - 1; k >= 0; k--) {
    const step = v.steps[k]!;
    const src = shapes[k]!;
    if (step.k === 'reshape') {
      idx = fromLinear(alg, linearIndex(alg, idx, shapes[k + 1]!), src);
      continue;
    }
    const next = new Array<X>(src.length);
    let inside: X | null = null;
    const reads = axisReads(alg, step, src);
    for (let j = 0; j < reads.length; j++) {
      const r = reads[j]!;
      const s = r.at(idx[j]!);
      next[r.from] = s;
      if (r.inside === null) continue;
      const c = r.inside(s);
      inside = inside === null ? c : alg.and(inside, c);
    }
    if (inside !== null && alg.known(inside) !== 1) guards.push({ step: k, inside });
    idx = next;
  }
  return { index: idx, guards };
}

/** The row-major position of `idx` in `shape`. */
export function linearIndex<X>(alg: IndexAlgebra<X>, idx: readonly X[], shape: readonly X[]): X {
  let lin = idx[0] ?? alg.int(0);
  for (let k = 1; k < idx.length; k++) lin = alg.add(alg.mul(lin, shape[k]!), idx[k]!);
  return lin;
}

/** The index in `shape` of row-major position `lin`. */
export function fromLinear<X>(alg: IndexAlgebra<X>, lin: X, shape: readonly X[]): X[] {
  const out = new Array<X>(shape.length);
  for (let k = shape.length - 1; k > 0; k--) {
    const d = shape[k]!;
    out[k] = alg.mod(lin, d);
    lin = alg.idiv(lin, d);
  }
  if (shape.length > 0) out[0] = lin;
  return out;
}

/** The stride of each dim of a row-major array. */
export function rowMajorStrides<X>(alg: IndexAlgebra<X>, shape: readonly X[]): X[] {
  const st = new Array<X>(shape.length);
  let acc = alg.int(1);
  for (let k = shape.length - 1; k >= 0; k--) {
    st[k] = acc;
    acc = alg.mul(acc, shape[k]!);
  }
  return st;
}

/** Index arithmetic on numbers: the interpreter's, and what constants fold to elsewhere. */
export const numberIndex: IndexAlgebra<number> = {
  int: (n) => n,
  bool: (b) => (b ? 1 : 0),
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  // APL's residue (the IR's mod), so that folding a constant agrees with running it
  mod: (a, n) => (n === 0 ? a : ((a % n) + n) % n || 0),
  idiv: (a, n) => (n === 0 ? 0 : Math.floor(a / n)),
  lt: (a, b) => (a < b ? 1 : 0),
  ge: (a, b) => (a >= b ? 1 : 0),
  and: (a, b) => (a !== 0 && b !== 0 ? 1 : 0),
  select: (c, t, e) => (c !== 0 ? t : e),
  known: (a) => a,
  same: (a, b) => a === b,
};

/**
 * An algebra that computes what is known now (constants, and x + 0, x × 1, a test already
 * decided) and leaves the rest to `alg`, which renders code.
 */
export function folding<X>(alg: IndexAlgebra<X>): IndexAlgebra<X> {
  const N = numberIndex;
  const k = (a: X): number | null => alg.known(a);
  const fold = (a: X, b: X, f: (x: number, y: number) => number, lift: (n: number) => X, slow: () => X): X => {
    const x = k(a);
    const y = k(b);
    return x !== null && y !== null ? lift(f(x, y)) : slow();
  };
  const int = (n: number): X => alg.int(n);
  const bool = (n: number): X => alg.bool(n !== 0);
  return {
    int,
    bool: (b) => alg.bool(b),
    add: (a, b) => (k(b) === 0 ? a : k(a) === 0 ? b : fold(a, b, N.add, int, () => alg.add(a, b))),
    sub: (a, b) => (k(b) === 0 ? a : fold(a, b, N.sub, int, () => alg.sub(a, b))),
    mul: (a, b) => (k(b) === 1 ? a : k(a) === 1 ? b : fold(a, b, N.mul, int, () => alg.mul(a, b))),
    mod: (a, n) => fold(a, n, N.mod, int, () => alg.mod(a, n)),
    idiv: (a, n) => (k(n) === 1 ? a : fold(a, n, N.idiv, int, () => alg.idiv(a, n))),
    lt: (a, b) => fold(a, b, N.lt, bool, () => alg.lt(a, b)),
    ge: (a, b) => fold(a, b, N.ge, bool, () => alg.ge(a, b)),
    and: (a, b) => {
      const x = k(a);
      const y = k(b);
      if (x === 0 || y === 0) return alg.bool(false);
      if (x !== null) return b;
      return y !== null ? a : alg.and(a, b);
    },
    select: (c, t, e) => {
      const x = k(c);
      return x === null ? alg.select(c, t, e) : x !== 0 ? t : e;
    },
    known: (a) => alg.known(a),
    same: (a, b) => alg.same(a, b),
  };
}
