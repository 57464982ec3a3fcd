// The table of lowerings: for every kind of checked node (shapes/typed.ts), the function that
// lowers it to the SOAC IR. It is typed over all of TNode's kinds, so a kind added to the
// checker without a lowering does not compile. The entries are grouped by family; each names
// the module where its lowering lives.
import type { Atom } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { lowerUpdate } from './lower-assign.js';
import { lowerDiagonal, lowerRotateEach, lowerScalarAxis } from './lower-axis-forms.js';
import { lowerCells } from './lower-cells.js';
import { lowerAssertEq, lowerAssertTrue } from './lower-checks.js';
import { lowerDecode, lowerEncode } from './lower-codes.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { lowerIf, lowerPrint, lowerSeq } from './lower-control.js';
import { lowerConvert, lowerScalar1, lowerScalar2 } from './lower-elementwise.js';
import { lowerExpandDyn } from './lower-expand.js';
import { lowerInner, lowerOuter, lowerReduce, lowerScan } from './lower-folds.js';
import { lowerNwise } from './lower-nwise.js';
import { lowerPower } from './lower-power.js';
import { lowerTailLoop } from './lower-recursion.js';
import { lowerStackWrite } from './lower-stack-write.js';
import { lowerStateLoop } from './lower-state-loop.js';
import { lowerFormat, lowerIota, lowerReplicateDyn, lowerReshape, lowerReshapeDyn } from './lower-reshape.js';
import { lowerIntervalIndex } from './lower-interval.js';
import { lowerGrade, lowerIndexOf } from './lower-search.js';
import { lowerStencil } from './lower-stencil.js';
import { lowerDims, lowerEachDeferred, lowerLit, lowerVar } from './lower-values.js';
import { lowerCatenate, lowerFirst, lowerGather, lowerReverse, lowerRotate, lowerSelect, lowerTranspose, lowerWindow } from './lower-views.js';
import { lowerWindowDyn } from './lower-window.js';
import { lowerRegroup } from './lower-nested.js';
import { lowerRagged, lowerRaggedPart, lowerSegReduce } from './lower-ragged.js';
import { lowerMixedArray, lowerMixedPart } from './lower-mixed.js';

export type Lowerings = { readonly [K in TNode['k']]: LowerArm<K> };

export const LOWERINGS: Lowerings = {
  // values (lower-values.ts)
  lit: lowerLit,
  dims: lowerDims,
  var: lowerVar,
  eachDeferred: lowerEachDeferred,
  // sequencing and control (lower-control.ts, lower-checks.ts, lower-power.ts, lower-recursion.ts, lower-state-loop.ts)
  seq: lowerSeq,
  if: lowerIf,
  print: lowerPrint,
  assertEq: lowerAssertEq,
  assertTrue: lowerAssertTrue,
  power: lowerPower,
  tailLoop: lowerTailLoop,
  stackWrite: lowerStackWrite,
  stateLoop: lowerStateLoop,
  // elementwise (lower-elementwise.ts, lower-axis-forms.ts)
  convert: lowerConvert,
  scalar1: lowerScalar1,
  scalar2: lowerScalar2,
  scalarAxis: lowerScalarAxis,
  // reductions, scans and products (lower-folds.ts, lower-nwise.ts, lower-codes.ts)
  reduce: lowerReduce,
  scan: lowerScan,
  outer: lowerOuter,
  inner: lowerInner,
  nwise: lowerNwise,
  decode: lowerDecode,
  encode: lowerEncode,
  // new lengths (lower-reshape.ts, lower-expand.ts, lower-window.ts)
  iota: lowerIota,
  reshape: lowerReshape,
  reshapeDyn: lowerReshapeDyn,
  replicateDyn: lowerReplicateDyn,
  expandDyn: lowerExpandDyn,
  windowDyn: lowerWindowDyn,
  format: lowerFormat,
  // structural views (lower-views.ts, lower-axis-forms.ts, lower-stencil.ts)
  catenate: lowerCatenate,
  reverse: lowerReverse,
  rotate: lowerRotate,
  transpose: lowerTranspose,
  window: lowerWindow,
  select: lowerSelect,
  gather: lowerGather,
  first: lowerFirst,
  // uniform nested arrays: the same data, grouped otherwise (lower-nested.ts)
  regroup: lowerRegroup,
  // irregular nested vectors: data and segment descriptor (lower-ragged.ts)
  ragged: lowerRagged,
  raggedPart: lowerRaggedPart,
  // mixed arrays: values and character mask (lower-mixed.ts)
  mixedArray: lowerMixedArray,
  mixedPart: lowerMixedPart,
  segReduce: lowerSegReduce,
  diagonal: lowerDiagonal,
  rotateEach: lowerRotateEach,
  stencil: lowerStencil,
  // functions applied to cells (lower-cells.ts)
  cells: lowerCells,
  // search, sort and indexed assignment (lower-search.ts, lower-assign.ts)
  grade: lowerGrade,
  indexOf: lowerIndexOf,
  intervalIndex: lowerIntervalIndex,
  update: lowerUpdate,
};

/** Lowers one checked expression by its node's entry in the table. */
export function lowerNode(ctx: LowerContext, e: TExpr): Atom {
  // the table's type pairs each kind with the arm for that kind's node; TypeScript cannot follow
  // the pairing through an indexed access on a union, hence the widening
  const arm = LOWERINGS[e.node.k] as (ctx: LowerContext, e: TExpr, n: TNode) => Atom;
  return arm(ctx, e, e.node);
}
