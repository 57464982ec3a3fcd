// The two tables of scalar operations of the IR, one entry per op (op-spec.ts says what an entry
// holds), assembled from one file per family. `Record` over the op unions: the compiler rejects a
// table without an entry for every op, and an op exists only by having one.
import { ARITH_BIN, ARITH_UN, type ArithBinOp, type ArithUnOp } from './arith.js';
import { COMPARE_LOGIC_BIN, LOGIC_UN, type CompareLogicBinOp, type LogicUnOp } from './compare-logic.js';
import { CONVERSION_UN, type ConversionUnOp } from './conversions.js';
import type { Elem } from './elem.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from './float-width.js';
import { IEEE_ARITH_BIN, type IeeeArithBinOp } from './ieee-arith.js';
import { INT_EXACT_BIN, INT_EXACT_UN, type IntExactBinOp, type IntExactUnOp } from './int-exact.js';
import { takes, type BinOpSpec, type UnOpSpec } from './op-spec.js';
import { switchDispatch } from './switch-dispatch.js';
import { POWER_CIRCLE_BIN, type PowerCircleBinOp } from './power-circle.js';
import { RANDOM_BIN, type RandomBinOp } from './random.js';
import { TRANSCENDENTAL_UN, type TranscendentalUnOp } from './transcendental.js';

export { ScalarOpError } from './failure.js';

/** The unary scalar operations (each entry's `doc` says what it computes). */
export type UnOp = ArithUnOp | IntExactUnOp | LogicUnOp | TranscendentalUnOp | ConversionUnOp;
/** The binary scalar operations, on two operands of one element type. */
export type BinOp = ArithBinOp | IntExactBinOp | CompareLogicBinOp | PowerCircleBinOp | IeeeArithBinOp | RandomBinOp;

export const UN_OPS: Readonly<Record<UnOp, UnOpSpec>> = { ...ARITH_UN, ...INT_EXACT_UN, ...LOGIC_UN, ...TRANSCENDENTAL_UN, ...CONVERSION_UN };
export const BIN_OPS: Readonly<Record<BinOp, BinOpSpec>> = { ...ARITH_BIN, ...INT_EXACT_BIN, ...COMPARE_LOGIC_BIN, ...POWER_CIRCLE_BIN, ...IEEE_ARITH_BIN, ...RANDOM_BIN };

export const UN_OP_NAMES = Object.keys(UN_OPS) as readonly UnOp[];
export const BIN_OP_NAMES = Object.keys(BIN_OPS) as readonly BinOp[];

/** Whether the op takes an operand of this element type. */
export const unOperandOk = (op: UnOp, elem: Elem): boolean => takes(UN_OPS[op].operands, elem);
export const binOperandOk = (op: BinOp, elem: Elem): boolean => takes(BIN_OPS[op].operands, elem);

/** The result's element type for operands of type `elem`. */
export const unResult = (op: UnOp, elem: Elem): Elem => UN_OPS[op].result ?? elem;
export const binResult = (op: BinOp, elem: Elem): Elem => BIN_OPS[op].result ?? elem;

type EvalUn = (op: UnOp, elem: Elem, x: number) => number;
type EvalBin = (op: BinOp, elem: Elem, a: number, b: number) => number;

/**
 * The reference value of a unary op on a value of element type `elem` (the operand's type), in f64:
 * a float result is rounded to the program's width by the caller (float-width.ts).
 */
export const evalUn: EvalUn = (switchDispatch(UN_OPS, 'elem, x', 'x, elem') as EvalUn | null) ?? ((op, elem, x) => UN_OPS[op].eval(x, elem));

/** The reference value of a binary op on two operands of element type `elem` (in f64, as evalUn). */
export const evalBin: EvalBin = (switchDispatch(BIN_OPS, 'elem, a, b', 'a, b, elem') as EvalBin | null) ?? ((op, elem, a, b) => BIN_OPS[op].eval(a, b, elem));

/** The value of a reduction with `op` over an empty axis of type `elem`, if it has one. */
export function identityOf(op: BinOp, elem: Elem, width: FloatWidth = DEFAULT_FLOAT_WIDTH): number | null {
  return BIN_OPS[op].identity?.value(elem, width) ?? null;
}
