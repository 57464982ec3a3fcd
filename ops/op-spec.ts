// What aplc knows about one scalar operation of the IR, in one entry: the operand and result
// element types, the reference evaluation, the WGSL rendering, the identity element,
// associativity and commutativity, its failures, its cost, and (where written) a JavaScript
// rendering. The tables are ops/scalar-ops.ts (assembled from one file per family).
import type { Elem, IntElem } from './elem.js';
import type { Failure } from './failure.js';
import type { FloatWidth } from './float-width.js';
import type { WgslHelper } from './wgsl-helper.js';

/**
 * The operand types an op takes, each kind with its WGSL helper, so that a type the op takes
 * always has a helper. Unary helpers are named `u_<op>_f` / `u_<op>_i`, binary `b_<op>_f` / `b_<op>_i`.
 */
export interface Operands {
  /** floats (f32 in WGSL; the program's float width, float-width.ts, on the other backends) */
  readonly float?: WgslHelper;
  /**
   * floats of an f64 program on WebGPU, as double-float pairs (vec2<f32>, ops/wgsl-df64.ts), named
   * `u_<op>_d` / `b_<op>_d`. An op without it is not emulated: an f64 program using it on floats
   * runs on the cpu backend (gpu/df64-support.ts).
   */
  readonly df64?: WgslHelper;
  /**
   * the integer-like types it takes (bool, int, char: all i32 in WGSL), with their one helper; for
   * an op whose result is a float, `df64` (`u_<op>_di`) gives it as a pair in an f64 program
   */
  readonly ints?: { readonly elems: readonly IntElem[]; readonly wgsl: WgslHelper; readonly df64?: WgslHelper };
}

/**
 * Whether an evaluation on operands of the op's own types can fail (passes/effects.ts: a statement
 * that may fail is never deleted or moved past another). `'rightZero'`: only when the right
 * operand is 0, so not when it is a non-zero constant.
 */
export type Fallible = 'yes' | 'no' | 'rightZero';

/**
 * `'cheap'`: about as cheap as an addition, so fusion recomputes a map of it where it is read
 * rather than storing it (passes/fuse-views.ts). `'dear'`: a division, a transcendental function,
 * a loop. The WGSL helpers' loop counts are their own (WgslHelper.loops).
 */
export type OpCost = 'cheap' | 'dear';

/**
 * A JavaScript expression that throws the op's failure number `i` (its index in `failures`), for the
 * renderings of ops that can fail: the renderer makes it report the failure at the op's place.
 */
export type JsFail = (i: number) => string;

/**
 * JavaScript source of the op applied to operand expressions (for a compiled CPU backend), in f64
 * as `eval`: the renderer rounds a float result to the program's width. The operands are names or
 * literals, so a rendering may repeat them; an op that can fail throws where its reference
 * evaluation throws, through `fail`, and gives its values elsewhere.
 */
export interface JsRendering<Args extends readonly string[]> {
  readonly float?: (...args: [...Args, JsFail]) => string;
  readonly ints?: (...args: [...Args, JsFail]) => string;
}

interface OpSpecBase {
  /** what it computes, in APL where it has a glyph */
  readonly doc: string;
  readonly operands: Operands;
  /** the result's element type when it is not the operands' */
  readonly result?: Elem;
  /** the failures, in the order of the WGSL error codes (site, site + 1, …) */
  readonly failures: readonly Failure[];
  readonly fallible: Fallible;
  readonly cost: OpCost;
}

export interface UnOpSpec extends OpSpecBase {
  /**
   * The reference value, in IEEE f64 for floats (the caller rounds a float result to the program's
   * width: floatRounding in float-width.ts); an int result is exact or an error, except in index
   * arithmetic. Throws ScalarOpError.
   */
  readonly eval: (x: number, elem: Elem) => number;
  readonly js?: JsRendering<[x: string]>;
}

/**
 * The identity element of a binary op: the value of its reduction over an empty axis (APL's
 * identity), and where it really is one: `side` says whether op(e, x) = x, op(x, e) = x or both,
 * `holds` for which operands (the comparisons' identities hold on booleans only; 0∨x is |x|).
 */
export interface Identity {
  /** the value for operands of type `elem`; a float one is a float of `width` (⌊'s is its largest) */
  readonly value: (elem: Elem, width: FloatWidth) => number;
  readonly side: 'left' | 'right' | 'both';
  readonly holds: (elem: Elem, x: number) => boolean;
}

/**
 * How a reduction by an op that may leave i32 stays exact when only a partial result does: `step`
 * is the op without its range check (exact in f64 arithmetic), `finish` the check of a result.
 * The interpreter folds with it (core-ir/interp-soacs.ts); the GPU folds with the checked op, so
 * there a partial result outside i32 is reported (README, deviations).
 */
export interface ExactFold {
  readonly step: (a: number, b: number) => number;
  readonly finish: (x: number) => number;
}

export interface BinOpSpec extends OpSpecBase {
  /** The reference value of `a op b` (both of type `elem`), in f64 as UnOpSpec.eval; throws ScalarOpError. */
  readonly eval: (a: number, b: number, elem: Elem) => number;
  readonly identity: Identity | null;
  /**
   * The operand types on which a reduction may be computed in any tree order. Float addition and
   * multiplication count: a float reduction is pairwise by design (DESIGN.md, numerics).
   */
  readonly associativeOn: readonly Elem[];
  readonly commutative: boolean;
  readonly exactFold?: ExactFold;
  readonly js?: JsRendering<[a: string, b: string]>;
}

/** Whether an op with these operands takes `elem`. */
export function takes(operands: Operands, elem: Elem): boolean {
  return elem === 'float' ? operands.float !== undefined : (operands.ints?.elems.includes(elem) ?? false);
}
