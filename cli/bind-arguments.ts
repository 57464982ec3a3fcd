// The arguments of `aplc FILE.apl ARG…` against main's declared signature: each input's rank and
// element type, then its lengths, which bind the signature's size names (so the body, proved for
// every value of them, holds for these data). Conversions are the embedding API's: numbers widen
// (bool → i32 → f32, an f64 file into f32), never narrow (a float into an i32 parameter is a
// DOMAIN ERROR naming the file and the element). Every message names the input and the dim.
import { DEFAULT_FLOAT_WIDTH, LARGEST_FLOAT, type FloatWidth } from '../ops/float-width.js';
import type { Span } from '../apl/ast.js';
import { diag, type Diagnostic, type ErrorClass } from '../apl/diagnostics.js';
import { allocData, type ArrayValue } from '../core-ir/value.js';
import { showArgType, type ArgType, type FnSignature } from '../shapes/signature.js';
import { positionIn, type InputArray } from './input-array.js';

type Who = '⍺' | '⍵';

/** Where the messages point: main's signature comment. */
export interface SignatureSite {
  readonly file: string;
  readonly span: Span | null;
}

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

class BindFailure {
  constructor(readonly cls: ErrorClass, readonly message: string) {}
}

function fail(cls: ErrorClass, message: string): never {
  throw new BindFailure(cls, message);
}

const RANK_WORDS = ['a scalar', 'a vector', 'a matrix'];

function describeShape(shape: readonly number[]): string {
  return `${RANK_WORDS[shape.length] ?? `a rank-${shape.length} array`} [${shape.join(',')}]`;
}

/** A table (CSV) with one row or one column is a vector where a vector is declared, a 1×1 table a scalar. */
function fitRank(a: InputArray, rank: number, who: Who, want: ArgType): readonly number[] {
  const s = a.shape;
  if (s.length === rank) return s;
  if (a.table === true && s.length === 2) {
    if (rank === 1 && (s[0] === 1 || s[1] === 1)) return [s[0] === 1 ? s[1]! : s[0]!];
    if (rank === 0 && s[0] === 1 && s[1] === 1) return [];
  }
  return fail('RANK', `${a.source} is ${describeShape(s)}, but main's ${who} is ${showArgType(want)} (rank ${rank})`);
}

function elemName(e: InputArray['elem']): string {
  return e === 'float' ? 'floats' : e === 'int' ? 'integers' : e === 'bool' ? 'booleans' : 'characters';
}

/** The data as the declared element type, refusing what would change a value. */
function convert(a: InputArray, who: Who, want: ArgType, width: FloatWidth): ArrayValue['data'] {
  const declared = `main's ${who} is ${showArgType(want)}`;
  const n = a.data.length;
  const out = allocData(want.elem, n, width);
  if ((want.elem === 'char') !== (a.elem === 'char')) return fail('DOMAIN', `${a.source} holds ${elemName(a.elem)}, but ${declared}`);
  if (want.elem === 'char') {
    out.set(a.data);
    return out;
  }
  const byDtype = a.typedBy === 'dtype';
  if (byDtype && (want.elem === 'int' || want.elem === 'bool') && (a.elem === 'float' || (want.elem === 'bool' && a.elem === 'int')))
    return fail('DOMAIN', `${a.source} holds ${elemName(a.elem)}, but ${declared}`);
  for (let i = 0; i < n; i++) {
    const x = a.data[i]!;
    if (!Number.isFinite(x)) fail('DOMAIN', `${a.source}: ${positionIn(a, i)} is ${x}, not a finite number (${declared})`);
    if (want.elem === 'float') {
      if (Math.abs(x) > LARGEST_FLOAT[width]) fail('DOMAIN', `${a.source}: ${positionIn(a, i)} is ${x}, beyond the range of ${width} (${declared})`);
    } else if (want.elem === 'int') {
      if (!Number.isInteger(x)) fail('DOMAIN', `${a.source}: ${positionIn(a, i)} is ${x}, not an integer (${declared})`);
      if (x < I32_MIN || x > I32_MAX) fail('DOMAIN', `${a.source}: ${positionIn(a, i)} is ${x}, beyond the range of i32 (${declared})`);
    } else if (x !== 0 && x !== 1) fail('DOMAIN', `${a.source}: ${positionIn(a, i)} is ${x}, not a boolean 0 or 1 (${declared})`);
    out[i] = x;
  }
  return out;
}

function axisWord(a: InputArray, rank: number, axis: number, length: number): string {
  if (a.table === true && rank === 2) return `${length} ${axis === 0 ? 'row' : 'column'}${length === 1 ? '' : 's'}`;
  return `${length} along axis ${axis + 1}`;
}

/**
 * The arguments as main's parameters ([⍺, ⍵] or [⍵]), or the first problem as a diagnostic at
 * main's signature. Floats are read at the program's width (`width`).
 */
export function bindArguments(inputs: readonly InputArray[], sig: FnSignature, site: SignatureSite, width: FloatWidth = DEFAULT_FLOAT_WIDTH): { values: ArrayValue[] } | { error: Diagnostic } {
  const slots: [Who, ArgType][] = sig.alpha ? [['⍺', sig.alpha], ['⍵', sig.omega]] : [['⍵', sig.omega]];
  const bound = new Map<string, { length: number; source: string; who: Who; axis: number }>();
  const values: ArrayValue[] = [];
  try {
    slots.forEach(([who, want], i) => {
      const a = inputs[i]!;
      const shape = fitRank(a, want.dims.length, who, want);
      const data = convert(a, who, want, width);
      want.dims.forEach((d, k) => {
        const length = shape[k]!;
        const has = axisWord(a, shape.length, k, length);
        if (typeof d === 'number') {
          if (d !== length) fail('LENGTH', `${a.source} has ${has}, but main's ${who} is ${showArgType(want)}: ${d} along axis ${k + 1}`);
          return;
        }
        const prev = bound.get(d);
        if (prev === undefined) bound.set(d, { length, source: a.source, who, axis: k + 1 });
        else if (prev.length !== length)
          fail('LENGTH', `${d} is ${prev.length} from ${prev.source} (${prev.who}, axis ${prev.axis}) but ${length} from ${a.source} (${who}, axis ${k + 1})`);
      });
      values.push({ elem: want.elem, shape: [...shape], data });
    });
  } catch (e) {
    if (!(e instanceof BindFailure)) throw e;
    return { error: diag(e.cls, e.message, site.file, site.span) };
  }
  return { values };
}
