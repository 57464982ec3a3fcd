// The checked, elaborated program: what the checker gives the lowering. Names are unique, dfns
// are inlined at each call (so every node is monomorphic in rank and element type), trains and
// operators are desugared, ⎕IO is applied, and every static parameter (axes, take counts,
// permutations, compress masks) is resolved to numbers or dims. Every node carries its element
// type, symbolic shape, the span of its source, and the origin of its shape (for diagnostics).
import type { Span } from '../apl/ast.js';
import type { Dim, Shape, SizeVar } from './dim.js';
import type { FloatWidth } from '../ops/float-width.js';
import type { FnValue } from './context.js';

export type ElemType = 'bool' | 'int' | 'float' | 'char';

export interface ArrType {
  readonly elem: ElemType;
  readonly shape: Shape;
  /**
   * Present when the array is nested (depth 2) and uniform: every item is a simple array of this
   * shape (rank ≥ 1; an enclosed simple scalar is the scalar itself). `elem` is the items' element
   * type. Such a value is held as the regular array of shape `shape ++ items`, with no descriptor:
   * see shapes/nested.ts.
   */
  readonly items?: Shape;
  /**
   * Present when the array is an irregular nested vector (depth 2) of simple vectors whose lengths
   * are known only as data: `shape` is the outer [n], `elem` the items' element type, and the
   * value is held as its items' elements end to end, `total` of them, with a segment descriptor
   * (each item's length) beside it: see shapes/ragged.ts. `itemRanks` is present when an item may
   * be a simple scalar (1 (2 3)): each item's rank (0 or 1) where the checker knows them all, null
   * where they are known only as data (the value then carries them as a third part). `proto` is
   * its prototype item where the checker knows it (ItemProto).
   */
  readonly ragged?: { readonly total: Dim; readonly itemRanks?: readonly number[] | null; readonly proto?: ItemProto; readonly mixed?: true };
  /**
   * Present when the array is simple and mixed: its elements may be characters or numbers ('a' 1,
   * 'ab',1 2). `elem` is then the numeric type of its values ('int' or 'float'), a character being
   * held as its code point, and the value carries a second part, a boolean array of its shape that
   * marks the characters: see shapes/mixed.ts. On a `ragged` type, `ragged.mixed` says the same of
   * its data.
   */
  readonly mixed?: true;
  /**
   * Present on f¨ whose f gives nested arrays (a nested array of depth 3, as ' '(≠⊆⊢)¨lines makes):
   * such a value is never built. It is the `eachDeferred` node, and what takes it applies f item by
   * item itself (g¨ applies g⍤f, ≢ and ⍴ read its frame, ⊃ and pick apply f to one item: see
   * shapes/each-deferred.ts). `shape` is the frame, `elem` the element type of f's results.
   */
  readonly deferred?: true;
}

/**
 * The prototype item of an irregular nested vector, as Dyalog keeps it: its first item's rank (0
 * for a simple scalar) and length, zeros or blanks. An empty vector keeps the prototype of the
 * one it was made from (0↑1 (2 3) is an empty simple vector, 0↑(2 3) 1 an empty vector of
 * vectors of 2), which ≡ and ↑ of it read. `ifEmpty`: this is the prototype only should the
 * vector be empty when it runs (k↓v: otherwise its first item, which is data).
 */
export interface ItemProto {
  readonly rank: 0 | 1;
  /** null where the checker does not know it */
  readonly length: Dim | null;
  readonly ifEmpty?: true;
}

/** The parallel structure of a node, after the Idris Phase model. */
export interface PhaseRecord {
  /** the operation, e.g. 'map +', 'reduce +', 'gather' */
  readonly op: string;
  /** independent work items */
  readonly mapExtent: Dim;
  /** elements combined per work item (1 for maps) */
  readonly reduceExtent: Dim;
}

/** A scalar function used as an operand (reduce, scan, outer, inner products). */
export type ScalarFn =
  | { readonly k: 'prim'; readonly glyph: string }
  /** a dfn checked on scalars: params are ⍺ and ⍵ (unique names); body gives a scalar */
  | { readonly k: 'lambda'; readonly alpha: string; readonly omega: string; readonly argElem: ElemType; readonly body: TExpr };

export interface TExpr {
  readonly t: ArrType;
  readonly span: Span;
  /** where this value's shape came from (the defining expression of a variable) */
  readonly origin: Span;
  /** the value, when it is known statically as a vector or scalar of dims (sizes, counts, masks) */
  readonly sval: readonly Dim[] | null;
  readonly phase: PhaseRecord | null;
  readonly node: TNode;
}

export type TStmt =
  | { readonly k: 'let'; readonly name: string; readonly value: TExpr }
  | { readonly k: 'eval'; readonly value: TExpr };

export type TNode =
  /** a constant array, row-major; its dims are constants */
  | { readonly k: 'lit'; readonly data: readonly number[] }
  /**
   * an int vector (or scalar, if t.shape is []) whose values are these dims; `of` is the array they
   * are the shape of, evaluated first when a dim is known only at run time (it binds the size)
   */
  | { readonly k: 'dims'; readonly dims: readonly Dim[]; readonly of?: TExpr }
  | { readonly k: 'var'; readonly name: string }
  /** statements then a result (an inlined dfn body or a sequence) */
  | { readonly k: 'seq'; readonly stmts: readonly TStmt[]; readonly result: TExpr }
  /**
   * a choice; `outs` are the names of an enclosing scope that a branch modifies (shapes/outer-writes.ts):
   * each branch gives its value of each, and after the choice `name` holds the one taken; `sizes` are
   * the axes along which the branches' results differ in length (t.shape names them by these size
   * variables, which the choice binds: {⍵:'FizzBuzz' ⋄ ⍕⍵})
   */
  | { readonly k: 'if'; readonly cond: TExpr; readonly then: TExpr; readonly else: TExpr; readonly outs?: readonly BranchOut[]; readonly sizes?: readonly LoopSize[] }
  /** ⎕← value (the value passes through); `precision` the ⎕PP in effect, absent for 10 */
  | { readonly k: 'print'; readonly value: TExpr; readonly precision?: number }
  /** run-time check that dims agree (inserted where the checker could not decide) */
  | { readonly k: 'assertEq'; readonly a: Dim; readonly b: Dim; readonly cls: 'LENGTH' | 'INDEX' | 'RANK'; readonly message: string; readonly value: TExpr }
  /** run-time check that a bool scalar `ok` holds, else the error (a bound such as recursion's depth, recursion-stack.ts); the value passes through */
  | { readonly k: 'assertTrue'; readonly ok: TExpr; readonly cls: 'LIMIT' | 'DOMAIN' | 'LENGTH' | 'INDEX' | 'NONCE'; readonly message: string; readonly value: TExpr }
  /** convert elements to another type */
  | { readonly k: 'convert'; readonly arg: TExpr }
  | { readonly k: 'scalar1'; readonly glyph: string; readonly arg: TExpr }
  /**
   * dyadic scalar function with scalar extension: each side either has the result shape or is a
   * singleton (all dims 1) that extends. `circleK` is ○'s left argument when known statically.
   */
  | { readonly k: 'scalar2'; readonly glyph: string; readonly left: TExpr; readonly right: TExpr }
  /** reduce along axis (0-based); result drops that axis */
  | { readonly k: 'reduce'; readonly fn: ScalarFn; readonly axis: number; readonly arg: TExpr }
  | { readonly k: 'scan'; readonly fn: ScalarFn; readonly axis: number; readonly arg: TExpr }
  | { readonly k: 'outer'; readonly fn: ScalarFn; readonly left: TExpr; readonly right: TExpr }
  /** f.g: left's last axis against right's first */
  | { readonly k: 'inner'; readonly f: ScalarFn; readonly g: ScalarFn; readonly left: TExpr; readonly right: TExpr }
  /**
   * ⍳n: io io+1 … io+n-1. When n is known only at run time, `binds` is the existential size
   * variable (t.shape[0]) that its value defines.
   */
  | { readonly k: 'iota'; readonly n: TExpr; readonly io: number; readonly binds: SizeVar | null }
  /** the arg's elements in row-major order, cycled (or truncated) to fill t.shape */
  | { readonly k: 'reshape'; readonly arg: TExpr }
  /** A⍴B where A is known only at run time: each dim of t.shape is an existential bound from A */
  | { readonly k: 'reshapeDyn'; readonly shapeArg: TExpr; readonly binds: readonly SizeVar[]; readonly arg: TExpr }
  /**
   * replicate/compress along an axis with counts known only at run time (a vector as long as the
   * axis): the result's length along the axis is the existential `binds` = +/counts.
   */
  | { readonly k: 'replicateDyn'; readonly axis: number; readonly counts: TExpr; readonly arg: TExpr; readonly binds: SizeVar }
  | { readonly k: 'catenate'; readonly axis: number; readonly left: TExpr; readonly right: TExpr }
  | { readonly k: 'reverse'; readonly axis: number; readonly arg: TExpr }
  | { readonly k: 'rotate'; readonly axis: number; readonly amount: TExpr; readonly arg: TExpr }
  /** result axis i is arg axis perm[i] */
  | { readonly k: 'transpose'; readonly perm: readonly number[]; readonly arg: TExpr }
  /** result[i] = arg[i + offsets] or the fill (0 or ' ') out of bounds; result shape is t.shape */
  | { readonly k: 'window'; readonly offsets: readonly Dim[]; readonly arg: TExpr }
  /** select these (0-based) positions along an axis (compress, replicate) */
  | { readonly k: 'select'; readonly axis: number; readonly positions: readonly number[]; readonly arg: TExpr }
  /** bracket indexing: per axis all (null) or an index array (already 0-based int) */
  | { readonly k: 'gather'; readonly arg: TExpr; readonly indices: readonly (TExpr | null)[] }
  /**
   * The same data with its axes grouped otherwise (shapes/nested.ts): a uniform nested array and
   * the regular array that holds it (shape ++ items) are one representation, so ↓ ↑ ⊂ and the
   * nested strands change only the type. Costs nothing when it runs.
   */
  | { readonly k: 'regroup'; readonly arg: TExpr }
  /**
   * An irregular nested vector (shapes/ragged.ts) made of its segment descriptor, `lengths` (an int
   * vector, one length per item), and `data` (the items' elements end to end, of t.ragged.total);
   * `ranks` (int[n], 0 for a simple scalar item, whose length is 1, and 1 for a vector) exactly
   * when t.ragged.itemRanks is present.
   */
  | { readonly k: 'ragged'; readonly lengths: TExpr; readonly data: TExpr; readonly ranks?: TExpr }
  /** the parts of an irregular nested vector: its items' lengths (int[n]), its elements end to end, or its items' ranks */
  | { readonly k: 'raggedPart'; readonly part: 'lengths' | 'data' | 'ranks'; readonly arg: TExpr }
  /**
   * A mixed array (shapes/mixed.ts) made of its values (numbers, a character as its code point)
   * and its character mask (bool, of the same shape: 1 where the element is a character).
   */
  | { readonly k: 'mixedArray'; readonly values: TExpr; readonly chars: TExpr }
  /**
   * f¨ of `right` (and `left`) where f gives nested arrays: a value of depth 3 that is never built
   * (t.deferred; shapes/each-deferred.ts). Its arguments are names or constants, so that what takes
   * it may apply f to them again; it computes nothing itself, and only a statement that drops its
   * value lowers it.
   */
  | { readonly k: 'eachDeferred'; readonly fn: FnValue; readonly left: TExpr | null; readonly right: TExpr; readonly item: ArrType }
  /** the parts of a mixed array: its values or its character mask */
  | { readonly k: 'mixedPart'; readonly part: 'values' | 'chars'; readonly arg: TExpr }
  /**
   * One segmented reduction (f/¨ of an irregular nested vector, after Blelloch): `data` is the
   * elements end to end after a leading neutral element, `segments` each element's item (¯1 for
   * the neutral one), `ends` each item's last position in `data` (+\lengths); an empty item gives
   * `neutral`. fn is associative, so one segmented scan computes every item's fold at once.
   */
  | { readonly k: 'segReduce'; readonly fn: ScalarFn; readonly neutral: number; readonly lengths: TExpr; readonly ends: TExpr; readonly segments: TExpr; readonly data: TExpr }
  /** ⊃ first element (fill if empty) */
  | { readonly k: 'first'; readonly arg: TExpr }
  /**
   * A function applied to cells (¨ is rank 0, ⍤ any rank): the result is frame ++ fn.body's shape.
   * Each argument has `frame` as its leading dims and a cell of `cellRank` dims after it, or (when
   * `whole`) is passed entire to every application (a singleton or a frame of rank 0).
   */
  | { readonly k: 'cells'; readonly fn: CellFn; readonly args: readonly CellArg[]; readonly frame: Shape }
  /**
   * f⍣n and f⍣g, as a loop: `param` names the current value in `body` (one application of f; its
   * type is t). With `count` the body runs that many times (a trip count that may be known only
   * at run time); with `until` it runs until `until.cond` (g applied to the new value, named
   * `until.next`, and the previous one, named `param`) gives 1, and the result is that new value.
   */
  | {
      readonly k: 'power';
      readonly init: TExpr;
      readonly param: string;
      readonly body: TExpr;
      readonly count: TExpr | null;
      readonly until: { readonly next: string; readonly cond: TExpr; readonly nextSizes: readonly LoopSize[] } | null;
      /** the dims of t that the loop carries (they may change each iteration) */
      readonly sizes: readonly LoopSize[];
      /** names of enclosing scopes that f modifies, carried by the loop too (shapes/outer-writes.ts) */
      readonly extras?: readonly LoopExtra[];
    }
  /** ⍋ ⍒: the 0-based permutation that sorts the major cells of arg (rank ≥ 1), stably */
  | { readonly k: 'grade'; readonly down: boolean; readonly arg: TExpr }
  /**
   * For each element of `keys` (any shape; the result has it), the 0-based index of its first
   * occurrence in the vector `table`, or ≢table when it does not occur. Both have one element
   * type (the checker converts them).
   */
  | { readonly k: 'indexOf'; readonly table: TExpr; readonly keys: TExpr }
  /**
   * ⍺⍸⍵ (interval index): for each element of `keys` (any shape; the result has it), how many items
   * of the vector `table` are ≤ it, 0-based (the checker adds ⎕IO-1). Both have one element type;
   * a table not in ascending order is a DOMAIN ERROR when it runs.
   */
  | { readonly k: 'intervalIndex'; readonly table: TExpr; readonly keys: TExpr }
  /**
   * indexed assignment: arg with the elements selected as by `gather` (per axis all, or an index
   * array, 0-based) replaced by `values` (the selection's shape, or a scalar that extends). Where
   * an index repeats, the last write wins.
   */
  | { readonly k: 'update'; readonly arg: TExpr; readonly indices: readonly (TExpr | null)[]; readonly values: TExpr }
  /**
   * ↑ or ↓ by counts known only at run time: counts (an int vector, or a scalar) gives one count
   * for each axis in `axes`; the result's length along axes[i] is the existential binds[i].
   */
  | { readonly k: 'windowDyn'; readonly g: '↑' | '↓'; readonly counts: TExpr; readonly axes: readonly number[]; readonly arg: TExpr; readonly binds: readonly SizeVar[] }
  /** ⍺⊥⍵: radix is a vector [n] and digits [n, …] (both of the result's element type) */
  | { readonly k: 'decode'; readonly radix: TExpr; readonly digits: TExpr }
  /** ⍺⊤⍵: radix is a vector [n] and value any shape (both of the result's type); result [n, …] */
  | { readonly k: 'encode'; readonly radix: TExpr; readonly value: TExpr }
  /**
   * ⍺\⍵ with a boolean mask known only at run time (as long as the result's axis): 1s take the
   * next item of arg along the axis, 0s the fill; the 1s must count the axis's length.
   */
  | { readonly k: 'expandDyn'; readonly axis: number; readonly mask: TExpr; readonly arg: TExpr }
  /** n f/ ⍵: f reduced over each window of |width| items along the axis (reversed when width < 0) */
  | { readonly k: 'nwise'; readonly fn: ScalarFn; readonly axis: number; readonly width: number; readonly arg: TExpr }
  /**
   * ⍕ of a numeric scalar or vector: a char vector whose length is the existential `binds`;
   * `precision` the ⎕PP in effect, absent for 10. With `spec`, dyadic ⍕ (format-spec.ts): the
   * widths and precisions, and the result keeps arg's leading axes, `binds` its last
   */
  | { readonly k: 'format'; readonly arg: TExpr; readonly binds: SizeVar; readonly precision?: number; readonly spec?: readonly number[] }
  /**
   * The parts of a stencil (⌺) over the first sizes.length axes of arg: 'cells' the neighbourhood
   * of every position, [d₁…dₖ, n₁…nₖ, rest of arg's axes…] (fill beyond the edges; a window of n
   * starts ⌊(n-1)÷2⌋ before its position), 'pads' for each position how many fill rows each axis
   * has, [d₁…dₖ, k] (positive at the start, negative at the end).
   */
  | { readonly k: 'stencil'; readonly part: 'cells' | 'pads'; readonly sizes: readonly number[]; readonly arg: TExpr }
  /** dyadic ⍉ with repeated axes: arg axis i goes to result axis axes[i]; axes sent to one place take their diagonal */
  | { readonly k: 'diagonal'; readonly axes: readonly number[]; readonly arg: TExpr }
  /** ⌽/⊖ by one amount per position of the other axes: amounts has arg's shape without `axis` */
  | { readonly k: 'rotateEach'; readonly axis: number; readonly amounts: TExpr; readonly arg: TExpr }
  /**
   * a dyadic scalar function with an axis: the smaller argument's axes correspond to `axes` of the
   * larger (whose shape the result has); its items extend along the other axes
   */
  | { readonly k: 'scalarAxis'; readonly glyph: string; readonly left: TExpr; readonly right: TExpr; readonly axes: readonly number[]; readonly smallerLeft: boolean }
  /**
   * A tail-recursive dfn applied to data, as a while loop over its arguments: each iteration runs
   * `body` with ⍺/⍵ named alpha/omega; a return arm ends the loop with its value (the node's
   * type), a call arm (∇ in tail position) starts the next iteration with new arguments.
   */
  | {
      readonly k: 'tailLoop';
      readonly alpha: { readonly name: string; readonly init: TExpr; readonly sizes: readonly LoopSize[] } | null;
      readonly omega: { readonly name: string; readonly init: TExpr; readonly sizes: readonly LoopSize[] };
      readonly body: TailBody;
      /** recursion on a stack (recursion-stack.ts): the GPU runs the loop on the host (core-ir/syntax.ts) */
      readonly onHost?: true;
    }
  /**
   * A loop of a traditional function (shapes/tradfn-blocks.ts): while `cond` (read on the state's
   * parameters) gives 1, `body` runs (for its lets; its value is unused). The state is the names the
   * body modifies. The node's own value is a boolean 0 that nothing reads.
   */
  /**
   * `patch ⎕∇PUT stack`: positions of the stack buffer of recursion written (shapes/recursion-stack-write.ts);
   * the result's length, `size`, is the buffer's, grown where the patch writes past its end
   */
  | { readonly k: 'stackWrite'; readonly patch: TExpr; readonly stack: TExpr; readonly size: string }
  | { readonly k: 'stateLoop'; readonly state: readonly LoopState[]; readonly cond: TExpr; readonly body: TExpr };

/**
 * A name a loop's body modifies: `param` names its value in the body and the condition, `next` is
 * its value after the body, `out` names it after the loop. `sizes` are the axes whose length the
 * body may change (the type of `param` and `out` names them).
 */
export interface LoopState {
  readonly param: string;
  readonly init: TExpr;
  readonly next: TExpr;
  readonly out: string;
  readonly sizes: readonly LoopSize[];
}

/** A name of an enclosing scope a branch modifies: its value after each branch, bound to `name` after the choice. */
export interface BranchOut {
  readonly name: string;
  readonly then: TExpr;
  readonly else: TExpr;
  /** axes whose length differs between the branches: after the choice, `name`'s type names them by these size variables */
  readonly sizes?: readonly LoopSize[];
}

/**
 * A name of an enclosing scope a loop body modifies: `param` names its current value in the body
 * (and in the until condition), `next` is its value after the body, `out` names it after the loop.
 */
export interface LoopExtra {
  readonly param: string;
  readonly init: TExpr;
  readonly next: TExpr;
  readonly out: string;
}

/** A size variable a loop carries: the length of axis `axis` of its value, bound anew each iteration. */
export interface LoopSize {
  readonly k: SizeVar;
  readonly axis: number;
}

/** One iteration of a tail-recursive dfn: statements and guards in order, then the last arm. */
export interface TailBody {
  readonly items: readonly TailItem[];
  readonly final: TailArm;
}

export type TailItem =
  | { readonly k: 'stmt'; readonly stmt: TStmt }
  /** cond: arm (the rest of the body runs when cond is 0) */
  | { readonly k: 'guard'; readonly cond: TExpr; readonly arm: TailArm };

export type TailArm =
  | { readonly k: 'return'; readonly value: TExpr }
  /** ∇ in tail position: the next iteration's arguments (alpha null when ⍺ is not carried) */
  | { readonly k: 'call'; readonly alpha: TExpr | null; readonly omega: TExpr };

/** One argument of a cell-wise application; fn.params[i] is bound to a cell of args[i]. */
export interface CellArg {
  readonly arg: TExpr;
  readonly cellRank: number;
  readonly whole: boolean;
}

/** A function checked once on a cell of each argument: params are unique names, body their use. */
export interface CellFn {
  readonly params: readonly { readonly name: string; readonly t: ArrType }[];
  readonly body: TExpr;
}

export interface TProgram {
  /** `name: ⍺ int[3] ⍵ int[3] → int` for each distinct use of a top-level function */
  readonly signatures: readonly string[];
  readonly body: readonly TStmt[];
  /** values printed, in order, are the `print` nodes and (if present) the final expression */
  readonly final: TExpr | null;
  /** the ⎕PP in effect where the final value prints, absent for the default 10 */
  readonly finalPrecision?: number;
  /** ⎕CT where the program sets it (otherwise the default of its float width, ops/tolerance.ts) */
  readonly tolerance?: number;
  /** f64 when the file begins with `⎕FR←645` (ops/float-width.ts); absent: the default, f32 */
  readonly float?: FloatWidth;
  /** the functions declared with a signature comment, each checked at its signature (by `aplc check`) */
  readonly declared?: readonly { readonly name: string; readonly signature: string; readonly fn: TFunction }[];
}

/** A function checked at a signature: its parameters carry symbolic dims named by the signature. */
export interface TFunction {
  /** [⍺, ⍵] or [⍵]: unique names and types */
  readonly params: readonly { readonly name: string; readonly t: ArrType }[];
  /** the size names, in order of first appearance */
  readonly sizeNames: readonly SizeVar[];
  /** top-level statements before the function's definition (arrays it may use) */
  readonly prelude: readonly TStmt[];
  /** where the first ? of the function or its prelude is (roll.ts): each run of it starts the counter anew */
  readonly draws?: Span;
  readonly body: TExpr;
  /** ⎕CT where the file sets it (otherwise the default of its float width, ops/tolerance.ts) */
  readonly tolerance?: number;
}
