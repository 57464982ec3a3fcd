// Symbolic integers for the memory stage: integer polynomials over the IR's size variables, in a
// canonical form (so equal sizes print alike and `same` is a comparison), with opaque terms for
// what is not a polynomial (a mod, a quotient, a comparison). Block sizes and LMAD offsets and
// strides are SymInts: host-side size expressions the runtime evaluates once the sizes are known.
import type { IndexAlgebra } from './views.js';
import type { Size } from './syntax.js';

/** A monomial (its factors' names sorted and joined by '·'; '' is the constant) → its coefficient. */
export interface SymInt {
  readonly terms: ReadonlyMap<string, number>;
}

const make = (entries: Iterable<[string, number]>): SymInt => {
  const terms = new Map<string, number>();
  for (const [m, c] of entries) {
    const v = (terms.get(m) ?? 0) + c;
    if (v === 0) terms.delete(m);
    else terms.set(m, v);
  }
  return { terms: new Map([...terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
};

export const symConst = (n: number): SymInt => make([['', n]]);
export const symVar = (name: string): SymInt => make([[name, 1]]);
export const symOfSize = (s: Size): SymInt => (s.k === 'const' ? symConst(s.n) : symVar(s.name));

export const symAdd = (a: SymInt, b: SymInt): SymInt => make([...a.terms, ...b.terms]);
export const symScale = (a: SymInt, k: number): SymInt => make([...a.terms].map(([m, c]) => [m, c * k]));
export const symSub = (a: SymInt, b: SymInt): SymInt => symAdd(a, symScale(b, -1));

const joinMonomials = (x: string, y: string): string => [...x.split('·'), ...y.split('·')].filter((f) => f !== '').sort().join('·');

export function symMul(a: SymInt, b: SymInt): SymInt {
  const out: [string, number][] = [];
  for (const [m, c] of a.terms) for (const [n, d] of b.terms) out.push([joinMonomials(m, n), c * d]);
  return make(out);
}

export const symProduct = (xs: readonly SymInt[]): SymInt => xs.reduce(symMul, symConst(1));

/** The value when it has no variables, else null. */
export function symKnown(a: SymInt): number | null {
  if (a.terms.size === 0) return 0;
  if (a.terms.size === 1 && a.terms.has('')) return a.terms.get('')!;
  return null;
}

export const symSame = (a: SymInt, b: SymInt): boolean => symKnown(symSub(a, b)) === 0;

/** The names a SymInt mentions (opaque terms count as their own names). */
export const symNames = (a: SymInt): string[] => [...new Set([...a.terms.keys()].flatMap((m) => m.split('·')).filter((f) => f !== ''))];

/** Its value with every variable bound in `env`, else null. */
export function symEval(a: SymInt, env: (name: string) => number | undefined): number | null {
  let total = 0;
  for (const [m, c] of a.terms) {
    let p = c;
    for (const f of m.split('·')) {
      if (f === '') continue;
      const v = env(f);
      if (v === undefined) return null;
      p *= v;
    }
    total += p;
  }
  return total;
}

/**
 * Whether a ≥ 0 for every value of its variables that are each at least 1 (a dim an access is
 * made through has elements): substituting v = 1 + v′ leaves no negative coefficient. Sufficient,
 * not necessary: false means "not proved", and opaque terms are never proved.
 */
export function symProvablyNonNegative(a: SymInt): boolean {
  if ([...a.terms.keys()].some((m) => m.includes('('))) return false;
  let shifted = symConst(0);
  for (const [m, c] of a.terms) {
    const factors = m.split('·').filter((f) => f !== '').map((f) => symAdd(symConst(1), symVar(f)));
    shifted = symAdd(shifted, symScale(symProduct(factors), c));
  }
  return [...shifted.terms.values()].every((c) => c >= 0);
}

export function showSym(a: SymInt): string {
  if (a.terms.size === 0) return '0';
  const parts = [...a.terms].map(([m, c]) => (m === '' ? `${Math.abs(c)}` : Math.abs(c) === 1 ? m : `${Math.abs(c)}·${m}`));
  return [...a.terms].map(([, c], i) => (i === 0 ? (c < 0 ? '-' : '') : c < 0 ? ' - ' : ' + ') + parts[i]!).join('');
}

/** An opaque term: what `op` of a and b is, named by its printed form ('·' inside it written '×', since '·' joins a monomial's factors). */
const opaque = (op: string, a: SymInt, b: SymInt): SymInt => symVar(`(${showSym(a)} ${op} ${showSym(b)})`.replaceAll('·', '×'));

/** Index arithmetic on SymInts (views.ts), so toLmad computes symbolic LMADs. */
export const symIndex: IndexAlgebra<SymInt> = {
  int: symConst,
  bool: (b) => symConst(b ? 1 : 0),
  add: symAdd,
  sub: symSub,
  mul: symMul,
  mod: (a, n) => opaque('mod', a, n),
  idiv: (a, n) => opaque('div', a, n),
  lt: (a, b) => opaque('<', a, b),
  ge: (a, b) => opaque('≥', a, b),
  and: (a, b) => opaque('∧', a, b),
  select: (c, t, e) => symVar(`(${showSym(c)} ? ${showSym(t)} : ${showSym(e)})`.replaceAll('·', '×')),
  known: symKnown,
  same: symSame,
};
