// Views in the IR: the view expressions as View steps, and index arithmetic rendered as scalar
// IR statements (for fusion, which folds views into the lambdas that read them, and for
// scalarisation, which unrolls small arrays into their elements).
import type { Atom, BinOp, Elem, Exp, Size } from './syntax.js';
import { folding, type IndexAlgebra, type ViewStep } from './views.js';

export type ViewExp = Extract<Exp, { tag: 'rearrange' | 'reverse' | 'rotate' | 'window' }>;

export function isView(e: Exp): e is ViewExp {
  return e.tag === 'rearrange' || e.tag === 'reverse' || e.tag === 'rotate' || e.tag === 'window';
}

/** The step of a view expression, its atoms and sizes in the caller's terms. */
export function viewStepOf<X>(e: ViewExp, atom: (a: Atom) => X, size: (s: Size) => X): ViewStep<X> {
  switch (e.tag) {
    case 'rearrange': return { k: 'transpose', perm: e.perm };
    case 'reverse': return { k: 'reverse', axis: e.axis };
    case 'rotate': return { k: 'rotate', axis: e.axis, amount: atom(e.amount) };
    case 'window': return { k: 'window', offsets: e.offsets.map(atom), shape: e.shape.map(size) };
  }
}

/** Where scalar statements go: binds one expression, returns the atom naming its value. */
export interface ScalarSink {
  /** `elem` is the operands' element type, `result` the value's */
  bin(op: BinOp, left: Atom, right: Atom, elem: Elem, result: Elem): Atom;
  select(cond: Atom, then: Atom, els: Atom, elem: Elem): Atom;
}

/** Index arithmetic as IR statements bound through `sink`; what is known now is folded. */
export function irIndex(sink: ScalarSink): IndexAlgebra<Atom> {
  const int = (value: number): Atom => ({ k: 'const', value, elem: 'int' });
  const arith = (op: BinOp) => (a: Atom, b: Atom): Atom => sink.bin(op, a, b, 'int', 'int');
  const test = (op: BinOp) => (a: Atom, b: Atom): Atom => sink.bin(op, a, b, 'int', 'bool');
  return folding<Atom>({
    int,
    bool: (b) => ({ k: 'const', value: b ? 1 : 0, elem: 'bool' }),
    add: arith('add'),
    sub: arith('sub'),
    mul: arith('mul'),
    // the IR's mod is APL's residue ⍺|⍵: the modulus on the left
    mod: (a, n) => sink.bin('mod', n, a, 'int', 'int'),
    idiv: arith('idiv'),
    lt: test('lt'),
    ge: test('ge'),
    and: (a, b) => sink.bin('and', a, b, 'bool', 'bool'),
    select: (c, t, e) => sink.select(c, t, e, 'int'),
    known: (a) => (a.k === 'const' ? a.value : null),
    same: (a, b) => (a.k === 'var' ? b.k === 'var' && a.name === b.name : b.k === 'const' && a.value === b.value),
  });
}
