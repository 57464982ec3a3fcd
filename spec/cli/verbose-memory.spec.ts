// `aplc FILE --backend webgpu --verbose` reports the device memory the runtime held (gpu/runtime.ts
// allocating the memory plan's slots, gpu/plan-slots.ts) beside the plan's figures: a ⍣ loop's
// allocations and peak are the same for 10 and for 1000 iterations, and its values went into the
// plan's slots (issue 12's done-when, asserted through the command line).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gpuAvailable } from '../gpu/harness.js';

const test = suite('cli: --verbose device memory');
const on = await gpuAvailable(test, 'spec/cli/verbose-memory.spec');

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'aplc-verbose-memory-'));

interface Figures {
  readonly out: string;
  readonly allocations: number;
  readonly slotBuffers: number;
  readonly inSlots: number;
  readonly peak: number;
  readonly plannedAllocations: number;
}

function verbose(name: string, src: string): Figures {
  const path = join(dir, name);
  writeFileSync(path, src);
  const r = spawnSync(process.execPath, [MAIN, path, '--backend', 'webgpu', '--verbose'], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  assert.is(r.status, 0, r.stderr);
  const m = /memory: (\d+) allocations \((\d+) of them the plan's, holding (\d+) arrays; \d+ arrays from the run-time pool\), peak (\d+) bytes on the device/.exec(r.stderr);
  const p = /memory plan: (\d+) allocations/.exec(r.stderr);
  assert.ok(m !== null && p !== null, r.stderr);
  return { out: r.stdout, allocations: Number(m![1]), slotBuffers: Number(m![2]), inSlots: Number(m![3]), peak: Number(m![4]), plannedAllocations: Number(p![1]) };
}

if (on) {
  test('a ⍣ loop: the same device allocations and peak for 10 and 1000 iterations, its values in the plan\'s slots', () => {
    const prog = (n: number): string => `x←{⍵+1}⍣${n}⊢⍳5000\n⎕←⌈/x\n`;
    const a = verbose('ten.apl', prog(10));
    const b = verbose('thousand.apl', prog(1000));
    assert.is(b.allocations, a.allocations, 'allocations');
    assert.is(b.peak, a.peak, 'peak bytes');
    assert.is(b.slotBuffers, a.slotBuffers, "the plan's slots made");
    assert.ok(b.slotBuffers <= b.plannedAllocations, `at most the plan's ${b.plannedAllocations} allocations: ${b.slotBuffers}`);
    assert.ok(b.inSlots >= 1000, `each iteration's value went into a slot: ${b.inSlots}`);
    // the loop's pair and its reduction's scratch: 5000 ints are 20000 bytes
    assert.ok(b.peak < 3 * 20000, `peak ${b.peak}`);
    assert.is(a.out, '5010\n');
    assert.is(b.out, '6000\n');
  });
}

test.run();
