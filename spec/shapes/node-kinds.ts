// Every kind of checked node (shapes/typed.ts), for the specs of the tables keyed by them: the
// compiler rejects a kind that does not exist and one left out, so a new kind fails to compile
// here until it is listed.
import type { TNode } from '../../shapes/typed.js';

export const NODE_KINDS: Readonly<Record<TNode['k'], true>> = {
  lit: true, dims: true, var: true, seq: true, if: true, print: true, assertEq: true, assertTrue: true, convert: true, scalar1: true,
  scalar2: true, reduce: true, scan: true, outer: true, inner: true, iota: true, reshape: true, reshapeDyn: true,
  replicateDyn: true, catenate: true, reverse: true, rotate: true, transpose: true, window: true, select: true,
  gather: true, first: true, cells: true, power: true, grade: true, indexOf: true, intervalIndex: true, update: true, windowDyn: true,
  decode: true, encode: true, expandDyn: true, nwise: true, format: true, stencil: true, diagonal: true,
  rotateEach: true, scalarAxis: true, tailLoop: true, stackWrite: true, regroup: true, stateLoop: true, ragged: true, raggedPart: true, segReduce: true, mixedArray: true, mixedPart: true,
  eachDeferred: true,
};
