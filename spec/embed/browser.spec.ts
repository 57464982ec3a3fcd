// The browser build: the example page is bundled for browsers (nothing from Node may be pulled
// in), served from 127.0.0.1 and opened in Debian's Chromium through playwright-core with
// SwiftShader's WebGPU adapter; the page compiles APL and runs it on navigator.gpu, and the test
// checks what it computed. Without Chromium or an adapter the browser half is skipped with a note,
// or fails under APLC_REQUIRE_GPU=1.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { bundleBrowserExample, type BrowserBundle } from './bundle.js';
import { CHROMIUM, launchChromium } from './chromium.js';

const REQUIRED = process.env['APLC_REQUIRE_GPU'] === '1';

let bundled: BrowserBundle | null = null;

test('the example bundles for browsers with esbuild, without anything from Node', async () => {
  bundled = await bundleBrowserExample(mkdtempSync(join(tmpdir(), 'aplc-browser-')));
  const inputs = bundled.inputs;
  assert.ok(inputs.includes('dist/gpu/device-browser.js'), 'the browser device module is used');
  assert.not.ok(inputs.includes('dist/gpu/device.js'), 'the Node device module is not');
  assert.equal(inputs.filter((i) => i.startsWith('node:') || i.includes('node_modules/webgpu/')), []);
  assert.ok(inputs.some((i) => i.includes('dist/gpu/exec.js')) && inputs.some((i) => i.includes('dist/shapes/check.js')), 'compiler and GPU runtime are both in');
  const text = readFileSync(bundled.bundle, 'utf8');
  assert.not.match(text, /from\s*["']node:/);
  assert.not.match(text, /require\(["'](fs|path|child_process)["']\)/);
});

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof addr === 'object' && addr !== null ? addr.port : 0}/` });
  }));
}

interface PageResult {
  readonly backend?: string;
  readonly dot?: number;
  readonly matmul?: number[][];
  readonly runningMax?: number[];
  readonly lengthError?: string;
  readonly error?: string;
}

/**
 * Chromium and its WebGPU adapter, probed before the browser test is registered: without them the
 * test is registered as skipped with a note, or as a failure under APLC_REQUIRE_GPU=1.
 */
async function probeChromium(): Promise<string | null> {
  if (!existsSync(CHROMIUM)) return `${CHROMIUM} is missing (apt-get install chromium)`;
  const context = await launchChromium();
  const blank = mkdtempSync(join(tmpdir(), 'aplc-blank-'));
  writeFileSync(join(blank, 'index.html'), '<!doctype html><title>probe</title>');
  const { server, url } = await serve(blank);
  try {
    const page = await context.newPage();
    await page.goto(url); // a secure context (127.0.0.1): navigator.gpu exists only there
    const adapter = await page.evaluate(async () => {
      const gpu = (navigator as Navigator & { gpu?: GPU }).gpu;
      if (gpu === undefined) return 'no navigator.gpu';
      return (await gpu.requestAdapter()) === null ? 'no WebGPU adapter' : null;
    });
    return adapter === null ? null : `Chromium offers ${adapter}`;
  } finally {
    await context.close();
    server.close();
  }
}

const missing = await probeChromium().catch((e: unknown) => `the Chromium probe failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
const NAME = 'Chromium loads the page and aplc computes on WebGPU there [slow: starts a browser]';

if (missing !== null && !REQUIRED) {
  console.log(`note: spec/embed/browser.spec: ${missing}; the browser test is skipped (set APLC_REQUIRE_GPU=1 to fail instead)`);
  test.skip(NAME, () => undefined);
} else {
  test(NAME, async () => {
    if (missing !== null) assert.unreachable(`${missing} (APLC_REQUIRE_GPU=1)`);
    assert.ok(bundled !== null, 'the bundle was built');
    const { server, url } = await serve(bundled.dir);
    const context = await launchChromium();
    try {
      const page = await context.newPage();
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      page.on('pageerror', (e) => logs.push(`page error: ${e.message}`));
      // auto would take the cpu backend on SwiftShader, a software rasteriser: WebGPU is asked for
      await page.goto(`${url}?backend=webgpu`);
      await page.waitForFunction(() => 'aplcResult' in window, undefined, { timeout: 60_000 });
      const r = await page.evaluate(() => (window as unknown as { aplcResult: PageResult }).aplcResult);
      assert.is(r.error, undefined, `the page failed: ${r.error}\n${logs.join('\n')}`);
      assert.is(r.backend, 'webgpu', `ran on ${r.backend}`);
      // Σ (i mod 10)² over ⍳1000: 100 times 0²+1²+…+9²
      assert.is(r.dot, 28500);
      assert.equal(r.matmul, [[19, 22], [43, 50]]);
      assert.equal(r.runningMax, [3, 3, 4, 4, 5, 9, 9, 9]);
      assert.is(r.lengthError, 'LENGTH ERROR: n: 3 from ⍺, 4 from ⍵\n  in a call of {+/⍺×⍵} (⍺ f32[n] ⍵ f32[n] → f32)');
      assert.match((await page.textContent('#out')) ?? '', 'backend: webgpu');
    } finally {
      await context.close();
      server.close();
    }
  });
}

test.run();
