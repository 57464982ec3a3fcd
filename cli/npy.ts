// NumPy's .npy format (version 1, 2 and 3 headers), read and written by hand: a magic string, a
// header that is a Python dict literal ({'descr': '<f4', 'fortran_order': False, 'shape': (3,), })
// and the raw little-endian data. aplc reads the element types an APL array can hold (floats,
// integers, booleans, one-character unicode) and writes f4 (f8 for an f64 program), i4, b1 and U1.
import type { Elem } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';
import type { InputArray } from './input-array.js';

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY

/** Typed arrays use the host's byte order; .npy data here are little-endian, as x86 and ARM are. */
const LITTLE_ENDIAN_HOST = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const BIG_ENDIAN_HOST = 'this machine is big-endian; aplc reads and writes .npy files on little-endian machines only';

/** How one dtype's elements become numbers, and which APL element type they are. */
interface DtypeReader {
  readonly size: number;
  readonly elem: InputArray['elem'];
  /** the element values from an aligned copy of the data */
  readonly read: (bytes: ArrayBuffer, count: number) => ArrayLike<number> | string;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** 64-bit integers as numbers, refused past 2⁵³ where a number no longer holds them exactly. */
function wideInts(values: BigInt64Array | BigUint64Array): Float64Array | string {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v > BigInt(MAX_SAFE) || v < -BigInt(MAX_SAFE)) return `element ${i} is ${v}, beyond what aplc can hold (its integers are i32)`;
    out[i] = Number(v);
  }
  return out;
}

const READERS: Record<string, DtypeReader> = {
  f4: { size: 4, elem: 'float', read: (b) => new Float32Array(b) },
  f8: { size: 8, elem: 'float', read: (b) => new Float64Array(b) },
  i1: { size: 1, elem: 'int', read: (b) => new Int8Array(b) },
  i2: { size: 2, elem: 'int', read: (b) => new Int16Array(b) },
  i4: { size: 4, elem: 'int', read: (b) => new Int32Array(b) },
  i8: { size: 8, elem: 'int', read: (b) => wideInts(new BigInt64Array(b)) },
  u1: { size: 1, elem: 'int', read: (b) => new Uint8Array(b) },
  u2: { size: 2, elem: 'int', read: (b) => new Uint16Array(b) },
  u4: { size: 4, elem: 'int', read: (b) => new Uint32Array(b) },
  u8: { size: 8, elem: 'int', read: (b) => wideInts(new BigUint64Array(b)) },
  b1: { size: 1, elem: 'bool', read: (b) => new Uint8Array(b) },
  U1: { size: 4, elem: 'char', read: (b) => new Uint32Array(b) },
};

/** The fields aplc needs from the header dict. */
interface NpyHeader {
  readonly descr: string;
  readonly fortranOrder: boolean;
  readonly shape: number[];
}

function parseHeader(text: string): NpyHeader | string {
  const descr = /['"]descr['"]\s*:\s*['"]([^'"]*)['"]/.exec(text);
  if (descr === null) return /['"]descr['"]\s*:\s*\[/.test(text) ? 'it holds a structured dtype (records); aplc reads plain arrays' : 'its header has no descr';
  const fortran = /['"]fortran_order['"]\s*:\s*(True|False)/.exec(text);
  if (fortran === null) return 'its header has no fortran_order';
  const shape = /['"]shape['"]\s*:\s*\(([^)]*)\)/.exec(text);
  if (shape === null) return 'its header has no shape';
  const dims = shape[1]!.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (!dims.every((d) => /^\d+L?$/.test(d))) return `its shape (${shape[1]}) is not a list of lengths`;
  return { descr: descr[1]!, fortranOrder: fortran[1] === 'True', shape: dims.map((d) => parseInt(d, 10)) };
}

/** Row-major order from column-major (Fortran) order. */
function fromFortranOrder(values: ArrayLike<number>, shape: readonly number[]): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const rank = shape.length;
  const index = new Array<number>(rank).fill(0);
  // column-major strides
  const strides: number[] = [];
  let s = 1;
  for (const d of shape) {
    strides.push(s);
    s *= d;
  }
  for (let i = 0; i < n; i++) {
    let src = 0;
    for (let k = 0; k < rank; k++) src += index[k]! * strides[k]!;
    out[i] = values[src]!;
    for (let k = rank - 1; k >= 0; k--) {
      if (++index[k]! < shape[k]!) break;
      index[k] = 0;
    }
  }
  return out;
}

/** The array a .npy file holds; the string says why it cannot be read. */
export function readNpy(bytes: Uint8Array, source: string): InputArray | string {
  if (!LITTLE_ENDIAN_HOST) return BIG_ENDIAN_HOST;
  if (bytes.length < 10 || MAGIC.some((b, i) => bytes[i] !== b)) return `${source} is not a .npy file (it does not start with \\x93NUMPY)`;
  const major = bytes[6]!;
  if (major < 1 || major > 3) return `${source} is a .npy file of version ${major}, which aplc does not know (1, 2 and 3 are read)`;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lengthBytes = major === 1 ? 2 : 4;
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const start = 8 + lengthBytes;
  const dataStart = start + headerLength;
  if (dataStart > bytes.length) return `${source} is cut short inside its header`;
  const headerText = new TextDecoder(major === 3 ? 'utf-8' : 'latin1').decode(bytes.subarray(start, dataStart));
  const header = parseHeader(headerText);
  if (typeof header === 'string') return `${source}: ${header}`;
  const m = /^([<>|=]?)([a-zA-Z])(\d+)$/.exec(header.descr);
  const code = m === null ? '' : m[2]! + m[3]!;
  const reader = READERS[code];
  if (m === null || reader === undefined) return `${source} holds dtype '${header.descr}'; aplc reads float32, float64, int8 to int64, uint8 to uint64, bool and <U1`;
  if (m[1] === '>' && reader.size > 1) return `${source} is big-endian ('${header.descr}'); aplc reads little-endian .npy files (numpy: a.astype(a.dtype.newbyteorder('<')))`;
  const count = header.shape.reduce((a, b) => a * b, 1);
  const byteCount = count * reader.size;
  if (dataStart + byteCount > bytes.length) return `${source} is cut short: its shape (${header.shape.join(', ')}) needs ${byteCount} bytes of data, it has ${bytes.length - dataStart}`;
  // a copy, so that the typed array over it is aligned whatever the header length
  const copy = new Uint8Array(byteCount);
  copy.set(bytes.subarray(dataStart, dataStart + byteCount));
  const data = copy.buffer;
  const values = reader.read(data, count);
  if (typeof values === 'string') return `${source}: ${values}`;
  const ordered = header.fortranOrder && header.shape.length > 1 ? fromFortranOrder(values, header.shape) : values;
  return { source, shape: header.shape, elem: reader.elem, data: ordered, typedBy: 'dtype', position: null };
}

const DESCR: Record<Elem, string> = { float: '<f4', int: '<i4', bool: '|b1', char: '<U1' };

/** A value as a .npy file (version 1.0, its header padded so that the data start 64-byte aligned). */
export function writeNpy(v: ArrayValue): Uint8Array | string {
  if (!LITTLE_ENDIAN_HOST) return BIG_ENDIAN_HOST;
  const shape = v.shape.length === 1 ? `(${v.shape[0]},)` : `(${v.shape.join(', ')})`;
  // an f64 program's floats (a Float64Array) are written as float64
  const descr = v.data instanceof Float64Array ? '<f8' : DESCR[v.elem];
  let dict = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shape}, }`;
  const unpadded = MAGIC.length + 2 + 2 + dict.length + 1;
  dict += ' '.repeat((64 - (unpadded % 64)) % 64) + '\n';
  const header = new Uint8Array(MAGIC.length + 4 + dict.length);
  header.set(MAGIC);
  header[6] = 1;
  header[7] = 0;
  new DataView(header.buffer).setUint16(8, dict.length, true);
  for (let i = 0; i < dict.length; i++) header[10 + i] = dict.charCodeAt(i);
  const body = new Uint8Array(v.data.buffer, v.data.byteOffset, v.data.byteLength);
  const out = new Uint8Array(header.length + body.length);
  out.set(header);
  out.set(body, header.length);
  return out;
}
