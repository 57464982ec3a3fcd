// Building a kernel: its JavaScript source becomes a function with `new Function`, once per
// distinct source. The source is the kernel's structure (the lambda's code, the element types, the
// fold order; no names, locations or values of the program), so a kernel built for one statement
// serves every statement, run and loop iteration of the same structure.
import type { SrcLoc } from '../core-ir/syntax.js';
import { ScalarOpError } from '../ops/scalar-ops.js';
import { AplRuntimeError, type ElemData } from '../core-ir/value.js';
import type { RuntimeErrorClass } from '../core-ir/syntax.js';
import type { FreeVar, KernelWriter } from './scalar-js.js';
import { helperFor } from './kernel-helpers.js';

/**
 * A kernel: D the iteration dims, I the input data (then any index vector it reads), O the output
 * data, S the error sites, V the host values it reads (FreeVar order: a scalar, or an array's data
 * then its dims), Z a fold's neutral values (null: none). R0 ≤ i < R1 is the part of the outer
 * loop it runs (the first dim of a map or of a fold's rows; the fold axis of a one-row fold, whose
 * result goes to slot R2), so that threads can share a kernel (parallel.ts).
 */
export type KernelFn = (
  D: readonly number[], I: readonly ElemData[], O: readonly ElemData[], S: readonly unknown[], V: readonly (number | ElemData)[], Z: readonly number[] | null,
  R0: number, R1: number, R2: number,
) => void;

export interface Kernel {
  readonly fn: KernelFn;
  /** the places of the kernel's failures, by the site numbers in its source */
  readonly sites: readonly (SrcLoc | null)[];
  readonly free: readonly FreeVar[];
  readonly source: string;
  /** the helpers the source calls, by name (kernel-helpers.ts) */
  readonly helpers: readonly string[];
}

/** A failure inside a kernel as the interpreter reports it: a scalar op's at its site. */
function kernelFailure(err: unknown, sites: readonly unknown[], site: number): unknown {
  return err instanceof ScalarOpError ? new AplRuntimeError(err.cls, err.message, (sites[site] as SrcLoc | undefined) ?? null) : err;
}

const raise = (cls: RuntimeErrorClass, message: string, loc: unknown): AplRuntimeError => new AplRuntimeError(cls, message, (loc as SrcLoc | undefined) ?? null);

/** How a kernel turns a failure at a site into what it throws, and builds the errors it raises itself. */
export interface KernelFailures {
  readonly fail: (err: unknown, sites: readonly unknown[], site: number) => unknown;
  readonly err: (cls: RuntimeErrorClass, message: string, site: unknown) => unknown;
}

/** The main thread's: APL errors at the sites' locations. */
export const MAIN_FAILURES: KernelFailures = { fail: kernelFailure, err: raise };

/** The function of a kernel's source (the body of `kernel`) and helpers, with the given failures. */
export function kernelFunction(source: string, helperNames: readonly string[], failures: KernelFailures): KernelFn {
  const make = new Function('$fail', '$err', ...helperNames, `return function kernel(D, I, O, S, V, Z, R0, R1, R2) {\n${source}\n};`) as (...hs: unknown[]) => KernelFn;
  return make(failures.fail, failures.err, ...helperNames.map(helperFor));
}

const built = new Map<string, KernelFn>();

/**
 * `APLC_CPU_DUMP=1` (Node only) writes each kernel's source to stderr as it is first built, to
 * read what the renderer makes of a program.
 */
function dumpKernel(source: string): void {
  const p = (globalThis as { process?: { env?: Record<string, string | undefined>; stderr?: { write: (s: string) => unknown } } }).process;
  if (p?.env?.['APLC_CPU_DUMP'] !== '1' || p.stderr === undefined) return;
  p.stderr.write(`// ---- cpu kernel ${built.size} ----\n${source}\n`);
}

/** How many distinct kernels this process has built (for tests of the cache). */
export const builtKernelCount = (): number => built.size;

/**
 * The kernel of a writer whose lines are the kernel's loops; `prologue` declares what the lines
 * use from D, I, O (the writer adds its free variables). Errors thrown inside become APL errors
 * at their sites.
 */
export function buildKernel(w: KernelWriter, prologue: readonly string[]): Kernel {
  const helperNames = [...w.helpers].sort();
  const source = [
    `// helpers: ${helperNames.join(' ')}`,
    ...prologue.map((l) => '  ' + l),
    ...w.freeDeclarations().map((l) => '  ' + l),
    '  let site = -1;',
    '  try {',
    ...w.lines.map((l) => '  ' + l),
    '  } catch (err) {',
    '    throw $fail(err, S, site);',
    '  }',
  ].join('\n');
  let fn = built.get(source);
  if (fn === undefined) {
    dumpKernel(source);
    fn = kernelFunction(source, helperNames, MAIN_FAILURES);
    built.set(source, fn);
  }
  return { fn, sites: [...w.sites], free: [...w.free], source, helpers: helperNames };
}
