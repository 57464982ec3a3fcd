// Scalar primitive functions lowered to IR scalar ops, with the element conversions the
// checker's type rules imply (bool+bool sums as int, ÷ computes in float, …).
import { CIRCLE_UNOPS } from '../core-ir/ops.js';
import type { Atom, BinOp, Elem, SrcLoc, UnOp } from '../core-ir/syntax.js';
import { scalarT, type Emitter } from './emit.js';

export function convertAtom(em: Emitter, a: Atom, to: Elem, loc?: SrcLoc): Atom {
  const from = em.typeOf(a).elem;
  if (from === to) return a;
  if (a.k === 'const') {
    if (to === 'bool' && a.value !== 0 && a.value !== 1) return em.bind({ tag: 'un', op: 'toBool', arg: a }, scalarT('bool'), loc);
    return { k: 'const', value: to === 'int' || to === 'bool' ? Math.trunc(a.value) : Math.fround(a.value), elem: to };
  }
  const op: UnOp = to === 'float' ? 'toFloat' : to === 'int' ? 'toInt' : to === 'bool' ? 'toBool' : 'toInt';
  if (from === 'float' && to === 'bool') return em.bind({ tag: 'un', op: 'toBool', arg: convertAtom(em, a, 'int', loc) }, scalarT('bool'), loc);
  return em.bind({ tag: 'un', op, arg: a }, scalarT(to), loc);
}

const un = (em: Emitter, op: UnOp, a: Atom, elem: Elem, loc?: SrcLoc): Atom => em.bind({ tag: 'un', op, arg: a }, scalarT(elem), loc);
const bin = (em: Emitter, op: BinOp, a: Atom, b: Atom, elem: Elem, loc?: SrcLoc): Atom => em.bind({ tag: 'bin', op, left: a, right: b }, scalarT(elem), loc);

/** Monadic scalar primitive `glyph` on `a`, giving `result` (the checker's type). */
export function applyMonadicScalar(em: Emitter, glyph: string, a: Atom, result: Elem, loc?: SrcLoc): Atom {
  const e = em.typeOf(a).elem;
  switch (glyph) {
    case '+':
      return a;
    case '-':
      return un(em, 'neg', convertAtom(em, a, result, loc), result, loc);
    case '×':
      if (e === 'bool') return a;
      if (e === 'int') return un(em, 'signum', a, 'int', loc);
      return convertAtom(em, un(em, 'signum', a, 'float', loc), 'int', loc);
    case '|':
      return e === 'bool' ? a : un(em, 'abs', a, e, loc);
    case '⌈':
    case '⌊':
      return e === 'float' ? un(em, glyph === '⌈' ? 'ceil' : 'floor', a, 'int', loc) : a;
    case '÷':
      return un(em, 'recip', convertAtom(em, a, 'float', loc), 'float', loc);
    case '*':
      return un(em, 'exp', convertAtom(em, a, 'float', loc), 'float', loc);
    case '⍟':
      return un(em, 'ln', convertAtom(em, a, 'float', loc), 'float', loc);
    case '○':
      return un(em, 'pitimes', convertAtom(em, a, 'float', loc), 'float', loc);
    case '!':
      return un(em, 'factorial', convertAtom(em, a, 'float', loc), 'float', loc);
    case '~':
      return un(em, 'not', convertAtom(em, a, 'bool', loc), 'bool', loc);
    default:
      throw new Error(`lower: monadic scalar ${glyph} has no lowering`);
  }
}

const CMP: Record<string, BinOp> = { '<': 'lt', '≤': 'le', '=': 'eq', '≥': 'ge', '>': 'gt', '≠': 'ne' };

function common(a: Elem, b: Elem): Elem {
  if (a === b) return a;
  if (a === 'float' || b === 'float') return 'float';
  return 'int';
}

/** Dyadic scalar primitive `glyph` on `a` and `b`, giving `result` (the checker's type). */
export function applyDyadicScalar(em: Emitter, glyph: string, a: Atom, b: Atom, result: Elem, loc?: SrcLoc): Atom {
  const ea = em.typeOf(a).elem;
  const eb = em.typeOf(b).elem;
  const both = (to: Elem): [Atom, Atom] => [convertAtom(em, a, to, loc), convertAtom(em, b, to, loc)];
  switch (glyph) {
    case '+': case '-': case '×': case '|': {
      const [x, y] = both(result);
      const op: BinOp = glyph === '+' ? 'add' : glyph === '-' ? 'sub' : glyph === '×' ? 'mul' : 'mod';
      return bin(em, op, x, y, result, loc);
    }
    case '⌈': case '⌊': {
      const [x, y] = both(result);
      return bin(em, glyph === '⌈' ? 'max' : 'min', x, y, result, loc);
    }
    case '÷': case '*': case '⍟': case '!': {
      const [x, y] = both('float');
      const op: BinOp = glyph === '÷' ? 'div' : glyph === '*' ? 'pow' : glyph === '⍟' ? 'log' : 'binom';
      return bin(em, op, x, y, 'float', loc);
    }
    case '○': {
      if (a.k === 'const' && Number.isInteger(a.value)) {
        const u = CIRCLE_UNOPS.get(a.value);
        if (u) return un(em, u, convertAtom(em, b, 'float', loc), 'float', loc);
      }
      const [x, y] = both('float');
      return bin(em, 'circle', x, y, 'float', loc);
    }
    case '∧': case '∨': {
      if (result === 'bool') return bin(em, glyph === '∧' ? 'and' : 'or', a, b, 'bool', loc);
      const [x, y] = both('int');
      return bin(em, glyph === '∧' ? 'lcm' : 'gcd', x, y, 'int', loc);
    }
    case '⍲': case '⍱': {
      const [x, y] = both('bool');
      return bin(em, glyph === '⍲' ? 'nand' : 'nor', x, y, 'bool', loc);
    }
    default: {
      const op = CMP[glyph];
      if (!op) throw new Error(`lower: dyadic scalar ${glyph} has no lowering`);
      if ((ea === 'char') !== (eb === 'char')) {
        // a character never equals a number
        if (glyph === '=' || glyph === '≠') return { k: 'const', value: glyph === '=' ? 0 : 1, elem: 'bool' };
        throw new Error(`lower: ${glyph} between characters and numbers`);
      }
      const [x, y] = both(common(ea, eb));
      return bin(em, op, x, y, 'bool', loc);
    }
  }
}
