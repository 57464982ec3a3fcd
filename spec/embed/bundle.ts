// Bundles the browser example (examples/embed/browser/) with esbuild, as a consumer's bundler would:
// platform 'browser', so package.json's "browser" field swaps gpu/device.js for
// gpu/device-browser.js, and any import of a Node module fails the build. Run as a script it
// writes the page to a folder: `node dist/spec/embed/bundle.js OUTDIR` (CI does it in browser.spec).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BrowserBundle {
  readonly dir: string;
  readonly bundle: string;
  /** every file the bundle was made from, relative to the project root */
  readonly inputs: readonly string[];
  readonly bytes: number;
}

const EXAMPLE = resolve('examples/embed/browser');

export async function bundleBrowserExample(outDir: string): Promise<BrowserBundle> {
  mkdirSync(outDir, { recursive: true });
  const bundle = join(outDir, 'bundle.js');
  const r = await build({
    entryPoints: [join(EXAMPLE, 'app.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: bundle,
    metafile: true,
    logLevel: 'silent',
  });
  copyFileSync(join(EXAMPLE, 'index.html'), join(outDir, 'index.html'));
  const out = Object.values(r.metafile.outputs)[0];
  return { dir: outDir, bundle, inputs: Object.keys(r.metafile.inputs), bytes: out?.bytes ?? 0 };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2];
  if (dir === undefined) {
    console.error('usage: node dist/spec/embed/bundle.js OUTDIR');
    process.exit(2);
  }
  const b = await bundleBrowserExample(resolve(dir));
  console.log(`wrote ${b.bundle} (${b.bytes} bytes, ${b.inputs.length} modules) and index.html`);
}
