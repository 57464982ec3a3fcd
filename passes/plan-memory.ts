// The memory pass: Program<'kernels'> → Program<'mem'> (core-ir/memory.ts), after Futhark's
// explicit allocations, LMAD index functions, array short-circuiting and double buffering.
//
// - Every array (rank ≥ 1) a statement writes gets a block of its element count; scalars stay
//   in registers or host values and are not planned.
// - A transpose, a reversal, a window inside its source, a reshape of a dense array and a copy of
//   a name (`atom`) are LMAD changes of their source's block; what is not affine (a rotation by
//   an unknown amount, a window that may read its fill) is written to a block of its own.
// - A scatter whose destination dies at it, which nothing else in scope shares the block of, and
//   which does not read it otherwise, writes into its destination's block (in place).
// - A catenation whose piece is written by a kernel and read by nothing else takes the piece in
//   its own block: the kernel writes straight into its part of the result (short-circuiting).
// - A loop's carried array lives in two blocks that swap each iteration: the initial value's
//   block when it dies at the loop (else a block of its own), and the block the body's result is
//   written in. A body that updates its carried array in place needs only the one.
// - A block inside a loop whose size is fixed outside it is hoisted out of the loop; one whose
//   size is bound inside is left to the run-time pool each iteration.
// - Lifetimes are statement positions in program order (a block read inside a loop lives to the
//   loop's end); blocks of equal size whose lifetimes do not overlap share a slot, assigned
//   greedily by start (optimal for intervals), and a slot is one allocation.
import { lastUses, namesUsed } from '../core-ir/liveness.js';
import { lmadStep, rowMajorLmad, type Lmad, type PlacedLmad } from '../core-ir/lmad.js';
import type { ArrayMem, BlockOrigin, LoopPair, MemBlock, MemProgram, Placement, StmtMem } from '../core-ir/memory.js';
import { symConst, symIndex, symMul, symNames, symOfSize, symProduct, symSame, symVar, type SymInt } from '../core-ir/sym-int.js';
import type { Atom, Body, Param, Program, Stmt, Type } from '../core-ir/syntax.js';
import type { ViewStep } from '../core-ir/views.js';

interface Block {
  readonly id: number;
  readonly elems: SymInt;
  readonly origin: BlockOrigin;
  allocatedIn: string;
  hoisted: boolean;
  start: number;
  end: number;
  /** merged into another block (short-circuiting): no longer allocated */
  mergedInto: number | null;
}

interface Placed {
  readonly block: number;
  readonly at: PlacedLmad<SymInt>;
}

/** A scope: the names it binds (all of them, for hoisting) and the arrays among them. */
interface Scope {
  readonly path: string;
  readonly parent: Scope | null;
  /** a loop body's scope: blocks first written in it are hoisted past it when their sizes allow */
  readonly isLoop: boolean;
  readonly names: Set<string>;
  readonly arrays: Map<string, Placed>;
}

export function planMemory(p: Program<'kernels'>): MemProgram {
  return new Planner(p).program(p);
}

class Planner {
  constructor(p: Program<'kernels'>) {
    this.prepare(p);
  }

  private pos = 0;
  private readonly blocks: Block[] = [];
  /** by scope path and name: a later placement of a name (short-circuiting) replaces its first */
  private readonly arrays = new Map<string, ArrayMem>();
  private readonly pairs: LoopPair[] = [];
  private readonly inPlace = new Set<Stmt>();
  private loops = 0;
  /** each statement's position and scope path, for the plan's statement table */
  private readonly stmtAt = new Map<Stmt, { at: number; path: string }>();

  program(p: Program<'kernels'>): MemProgram {
    const top: Scope = { path: 'program', parent: null, isLoop: false, names: new Set([...p.sizeParams, ...p.params.map((q) => q.name)]), arrays: new Map() };
    for (const q of p.params) if (q.type.shape.length > 0) this.fresh(top, q, 'input');
    this.body(p.body, top);
    this.finishPairs();
    const live = this.blocks.filter((b) => b.mergedInto === null);
    const { slotOf, slots } = assignSlots(live);
    const blocks: MemBlock[] = live.map((b) => ({
      id: b.id,
      elems: b.elems,
      origin: b.origin,
      allocatedIn: b.allocatedIn,
      hoisted: b.hoisted,
      live: [b.start, b.end],
      slot: slotOf.get(b.id)!,
    }));
    const { stage: _kernels, ...rest } = p;
    const statements = new Map<Stmt, StmtMem>();
    for (const [s, { at, path }] of this.stmtAt) statements.set(s, { at, outputs: s.names.map((q) => this.arrays.get(`${path}/${q.name}`) ?? null) });
    return { ...rest, stage: 'mem', memory: { blocks, arrays: [...this.arrays.values()], pairs: this.pairs, slots, inPlace: this.inPlace, statements } };
  }

  /** Walks a body; its results are read at the position after its last statement. */
  private body(b: Body, scope: Scope): void {
    const last = lastUses(b);
    b.stmts.forEach((s, i) => {
      const diesHere = (name: string): boolean => (last.get(name) ?? -1) <= i && scope.names.has(name);
      this.stmt(s, scope, diesHere);
      // a dead name no longer holds its block: an in-place update or a loop may take it
      for (const name of [...scope.arrays.keys()]) if (diesHere(name)) scope.arrays.delete(name);
    });
    this.pos++;
    for (const r of b.results) if (r.k === 'var') this.touch(scope, r.name);
  }

  private stmt(s: Stmt, scope: Scope, diesHere: (name: string) => boolean): void {
    const at = ++this.pos;
    this.stmtAt.set(s, { at, path: scope.path });
    const e = s.exp;
    if (e.tag !== 'loop' && e.tag !== 'if') for (const n of namesUsed(s)) this.touch(scope, n);
    const out = s.names[0];
    const bindAll = (origin: BlockOrigin): void => {
      for (const q of s.names) if (q.type.shape.length > 0) this.fresh(scope, q, origin);
      for (const q of s.names) scope.names.add(q.name);
    };
    switch (e.tag) {
      case 'kernel':
        if (e.soac.tag === 'scatter' && out !== undefined) return this.scatter(s, e.soac, out, scope, diesHere);
        // a rearrange is a view whatever kernel the GPU copies it with
        if (e.soac.tag === 'rearrange') return this.viewOr(scope, s, e.soac.array, { k: 'transpose', perm: e.soac.perm });
        return bindAll('kernel');
      case 'atom':
        if (e.atom.k === 'var' && out !== undefined && this.view(scope, out, e.atom.name, null)) return;
        return bindAll('scalar');
      case 'reshape': {
        // a view only where the element counts are provably equal (else the run-time check stands
        // between them, and the plan cannot prove the view inside the block)
        const src = lookup(scope, e.array);
        const same = src !== undefined && symSame(symProduct(src.at.lmad.dims.map((d) => d.size)), symProduct(e.shape.map(symOfSize)));
        if (same) return this.viewOr(scope, s, e.array, { k: 'reshape', shape: e.shape.map(symOfSize) });
        return bindAll('struct');
      }
      case 'rearrange':
        return this.viewOr(scope, s, e.array, { k: 'transpose', perm: e.perm });
      case 'reverse':
        return this.viewOr(scope, s, e.array, { k: 'reverse', axis: e.axis });
      case 'rotate':
        return this.viewOr(scope, s, e.array, { k: 'rotate', axis: e.axis, amount: atomSym(e.amount) });
      case 'window':
        return this.viewOr(scope, s, e.array, { k: 'window', offsets: e.offsets.map(atomSym), shape: e.shape.map(symOfSize) });
      case 'concat':
        bindAll('struct');
        if (out !== undefined) this.shortCircuitConcat(scope, out, e.axis, e.arrays, diesHere, at);
        return;
      case 'lit':
        return bindAll('literal');
      case 'iota':
      case 'replicate':
      case 'gather':
      case 'grade':
      case 'copy':
      case 'format':
        return bindAll('struct');
      case 'if':
        return this.branch(s, e, scope);
      case 'loop':
        return this.loop(s, e, scope, diesHere);
      default:
        // scalar statements, asserts, outputs; and SOACs, which a kernels program holds only in kernels
        return bindAll('scalar');
    }
  }

  /** A new block for `q`, first written now in `scope`, and q placed row-major in it. */
  private fresh(scope: Scope, q: Param, origin: BlockOrigin, placement: Placement = 'fresh'): Placed {
    const elems = symProduct(q.type.shape.map(symOfSize));
    const home = allocationScope(scope, symNames(elems));
    const b: Block = { id: this.blocks.length, elems, origin, allocatedIn: home.path, hoisted: !withinLoop(home), start: this.pos, end: this.pos, mergedInto: null };
    this.blocks.push(b);
    const placed: Placed = { block: b.id, at: { lmad: rowMajorLmad(symIndex, q.type.shape.map(symOfSize)), contiguous: true } };
    this.place(scope, q.name, placed, placement);
    return placed;
  }

  private place(scope: Scope, name: string, placed: Placed, placement: Placement, of?: string): void {
    scope.arrays.set(name, placed);
    scope.names.add(name);
    this.arrays.set(`${scope.path}/${name}`, { name, scope: scope.path, block: placed.block, lmad: placed.at.lmad, placement, ...(of === undefined ? {} : { of }) });
  }

  /** `name` as a view of `source` (one step, or the same place): false where it is not an LMAD of the source's block. */
  private view(scope: Scope, q: Param, source: string, step: ViewStep<SymInt> | null): boolean {
    const src = lookup(scope, source);
    if (src === undefined) return false;
    const at = step === null ? src.at : lmadStep(symIndex, src.at, step);
    if (at === null) return false;
    this.place(scope, q.name, { block: src.block, at }, 'view', source);
    return true;
  }

  private viewOr(scope: Scope, s: Stmt, source: string, step: ViewStep<SymInt>): void {
    const q = s.names[0];
    if (q !== undefined && this.view(scope, q, source, step)) return;
    for (const n of s.names) if (n.type.shape.length > 0) this.fresh(scope, n, 'struct');
  }

  /** Marks a name read now: its block lives at least to here. */
  private touch(scope: Scope, name: string): void {
    const placed = lookup(scope, name);
    if (placed === undefined) return;
    const b = this.root(placed.block);
    b.end = Math.max(b.end, this.pos);
  }

  private root(id: number): Block {
    let b = this.blocks[id]!;
    while (b.mergedInto !== null) b = this.blocks[b.mergedInto]!;
    return b;
  }

  /** Names in scope placed in block `id` (or a block merged into it), with the scope that binds each. */
  private sharers(scope: Scope, id: number): { name: string; scope: Scope }[] {
    const out: { name: string; scope: Scope }[] = [];
    for (let sc: Scope | null = scope; sc !== null; sc = sc.parent) {
      for (const [n, pl] of sc.arrays) if (this.root(pl.block).id === this.root(id).id) out.push({ name: n, scope: sc });
    }
    return out;
  }

  private scatter(s: Stmt, e: Extract<Stmt['exp'], { tag: 'kernel' }>['soac'] & { tag: 'scatter' }, out: Param, scope: Scope, diesHere: (n: string) => boolean): void {
    const dest = lookup(scope, e.dest);
    const v = e.values;
    const reads = typeof v === 'string' ? [v, e.indices] : [e.indices, ...v.arrays, ...namesUsed({ names: [], exp: { tag: 'map', shape: v.shape, arrays: v.arrays, lambda: v.lambda } })];
    // every name on the destination's block dies here and is bound in this body: nothing reads it after the scatter
    const ok =
      dest !== undefined &&
      dest.at.contiguous &&
      symSame(dest.at.lmad.offset, symConst(0)) &&
      !reads.includes(e.dest) &&
      this.sharers(scope, dest.block).every((x) => x.scope === scope && diesHere(x.name) && !reads.includes(x.name));
    if (dest !== undefined && ok) {
      this.inPlace.add(s);
      this.place(scope, out.name, dest, 'in-place', e.dest);
      for (const q of s.names.slice(1)) scope.names.add(q.name);
      return;
    }
    for (const q of s.names) if (q.type.shape.length > 0) this.fresh(scope, q, 'kernel');
  }

  /**
   * A piece written by a kernel into a block of its own, read only here, is placed in its part of
   * the catenation's block instead: its kernel writes the result directly.
   */
  private shortCircuitConcat(scope: Scope, out: Param, axis: number, pieces: readonly string[], diesHere: (n: string) => boolean, at: number): void {
    const result = scope.arrays.get(out.name)!;
    const target = this.blocks[result.block]!;
    const strides = result.at.lmad.dims.map((d) => d.stride);
    let before = symConst(0);
    const counted = new Set<string>();
    const extents: SymInt[] = [];
    for (const name of pieces) {
      const type = this.typeOf(name);
      if (type === undefined) return;
      extents.push(type.shape.length === out.type.shape.length ? symOfSize(type.shape[axis]!) : symConst(1));
    }
    // the parts' places are provably inside the result only when its extent is their sum
    if (!symSame(extents.reduce(symIndex.add, symConst(0)), symOfSize(out.type.shape[axis]!))) return;
    for (const name of pieces) {
      const placed = lookup(scope, name);
      const type = this.typeOf(name);
      if (placed === undefined || type === undefined) return; // a scalar piece: its extent along the axis is 1, but it is not planned
      const b = this.root(placed.block);
      const own = this.sharers(scope, b.id);
      const records = [...this.arrays.values()].filter((a) => this.root(a.block).id === b.id);
      const alone = own.length === 1 && records.length === 1 && own[0]!.scope === scope && diesHere(name) && b.origin === 'kernel' && !counted.has(name) && b.start < at;
      counted.add(name);
      const extent = type.shape.length === out.type.shape.length ? symOfSize(type.shape[axis]!) : symConst(1);
      if (alone && type.shape.length === out.type.shape.length) {
        const lmad: Lmad<SymInt> = { offset: symMul(before, strides[axis]!), dims: type.shape.map((sz, k) => ({ size: symOfSize(sz), stride: strides[k]! })) };
        b.mergedInto = target.id;
        target.start = Math.min(target.start, b.start);
        this.place(scope, name, { block: target.id, at: { lmad, contiguous: axis === 0 } }, 'part', out.name);
      }
      before = symIndex.add(before, extent);
    }
  }

  private readonly types = new Map<string, Type>();
  private typeOf(name: string): Type | undefined {
    return this.types.get(name);
  }

  private branch(s: Stmt, e: Extract<Stmt['exp'], { tag: 'if' }>, scope: Scope): void {
    this.touch(scope, atomName(e.cond));
    for (const [k, b] of [['then', e.then], ['else', e.else]] as const) {
      const inner: Scope = { path: `${scope.path} › if ${s.names.map((n) => n.name).join(',')} ${k}`, parent: scope, isLoop: false, names: new Set(), arrays: new Map() };
      this.body(b, inner);
    }
    // both branches' blocks were read up to here; the statement's results are whichever branch ran
    for (const n of namesUsed(s)) this.touch(scope, n);
    for (const q of s.names) if (q.type.shape.length > 0) this.fresh(scope, q, 'struct');
    for (const q of s.names) scope.names.add(q.name);
  }

  private loop(s: Stmt, e: Extract<Stmt['exp'], { tag: 'loop' }>, scope: Scope, diesHere: (n: string) => boolean): void {
    const label = `L${++this.loops}`;
    const inner: Scope = { path: `${scope.path} › loop ${label}`, parent: scope, isLoop: true, names: new Set(), arrays: new Map() };
    if (e.form.k === 'for') inner.names.add(e.form.iter);
    for (const p of e.params) inner.names.add(p.name);
    const start = this.pos;
    // a carried array whose size is bound by the loop (it grows or shrinks) has no fixed pair:
    // each iteration's value takes a block from the run-time pool
    const fixed = e.params.map((p) => p.type.shape.length > 0 && !symNames(symProduct(p.type.shape.map(symOfSize))).some((n) => inner.names.has(n)));
    // each fixed carried array's first block: its initial value's, when the value dies at the loop
    const firsts = e.params.map((p, k) => {
      if (p.type.shape.length === 0) return null;
      if (!fixed[k]) return this.fresh(inner, p, 'loop').block;
      const init = e.init[k]!;
      const placed = init.k === 'var' ? lookup(scope, init.name) : undefined;
      const reusable =
        placed !== undefined &&
        init.k === 'var' &&
        placed.at.contiguous &&
        symSame(placed.at.lmad.offset, symConst(0)) &&
        symSame(this.root(placed.block).elems, symProduct(p.type.shape.map(symOfSize))) &&
        e.init.filter((a) => a.k === 'var' && a.name === init.name).length === 1 &&
        this.sharers(scope, placed.block).every((x) => x.scope === scope && diesHere(x.name));
      if (placed !== undefined && init.k === 'var' && reusable) {
        for (const x of this.sharers(scope, placed.block)) scope.arrays.delete(x.name);
        this.place(inner, p.name, placed, 'loop', init.name);
        return placed.block;
      }
      return this.fresh(inner, p, 'loop').block;
    });
    if (e.form.k === 'while') {
      const cond: Scope = { path: `${inner.path} condition`, parent: inner, isLoop: true, names: new Set(), arrays: new Map() };
      this.body(e.form.cond, cond);
    }
    this.body(e.body, inner);
    const end = this.pos;
    // what the loop reads from outside lives to its end
    for (const n of namesUsed(s)) this.touch(scope, n);
    e.params.forEach((p, k) => {
      const first = firsts[k];
      const q = s.names[k]!;
      if (first === null || first === undefined) return;
      if (!fixed[k]) {
        this.fresh(scope, q, 'loop');
        return;
      }
      const r = e.body.results[k]!;
      const res = r.k === 'var' ? lookup(inner, r.name) : undefined;
      const resBlock = res === undefined ? null : this.root(res.block);
      const firstBlock = this.root(first);
      let second: number;
      if (resBlock !== null && resBlock.id === firstBlock.id) second = first;
      else if (res !== undefined && resBlock !== null && resBlock.start > start && resBlock.origin !== 'input' && this.onlyHolder(resBlock.id, r) && res.at.contiguous && symSame(res.at.lmad.offset, symConst(0)) && symSame(resBlock.elems, firstBlock.elems)) second = resBlock.id;
      else second = this.freshBlock(firstBlock.elems, 'loop', scope.path);
      for (const id of [first, second]) {
        const b = this.root(id);
        b.start = Math.min(b.start, start);
        b.end = Math.max(b.end, end);
        const home = allocationScope(scope, symNames(b.elems));
        b.allocatedIn = home.path;
        b.hoisted = !withinLoop(home);
      }
      this.pairs.push({ loop: label, param: p.name, blocks: [first, second] });
      // the loop's result is the last iteration's carried value, in one of the pair
      this.place(scope, q.name, { block: first, at: { lmad: rowMajorLmad(symIndex, q.type.shape.map(symOfSize)), contiguous: true } }, 'loop', p.name);
      this.pairedWith.set(first, second);
    });
    for (const q of s.names) scope.names.add(q.name);
  }

  /** Whether the array `r` (a body result) is the only planned array on block `id`. */
  private onlyHolder(id: number, r: Atom): boolean {
    return r.k === 'var' && [...this.arrays.values()].every((a) => this.root(a.block).id !== id || a.name === r.name);
  }

  /** The pair's other block: it lives as long as the loop's result does. */
  private readonly pairedWith = new Map<number, number>();

  private freshBlock(elems: SymInt, origin: BlockOrigin, where: string): number {
    const b: Block = { id: this.blocks.length, elems, origin, allocatedIn: where, hoisted: true, start: this.pos, end: this.pos, mergedInto: null };
    this.blocks.push(b);
    return b.id;
  }

  /** Records every binding's type (for short-circuiting). */
  private prepare(p: Program<'kernels'>): void {
    const visit = (b: Body): void => {
      for (const s of b.stmts) {
        for (const q of s.names) this.types.set(q.name, q.type);
        const e = s.exp;
        if (e.tag === 'if') [e.then, e.else].forEach(visit);
        if (e.tag === 'loop') {
          for (const q of e.params) this.types.set(q.name, q.type);
          if (e.form.k === 'while') visit(e.form.cond);
          visit(e.body);
        }
      }
    };
    for (const q of p.params) this.types.set(q.name, q.type);
    visit(p.body);
  }

  /** After the walk: a pair's second block lives as long as its first. */
  private finishPairs(): void {
    for (const [a, b] of this.pairedWith) {
      const x = this.root(a);
      const y = this.root(b);
      x.end = y.end = Math.max(x.end, y.end);
      x.start = y.start = Math.min(x.start, y.start);
    }
  }
}

const atomSym = (a: Atom): SymInt => (a.k === 'const' ? symConst(a.value) : symVar(a.name));
const atomName = (a: Atom): string => (a.k === 'var' ? a.name : '');

function lookup(scope: Scope, name: string): Placed | undefined {
  for (let s: Scope | null = scope; s !== null; s = s.parent) {
    const p = s.arrays.get(name);
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Where a block of a size naming `names` is allocated: the innermost scope binding one of them (the program if none), hoisted out of every loop that binds none. */
function allocationScope(scope: Scope, names: readonly string[]): Scope {
  let s = scope;
  for (;;) {
    if (names.some((n) => s.names.has(n)) || s.parent === null) return s;
    s = s.parent;
  }
}

/** Whether a scope is a loop body or inside one: a block allocated there is allocated each iteration. */
function withinLoop(scope: Scope): boolean {
  for (let s: Scope | null = scope; s !== null; s = s.parent) if (s.isLoop) return true;
  return false;
}

/** Greedy interval colouring by size: blocks sorted by start take the first slot of their size free before they start. */
function assignSlots(blocks: readonly Block[]): { slotOf: Map<number, number>; slots: SymInt[] } {
  const slots: { elems: SymInt; freeAfter: number }[] = [];
  const slotOf = new Map<number, number>();
  for (const b of [...blocks].sort((x, y) => x.start - y.start || x.id - y.id)) {
    const k = slots.findIndex((s) => s.freeAfter < b.start && symSame(s.elems, b.elems));
    if (k >= 0) {
      slots[k]!.freeAfter = b.end;
      slotOf.set(b.id, k);
    } else {
      slotOf.set(b.id, slots.length);
      slots.push({ elems: b.elems, freeAfter: b.end });
    }
  }
  return { slotOf, slots: slots.map((s) => s.elems) };
}
