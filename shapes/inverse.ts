// f⍣¯n: the inverse of f, for the functions Dyalog inverts. The inverse is built from the shape of
// f's expression, as a function on checked values (an applier), not as new source: a bound
// constant (2∘+) is checked once, shared by every application, and its `let` wraps the whole
// result (`lets`). What is inverted:
//   monadic   - ÷ ~ ⌽ ⊖ ⍉ (their own inverses), + ⊢ ⊣ (identities), * ↔ ⍟, ○ (÷ by π)
//   bound     A∘+ +∘A → -A   A∘- → A-   -∘A → +A   A∘× ×∘A → ÷A   A∘÷ → A÷   ÷∘A → ×A
//             A∘* → A⍟   A∘⍟ → A*   *∘A → *÷A   ⍟∘A → A*÷   A∘○ → (-A)○ for A in ±1 2 3 5 6 7
//             A∘⌽ A∘⊖ → (-A)⌽   A∘⊤ → A⊥   A∘⊥ → A⊤ with enough digits (for a scalar A: as many
//             as the largest item needs, as Dyalog's 2⊥⍣¯1 gives the fewest bits)
//   f∘g, f⍤g, (f g) → g⁻¹ after f⁻¹;   f⍣n → f⁻¹ n times;   a named function: its definition
// Everything else is a NONCE ERROR naming the function.
import type { Expr, Fn, Span } from '../apl/ast.js';
import { isFn } from '../apl/ast.js';
import { asConst, dimConst } from './dim.js';
import { mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import type { TExpr } from './typed.js';

export type Applier = (x: TExpr) => TExpr;

/** Builds inverses; `lets` collects the wrappers that bind shared constants around the result. */
export class Inverter {
  readonly lets: ((b: TExpr) => TExpr)[] = [];
  constructor(
    private readonly ctx: CheckContext,
    private readonly span: Span,
  ) {}

  /** The inverse of the monadic function f (in env). */
  monadic(env: Env, f: Fn): Applier {
    switch (f.kind) {
      case 'prim':
        return this.primMonadic(env, f);
      case 'fnRef': {
        const v = this.ctx.core.resolveFn(env, f);
        if (v.fn.kind === 'fnRef') break;
        return this.monadic(v.env, v.fn);
      }
      case 'atop': {
        const fi = this.monadic(env, f.f);
        const gi = this.monadic(env, f.g);
        return (y) => gi(fi(y));
      }
      case 'derived': {
        if (f.op.kind !== 'primOp' || f.axis !== null) break;
        const glyph = f.op.glyph;
        if ((glyph === '∘' || glyph === '⍤') && f.right !== null && isFn(f.left) && isFn(f.right)) {
          const fi = this.monadic(env, f.left);
          const gi = this.monadic(env, f.right);
          return (y) => gi(fi(y));
        }
        if (glyph === '∘' && f.right !== null && !isFn(f.left) && isFn(f.right)) return this.boundLeft(env, f.right, this.constant(env, f.left));
        if (glyph === '∘' && f.right !== null && isFn(f.left) && !isFn(f.right)) return this.boundRight(env, f.left, this.constant(env, f.right));
        if (glyph === '⍣' && f.right !== null && isFn(f.left) && !isFn(f.right)) {
          const n = this.staticCount(env, f.right);
          if (n === null) break;
          const inner = n >= 0 ? this.monadic(env, f.left) : (y: TExpr) => this.ctx.core.applyMonadic(env, { fn: f.left as Fn, env }, y, this.span);
          return (y) => {
            let x = y;
            for (let i = 0; i < Math.abs(n); i++) x = inner(x);
            return x;
          };
        }
        break;
      }
      default:
        break;
    }
    return this.cannot(f);
  }

  /** The inverse of x ↦ a g x (g's left argument bound to the checked value a). */
  boundLeft(env: Env, g: Fn, a: TExpr): Applier {
    const p2 = (glyph: string) => (l: TExpr, r: TExpr) => this.app2(env, glyph, l, r);
    if (g.kind === 'fnRef') {
      const v = this.ctx.core.resolveFn(env, g);
      if (v.fn.kind !== 'fnRef') return this.boundLeft(v.env, v.fn, a);
    }
    if (g.kind === 'prim' && g.axis === null) {
      switch (g.glyph) {
        case '+': return (y) => p2('-')(y, a);
        case '-': return (y) => p2('-')(a, y);
        case '×': return (y) => p2('÷')(y, a);
        case '÷': return (y) => p2('÷')(a, y);
        case '*': return (y) => p2('⍟')(a, y);
        case '⍟': return (y) => p2('*')(a, y);
        case '⊤': return (y) => p2('⊥')(a, y);
        case '⊥': return (y) => this.encodeEnough(env, a, y);
        case '○': {
          const k = a.sval !== null && a.sval.length === 1 && a.t.shape.length === 0 ? asConst(a.sval[0]!) : null;
          if (k !== null && [1, 2, 3, 5, 6, 7].includes(Math.abs(k))) {
            const inv = this.number(-k);
            return (y) => p2('○')(inv, y);
          }
          break;
        }
        default:
          break;
      }
    }
    if ((g.kind === 'prim' && (g.glyph === '⌽' || g.glyph === '⊖'))) {
      const negated = this.share(this.ctx.core.applyMonadic(env, this.prim(env, '-'), a, this.span));
      return (y) => this.ctx.core.applyDyadic(env, { fn: g, env }, negated, y, this.span);
    }
    return this.cannot(g, 'with a left argument bound');
  }

  /** The inverse of x ↦ x g a (g's right argument bound to the checked value a). */
  boundRight(env: Env, g: Fn, a: TExpr): Applier {
    const p2 = (glyph: string) => (l: TExpr, r: TExpr) => this.app2(env, glyph, l, r);
    if (g.kind === 'fnRef') {
      const v = this.ctx.core.resolveFn(env, g);
      if (v.fn.kind !== 'fnRef') return this.boundRight(v.env, v.fn, a);
    }
    if (g.kind === 'prim' && g.axis === null) {
      switch (g.glyph) {
        case '+': return (y) => p2('-')(y, a);
        case '-': return (y) => p2('+')(y, a);
        case '×': return (y) => p2('÷')(y, a);
        case '÷': return (y) => p2('×')(y, a);
        case '*': {
          const recip = this.share(this.ctx.core.applyMonadic(env, this.prim(env, '÷'), a, this.span));
          return (y) => p2('*')(y, recip);
        }
        case '⍟': return (y) => p2('*')(a, this.ctx.core.applyMonadic(env, this.prim(env, '÷'), y, this.span));
        default:
          break;
      }
    }
    return this.cannot(g, 'with a right argument bound');
  }

  private primMonadic(env: Env, f: Extract<Fn, { kind: 'prim' }>): Applier {
    const self = (y: TExpr) => this.ctx.core.applyMonadic(env, { fn: f, env }, y, this.span);
    const p1 = (glyph: string) => (y: TExpr) => this.ctx.core.applyMonadic(env, this.prim(env, glyph), y, this.span);
    if (f.glyph === '⌽' || f.glyph === '⊖') return self;
    if (f.axis !== null) return this.cannot(f);
    switch (f.glyph) {
      case '-': case '÷': case '~': case '⍉': return self;
      case '+': case '⊢': case '⊣': return (y) => y;
      case '*': return p1('⍟');
      case '⍟': return p1('*');
      case '○': {
        const pi = this.share(this.ctx.core.applyMonadic(env, this.prim(env, '○'), this.number(1), this.span));
        return (y) => this.app2(env, '÷', y, pi);
      }
      default:
        return this.cannot(f);
    }
  }

  /**
   * a⊤y with as many digits as y needs, for a scalar radix a: 1 + the number of powers a*1…a*31
   * not above the largest |y| (31 covers every 32-bit int in base 2). A vector radix is its own.
   */
  private encodeEnough(env: Env, a: TExpr, y: TExpr): TExpr {
    if (a.t.shape.length !== 0) return this.app2(env, '⊤', a, y);
    const powers = mk({ k: 'lit', data: Array.from({ length: 31 }, (_, i) => i + 1) }, { elem: 'int', shape: [dimConst(31)] }, this.span);
    const shared = shareValue(this.ctx, y);
    const largest = this.ctx.core.applyMonadic(env, this.reduce(env, '⌈'), this.ctx.core.applyMonadic(env, this.prim(env, '|'), this.ctx.core.applyMonadic(env, this.prim(env, ','), shared.ref, this.span), this.span), this.span);
    const within = this.app2(env, '≥', largest, this.app2(env, '*', a, powers));
    const digits = this.app2(env, '+', this.number(1), this.ctx.core.applyMonadic(env, this.reduce(env, '+'), within, this.span));
    const radix = this.app2(env, '⍴', digits, a);
    return shared.wrap(this.app2(env, '⊤', radix, shared.ref));
  }

  private constant(env: Env, e: Expr): TExpr {
    return this.share(this.ctx.core.checkExpr(env, e));
  }

  /** A value used by every application: bound once, around the whole result. */
  private share(v: TExpr): TExpr {
    const s = shareValue(this.ctx, v);
    this.lets.push(s.wrap);
    return s.ref;
  }

  private staticCount(env: Env, e: Expr): number | null {
    const v = this.ctx.core.checkExpr(env, e);
    return v.sval !== null && v.sval.length === 1 ? asConst(v.sval[0]!) : null;
  }

  private number(n: number): TExpr {
    const elem = Number.isInteger(n) ? 'int' : 'float';
    return mk({ k: 'lit', data: [n] }, { elem, shape: [] }, this.span, { sval: Number.isInteger(n) ? [dimConst(n)] : null });
  }

  private prim(env: Env, glyph: string): FnValue {
    return { fn: { kind: 'prim', glyph, axis: null, span: this.span }, env };
  }

  private reduce(env: Env, glyph: string): FnValue {
    const span = this.span;
    return { fn: { kind: 'derived', op: { kind: 'primOp', glyph: '/', span }, left: { kind: 'prim', glyph, axis: null, span }, right: null, axis: null, span }, env };
  }

  private app2(env: Env, glyph: string, l: TExpr, r: TExpr): TExpr {
    return this.ctx.core.applyDyadic(env, this.prim(env, glyph), l, r, this.span);
  }

  private cannot(f: Fn, how = ''): never {
    const what = this.ctx.excerpt(f.span);
    return this.ctx.fail('NONCE', `f⍣¯1: aplc cannot invert ${what}${how ? ' ' + how : ''} (it inverts + - × ÷ * ⍟ ○ ⊥ ⊤ ⌽ ⊖ bound to a constant, monadic - ÷ ~ ⌽ ⊖ ⍉ * ⍟ ○ + ⊢, and compositions of these)`, f.span);
  }
}
