// `-o FILE`: main's result written as .npy, .json (the form --json prints, which aplc reads back)
// or .csv (a scalar, a vector as one row, or a matrix; numbers only), chosen by the extension.
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { formatJson, jsonFloat } from '../apl/format.js';
import type { ArrayValue } from '../core-ir/value.js';
import { widthOfData } from '../ops/float-width.js';
import { writeNpy } from './npy.js';

export type OutputFormat = 'npy' | 'json' | 'csv';

/** The format an output path asks for, or null for an extension aplc does not write. */
export function outputFormat(path: string): OutputFormat | null {
  const ext = extname(path).toLowerCase();
  return ext === '.npy' ? 'npy' : ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : null;
}

function csvNumber(v: ArrayValue, x: number): string {
  if (v.elem !== 'float') return String(x);
  // numpy's spelling for what JSON cannot hold
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return jsonFloat(x, widthOfData(v.data));
}

function csvText(v: ArrayValue): string | { cls: 'RANK' | 'DOMAIN'; message: string } {
  if (v.shape.length > 2) return { cls: 'RANK', message: `a CSV file holds a table, and the result has rank ${v.shape.length} [${v.shape.join(',')}]: write .npy or .json` };
  if (v.elem === 'char') return { cls: 'DOMAIN', message: 'a CSV file holds numbers, and the result is characters: write .json or .npy' };
  const columns = v.shape.length === 2 ? v.shape[1]! : v.shape.length === 1 ? v.shape[0]! : 1;
  const rows = v.shape.length === 2 ? v.shape[0]! : 1;
  const lines: string[] = new Array<string>(rows);
  const cells: string[] = new Array<string>(columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) cells[c] = csvNumber(v, v.data[r * columns + c]!);
    lines[r] = cells.join(',');
  }
  return lines.length === 0 || columns === 0 ? '' : lines.join('\n') + '\n';
}

/** Writes the result; the problem, if any, as the APL error it is (FILE when it cannot be written). */
export function writeResult(v: ArrayValue, path: string, format: OutputFormat): { cls: 'RANK' | 'DOMAIN' | 'FILE'; message: string } | null {
  let body: string | Uint8Array;
  if (format === 'csv') {
    const text = csvText(v);
    if (typeof text !== 'string') return { cls: text.cls, message: `-o ${path}: ${text.message}` };
    body = text;
  } else if (format === 'json') body = formatJson(v) + '\n';
  else {
    const bytes = writeNpy(v);
    if (typeof bytes === 'string') return { cls: 'FILE', message: `-o ${path}: ${bytes}` };
    body = bytes;
  }
  try {
    writeFileSync(path, body);
    return null;
  } catch (e) {
    return { cls: 'FILE', message: `cannot write ${path}: ${(e as Error).message}` };
  }
}
