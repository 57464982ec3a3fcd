// ⎕FR, the float representation: `⎕FR←645` (Dyalog's 64-bit binary floats) among a file's first
// statements makes every float of the program f64 (ops/float-width.ts). aplc's float width is the
// whole program's, fixed when it is compiled, so ⎕FR is read here, from the leading statements,
// and taken out of the program; an assignment of ⎕FR anywhere else is a NONCE ERROR from the
// checker (shapes/system-names.ts). 1287 (128-bit decimal floats) is not supported.
import type { Expr, Program, Stmt } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';

/** Dyalog's ⎕FR values: 645 binary f64, 1287 decimal floats. */
export const FR_BINARY64 = 645;
export const FR_DECIMAL128 = 1287;

const sysAssignOf = (s: Stmt): Extract<Expr, { kind: 'sysAssign' }> | null =>
  s.kind === 'expr' && s.expr.kind === 'sysAssign' ? s.expr : null;

const isFr = (name: string): boolean => name.toUpperCase() === '⎕FR';

/**
 * The program without its leading ⎕FR statements and with the width they ask for (`float`), or
 * why not. Leading: before any statement that is not a system variable's assignment (so
 * `⎕IO←0 ⋄ ⎕FR←645` is at the top too).
 */
export function resolveFloatRepresentation(prog: Program): { program: Program; errors: Diagnostic[] } {
  if (!/⎕fr/i.test(prog.file.text)) return { program: prog, errors: [] };
  const errors: Diagnostic[] = [];
  const file = prog.file.name;
  let float: Program['float'];
  let top = 0;
  while (top < prog.body.length && sysAssignOf(prog.body[top]!) !== null) top++;
  const body = prog.body.filter((s, i) => {
    const a = sysAssignOf(s);
    if (i >= top || a === null || !isFr(a.name)) return true;
    const v = a.value;
    if (v.kind !== 'num') errors.push(diag('NONCE', '⎕FR must be set to the constant 645 (64-bit floats)', file, v.span));
    else if (v.value === FR_BINARY64) float = 'f64';
    else if (v.value === FR_DECIMAL128) errors.push(diag('NONCE', '⎕FR←1287 (128-bit decimal floats) is not supported: ⎕FR←645 gives 64-bit binary floats', file, v.span));
    else errors.push(diag('DOMAIN', `⎕FR must be 645 (64-bit binary floats) or 1287 (decimal floats), not ${v.text}`, file, v.span));
    return false;
  });
  return { program: float === undefined ? { ...prog, body } : { ...prog, body, float }, errors };
}
