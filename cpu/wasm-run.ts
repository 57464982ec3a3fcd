// Running a WebAssembly map kernel (wasm-map.ts) from its JavaScript kernel: the helper `wasm_map`
// (kernel-helpers.ts) that the kernel's source calls first. It copies the host arrays the lambda
// reads and a block of the map's inputs into the module's memory, runs the block, and copies the
// results out, block by block, so that the memory stays small whatever the map's size. It answers
// false where the kernel must run in JavaScript instead: no WebAssembly, host arrays too big to
// copy, or a block that stopped at something that may fail (the JavaScript loop then runs the same
// elements again and reports the failure as the interpreter does).
import type { ElemData } from '../core-ir/value.js';
import type { WasmLayout } from './wasm-map.js';

/** Elements a block: the inputs and results of one block are copied in and out at once. */
const BLOCK = 8192;
/** Host arrays larger than this together are not copied: the kernel runs in JavaScript. */
const MAX_FREE_BYTES = 16 * 2 ** 20;
const PAGE = 65536;

interface Built {
  readonly run: (...args: number[]) => number;
  readonly memory: WebAssembly.Memory;
  readonly layout: WasmLayout;
}

/** The built module of a kernel, kept on the kernel function itself (one per source and thread). */
const builtOf = new WeakMap<object, Built | null>();

function decode(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** base64 of a module, for the kernel's source */
export function encodeModule(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function build(b64: string, layoutJson: string): Built | null {
  if (typeof WebAssembly === 'undefined') return null;
  const module = new WebAssembly.Module(decode(b64));
  const instance = new WebAssembly.Instance(module, {});
  const ex = instance.exports as { run: (...args: number[]) => number; memory: WebAssembly.Memory };
  return { run: ex.run, memory: ex.memory, layout: JSON.parse(layoutJson) as WasmLayout };
}

const align8 = (n: number): number => Math.ceil(n / 8) * 8;

const counts = { ran: 0, gaveWay: 0 };

/** How many kernel runs this thread did in WebAssembly, and how many gave way to JavaScript (a possible failure, or arrays too big to copy): for tests. */
export const wasmRunCounts = (): { readonly ran: number; readonly gaveWay: number } => ({ ...counts });

/** `n` elements of `like`'s type in the memory at byte `at`. */
function view(buf: ArrayBuffer, like: ElemData, at: number, n: number): ElemData {
  if (like instanceof Float32Array) return new Float32Array(buf, at, n);
  if (like instanceof Float64Array) return new Float64Array(buf, at, n);
  if (like instanceof Uint8Array) return new Uint8Array(buf, at, n);
  return new Int32Array(buf, at, n);
}

/**
 * Runs the map's outer range [R0, R1) in the kernel's WebAssembly module; false where nothing of
 * it may be taken as done and the JavaScript loop must run it.
 */
export function wasmMapRun(kernel: object, b64: string, layoutJson: string, D: readonly number[], I: readonly ElemData[], O: readonly ElemData[], V: readonly (number | ElemData)[], R0: number, R1: number): boolean {
  let b = builtOf.get(kernel);
  if (b === undefined) {
    b = build(b64, layoutJson);
    builtOf.set(kernel, b);
  }
  if (b === null) return false;
  const L = b.layout;
  let inner = 1;
  for (let j = 1; j < L.rank; j++) inner *= D[j]!;
  const p0 = R0 * inner;
  const p1 = R1 * inner;
  if (p1 <= p0) return true;
  // the memory: the host arrays, then a block of each input and each result
  let at = 0;
  const freeAt: number[] = [];
  for (const f of L.free) {
    if (f.k === 'scalar') continue;
    freeAt.push(at);
    at = align8(at + (V[f.slot] as ElemData).length * f.size);
  }
  if (at > MAX_FREE_BYTES) {
    counts.gaveWay++;
    return false;
  }
  const block = Math.min(BLOCK, p1 - p0);
  const inAt = L.ins.map((size) => {
    const a = at;
    at = align8(at + block * size);
    return a;
  });
  const outAt = L.outs.map((size) => {
    const a = at;
    at = align8(at + block * size);
    return a;
  });
  const pages = Math.ceil(at / PAGE) + 1;
  const have = b.memory.buffer.byteLength / PAGE;
  if (pages > have) b.memory.grow(pages - have);
  const buf = b.memory.buffer;
  // the fixed arguments: the dims, then (after the bases of a block) the free values
  const freeArgs: number[] = [];
  let fi = 0;
  for (const f of L.free) {
    if (f.k === 'scalar') {
      freeArgs.push(V[f.slot] as number);
      continue;
    }
    const data = V[f.slot] as ElemData;
    view(buf, data, freeAt[fi]!, data.length).set(data);
    freeArgs.push(freeAt[fi]!);
    for (let j = 0; j < f.rank; j++) freeArgs.push(V[f.slot + 1 + j] as number);
    fi++;
  }
  const dims = D.slice(0, L.rank);
  for (let q = p0; q < p1; q += block) {
    const q1 = Math.min(p1, q + block);
    const n = q1 - q;
    I.slice(0, L.ins.length).forEach((src, j) => view(buf, src, inAt[j]!, n).set(src.subarray(q, q1)));
    // the index of element q, dim by dim
    const start: number[] = [];
    let rest = q;
    for (let j = L.rank - 1; j >= 0; j--) {
      const d = dims[j]!;
      start[j] = j === 0 ? rest : rest % d;
      rest = j === 0 ? 0 : Math.floor(rest / d);
    }
    // a base such that element p is at base + p × size (i32 arithmetic wraps, as the module's does)
    const bases = [...inAt.map((a, j) => (a - q * L.ins[j]!) | 0), ...outAt.map((a, r) => (a - q * L.outs[r]!) | 0)];
    if (b.run(q, q1, ...start, ...dims, ...bases, ...freeArgs) !== 0) {
      counts.gaveWay++;
      return false;
    }
    O.forEach((dst, r) => dst.set(view(buf, dst, outAt[r]!, n), q));
  }
  counts.ran++;
  return true;
}
