// The sized SOAC intermediate language, after Futhark's core language.
//
// A-normal form: every statement binds names to one expression whose operands are atoms
// (a variable or a constant). Every array type lists its dims, each a constant or an int
// scalar variable in scope (a size variable). The program's stage is in its type, so a pass's
// signature says what it takes and gives.
//
// Conventions shared by the interpreter, the validator and the GPU code generator:
// - Arrays are row-major. Rank 0 is a scalar.
// - SOAC lambdas take first one int index parameter per dimension of the SOAC's iteration
//   shape, then one element parameter per input array; their bodies are scalar code (prim, atom,
//   index into arrays in scope, select). They may read any array or scalar in scope.
// - reduce/scan work along the LAST dimension of their iteration shape; the lowering moves
//   other axes last with rearrange. APL reduce is a right fold: f/ a b c = a f (b f c).

export type Elem = 'bool' | 'int' | 'float' | 'char';

export type Stage = 'soacs' | 'kernels' | 'mem';

export type Size = { readonly k: 'const'; readonly n: number } | { readonly k: 'var'; readonly name: string };

export interface Type {
  readonly elem: Elem;
  /** length is the rank; [] is a scalar */
  readonly shape: readonly Size[];
}

export type Atom =
  | { readonly k: 'var'; readonly name: string }
  /** a scalar constant; bool is 0|1, char a code point, int an i32, float an f32 value */
  | { readonly k: 'const'; readonly value: number; readonly elem: Elem };

export interface Param {
  readonly name: string;
  readonly type: Type;
}

/** Where a run-time error is reported: file and 1-based line/column. */
export interface SrcLoc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export type RuntimeErrorClass = 'LENGTH' | 'INDEX' | 'DOMAIN' | 'RANK' | 'AXIS' | 'LIMIT' | 'NONCE';

export interface Lambda {
  readonly params: readonly Param[];
  readonly body: readonly Stmt[];
  readonly results: readonly Atom[];
  /** element types of the results */
  readonly resultTypes: readonly Elem[];
}

/** A block of statements with results; used by if and loop. */
export interface Body {
  readonly stmts: readonly Stmt[];
  readonly results: readonly Atom[];
}

export interface Stmt {
  /** zero names for output/assert, several for multi-result SOACs, if and loop */
  readonly names: readonly Param[];
  readonly exp: Exp;
  readonly loc?: SrcLoc;
}

/** Scalar operators: what each computes, takes and gives is its entry in ops/scalar-ops.ts. */
import type { FloatWidth } from '../ops/float-width.js';
import type { BinOp, UnOp } from '../ops/scalar-ops.js';
import type { KernelExp } from './kernels.js';
export type { BinOp, UnOp };

export type Exp =
  /** bind a copy of an atom (scalar or array) */
  | { readonly tag: 'atom'; readonly atom: Atom }
  /** unary scalar op on a scalar */
  | { readonly tag: 'un'; readonly op: UnOp; readonly arg: Atom }
  /** binary scalar op on two scalars of the same element type */
  | { readonly tag: 'bin'; readonly op: BinOp; readonly left: Atom; readonly right: Atom }
  /** scalar select: cond ? a : b */
  | { readonly tag: 'select'; readonly cond: Atom; readonly then: Atom; readonly else: Atom }
  /** a constant array, row-major */
  | { readonly tag: 'lit'; readonly type: Type; readonly data: readonly number[] }
  /** 0 1 … n-1 (int) */
  | { readonly tag: 'iota'; readonly n: Size }
  /** an array of the given shape filled with a scalar */
  | { readonly tag: 'replicate'; readonly shape: readonly Size[]; readonly value: Atom }
  /**
   * map over the iteration shape `shape`: every input array has exactly that shape; the lambda gets
   * one int index per dim, then one element per array, and returns one scalar per result array
   * (each result has shape `shape`).
   */
  | { readonly tag: 'map'; readonly shape: readonly Size[]; readonly arrays: readonly string[]; readonly lambda: Lambda }
  /**
   * redomap: for each position of shape[0..k-1], maps the lambda `map` over the last dim (index
   * params for all k dims, then one element per input array) and folds the mapped values with `op`
   * from the right. `neutral` is the result for an empty last dim (null: DOMAIN ERROR at run time
   * if it is empty). When assoc is true the fold may be evaluated in any tree order (parallel);
   * otherwise it is exactly a right fold. Result shape: shape without its last dim.
   *
   * Several folds at once (horizontal fusion of sibling reductions): with f folded values, `map`
   * returns f scalars first, `op` takes 2·f scalars (the left operand's f values, then the
   * right's) and returns f, `neutral` holds f atoms, and the statement binds f results. The folds
   * are independent: result r is the fold of mapped value r by op's result r. f = op's result
   * count; an ordinary reduction has f = 1.
   *
   * Mapped outputs (fusion's "keeping mapped outputs"): `map` may return more scalars after the
   * f it folds; each is an output array of the full iteration shape, bound by the statement's
   * names after the folded results (for scanomap too). The lowering never makes them.
   */
  | {
      readonly tag: 'redomap';
      readonly shape: readonly Size[];
      readonly arrays: readonly string[];
      readonly map: Lambda;
      readonly op: Lambda;
      readonly neutral: readonly Atom[] | null;
      readonly assoc: boolean;
    }
  /**
   * scanomap along the last dim of `shape`: result[…, i] = op-right-fold of mapped values 0..i
   * (APL scan). When assoc is true, an ordinary inclusive scan. Result shape: shape. Several scans
   * at once and mapped outputs as for redomap: f = op's result count scanned results first.
   */
  | {
      readonly tag: 'scanomap';
      readonly shape: readonly Size[];
      readonly arrays: readonly string[];
      readonly map: Lambda;
      readonly op: Lambda;
      readonly assoc: boolean;
    }
  /** same elements in row-major order, new shape (element counts must agree: checked at run time) */
  | { readonly tag: 'reshape'; readonly shape: readonly Size[]; readonly array: string }
  /** result dim i is input dim perm[i] (a permutation; APL dyadic ⍉ with repeated axes is lowered apart) */
  | { readonly tag: 'rearrange'; readonly perm: readonly number[]; readonly array: string }
  /** reverse along an axis */
  | { readonly tag: 'reverse'; readonly axis: number; readonly array: string }
  /** rotate left by `amount` (may be negative or larger than the dim) along an axis */
  | { readonly tag: 'rotate'; readonly axis: number; readonly amount: Atom; readonly array: string }
  /** concatenate along an axis; all other dims equal */
  | { readonly tag: 'concat'; readonly axis: number; readonly arrays: readonly string[] }
  /**
   * window (take/drop/slice): result has shape `shape`; result[i] = input[i + offsets] where that is
   * in bounds, else `fill`. offsets may be negative. Covers ↑ with overtake, ↓ and slices.
   */
  | {
      readonly tag: 'window';
      readonly array: string;
      readonly offsets: readonly Atom[];
      readonly shape: readonly Size[];
      readonly fill: Atom;
    }
  /** one element: array[idx…] (as many indices as the rank); INDEX ERROR if out of bounds */
  | { readonly tag: 'index'; readonly array: string; readonly idx: readonly Atom[] }
  /**
   * gather along every axis: for each axis either all of it (null) or an int array of indices (any
   * rank, 0-based); result shape is the concatenation over axes of the dim or the index array's
   * shape. INDEX ERROR if an index is out of bounds.
   */
  | { readonly tag: 'gather'; readonly array: string; readonly axes: readonly (string | null)[] }
  /**
   * scatter: a copy of the vector `dest` with dest[indices[i]] = values[i] for each i, where indices
   * and values are vectors of one length. An index out of bounds (e.g. -1) writes nothing, so a
   * lowering can drop elements; which write wins for a repeated index is unspecified.
   */
  | {
      readonly tag: 'scatter';
      readonly dest: string;
      readonly indices: string;
      readonly values: string | ScatterValueMap;
      /**
       * a write of recursion's stack (shapes/recursion-stack.ts): nothing reads the destination
       * after it, so where the destination is the buffer a stack write of the same loop made in
       * its previous iteration, the interpreter and the cpu backend write into it in place
       */
      readonly stackWrite?: true;
    }
  /** a fresh copy of an array */
  | { readonly tag: 'copy'; readonly array: string }
  /**
   * grade: the permutation ([d₀]int, 0-based) that sorts the major cells of `array` (rank ≥ 1)
   * ascending, or descending when `down`. Cells compare element by element in row-major order
   * (numbers by value, characters by code point). Stable: equal cells keep their order, as APL's
   * ⍋ and ⍒ require.
   */
  | { readonly tag: 'grade'; readonly array: string; readonly down: boolean }
  /**
   * format (APL ⍕) of a numeric scalar or vector: its numbers as APL writes them (high minus, the
   * shortest decimal that reads back to the same f32), separated by single spaces. The statement
   * binds two names: the length (an int scalar) and the char vector of that length. Its length
   * depends on the values, so the GPU executor computes it on the host (a read-back). `precision`:
   * the ⎕PP in effect (ops/print-precision.ts); absent, the default 10. With `spec`, dyadic ⍕
   * (format-spec.ts): the widths and precisions; the characters keep the array's leading axes and
   * the length is their last.
   */
  | { readonly tag: 'format'; readonly array: string; readonly precision?: number; readonly spec?: readonly number[] }
  /** if cond then a else b; both bodies give results of the statement's types */
  | { readonly tag: 'if'; readonly cond: Atom; readonly then: Body; readonly else: Body }
  /**
   * loop: params start at init, body runs `count` times (for) or while `cond` (evaluated on the
   * current params, a Body giving one bool) holds; the body's results are the next params.
   * The statement's names bind the final params.
   */
  | {
      readonly tag: 'loop';
      readonly params: readonly Param[];
      readonly init: readonly Atom[];
      readonly form: { readonly k: 'for'; readonly count: Atom; readonly iter: string } | { readonly k: 'while'; readonly cond: Body };
      readonly body: Body;
      /**
       * recursion on a stack (shapes/recursion-stack.ts): the GPU executor runs it on the host
       * (gpu/host-loop.ts), one call an iteration without dispatches and read-backs
       */
      readonly onHost?: true;
    }
  /** a run-time check: if cond is false, stop with the error */
  | { readonly tag: 'assert'; readonly cond: Atom; readonly cls: RuntimeErrorClass; readonly message: string }
  /**
   * record a value to print (⎕← or the program's final value), in order; `itemRank` (a nested
   * value, shapes/nested.ts): the value's last itemRank axes are each item's, the rest the outer array's;
   * `lengths` (an irregular nested vector, shapes/ragged.ts): the int vector of its items' lengths,
   * its segment descriptor, and `atom` the vector of their elements end to end; `precision`: the
   * ⎕PP its floats print at (ops/print-precision.ts), absent for the default 10; `chars` (a mixed
   * array, shapes/mixed-arrays.ts): a bool array of the data's shape, 1 where the element is a
   * character (held as its code point in `atom`, whose numbers are the rest)
   */
  | { readonly tag: 'output'; readonly atom: Atom; readonly itemRank?: number; readonly lengths?: Atom; readonly precision?: number; readonly chars?: Atom }
  /** kernels stage only: a SOAC with the strategy and launch geometry chosen for it (kernels.ts) */
  | KernelExp;

/**
 * The values of a scatter computed where they are written (fusion's map into scatter), so they
 * never go through memory: exactly a one-result map over `shape` (a vector's [n], equal to the
 * length of the indices: LENGTH ERROR otherwise), whose lambda gets the position i and the
 * elements of `arrays` at i and gives the value written at indices[i].
 */
export interface ScatterValueMap {
  readonly shape: readonly Size[];
  readonly arrays: readonly string[];
  readonly lambda: Lambda;
}

export interface Program<S extends Stage> {
  readonly stage: S;
  /** inputs of the program (none for a CLI program; the embedding API passes arrays) */
  readonly params: readonly Param[];
  /** int scalar names bound to the dims of the inputs, before the body runs */
  readonly sizeParams: readonly string[];
  readonly body: Body;
  /** types of body.results */
  readonly resultTypes: readonly Type[];
  /** kernels and mem stages: the device profile the kernels were planned for */
  readonly profile?: string;
  /** the width of every `float` of the program (ops/float-width.ts); absent: f32 */
  readonly float?: FloatWidth;
}

export const scalarType = (elem: Elem): Type => ({ elem, shape: [] });
export const cSize = (n: number): Size => ({ k: 'const', n });
export const vSize = (name: string): Size => ({ k: 'var', name });
export const vAtom = (name: string): Atom => ({ k: 'var', name });
export const cAtom = (value: number, elem: Elem): Atom => ({ k: 'const', value, elem });
/** Whether a value of type `elem` can be x: a bool is 0 or 1 (the GPU stored an i32 max as the byte 255). */
export const elemHolds = (elem: Elem, x: number): boolean => (elem === 'bool' ? x === 0 || x === 1 : elem === 'float' || Number.isInteger(x));

/** How many values a redomap or scanomap folds at once (syntax.ts, redomap): its op's result count. */
export const foldCount = (e: { readonly op: Lambda }): number => e.op.resultTypes.length;
