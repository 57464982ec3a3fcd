// How kernels report errors (a DOMAIN, INDEX or LIMIT error found on the device) to the host.
//
// Inside an invocation a failing check costs no branch and no atomic: `fail_if(bad, site)` keeps
// the first failing site in a private variable (`report(site)` does the same where a helper
// branches anyway), so the error an invocation reports is the first its code met, in program
// order, as the interpreter meets them. At its end the invocation reports once, only if it failed.
//
// Which report wins is the interpreter's: the earliest dispatch, then the lowest position (the
// invocation index: a map's element, a fold's row and chunk), then that invocation's first site.
// A map's elements are the interpreter's order exactly; a fold's or scan's invocations follow its
// rows and chunks, within which the device's order of steps is its own (README: the order of a
// float reduction is the backend's). Before, every report was one atomicMin of (dispatch, site),
// so the lowest site of any element won: the first op of element 9 over the second of element 0.
// That key is more than 32 bits, so the status record holds it in parts, each an atomicMin:
//   seq   the earliest failing dispatch. Dispatches run in order (WebGPU makes one dispatch's
//         writes visible to the next), so a dispatch that finds an earlier one's failure there
//         writes nothing, and the parts below only ever hold the first failing dispatch's;
//   at    the lowest failing position in that dispatch;
//   slots SLOTS words; position p writes slot p % SLOTS with (p / SLOTS) << SITE_BITS | site, so
//         slot at % SLOTS holds, among the positions that share it, the lowest's site.
// The host reads seq and at with every read-back and the one slot only when seq says an error.
import type { SrcLoc } from '../core-ir/syntax.js';
import { AplRuntimeError } from '../core-ir/value.js';
import type { Failure } from './wgsl-ops.js';

/** Bits of a slot word that hold the site within one kernel; the rest hold position / SLOTS. */
export const SITE_BITS = 16;
/** The most error sites one kernel holds (site 0 means no error). */
export const MAX_SITES = (1 << SITE_BITS) - 1;
/** The value of an empty part (no error). */
export const STATUS_NONE = 0xffffffff;
/** Slots of the site table. Positions below SLOTS << (32 - SITE_BITS) (2²⁸) are told apart exactly. */
const SLOTS = 4096;
/** seq, at, then the slots */
const HEADER = 2;
export const STATUS_WORDS = HEADER + SLOTS;
export const STATUS_BYTES = STATUS_WORDS * 4;
/** Dispatches between two reads of the status record: a sequence number must stay below STATUS_NONE. */
export const MAX_SEQ = STATUS_NONE - 1;

/** An error a kernel may find: what it is and the source place it is reported at. */
export interface Site extends Failure {
  readonly loc: SrcLoc | null;
}

/**
 * The WGSL that declares the status record at `binding` and the functions kernels report with.
 * `seq` is the WGSL expression of the dispatch's sequence number.
 */
export function statusWgsl(binding: number, seq: string): string[] {
  return [
    `struct Status { seq: atomic<u32>, at: atomic<u32>, slots: array<atomic<u32>, ${SLOTS}> }`,
    `@group(0) @binding(${binding}) var<storage, read_write> status: Status;`,
    // the first failing site of this invocation (0: none); private, so one a thread
    `var<private> failed_site: u32;`,
    `fn report(site: u32) { failed_site = select(failed_site, site, failed_site == 0u); }`,
    // & evaluates both sides: no branch
    `fn fail_if(bad: bool, site: u32) { failed_site = select(failed_site, site, bad & (failed_site == 0u)); }`,
    `fn report_end(at: u32) {
  if (failed_site == 0u) { return; }
  if (atomicLoad(&status.seq) < ${seq}) { return; }
  atomicMin(&status.seq, ${seq});
  atomicMin(&status.at, at);
  atomicMin(&status.slots[at % ${SLOTS}u], (min(at / ${SLOTS}u, ${(1 << (32 - SITE_BITS)) - 1}u) << ${SITE_BITS}u) | failed_site);
}`,
  ];
}

/** The status record before any kernel ran: every part empty. */
export function emptyStatus(): Uint32Array<ArrayBuffer> {
  return new Uint32Array(STATUS_WORDS).fill(STATUS_NONE);
}

/** The slot word's byte offset for the failing position `at`, which the host reads after an error. */
export function slotOffset(at: number): number {
  return (HEADER + (at % SLOTS)) * 4;
}

/** The error a status record's seq and slot word name, given the site tables of the dispatches by sequence number. */
export function decodeStatus(seq: number, slot: number, tables: ReadonlyMap<number, readonly Site[]>): AplRuntimeError {
  const site = tables.get(seq)?.[(slot & MAX_SITES) - 1];
  if (site === undefined) return new AplRuntimeError('DOMAIN', 'a GPU kernel reported an error', null);
  return new AplRuntimeError(site.cls, site.message, site.loc);
}
