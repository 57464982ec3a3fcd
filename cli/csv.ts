// Numbers from a CSV or TSV file: one row a line, the same number of fields in every row, a first
// line of names (anything that is not all numbers) skipped. Written for size: a million rows are
// read in one pass over the text, into a growing Float64Array, without a string per line.
import { numbersElem, type InputArray, type InputProblem } from './input-array.js';

/** A field that Number() does not read as it is: blanks, quotes and APL's high minus are allowed. */
function cleanField(raw: string): number {
  let s = raw.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) s = s.slice(1, -1).trim();
  if (s === '') return NaN;
  return Number(s.replace(/^¯/, '-').replace(/e¯/i, 'e-'));
}

function fieldValue(text: string, from: number, to: number): number {
  if (from === to) return NaN;
  const raw = text.slice(from, to);
  const x = Number(raw);
  // Number('') and Number('  ') are 0: a zero must have a digit
  if (x === 0) return /\d/.test(raw) ? cleanField(raw) : NaN;
  return Number.isNaN(x) ? cleanField(raw) : x;
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

function shown(field: string): string {
  const s = field.trim();
  return s === '' ? 'empty' : `"${s.length > 20 ? s.slice(0, 19) + '…' : s}", not a number`;
}

/** The table a .csv (delimiter ',') or .tsv ('\t') file holds, as a matrix [rows, columns]. */
export function readDelimited(text: string, source: string, delimiter: ',' | '\t'): InputArray | InputProblem {
  let values = new Float64Array(1 << 16);
  let rowLines = new Int32Array(1 << 12);
  let count = 0;
  let rows = 0;
  let columns = -1;
  let firstRowLine = 0;
  let headerFields = 0;
  let line = 0;
  const n = text.length;
  // the next delimiter at or after the cursor (n: none left), so that a line's last field does not
  // search the lines after it: with one column that search would run to the end for every line
  let nextDelimiter = -1;
  for (let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0; pos < n; ) {
    let end = text.indexOf('\n', pos);
    if (end < 0) end = n;
    line++;
    const stop = end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const lineStart = pos;
    pos = end + 1;
    if (isBlank(text, lineStart, stop)) continue;
    const rowStart = count;
    let fields = 0;
    let bad: { field: number; text: string } | null = null;
    let words = false;
    for (let f = lineStart; ; ) {
      if (nextDelimiter < f) {
        nextDelimiter = text.indexOf(delimiter, f);
        if (nextDelimiter < 0) nextDelimiter = n;
      }
      const e = nextDelimiter > stop ? stop : nextDelimiter;
      const x = fieldValue(text, f, e);
      fields++;
      if (Number.isNaN(x)) {
        bad ??= { field: fields, text: text.slice(f, e) };
        words ||= !isBlank(text, f, e);
      }
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count++] = x;
      if (e >= stop) break;
      f = e + 1;
    }
    if (bad !== null) {
      // the first line may name the columns (a blank name among them, as pandas writes for an index)
      if (words && rows === 0 && columns === -1 && headerFields === 0) {
        headerFields = fields;
        count = rowStart;
        continue;
      }
      return { cls: 'DOMAIN', message: `${source} line ${line}, field ${bad.field}: ${shown(bad.text)}` };
    }
    if (columns === -1) {
      columns = fields;
      firstRowLine = line;
    } else if (fields !== columns) {
      return { cls: 'RANK', message: `${source} line ${line} has ${fields} field${fields === 1 ? '' : 's'}, but line ${firstRowLine} has ${columns}: the rows of a table must be of one length` };
    }
    if (rows === rowLines.length) {
      const grown = new Int32Array(rowLines.length * 2);
      grown.set(rowLines);
      rowLines = grown;
    }
    rowLines[rows++] = line;
  }
  const width = columns === -1 ? headerFields : columns;
  const data = values.subarray(0, count);
  const lines = rowLines;
  return {
    source,
    shape: [rows, width],
    elem: numbersElem(data),
    data,
    typedBy: 'values',
    position: (i) => `line ${lines[Math.floor(i / width)]}, field ${(i % width) + 1}`,
    table: true,
  };
}
