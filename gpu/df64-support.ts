// Whether WebGPU can run an f64 program: its floats are double-float pairs there (ops/wgsl-df64.ts),
// and only some scalar ops have a rendering on pairs (the `df64` helpers of the op tables,
// ops/op-spec.ts Operands). A static scan of the program finds the first op on floats without one;
// the callers (cli/driver.ts, api/call.ts) then run the program on the cpu backend and say why.
// Everything else the GPU does with floats (moving, indexing, selecting, sorting them, and the
// folds, scans and inner products, whose operators are lambdas of scalar ops) works on pairs as is.
// A pair has f32's exponent range, so a float constant past it (but the largest f64, ⌊/⍬'s, which
// a pair marks) sends the program to the cpu backend too; data past it is a LIMIT ERROR (runtime.ts).
import type { Atom, Body, Elem, Exp, Lambda, Program, Stage } from '../core-ir/syntax.js';
import { LARGEST_FLOAT } from '../ops/float-width.js';
import { powEmulated } from '../ops/power-circle.js';
import { BIN_OPS, binResult, UN_OPS, unResult } from '../ops/scalar-ops.js';
import { binOpName, opHelper, unOpName } from './wgsl-ops.js';

/** The element types of the names bound anywhere in a program (IR names are unique per program). */
type Types = Map<string, Elem>;

/**
 * The first construct of an f64 program that has no double-float rendering on WebGPU, in words
 * (`⍺⍟⍵ (log) on floats`), or null when the whole program can run there.
 */
export function df64Missing(p: Program<Stage>): string | null {
  // asked by the backend choice and again by the executor's guard, on every call of a function
  let missing = scanned.get(p);
  if (missing === undefined) {
    const types: Types = new Map();
    for (const q of p.params) types.set(q.name, q.type.elem);
    missing = body(p.body, types);
    scanned.set(p, missing);
  }
  return missing;
}

const scanned = new WeakMap<Program<Stage>, string | null>();

/**
 * The guard of the GPU executor: callers (cli/driver.ts, api/call.ts) send an f64 program that
 * pairs cannot compute to the cpu backend, so one that reaches WebGPU is a compiler bug, never a
 * reason to compute in f32 or to fail in WGSL.
 */
export function assertComputesInPairs(p: Program<Stage>): void {
  const missing = df64Missing(p);
  if (missing !== null) throw new Error(`an f64 program using ${missing} cannot run on WebGPU: run it on the cpu backend`);
}

function body(b: Body, types: Types): string | null {
  for (const s of b.stmts) for (const n of s.names) types.set(n.name, n.type.elem);
  for (const s of b.stmts) {
    const missing = exp(s.exp, types);
    if (missing !== null) return missing;
  }
  return constants(b.results);
}

function lambda(l: Lambda, types: Types): string | null {
  for (const q of l.params) types.set(q.name, q.type.elem);
  return body({ stmts: l.body, results: l.results }, types);
}

/** An op's APL form, the start of its doc (`⍟x (Dyalog gives …)` is ⍟x). */
const glyphs = (doc: string): string => doc.split(' (')[0]!;

const elemOf = (a: Atom, types: Types): Elem | undefined => (a.k === 'const' ? a.elem : types.get(a.name));

/** A float constant a pair cannot hold, in words, or null. */
function outOfRange(values: readonly number[]): string | null {
  const x = values.find((v) => Math.abs(v) > LARGEST_FLOAT.f32 && Math.abs(v) !== LARGEST_FLOAT.f64 && Number.isFinite(v));
  return x === undefined ? null : `float constant ${x}, past ±3.4E38`;
}

/** The float constants among atoms past a pair's range, in words, or null. */
const constants = (atoms: readonly Atom[]): string | null => outOfRange(atoms.flatMap((a) => (a.k === 'const' && a.elem === 'float' ? [a.value] : [])));

function exp(e: Exp, types: Types): string | null {
  return constants(atomsOf(e)) ?? ops(e, types);
}

/** The scalar atoms an expression names directly (not those of its lambdas and bodies). */
function atomsOf(e: Exp): readonly Atom[] {
  switch (e.tag) {
    case 'atom': return [e.atom];
    case 'un': return [e.arg];
    case 'bin': return [e.left, e.right];
    case 'select': return [e.cond, e.then, e.else];
    case 'replicate': return [e.value];
    case 'window': return [e.fill];
    case 'redomap': return e.neutral ?? [];
    case 'loop': return e.init;
    case 'output': return [e.atom];
    default: return [];
  }
}

function ops(e: Exp, types: Types): string | null {
  switch (e.tag) {
    case 'lit':
      return e.type.elem === 'float' ? outOfRange(e.data) : null;
    case 'un': {
      const elem = elemOf(e.arg, types);
      if (elem === undefined || (elem !== 'float' && unResult(e.op, elem) !== 'float')) return null;
      return opHelper(unOpName(e.op, elem, unResult(e.op, elem), 'f64')) !== undefined ? null : `${glyphs(UN_OPS[e.op].doc)} (${e.op}) on floats`;
    }
    case 'bin': {
      const elem = elemOf(e.left, types);
      if (elem !== 'float' && (elem === undefined || binResult(e.op, elem) !== 'float')) return null;
      const doc = `${glyphs(BIN_OPS[e.op].doc)} (${e.op}) on floats`;
      if (opHelper(binOpName(e.op, elem, 'f64')) === undefined) return doc;
      // ⍺*⍵ on pairs: a square root or a whole power only (ops/power-circle.ts)
      if (e.op === 'pow' && !(e.right.k === 'const' && powEmulated(e.right.value))) return `${doc} but for a known ⍵ of 0.5 or a whole number`;
      return null;
    }
    case 'format':
      return types.get(e.array) === 'float' ? '⍕ of floats' : null;
    case 'map':
      return lambda(e.lambda, types);
    case 'redomap':
    case 'scanomap':
      return lambda(e.map, types) ?? lambda(e.op, types);
    case 'scatter':
      return typeof e.values === 'string' ? null : lambda(e.values.lambda, types);
    case 'if':
      return body(e.then, types) ?? body(e.else, types);
    case 'loop':
      for (const q of e.params) types.set(q.name, q.type.elem);
      return (e.form.k === 'while' ? body(e.form.cond, types) : null) ?? body(e.body, types);
    case 'kernel':
      return exp(e.soac, types);
    default:
      return null;
  }
}
