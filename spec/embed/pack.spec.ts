// `npm install aplc` as a user does it [slow: ~5-10 s, packs and installs the package]: the package is
// packed, installed into a fresh project (the local npm cache first: --prefer-offline, since a cache
// filled by `npm ci` holds tarballs but not the metadata an install resolves ranges with), imported
// by name, run (on WebGPU where there is an adapter, required under APLC_REQUIRE_GPU=1),
// type-checked with tsc against the installed declarations, and its `aplc` bin checks the
// project's TypeScript sources.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { typeErrors } from './tsc.js';

const ROOT = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'aplc-pack-'));
const consumer = join(work, 'consumer');
const REQUIRED = process.env['APLC_REQUIRE_GPU'] === '1';

function run(cmd: string, args: readonly string[], cwd: string): { code: number; out: string; err: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' }, timeout: 180_000 });
  return { code: r.status ?? -1, out: r.stdout ?? '', err: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

test('npm pack, then npm install of the tarball into a new project (from the npm cache where it can)', () => {
  // dist/ is built by `npm test` before the specs run: skip the prepare script's second build.
  const pack = run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], ROOT);
  assert.is(pack.code, 0, pack.err);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  assert.ok(tarball, 'a tarball was written');
  mkdirSync(join(consumer, 'src'), { recursive: true });
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // typescript too: the consumer type-checks its calls (aplc check needs none: tested below).
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball), 'typescript@~5.9.3'], consumer);
  assert.is(install.code, 0, `npm install --prefer-offline failed:\n${install.err}`);
  const files = run('npm', ['ls', '--depth=0', '--json'], consumer);
  assert.match(files.out, '"aplc"');
  // what the README points a new user at travels with the package
  for (const f of ['LICENSE', 'README.md', 'examples/life.apl', 'examples/embed/node-example.mjs'])
    assert.ok(existsSync(join(consumer, 'node_modules', 'aplc', f)), `the tarball holds ${f}`);
});

test('the installed package runs an APL function, on WebGPU where an adapter exists', () => {
  writeFileSync(
    join(consumer, 'main.mjs'),
    [
      "import { apl, f32, setDefaultBackend, shutdown } from 'aplc';",
      "const dot = apl('⍺ f32[n] ⍵ f32[n] → f32')`{+/⍺×⍵}`;",
      'const r = await dot.run(f32([1, 2, 3]), f32([4, 5, 6]));',
      // auto runs a software rasteriser's work on the cpu backend: ask for WebGPU by name too
      "setDefaultBackend('webgpu');",
      'const g = await dot.run(f32([1, 2, 3]), f32([4, 5, 6])).catch(() => null);',
      'console.log(JSON.stringify({ backend: r.backend, value: r.value.item(), webgpu: g?.backend ?? null, gpuValue: g?.value.item() ?? null }));',
      'await shutdown();',
    ].join('\n'),
  );
  const r = run(process.execPath, ['main.mjs'], consumer);
  assert.is(r.code, 0, r.err);
  const line = r.out.trim().split('\n').pop()!;
  const got = JSON.parse(line) as { backend: string; value: number; webgpu: string | null; gpuValue: number | null };
  assert.is(got.value, 32);
  assert.ok(got.backend === 'webgpu' || got.backend === 'cpu', `auto ran on ${got.backend}`);
  if (got.webgpu !== null) assert.is(got.gpuValue, 32);
  if (REQUIRED) assert.is(got.webgpu, 'webgpu', 'APLC_REQUIRE_GPU=1: the installed package must find the WebGPU adapter');
  else if (got.webgpu === null) console.log('note: spec/embed/pack.spec: no WebGPU adapter, the installed package ran on the CPU');
});

test('tsc against the installed declarations: right calls pass, a wrong rank fails', () => {
  const use = join(consumer, 'src', 'use.ts');
  writeFileSync(
    use,
    [
      "import { compile, f32, type Result } from 'aplc';",
      "const norm = compile('{(+/⍵×⍵)*0.5}', { signature: '⍵ f32[n] → f32' });",
      'export const ok: Promise<Result<"f32", []>> = norm(f32([3, 4]));',
      'export const bad = norm(f32([[3, 4]]));',
    ].join('\n'),
  );
  const errors = typeErrors([use]);
  assert.equal(errors.map((e) => e.line), [4], errors.map((e) => `${e.file}:${e.line}: ${e.message}`).join('\n'));
  assert.match(errors[0]!.message, `parameter of type 'Arg<"f32", ["n"]>'`);
});

test('the installed bin: aplc check src/ finds the bad template, exit 1, TypeScript coordinates', () => {
  writeFileSync(join(consumer, 'src', 'shapes.ts'), "import { apl } from 'aplc';\n\nexport const f = apl('⍵ f32[n]')`{⍵+1↓⍵}`;\n");
  const r = run(join(consumer, 'node_modules', '.bin', 'aplc'), ['check', 'src/', '--format', 'github'], consumer);
  assert.is(r.code, 1, r.err);
  assert.match(r.out, '::error file=src/shapes.ts,line=3,col=36,');
});

test('aplc check needs no TypeScript of the user: the same run with typescript moved away', () => {
  const ts = join(consumer, 'node_modules', 'typescript');
  const away = join(consumer, 'typescript-moved-away');
  renameSync(ts, away);
  try {
    writeFileSync(join(consumer, 'src', 'plain.mjs'), "import { compile } from 'aplc';\nexport const g = compile('{(1 2 3)+1 2 3 4}');\n");
    const r = run(join(consumer, 'node_modules', '.bin', 'aplc'), ['check', 'src/', '--format', 'github'], consumer);
    assert.is(r.code, 1, r.err);
    assert.match(r.out, '::error file=src/shapes.ts,line=3,col=36,');
    assert.match(r.out, '::error file=src/plain.mjs,line=2,col=35,');
  } finally {
    renameSync(away, ts);
  }
});

test.run();
