// Tests run from dist/, while programs and corpora live beside the sources: find the project root
// from this module's own location rather than from the working directory or a fixed ../../ count.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isAplcRoot(dir: string): boolean {
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) return false;
  try {
    const parsed: unknown = JSON.parse(readFileSync(pkg, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && (parsed as { name?: unknown }).name === 'aplc';
  } catch {
    return false;
  }
}

/** The nearest ancestor of `from` (default: this module's folder) holding aplc's package.json. */
export function findProjectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (isAplcRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no aplc package.json above ${from}`);
    dir = parent;
  }
}
