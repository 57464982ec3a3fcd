// Kernels for the structural expressions: iota, replicate, rearrange, reverse, rotate, window,
// gather and concat. Each output element is computed by one invocation that works out where it
// comes from (a gather; for the views, by core-ir/views.ts's index functions), except concat, which
// copies each input into its slot of the output.
import type { Atom, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, elementCount } from '../core-ir/value.js';
import { GpuUnsupported, indexFailure, ScalarCompiler, type KernelScope } from './lambda.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, flatten, literal, unflatten, wgslType } from './wgsl.js';
import { WgslIndexCode } from './wgsl-index.js';
import { sourceIndex, type AxisStep } from '../core-ir/views.js';
import type { TransposeStrategy } from '../core-ir/kernels.js';
import { transposeTiled } from './kernels-transpose.js';

interface ElementCode {
  /** statements computing the element */
  readonly code: string;
  /** its value */
  readonly value: string;
}

/** One invocation per element of `out`, which it writes whole (its maker need not zero it); gen gets the i32 output index variables. */
async function gatherKernel(
  rt: GpuRuntime,
  out: DevArray,
  loc: SrcLoc | null,
  gen: (kb: KernelBuilder<BufRef>, idx: readonly string[]) => ElementCode,
): Promise<void> {
  const total = elementCount(out.shape);
  if (total === 0) return;
  const kb = new KernelBuilder<BufRef>(rt.float);
  const un = unflatten(kb, 'gi', out.shape.map((d, k) => kb.size(`o:${k}`, d)));
  const o = kb.bind(out.buf, out.elem, true);
  const g = gen(kb, un.idx);
  await rt.dispatch(kb.finish(`${un.code}\n${g.code}\n  ${o}[gi] = ${g.value};`), total, loc);
}

/** The dims of an input array as u32 params words. */
function inputDims(kb: KernelBuilder<BufRef>, a: DevArray, tag: string): string[] {
  return a.shape.map((d, k) => kb.size(`${tag}:${k}`, d));
}

export async function iota(rt: GpuRuntime, n: number, loc: SrcLoc | null): Promise<DevArray> {
  const out = rt.newArray('int', [n], loc, 'overwritten');
  await gatherKernel(rt, out, loc, () => ({ code: '', value: 'i32(gi)' }));
  return out;
}

/** Fills `out` with a scalar (host or device). */
export async function fillArray(rt: GpuRuntime, scope: KernelScope, out: DevArray, value: Atom, loc: SrcLoc | null): Promise<void> {
  await gatherKernel(rt, out, loc, (kb) => ({ code: '', value: new ScalarCompiler(kb, scope, loc).atom(value).expr }));
}

/**
 * One invocation per element of a view of `a` (one step: views.ts gives each element its source
 * element). `step` and `fill` (a window's) render their atoms with the kernel's builder.
 */
async function viewKernel(
  rt: GpuRuntime, a: DevArray, shape: readonly number[], loc: SrcLoc | null,
  step: (kb: KernelBuilder<BufRef>) => AxisStep<string>, fill: ((kb: KernelBuilder<BufRef>) => string) | null,
): Promise<DevArray> {
  const out = rt.newArray(a.elem, shape, loc, 'overwritten');
  await gatherKernel(rt, out, loc, (kb, o) => {
    const dims = inputDims(kb, a, 'i');
    const ix = new WgslIndexCode(kb);
    const r = sourceIndex(ix.alg, { source: dims.map((d) => `i32(${d})`), steps: [step(kb)] }, o);
    const read = `${kb.bind(a.buf, a.elem)}[${flatten(r.index, dims)}]`;
    const guard = r.guards[0];
    if (guard === undefined) return { code: ix.lines.join('\n'), value: read };
    if (fill === null) throw new Error('a view that may read outside its source, with no fill');
    const v = kb.fresh();
    const lines = [...ix.lines, `  var ${v}: ${wgslType(a.elem)} = ${fill(kb)};`, `  if (${guard.inside}) { ${v} = ${read}; }`];
    return { code: lines.join('\n'), value: v };
  });
  return out;
}

/** A rearrange copied as its plan says: tiles through workgroup memory, or one invocation an element. */
export async function rearrange(rt: GpuRuntime, a: DevArray, perm: readonly number[], strategy: TransposeStrategy, loc: SrcLoc | null): Promise<DevArray> {
  if (perm.length !== a.shape.length) throw new Error(`rearrange of rank ${a.shape.length} by a permutation of ${perm.length}`);
  if (strategy.k === 'tiled') return transposeTiled(rt, a, perm, strategy, loc);
  return viewKernel(rt, a, perm.map((p) => a.shape[p]!), loc, () => ({ k: 'transpose', perm }), null);
}

export async function reverse(rt: GpuRuntime, a: DevArray, axis: number, loc: SrcLoc | null): Promise<DevArray> {
  return viewKernel(rt, a, a.shape, loc, () => ({ k: 'reverse', axis }), null);
}

export async function rotate(rt: GpuRuntime, scope: KernelScope, a: DevArray, axis: number, amount: Atom, loc: SrcLoc | null): Promise<DevArray> {
  return viewKernel(rt, a, a.shape, loc, (kb) => ({ k: 'rotate', axis, amount: new ScalarCompiler(kb, scope, loc).atom(amount).expr }), null);
}

export async function window(
  rt: GpuRuntime, scope: KernelScope, a: DevArray, offsets: readonly Atom[], shape: readonly number[], fill: Atom, loc: SrcLoc | null,
): Promise<DevArray> {
  if (offsets.length !== a.shape.length || shape.length !== a.shape.length) throw new Error('window of mismatched rank');
  const atom = (kb: KernelBuilder<BufRef>, x: Atom): string => new ScalarCompiler(kb, scope, loc).atom(x).expr;
  const step = (kb: KernelBuilder<BufRef>): AxisStep<string> => ({ k: 'window', offsets: offsets.map((o) => atom(kb, o)), shape: shape.map((d) => literal(d, 'int')) });
  return viewKernel(rt, a, shape, loc, step, (kb) => atom(kb, fill));
}

export async function gather(
  rt: GpuRuntime, scope: KernelScope, a: DevArray, axes: readonly (string | null)[], loc: SrcLoc | null,
): Promise<DevArray> {
  if (axes.length !== a.shape.length) throw new Error('gather with one entry per axis needed');
  const indexArrays = axes.map((name) => {
    if (name === null) return null;
    const v = scope.lookup(name);
    if (v === undefined) throw new Error(`unbound name ${name}`);
    return v;
  });
  const shape = indexArrays.flatMap((v, k) => (v === null ? [a.shape[k]!] : v.kind === 'host' ? [] : [...v.shape]));
  const out = rt.newArray(a.elem, shape, loc, 'overwritten');
  await gatherKernel(rt, out, loc, (kb, o) => {
    const dims = inputDims(kb, a, 'i');
    const sc = new ScalarCompiler(kb, scope, loc);
    const lines: string[] = [];
    const conds: string[] = [];
    let next = 0;
    const inIdx = indexArrays.map((v, k) => {
      if (v === null) return o[next++]!;
      const id = kb.fresh('g');
      if (v.kind === 'host') {
        lines.push(`  let ${id} = ${sc.atom({ k: 'var', name: axes[k]! }).expr};`);
      } else {
        const own = o.slice(next, next + v.shape.length);
        next += v.shape.length;
        const vd = v.shape.map((d, j) => kb.size(`x${k}:${j}`, d));
        lines.push(`  let ${id} = ${kb.bind(v.buf, v.elem)}[${flatten(own, vd)}];`);
      }
      const site = kb.sites([indexFailure(k, a.shape[k]!)], loc);
      conds.push(`  if (${id} < 0 || ${id} >= i32(${dims[k]!})) { report(${site}u); ok = false; }`);
      return id;
    });
    const v = kb.fresh();
    lines.push(`  var ${v}: ${wgslType(a.elem)};`);
    const read = `${v} = ${kb.bind(a.buf, a.elem)}[${flatten(inIdx, dims)}];`;
    if (conds.length === 0) lines.push(`  ${read}`);
    else lines.push(`  var ok = true;`, ...conds, `  if (ok) { ${read} }`);
    return { code: lines.join('\n'), value: v };
  });
  return out;
}

export async function concat(rt: GpuRuntime, arrays: readonly DevArray[], axis: number, loc: SrcLoc | null): Promise<DevArray> {
  const first = arrays[0];
  if (first === undefined) throw new GpuUnsupported('concat of no arrays');
  const rank = first.shape.length;
  for (const a of arrays) {
    if (a.shape.length !== rank) throw new AplRuntimeError('RANK', 'concatenated arrays differ in rank', loc);
    const j = a.shape.findIndex((d, k) => k !== axis && d !== first.shape[k]);
    if (j >= 0) throw new AplRuntimeError('LENGTH', `concatenated arrays differ in dimension ${j}: ${first.shape[j]} and ${a.shape[j]}`, loc);
  }
  const shape = first.shape.map((d, k) => (k === axis ? arrays.reduce((s, a) => s + a.shape[k]!, 0) : d));
  // the inputs' slots tile the output
  const out = rt.newArray(first.elem, shape, loc, 'overwritten');
  // With nothing but 1s before the axis, every input is one contiguous block of the output.
  const contiguous = first.shape.slice(0, axis).every((d) => d === 1);
  let offset = 0;
  for (const a of arrays) {
    if (contiguous) rt.copy(a.buf, 0, out.buf, offset * elementCount(a.shape.slice(axis + 1)), a.buf.count);
    else await copyIntoSlot(rt, a, out, axis, offset, loc);
    offset += a.shape[axis]!;
  }
  return out;
}

/** out[…, i + offset, …] = a[…, i, …] along the axis. */
async function copyIntoSlot(rt: GpuRuntime, a: DevArray, out: DevArray, axis: number, offset: number, loc: SrcLoc | null): Promise<void> {
  const total = a.buf.count;
  if (total === 0) return;
  const kb = new KernelBuilder<BufRef>(rt.float);
  const un = unflatten(kb, 'gi', a.shape.map((d, k) => kb.size(`i:${k}`, d)));
  const odims = out.shape.map((d, k) => kb.size(`o:${k}`, d));
  const off = kb.size('off', offset);
  const oIdx = un.idx.map((x, k) => (k === axis ? `(${x} + i32(${off}))` : x));
  const body = `${un.code}\n  ${kb.bind(out.buf, out.elem, true)}[${flatten(oIdx, odims)}] = ${kb.bind(a.buf, a.elem)}[gi];`;
  await rt.dispatch(kb.finish(body), total, loc);
}

/** A copy of the vector `dest` with dest[indices[i]] = values[i]; out-of-range indices write nothing. */
/** `inPlace`: dest is dead after this and nothing else reads its buffer, which the scatter then writes (gpu/exec.ts). */
export async function scatter(rt: GpuRuntime, dest: DevArray, indices: DevArray, values: DevArray, loc: SrcLoc | null, inPlace = false): Promise<DevArray> {
  if (dest.shape.length !== 1 || indices.shape.length !== 1 || values.shape.length !== 1) throw new Error('scatter needs vectors');
  const n = indices.buf.count;
  if (values.buf.count !== n) throw new AplRuntimeError('LENGTH', `scatter of ${values.buf.count} values at ${n} indices`, loc);
  const out = scatterTarget(rt, dest, inPlace, loc);
  if (n === 0) return out;
  const kb = new KernelBuilder<BufRef>(rt.float);
  const len = kb.size('len', dest.buf.count);
  const x = kb.fresh('x');
  const body = `  let ${x} = ${kb.bind(indices.buf, 'int')}[gi];
  if (${x} >= 0 && ${x} < i32(${len})) { ${kb.bind(out.buf, out.elem, true)}[u32(${x})] = ${kb.bind(values.buf, values.elem)}[gi]; }`;
  await rt.dispatch(kb.finish(body), n, loc);
  return out;
}

/** The array a scatter writes: dest's own buffer when it may be updated in place, else a copy of it. */
export function scatterTarget(rt: GpuRuntime, dest: DevArray, inPlace: boolean, loc: SrcLoc | null): DevArray {
  if (inPlace) {
    rt.retain(dest.buf);
    return dest;
  }
  const out = rt.newArray(dest.elem, dest.shape, loc, 'overwritten');
  rt.copy(dest.buf, 0, out.buf, 0, dest.buf.count);
  return out;
}

/** A fresh copy of an array (the IR's copy: a value that must not share its source's buffer). */
export function copyArray(rt: GpuRuntime, a: DevArray, loc: SrcLoc | null): DevArray {
  const out = rt.newArray(a.elem, a.shape, loc, 'overwritten');
  rt.copy(a.buf, 0, out.buf, 0, a.buf.count);
  return out;
}
