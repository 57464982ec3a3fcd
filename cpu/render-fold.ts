// The redomap and scanomap kernels, for one folded value or several (syntax.ts, redomap), with the
// interpreter's orders of evaluation exactly (core-ir/interp-soacs.ts compileFold and
// compileMultiFold, core-ir/interp-pairwise.ts), so that results agree to the bit and the same
// element fails first:
// - an associative fold of floats is pairwise: blocks of PAIRWISE_BLOCK folded left to right,
//   joined as a binary counter on a stack;
// - another associative fold is left to right; a non-associative one is a right fold, mapping
//   from the last element down;
// - a float + scan of one value adds in f64 and rounds each prefix to the float width; another associative
//   scan is left to right; a non-associative one maps the row first, then right-folds each prefix.
import type { Elem, Lambda, SrcLoc, Stmt } from '../core-ir/syntax.js';
import { PAIRWISE_BLOCK } from '../core-ir/interp-pairwise.js';
import type { FloatWidth } from '../ops/float-width.js';
import { BIN_OPS, UN_OPS } from '../ops/scalar-ops.js';
import { flatComponents, selectingStart } from './fold-flat.js';
import { buildKernel, type Kernel } from './kernel-cache.js';
import { JsScope, KernelWriter, type FreeResolver } from './scalar-js.js';

export interface FoldShape {
  readonly tag: 'redomap' | 'scanomap';
  /** the rank of the iteration shape (≥ 1); the fold runs along the last dim */
  readonly rank: number;
  readonly inElems: readonly Elem[];
  readonly map: Lambda;
  readonly op: Lambda;
  readonly assoc: boolean;
  /** the element types the statement binds: the f folded results, then the mapped outputs */
  readonly outElems: readonly Elem[];
  /** whether op is `\a b -> a ⊕ b` (or `b ⊕ a`): the interpreter reports its failures at the SOAC */
  readonly plainOp: { readonly op: string } | null;
  /** the program's float width */
  readonly float: FloatWidth;
  /**
   * An int reduction by a plain op with exact steps (ops/op-spec.ts ExactFold: + - ×): folded with
   * those steps, unchecked but for 2⁵³, and its result checked once, as the interpreter folds it,
   * so that it is exact whenever its result fits. `swapped`: the op is `\a b -> b ⊕ a`.
   */
  readonly exact?: { readonly op: string; readonly swapped: boolean };
}

/** How the fold of one row is ordered (see the file's comment). */
export type FoldOrder = 'pairwise' | 'left' | 'right' | 'scan-f64-sum' | 'scan-left' | 'scan-prefixes';

export function foldOrder(s: FoldShape): FoldOrder {
  const f = s.op.resultTypes.length;
  const pairwise = s.assoc && (f === 1 ? s.outElems[0] === 'float' : s.outElems.slice(0, f).includes('float'));
  if (s.tag === 'scanomap') {
    if (f === 1 && pairwise && s.plainOp?.op === 'add') return 'scan-f64-sum';
    return s.assoc ? 'scan-left' : 'scan-prefixes';
  }
  return pairwise ? 'pairwise' : s.assoc ? 'left' : 'right';
}

const names = (prefix: string, f: number): string[] => Array.from({ length: f }, (_, r) => `${prefix}${r}`);

export function renderFold(s: FoldShape, resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const w = new KernelWriter(resolve, s.float);
  const k = s.rank;
  const f = s.op.resultTypes.length;
  const nExtra = s.outElems.length - f;
  const order = foldOrder(s);
  const root = new JsScope(null);
  const mapSite = (st: Stmt): SrcLoc | null => st.loc ?? loc;
  const opSite = mapSite;
  const outer = Array.from({ length: k - 1 }, (_, j) => `i${j}`);
  const acc = names('acc', f);
  const v = names('x', f);

  /** the mapped values of element i (flat position p) into `into`, and its mapped outputs */
  const mapAt = (into: readonly string[], p: string, i: string): void => {
    w.open('{');
    const res = w.lambda(root, s.map, [...outer, i, ...s.inElems.map((_, j) => `in${j}[${p}]`)], mapSite);
    for (let x = 0; x < nExtra; x++) w.line(`ext${x}[${p}] = ${res[f + x]};`);
    into.forEach((t, r) => w.line(`${t} = ${res[r]};`));
    w.close();
  };
  /** out ← op(left, right); out may be either operand (the params are bound first) */
  const op = (out: readonly string[], left: readonly string[], right: readonly string[], skip?: (r: number) => boolean): void => {
    w.open('{');
    const res = w.lambda(root, s.op, [...left, ...right], opSite);
    out.forEach((t, r) => skip?.(r) === true || w.line(`${t} = ${res[r]};`));
    w.close();
  };
  const flat = flatFolding(w, root, s, order === 'pairwise', opSite);
  const store = (at: string): void => acc.forEach((a, r) => w.line(`out${r}[${at}] = ${a};`));

  const prologue = [
    `// ${order} ${s.tag} of ${f}; in: ${s.inElems.join(' ') || '-'}; out: ${s.outElems.join(' ')}`,
    `const n = D[${k - 1}];`,
    ...outer.map((_, j) => `const d${j} = D[${j}];`),
    ...s.inElems.map((_, j) => `const in${j} = I[${j}];`),
    ...acc.map((_, r) => `const out${r} = O[${r}];`),
    ...Array.from({ length: nExtra }, (_, x) => `const ext${x} = O[${f + x}];`),
    ...(order === 'pairwise' ? [`const stk = new Float64Array(${64 * f});`] : []),
    ...(order === 'scan-prefixes' ? names('buf', f).map((b) => `const ${b} = new Float64Array(n);`) : []),
  ];
  // kernel-cache.ts KernelFn: rows [R0, R1) of the first dim; a one-row fold folds [R0, R1) into slot R2
  w.line(k === 1 ? 'let o = R2;' : `let o = ${['R0', ...Array.from({ length: k - 2 }, (_, j) => `d${j + 1}`)].join(' * ')};`);
  w.line(k === 1 ? 'const lo0 = R0, hi0 = R1;' : 'const lo0 = 0, hi0 = n;');
  for (let j = 0; j < k - 1; j++) w.open(j === 0 ? 'for (let i0 = R0; i0 < R1; i0++) {' : `for (let i${j} = 0; i${j} < d${j}; i${j}++) {`);
  w.line(k === 1 ? 'const base = 0;' : 'const base = o * n;');
  w.line(`let ${[...acc, ...v].map((a) => `${a} = 0`).join(', ')};`);
  switch (order) {
    case 'scan-f64-sum':
      w.open('for (let i = 0; i < n; i++) {');
      mapAt(v, 'base + i', 'i');
      w.line(`acc0 += x0;`);
      // out0, a float array of the program's width, rounds each stored prefix
      w.line('out0[base + i] = acc0;');
      // acc0, an f64, holds what the width may not
      w.rangeCheck('out0[base + i]', opSite(s.op.body[0]!));
      w.close();
      break;
    case 'scan-left': {
      // an int +\ or ×\ starts from its identity, whose step with the first element is that
      // element, so the loop needs no first-element branch (the kernel alone on 2²² ints: 29 → 15
      // ms; through a whole call the gain was lost in the noise of allocation and the rest)
      const from = f === 1 && s.outElems[0] === 'int' ? SCAN_IDENTITY[s.plainOp?.op ?? ''] : undefined;
      if (from !== undefined) w.line(`acc0 = ${from};`);
      w.open('for (let i = 0; i < n; i++) {');
      mapAt(v, 'base + i', 'i');
      if (from !== undefined) op(acc, acc, v);
      else {
        w.open('if (i === 0) {');
        acc.forEach((a, r) => w.line(`${a} = ${v[r]};`));
        w.indentElse();
        op(acc, acc, v);
        w.close();
      }
      store('base + i');
      w.close();
      break;
    }
    case 'scan-prefixes': {
      const buf = names('buf', f);
      w.open('for (let i = 0; i < n; i++) {');
      mapAt(buf.map((b) => `${b}[i]`), 'base + i', 'i');
      w.close();
      w.open('for (let i = 0; i < n; i++) {');
      acc.forEach((a, r) => w.line(`${a} = ${buf[r]}[i];`));
      w.open('for (let j = i - 1; j >= 0; j--) {');
      op(acc, buf.map((b) => `${b}[j]`), acc);
      w.close();
      store('base + i');
      w.close();
      break;
    }
    default: {
      w.open('if (hi0 === lo0) {');
      w.line(`if (Z === null) throw $err('DOMAIN', 'reduction of an empty array by a function with no identity', S[${w.site(loc)}]);`);
      acc.forEach((a, r) => w.line(`${a} = Z[${r}];`));
      w.indentElse();
      if (order === 'pairwise') {
        const small = s.map.body.length + s.op.body.length <= INTERLEAVE_LIMIT;
        flat.start();
        renderPairwise(w, acc, v, f, PAIRWISE_BLOCK, small && !canFail(s.map.body) && !canFail(s.op.body), flat.mapAt(mapAt), flat.op(op));
        flat.finish(acc);
      }
      else if (s.exact !== undefined && blockedSum(s.exact, order === 'left')) renderBlockedSum(w, s.exact.op, order === 'left', loc, (p, i) => mapAt(v, p, i));
      else {
        // left: from the first element, acc ⊕ v; right (APL's fold): from the last, v ⊕ acc
        const left = order === 'left';
        w.open(left ? 'for (let i = lo0; i < hi0; i++) {' : 'for (let i = hi0 - 1; i >= lo0; i--) {');
        mapAt(v, 'base + i', 'i');
        w.open(left ? 'if (i === lo0) {' : 'if (i === hi0 - 1) {');
        acc.forEach((a, r) => w.line(`${a} = ${v[r]};`));
        w.indentElse();
        if (s.exact !== undefined) exactStep(w, s.exact, left, loc);
        else if (left) op(acc, acc, v);
        else op(acc, v, acc);
        w.close();
        w.close();
        if (s.exact !== undefined) exactFinish(w, s.exact.op, loc);
      }
      w.close();
      store('o');
    }
  }
  // a one-row fold has no next row; and code after its loop, never run before V8 optimises the
  // loop (on-stack), would have no type feedback and throw the optimised code away on every call
  if (k > 1) w.line('o++;');
  for (let j = 0; j < k - 1; j++) w.close();
  return buildKernel(w, prologue);
}

/** acc0 ← one exact step of an int fold (FoldShape.exact): acc0 ⊕ x0 from the left, x0 ⊕ acc0 from the right, the op's own order where swapped. */
function exactStep(w: KernelWriter, exact: { readonly op: string; readonly swapped: boolean }, left: boolean, loc: SrcLoc | null): void {
  const [a, b] = left !== exact.swapped ? ['acc0', 'x0'] : ['x0', 'acc0'];
  const inline = INLINE_EXACT_STEPS[exact.op];
  if (inline === undefined) {
    w.line(`acc0 = (site = ${w.site(loc)}, ${helper(w, `xstep_${exact.op}`)}(${a}, ${b}));`);
    return;
  }
  // written out, as the steps of ops/int-exact.ts: a sum or difference past 2⁵³ fails (with the
  // op's own failure, as partialSum), a product is held at ±2⁵⁴ (as partialProduct)
  w.line(`acc0 = ${a} ${inline} ${b};`);
  if (inline === '*') w.line(`acc0 = acc0 > ${2 ** 53} ? ${2 ** 54} : acc0 < ${-(2 ** 53)} ? ${-(2 ** 54)} : acc0 + 0;`);
  else exactBound(w, exact.op, loc);
}

/** fails, with the op's own failure (as partialSum), where the exact sum acc0 is past 2⁵³ */
const exactBound = (w: KernelWriter, op: string, loc: SrcLoc | null): void =>
  w.line(`if (acc0 > ${2 ** 53} || acc0 < ${-(2 ** 53)}) { site = ${w.site(loc)}; ${helper(w, `fail_b_${op}_0`)}(); }`);

/** acc0 ← the exact fold's final check of acc0 (ExactFold.finish: within i32) */
const exactFinish = (w: KernelWriter, op: string, loc: SrcLoc | null): void => w.line(`acc0 = (site = ${w.site(loc)}, ${helper(w, `xfinish_${op}`)}(acc0));`);

/**
 * +/ from the left and -/ from the right (APL's), of ints: their exact steps start from 0 (0+x and
 * x-0 are x, as the first element alone), and the 2⁵³ bound of each step is checked a block at a
 * time: an int moves the sum by at most 2³¹, so a block of SUM_BLOCK steps from a sum within
 * 2⁵³ − SUM_BLOCK·2³¹ stays within 2⁵³ and needs no check; other blocks check every step.
 */
const blockedSum = (exact: { readonly op: string; readonly swapped: boolean }, left: boolean): boolean =>
  !exact.swapped && ((left && exact.op === 'addInt') || (!left && exact.op === 'subInt'));

const SUM_BLOCK = 2 ** 20;

function renderBlockedSum(w: KernelWriter, op: string, left: boolean, loc: SrcLoc | null, mapAt: (p: string, i: string) => void): void {
  const safe = 2 ** 53 - SUM_BLOCK * 2 ** 31;
  const step = left ? 'acc0 = acc0 + x0;' : 'acc0 = x0 - acc0;';
  w.line('acc0 = 0;');
  w.line(left ? 'let i = lo0;' : 'let i = hi0 - 1;');
  w.open(left ? 'while (i < hi0) {' : 'while (i >= lo0) {');
  w.line(left ? `const end = Math.min(hi0, i + ${SUM_BLOCK});` : `const end = Math.max(lo0 - 1, i - ${SUM_BLOCK});`);
  const loop = left ? 'for (; i < end; i++) {' : 'for (; i > end; i--) {';
  w.open(`if (acc0 <= ${safe} && acc0 >= ${-safe}) {`);
  w.open(loop);
  mapAt('base + i', 'i');
  w.line(step);
  w.close();
  w.indentElse();
  w.open(loop);
  mapAt('base + i', 'i');
  w.line(step);
  exactBound(w, op, loc);
  w.close();
  w.close();
  w.close();
  exactFinish(w, op, loc);
}

/** A helper's name (kernel-helpers.ts), noted as one the kernel calls. */
function helper(w: KernelWriter, name: string): string {
  w.helpers.add(name);
  return name;
}

/** The identity of an int scan's op, by op: x itself is identity ⊕ x, and cannot fail where x alone does not. */
const SCAN_IDENTITY: Readonly<Record<string, number>> = { addInt: 0, mulInt: 1 };

/** The exact steps written out in a kernel, by op: the JavaScript operator (helpers for the others). */
const INLINE_EXACT_STEPS: Readonly<Record<string, '+' | '-' | '*'>> = { addInt: '+', subInt: '-', mulInt: '*' };

/**
 * The fold of the partial results of a one-row fold split into chunks (parallel.ts): I holds f
 * arrays of D[0] partials, one a chunk in order, folded into O[r][0] in the order that makes the
 * result the one-thread fold's. A pairwise fold's chunks are whole subtrees of its tree (their
 * lengths are PAIRWISE_BLOCK times a power of two, the last one excepted), so the partials are
 * folded pairwise in blocks of one: the binary counter over chunks is the counter over blocks at
 * the chunks' level, and the last chunk's result joins the right-nested final fold where its own
 * partials would. A left fold of exact values (parallel.ts splits no other) folds left to right.
 */
export function renderCombine(s: FoldShape, resolve: FreeResolver, loc: SrcLoc | null): Kernel {
  const w = new KernelWriter(resolve, s.float);
  const f = s.op.resultTypes.length;
  const order = foldOrder(s);
  if (s.tag !== 'redomap' || (order !== 'pairwise' && order !== 'left')) throw new Error(`cpu: no combine for a ${order} ${s.tag}`);
  const root = new JsScope(null);
  const opSite = (st: Stmt): SrcLoc | null => st.loc ?? loc;
  const acc = names('acc', f);
  const v = names('x', f);
  const mapAt = (into: readonly string[], p: string): void => into.forEach((t, r) => w.line(`${t} = in${r}[${p}];`));
  const op = (out: readonly string[], left: readonly string[], right: readonly string[], skip?: (r: number) => boolean): void => {
    w.open('{');
    const res = w.lambda(root, s.op, [...left, ...right], opSite);
    out.forEach((t, r) => skip?.(r) === true || w.line(`${t} = ${res[r]};`));
    w.close();
  };
  const prologue = [
    `// combine of a ${order} redomap of ${f}; out: ${s.outElems.slice(0, f).join(' ')}`,
    'const lo0 = 0, hi0 = D[0];',
    ...acc.map((_, r) => `const in${r} = I[${r}];`),
    ...acc.map((_, r) => `const out${r} = O[${r}];`),
    ...(order === 'pairwise' ? [`const stk = new Float64Array(${64 * f});`] : []),
  ];
  w.line(`let ${[...acc, ...v].map((a) => `${a} = 0`).join(', ')};`);
  const flat = flatFolding(w, root, s, order === 'pairwise', opSite);
  if (order === 'pairwise') {
    flat.start();
    renderPairwise(w, acc, v, f, 1, false, flat.mapAt((into, _p, i) => mapAt(into, i)), flat.op(op));
    flat.finish(acc);
  }
  else {
    mapAt(acc, '0');
    w.open('for (let i = 1; i < hi0; i++) {');
    mapAt(v, 'i');
    op(acc, acc, v);
    w.close();
  }
  acc.forEach((a, r) => w.line(`out${r}[0] = ${a};`));
  return buildKernel(w, prologue);
}

/**
 * Blocks folded side by side in a pairwise fold whose lambdas cannot fail: each block's additions
 * depend on the one before, so one block at a time waits on every rounding (an f32 add is an add
 * and two conversions in a chain); independent chains keep the processor busy. A fold of one value
 * takes eight (2²² random f32 summed: 2.8 ms against 4.3-7.4 ms with four, the JS loop's 2.75 ms);
 * more values take four, their accumulators already filling the registers. Every value is still computed by the same operations on the same
 * operands, so the result is the interpreter's to the bit; only the order in which elements are
 * mapped changes, which is why a lambda that can fail (whose first failing element is reported)
 * keeps the one-block order.
 */
const interleavedBlocks = (f: number): number => (f === 1 ? 8 : 4);

/** The most statements (map and op lambdas together) of a pairwise fold whose blocks are interleaved. */
const INTERLEAVE_LIMIT = 24;

/** Whether running a lambda can raise an error (a fallible op, an index, an assert), at any depth. */
export function canFail(stmts: readonly Stmt[]): boolean {
  return stmts.some((st) => {
    const e = st.exp;
    switch (e.tag) {
      case 'un': return UN_OPS[e.op].failures.length > 0;
      case 'bin': return BIN_OPS[e.op].failures.length > 0;
      case 'index': case 'assert': return true;
      case 'if': return canFail(e.then.stmts) || canFail(e.else.stmts);
      case 'loop': return canFail(e.body.stmts) || (e.form.k === 'while' && canFail(e.form.cond.stmts));
      default: return false;
    }
  });
}

type MapAt = (into: readonly string[], p: string, i: string) => void;
/** skip: the results not to assign */
type OpAt = (out: readonly string[], l: readonly string[], r: readonly string[], skip?: (r: number) => boolean) => void;

/**
 * The flat components of a pairwise fold (fold-flat.ts): each kept in a running value `flat<r>`,
 * folded as each element is mapped, and left out of the tree's op (whose code for them is dead).
 */
function flatFolding(w: KernelWriter, root: JsScope, s: FoldShape, pairwise: boolean, siteOf: (st: Stmt) => SrcLoc | null): {
  start(): void; mapAt(m: MapAt): MapAt; op(o: OpAt): OpAt; finish(acc: readonly string[]): void;
} {
  const comps = pairwise ? flatComponents(s.op) : [];
  const running = (r: number): string => `flat${r}`;
  const any = comps.some((c) => c !== null);
  return {
    start: () => comps.forEach((c, r) => c !== null && w.line(`let ${running(r)} = ${selectingStart(c.op)};`)),
    mapAt: (m) => (!any ? m : (into, p, i) => {
      m(into, p, i);
      comps.forEach((c, r) => {
        if (c === null) return;
        w.open('{');
        const res = w.lambda(root, c.lambda, [running(r), into[r]!], siteOf);
        w.line(`${running(r)} = ${res[0]};`);
        w.close();
      });
    }),
    op: (o) => (!any ? o : (out, l, r) => o(out, l, r, (q) => comps[q] !== null)),
    finish: (acc) => comps.forEach((c, r) => c !== null && w.line(`${acc[r]} = ${running(r)};`)),
  };
}

/**
 * interp-pairwise.ts foldPairwise (and foldPairwiseMulti) of the elements [lo0, hi0), with the
 * stack in `stk` (f values a level), in blocks of B
 */
function renderPairwise(w: KernelWriter, acc: readonly string[], v: readonly string[], f: number, B: number, interleave: boolean, mapAt: MapAt, op: OpAt): void {
  const left = names('l', f);
  /** the block just folded into acc joins the tree: block number `blocks` completes every level whose bit carries */
  const push = (): void => {
    w.open('for (let t = ++blocks; (t & 1) === 0; t >>= 1) {');
    w.line('top--;');
    left.forEach((l, r) => w.line(`const ${l} = stk[top * ${f} + ${r}];`));
    op(acc, left, acc);
    w.close();
    acc.forEach((a, r) => w.line(`stk[top * ${f} + ${r}] = ${a};`));
    w.line('top++;');
  };
  w.line('let top = 0, blocks = 0, lo = lo0;');
  if (interleave) {
    const blocks = interleavedBlocks(f);
    const accs = Array.from({ length: blocks }, (_, b) => names(`acc${b}_`, f));
    const xs = Array.from({ length: blocks }, (_, b) => names(`x${b}_`, f));
    w.open(`for (; lo + ${B * blocks} <= hi0; lo += ${B * blocks}) {`);
    w.line(`let ${[...accs.flat(), ...xs.flat()].map((a) => `${a} = 0`).join(', ')};`);
    accs.forEach((a, b) => mapAt(a, `base + lo + ${b * B}`, `lo + ${b * B}`));
    w.open(`for (let k = 1; k < ${B}; k++) {`);
    accs.forEach((a, b) => {
      mapAt(xs[b]!, `base + lo + ${b * B} + k`, `lo + ${b * B} + k`);
      op(a, a, xs[b]!);
    });
    w.close();
    accs.forEach((a) => {
      acc.forEach((t, r) => w.line(`${t} = ${a[r]};`));
      push();
    });
    w.close();
  }
  w.open(`for (; lo < hi0; lo += ${B}) {`);
  w.line(`const hi = lo + ${B} < hi0 ? lo + ${B} : hi0;`);
  // the block's first element starts its fold (peeled, so the loop has no branch)
  mapAt(acc, 'base + lo', 'lo');
  w.open('for (let i = lo + 1; i < hi; i++) {');
  mapAt(v, 'base + i', 'i');
  op(acc, acc, v);
  w.close();
  push();
  w.close();
  w.line('top--;');
  acc.forEach((a, r) => w.line(`${a} = stk[top * ${f} + ${r}];`));
  w.open('while (top > 0) {');
  w.line('top--;');
  left.forEach((l, r) => w.line(`const ${l} = stk[top * ${f} + ${r}];`));
  op(acc, left, acc);
  w.close();
}
