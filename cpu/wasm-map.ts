// A map kernel as WebAssembly (wasm-encode.ts), for lambdas heavy enough that the copy of their
// inputs into the module's memory costs little beside them (render-map.ts decides). In an f32
// program a float is an f32 in WebAssembly, where JavaScript has to compute each op in f64 and
// round it with Math.fround (the written-out Mandelbrot of the benchmarks, one thread: 34–48 ms
// here against 53 ms as JavaScript; measured in the commit that added this).
//
// The results are the JavaScript kernel's to the bit. Every op rendered here is one whose f32 or
// f64 result is IEEE's correctly rounded one, which is what Math.fround of the f64 result is for
// these ops (+ - × ÷ √ on f32 operands: f64 has more than twice f32's precision); int ops wrap or
// are checked as the op tables say (ops/arith.ts, ops/int-exact.ts). Nothing here reports an
// error: wherever the JavaScript kernel could fail (a float out of range, an int overflow, an
// index out of bounds, an assertion) the WebAssembly function stops and answers 1, and the caller
// runs the same elements again in JavaScript (wasm-run.ts), which fails where the interpreter
// does. A lambda with any op or statement not rendered here gets no WebAssembly kernel at all.
//
// Elements run LANES side by side within a row of the last dim, as render-map.ts's JavaScript
// lanes do and for the same reason: an element's ops are one dependency chain (in Mandelbrot a
// comparison, a conversion and a product by the mask before the next step can start), and a
// second chain fills the processor's pipelines meanwhile.
import type { Elem, Lambda, Stmt } from '../core-ir/syntax.js';
import { Scope } from '../core-ir/interp-frame.js';
import type { FloatWidth } from '../ops/float-width.js';
import { moduleOf, type ValType } from './wasm-encode.js';
import { rerollPlan, type RerollPlan } from './reroll.js';
import type { FreeVar } from './scalar-js.js';
import { elemSize, NotRendered, WasmWriter, type WVal } from './wasm-lambda.js';
import { testedResults } from './wasm-checks.js';

/** How the caller lays out one kernel's arrays and calls it (wasm-run.ts): fixed by its structure, so part of the kernel's source. */
export interface WasmLayout {
  /** the iteration rank (at least 1) */
  readonly rank: number;
  /** bytes an element of each map input, and of each result */
  readonly ins: readonly number[];
  readonly outs: readonly number[];
  /** the free values in V order: a scalar's slot and type, an array's slot, rank and element size */
  readonly free: readonly ({ readonly k: 'scalar'; readonly slot: number; readonly t: 'i32' | 'f32' | 'f64' } | { readonly k: 'array'; readonly slot: number; readonly rank: number; readonly size: number })[];
}

export interface WasmMap {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly layout: WasmLayout;
}

const DIVISIONS: ReadonlySet<string> = new Set(['div', 'idiv', 'mod', 'floor', 'ceil', 'floorInt', 'ceilInt', 'toInt']);

/** What decides whether a map is worth a WebAssembly kernel (render-map.ts): its f32 + − × an element, and its divisions, residues and float-to-int conversions. */
export function opMix(lambda: Lambda): { readonly multiplyAdds: number; readonly divisions: number } {
  let multiplyAdds = 0;
  let divisions = 0;
  const walk = (stmts: readonly Stmt[], times: number): void => {
    for (const s of stmts) {
      const e = s.exp;
      if (e.tag === 'if') { walk(e.then.stmts, times); walk(e.else.stmts, times); continue; }
      if (e.tag === 'loop') { walk(e.body.stmts, 8 * times); continue; }
      if (e.tag !== 'bin' && e.tag !== 'un') continue;
      if (DIVISIONS.has(e.op)) divisions += times;
      else if (e.tag === 'bin' && s.names[0]?.type.elem === 'float' && (e.op === 'add' || e.op === 'sub' || e.op === 'mul')) multiplyAdds += times;
    }
  };
  walk(lambda.body, 1);
  return { multiplyAdds, divisions };
}

/** Elements side by side (straight-line lambdas only; the rest of a row, and other lambdas, one at a time). */
const LANES = 2;

/**
 * A re-rolled body (reroll.ts) as render-rolled.ts writes it, in each of `scopes` (a lane each):
 * the loop stops once every lane's carried values are the ones its step started from (bits: a
 * float step from 0 to −0 is no fixed point). A lane at its fixed point meanwhile computes the same
 * values again.
 */
function rolled(w: WasmWriter, scopes: readonly Scope<WVal>[], plan: RerollPlan): void {
  w.stmts(scopes, plan.before);
  const local = (scope: Scope<WVal>, name: string): { local: number; elem: Elem } => {
    const b = w.lookup(scope, name);
    if (b.k !== 'local') throw new NotRendered(`the array ${name} carried through a re-rolled loop`);
    return b;
  };
  const lanes = scopes.map((scope) => {
    const carried = plan.carried.map((c) => {
      const from = local(scope, c.from);
      const v = w.local(w.typeOf(from.elem));
      w.get(from.local); w.set(v);
      return { v, elem: from.elem, next: c.next };
    });
    const inner = new Scope<WVal>(scope);
    for (const [i, c] of carried.entries()) inner.define(plan.carried[i]!.from, { k: 'local', local: c.v, elem: c.elem });
    return { scope, carried, inner };
  });
  const k = w.local('i32');
  w.i32(0); w.set(k);
  w.open('block');
  w.open('loop');
  w.get(k); w.i32(plan.iterations); w.op('i32.ge_s'); w.op('br_if', 1);
  w.stmts(lanes.map((l) => l.inner), plan.body);
  // the last copy's values that the code after the loop reads, as of this iteration
  const exported = lanes.map((l) => plan.exported.map((x) => {
    const b = local(l.inner, x.body);
    const v = w.local(w.typeOf(b.elem));
    w.get(b.local); w.set(v);
    return { v, elem: b.elem, name: x.name };
  }));
  w.checkpoint();
  const next = lanes.map((l) => l.carried.map((c) => local(l.inner, c.next).local));
  const float = w.F === 'f32' ? 'i32.reinterpret_f32' : 'i64.reinterpret_f64';
  let tests = 0;
  lanes.forEach((l, li) => l.carried.forEach((c, i) => {
    w.get(next[li]![i]!);
    if (c.elem === 'float') w.op(float);
    w.get(c.v);
    if (c.elem === 'float') w.op(float);
    w.op(c.elem === 'float' && w.F === 'f64' ? 'i64.eq' : 'i32.eq');
    if (tests++ > 0) w.op('i32.and');
  }));
  if (tests > 0) w.op('br_if', 1);
  lanes.forEach((l, li) => l.carried.forEach((c, i) => { w.get(next[li]![i]!); w.set(c.v); }));
  w.get(k); w.i32(1); w.op('i32.add'); w.set(k);
  w.op('br', 0);
  w.close();
  w.close();
  // a value that failed in the loop and went round through + − × only is still not finite here (wasm-checks.ts)
  w.finite(lanes.flatMap((l, li) => [...l.carried.filter((c) => c.elem === 'float').map((c) => c.v), ...exported[li]!.filter((x) => x.elem === 'float').map((x) => x.v)]));
  lanes.forEach((l, li) => exported[li]!.forEach((x) => l.scope.define(x.name, { k: 'local', local: x.v, elem: x.elem })));
  w.stmts(scopes, plan.after);
}

/** Where the map's params and locals are: the element counter, the index per dim, the dims, the inputs' and results' bases. */
interface Frame {
  readonly p: number;
  readonly idx0: number;
  readonly dims0: number;
  readonly ins0: number;
  readonly outs0: number;
}

/**
 * The lambda applied to `lanes` consecutive elements from p (the index of the last dim rising by
 * one a lane, within its row), its results stored.
 */
function elements(w: WasmWriter, f: Frame, lanes: number, rank: number, inElems: readonly Elem[], outElems: readonly Elem[], lambda: Lambda, plan: RerollPlan | null, float: FloatWidth): void {
  const address = (base: number, lane: number, elem: Elem): void => {
    w.get(base); w.get(f.p);
    if (lane > 0) { w.i32(lane); w.op('i32.add'); }
    w.i32(Math.log2(elemSize(elem, float))); w.op('i32.shl'); w.op('i32.add');
  };
  const scopes = Array.from({ length: lanes }, () => new Scope<WVal>(null));
  scopes.forEach((scope, lane) => lambda.params.forEach((prm, i) => {
    if (prm.type.shape.length !== 0) throw new NotRendered('an array parameter');
    if (i < rank) {
      if (i === rank - 1 && lane > 0) {
        w.get(f.idx0 + i); w.i32(lane); w.op('i32.add');
        w.bind(scope, prm.name, 'int');
      } else scope.define(prm.name, { k: 'local', local: f.idx0 + i, elem: 'int' });
      return;
    }
    const j = i - rank;
    address(f.ins0 + j, lane, inElems[j]!);
    w.load(inElems[j]!);
    w.bind(scope, prm.name, inElems[j]!);
  }));
  if (plan === null) w.stmts(scopes, lambda.body);
  else rolled(w, scopes, plan);
  scopes.forEach((scope, lane) => lambda.results.forEach((r, i) => {
    address(f.outs0 + i, lane, outElems[i]!);
    w.atom(scope, r);
    w.store(outElems[i]!);
  }));
  w.get(f.p); w.i32(lanes); w.op('i32.add'); w.set(f.p);
  w.get(f.idx0 + rank - 1); w.i32(lanes); w.op('i32.add'); w.set(f.idx0 + rank - 1);
}

/**
 * The map of `lambda` over an iteration space of rank `rank` as a WebAssembly module, or null
 * where the lambda holds anything not rendered here. `free` is the JavaScript kernel's list of the
 * host values it reads (scalar-js.ts), in V order, which the module's parameters follow.
 */
export function wasmMap(rank: number, inElems: readonly Elem[], outElems: readonly Elem[], lambda: Lambda, free: readonly FreeVar[], float: FloatWidth): WasmMap | null {
  if (rank < 1 || lambda.params.length !== rank + inElems.length) return null;
  return moduleWith(LANES, rank, inElems, outElems, lambda, free, float) ?? moduleWith(1, rank, inElems, outElems, lambda, free, float);
}

function moduleWith(lanes: number, rank: number, inElems: readonly Elem[], outElems: readonly Elem[], lambda: Lambda, free: readonly FreeVar[], float: FloatWidth): WasmMap | null {
  const fl: 'f32' | 'f64' = float;
  const valType = (elem: Elem): ValType => (elem === 'float' ? fl : 'i32');
  // params: p0 p1, the start index per dim, the dims, each input's and output's base, then the free values
  const params: ValType[] = ['i32', 'i32'];
  const idx0 = params.length;
  for (let j = 0; j < rank; j++) params.push('i32');
  const dims0 = params.length;
  for (let j = 0; j < rank; j++) params.push('i32');
  const ins0 = params.length;
  inElems.forEach(() => params.push('i32'));
  const outs0 = params.length;
  outElems.forEach(() => params.push('i32'));
  const freeVals = new Map<string, WVal>();
  const layoutFree: WasmLayout['free'][number][] = [];
  let slot = 0;
  for (const fv of free) {
    if (fv.k === 'scalar') {
      freeVals.set(fv.name, { k: 'local', local: params.length, elem: fv.elem });
      layoutFree.push({ k: 'scalar', slot, t: fv.elem === 'float' ? fl : 'i32' });
      params.push(valType(fv.elem));
      slot += 1;
    } else {
      const base = params.length;
      params.push('i32');
      const dims = Array.from({ length: fv.rank }, () => {
        params.push('i32');
        return params.length - 1;
      });
      freeVals.set(fv.name, { k: 'array', base, dims, elem: fv.elem });
      layoutFree.push({ k: 'array', slot, rank: fv.rank, size: elemSize(fv.elem, float) });
      slot += 1 + fv.rank;
    }
  }
  const w = new WasmWriter(params.length, float, freeVals, testedResults(lambda));
  const last = idx0 + rank - 1;
  try {
    const f: Frame = { p: w.local('i32'), idx0, dims0, ins0, outs0 };
    const plan = rerollPlan(lambda);
    w.get(0); w.set(f.p);
    // block 0: the failure exit; block 1: the end of the loop over elements
    w.open('block');
    w.open('block');
    w.open('loop');
    w.get(f.p); w.get(1); w.op('i32.ge_s'); w.op('br_if', 1);
    if (lanes > 1) {
      // lanes while they fit in the block and in the row
      w.get(f.p); w.i32(lanes); w.op('i32.add'); w.get(1); w.op('i32.le_s');
      w.get(last); w.i32(lanes); w.op('i32.add'); w.get(dims0 + rank - 1); w.op('i32.le_s');
      w.op('i32.and');
      w.open('if');
      elements(w, f, lanes, rank, inElems, outElems, lambda, plan, float);
      w.op('else');
      elements(w, f, 1, rank, inElems, outElems, lambda, plan, float);
      w.close();
    } else elements(w, f, 1, rank, inElems, outElems, lambda, plan, float);
    // the end of a row carries into the dims before
    for (let j = rank - 1; j > 0; j--) {
      w.get(idx0 + j); w.get(dims0 + j); w.op('i32.lt_s'); w.op('br_if', 0);
      w.i32(0); w.set(idx0 + j);
      w.get(idx0 + j - 1); w.i32(1); w.op('i32.add'); w.set(idx0 + j - 1);
    }
    w.op('br', 0);
    w.close();
    w.close();
    w.checkpoint();
    w.i32(0);
    w.op('return');
    w.close();
    w.i32(1);
  } catch (e) {
    if (e instanceof NotRendered) return null;
    throw e;
  }
  const bytes = moduleOf(params, 'i32', w.locals, w.code);
  // a module that does not validate is a bug here
  if (!WebAssembly.validate(bytes)) throw new Error('cpu: an invalid WebAssembly map kernel');
  return { bytes, layout: { rank, ins: inElems.map((e) => elemSize(e, float)), outs: outElems.map((e) => elemSize(e, float)), free: layoutFree } };
}
