// The WGSL helper functions of the scalar ops, read from the op tables (ops/scalar-ops.ts): one
// helper per (op, operand kind), named u_<op>_<f|i> and b_<op>_<f|i>, and the building blocks
// they call (ops/wgsl-base.ts). An op that takes an element type has a helper for it by the
// table's construction, so a valid (op, elem) pair always has one in an f32 program; in an f64
// program the float helpers are the double-float ones (_d, _di), which only some ops have
// (df64-support.ts).
import type { Elem, RuntimeErrorClass } from '../core-ir/syntax.js';
import type { Failure as OpFailure } from '../ops/failure.js';
import { takes, type Operands } from '../ops/op-spec.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { BIN_OPS, binResult, UN_OPS, unResult, type BinOp, type UnOp } from '../ops/scalar-ops.js';
import { WGSL_BASE } from '../ops/wgsl-base.js';
import type { WgslHelper } from '../ops/wgsl-helper.js';

export type Helper = WgslHelper;

/** A failure a kernel reports: an op's (ops/failure.ts) or an assertion's. */
export interface Failure {
  readonly cls: RuntimeErrorClass;
  readonly message: string;
}

/** How to call an op: the helper's name and the failures it may report (in site order). */
export interface OpFn {
  readonly fn: string;
  readonly failures: readonly OpFailure[];
}

/**
 * The helper suffix: 'f' for float operands, 'd' for them in an f64 program (double-float pairs),
 * 'i' for bool/int/char (all i32 in WGSL), 'di' for those giving a float in an f64 program.
 */
type Kind = 'f' | 'd' | 'i' | 'di';
const kind = (elem: Elem, result: Elem, width: FloatWidth): Kind =>
  elem === 'float' ? (width === 'f64' ? 'd' : 'f') : result === 'float' && width === 'f64' ? 'di' : 'i';

/** The op helpers by name without their u_/b_ prefix (gcd_i), as dependencies name them. */
function helpersOf(table: Readonly<Record<string, { readonly operands: Operands }>>): ReadonlyMap<string, WgslHelper> {
  const out = new Map<string, WgslHelper>();
  for (const [op, spec] of Object.entries(table)) {
    if (spec.operands.float !== undefined) out.set(`${op}_f`, spec.operands.float);
    if (spec.operands.df64 !== undefined) out.set(`${op}_d`, spec.operands.df64);
    if (spec.operands.ints !== undefined) out.set(`${op}_i`, spec.operands.ints.wgsl);
    if (spec.operands.ints?.df64 !== undefined) out.set(`${op}_di`, spec.operands.ints.df64);
  }
  return out;
}

const UN = helpersOf(UN_OPS);
const BIN = helpersOf(BIN_OPS);

function opFn(fn: string, op: string, elem: Elem, operands: Operands, failures: readonly OpFailure[]): OpFn {
  // the IR validator rejects such a program before any WGSL is generated
  if (!takes(operands, elem)) throw new Error(`${op} does not take ${elem}`);
  // an f64 program reaches WebGPU only when every op it uses is emulated (df64-support.ts)
  if (opHelper(fn) === undefined) throw new Error(`${op} has no double-float rendering (${fn})`);
  return { fn, failures };
}

/** The helper of a unary op on an `elem` giving a `result`, in a program of float width `width` (it may not exist). */
export const unOpName = (op: UnOp, elem: Elem, result: Elem = unResult(op, elem), width: FloatWidth = DEFAULT_FLOAT_WIDTH): string =>
  `u_${op}_${kind(elem, result, width)}`;

/** The helper of a binary op on operands of type `elem` (it may not exist). */
export const binOpName = (op: BinOp, elem: Elem, width: FloatWidth = DEFAULT_FLOAT_WIDTH): string => `b_${op}_${kind(elem, binResult(op, elem), width)}`;

/** How to call a unary op on an `elem` giving a `result`, in a program of float width `width`. */
export function unOpFn(op: UnOp, elem: Elem, result: Elem = unResult(op, elem), width: FloatWidth = DEFAULT_FLOAT_WIDTH): OpFn {
  return opFn(unOpName(op, elem, result, width), op, elem, UN_OPS[op].operands, UN_OPS[op].failures);
}

export function binOpFn(op: BinOp, elem: Elem, width: FloatWidth = DEFAULT_FLOAT_WIDTH): OpFn {
  return opFn(binOpName(op, elem, width), op, elem, BIN_OPS[op].operands, BIN_OPS[op].failures);
}

/** The helper with the given function name (u_…, b_… or a building block), if any. */
export function opHelper(fn: string): Helper | undefined {
  if (fn.startsWith('u_')) return UN.get(fn.slice(2));
  if (fn.startsWith('b_')) return BIN.get(fn.slice(2));
  return WGSL_BASE[fn];
}

/** Helper dependencies are written without their u_/b_ prefix when they are ops (gcd_i). */
export function depFnName(dep: string): string {
  if (WGSL_BASE[dep] !== undefined) return dep;
  if (BIN.has(dep)) return `b_${dep}`;
  if (UN.has(dep)) return `u_${dep}`;
  throw new Error(`unknown WGSL helper ${dep}`);
}

/** Loop iterations of one call of a helper, its dependencies included (an upper bound). */
export function loopCost(fn: string): number {
  const h = opHelper(fn);
  if (h === undefined) return 0;
  return (h.loops ?? 0) + h.deps.reduce((s, d) => s + loopCost(depFnName(d)), 0);
}
