// --device-profile and APLC_DEVICE_PROFILE on the command line: the profile in force is the one
// `aplc plan` and `aplc dev` plan for and say; an unknown name is bad usage (exit 2, the names
// listed, no stack trace), from the flag and from the variable alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'aplc-profile-'));
const SUM = join(dir, 'sum.apl');
writeFileSync(SUM, 'f←{+/⍵}\nf 0.5×⍳4194304\n');

function aplc(env: Record<string, string>, ...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless', ...env } });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

test('aplc plan: barrier-free chunks on software, workgroups that fill the device on discrete', () => {
  const sw = aplc({}, 'plan', SUM, '--device-profile', 'software');
  assert.is(sw.code, 0, sw.err);
  assert.match(sw.out, /^device profile: software \(forced/m);
  assert.match(sw.out, /segred chunked/);
  assert.match(sw.out, /level 1: 4096 invocations, chunks of 1024/);
  const gpu = aplc({}, 'plan', SUM, '--device-profile=discrete');
  assert.is(gpu.code, 0, gpu.err);
  assert.match(gpu.out, /^device profile: discrete/m);
  assert.match(gpu.out, /level 1: 1024 workgroups of 256/);
  // the variable does what the flag does
  const env = aplc({ APLC_DEVICE_PROFILE: 'integrated' }, 'plan', SUM);
  assert.match(env.out, /^device profile: integrated/m);
  assert.match(env.out, /workgroups? of 128/);
});

test('aplc dev prints the program after kernelize for the profile', () => {
  const r = aplc({}, 'dev', SUM, '--device-profile', 'discrete');
  assert.is(r.code, 0, r.err);
  assert.match(r.out, /── after kernelize \(device profile: discrete/);
  assert.match(r.out, /-- kernels/);
  assert.match(r.out, /kernel ⟨segred cooperative/);
});

test('an unknown profile is bad usage, from the flag or the variable', () => {
  for (const r of [aplc({}, 'plan', SUM, '--device-profile', 'gpu'), aplc({ APLC_DEVICE_PROFILE: 'fast' }, SUM), aplc({}, SUM, '--device-profile')]) {
    assert.is(r.code, 2, r.err);
    assert.not.match(r.err, /\n\s+at .*:\d+:\d+\)/);
  }
  assert.match(aplc({}, 'plan', SUM, '--device-profile', 'gpu').err, "--device-profile must be one of software, discrete, integrated (got gpu)");
  assert.match(aplc({ APLC_DEVICE_PROFILE: 'fast' }, SUM).err, 'APLC_DEVICE_PROFILE must be one of software, discrete, integrated (got fast)');
});

test.run();
