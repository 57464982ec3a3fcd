import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { printAtom, printExp, printProgram, printStmt, printType } from '../../core-ir/print.js';
import { arrType, bool, char, float, int, IrBuilder, INT, FLOAT } from '../../core-ir/builder.js';
import { cSize, vAtom, vSize, type Exp, type Stmt } from '../../core-ir/syntax.js';

const last = (b: IrBuilder): Stmt => {
  const body = b.finish([]);
  return body.stmts[body.stmts.length - 1]!;
};

test('types and atoms', () => {
  assert.is(printType(arrType('int', [3, 'n'])), '[3][n]int');
  assert.is(printType(FLOAT), 'float');
  assert.is(printAtom(int(-3)), '-3');
  assert.is(printAtom(float(2)), '2.0');
  assert.is(printAtom(float(0.5)), '0.5');
  assert.is(printAtom(float(Infinity)), 'inf');
  assert.is(printAtom(bool(true)), 'true');
  assert.is(printAtom(char('a')), "'a'");
  assert.is(printAtom(char('\n')), "'\\n'");
  assert.is(printAtom(vAtom('x_1')), 'x_1');
});

test('a whole program', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const m = b.map1([n], [a], b.lambda([{ name: 'i', type: INT }, { name: 'x', type: INT }], (lb, [, x]) => lb.bin('add', x!, int(1))));
  const r = b.redomap([n], [m], b.elemLambda(1, 'int'), b.binLambda('sub', 'int'), int(0), false);
  b.output(r);
  assert.is(
    printProgram(b.program([m, r])),
    [
      'fun main [n_0] (a_1: [n_0]int): ([n_0]int, int) =  -- soacs',
      '  let map_5: [n_0]int = map [n_0] (\\i_2 (x_3: int) -> let add_4: int = add x_3 1 in add_4) a_1',
      '  let red_11: int = redomap_right [n_0] (\\(p_8: int) (p_9: int) -> let sub_10: int = sub p_8 p_9 in sub_10) 0 (\\i_6 (p_7: int) -> p_7) map_5',
      '  output red_11',
      '  in (map_5, red_11)',
    ].join('\n'),
  );
});

test('scalar statements', () => {
  const b = new IrBuilder();
  const x = b.un('neg', int(2));
  assert.is(printStmt(last(b)), 'let neg_0: int = neg 2');
  b.bin('lt', x, int(3));
  assert.is(printStmt(last(b)), 'let lt_1: bool = lt neg_0 3');
  b.select(bool(false), x, int(1));
  assert.is(printStmt(last(b)), 'let sel_2: int = select false neg_0 1');
  b.assert(bool(true), 'INDEX', 'index "7" out of range');
  assert.is(printStmt(last(b)), 'assert true INDEX "index \\"7\\" out of range"');
});

test('array expressions', () => {
  const e = (exp: Exp): string => printExp(exp);
  assert.is(e({ tag: 'iota', n: vSize('n') }), 'iota n');
  assert.is(e({ tag: 'iota', n: cSize(4) }), 'iota 4');
  assert.is(e({ tag: 'replicate', shape: [cSize(2), vSize('n')], value: float(0) }), 'replicate [2][n] 0.0');
  assert.is(e({ tag: 'reshape', shape: [cSize(6)], array: 'a' }), 'reshape [6] a');
  assert.is(e({ tag: 'rearrange', perm: [1, 0], array: 'a' }), 'rearrange (1, 0) a');
  assert.is(e({ tag: 'reverse', axis: 1, array: 'a' }), 'reverse@1 a');
  assert.is(e({ tag: 'rotate', axis: 0, amount: int(-2), array: 'a' }), 'rotate@0 -2 a');
  assert.is(e({ tag: 'concat', axis: 0, arrays: ['a', 'b'] }), 'concat@0 a b');
  assert.is(e({ tag: 'window', array: 'a', offsets: [int(-1)], shape: [cSize(5)], fill: int(0) }), 'window [5] (-1) 0 a');
  assert.is(e({ tag: 'index', array: 'a', idx: [int(1), vAtom('j')] }), 'a[1, j]');
  assert.is(e({ tag: 'gather', array: 'a', axes: ['rows', null] }), 'gather a[rows, *]');
  assert.is(e({ tag: 'copy', array: 'a' }), 'copy a');
  assert.is(e({ tag: 'output', atom: vAtom('a') }), 'output a');
  assert.is(e({ tag: 'atom', atom: char('z') }), "'z'");
});

test('literals nest by their dims and long ones are abridged', () => {
  assert.is(printExp({ tag: 'lit', type: arrType('int', [2, 2]), data: [1, 2, 3, 4] }), '[[1, 2], [3, 4]]');
  assert.is(printExp({ tag: 'lit', type: arrType('bool', [3]), data: [1, 0, 1] }), '[true, false, true]');
  assert.is(printExp({ tag: 'lit', type: arrType('float', []), data: [1.5] }), '1.5');
  assert.is(printExp({ tag: 'lit', type: arrType('int', [0]), data: [] }), '[]');
  const long = printExp({ tag: 'lit', type: arrType('int', [40]), data: Array.from({ length: 40 }, (_, i) => i) }, 0, { maxLit: 3 });
  assert.is(long, '[0, 1, 2, … (40 elements)]');
});

test('lambdas with several statements go on several lines', () => {
  const b = new IrBuilder();
  const a = b.lit('float', [2], [1, 2]);
  b.map1([cSize(2)], [a], b.lambda([{ name: 'i', type: INT }, { name: 'x', type: FLOAT }], (lb, [i, x]) => lb.bin('mul', x!, lb.un('toFloat', i!))));
  assert.is(
    printStmt(last(b), 1),
    [
      '  let map_5: [2]float = map [2] (\\i_1 (x_2: float) ->',
      '    let toFloat_3: float = toFloat i_1',
      '    let mul_4: float = mul x_2 toFloat_3',
      '    in mul_4) lit_0',
    ].join('\n'),
  );
});

test('if and loops print their bodies in braces', () => {
  const b = new IrBuilder();
  b.if(bool(true), [INT], () => [int(1)], (eb) => [eb.bin('add', int(1), int(2))]);
  assert.is(printStmt(last(b)), ['let if_1: int = if true then {', '  in (1)', '} else {', '  let add_0: int = add 1 2', '  in (add_0)', '}'].join('\n'));
  b.forLoop([INT], [int(0)], int(3), (lb, i, [s]) => [lb.bin('add', s!, i)]);
  assert.is(printStmt(last(b)), ['let loop_5: int = loop (acc_2: int = 0) for i_3 < 3 do {', '  let add_4: int = add acc_2 i_3', '  in (add_4)', '}'].join('\n'));
  b.whileLoop([INT], [int(0)], (cb, [k]) => cb.bin('lt', k!, int(9)), (_lb, [k]) => [k!]);
  assert.is(printStmt(last(b)), ['let loop_8: int = loop (acc_6: int = 0) while {', '  let lt_7: bool = lt acc_6 9', '  in (lt_7)', '} do {', '  in (acc_6)', '}'].join('\n'));
});

test('locations are printed on request', () => {
  const b = new IrBuilder();
  b.un('neg', int(1), { file: 'f.apl', line: 2, col: 5 });
  assert.is(printStmt(last(b), 0, { locs: true }), 'let neg_0: int = neg 1  -- f.apl:2:5');
  assert.is(printStmt(last(b)), 'let neg_0: int = neg 1');
});

test.run();
