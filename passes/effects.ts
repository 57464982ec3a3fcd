// What evaluating a statement may do besides producing its values: fail with an APL error, print,
// or not terminate. Passes may delete, duplicate-check or move a statement only where that cannot
// change which error (or output) a program produces first.
import type { Atom, BinOp, Body, Exp, Lambda, Size, Stmt, Type, UnOp } from '../core-ir/syntax.js';
import { BIN_OPS, UN_OPS } from '../ops/scalar-ops.js';
import { sameShape } from './ir-names.js';

/** Whether a unary op can raise a DOMAIN ERROR on operands of its types (ops/scalar-ops.ts). */
function unCanFail(op: UnOp): boolean {
  return UN_OPS[op].fallible !== 'no';
}

/** Whether a binary op can raise a DOMAIN ERROR; x÷c fails only for c = 0. */
function binCanFail(op: BinOp, right: Atom): boolean {
  const fallible = BIN_OPS[op].fallible;
  if (fallible === 'rightZero') return !(right.k === 'const' && right.value !== 0);
  return fallible === 'yes';
}

const lambdaCanFail = (l: Lambda): boolean => l.body.some((s) => stmtCanFail(s));
const bodyCanFail = (b: Body): boolean => b.stmts.some((s) => stmtCanFail(s));

const constCount = (shape: readonly Size[]): number | null =>
  shape.every((z) => z.k === 'const') ? shape.reduce((n, z) => n * (z.k === 'const' ? z.n : 1), 1) : null;

/** whether a SOAC's inputs might not have its iteration shape (a LENGTH ERROR at run time) */
function inputsMayMismatch(shape: readonly Size[], arrays: readonly string[], typeOf: (n: string) => Type | undefined): boolean {
  return arrays.some((a) => {
    const t = typeOf(a);
    return t === undefined || !sameShape(t.shape, shape);
  });
}

/**
 * Whether a statement may stop the program: an error, an assertion, or a loop that might not end.
 * `typeOf` gives the types of arrays in scope (SOAC inputs whose shapes are not syntactically the
 * iteration shape are checked at run time); without it such checks are assumed to fail.
 */
export function stmtCanFail(s: Stmt, typeOf?: (n: string) => Type | undefined): boolean {
  return expCanFail(s.exp, typeOf ?? (() => undefined));
}

export function expCanFail(e: Exp, typeOf: (n: string) => Type | undefined): boolean {
  switch (e.tag) {
    case 'atom': case 'select': case 'iota': case 'replicate': case 'rearrange': case 'reverse': case 'rotate': case 'window': case 'copy': case 'output': case 'grade': case 'format':
      return false;
    case 'un': return unCanFail(e.op);
    case 'bin': return binCanFail(e.op, e.right);
    case 'lit': return e.type.shape.some((z) => z.k === 'var');
    case 'kernel': return expCanFail(e.soac, typeOf);
    case 'index': case 'gather': case 'scatter': case 'assert': case 'concat':
      // a scatter's LENGTH check; a fused value map runs inside it (and is no worse than that)
      return true;
    case 'reshape': {
      const from = typeOf(e.array);
      if (from === undefined) return true;
      if (sameShape(from.shape, e.shape)) return false;
      const [a, b] = [constCount(from.shape), constCount(e.shape)];
      return a === null || b === null || a !== b;
    }
    case 'map':
      return lambdaCanFail(e.lambda) || inputsMayMismatch(e.shape, e.arrays, typeOf);
    case 'redomap': {
      const last = e.shape[e.shape.length - 1];
      const mayBeEmpty = last === undefined || last.k !== 'const' || last.n === 0;
      return lambdaCanFail(e.map) || lambdaCanFail(e.op) || inputsMayMismatch(e.shape, e.arrays, typeOf) || (e.neutral === null && mayBeEmpty);
    }
    case 'scanomap':
      return lambdaCanFail(e.map) || lambdaCanFail(e.op) || inputsMayMismatch(e.shape, e.arrays, typeOf);
    case 'if':
      return bodyCanFail(e.then) || bodyCanFail(e.else);
    case 'loop':
      // a while loop may not end; that is an effect a pass must not remove or reorder
      return e.form.k === 'while' || bodyCanFail(e.body);
  }
}

/** Statements that must run even when nothing reads their names. */
export function mustKeep(s: Stmt, typeOf?: (n: string) => Type | undefined): boolean {
  return s.exp.tag === 'output' || stmtCanFail(s, typeOf);
}
