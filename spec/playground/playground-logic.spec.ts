// The playground's logic without a browser: the backtick keymap as the editor applies it, the
// language bar, the errors and shapes shown as the user types, the tabs' text (IR after each pass,
// phases, WGSL) and the run's display, on the cpu backend and, where an adapter exists, WebGPU.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expandGlyphKeys } from '../../cli/glyph-keys.js';
import { textFilesBeside } from '../../cli/text-files-browser.js';
import { PROFILES } from '../../passes/device-profiles.js';
import { checkView, shapeAt } from '../../playground/check-view.js';
import { compileView } from '../../playground/compile-view.js';
import { barLabel, expandBeforeCursor, insertAt, languageBar } from '../../playground/glyph-input.js';
import { runView, wgslListing } from '../../playground/run-view.js';
import { gpuAvailable } from '../gpu/harness.js';

test('a backtick and a key before the cursor become the glyph; the cursor stays after it', () => {
  assert.equal(expandBeforeCursor({ text: '+/`i', cursor: 4 }), { text: '+/⍳', cursor: 3 });
  assert.equal(expandBeforeCursor({ text: '+/`i10', cursor: 4 }), { text: '+/⍳10', cursor: 3 });
  assert.equal(expandBeforeCursor({ text: '``', cursor: 2 }), { text: '⋄', cursor: 1 });
  assert.equal(expandBeforeCursor({ text: 'x`T', cursor: 3 }), { text: 'x⍨', cursor: 2 });
  // a key the layout does not have, no backtick, a pair away from the cursor: nothing to do
  assert.is(expandBeforeCursor({ text: '`Q', cursor: 2 }), null);
  assert.is(expandBeforeCursor({ text: 'ab', cursor: 2 }), null);
  assert.is(expandBeforeCursor({ text: '`ix', cursor: 3 }), null);
  assert.is(expandBeforeCursor({ text: '`', cursor: 1 }), null);
});

test('the editor and the REPL expand every key alike', () => {
  for (const g of languageBar()) {
    if (g.key === null) continue;
    assert.is(expandBeforeCursor({ text: `\`${g.key}`, cursor: 2 })?.text, g.glyph, `\`${g.key}`);
    assert.is(expandGlyphKeys(`\`${g.key}`), g.glyph);
  }
});

test('the language bar: each glyph once, named, with its backtick key where it needs one', () => {
  const bar = languageBar();
  const glyphs = bar.map((g) => g.glyph);
  assert.is(new Set(glyphs).size, glyphs.length);
  assert.ok(bar.length > 60, `${bar.length} glyphs`);
  const iota = bar.find((g) => g.glyph === '⍳');
  assert.equal(iota, { glyph: '⍳', name: 'index generator / index of', key: 'i' });
  assert.is(barLabel(iota!), '⍳ index generator / index of (`i)');
  assert.is(bar.find((g) => g.glyph === '+')?.key, null, '+ is on the keyboard');
  assert.is(bar.find((g) => g.glyph === '⍨')?.key, 'T');
  assert.ok(bar.every((g) => g.name.length > 2));
});

test('a glyph from the bar replaces the selection and leaves the cursor after it', () => {
  assert.equal(insertAt('+/10', 2, 2, '⍳'), { text: '+/⍳10', cursor: 3 });
  assert.equal(insertAt('1+2', 1, 2, '×'), { text: '1×2', cursor: 2 });
});

test('as the user types: a LENGTH ERROR with the caret and both shapes', () => {
  const v = checkView('1 2 3+1 2');
  assert.is(
    v.errors,
    ['LENGTH ERROR: shapes differ: left [3], right [2]', '  at playground.apl:1:6', '    1 2 3+1 2', '         ^', '  left: [3] from 1 2 3 at 1:1', '  right: [2] from 1 2 at 1:7'].join('\n'),
  );
  assert.is(checkView('x←⍳5\n+/x').errors, '');
  assert.match(checkView('1 2 3+1 2\n⍳2 3⍴1').errors, /\n\n/, 'errors are separated by a blank line');
});

test('the shape under the cursor is the innermost checked expression there', () => {
  const v = checkView('x←⍳10\n+/x×x');
  assert.is(shapeAt(v, 2), 'i32[10] (⍳)', 'on ⍳: its application');
  assert.is(shapeAt(v, 3), 'i32 (10)', 'on its argument');
  assert.is(shapeAt(v, 8), 'i32[10] (x)', 'on the x before ×');
  assert.is(shapeAt(v, 6), 'i32 (+/)', 'on the reduction');
  assert.is(shapeAt(v, 0), 'i32[10] (x←⍳10)', 'on the assignment');
  assert.is(shapeAt(v, 11), 'i32[10] (x)', 'at the end of the text: the expression just before the cursor');
  const f = checkView('⍝ f: ⍵ f32[n]\nf←{1↓⍵}\nf 1.5 2 3');
  assert.is(shapeAt(f, f.text.indexOf('↓')), 'f32[max(0,n - 1)]    (f at ⍵ f32[n]); f32[2] (↓)', 'in a declared function: symbolic at its signature, and at its use');
  assert.is(shapeAt(checkView('\n\n'), 1), null);
});

test('the IR and phases tabs: every pass, then kernelize for the profile; the plan of each phase', () => {
  const views = compileView('x←⍳10\n+/x×x', { profile: PROFILES.software, why: 'chosen in the test' });
  assert.ok(views !== null);
  const headings = views.ir.split('\n').filter((l) => l.startsWith('── after '));
  assert.is(headings[0], '── after lower (3 kernels) ──');
  assert.match(headings[headings.length - 1]!, /^── after kernelize \(device profile: software \(chosen in the test\)/);
  assert.ok(headings.length >= 4, headings.join('\n'));
  assert.match(views.ir, /redomap \[10\]/);
  assert.not.match(views.ir, /IR validation failed/);
  assert.match(views.phases, /^device profile: software \(chosen in the test\)/);
  assert.match(views.phases, /phase 1: 1 kernel\n/);
  assert.match(views.phases, /reduce \+ +int\[\] +1 × 10/);
  assert.is(compileView('1 2 3+1 2', { profile: PROFILES.software, why: '' }), null);
});

test('a run on the cpu backend shows the display form; an error shows its caret; no WGSL', async () => {
  const sum = await runView('+/⍳10', 'cpu');
  assert.equal([sum.result, sum.failed], ['55', false]);
  assert.match(sum.ranOn, /backend cpu/);
  assert.match(sum.wgsl, /no WGSL: the program ran on the cpu backend/);
  const table = await runView('⎕←2 3⍴⍳6\n10×⍳3', 'cpu');
  assert.is(table.result, '1 2 3\n4 5 6\n10 20 30');
  const error = await runView('1 2 3+1 2', 'interp');
  assert.ok(error.failed);
  assert.match(error.result, /^LENGTH ERROR: shapes differ: left \[3\], right \[2\]\n  at playground.apl:1:6\n/);
  const runtime = await runView('x←0\n1÷x', 'cpu');
  assert.ok(runtime.failed);
  assert.match(runtime.result, /^DOMAIN ERROR/);
  assert.is((await runView('x←1', 'cpu')).result, '');
});

test('⎕NGET in the browser: a FILE NAME ERROR saying there are no files', async () => {
  assert.equal(textFilesBeside('playground.apl')('data.txt'), { error: 'cannot read data.txt: a program in the browser has no files (run it with aplc on the command line)' });
});

test('the WGSL tab numbers the kernels', () => {
  assert.is(wgslListing(['a\n', 'b']), '// ── kernel 1 of 2 ──\na\n\n// ── kernel 2 of 2 ──\nb\n');
  assert.is(wgslListing([]), '');
});

if (await gpuAvailable(test, 'spec/playground/playground-logic.spec')) {
  test('a run on WebGPU shows the value and the WGSL of the kernels it dispatched', async () => {
    const r = await runView('x←⍳1000\n+/x×x', 'webgpu');
    assert.equal([r.result, r.failed], ['333833500', false]);
    assert.match(r.ranOn, /backend webgpu/);
    assert.match(r.wgsl, /^\/\/ ── kernel 1 of \d+ ──\n/);
    assert.match(r.wgsl, /@compute @workgroup_size/);
  });
}

test.run();
