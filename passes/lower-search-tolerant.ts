// Index-of (⍳, and ∊ ∪ ∩ ~ ≠ built on it) of floats within the comparison tolerance: the first
// item of the table tolerantly equal to each key. The items equal to a key y lie between
// y×(1-⎕CT) and y÷(1-⎕CT), a run of the sorted table, but not all of one value: the first in
// the table is the least original index over the run, which a binary search alone does not give.
// So the sorted table is cut to its distinct values, each with the least original index of its
// copies (the stable grade puts that first); a run then holds at most tolerantRunBound distinct
// values (ops/tolerance.ts), and the least index over it is read from a sparse table of minima
// over windows of 1, 2, 4 … 2^K values: two reads of the level that fits the run. Every step is
// a SOAC of the table's length and straight-line scalar code per key, as the exact search is.
import type { Atom, Size, SrcLoc } from '../core-ir/syntax.js';
import { tolerantRunBound } from '../ops/tolerance.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { countBefore } from './lower-binary-search.js';
import { tolerantCompare } from './lower-tolerance.js';

const int = scalarT('int');
const bool = scalarT('bool');

/**
 * Prepares the tolerant search of a float table `table` of length `len` (≥ 1): the function that
 * gives a key's 0-based index of its first tolerantly equal item, or len.
 */
export function tolerantFirstIndex(L: LowerContext, table: string, len: Size, loc: SrcLoc): (y: Atom, bits: number) => Atom {
  const em = L.em;
  const n = sizeAtom(len);
  const vec = (elem: 'int' | 'float' | 'bool') => ({ elem, shape: [len] });
  const bin = (op: 'add' | 'sub' | 'min' | 'max' | 'mul' | 'ne' | 'eq' | 'ge' | 'gt' | 'or', a: Atom, b: Atom, elem: 'int' | 'bool' | 'float' = 'int'): Atom => em.bind({ tag: 'bin', op, left: a, right: b }, scalarT(elem), loc);
  const name = (a: Atom): string => L.arrayName(a, loc);

  const grade = name(em.bind({ tag: 'grade', array: table, down: false }, vec('int'), loc));
  const sorted = name(em.bind({ tag: 'gather', array: table, axes: [grade] }, vec('float'), loc));
  const last = bin('sub', n, intC(1));
  // 1 where a sorted item is the first of its value
  const first = name(em.generate(vec('bool'), ([i]) => {
    const prev = em.bind({ tag: 'index', array: sorted, idx: [bin('max', bin('sub', i!, intC(1)), intC(0))] }, scalarT('float'), loc);
    const here = em.bind({ tag: 'index', array: sorted, idx: [i!] }, scalarT('float'), loc);
    return bin('or', bin('eq', i!, intC(0), 'bool'), bin('ne', prev, here, 'bool'), 'bool');
  }, loc));
  // where each first goes among the distinct values: the count of firsts up to it, less 1
  const countMap = em.lambda([int, bool], ([, m]) => [em.bind({ tag: 'un', op: 'toInt', arg: m! }, int, loc)]);
  const sumOp = em.lambda([int, int], ([a, b]) => [bin('add', a!, b!)]);
  const counts = name(em.bind({ tag: 'scanomap', shape: [len], arrays: [first], map: countMap, op: sumOp, assoc: true }, vec('int'), loc));
  const distinct = em.bind({ tag: 'index', array: counts, idx: [last] }, int, loc);
  const slots = name(em.generate(vec('int'), ([i]) => {
    const isFirst = em.bind({ tag: 'index', array: first, idx: [i!] }, bool, loc);
    const slot = bin('sub', em.bind({ tag: 'index', array: counts, idx: [i!] }, int, loc), intC(1));
    return em.bind({ tag: 'select', cond: isFirst, then: slot, else: intC(-1) }, int, loc);
  }, loc));
  const blank = (value: Atom, elem: 'int' | 'float'): string => name(em.bind({ tag: 'replicate', shape: [len], value }, vec(elem), loc));
  const values = name(em.bind({ tag: 'scatter', dest: blank({ k: 'const', value: 0, elem: 'float' }, 'float'), indices: slots, values: sorted }, vec('float'), loc));
  const firstIndex = name(em.bind({ tag: 'scatter', dest: blank(n, 'int'), indices: slots, values: grade }, vec('int'), loc));

  // the least index over windows of 2^k distinct values from each position, k = 0 … levels-1: a
  // run of L ≤ bound values is covered by two windows of the largest 2^k ≤ L
  const levels = Math.floor(Math.log2(tolerantRunBound(L.tolerance, 'f32'))) + 1;
  const windows: string[] = [firstIndex];
  for (let k = 1; k < levels; k++) {
    const below = windows[k - 1]!;
    windows.push(name(em.generate(vec('int'), ([i]) => {
      const a = em.bind({ tag: 'index', array: below, idx: [i!] }, int, loc);
      const b = em.bind({ tag: 'index', array: below, idx: [bin('min', bin('add', i!, intC(2 ** (k - 1))), last)] }, int, loc);
      return bin('min', a, b);
    }, loc)));
  }
  const stackedLen = em.bind({ tag: 'bin', op: 'mul', left: n, right: intC(levels) }, int, loc);
  const stackedSize: Size = stackedLen.k === 'const' ? { k: 'const', n: stackedLen.value } : { k: 'var', name: stackedLen.name };
  const stacked = name(em.bind({ tag: 'concat', axis: 0, arrays: windows }, { elem: 'int', shape: [stackedSize] }, loc));
  const distinctSize: Size = distinct.k === 'const' ? { k: 'const', n: distinct.value } : { k: 'var', name: distinct.name };

  return (y, bits) => {
    const below = countBefore(em, values, distinctSize, bits, y, (v) => tolerantCompare(em, 'lt', v, y, L.tolerance, L.float, loc), loc);
    const upTo = countBefore(em, values, distinctSize, bits, y, (v) => tolerantCompare(em, 'le', v, y, L.tolerance, L.float, loc), loc);
    const run = bin('sub', upTo, below);
    // the level whose windows fit the run: the largest 2^k ≤ its length, at most the top level
    let level: Atom = intC(0);
    let width: Atom = intC(1);
    for (let k = 1; k < levels; k++) {
      const fits = bin('ge', run, intC(2 ** k), 'bool');
      level = em.bind({ tag: 'select', cond: fits, then: intC(k), else: level }, int, loc);
      width = em.bind({ tag: 'select', cond: fits, then: intC(2 ** k), else: width }, int, loc);
    }
    const base = bin('mul', level, n);
    const clamp = (i: Atom): Atom => bin('min', bin('max', i, intC(0)), last);
    const fromStart = em.bind({ tag: 'index', array: stacked, idx: [bin('add', base, clamp(below))] }, int, loc);
    const toEnd = em.bind({ tag: 'index', array: stacked, idx: [bin('add', base, clamp(bin('sub', upTo, width)))] }, int, loc);
    const found = bin('gt', run, intC(0), 'bool');
    return em.bind({ tag: 'select', cond: found, then: bin('min', fromStart, toEnd), else: n }, int, loc);
  };
}
