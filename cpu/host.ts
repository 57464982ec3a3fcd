// The cpu backend's host: the interpreter's statement compiler (core-ir/interp-compile.ts), whose
// control flow, loops, ifs, asserts, outputs and structural operations (typed-array code in
// core-ir/interp-arrays.ts) run as they do there, with every SOAC (map, redomap, scanomap) and
// every scatter run as a rendered JavaScript kernel (render-map.ts, render-fold.ts) instead of a
// closure per scalar statement, and a transpose of the last two axes in tiles (transpose.ts). The host checks what the interpreter checks before a SOAC runs
// (the iteration shape, the inputs' shapes), in the same order, so errors agree in class and place.
import type { Elem, Exp, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { rerollPlan } from './reroll.js';
import { BIN_OPS } from '../ops/scalar-ops.js';
import { Compiler } from '../core-ir/interp-compile.js';
import { scalarOpFailure, type Run, type Scope } from '../core-ir/interp-frame.js';
import { allocChecked } from '../core-ir/interp-arrays.js';
import { checkInputs, foldsExactly, plainOp } from '../core-ir/interp-soacs.js';
import { AplRuntimeError, elementCount, type ArrayValue, type ElemData } from '../core-ir/value.js';
import type { Kernel } from './kernel-cache.js';
import type { FreeResolver } from './scalar-js.js';
import { renderMap, renderScatterMap } from './render-map.js';
import { canFail, foldOrder, renderCombine, renderFold, type FoldShape } from './render-fold.js';
import { swapsLastTwo, transposeLastTwo } from './transpose.js';
import { allocShared, chunkBounds, lambdaWork, pairwiseBounds, parallelChunks, runParallel } from './parallel.js';

type KernelStmt = Extract<Exp, { tag: 'map' | 'redomap' | 'scanomap' | 'scatter' }>;

export class CpuCompiler extends Compiler {
  override compileStmt(scope: Scope, stmt: Stmt, outerLoc: SrcLoc | null): Run {
    const e = stmt.exp;
    if (e.tag === 'rearrange' && swapsLastTwo(e.perm)) {
      const loc = stmt.loc ?? outerLoc;
      const read = this.arrayReader(scope, e.array);
      const bind = this.binder(scope, stmt.names, loc);
      return () => bind([transposeLastTwo(read(), loc)]);
    }
    if (e.tag !== 'map' && e.tag !== 'redomap' && e.tag !== 'scanomap' && e.tag !== 'scatter') return super.compileStmt(scope, stmt, outerLoc);
    // an int fold by + - × computed at once (a reduction, each prefix of a right-fold scan) steps
    // exactly and checks only its result (ops/op-spec.ts, ExactFold): the interpreter's fold does
    // that, the rendered kernels do not yet. A left-to-right scan's partials are its results,
    // checked by the op itself, as the kernels do.
    const atOnce = e.tag === 'redomap' || (e.tag === 'scanomap' && !e.assoc);
    const elems = stmt.names.map((p) => p.type.elem);
    // a reduction of one int value is rendered with those exact steps (render-fold.ts, FoldShape.exact)
    if (atOnce && foldsExactly(e, elems) && exactReduction(e, elems) === null) return super.compileStmt(scope, stmt, outerLoc);
    const loc = stmt.loc ?? outerLoc;
    // the kernel reads the scope as it is before the statement binds its names
    const compute = this.kernelStmt(scope, stmt, e, loc);
    // a re-rolled lambda (reroll.ts) fails where the straight code does, at the same element, but
    // its steps' statements run in another order, so where two can fail the first may differ: the
    // interpreter runs the statement again, for the place it reports (compiled before the names
    // are bound, as the kernel is, and only ever run to fail)
    const reference = lambdasOf(e).some((l) => rerollPlan(l) !== null) ? super.compileStmt(scope, stmt, outerLoc) : null;
    const bind = this.binder(scope, stmt.names, loc);
    if (reference === null) return () => bind(compute());
    return () => {
      let vs: ArrayValue[];
      try {
        vs = compute();
      } catch (err) {
        if (err instanceof AplRuntimeError) reference();
        throw err;
      }
      bind(vs);
    };
  }

  private kernelStmt(scope: Scope, stmt: Stmt, e: KernelStmt, loc: SrcLoc | null): () => ArrayValue[] {
    switch (e.tag) {
      case 'map': return this.mapStmt(scope, e.shape, e.arrays, stmt.names.map((p) => p.type.elem), lambdaWork([e.lambda]), (ins) => renderMap({ rank: e.shape.length, inElems: ins, lambda: e.lambda, float: this.float }, stmt.names.map((p) => p.type.elem), this.resolver(scope), loc), loc);
      case 'redomap': case 'scanomap': return this.foldStmt(scope, stmt, e, loc);
      case 'scatter': return this.scatterStmt(scope, stmt, e, loc);
    }
  }

  private resolver(scope: Scope): FreeResolver {
    return (name) => {
      const b = scope.lookup(name);
      return b === undefined ? null : { scalar: b.scalar, elem: b.type.elem, rank: b.type.shape.length };
    };
  }

  /** the run-time values of a kernel's free variables, in its V layout */
  private freeReader(scope: Scope, k: Kernel): () => (number | ElemData)[] {
    const F = this.frame;
    const reads = k.free.map((fv): ((into: (number | ElemData)[]) => void) => {
      const b = scope.lookup(fv.name);
      if (b === undefined) throw new Error(`cpu: ${fv.name} is not in scope`);
      if (b.scalar) return (into) => { into.push(F.num[b.slot]!); };
      const read = this.arrayReader(scope, fv.name);
      return (into) => {
        const a = read();
        into.push(a.data, ...a.shape);
      };
    });
    return () => {
      const V: (number | ElemData)[] = [];
      for (const r of reads) r(V);
      return V;
    };
  }

  /** the element types of the arrays a SOAC reads, from their bindings */
  private elemsOf(scope: Scope, arrays: readonly string[]): Elem[] {
    return arrays.map((a) => {
      const b = scope.lookup(a);
      if (b === undefined) throw new Error(`cpu: ${a} is not in scope`);
      return b.type.elem;
    });
  }

  /** the iteration shape and the inputs, checked as the interpreter checks them (interp-soacs.ts compileSoac) */
  private inputs(scope: Scope, shape: Extract<Exp, { tag: 'map' }>['shape'], arrays: readonly string[], loc: SrcLoc | null): () => { dims: number[]; ins: ElemData[] } {
    const readShape = this.shapeReader(scope, shape, loc);
    const reads = arrays.map((a) => this.arrayReader(scope, a));
    return () => {
      const dims = readShape();
      const vals = reads.map((r) => r());
      checkInputs(arrays, vals, dims, loc);
      return { dims, ins: vals.map((a) => a.data) };
    };
  }

  private mapStmt(scope: Scope, shape: Extract<Exp, { tag: 'map' }>['shape'], arrays: readonly string[], outElems: readonly Elem[], work: number, render: (inElems: Elem[]) => Kernel, loc: SrcLoc | null): () => ArrayValue[] {
    const kernel = render(this.elemsOf(scope, arrays));
    const inputs = this.inputs(scope, shape, arrays, loc);
    const free = this.freeReader(scope, kernel);
    return () => {
      const { dims, ins } = inputs();
      const n = elementCount(dims);
      const outer = dims[0] ?? 1;
      const chunks = parallelChunks(outer, n, work);
      const outs = outElems.map((el) => (chunks > 0 ? allocShared : allocChecked)(el, n, loc, this.float));
      if (chunks > 0) runParallel(kernel, dims, ins, outs, free(), null, chunkBounds(outer, chunks), loc);
      else runKernel(kernel, dims, ins, outs, free(), null, [0, outer, 0], loc);
      return outs.map((data, r) => ({ elem: outElems[r]!, shape: dims, data }));
    };
  }

  private foldStmt(scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, loc: SrcLoc | null): () => ArrayValue[] {
    const k = e.shape.length;
    if (k === 0) throw new Error(`cpu: ${e.tag} needs an iteration shape of rank 1 or more`);
    const outElems = stmt.names.map((p) => p.type.elem);
    const f = e.op.resultTypes.length;
    const plain = plainOp(e.op);
    const exact = exactReduction(e, outElems);
    const shape: FoldShape = {
      tag: e.tag, rank: k, inElems: this.elemsOf(scope, e.arrays), map: e.map, op: e.op, assoc: e.assoc, outElems, plainOp: plain === null ? null : { op: plain.op }, float: this.float,
      ...(exact === null ? {} : { exact }),
    };
    const kernel = renderFold(shape, this.resolver(scope), loc);
    const inputs = this.inputs(scope, e.shape, e.arrays, loc);
    const free = this.freeReader(scope, kernel);
    const F = this.frame;
    const neutral = e.tag === 'redomap' && e.neutral !== null ? e.neutral.map((a) => this.scalarSlot(scope, a).slot) : null;
    const isScan = e.tag === 'scanomap';
    const work = lambdaWork([e.map, e.op]);
    // one row split along its axis (parallel.ts): a pairwise or exact left reduction whose lambdas cannot fail
    const order = foldOrder(shape);
    // (an exact int fold steps in one order, as the interpreter's, so that where it fails is the same)
    const splitsRow = k === 1 && !isScan && exact === null && (order === 'pairwise' || order === 'left') && !canFail(e.map.body) && !canFail(e.op.body);
    const combine = splitsRow ? renderCombine(shape, this.resolver(scope), loc) : null;
    const combineFree = combine === null ? null : this.freeReader(scope, combine);
    return () => {
      const { dims, ins } = inputs();
      const n = dims[k - 1]!;
      const outerDims = dims.slice(0, k - 1);
      const rows = elementCount(outerDims);
      const Z = neutral === null ? null : neutral.map((s) => F.num[s]!);
      const foldShape = isScan ? dims : outerDims;
      const result = (outs: readonly ElemData[]): ArrayValue[] => outs.map((data, r) => ({ elem: outElems[r]!, shape: r < f ? foldShape : dims, data }));
      const outer = k === 1 ? n : dims[0]!;
      const chunks = k === 1 && combine === null ? 0 : parallelChunks(outer, rows * n, work);
      if (chunks === 0) {
        const outs = outElems.map((el, r) => allocChecked(el, r < f && !isScan ? rows : rows * n, loc, this.float));
        runKernel(kernel, dims, ins, outs, free(), Z, k === 1 ? [0, n, 0] : [0, outer, 0], loc);
        return result(outs);
      }
      if (k > 1) {
        const outs = outElems.map((el, r) => allocShared(el, r < f && !isScan ? rows : rows * n, loc, this.float));
        runParallel(kernel, dims, ins, outs, free(), Z, chunkBounds(outer, chunks), loc);
        return result(outs);
      }
      // one row in chunks: each chunk's partials in its slot, then folded in the one-thread order
      const bounds = order === 'pairwise' ? pairwiseBounds(n, chunks) : chunkBounds(n, chunks);
      const parts = outElems.slice(0, f).map((el) => allocShared(el, bounds.length - 1, loc, this.float));
      const mapped = outElems.slice(f).map((el) => allocShared(el, n, loc, this.float));
      runParallel(kernel, dims, ins, [...parts, ...mapped], free(), Z, bounds, loc);
      const outs = outElems.slice(0, f).map((el) => allocChecked(el, 1, loc, this.float));
      runKernel(combine!, [bounds.length - 1], parts, outs, combineFree!(), null, [0, 0, 0], loc);
      return result([...outs, ...mapped]);
    };
  }

  /**
   * scatter (core-ir/interp-compile.ts): plain values are copied in a loop; mapped values are
   * computed where they are written, unless the index vector's length differs, where the map runs
   * alone first (its errors come before the LENGTH ERROR, as in the interpreter).
   */
  private scatterStmt(scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'scatter' }>, loc: SrcLoc | null): () => ArrayValue[] {
    const dest = this.arrayReader(scope, e.dest);
    const writer = this.inPlace.writer(stmt);
    const idx = this.arrayReader(scope, e.indices);
    const v = e.values;
    if (typeof v === 'string') {
      const vals = this.arrayReader(scope, v);
      return () => {
        const d = dest();
        const out = writer(d.data);
        const ix = idx().data;
        const vs = vals().data;
        if (ix.length !== vs.length) throw new AplRuntimeError('LENGTH', `scatter of ${vs.length} values at ${ix.length} indices`, loc);
        const n = out.length;
        for (let i = 0; i < ix.length; i++) {
          const j = ix[i]!;
          if (j >= 0 && j < n) out[j] = vs[i]!;
        }
        return [{ elem: d.elem, shape: d.shape, data: out }];
      };
    }
    const inElems = this.elemsOf(scope, v.arrays);
    const valueElem = v.lambda.resultTypes[0]!;
    const shape = { rank: v.shape.length, inElems, lambda: v.lambda, float: this.float };
    const destElem = scope.lookup(e.dest)?.type.elem ?? valueElem;
    const fused = renderScatterMap(shape, destElem, this.resolver(scope), loc);
    const alone = renderMap(shape, [valueElem], this.resolver(scope), loc);
    const inputs = this.inputs(scope, v.shape, v.arrays, loc);
    const freeFused = this.freeReader(scope, fused);
    const freeAlone = this.freeReader(scope, alone);
    return () => {
      const d = dest();
      const out = writer(d.data);
      const ix = idx().data;
      const { dims, ins } = inputs();
      const m = elementCount(dims);
      const range = [0, dims[0] ?? 1, 0] as const;
      if (ix.length !== m) {
        runKernel(alone, dims, ins, [allocChecked(valueElem, m, loc, this.float)], freeAlone(), null, range, loc);
        throw new AplRuntimeError('LENGTH', `scatter of ${m} values at ${ix.length} indices`, loc);
      }
      runKernel(fused, dims, [...ins, ix], [out], freeFused(), null, range, loc);
      return [{ elem: d.elem, shape: d.shape, data: out }];
    };
  }
}

/** The lambdas of a SOAC or scatter statement. */
function lambdasOf(e: KernelStmt): Lambda[] {
  switch (e.tag) {
    case 'map': return [e.lambda];
    case 'redomap': case 'scanomap': return [e.map, e.op];
    case 'scatter': return typeof e.values === 'string' ? [] : [e.values.lambda];
  }
}

/** Runs a kernel on the main thread over the range R (kernel-cache.ts KernelFn: R0, R1, R2). */
function runKernel(k: Kernel, dims: readonly number[], ins: readonly ElemData[], outs: readonly ElemData[], V: readonly (number | ElemData)[], Z: readonly number[] | null, R: readonly [number, number, number], loc: SrcLoc | null): void {
  try {
    k.fn(dims, ins, outs, k.sites, V, Z, R[0], R[1], R[2]);
  } catch (err) {
    throw scalarOpFailure(err, loc);
  }
}

/** The exact steps of a reduction of one int value by a plain op that has them (ops/op-spec.ts ExactFold); null for any other fold. */
function exactReduction(e: Extract<Exp, { tag: 'redomap' | 'scanomap' }>, outElems: readonly Elem[]): { op: string; swapped: boolean } | null {
  if (e.tag !== 'redomap' || e.op.resultTypes.length !== 1 || outElems[0] !== 'int') return null;
  const plain = plainOp(e.op);
  return plain !== null && BIN_OPS[plain.op].exactFold !== undefined ? { op: plain.op, swapped: plain.swapped } : null;
}
