// Which of the memory plan's slots a statement's results go in (plan-slots.ts), at run time:
// the results the plan writes fresh into a block of their own or carries through a loop, at
// offset 0 of a block whose size is fixed before the loop it is in (a hoisted block), with the
// block's size expression evaluated at the sizes the host knows now. A loop's carried array may
// take either slot of its pair: the one its last value is not in, so the pair swaps.
//
// Views the runtime still copies (a transpose, a reverse, a window), catenation pieces planned at
// an offset inside their result, scatters into their destination and blocks sized inside a loop
// are not claimed: the run-time pool serves them (kernels do not read through LMADs yet).
import type { ArrayMem, MemBlock, MemoryPlan } from '../core-ir/memory.js';
import { symEval, symKnown } from '../core-ir/sym-int.js';
import type { Stmt } from '../core-ir/syntax.js';
import type { SlotClaim } from './plan-slots.js';

export class StatementSlots {
  private readonly blocks: ReadonlyMap<number, MemBlock>;
  /** a loop pair's block → the pair's other block */
  private readonly partner = new Map<number, number>();
  /** the program's array inputs, by name */
  private readonly inputs: ReadonlyMap<string, ArrayMem>;
  /**
   * the value each name known on the host was last bound to: a size a block's size expression
   * names may be dropped from its scope once no statement reads it (the types that name it do not
   * count as reads), and names are unique along a scope chain, so the last binding is the one in scope
   */
  private readonly sizes = new Map<string, number>();

  constructor(private readonly plan: MemoryPlan) {
    this.blocks = new Map(plan.blocks.map((b) => [b.id, b]));
    for (const { blocks: [a, b] } of plan.pairs) {
      if (a === b) continue;
      this.partner.set(a, b);
      this.partner.set(b, a);
    }
    this.inputs = new Map(plan.arrays.filter((a) => a.scope === 'program' && this.blocks.get(a.block)?.origin === 'input').map((a) => [a.name, a]));
  }

  /** A name bound to a number known on the host (a size a block's size expression may name). */
  bound(name: string, value: number): void {
    this.sizes.set(name, value);
  }

  /** The slots the results of `s` are planned in (a loop's or a branch's are its body's: the statements inside claim their own). */
  ofStatement(s: Stmt): SlotClaim[] {
    if (s.exp.tag === 'loop' || s.exp.tag === 'if') return [];
    const outputs = this.plan.statements.get(s)?.outputs ?? [];
    return outputs.flatMap((a) => this.claim(a));
  }

  /** The slot of the program's array input `name`. */
  ofInput(name: string): SlotClaim[] {
    return this.claim(this.inputs.get(name) ?? null);
  }

  private claim(a: ArrayMem | null): SlotClaim[] {
    if (a === null || (a.placement !== 'fresh' && a.placement !== 'loop') || symKnown(a.lmad.offset) !== 0) return [];
    const b = this.blocks.get(a.block);
    if (b === undefined || !b.hoisted) return [];
    const elems = symEval(b.elems, (name) => this.sizes.get(name));
    if (elems === null) return [];
    const other = this.partner.get(b.id);
    const otherSlot = other === undefined ? undefined : this.blocks.get(other)?.slot;
    return [{ slots: otherSlot === undefined || otherSlot === b.slot ? [b.slot] : [b.slot, otherSlot], elems }];
  }
}
