// How many bytes one array may take: the memory cap. An array past it is a LIMIT ERROR (Dyalog's
// WS FULL, in our class for an implementation limit) at the place of the operation that makes it,
// checked before anything is allocated, on every backend (core-ir/interp-arrays.ts allocChecked,
// cpu/parallel.ts allocShared, gpu/runtime.ts alloc). Without it, an array the machine cannot hold
// grows the process until the system kills it, or is computed for minutes first.
//
// The cap is, in order: setMaxMemory (the embedding API), the APLC_MAX_MEMORY environment variable
// (`4G`, `512M`, `64K`, or bytes), else a share of the machine's memory on Node, or a fixed bound in
// a browser, which does not tell. It bounds each array, not a run's total: the interpreter's and
// the cpu backend's arrays are freed by the garbage collector, so no run knows what is still held.
// A fused operation that allocates nothing (`+/1e9⍴1`) is never refused.
import { AplRuntimeError } from './value.js';
import { MAX_ITEMS } from './limits.js';
import type { SrcLoc } from './syntax.js';

/** The default's share of the machine's memory: an operation holds its arguments and its result at once, and the process more. */
const SHARE_OF_MACHINE = 8;

/** The default where the machine's memory is unknown (a browser): what a tab can usually allocate. */
const BROWSER_DEFAULT = 2 ** 30;

/** The most any cap can be: the largest array every backend indexes (MAX_ITEMS items of 8 bytes). */
export const LARGEST_CAP = MAX_ITEMS * 8;

const UNITS: Readonly<Record<string, number>> = { '': 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/**
 * Bytes from a size as a person writes it: `4G`, `1.5g`, `512M`, `64KB`, `4GiB`, `1000000`
 * (binary multiples: K is 1024); null when it is not one, or is not at least one byte.
 */
export function parseMemorySize(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
  if (m === null) return null;
  const bytes = Math.floor(Number(m[1]) * UNITS[m[2]!.toUpperCase()]!);
  return bytes >= 1 ? bytes : null;
}

/** Bytes as a person reads them: `4000000000 bytes (3.7 GiB)`. */
export function describeBytes(bytes: number): string {
  const units: [string, number][] = [['TiB', 2 ** 40], ['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10]];
  const unit = units.find(([, size]) => bytes >= size);
  return unit === undefined ? `${bytes} bytes` : `${bytes} bytes (${+(bytes / unit[1]).toFixed(1)} ${unit[0]})`;
}

export interface MemoryCap {
  /** the most bytes one array takes */
  readonly bytes: number;
  /** where the figure comes from, for the message that names how to raise it */
  readonly source: string;
}

let setByApi: number | null = null;
let fromMachine: MemoryCap | undefined;

interface NodeProcess {
  readonly env: Record<string, string | undefined>;
  readonly getBuiltinModule?: (id: string) => unknown;
}

const nodeProcess = (): NodeProcess | undefined => (globalThis as { process?: NodeProcess }).process;

let variable: { readonly text: string | undefined } | undefined;

/**
 * The APLC_MAX_MEMORY variable's text, or undefined where it is unset or empty (or there is no
 * process). Read once: every allocation asks, and reading process.env costs a microsecond.
 */
export function memoryCapVariable(): string | undefined {
  if (variable === undefined) {
    const v = nodeProcess()?.env['APLC_MAX_MEMORY'];
    variable = { text: v === undefined || v === '' ? undefined : v };
  }
  return variable.text;
}

/** Why APLC_MAX_MEMORY cannot be used, or null when it is unset or a size (the command line checks it first). */
export function memoryCapVariableProblem(): string | null {
  const v = memoryCapVariable();
  return v === undefined || parseMemorySize(v) !== null ? null : `APLC_MAX_MEMORY must be a size in bytes, or with K, M, G or T (e.g. 4G); got ${v}`;
}

/** The default: a share of the machine's memory, looked up once (os is taken as cpu/pool.ts takes it, so a browser loads this). */
function machineDefault(): MemoryCap {
  if (fromMachine !== undefined) return fromMachine;
  const p = nodeProcess();
  const os = typeof p?.getBuiltinModule === 'function' ? (p.getBuiltinModule('node:os') as typeof import('node:os') | undefined) : undefined;
  fromMachine = os === undefined
    ? { bytes: BROWSER_DEFAULT, source: 'the default where the machine\'s memory is unknown' }
    : { bytes: Math.min(LARGEST_CAP, Math.floor(os.totalmem() / SHARE_OF_MACHINE)), source: `1/${SHARE_OF_MACHINE} of this machine's memory` };
  return fromMachine;
}

/** The cap in force now, and where it comes from. */
export function memoryCap(): MemoryCap {
  if (setByApi !== null) return { bytes: setByApi, source: 'set by setMaxMemory' };
  const v = memoryCapVariable();
  if (v !== undefined) {
    const bytes = parseMemorySize(v);
    if (bytes === null) throw new AplRuntimeError('LIMIT', memoryCapVariableProblem()!, null);
    return { bytes: Math.min(bytes, LARGEST_CAP), source: `APLC_MAX_MEMORY=${v}` };
  }
  return machineDefault();
}

/**
 * Sets the cap for this process: bytes, or a size as APLC_MAX_MEMORY takes it (`'4G'`); null goes
 * back to the variable, else the default. It applies to the runs that start after it.
 */
export function setMaxMemory(cap: number | string | null): void {
  if (cap === null) {
    setByApi = null;
    return;
  }
  const bytes = typeof cap === 'number' ? cap : parseMemorySize(cap);
  if (bytes === null || !Number.isFinite(bytes) || bytes < 1) throw new RangeError(`the memory cap must be a number of bytes ≥ 1, or a size such as '4G' (got ${String(cap)})`);
  setByApi = Math.min(Math.floor(bytes), LARGEST_CAP);
}

/** A value of APLC_MAX_MEMORY that holds `bytes`: whole G, or whole M below a G. */
function capThatHolds(bytes: number): string {
  return bytes > 2 ** 30 ? `${Math.ceil(bytes / 2 ** 30)}G` : `${Math.ceil(bytes / 2 ** 20)}M`;
}

/** The message for an array of `items` items of `bytes` bytes in all, past the cap. */
export function pastMemoryCap(items: number, bytes: number, cap: MemoryCap): string {
  return `an array of ${items} items needs ${describeBytes(bytes)}, past the memory cap of ${describeBytes(cap.bytes)} an array (${cap.source}); `
    + `raise it with APLC_MAX_MEMORY=${capThatHolds(bytes)} (or setMaxMemory)`;
}

/** Throws the LIMIT ERROR, at `loc`, for an array of `items` items of `itemBytes` bytes each past the cap. */
export function checkMemoryCap(items: number, itemBytes: number, loc: SrcLoc | null): void {
  const bytes = items * itemBytes;
  const cap = memoryCap();
  if (bytes > cap.bytes) throw new AplRuntimeError('LIMIT', pastMemoryCap(items, bytes, cap), loc);
}
