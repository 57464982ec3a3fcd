// Scalar primitive functions lowered to IR scalar ops, with the element conversions the
// checker's type rules imply (bool+bool sums as int, ÷ computes in float, …): which op and which
// conversions is the glyph's entry in ops/scalar-glyphs.ts; this file emits them.
import type { Atom, BinOp, Elem, SrcLoc, UnOp } from '../core-ir/syntax.js';
import { DYADIC_SCALAR, dyadicLowering, monadicLowering } from '../ops/glyph-rules.js';
import { binResult, unResult } from '../ops/scalar-ops.js';
import type { FloatWidth } from '../ops/float-width.js';
import { scalarT, type Emitter } from './emit.js';
import { isTolerantBinOp, isTolerantUnOp, tolerantBin, tolerantUn } from './lower-tolerance.js';

export function convertAtom(em: Emitter, a: Atom, to: Elem, loc?: SrcLoc): Atom {
  const from = em.typeOf(a).elem;
  if (from === to) return a;
  if (a.k === 'const') {
    if (to === 'char' && (a.value < 0 || a.value > 0x10ffff)) return em.bind({ tag: 'un', op: 'toChar', arg: a }, scalarT('char'), loc);
    if (to === 'bool' && a.value !== 0 && a.value !== 1) return em.bind({ tag: 'un', op: 'toBool', arg: a }, scalarT('bool'), loc);
    // a float constant keeps its value: it is stored at the program's width where it is used
    return { k: 'const', value: to === 'int' || to === 'bool' ? Math.trunc(a.value) : a.value, elem: to };
  }
  const op: UnOp = to === 'float' ? 'toFloat' : to === 'int' ? 'toInt' : to === 'bool' ? 'toBool' : 'toChar';
  if (from === 'float' && to === 'bool') return em.bind({ tag: 'un', op: 'toBool', arg: convertAtom(em, a, 'int', loc) }, scalarT('bool'), loc);
  return em.bind({ tag: 'un', op, arg: a }, scalarT(to), loc);
}

const un = (em: Emitter, op: UnOp, a: Atom, elem: Elem, loc?: SrcLoc): Atom => em.bind({ tag: 'un', op, arg: a }, scalarT(elem), loc);
const bin = (em: Emitter, op: BinOp, a: Atom, b: Atom, elem: Elem, loc?: SrcLoc): Atom => em.bind({ tag: 'bin', op, left: a, right: b }, scalarT(elem), loc);

/**
 * Monadic scalar primitive `glyph` on `a`, giving `result` (the checker's type); ⌊ and ⌈ of floats
 * within `tolerance` (⎕CT) of an integer give it (lower-tolerance.ts); `width` is the program's float width.
 */
export function applyMonadicScalar(em: Emitter, glyph: string, a: Atom, result: Elem, tolerance: number, width: FloatWidth, loc?: SrcLoc): Atom {
  const m = monadicLowering(glyph, em.typeOf(a).elem, result);
  if (m === null) throw new Error(`lower: monadic scalar ${glyph} has no lowering`);
  const { op, via, to } = m;
  const x = convertAtom(em, a, via, loc);
  if (op !== null && via === 'float' && tolerance > 0 && isTolerantUnOp(op)) return convertAtom(em, tolerantUn(em, op, x, tolerance, width, loc), to, loc);
  return convertAtom(em, op === null ? x : un(em, op, x, unResult(op, via), loc), to, loc);
}

/**
 * Dyadic scalar primitive `glyph` on `a` and `b`, giving `result` (the checker's type); floats
 * compare, and take residues, within `tolerance` (⎕CT; 0: exactly).
 */
export function applyDyadicScalar(em: Emitter, glyph: string, a: Atom, b: Atom, result: Elem, tolerance: number, width: FloatWidth, loc?: SrcLoc): Atom {
  const ea = em.typeOf(a).elem;
  const eb = em.typeOf(b).elem;
  if (!DYADIC_SCALAR.has(glyph)) throw new Error(`lower: dyadic scalar ${glyph} has no lowering`);
  const l = dyadicLowering(glyph, ea, eb, result, a.k === 'const' ? a.value : null);
  if (l === null) throw new Error(`lower: ${glyph} between characters and numbers`);
  switch (l.k) {
    case 'const':
      return { k: 'const', value: l.value, elem: l.elem };
    case 'unRight':
      return un(em, l.op, convertAtom(em, b, l.via, loc), unResult(l.op, l.via), loc);
    case 'bin': {
      const [x, y] = [convertAtom(em, a, l.via, loc), convertAtom(em, b, l.via, loc)];
      if (l.via === 'float' && tolerance > 0 && isTolerantBinOp(l.op)) return tolerantBin(em, l.op, x, y, tolerance, width, loc);
      return bin(em, l.op, x, y, binResult(l.op, l.via), loc);
    }
  }
}
