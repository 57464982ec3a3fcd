// The playground in a browser: `npm run playground`'s page is built (its script bundled for
// browsers: nothing from Node may be in it), opened as a file in Debian's Chromium with
// SwiftShader's WebGPU adapter, and used as a person would, through the controls' accessible
// names: glyphs typed with the backtick keymap into `APL source`, `Run` pressed, the `Result`
// read; a shape error shown as the program is typed; the tabs. Without Chromium the browser test
// is skipped with a note (a failure under APLC_REQUIRE_GPU=1).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { buildPlayground, type PlaygroundBundle } from '../../playground/build.js';
import { CHROMIUM, launchChromium } from '../embed/chromium.js';

const REQUIRED = process.env['APLC_REQUIRE_GPU'] === '1';

let bundled: PlaygroundBundle | null = null;

test('the page and its script bundle for browsers, without anything from Node', async () => {
  bundled = await buildPlayground(mkdtempSync(join(tmpdir(), 'aplc-playground-')));
  const inputs = bundled.inputs;
  assert.ok(inputs.includes('dist/gpu/device-browser.js') && inputs.includes('dist/cli/text-files-browser.js'), 'the browser twins are used');
  assert.not.ok(inputs.includes('dist/gpu/device.js') || inputs.includes('dist/cli/text-files.js'), 'the Node modules are not');
  assert.equal(inputs.filter((i) => i.startsWith('node:') || i.includes('node_modules/webgpu/') || i.includes('node_modules/vscode-languageserver')), []);
  for (const m of ['dist/cli/lsp-apl.js', 'dist/cli/lsp-hover.js', 'dist/apl/format.js', 'dist/gpu/exec.js', 'dist/cpu/run.js', 'dist/cli/plan.js']) assert.ok(inputs.includes(m), `${m} is in`);
  const html = readFileSync(bundled.page, 'utf8');
  assert.match(html, /<script src="playground.js"><\/script>/, 'a classic script: module scripts do not load from file://');
  assert.not.match(readFileSync(join(bundled.dir, 'playground.js'), 'utf8'), /require\(["'](fs|path|child_process|node:)/);
});

/** Waits until the element's text satisfies the test, and returns it. */
async function textWhen(page: Page, selector: string, ok: (text: string) => boolean, what: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = (await page.locator(selector).textContent()) ?? '';
    if (ok(text)) return text;
    if (Date.now() > deadline) assert.unreachable(`${what}: still ${JSON.stringify(text)}`);
    await page.waitForTimeout(50);
  }
}

const NAME = 'typed into APL source, Run computes +/⍳10 as 55 on WebGPU; 1 2 3+1 2 shows a LENGTH ERROR with both shapes as it is typed [slow: starts a browser]';

if (!existsSync(CHROMIUM) && !REQUIRED) {
  console.log(`note: spec/playground/playground.spec: ${CHROMIUM} is missing (apt-get install chromium); the browser test is skipped (set APLC_REQUIRE_GPU=1 to fail instead)`);
  test.skip(NAME, () => undefined);
} else {
  test(NAME, async () => {
    assert.ok(bundled !== null, 'the page was built');
    const context = await launchChromium();
    try {
      const page = await context.newPage();
      const logs: string[] = [];
      page.on('pageerror', (e) => logs.push(`page error: ${e.message}`));
      await page.goto(pathToFileURL(bundled.page).href);
      const device = await textWhen(page, '#device', (t) => !t.startsWith('looking'), 'the adapter was looked for');
      const webgpu = device.startsWith('Running on WebGPU');
      if (REQUIRED) assert.ok(webgpu, `APLC_REQUIRE_GPU=1 and the page says: ${device}`);

      // `auto` runs on the cpu backend where the adapter is a software one (SwiftShader here): ask for WebGPU
      if (webgpu) await page.getByRole('combobox', { name: 'Backend' }).selectOption('webgpu');
      const source = page.getByRole('textbox', { name: 'APL source' });
      await source.fill('');
      await source.pressSequentially('+/`i10');
      assert.is(await source.inputValue(), '+/⍳10', 'the backtick keymap');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      const result = await textWhen(page, '[role=region][aria-label=Result]', (t) => t !== '' && t !== 'running…', 'Run gave a result');
      assert.is(result, '55', logs.join('\n'));
      assert.is(await page.getByRole('region', { name: 'Result' }).textContent(), '55');
      assert.match((await page.locator('#ran').textContent()) ?? '', webgpu ? /^ran on backend webgpu on WebGPU/ : /^ran on backend cpu/);

      // the shape of ⍳10: the cursor put before ⍳ with the keyboard
      await source.press('Home');
      await source.press('ArrowRight');
      await source.press('ArrowRight');
      await textWhen(page, '#shape', (t) => t === 'shape: i32[10] (⍳)', 'the shape under the cursor');

      // the tabs: phases, the IR after each pass, the WGSL of the run
      const phases = await textWhen(page, '#panel-phases', (t) => t.includes('phase 1'), 'the phases tab');
      assert.match(phases, /^device profile: /);
      await page.getByRole('tab', { name: 'IR after each pass' }).click();
      assert.match((await page.getByRole('tabpanel', { name: 'IR after each pass' }).textContent()) ?? '', /── after lower \(\d+ kernels?\) ──\nfun main/);
      await page.getByRole('tab', { name: 'IR after each pass' }).press('ArrowRight');
      const wgsl = (await page.getByRole('tabpanel', { name: 'WGSL' }).textContent()) ?? '';
      assert.match(wgsl, webgpu ? /@compute @workgroup_size/ : /no WGSL/);

      // an error as it is typed, without pressing Run
      await source.fill('1 2 3+1 2');
      const errors = await textWhen(page, '#errors', (t) => t.startsWith('LENGTH ERROR'), 'the LENGTH ERROR as typed');
      assert.is(errors, 'LENGTH ERROR: shapes differ: left [3], right [2]\n  at playground.apl:1:6\n    1 2 3+1 2\n         ^\n  left: [3] from 1 2 3 at 1:1\n  right: [2] from 1 2 at 1:7');
      assert.is(await page.getByRole('region', { name: 'Errors' }).textContent(), errors);
      assert.equal(logs, []);
    } finally {
      await context.close();
    }
  });
}

test.run();
