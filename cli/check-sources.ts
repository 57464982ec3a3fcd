// What `aplc check` reads besides .apl files: JavaScript and TypeScript files for their `apl`
// templates and `compile` sources, and directories for all of them (recursively, skipping
// node_modules, dist and hidden folders, as a CI job runs `aplc check src/`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diag } from '../apl/diagnostics.js';
import type { FileResult } from './report.js';
import { loadJsParser } from './embedded-sources.js';
import { checkScriptFile } from './ts-scan.js';

const SCRIPT = /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/i;
const DECLARATIONS = /\.d\.(ts|mts|cts)$/i;
const APL = /\.apl[afno]?$/i;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage']);

/** A JavaScript or TypeScript source whose APL `aplc check` checks (declaration files have none). */
export function isScriptSource(file: string): boolean {
  return SCRIPT.test(file) && !DECLARATIONS.test(file);
}

/** The files under a directory that `aplc check` reads, in a stable order. */
export function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!e.name.startsWith('.') && !SKIPPED_DIRS.has(e.name)) out.push(...sourcesUnder(path));
    } else if (e.isFile() && (APL.test(e.name) || isScriptSource(e.name))) out.push(path);
  }
  return out;
}

function fileError(file: string, why: string): FileResult {
  return { file, text: '', diagnostics: [diag('FILE', why, file, null)] };
}

function readError(file: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
  return `cannot read ${file}: ${why}`;
}

/** Checks the APL of a JavaScript or TypeScript file (the CLI checks .apl files itself). */
export async function checkScriptPath(file: string): Promise<FileResult> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return fileError(file, readError(file, e));
  }
  return { file, text, diagnostics: checkScriptFile(await loadJsParser(), file, text).diagnostics };
}

/** The files `aplc check` reads for its arguments: a file as it is, a directory's sources recursively. */
export function expandCheckPaths(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let dir = false;
    try {
      dir = statSync(p).isDirectory();
    } catch {
      // A missing path stays in the list: reading it reports the FILE ERROR.
    }
    files.push(...(dir ? sourcesUnder(p) : [p]));
  }
  return files;
}
