// The tolerant forms of the comparisons, floor, ceiling and residue of floats (⎕CT, after
// Dyalog and the APL2 definitions), written out of plain scalar ops, so that the interpreter, the
// CPU renderer and the WGSL compute them with the ops every backend already agrees on, and a
// program under ⎕CT←0 keeps the single exact op. The tolerance is one constant of the program
// (ops/tolerance.ts); ints, booleans and characters are compared exactly and never come here.
import type { Atom, BinOp, Elem, SrcLoc, UnOp } from '../core-ir/syntax.js';
import type { FloatWidth } from '../ops/float-width.js';
import { tolerantIntervalF32 } from '../ops/tolerance.js';
import { scalarT, type Emitter } from './emit.js';

type Compare = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';
const COMPARISONS: ReadonlySet<string> = new Set<Compare>(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);

/** Whether a float op has a tolerant form (the comparisons and the residue). */
export const isTolerantBinOp = (op: BinOp): boolean => COMPARISONS.has(op) || op === 'mod';

// the constants here are exact in f32 and f64, and the tolerance comes rounded to the program's width (lower.ts)
const fc = (value: number): Atom => ({ k: 'const', value, elem: 'float' });

/** The scalar code of one tolerant form: binds as it goes, at one source place. */
class Tolerant {
  constructor(private readonly em: Emitter, private readonly tolerance: number, private readonly width: FloatWidth, private readonly loc?: SrcLoc) {}

  bin(op: BinOp, a: Atom, b: Atom, elem: Elem): Atom {
    return this.em.bind({ tag: 'bin', op, left: a, right: b }, scalarT(elem), this.loc);
  }

  un(op: UnOp, a: Atom, elem: Elem): Atom {
    return this.em.bind({ tag: 'un', op, arg: a }, scalarT(elem), this.loc);
  }

  select(cond: Atom, then: Atom, otherwise: Atom, elem: Elem): Atom {
    return this.em.bind({ tag: 'select', cond, then, else: otherwise }, scalarT(elem), this.loc);
  }

  /**
   * a = b within the tolerance: |a-b| ≤ ⎕CT×(|a|⌈|b|) with |a|⌈|b| finite, or exactly equal (the
   * infinities, whose difference is no number). ⎕CT×… is exact for a power-of-two ⎕CT; only |a-b|
   * rounds. An infinite scale would make ∞ tolerantly equal to every number (|∞-4| ≤ ⎕CT×∞), so
   * the slack must also be below the scale, which holds exactly when the scale is finite (⎕CT < 1);
   * that test needs no infinite constant, which WGSL cannot write.
   */
  equal(a: Atom, b: Atom): Atom {
    const exact = this.bin('eq', a, b, 'bool');
    // past the range where a and b are large and of opposite signs, and then no slack reaches it
    const gap = this.un('abs', this.bin('subIeee', a, b, 'float'), 'float');
    const scale = this.bin('max', this.un('abs', a, 'float'), this.un('abs', b, 'float'), 'float');
    const slack = this.bin('mul', fc(this.tolerance), scale, 'float');
    const finite = this.bin('lt', slack, scale, 'bool');
    const near = this.bin('and', finite, this.bin('le', gap, slack, 'bool'), 'bool');
    return this.bin('or', exact, near, 'bool');
  }

  /**
   * x op c for a constant c of an f32 program, as tests of x against the ends [lo, hi] of the
   * floats tolerantly equal to c (ops/tolerance.ts): x < c tolerantly is x < lo, x ≤ c is x ≤ hi,
   * and so on; null where there is no such interval. A NaN x fails every test but ≠, as the
   * written-out form does.
   */
  private againstConstant(op: Compare, x: Atom, c: number): Atom | null {
    if (this.width !== 'f32') return null;
    const ends = tolerantIntervalF32(Math.fround(c), this.tolerance);
    if (ends === null) return null;
    const [lo, hi] = ends;
    const inside = (): Atom => this.bin('and', this.bin('ge', x, fc(lo), 'bool'), this.bin('le', x, fc(hi), 'bool'), 'bool');
    switch (op) {
      case 'eq': return lo === hi ? this.bin('eq', x, fc(lo), 'bool') : inside();
      case 'ne': return lo === hi ? this.bin('ne', x, fc(lo), 'bool') : this.un('not', inside(), 'bool');
      case 'lt': return this.bin('lt', x, fc(lo), 'bool');
      case 'le': return this.bin('le', x, fc(hi), 'bool');
      case 'gt': return this.bin('gt', x, fc(hi), 'bool');
      case 'ge': return this.bin('ge', x, fc(lo), 'bool');
    }
  }

  /** A comparison: < and > hold when the exact one does and the two are not tolerantly equal; ≤ and ≥ when either holds. */
  compare(op: Compare, a: Atom, b: Atom): Atom {
    const flipped: Record<Compare, Compare> = { eq: 'eq', ne: 'ne', lt: 'gt', le: 'ge', gt: 'lt', ge: 'le' };
    if (b.k === 'const' && a.k !== 'const') {
      const r = this.againstConstant(op, a, b.value);
      if (r !== null) return r;
    } else if (a.k === 'const' && b.k !== 'const') {
      const r = this.againstConstant(flipped[op], b, a.value);
      if (r !== null) return r;
    }
    const eq = this.equal(a, b);
    switch (op) {
      case 'eq': return eq;
      case 'ne': return this.un('not', eq, 'bool');
      case 'lt': case 'gt': return this.bin('and', this.bin(op, a, b, 'bool'), this.un('not', eq, 'bool'), 'bool');
      case 'le': return this.bin('or', this.bin('lt', a, b, 'bool'), eq, 'bool');
      case 'ge': return this.bin('or', this.bin('gt', a, b, 'bool'), eq, 'bool');
    }
  }

  /** ⎕CT×(1⌈|x|): how far x may be from an integer and still be taken as one (APL2's floor). */
  private integerSlack(x: Atom): Atom {
    return this.bin('mul', fc(this.tolerance), this.bin('max', fc(1), this.un('abs', x, 'float'), 'float'), 'float');
  }

  /**
   * ⌊x (an int): the nearest integer when x is tolerantly equal to it, else the exact floor.
   * n←⌊x exactly (a LIMIT ERROR outside i32, as untolerant ⌊ is); the nearest integer is n+1
   * when x-n ≥ 0.5 (x-n is exact), and then x is taken as n+1 when (n+1)-x ≤ ⎕CT×1⌈|x|. n+1 is
   * then at most the float x rounded, so within i32: the add need not check its range.
   */
  floor(x: Atom): Atom {
    const n = this.un('floorInt', x, 'int');
    const nf = this.un('toFloat', n, 'float');
    const up = this.bin('ge', this.bin('sub', x, nf, 'float'), fc(0.5), 'bool');
    const gap = this.bin('sub', this.bin('add', nf, fc(1), 'float'), x, 'float');
    const near = this.bin('le', gap, this.integerSlack(x), 'bool');
    return this.select(this.bin('and', up, near, 'bool'), this.bin('add', n, { k: 'const', value: 1, elem: 'int' }, 'int'), n, 'int');
  }

  /** ⌈x (an int): -⌊-x, written the other way round. */
  ceil(x: Atom): Atom {
    const n = this.un('ceilInt', x, 'int');
    const nf = this.un('toFloat', n, 'float');
    const down = this.bin('ge', this.bin('sub', nf, x, 'float'), fc(0.5), 'bool');
    const gap = this.bin('sub', x, this.bin('sub', nf, fc(1), 'float'), 'float');
    const near = this.bin('le', gap, this.integerSlack(x), 'bool');
    return this.select(this.bin('and', down, near, 'bool'), this.bin('sub', n, { k: 'const', value: 1, elem: 'int' }, 'int'), n, 'int');
  }

  /**
   * a|b: 0 when b÷a is tolerantly an integer (within ⎕CT×1⌈|b÷a|), else the exact residue; b
   * when a is 0. The integer below b÷a is b÷a less its exact residue mod 1 (no int conversion, so
   * no wrap past 2³¹, in f32 or f64); past 2⁵² every float is an integer.
   */
  residue(a: Atom, b: Atom): Atom {
    const aZero = this.bin('eq', a, fc(0), 'bool');
    // b÷a may pass the range (1E¯30|1E30), and is then whole: the IEEE ops carry it to that test
    const q = this.bin('divIeee', b, this.select(aZero, fc(1), a, 'float'), 'float');
    const qAbs = this.un('abs', q, 'float');
    const whole = this.bin('ge', qAbs, fc(2 ** 52), 'bool');
    const below = this.bin('subIeee', q, this.bin('mod', fc(1), this.select(whole, fc(0), q, 'float'), 'float'), 'float');
    const fromBelow = this.bin('subIeee', q, below, 'float');
    const fromAbove = this.bin('subIeee', this.bin('addIeee', below, fc(1), 'float'), q, 'float');
    const gap = this.bin('min', fromBelow, fromAbove, 'float');
    const slack = this.bin('mulIeee', fc(this.tolerance), this.bin('max', fc(1), qAbs, 'float'), 'float');
    const integral = this.bin('or', whole, this.bin('le', gap, slack, 'bool'), 'bool');
    const exact = this.bin('mod', a, b, 'float');
    return this.select(aZero, b, this.select(integral, fc(0), exact, 'float'), 'float');
  }
}

/** The tolerant form of a binary op on two floats (isTolerantBinOp says which have one). */
export function tolerantBin(em: Emitter, op: BinOp, a: Atom, b: Atom, tolerance: number, width: FloatWidth, loc?: SrcLoc): Atom {
  const t = new Tolerant(em, tolerance, width, loc);
  if (op === 'mod') return t.residue(a, b);
  if (!COMPARISONS.has(op)) throw new Error(`lower: ${op} has no tolerant form`);
  return t.compare(op as Compare, a, b);
}

/** Whether a unary op on floats has a tolerant form (⌊ and ⌈ to ints). */
export const isTolerantUnOp = (op: UnOp): boolean => op === 'floorInt' || op === 'ceilInt';

/** The tolerant form of ⌊ or ⌈ of a float. */
export function tolerantUn(em: Emitter, op: UnOp, x: Atom, tolerance: number, width: FloatWidth, loc?: SrcLoc): Atom {
  const t = new Tolerant(em, tolerance, width, loc);
  if (op === 'floorInt') return t.floor(x);
  if (op === 'ceilInt') return t.ceil(x);
  throw new Error(`lower: ${op} has no tolerant form`);
}

/** Tolerant equality of two floats, for the searches (⍳ ∊) that compare keys with a table. */
export function tolerantCompare(em: Emitter, op: Compare, a: Atom, b: Atom, tolerance: number, width: FloatWidth, loc?: SrcLoc): Atom {
  return new Tolerant(em, tolerance, width, loc).compare(op, a, b);
}
