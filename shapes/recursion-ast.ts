// The dfn rewritten for recursion on an explicit stack (recursion-stack.ts): its ⍺ and ⍵ renamed
// to the names the stack machine decodes them into, and each ∇ call replaced by the name of the
// value that call gives, the calls listed in the order APL evaluates them (right to left, a
// call's arguments before it). A mention of ∇ that is not a call (∇ as an operand, ∇∇) cannot be
// run this way: the rewrite says so and the caller keeps its NONCE.
import type { Expr, Fn, Span, Stmt } from '../apl/ast.js';

/** One ∇ call: the position it has among the calls of one activation, and its arguments. */
export interface CallSite {
  readonly ordinal: number;
  readonly alpha: Expr | null;
  readonly omega: Expr;
  readonly span: Span;
}

/** The name the value of call `ordinal` is decoded into. */
export const callValueName = (ordinal: number): string => `⍙∇v${ordinal}`;

export class CallRewriter {
  readonly sites: CallSite[] = [];
  unsupported = false;
  /**
   * `namesSelf`: whether a name is one by which the body calls its own function (`fib←{… fib ⍵-1 …}`), calls
   * as ∇ is.
   */
  constructor(
    private next: number,
    private readonly rename: ReadonlyMap<string, string>,
    private readonly namesSelf: (name: string) => boolean,
  ) {}

  private isDel(f: Fn): boolean {
    return f.kind === 'fnRef' && (f.name === '∇' || this.namesSelf(f.name));
  }

  private renamed(n: string): string {
    return this.rename.get(n) ?? n;
  }

  expr(e: Expr): Expr {
    switch (e.kind) {
      case 'num': case 'str': case 'zilde': case 'sysvar':
        return e;
      case 'name':
        return { ...e, name: this.renamed(e.name) };
      case 'strand':
        return { ...e, items: [...e.items].reverse().map((x) => this.expr(x)).reverse() };
      case 'monadic': {
        const arg = this.expr(e.arg);
        if (this.isDel(e.fn)) return this.site(null, arg, e.span);
        return { ...e, fn: this.fn(e.fn), arg };
      }
      case 'dyadic': {
        const right = this.expr(e.right);
        const left = this.expr(e.left);
        if (this.isDel(e.fn)) return this.site(left, right, e.span);
        return { ...e, fn: this.fn(e.fn), left, right };
      }
      case 'index': {
        const indices = [...e.indices].reverse().map((i) => (i === null ? null : this.expr(i))).reverse();
        return { ...e, indices, array: this.expr(e.array) };
      }
      case 'assign':
        return { ...e, value: this.expr(e.value), name: this.renamed(e.name) };
      case 'strandAssign': {
        const value = this.expr(e.value);
        const fn = e.fn === undefined ? {} : { fn: this.fn(e.fn) };
        return { ...e, ...fn, value, names: e.names.map((n) => ({ ...n, name: this.renamed(n.name) })) };
      }
      case 'modAssign':
        return { ...e, value: this.expr(e.value), fn: this.fn(e.fn), name: this.renamed(e.name) };
      case 'indexAssign': {
        const value = this.expr(e.value);
        const indices = [...e.indices].reverse().map((i) => (i === null ? null : this.expr(i))).reverse();
        return { ...e, value, indices, fn: e.fn === null ? null : this.fn(e.fn), name: this.renamed(e.name) };
      }
      case 'sysAssign': case 'print':
        return { ...e, value: this.expr(e.value) };
    }
  }

  fn(f: Fn): Fn {
    const part = (x: Fn | Expr | null): Fn | Expr | null => (x === null ? null : isFnNode(x) ? this.fn(x) : this.expr(x));
    switch (f.kind) {
      case 'prim':
        return f.axis === null ? f : { ...f, axis: this.expr(f.axis) };
      case 'dfn':
        // a nested dfn has its own ⍺, ⍵ and ∇
        return f;
      case 'fnRef':
        if (this.isDel(f)) this.unsupported = true;
        return f;
      case 'derived': {
        if (f.op.kind === 'opName' && f.op.name === '∇∇') this.unsupported = true;
        const right = part(f.right);
        return { ...f, right, left: part(f.left)!, axis: f.axis === null ? null : this.expr(f.axis) };
      }
      case 'fork': {
        const right = this.fn(f.right);
        const mid = this.fn(f.mid);
        return { ...f, right, mid, left: part(f.left)! };
      }
      case 'atop': {
        const g = this.fn(f.g);
        return { ...f, g, f: this.fn(f.f) };
      }
    }
  }

  /** How many calls the rewritten code makes before the next statement's calls. */
  get count(): number {
    return this.next;
  }

  private site(alpha: Expr | null, omega: Expr, span: Span): Expr {
    const ordinal = this.next++;
    this.sites.push({ ordinal, alpha, omega, span });
    return { kind: 'name', name: callValueName(ordinal), span };
  }
}

function isFnNode(x: Fn | Expr): x is Fn {
  return x.kind === 'prim' || x.kind === 'dfn' || x.kind === 'fnRef' || x.kind === 'derived' || x.kind === 'fork' || x.kind === 'atop';
}

/** Builders of source nodes, every one at the place of the call they implement. */
export class AstAt {
  constructor(readonly span: Span) {}
  num(n: number): Expr {
    return { kind: 'num', value: n, text: String(n), span: this.span };
  }
  /** ⎕IO, the index origin in effect where the recursion is */
  io(): Expr {
    return { kind: 'sysvar', name: '⎕IO', span: this.span };
  }
  name(name: string): Expr {
    return { kind: 'name', name, span: this.span };
  }
  prim(glyph: string): Fn {
    return { kind: 'prim', glyph, axis: null, span: this.span };
  }
  mon(glyph: string, arg: Expr): Expr {
    return { kind: 'monadic', fn: this.prim(glyph), arg, span: this.span };
  }
  dy(left: Expr, glyph: string, right: Expr): Expr {
    return { kind: 'dyadic', fn: this.prim(glyph), left, right, span: this.span };
  }
  apply(fnName: string, arg: Expr): Expr {
    return { kind: 'monadic', fn: { kind: 'fnRef', name: fnName, span: this.span }, arg, span: this.span };
  }
  /** x,y,…,z */
  cat(parts: readonly Expr[]): Expr {
    return parts.reduceRight((acc, p) => this.dy(p, ',', acc));
  }
  assign(name: string, value: Expr): Stmt {
    return { kind: 'expr', expr: { kind: 'assign', name, value, span: this.span }, span: this.span };
  }
  guard(cond: Expr, result: Expr): Stmt {
    return { kind: 'guard', cond, result, span: this.span };
  }
  stmt(expr: Expr): Stmt {
    return { kind: 'expr', expr, span: this.span };
  }
  fnDef(name: string, body: readonly Stmt[]): Stmt {
    return { kind: 'fnDef', name, fn: { kind: 'dfn', body, span: this.span }, span: this.span };
  }
}
