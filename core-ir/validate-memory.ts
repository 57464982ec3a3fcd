// The memory stage's rules (core-ir/memory.ts): every access an array's index function makes
// stays inside its block, blocks that share an allocation are never live at once and have one
// size, and a block is written fresh by at most one array (the others on it are views, in-place
// updates, catenation parts or loop values of an array named in `of`). A rule that cannot be
// proved for symbolic sizes is reported as not proved: the plan must then not claim it.
import type { MemoryPlan } from './memory.js';
import { showLmad } from './memory.js';
import { showSym, symConst, symKnown, symMul, symProvablyNonNegative, symSame, symSub, type SymInt } from './sym-int.js';
import type { Lmad } from './lmad.js';

export function validateMemory(m: MemoryPlan): readonly string[] {
  const problems: string[] = [];
  const byId = new Map(m.blocks.map((b) => [b.id, b]));
  const names = new Set(m.arrays.map((a) => a.name));
  const fresh = new Map<number, string>();
  for (const a of m.arrays) {
    const b = byId.get(a.block);
    const what = `${a.name} (in ${a.scope})`;
    if (b === undefined) {
      problems.push(`${what} is placed in block b${a.block}, which the plan does not allocate`);
      continue;
    }
    const outside = outOfBlock(a.lmad, b.elems);
    if (outside !== null) problems.push(`${what} = b${b.id}[${showLmad(a.lmad)}] ${outside} (the block holds ${showSym(b.elems)} elements)`);
    if (a.placement === 'fresh') {
      const other = fresh.get(b.id);
      if (other !== undefined && other !== a.name) problems.push(`${what} and ${other} are both written fresh into b${b.id}`);
      fresh.set(b.id, a.name);
    } else if (a.of === undefined || !names.has(a.of)) {
      problems.push(`${what} is a ${a.placement} placement of no planned array`);
    }
  }
  for (const b of m.blocks) {
    if (b.slot < 0 || b.slot >= m.slots.length) problems.push(`b${b.id} is in slot ${b.slot}, which does not exist`);
    else if (!symSame(m.slots[b.slot]!, b.elems)) problems.push(`b${b.id} of ${showSym(b.elems)} elements shares slot ${b.slot} of ${showSym(m.slots[b.slot]!)}`);
    if (b.live[0] > b.live[1]) problems.push(`b${b.id} dies (${b.live[1]}) before it is written (${b.live[0]})`);
  }
  for (const x of m.blocks) {
    for (const y of m.blocks) {
      if (x.id < y.id && x.slot === y.slot && !(x.live[1] < y.live[0] || y.live[1] < x.live[0])) {
        problems.push(`b${x.id} (live ${x.live[0]}–${x.live[1]}) and b${y.id} (live ${y.live[0]}–${y.live[1]}) share slot ${x.slot} while both are live`);
      }
    }
  }
  for (const p of m.pairs) {
    const [a, b] = p.blocks.map((id) => byId.get(id));
    if (a === undefined || b === undefined) problems.push(`loop ${p.loop}: ${p.param} swaps blocks the plan does not allocate`);
    else if (!symSame(a.elems, b.elems)) problems.push(`loop ${p.loop}: ${p.param} swaps b${a.id} and b${b.id} of different sizes`);
  }
  return problems;
}

/**
 * Why an LMAD may reach outside a block of `elems` elements, or null where it provably does not.
 * Assumes each of its dims has elements (an empty array makes no access): its lowest position is
 * the offset plus every negative stride times (size − 1), its highest the offset plus every
 * positive one.
 */
function outOfBlock(l: Lmad<SymInt>, elems: SymInt): string | null {
  if (l.dims.some((d) => symKnown(d.size) === 0)) return null;
  let low = l.offset;
  let high = l.offset;
  for (const d of l.dims) {
    const span = symMul(symSub(d.size, symConst(1)), d.stride);
    if (symProvablyNonNegative(d.stride)) high = symSub(high, symMul(span, symConst(-1)));
    else if (symProvablyNonNegative(symSub(symConst(0), d.stride))) low = symSub(low, symMul(span, symConst(-1)));
    else return `has a stride ${showSym(d.stride)} of unknown sign`;
  }
  if (!symProvablyNonNegative(low)) return `may reach position ${showSym(low)}, below 0`;
  if (!symProvablyNonNegative(symSub(symSub(elems, symConst(1)), high))) return `may reach position ${showSym(high)}, past the end`;
  return null;
}
