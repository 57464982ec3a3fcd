// Source positions: the AST wants 1-based lines and columns counted in code points (so that carets
// line up under APL glyphs), plus UTF-16 offsets for slicing. Parsimmon counts columns in UTF-16
// units, so positions are computed here from offsets instead.
import type { Pos, Span } from './ast.js';

export class LineIndex {
  private readonly lineStarts: readonly number[];
  /**
   * The last position computed: the lexer asks for positions in increasing order, so counting
   * columns on from it keeps a long line linear (counting from the line start was quadratic).
   */
  private last: Pos = { line: 1, col: 1, offset: 0 };

  constructor(private readonly text: string) {
    const starts = [0];
    // a line starts after \n, and after a \r that is not the first half of \r\n (the lexer's rule)
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
    }
    this.lineStarts = starts;
  }

  pos(offset: number): Pos {
    // Binary search for the last line start at or before offset.
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    const lineStart = this.lineStarts[lo] ?? 0;
    const resume = this.last.line === lo + 1 && this.last.offset <= offset;
    let col = resume ? this.last.col : 1;
    for (let i = resume ? this.last.offset : lineStart; i < offset; i++) {
      const c = this.text.charCodeAt(i);
      // A high surrogate followed by a low one is a single code point: count it once.
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) {
        const d = this.text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) i++;
      }
      col++;
    }
    this.last = { line: lo + 1, col, offset };
    return this.last;
  }

  span(start: number, end: number): Span {
    return { start: this.pos(start), end: this.pos(end) };
  }
}

/** The smallest span covering both. */
export function joinSpans(a: Span, b: Span): Span {
  return { start: a.start.offset <= b.start.offset ? a.start : b.start, end: a.end.offset >= b.end.offset ? a.end : b.end };
}
