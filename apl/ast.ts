// The APL abstract syntax tree produced by apl/parse (parsimmon lexer + binding resolver).
// Every node carries a source span. Function/array classes are already resolved: an Expr is
// always an array-valued expression, a Fn always a function, so later stages never re-guess.
import type { FloatWidth } from '../ops/float-width.js';

export interface Pos {
  /** 1-based line */
  readonly line: number;
  /** 1-based column, counted in Unicode code points (not UTF-16 units) */
  readonly col: number;
  /** 0-based offset into the source string, in UTF-16 units (for slicing) */
  readonly offset: number;
}

export interface Span {
  readonly start: Pos;
  /** exclusive */
  readonly end: Pos;
}

export interface SourceFile {
  readonly name: string;
  readonly text: string;
}

export interface Program {
  readonly kind: 'program';
  readonly file: SourceFile;
  readonly body: readonly Stmt[];
  /** f64 when the file begins with `⎕FR←645` (float-representation.ts); absent: the default, f32 */
  readonly float?: FloatWidth;
}

/** Statements of a file or of a dfn body (separated by newlines or ⋄). */
export type Stmt =
  | { readonly kind: 'expr'; readonly expr: Expr; readonly span: Span }
  /** cond: result — only inside dfns */
  | { readonly kind: 'guard'; readonly cond: Expr; readonly result: Expr; readonly span: Span }
  /** f←fn  (dfn, derived function, train, primitive, other function name) */
  | { readonly kind: 'fnDef'; readonly name: string; readonly fn: Fn; readonly span: Span }
  /** op←{…⍺⍺…} a dfn that mentions ⍺⍺ or ⍵⍵ is a user operator */
  | { readonly kind: 'opDef'; readonly name: string; readonly op: DfnOp; readonly span: Span };

export type Expr =
  /** a single number literal, e.g. ¯1.5E3 → -1500 */
  | { readonly kind: 'num'; readonly value: number; readonly text: string; readonly span: Span }
  /** a string literal; 'a' (one char) is a scalar, any other length a vector; '' is an empty char vector */
  | { readonly kind: 'str'; readonly value: string; readonly span: Span }
  /** ⍬ */
  | { readonly kind: 'zilde'; readonly span: Span }
  /** juxtaposed arrays: 1 2 3, or (1+2) 4 'a'. Two or more items. */
  | { readonly kind: 'strand'; readonly items: readonly Expr[]; readonly span: Span }
  /** an array name, including ⍺ and ⍵ */
  | { readonly kind: 'name'; readonly name: string; readonly span: Span }
  /** ⎕IO and other system variables read as arrays (name includes the ⎕) */
  | { readonly kind: 'sysvar'; readonly name: string; readonly span: Span }
  | { readonly kind: 'monadic'; readonly fn: Fn; readonly arg: Expr; readonly span: Span }
  | { readonly kind: 'dyadic'; readonly fn: Fn; readonly left: Expr; readonly right: Expr; readonly span: Span }
  /** A[i;j]; an elided axis (A[;2]) is null */
  | { readonly kind: 'index'; readonly array: Expr; readonly indices: readonly (Expr | null)[]; readonly span: Span }
  /** x←v (the value of the expression is v); name may be ⍺ inside a dfn (default left argument) */
  | { readonly kind: 'assign'; readonly name: string; readonly value: Expr; readonly span: Span }
  /**
   * a b c←v and (a b c)←v: each name takes one item of the vector v, or all of them a scalar v
   * (the value of the expression is v); with `fn`, a b c f←v: each name x becomes x f (its item)
   */
  | { readonly kind: 'strandAssign'; readonly names: readonly { readonly name: string; readonly span: Span }[]; readonly value: Expr; readonly span: Span; readonly fn?: Fn }
  /** x f←v */
  | { readonly kind: 'modAssign'; readonly name: string; readonly fn: Fn; readonly value: Expr; readonly span: Span }
  /** x[i;j]←v or x[i] f←v */
  | {
      readonly kind: 'indexAssign';
      readonly name: string;
      readonly indices: readonly (Expr | null)[];
      readonly fn: Fn | null;
      readonly value: Expr;
      readonly span: Span;
    }
  /** ⎕IO←0 and friends (name includes the ⎕) */
  | { readonly kind: 'sysAssign'; readonly name: string; readonly value: Expr; readonly span: Span }
  /** ⎕←v : prints v, value is v */
  | { readonly kind: 'print'; readonly value: Expr; readonly span: Span };

export type Fn =
  /** a primitive function glyph, e.g. '+', '⍴', '/', '\\', '⌿', '⍀' (as replicate/expand), with an optional axis [k] */
  | { readonly kind: 'prim'; readonly glyph: string; readonly axis: Expr | null; readonly span: Span }
  /** a dfn; a traditional function (∇…∇) is one too, with its header and control structures in `tradfn` (body is then empty) */
  | { readonly kind: 'dfn'; readonly body: readonly Stmt[]; readonly span: Span; readonly tradfn?: Tradfn }
  /** a function name bound by fnDef, or ⍺⍺ / ⍵⍵ inside an operator, or ∇ (self) */
  | { readonly kind: 'fnRef'; readonly name: string; readonly span: Span }
  /**
   * An operator applied to its operands. Monadic operators have right = null.
   * Primitive operator glyphs: '/', '⌿', '\\', '⍀' (reduce/scan), '¨', '⍨', '∘.' (outer product, left
   * operand is the function after the dot: ∘.× has left = ×), '.' (inner product, f.g), '⍣', '⍤',
   * '∘', '⍥', '⍛', '@', '⌸', '⌺'.
   * axis is the [k] written after the operator, as in +/[1].
   */
  | {
      readonly kind: 'derived';
      readonly op: OpRef;
      readonly left: Fn | Expr;
      readonly right: Fn | Expr | null;
      readonly axis: Expr | null;
      readonly span: Span;
    }
  /** (f g h) fork, (A g h) fork with array left tine */
  | { readonly kind: 'fork'; readonly left: Fn | Expr; readonly mid: Fn; readonly right: Fn; readonly span: Span }
  /** (g h) atop */
  | { readonly kind: 'atop'; readonly f: Fn; readonly g: Fn; readonly span: Span };

export type OpRef =
  | { readonly kind: 'primOp'; readonly glyph: string; readonly span: Span }
  /** a user operator name bound by opDef, or ∇∇ */
  | { readonly kind: 'opName'; readonly name: string; readonly span: Span };

/** A dfn used as an operator (mentions ⍺⍺ or ⍵⍵); dyadic if it mentions ⍵⍵. */
export interface DfnOp {
  readonly kind: 'dfnOp';
  readonly body: readonly Stmt[];
  readonly dyadic: boolean;
  readonly span: Span;
  /**
   * The body parsed again with ⍺⍺ (left), ⍵⍵ (right) or both naming array operands, for uses
   * that pass arrays (the class of an operand changes how the body binds: `⍺⍺ + ⍵` is dyadic
   * when ⍺⍺ is an array). null where the body does not parse that way.
   */
  readonly arrayBodies?: {
    /** the body with function operands (null when it parses only with array operands) */
    readonly none: readonly Stmt[] | null;
    readonly left: readonly Stmt[] | null;
    readonly right: readonly Stmt[] | null;
    readonly both: readonly Stmt[] | null;
  };
}

/**
 * A traditional function: `∇R←X f Y;a;b` … `∇`. Its names are those of the header; `left` may be
 * optional (`{X}`: unbound when called monadically). The body is statements and control structures.
 */
export interface Tradfn {
  readonly name: string;
  readonly result: string | null;
  /** the result is shy (∇{R}←f Y): a call that is a whole statement does not display it */
  readonly shy?: boolean;
  readonly left: string | null;
  readonly leftOptional: boolean;
  readonly right: string | null;
  readonly locals: readonly string[];
  readonly body: readonly CtlStmt[];
  /** the header line */
  readonly header: Span;
}

/** A statement of a traditional function: an ordinary one, or a control structure (its span is its first control word's line). */
export type CtlStmt =
  | { readonly kind: 'stmt'; readonly stmt: Stmt }
  /** :If c … :ElseIf c … :Else … :EndIf: the arms in order, then the :Else block (null when there is none) */
  | { readonly kind: 'if'; readonly arms: readonly CtlArm[]; readonly otherwise: readonly CtlStmt[] | null; readonly span: Span }
  /** :While c … :EndWhile, or … :Until u (both tests) */
  | { readonly kind: 'while'; readonly cond: Expr; readonly body: readonly CtlStmt[]; readonly until: Expr | null; readonly span: Span }
  /** :Repeat … :Until u, or … :EndRepeat (until null: only :Leave or :Return end it) */
  | { readonly kind: 'repeat'; readonly body: readonly CtlStmt[]; readonly until: Expr | null; readonly span: Span }
  /** :For v :In items … :EndFor */
  | { readonly kind: 'for'; readonly name: string; readonly nameSpan: Span; readonly items: Expr; readonly body: readonly CtlStmt[]; readonly span: Span }
  | { readonly kind: 'leave' | 'continue' | 'return'; readonly span: Span };

export interface CtlArm {
  readonly cond: Expr;
  readonly body: readonly CtlStmt[];
  readonly span: Span;
}

const FN_KINDS = new Set(['prim', 'dfn', 'fnRef', 'derived', 'fork', 'atop']);

export function isFn(x: Fn | Expr): x is Fn {
  return FN_KINDS.has(x.kind);
}
