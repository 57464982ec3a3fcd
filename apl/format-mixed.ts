// The display form of a mixed array (characters beside numbers, shapes/mixed-arrays.ts), as Dyalog
// prints one: each column of the last axis is formatted on its own. A column of characters only
// is one character wide and touches a neighbouring column of characters ('ab',1 2,'cd' is
// `ab 1 2 cd`); a column holding a number is a numeric column, its numbers aligned as a numeric
// matrix's, and a blank separates it from its neighbours; a character in a numeric column is at
// its left (as ngn/apl prints it: Dyalog's documentation does not say). The planes of an array of
// rank 3 or more are separated by blank lines, as a simple array's are.
import { separatorBefore } from './format-planes.js';

/** What a mixed array to print is: its values, a character as its code point, and the mask that marks the characters. */
export interface MixedDisplay {
  readonly elem: 'bool' | 'int' | 'float' | 'char';
  readonly shape: readonly number[];
  readonly data: ArrayLike<number>;
  readonly chars: ArrayLike<number>;
}

const product = (xs: readonly number[]): number => xs.reduce((a, b) => a * b, 1);

/**
 * A value whose mask marks every element, or none, as the simple array it is (a character array,
 * or its numbers alone); any other as it was. An item cut from a mixed vector is often one kind.
 */
export function simplified<V extends { readonly elem: MixedDisplay['elem']; readonly data: ArrayLike<number>; readonly chars?: ArrayLike<number> }>(v: V): V {
  if (v.chars === undefined) return v;
  const n = v.data.length;
  let marked = 0;
  for (let i = 0; i < n; i++) marked += v.chars[i] === 0 ? 0 : 1;
  if (marked !== 0 && marked !== n) return v;
  const { chars: _mask, ...rest } = v;
  void _mask;
  return (marked === 0 || n === 0 ? rest : { ...rest, elem: 'char' }) as V;
}

/**
 * The display form of a mixed array as lines. `cell` writes one element (a character, or a number
 * as format.ts writes it) and `align` aligns the cells of one numeric column.
 */
export function mixedLines(v: MixedDisplay, cell: (x: number, isChar: boolean) => string, align: (cells: readonly string[]) => string[]): string[] {
  const rank = v.shape.length;
  if (rank === 0) return [cell(v.data[0]!, v.chars[0] !== 0)];
  const cols = v.shape[rank - 1]!;
  const rows = product(v.shape.slice(0, -1));
  const isChar = (i: number): boolean => v.chars[i] !== 0;
  const charColumn = Array.from({ length: cols }, (_, c) => {
    for (let r = 0; r < rows; r++) if (!isChar(r * cols + c)) return false;
    return true;
  });
  const columns = charColumn.map((chars, c) => {
    const cells = Array.from({ length: rows }, (_, r) => cell(v.data[r * cols + c]!, isChar(r * cols + c)));
    if (chars) return cells;
    // the numbers aligned among themselves, a character at the left of the column (as ngn/apl prints one)
    const numbers = cells.filter((_, r) => !isChar(r * cols + c));
    const aligned = align(numbers);
    const width = Math.max(1, ...aligned.map((s) => [...s].length));
    let k = 0;
    return cells.map((s, r) => (isChar(r * cols + c) ? s.padEnd(width, ' ') : aligned[k++]!.padStart(width, ' ')));
  });
  const line = (r: number): string => {
    let s = '';
    for (let c = 0; c < cols; c++) s += (c > 0 && !(charColumn[c - 1]! && charColumn[c]!) ? ' ' : '') + columns[c]![r]!;
    // a numeric last column's trailing blanks are only its fractions' padding
    return cols > 0 && !charColumn[cols - 1]! ? s.trimEnd() : s;
  };
  if (rank === 1) return [line(0)];
  const planeRows = v.shape[rank - 2]!;
  const leading = v.shape.slice(0, rank - 2);
  const lines: string[] = [];
  for (let p = 0; p < product(leading); p++) {
    if (p > 0) for (let i = separatorBefore(p, leading); i > 0; i--) lines.push('');
    for (let r = 0; r < planeRows; r++) lines.push(line(p * planeRows + r));
  }
  return lines;
}
