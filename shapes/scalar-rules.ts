// Element-type rules of the scalar functions, read from the glyph table (ops/scalar-glyphs.ts):
// the narrowest type each result can have (÷ gives float, + of ints gives int, comparisons give
// bool). A string result is the reason the combination is a DOMAIN error; NONCE marks
// combinations aplc does not support yet.
export { DYADIC_SCALAR, MONADIC_SCALAR, dyadicElem, monadicElem, type ElemRule } from '../ops/glyph-rules.js';
export { joinElems, joinNumeric } from '../ops/elem.js';
