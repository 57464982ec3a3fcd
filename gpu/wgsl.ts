// Assembling one WGSL compute module: bindings, the params block, error sites and helpers.
//
// The WGSL text depends only on the structure of the kernel (ranks, element types, lambdas),
// never on sizes or scalar values: those travel in the params uniform, so the pipeline cache
// (keyed by text) hits across runs and loop iterations with different values.
//
// Errors: a check that fails keeps its site (fail_if, report) in the invocation, which reports
// the first once at its end (error-status.ts). The host keeps, per dispatch, the table site →
// (class, message, location) and decodes the earliest dispatch's lowest position's site, where
// the interpreter would have stopped.
import type { Elem, SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError } from '../core-ir/value.js';
import { DEFAULT_FLOAT_WIDTH, LARGEST_FLOAT, type FloatWidth } from '../ops/float-width.js';
import { MAX_SITES, statusWgsl, type Site } from './error-status.js';
import { depFnName, opHelper, type Failure } from './wgsl-ops.js';

export type { Site } from './error-status.js';

export const WORKGROUP_SIZE = 256;

/**
 * The WGSL type of an element. A float is `F`, the module's float type, which every module
 * declares from its program's width (KernelBuilder): `f32`, or `vec2<f32>` for an f64 program,
 * computed in double-float arithmetic (ops/wgsl-df64.ts). So kernel templates are written once.
 */
export type WgslType = 'i32' | 'F';
export const wgslType = (elem: Elem): WgslType => (elem === 'float' ? 'F' : 'i32');

/** The WGSL declaration of F for a width. */
const FLOAT_TYPE: Readonly<Record<FloatWidth, string>> = { f32: 'f32', f64: 'vec2<f32>' };

/** A WGSL f32 constant (the value rounded to f32). */
function f32Literal(value: number): string {
  const x = Math.fround(value);
  if (Number.isNaN(x)) return 'bits_f32(0x7fc00000u)';
  if (x === Infinity) return 'bits_f32(0x7f800000u)';
  if (x === -Infinity) return 'bits_f32(0xff800000u)';
  if (Object.is(x, -0)) return '(-0.0f)';
  return `(${x.toString().replace(/^(-?\d+)$/, '$1.0')}f)`;
}

/**
 * An f64 as the nearest double-float pair (hi, lo): hi the nearest f32, lo the nearest f32 to the
 * rest. A pair has f32's range: past it hi is ±∞ and lo 0, except for the largest f64 (the
 * identity of ⌊/, which APL has in place of ∞), marked by lo = ±1 so that it reads back as itself
 * (runtime.ts); any other ∞ read back is an error, never a wrong number.
 */
export function splitFloat(x: number): [number, number] {
  const hi = Math.fround(x);
  if (Number.isFinite(hi)) return [hi, Math.fround(x - hi)];
  return [hi, Math.abs(x) === LARGEST_FLOAT.f64 ? Math.sign(x) : 0];
}

/** A WGSL expression for a scalar constant of the element type, in a program of float width `width`. */
export function literal(value: number, elem: Elem, width: FloatWidth = DEFAULT_FLOAT_WIDTH): string {
  if (elem === 'float') {
    if (width === 'f32') return f32Literal(value);
    const [hi, lo] = splitFloat(value);
    return `vec2<f32>(${f32Literal(hi)}, ${f32Literal(lo)})`;
  }
  const i = value | 0;
  if (i === -2147483648) return 'bitcast<i32>(0x80000000u)';
  return `(${i}i)`;
}

export function floatBits(x: number): number {
  const f = new Float32Array([x]);
  return new Uint32Array(f.buffer)[0]!;
}

/** One storage binding of a kernel: the runtime supplies the buffer in this order. */
export interface BindingSlot<B> {
  readonly buffer: B;
  readonly writable: boolean;
}

export interface KernelModule<B> {
  readonly code: string;
  readonly bindings: readonly BindingSlot<B>[];
  /** the params uniform's words (u32 bit patterns); word 0 is the dispatch sequence number */
  readonly params: Uint32Array;
  /** error sites, index = site code - 1 */
  readonly sites: readonly Site[];
  /** whether binding number `bindings.length` is the status buffer */
  readonly usesStatus: boolean;
  /** invocations a workgroup (the dispatch's grid is counted in workgroups of this size) */
  readonly workgroup: number;
}

/** Fixed params words: set by the runtime at dispatch time, but for P_ZERO. */
export const P_SEQ = 0;
export const P_NWX = 1;
export const P_TOTAL = 2;
/** 0, for ops/wgsl-df64.ts df_hide(): a value the shader compiler cannot see through */
export const P_ZERO = 3;
const FIXED_PARAMS = 4;

/**
 * Collects what a kernel needs while its body is generated. B is the runtime's buffer handle;
 * bindings are deduplicated by handle identity.
 */
export class KernelBuilder<B> {
  /** `float`: the program's float width, which decides what the module's float type F is */
  constructor(readonly float: FloatWidth = DEFAULT_FLOAT_WIDTH) {
    this.paramWords[P_ZERO] = 0;
  }

  private readonly bindingList: BindingSlot<B>[] = [];
  private readonly bindingNames = new Map<B, string>();
  private readonly paramWords: number[] = new Array<number>(FIXED_PARAMS).fill(0);
  private readonly paramKeys = new Map<string, number>();
  private readonly siteList: Site[] = [];
  private readonly helpers = new Set<string>();
  private readonly helperOrder: string[] = [];
  private readonly decls: string[] = [];
  private counter = 0;

  /** A fresh WGSL identifier (IR names may hold characters WGSL rejects). */
  fresh(hint = 'v'): string {
    return `${hint}${this.counter++}`;
  }

  /** The name of the storage array bound to `buffer` (read-only unless writable). */
  bind(buffer: B, elem: Elem, writable = false): string {
    const known = this.bindingNames.get(buffer);
    if (known !== undefined && !writable) return known;
    const name = `buf${this.bindingList.length}`;
    this.bindingList.push({ buffer, writable });
    if (!writable) this.bindingNames.set(buffer, name);
    this.decls.push(
      `@group(0) @binding(${this.bindingList.length - 1}) var<storage, ${writable ? 'read_write' : 'read'}> ${name}: array<${wgslType(elem)}>;`,
    );
    return name;
  }

  /** The name of `buffer` bound as read-write atomic u32 words (the flags of a look-back scan, gpu/kernels-lookback.ts). */
  bindAtomic(buffer: B): string {
    const name = `buf${this.bindingList.length}`;
    this.bindingList.push({ buffer, writable: true });
    this.decls.push(`@group(0) @binding(${this.bindingList.length - 1}) var<storage, read_write> ${name}: array<atomic<u32>>;`);
    return name;
  }

  /**
   * A value carried in the params uniform, as a WGSL expression of the given type. `key`
   * deduplicates (the same size read twice is one word); `bits` is the u32 bit pattern.
   */
  param(key: string, bits: number, type: 'u32' | 'i32' | 'f32'): string {
    let slot = this.paramKeys.get(key);
    if (slot === undefined) {
      slot = this.paramWords.length;
      this.paramWords.push(bits >>> 0);
      this.paramKeys.set(key, slot);
    }
    const raw = paramWord(slot);
    return type === 'u32' ? raw : `bitcast<${type}>(${raw})`;
  }

  /** A float known on the host as an F expression: one params word, or two (hi, lo) in an f64 program. */
  floatParam(key: string, value: number): string {
    if (this.float === 'f32') return this.param(key, floatBits(value), 'f32');
    const [hi, lo] = splitFloat(value);
    return `vec2<f32>(${this.param(`${key}:hi`, floatBits(hi), 'f32')}, ${this.param(`${key}:lo`, floatBits(lo), 'f32')})`;
  }

  /** A size (non-negative int) as a u32 params word. */
  size(key: string, n: number): string {
    return this.param(key, n, 'u32');
  }

  /** Sites for the failures of one op call; returns the first site code. */
  sites(failures: readonly Failure[], loc: SrcLoc | null): number {
    const first = this.siteList.length + 1;
    for (const f of failures) this.siteList.push({ ...f, loc });
    // every checked op (an int or float result that may leave its range, an index) is a site; a
    // fused kernel of thousands of them cannot say which one failed: a limit, with the fix
    if (this.siteList.length > MAX_SITES) {
      throw new AplRuntimeError('LIMIT', `one GPU kernel would hold more than ${MAX_SITES} checked operations (each op whose result may leave its range is one): run it with --backend cpu`, loc);
    }
    return first;
  }

  /** Makes a helper (and what it calls) part of the module. */
  use(fn: string): void {
    if (this.helpers.has(fn)) return;
    const h = opHelper(fn);
    if (h === undefined) throw new Error(`unknown WGSL helper ${fn}`);
    this.helpers.add(fn);
    for (const d of h.deps) this.use(depFnName(d));
    this.helperOrder.push(h.src);
  }

  /** A module-scope declaration or function written by a kernel template. */
  declare(src: string): void {
    this.decls.push(src);
  }

  /**
   * The module: `main` gets the flat invocation index `gi` (already checked against the
   * params word TOTAL) and runs `body`.
   */
  finish(body: string): KernelModule<B> {
    return this.module(WORKGROUP_SIZE, `@compute @workgroup_size(${WORKGROUP_SIZE})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
  let gi = (wid.y * ${paramWord(P_NWX)} + wid.x) * ${WORKGROUP_SIZE}u + lid;
  if (gi >= ${paramWord(P_TOTAL)}) { return; }
${body}
${this.reportEnd(body, 'gi')}
}`);
  }

  /**
   * A workgroup-cooperative module: `main` gets the flat workgroup index `grp` and the invocation's
   * index `lid` within its workgroup of `workgroup`, and whole workgroups past the grid return, so
   * `body` may use workgroup barriers (they need every invocation of a workgroup, in uniform
   * control flow). The dispatch's total counts invocations: groups × workgroup.
   */
  finishCooperative(body: string, workgroup: number): KernelModule<B> {
    return this.module(workgroup, `@compute @workgroup_size(${workgroup})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
  let grp = wid.y * ${paramWord(P_NWX)} + wid.x;
  if (grp * ${workgroup}u >= ${paramWord(P_TOTAL)}) { return; }
${body}
${this.reportEnd(body, `grp * ${workgroup}u + lid`)}
}`);
  }

  /**
   * The invocation's one report of its first failure, at the end of main (a body must not return
   * before it once a check may have failed). `at` orders invocations: the lowest failing wins.
   */
  private reportEnd(body: string, at: string): string {
    if (this.siteList.length === 0) return '';
    const early = body.split('\n').find((line) => /\breturn\b/.test(line));
    if (early !== undefined) throw new Error(`a kernel body that may fail a check returns before its report: ${early.trim()}`);
    return `  report_end(${at});`;
  }

  private module(workgroup: number, main: string): KernelModule<B> {
    const usesStatus = this.siteList.length > 0;
    const words = Math.max(4, Math.ceil(this.paramWords.length / 4) * 4);
    const params = new Uint32Array(words);
    params.set(this.paramWords);
    const parts: string[] = [`alias F = ${FLOAT_TYPE[this.float]};`];
    parts.push(`struct Params { w: array<vec4<u32>, ${words / 4}> }`);
    parts.push(`@group(0) @binding(${this.bindingList.length}) var<uniform> params: Params;`);
    if (usesStatus) {
      parts.push(...statusWgsl(this.bindingList.length + 1, paramWord(P_SEQ)));
    }
    parts.push(...this.decls);
    parts.push(...this.helperOrder);
    parts.push(main);
    return { code: parts.join('\n'), bindings: this.bindingList, params, sites: this.siteList, usesStatus, workgroup };
  }
}

function paramWord(slot: number): string {
  return `params.w[${slot >> 2}].${'xyzw'[slot & 3]!}`;
}

/**
 * WGSL statements that split the flat index `flat` (u32) of an array with the given dims (u32
 * expressions, all non-zero) into i32 index variables, returned in dim order.
 */
export function unflatten(kb: { fresh(h?: string): string }, flat: string, dims: readonly string[]): { code: string; idx: string[] } {
  const idx = dims.map(() => kb.fresh('i'));
  if (dims.length === 0) return { code: '', idx };
  const r = kb.fresh('r');
  const lines = [`  var ${r} = ${flat};`];
  for (let k = dims.length - 1; k > 0; k--) {
    lines.push(`  let ${idx[k]!} = i32(${r} % ${dims[k]!}); ${r} = ${r} / ${dims[k]!};`);
  }
  lines.push(`  let ${idx[0]!} = i32(${r});`);
  return { code: lines.join('\n'), idx };
}

/** A row-major flat index (u32 expression) from i32 index expressions and u32 dims. */
export function flatten(idx: readonly string[], dims: readonly string[]): string {
  if (idx.length === 0) return '0u';
  let e = `u32(${idx[0]!})`;
  for (let k = 1; k < idx.length; k++) e = `(${e} * ${dims[k]!} + u32(${idx[k]!}))`;
  return e;
}
