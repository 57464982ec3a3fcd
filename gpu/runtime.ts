// The WebGPU runtime of one program run: buffers with reference counts, the pipeline cache,
// batched dispatches, read-backs and the error status record (error-status.ts).
//
// An array the memory plan places in one of its slots gets that slot's buffer (plan-slots.ts:
// made once, shared by the blocks of disjoint lifetimes, swapped by a loop's carried arrays).
// Arrays the plan does not place (scalars, scratch of the kernels, views the runtime still
// copies, blocks whose sizes are bound inside a loop) come from a pool of this run: a buffer
// whose last reference is released goes to it by byte size, and the next array of
// that size takes it (cleared on the queue when its maker needs zeros, see BufferStart). Reuse is safe because every use of a buffer
// is a command on the one queue, in order; uploads, written by the queue ahead of the commands
// still pending, never take a buffer released since the last flush. When a new buffer must be made, the pooled ones
// released before the last flush are destroyed first (evictReleasedBefore): a loop in its steady
// state makes none, so it keeps its pool, and straight-line code frees what it no longer needs.
// Buffers the run no longer holds, at its end or so evicted, go to the device's pool
// (device-pool.ts) for later runs, which take from it before they create a buffer.
//
// Dispatches are recorded into one pending command encoder and submitted at read-backs (and
// every FLUSH_EVERY dispatches), so a chain of kernels costs no host round trip. Each dispatch
// gets its own params buffer, written at creation, so batching never reorders a params write
// before an earlier dispatch that reads the same buffer.
import type { Elem, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError, allocData, elementCount, type ArrayValue } from '../core-ir/value.js';
import { checkMemoryCap } from '../core-ir/memory-cap.js';
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { pairsToValue, pairWords } from './pair-words.js';
import type { GpuContext } from './device.js';
import { devicePool, type DevicePool } from './device-pool.js';
import { wordsToValue, type ResidentArray } from './resident.js';
import { PlanSlots, type SlotClaim } from './plan-slots.js';
import type { MemoryPlan } from '../core-ir/memory.js';
import { decodeStatus, emptyStatus, MAX_SEQ, slotOffset, STATUS_BYTES, STATUS_NONE, type Site } from './error-status.js';
import { P_NWX, P_SEQ, P_TOTAL, type KernelModule } from './wgsl.js';

/** A GPU buffer shared by the arrays that alias it (reshape, atom); destroyed at refs = 0. */
export interface BufRef {
  readonly buffer: GPUBuffer;
  /** element count (`words` 4-byte words each) */
  readonly count: number;
  /** 4-byte words an element: 1, or 2 for a float of an f64 program (a double-float pair) */
  readonly words?: 2;
  refs: number;
  /** the memory plan's slot the buffer is (plan-slots.ts): freed to the slot, not the pool */
  slot?: number;
}

/** 4-byte words an element of a buffer. */
const wordsOf = (b: BufRef): 1 | 2 => b.words ?? 1;

/**
 * An array (rank 0: a scalar) in a GPU buffer, row-major, 4 bytes an element, 8 for the floats of
 * an f64 program: each a pair (hi, lo) of f32 whose sum is the value (ops/wgsl-df64.ts).
 */
export interface DevArray {
  readonly kind: 'dev';
  readonly elem: Elem;
  readonly shape: readonly number[];
  readonly buf: BufRef;
}

/** A scalar known on the host. */
export interface HostScalar {
  readonly kind: 'host';
  readonly elem: Elem;
  readonly value: number;
}

export type Val = DevArray | HostScalar;

/**
 * How a new array buffer is first written, which decides whether a reused one is cleared:
 * 'zeroed' when something may read it before every element is written (a fresh buffer reads as
 * zeros); 'overwritten' when the kernel or copy that makes it writes every element before any
 * read; 'uploaded' when queue.writeBuffer fills it, which runs ahead of the commands still
 * pending, so it takes no buffer released since the last flush.
 */
export type BufferStart = 'zeroed' | 'overwritten' | 'uploaded';

// functions: Dawn's GPUBufferUsage is a global only once the device module has loaded it
const arrayUsage = (): number => GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
const stagingUsage = (): number => GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST;

const FLUSH_EVERY = 64;

const pipelineCaches = new WeakMap<GPUDevice, Map<string, Promise<GPUComputePipeline>>>();

export class GpuRuntime {
  readonly device: GPUDevice;
  dispatches = 0;
  /**
   * bytes of the storage buffers bound by the dispatches so far: what they move if each reads or
   * writes its buffers once (the benchmarks' bytes-moved figure)
   */
  bytesBound = 0;
  private readonly status: GPUBuffer;
  private encoder: GPUCommandEncoder | null = null;
  private pending = 0;
  private garbage: GPUBuffer[] = [];
  private readonly live = new Set<BufRef>();
  /** released buffers by byte size, with the flush generation they were released in */
  private readonly pool = new Map<number, { buffer: GPUBuffer; gen: number }[]>();
  private generation = 0;
  /** array buffers created (not counting reuse), buffers reused from the pool */
  allocations = 0;
  reuses = 0;
  /** buffer-to-buffer copies of array elements (a scatter not done in place copies its destination) */
  copies = 0;
  /** the WGSL of the kernels dispatched, in the order first used (what `aplc` playground shows) */
  readonly shaders = new Set<string>();
  /** bytes of array buffers held (live and pooled), and the most held at once */
  private bytesHeld = 0;
  peakBytes = 0;
  private seq = 0;
  /** whether kernels ran since the status record was last read */
  private dirty = false;
  /** error sites of the dispatches since the last status check, by sequence number */
  private readonly siteTables = new Map<number, readonly Site[]>();
  /** the device's pool, shared by its runs (device-pool.ts); `pool` is this run's own */
  private readonly devicePool: DevicePool;
  /** the memory plan's allocations, once the executor gives the plan (followPlan) */
  private slots: PlanSlots | null = null;

  /** `float`: the program's float width; an f64 program's floats are double-float pairs */
  constructor(
    readonly ctx: GpuContext,
    readonly float: FloatWidth = DEFAULT_FLOAT_WIDTH,
  ) {
    this.device = ctx.device;
    this.devicePool = devicePool(this.device);
    this.device.pushErrorScope('out-of-memory');
    this.device.pushErrorScope('validation');
    this.status = this.devicePool.take(STATUS_BYTES, arrayUsage()) ?? this.device.createBuffer({ size: STATUS_BYTES, usage: arrayUsage() });
    this.device.queue.writeBuffer(this.status, 0, emptyStatus());
  }

  get maxStorageBuffers(): number {
    return this.device.limits.maxStorageBuffersPerShaderStage;
  }

  /**
   * A buffer for `count` elements, first written as `start` says (zeroed unless the caller writes it whole); LIMIT ERROR
   * past the binding size, then past the memory cap (a bool: a word), unless the host holds the array already (an upload).
   */
  alloc(count: number, loc: SrcLoc | null, start: BufferStart = 'zeroed', words: 1 | 2 = 1): BufRef {
    // an empty array still binds one element: a pair's binding must hold 8 bytes, a word's 4
    const bytes = Math.max(1, count) * 4 * words;
    const limit = Math.min(this.device.limits.maxStorageBufferBindingSize, this.device.limits.maxBufferSize);
    if (bytes > limit) {
      throw new AplRuntimeError(
        'LIMIT',
        `an array of ${count} elements (${bytes} bytes) exceeds the device's maxStorageBufferBindingSize of ${limit} bytes`,
        loc,
      );
    }
    if (start !== 'uploaded') checkMemoryCap(count, 4 * words, loc);
    const slotted = this.slots?.take(count, bytes, start === 'uploaded') ?? null;
    const pooled = slotted !== null || start === 'uploaded' ? undefined : this.pool.get(bytes)?.pop();
    let buffer: GPUBuffer;
    let used = true;
    if (slotted !== null) ({ buffer, used } = slotted);
    else if (pooled !== undefined) {
      buffer = pooled.buffer;
      this.reuses++;
    } else ({ buffer, used } = this.createBuffer(bytes));
    // a used buffer holds what its last user left
    if (used && start === 'zeroed') this.enc().clearBuffer(buffer, 0, bytes);
    const ref: BufRef = words === 2 ? { buffer, count, words, refs: 1 } : { buffer, count, refs: 1 };
    if (slotted !== null) ref.slot = slotted.slot;
    this.live.add(ref);
    return ref;
  }

  /** A new array buffer (from the device's pool when it has one of the size), counted as held. */
  private createBuffer(bytes: number): { buffer: GPUBuffer; used: boolean } {
    // what was released since the last flush (a retired slot's buffer) can go once its commands are submitted
    if ([...this.pool.values()].some((list) => list.some((p) => p.gen === this.generation))) this.flush();
    this.evictReleasedBefore(this.generation);
    const earlier = this.devicePool.take(bytes, arrayUsage());
    this.allocations++;
    this.bytesHeld += bytes;
    this.peakBytes = Math.max(this.peakBytes, this.bytesHeld);
    return { buffer: earlier ?? this.device.createBuffer({ size: bytes, usage: arrayUsage() }), used: earlier !== null };
  }

  /** Allocates the arrays the memory plan places in its slots there from now on (plan-slots.ts). */
  followPlan(plan: MemoryPlan): void {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getter below reads the run's generation
    const rt = this;
    this.slots = new PlanSlots(plan, {
      create: (bytes) => rt.createBuffer(bytes),
      giveUp: (buffer) => rt.toPool(buffer),
      get generation() {
        return rt.generation;
      },
      flush: () => rt.flush(),
    });
  }

  /** Which slots the next allocations may take: the planned results of the statement about to run ([] after it). */
  expect(claims: readonly SlotClaim[]): void {
    this.slots?.expect(claims);
  }

  /** Gives up the slots whose blocks are all past the plan position `at` of the top-level statement about to run (inside a loop every slot lives to the loop's end). */
  retireSlotsBefore(at: number): void {
    this.slots?.retireBefore(at);
  }

  /** Arrays placed in the plan's slots, and the slot buffers made for them. */
  get slotFigures(): { readonly placed: number; readonly made: number } {
    return { placed: this.slots?.placed ?? 0, made: this.slots?.made ?? 0 };
  }

  newArray(elem: Elem, shape: readonly number[], loc: SrcLoc | null, start: BufferStart = 'zeroed'): DevArray {
    return { kind: 'dev', elem, shape, buf: this.allocFor(elem, elementCount(shape), loc, start) };
  }

  /** A buffer for `count` elements of type `elem` (see alloc). */
  allocFor(elem: Elem, count: number, loc: SrcLoc | null, start: BufferStart = 'zeroed'): BufRef {
    return this.alloc(count, loc, start, this.pairs(elem) ? 2 : 1);
  }

  /** Whether elements of this type are double-float pairs. */
  private pairs(elem: Elem): boolean {
    return elem === 'float' && this.float === 'f64';
  }

  /**
   * Gives the device's pool the pooled buffers released before generation `gen` (before the last
   * flush, so their commands are submitted). Called when memory is about to grow: at that point
   * the run holds no more than it would have if released buffers were given up at each flush, so
   * its own pooling never raises its peak.
   */
  private evictReleasedBefore(gen: number): void {
    for (const [bytes, list] of this.pool) {
      const keep = list.filter((p) => p.gen >= gen);
      for (const p of list) {
        if (p.gen >= gen) continue;
        this.devicePool.give(p.buffer);
        this.bytesHeld -= bytes;
      }
      if (keep.length === 0) this.pool.delete(bytes);
      else this.pool.set(bytes, keep);
    }
  }

  retain(b: BufRef): void {
    b.refs++;
  }

  release(b: BufRef): void {
    if (--b.refs > 0) return;
    this.live.delete(b);
    if (b.slot !== undefined) this.slots!.free(b.slot);
    else this.toPool(b.buffer);
  }

  /** A buffer no array holds, to this run's pool (released in this flush generation). */
  private toPool(buffer: GPUBuffer): void {
    let list = this.pool.get(buffer.size);
    if (list === undefined) this.pool.set(buffer.size, (list = []));
    list.push({ buffer, gen: this.generation });
  }

  upload(v: ArrayValue, loc: SrcLoc | null): DevArray {
    // queue.writeBuffer runs before the commands still pending: no buffer they may still use
    const d: DevArray = { kind: 'dev', elem: v.elem, shape: v.shape, buf: this.allocFor(v.elem, elementCount(v.shape), loc, 'uploaded') };
    const n = d.buf.count;
    if (n > 0) {
      const words = this.pairs(v.elem) ? pairWords(v.data, loc) : v.elem === 'float' ? Float32Array.from(v.data) : Int32Array.from(v.data);
      this.device.queue.writeBuffer(d.buf.buffer, 0, words.buffer, words.byteOffset, n * 4 * wordsOf(d.buf));
    }
    return d;
  }

  /** Copies `count` elements between buffers (no dispatch). */
  copy(src: BufRef, srcAt: number, dst: BufRef, dstAt: number, count: number): void {
    if (count === 0) return;
    this.copies++;
    const w = 4 * wordsOf(src);
    this.enc().copyBufferToBuffer(src.buffer, srcAt * w, dst.buffer, dstAt * w, count * w);
  }

  /** Runs a kernel over `total` invocations (none when total is 0). */
  async dispatch(mod: KernelModule<BufRef>, total: number, loc: SrcLoc | null): Promise<void> {
    const storage = mod.bindings.length + (mod.usesStatus ? 1 : 0);
    if (storage > this.maxStorageBuffers) {
      throw new AplRuntimeError(
        'LIMIT',
        `a kernel needs ${storage} storage buffers; the device allows ${this.maxStorageBuffers} (maxStorageBuffersPerShaderStage)`,
        loc,
      );
    }
    if (total === 0) return;
    const pipeline = await this.pipeline(mod);
    this.shaders.add(mod.code);
    const groups = Math.ceil(total / mod.workgroup);
    const maxDim = this.device.limits.maxComputeWorkgroupsPerDimension;
    const nwx = Math.min(groups, maxDim);
    const nwy = Math.ceil(groups / nwx);
    if (nwy > maxDim) throw new AplRuntimeError('LIMIT', `a kernel over ${total} elements exceeds the dispatch size limit`, loc);
    if (this.seq >= MAX_SEQ) await this.checkStatus();
    const words = mod.params.slice();
    words[P_SEQ] = this.seq;
    words[P_NWX] = nwx;
    words[P_TOTAL] = total;
    const paramsBuf = this.device.createBuffer({ size: words.byteLength, usage: GPUBufferUsage.UNIFORM, mappedAtCreation: true });
    new Uint32Array(paramsBuf.getMappedRange()).set(words);
    paramsBuf.unmap();
    const entries: GPUBindGroupEntry[] = mod.bindings.map((b, i) => ({ binding: i, resource: { buffer: b.buffer.buffer } }));
    entries.push({ binding: mod.bindings.length, resource: { buffer: paramsBuf } });
    if (mod.usesStatus) {
      entries.push({ binding: mod.bindings.length + 1, resource: { buffer: this.status } });
      this.siteTables.set(this.seq, mod.sites);
    }
    const group = this.device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries });
    const pass = this.enc().beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group);
    pass.dispatchWorkgroups(nwx, nwy);
    pass.end();
    this.garbage.push(paramsBuf);
    this.seq++;
    this.dirty = true;
    this.dispatches++;
    for (const b of mod.bindings) this.bytesBound += b.buffer.count * 4 * wordsOf(b.buffer);
    if (++this.pending >= FLUSH_EVERY) this.flush();
  }

  /** Reads an array back; first reports any error raised by the kernels so far. */
  async read(d: DevArray): Promise<ArrayValue> {
    const words = await this.readWords(d.buf, d.buf.count * wordsOf(d.buf));
    if (wordsOf(d.buf) === 2) return pairsToValue(d.shape, words.buffer, d.buf.count);
    return wordsToValue(d.elem, d.shape, words.buffer, d.buf.count);
  }

  /**
   * A kept array of an earlier run as an array of this one. Its reference count starts at 2 (this
   * run's reference and its owner's), so it never reaches the pool, is never updated in place
   * (that needs a count of 1) and is not destroyed when the run ends.
   */
  adopt(r: ResidentArray): DevArray {
    return { kind: 'dev', elem: r.elem, shape: r.shape, buf: { buffer: r.buffer, count: r.count, refs: 2 } };
  }

  /**
   * Hands an array over to the caller as a kept array, consuming the caller's reference: its own
   * buffer when nothing else refers to it, else a copy. The run no longer frees that buffer.
   */
  detach(d: DevArray): ResidentArray {
    let buf = d.buf;
    if (buf.refs !== 1 || !this.live.has(buf)) {
      const copy = this.alloc(buf.count, null, 'overwritten', wordsOf(buf));
      this.copy(buf, 0, copy, 0, buf.count);
      this.release(buf);
      buf = copy;
    }
    this.live.delete(buf);
    // a kept result owns its buffer: the slot it was in makes a new one if a later block needs it
    if (buf.slot !== undefined) this.slots!.disown(buf.slot);
    this.bytesHeld -= buf.buffer.size;
    buf.refs = 0;
    return { kind: 'resident', device: this.device, elem: d.elem, shape: [...d.shape], buffer: buf.buffer, count: buf.count };
  }

  /** Throws the first error the kernels reported (if any). */
  async checkStatus(): Promise<void> {
    if (this.dirty) await this.readWords(null, 0);
  }

  /** The end of a run: reports any error the kernels raised that no read-back has seen yet. */
  async finish(): Promise<void> {
    await this.checkStatus();
  }

  /**
   * Frees everything, to the device's pool when the run raised no device error (a buffer whose
   * creation failed must not be handed on); safe to call after an error. Throws a pending
   * validation error.
   */
  async dispose(): Promise<void> {
    this.flush();
    const validation = await this.device.popErrorScope();
    const oom = await this.device.popErrorScope();
    const free = (b: GPUBuffer): void => (validation === null && oom === null ? this.devicePool.give(b) : b.destroy());
    for (const b of this.live) free(b.buffer);
    this.live.clear();
    for (const b of this.slots?.freeBuffers() ?? []) free(b);
    for (const list of this.pool.values()) for (const p of list) free(p.buffer);
    this.pool.clear();
    free(this.status);
    if (oom !== null) throw new AplRuntimeError('LIMIT', `the GPU ran out of memory: ${oom.message}`, null);
    if (validation !== null) throw new Error(`WebGPU validation error: ${validation.message}`);
  }

  private enc(): GPUCommandEncoder {
    this.encoder ??= this.device.createCommandEncoder();
    return this.encoder;
  }

  private flush(): void {
    if (this.encoder !== null) {
      this.device.queue.submit([this.encoder.finish()]);
      this.encoder = null;
      this.pending = 0;
    }
    for (const b of this.garbage) b.destroy();
    this.garbage = [];
    this.generation++;
  }

  /** count words of `src` followed by the status record's seq and at, after all pending work. */
  private async readWords(src: BufRef | null, count: number): Promise<Uint32Array> {
    const words = await this.stage(count * 4 + 8, (enc, staging) => {
      if (src !== null && count > 0) enc.copyBufferToBuffer(src.buffer, 0, staging, 0, count * 4);
      enc.copyBufferToBuffer(this.status, 0, staging, count * 4, 8);
    });
    const seq = words[count]!;
    if (seq !== STATUS_NONE) {
      // an error: the site of its position is in the position's slot, read only now
      const slotAt = slotOffset(words[count + 1]!);
      const slot = await this.stage(4, (enc, staging) => enc.copyBufferToBuffer(this.status, slotAt, staging, 0, 4));
      throw decodeStatus(seq, slot[0]!, this.siteTables);
    }
    this.siteTables.clear();
    this.seq = 0;
    this.dirty = false;
    return words;
  }

  /** `bytes` copied by `copy` into a staging buffer after all pending work, read back. */
  private async stage(bytes: number, copy: (enc: GPUCommandEncoder, staging: GPUBuffer) => void): Promise<Uint32Array> {
    const staging = this.devicePool.take(bytes, stagingUsage()) ?? this.device.createBuffer({ size: bytes, usage: stagingUsage() });
    copy(this.enc(), staging);
    this.flush();
    await staging.mapAsync(GPUMapMode.READ);
    const words = new Uint32Array(staging.getMappedRange().slice(0));
    staging.unmap();
    this.devicePool.give(staging);
    return words;
  }

  private pipeline(mod: KernelModule<BufRef>): Promise<GPUComputePipeline> {
    let cache = pipelineCaches.get(this.device);
    if (cache === undefined) {
      cache = new Map();
      pipelineCaches.set(this.device, cache);
    }
    const hit = cache.get(mod.code);
    if (hit !== undefined) return hit;
    const entries: GPUBindGroupLayoutEntry[] = mod.bindings.map((b, i) => ({
      binding: i,
      visibility: GPUShaderStage.COMPUTE,
      buffer: { type: b.writable ? 'storage' : 'read-only-storage' },
    }));
    entries.push({ binding: mod.bindings.length, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'uniform' } });
    if (mod.usesStatus) entries.push({ binding: mod.bindings.length + 1, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'storage' } });
    const layout = this.device.createPipelineLayout({ bindGroupLayouts: [this.device.createBindGroupLayout({ entries })] });
    const module = this.device.createShaderModule({ code: mod.code });
    const p = this.device
      .createComputePipelineAsync({ layout, compute: { module, entryPoint: 'main' } })
      .catch(async (e: unknown) => {
        const info = await module.getCompilationInfo();
        const msgs = info.messages.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('\n');
        throw new Error(`WGSL compilation failed: ${e instanceof Error ? e.message : String(e)}\n${msgs}\n${mod.code}`);
      });
    cache.set(mod.code, p);
    p.catch(() => cache.delete(mod.code));
    return p;
  }
}
