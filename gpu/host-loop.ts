// The GPU executor's way with recursion on a stack (a loop marked `onHost`, core-ir/syntax.ts;
// shapes/recursion-stack.ts builds it): the loop runs on the host, in the interpreter, and its
// results go back to the device.
//
// Why, measured on llvmpipe (README, "Recursion"): the machine makes one call an iteration, and
// the host must read back each iteration's guards to pick the next, so on the device every call
// is dozens of dispatches and a read-back. Fibonacci of 15 by `{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-((2)=(2))}`
// (32 767 calls) printed nothing in 200 s on the device and takes about 4 s here; quicksort of
// 100 numbers took 22 s on the device and 2.3 s here. The calls' data-parallel work (quicksort's
// partitions) runs on the host too: calls come one at a time, each waiting for the last, so
// there is no batch that would pay for the dispatches. The arrays the loop reads are read back
// once, before it starts.
import { prepare, type PreparedProgram } from '../core-ir/interp.js';
import { namesUsed } from '../core-ir/liveness.js';
import type { Param, Program, Stmt } from '../core-ir/syntax.js';
import { scalarValue, type ArrayValue } from '../core-ir/value.js';
import type { GpuRuntime, Val } from './runtime.js';

/** The loop compiled for the interpreter, by the shapes of the values it reads. */
const compiled = new WeakMap<Stmt, Map<string, PreparedProgram>>();

/** Runs the loop statement `s` on the host; `lookup` gives the values in scope. Its results, owned by the caller. */
export async function runLoopOnHost(rt: GpuRuntime, s: Stmt, lookup: (name: string) => Val | undefined): Promise<Val[]> {
  // the values the loop reads from outside it: the names it mentions that are bound here
  const free: { name: string; v: Val }[] = [];
  for (const name of namesUsed(s)) {
    const v = lookup(name);
    if (v !== undefined) free.push({ name, v });
  }
  const params: Param[] = free.map(({ name, v }) => ({ name, type: { elem: v.elem, shape: v.kind === 'host' ? [] : v.shape.map((n) => ({ k: 'const' as const, n })) } }));
  const key = free.map(({ name, v }) => `${name}:${v.kind === 'host' ? '' : v.shape.join(' ')}`).join(',');
  let byShape = compiled.get(s);
  if (byShape === undefined) {
    byShape = new Map();
    compiled.set(s, byShape);
  }
  let run = byShape.get(key);
  if (run === undefined) {
    const program: Program<'kernels'> = {
      stage: 'kernels',
      params,
      sizeParams: [],
      body: { stmts: [s], results: s.names.map((n) => ({ k: 'var', name: n.name })) },
      resultTypes: s.names.map((n) => n.type),
      float: rt.float,
    };
    run = prepare(program);
    byShape.set(key, run);
  }
  const inputs: ArrayValue[] = [];
  for (const { v } of free) inputs.push(v.kind === 'host' ? scalarValue(v.elem, v.value, rt.float) : await rt.read(v));
  const outs = run.run(inputs);
  return outs.map((o, i): Val => (s.names[i]!.type.shape.length === 0 ? { kind: 'host', elem: o.elem, value: o.data[0]! } : rt.upload(o, s.loc ?? null)));
}
