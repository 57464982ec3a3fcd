// The memory stage (passes/plan-memory.ts, core-ir/memory.ts): views are LMADs of their source's
// block, a ⍣ loop's plan does not grow with its count and allocates nothing in an iteration, a
// scatter whose destination dies updates it in place, a catenation's kernel-written pieces go
// straight into its block, blocks of disjoint lifetimes share a slot, and the validator rejects
// a plan that reads outside a block or shares a slot between live blocks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import type { Program } from '../../core-ir/syntax.js';
import { plannedFigures, showMemoryPlan, type MemoryPlan, type MemProgram } from '../../core-ir/memory.js';
import { validateMemory } from '../../core-ir/validate-memory.js';
import { symConst, symSub, symVar } from '../../core-ir/sym-int.js';
import { PROFILES } from '../../passes/device-profiles.js';
import { kernelize } from '../../passes/kernelize.js';
import { planMemory } from '../../passes/plan-memory.js';

const FUSION = ['fuse', 'fuse-scalars', 'fuse-concat', 'fuse-sibling-folds', 'fuse-vertical', 'fuse-scatter', 'fuse-horizontal'];

function plan(src: string, opts: { fuse?: boolean } = {}): MemProgram {
  const r = compileSource(src, 'm.apl', { validate: true, ...(opts.fuse === false ? { disabled: new Set(FUSION) } : {}) });
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  const m = planMemory(kernelize(r.right.ir as Program<'soacs'>, PROFILES.discrete));
  assert.equal(validateMemory(m.memory), [], 'the plan is valid');
  return m;
}

const figures = (m: MemoryPlan) => plannedFigures(m, () => undefined);

const power = (n: number): string => `x←{0.5×⍵+⌽⍵}⍣${n}⊢0.001×⍳50000\n⎕←+/x\n`;
const life = (side: number, n: number): string =>
  `g←${side} ${side}⍴0\ng[1;2]←1\ng[2;3]←1\ng[3;1 2 3]←1\nx←{s←(1⊖⍵)+(¯1⊖⍵)+(1⌽⍵)+(¯1⌽⍵)+(1⊖1⌽⍵)+(¯1⊖¯1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵) ⋄ (s=3)∨⍵∧s=2}⍣${n}⊢g\n⎕←+/,x\n`;

test('a ⍣ loop plans the same allocations and peak for 10 and 1000 iterations, and none in an iteration', () => {
  const a = plan(power(10)).memory;
  const b = plan(power(1000)).memory;
  assert.equal(figures(b), figures(a));
  assert.is(figures(a).perIteration, 0);
  assert.is(a.pairs.length, 1, 'one carried array');
  const [x, y] = a.pairs[0]!.blocks;
  assert.is.not(x, y, 'its two blocks swap');
  // the initial value dies at the loop: its block is one of the pair
  assert.is(a.blocks.filter((k) => k.elems.terms.get('') === 50000).length, 2);
});

test('Life 1024² × 1000 generations plans constant memory: the same as × 10, none in an iteration', () => {
  const a = figures(plan(life(1024, 10)).memory);
  const b = figures(plan(life(1024, 1000)).memory);
  assert.equal(b, a);
  assert.is(a.perIteration, 0);
  assert.ok(a.peakBytes !== null && a.peakBytes <= 3 * 1024 * 1024 * 4 + 4096, `peak ${a.peakBytes}: the grid's pair and the initial grid at most`);
});

test('{v←⍵ ⋄ v[⍺]←0 ⋄ v} in a loop updates the carried array in place: one block, no swap', () => {
  const m = plan(`x←3 {v←⍵ ⋄ v[⍺]←0 ⋄ v}⍣5⊢⍳1000\n⎕←+/x\n`).memory;
  assert.is(m.inPlace.size, 1);
  assert.is(m.pairs.length, 1);
  const [x, y] = m.pairs[0]!.blocks;
  assert.is(x, y, 'the update writes the block the loop carries');
  assert.ok(m.arrays.some((a) => a.placement === 'in-place'));
  // with a map after the update, the loop swaps two blocks and the update is still in place
  const n = plan(`x←3 {v←⍵ ⋄ v[⍺]←0 ⋄ v+1}⍣5⊢⍳1000\n⎕←+/x\n`).memory;
  assert.is(n.inPlace.size, 1);
  assert.is.not(n.pairs[0]!.blocks[0], n.pairs[0]!.blocks[1]);
});

test('a scatter whose destination is read afterwards is not in place', () => {
  const m = plan(`v←+\\⍳10\nw←v\nw[2]←0\n⎕←v+w\n`).memory;
  assert.is(m.inPlace.size, 0);
});

test('+/⍉M and ⌽V feeding a reduction allocate nothing for the view', () => {
  for (const fuse of [true, false]) {
    const t = plan(`M←3 4⍴⍳12\n⎕←+/⍉M\n`, { fuse }).memory;
    const plain = plan(`M←4 3⍴⍳12\n⎕←+/M\n`, { fuse }).memory;
    assert.is(t.blocks.length, plain.blocks.length, `transpose (fusion ${fuse ? 'on' : 'off'})`);
    const r = plan(`V←⍳10\n⎕←+/⌽V\n`, { fuse }).memory;
    const v = plan(`V←⍳10\n⎕←+/V\n`, { fuse }).memory;
    assert.is(r.blocks.length, v.blocks.length, `reverse (fusion ${fuse ? 'on' : 'off'})`);
  }
  // unfused, the views are LMADs of their source's block: a negative stride, swapped strides
  const r = plan(`V←⍳10\n⎕←+/⌽V\n`, { fuse: false }).memory;
  const rev = r.arrays.find((a) => a.placement === 'view' && a.lmad.dims[0]!.stride.terms.get('') === -1);
  assert.ok(rev !== undefined, showMemoryPlan(r).join('\n'));
  assert.is(rev.lmad.offset.terms.get(''), 9);
  const t = plan(`M←3 4⍴⍳12\n⎕←+/⍉M\n`, { fuse: false }).memory;
  const tr = t.arrays.find((a) => a.placement === 'view' && a.lmad.dims.length === 2 && a.lmad.dims[0]!.stride.terms.get('') === 1);
  assert.ok(tr !== undefined, showMemoryPlan(t).join('\n'));
  assert.equal(tr.lmad.dims.map((d) => [d.size.terms.get(''), d.stride.terms.get('')]), [[4, 1], [3, 4]]);
});

test('a catenation of kernel results is written in place by its pieces', () => {
  const m = plan(`A←(2×⍳5),(3×⍳4)\n⎕←A\n`).memory;
  const parts = m.arrays.filter((a) => a.placement === 'part');
  assert.is(parts.length, 2, showMemoryPlan(m).join('\n'));
  assert.is(new Set(parts.map((p) => p.block)).size, 1, 'both in the result block');
  assert.equal(parts.map((p) => p.lmad.offset.terms.get('') ?? 0).sort(), [0, 5]);
});

test('blocks of one size whose lifetimes do not overlap share a slot', () => {
  const m = plan(`a←⍳1000\n⎕←+/a×2\nb←2×⍳1000\n⎕←+/b×3\nc←3×⍳1000\n⎕←+/c×4\n`, { fuse: false }).memory;
  assert.ok(m.slots.length < m.blocks.length, showMemoryPlan(m).join('\n'));
});

test('a loop whose carried array changes size leaves it to the run-time pool each iteration', () => {
  const m = plan(`x←{⍵,1}⍣{1000<≢⍺}⊢⍳2\n⎕←x\n`).memory;
  assert.ok(m.blocks.some((b) => !b.hoisted), showMemoryPlan(m).join('\n'));
  assert.is(figures(m).perIteration > 0, true);
});

test('aplc plan lists slots, blocks, pairs and index functions', () => {
  const lines = showMemoryPlan(plan(power(10)).memory);
  assert.match(lines[0]!, /^memory: 2 blocks in 2 allocations/);
  assert.ok(lines.some((l) => /swaps b\d+ and b\d+/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /= b\d+\[0 \+ \[50000:1\]\]/.test(l)), lines.join('\n'));
});

const block = (id: number, elems: number, live: [number, number], slot: number) => ({ id, elems: symConst(elems), origin: 'kernel' as const, allocatedIn: 'program', hoisted: true, live, slot });
const rowMajor = (n: number) => ({ offset: symConst(0), dims: [{ size: symConst(n), stride: symConst(1) }] });

test('the validator rejects an access outside its block, a slot shared while live, and a stride of unknown sign', () => {
  const base: MemoryPlan = { blocks: [block(0, 10, [1, 3], 0)], arrays: [{ name: 'a', scope: 'program', block: 0, lmad: rowMajor(10), placement: 'fresh' }], pairs: [], slots: [symConst(10)], inPlace: new Set(), statements: new Map() };
  assert.equal(validateMemory(base), []);
  const past = { ...base, arrays: [{ ...base.arrays[0]!, lmad: { offset: symConst(1), dims: [{ size: symConst(10), stride: symConst(1) }] } }] };
  assert.match(validateMemory(past).join('\n'), /past the end/);
  const below = { ...base, arrays: [{ ...base.arrays[0]!, lmad: { offset: symConst(0), dims: [{ size: symConst(10), stride: symConst(-1) }] } }] };
  assert.match(validateMemory(below).join('\n'), /below 0/);
  const unknown = { ...base, arrays: [{ ...base.arrays[0]!, lmad: { offset: symConst(0), dims: [{ size: symConst(10), stride: symSub(symVar('s'), symVar('t')) }] } }] };
  assert.match(validateMemory(unknown).join('\n'), /stride s - t of unknown sign/);
  const shared: MemoryPlan = {
    ...base,
    blocks: [block(0, 10, [1, 3], 0), block(1, 10, [3, 5], 0)],
    arrays: [...base.arrays, { name: 'b', scope: 'program', block: 1, lmad: rowMajor(10), placement: 'fresh' }],
  };
  assert.match(validateMemory(shared).join('\n'), /share slot 0 while both are live/);
  const twice: MemoryPlan = { ...base, arrays: [...base.arrays, { name: 'b', scope: 'program', block: 0, lmad: rowMajor(10), placement: 'fresh' }] };
  assert.match(validateMemory(twice).join('\n'), /both written fresh/);
});

test.run();
