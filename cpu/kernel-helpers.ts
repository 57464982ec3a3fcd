// The functions a kernel's source calls, by name, so that a kernel is fully described by its source
// and the names of its helpers: the main thread and each worker thread (pool-worker.ts) build the
// same function from them. `u_<op>` and `b_<op>` are the reference evaluations of the ops without
// a JavaScript rendering; `fail_<u|b>_<op>_<i>` throws the op's failure i (ops/op-spec.ts, JsFail);
// `fail_float_range_<width>` a float result outside the width's range (ops/float-range.ts);
// `xstep_<op>` and `xfinish_<op>` an int fold's exact step and final check (ops/op-spec.ts).
import { raise } from '../ops/failure.js';
import { FLOAT_OUT_OF_RANGE } from '../ops/float-range.js';
import type { FloatWidth } from '../ops/float-width.js';
import { BIN_OPS, UN_OPS, type BinOp, type UnOp } from '../ops/scalar-ops.js';
import { wasmMapRun } from './wasm-run.js';

export type Helper = (...args: never[]) => number;

const isUnOp = (s: string): s is UnOp => Object.hasOwn(UN_OPS, s);
const isBinOp = (s: string): s is BinOp => Object.hasOwn(BIN_OPS, s);

/** The helper a kernel source names; an unknown name is a bug of the renderer. */
export function helperFor(name: string): Helper {
  const range = /^fail_float_range_(f32|f64)$/.exec(name);
  if (range !== null) {
    const failure = FLOAT_OUT_OF_RANGE[range[1] as FloatWidth];
    return () => {
      throw raise(failure);
    };
  }
  const fail = /^fail_([ub])_(\w+)_(\d+)$/.exec(name);
  if (fail !== null) {
    const [, kind, op, i] = fail;
    const spec = kind === 'u' && isUnOp(op!) ? UN_OPS[op] : kind === 'b' && isBinOp(op!) ? BIN_OPS[op] : undefined;
    const failure = spec?.failures[Number(i)];
    if (failure === undefined) throw new Error(`cpu: no failure ${name}`);
    return () => {
      throw raise(failure);
    };
  }
  // an int fold's exact step and its final check (ops/op-spec.ts ExactFold)
  const exact = /^x(step|finish)_(\w+)$/.exec(name);
  if (exact !== null) {
    const fold = isBinOp(exact[2]!) ? BIN_OPS[exact[2]].exactFold : undefined;
    if (fold === undefined) throw new Error(`cpu: ${exact[2]} has no exact fold`);
    return (exact[1] === 'step' ? fold.step : fold.finish) as Helper;
  }
  if (name === 'wasm_map') return wasmMapRun as unknown as Helper;
  const ev = /^([ub])_(\w+)$/.exec(name);
  if (ev !== null) {
    const [, kind, op] = ev;
    if (kind === 'u' && isUnOp(op!)) return UN_OPS[op].eval as Helper;
    if (kind === 'b' && isBinOp(op!)) return BIN_OPS[op].eval as Helper;
  }
  throw new Error(`cpu: no kernel helper ${name}`);
}
