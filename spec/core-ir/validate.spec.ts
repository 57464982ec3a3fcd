import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateProgram } from '../../core-ir/validate.js';
import { arrType, bool, float, int, IrBuilder, INT, FLOAT, BOOL } from '../../core-ir/builder.js';
import { cSize, vAtom, vSize, type Atom, type Exp, type Lambda, type Program, type Type } from '../../core-ir/syntax.js';
import { printProgram } from '../../core-ir/print.js';

function build(fn: (b: IrBuilder) => Atom[]): Program<'soacs'> {
  const b = new IrBuilder();
  return b.program(fn(b));
}

function valid(fn: (b: IrBuilder) => Atom[]): void {
  const p = build(fn);
  assert.equal(validateProgram(p), [], printProgram(p));
}

/** the program has a problem matching every pattern */
function invalid(fn: (b: IrBuilder) => Atom[], ...patterns: RegExp[]): readonly string[] {
  const p = build(fn);
  const problems = validateProgram(p);
  assert.ok(problems.length > 0, `expected problems in\n${printProgram(p)}`);
  for (const re of patterns) assert.ok(problems.some((m) => re.test(m)), `no problem matches ${re}: ${JSON.stringify(problems)}`);
  return problems;
}

const ints = (b: IrBuilder, xs: number[]): Atom => b.lit('int', [xs.length], xs);
const name = (a: Atom): string => (a.k === 'var' ? a.name : '?');
const inc = (b: IrBuilder, rank: number): Lambda => b.lambda([...Array.from({ length: rank }, () => INT), INT], (lb, args) => lb.bin('add', args[rank]!, int(1)));

test('a program using every expression is valid', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const m = b.param('m', arrType('float', [2, 3]));
  const x = b.atom(int(1));
  const neg = b.un('neg', x);
  const s = b.bin('add', x, neg);
  b.select(bool(true), s, x);
  const l = ints(b, [1, 2, 3]);
  const io = b.iota(n);
  b.replicate([n, cSize(2)], float(0));
  const mapped = b.map1([n], [a, io], b.lambda([INT, INT, INT], (lb, [i, p, q]) => lb.bin('add', lb.bin('add', p!, q!), i!)));
  b.redomap([n], [mapped], b.elemLambda(1, 'int'), b.binLambda('add', 'int'), int(0), true);
  b.scanomap([n], [a], b.elemLambda(1, 'int'), b.binLambda('sub', 'int'), false);
  b.reshape([cSize(3), cSize(2)], m);
  b.rearrange([1, 0], m);
  b.reverse(1, m);
  b.rotate(0, int(-1), a);
  b.concat(0, [a, l]);
  b.concat(0, [l, l]);
  b.window(a, [int(1)], [cSize(2)], int(0));
  b.index(m, [int(1), int(2)]);
  b.gather(m, [l, null]);
  b.copy(a);
  b.if(bool(false), [INT], (tb) => [tb.bin('mul', x, int(2))], () => [int(0)]);
  b.forLoop([{ elem: 'int', shape: [n] }], [a], int(3), (lb, i, [v]) => [lb.map1([n], [v!], lb.lambda([INT, INT], (mb, [, e]) => mb.bin('add', e!, i)))]);
  b.whileLoop([INT], [int(0)], (cb, [k]) => cb.bin('lt', k!, int(10)), (lb, [k]) => [lb.bin('add', k!, int(1))]);
  b.assert(bool(true), 'LENGTH', 'fine');
  b.output(s);
  const p = b.program([mapped, s]);
  assert.equal(validateProgram(p), [], printProgram(p));
});

test('a variable used but never defined', () => {
  invalid((b) => [b.bind({ tag: 'bin', op: 'add', left: vAtom('ghost'), right: int(1) }, INT)], /ghost is not defined/);
});

test('a variable used before its definition', () => {
  invalid((b) => {
    const later = b.fresh('later');
    b.bind({ tag: 'atom', atom: vAtom(later) }, INT);
    b.emit({ names: [{ name: later, type: INT }], exp: { tag: 'atom', atom: int(1) } });
    return [];
  }, /later_\d+ is not defined/);
});

test('a name bound twice, in one scope or shadowed in a lambda', () => {
  invalid((b) => {
    b.emit({ names: [{ name: 'x', type: INT }], exp: { tag: 'atom', atom: int(1) } });
    b.emit({ names: [{ name: 'x', type: INT }], exp: { tag: 'atom', atom: int(2) } });
    return [];
  }, /stmt 1 \(x\): x is bound twice/);
  invalid((b) => {
    const a = ints(b, [1]);
    const lam: Lambda = { params: [{ name: 'i', type: INT }, { name: name(a), type: INT }], body: [], results: [vAtom('i')], resultTypes: ['int'] };
    return [b.map1([cSize(1)], [a], lam)];
  }, /bound twice/);
});

test('size variables must be int scalars in scope', () => {
  invalid((b) => [b.iota(vSize('nowhere'))], /size nowhere is not in scope/);
  invalid((b) => {
    const f = b.atom(float(2));
    return [b.iota(vSize(name(f)))];
  }, /is float, not an int scalar/);
  invalid((b) => [b.bind({ tag: 'iota', n: cSize(2) }, { elem: 'int', shape: [vSize('k')] })], /type of iota_\d+: size k is not in scope/);
});

test('scalar ops check their operand types', () => {
  invalid((b) => [b.un('recip', int(2))], /recip does not take int/);
  invalid((b) => [b.bin('add', int(1), float(1))], /operands of add differ in type: int and float/);
  invalid((b) => [b.bin('and', int(1), int(1))], /and does not take int/);
  invalid((b) => [b.bin('add', ints(b, [1, 2]), int(1))], /left operand of add must be a scalar/);
  invalid((b) => [b.select(int(1), int(2), int(3))], /condition of select must be bool/);
  invalid((b) => [b.bind({ tag: 'select', cond: bool(1), then: int(2), else: float(3) }, INT)], /select chooses between int and float/);
  valid((b) => [b.bin('circle', float(1), float(0.5)), b.un('toFloat', bool(1))]);
});

test('declared types must agree with the expression: elem, rank, constant dims', () => {
  invalid((b) => [b.bind({ tag: 'iota', n: cSize(3) }, arrType('float', [3]))], /iota_\d+ is declared \[3\]float but is \[3\]int/);
  invalid((b) => [b.bind({ tag: 'iota', n: cSize(3) }, INT)], /declared int but is \[3\]int/);
  invalid((b) => [b.bind({ tag: 'iota', n: cSize(3) }, arrType('int', [4]))], /declared \[4\]int but is \[3\]int/);
  invalid((b) => [b.bind({ tag: 'bin', op: 'lt', left: int(1), right: int(2) }, INT)], /declared int but is bool/);
  // a variable against a constant, or two variables, is left to the run-time check
  valid((b) => {
    const k = b.atom(int(3));
    return [b.bind({ tag: 'iota', n: cSize(3) }, { elem: 'int', shape: [vSize(name(k))] })];
  });
});

test('SOAC inputs must have the iteration shape', () => {
  invalid((b) => [b.map1([cSize(4)], [ints(b, [1, 2, 3])], inc(b, 1))], /input lit_\d+ is \[3\]int, but the iteration shape is \[4\]int/);
  invalid((b) => [b.map1([cSize(3), cSize(1)], [ints(b, [1, 2, 3])], inc(b, 2))], /iteration shape/);
  invalid((b) => {
    const a = ints(b, [1, 2, 3]);
    return [b.redomap([cSize(2)], [a], b.elemLambda(1, 'int'), b.binLambda('add', 'int'), int(0), true)];
  }, /iteration shape/);
});

test('lambda parameters: count, int indices, element types', () => {
  const a = (b: IrBuilder): Atom => ints(b, [1, 2]);
  invalid((b) => [b.map1([cSize(2)], [a(b)], b.lambda([INT], (_lb, [x]) => x!))], /takes 1 parameters, expected 2 \(1 indices, then elements\)/);
  invalid((b) => [b.map1([cSize(2)], [a(b)], b.lambda([FLOAT, INT], (_lb, [, x]) => x!))], /index parameter p_\d+ must be int, not float/);
  invalid((b) => [b.map1([cSize(2)], [a(b)], b.lambda([INT, BOOL], (_lb, [, x]) => x!))], /parameter p_\d+ must be int, not bool/);
  invalid((b) => [b.map1([cSize(2)], [a(b)], b.lambda([INT, arrType('int', [2])], (_lb, [i]) => i!))], /must be a scalar/);
});

test('lambda results must match their declared types', () => {
  invalid((b) => {
    const lam = inc(b, 1);
    return [b.map1([cSize(2)], [ints(b, [1, 2])], { ...lam, resultTypes: ['float'] })];
  }, /result 0 is int, declared float/);
  invalid((b) => {
    const lam = inc(b, 1);
    const exp: Exp = { tag: 'map', shape: [cSize(2)], arrays: [name(ints(b, [1, 2]))], lambda: lam };
    return [b.bind(exp, arrType('bool', [2]))];
  }, /declared \[2\]bool but is \[2\]int/);
  invalid((b) => {
    const lam = inc(b, 1);
    const exp: Exp = { tag: 'map', shape: [cSize(2)], arrays: [name(ints(b, [1, 2]))], lambda: { ...lam, resultTypes: [] } };
    return [b.bind(exp, arrType('int', [2]))];
  }, /1 results but 0 result types/);
});

test('fold operators take two scalars of the mapped type and give one', () => {
  const red = (b: IrBuilder, op: Lambda): Atom => b.redomap([cSize(2)], [ints(b, [1, 2])], b.elemLambda(1, 'int'), op, int(0), true);
  invalid((b) => [red(b, b.binLambda('add', 'float'))], /operator: parameter p_\d+ must be int, not float/);
  invalid((b) => [red(b, b.binLambda('lt', 'int'))], /operator must give \(int\), not \(bool\)/);
  invalid((b) => [red(b, b.lambda([INT, INT, INT], (lb, [x, y]) => lb.bin('add', x!, y!)))], /twice as many scalars as it gives \(3 for 1\)/);
  invalid((b) => [b.scanomap([cSize(2)], [ints(b, [1, 2])], b.elemLambda(1, 'int'), b.binLambda('max', 'float'), true)], /must be int, not float/);
  invalid((b) => [b.redomap([cSize(2)], [ints(b, [1, 2])], b.elemLambda(1, 'int'), b.binLambda('add', 'int'), float(0), true)], /neutral element must be int, not float/);
});

test('axes in range and permutations', () => {
  const m = (b: IrBuilder): Atom => b.lit('int', [2, 2], [1, 2, 3, 4]);
  invalid((b) => [b.bind({ tag: 'concat', axis: 2, arrays: [name(m(b))] }, arrType('int', [2, 2]))], /axis 2 is out of range for rank 2/);
  invalid((b) => [b.bind({ tag: 'reverse', axis: -1, array: name(m(b)) }, arrType('int', [2, 2]))], /axis -1 is out of range/);
  invalid((b) => [b.bind({ tag: 'rotate', axis: 5, amount: int(1), array: name(m(b)) }, arrType('int', [2, 2]))], /axis 5 is out of range/);
  invalid((b) => [b.bind({ tag: 'rearrange', perm: [0, 0], array: name(m(b)) }, arrType('int', [2, 2]))], /\(0, 0\) is not a permutation/);
  invalid((b) => [b.bind({ tag: 'rearrange', perm: [1, 0, 2], array: name(m(b)) }, arrType('int', [2, 2, 2]))], /not a permutation/);
  invalid((b) => [b.rotate(0, float(1), m(b))], /rotation amount must be int/);
});

test('concat: same elem and rank, other dims equal', () => {
  invalid((b) => [b.bind({ tag: 'concat', axis: 0, arrays: [name(ints(b, [1])), name(b.lit('float', [1], [1]))] }, arrType('int', [2]))], /is \[1\]float/);
  invalid((b) => [b.concat(0, [b.lit('int', [1, 2], [1, 2]), b.lit('int', [1, 3], [1, 2, 3])])], /differ in dim 1: 3 and 2/);
  invalid((b) => [b.bind({ tag: 'concat', axis: 0, arrays: [name(ints(b, [1])), name(ints(b, [2]))] }, arrType('int', [3]))], /declared \[3\]int but is \[2\]int/);
});

test('if: a bool condition, branch results of the declared count and types', () => {
  invalid((b) => b.if(int(1), [INT], () => [int(1)], () => [int(2)]), /condition of if must be bool/);
  invalid((b) => b.if(bool(1), [INT], () => [int(1)], () => [int(2), int(3)]), /else results: 1 types declared for 2 values/);
  invalid((b) => b.if(bool(1), [INT], () => [int(1)], () => [float(2)]), /else results: result 0 is declared int but is float/);
  invalid((b) => b.if(bool(1), [arrType('int', [2])], (tb) => [ints(tb, [1, 2, 3])], (eb) => [ints(eb, [1, 2])]), /then results: result 0 is declared \[2\]int but is \[3\]int/);
});

test('loop: init and body results match the params, conditions and counts are typed', () => {
  invalid((b) => b.forLoop([INT], [int(0)], int(3), (lb, _i, [x]) => [lb.un('toFloat', x!)]), /body results: result 0 is declared int but is float/);
  invalid((b) => b.forLoop([INT], [float(0)], int(3), (_lb, _i, [x]) => [x!]), /init: result 0 is declared int but is float/);
  invalid((b) => b.forLoop([INT, INT], [int(0)], int(3), (_lb, _i, [x, y]) => [x!, y!]), /init: 2 types declared for 1 values/);
  invalid((b) => b.forLoop([INT], [int(0)], float(3), (_lb, _i, [x]) => [x!]), /loop count must be int/);
  invalid((b) => b.whileLoop([INT], [int(0)], (_cb, [x]) => x!, (_lb, [x]) => [x!]), /condition: must give one bool scalar/);
  invalid((b) => {
    const [r] = b.forLoop([INT], [int(0)], int(3), (_lb, _i, [x]) => [x!]);
    const p = b.program([r!]);
    const stmt = p.body.stmts[0]!;
    b.emit({ ...stmt, names: [{ name: 'wrong', type: FLOAT }] });
    return [];
  }, /loop results: result 0 is declared float but is int/);
});

test('lambda bodies hold scalar code only', () => {
  invalid((b) => [b.map1([cSize(2)], [ints(b, [1, 2])], b.lambda([INT, INT], (lb, [, x]) => {
    lb.iota(cSize(3));
    return x!;
  }))], /iota in a lambda body/, /is an array/);
  invalid((b) => [b.map1([cSize(2)], [ints(b, [1, 2])], b.lambda([INT, INT], (lb, [, x]) => {
    lb.output(x!);
    return x!;
  }))], /output in a lambda body/);
});

test('program results and size parameters', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  b.param('a', { elem: 'int', shape: [n] });
  const p = b.program([int(1)]);
  assert.equal(validateProgram(p), []);
  const wrong = validateProgram({ ...p, resultTypes: [FLOAT] });
  assert.ok(wrong.some((m) => /program results: result 0 is declared float but is int/.test(m)), JSON.stringify(wrong));
  const unbound = validateProgram({ ...p, sizeParams: [...p.sizeParams, 'q'] });
  assert.ok(unbound.some((m) => /q is not a dim of any parameter/.test(m)), JSON.stringify(unbound));
});

test('literals, indexing, windows and gathers are checked against ranks', () => {
  invalid((b) => [b.bind({ tag: 'lit', type: arrType('int', [2]), data: [1, 2, 3] }, arrType('int', [2]))], /has 3 elements, not 2/);
  invalid((b) => [b.lit('bool', [1], [2])], /2 is not a bool/);
  invalid((b) => [b.index(b.lit('int', [2, 2], [1, 2, 3, 4]), [int(0)])], /1 indices for lit_\d+ of rank 2/);
  invalid((b) => [b.index(ints(b, [1]), [float(0)])], /index 0 must be int/);
  invalid((b) => [b.window(ints(b, [1, 2]), [int(0), int(0)], [cSize(2)], int(0))], /needs 1 offsets and dims, not 2 and 1/);
  invalid((b) => [b.window(ints(b, [1, 2]), [int(0)], [cSize(2)], float(0))], /fill must be int/);
  invalid((b) => [b.bind({ tag: 'gather', array: name(ints(b, [1])), axes: [null, null] }, arrType('int', [1]))], /lists 2 axes/);
  invalid((b) => [b.gather(ints(b, [1]), [b.lit('float', [1], [0])])], /indices lit_\d+ for axis 0 are float/);
  invalid((b) => [b.reshape([cSize(4)], ints(b, [1, 2, 3]))], /reshape of 3 elements to 4/);
  // after an assert that always fails nothing runs: simplification may fold the failing check's
  // sizes into what follows, and that is not a problem of the program
  valid((b) => {
    b.assert(bool(false), 'LENGTH', 'lengths differ');
    return [b.reshape([cSize(4)], ints(b, [1, 2, 3]))];
  });
  invalid((b) => {
    b.assert(bool(true), 'LENGTH', 'lengths agree');
    return [b.reshape([cSize(4)], ints(b, [1, 2, 3]))];
  }, /reshape of 3 elements to 4/);
});

test('a statement binding the wrong number of names', () => {
  invalid((b) => {
    const lam = b.lambda([INT, INT], (lb, [, x]) => [x!, lb.bin('add', x!, int(1))]);
    const exp: Exp = { tag: 'map', shape: [cSize(1)], arrays: [name(ints(b, [1]))], lambda: lam };
    return [b.bind(exp, arrType('int', [1]))];
  }, /map gives 2 value\(s\) but the statement binds 1/);
});

test('messages say where: nested statement paths', () => {
  const problems = invalid((b) => b.forLoop([INT], [int(0)], int(3), (lb, _i, [x]) => [lb.bin('add', x!, float(1))]), /operands of add differ/);
  assert.ok(problems.some((m) => /^program stmt 0 \(loop_\d+\) body stmt 0 \(add_\d+\): /.test(m)), JSON.stringify(problems));
});

test('an if may bind a size together with an array of that size', () => {
  const t = (k: string): Type => ({ elem: 'int', shape: [vSize(k)] });
  valid((b) => {
    const exp: Exp = { tag: 'if', cond: bool(true), then: b.body((tb) => [int(2), tb.iota(cSize(2))]), else: b.body((eb) => [int(3), eb.iota(cSize(3))]) };
    return [...b.emit({ names: [{ name: 'k', type: INT }, { name: 'a', type: t('k') }], exp })];
  });
});

test.run();
