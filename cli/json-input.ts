// An array from JSON: nested arrays (the nesting is the rank; strings are character vectors, so a
// list of strings is a character matrix), or the form `aplc --json` and `-o FILE.json` write,
// {"shape":[2,3],"data":[…]} with an optional "type" (float, int, bool, char) that then fixes the
// element type as a .npy dtype does.
import { flatten, nestedShape } from '../api/values.js';
import { numbersElem, type InputArray, type InputProblem } from './input-array.js';

const TYPES: Record<string, InputArray['elem']> = { float: 'float', f32: 'float', int: 'int', i32: 'int', bool: 'bool', char: 'char' };

function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  return typeof x === 'string' ? `the string ${JSON.stringify(x.length > 20 ? x.slice(0, 19) + '…' : x)}` : typeof x === 'object' ? 'an object' : String(x);
}

/** Strings as arrays of code points, and what kinds of leaves the document holds. */
function codePoints(x: unknown, seen: { strings: boolean; numbers: boolean; booleans: boolean; other: string | null }): unknown {
  if (typeof x === 'string') {
    seen.strings = true;
    return [...x].map((c) => c.codePointAt(0)!);
  }
  if (typeof x === 'number') seen.numbers = true;
  if (typeof x === 'boolean') {
    seen.booleans = true;
    return x ? 1 : 0;
  }
  if (Array.isArray(x)) return x.map((y) => codePoints(y, seen));
  if (typeof x !== 'number') seen.other ??= describe(x);
  return x;
}

function leavesOf(leaves: readonly unknown[], source: string): number[] | InputProblem {
  const out: number[] = new Array<number>(leaves.length);
  for (let i = 0; i < leaves.length; i++) {
    const x = leaves[i];
    if (typeof x !== 'number') return { cls: 'DOMAIN', message: `${source}: item ${i + 1} of the data is ${describe(x)}, not a number` };
    out[i] = x;
  }
  return out;
}

function nested(doc: unknown, source: string): InputArray | InputProblem {
  const seen: { strings: boolean; numbers: boolean; booleans: boolean; other: string | null } = { strings: false, numbers: false, booleans: false, other: null };
  const points = codePoints(doc, seen);
  if (seen.other !== null) return { cls: 'DOMAIN', message: `${source} holds ${seen.other}; the elements of an array are numbers, booleans or strings` };
  if (seen.strings && (seen.numbers || seen.booleans)) return { cls: 'DOMAIN', message: `${source} mixes strings and numbers; an APL array here holds one or the other` };
  const shape = nestedShape(points, (v) => typeof v === 'number');
  if (typeof shape === 'string') return { cls: 'RANK', message: `${source}: ${shape}` };
  const data = leavesOf(flatten(points), source);
  if (!Array.isArray(data)) return data;
  const elem = seen.strings ? 'char' : seen.booleans && !seen.numbers ? 'bool' : numbersElem(data);
  return { source, shape, elem, data, typedBy: 'values', position: null };
}

function shaped(doc: { shape: unknown; data: unknown; type?: unknown }, source: string): InputArray | InputProblem {
  const { shape, type } = doc;
  if (!Array.isArray(shape) || !shape.every((d) => Number.isInteger(d) && d >= 0))
    return { cls: 'DOMAIN', message: `${source}: "shape" must be a list of natural numbers, got ${JSON.stringify(shape)}` };
  let elem: InputArray['elem'] | null = null;
  if (type !== undefined) {
    elem = typeof type === 'string' ? TYPES[type] ?? null : null;
    if (elem === null) return { cls: 'DOMAIN', message: `${source}: "type" must be float, int, bool or char, got ${JSON.stringify(type)}` };
  }
  const raw = typeof doc.data === 'string' ? [...doc.data] : doc.data;
  if (!Array.isArray(raw)) return { cls: 'DOMAIN', message: `${source}: "data" must be a flat list of the elements (or a string), got ${describe(raw)}` };
  const chars = elem === 'char' || (elem === null && raw.length > 0 && raw.every((x) => typeof x === 'string'));
  const items = raw.map((x: unknown) => (chars && typeof x === 'string' && [...x].length === 1 ? x.codePointAt(0)! : typeof x === 'boolean' && !chars ? Number(x) : x));
  const data = leavesOf(items, source);
  if (!Array.isArray(data)) return chars ? { cls: 'DOMAIN', message: `${source}: the data of a char array are one-character strings` } : data;
  const count = (shape as number[]).reduce((a, b) => a * b, 1);
  if (data.length !== count) return { cls: 'LENGTH', message: `${source}: "data" has ${data.length} items, but shape [${shape.join(',')}] holds ${count}` };
  const found = chars ? 'char' : raw.every((x) => typeof x === 'boolean') && raw.length > 0 ? 'bool' : numbersElem(data);
  return { source, shape: shape as number[], elem: elem ?? found, data, typedBy: elem === null ? 'values' : 'dtype', position: null };
}

export function readJsonInput(text: string, source: string): InputArray | InputProblem {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { cls: 'DOMAIN', message: `${source} is not valid JSON: ${(e as Error).message}` };
  }
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) {
    const o = doc as Record<string, unknown>;
    if (!('shape' in o) || !('data' in o)) return { cls: 'DOMAIN', message: `${source}: an object must have "shape" and "data" (as {"shape":[2,3],"data":[1,2,3,4,5,6]})` };
    return shaped(o as { shape: unknown; data: unknown; type?: unknown }, source);
  }
  return nested(doc, source);
}
