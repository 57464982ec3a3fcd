// Element-type rules of the scalar functions: the narrowest type each result can have
// (÷ gives float, + of ints gives int, comparisons give bool). A string result is the reason the
// combination is a DOMAIN error; NONCE marks combinations aplc does not support yet.
import type { ElemType } from './typed.js';

export const MONADIC_SCALAR = new Set(['+', '-', '×', '÷', '|', '⌈', '⌊', '*', '⍟', '○', '!', '~']);
export const DYADIC_SCALAR = new Set(['+', '-', '×', '÷', '|', '⌈', '⌊', '*', '⍟', '○', '!', '∧', '∨', '⍲', '⍱', '<', '≤', '=', '≥', '>', '≠']);

export type ElemRule = { readonly ok: ElemType } | { readonly domain: string } | { readonly nonce: string };

const isNum = (e: ElemType): boolean => e !== 'char';

export function joinNumeric(a: ElemType, b: ElemType): ElemType {
  if (a === 'float' || b === 'float') return 'float';
  if (a === 'int' || b === 'int') return 'int';
  return a === 'char' || b === 'char' ? 'char' : 'bool';
}

/** The join used to put two arrays in one (catenate, strands, guard branches). */
export function joinElems(a: ElemType, b: ElemType): ElemType | null {
  if (a === b) return a;
  if (a === 'char' || b === 'char') return null;
  return joinNumeric(a, b);
}

export function monadicElem(glyph: string, a: ElemType): ElemRule {
  if (!isNum(a)) return { domain: `${glyph} needs numbers, got characters` };
  switch (glyph) {
    case '+': return { ok: a };
    case '-': return { ok: a === 'bool' ? 'int' : a };
    case '×': return { ok: a === 'bool' ? 'bool' : 'int' };
    case '|': return { ok: a };
    case '⌈': case '⌊': return { ok: a === 'bool' ? 'bool' : 'int' };
    case '÷': case '*': case '⍟': case '○': case '!': return { ok: 'float' };
    case '~':
      if (a === 'float') return { nonce: '~ of a float array (write it with = 0 instead)' };
      return { ok: 'bool' };
    default: return { nonce: `monadic ${glyph}` };
  }
}

export function dyadicElem(glyph: string, a: ElemType, b: ElemType): ElemRule {
  if (glyph === '=' || glyph === '≠') return { ok: 'bool' };
  if (!isNum(a) || !isNum(b)) return { domain: `${glyph} needs numbers, got characters` };
  switch (glyph) {
    case '+': case '-': case '×': {
      const j = joinNumeric(a, b);
      return { ok: j === 'bool' ? 'int' : j };
    }
    case '|': {
      const j = joinNumeric(a, b);
      return { ok: j === 'bool' ? 'int' : j };
    }
    case '⌈': case '⌊': return { ok: joinNumeric(a, b) };
    case '÷': case '*': case '⍟': case '○': case '!': return { ok: 'float' };
    case '∧': case '∨': {
      const j = joinNumeric(a, b);
      if (j === 'float') return { nonce: `${glyph} (GCD/LCM) of non-integer arrays` };
      return { ok: j };
    }
    case '⍲': case '⍱':
      if (joinNumeric(a, b) === 'float') return { domain: `${glyph} needs booleans` };
      return { ok: 'bool' };
    case '<': case '≤': case '≥': case '>': return { ok: 'bool' };
    default: return { nonce: `dyadic ${glyph}` };
  }
}

/** Primitive scalar functions whose reduction may be computed in any order. */
export function primIsAssociative(glyph: string, elem: ElemType): boolean {
  if ('+×⌈⌊'.includes(glyph)) return true;
  if ('∧∨'.includes(glyph)) return true;
  if (glyph === '≠') return elem === 'bool';
  if (glyph === '=') return elem === 'bool';
  return false;
}
