// APL has no ∞ and no NaN: a float op whose result, stored at the program's width, is not a finite
// number stops with an error at the op's place, on every backend. Every float a program holds is
// finite (literals, API inputs, and each checked op's result), so only an op that can make a
// non-finite value out of finite operands needs the check: the ops of CLOSED_FLOAT_OPS give one of
// their operands, its negation or magnitude, −1, 0 or 1, or a value between them, and are left out.
// The check sits where the result is rounded to the width (interp, cpu, the GPU's op calls), as the
// int checks of int-exact.ts sit in the ops, so an overflow is reported where it happens, not where
// a value is stored: `÷1E20×1E20` fails although its result, 0, is finite.
import { domain, limit, raise, type Failure } from './failure.js';
import { floatRounding, type FloatWidth } from './float-width.js';

/**
 * The failure of a float result outside the width's range (or NaN, ∞-∞ of two overflows). Dyalog
 * computes in f64 and gives a DOMAIN ERROR past its range; past f32's, a wider float would hold the
 * value, hence a LIMIT ERROR and the hint.
 */
export const FLOAT_OUT_OF_RANGE: Readonly<Record<FloatWidth, Failure>> = {
  f32: limit('float result outside the 32-bit range (±3.4E38); with ⎕FR←645 or --float 64 floats are 64-bit (±1.8E308)'),
  f64: domain('float result outside the 64-bit range (±1.8E308): overflow'),
};

/**
 * The range of an f64 program's float on WebGPU, a pair of f32 (ops/wgsl-df64.ts): its high word
 * is an f32, so the pair's range is f32's although its precision is f64's. The device reports it
 * at the op (gpu/lambda.ts) and, for a value past it by other means, where it is stored (gpu/runtime.ts).
 */
export const PAIR_OUT_OF_RANGE: Failure = limit('a float of this f64 program went past ±3.4E38, the range of f64 on WebGPU (double-float pairs): run it with --backend cpu');

/**
 * Ops whose float result lies within the range of their operands (see the file comment), and the
 * IEEE twins of + - × ÷ (ieee-arith.ts), whose values a lowering compares but never keeps.
 */
const CLOSED_FLOAT_OPS: ReadonlySet<string> = new Set(['neg', 'abs', 'signum', 'floor', 'ceil', 'min', 'max', 'mod', 'gcdFloat', 'toFloat', 'addIeee', 'subIeee', 'mulIeee', 'divIeee']);

/** Whether a float result of the op needs the range check. */
export const floatResultChecked = (op: string): boolean => !CLOSED_FLOAT_OPS.has(op);

/** Whether a float is a number APL holds: not ±∞ and not NaN. */
export const isFiniteFloat = (x: number): boolean => x - x === 0;

/**
 * A float result as the width stores it (`round`), or the width's failure thrown (as a
 * ScalarOpError, which each caller reports at the op's place).
 */
export function rangeChecked(round: (x: number) => number, width: FloatWidth): (x: number) => number {
  const failure = FLOAT_OUT_OF_RANGE[width];
  return (x) => {
    const r = round(x);
    if (r - r !== 0) throw raise(failure);
    return r;
  };
}


/** How the result of the scalar op `op` (null: a statement that computes nothing new) is stored at `width`: range-checked where the op can leave the range. */
export function opRounding(op: string | null, width: FloatWidth): (x: number) => number {
  return op !== null && floatResultChecked(op) ? rangeChecked(floatRounding(width), width) : floatRounding(width);
}
