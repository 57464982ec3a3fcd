// The browser the browser tests use: Debian's Chromium through playwright-core (never a
// downloaded browser in CI) with DESIGN.md's flags, under which SwiftShader gives it a WebGPU
// adapter without a GPU. Shared by spec/embed/browser.spec.ts and spec/playground/.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's chromium; APLC_CHROMIUM names another build of Chromium. */
export const CHROMIUM = process.env['APLC_CHROMIUM'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--enable-unsafe-webgpu',
  '--use-webgpu-adapter=swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--headless=new',
];

/** A fresh headless Chromium with its own profile folder. */
export function launchChromium(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'aplc-chromium-')), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}
