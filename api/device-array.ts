// Arrays kept where a call left them (issue 17): `await f(x, { keep: true })` gives a DeviceArray
// instead of an AplArray. On WebGPU its elements stay in the device buffer the kernels wrote, and a
// compiled function called with it on the same device binds that buffer without a copy through the
// host, so a chain of calls on a large array pays one read-back at its end (`read()`), not one per
// call. On the cpu backend and the interpreter the value simply stays in host memory. `free()`
// releases the buffer now rather than when the device is released.
//
// The package's declarations name no WebGPU type (a user's project need not have them): what the
// class and its helpers say of a device buffer is KeptBuffer, the part of gpu/resident.ts's
// ResidentArray that is not WebGPU's (gpu/resident.ts asResident widens it back).
import type { Elem } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';
import { allocData } from '../core-ir/value.js';
import { asResident, freeResident, readResident, type ResidentArray } from '../gpu/resident.js';
import { fromValue, tagOf, type AplArray, type ElemTag, type Shape } from './values.js';

declare const deviceArrayBrand: unique symbol;

/** A kept array in a device buffer, as the API's declarations see it (a gpu/resident.ts ResidentArray). */
export interface KeptBuffer {
  readonly kind: 'resident';
  readonly elem: Elem;
  readonly shape: readonly number[];
}

/** What a DeviceArray holds: host data, a device buffer, or nothing once freed. */
export type Holding = { readonly kind: 'host'; readonly value: ArrayValue } | { readonly kind: 'device'; readonly resident: KeptBuffer } | { readonly kind: 'freed' };

const holdings = new WeakMap<DeviceArray, Holding>();

export class DeviceArray<E extends ElemTag = ElemTag, S extends Shape = Shape> {
  declare readonly [deviceArrayBrand]: { readonly elem: E; readonly rank: S['length'] };
  readonly elem: E;
  readonly shape: S;

  /** Made by calls with `{ keep: true }`; not meant to be constructed by users. */
  constructor(held: ArrayValue | KeptBuffer) {
    this.elem = (isKeptBuffer(held) ? tagOf(held.elem) : tagOf(held.elem, held.data)) as E;
    this.shape = Object.freeze([...held.shape]) as unknown as S;
    holdings.set(this, isKeptBuffer(held) ? { kind: 'device', resident: held } : { kind: 'host', value: held });
    Object.freeze(this);
  }

  get rank(): S['length'] {
    return this.shape.length;
  }

  /** Whether the elements are in a GPU buffer (false on the cpu backend and the interpreter). */
  get onDevice(): boolean {
    return holdingOf(this).kind === 'device';
  }

  /** The elements, copied to the host. */
  async read(): Promise<AplArray<E, S>> {
    const h = holdingOf(this);
    if (h.kind === 'freed') throw new Error('aplc: read() of a DeviceArray that was freed');
    const value = h.kind === 'host' ? h.value : await readKept(asResident(h.resident));
    return fromValue(value) as unknown as AplArray<E, S>;
  }

  /**
   * Releases the device buffer (at once, to the device's pool of buffers for later calls; otherwise
   * it lives until the device is released). Idempotent.
   */
  free(): void {
    const h = holdingOf(this);
    if (h.kind === 'device') freeResident(asResident(h.resident));
    holdings.set(this, { kind: 'freed' });
  }

  toString(): string {
    return `DeviceArray ${this.elem}[${this.shape.join(',')}]${this.onDevice ? ' on the device' : ''}`;
  }
}

export function isKeptBuffer(v: ArrayValue | KeptBuffer): v is KeptBuffer {
  return 'kind' in v && v.kind === 'resident';
}

export function holdingOf(d: DeviceArray): Holding {
  return holdings.get(d) ?? { kind: 'freed' };
}

async function readKept(r: ResidentArray): Promise<ArrayValue> {
  try {
    return await readResident(r);
  } catch (e) {
    throw new Error(`aplc: the device this array was kept on is no longer available (after shutdown()?): ${e instanceof Error ? e.message : String(e)}`);
  }
}

// Argument validation (validate.ts) checks element types and shapes on ArrayValues; a kept array
// enters it as a stand-in with no elements, mapped back to its buffer before the run.
const standIns = new WeakMap<ArrayValue, KeptBuffer>();

export function standInFor(r: KeptBuffer): ArrayValue {
  const v: ArrayValue = { elem: r.elem, shape: r.shape, data: allocData(r.elem, 0) };
  standIns.set(v, r);
  return v;
}

/** The kept array a validated argument stands for, if it is a stand-in. */
export function keptBehind(v: ArrayValue): KeptBuffer | undefined {
  return standIns.get(v);
}

/** A call's trailing options object (`{ keep: true }`), told apart from an array argument. */
export interface KeepOption {
  readonly keep: boolean;
}

export function isKeepOption(x: unknown): x is KeepOption {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || ArrayBuffer.isView(x) || x instanceof DeviceArray) return false;
  return Object.prototype.hasOwnProperty.call(x, 'keep') && !('data' in x) && !('shape' in x);
}
