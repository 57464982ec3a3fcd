// Lowering of irregular nested vectors (shapes/ragged.ts). Such a value is two IR arrays: its
// items' elements end to end (the atom the lowering returns for it) and its segment descriptor,
// the items' lengths, which the lowering keeps beside the data atom's name (LowerContext's
// segmentLengths) so that any name the value is bound to still finds it. Printing emits both, and
// the host reads the descriptor to cut the data into items. Where an item may be a simple scalar,
// a third array, the items' ranks, is kept beside the name too (segmentRanks), and the descriptor
// printed marks a scalar item by the length ¯1 (core-ir/value.ts). The segmented reduction is one
// segmented scan (Blelloch: the operator on (segment, value) pairs restarts at each segment's
// first element) and one gather of each segment's last element: a fixed number of SOACs, however
// many items there are.
import type { Atom, Exp, SrcLoc } from '../core-ir/syntax.js';
import type { TExpr } from '../shapes/typed.js';
import { intC, scalarT } from './emit.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';
import { LoweringNonce } from './lower-nonce.js';
import { charMaskOf } from './lower-mixed.js';

/** An irregular nested vector: its data under a name of its own, with its lengths recorded beside it. */
export const lowerRagged: LowerArm<'ragged'> = (ctx, e, n) => {
  // the data first: it binds the sizes its lengths may name
  const data = ctx.expr(n.data);
  const lengths = ctx.expr(n.lengths);
  const ranks = n.ranks === undefined ? null : ctx.expr(n.ranks);
  // a fresh name: the same data may be cut into items otherwise elsewhere
  const held = ctx.em.bind({ tag: 'atom', atom: data }, ctx.irType(e), ctx.loc(e));
  ctx.segmentLengths.set(nameOf(held), lengths);
  if (ranks !== null) ctx.segmentRanks.set(nameOf(held), ranks);
  // data that mixes characters and numbers keeps its mask under the new name (lower-mixed.ts)
  const chars = charMaskOf(ctx, data);
  if (chars !== null) ctx.charMasks.set(nameOf(held), chars);
  return held;
};

/** The lengths (segment descriptor), the data or the item ranks of an irregular nested vector. */
export const lowerRaggedPart: LowerArm<'raggedPart'> = (ctx, e, n) => {
  const held = ctx.expr(n.arg);
  if (n.part === 'data') return held;
  if (n.part === 'ranks') return ranksOf(ctx, held, e);
  return lengthsOf(ctx, held, e);
};

function ranksOf(ctx: LowerContext, held: Atom, e: TExpr): Atom {
  const ranks = ctx.segmentRanks.get(nameOf(held));
  if (ranks === undefined) throw new LoweringNonce(`an irregular nested vector whose item ranks are lost (${e.node.k}), not supported yet`);
  return ranks;
}

function nameOf(a: Atom): string {
  if (a.k !== 'var') throw new LoweringNonce('an irregular nested vector held as a constant');
  return a.name;
}

function lengthsOf(ctx: LowerContext, held: Atom, e: TExpr): Atom {
  const lengths = ctx.segmentLengths.get(nameOf(held));
  if (lengths === undefined) throw new LoweringNonce(`an irregular nested vector whose segment descriptor is lost (${e.node.k}), not supported yet`);
  return lengths;
}

/** The output effect printing an irregular nested vector: its data, cut by its lengths. */
export function raggedOutput(ctx: LowerContext, held: Atom, e: TExpr): Extract<Exp, { tag: 'output' }> {
  const lengths = lengthsOf(ctx, held, e);
  if (e.t.ragged?.itemRanks === undefined) return { tag: 'output', atom: held, lengths };
  // a scalar item (rank 0, length 1) is printed from the length ¯1
  const em = ctx.em;
  const loc = ctx.loc(e);
  const lens = ctx.arrayName(lengths, loc);
  const ranks = ctx.arrayName(ranksOf(ctx, held, e), loc);
  const int = scalarT('int');
  const mark = em.lambda([int, int, int], ([, len, rank]) => {
    const scalar = em.bind({ tag: 'bin', op: 'eq', left: rank!, right: intC(0) }, scalarT('bool'));
    return [em.bind({ tag: 'select', cond: scalar, then: intC(-1), else: len! }, int)];
  });
  const marked = em.bind({ tag: 'map', shape: em.typeOf({ k: 'var', name: lens }).shape, arrays: [lens, ranks], lambda: mark }, em.typeOf({ k: 'var', name: lens }), loc);
  return { tag: 'output', atom: held, lengths: marked };
}

/** f/¨ of an irregular nested vector: one segmented scan over all the elements, then each item's last. */
export const lowerSegReduce: LowerArm<'segReduce'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc: SrcLoc = ctx.loc(e);
  const elem = e.t.elem;
  const lengths = ctx.arrayName(ctx.expr(n.lengths), loc);
  const ends = ctx.arrayName(ctx.expr(n.ends), loc);
  const segments = ctx.arrayName(ctx.expr(n.segments), loc);
  const data = ctx.arrayName(ctx.expr(n.data), loc);
  const dataT = em.typeOf({ k: 'var', name: data });
  const all = dataT.shape[0]!;
  const int = scalarT('int');
  const val = scalarT(elem);
  const map = em.lambda([int, int, scalarT(dataT.elem)], ([, s, x]) => [s!, convertAtom(em, x!, elem, loc)]);
  // (s₁, v₁) ⊕ (s₂, v₂): v₂ starts a new segment where s₂ differs, else continues v₁'s fold
  const op = ctx.scalarLambda([int, val, int, val], ([s1, v1, s2, v2]) => {
    const same = em.bind({ tag: 'bin', op: 'eq', left: s1!, right: s2! }, scalarT('bool'));
    const folded = convertAtom(em, ctx.applyFn(n.fn, v1!, v2!, elem, loc), elem, loc);
    return [s2!, em.bind({ tag: 'select', cond: same, then: folded, else: v2! }, val)];
  }, 'the operand of a segmented reduction');
  const [, scanned] = em.bindMany({ tag: 'scanomap', shape: [all], arrays: [segments, data], map, op, assoc: true }, [{ elem: 'int', shape: [all] }, { elem, shape: [all] }], loc);
  const scannedName = nameOf(scanned!);
  const lenT = em.typeOf({ k: 'var', name: lengths });
  const neutral: Atom = { k: 'const', value: n.neutral, elem };
  const pick = em.lambda([int, int, int], ([, len, end]) => {
    const last = em.bind({ tag: 'index', array: scannedName, idx: [end!] }, val);
    const empty = em.bind({ tag: 'bin', op: 'eq', left: len!, right: intC(0) }, scalarT('bool'));
    return [em.bind({ tag: 'select', cond: empty, then: neutral, else: last }, val)];
  });
  return em.bind({ tag: 'map', shape: lenT.shape, arrays: [lengths, ends], lambda: pick }, ctx.irType(e), loc);
};
