// `aplc build FILE.apl -o DIR`: the ES module and its .d.ts, imported from a project that depends
// on aplc (node_modules/aplc links to this package), its functions run, its types enforced by tsc,
// and its import graph free of the compiler (parser, checker, passes).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { AplError, type AplArray } from '../../index.js';
import { typeErrors } from './tsc.js';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const ROOT = resolve('.');
const project = mkdtempSync(join(tmpdir(), 'aplc-build-'));
mkdirSync(join(project, 'node_modules'));
symlinkSync(ROOT, join(project, 'node_modules', 'aplc'), 'dir');

function aplc(...args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: project, encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

writeFileSync(
  join(project, 'linalg.apl'),
  [
    '⍝ Small linear algebra, exported by aplc build.',
    '⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32',
    'dot←{+/⍺×⍵}',
    '⍝ matmul: ⍺ f32[m,k] ⍵ f32[k,n] → f32[m,n]',
    'matmul←{⍺+.×⍵}',
    '⍝ tail: ⍵ i32[n]',
    'tail←{1↓⍵}',
    'helper←{⍵×2}',
    '',
  ].join('\n'),
);

test('aplc build writes NAME.js and NAME.d.ts with the declared functions', () => {
  const r = aplc('build', 'linalg.apl', '-o', 'out');
  assert.is(r.code, 0, r.err);
  assert.match(r.out, 'wrote out/linalg.js');
  const dts = readFileSync(join(project, 'out/linalg.d.ts'), 'utf8');
  assert.match(dts, "import type { AplFunction } from 'aplc/runtime';");
  assert.match(dts, 'export declare const dot: AplFunction<"⍺ f32[n] ⍵ f32[n] → f32">;');
  assert.match(dts, 'export declare const matmul: AplFunction<"⍺ f32[m,k] ⍵ f32[k,n] → f32[m,n]">;');
  // The inferred result of tail, [max(0,n - 1)], is a rank-1 result in the type.
  assert.match(dts, 'export declare const tail: AplFunction<"⍵ i32[n] → i32[_1]">;');
  assert.not.match(dts, 'helper', 'a function without a signature comment is not exported');
  assert.match(readFileSync(join(project, 'out/linalg.js'), 'utf8'), "import { defineFunction } from 'aplc/runtime';");
});

test('the built module runs: values, result shapes, and dims checked at the call', async () => {
  const mod = (await import(pathToFileURL(join(project, 'out/linalg.js')).href)) as Record<string, (...args: unknown[]) => Promise<AplArray>>;
  assert.is((await mod['dot']!([1, 2, 3], [4, 5, 6])).item(), 32);
  const p = await mod['matmul']!([[1, 2], [3, 4]], [[5, 6], [7, 8]]);
  assert.equal(p.shape, [2, 2]);
  assert.equal(p.toArray(), [[19, 22], [43, 50]]);
  assert.equal((await mod['tail']!([1, 2, 3])).toArray(), [2, 3]);
  const e = await mod['matmul']!([[1, 2, 3]], [[1, 2]]).catch((x: unknown) => x);
  assert.ok(e instanceof AplError, 'the built module throws the package’s AplError');
  assert.is(e.message, 'LENGTH ERROR: k: 3 from ⍺, 1 from ⍵\n  in a call of matmul: ⍺ f32[m,k] ⍵ f32[k,n] → f32[m,n]');
});

test('the .d.ts types the functions: right calls pass tsc, a wrong rank or element type fails', () => {
  const use = join(project, 'use.ts');
  writeFileSync(
    use,
    [
      "import { f32, i32 } from 'aplc';",
      "import { dot, matmul, tail } from './out/linalg.js';",
      'export const a = dot(f32([1, 2]), [3, 4]);',
      'export const b: Promise<readonly [number, number]> = matmul(f32([[1]]), f32([[2]])).then((r) => r.shape);',
      'export const c: Promise<Int32Array> = tail(i32([1, 2, 3])).then((r) => r.data);',
      'dot(f32([[1, 2]]), f32([1, 2])); // wrong rank',
      'tail(f32([1.5])); // wrong element type',
      'export const d: Promise<readonly [number]> = matmul(f32([[1]]), f32([[2]])).then((r) => r.shape); // wrong result rank',
    ].join('\n'),
  );
  const errors = typeErrors([use]);
  assert.equal([...new Set(errors.map((e) => e.line))], [6, 7, 8], errors.map((e) => `${e.line}: ${e.message}`).join('\n'));
});

test('the built module needs no compiler at run time: its bundle has no parser, checker or optimisation passes', async () => {
  const r = await build({
    entryPoints: [join(project, 'out/linalg.js')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    absWorkingDir: ROOT,
    logLevel: 'silent',
  });
  const inputs = Object.keys(r.metafile.inputs);
  assert.ok(inputs.includes('dist/api/runtime.js') && inputs.includes('dist/gpu/exec.js') && inputs.includes('dist/core-ir/interp.js'));
  const compiler = inputs.filter((i) => /dist\/(apl\/(parse|parser|lexer|scope|binding)|shapes\/(check|primitives|solve)|passes\/|api\/(functions|compile))/.test(i));
  // kernelize plans the kernels for the device the module finds when it runs, and the memory pass
  // plans that kernels program's memory: they and the profile table come along (small, pure, no
  // compiler behind them); nothing else from passes/ does
  assert.equal([...compiler].sort(), ['dist/passes/device-profiles.js', 'dist/passes/kernelize.js', 'dist/passes/plan-memory.js']);
});

test('aplc build: a function that does not check, or a file that declares none, exits 1', () => {
  writeFileSync(join(project, 'bad.apl'), '⍝ f: ⍵ i32[n]\nf←{⍵+1↓⍵}\n');
  const bad = aplc('build', 'bad.apl', '-o', 'out');
  assert.is(bad.code, 1);
  assert.match(bad.err, 'LENGTH ERROR');
  assert.match(bad.err, 'bad.apl:2:5');
  assert.not.ok(existsSync(join(project, 'out/bad.js')));
  writeFileSync(join(project, 'none.apl'), 'f←{⍵}\n');
  const none = aplc('build', 'none.apl', '-o', 'out');
  assert.is(none.code, 1);
  assert.match(none.err, 'declares no function to export');
  assert.is(aplc('build', 'linalg.apl').code, 2, '-o is required');
});

test.run();
