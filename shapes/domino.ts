// ⌹: matrix inverse (⌹A) and matrix divide (B⌹A). Both are written in APL, below, and checked as a
// dfn applied where the ⌹ is, so they run on every backend as the primitives they are made of: the
// inverse is Gauss-Jordan elimination with partial pivoting, one tail-recursive step a column (a
// loop once there are more than a few columns); B⌹A is (⌹A)+.×B for a square A and the least-squares
// solution (⌹(⍉A)+.×A)+.×(⍉A)+.×B (the normal equations) for a tall one. A pivot within a relative
// 1E¯6 of 0 (f32 arithmetic) means the matrix is singular: a DOMAIN ERROR. Every span of the
// library text is the ⌹'s, so errors point there.
import type { Span } from '../apl/ast.js';
import { applyLibrary } from './library-dfn.js';
import { asConst, dimConst } from './dim.js';
import { mk, type CheckContext } from './context.js';
import type { TExpr } from './typed.js';

const INVERSE = `{
  n←≢⍵ ⋄ io←⎕IO ⋄ tiny←1E¯6×⌈/|,⍵
  step←{
    k←⍺
    n=k:(0 n)↓⍵
    c←|⍵[;k+io]
    p←k+(k↓c)⍳⌈/k↓c
    r←⍵[p;]
    d←r[k+io]
    tiny≥|d:(0 n)↓⍵÷0
    S←⍵
    S[p;]←⍵[k+io;]
    r←r÷d
    S←S-S[;k+io]∘.×r
    S[k+io;]←r
    (k+1)∇ S
  }
  0 step ⍵,(⍳n)∘.=⍳n
}`;

/** ⍺ is B, ⍵ is A. */
const DIVIDE = `{
  (≢⍵)=1↓⍴⍵:(⌹⍵)+.×⍺
  (⌹(⍉⍵)+.×⍵)+.×(⍉⍵)+.×⍺
}`;

/** The dfn applied to a checked argument (library-dfn.ts). */
function apply(ctx: CheckContext, text: string, io: number, l: TExpr | null, r: TExpr, span: Span): TExpr {
  return applyLibrary(ctx, text, '⌹', io, l, r, span);
}

/** A float matrix (a scalar is a 1×1 matrix); a vector is not supported. */
function asMatrix(ctx: CheckContext, a: TExpr, span: Span, who: string): TExpr {
  if (a.t.elem === 'char') return ctx.fail('DOMAIN', `⌹ needs numbers, ${who} holds characters`, span);
  const rank = a.t.shape.length;
  if (rank > 2) return ctx.fail('RANK', `⌹ needs a matrix, ${who} has rank ${rank}`, span, [ctx.describe(who, a)]);
  if (rank === 1) return ctx.fail('NONCE', `⌹ with a vector as ${who} is not supported (write it as a one-column matrix, ⍪v)`, span);
  const m = rank === 0 ? mk({ k: 'reshape', arg: a }, { elem: a.t.elem, shape: [dimConst(1), dimConst(1)] }, span) : a;
  return m.t.elem === 'float' ? m : mk({ k: 'convert', arg: m }, { elem: 'float', shape: m.t.shape }, span, { origin: m.origin });
}

export function matrixInverse(ctx: CheckContext, arg: TExpr, span: Span, io: number): TExpr {
  const a = asMatrix(ctx, arg, span, 'its argument');
  const [rows, cols] = [asConst(a.t.shape[0]!), asConst(a.t.shape[1]!)];
  if (rows !== null && cols !== null && rows !== cols) return ctx.fail('NONCE', `⌹ of a ${rows}×${cols} matrix: only square matrices are inverted (B⌹A solves least squares)`, span, [ctx.describe('argument', arg)]);
  const inv = apply(ctx, INVERSE, io, null, a, span);
  return arg.t.shape.length === 0 ? mk({ k: 'reshape', arg: inv }, { elem: 'float', shape: [] }, span) : inv;
}

export function matrixDivide(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  // a vector A is a one-column matrix, and the result drops that column's axis: its shape is (1↓⍴A),1↓⍴B
  if (r.t.shape.length === 1) {
    const column = mk({ k: 'reshape', arg: r }, { elem: r.t.elem, shape: [r.t.shape[0]!, dimConst(1)] }, span, { origin: r.origin });
    const res = matrixDivide(ctx, l, column, span, io);
    return mk({ k: 'reshape', arg: res }, { elem: res.t.elem, shape: res.t.shape.slice(1) }, span);
  }
  const a = asMatrix(ctx, r, span, 'the right argument');
  const [rows, cols] = [asConst(a.t.shape[0]!), asConst(a.t.shape[1]!)];
  if (rows !== null && cols !== null && rows < cols) return ctx.fail('LENGTH', `B⌹A needs A with at least as many rows as columns, got ${rows}×${cols}`, span, [ctx.describe('right', r)]);
  if (l.t.elem === 'char') return ctx.fail('DOMAIN', '⌹ needs numbers, the left argument holds characters', span);
  if (l.t.shape.length > 2) return ctx.fail('RANK', `B⌹A needs B of rank at most 2, got rank ${l.t.shape.length}`, span, [ctx.describe('left', l)]);
  return apply(ctx, DIVIDE, io, l, a, span);
}
