// What a lowering arm may use of the lowering in progress: the emitter, the names bound so far,
// the scopes of sizes, and the few operations every arm shares. The arms (passes/lower-*.ts)
// import this as a type only, so none of them depends on the Lowering class at run time and
// passes/lower.ts can import them all without a cycle.
import type { FloatWidth } from '../ops/float-width.js';
import type { Atom, Elem, Lambda, Size, SrcLoc, Type } from '../core-ir/syntax.js';
import type { Dim } from '../shapes/dim.js';
import type { ScalarFn, TExpr, TNode, TStmt } from '../shapes/typed.js';
import type { Emitter } from './emit.js';

/** A reduction's operator: the lambda, its neutral element where it has one, and whether it is associative. */
export interface FoldOp {
  readonly op: Lambda;
  readonly neutral: Atom[] | null;
  readonly assoc: boolean;
}

export interface LowerContext {
  readonly em: Emitter;
  /** checked names to IR atoms */
  readonly env: Map<string, Atom>;
  /** the segment descriptor (item lengths) of each IR array that holds an irregular nested vector (lower-ragged.ts) */
  readonly segmentLengths: Map<string, Atom>;
  /** the item ranks (0 for a simple scalar item) of each such array whose items may be scalars (lower-ragged.ts) */
  readonly segmentRanks: Map<string, Atom>;
  /** the character mask of each IR array that holds a mixed array's values (lower-mixed.ts) */
  readonly charMasks: Map<string, Atom>;
  /** the program's comparison tolerance, ⎕CT (0: exact), for the tolerant forms of floats (lower-tolerance.ts) */
  readonly tolerance: number;
  /** the program's float width (ops/float-width.ts) */
  readonly float: FloatWidth;
  /** The source place of a checked expression, for the IR statements that come from it. */
  loc(e: TExpr): SrcLoc;
  /** Lowers a statement: a `let` binds its name in env. */
  stmt(s: TStmt): void;
  /** Lowers an expression through the table of lowerings; its value as an atom. */
  expr(e: TExpr): Atom;
  /** A Dim as an IR size: a constant, a size variable, or an int scalar computed here. */
  size(d: Dim): Size;
  /** Names the IR size a checker size variable stands for in the current scope. */
  setSize(k: string, s: Size): void;
  /** Runs f with a scope of memoised sizes of its own: sizes computed in a lambda, branch or loop body stay there. */
  withSizeScope<T>(f: () => T): T;
  /** A lambda whose body may use a function's code: lowered in a size scope, then scalarized (NONCE naming `what` if it cannot be). */
  scalarLambda(paramTypes: readonly Type[], f: (params: readonly Atom[]) => readonly Atom[], what: string): Lambda;
  /** The IR type of a checked expression, its dims as IR sizes. */
  irType(e: TExpr): Type;
  /** A scalar from a singleton array (rank 0 passes through). */
  scalarOf(a: Atom, loc?: SrcLoc): Atom;
  /** The name of an atom, a constant bound to a fresh one. */
  arrayName(a: Atom, loc?: SrcLoc): string;
  /**
   * A length or count as an int: a float must hold a whole number (DOMAIN ERROR otherwise) that
   * fits a size (LIMIT ERROR otherwise); `signed`: bounded below as well (a count of ↑ or ↓).
   */
  wholeNumber(value: Atom, what: string, loc: SrcLoc, signed?: boolean): Atom;
  /** Binds an existential size variable to a value known at run time (it must be ≥ 0). */
  bindSize(k: string, value: Atom, what: string, loc: SrcLoc): void;
  /** Applies a scalar function operand to two scalars; `result` null: whatever it gives. */
  applyFn(fn: ScalarFn, x: Atom, y: Atom, result: Elem | null, loc: SrcLoc): Atom;
  /** The reduction operator of a scalar function operand over `elem`. */
  foldOp(fn: ScalarFn, elem: Elem, loc: SrcLoc): FoldOp;
}

/** The checked node of kind K. */
export type NodeOf<K extends TNode['k']> = Extract<TNode, { k: K }>;

/** The lowering of one kind of checked node: `e` is the expression, `n` its node (`e.node`). */
export type LowerArm<K extends TNode['k']> = (ctx: LowerContext, e: TExpr, n: NodeOf<K>) => Atom;
