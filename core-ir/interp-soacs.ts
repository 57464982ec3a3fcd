// The interpreter's SOACs: map, redomap, scanomap. Each runs its compiled lambda once per element,
// writing the index and element parameters' slots directly: no allocation per element.
//
// Reductions follow syntax.ts exactly: a non-associative redomap is a right fold, evaluated from
// the last element down; an associative one is folded left to right (any order is allowed, and
// this one streams), pairwise where it folds floats (interp-pairwise.ts). A non-associative scan
// computes each prefix's right fold afresh (O(n²)): a right fold of a prefix cannot be extended by
// one element on the right in general. A float + scan adds in f64 and rounds each result to f32:
// every prefix sum is then as accurate as one rounding (plus n·ε₆₄), better than any f32 order.
// An int reduction by + - × steps exactly and checks only its result (ops/op-spec.ts, ExactFold).
import { foldCount, type BinOp, type Elem, type Exp, type Lambda, type SrcLoc, type Stmt } from './syntax.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { FLOAT_OUT_OF_RANGE, floatResultChecked, isFiniteFloat, opRounding } from '../ops/float-range.js';
import { raise } from '../ops/failure.js';
import { BIN_OPS, evalBin } from '../ops/scalar-ops.js';
import { foldPairwise, foldPairwiseMulti } from './interp-pairwise.js';
import { AplRuntimeError, elementCount, type ArrayValue, type ElemData } from './value.js';
import { allocChecked } from './interp-arrays.js';
import { scalarOpFailure, Scope, type CompiledLambda, type LambdaCompiler } from './interp-frame.js';

type Soac = Extract<Exp, { tag: 'map' | 'redomap' | 'scanomap' }>;

/** A fold operator: a scalar function of two scalars. */
type BinFn = (a: number, b: number) => number;

export function checkInputs(names: readonly string[], ins: readonly ArrayValue[], dims: readonly number[], loc: SrcLoc | null): void {
  ins.forEach((a, i) => {
    const same = a.shape.length === dims.length && a.shape.every((d, j) => d === dims[j]);
    if (!same) {
      throw new AplRuntimeError('LENGTH', `${names[i]} has shape ${a.shape.join(' ')} but the iteration shape is ${dims.join(' ')}`, loc);
    }
  });
}

/**
 * The op lambda as a JS function. `\a b -> a ⊕ b` (the common case) calls evalBin directly;
 * anything else writes the two parameter slots and runs the body.
 */
function compileOp(c: LambdaCompiler, scope: Scope, lam: Lambda, loc: SrcLoc | null): BinFn {
  if (lam.params.length !== 2 || lam.results.length !== 1) throw new Error('interp: a fold operator takes two scalars and gives one');
  const plain = plainOp(lam);
  if (plain !== null) {
    const { op, swapped } = plain;
    const elem: Elem = lam.params[0]!.type.elem;
    const stepped = ((): BinFn => {
      if (lam.results[0]!.k === 'var' && lam.body[0]!.names[0]!.type.elem === 'float') {
        // the op computes in f64: a float partial result is kept at the program's width, and is finite
        const round = c.floatResult(op);
        return swapped ? (a, b) => round(evalBin(op, elem, b, a)) : (a, b) => round(evalBin(op, elem, a, b));
      }
      return swapped ? (a, b) => evalBin(op, elem, b, a) : (a, b) => evalBin(op, elem, a, b);
    })();
    // a failing op reports the place of its function (`○` in `(⊢○⊣)/`), as the general path and the GPU do
    const site = lam.body[0]!.loc;
    if (site === undefined || (BIN_OPS[op].failures.length === 0 && !floatResultChecked(op))) return stepped;
    return (a, b) => {
      try {
        return stepped(a, b);
      } catch (err) {
        throw scalarOpFailure(err, site);
      }
    };
  }
  const F = c.frame;
  const cl = c.compileLambda(scope, lam, loc);
  const [sa, sb] = [cl.paramSlots[0]!, cl.paramSlots[1]!];
  const res = cl.resultSlots[0]!;
  const body = cl.body;
  return (a, b) => {
    const num = F.num;
    num[sa] = a;
    num[sb] = b;
    body();
    return num[res]!;
  };
}

/** The op of `\a b -> a ⊕ b` (or `b ⊕ a`: swapped), the common fold operator; null for any other. */
export function plainOp(lam: Lambda): { op: BinOp; swapped: boolean } | null {
  const s = lam.body[0];
  const r = lam.results[0];
  if (lam.params.length !== 2 || lam.body.length !== 1 || s === undefined || s.exp.tag !== 'bin' || r?.k !== 'var' || s.names[0]?.name !== r.name) return null;
  const [p0, p1] = [lam.params[0]!.name, lam.params[1]!.name];
  const { op, left, right } = s.exp;
  if (left.k !== 'var' || right.k !== 'var' || p0 === p1) return null;
  if (left.name === p0 && right.name === p1) return { op, swapped: false };
  if (left.name === p1 && right.name === p0) return { op, swapped: true };
  return null;
}

/** Whether the interpreter folds this redomap or scanomap with exact int steps (exactFoldOf, exactMultiFoldOf). */
export function foldsExactly(e: { readonly op: Lambda }, elems: readonly Elem[]): boolean {
  const f = e.op.resultTypes.length;
  return f === 1 ? exactFoldOf(e.op, elems[0]) !== null : exactMultiFoldOf(e.op, f, elems) !== null;
}

/**
 * The unchecked steps and the final check of a fold by `\a b -> a ⊕ b` (or `b ⊕ a`) whose op may
 * leave i32 (ops/op-spec.ts, ExactFold), so that an int reduction is exact whenever its result fits.
 */
function exactFoldOf(lam: Lambda, elem: Elem | undefined): { step: BinFn; finish: (x: number) => number } | null {
  const plain = plainOp(lam);
  const exact = plain === null || elem !== 'int' ? undefined : BIN_OPS[plain.op].exactFold;
  if (plain === null || exact === undefined) return null;
  const step = exact.step;
  return { step: plain.swapped ? (a, b) => step(b, a) : step, finish: exact.finish };
}

/**
 * exactFoldOf for a fold of f values at once whose operator applies one op to each pair of its
 * parameters (`\a₀ a₁ b₀ b₁ -> (a₀ ⊕ b₀) (a₁ ⊗ b₁)`, as sibling folds fuse): each value steps by
 * its op's exact step, or by the op itself where it has none; null for any other operator.
 */
function exactMultiFoldOf(lam: Lambda, f: number, elems: readonly Elem[], width: FloatWidth = DEFAULT_FLOAT_WIDTH): { step: (l: Float64Array, r: Float64Array, out: Float64Array) => void; finish: (acc: Float64Array) => void } | null {
  if (lam.params.length !== 2 * f || lam.body.length !== f || lam.results.length !== f) return null;
  const steps: BinFn[] = [];
  const finishes: ((x: number) => number)[] = [];
  for (let r = 0; r < f; r++) {
    const s = lam.body[r]!;
    const res = lam.results[r]!;
    if (s.exp.tag !== 'bin' || res.k !== 'var' || s.names[0]?.name !== res.name) return null;
    const { op, left, right } = s.exp;
    const [a, b] = [lam.params[r]!.name, lam.params[f + r]!.name];
    const swapped = left.k === 'var' && right.k === 'var' && left.name === b && right.name === a;
    if (!swapped && !(left.k === 'var' && right.k === 'var' && left.name === a && right.name === b)) return null;
    const elem = lam.params[r]!.type.elem;
    const exact = elems[r] === 'int' ? BIN_OPS[op].exactFold : undefined;
    const round = s.names[0]!.type.elem === 'float' ? opRounding(op, width) : (x: number): number => x;
    const step: BinFn = exact?.step ?? ((x, y) => round(evalBin(op, elem, x, y)));
    steps.push(swapped ? (x, y) => step(y, x) : step);
    finishes.push(exact?.finish ?? ((x) => x));
  }
  if (!lam.body.some((s) => s.exp.tag === 'bin' && BIN_OPS[s.exp.op].exactFold !== undefined)) return null;
  return {
    step: (l, r, out) => {
      for (let q = 0; q < f; q++) out[q] = steps[q]!(l[q]!, r[q]!);
    },
    finish: (acc) => {
      for (let q = 0; q < f; q++) acc[q] = finishes[q]!(acc[q]!);
    },
  };
}

/** the lambda of a SOAC split into index parameter slots and element parameter slots */
function splitParams(cl: CompiledLambda, rank: number, arrays: number): { idx: Int32Array; elems: Int32Array } {
  if (cl.paramSlots.length !== rank + arrays) {
    throw new Error(`interp: the lambda takes ${cl.paramSlots.length} parameters, expected ${rank} indices and ${arrays} elements`);
  }
  return { idx: cl.paramSlots.subarray(0, rank), elems: cl.paramSlots.subarray(rank) };
}

/** advances a row-major odometer over dims[0..pos.length-1], mirroring it into the index slots */
function advance(pos: Int32Array, dims: readonly number[], num: Float64Array, idx: Int32Array): void {
  for (let d = pos.length - 1; d >= 0; d--) {
    if (++pos[d]! < dims[d]!) {
      num[idx[d]!] = pos[d]!;
      return;
    }
    pos[d] = 0;
    num[idx[d]!] = 0;
  }
}

export function compileSoac(c: LambdaCompiler, scope: Scope, stmt: Stmt, e: Soac, loc: SrcLoc | null): () => ArrayValue[] {
  const shape = c.shapeReader(scope, e.shape, loc);
  const reads = e.arrays.map((a) => c.arrayReader(scope, a));
  const run = e.tag === 'map' ? compileMap(c, scope, stmt, e, loc) : compileFold(c, scope, stmt, e, loc);
  return () => {
    const dims = shape();
    const ins = reads.map((r) => r());
    checkInputs(e.arrays, ins, dims, loc);
    try {
      return run(dims, ins.map((a) => a.data));
    } catch (err) {
      // a fast-path fold operator calls evalBin unwrapped
      throw scalarOpFailure(err, loc);
    }
  };
}

type SoacRun = (dims: readonly number[], ins: readonly ElemData[]) => ArrayValue[];

function compileMap(c: LambdaCompiler, scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'map' }>, loc: SrcLoc | null): SoacRun {
  const F = c.frame;
  const cl = c.compileLambda(scope, e.lambda, loc);
  const k = e.shape.length;
  const { idx, elems } = splitParams(cl, k, e.arrays.length);
  const outElems = stmt.names.map((p) => p.type.elem);
  if (outElems.length !== cl.resultSlots.length) throw new Error(`interp: map gives ${cl.resultSlots.length} results for ${outElems.length} names`);
  const res = cl.resultSlots;
  const body = cl.body;
  return (dims, ins) => {
    const num = F.num;
    const n = elementCount(dims);
    const outs = outElems.map((el) => allocChecked(el, n, loc, c.float));
    const pos = new Int32Array(k);
    for (let j = 0; j < k; j++) num[idx[j]!] = 0;
    const nIn = ins.length;
    const nOut = outs.length;
    if (k === 1 && nIn === 1 && nOut === 1) {
      // the common case (one vector in, one out) without the inner loops: about twice as fast
      const [in0, out0, e0, i0, r0] = [ins[0]!, outs[0]!, elems[0]!, idx[0]!, res[0]!];
      for (let p = 0; p < n; p++) {
        num[i0] = p;
        num[e0] = in0[p]!;
        body();
        out0[p] = num[r0]!;
      }
    } else {
      for (let p = 0; p < n; p++) {
        for (let j = 0; j < nIn; j++) num[elems[j]!] = ins[j]![p]!;
        body();
        for (let r = 0; r < nOut; r++) outs[r]![p] = num[res[r]!]!;
        advance(pos, dims, num, idx);
      }
    }
    return outs.map((data, i) => ({ elem: outElems[i]!, shape: dims, data }));
  };
}

function compileFold(c: LambdaCompiler, scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, loc: SrcLoc | null): SoacRun {
  const F = c.frame;
  const k = e.shape.length;
  if (k === 0) throw new Error(`interp: ${e.tag} needs an iteration shape of rank 1 or more`);
  const cl = c.compileLambda(scope, e.map, loc);
  const { idx, elems } = splitParams(cl, k, e.arrays.length);
  if (cl.resultSlots.length !== stmt.names.length) throw new Error(`interp: the map of a ${e.tag} gives ${cl.resultSlots.length} scalars for ${stmt.names.length} names`);
  if (foldCount(e) !== 1) return compileMultiFold(c, scope, stmt, e, cl, idx, elems, loc);
  const res = cl.resultSlots[0]!;
  // mapped outputs (syntax.ts): written where each element is mapped, which is once per element
  const extra = cl.resultSlots.subarray(1);
  const extraElems = stmt.names.slice(1).map((q) => q.type.elem);
  const body = cl.body;
  const op = compileOp(c, new Scope(scope), e.op, loc);
  const exact = exactFoldOf(e.op, stmt.names[0]?.type.elem);
  // a fold computed at once (a reduction, each prefix of a right-fold scan) steps without range
  // checks and checks its result; a left-to-right scan's partials are its results, checked by op
  const foldStep = exact?.step ?? op;
  const finish = exact?.finish ?? ((x: number): number => x);
  const neutral = e.tag === 'redomap' && e.neutral !== null ? c.scalarSlot(scope, e.neutral[0]!).slot : -1;
  const elem = stmt.names[0]?.type.elem ?? 'int';
  const lastIdx = idx[k - 1]!;
  const isScan = e.tag === 'scanomap';
  const assoc = e.assoc;
  const pairwise = assoc && elem === 'float';
  const f64Sum = isScan && pairwise && plainOp(e.op)?.op === 'add';
  return (dims, ins) => {
    const num = F.num;
    const n = dims[k - 1]!;
    const outerDims = dims.slice(0, k - 1);
    const rows = elementCount(outerDims);
    const out = allocChecked(elem, isScan ? rows * n : rows, loc, c.float);
    const extraOuts = extraElems.map((el) => allocChecked(el, rows * n, loc, c.float));
    const nIn = ins.length;
    const nExtra = extra.length;
    const mapAt = (p: number, i: number): number => {
      num[lastIdx] = i;
      for (let j = 0; j < nIn; j++) num[elems[j]!] = ins[j]![p]!;
      body();
      for (let r = 0; r < nExtra; r++) extraOuts[r]![p] = num[extra[r]!]!;
      return num[res]!;
    };
    const pos = new Int32Array(k - 1);
    for (let j = 0; j < k - 1; j++) num[idx[j]!] = 0;
    const buf = isScan && !assoc ? new Float64Array(n) : null;
    for (let o = 0; o < rows; o++) {
      const base = o * n;
      if (isScan) {
        if (f64Sum) {
          let acc = 0;
          // out (a float array of the program's width) rounds each stored partial
          for (let i = 0; i < n; i++) out[base + i] = acc += mapAt(base + i, i);
          // acc, an f64, holds what the width may not
          for (let i = 0; i < n; i++) if (!isFiniteFloat(out[base + i]!)) throw raise(FLOAT_OUT_OF_RANGE[c.float]);
        } else if (buf === null) {
          let acc = 0;
          for (let i = 0; i < n; i++) {
            const v = mapAt(base + i, i);
            acc = i === 0 ? v : op(acc, v);
            out[base + i] = acc;
          }
        } else {
          for (let i = 0; i < n; i++) buf[i] = mapAt(base + i, i);
          for (let i = 0; i < n; i++) {
            let acc = buf[i]!;
            for (let j = i - 1; j >= 0; j--) acc = foldStep(buf[j]!, acc);
            out[base + i] = finish(acc);
          }
        }
      } else if (n === 0) {
        if (neutral < 0) throw new AplRuntimeError('DOMAIN', 'reduction of an empty array by a function with no identity', loc);
        out[o] = num[neutral]!;
      } else if (pairwise) {
        out[o] = foldPairwise(n, (i) => mapAt(base + i, i), op);
      } else if (assoc) {
        let acc = mapAt(base, 0);
        for (let i = 1; i < n; i++) acc = foldStep(acc, mapAt(base + i, i));
        out[o] = finish(acc);
      } else {
        let acc = mapAt(base + n - 1, n - 1);
        for (let i = n - 2; i >= 0; i--) acc = foldStep(mapAt(base + i, i), acc);
        out[o] = finish(acc);
      }
      advance(pos, outerDims, num, idx);
    }
    return [{ elem, shape: isScan ? dims : outerDims, data: out }, ...extraOuts.map((data, r) => ({ elem: extraElems[r]!, shape: dims, data }))];
  };
}

/**
 * A fold of f > 1 values at once (syntax.ts, redomap): the same orders as compileFold, with the
 * accumulator and each mapped element held as f numbers, and op run on its 2·f parameter slots.
 */
function compileMultiFold(
  c: LambdaCompiler, scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, cl: CompiledLambda, idx: Int32Array, elems: Int32Array, loc: SrcLoc | null,
): SoacRun {
  const F = c.frame;
  const k = e.shape.length;
  const f = foldCount(e);
  const opCl = c.compileLambda(new Scope(scope), e.op, loc);
  if (opCl.paramSlots.length !== 2 * f) throw new Error(`interp: a fold of ${f} values with an operator of ${opCl.paramSlots.length} parameters`);
  const [opIn, opOut, opBody] = [opCl.paramSlots, opCl.resultSlots, opCl.body];
  /** out ← op(left, right); out may be either operand */
  const op = (left: Float64Array, right: Float64Array, out: Float64Array): void => {
    const num = F.num;
    for (let r = 0; r < f; r++) {
      num[opIn[r]!] = left[r]!;
      num[opIn[f + r]!] = right[r]!;
    }
    opBody();
    for (let r = 0; r < f; r++) out[r] = num[opOut[r]!]!;
  };
  const folded = cl.resultSlots.subarray(0, f);
  const extra = cl.resultSlots.subarray(f);
  const elemsOut = stmt.names.map((q) => q.type.elem);
  // as in compileFold: a fold computed at once steps without range checks and checks its results
  const exact = exactMultiFoldOf(e.op, f, elemsOut, c.float);
  const foldStep = exact?.step ?? op;
  const finish = exact?.finish ?? ((): void => {});
  const neutral = e.tag === 'redomap' && e.neutral !== null ? e.neutral.map((a) => c.scalarSlot(scope, a).slot) : null;
  const isScan = e.tag === 'scanomap';
  const pairwise = e.assoc && elemsOut.slice(0, f).includes('float');
  const body = cl.body;
  const lastIdx = idx[k - 1]!;
  return (dims, ins) => {
    const num = F.num;
    const n = dims[k - 1]!;
    const outerDims = dims.slice(0, k - 1);
    const rows = elementCount(outerDims);
    const outs = elemsOut.map((el, r) => allocChecked(el, r < f && !isScan ? rows : rows * n, loc, c.float));
    const nIn = ins.length;
    /** writes the mapped values of element i (flat position p) into `into` */
    const mapAt = (p: number, i: number, into: Float64Array): void => {
      num[lastIdx] = i;
      for (let j = 0; j < nIn; j++) num[elems[j]!] = ins[j]![p]!;
      body();
      for (let r = 0; r < extra.length; r++) outs[f + r]![p] = num[extra[r]!]!;
      for (let r = 0; r < f; r++) into[r] = num[folded[r]!]!;
    };
    const acc = new Float64Array(f);
    const v = new Float64Array(f);
    const store = (o: number): void => {
      for (let r = 0; r < f; r++) outs[r]![o] = acc[r]!;
    };
    const pos = new Int32Array(k - 1);
    for (let j = 0; j < k - 1; j++) num[idx[j]!] = 0;
    const buf = isScan && !e.assoc ? Array.from({ length: n }, () => new Float64Array(f)) : null;
    for (let o = 0; o < rows; o++) {
      const base = o * n;
      if (isScan && buf === null) {
        for (let i = 0; i < n; i++) {
          if (i === 0) mapAt(base, 0, acc);
          else {
            mapAt(base + i, i, v);
            op(acc, v, acc);
          }
          store(base + i);
        }
      } else if (buf !== null) {
        for (let i = 0; i < n; i++) mapAt(base + i, i, buf[i]!);
        for (let i = 0; i < n; i++) {
          acc.set(buf[i]!);
          for (let j = i - 1; j >= 0; j--) foldStep(buf[j]!, acc, acc);
          finish(acc);
          store(base + i);
        }
      } else if (n === 0) {
        if (neutral === null) throw new AplRuntimeError('DOMAIN', 'reduction of an empty array by a function with no identity', loc);
        neutral.forEach((slot, r) => (acc[r] = num[slot]!));
        store(o);
      } else if (pairwise) {
        foldPairwiseMulti(n, f, acc, (i, into) => mapAt(base + i, i, into), foldStep);
        finish(acc);
        store(o);
      } else if (e.assoc) {
        mapAt(base, 0, acc);
        for (let i = 1; i < n; i++) {
          mapAt(base + i, i, v);
          foldStep(acc, v, acc);
        }
        finish(acc);
        store(o);
      } else {
        mapAt(base + n - 1, n - 1, acc);
        for (let i = n - 2; i >= 0; i--) {
          mapAt(base + i, i, v);
          foldStep(v, acc, acc);
        }
        finish(acc);
        store(o);
      }
      advance(pos, outerDims, num, idx);
    }
    const foldShape = isScan ? dims : outerDims;
    return outs.map((data, r) => ({ elem: elemsOut[r]!, shape: r < f ? foldShape : dims, data }));
  };
}
