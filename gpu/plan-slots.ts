// The memory plan's allocations on the device (issue 12): each slot of the plan
// (core-ir/memory.ts, one allocation shared by blocks of disjoint lifetimes, a loop's pair of
// swapping blocks among them) is one GPU buffer, made the first time an array of one of its
// blocks is written and sized by that block's size expression evaluated then. Before a
// statement runs, the executor says which slots its results are planned in (expect); the
// runtime's allocations of that element count take the first of those slots that is free.
//
// The plan is followed, not trusted: a slot is free only when the array last placed in it has
// been released (its reference count reached 0), so a block the runtime still holds past its
// planned lifetime (a kept result, a value read by a later view the runtime copied) sends the
// new array to the run-time pool instead of overwriting it. Reuse is then as safe as the pool's:
// every use of a buffer is a command on the one queue, in order; an upload, which the queue runs
// ahead of the commands pending, takes a slot freed since the last flush only after a flush.
//
// A slot whose blocks are all past (their last planned read comes before the top-level
// statement now running) gives its buffer up to the run's pool (retireBefore), so straight-line
// code holds what the plan says at each point, not every slot to the end of the run.
import type { MemoryPlan, PlannedFigures } from '../core-ir/memory.js';

/** Device memory for arrays in one run (what `--verbose` and the bench report). */
export interface RunMemory {
  /** buffers created (the plan's slots' among them), buffers reused from the run-time pool, the most bytes held at once */
  readonly allocations: number;
  readonly reuses: number;
  readonly peakBytes: number;
  /** buffer-to-buffer copies of array elements */
  readonly copies: number;
  /** arrays the runtime placed in the plan's slots, and the buffers it made for those slots */
  readonly inSlots: { readonly placed: number; readonly made: number };
  /** the memory plan's figures at this run's sizes */
  readonly planned: PlannedFigures;
}

/** One planned result of the statement running: the slots it may go in and its element count. */
export interface SlotClaim {
  /** its block's slot, then for a loop's carried array the slot of the pair's other block */
  readonly slots: readonly number[];
  readonly elems: number;
}

/** What the slots need from the runtime: buffers made and accounted for, the run's pool, the queue's flushes. */
export interface SlotDevice {
  /** a buffer of `bytes`; `used` when it held something before (the taker clears it when it needs zeros) */
  create(bytes: number): { buffer: GPUBuffer; used: boolean };
  /** a buffer no slot needs any more: to the run's pool (still counted as held until evicted) */
  giveUp(buffer: GPUBuffer): void;
  /** the flush generation now */
  readonly generation: number;
  /** submits the commands pending */
  flush(): void;
}

interface Slot {
  buffer: GPUBuffer | null;
  /** whether an array holds it now */
  held: boolean;
  /** the flush generation it was last freed in */
  freedGen: number;
  /** the last plan position any of its blocks is live at */
  readonly end: number;
  /** past its end: its buffer goes to the pool once free */
  retired: boolean;
}

/** A slot's buffer handed to an array. */
export interface SlotTaken {
  readonly slot: number;
  readonly buffer: GPUBuffer;
  /** whether the buffer held something before (a slot reused, or a buffer from the device's pool) */
  readonly used: boolean;
}

export class PlanSlots {
  private readonly slots: Slot[];
  private claims: readonly SlotClaim[] = [];
  /** arrays placed in a slot of the plan (the others come from the run-time pool) */
  placed = 0;
  /** slot buffers made (a slot's first array, or one larger than the slot's buffer) */
  made = 0;

  constructor(
    plan: MemoryPlan,
    private readonly device: SlotDevice,
  ) {
    this.slots = plan.slots.map((_, s) => ({
      buffer: null,
      held: false,
      freedGen: -1,
      end: Math.max(-1, ...plan.blocks.filter((b) => b.slot === s).map((b) => b.live[1])),
      retired: false,
    }));
  }

  /** The slots the next allocations may take: the running statement's planned results (none between statements). */
  expect(claims: readonly SlotClaim[]): void {
    this.claims = claims;
  }

  /** A free slot planned for an array of `count` elements (`bytes` on the device), or null: the pool serves it. */
  take(count: number, bytes: number, uploaded: boolean): SlotTaken | null {
    for (const c of this.claims) {
      if (c.elems !== count) continue;
      for (const k of c.slots) {
        const s = this.slots[k];
        if (s === undefined || s.held) continue;
        // queue.writeBuffer runs ahead of the pending commands, which may still read what the slot held
        if (uploaded && s.buffer !== null && s.freedGen >= this.device.generation) this.device.flush();
        let used = true;
        if (s.buffer === null || s.buffer.size < bytes) {
          // a slot's blocks have one element count; an f64 program's floats take two words where its ints take one
          if (s.buffer !== null) this.device.giveUp(s.buffer);
          const made = this.device.create(bytes);
          s.buffer = made.buffer;
          used = made.used;
          this.made++;
        }
        s.held = true;
        s.retired = false;
        this.placed++;
        return { slot: k, buffer: s.buffer, used };
      }
    }
    return null;
  }

  /** The array in slot `k` was released: the slot is free for the next block planned in it. */
  free(k: number): void {
    const s = this.slots[k]!;
    s.held = false;
    s.freedGen = this.device.generation;
    if (s.retired) this.retire(s);
  }

  /** The array in slot `k` was handed to the caller (a kept result): the buffer is no longer the slot's. */
  disown(k: number): void {
    const s = this.slots[k]!;
    s.buffer = null;
    s.held = false;
  }

  /** Gives up the buffers of the slots whose blocks are all past: their last planned read comes before `at`. */
  retireBefore(at: number): void {
    for (const s of this.slots) {
      if (s.retired || s.end >= at) continue;
      s.retired = true;
      if (!s.held) this.retire(s);
    }
  }

  /** The buffers of the slots no array holds (at the end of a run; held ones are the runtime's live arrays). */
  freeBuffers(): GPUBuffer[] {
    const out: GPUBuffer[] = [];
    for (const s of this.slots) {
      if (s.buffer !== null && !s.held) out.push(s.buffer);
      if (!s.held) s.buffer = null;
    }
    return out;
  }

  private retire(s: Slot): void {
    if (s.buffer !== null) this.device.giveUp(s.buffer);
    s.buffer = null;
  }
}
