// Files a program reads with ⎕NGET, found relative to the program's own file (or to the working
// directory for a program without one: the REPL, a literal argument).
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { ReadTextFile } from '../apl/file-reads.js';

function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
}

/** The reader for a program named `programFile`; names like `<repl>` are not files. */
export function textFilesBeside(programFile: string): ReadTextFile {
  const base = programFile.startsWith('<') ? process.cwd() : dirname(resolve(programFile));
  return (path) => {
    const full = isAbsolute(path) ? path : resolve(base, path);
    try {
      return { text: readFileSync(full, 'utf8') };
    } catch (e) {
      return { error: `cannot read ${path}${full === path ? '' : ` (${full})`}: ${why(e)}` };
    }
  };
}
