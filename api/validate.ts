// Validation of a call's arguments, as io-ts codecs built from the function's signature: what the
// type checker could not see (a size name bound to different lengths by ⍺ and ⍵, the values of a
// plain JavaScript array, a caller without types) is rejected here, before anything runs, with the
// APL error class and the dim named: `LENGTH ERROR: n: 3 from ⍺, 4 from ⍵`.
import * as t from 'io-ts';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import { diag, type Diagnostic, type ErrorClass } from '../apl/diagnostics.js';
import type { Elem } from '../core-ir/syntax.js';
import { allocData, type ArrayValue } from '../core-ir/value.js';
import type { ArgType, FnSignature } from '../shapes/signature.js';
import { AplArray, describe, flatten, nestedShape, toValue, type ElemTag } from './values.js';
import { DeviceArray, holdingOf, keptBehind, standInFor } from './device-array.js';

export type Who = '⍺' | '⍵';

/** A failure message carries its APL error class in front, as the CLI prints it. */
function problem(cls: ErrorClass, message: string): string {
  return `${cls} ERROR: ${message}`;
}

const WIDENS: { readonly [E in Elem]: readonly Elem[] } = { bool: ['bool'], int: ['int', 'bool'], float: ['float', 'int', 'bool'], char: ['char'] };
const TAG: { readonly [E in Elem]: ElemTag } = { float: 'f32', int: 'i32', bool: 'bool', char: 'char' };
const ELEM_OF_TAG: { readonly [E in ElemTag]: Elem } = { f32: 'float', f64: 'float', i32: 'int', bool: 'bool', char: 'char' };

function showArg(a: ArgType): string {
  return TAG[a.elem] + (a.dims.length > 0 ? `[${a.dims.join(',')}]` : '');
}

function isTypedArray(x: unknown): x is Float32Array | Float64Array | Int32Array | Uint8Array | Int8Array | Int16Array | Uint16Array | Uint32Array | Uint8ClampedArray {
  return ArrayBuffer.isView(x) && !(x instanceof DataView) && !(typeof BigInt64Array !== 'undefined' && (x instanceof BigInt64Array || x instanceof BigUint64Array));
}

/** An AplArray made by another copy of this package is accepted by its structure. */
function asAplArray(x: unknown): AplArray | null {
  if (x instanceof AplArray) return x;
  if (typeof x !== 'object' || x === null) return null;
  const o = x as { elem?: unknown; shape?: unknown; data?: unknown };
  if (typeof o.elem !== 'string' || !(o.elem in ELEM_OF_TAG) || !Array.isArray(o.shape) || !isTypedArray(o.data)) return null;
  const want = o.elem === 'f32' ? Float32Array : o.elem === 'f64' ? Float64Array : o.elem === 'bool' ? Uint8Array : Int32Array;
  if (!(o.data instanceof want) || !o.shape.every((d) => Number.isInteger(d) && d >= 0)) return null;
  if (o.shape.reduce((a: number, b: number) => a * b, 1) !== o.data.length) return null;
  return new AplArray(o.elem as ElemTag, o.shape as number[], o.data);
}

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

/** The element type numbers take: the declared one, or the narrowest that holds them all. */
function numbersElem(xs: readonly unknown[], want: Elem | null, who: Who): Elem | string {
  if (want === 'char') return problem('DOMAIN', `${who} must be char (a string), got numbers`);
  const isBool = (x: unknown): boolean => typeof x === 'boolean' || x === 0 || x === 1;
  const isInt = (x: unknown): boolean => typeof x === 'boolean' || (typeof x === 'number' && Number.isInteger(x) && x >= I32_MIN && x <= I32_MAX);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'number' && typeof x !== 'boolean') return problem('DOMAIN', `${who}: element ${i} is ${describe(x)}, not a number`);
    if (typeof x === 'number' && Number.isNaN(x)) return problem('DOMAIN', `${who}: element ${i} is NaN`);
    if (want === 'int' && !isInt(x)) return problem('DOMAIN', `${who} must be i32, but element ${i} is ${String(x)}`);
    if (want === 'bool' && !isBool(x)) return problem('DOMAIN', `${who} must be bool, but element ${i} is ${String(x)}`);
  }
  if (want !== null) return want;
  if (xs.every(isBool) && xs.some((x) => typeof x === 'boolean')) return 'bool';
  return xs.every(isInt) ? 'int' : 'float';
}

/** JavaScript numbers as they are: floats in f64, which the program rounds to its own width */
function filled(elem: Elem, shape: readonly number[], xs: readonly unknown[]): ArrayValue {
  const data = allocData(elem, xs.length, 'f64');
  for (let i = 0; i < xs.length; i++) data[i] = Number(xs[i]);
  return { elem, shape, data };
}

/** A JavaScript value as an APL array: its element type from the signature where one is declared. */
function fromJs(x: unknown, want: ArgType | null, who: Who): ArrayValue | string {
  if (x instanceof DeviceArray) {
    const h = holdingOf(x);
    if (h.kind === 'freed') return problem('VALUE', `${who}: this DeviceArray was freed`);
    return h.kind === 'host' ? h.value : standInFor(h.resident);
  }
  const arr = asAplArray(x);
  if (arr !== null) return toValue(arr);
  const wantElem = want?.elem ?? null;
  if (isTypedArray(x)) {
    const elem: Elem = x instanceof Float32Array || x instanceof Float64Array ? 'float' : x instanceof Uint8Array ? 'bool' : 'int';
    if (elem === 'bool' && x.some((b) => b > 1)) return problem('DOMAIN', `${who}: a Uint8Array is a bool array, but it holds ${x.find((b) => b > 1)}`);
    // a Float64Array keeps its width: an f64 program takes it as it is, an f32 one rounds it
    const data = allocData(elem, x.length, x instanceof Float64Array ? 'f64' : 'f32');
    data.set(x);
    return { elem, shape: [x.length], data };
  }
  if (typeof x === 'string' || (Array.isArray(x) && wantElem === 'char')) {
    const points = (v: unknown): unknown => (typeof v === 'string' ? [...v].map((c) => c.codePointAt(0)!) : Array.isArray(v) ? v.map(points) : v);
    const p = points(x);
    const shape = nestedShape(p, (v) => typeof v === 'number');
    if (typeof shape === 'string') return problem('RANK', `${who}: ${shape}`);
    // A one-character string where a scalar char is declared is that character.
    if (typeof x === 'string' && want !== null && want.dims.length === 0 && shape[0] === 1) return filled('char', [], flatten(p));
    const leaves = flatten(p);
    if (leaves.some((v) => typeof v !== 'number')) return problem('DOMAIN', `${who}: a char array holds only strings`);
    return filled('char', shape, leaves);
  }
  const shape = nestedShape(x, (v) => typeof v === 'number' || typeof v === 'boolean');
  if (typeof shape === 'string') return problem(shape.includes('ragged') ? 'RANK' : 'DOMAIN', `${who}: ${shape}`);
  const leaves = flatten(x);
  const elem = numbersElem(leaves, wantElem, who);
  if (elem !== 'float' && elem !== 'int' && elem !== 'bool' && elem !== 'char') return elem;
  return filled(elem, shape, leaves);
}

/** Widens a value to the declared element type (bool → int → float), as APL does. */
function widen(v: ArrayValue, elem: Elem): ArrayValue {
  // a kept array is widened where it is read, by the run (its elements are not on the host)
  if (v.elem === elem || keptBehind(v) !== undefined) return v;
  // an int wider than f32's 24 bits stays exact for an f64 program (an f32 one rounds it)
  const data = allocData(elem, v.data.length, 'f64');
  data.set(v.data);
  return { elem, shape: v.shape, data };
}

/** One argument against its declared type: element type and rank, and the constant dims. */
export function argumentCodec(who: Who, want: ArgType | null): t.Type<ArrayValue, ArrayValue, unknown> {
  return new t.Type<ArrayValue, ArrayValue, unknown>(
    want === null ? who : `${who} ${showArg(want)}`,
    (u): u is ArrayValue => typeof u === 'object' && u !== null && 'elem' in u && 'shape' in u && 'data' in u,
    (u, c) => {
      const v = fromJs(u, want, who);
      if (typeof v === 'string') return t.failure(u, c, v);
      const infinite = v.elem === 'float' && keptBehind(v) === undefined ? v.data.findIndex((x) => x - x !== 0) : -1;
      if (infinite >= 0) return t.failure(u, c, problem('DOMAIN', `${who}: element ${infinite}${v.shape.length > 1 ? ' (in ravel order)' : ''} is ${String(v.data[infinite])}; APL has no ∞ or NaN`));
      if (want === null) return t.success(v);
      if (!WIDENS[want.elem].includes(v.elem)) return t.failure(u, c, problem('DOMAIN', `${who} must be ${TAG[want.elem]}, got ${TAG[v.elem]}`));
      if (v.shape.length !== want.dims.length) {
        return t.failure(u, c, problem('RANK', `${who} must have rank ${want.dims.length} (${showArg(want)}), got rank ${v.shape.length} [${v.shape.join(',')}]`));
      }
      for (let k = 0; k < want.dims.length; k++) {
        const d = want.dims[k]!;
        if (typeof d === 'number' && d !== v.shape[k]) {
          return t.failure(u, c, problem('LENGTH', `${who} must have ${d} along axis ${k + 1} (${showArg(want)}), got ${v.shape[k]}`));
        }
      }
      return t.success(widen(v, want.elem));
    },
    t.identity,
  );
}

/**
 * All the arguments of a call: each against its type, then the size names across them — a name
 * takes its length where it first occurs, and every other occurrence must agree.
 */
export function argumentsCodec(sig: FnSignature | null, arity: 1 | 2): t.Type<readonly ArrayValue[], readonly ArrayValue[], unknown> {
  const slots: readonly [Who, ArgType | null][] =
    sig === null ? (arity === 2 ? [['⍺', null], ['⍵', null]] : [['⍵', null]]) : sig.alpha ? [['⍺', sig.alpha], ['⍵', sig.omega]] : [['⍵', sig.omega]];
  const codecs = slots.map(([who, want]) => argumentCodec(who, want));
  return new t.Type<readonly ArrayValue[], readonly ArrayValue[], unknown>(
    sig === null ? 'arguments' : `arguments (${slots.map(([w, a]) => `${w} ${a ? showArg(a) : '?'}`).join(' ')})`,
    (u): u is readonly ArrayValue[] => Array.isArray(u) && u.length === codecs.length && u.every((x, i) => codecs[i]!.is(x)),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, problem('VALUE', 'the arguments must be given as an array'));
      if (u.length !== codecs.length) {
        const takes = codecs.length === 1 ? 'one argument (⍵)' : 'two arguments (⍺ and ⍵)';
        return t.failure(u, c, problem('VALUE', `this function takes ${takes}, got ${u.length}`));
      }
      const values: ArrayValue[] = [];
      for (let i = 0; i < codecs.length; i++) {
        const r = codecs[i]!.validate(u[i], t.appendContext(c, slots[i]![0], codecs[i]!, u[i]));
        if (isLeft(r)) return r;
        values.push(r.right);
      }
      const seen = new Map<string, { length: number; from: Who; axis: number }>();
      for (let i = 0; i < slots.length; i++) {
        const [who, want] = slots[i]!;
        const dims = want?.dims ?? [];
        for (let k = 0; k < dims.length; k++) {
          const d = dims[k]!;
          if (typeof d !== 'string') continue;
          const length = values[i]!.shape[k]!;
          const prev = seen.get(d);
          if (prev === undefined) seen.set(d, { length, from: who, axis: k + 1 });
          else if (prev.length !== length) {
            // Within one argument the axes tell the occurrences apart.
            const at = (w: Who, axis: number): string => (prev.from === who ? `${w} axis ${axis}` : w);
            return t.failure(u, c, problem('LENGTH', `${d}: ${prev.length} from ${at(prev.from, prev.axis)}, ${length} from ${at(who, k + 1)}`));
          }
        }
      }
      return t.success(values);
    },
    t.identity,
  );
}

/**
 * The problem of an argument of an f32 program holding a float past f32's range (a Float64Array
 * value), which f32 would hold as ∞ (ops/float-range.ts), or null. Arguments are ⍺ ⍵ or ⍵.
 */
export function pastF32(values: readonly ArrayValue[]): string | null {
  for (let a = 0; a < values.length; a++) {
    const v = values[a]!;
    if (v.elem !== 'float' || keptBehind(v) !== undefined || v.data instanceof Float32Array) continue;
    const i = v.data.findIndex((x) => !Number.isFinite(Math.fround(x)));
    const who = values.length === 2 && a === 0 ? '⍺' : '⍵';
    if (i >= 0) return `${who}: element ${i} is ${String(v.data[i])}, past the 32-bit range (±3.4E38) of this function's floats; compile it with { float: 'f64' }`;
  }
  return null;
}

/** Validates a call; the Left is the diagnostic of the first problem found. */
export function decodeArguments(sig: FnSignature | null, args: readonly unknown[], file: string): Either<Diagnostic, readonly ArrayValue[]> {
  const codec = argumentsCodec(sig, args.length === 2 ? 2 : 1);
  const r = codec.decode(args);
  if (isLeft(r)) {
    const first = r.left[0];
    return left(toDiagnostic(first?.message ?? problem('DOMAIN', `invalid arguments for ${codec.name}`), file));
  }
  return right(r.right);
}

function toDiagnostic(message: string, file: string): Diagnostic {
  const m = /^([A-Z]+) ERROR: ([\s\S]*)$/.exec(message);
  return m ? diag(m[1] as ErrorClass, m[2]!, file, null) : diag('DOMAIN', message, file, null);
}
