// The display form of a nested array whose items are simple (depth 2), as Dyalog prints it: each
// item is formatted on its own (a character matrix of lines), with a blank on each side, and the
// items are laid side by side along the outer array's last axis, top-aligned and left-aligned, each
// column as wide as its widest item: (1 2)(3 4) is ` 1 2  3 4 `, ⊂1 2 3 is ` 1 2 3 `. The rows of
// an outer matrix follow one another; the planes of a higher-rank outer array are separated by
// blank lines, as a simple array's are. The value is held as the regular array of its outer shape
// followed by its items' shape (shapes/nested.ts); `itemRank` says where the two meet.
import { separatorBefore } from './format-planes.js';

/** What a nested value to print is: the regular array that holds it, and how many axes are each item's. */
export interface NestedDisplay {
  readonly elem: 'bool' | 'int' | 'float' | 'char';
  readonly shape: readonly number[];
  readonly data: ArrayLike<number>;
  readonly itemRank: number;
  /** items that mix characters and numbers: 1 where an element is a character (format-mixed.ts) */
  readonly chars?: ArrayLike<number>;
}

/** A simple array to format: one item. */
interface Item {
  readonly elem: NestedDisplay['elem'];
  readonly shape: readonly number[];
  readonly data: ArrayLike<number>;
  /** an item of a vector whose data mixes characters and numbers: its elements' character mask (format-mixed.ts) */
  readonly chars?: ArrayLike<number>;
}

const product = (xs: readonly number[]): number => xs.reduce((a, b) => a * b, 1);

/** One item as a block of lines of one width, with a blank on each side. */
function itemBlock(item: Item, formatItem: (v: Item) => string[]): string[] {
  const lines = formatItem(item);
  const width = Math.max(0, ...lines.map((l) => [...l].length));
  return (lines.length === 0 ? [''] : lines).map((l) => ' ' + l + ' '.repeat(width - [...l].length) + ' ');
}

const pad = (s: string, width: number): string => s + ' '.repeat(Math.max(0, width - [...s].length));

/** Item p (in row-major order) of a nested array whose items are of this shape, with its part of the character mask. */
function itemAt(v: NestedDisplay, p: number, itemShape: readonly number[]): Item {
  const size = product(itemShape);
  const slice = (xs: ArrayLike<number>): number[] => Array.from({ length: size }, (_, i) => xs[p * size + i]!);
  return { elem: v.elem, shape: itemShape, data: slice(v.data), ...(v.chars === undefined ? {} : { chars: slice(v.chars) }) };
}

/** The display form of a nested array as lines; `formatItem` is the display form of a simple array. */
export function nestedLines(v: NestedDisplay, formatItem: (v: Item) => string[]): string[] {
  const cut = v.shape.length - v.itemRank;
  const outer = v.shape.slice(0, cut);
  const itemShape = v.shape.slice(cut);
  const block = (p: number): string[] => itemBlock(itemAt(v, p, itemShape), formatItem);
  if (outer.length === 0) return block(0);
  const cols = outer[outer.length - 1]!;
  const rows = outer.length >= 2 ? outer[outer.length - 2]! : 1;
  const planes = product(outer.slice(0, -2));
  if (cols === 0 || rows === 0 || planes === 0) return outer.length === 1 ? [''] : [];
  const lines: string[] = [];
  for (let plane = 0; plane < planes; plane++) {
    if (plane > 0) for (let i = separatorBefore(plane, outer.slice(0, -2)); i > 0; i--) lines.push('');
    const blocks = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => block((plane * rows + r) * cols + c)));
    const widths = Array.from({ length: cols }, (_, c) => Math.max(...blocks.map((row) => [...row[c]![0]!].length)));
    for (const row of blocks) {
      const height = Math.max(...row.map((b) => b.length));
      for (let h = 0; h < height; h++) lines.push(row.map((b, c) => pad(b[h] ?? '', widths[c]!)).join(''));
    }
  }
  return lines;
}

/**
 * What an irregular nested vector to print is: its items' elements end to end and each item's
 * length, ¯1 for an item that is a simple scalar (one element).
 */
export interface RaggedDisplay {
  readonly elem: NestedDisplay['elem'];
  readonly data: ArrayLike<number>;
  readonly itemLengths: readonly number[];
  /** data that mixes characters and numbers: 1 where an element is a character */
  readonly chars?: ArrayLike<number>;
}

/** The items of an irregular nested vector, each a simple vector or a simple scalar. */
function raggedItems(v: RaggedDisplay): Item[] {
  let at = 0;
  return v.itemLengths.map((len) => {
    const data = Array.from({ length: Math.abs(len) }, (_, i) => v.data[at + i]!);
    const mask = v.chars;
    const chars = mask === undefined ? {} : { chars: Array.from({ length: Math.abs(len) }, (_, i) => mask[at + i]!) };
    at += Math.abs(len);
    return { elem: v.elem, shape: len < 0 ? [] : [len], data, ...chars };
  });
}

/**
 * The display form of an irregular nested vector: its items side by side, a vector with a blank on
 * each side, a simple scalar without; a blank separates two items where either is a scalar. So
 * 1 (2 3) is `1  2 3 `, 1 2 (3 4) is `1 2  3 4 ` and (1 2) 3 is ` 1 2  3` (as ngn/apl prints them,
 * after APL2's rule: a simple scalar of a nested array is not bordered by blanks).
 */
export function raggedLines(v: RaggedDisplay, formatItem: (v: Item) => string[]): string[] {
  if (v.itemLengths.length === 0) return [''];
  const items = raggedItems(v);
  return [items.map((it, i) => {
    const text = it.shape.length === 0 ? formatItem(it)[0]! : itemBlock(it, formatItem)[0]!;
    const apart = i > 0 && (it.shape.length === 0 || items[i - 1]!.shape.length === 0);
    return (apart ? ' ' : '') + text;
  }).join('')];
}

/** The JSON form of an irregular nested vector, as a nested one's: each item as a simple vector's JSON. */
export function raggedJson(v: RaggedDisplay, itemJson: (v: Item) => string): string {
  return `{"shape":[${v.itemLengths.length}],"type":"nested","data":[${raggedItems(v).map(itemJson).join(',')}]}`;
}

/** The JSON form of a nested array: the outer shape, type "nested", and each item as a simple array's JSON. */
export function nestedJson(v: NestedDisplay, itemJson: (v: Item) => string): string {
  const cut = v.shape.length - v.itemRank;
  const outer = v.shape.slice(0, cut);
  const itemShape = v.shape.slice(cut);
  const items: string[] = [];
  for (let p = 0; p < product(outer); p++) items.push(itemJson(itemAt(v, p, itemShape)));
  return `{"shape":[${outer.join(',')}],"type":"nested","data":[${items.join(',')}]}`;
}
