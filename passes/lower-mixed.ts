// Lowering of mixed arrays (shapes/mixed-arrays.ts). Such a value is two IR arrays of one shape:
// its values (the atom the lowering returns for it) and its character mask, which the lowering
// keeps beside the values' name (LowerContext's charMasks) so that any name the value is bound to
// still finds it, as lower-ragged.ts keeps a segment descriptor. Printing emits both, and the host
// reads the mask to print each element as a character or a number.
import type { Atom } from '../core-ir/syntax.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { LoweringNonce } from './lower-nonce.js';

/** A mixed array: its values under a name of their own, with their character mask recorded beside it. */
export const lowerMixedArray: LowerArm<'mixedArray'> = (ctx, e, n) => {
  // the values first: they bind the sizes the mask's shape may name
  const values = ctx.expr(n.values);
  const chars = ctx.expr(n.chars);
  // a fresh name: the same values may be marked otherwise elsewhere
  const held = ctx.em.bind({ tag: 'atom', atom: values }, ctx.irType(e), ctx.loc(e));
  ctx.charMasks.set(nameOf(held), chars);
  return held;
};

/** The values or the character mask of a mixed array. */
export const lowerMixedPart: LowerArm<'mixedPart'> = (ctx, e, n) => {
  const held = ctx.expr(n.arg);
  if (n.part === 'values') return held;
  const chars = charMaskOf(ctx, held);
  if (chars === null) throw new LoweringNonce(`a mixed array whose character mask is lost (${e.node.k}), not supported yet`);
  return chars;
};

/** The character mask recorded for the array an atom names, or null. */
export function charMaskOf(ctx: LowerContext, a: Atom): Atom | null {
  return a.k === 'var' ? (ctx.charMasks.get(a.name) ?? null) : null;
}

function nameOf(a: Atom): string {
  if (a.k !== 'var') throw new LoweringNonce('a mixed array held as a constant');
  return a.name;
}
