// ⎕NGET in a browser page (the playground): there is no file system to read, so every read is a
// FILE NAME ERROR that says so. It stands in for text-files.ts in browser bundles — package.json's
// "browser" field maps one file to the other — and imports nothing from Node.
import type { ReadTextFile } from '../apl/file-reads.js';

/** The reader for a program in the browser: every path is unreadable, with the reason. */
export function textFilesBeside(_programFile: string): ReadTextFile {
  return (path) => ({ error: `cannot read ${path}: a program in the browser has no files (run it with aplc on the command line)` });
}
