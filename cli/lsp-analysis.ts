// What the language server knows about one version of a document: its diagnostics (as `aplc
// check` reports them) and, for hover, the type of every checked expression and the signatures of
// every function, all placed by UTF-16 offsets into the document (what editors count in).
import type { Pos, Span } from '../apl/ast.js';
import type { Diagnostic } from '../apl/diagnostics.js';
import { showArrType } from '../shapes/check.js';
import type { TExpr } from '../shapes/typed.js';
import { children, walkExprs } from '../shapes/walk.js';

/** A stretch of the document: [start, end) in UTF-16 units. */
export interface Range {
  readonly start: number;
  readonly end: number;
}

/** The type of an expression, shown as aplc shows shapes (`f32[n-1]`), and where it was checked. */
export interface TypedRange extends Range {
  readonly type: string;
  /** the checking it came from, e.g. `f at ⍵ f32[n]`; null for the program itself */
  readonly context: string | null;
}

/** A function: its name where it is written, or the whole of its definition, with its signatures. */
export interface FunctionRange extends Range {
  readonly name: string;
  /** true for a written name (a definition's name or a call), false for a whole definition */
  readonly isName: boolean;
  /** `⍵ f32[n] → f32[n-1] (declared)`, one line each */
  readonly signatures: readonly string[];
}

export interface Analysis {
  /** in the document's coordinates (line and code-point column), as `aplc check` gives them */
  readonly diagnostics: readonly Diagnostic[];
  readonly typed: readonly TypedRange[];
  readonly functions: readonly FunctionRange[];
  /** an exception while finding the types (a compiler bug): the diagnostics stand, hover has less to say */
  readonly internalError: unknown;
}

/** Line starts of a text, for turning 1-based lines and code-point columns into UTF-16 offsets. */
export class LineOffsets {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  /** The offset of a position; past the end of its line (or of the text) it is clamped there. */
  offset(p: Pick<Pos, 'line' | 'col'>): number {
    const lineStart = this.starts[Math.min(Math.max(p.line, 1), this.starts.length) - 1]!;
    // the line's newline, or the end of the text on the last line
    const lineEnd = p.line < this.starts.length ? this.starts[Math.max(p.line, 1)]! - 1 : this.text.length;
    let at = lineStart;
    for (let c = 1; c < p.col && at < lineEnd; c++) {
      const code = this.text.charCodeAt(at);
      at += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    return Math.min(at, lineEnd);
  }
}

/** Places a span of checked APL into the document (null where it has no place there). */
export type SpanPlacer = (s: Span) => Range | null;

const sameSpan = (a: Span, b: Span): boolean => a.start.offset === b.start.offset && a.end.offset === b.end.offset && a.start.line === b.start.line && a.start.col === b.start.col;

/**
 * The type of every checked expression under the roots. A node over exactly its operand's text (a
 * conversion to float, a run-time length check) is skipped: what the expression written there gives
 * is its operand's type. So are the parameters of a function checked at a signature (`params`,
 * their unique names) where they stand for the whole definition rather than a written ⍺ or ⍵.
 */
export function typedRanges(roots: readonly TExpr[], place: SpanPlacer, context: string | null, params: ReadonlySet<string> = new Set()): TypedRange[] {
  const out: TypedRange[] = [];
  walkExprs(roots, (e) => {
    if (children(e).some((c) => sameSpan(c.span, e.span))) return;
    if (e.node.k === 'var' && params.has(e.node.name) && e.span.end.offset - e.span.start.offset > 1) return;
    const at = place(e.span);
    if (at !== null && at.end > at.start) out.push({ start: at.start, end: at.end, type: showArrType(e.t), context });
  });
  return out;
}
