// ⍎ of characters known only when the program runs. aplc compiles APL before running it, so ⍎ of
// a constant (⍎'…') is compiled with the program (shapes/execute.ts) and ⍎ of other characters is
// a NONCE — except a character vector that holds one whole number (execute-each.ts), and a single
// character, which a program reads as a digit: ⍎¨ applies ⍎ to one character at a time, as in the
// digit sum +/⍎¨⍕n. A digit's value is its code point less that of
// '0'; any other character is a DOMAIN ERROR when it is met (Dyalog would run it as APL: ⍎'a'
// reads the name a, ⍎' ' gives no value), as the README's deviations say.
import type { Span } from '../apl/ast.js';
import { intLit, mk, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { executeOneNumber } from './execute-each.js';
import type { TExpr } from './typed.js';

export const EXECUTE_RUNTIME_NONCE = "⍎ of characters known only at run time is not supported, except text that holds one whole number, and one character at a time, a digit (as ⍎¨ reads the digits of ⍕n); ⍎ compiles a character constant written after it (⍎'…') or held by the name after it (s←'…' ⋄ ⍎s)";

export const NOT_A_DIGIT = '⍎ of a character known only at run time must be a digit (0-9): other APL is compiled only from a constant written after ⍎';

/** ⍎⍵ for ⍵ that is not a character constant written after ⍎ (check.ts compiles those). */
export function executeRunTime(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('argument', arg)];
  if (arg.t.elem !== 'char') return ctx.fail('DOMAIN', '⍎ takes characters', span, notes);
  if (arg.t.shape.length === 1 && arg.t.items === undefined && arg.t.ragged === undefined) return executeOneNumber(ctx, arg, span);
  if (arg.t.shape.length !== 0 || arg.t.items !== undefined || arg.t.ragged !== undefined) return ctx.fail('NONCE', EXECUTE_RUNTIME_NONCE, span, notes);
  const digit = shareValue(ctx, mk({ k: 'scalar2', glyph: '-', left: convertTo(ctx, arg, 'int'), right: intLit(48, span) }, { elem: 'int', shape: [] }, span));
  const bool = (glyph: string, left: TExpr, right: TExpr): TExpr => mk({ k: 'scalar2', glyph, left, right }, { elem: 'bool', shape: [] }, span);
  const ok = bool('∧', bool('≥', digit.ref, intLit(0, span)), bool('≤', digit.ref, intLit(9, span)));
  return digit.wrap(mk({ k: 'assertTrue', ok, cls: 'DOMAIN', message: NOT_A_DIGIT, value: digit.ref }, digit.ref.t, span, { origin: span }));
}
