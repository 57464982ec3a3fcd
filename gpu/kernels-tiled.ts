// Workgroup-tiled folds of a product's shape (core-ir/kernels.ts 'tiled', core-ir/tile-split.ts):
// a fold over [… NI][NJ][K] whose result (i, c) combines values that depend on (i, j) only (the
// row side, A[i, j] in a matrix product) with values on (c, j) only (the column side, B[j, c]).
//
// A workgroup owns a TI × TJ block of results. For each step of DEPTH along the fold it loads the
// row side's values for its TI rows and the column side's for its TJ columns into workgroup
// memory — each computed once per workgroup instead of once per result, and read from memory by
// consecutive invocations at consecutive addresses — then every invocation folds its RI × RJ
// results in registers from those tiles. Rows and columns past the edge are clamped to the last
// ones (the same reads and the same errors) and never written. Each result is folded from j = 0
// upwards, starting from the neutral element: the operator commutes and is associative
// (kernelize chose the strategy only then).
import type { Atom, Elem, Lambda, SrcLoc } from '../core-ir/syntax.js';
import type { FoldStrategy } from '../core-ir/kernels.js';
import type { TileSplit } from '../core-ir/tile-split.js';
import { ScalarCompiler, type KernelScope } from './lambda.js';
import { Carry } from './rows-kernel.js';
import type { BufRef, GpuRuntime } from './runtime.js';
import { KernelBuilder, literal, unflatten, wgslType } from './wgsl.js';

export interface TiledFold {
  readonly shape: readonly number[];
  readonly map: Lambda;
  readonly op: Lambda;
  readonly neutral: Atom;
  readonly split: TileSplit;
  readonly strategy: Extract<FoldStrategy, { k: 'tiled' }>;
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** out[l, i, c] = the fold over j of the map at (l, i, c, j), for the whole result. */
export async function foldTiled(rt: GpuRuntime, t: TiledFold, out: BufRef, scope: KernelScope, loc: SrcLoc | null): Promise<void> {
  const { shape, map, split } = t;
  const [TI, TJ] = t.strategy.tile;
  const [RI, RJ] = t.strategy.perThread;
  const TK = t.strategy.depth;
  const TX = TJ / RJ;
  const W = (TI / RI) * TX;
  const rank = shape.length;
  const [ni, nj, nk] = [shape[rank - 3]!, shape[rank - 2]!, shape[rank - 1]!];
  const lead = shape.slice(0, -3);
  const nbi = Math.ceil(ni / TI);
  const nbj = Math.ceil(nj / TJ);
  const groups = lead.reduce((a, b) => a * b, 1) * nbi * nbj;
  if (groups === 0 || nk === 0) throw new Error('a tiled fold of an empty shape (the caller handles those)');
  const resElem = t.op.resultTypes[0]!;
  // an int + accumulates in two words (fold-wide.ts), narrowed where it is stored
  const carry = Carry.of(t.op);
  const T = carry.t;
  const kb = new KernelBuilder<BufRef>(rt.float);
  carry.declare(kb);
  const [NI, NJ, NK, NBI, NBJ] = [kb.size('NI', ni), kb.size('NJ', nj), kb.size('NK', nk), kb.size('NBI', nbi), kb.size('NBJ', nbj)];
  const leadDims = lead.map((d, k) => kb.size(`L:${k}`, d));
  const leadParams = lead.map((_, k) => `l${k}: i32, `).join('');
  const leadArgs = lead.map((_, k) => `li${k}, `).join('');
  const params = map.params;

  // the row side: fn rowv(lead…, i, j) -> RowVals; the column side likewise; the combining part
  const sideFn = (name: string, stmts: TileSplit['rowPart'], own: number, values: TileSplit['rowValues']): void => {
    const sc = new ScalarCompiler(kb, scope, loc);
    const binds = [
      ...lead.map((d, k) => sc.bindIndex(params[k]!.name, `l${k}`, d)),
      sc.bindIndex(params[rank - 3 + own]!.name, 'x', shape[rank - 3 + own]!),
      sc.bindIndex(params[rank - 1]!.name, 'j', nk),
    ];
    const body = sc.compile(stmts, values.map((v) => ({ k: 'var', name: v.name })));
    kb.declare(`struct ${name}T { ${values.map((v, r) => `v${r}: ${wgslType(v.elem)}`).join(', ')} }`);
    kb.declare(`fn ${name}(${leadParams}x: i32, j: i32) -> ${name}T {\n${binds.join('\n')}\n${body.code}\n  return ${name}T(${body.results.join(', ')});\n}`);
  };
  sideFn('rowv', split.rowPart, 0, split.rowValues);
  sideFn('colv', split.colPart, 1, split.colValues);
  const sc = new ScalarCompiler(kb, scope, loc);
  const combParams = [...split.rowValues.map((v, r) => `a${r}: ${wgslType(v.elem)}`), ...split.colValues.map((v, r) => `b${r}: ${wgslType(v.elem)}`)];
  const binds = [
    ...lead.map((d, k) => sc.bindIndex(params[k]!.name, `l${k}`, d)),
    sc.bindIndex(params[rank - 3]!.name, 'i', ni),
    sc.bindIndex(params[rank - 2]!.name, 'c', nj),
    sc.bindIndex(params[rank - 1]!.name, 'j', nk),
    ...split.rowValues.map((v, r) => sc.bindScalar(v.name, `a${r}`, v.elem)),
    ...split.colValues.map((v, r) => sc.bindScalar(v.name, `b${r}`, v.elem)),
  ];
  const body = sc.compile(split.combine, map.results);
  carry.opFunction(kb, t.op, scope, loc);
  kb.declare(`fn comb(${leadParams}i: i32, c: i32, j: i32, ${combParams.join(', ')}) -> ${T} {\n${binds.join('\n')}\n${body.code}\n  return ${carry.value([body.results[0]!])};\n}`);

  const tiles = (side: 'ra' | 'cb', values: TileSplit['rowValues'], size: number): void =>
    values.forEach((v: { elem: Elem }, r) => kb.declare(`var<workgroup> ${side}${r}: array<${wgslType(v.elem)}, ${size}>;`));
  tiles('ra', split.rowValues, TI * TK);
  tiles('cb', split.colValues, TK * TJ);
  const o = carry.bind(kb, [out], true);
  const lu = unflatten(kb, 'l', leadDims);
  const leadIdx = lu.idx.map((x, k) => `  let li${k} = ${x};`);
  const cells: [number, number][] = range(RI).flatMap((r) => range(RJ).map((c): [number, number] => [r, c]));
  if (t.neutral.k !== 'const') throw new Error('a tiled fold needs a constant neutral element');
  const neutral = carry.value([literal(t.neutral.value, resElem, kb.float)]);
  const lines = [
    `  let bj = grp % ${NBJ};`,
    `  let bi = (grp / ${NBJ}) % ${NBI};`,
    `  let l = grp / (${NBJ} * ${NBI});`,
    lu.code,
    ...leadIdx,
    `  let tx = lid % ${TX}u;`,
    `  let ty = lid / ${TX}u;`,
    ...range(RI).map((r) => `  let i${r} = i32(min(bi * ${TI}u + ty * ${RI}u + ${r}u, ${NI} - 1u));`),
    ...range(RJ).map((c) => `  let c${c} = i32(min(bj * ${TJ}u + tx * ${RJ}u + ${c}u, ${NJ} - 1u));`),
    ...cells.map(([r, c]) => `  var acc${r}${c}: ${T} = ${neutral};`),
    `  for (var k0 = 0u; k0 < ${NK}; k0 = k0 + ${TK}u) {`,
    `    for (var q = lid; q < ${TI * TK}u; q = q + ${W}u) {`,
    `      let v = rowv(${leadArgs}i32(min(bi * ${TI}u + q / ${TK}u, ${NI} - 1u)), i32(min(k0 + q % ${TK}u, ${NK} - 1u)));`,
    ...split.rowValues.map((_, r) => `      ra${r}[q] = v.v${r};`),
    '    }',
    `    for (var q = lid; q < ${TK * TJ}u; q = q + ${W}u) {`,
    `      let v = colv(${leadArgs}i32(min(bj * ${TJ}u + q % ${TJ}u, ${NJ} - 1u)), i32(min(k0 + q / ${TJ}u, ${NK} - 1u)));`,
    ...split.colValues.map((_, r) => `      cb${r}[q] = v.v${r};`),
    '    }',
    '    workgroupBarrier();',
    `    let kn = min(${TK}u, ${NK} - k0);`,
    '    for (var kk = 0u; kk < kn; kk = kk + 1u) {',
    '      let j = i32(k0 + kk);',
    ...range(RI).map((r) => `      let ar${r} = ty * ${RI * TK}u + ${r * TK}u + kk;`),
    ...range(RJ).map((c) => `      let bc${c} = kk * ${TJ}u + tx * ${RJ}u + ${c}u;`),
    ...cells.map(([r, c]) => {
      const args = [...split.rowValues.map((_, q) => `ra${q}[ar${r}]`), ...split.colValues.map((_, q) => `cb${q}[bc${c}]`)];
      return `      acc${r}${c} = op(acc${r}${c}, comb(${leadArgs}i${r}, c${c}, j, ${args.join(', ')}));`;
    }),
    '    }',
    '    workgroupBarrier();',
    '  }',
    ...cells.map(([r, c]) => {
      const i = `bi * ${TI}u + ty * ${RI}u + ${r}u`;
      const col = `bj * ${TJ}u + tx * ${RJ}u + ${c}u`;
      return `  if (${i} < ${NI} && ${col} < ${NJ}) { ${carry.store(o, `(l * ${NI} + ${i}) * ${NJ} + ${col}`, `acc${r}${c}`)} }`;
    }),
  ];
  await rt.dispatch(kb.finishCooperative(lines.join('\n'), W), groups * W, loc);
}
