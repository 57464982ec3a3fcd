// Building a kernel: its JavaScript source becomes a function with `new Function`, once per
// distinct source. The source is the kernel's structure (the lambda's code, the element types, the
// fold order; no names, locations or values of the program), so a kernel built for one statement
// serves every statement, run and loop iteration of the same structure.
import type { SrcLoc } from '../core-ir/syntax.js';
import { ScalarOpError } from '../ops/scalar-ops.js';
import { AplRuntimeError, type ElemData } from '../core-ir/value.js';
import type { RuntimeErrorClass } from '../core-ir/syntax.js';
import type { FreeVar, KernelWriter } from './scalar-js.js';

/**
 * A kernel: D the iteration dims, I the input data (then any index vector it reads), O the output
 * data, S the error sites, V the host values it reads (FreeVar order: a scalar, or an array's data
 * then its dims), Z a fold's neutral values (null: none).
 */
export type KernelFn = (
  D: readonly number[], I: readonly ElemData[], O: readonly ElemData[], S: readonly (SrcLoc | null)[], V: readonly (number | ElemData)[], Z: readonly number[] | null,
) => void;

export interface Kernel {
  readonly fn: KernelFn;
  /** the places of the kernel's failures, by the site numbers in its source */
  readonly sites: readonly (SrcLoc | null)[];
  readonly free: readonly FreeVar[];
  readonly source: string;
}

/** A failure inside a kernel as the interpreter reports it: a scalar op's at its site. */
function kernelFailure(err: unknown, sites: readonly (SrcLoc | null)[], site: number): unknown {
  return err instanceof ScalarOpError ? new AplRuntimeError(err.cls, err.message, sites[site] ?? null) : err;
}

const raise = (cls: RuntimeErrorClass, message: string, loc: SrcLoc | null): AplRuntimeError => new AplRuntimeError(cls, message, loc);

const built = new Map<string, KernelFn>();

/** How many distinct kernels this process has built (for tests of the cache). */
export const builtKernelCount = (): number => built.size;

/**
 * The kernel of a writer whose lines are the kernel's loops; `prologue` declares what the lines
 * use from D, I, O (the writer adds its free variables). Errors thrown inside become APL errors
 * at their sites.
 */
export function buildKernel(w: KernelWriter, prologue: readonly string[]): Kernel {
  const helperNames = [...w.helpers.keys()].sort();
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
    const make = new Function('$fail', '$err', ...helperNames, `return function kernel(D, I, O, S, V, Z) {\n${source}\n};`) as (...hs: unknown[]) => KernelFn;
    fn = make(kernelFailure, raise, ...helperNames.map((h) => w.helpers.get(h)));
    built.set(source, fn);
  }
  return { fn, sites: [...w.sites], free: [...w.free], source };
}
