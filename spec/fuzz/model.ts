// What the generator knows about an expression it has written: its element type, its shape (a dim
// is null where only the run decides it), the bounds of its values, and whether the backends may
// compute it to different bits. The bounds keep every int inside i32 and every float finite; the
// `fuzzy` mark keeps discontinuous functions (floor, comparisons, grades, residue) away from floats
// that a GPU may round differently (quotients, transcendentals, float sums in another order), so a
// disagreement the generator finds is a bug, not rounding.
export type Elem = 'bool' | 'int' | 'float' | 'char';

export const NUMERIC: readonly Elem[] = ['bool', 'int', 'float'];
export const INTEGRAL: readonly Elem[] = ['bool', 'int'];
export const ANY_ELEM: readonly Elem[] = ['bool', 'int', 'float', 'char'];

export type Dim = number | null;

export interface Ty {
  readonly elem: Elem;
  readonly shape: readonly Dim[];
  /** bounds of the values (0 and 1 for bools, 0 for chars) */
  readonly lo: number;
  readonly hi: number;
  readonly fuzzy: boolean;
}

export interface Expr {
  readonly text: string;
  readonly ty: Ty;
  /** a name, a scalar literal or a parenthesised expression: safe as a left argument or an index base */
  readonly atomic: boolean;
}

/** Int values beyond this are clamped back, so that sums of a few hundred of them stay in i32. */
export const BOUND = 10_000;

/** The largest length a data-dependent dim can reach in generated programs. */
export const MAX_LENGTH = 2_000;

export function ty(elem: Elem, shape: readonly Dim[], lo: number, hi: number, fuzzy = false): Ty {
  if (elem === 'bool') return { elem, shape, lo: 0, hi: 1, fuzzy: false };
  if (elem === 'char') return { elem, shape, lo: 0, hi: 0, fuzzy: false };
  return { elem, shape, lo: Math.min(lo, hi), hi: Math.max(lo, hi), fuzzy: elem === 'float' && fuzzy };
}

export function knownShape(shape: readonly Dim[]): shape is readonly number[] {
  return shape.every((d) => d !== null);
}

export function sameShape(a: readonly Dim[], b: readonly Dim[]): boolean {
  return a.length === b.length && a.every((d, i) => d !== null && d === b[i]);
}

export function count(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

export function magnitude(t: Ty): number {
  return Math.max(Math.abs(t.lo), Math.abs(t.hi));
}

/** An APL number: high minus for negatives, at most a few decimals. */
export function num(v: number): string {
  const s = Number.isInteger(v) ? String(Math.abs(v)) : String(Math.abs(v)).replace(/^0\./, '0.');
  return v < 0 ? `¯${s}` : s;
}

export function atom(text: string, t: Ty): Expr {
  return { text, ty: t, atomic: true };
}

export function compound(text: string, t: Ty): Expr {
  return { text, ty: t, atomic: false };
}

/** The expression as a left argument, an operand or an index base: parenthesised unless atomic. */
export function left(e: Expr): string {
  return e.atomic ? e.text : `(${e.text})`;
}

export function parens(e: Expr): Expr {
  return e.atomic ? e : atom(`(${e.text})`, e.ty);
}

/** The widest element type of two numeric ones, as APL's arithmetic gives it. */
export function joinNumeric(a: Elem, b: Elem): Elem {
  if (a === 'float' || b === 'float') return 'float';
  return 'int';
}

/** `lo⌈hi⌊e`: the same values where they were in bounds, and never past them. */
export function clamp(e: Expr, lo: number, hi: number): Expr {
  if (e.ty.elem === 'bool' || e.ty.elem === 'char') return e;
  if (e.ty.lo >= lo && e.ty.hi <= hi) return e;
  const t = ty(e.ty.elem, e.ty.shape, Math.max(lo, Math.min(e.ty.lo, hi)), Math.min(hi, Math.max(e.ty.hi, lo)), e.ty.fuzzy);
  return compound(`${num(lo)}⌈${num(hi)}⌊${e.text}`, t);
}

/** Clamps an expression whose values could leave the generator's bounds. */
export function bounded(e: Expr): Expr {
  return magnitude(e.ty) > BOUND ? clamp(e, -1000, 1000) : e;
}
