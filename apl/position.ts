// Source positions: the AST wants 1-based lines and columns counted in code points (so that carets
// line up under APL glyphs), plus UTF-16 offsets for slicing. Parsimmon counts columns in UTF-16
// units, so positions are computed here from offsets instead.
import type { Pos, Span } from './ast.js';

export class LineIndex {
  private readonly lineStarts: readonly number[];

  constructor(private readonly text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
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
    let col = 1;
    for (let i = lineStart; i < offset; i++) {
      const c = this.text.charCodeAt(i);
      // A high surrogate followed by a low one is a single code point: count it once.
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) {
        const d = this.text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) i++;
      }
      col++;
    }
    return { line: lo + 1, col, offset };
  }

  span(start: number, end: number): Span {
    return { start: this.pos(start), end: this.pos(end) };
  }
}

/** The smallest span covering both. */
export function joinSpans(a: Span, b: Span): Span {
  return { start: a.start.offset <= b.start.offset ? a.start : b.start, end: a.end.offset >= b.end.offset ? a.end : b.end };
}
