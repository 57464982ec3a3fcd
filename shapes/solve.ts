// Deciding whether two dims are equal for every value of their size variables (all ≥ 0).
// 'unequal' is a proof that they differ whenever the arrays are non-empty, which the checker
// reports at compile time; 'unknown' becomes a run-time check.
import { asConst, dimAdd, dimConst, dimDiv, dimEq, dimMax, dimMin, dimMod, dimMul, dimSub, dimVar, dimVars, isExistential, type Dim, type DimAtom, type Monomial } from './dim.js';

export type Decision =
  | { readonly k: 'equal' }
  | { readonly k: 'unknown' }
  /** `onlyEmpty`: they can agree, but only when some size is 0 (e.g. n and max(0,n-1)) */
  | { readonly k: 'unequal'; readonly onlyEmpty: boolean };

/** Every monomial has the same sign as its coefficient for sizes ≥ 0. */
function signs(d: Dim): { pos: boolean; neg: boolean; constant: number } {
  let pos = false;
  let neg = false;
  let constant = 0;
  for (const t of d.terms) {
    if (t.factors.length === 0) constant = t.coeff;
    else if (t.coeff > 0) pos = true;
    else if (t.coeff < 0) neg = true;
  }
  return { pos, neg, constant };
}

/** Replace each lone clamp term c·max(0, e) by c·e: the case where a take/drop is not empty. */
function unclamp(d: Dim): { dim: Dim; changed: boolean } {
  let changed = false;
  let acc = dimConst(0);
  for (const t of d.terms) {
    const f = t.factors.length === 1 ? t.factors[0]! : null;
    if (f && f.kind === 'opaque' && f.op === 'max') {
      const [a, b] = f.args as [Dim, Dim];
      const inner = asConst(a) === 0 ? b : asConst(b) === 0 ? a : null;
      if (inner) {
        changed = true;
        acc = dimAdd(acc, dimMul(dimConst(t.coeff), inner));
        continue;
      }
    }
    acc = dimAdd(acc, monomialDim(t));
  }
  return { dim: acc, changed };
}

function monomialDim(t: Monomial): Dim {
  let p = dimConst(t.coeff);
  for (const f of t.factors) p = dimMul(p, f.kind === 'var' ? dimVar(f.name) : opaqueOf(f));
  return p;
}

function opaqueOf(f: Extract<DimAtom, { kind: 'opaque' }>): Dim {
  const [a, b] = f.args as [Dim, Dim];
  switch (f.op) {
    case 'max': return dimMax(a, b);
    case 'min': return dimMin(a, b);
    case 'div': return dimDiv(a, b);
    case 'mod': return dimMod(a, b);
  }
}

export function decideEq(a: Dim, b: Dim): Decision {
  if (dimEq(a, b)) return { k: 'equal' };
  const diff = dimSub(a, b);
  const c = asConst(diff);
  if (c !== null) return c === 0 ? { k: 'equal' } : { k: 'unequal', onlyEmpty: false };
  const s = signs(diff);
  // all terms push one way and the constant does too: never equal (or only when sizes are 0)
  if ((!s.neg && s.constant > 0) || (!s.pos && s.constant < 0)) return { k: 'unequal', onlyEmpty: false };
  if ((!s.neg || !s.pos) && s.constant === 0) return onlyWhenEmpty(a, b);
  const ua = unclamp(a);
  const ub = unclamp(b);
  if (ua.changed || ub.changed) {
    const d2 = decideEq(ua.dim, ub.dim);
    if (d2.k === 'unequal') return onlyWhenEmpty(a, b);
  }
  return { k: 'unknown' };
}

/**
 * Dims that agree only when some size is 0. Over declared sizes that is a proof the program is
 * wrong for every non-empty argument, reported at compile time. Where an existential size is in
 * play, whether it is 0 is for the data to say (`⍬+(1|9)↑v` is right, its take empty): a run-time
 * check, never a false error.
 */
function onlyWhenEmpty(a: Dim, b: Dim): Decision {
  return [...dimVars(a), ...dimVars(b)].some(isExistential) ? { k: 'unknown' } : { k: 'unequal', onlyEmpty: true };
}
