// + - × ÷ of floats as IEEE computes them, past the float range to ±∞ or NaN: the twins of
// arith.ts's add, sub, mul and div for the values a lowering computes on its own account, which
// are compared or selected away but never become a program's result (a tolerant comparison's gap
// |⍺-⍵|, which is past the range for ¯3E38=3E38; a tolerant residue's quotient ⍵÷⍺). The ops an
// APL program writes report a float result outside the range (float-range.ts); these do not.
// Each twin is its original with the WGSL helpers renamed, so the two cannot drift apart.
import { ARITH_BIN } from './arith.js';
import type { BinOpSpec, Operands } from './op-spec.js';
import { wgsl as H, type WgslHelper } from './wgsl-helper.js';

export type IeeeArithBinOp = 'addIeee' | 'subIeee' | 'mulIeee' | 'divIeee';

/** A helper with its function renamed from `b_<from>_` to `b_<to>_`. */
const renamed = (h: WgslHelper, from: string, to: string): WgslHelper => H(h.src.replaceAll(`b_${from}_`, `b_${to}_`), ...h.deps);

function twin(from: 'add' | 'sub' | 'mul' | 'div', to: IeeeArithBinOp): BinOpSpec {
  const spec = ARITH_BIN[from];
  const o = spec.operands;
  const operands: Operands = {
    ...(o.float === undefined ? {} : { float: renamed(o.float, from, to) }),
    ...(o.df64 === undefined ? {} : { df64: renamed(o.df64, from, to) }),
    ...(o.ints === undefined ? {} : { ints: { elems: o.ints.elems, wgsl: renamed(o.ints.wgsl, from, to) } }),
  };
  return { ...spec, doc: `${spec.doc}, of floats past the range (IEEE: ±∞, NaN)`, operands };
}

export const IEEE_ARITH_BIN: Record<IeeeArithBinOp, BinOpSpec> = {
  addIeee: twin('add', 'addIeee'),
  subIeee: twin('sub', 'subIeee'),
  mulIeee: twin('mul', 'mulIeee'),
  divIeee: twin('div', 'divIeee'),
};
