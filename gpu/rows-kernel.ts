// The skeleton every row-folding kernel shares (kernels-soac.ts's chunked and sequential folds,
// kernels-blocked.ts's register-blocked ones): where the folded values come from (Source), what a
// fold carries (Carry), a kernel declaring g(row, j) and op(a, b) (rowsKernel), and the loop budget
// that bounds how many elements one invocation may fold.
import type { Elem, Lambda, SrcLoc } from '../core-ir/syntax.js';
import { declareWideHelpers, isTwoWord, markTwoWord, narrowFn, wideFoldOpFunction, wideSlots, WIDE_T, type WideSlot } from './fold-wide.js';
import { foldOpFunction, ScalarCompiler, type KernelScope } from './lambda.js';
import type { BufRef, DevArray, GpuRuntime } from './runtime.js';
import { KernelBuilder, unflatten, wgslType } from './wgsl.js';

/**
 * Elements one invocation may fold sequentially when each costs `cost` inner loop iterations,
 * within the profile's loop budget (passes/device-profiles.ts: llvmpipe ends all the loops of an
 * invocation after 65535 iterations in total).
 */
export function sequentialLimit(cost: number, budget: number): number {
  return Math.max(1, Math.floor(budget / (1 + cost)));
}

/**
 * Elements folded left to right before a block joins the tree in a pairwise fold of a chunk
 * (kernels-soac.ts), as in the interpreter (core-ir/interp-pairwise.ts).
 */
export const PAIRWISE_BLOCK = 8;

/**
 * Elements one invocation may fold pairwise: each block of PAIRWISE_BLOCK also runs an outer loop
 * iteration and, amortized, one merge (a loop iteration and an op call), and the last merges of
 * the stack take at most 32 more (so at most (1 + cost)·(1 + 2/B) a element, plus 32).
 */
export function pairwiseLimit(cost: number, budget: number): number {
  return Math.max(1, Math.floor((budget - 32 * (1 + cost)) / ((1 + cost) * (1 + 2 / PAIRWISE_BLOCK))));
}

/** Where the values folded by a kernel come from: the mapped input or buffers of partials (one per fold). */
export type Source =
  /** `outs`: the mapped outputs (syntax.ts), written by g at the element it maps */
  | { readonly k: 'map'; readonly shape: readonly number[]; readonly arrays: readonly DevArray[]; readonly lam: Lambda; readonly outs: readonly DevArray[] }
  | { readonly k: 'buf'; readonly bufs: readonly BufRef[] };

/** The kernel's names for a carry's f buffers, and whether they are two-word partials (fold-wide.ts). */
export interface BoundCarry {
  readonly names: readonly string[];
  readonly twoWord: boolean;
}

/**
 * The values one fold carries (syntax.ts, redomap): one scalar, or f > 1 of them as the fields
 * v0 … of a struct Acc. Partial results live in f buffers, one per fold. An int + or - value is
 * carried in two words (fold-wide.ts), narrowed where it is stored in the fold's own outputs.
 */
export class Carry {
  /** the WGSL type of an accumulator */
  readonly t: string;
  /** per value, its 64-bit carry (null: carried as its element type); null when none is wide */
  readonly wide: readonly (WideSlot | null)[] | null;
  constructor(readonly elems: readonly Elem[], wide: readonly (WideSlot | null)[] | null = null) {
    if (elems.length === 0) throw new Error('a fold of no values');
    this.wide = wide;
    this.t = elems.length > 1 ? 'Acc' : wide !== null ? WIDE_T : wgslType(elems[0]!);
  }

  static of(op: Lambda): Carry {
    return new Carry(op.resultTypes, wideSlots(op));
  }

  get f(): number {
    return this.elems.length;
  }

  /** 4-byte words an accumulator takes */
  get words(): number {
    return this.elems.reduce((w, _, r) => w + (this.isWide(r) ? 2 : 1), 0);
  }

  private isWide(r: number): boolean {
    return (this.wide?.[r] ?? null) !== null;
  }

  private fieldType(r: number): string {
    return this.isWide(r) ? WIDE_T : wgslType(this.elems[r]!);
  }

  /** value r of accumulator `acc` */
  private field(acc: string, r: number): string {
    return this.f === 1 ? acc : `${acc}.v${r}`;
  }

  /** declares the struct (f > 1) and the wide helpers in a kernel */
  declare(kb: KernelBuilder<BufRef>): void {
    if (this.f > 1) kb.declare(`struct Acc { ${this.elems.map((_, r) => `v${r}: ${this.fieldType(r)}`).join(', ')} }`);
    if (this.wide !== null) declareWideHelpers(kb);
  }

  /** declares `fn op(a, b)` folding two accumulators; returns its loop cost */
  opFunction(kb: KernelBuilder<BufRef>, op: Lambda, scope: KernelScope, loc: SrcLoc | null): number {
    if (this.wide === null) return foldOpFunction(kb, op, this.t, scope, loc);
    return wideFoldOpFunction(kb, op, this.wide, this.t, (acc, r) => this.field(acc, r), scope, loc);
  }

  /** the kernel's names for f buffers (bind writable ones once per kernel: each call adds bindings) */
  bind(kb: KernelBuilder<BufRef>, bufs: readonly BufRef[], writable = false): BoundCarry {
    if (bufs.length !== this.f) throw new Error(`${bufs.length} buffers for ${this.f} folds`);
    const twoWord = this.wide !== null && bufs.some(isTwoWord);
    return { names: bufs.map((b, r) => kb.bind(b, this.elems[r]!, writable)), twoWord };
  }

  /** an accumulator from f scalar expressions of the values' element types */
  value(exprs: readonly string[]): string {
    const vs = exprs.map((e, r) => (this.isWide(r) ? `wide_of(${e})` : e));
    return this.f === 1 ? vs[0]! : `Acc(${vs.join(', ')})`;
  }

  /** the accumulator held at `at` in the bound buffers */
  load(bound: BoundCarry, at: string): string {
    if (!bound.twoWord) return this.value(bound.names.map((b) => `${b}[${at}]`));
    const vs = bound.names.map((b, r) => (this.isWide(r) ? `${WIDE_T}(${b}[2u * (${at})], ${b}[2u * (${at}) + 1u])` : `${b}[${at}]`));
    return this.f === 1 ? vs[0]! : `Acc(${vs.join(', ')})`;
  }

  /** statements storing accumulator `acc` at `at` in the bound buffers (narrowing wide values unless they hold two words) */
  store(bound: BoundCarry, at: string, acc: string): string {
    return bound.names
      .map((b, r) => {
        const v = this.field(acc, r);
        if (!this.isWide(r)) return `${b}[${at}] = ${v};`;
        if (!bound.twoWord) return `${b}[${at}] = ${narrowFn(r)}(${v});`;
        return `${b}[2u * (${at})] = ${v}.x; ${b}[2u * (${at}) + 1u] = ${v}.y;`;
      })
      .join(' ');
  }

  /** whether every value is an int (wide or not): an accumulator is then whole 32-bit words (intWords) */
  get intsOnly(): boolean {
    return this.elems.every((e) => e !== 'float');
  }

  /** u32 expressions of the words of accumulator `acc`, value by value (both words of a wide one); ints only */
  intWords(acc: string): string[] {
    if (!this.intsOnly) throw new Error('the words of a float accumulator');
    return this.elems.flatMap((_, r) => {
      const v = this.field(acc, r);
      return this.isWide(r) ? [`bitcast<u32>(${v}.x)`, `bitcast<u32>(${v}.y)`] : [`bitcast<u32>(${v})`];
    });
  }

  /** the accumulator whose intWords are `words` */
  ofIntWords(words: readonly string[]): string {
    let at = 0;
    const vs = this.elems.map((_, r) => {
      const w = (q: number): string => `bitcast<i32>(${words[at + q]!})`;
      const v = this.isWide(r) ? `${WIDE_T}(${w(0)}, ${w(1)})` : w(0);
      at += this.isWide(r) ? 2 : 1;
      return v;
    });
    return this.f === 1 ? vs[0]! : `Acc(${vs.join(', ')})`;
  }

  /** f fresh buffers of partials for `count` accumulators (both words of wide values) */
  alloc(rt: GpuRuntime, count: number, loc: SrcLoc | null): BufRef[] {
    return this.elems.map((elem, r) => (this.isWide(r) ? markTwoWord(rt.alloc(2 * count, loc)) : rt.allocFor(elem, count, loc)));
  }
}

export interface RowsKernel {
  readonly kb: KernelBuilder<BufRef>;
  readonly carry: Carry;
  /** inner loop iterations of one g and one op call */
  readonly cost: number;
}

/**
 * Declares g(row, j) (the j-th value of a row: an accumulator of carry's type) and op(a, b) in
 * a new kernel. With `passOuter` (a mapped source only) g takes the row's outer indices too,
 * g(row, o₀, …, j), so a caller folding one row many times computes them once.
 */
export function rowsKernel(src: Source, n: number, op: Lambda, scope: KernelScope, loc: SrcLoc | null, passOuter = false): RowsKernel {
  const kb = new KernelBuilder<BufRef>(scope.float);
  const carry = Carry.of(op);
  carry.declare(kb);
  const t = carry.t;
  const N = kb.size('N', n);
  if (src.k === 'buf') {
    kb.declare(`fn g(row: u32, j: u32) -> ${t} { return ${carry.load(carry.bind(kb, src.bufs), `row * ${N} + j`)}; }`);
    return { kb, carry, cost: carry.opFunction(kb, op, scope, loc) };
  }
  const { shape, arrays, lam } = src;
  const rank = shape.length;
  if (lam.params.length !== rank + arrays.length) throw new Error(`lambda with ${lam.params.length} params over rank ${rank} and ${arrays.length} arrays`);
  const outer = shape.slice(0, -1).map((d, k) => kb.size(`o:${k}`, d));
  const un = passOuter ? { code: '', idx: outer.map((_, k) => `o${k}`) } : unflatten(kb, 'row', outer);
  const sc = new ScalarCompiler(kb, scope, loc);
  const lines = [un.code, `  let flat = row * ${N} + j;`];
  lam.params.forEach((p, i) => {
    if (i < rank) lines.push(sc.bindIndex(p.name, i < rank - 1 ? un.idx[i]! : 'i32(j)', shape[i]!));
    else lines.push(sc.bindScalar(p.name, `${kb.bind(arrays[i - rank]!.buf, arrays[i - rank]!.elem)}[flat]`, p.type.elem));
  });
  const f = carry.f;
  if (lam.results.length !== f + src.outs.length) throw new Error(`a reduction map lambda with ${lam.results.length} results for ${f} folds and ${src.outs.length} mapped outputs`);
  const body = sc.compile(lam.body, lam.results);
  lines.push(body.code);
  // every kernel calls g once or more for each element it folds: the same value each time
  src.outs.forEach((o, r) => lines.push(`  ${kb.bind(o.buf, o.elem, true)}[flat] = ${body.results[f + r]!};`));
  lines.push(`  return ${carry.value(body.results.slice(0, f))};`);
  const outerParams = passOuter ? outer.map((_, k) => `o${k}: i32, `).join('') : '';
  kb.declare(`fn g(row: u32, ${outerParams}j: u32) -> ${t} {\n${lines.join('\n')}\n}`);
  // op's error sites after g's: the lowest site reported wins, and a failure of the folded values
  // (an int + of the argument, say) comes before one of the fold that combines them
  const opCost = carry.opFunction(kb, op, scope, loc);
  return { kb, carry, cost: opCost + sc.cost };
}

/** The loop cost of one step (one g and one op call) of a kernel over the source. */
export function stepCost(src: Source, n: number, op: Lambda, scope: KernelScope, loc: SrcLoc | null): number {
  return rowsKernel(src, n, op, scope, loc).cost;
}
