// The interpreter's grade: integers of a narrow range are counted (O(n)), any others sorted by
// comparison; both give the same stable permutation, ascending and descending.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gradeCells } from '../../core-ir/interp-sort.js';
import type { ArrayValue } from '../../core-ir/value.js';

/** The stable grade by its definition: indices ordered by key, ties by index. */
function reference(keys: readonly number[], down: boolean): number[] {
  return keys.map((_, i) => i).sort((i, j) => (keys[i] === keys[j] ? i - j : (keys[i]! < keys[j]! ? -1 : 1) * (down ? -1 : 1)));
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

test('a grade of ints by counting is the stable permutation, ascending and descending', () => {
  const next = lcg(7);
  for (const [n, range] of [[1, 1], [10, 3], [1000, 7], [5000, 40000], [300, 2 ** 20]] as const) {
    const keys = Array.from({ length: n }, () => Math.floor(next() * range) - Math.floor(range / 2));
    for (const down of [false, true]) {
      const a: ArrayValue = { elem: 'int', shape: [n], data: Int32Array.from(keys) };
      assert.equal(Array.from(gradeCells(a, down, null).data), reference(keys, down), `n ${n}, range ${range}, ${down ? 'down' : 'up'}`);
    }
  }
});

test('booleans and characters are counted too; floats are compared', () => {
  const bools = [1, 0, 1, 1, 0];
  assert.equal(Array.from(gradeCells({ elem: 'bool', shape: [5], data: Uint8Array.from(bools) }, false, null).data), reference(bools, false));
  const chars = [...'banana'].map((c) => c.codePointAt(0)!);
  assert.equal(Array.from(gradeCells({ elem: 'char', shape: [6], data: Int32Array.from(chars) }, true, null).data), reference(chars, true));
  const floats = [2.5, -1, 2.5, 1e9, 0];
  assert.equal(Array.from(gradeCells({ elem: 'float', shape: [5], data: Float32Array.from(floats) }, false, null).data), reference(floats, false));
});

test.run();
