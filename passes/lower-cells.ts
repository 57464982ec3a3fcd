// Lowering of functions applied to cells (¨ and ⍤, shapes/cells.ts), by one of two strategies:
//
// - map: the function body is lowered inside a map lambda over the frame and scalarized
//   (lower-scalarize.ts): each application becomes straight-line scalar code, all in parallel.
//   A result cell of c elements makes the map give c results, stacked into frame ++ cell shape.
// - loop: where the body cannot be unrolled (a size inside it is known only at run time, or its
//   arrays are large), a sequential loop over the frame computes one cell per iteration with
//   ordinary array code and scatters it into the flat result. Slower, but any body works.
import type { Atom, Lambda, Param, Size, SrcLoc, Type } from '../core-ir/syntax.js';
import { asConst, dimProduct } from '../shapes/dim.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { ScalarizeFailure, scalarizeInline } from './lower-scalarize.js';

type CellsNode = Extract<TNode, { k: 'cells' }>;

export function lowerCells(L: LowerContext, e: TExpr, n: CellsNode): Atom {
  const loc = L.loc(e);
  // APL evaluates the right argument first
  const atoms = new Array<Atom>(n.args.length);
  for (let i = n.args.length - 1; i >= 0; i--) atoms[i] = L.expr(n.args[i]!.arg);
  const frame = n.frame.map((d) => L.size(d));
  try {
    return mapCells(L, e, n, atoms, frame, loc);
  } catch (err) {
    if (!(err instanceof ScalarizeFailure)) throw err;
    return loopCells(L, e, n, atoms, frame, loc);
  }
}

const vAtom = (name: string): Atom => ({ k: 'var', name });

function nameOf(L: LowerContext, a: Atom, loc: SrcLoc): string {
  if (a.k === 'var') return a.name;
  return (L.em.bind({ tag: 'atom', atom: a }, scalarT(a.elem), loc) as { name: string }).name;
}

/** Results of up to this many elements come from one map with one result each; longer ones are picked. */
const MAX_RESULTS = 4;
/** Result cells longer than this are computed by the loop strategy. */
const MAX_PICKED = 256;

function mapCells(L: LowerContext, e: TExpr, n: CellsNode, atoms: readonly Atom[], frame: readonly Size[], loc: SrcLoc): Atom {
  const em = L.em;
  const fr = frame.length;
  const t = L.irType(e);
  const c = asConst(dimProduct(e.t.shape.slice(fr)));
  if (c === null || c > MAX_PICKED) throw new ScalarizeFailure(`a result cell of ${c ?? 'a run-time number of'} elements`);
  // long result cells: one invocation per element, each computing its cell and keeping element j
  const pick = c > MAX_RESULTS;
  const direct = pick ? [] : n.args.flatMap((a, i) => (!a.whole && a.cellRank === 0 ? [i] : []));
  const int = scalarT('int');
  const types: Type[] = [...frame.map(() => int), ...(pick ? [int] : []), ...direct.map((i) => scalarT(n.args[i]!.arg.t.elem))];
  const params: Param[] = types.map((ty) => {
    const name = em.fresh('p');
    em.declare(name, ty);
    return { name, type: ty };
  });
  const body = L.withSizeScope(() =>
    em.block(() => {
      const idx = params.slice(0, fr).map((p) => vAtom(p.name));
      n.fn.params.forEach((p, i) => {
        const a = n.args[i]!;
        const at = em.typeOf(atoms[i]!);
        if (a.whole) L.env.set(p.name, atoms[i]!);
        else if (direct.includes(i)) L.env.set(p.name, vAtom(params[fr + direct.indexOf(i)]!.name));
        else if (a.cellRank === 0) L.env.set(p.name, em.bind({ tag: 'index', array: nameOf(L, atoms[i]!, loc), idx }, scalarT(at.elem), loc));
        else {
          // the cell as an array built from the argument; scalarization reads it element by element
          const cellSizes = at.shape.slice(fr);
          const src = nameOf(L, atoms[i]!, loc);
          const lam = em.lambda(cellSizes.map(() => int), (cidx) => [em.bind({ tag: 'index', array: src, idx: [...idx, ...cidx] }, scalarT(at.elem), loc)]);
          L.env.set(p.name, em.bind({ tag: 'map', shape: cellSizes, arrays: [], lambda: lam }, { elem: at.elem, shape: cellSizes }, loc));
        }
      });
      return [L.expr(n.fn.body)];
    }),
  );
  const sc = scalarizeInline(em, body.stmts, body.results);
  const elems = sc.results[0]!;
  const elem = e.t.elem;
  if (elems.length === 0) return em.bind({ tag: 'replicate', shape: t.shape, value: { k: 'const', value: elem === 'char' ? 32 : 0, elem } }, t, loc);
  const cellShape = t.shape.slice(fr);
  if (pick) {
    const j = vAtom(params[fr]!.name);
    const stmts = [...sc.stmts];
    let v = elems[elems.length - 1]!;
    for (let q = elems.length - 2; q >= 0; q--) {
      const hit = em.fresh('s');
      const sel = em.fresh('s');
      em.declare(hit, scalarT('bool'));
      em.declare(sel, scalarT(elem));
      stmts.push({ names: [{ name: hit, type: scalarT('bool') }], exp: { tag: 'bin', op: 'eq', left: j, right: intC(q) } });
      stmts.push({ names: [{ name: sel, type: scalarT(elem) }], exp: { tag: 'select', cond: vAtom(hit), then: elems[q]!, else: v } });
      v = vAtom(sel);
    }
    const lam: Lambda = { params, body: stmts, results: [v], resultTypes: [elem] };
    const iter: Size[] = [...frame, { k: 'const', n: c }];
    const flat = em.bind({ tag: 'map', shape: iter, arrays: [], lambda: lam }, { elem, shape: iter }, loc);
    return em.bind({ tag: 'reshape', shape: t.shape, array: nameOf(L, flat, loc) }, t, loc);
  }
  const lam: Lambda = { params, body: sc.stmts, results: elems, resultTypes: elems.map(() => elem) };
  const arrays = direct.map((i) => nameOf(L, atoms[i]!, loc));
  if (elems.length === 1 && cellShape.length === 0) return em.bind({ tag: 'map', shape: frame, arrays, lambda: lam }, t, loc);
  const outs = em.bindMany({ tag: 'map', shape: frame, arrays, lambda: lam }, elems.map(() => ({ elem, shape: frame })), loc);
  // stack the c results of each application as the last axis, then give the cell its shape
  const F = L.size(dimProduct(n.frame));
  const cs: Size = { k: 'const', n: elems.length };
  const one: Size = { k: 'const', n: 1 };
  const cols = outs.map((o) => nameOf(L, em.bind({ tag: 'reshape', shape: [F, one], array: nameOf(L, o, loc) }, { elem, shape: [F, one] }, loc), loc));
  const stacked = em.bind({ tag: 'concat', axis: 1, arrays: cols }, { elem, shape: [F, cs] }, loc);
  return em.bind({ tag: 'reshape', shape: t.shape, array: nameOf(L, stacked, loc) }, t, loc);
}

/** One application per iteration of a sequential loop, each result cell scattered into place. */
function loopCells(L: LowerContext, e: TExpr, n: CellsNode, atoms: readonly Atom[], frame: readonly Size[], loc: SrcLoc): Atom {
  const em = L.em;
  const fr = frame.length;
  const elem = e.t.elem;
  const t = L.irType(e);
  const F = L.size(dimProduct(n.frame));
  const cs = L.size(dimProduct(e.t.shape.slice(fr)));
  const total = L.size(dimProduct(e.t.shape));
  const sizeAtom = (s: Size): Atom => (s.k === 'const' ? intC(s.n) : vAtom(s.name));
  const fill: Atom = { k: 'const', value: elem === 'char' ? 32 : 0, elem };
  const init = em.bind({ tag: 'replicate', shape: [total], value: fill }, { elem, shape: [total] }, loc);
  const accT: Type = { elem, shape: [total] };
  const acc: Param = { name: em.fresh('acc'), type: accT };
  em.declare(acc.name, accT);
  const iter = em.fresh('i');
  em.declare(iter, scalarT('int'));
  const body = L.withSizeScope(() =>
    em.block(() => {
      // the frame index of iteration i, row-major
      const idx = new Array<Atom>(fr);
      let rest: Atom = vAtom(iter);
      for (let k = fr - 1; k >= 0; k--) {
        const d = sizeAtom(frame[k]!);
        idx[k] = k === 0 ? rest : em.bind({ tag: 'bin', op: 'mod', left: d, right: rest }, scalarT('int'), loc);
        if (k > 0) rest = em.bind({ tag: 'bin', op: 'idiv', left: rest, right: d }, scalarT('int'), loc);
      }
      n.fn.params.forEach((p, i) => {
        const a = n.args[i]!;
        if (a.whole) {
          L.env.set(p.name, atoms[i]!);
          return;
        }
        const at = em.typeOf(atoms[i]!);
        const src = nameOf(L, atoms[i]!, loc);
        if (a.cellRank === 0) {
          L.env.set(p.name, em.bind({ tag: 'index', array: src, idx }, scalarT(at.elem), loc));
          return;
        }
        const one: Size = { k: 'const', n: 1 };
        const cellSizes = at.shape.slice(fr);
        const winShape = [...frame.map(() => one), ...cellSizes];
        const w = em.bind({ tag: 'window', array: src, offsets: [...idx, ...cellSizes.map(() => intC(0))], shape: winShape, fill: { k: 'const', value: at.elem === 'char' ? 32 : 0, elem: at.elem } }, { elem: at.elem, shape: winShape }, loc);
        L.env.set(p.name, em.bind({ tag: 'reshape', shape: cellSizes, array: nameOf(L, w, loc) }, { elem: at.elem, shape: cellSizes }, loc));
      });
      const r = L.expr(n.fn.body);
      const rt = em.typeOf(r);
      const flat = rt.shape.length === 0
        ? em.bind({ tag: 'replicate', shape: [cs], value: r }, { elem, shape: [cs] }, loc)
        : em.bind({ tag: 'reshape', shape: [cs], array: nameOf(L, r, loc) }, { elem, shape: [cs] }, loc);
      const base = em.bind({ tag: 'bin', op: 'mul', left: vAtom(iter), right: sizeAtom(cs) }, scalarT('int'), loc);
      const posLam = em.lambda([scalarT('int')], ([j]) => [em.bind({ tag: 'bin', op: 'add', left: j!, right: base }, scalarT('int'))]);
      const pos = em.bind({ tag: 'map', shape: [cs], arrays: [], lambda: posLam }, { elem: 'int', shape: [cs] }, loc);
      const next = em.bind({ tag: 'scatter', dest: acc.name, indices: nameOf(L, pos, loc), values: nameOf(L, flat, loc) }, accT, loc);
      return [next];
    }),
  );
  const [res] = em.bindMany({ tag: 'loop', params: [acc], init: [init], form: { k: 'for', count: sizeAtom(F), iter }, body }, [accT], loc);
  return em.bind({ tag: 'reshape', shape: t.shape, array: nameOf(L, res!, loc) }, t, loc);
}
