// What the cpu renderer does for speed that must not change a value: f32 products it leaves
// unrounded (cpu/exact-f32.ts: by a 0-or-1 mask, by a power of two, with the overflow check the
// rounding would have made), int checks and conversions it leaves out where value ranges allow
// (cpu/value-ranges.ts), and the tiled transpose of the last two axes (cpu/transpose.ts). The
// interpreter is the reference, bit for bit, errors included.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Lambda } from '../../core-ir/syntax.js';
import { renderMap } from '../../cpu/render-map.js';
import { swapsLastTwo } from '../../cpu/transpose.js';
import { program, sameOnBoth } from './outcome.js';

function onlyMap(text: string): Lambda {
  const m = program(text).body.stmts.find((s) => s.exp.tag === 'map');
  if (m === undefined || m.exp.tag !== 'map') throw new Error('no map');
  return m.exp.lambda;
}

const xs = 'x←0.1 ¯2.5 3E38 ¯3E38 1E¯38 1.5E¯45 0 7.25 ¯0.001 123456.7';

test('products by a mask and by powers of two give the interpreter\'s values, unrounded in the kernel', () => {
  for (const f of ['(x>0.5)×x', 'x×x<1', '2×x', 'x×¯4', '0.25×4⌈x', '0.000003814697265625×4⌈|x', '(x>0)×(x<1)×x×3']) {
    const text = `${xs}\n${f.includes('2×x') || f.includes('¯4') ? 'x←x÷1E10\n' : ''}${f}`;
    sameOnBoth(text);
  }
  // the mask's product has no Math.fround around it; a product of two unknowns keeps its own
  const masked = renderMap({ rank: 1, inElems: ['float'], lambda: onlyMap(`${xs}\n(x>0.5)×x`), float: 'f32' }, ['float'], () => null, null).source;
  assert.match(masked, /let v\d+ = \(\(v\d+\) \* \(v\d+\)\);/);
  const plain = renderMap({ rank: 1, inElems: ['float'], lambda: onlyMap(`${xs}\nx×x`), float: 'f32' }, ['float'], () => null, null).source;
  assert.match(plain, /Math\.fround\(\(\(v\d+\) \* \(v\d+\)\)\)/);
});

test('a power-of-two product past the f32 range fails where the rounded one does', () => {
  for (const f of ['2×x', 'x×¯4', '1E¯30×2×x']) {
    const out = sameOnBoth(`${xs}\n${f}`);
    if (f !== '1E¯30×2×x') assert.match(out.error ?? '', /^LIMIT ERROR: float result outside the 32-bit range/);
  }
  const src = renderMap({ rank: 1, inElems: ['float'], lambda: onlyMap(`${xs}\n2×x`), float: 'f32' }, ['float'], () => null, null).source;
  assert.match(src, /!\(Math\.abs\(v\d+\) <= 3\.4028234663852886e\+38\)/);
});

test('int ops whose range stays within i32 lose their checks; the others keep them and fail as the interpreter does', () => {
  const ys = 'y←¯2147483648 ¯7 ¯1 0 5 99 100 2147483647 16777217 ¯16777217';
  for (const f of ['a←19|y ⋄ (19×a)+a-3', '⌊y÷100', '⌈y÷7', '(⌊y÷4)+⌊(100|y)÷4', 'b←⌊y÷100 ⋄ (4|b)×2', 'y+1', 'y-1', '2×y', '⌊(19|y)÷0.5', '⌈(¯1+3|y)÷2']) {
    sameOnBoth(`${ys}
${f}`);
  }
  const residue = renderMap({ rank: 1, inElems: ['int'], lambda: onlyMap(`${ys}
a←19|y ⋄ (19×a)+a`), float: 'f32' }, ['int'], () => null, null).source;
  assert.not.match(residue, /2147483647 \|\|/, 'a residue\'s products and sums keep their checks');
  const sum = renderMap({ rank: 1, inElems: ['int'], lambda: onlyMap(`${ys}
y+1`), float: 'f32' }, ['int'], () => null, null).source;
  assert.match(sum, /2147483647 \|\|/, 'y+1 lost its check');
  assert.match(sameOnBoth(`${ys}
y+1`).error ?? '', /^LIMIT ERROR/);
});

test('the tiled transpose: shapes around the tile, stacks of matrices, every element type', () => {
  assert.ok(swapsLastTwo([1, 0]) && swapsLastTwo([0, 2, 1]) && !swapsLastTwo([2, 1, 0]) && !swapsLastTwo([0]));
  for (const [r, c] of [[1, 1], [31, 33], [32, 32], [65, 7], [100, 130], [0, 5]] as const) {
    sameOnBoth(`⍉${r} ${c}⍴⍳${r * c}`);
    sameOnBoth(`⍉${r} ${c}⍴0.5+⍳${r * c}`);
    sameOnBoth(`⍉${r} ${c}⍴1 0 0 1 1`);
    sameOnBoth(`⍉${r} ${c}⍴'abcdefg'`);
    sameOnBoth(`1 3 2⍉3 ${r} ${c}⍴⍳${3 * r * c}`);
  }
  // big enough for the pool: 600×700 floats
  sameOnBoth('⍉600 700⍴0.25×⍳420000');
  // these are transposes, not gathers fused into a map
  for (const t of ['⍉31 33⍴⍳1023', '1 3 2⍉3 4 5⍴⍳60']) {
    const stmts = program(t).body.stmts;
    assert.ok(stmts.some((st) => st.exp.tag === 'rearrange' && swapsLastTwo(st.exp.perm)), `${t}: no rearrange of the last two axes`);
  }
});

test.run();
