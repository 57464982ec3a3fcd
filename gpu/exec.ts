// The GPU executor: walks a program's statements in order, keeping arrays in GPU buffers.
//
// Control flow (if, loop, assert, output) runs on the host, which reads back the scalar it needs:
// that read is the phase boundary. Scalar statements whose operands are all known on the host
// are evaluated there with ops/scalar-ops.ts (the reference semantics); with an operand on the
// device they become one-invocation kernels, so no read-back is forced. Buffers are
// reference-counted and released after the last statement of their body that uses them.
import { foldCount, type Atom, type Body, type Exp, type Param, type Program, type Size, type SrcLoc, type Stage, type Stmt } from '../core-ir/syntax.js';
import { opRounding } from '../ops/float-range.js';
import { evalBin, evalUn, ScalarOpError } from '../ops/scalar-ops.js';
import { AplRuntimeError, elementCount, printedValue, scalarValue, type ArrayValue } from '../core-ir/value.js';
import type { GpuContext } from './device.js';
import { ScalarCompiler, type KernelScope } from './lambda.js';
import { runMap, scatterMapped } from './kernels-soac.js';
import { runRedomap, runScanomap } from './kernels-fold.js';
import { plannedFigures, type MemoryPlan, type PlannedFigures } from '../core-ir/memory.js';
import type { RunMemory } from './plan-slots.js';
import { kernelsFor, memoryFor } from './memory-plan.js';
import { StatementSlots } from './statement-slots.js';
import { profileFor } from './device-profile.js';
import type { KernelExp } from '../core-ir/kernels.js';
import { concat, copyArray, fillArray, gather, iota, rearrange, reverse, rotate, scatter, window } from './kernels-struct.js';
import { GpuRuntime, type BufRef, type DevArray, type Val } from './runtime.js';
import { isResident, readResident, type ResidentArray } from './resident.js';
import { KernelBuilder } from './wgsl.js';
import { movedIntoLoop, usesAfter } from './liveness.js';
import { grade } from './kernels-sort.js';
import { formatResult } from '../core-ir/format-spec.js';
import { SIZE_PAST_LIMIT } from '../core-ir/limits.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { assertComputesInPairs } from './df64-support.js';
import { coerceInput, toData } from './input-values.js';
import { runLoopOnHost } from './host-loop.js';

export { GpuUnsupported } from './lambda.js';
export interface GpuRunResult {
  readonly results: ArrayValue[];
  /** compute dispatches issued (copies and uploads are not dispatches) */
  readonly dispatches: number;
  /** bytes of the buffers the dispatches bound (see GpuRuntime.bytesBound) */
  readonly bytesBound: number;
  /** device memory for arrays, and the memory plan's figures for the same run (passes/plan-memory.ts) */
  readonly memory: RunMemory;
  /** the WGSL source of each kernel the run dispatched, in the order first dispatched */
  readonly shaders: readonly string[];
}
export { kernelsFor } from './memory-plan.js';

/**
 * Runs a program on the device: a kernels program as planned, a 'soacs' program planned for the
 * device's profile (device-profile.ts). Throws AplRuntimeError for run-time errors (and LIMIT).
 */
export async function runOnGpu(
  ctx: GpuContext,
  p: Program<'soacs'> | Program<'kernels'>,
  inputs: readonly (ArrayValue | ResidentArray)[],
  onOutput?: (v: ArrayValue) => void,
): Promise<GpuRunResult> {
  const r = await runPlanned(ctx, p, inputs, onOutput, false);
  return { ...r, results: r.results.map((v) => (isResident(v) ? unreachableKept() : v)) };
}

function unreachableKept(): never {
  throw new Error('a run that keeps nothing kept an array');
}

/** A run whose array results stay on the device; scalars are read back. */
export interface GpuKeptResult extends Omit<GpuRunResult, 'results'> {
  readonly results: readonly (ArrayValue | ResidentArray)[];
}

/**
 * Runs a program and keeps its array results on the device (the API's `keep: true`): they are
 * not read back, and belong to the caller, who destroys their buffers.
 */
export function runOnGpuKeeping(ctx: GpuContext, p: Program<'soacs'> | Program<'kernels'>, inputs: readonly (ArrayValue | ResidentArray)[]): Promise<GpuKeptResult> {
  return runPlanned(ctx, p, inputs, undefined, true);
}

async function runPlanned(
  ctx: GpuContext,
  p: Program<'soacs'> | Program<'kernels'>,
  inputs: readonly (ArrayValue | ResidentArray)[],
  onOutput: ((v: ArrayValue) => void) | undefined,
  keep: boolean,
): Promise<GpuKeptResult> {
  // an f64 program computes in double-float pairs; callers send those pairs cannot compute to the cpu backend
  if (p.float === 'f64') assertComputesInPairs(p);
  const kp = p.stage === 'kernels' ? (p as Program<'kernels'>) : kernelsFor(p as Program<'soacs'>, profileFor(ctx));
  const mem = memoryFor(kp).memory;
  const rt = new GpuRuntime(ctx, p.float);
  rt.followPlan(mem);
  const results: (ArrayValue | ResidentArray)[] = [];
  let planned: PlannedFigures | null = null;
  try {
    const ex = new Executor(rt, onOutput, mem, new StatementSlots(mem));
    planned = await ex.program(kp, inputs, keep, results);
    await rt.finish();
  } catch (e) {
    // the kept results of a run that failed are the run's to free
    for (const r of results) if (isResident(r)) r.buffer.destroy();
    await rt.dispose().catch(() => undefined);
    throw e;
  }
  await rt.dispose();
  return { results, dispatches: rt.dispatches, bytesBound: rt.bytesBound, memory: { allocations: rt.allocations, reuses: rt.reuses, peakBytes: rt.peakBytes, copies: rt.copies, inSlots: rt.slotFigures, planned: planned! }, shaders: [...rt.shaders] };
}

class Scope implements KernelScope {
  readonly vars = new Map<string, Val>();
  readonly float: FloatWidth;
  constructor(
    readonly parent: Scope | null,
    float: FloatWidth = DEFAULT_FLOAT_WIDTH,
  ) {
    this.float = parent?.float ?? float;
  }

  lookup(name: string): Val | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }
}

class Executor {
  constructor(
    private readonly rt: GpuRuntime,
    private readonly onOutput: ((v: ArrayValue) => void) | undefined,
    private readonly plan: MemoryPlan,
    private readonly slots: StatementSlots,
  ) {}

  /**
   * Runs the program; pushes each result on `out` (so that a failed run can free what it kept):
   * read back, or with `keep` an array detached from the run and left on the device.
   */
  async program(p: Program<Stage>, inputs: readonly (ArrayValue | ResidentArray)[], keep: boolean, out: (ArrayValue | ResidentArray)[]): Promise<PlannedFigures> {
    if (inputs.length !== p.params.length) throw new Error(`the program takes ${p.params.length} inputs, not ${inputs.length}`);
    const top = new Scope(null, this.rt.float);
    for (let i = 0; i < p.params.length; i++) {
      const param = p.params[i]!;
      const input = inputs[i]!;
      // a kept array of this device and of the parameter's type is bound where it is; else it comes through the host
      // (an f64 program's floats are pairs: a kept array, one word an element, comes through the host)
      const kept = isResident(input) && input.device === this.rt.device && input.elem === param.type.elem && !(input.elem === 'float' && this.rt.float === 'f64') ? input : null;
      const v = kept ?? coerceInput(param, isResident(input) ? await readResident(input) : input, this.rt.float);
      if (v.shape.length !== param.type.shape.length) {
        throw new AplRuntimeError('RANK', `input ${param.name} has rank ${v.shape.length}, expected ${param.type.shape.length}`, null);
      }
      param.type.shape.forEach((s, k) => {
        const actual = v.shape[k]!;
        const bound = s.k === 'var' ? top.vars.get(s.name) : undefined;
        const want = s.k === 'const' ? s.n : bound?.kind === 'host' ? bound.value : undefined;
        if (want !== undefined && want !== actual) {
          throw new AplRuntimeError('LENGTH', `input ${param.name} has shape ${v.shape.join(' ')}: dim ${k} must be ${want}`, null);
        }
        if (s.k === 'var') this.define(top, s.name, { kind: 'host', elem: 'int', value: actual });
      });
      this.rt.expect(this.slots.ofInput(param.name));
      if (isResident(v)) this.define(top, param.name, this.rt.adopt(v));
      // A scalar input stays on the host: kernels get it as a params word.
      else this.define(top, param.name, v.shape.length === 0 ? { kind: 'host', elem: v.elem, value: v.data[0]! } : this.rt.upload(v, null));
      this.rt.expect([]);
    }
    for (const s of p.sizeParams) {
      if (top.vars.get(s) === undefined) throw new Error(`size parameter ${s} is not a dim of any input`);
    }
    const vals = await this.body(p.body, top, p.params.map((q) => q.name));
    for (const v of vals) {
      if (keep && v.kind === 'dev' && v.shape.length > 0) {
        out.push(this.rt.detach(v)); // consumes the reference
      } else {
        out.push(await this.read(v));
        this.drop(v);
      }
    }
    // the plan's figures at this run's sizes: those bound at the top level
    const planned = plannedFigures(this.plan, (name) => this.topSizes.get(name));
    this.dispose(top);
    return planned;
  }

  /** Runs the statements in `scope`; returns the results, owned by the caller. `inputs`: the program's, released after their last use too. */
  private async body(b: Body, scope: Scope, inputs: readonly string[] = []): Promise<Val[]> {
    const drops = usesAfter(b, inputs);
    for (let i = 0; i < b.stmts.length; i++) {
      const s = b.stmts[i]!;
      if (scope.parent === null) this.rt.retireSlotsBefore(this.plan.statements.get(s)?.at ?? 0);
      await this.stmt(s, scope, drops[i]!);
      for (const name of drops[i]!) this.undefine(scope, name);
    }
    return b.results.map((a) => this.take(this.atomVal(a, scope)));
  }

  /** Runs a statement; `dying`: the names of this body it is the last use of. */
  private async stmt(s: Stmt, scope: Scope, dying: readonly string[]): Promise<void> {
    const loc = s.loc ?? null;
    let vals: Val[];
    try {
      this.rt.expect(this.slots.ofStatement(s));
      vals = await this.exp(s, scope, loc, dying);
    } catch (e) {
      // An error found on the host comes after any error the queued kernels found: report that one.
      if (e instanceof AplRuntimeError) await this.rt.checkStatus();
      throw e;
    } finally {
      this.rt.expect([]);
    }
    if (vals.length !== s.names.length) throw new Error(`${s.exp.tag} gave ${vals.length} values for ${s.names.length} names`);
    s.names.forEach((n, i) => this.define(scope, n.name, vals[i]!));
  }

  private async exp(s: Stmt, scope: Scope, loc: SrcLoc | null, dying: readonly string[]): Promise<Val[]> {
    const e: Exp = s.exp;
    const rt = this.rt;
    switch (e.tag) {
      case 'atom':
        return [this.take(this.atomVal(e.atom, scope))];
      case 'un':
      case 'bin':
      case 'select':
        return [await this.scalar(s, scope, loc)];
      case 'index': {
        const a = this.array(e.array, scope);
        const idx = e.idx.map((x) => this.atomVal(x, scope));
        if (idx.some((v) => v.kind === 'dev')) return [await this.scalar(s, scope, loc)];
        let flat = 0;
        idx.forEach((v, k) => {
          const i = (v as { value: number }).value;
          const d = a.shape[k]!;
          if (i < 0 || i >= d) throw new AplRuntimeError('INDEX', `an index is out of range for an axis of length ${d}`, loc);
          flat = flat * d + i;
        });
        const out = rt.newArray(a.elem, [], loc, 'overwritten');
        rt.copy(a.buf, flat, out.buf, 0, 1);
        return [out];
      }
      case 'lit': {
        const shape = await this.sizes(e.type.shape, scope, loc);
        if (elementCount(shape) !== e.data.length) throw new AplRuntimeError('LENGTH', `literal of ${e.data.length} elements has shape ${shape.join(' ')}`, loc);
        if (shape.length === 0) return [{ kind: 'host', elem: e.type.elem, value: scalarValue(e.type.elem, e.data[0]!, rt.float).data[0]! }];
        return [rt.upload({ elem: e.type.elem, shape, data: toData(e.type.elem, e.data, rt.float) }, loc)];
      }
      case 'iota':
        return [await iota(rt, await this.size(e.n, scope, loc), loc)];
      case 'replicate': {
        const out = rt.newArray(this.atomVal(e.value, scope).elem, await this.sizes(e.shape, scope, loc), loc, 'overwritten');
        await fillArray(rt, scope, out, e.value, loc);
        return [out];
      }
      case 'kernel':
        return this.kernel(s, e, scope, loc);
      case 'map':
      case 'redomap':
      case 'scanomap':
      case 'scatter':
      case 'rearrange':
        throw new Error(`a ${e.tag} with no kernel plan reached the GPU executor (kernelize plans every SOAC)`);
      case 'reshape': {
        const a = this.array(e.array, scope);
        const shape = await this.sizes(e.shape, scope, loc);
        if (elementCount(shape) !== a.buf.count) {
          throw new AplRuntimeError('LENGTH', `reshape of ${a.buf.count} elements (shape ${a.shape.join(' ')}) to shape ${shape.join(' ')}`, loc);
        }
        rt.retain(a.buf);
        return [{ kind: 'dev', elem: a.elem, shape, buf: a.buf }];
      }
      case 'reverse':
        return [await reverse(rt, this.array(e.array, scope), e.axis, loc)];
      case 'rotate':
        return [await rotate(rt, scope, this.array(e.array, scope), e.axis, e.amount, loc)];
      case 'concat':
        return [await concat(rt, e.arrays.map((n) => this.array(n, scope)), e.axis, loc)];
      case 'window':
        return [await window(rt, scope, this.array(e.array, scope), e.offsets, await this.sizes(e.shape, scope, loc), e.fill, loc)];
      case 'gather':
        return [await gather(rt, scope, this.array(e.array, scope), e.axes, loc)];
      case 'grade':
        return [await grade(rt, this.array(e.array, scope), e.down, loc)];
      case 'format': {
        // the length depends on the values: formatted on the host, then uploaded
        const f = await this.read(this.atomVal({ k: 'var', name: e.array }, scope)).then((a) => formatResult(a.elem, a.shape, a.data, e.spec, e.precision));
        return [{ kind: 'host', elem: 'int', value: f.width }, rt.upload({ elem: 'char', shape: f.shape, data: f.codes }, loc)];
      }
      case 'copy':
        return [copyArray(rt, this.array(e.array, scope), loc)];
      case 'if': {
        const c = await this.hostValue(this.atomVal(e.cond, scope));
        const inner = new Scope(scope);
        const vals = await this.body(c !== 0 ? e.then : e.else, inner);
        this.dispose(inner);
        return vals;
      }
      case 'loop':
        return e.onHost === true ? runLoopOnHost(rt, s, (n) => scope.lookup(n)) : this.loop(e, scope, dying);
      case 'assert': {
        const c = await this.hostValue(this.atomVal(e.cond, scope));
        if (c === 0) throw new AplRuntimeError(e.cls, e.message, loc);
        return [];
      }
      case 'output': {
        // the host reads an irregular nested vector's segment descriptor, a mixed array's character mask
        const read = (a: Atom | undefined): Promise<ArrayValue | null> => (a === undefined ? Promise.resolve(null) : this.read(this.atomVal(a, scope)));
        this.onOutput?.(printedValue((await read(e.atom))!, await read(e.lengths), await read(e.chars), e));
        return [];
      }
    }
  }

  /** A SOAC as its plan says (core-ir/kernels.ts); maps and scatters have one strategy on every profile. */
  private async kernel(s: Stmt, k: KernelExp, scope: Scope, loc: SrcLoc | null): Promise<Val[]> {
    const rt = this.rt;
    const e = k.soac;
    const plan = k.plan;
    switch (e.tag) {
      case 'map': {
        const shape = await this.sizes(e.shape, scope, loc);
        const arrays = e.arrays.map((n) => this.array(n, scope));
        return runMap(rt, scope, shape, arrays, e.arrays, e.lambda, loc);
      }
      case 'rearrange':
        if (plan.kind !== 'transpose') throw new Error(`a ${plan.kind} plan for a rearrange`);
        return [await rearrange(rt, this.array(e.array, scope), e.perm, plan.strategy, loc)];
      case 'scatter': {
        const v = e.values;
        const dest = this.array(e.dest, scope);
        const indices = this.array(e.indices, scope);
        // in place where the memory plan says so (dest dies here and shares its block with nothing
        // live), and nothing else holds its buffer at run time (one reference: a kept array's is two)
        const inPlace = this.plan.inPlace.has(s) && dest.buf.refs === 1 && indices.buf !== dest.buf;
        if (typeof v === 'string') {
          const values = this.array(v, scope);
          return [await scatter(rt, dest, indices, values, loc, inPlace && values.buf !== dest.buf)];
        }
        const shape = await this.sizes(v.shape, scope, loc);
        const arrays = v.arrays.map((n) => this.array(n, scope));
        return [await scatterMapped(rt, scope, dest, indices, shape, arrays, v.arrays, v.lambda, loc, inPlace && arrays.every((a) => a.buf !== dest.buf))];
      }
      case 'redomap':
      case 'scanomap': {
        if (plan.kind !== 'segred' && plan.kind !== 'segscan') throw new Error(`a ${plan.kind} plan for a ${e.tag}`);
        const shape = await this.sizes(e.shape, scope, loc);
        const arrays = e.arrays.map((n) => this.array(n, scope));
        // f folded results first, then the mapped outputs (syntax.ts): full arrays written by the
        // first level of the fold
        const outs = s.names.slice(foldCount(e)).map((q) => rt.newArray(q.type.elem, shape, loc));
        const args = { shape, arrays, names: e.arrays, map: e.map, op: e.op, outs, variants: plan.variants };
        const r = e.tag === 'redomap' ? await runRedomap(rt, scope, { ...args, neutral: e.neutral }, loc) : await runScanomap(rt, scope, args, loc);
        return [...r, ...outs];
      }
    }
  }

  private async loop(e: Extract<Exp, { tag: 'loop' }>, scope: Scope, dying: readonly string[]): Promise<Val[]> {
    let cur = e.init.map((a) => this.take(this.atomVal(a, scope)));
    // an initial value dying here is the loop's alone: its block frees for the pair's swap (and an update in place)
    for (const name of movedIntoLoop(e, dying)) this.undefine(scope, name);
    const count = e.form.k === 'for' ? await this.hostValue(this.atomVal(e.form.count, scope)) : 0;
    for (let i = 0; ; i++) {
      // the iteration's scope owns the loop values: a body may then update a dead one in place
      const inner = new Scope(scope);
      e.params.forEach((p, k) => this.define(inner, p.name, cur[k]!));
      let go: boolean;
      if (e.form.k === 'for') {
        inner.vars.set(e.form.iter, { kind: 'host', elem: 'int', value: i });
        go = i < count;
        // nothing else may read back: look for a kernel's error at 1 2 4 8…, so a failure at i runs ≤ i more
        if (go && (i & (i - 1)) === 0) await this.rt.checkStatus();
      } else {
        const condScope = new Scope(inner);
        const [c] = await this.body(e.form.cond, condScope);
        this.dispose(condScope);
        go = (await this.hostValue(c!)) !== 0;
        this.drop(c!);
      }
      if (!go) {
        const out = e.params.map((p) => this.take(inner.vars.get(p.name)!));
        this.dispose(inner);
        return out;
      }
      const next = await this.body(e.body, inner);
      this.dispose(inner);
      cur = next;
    }
  }

  /** A top-level scalar statement: on the host when every operand is, else a 1-invocation kernel. */
  private async scalar(s: Stmt, scope: Scope, loc: SrcLoc | null): Promise<Val> {
    const e = s.exp;
    const elem = s.names[0]!.type.elem;
    const operands: Atom[] =
      e.tag === 'un' ? [e.arg] : e.tag === 'bin' ? [e.left, e.right] : e.tag === 'select' ? [e.cond, e.then, e.else] : e.tag === 'index' ? [...e.idx] : [];
    const vals = operands.map((a) => this.atomVal(a, scope));
    if (e.tag !== 'index' && vals.every((v) => v.kind === 'host')) {
      const x = vals.map((v) => (v as { value: number }).value);
      try {
        // the ops compute in f64; a float is stored at the program's width
        const round = opRounding(e.tag === 'un' || e.tag === 'bin' ? e.op : null, this.rt.float);
        const stored = (v: number): number => (elem === 'float' ? round(v) : v);
        if (e.tag === 'un') return { kind: 'host', elem, value: stored(evalUn(e.op, vals[0]!.elem, x[0]!)) };
        if (e.tag === 'bin') return { kind: 'host', elem, value: stored(evalBin(e.op, vals[0]!.elem, x[0]!, x[1]!)) };
        return { kind: 'host', elem, value: x[0] !== 0 ? x[1]! : x[2]! };
      } catch (err) {
        if (err instanceof ScalarOpError) throw new AplRuntimeError(err.cls, err.message, loc);
        throw err;
      }
    }
    const cond = vals[0]!;
    if (e.tag === 'select' && cond.kind === 'host') return this.take(vals[cond.value !== 0 ? 1 : 2]!);
    const kb = new KernelBuilder<BufRef>(this.rt.float);
    const sc = new ScalarCompiler(kb, scope, loc);
    const body = sc.compile([s], [{ k: 'var', name: s.names[0]!.name }]);
    const out = this.rt.newArray(elem, [], loc, 'overwritten');
    await this.rt.dispatch(kb.finish(`${body.code}\n  ${kb.bind(out.buf, elem, true)}[0] = ${body.results[0]!};`), 1, loc);
    return out;
  }

  private atomVal(a: Atom, scope: Scope): Val {
    if (a.k === 'const') return { kind: 'host', elem: a.elem, value: a.value };
    const v = scope.lookup(a.name);
    if (v === undefined) throw new Error(`unbound name ${a.name}`);
    return v;
  }

  private array(name: string, scope: Scope): DevArray {
    const v = scope.lookup(name);
    if (v === undefined) throw new Error(`unbound name ${name}`);
    if (v.kind === 'host') {
      // A scalar where an array is expected (rank 0): give it a buffer.
      return this.rt.upload(scalarValue(v.elem, v.value, this.rt.float), null);
    }
    return v;
  }

  private async size(s: Size, scope: Scope, loc: SrcLoc | null = null): Promise<number> {
    if (s.k === 'const') return s.n;
    const v = scope.lookup(s.name);
    if (v === undefined) throw new Error(`unbound size ${s.name}`);
    const n = await this.hostValue(v);
    // negative: past the limit (core-ir/limits.ts)
    if (n < 0) throw new AplRuntimeError('LIMIT', SIZE_PAST_LIMIT, loc);
    return n;
  }

  private async sizes(ss: readonly Size[], scope: Scope, loc: SrcLoc | null = null): Promise<number[]> {
    const out: number[] = [];
    for (const s of ss) out.push(await this.size(s, scope, loc));
    return out;
  }

  /** The number in a scalar value, read back from the device when it lives there. */
  private async hostValue(v: Val): Promise<number> {
    if (v.kind === 'host') return v.value;
    if (v.shape.length !== 0) throw new Error('an array where a scalar is needed');
    return (await this.rt.read(v)).data[0]!;
  }

  private async read(v: Val): Promise<ArrayValue> {
    if (v.kind === 'host') {
      await this.rt.checkStatus();
      return scalarValue(v.elem, v.value, this.rt.float);
    }
    return this.rt.read(v);
  }

  /** A new reference to a value (for binding it under a second name). */
  private take(v: Val): Val {
    if (v.kind === 'dev') this.rt.retain(v.buf);
    return v;
  }

  private drop(v: Val): void {
    if (v.kind === 'dev') this.rt.release(v.buf);
  }

  /** Host scalars bound at the top level, kept after they are dropped: the sizes the plan's figures are evaluated at. */
  private readonly topSizes = new Map<string, number>();

  /** Binds a value the caller owns; a rebound name releases the old value. */
  private define(scope: Scope, name: string, v: Val): void {
    if (scope.parent === null && v.kind === 'host') this.topSizes.set(name, v.value);
    if (v.kind === 'host') this.slots.bound(name, v.value);
    const old = scope.vars.get(name);
    scope.vars.set(name, v);
    if (old !== undefined) this.drop(old);
  }

  /** Unbinds a name of this scope (if still bound), releasing its value. */
  private undefine(scope: Scope, name: string): void {
    const v = scope.vars.get(name);
    if (v === undefined) return;
    scope.vars.delete(name);
    this.drop(v);
  }

  private dispose(scope: Scope): void {
    for (const v of scope.vars.values()) this.drop(v);
    scope.vars.clear();
  }
}
