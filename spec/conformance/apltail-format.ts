// How apltail prints, so that our values can be laid beside its NAME.out.ok files:
//  - `⎕←` of a character vector: the characters, raw;
//  - `⎕←` of a non-empty matrix: a blank line, each row preceded by one space, a blank line;
//  - anything else, and the program's final value: `[SHAPE](V1,V2,…)` with `-` for negatives.
import { formatFloat, formatInt, formatLines, type DisplayValue } from '../../apl/format.js';

function element(v: DisplayValue, i: number): string {
  const x = v.data[i]!;
  if (v.elem === 'char') return String.fromCodePoint(x);
  const s = v.elem === 'float' ? formatFloat(x) : formatInt(x);
  return s.replace(/¯/g, '-');
}

/** `[2,3](1,2,3,4,5,6)`; `[](615)` for a scalar. */
export function bracketForm(v: DisplayValue): string {
  const n = v.shape.reduce((a, b) => a * b, 1);
  const items: string[] = [];
  for (let i = 0; i < n; i++) items.push(element(v, i));
  return `[${v.shape.join(',')}](${items.join(',')})`;
}

/** The lines apltail's `⎕←` writes for a value. */
export function quadLines(v: DisplayValue): string[] {
  if (v.shape.length === 1 && v.elem === 'char') return formatLines(v);
  if (v.shape.length === 2 && v.shape[0]! > 0 && v.shape[1]! > 0) {
    const rows = formatLines(v).map((row) => ' ' + (v.elem === 'char' ? row : row.replace(/¯/g, '-')));
    return ['', ...rows, ''];
  }
  return [bracketForm(v)];
}

/** Everything a program printed: its `⎕←` values, then (last) its final value in bracket form. */
export function apltailLines(outputs: readonly DisplayValue[]): string[] {
  if (outputs.length === 0) return [];
  const quad = outputs.slice(0, -1).flatMap(quadLines);
  return [...quad, bracketForm(outputs[outputs.length - 1]!)];
}
