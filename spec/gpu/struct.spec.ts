// Structural expressions, control flow, inputs and limits on the real device.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Body, Exp, Stmt } from '../../core-ir/syntax.js';
import { arr, binLam, c, gpuAvailable, idLam, k, lam, lit, loc, out, p, prog, run, runError, sameValue, st, sv, v } from './harness.js';

const test = suite('gpu: structural ops and control flow');
const on = await gpuAvailable(test, 'spec/gpu/struct.spec');

const M23 = [1, 2, 3, 4, 5, 6];
const body = (stmts: readonly Stmt[], results: readonly string[]): Body => ({ stmts, results: results.map(v) });

/** Runs the statements and returns the outputs. */
async function outputs(stmts: readonly Stmt[]) {
  return (await run(prog(stmts))).outputs;
}

if (on) {
  test('iota, replicate (host and device value), lit of every element type', async () => {
    const o = await outputs([
      st(p('a', 'int', [5]), { tag: 'iota', n: c(5) }),
      st(p('b', 'float', [2, 3]), { tag: 'replicate', shape: [c(2), c(3)], value: k(1.5, 'float') }),
      st(p('s', 'int'), { tag: 'index', array: 'a', idx: [k(3, 'int')] }),
      st(p('d', 'int', [4]), { tag: 'replicate', shape: [c(4)], value: v('s') }),
      lit('e', 'bool', [1, 0, 1, 1], [2, 2]),
      lit('f', 'char', [65, 9035, 128512]),
      lit('g', 'float', [0.1, -2.5]),
      st(p('z', 'int', [0]), { tag: 'iota', n: c(0) }),
      ...['a', 'b', 'd', 'e', 'f', 'g', 'z'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [5], [0, 1, 2, 3, 4]));
    sameValue(o[1]!, arr('float', [2, 3], [1.5, 1.5, 1.5, 1.5, 1.5, 1.5]));
    sameValue(o[2]!, arr('int', [4], [3, 3, 3, 3]));
    sameValue(o[3]!, arr('bool', [2, 2], [1, 0, 1, 1]));
    sameValue(o[4]!, arr('char', [3], [65, 9035, 128512]));
    sameValue(o[5]!, arr('float', [2], [0.1, -2.5]));
    sameValue(o[6]!, arr('int', [0], []));
  });

  test('reshape shares the buffer (no dispatch); a count mismatch is a LENGTH ERROR', async () => {
    const r = await run(prog([lit('x', 'int', M23, [2, 3]), st(p('y', 'int', [3, 2]), { tag: 'reshape', shape: [c(3), c(2)], array: 'x' }), out('y')]));
    sameValue(r.outputs[0]!, arr('int', [3, 2], M23));
    assert.is(r.dispatches, 0);
    const { err } = await runError(prog([lit('x', 'int', M23, [2, 3]), st(p('y', 'int', [4]), { tag: 'reshape', shape: [c(4)], array: 'x' }, loc(4)), out('y')]));
    assert.is(err.cls, 'LENGTH');
    assert.equal(err.loc, loc(4));
  });

  test('rearrange (rank 2 and 3), reverse on each axis', async () => {
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      lit('t', 'int', Array.from({ length: 24 }, (_, i) => i), [2, 3, 4]),
      st(p('a', 'int', [3, 2]), { tag: 'rearrange', perm: [1, 0], array: 'x' }),
      st(p('b', 'int', [4, 2, 3]), { tag: 'rearrange', perm: [2, 0, 1], array: 't' }),
      st(p('r0', 'int', [2, 3]), { tag: 'reverse', axis: 0, array: 'x' }),
      st(p('r1', 'int', [2, 3]), { tag: 'reverse', axis: 1, array: 'x' }),
      ...['a', 'b', 'r0', 'r1'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [3, 2], [1, 4, 2, 5, 3, 6]));
    // b[i][j][l] = t[j][l][i] = j·12 + l·4 + i
    const b: number[] = [];
    for (let i = 0; i < 4; i++) for (let j = 0; j < 2; j++) for (let l = 0; l < 3; l++) b.push(j * 12 + l * 4 + i);
    sameValue(o[1]!, arr('int', [4, 2, 3], b));
    sameValue(o[2]!, arr('int', [2, 3], [4, 5, 6, 1, 2, 3]));
    sameValue(o[3]!, arr('int', [2, 3], [3, 2, 1, 6, 5, 4]));
  });

  test('rotate by positive, negative, large and device amounts', async () => {
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      st(p('a', 'int', [2, 3]), { tag: 'rotate', axis: 1, amount: k(1, 'int'), array: 'x' }),
      st(p('b', 'int', [2, 3]), { tag: 'rotate', axis: 1, amount: k(-1, 'int'), array: 'x' }),
      st(p('c', 'int', [2, 3]), { tag: 'rotate', axis: 1, amount: k(7, 'int'), array: 'x' }),
      st(p('d', 'int', [2, 3]), { tag: 'rotate', axis: 0, amount: k(1, 'int'), array: 'x' }),
      st(p('n', 'int'), { tag: 'index', array: 'x', idx: [k(0, 'int'), k(1, 'int')] }),
      st(p('e', 'int', [2, 3]), { tag: 'rotate', axis: 1, amount: v('n'), array: 'x' }),
      ...['a', 'b', 'c', 'd', 'e'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [2, 3], [2, 3, 1, 5, 6, 4]));
    sameValue(o[1]!, arr('int', [2, 3], [3, 1, 2, 6, 4, 5]));
    sameValue(o[2]!, arr('int', [2, 3], [2, 3, 1, 5, 6, 4]));
    sameValue(o[3]!, arr('int', [2, 3], [4, 5, 6, 1, 2, 3]));
    sameValue(o[4]!, arr('int', [2, 3], [3, 1, 2, 6, 4, 5]));
  });

  test('concat along the first axis (copies) and an inner axis (kernels), with an empty part', async () => {
    const r = await run(
      prog([
        lit('x', 'int', M23, [2, 3]),
        lit('y', 'int', [7, 8, 9], [1, 3]),
        lit('z', 'int', [10, 20], [2, 1]),
        lit('e', 'int', [], [2, 0]),
        st(p('a', 'int', [3, 3]), { tag: 'concat', axis: 0, arrays: ['x', 'y'] }),
        out('a'),
      ]),
    );
    sameValue(r.outputs[0]!, arr('int', [3, 3], [1, 2, 3, 4, 5, 6, 7, 8, 9]));
    assert.is(r.dispatches, 0);
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      lit('z', 'int', [10, 20], [2, 1]),
      lit('e', 'int', [], [2, 0]),
      st(p('b', 'int', [2, 4]), { tag: 'concat', axis: 1, arrays: ['z', 'x', 'e'] }),
      out('b'),
    ]);
    sameValue(o[0]!, arr('int', [2, 4], [10, 1, 2, 3, 20, 4, 5, 6]));
  });

  test('window: overtake with fill, negative offsets, drop', async () => {
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      // 3 4↑x
      st(p('a', 'int', [3, 4]), { tag: 'window', array: 'x', offsets: [k(0, 'int'), k(0, 'int')], shape: [c(3), c(4)], fill: k(0, 'int') }),
      // ¯3 ¯4↑x
      st(p('b', 'int', [3, 4]), { tag: 'window', array: 'x', offsets: [k(-1, 'int'), k(-1, 'int')], shape: [c(3), c(4)], fill: k(-9, 'int') }),
      // 0 1↓x
      st(p('d', 'int', [2, 2]), { tag: 'window', array: 'x', offsets: [k(0, 'int'), k(1, 'int')], shape: [c(2), c(2)], fill: k(0, 'int') }),
      ...['a', 'b', 'd'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [3, 4], [1, 2, 3, 0, 4, 5, 6, 0, 0, 0, 0, 0]));
    sameValue(o[1]!, arr('int', [3, 4], [-9, -9, -9, -9, -9, 1, 2, 3, -9, 4, 5, 6]));
    sameValue(o[2]!, arr('int', [2, 2], [2, 3, 5, 6]));
  });

  test('gather: index vectors, a null axis, a rank-2 index array', async () => {
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      lit('i', 'int', [1, 0, 1]),
      lit('j', 'int', [2, 0, 0, 1], [2, 2]),
      st(p('a', 'int', [3, 3]), { tag: 'gather', array: 'x', axes: ['i', null] }),
      st(p('b', 'int', [2, 2, 2]), { tag: 'gather', array: 'x', axes: [null, 'j'] }),
      ...['a', 'b'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [3, 3], [4, 5, 6, 1, 2, 3, 4, 5, 6]));
    sameValue(o[1]!, arr('int', [2, 2, 2], [3, 1, 1, 2, 6, 4, 4, 5]));
  });

  test('gather out of bounds: INDEX ERROR with the axis and its length', async () => {
    const { err } = await runError(prog([lit('x', 'int', M23, [2, 3]), lit('j', 'int', [0, 3]), st(p('b', 'int', [2, 2]), { tag: 'gather', array: 'x', axes: [null, 'j'] }, loc(8)), out('b')]));
    assert.is(err.cls, 'INDEX');
    assert.is(err.message, 'an index is out of range for an axis of length 3');
    assert.equal(err.loc, loc(8));
  });

  test('scatter: out-of-range indices write nothing; lengths must agree', async () => {
    const o = await outputs([
      lit('d', 'int', [1, 2, 3, 4, 5]),
      lit('i', 'int', [0, 4, -1, 9]),
      lit('w', 'int', [10, 40, 99, 99]),
      st(p('s', 'int', [5]), { tag: 'scatter', dest: 'd', indices: 'i', values: 'w' }),
      out('s'),
      out('d'),
    ]);
    sameValue(o[0]!, arr('int', [5], [10, 2, 3, 4, 40]));
    sameValue(o[1]!, arr('int', [5], [1, 2, 3, 4, 5]));
    const { err } = await runError(prog([lit('d', 'int', [1, 2]), lit('i', 'int', [0]), lit('w', 'int', [1, 2]), st(p('s', 'int', [2]), { tag: 'scatter', dest: 'd', indices: 'i', values: 'w' }, loc(2))]));
    assert.is(err.cls, 'LENGTH');
  });

  test('copy, atom alias, index with host and device indices', async () => {
    const o = await outputs([
      lit('x', 'int', M23, [2, 3]),
      st(p('y', 'int', [2, 3]), { tag: 'copy', array: 'x' }),
      st(p('w', 'int', [2, 3]), { tag: 'atom', atom: v('y') }),
      st(p('a', 'int'), { tag: 'index', array: 'w', idx: [k(0, 'int'), k(1, 'int')] }),
      st(p('b', 'int'), { tag: 'index', array: 'x', idx: [k(1, 'int'), v('a')] }),
      ...['w', 'a', 'b'].map(out),
    ]);
    sameValue(o[0]!, arr('int', [2, 3], M23));
    sameValue(o[1]!, arr('int', [], [2]));
    sameValue(o[2]!, arr('int', [], [6]));
    const host = await runError(prog([lit('x', 'int', M23, [2, 3]), st(p('a', 'int'), { tag: 'index', array: 'x', idx: [k(2, 'int'), k(0, 'int')] }, loc(3))]));
    assert.is(host.err.cls, 'INDEX');
    assert.is(host.err.message, 'an index is out of range for an axis of length 2');
    assert.equal(host.err.loc, loc(3));
    const dev = await runError(
      prog([
        lit('x', 'int', M23, [2, 3]),
        st(p('a', 'int'), { tag: 'index', array: 'x', idx: [k(1, 'int'), k(2, 'int')] }),
        st(p('b', 'int'), { tag: 'index', array: 'x', idx: [k(0, 'int'), v('a')] }, loc(5)),
        out('b'),
      ]),
    );
    assert.is(dev.err.cls, 'INDEX');
    assert.is(dev.err.message, 'an index is out of range for an axis of length 3');
    assert.equal(dev.err.loc, loc(5));
  });

  test('if on a device condition; for and while loops carrying arrays and scalars', async () => {
    const sum: Exp = { tag: 'redomap', shape: [c(4)], arrays: ['x'], map: idLam(1, 'int'), op: binLam('add', 'int'), neutral: [k(0, 'int')], assoc: true };
    const inc = lam([p('i', 'int'), p('e', 'int')], [st(p('r', 'int'), { tag: 'bin', op: 'add', left: v('e'), right: v('it') })], [v('r')], ['int']);
    const o = await outputs([
      lit('x', 'int', [1, 2, 3, 4]),
      st(p('s', 'int'), sum),
      st(p('big', 'bool'), { tag: 'bin', op: 'gt', left: v('s'), right: k(5, 'int') }),
      st(p('pick', 'int', [4]), {
        tag: 'if',
        cond: v('big'),
        then: body([st(p('t', 'int', [4]), { tag: 'reverse', axis: 0, array: 'x' })], ['t']),
        else: body([], ['x']),
      }),
      out('pick'),
      // for it < 4: acc ← acc + it (elementwise)
      st(p('acc', 'int', [4]), {
        tag: 'loop',
        params: [p('a', 'int', [4])],
        init: [v('x')],
        form: { k: 'for', count: k(4, 'int'), iter: 'it' },
        body: body([st(p('a2', 'int', [4]), { tag: 'map', shape: [c(4)], arrays: ['a'], lambda: inc })], ['a2']),
      }),
      out('acc'),
      // while q < 100: q ← q × 3, with the condition on a device scalar
      st(p('q', 'int'), {
        tag: 'loop',
        params: [p('qq', 'int')],
        init: [v('s')],
        form: { k: 'while', cond: body([st(p('go', 'bool'), { tag: 'bin', op: 'lt', left: v('qq'), right: k(100, 'int') })], ['go']) },
        body: body([st(p('q3', 'int'), { tag: 'bin', op: 'mul', left: v('qq'), right: k(3, 'int') })], ['q3']),
      }),
      out('q'),
    ]);
    sameValue(o[0]!, arr('int', [4], [4, 3, 2, 1]));
    sameValue(o[1]!, arr('int', [4], [7, 8, 9, 10]));
    sameValue(o[2]!, arr('int', [], [270]));
  });

  test('assert: the error with its class and location; outputs before it come out', async () => {
    const { err, outputs: outs } = await runError(
      prog([lit('x', 'int', [1, 2]), out('x'), st([], { tag: 'assert', cond: k(0, 'bool'), cls: 'LENGTH', message: 'lengths differ' }, loc(6)), out('x')]),
    );
    assert.is(outs.length, 1);
    assert.is(err.cls, 'LENGTH');
    assert.is(err.message, 'lengths differ');
    assert.equal(err.loc, loc(6));
  });

  test('a kernel error queued before a failing host check is the one reported', async () => {
    const recip = lam([p('i', 'int'), p('e', 'float')], [st(p('r', 'float'), { tag: 'un', op: 'recip', arg: v('e') })], [v('r')], ['float']);
    const { err } = await runError(
      prog([
        lit('x', 'float', [0, 1]),
        st(p('y', 'float', [2]), { tag: 'map', shape: [c(2)], arrays: ['x'], lambda: recip }, loc(2)),
        st([], { tag: 'assert', cond: k(0, 'bool'), cls: 'LENGTH', message: 'later' }, loc(3)),
      ]),
    );
    assert.is(err.cls, 'DOMAIN');
    assert.equal(err.loc, loc(2));
  });

  test('inputs: size variables, bool widened to int, a scalar input; results come back', async () => {
    const add = lam([p('i', 'int'), p('e', 'int')], [st(p('r', 'int'), { tag: 'bin', op: 'add', left: v('e'), right: v('s') })], [v('r')], ['int']);
    const pr = prog(
      [st(p('y', 'int', ['n']), { tag: 'map', shape: [sv('n')], arrays: ['x'], lambda: add }), st(p('len', 'int'), { tag: 'atom', atom: v('n') })],
      [v('y'), v('len')],
      [p('x', 'int', ['n']), p('s', 'int')],
      ['n'],
    );
    const r = await run(pr, [arr('bool', [3], [1, 0, 1]), arr('int', [], [10])]);
    sameValue(r.results[0]!, arr('int', [3], [11, 10, 11]));
    sameValue(r.results[1]!, arr('int', [], [3]));
  });

  test('LIMIT: an array past maxStorageBufferBindingSize', async () => {
    const n = 40_000_000;
    const { err } = await runError(prog([st(p('x', 'int', [n]), { tag: 'iota', n: c(n) }, loc(1)), out('x')]));
    assert.is(err.cls, 'LIMIT');
    assert.match(err.message, /maxStorageBufferBindingSize/);
    assert.equal(err.loc, loc(1));
  });

  test('LIMIT: a kernel with more storage buffers than maxStorageBuffersPerShaderStage', async () => {
    const names = Array.from({ length: 17 }, (_, i) => `x${i}`);
    const params = [p('i', 'int'), ...names.map((n) => p(`e${n}`, 'int'))];
    const lambda = lam(params, [], [v(`e${names[0]!}`)], ['int']);
    const { err } = await runError(
      prog([...names.map((n, i) => lit(n, 'int', [i])), st(p('y', 'int', [1]), { tag: 'map', shape: [c(1)], arrays: names, lambda }, loc(9)), out('y')]),
    );
    assert.is(err.cls, 'LIMIT');
    assert.match(err.message, /maxStorageBuffersPerShaderStage/);
    assert.equal(err.loc, loc(9));
  });
}

test.run();
