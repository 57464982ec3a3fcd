// Compares our apltail-style text with NAME.out.ok. apltail prints doubles with up to 12 digits and
// marks floats with `.0`; we compute in f32. So numbers match within a relative tolerance whatever
// their spelling (7 and 7.0 are equal), and the text around them must be identical.
import { numbersAgree, type Tolerance } from '../corpus/compare.js';

export const CONFORMANCE_TOLERANCE: Tolerance = { relative: 1e-4, absolute: 1e-6 };

const TOKEN = /-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|\S/g;

/** Numbers, and single non-blank characters; blanks only separate. */
export function apltailTokens(line: string): string[] {
  return line.match(TOKEN) ?? [];
}

function isNumber(token: string): boolean {
  return /\d/.test(token);
}

export function linesAgree(expected: string, actual: string, tol: Tolerance = CONFORMANCE_TOLERANCE): boolean {
  const e = expected.trimEnd();
  const a = actual.trimEnd();
  if (e === a) return true;
  // A line without numbers is text (a character vector or matrix row): its blanks matter.
  if (!/\d/.test(e)) return false;
  const et = apltailTokens(e);
  const at = apltailTokens(a);
  return et.length === at.length && et.every((t, i) => {
    const u = at[i]!;
    if (isNumber(t) && isNumber(u)) return numbersAgree(Number(t.replace(/E/g, 'e')), Number(u.replace(/E/g, 'e')), tol);
    return t === u;
  });
}

/** A short description of the first differing line, or null when the texts agree. */
export function firstDifference(expected: readonly string[], actual: readonly string[], tol: Tolerance = CONFORMANCE_TOLERANCE): string | null {
  const clip = (s: string | undefined): string => (s === undefined ? '(no line)' : JSON.stringify(s.length > 60 ? s.slice(0, 57) + '...' : s));
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i];
    const a = actual[i];
    if (e === undefined || a === undefined || !linesAgree(e, a, tol)) {
      return `line ${i + 1}: expected ${clip(e)}, got ${clip(a)}`;
    }
  }
  return null;
}
