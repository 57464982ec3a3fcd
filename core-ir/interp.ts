// The reference interpreter of the sized SOAC IR (the `interp` backend; the `cpu` backend, cpu/, runs its
// statement compiler with SOACs rendered as JavaScript kernels).
//
// The program is compiled to closures first (interp-compile.ts), then run; `prepare` keeps the
// compiled form for repeated runs (benchmarks use it as the CPU baseline).
import { DEFAULT_FLOAT_WIDTH, floatArray, widthOfData, type FloatWidth } from '../ops/float-width.js';
import type { Param, Program, Stage } from './syntax.js';
import { AplRuntimeError, type ArrayValue, type ElemData } from './value.js';
import { Compiler } from './interp-compile.js';
import { Scope } from './interp-frame.js';

/**
 * converts an input to its parameter's element type where APL would (bool ⊂ int ⊂ float), and
 * floats to the program's width (f64 inputs of an f32 program round)
 */
function coerceInput(p: Param, v: ArrayValue, width: FloatWidth): ArrayValue {
  const want = p.type.elem;
  if (v.elem === want && (want !== 'float' || widthOfData(v.data) === width)) return v;
  const widening = v.elem === want || (v.elem === 'bool' && (want === 'int' || want === 'float')) || (v.elem === 'int' && want === 'float');
  if (!widening) throw new AplRuntimeError('DOMAIN', `input ${p.name} is ${v.elem}, expected ${want}`, null);
  let data: ElemData;
  if (want === 'float') {
    data = floatArray(width, v.data.length);
    data.set(v.data);
  } else data = Int32Array.from(v.data);
  return { elem: want, shape: v.shape, data };
}

/** A compiled program, reusable across runs (one run at a time). */
export interface PreparedProgram {
  run(inputs: readonly ArrayValue[], onOutput?: (v: ArrayValue) => void): ArrayValue[];
}

/**
 * Compiles a program for repeated runs. `compiler` makes the statement compiler: the interpreter's
 * by default; the cpu backend's (cpu/host.ts) renders SOACs as JavaScript kernels instead.
 */
export function prepare(
  p: Program<Stage>,
  compiler: (onOutput: (v: ArrayValue) => void, float: FloatWidth) => Compiler = (o, float) => new Compiler(o, float),
): PreparedProgram {
  let sink: ((v: ArrayValue) => void) | undefined;
  const width = p.float ?? DEFAULT_FLOAT_WIDTH;
  const c = compiler((v) => sink?.(v), width);
  const scope = new Scope(null);
  const sizeSlots = p.sizeParams.map((n) => c.define(scope, { name: n, type: { elem: 'int', shape: [] } }).slot);
  const params = p.params.map((q) => c.define(scope, q));
  const checkParams = c.dimsChecker(scope, p.params, null);
  const body = c.compileBody(scope, p.body, null);
  const results = body.results.map((r) => c.valueReader(r));
  c.allocate();
  const F = c.frame;
  return {
    run(inputs, onOutput) {
      if (inputs.length !== p.params.length) throw new Error(`the program takes ${p.params.length} inputs, not ${inputs.length}`);
      sink = onOutput;
      const bound = new Set<string>();
      p.params.forEach((q, i) => {
        const v = coerceInput(q, inputs[i]!, width);
        if (v.shape.length !== q.type.shape.length) {
          throw new AplRuntimeError('RANK', `input ${q.name} has rank ${v.shape.length}, expected ${q.type.shape.length}`, null);
        }
        // the first dim that names a size parameter binds it; the dims check below catches the rest
        q.type.shape.forEach((s, j) => {
          if (s.k !== 'var') return;
          const k = p.sizeParams.indexOf(s.name);
          if (k >= 0 && !bound.has(s.name)) {
            bound.add(s.name);
            F.num[sizeSlots[k]!] = v.shape[j]!;
          }
        });
        const b = params[i]!;
        if (b.scalar) F.num[b.slot] = v.data[0]!;
        else F.arr[b.slot] = v;
      });
      for (const n of p.sizeParams) if (!bound.has(n)) throw new Error(`size parameter ${n} is not a dim of any input`);
      checkParams();
      body.run();
      return results.map((r) => r());
    },
  };
}

/** Runs a program on inputs (one per param); ⎕← values go to onOutput in order. */
export function interpret(p: Program<Stage>, inputs: readonly ArrayValue[], onOutput?: (v: ArrayValue) => void): ArrayValue[] {
  return prepare(p).run(inputs, onOutput);
}
