// `npm run playground`: bundles the page's script (page.ts, compiled by tsc to dist/playground/)
// for browsers with esbuild and writes the page beside it, dist/playground/index.html, which works
// opened as a file. Platform 'browser': package.json's "browser" field swaps the Node modules
// (gpu/device.js, cli/text-files.js) for their browser twins, and an import of anything from Node
// fails the build. The script is a classic one (an IIFE): browsers load no module scripts from file://.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PlaygroundBundle {
  readonly dir: string;
  readonly page: string;
  /** every file the bundle was made from, relative to the project root */
  readonly inputs: readonly string[];
  readonly bytes: number;
}

/** This module's folder in dist/, where tsc put page.js. */
const HERE = fileURLToPath(new URL('.', import.meta.url));
/** The page's HTML, in the source folder. */
const HTML = fileURLToPath(new URL('../../playground/index.html', import.meta.url));

export async function buildPlayground(outDir: string): Promise<PlaygroundBundle> {
  mkdirSync(outDir, { recursive: true });
  const r = await build({
    entryPoints: [join(HERE, 'page.js')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outfile: join(outDir, 'playground.js'),
    metafile: true,
    minify: true,
    logLevel: 'silent',
    // the bundle is run from its own folder: its metafile paths are relative to the project
    absWorkingDir: resolve(HERE, '../..'),
  });
  const page = join(outDir, 'index.html');
  copyFileSync(HTML, page);
  const out = Object.values(r.metafile.outputs)[0];
  return { dir: outDir, page, inputs: Object.keys(r.metafile.inputs), bytes: out?.bytes ?? 0 };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = resolve(process.argv[2] ?? HERE);
  try {
    const b = await buildPlayground(dir);
    console.log(`wrote ${b.page} and playground.js (${b.bytes} bytes, ${b.inputs.length} modules); open the page in a browser`);
  } catch (e) {
    console.error(`aplc playground: the bundle failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
