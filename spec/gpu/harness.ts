// Shared by the GPU specs: acquiring the device (skip or fail without one), building IR by hand,
// running it and comparing values.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Atom, Elem, Exp, Lambda, Param, Program, Size, SrcLoc, Stmt, Type } from '../../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../../core-ir/value.js';
import { acquireGpu, releaseGpu } from '../../gpu/device.js';
import { runOnGpu } from '../../gpu/exec.js';

/**
 * Whether this file's GPU tests can run. Without an adapter they are skipped with a note, unless
 * APLC_REQUIRE_GPU=1, where a failing test is registered instead.
 */
export async function gpuAvailable(suite: Test, file: string): Promise<boolean> {
  const ctx = await acquireGpu();
  if (ctx !== null) {
    suite.after(() => releaseGpu());
    return true;
  }
  if (process.env['APLC_REQUIRE_GPU'] === '1') {
    suite('a WebGPU adapter is available (APLC_REQUIRE_GPU=1)', () => {
      assert.unreachable('no WebGPU adapter could be acquired');
    });
  } else {
    console.log(`note: ${file}: no WebGPU adapter, GPU tests skipped (set APLC_REQUIRE_GPU=1 to fail instead)`);
  }
  return false;
}

export const c = (n: number): Size => ({ k: 'const', n });
export const sv = (name: string): Size => ({ k: 'var', name });
export const v = (name: string): Atom => ({ k: 'var', name });
export const k = (value: number, elem: Elem): Atom => ({ k: 'const', value, elem });
export const ty = (elem: Elem, shape: readonly (number | string)[] = []): Type => ({
  elem,
  shape: shape.map((d) => (typeof d === 'number' ? c(d) : sv(d))),
});
export const p = (name: string, elem: Elem, shape: readonly (number | string)[] = []): Param => ({ name, type: ty(elem, shape) });
export const loc = (line: number): SrcLoc => ({ file: 'test.apl', line, col: 1 });
export const st = (names: Param | readonly Param[], exp: Exp, at?: SrcLoc): Stmt => ({
  names: Array.isArray(names) ? names : [names as Param],
  exp,
  ...(at ? { loc: at } : {}),
});
export const out = (name: string): Stmt => ({ names: [], exp: { tag: 'output', atom: v(name) } });

export function lam(params: readonly Param[], body: readonly Stmt[], results: readonly Atom[], resultTypes: readonly Elem[]): Lambda {
  return { params, body, results, resultTypes };
}

/** λ(a, b). a op b on scalars of the element type. */
export function binLam(op: Extract<Exp, { tag: 'bin' }>['op'], elem: Elem, resElem: Elem = elem): Lambda {
  return lam([p('a', elem), p('b', elem)], [st(p('r', resElem), { tag: 'bin', op, left: v('a'), right: v('b') })], [v('r')], [resElem]);
}

/** The map lambda of a plain reduction over a rank-`rank` shape: the element itself. */
export function idLam(rank: number, elem: Elem): Lambda {
  const idx = Array.from({ length: rank }, (_, i) => p(`i${i}`, 'int'));
  return lam([...idx, p('x', elem)], [], [v('x')], [elem]);
}

export function prog(stmts: readonly Stmt[], results: readonly Atom[] = [], params: readonly Param[] = [], sizeParams: readonly string[] = []): Program<'soacs'> {
  return { stage: 'soacs', params, sizeParams, body: { stmts, results }, resultTypes: results.map(() => ty('int')) };
}

export interface Run {
  readonly outputs: ArrayValue[];
  readonly results: ArrayValue[];
  readonly dispatches: number;
}

export async function run(pr: Program<'soacs'>, inputs: readonly ArrayValue[] = []): Promise<Run> {
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const outputs: ArrayValue[] = [];
  const r = await runOnGpu(ctx, pr, inputs, (o) => outputs.push(o));
  return { outputs, results: r.results, dispatches: r.dispatches };
}

/** Runs a program that must fail; returns its error (after the outputs before it). */
export async function runError(pr: Program<'soacs'>, inputs: readonly ArrayValue[] = []): Promise<{ err: AplRuntimeError; outputs: ArrayValue[] }> {
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const outputs: ArrayValue[] = [];
  try {
    await runOnGpu(ctx, pr, inputs, (o) => outputs.push(o));
  } catch (e) {
    if (e instanceof AplRuntimeError) return { err: e, outputs };
    throw e;
  }
  assert.unreachable('expected an AplRuntimeError');
  throw new Error('unreachable');
}

export function arr(elem: Elem, shape: readonly number[], data: ArrayLike<number>): ArrayValue {
  const d = elem === 'float' ? Float32Array.from(data as ArrayLike<number>) : elem === 'bool' ? Uint8Array.from(data) : Int32Array.from(data);
  return { elem, shape: [...shape], data: d };
}

/** Exact equality of element type, shape and data (NaN equals NaN). */
export function sameValue(actual: ArrayValue, expected: ArrayValue, what = ''): void {
  assert.is(actual.elem, expected.elem, `${what} elem`);
  assert.equal([...actual.shape], [...expected.shape], `${what} shape`);
  assert.is(actual.data.constructor, expected.data.constructor, `${what} data type`);
  assert.is(actual.data.length, expected.data.length, `${what} length`);
  for (let i = 0; i < expected.data.length; i++) {
    const a = actual.data[i]!;
    const b = expected.data[i]!;
    if (!(a === b || (Number.isNaN(a) && Number.isNaN(b)))) assert.is(a, b, `${what} element ${i}`);
  }
}

/** Float closeness: |a-b| ≤ rel·max(|a|,|b|) + abs; NaNs and infinities must match exactly. */
export function close(a: number, b: number, rel: number, abs = 0): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b)) + abs;
}

export function lit(name: string, elem: Elem, data: readonly number[], shape: readonly number[] = [data.length]): Stmt {
  return st(p(name, elem, shape), { tag: 'lit', type: ty(elem, shape), data });
}
