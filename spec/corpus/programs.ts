// Finds the corpus: every spec/programs/**/*.apl, in a stable order.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface ProgramFile {
  /** relative to the project root, with forward slashes: what tests and diagnostics name */
  readonly path: string;
  readonly absolute: string;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile() && entry.name.endsWith('.apl')) out.push(full);
  }
  return out;
}

/** The programs under `dir` (none when it does not exist), named relative to `root`. */
/**
 * The programs whose path holds APLC_CORPUS_ONLY, or all of them: a developer re-runs the few
 * programs a change touches on every backend and profile without the whole corpus. CI never sets it.
 */
export function selectedPrograms(programs: readonly ProgramFile[], only: string | undefined = process.env['APLC_CORPUS_ONLY']): ProgramFile[] {
  return only === undefined || only === '' ? [...programs] : programs.filter((p) => p.path.includes(only));
}

export function findPrograms(root: string, dir: string = join(root, 'spec', 'programs')): ProgramFile[] {
  if (!existsSync(dir)) return [];
  return walk(dir)
    .map((absolute) => ({ absolute, path: relative(root, absolute).split(sep).join('/') }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
