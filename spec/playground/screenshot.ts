// The README's picture of the playground: the page built and opened in Chromium as in
// playground.spec.ts, a program typed with the backtick keymap and run, the cursor on an
// expression, the WGSL tab open. `node dist/spec/playground/screenshot.js docs/playground.png`
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPlayground } from '../../playground/build.js';
import { launchChromium } from '../embed/chromium.js';

const out = process.argv[2];
if (out === undefined) {
  console.error('usage: node dist/spec/playground/screenshot.js OUT.png');
  process.exit(2);
}
const page = await buildPlayground(mkdtempSync(join(tmpdir(), 'aplc-playground-')));
const context = await launchChromium();
try {
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1100, height: 1000 });
  await tab.goto(pathToFileURL(page.page).href);
  await tab.waitForFunction(() => !(document.getElementById('device')?.textContent ?? '').startsWith('looking'));
  const source = tab.getByRole('textbox', { name: 'APL source' });
  await source.fill('');
  await source.pressSequentially('⍝ the mean and the running maximum\nx←3 1 4 1 5 9 2 6\n⎕←(+/x)÷`"x\n⌈\\x');
  await tab.getByRole('button', { name: 'Run', exact: true }).click();
  await tab.waitForFunction(() => !['', 'running…'].includes(document.getElementById('result')?.textContent ?? ''));
  await tab.getByRole('tab', { name: 'WGSL' }).click();
  await source.press('ArrowUp');
  await source.press('End');
  await tab.waitForTimeout(500);
  await tab.screenshot({ path: resolve(out), fullPage: true });
  console.log(`wrote ${resolve(out)}: ${await tab.locator('#device').textContent()}`);
} finally {
  await context.close();
}
