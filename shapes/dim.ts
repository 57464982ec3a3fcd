// Dim: a size expression in canonical form — an integer polynomial over size variables, with
// opaque atoms for what is not polynomial (max, min, div, mod). Two dims are equal iff their
// canonical keys are identical, so equality is a string comparison.

declare const DimBrand: unique symbol;
declare const SizeVarBrand: unique symbol;

/** The name of a size variable (an input dim `n`, or an existential `k₁` bound from data). */
export type SizeVar = string & { readonly [SizeVarBrand]: true };

/** A factor of a monomial: a size variable or an opaque application. */
export type DimAtom =
  | { readonly kind: 'var'; readonly name: SizeVar }
  | { readonly kind: 'opaque'; readonly op: 'max' | 'min' | 'div' | 'mod'; readonly args: readonly Dim[] };

export interface Monomial {
  readonly coeff: number;
  /** factors sorted by key; repeated for powers */
  readonly factors: readonly DimAtom[];
}

export type Dim = {
  readonly terms: readonly Monomial[];
  /** canonical text; equal dims have equal keys */
  readonly key: string;
} & { readonly [DimBrand]: true };

export type Shape = readonly Dim[];

export function atomKey(a: DimAtom): string {
  return a.kind === 'var' ? a.name : `${a.op}(${a.args.map((d) => d.key).join(',')})`;
}

function monoKey(factors: readonly DimAtom[]): string {
  return factors.map(atomKey).join('·');
}

function build(terms: Monomial[]): Dim {
  // merge equal monomials, drop zeros, sort: constant last, then by key
  const byKey = new Map<string, { coeff: number; factors: readonly DimAtom[] }>();
  for (const t of terms) {
    const k = monoKey(t.factors);
    const prev = byKey.get(k);
    byKey.set(k, { coeff: (prev?.coeff ?? 0) + t.coeff, factors: t.factors });
  }
  const merged = [...byKey.entries()]
    .filter(([, t]) => t.coeff !== 0)
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([, t]) => t);
  const key = merged.length === 0 ? '0' : merged.map((t) => termText(t)).join(' + ').replace(/\+ -/g, '- ');
  return { terms: merged, key } as unknown as Dim;
}

function termText(t: Monomial): string {
  if (t.factors.length === 0) return String(t.coeff);
  const f = t.factors.map(atomKey).join('·');
  return t.coeff === 1 ? f : t.coeff === -1 ? `-${f}` : `${t.coeff}·${f}`;
}

/** Constant dims of small integers, made once: a literal vector of 10⁵ items has a static value of as many dims. */
const SMALL_CONSTS: Dim[] = [];
const SMALL_LIMIT = 1024;

export function dimConst(n: number): Dim {
  if (!Number.isInteger(n)) throw new Error(`dimConst: ${n} is not an integer`);
  if (n >= 0 && n < SMALL_LIMIT) return (SMALL_CONSTS[n] ??= constDim(n));
  return constDim(n);
}

/** What build gives for one constant term, without its merging and sorting: no term for 0 (and -0). */
function constDim(n: number): Dim {
  return (n === 0 ? { terms: [], key: '0' } : { terms: [{ coeff: n, factors: [] }], key: String(n) }) as unknown as Dim;
}

export function sizeVar(name: string): SizeVar {
  return name as SizeVar;
}

export function dimVar(name: SizeVar): Dim {
  return build([{ coeff: 1, factors: [{ kind: 'var', name }] }]);
}

export function dimAdd(a: Dim, b: Dim): Dim {
  return build([...a.terms, ...b.terms]);
}

export function dimNeg(a: Dim): Dim {
  return build(a.terms.map((t) => ({ coeff: -t.coeff, factors: t.factors })));
}

export function dimSub(a: Dim, b: Dim): Dim {
  return dimAdd(a, dimNeg(b));
}

export function dimMul(a: Dim, b: Dim): Dim {
  const out: Monomial[] = [];
  for (const x of a.terms)
    for (const y of b.terms) {
      const factors = [...x.factors, ...y.factors].sort((p, q) => (atomKey(p) < atomKey(q) ? -1 : atomKey(p) > atomKey(q) ? 1 : 0));
      out.push({ coeff: x.coeff * y.coeff, factors });
    }
  return build(out);
}

export function dimProduct(ds: readonly Dim[]): Dim {
  return ds.reduce((acc, d) => dimMul(acc, d), dimConst(1));
}

export function asConst(d: Dim): number | null {
  if (d.terms.length === 0) return 0;
  if (d.terms.length === 1 && d.terms[0]!.factors.length === 0) return d.terms[0]!.coeff;
  return null;
}

export function dimEq(a: Dim, b: Dim): boolean {
  return a.key === b.key;
}

export function shapeEq(a: Shape, b: Shape): boolean {
  return a.length === b.length && a.every((d, i) => dimEq(d, b[i]!));
}

function opaque(op: 'max' | 'min' | 'div' | 'mod', args: readonly Dim[]): Dim {
  return build([{ coeff: 1, factors: [{ kind: 'opaque', op, args }] }]);
}

/** What is known of a dim's sign: every size variable is ≥ 0. */
export function provablyNonNegative(d: Dim): boolean {
  return d.terms.every((t) => t.coeff >= 0);
}

export function dimMax(a: Dim, b: Dim): Dim {
  const ca = asConst(a);
  const cb = asConst(b);
  if (ca !== null && cb !== null) return dimConst(Math.max(ca, cb));
  if (provablyNonNegative(dimSub(a, b))) return a;
  if (provablyNonNegative(dimSub(b, a))) return b;
  return opaque('max', [a, b].sort((x, y) => (x.key < y.key ? -1 : 1)));
}

export function dimMin(a: Dim, b: Dim): Dim {
  const ca = asConst(a);
  const cb = asConst(b);
  if (ca !== null && cb !== null) return dimConst(Math.min(ca, cb));
  if (provablyNonNegative(dimSub(a, b))) return b;
  if (provablyNonNegative(dimSub(b, a))) return a;
  return opaque('min', [a, b].sort((x, y) => (x.key < y.key ? -1 : 1)));
}

/** floor division */
export function dimDiv(a: Dim, b: Dim): Dim {
  const ca = asConst(a);
  const cb = asConst(b);
  if (cb === 1) return a;
  if (ca !== null && cb !== null && cb !== 0) return dimConst(Math.floor(ca / cb));
  return opaque('div', [a, b]);
}

export function dimMod(a: Dim, b: Dim): Dim {
  const ca = asConst(a);
  const cb = asConst(b);
  if (cb === 1) return dimConst(0);
  if (ca !== null && cb !== null && cb !== 0) return dimConst(((ca % cb) + cb) % cb);
  return opaque('mod', [a, b]);
}

/** Evaluate with known size variables; null if one is unknown. */
export function dimEval(d: Dim, env: (v: SizeVar) => number | undefined): number | null {
  let sum = 0;
  for (const t of d.terms) {
    let p = t.coeff;
    for (const f of t.factors) {
      const v = atomEval(f, env);
      if (v === null) return null;
      p *= v;
    }
    sum += p;
  }
  return sum;
}

function atomEval(a: DimAtom, env: (v: SizeVar) => number | undefined): number | null {
  if (a.kind === 'var') return env(a.name) ?? null;
  const xs = a.args.map((x) => dimEval(x, env));
  if (xs.some((x) => x === null)) return null;
  const [x, y] = xs as [number, number];
  switch (a.op) {
    case 'max': return Math.max(x, y);
    case 'min': return Math.min(x, y);
    case 'div': return y === 0 ? null : Math.floor(x / y);
    case 'mod': return y === 0 ? null : ((x % y) + y) % y;
  }
}

/** Substitute size variables by dims (used when a solved equality fixes a variable). */
export function dimSubst(d: Dim, s: (v: SizeVar) => Dim | undefined): Dim {
  let acc = dimConst(0);
  for (const t of d.terms) {
    let p = dimConst(t.coeff);
    for (const f of t.factors) {
      const fd: Dim =
        f.kind === 'var'
          ? s(f.name) ?? dimVar(f.name)
          : (() => {
              const args = f.args.map((x) => dimSubst(x, s));
              switch (f.op) {
                case 'max': return dimMax(args[0]!, args[1]!);
                case 'min': return dimMin(args[0]!, args[1]!);
                case 'div': return dimDiv(args[0]!, args[1]!);
                case 'mod': return dimMod(args[0]!, args[1]!);
              }
            })();
      p = dimMul(p, fd);
    }
    acc = dimAdd(acc, p);
  }
  return acc;
}

/**
 * Existential sizes, bound from data when the program runs, are named k1, k2, … (the checker's
 * context makes them; signatures may not use these names). Every other size variable is universal:
 * a declared size name that a proof must hold for.
 */
export const EXISTENTIAL_SIZE = /^k\d+$/;

export const isExistential = (v: SizeVar): boolean => EXISTENTIAL_SIZE.test(v);

/** Size variables mentioned by a dim. */
export function dimVars(d: Dim): SizeVar[] {
  const out = new Set<SizeVar>();
  const visit = (x: Dim): void => {
    for (const t of x.terms)
      for (const f of t.factors) {
        if (f.kind === 'var') out.add(f.name);
        else f.args.forEach(visit);
      }
  };
  visit(d);
  return [...out];
}

export function showDim(d: Dim): string {
  return d.key;
}

export function showShape(s: Shape): string {
  return `[${s.map(showDim).join(',')}]`;
}
