// The 64-bit carry of int + and - folds (issue 14): a reduction or scan by APL's checked int + or -
// (ops/int-exact.ts, addInt and subInt) accumulates in two i32 words on the GPU — a low word
// that wraps and a high word that takes its carry — and narrows to i32 only where a result is
// stored, reporting the op's LIMIT ERROR there. So `+/¯1 2147483647 1` is 2147483647 whatever
// order the strategy folds in, as on the interpreter and the CPU backend (core-ir/interp-soacs.ts,
// exact folds), and a result outside i32 is still an error, never a wrapped number.
//
// The widening lives in the renderer, not the IR: the fold's IR, its fusion and its kernel count
// stay as they are; only the accumulator (Carry, rows-kernel.ts) changes type. Partial results
// between the levels of a multi-level fold hold both words (Carry.alloc); results written to
// the fold's own outputs are narrowed. With n ≤ 2³² elements of at most 2³¹ in magnitude, no sum
// leaves the 64-bit range, so the pair itself never wraps.
import type { Elem, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { BIN_OPS } from '../ops/scalar-ops.js';
import { ScalarCompiler, type KernelScope } from './lambda.js';
import type { BufRef } from './runtime.js';
import type { KernelBuilder } from './wgsl.js';

/** The WGSL type of a widened accumulator: x the low word, y the high word (two's complement). */
export const WIDE_T = 'vec2<i32>';

/**
 * How one value of a fold is folded with a 64-bit carry: its op (the checked int + and -, whose
 * partial sums may leave i32 while the result fits) and whether its operands are swapped.
 */
export interface WideSlot {
  readonly op: 'addInt' | 'subInt';
  readonly swapped: boolean;
  readonly stmt: Stmt;
}

/**
 * For each of a fold operator's f values, its wide slot or null (it is folded as before); null as a
 * whole unless the operator applies one op to each pair of its parameters (`\a₀ … b₀ … -> (a₀ ⊕
 * b₀) …`, the shape sibling folds fuse into) and at least one of them is an int + or -.
 */
export function wideSlots(op: Lambda): readonly (WideSlot | null)[] | null {
  const f = op.resultTypes.length;
  if (op.params.length !== 2 * f || op.body.length !== f || op.results.length !== f) return null;
  const slots: (WideSlot | null)[] = [];
  for (let r = 0; r < f; r++) {
    const s = op.body[r]!;
    const res = op.results[r]!;
    if (s.exp.tag !== 'bin' || res.k !== 'var' || s.names.length !== 1 || s.names[0]!.name !== res.name) return null;
    const { left, right } = s.exp;
    if (left.k !== 'var' || right.k !== 'var') return null;
    const [a, b] = [op.params[r]!.name, op.params[f + r]!.name];
    const swapped = left.name === b && right.name === a;
    if (!swapped && !(left.name === a && right.name === b)) return null;
    const binOp = s.exp.op;
    slots.push((binOp === 'addInt' || binOp === 'subInt') && op.resultTypes[r] === 'int' ? { op: binOp, swapped, stmt: s } : null);
  }
  return slots.some((s) => s !== null) ? slots : null;
}

const HELPERS = `fn wide_of(x: i32) -> ${WIDE_T} { return ${WIDE_T}(x, x >> 31u); }
fn wide_add(a: ${WIDE_T}, b: ${WIDE_T}) -> ${WIDE_T} {
  let lo = bitcast<u32>(a.x) + bitcast<u32>(b.x);
  return ${WIDE_T}(bitcast<i32>(lo), a.y + b.y + select(0, 1, lo < bitcast<u32>(a.x)));
}
fn wide_sub(a: ${WIDE_T}, b: ${WIDE_T}) -> ${WIDE_T} {
  let lo = bitcast<u32>(a.x) - bitcast<u32>(b.x);
  return ${WIDE_T}(bitcast<i32>(lo), a.y - b.y - select(0, 1, bitcast<u32>(a.x) < bitcast<u32>(b.x)));
}`;

/** Declares the helpers a kernel with a wide carry calls (once per kernel: Carry.declare). */
export function declareWideHelpers(kb: KernelBuilder<BufRef>): void {
  kb.declare(HELPERS);
}

/** The WGSL function that narrows value r of a wide carry to i32, reporting the op's failure where it does not fit. */
export const narrowFn = (r: number): string => `wide_narrow${r}`;

/**
 * `fn op(a: t, b: t) -> t` for a carry with wide slots (field access `acc` names value r of an
 * accumulator), and the narrowing functions of its wide slots, whose error sites come after
 * everything declared before (g's: a failure of the folded values comes before the fold's).
 * Returns the loop cost of one op call.
 */
export function wideFoldOpFunction(
  kb: KernelBuilder<BufRef>, op: Lambda, slots: readonly (WideSlot | null)[], t: string, field: (acc: string, r: number) => string, scope: KernelScope, loc: SrcLoc | null,
): number {
  const f = slots.length;
  const sc = new ScalarCompiler(kb, scope, loc);
  const binds: string[] = [];
  const plain: Stmt[] = [];
  const plainResults = [];
  for (let r = 0; r < f; r++) {
    if (slots[r] !== null) continue;
    const elem: Elem = op.params[r]!.type.elem;
    binds.push(sc.bindScalar(op.params[r]!.name, field('a', r), elem), sc.bindScalar(op.params[f + r]!.name, field('b', r), elem));
    plain.push(op.body[r]!);
    plainResults.push(op.results[r]!);
  }
  const body = sc.compile(plain, plainResults);
  let q = 0;
  const values = slots.map((s, r) => {
    if (s === null) return body.results[q++]!;
    const [x, y] = s.swapped ? [field('b', r), field('a', r)] : [field('a', r), field('b', r)];
    return `${s.op === 'addInt' ? 'wide_add' : 'wide_sub'}(${x}, ${y})`;
  });
  const ret = f === 1 ? values[0]! : `${t}(${values.join(', ')})`;
  kb.declare(`fn op(a: ${t}, b: ${t}) -> ${t} {\n${binds.join('\n')}\n${body.code}\n  return ${ret};\n}`);
  slots.forEach((s, r) => {
    if (s === null) return;
    const site = kb.sites(BIN_OPS[s.op].failures, s.stmt.loc ?? loc);
    kb.declare(`fn ${narrowFn(r)}(x: ${WIDE_T}) -> i32 { fail_if(x.y != (x.x >> 31u), ${site}u); return x.x; }`);
  });
  return sc.cost;
}

/**
 * The buffers of partial results that hold both words of each wide value (two i32s an element,
 * low then high), as Carry.alloc made them. A fold's own outputs are never among them: they are
 * narrowed when stored. A BufRef is made fresh by each allocation (runtime.ts), so a pooled
 * buffer handed out again is a new, unmarked reference.
 */
const twoWordBuffers = new WeakSet<BufRef>();

export function markTwoWord(b: BufRef): BufRef {
  twoWordBuffers.add(b);
  return b;
}

export function isTwoWord(b: BufRef): boolean {
  return twoWordBuffers.has(b);
}
