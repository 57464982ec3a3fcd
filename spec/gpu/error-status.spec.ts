// The device's error protocol (gpu/error-status.ts): an invocation keeps its first failing check
// and reports it once; the error the host raises is the interpreter's: the lowest failing element,
// then that element's first failing op, on every device profile, also where two failing
// positions share a slot of the site table; and a kernel holds up to 65535 checked ops.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile, f32 } from '../../index.js';
import { AplError } from '../../api/errors.js';
import { AplRuntimeError } from '../../core-ir/value.js';
import { MAX_SITES, slotOffset } from '../../gpu/error-status.js';
import { KernelBuilder } from '../../gpu/wgsl.js';
import { PROFILE_NAMES, type ProfileName } from '../../passes/device-profiles.js';
import { gpuAvailable } from './harness.js';

type Backend = 'interp' | 'webgpu';

/** The error's column, or the elements where it ran. */
async function column(src: string, a: Float32Array, w: Float32Array, backend: Backend, profile?: ProfileName): Promise<number | number[]> {
  const f = compile(src, { backend, ...(profile === undefined ? {} : { deviceProfile: profile }) });
  try {
    return Array.from((await f(f32(a), f32(w))).data as ArrayLike<number>);
  } catch (e) {
    if (!(e instanceof AplError)) throw e;
    return e.diagnostic.span?.start.col ?? -1;
  }
}

/** ⍺'s overflow is the first op (column 5), ⍵'s the second (column 16) */
const SRC = '{a←⍺×1E30 ⋄ b←⍵×1E35 ⋄ a-b}';
const FIRST_OP = 5;
const SECOND_OP = 16;

/** n ones, with 1E10 (which overflows under either op) at the given indices */
function ones(n: number, big: readonly number[]): Float32Array {
  const x = new Float32Array(n).fill(1);
  for (const i of big) x[i] = 1e10;
  return x;
}

test('the first op in program order is a site below the second: the columns are as named', async () => {
  assert.is(await column(SRC, ones(4, [2]), ones(4, []), 'interp'), FIRST_OP);
  assert.is(await column(SRC, ones(4, []), ones(4, [2]), 'interp'), SECOND_OP);
});

test('positions sharing a slot of the site table differ by 4096: the slot offsets agree', () => {
  assert.is(slotOffset(5), slotOffset(5 + 4096));
  assert.is.not(slotOffset(5), slotOffset(6));
});

const gpu = await gpuAvailable(test, 'spec/gpu/error-status.spec');

if (gpu) {
  // [case, ⍺ overflows at, ⍵ overflows at, length]
  const CASES: readonly [string, number[], number[], number][] = [
    ['the lower element fails at the later op', [3], [1], 8],
    ['the lower element fails at the earlier op', [1], [3], 8],
    ['one element fails at both: its first op', [2], [2], 8],
    ['elements 4096 apart share a slot: the lower one\'s site', [4101], [5], 5000],
    ['elements 4096 apart share a slot, the other way round', [5], [4101], 5000],
    ['many failures in many workgroups', [700, 4000, 4800], [600, 2000, 4696], 5000],
  ];
  test('webgpu reports the interpreter\'s error: the lowest failing element, its first failing op, under every profile', async () => {
    for (const [what, big, bigW, n] of CASES) {
      const a = ones(n, big);
      const w = ones(n, bigW);
      const want = await column(SRC, a, w, 'interp');
      assert.type(want, 'number', `${what}: the interpreter fails`);
      for (const profile of PROFILE_NAMES) {
        assert.is(await column(SRC, a, w, 'webgpu', profile), want, `${what} (${profile})`);
      }
    }
  });

  test('a run after a failed one starts with an empty status record', async () => {
    assert.is(await column(SRC, ones(8, [1]), ones(8, []), 'webgpu'), FIRST_OP);
    const ran = await column(SRC, ones(2, []), ones(2, []), 'webgpu');
    assert.ok(Array.isArray(ran), 'it runs');
    assert.equal(ran, await column(SRC, ones(2, []), ones(2, []), 'interp'));
  });
}

test('a kernel holds 65535 error sites; the next is a LIMIT ERROR naming --backend cpu', () => {
  const kb = new KernelBuilder<number>();
  const at = { file: 'test.apl', line: 1, col: 1 };
  assert.is(MAX_SITES, 65535);
  for (let i = 0; i < MAX_SITES; i++) kb.sites([{ cls: 'DOMAIN', message: 'x' }], at);
  try {
    kb.sites([{ cls: 'DOMAIN', message: 'x' }], at);
    assert.unreachable('the 65536th site is refused');
  } catch (e) {
    assert.instance(e, AplRuntimeError);
    assert.is((e as AplRuntimeError).cls, 'LIMIT');
    assert.match((e as AplRuntimeError).message, '--backend cpu');
  }
});

test.run();
