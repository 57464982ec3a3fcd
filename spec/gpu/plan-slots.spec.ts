// The memory plan's slots at run time (gpu/plan-slots.ts), with a stand-in device that counts the
// buffers made, given up and the flushes: no GPU needed. A slot is one buffer made once; an array
// takes a slot only while the array last in it is released; a loop's carried array swaps between
// its pair's slots; an upload into a slot freed since the last flush flushes first; a slot past
// its blocks' lifetimes gives its buffer up once free; a kept result takes its slot's buffer away.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MemBlock, MemoryPlan } from '../../core-ir/memory.js';
import { symConst } from '../../core-ir/sym-int.js';
import { PlanSlots, type SlotDevice } from '../../gpu/plan-slots.js';

interface FakeDevice extends SlotDevice {
  generation: number;
  made: number;
  flushes: number;
  givenUp: GPUBuffer[];
}

function fakeDevice(): FakeDevice {
  const d: FakeDevice = {
    generation: 0,
    made: 0,
    flushes: 0,
    givenUp: [],
    create: (bytes) => {
      d.made++;
      return { buffer: { size: bytes, label: `buffer ${d.made}` } as unknown as GPUBuffer, used: false };
    },
    giveUp: (buffer) => void d.givenUp.push(buffer),
    flush: () => {
      d.flushes++;
      d.generation++;
    },
  };
  return d;
}

const block = (id: number, slot: number, live: readonly [number, number]): MemBlock => ({ id, elems: symConst(100), origin: 'kernel', allocatedIn: 'program', hoisted: true, live, slot });

/** Two slots of 100 elements: slot 0 holds b0 (live 1–2) then b2 (live 3–4), slot 1 holds b1 (live 1–6). */
const plan: MemoryPlan = {
  blocks: [block(0, 0, [1, 2]), block(1, 1, [1, 6]), block(2, 0, [3, 4])],
  arrays: [],
  pairs: [],
  slots: [symConst(100), symConst(100)],
  inPlace: new Set(),
  statements: new Map(),
};

test('a slot is one buffer, made for its first array and taken again once that array is released', () => {
  const d = fakeDevice();
  const slots = new PlanSlots(plan, d);
  slots.expect([{ slots: [0], elems: 100 }]);
  const first = slots.take(100, 400, false);
  assert.ok(first !== null);
  assert.is(first!.slot, 0);
  assert.is(first!.used, false);
  assert.is(slots.take(100, 400, false), null, 'held: the pool serves a second array');
  slots.free(0);
  const second = slots.take(100, 400, false);
  assert.is(second!.buffer, first!.buffer, 'the same buffer');
  assert.is(second!.used, true, 'it held something: cleared by the taker when it needs zeros');
  assert.is(d.made, 1);
  assert.equal({ placed: slots.placed, made: slots.made }, { placed: 2, made: 1 });
});

test('only the element count claimed takes the slot, and nothing between statements', () => {
  const slots = new PlanSlots(plan, fakeDevice());
  slots.expect([{ slots: [0], elems: 100 }]);
  assert.is(slots.take(99, 396, false), null, 'a scratch buffer of another size');
  slots.expect([]);
  assert.is(slots.take(100, 400, false), null, 'no statement claims a slot');
});

test("a loop's carried array swaps between its pair's slots", () => {
  const slots = new PlanSlots(plan, fakeDevice());
  slots.expect([{ slots: [0], elems: 100 }]);
  assert.is(slots.take(100, 400, false)!.slot, 0, 'the initial value');
  // each iteration's value may go in either of the pair: the one the last value is not in
  slots.expect([{ slots: [1, 0], elems: 100 }]);
  assert.is(slots.take(100, 400, false)!.slot, 1, 'iteration 1');
  slots.free(0);
  assert.is(slots.take(100, 400, false)!.slot, 0, 'iteration 2');
  slots.free(1);
  assert.is(slots.take(100, 400, false)!.slot, 1, 'iteration 3');
  assert.is(slots.made, 2);
});

test('an upload into a slot freed since the last flush flushes first (the queue writes uploads ahead of pending commands)', () => {
  const d = fakeDevice();
  const slots = new PlanSlots(plan, d);
  slots.expect([{ slots: [0], elems: 100 }]);
  slots.take(100, 400, false);
  slots.free(0);
  slots.take(100, 400, true);
  assert.is(d.flushes, 1);
  d.flush();
  slots.free(0);
  d.flush();
  slots.take(100, 400, true);
  assert.is(d.flushes, 3, 'freed before the last flush: no flush needed');
});

test('a slot past its blocks gives its buffer up once no array holds it', () => {
  const d = fakeDevice();
  const slots = new PlanSlots(plan, d);
  slots.expect([{ slots: [0], elems: 100 }, { slots: [1], elems: 100 }]);
  const a = slots.take(100, 400, false)!;
  const b = slots.take(100, 400, false)!;
  slots.retireBefore(5);
  assert.equal(d.givenUp, [], 'both held');
  slots.free(0);
  assert.equal(d.givenUp, [a.buffer], 'slot 0 ends at 4: given up when freed');
  slots.free(1);
  assert.equal(d.givenUp, [a.buffer], 'slot 1 lives to 6');
  slots.retireBefore(7);
  assert.equal(d.givenUp, [a.buffer, b.buffer]);
  assert.equal(slots.freeBuffers(), []);
});

test('a buffer too small for an f64 block (two words an element) is replaced; a kept result takes its buffer away', () => {
  const d = fakeDevice();
  const slots = new PlanSlots(plan, d);
  slots.expect([{ slots: [0], elems: 100 }]);
  const ints = slots.take(100, 400, false)!;
  slots.free(0);
  const pairs = slots.take(100, 800, false)!;
  assert.is(pairs.buffer.size, 800);
  assert.equal(d.givenUp, [ints.buffer]);
  slots.disown(0);
  const next = slots.take(100, 400, false)!;
  assert.is.not(next.buffer, pairs.buffer, 'the kept buffer is the caller\'s');
  assert.is(d.made, 3);
  slots.free(0);
  assert.equal(slots.freeBuffers(), [next.buffer]);
});

test.run();
