// Buffers kept by the device between program runs (issue 17): on Dawn's GL backend, creating a
// 16 MB buffer, clearing it and destroying it costs about 50 ms, more than the kernel that uses
// it, so a run's buffers are not destroyed when it ends but wait here for the next run that needs
// one of the same size and usage (a chain of calls then creates none in its steady state).
//
// A buffer given here has no command pending that was not submitted (the runtime flushes before
// it gives its buffers back), so any later use, a queue.writeBuffer included, comes after every
// earlier one on the one queue. Its contents are whatever its last user left: the taker clears it
// when it needs zeros (GpuRuntime.alloc).
//
// Bounded: by the bytes held (the oldest go first) and by age (a buffer not taken within
// maxAgeMs is destroyed, by the next give or take, or by a timer that keeps no process alive).
// Emptied when the device is released (releaseGpu) or lost. Imports nothing from Node.

export interface DevicePoolLimits {
  /** the most bytes the pool holds; past it the buffers given longest ago are destroyed */
  readonly maxBytes: number;
  /** a buffer unused this long is destroyed */
  readonly maxAgeMs: number;
}

export const DEFAULT_POOL_LIMITS: DevicePoolLimits = { maxBytes: 256 * 1024 * 1024, maxAgeMs: 5000 };

interface Pooled {
  readonly buffer: GPUBuffer;
  readonly key: string;
  readonly since: number;
}

const keyOf = (bytes: number, usage: number): string => `${usage}:${bytes}`;

export class DevicePool {
  /** by size and usage, each list oldest first */
  private readonly free = new Map<string, Pooled[]>();
  private bytes = 0;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** buffers handed out again instead of created (for tests and --verbose) */
  takes = 0;

  constructor(
    private limits: DevicePoolLimits = DEFAULT_POOL_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Bytes of the buffers the pool holds. */
  get bytesHeld(): number {
    return this.bytes;
  }

  setLimits(limits: DevicePoolLimits): void {
    this.limits = limits;
    this.trim();
  }

  /** A pooled buffer of exactly this size and usage, or null; its contents are left as they were. */
  take(bytes: number, usage: number): GPUBuffer | null {
    this.trim();
    const p = this.free.get(keyOf(bytes, usage))?.pop();
    if (p === undefined) return null;
    this.bytes -= bytes;
    this.takes++;
    return p.buffer;
  }

  /** Keeps a buffer no one uses any more (every command using it submitted), or destroys it. */
  give(buffer: GPUBuffer): void {
    if (this.closed || buffer.size > this.limits.maxBytes) {
      buffer.destroy();
      return;
    }
    const key = keyOf(buffer.size, buffer.usage);
    let list = this.free.get(key);
    if (list === undefined) this.free.set(key, (list = []));
    list.push({ buffer, key, since: this.now() });
    this.bytes += buffer.size;
    this.trim();
    this.scheduleTrim();
  }

  /** Destroys every pooled buffer; with `close`, later gifts are destroyed at once (device gone). */
  empty(close = false): void {
    this.closed ||= close;
    for (const list of this.free.values()) for (const p of list) p.buffer.destroy();
    this.free.clear();
    this.bytes = 0;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Destroys the buffers past their age, then the oldest while the pool holds too much. */
  private trim(): void {
    const cutoff = this.now() - this.limits.maxAgeMs;
    const all: Pooled[] = [];
    for (const list of this.free.values()) all.push(...list);
    all.sort((a, b) => a.since - b.since);
    let i = 0;
    while (i < all.length && (all[i]!.since <= cutoff || this.bytes > this.limits.maxBytes)) this.drop(all[i++]!);
  }

  private drop(p: Pooled): void {
    const list = this.free.get(p.key)!;
    list.splice(list.indexOf(p), 1);
    if (list.length === 0) this.free.delete(p.key);
    this.bytes -= p.buffer.size;
    p.buffer.destroy();
  }

  /** An idle process gives its buffers back after maxAgeMs, without being kept alive for it. */
  private scheduleTrim(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.trim();
      if (this.bytes > 0) this.scheduleTrim();
    }, this.limits.maxAgeMs + 1);
    (this.timer as { unref?: () => void }).unref?.();
  }
}

const pools = new WeakMap<GPUDevice, DevicePool>();

/** The device's pool, made on first use; emptied and closed when the device is lost. */
export function devicePool(device: GPUDevice): DevicePool {
  let pool = pools.get(device);
  if (pool === undefined) {
    const made = new DevicePool();
    pools.set(device, made);
    void device.lost.then(() => made.empty(true));
    pool = made;
  }
  return pool;
}

/** Destroys the pooled buffers of a device being released; later gifts to it are destroyed. */
export function closeDevicePool(device: GPUDevice): void {
  pools.get(device)?.empty(true);
}
