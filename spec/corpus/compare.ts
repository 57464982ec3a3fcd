// Tolerant comparison of printed output and of values. The GPU computes in f32 and may sum in a
// different order than the interpreter, so numbers agree within a tolerance, everything else exactly.
import type { DisplayValue } from '../../apl/format.js';

export interface Tolerance {
  readonly relative: number;
  /** below this difference two numbers agree whatever their size (results near zero) */
  readonly absolute: number;
}

export const CORPUS_TOLERANCE: Tolerance = { relative: 1e-5, absolute: 1e-6 };

/** No tolerance: the cpu backend computes what the interpreter computes, to the bit. */
export const EXACT: Tolerance = { relative: 0, absolute: 0 };

/** An APL number token: `42`, `¯3.5`, `.5`, `1E10`, `1.5E¯7`; null when the token is not one. */
export function parseAplNumber(token: string): number | null {
  if (token === '∞') return Infinity;
  if (token === '¯∞') return -Infinity;
  if (!/^¯?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE]¯?\d+)?$/.test(token)) return null;
  return Number(token.replace(/¯/g, '-'));
}

export function numbersAgree(a: number, b: number, tol: Tolerance): boolean {
  if (a === b) return true; // also equal infinities
  if (Number.isNaN(a) && Number.isNaN(b)) return true;
  const diff = Math.abs(a - b);
  return diff <= tol.absolute || diff <= tol.relative * Math.max(Math.abs(a), Math.abs(b));
}

/** Splits a line into whitespace-separated tokens. */
function tokens(line: string): string[] {
  return line.split(/\s+/).filter((t) => t.length > 0);
}

export function tokensAgree(expected: string, actual: string, tol: Tolerance, parseNumber: (t: string) => number | null): boolean {
  if (expected === actual) return true;
  const e = parseNumber(expected);
  const a = parseNumber(actual);
  return e !== null && a !== null && numbersAgree(e, a, tol);
}

export interface LineMismatch {
  /** 1-based */
  readonly line: number;
  readonly expected: string | null;
  readonly actual: string | null;
}

/**
 * Compares two texts line by line, each line as whitespace-separated tokens (numbers within the
 * tolerance, other tokens identical). Returns the first mismatch, or null when they agree.
 */
export function compareOutput(expected: readonly string[], actual: readonly string[], tol: Tolerance = CORPUS_TOLERANCE, parseNumber: (t: string) => number | null = parseAplNumber): LineMismatch | null {
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual[i];
    if (e === undefined || a === undefined) return { line: i + 1, expected: e ?? null, actual: a ?? null };
    const et = tokens(e);
    const at = tokens(a);
    const same = et.length === at.length && et.every((t, j) => tokensAgree(t, at[j]!, tol, parseNumber));
    if (!same) return { line: i + 1, expected: e, actual: a };
  }
  return null;
}

export function describeMismatch(m: LineMismatch): string {
  const show = (s: string | null): string => (s === null ? '(no line)' : JSON.stringify(s));
  return `line ${m.line}: expected ${show(m.expected)}, got ${show(m.actual)}`;
}

function elementCount(shape: readonly number[]): number {
  return shape.reduce((a, b) => a * b, 1);
}

/** Why two values differ (shape, element type, or the first element out of tolerance), or null. */
export function compareValues(a: DisplayValue, b: DisplayValue, tol: Tolerance = CORPUS_TOLERANCE): string | null {
  if (a.shape.length !== b.shape.length || a.shape.some((d, i) => d !== b.shape[i])) {
    return `shapes differ: [${a.shape.join(',')}] vs [${b.shape.join(',')}]`;
  }
  if (a.elem !== b.elem) return `element types differ: ${a.elem} vs ${b.elem}`;
  const n = elementCount(a.shape);
  for (let i = 0; i < n; i++) {
    const x = a.data[i]!;
    const y = b.data[i]!;
    // Ints, bools and chars are exact; only floats may drift.
    const ok = a.elem === 'float' ? numbersAgree(x, y, tol) : x === y;
    if (!ok) return `element ${i} differs: ${x} vs ${y}`;
  }
  return null;
}
