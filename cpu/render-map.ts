// The map kernel, and the scatter whose values a map computes (syntax.ts, ScatterValueMap): one
// loop nest over the iteration shape, row-major like the interpreter's (core-ir/interp-soacs.ts
// compileMap), so the first element that fails is the one the interpreter reports.
import type { Elem, Lambda, SrcLoc } from '../core-ir/syntax.js';
import type { FloatWidth } from '../ops/float-width.js';
import { buildKernel, type Kernel } from './kernel-cache.js';
import { JsScope, KernelWriter, type FreeResolver } from './scalar-js.js';

export interface MapShape {
  /** the rank of the iteration shape */
  readonly rank: number;
  readonly inElems: readonly Elem[];
  readonly lambda: Lambda;
  /** the program's float width */
  readonly float: FloatWidth;
}

/** What becomes of the lambda's results at flat position `p`. */
type Store = (w: KernelWriter, results: readonly string[]) => void;

function renderLoops(m: MapShape, resolve: FreeResolver, loc: SrcLoc | null, header: string, extraPrologue: readonly string[], store: Store): Kernel {
  const w = new KernelWriter(resolve, m.float);
  const k = m.rank;
  const prologue = [
    header,
    ...Array.from({ length: k }, (_, j) => `const d${j} = D[${j}];`),
    ...m.inElems.map((_, j) => `const in${j} = I[${j}];`),
    ...extraPrologue,
  ];
  // the first dim runs over [R0, R1) (kernel-cache.ts KernelFn)
  w.line(k === 0 ? 'let p = 0;' : `let p = ${['R0', ...Array.from({ length: k - 1 }, (_, j) => `d${j + 1}`)].join(' * ')};`);
  for (let j = 0; j < k; j++) w.open(j === 0 ? 'for (let i0 = R0; i0 < R1; i0++) {' : `for (let i${j} = 0; i${j} < d${j}; i${j}++) {`);
  const args = [...Array.from({ length: k }, (_, j) => `i${j}`), ...m.inElems.map((_, j) => `in${j}[p]`)];
  const results = w.lambda(new JsScope(null), m.lambda, args, (s) => s.loc ?? loc);
  store(w, results);
  w.line('p++;');
  for (let j = 0; j < k; j++) w.close();
  return buildKernel(w, prologue);
}

const elemsNote = (ins: readonly Elem[], outs: readonly Elem[]): string => `// in: ${ins.join(' ') || '-'}; out: ${outs.join(' ')}`;

/** map: O[r][p] is the lambda's result r at flat position p. */
export function renderMap(m: MapShape, outElems: readonly Elem[], resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const outs = outElems.map((_, r) => `const out${r} = O[${r}];`);
  return renderLoops(m, resolve, loc, `// map${elemsNote(m.inElems, outElems)}`, outs, (w, results) => {
    results.forEach((r, i) => w.line(`out${i}[p] = ${r};`));
  });
}

/**
 * scatter of mapped values: O[0] (a copy of the destination) gets the lambda's value at position p
 * where the index vector (I after the map's inputs) holds an index in bounds; the caller has
 * checked that the index vector is as long as the iteration shape.
 */
export function renderScatterMap(m: MapShape, destElem: Elem, resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const extra = ['const out0 = O[0];', `const ix = I[${m.inElems.length}];`, 'const nOut = out0.length;'];
  return renderLoops(m, resolve, loc, `// scatter${elemsNote(m.inElems, [destElem])}`, extra, (w, results) => {
    w.line('const j = ix[p];');
    w.line(`if (j >= 0 && j < nOut) out0[j] = ${results[0]};`);
  });
}
