// The checker on a program text, for the checker specs: its typed program, or its diagnostics
// (a parse failure is the spec's own mistake, so it throws).
import { isLeft } from 'fp-ts/lib/Either.js';
import { parseProgram } from '../../apl/parse.js';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { checkProgram, showArrType } from '../../shapes/check.js';
import type { TProgram } from '../../shapes/typed.js';

export function check(text: string): TProgram | readonly Diagnostic[] {
  const p = parseProgram({ name: 't.apl', text });
  if (isLeft(p)) throw new Error('parse failed: ' + p.left.map((d) => d.message).join('; '));
  const c = checkProgram(p.right);
  return isLeft(c) ? c.left : c.right;
}

/** The typed program of a text the spec expects to check. */
export function checked(text: string): TProgram {
  const r = check(text);
  if (Array.isArray(r)) throw new Error('check failed: ' + (r as readonly Diagnostic[]).map((d) => `${d.cls}: ${d.message}`).join('; '));
  return r as TProgram;
}

/** The type of a text's final value, as the checker prints types ((i32[?])[2], f32[n]). */
export function typeOf(text: string): string {
  const f = checked(text).final;
  if (!f) throw new Error('no final value');
  return showArrType(f.t);
}

/** The first diagnostic of a text the spec expects to fail: its class, column and message. */
export function errorOf(text: string): { cls: string; col: number; message: string } {
  const r = check(text);
  if (!Array.isArray(r)) throw new Error('expected an error for: ' + text);
  const d = (r as readonly Diagnostic[])[0]!;
  return { cls: d.cls, col: d.span?.start.col ?? 0, message: d.message };
}
