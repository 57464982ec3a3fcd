// The GPU executor against the reference interpreter (core-ir/interp.ts) on the same programs:
// values, outputs, and errors (class, message where both can know it, location).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interpret } from '../../core-ir/interp.js';
import type { Elem, Program, Stmt } from '../../core-ir/syntax.js';
import { AplRuntimeError, type ArrayValue } from '../../core-ir/value.js';
import { PROFILE_NAMES } from '../../passes/device-profiles.js';
import { arr, binLam, c, close, gpuAvailable, idLam, k, lam, lit, loc, out, p, prog, run, st, v } from './harness.js';

const test = suite('gpu: agrees with the interpreter');
const on = await gpuAvailable(test, 'spec/gpu/differential.spec');

function ints(n: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return ((s >>> 9) % 41) - 20;
  });
}

type Outcome = { outputs: ArrayValue[]; results: ArrayValue[] } | { error: AplRuntimeError };

/** The interpreter's outcome and the GPU's under every device profile (each plans other kernels). */
async function both(pr: Program<'soacs'>, inputs: readonly ArrayValue[] = []): Promise<[Outcome, Outcome[]]> {
  let cpu: Outcome;
  const cpuOut: ArrayValue[] = [];
  try {
    cpu = { results: interpret(pr, inputs, (o) => cpuOut.push(o)), outputs: cpuOut };
  } catch (e) {
    if (!(e instanceof AplRuntimeError)) throw e;
    cpu = { error: e };
  }
  const gpus: Outcome[] = [];
  for (const profile of PROFILE_NAMES) {
    process.env['APLC_DEVICE_PROFILE'] = profile;
    try {
      const r = await run(pr, inputs);
      gpus.push({ results: r.results, outputs: r.outputs });
    } catch (e) {
      if (!(e instanceof AplRuntimeError)) throw e;
      gpus.push({ error: e });
    } finally {
      delete process.env['APLC_DEVICE_PROFILE'];
    }
  }
  return [cpu, gpus];
}

function sameValues(a: readonly ArrayValue[], b: readonly ArrayValue[], what: string): void {
  assert.is(a.length, b.length, `${what}: count`);
  a.forEach((x, i) => {
    const y = b[i]!;
    assert.is(y.elem, x.elem, `${what} ${i}: elem`);
    assert.equal([...y.shape], [...x.shape], `${what} ${i}: shape`);
    for (let j = 0; j < x.data.length; j++) {
      const ok = x.elem === 'float' ? close(y.data[j]!, x.data[j]!, 1e-5, 1e-6) : y.data[j] === x.data[j];
      if (!ok) assert.is(y.data[j], x.data[j], `${what} ${i}: element ${j}`);
    }
  });
}

function agree([cpu, gpus]: [Outcome, Outcome[]], sameMessage = true): void {
  gpus.forEach((gpu, i) => agreeOne(cpu, gpu, sameMessage, PROFILE_NAMES[i]!));
}

function agreeOne(cpu: Outcome, gpu: Outcome, sameMessage: boolean, profile: string): void {
  if ('error' in cpu) {
    assert.ok('error' in gpu, `the interpreter fails with ${cpu.error.cls}: ${cpu.error.message}; the GPU (${profile} profile) does not`);
    if (!('error' in gpu)) return;
    assert.is(gpu.error.cls, cpu.error.cls);
    if (sameMessage) assert.is(gpu.error.message, cpu.error.message);
    assert.equal(gpu.error.loc, cpu.error.loc);
    return;
  }
  assert.ok(!('error' in gpu), 'error' in gpu ? `the GPU (${profile} profile) fails: ${gpu.error.message}` : '');
  if ('error' in gpu) return;
  sameValues(cpu.outputs, gpu.outputs, `${profile}: output`);
  sameValues(cpu.results, gpu.results, `${profile}: result`);
}

const reduce = (shape: number[], elem: Elem, op: Parameters<typeof binLam>[0], assoc: boolean, name = 'r'): Stmt =>
  st(p(name, elem, shape.slice(0, -1)), { tag: 'redomap', shape: shape.map(c), arrays: ['x'], map: idLam(shape.length, elem), op: binLam(op, elem), neutral: [k(0, elem)], assoc });
const scan = (shape: number[], elem: Elem, op: Parameters<typeof binLam>[0], assoc: boolean, name = 's'): Stmt =>
  st(p(name, elem, shape), { tag: 'scanomap', shape: shape.map(c), arrays: ['x'], map: idLam(shape.length, elem), op: binLam(op, elem), assoc });

if (on) {
  const shapes: number[][] = [[1], [7], [300], [5000], [4, 9], [64, 300], [3, 2, 100]];
  for (const shape of shapes) {
    test(`reductions and scans over ${shape.join('×')}`, async () => {
      const n = shape.reduce((a, b) => a * b, 1);
      const data = ints(n, n);
      const fdata = data.map((x) => x / 4);
      const stmts = (elem: Elem): Stmt[] => [
        reduce(shape, elem, 'add', true, 'a'),
        reduce(shape, elem, 'sub', false, 'b'),
        reduce(shape, elem, 'max', true, 'm'),
        scan(shape, elem, 'add', true, 'c'),
        scan(shape, elem, 'sub', false, 'd'),
        ...['a', 'b', 'm', 'c', 'd'].map(out),
      ];
      agree(await both(prog(stmts('int'), [], [p('x', 'int', shape)]), [arr('int', shape, data)]));
      agree(await both(prog(stmts('float'), [], [p('x', 'float', shape)]), [arr('float', shape, fdata)]));
    });
  }

  test('structural ops in a chain', async () => {
    const x = ints(24, 3);
    agree(
      await both(
        prog([
          lit('x', 'int', x, [2, 3, 4]),
          lit('ix', 'int', [2, 0, 1, 1], [2, 2]),
          st(p('t', 'int', [4, 2, 3]), { tag: 'rearrange', perm: [2, 0, 1], array: 'x' }),
          st(p('r', 'int', [4, 2, 3]), { tag: 'reverse', axis: 2, array: 't' }),
          st(p('o', 'int', [4, 2, 3]), { tag: 'rotate', axis: 0, amount: k(-5, 'int'), array: 'r' }),
          st(p('w', 'int', [5, 3, 2]), { tag: 'window', array: 'o', offsets: [k(-1, 'int'), k(0, 'int'), k(1, 'int')], shape: [c(5), c(3), c(2)], fill: k(7, 'int') }),
          st(p('g', 'int', [5, 2, 2, 2]), { tag: 'gather', array: 'w', axes: [null, 'ix', null] }),
          st(p('f', 'int', [40]), { tag: 'reshape', shape: [c(40)], array: 'g' }),
          st(p('xf', 'int', [24]), { tag: 'reshape', shape: [c(24)], array: 'x' }),
          st(p('cc', 'int', [64]), { tag: 'concat', axis: 0, arrays: ['f', 'xf'] }),
          st(p('c2', 'int', [5, 3, 4]), { tag: 'concat', axis: 2, arrays: ['w', 'w'] }),
          out('cc'),
          out('c2'),
        ]),
      ),
    );
  });

  test('errors: same class and location', async () => {
    const recip = lam([p('i', 'int'), p('e', 'float')], [st(p('q', 'float'), { tag: 'un', op: 'recip', arg: v('e') })], [v('q')], ['float']);
    agree(await both(prog([lit('x', 'float', [1, 0]), st(p('y', 'float', [2]), { tag: 'map', shape: [c(2)], arrays: ['x'], lambda: recip }, loc(3)), out('y')])));
    agree(await both(prog([lit('x', 'int', [1, 2]), lit('j', 'int', [0, 5]), st(p('y', 'int', [2]), { tag: 'gather', array: 'x', axes: ['j'] }, loc(4)), out('y')])), false);
    agree(await both(prog([lit('x', 'int', [1, 2]), st(p('y', 'int'), { tag: 'index', array: 'x', idx: [k(2, 'int')] }, loc(5)), out('y')])));
    agree(await both(prog([lit('x', 'int', [1, 2, 3]), lit('m', 'int', [1, 2], [1, 2]), st(p('y', 'int', [5]), { tag: 'concat', axis: 0, arrays: ['x', 'm'] }, loc(7)), out('y')])));
    agree(await both(prog([lit('x', 'int', [1, 2, 3, 4], [2, 2]), lit('m', 'int', [1, 2, 3], [1, 3]), st(p('y', 'int', [3, 2]), { tag: 'concat', axis: 0, arrays: ['x', 'm'] }, loc(8)), out('y')])));
    agree(await both(prog([lit('x', 'int', [1, 2, 3]), st(p('y', 'int', [2]), { tag: 'reshape', shape: [c(2)], array: 'x' }, loc(6)), out('y')])), false);
  });
}

test.run();
