// The map kernel, and the scatter whose values a map computes (syntax.ts, ScatterValueMap): one
// loop nest over the iteration shape, row-major like the interpreter's (core-ir/interp-soacs.ts
// compileMap), so the first element that fails is the one the interpreter reports.
import type { Elem, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import type { FloatWidth } from '../ops/float-width.js';
import { buildKernel, type Kernel } from './kernel-cache.js';
import { rerollPlan } from './reroll.js';
import { JsScope, KernelWriter, type FreeResolver } from './scalar-js.js';
import { opMix, wasmMap } from './wasm-map.js';
import { encodeModule } from './wasm-run.js';

export interface MapShape {
  /** the rank of the iteration shape */
  readonly rank: number;
  readonly inElems: readonly Elem[];
  readonly lambda: Lambda;
  /** the program's float width */
  readonly float: FloatWidth;
}

/** What becomes of the lambda's results at flat position `at`. */
type Store = (w: KernelWriter, results: readonly string[], at: string) => void;

/**
 * Elements a map computes side by side (`lanes`), statement by statement: an element's statements
 * form one dependency chain (each f32 op an op and two conversions), too long for the processor to
 * overlap the next element's; two chains interleaved fill its pipelines. Only straight-line
 * lambdas of at most LANE_LIMIT statements as rendered (a re-rolled one's loop counts once): the
 * code doubles, and V8 takes long to optimise big functions.
 */
const LANES = 2;
const LANE_LIMIT = 200;

/** Whether a lambda is straight-line code (every statement one line or a few, no nested bodies). */
const straightLine = (lam: Lambda): boolean => lam.body.every((s) => s.exp.tag !== 'if' && s.exp.tag !== 'loop');

/** How many statements a lambda renders as: a re-rolled one's (reroll.ts) step once. */
function renderedSize(lam: Lambda): number {
  const plan = rerollPlan(lam);
  return plan === null ? lam.body.length : plan.before.length + plan.body.length + plan.after.length;
}

/**
 * The f32 + − × an element (wasm-map.ts opMix) from which a map of an f32 program also gets a
 * WebAssembly kernel: there each is one instruction, where JavaScript computes it in f64 and
 * rounds it (Math.fround). Below, copying the inputs into the module's memory and the results out
 * costs more than the rounding saves. Divisions, residues and conversions to int gain nothing (they
 * cost as much in both, and the JavaScript kernel drops checks that value ranges rule out): a map
 * with more than one to every DIVISIONS_PER_OP of those ops stays JavaScript. Measured on the
 * Easter benchmark, all divisions and residues: 67–82 ms in WebAssembly against 59–62 ms in
 * JavaScript (two threads); Mandelbrot, all + − ×: 22–26 ms against 31–36 ms.
 */
const WASM_MIN_F32_OPS = 32;
const DIVISIONS_PER_OP = 8;

/**
 * Whether a map gets a WebAssembly kernel where it can: `APLC_CPU_WASM=0` turns them off (to
 * compare, or to rule them out), `APLC_CPU_WASM=all` gives one to every map it can (so that the
 * tests run every corpus program through them).
 */
function wasmWorth(m: MapShape): boolean {
  const p = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  const env = p?.env?.['APLC_CPU_WASM'];
  if (typeof WebAssembly === 'undefined' || env === '0') return false;
  if (env === 'all') return true;
  const mix = opMix(m.lambda);
  return m.float === 'f32' && mix.multiplyAdds >= WASM_MIN_F32_OPS && mix.divisions * DIVISIONS_PER_OP <= mix.multiplyAdds;
}

/**
 * The line that runs the map in WebAssembly where it can (wasm-run.ts), before the JavaScript
 * loops, which then run only where it could not; none where the lambda has no WebAssembly kernel.
 */
function wasmFirst(m: MapShape, outElems: readonly Elem[], w: KernelWriter): string[] {
  if (!wasmWorth(m)) return [];
  const made = wasmMap(m.rank, m.inElems, outElems, m.lambda, w.free, m.float);
  if (made === null) return [];
  w.helpers.add('wasm_map');
  return [`if (wasm_map(kernel, ${JSON.stringify(encodeModule(made.bytes))}, ${JSON.stringify(JSON.stringify(made.layout))}, D, I, O, V, R0, R1)) return;`];
}

function renderLoops(m: MapShape, resolve: FreeResolver, loc: SrcLoc | null, header: string, extraPrologue: readonly string[], store: Store, laned = false, outElems: readonly Elem[] | null = null): Kernel {
  const w = new KernelWriter(resolve, m.float);
  const k = m.rank;
  const prologue = [
    header,
    ...Array.from({ length: k }, (_, j) => `const d${j} = D[${j}];`),
    ...m.inElems.map((_, j) => `const in${j} = I[${j}];`),
    ...extraPrologue,
  ];
  const siteOf = (s: Stmt): SrcLoc | null => s.loc ?? loc;
  const argsAt = (at: string, iLast: string): string[] => [...Array.from({ length: k }, (_, j) => (j === k - 1 ? iLast : `i${j}`)), ...m.inElems.map((_, j) => `in${j}[${at}]`)];
  const element = (at: string, iLast: string): string[] => w.lambda(new JsScope(null), m.lambda, argsAt(at, iLast), siteOf);
  // the first dim runs over [R0, R1) (kernel-cache.ts KernelFn)
  w.line(k === 0 ? 'let p = 0;' : `let p = ${['R0', ...Array.from({ length: k - 1 }, (_, j) => `d${j + 1}`)].join(' * ')};`);
  const lanes = laned && k > 0 && straightLine(m.lambda) && renderedSize(m.lambda) <= LANE_LIMIT;
  const loops = lanes ? k - 1 : k;
  for (let j = 0; j < loops; j++) w.open(j === 0 ? 'for (let i0 = R0; i0 < R1; i0++) {' : `for (let i${j} = 0; i${j} < d${j}; i${j}++) {`);
  const single = (): void => {
    store(w, element('p', `i${k - 1}`), 'p');
    w.line('p++;');
  };
  if (lanes) {
    // the last dim one at a time until a multiple of LANES is left, then in groups of LANES. The
    // single loop comes first: a loop after the groups' loop would run only once that loop ends,
    // after V8 has optimised it on the stack, so without type feedback, and would throw the
    // optimised code away at the end of every call. A failure inside a group may not be the
    // first in element order (a later lane's statement can run before an earlier lane's), so the
    // group and the rest are run again one element at a time, which fails at the element that
    // fails first.
    const last = `i${k - 1}`;
    const end = k === 1 ? 'R1' : `d${k - 1}`;
    w.line(`let ${last} = ${k === 1 ? 'R0' : '0'};`);
    w.open(`for (; (${end} - ${last}) % ${LANES} !== 0; ${last}++) {`);
    single();
    w.close();
    w.open('try {');
    w.open(`for (; ${last} < ${end}; ${last} += ${LANES}) {`);
    const at = (l: number): string => (l === 0 ? 'p' : `p + ${l}`);
    const args = Array.from({ length: LANES }, (_, l) => argsAt(at(l), l === 0 ? last : `${last} + ${l}`));
    const results = w.lambdaLanes(new JsScope(null), m.lambda, args, siteOf);
    results.forEach((r, l) => store(w, r, l === 0 ? 'p' : `p + ${l}`));
    w.line(`p += ${LANES};`);
    w.close();
    w.indentElse('} catch (err) {');
    w.open(`for (; ${last} < ${end}; ${last}++) {`);
    single();
    w.close();
    w.close();
  } else single();
  for (let j = 0; j < loops; j++) w.close();
  return buildKernel(w, [...prologue, ...(outElems === null ? [] : wasmFirst(m, outElems, w))]);
}

const elemsNote = (ins: readonly Elem[], outs: readonly Elem[]): string => `// in: ${ins.join(' ') || '-'}; out: ${outs.join(' ')}`;

/** map: O[r][p] is the lambda's result r at flat position p. */
export function renderMap(m: MapShape, outElems: readonly Elem[], resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const outs = outElems.map((_, r) => `const out${r} = O[${r}];`);
  return renderLoops(m, resolve, loc, `// map${elemsNote(m.inElems, outElems)}`, outs, (w, results, at) => {
    results.forEach((r, i) => w.line(`out${i}[${at}] = ${r};`));
  }, true, outElems);
}

/**
 * scatter of mapped values: O[0] (a copy of the destination) gets the lambda's value at position p
 * where the index vector (I after the map's inputs) holds an index in bounds; the caller has
 * checked that the index vector is as long as the iteration shape.
 */
export function renderScatterMap(m: MapShape, destElem: Elem, resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const extra = ['const out0 = O[0];', `const ix = I[${m.inElems.length}];`, 'const nOut = out0.length;'];
  return renderLoops(m, resolve, loc, `// scatter${elemsNote(m.inElems, [destElem])}`, extra, (w, results, at) => {
    w.line(`const j = ix[${at}];`);
    w.line(`if (j >= 0 && j < nOut) out0[j] = ${results[0]};`);
  });
}
