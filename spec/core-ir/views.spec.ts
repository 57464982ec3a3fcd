// Views (core-ir/views.ts): property tests with fast-check over random shapes and random steps.
// A composed view's index mapping must equal applying its steps one by one to a materialised
// array (a reference written here from the IR's definitions, which is also what the interpreter
// computed before views.ts existed); the interpreter, the IR rendering (run through evalBin) and
// toLmad must agree with it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { rearrange, reverse, rotate, window } from '../../core-ir/interp-arrays.js';
import { lmadOffset, toLmad } from '../../core-ir/lmad.js';
import { evalBin } from '../../ops/scalar-ops.js';
import type { Atom, BinOp, Elem } from '../../core-ir/syntax.js';
import type { ArrayValue } from '../../core-ir/value.js';
import { irIndex } from '../../core-ir/views-ir.js';
import {
  compose, linearIndex, numberIndex, sourceIndex, viewShape, type IndexAlgebra, type View, type ViewStep,
} from '../../core-ir/views.js';

const count = (shape: readonly number[]): number => shape.reduce((a, b) => a * b, 1);

function allIndices(shape: readonly number[]): number[][] {
  const out: number[][] = [];
  if (shape.some((d) => d === 0)) return out;
  const idx = shape.map(() => 0);
  for (;;) {
    out.push([...idx]);
    let k = shape.length - 1;
    while (k >= 0 && ++idx[k]! >= shape[k]!) idx[k--] = 0;
    if (k < 0) return out;
  }
}

/** A materialised array: shape and row-major values. */
interface Mat {
  readonly shape: readonly number[];
  readonly data: readonly number[];
}

const at = (m: Mat, idx: readonly number[]): number => {
  let off = 0;
  idx.forEach((x, k) => (off = off * m.shape[k]! + x));
  return m.data[off]!;
};

/** One step applied to a materialised array, straight from the IR's definitions (syntax.ts). */
function applyStep(m: Mat, step: ViewStep<number>, fill: number): Mat {
  const build = (shape: number[], f: (idx: number[]) => number): Mat => ({ shape, data: allIndices(shape).map(f) });
  switch (step.k) {
    case 'reverse':
      return build([...m.shape], (i) => at(m, i.map((x, k) => (k === step.axis ? m.shape[k]! - 1 - x : x))));
    case 'rotate': {
      const n = m.shape[step.axis]!;
      return build([...m.shape], (i) => at(m, i.map((x, k) => (k === step.axis ? (((x + step.amount) % n) + n) % n : x))));
    }
    case 'transpose': {
      return build(step.perm.map((p) => m.shape[p]!), (i) => {
        const src = new Array<number>(i.length);
        step.perm.forEach((p, j) => (src[p] = i[j]!));
        return at(m, src);
      });
    }
    case 'window':
      return build([...step.shape], (i) => {
        const src = i.map((x, k) => x + step.offsets[k]!);
        return src.every((x, k) => x >= 0 && x < m.shape[k]!) ? at(m, src) : fill;
      });
    case 'reshape':
      return { shape: [...step.shape], data: m.data };
  }
}

/** the fill of step k: distinct from every element (elements are their own positions, ≥ 0) */
const fillOf = (k: number): number => -1 - k;

/** The result of a view of the array whose elements are their own positions, one step at a time. */
function materialise(v: View<number>): Mat {
  let m: Mat = { shape: v.source, data: Array.from({ length: count(v.source) }, (_, i) => i) };
  v.steps.forEach((s, k) => (m = applyStep(m, s, fillOf(k))));
  return m;
}

/** The same through sourceIndex: an element's position, or the fill of the first guard that fails. */
function viaSourceIndex<X>(alg: IndexAlgebra<X>, v: View<X>, idx: readonly X[], value: (x: X) => number, source: readonly number[]): number {
  const r = sourceIndex(alg, v, idx);
  for (const g of r.guards) if (value(g.inside) === 0) return fillOf(g.step);
  return linearIndex(numberIndex, r.index.map(value), source);
}

function stepArb(shape: readonly number[]): fc.Arbitrary<ViewStep<number>> {
  const rank = shape.length;
  const n = count(shape);
  const reshapes: number[][] = [[n], [1, n]];
  for (let d = 2; d < n; d++) if (n % d === 0) reshapes.push([d, n / d], [n / d, 1, d]);
  const options: fc.Arbitrary<ViewStep<number>>[] = [
    fc.constantFrom(...reshapes).map((s): ViewStep<number> => ({ k: 'reshape', shape: s })),
    fc.tuple(...shape.map(() => fc.integer({ min: -3, max: 3 })), ...shape.map(() => fc.integer({ min: 0, max: 5 })))
      .map((xs): ViewStep<number> => ({ k: 'window', offsets: xs.slice(0, rank), shape: xs.slice(rank) })),
  ];
  if (rank > 0) {
    const axis = fc.integer({ min: 0, max: rank - 1 });
    options.push(
      axis.map((a): ViewStep<number> => ({ k: 'reverse', axis: a })),
      fc.tuple(axis, fc.integer({ min: -9, max: 9 })).map(([a, amount]): ViewStep<number> => ({ k: 'rotate', axis: a, amount })),
      fc.shuffledSubarray([...shape.keys()], { minLength: rank, maxLength: rank }).map((perm): ViewStep<number> => ({ k: 'transpose', perm })),
    );
  }
  return fc.oneof(...options);
}

function stepsArb(shape: readonly number[], n: number): fc.Arbitrary<ViewStep<number>[]> {
  if (n === 0) return fc.constant([]);
  return stepArb(shape).chain((s) => stepsArb(viewShape({ source: shape, steps: [s] }), n - 1).map((rest) => [s, ...rest]));
}

const viewArb: fc.Arbitrary<View<number>> = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 0, maxLength: 3 }), fc.integer({ min: 1, max: 4 }))
  .chain(([source, n]) => stepsArb(source, n).map((steps) => ({ source, steps })));

test('a composed view maps each index as its steps applied one by one do', () => {
  fc.assert(
    fc.property(viewArb, (v) => {
      const m = materialise(v);
      assert.equal(viewShape(v), m.shape);
      allIndices(m.shape).forEach((idx, i) => {
        assert.is(viaSourceIndex(numberIndex, v, idx, (x) => x, v.source), m.data[i], `at ${idx}`);
      });
    }),
    { numRuns: 400 },
  );
});

test('compose: the view of a view is the view of the steps of both', () => {
  fc.assert(
    fc.property(viewArb, fc.integer({ min: 0, max: 4 }), (v, cut) => {
      const k = Math.min(cut, v.steps.length);
      const first: View<number> = { source: v.source, steps: v.steps.slice(0, k) };
      const then: View<number> = { source: viewShape(first), steps: v.steps.slice(k) };
      assert.equal(compose(first, then), v);
    }),
  );
});

/** The interpreter's views on an int array of the shape holding its positions. */
function interpStep(m: Mat, step: ViewStep<number>, fill: number): Mat {
  const a: ArrayValue = { elem: 'int', shape: m.shape, data: Int32Array.from(m.data) };
  const r = ((): ArrayValue => {
    switch (step.k) {
      case 'reverse': return reverse(a, step.axis, null);
      case 'rotate': return rotate(a, step.axis, step.amount, null);
      case 'transpose': return rearrange(a, step.perm, null);
      case 'window': return window(a, step.offsets, step.shape, fill, null);
      case 'reshape': return { ...a, shape: step.shape };
    }
  })();
  return { shape: r.shape, data: Array.from(r.data) };
}

test('the interpreter computes every step as the IR defines it', () => {
  fc.assert(
    fc.property(viewArb, (v) => {
      let mine: Mat = { shape: v.source, data: Array.from({ length: count(v.source) }, (_, i) => i) };
      v.steps.forEach((s, k) => (mine = interpStep(mine, s, fillOf(k))));
      assert.equal(mine, materialise(v));
    }),
    { numRuns: 300 },
  );
});

/**
 * The IR rendering, run: every size and index is a variable, each bound statement is evaluated
 * by the interpreter's scalar semantics (evalBin) as it is emitted.
 */
function irRun(): { alg: IndexAlgebra<Atom>; bind: (value: number, elem?: Elem) => Atom; value: (a: Atom) => number; stmts: () => number } {
  const env = new Map<string, number>();
  const value = (a: Atom): number => (a.k === 'const' ? a.value : env.get(a.name)!);
  const bind = (v: number): Atom => {
    const name = `v${env.size}`;
    env.set(name, v);
    return { k: 'var', name };
  };
  let emitted = 0;
  const alg = irIndex({
    bin: (op: BinOp, l: Atom, r: Atom, elem: Elem) => {
      emitted++;
      return bind(evalBin(op, elem, value(l), value(r)));
    },
    select: (c, t, e) => {
      emitted++;
      return bind(value(c) !== 0 ? value(t) : value(e));
    },
  });
  return { alg, bind, value, stmts: () => emitted };
}

/** The view with its sizes and amounts as IR variables (offsets too, half of the time). */
function symbolic(v: View<number>, bind: (n: number) => Atom, varOffsets: boolean): View<Atom> {
  const steps = v.steps.map((s): ViewStep<Atom> => {
    switch (s.k) {
      case 'reverse': case 'transpose': return s;
      case 'rotate': return { ...s, amount: bind(s.amount) };
      case 'window': return { k: 'window', offsets: s.offsets.map((o) => (varOffsets ? bind(o) : { k: 'const', value: o, elem: 'int' })), shape: s.shape.map(bind) };
      case 'reshape': return { k: 'reshape', shape: s.shape.map(bind) };
    }
  });
  return { source: v.source.map(bind), steps };
}

test('the IR rendering computes what the numbers do (mod and idiv in the IR argument order)', () => {
  fc.assert(
    fc.property(viewArb, fc.boolean(), (v, varOffsets) => {
      const m = materialise(v);
      const ir = irRun();
      const sv = symbolic(v, ir.bind, varOffsets);
      allIndices(m.shape).forEach((idx, i) => {
        assert.is(viaSourceIndex(ir.alg, sv, idx.map((x) => ir.bind(x)), ir.value, v.source), m.data[i], `at ${idx}`);
      });
    }),
    { numRuns: 300 },
  );
});

test('constants fold: a view of constant sizes at a constant index emits nothing', () => {
  fc.assert(
    fc.property(viewArb, (v) => {
      const ir = irRun();
      const c = (n: number): Atom => ({ k: 'const', value: n, elem: 'int' });
      const cv = symbolic(v, c, false);
      allIndices(viewShape(v)).forEach((idx) => sourceIndex(ir.alg, cv, idx.map(c)));
      assert.is(ir.stmts(), 0);
    }),
  );
});

test('toLmad agrees with the index mapping wherever it gives an LMAD', () => {
  let affine = 0;
  fc.assert(
    fc.property(viewArb, (v) => {
      const l = toLmad(numberIndex, v);
      if (l === null) return;
      affine++;
      assert.is(l.dims.length, viewShape(v).length);
      allIndices(viewShape(v)).forEach((idx) => {
        const r = sourceIndex(numberIndex, v, idx);
        assert.equal(r.guards, [], 'an LMAD view never reads a fill');
        assert.is(lmadOffset(numberIndex, l, idx), linearIndex(numberIndex, r.index, v.source), `at ${idx}`);
      });
    }),
    { numRuns: 600 },
  );
  assert.ok(affine > 100, `only ${affine} affine views`);
});

test('toLmad over size variables: transpose, reverse, slice and reshape of what is contiguous', () => {
  const ir = irRun();
  const [n, m] = [ir.bind(5), ir.bind(3)];
  const c = (x: number): Atom => ({ k: 'const', value: x, elem: 'int' });
  const lmad = (steps: ViewStep<Atom>[], source = [n, m]) => toLmad(ir.alg, { source, steps });
  const t = lmad([{ k: 'transpose', perm: [1, 0] }, { k: 'reverse', axis: 1 }])!;
  assert.equal(t.dims.map((d) => [ir.value(d.size), ir.value(d.stride)]), [[3, 1], [5, -3]]);
  assert.is(ir.value(t.offset), 12);
  // whole rows 1 … 2 (of 5: inside), flattened: still one block
  const rows = lmad([{ k: 'window', offsets: [c(1), c(0)], shape: [c(2), m] }, { k: 'reshape', shape: [c(6)] }], [c(5), m])!;
  assert.is(lmad([{ k: 'window', offsets: [c(1), c(0)], shape: [c(2), m] }]), null, 'not provably inside n rows');
  assert.equal([ir.value(rows.offset), ir.value(rows.dims[0]!.stride)], [3, 1]);
  assert.is(lmad([{ k: 'transpose', perm: [1, 0] }, { k: 'reshape', shape: [c(15)] }]), null);
  assert.is(lmad([{ k: 'rotate', axis: 0, amount: c(1) }]), null);
  assert.is(lmad([{ k: 'window', offsets: [c(-1), c(0)], shape: [n, m] }]), null);
});

test.run();
