// The cpu backend's WebAssembly map kernels (cpu/wasm-map.ts): the binary encoding, which
// lambdas get one, that their values are the interpreter's to the bit, and that wherever the
// JavaScript kernel would fail the WebAssembly one gives way to it, so that the error (class,
// message and place) is the interpreter's. Every map a WebAssembly kernel can render gets one here
// (APLC_CPU_WASM=all), not only the heavy ones.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Lambda } from '../../core-ir/syntax.js';
import { renderMap } from '../../cpu/render-map.js';
import { moduleOf, OP, sleb, uleb } from '../../cpu/wasm-encode.js';
import { wasmMap } from '../../cpu/wasm-map.js';
import { testedResults } from '../../cpu/wasm-checks.js';
import { wasmRunCounts } from '../../cpu/wasm-run.js';
import { program, sameOnBoth, type Outcome } from './outcome.js';

process.env['APLC_CPU_WASM'] = 'all';

function onlyMap(text: string): Lambda {
  const m = program(text).body.stmts.find((s) => s.exp.tag === 'map');
  if (m === undefined || m.exp.tag !== 'map') throw new Error(`no map in ${text}`);
  return m.exp.lambda;
}

/** sameOnBoth, where the cpu run's kernels ran in WebAssembly (`how`: to the end, or giving way to JavaScript at a failure) */
function sameThrough(how: 'ran' | 'gaveWay', text: string): Outcome {
  const before = wasmRunCounts()[how];
  const out = sameOnBoth(text);
  assert.ok(wasmRunCounts()[how] > before, `no WebAssembly kernel ${how === 'ran' ? 'ran' : 'gave way'}: ${text}`);
  return out;
}

const mapSource = (text: string, elem: 'float' | 'int' = 'float'): string =>
  renderMap({ rank: 1, inElems: [elem], lambda: onlyMap(text), float: 'f32' }, [elem], () => null, null).source;

test('LEB128 and a module of one function, validated and run', () => {
  assert.equal(uleb(0), [0]);
  assert.equal(uleb(624485), [0xe5, 0x8e, 0x26]);
  assert.equal(sleb(-123456n), [0xc0, 0xbb, 0x78]);
  assert.equal(sleb(63n), [0x3f]);
  assert.equal(sleb(64n), [0xc0, 0x00]);
  assert.equal(sleb(-64n), [0x40]);
  // run(a, b) = a × b + 1 through a local
  const body = [OP['local.get'], 0, OP['local.get'], 1, OP['i32.mul'], OP['local.set'], 2, OP['local.get'], 2, OP['i32.const'], ...sleb(1n), OP['i32.add']];
  const bytes = moduleOf(['i32', 'i32'], 'i32', ['i32'], body);
  assert.ok(WebAssembly.validate(bytes));
  const run = (new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as { run: (a: number, b: number) => number }).run;
  assert.is(run(6, 7), 43);
  assert.is(run(-3, 5), -14);
});

const xs = 'x←0.1 ¯2.5 3E18 ¯3E18 1E¯38 1.5E¯45 0 7.25 ¯0.001 123456.7 0.5 ¯0';

test('float arithmetic, comparisons, selects and masks give the interpreter\'s values to the bit', () => {
  for (const f of ['(x×x)-x÷3', '(x>0.5)×x+1', '|x-0.25', '-x', 'x⌈0.5⌊x', '×x', '(x=0)+x≥0', 'x÷x', '(x<1)∧x>¯1', '~x>0', '(x×0.5)+x×0.25', '⌊x÷1E10', '⌈x÷1E10', '⌈x×1E¯12']) {
    sameThrough('ran', `${xs}\n${f}`);
  }
  assert.match(mapSource(`${xs}\n(x×x)-x÷3`), /wasm_map\(kernel, "/);
});

test('int arithmetic: residues, wrapped index arithmetic, checked sums and products, comparisons', () => {
  const edges = '¯2147483648 ¯7 ¯3 ¯1 0 1 3 7 99 2147483647 16777217 ¯16777217';
  const ys = `y←${edges.replace('¯2147483648 ', '')}`;
  for (const f of ['y⌊3', 'y⌈¯3', '|y', 'y=5', 'y≠0', '×y', 'y<3', '(y>0)∨y<¯5']) sameThrough('ran', `${ys}\n${f}`);
  // every residue of the edge values by every other: by 0, by ¯1, of the most negative int
  const table = sameThrough('ran', `a←${edges}\na∘.|a`);
  assert.is(table.values[0]!.data[1 * 12 + 2], -3, '¯7|¯3');
  assert.is(table.values[0]!.data[4 * 12 + 2], -3, '0|¯3');
  assert.is(table.values[0]!.data[3 * 12 + 0], 0, '¯1|¯2147483648');
  // reshapes and rotations index with residues and quotients of the element's position
  sameThrough('ran', `m←5 7⍴0.5×⍳35\n(2⌽m)×3⊖m`);
  sameThrough('ran', `v←0.25×⍳10\n(4 5⍴v)×(4 5⍴⌽v)`);
  // checked int ops: an overflow gives way to JavaScript, which reports it
  const all = `y←${edges}`;
  for (const f of ['y+1', 'y-1', '2×y', '-y', '|y', 'y×y']) assert.match(sameThrough('gaveWay', `${all}\n${f}`).error ?? '', /^LIMIT ERROR/, f);
});

test('a failure inside a WebAssembly kernel is reported as the interpreter reports it', () => {
  // float range: the first failing element, at the op's place
  assert.match(sameThrough('gaveWay', `x←1 2 3E30 4 5E30\n(x×x)+1`).error ?? '', /^LIMIT ERROR: float result outside the 32-bit range.* at 2:/);
  // a failure whose value a comparison then hides (∞>0 is 1, NaN≤4 is 0): still the interpreter's error
  assert.match(sameThrough('gaveWay', `x←1 2 3E30 4\n((x×x)-x×x)≤4`).error ?? '', /^LIMIT ERROR/);
  assert.match(sameThrough('gaveWay', `x←1 2 3E30 4\n0<x×x`).error ?? '', /^LIMIT ERROR/);
  // division by zero (0÷0 is 1)
  assert.match(sameThrough('gaveWay', `x←1 0 2\ny←0 0 0\n(x÷y)+1`).error ?? '', /^DOMAIN ERROR/);
  assert.equal([...sameThrough('ran', `x←0 0 0\ny←0 0 0\n(x÷y)+1`).values[0]!.data], [2, 2, 2]);
  // a float too big for an int
  assert.match(sameThrough('gaveWay', `x←1.5 ¯2.5 3E10\n⌊x×2`).error ?? '', /^DOMAIN ERROR|^LIMIT ERROR/);
});

test('gathers from host arrays, matrices and the index of each axis', () => {
  sameThrough('ran', `m←3 4⍴⍳12\nv←0.5×⍳4\n(m×2)+(3 4⍴v)×m`);
  sameThrough('ran', `v←1.5 2.5 3.5\ni←3 1 2 2 1\nv[i]×v[i]+1`);
  sameThrough('ran', `a←0.1×⍳7\nb←0.2×⍳5\na∘.{(⍺×⍺)-⍵×⍵}b`);
  sameThrough('ran', `m←5 7⍴0.1×⍳35\n(⍉m)×⍉m+1`);
});

test('Mandelbrot written out: a re-rolled loop in lanes, the JavaScript kernel\'s values', () => {
  const body = ['cr←(0×⍺)∘.+⍵', 'ci←⍺∘.+0×⍵', 'zr←cr', 'zi←ci', 'a←4≥(zr×zr)+zi×zi', 'c←a'];
  for (let i = 1; i < 24; i++) body.push('t←a×cr+(zr×zr)-zi×zi', 'zi←a×ci+2×zr×zi', 'zr←t', 'a←a∧4≥(zr×zr)+zi×zi', 'c←c+a');
  const text = `f←{\n${body.join('\n')}\nc\n}\n(¯1.25+2.5×(⍳13)÷13) f ¯2+2.5×(⍳17)÷17`;
  const out = sameThrough('ran', text);
  assert.is(out.values[0]?.data.length, 13 * 17);
  // the same iteration diverging past the f32 range: no mask, so zr×zr overflows
  const wild = ['zr←⍵', 'zi←⍵×0'];
  for (let i = 1; i < 24; i++) wild.push('t←⍵+(zr×zr)-zi×zi', 'zi←⍵+2×zr×zi', 'zr←t');
  assert.match(sameThrough('gaveWay', `g←{\n${wild.join('\n')}\nzr\n}\ng 0.1 0.2 3 0.3`).error ?? '', /^LIMIT ERROR: float result outside the 32-bit range/);
});

test('which lambdas have a WebAssembly kernel: not those with ops it does not render', () => {
  const lam = onlyMap(`${xs}\n*x`);
  assert.is(wasmMap(1, ['float'], ['float'], lam, [], 'f32'), null, '* (exp) has no WebAssembly rendering');
  assert.not.match(mapSource(`${xs}\n*x`), /wasm_map/);
  assert.ok(wasmMap(1, ['float'], ['float'], onlyMap(`${xs}\nx+1`), [], 'f32') !== null);
});

test('which float results are tested where they are made: the ones read by a comparison, a division or nothing', () => {
  const lam = onlyMap(`${xs}\na←x×x\nb←a+1\nc←b≤4\nd←x×3\nc+x÷a`);
  const tested = testedResults(lam);
  const nameOf = (op: string): string[] => lam.body.filter((s) => s.exp.tag === 'bin' && s.exp.op === op).map((s) => s.names[0]!.name);
  // a (x×x) is read by + and ÷: tested for the ÷; b (a+1) by ≤: tested; d (x×3) by nothing: tested
  for (const n of [...nameOf('add'), ...nameOf('mul')]) assert.ok(tested.has(n), `${n} untested`);
});

test.run();
