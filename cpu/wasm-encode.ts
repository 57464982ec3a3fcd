// The WebAssembly binary format, as much of it as the cpu backend's WASM kernels use (wasm-map.ts):
// one module of one exported function `run` over one exported memory. Written by hand rather than
// through a library: the subset is a page of opcodes and two LEB128 encoders, and the kernels'
// source must stay self-contained (a worker thread rebuilds a kernel from its source text alone).
// The layout follows the WebAssembly core specification, section 5 (binary format).

export type ValType = 'i32' | 'i64' | 'f32' | 'f64';

const VALTYPE: Readonly<Record<ValType, number>> = { i32: 0x7f, i64: 0x7e, f32: 0x7d, f64: 0x7c };

/** Unsigned LEB128. */
export function uleb(n: number): number[] {
  const out: number[] = [];
  let v = n >>> 0;
  do {
    let b = v & 0x7f;
    v >>>= 7;
    if (v !== 0) b |= 0x80;
    out.push(b);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a 64-bit integer. */
export function sleb(n: bigint): number[] {
  const out: number[] = [];
  let v = n;
  for (;;) {
    const b = Number(v & 0x7fn);
    v >>= 7n;
    const done = (v === 0n && (b & 0x40) === 0) || (v === -1n && (b & 0x40) !== 0);
    out.push(done ? b : b | 0x80);
    if (done) return out;
  }
}

const utf8 = (s: string): number[] => [...new TextEncoder().encode(s)];
const name = (s: string): number[] => { const b = utf8(s); return [...uleb(b.length), ...b]; };
const vec = (items: readonly number[][]): number[] => [...uleb(items.length), ...items.flat()];
const section = (id: number, body: readonly number[]): number[] => [id, ...uleb(body.length), ...body];

/** Opcodes by the specification's names (only those used). */
export const OP = {
  unreachable: 0x00, block: 0x02, loop: 0x03, if: 0x04, else: 0x05, end: 0x0b, br: 0x0c, br_if: 0x0d, return: 0x0f,
  drop: 0x1a, select: 0x1b,
  'local.get': 0x20, 'local.set': 0x21, 'local.tee': 0x22,
  'i32.load': 0x28, 'f32.load': 0x2a, 'f64.load': 0x2b, 'i32.load8_u': 0x2d,
  'i32.store': 0x36, 'f32.store': 0x38, 'f64.store': 0x39, 'i32.store8': 0x3a,
  'i32.const': 0x41, 'i64.const': 0x42, 'f32.const': 0x43, 'f64.const': 0x44,
  'i32.eqz': 0x45, 'i32.eq': 0x46, 'i32.ne': 0x47, 'i32.lt_s': 0x48, 'i32.lt_u': 0x49, 'i32.gt_s': 0x4a, 'i32.gt_u': 0x4b, 'i32.le_s': 0x4c, 'i32.ge_s': 0x4e, 'i32.ge_u': 0x4f,
  'i64.eq': 0x51, 'i64.ne': 0x52,
  'f32.eq': 0x5b, 'f32.ne': 0x5c, 'f32.lt': 0x5d, 'f32.gt': 0x5e, 'f32.le': 0x5f, 'f32.ge': 0x60,
  'f64.eq': 0x61, 'f64.ne': 0x62, 'f64.lt': 0x63, 'f64.gt': 0x64, 'f64.le': 0x65, 'f64.ge': 0x66,
  'i32.add': 0x6a, 'i32.sub': 0x6b, 'i32.mul': 0x6c, 'i32.div_s': 0x6d, 'i32.rem_s': 0x6f, 'i32.and': 0x71, 'i32.or': 0x72, 'i32.xor': 0x73, 'i32.shl': 0x74,
  'i64.add': 0x7c, 'i64.sub': 0x7d, 'i64.mul': 0x7e,
  'f32.abs': 0x8b, 'f32.neg': 0x8c, 'f32.ceil': 0x8d, 'f32.floor': 0x8e, 'f32.sqrt': 0x91, 'f32.add': 0x92, 'f32.sub': 0x93, 'f32.mul': 0x94, 'f32.div': 0x95, 'f32.min': 0x96, 'f32.max': 0x97,
  'f64.abs': 0x99, 'f64.neg': 0x9a, 'f64.ceil': 0x9b, 'f64.floor': 0x9c, 'f64.sqrt': 0x9f, 'f64.add': 0xa0, 'f64.sub': 0xa1, 'f64.mul': 0xa2, 'f64.div': 0xa3, 'f64.min': 0xa4, 'f64.max': 0xa5,
  'i32.wrap_i64': 0xa7, 'i64.extend_i32_s': 0xac,
  'f32.convert_i32_s': 0xb2, 'f64.convert_i32_s': 0xb7,
  'i32.reinterpret_f32': 0xbc, 'i64.reinterpret_f64': 0xbd,
} as const;

export type OpName = keyof typeof OP;

/** The block type of a block, loop or if without results. */
export const VOID_BLOCK = 0x40;

/** The immediate of a load or store: alignment (log2 of the size) and offset 0. */
export const memarg = (size: 1 | 4 | 8): number[] => [Math.log2(size), 0];

/** An f32 constant's bytes (little-endian), of a value that is an f32. */
export function f32Bytes(x: number): number[] {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setFloat32(0, x, true);
  return [...b];
}

export function f64Bytes(x: number): number[] {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setFloat64(0, x, true);
  return [...b];
}

/**
 * A module of one function, exported as `run`, with the given params, locals and result, and one
 * memory of `pages` initial 64 KiB pages exported as `memory`. `body` is the function's
 * instructions, without the final `end`.
 */
export function moduleOf(params: readonly ValType[], result: ValType, locals: readonly ValType[], body: readonly number[], pages = 1): Uint8Array<ArrayBuffer> {
  const type = [0x60, ...vec(params.map((p) => [VALTYPE[p]])), ...vec([[VALTYPE[result]]])];
  // runs of equal local types, as the code section declares them
  const runs: number[][] = [];
  for (let i = 0; i < locals.length;) {
    let j = i;
    while (j < locals.length && locals[j] === locals[i]) j++;
    runs.push([...uleb(j - i), VALTYPE[locals[i]!]]);
    i = j;
  }
  const code = [...vec(runs), ...body, OP.end];
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([type])),
    ...section(3, vec([[0]])),
    ...section(5, vec([[0x00, ...uleb(pages)]])),
    ...section(7, vec([[...name('run'), 0x00, 0], [...name('memory'), 0x02, 0]])),
    ...section(10, vec([[...uleb(code.length), ...code]])),
  ];
  return Uint8Array.from(bytes);
}
