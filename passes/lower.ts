// lower: the checked program (shapes/typed.ts) to the sized SOAC IR. The Lowering holds what
// every construct shares (the emitter, the names bound so far, the scopes of sizes); how each
// kind of checked node is lowered is its entry in the table of lowerings (lower-table.ts), whose
// arms see the Lowering only through the LowerContext interface (lower-context.ts).
import { PAST_MAX_ITEMS, sizeTooLarge } from '../core-ir/limits.js';
import type { Atom, Elem, Lambda, Program, Size, SrcLoc, Type } from '../core-ir/syntax.js';
import { asConst, type Dim } from '../shapes/dim.js';
import { DEFAULT_FLOAT_WIDTH, floatRounding, type FloatWidth } from '../ops/float-width.js';
import { dyadicElem, reductionAssociative, reductionIdentity } from '../ops/glyph-rules.js';
import { DEFAULT_TOLERANCE } from '../ops/tolerance.js';
import type { ScalarFn, TExpr, TProgram, TStmt } from '../shapes/typed.js';
import { Emitter, intC, scalarT, sizeAtom } from './emit.js';
import { applyDyadicScalar, convertAtom } from './lower-scalar.js';
import type { LowerContext } from './lower-context.js';
import { lowerNode } from './lower-table.js';
import { outputOf } from './lower-nested.js';
import { ScalarizeFailure, scalarizeLambda } from './lower-scalarize.js';

import { LoweringNonce } from './lower-nonce.js';
export { LoweringNonce };

/**
 * The IR program's float field: absent for f32, the default, so an f32 program is what it was
 * before there was a choice.
 */
export function widthField(float: FloatWidth): { float?: FloatWidth } {
  return float === DEFAULT_FLOAT_WIDTH ? {} : { float };
}

/** `float`: the program's float width (ops/float-width.ts): the file's ⎕FR unless the caller says. */
export function lowerProgram(p: TProgram, file: string, float: FloatWidth = p.float ?? DEFAULT_FLOAT_WIDTH): Program<'soacs'> {
  const l = new Lowering(file, float, p.tolerance);
  for (const s of p.body) l.stmt(s);
  if (p.final) {
    const a = l.expr(p.final);
    l.em.effect(outputOf(l, a, p.final, p.finalPrecision), l.loc(p.final));
  }
  return { stage: 'soacs', params: [], sizeParams: [], body: { stmts: l.em.topLevel(), results: [] }, resultTypes: [], ...widthField(float) };
}

export class Lowering implements LowerContext {
  readonly em = new Emitter();
  /** checked names to IR atoms (function parameters are bound here by lowerFunction) */
  readonly env = new Map<string, Atom>();
  /** the segment descriptor (item lengths) of each IR array that holds an irregular nested vector (lower-ragged.ts) */
  readonly segmentLengths = new Map<string, Atom>();
  readonly segmentRanks = new Map<string, Atom>();
  readonly charMasks = new Map<string, Atom>();
  /** dims already bound to IR sizes, per block depth (a size bound in a branch is not visible outside) */
  private readonly sizeMemo: Map<string, Size>[] = [new Map()];

  /** ⎕CT: floats compare within it (lower-tolerance.ts); 0 compares exactly */
  readonly tolerance: number;

  /** `tolerance`: the program's ⎕CT when it sets one; the width's default otherwise, rounded to the width either way */
  constructor(
    private readonly file: string,
    /** the program's float width: the identities of ⌊ and ⌈ over floats are its extremes */
    readonly float: FloatWidth = DEFAULT_FLOAT_WIDTH,
    tolerance?: number,
  ) {
    this.tolerance = floatRounding(float)(tolerance ?? DEFAULT_TOLERANCE[float]);
  }

  loc(e: TExpr): SrcLoc {
    return { file: this.file, line: e.span.start.line, col: e.span.start.col };
  }

  stmt(s: TStmt): void {
    if (s.k === 'let') this.env.set(s.name, this.expr(s.value));
    else this.expr(s.value);
  }

  private memoOf(key: string): Size | undefined {
    for (let i = this.sizeMemo.length - 1; i >= 0; i--) {
      const hit = this.sizeMemo[i]!.get(key);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * Names the IR size a checker size variable stands for in the current scope: a loop that carries
   * a changing shape binds its variable to the loop parameter inside, to the loop's result after.
   */
  setSize(k: string, s: Size): void {
    this.sizeMemo[this.sizeMemo.length - 1]!.set(k, s);
  }

  /** Runs f with a scope of memoised sizes of its own: sizes computed in a lambda or loop body stay there. */
  withSizeScope<T>(f: () => T): T {
    this.sizeMemo.push(new Map());
    try {
      return f();
    } finally {
      this.sizeMemo.pop();
    }
  }

  /** A lambda whose body may use a function's code: lowered in a size scope, then scalarized. */
  scalarLambda(paramTypes: readonly Type[], f: (params: readonly Atom[]) => readonly Atom[], what: string): Lambda {
    const lam = this.withSizeScope(() => this.em.lambda(paramTypes, f));
    try {
      return scalarizeLambda(this.em, lam);
    } catch (e) {
      if (e instanceof ScalarizeFailure) throw new LoweringNonce(`${what}: ${e.message}`);
      throw e;
    }
  }

  /** A Dim as an IR size: a constant, a size variable, or an int scalar computed here. */
  size(d: Dim): Size {
    const c = asConst(d);
    if (c !== null) return { k: 'const', n: c };
    for (let i = this.sizeMemo.length - 1; i >= 0; i--) {
      const hit = this.sizeMemo[i]!.get(d.key);
      if (hit) return hit;
    }
    let acc: Atom | null = null;
    for (const t of d.terms) {
      let term: Atom = intC(t.coeff);
      for (const f of t.factors) {
        let fa: Atom;
        if (f.kind === 'var') fa = sizeAtom(this.memoOf(f.name) ?? { k: 'var', name: f.name });
        else {
          const [x, y] = f.args.map((a) => sizeAtom(this.size(a))) as [Atom, Atom];
          const op = f.op === 'div' ? 'idiv' : f.op;
          fa = this.em.bind({ tag: 'bin', op, left: x, right: y }, scalarT('int'));
        }
        term = term.k === 'const' && term.value === 1 ? fa : this.em.bind({ tag: 'bin', op: 'mul', left: term, right: fa }, scalarT('int'));
      }
      acc = acc === null ? term : this.em.bind({ tag: 'bin', op: 'add', left: acc, right: term }, scalarT('int'));
    }
    if (acc === null) return { k: 'const', n: 0 };
    if (acc.k === 'const') return { k: 'const', n: acc.value };
    const s: Size = { k: 'var', name: acc.name };
    this.sizeMemo[this.sizeMemo.length - 1]!.set(d.key, s);
    return s;
  }

  irType(e: TExpr): Type {
    // an irregular nested vector is held as its items end to end (shapes/ragged.ts)
    if (e.t.ragged !== undefined) return { elem: e.t.elem, shape: [this.size(e.t.ragged.total)] };
    // a uniform nested array is held as the regular array of its shape and its items' (shapes/nested.ts)
    return { elem: e.t.elem, shape: [...e.t.shape, ...(e.t.items ?? [])].map((d) => this.size(d)) };
  }

  /** A scalar from a singleton array (rank 0 passes through). */
  scalarOf(a: Atom, loc?: SrcLoc): Atom {
    const t = this.em.typeOf(a);
    if (t.shape.length === 0 || a.k === 'const') return a;
    return this.em.bind({ tag: 'index', array: a.name, idx: t.shape.map(() => intC(0)) }, scalarT(t.elem), loc);
  }

  arrayName(a: Atom, loc?: SrcLoc): string {
    if (a.k === 'var') return a.name;
    return (this.em.bind({ tag: 'atom', atom: a }, scalarT(a.elem), loc) as { k: 'var'; name: string }).name;
  }

  /** Lowers an expression by its node's entry in the table of lowerings. */
  expr(e: TExpr): Atom {
    return lowerNode(this, e);
  }

  /** Apply a scalar function operand to two scalars. `result` null: whatever it gives. */
  applyFn(fn: ScalarFn, x: Atom, y: Atom, result: Elem | null, loc: SrcLoc): Atom {
    const em = this.em;
    if (fn.k === 'prim') {
      const rule = result === null ? dyadicElem(fn.glyph, em.typeOf(x).elem, em.typeOf(y).elem) : { ok: result };
      if (!('ok' in rule)) throw new LoweringNonce(`${fn.glyph} of ${em.typeOf(x).elem} and ${em.typeOf(y).elem}`);
      return applyDyadicScalar(em, fn.glyph, x, y, rule.ok, this.tolerance, this.float, loc);
    }
    this.env.set(fn.alpha, convertAtom(em, x, fn.argElem, loc));
    this.env.set(fn.omega, convertAtom(em, y, fn.argElem, loc));
    const r = this.scalarOf(this.expr(fn.body), loc);
    return result ? convertAtom(em, r, result, loc) : r;
  }

  /** The reduction operator lambda over `elem`, its neutral element and associativity. */
  foldOp(fn: ScalarFn, elem: Elem, loc: SrcLoc) {
    const em = this.em;
    const op = this.scalarLambda([scalarT(elem), scalarT(elem)], ([a, b]) => [convertAtom(em, this.applyFn(fn, a!, b!, null, loc), elem, loc)], 'the operand of a reduction');
    if (fn.k === 'prim') {
      const nv = reductionIdentity(fn.glyph, elem, this.float);
      const neutral: Atom[] | null = nv === null ? null : [{ k: 'const', value: nv, elem }];
      return { op, neutral, assoc: reductionAssociative(fn.glyph, elem) };
    }
    return { op, neutral: null as Atom[] | null, assoc: false };
  }

  /**
   * A length or count as an int: a float must hold a whole number (DOMAIN ERROR otherwise) that
   * fits a size (LIMIT ERROR otherwise: the conversion would wrap it around and call it a
   * fraction). `signed`: a count whose magnitude is the length (↑ ↓), bounded below as well.
   */
  wholeNumber(value: Atom, what: string, loc: SrcLoc, signed = false): Atom {
    const em = this.em;
    if (em.typeOf(value).elem !== 'float') return convertAtom(em, value, 'int', loc);
    const past: Atom = { k: 'const', value: PAST_MAX_ITEMS, elem: 'float' };
    let fits = em.bind({ tag: 'bin', op: 'lt', left: value, right: past }, scalarT('bool'), loc);
    if (signed) {
      const above = em.bind({ tag: 'bin', op: 'gt', left: value, right: { ...past, value: -PAST_MAX_ITEMS } }, scalarT('bool'), loc);
      fits = em.bind({ tag: 'bin', op: 'and', left: fits, right: above }, scalarT('bool'), loc);
    }
    em.effect({ tag: 'assert', cond: fits, cls: 'LIMIT', message: sizeTooLarge(what) }, loc);
    const fl = em.bind({ tag: 'un', op: 'floor', arg: value }, scalarT('int'), loc);
    const back = em.bind({ tag: 'un', op: 'toFloat', arg: fl }, scalarT('float'), loc);
    const ok = em.bind({ tag: 'bin', op: 'eq', left: back, right: value }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: `${what} needs whole numbers` }, loc);
    return fl;
  }

  /** Bind an existential size variable to a value known at run time (it must be ≥ 0). */
  bindSize(k: string, value: Atom, what: string, loc: SrcLoc): void {
    const em = this.em;
    const v = this.wholeNumber(value, what, loc);
    const ok = em.bind({ tag: 'bin', op: 'ge', left: v, right: intC(0) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: `${what} of a negative length` }, loc);
    em.bind({ tag: 'atom', atom: v }, scalarT('int'), loc, k);
  }
}
