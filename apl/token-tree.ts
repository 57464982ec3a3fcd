// Groups the flat token list into statements and nested (), [], {} groups, so that the binder never
// sees an unbalanced bracket. Errors are recovered locally: parentheses and brackets cannot span
// lines outside a dfn, so a newline closes them; an unexpected closer is skipped. Every group that
// had to be repaired is marked `broken` so the statement holding it is skipped (its error is
// already reported) rather than producing follow-on errors.
import type { Span } from './ast.js';
import { diag, type Diagnostic } from './diagnostics.js';
import type { Token } from './lexer.js';
import { joinSpans } from './position.js';

export type Item = Token | ParenGroup | BracketGroup | BraceGroup;

export interface ParenGroup {
  readonly kind: 'paren';
  readonly items: readonly Item[];
  readonly span: Span;
  readonly broken: boolean;
}

/** A[i;j] or an axis [k]: the sections between semicolons; an empty section is an elided axis. */
export interface BracketGroup {
  readonly kind: 'bracket';
  readonly sections: readonly (readonly Item[])[];
  readonly span: Span;
  readonly broken: boolean;
}

/** A dfn: its statements. */
export interface BraceGroup {
  readonly kind: 'brace';
  readonly statements: readonly Statement[];
  readonly span: Span;
  readonly broken: boolean;
}

/** One statement: its items and the span they cover. */
export interface Statement {
  readonly items: readonly Item[];
  readonly span: Span;
  /** an unexpected closer was dropped from it (already reported) */
  readonly broken: boolean;
}

export interface TokenTree {
  readonly statements: readonly Statement[];
  readonly diagnostics: readonly Diagnostic[];
}

type Opener = 'lparen' | 'lbracket' | 'lbrace';

const CLOSER_OF: Record<Opener, 'rparen' | 'rbracket' | 'rbrace'> = { lparen: 'rparen', lbracket: 'rbracket', lbrace: 'rbrace' };
const OPENER_OF: Record<string, Opener | undefined> = { rparen: 'lparen', rbracket: 'lbracket', rbrace: 'lbrace' };
const GLYPH: Record<Opener, string> = { lparen: '(', lbracket: '[', lbrace: '{' };

/**
 * How deeply ( [ { may nest. Every stage after this one (binding, checking, lowering) recurses over
 * the nesting, and Node's default stack holds about 750 levels of nested dfns and 1 500 of
 * parentheses in the deepest of them; past this bound a program gets a LIMIT ERROR at the group
 * that crosses it instead of a stack overflow.
 */
export const MAX_NESTING = 512;

class TreeBuilder {
  private at = 0;
  readonly diagnostics: Diagnostic[] = [];
  /** in a traditional function's header (∇R←X f Y;a;b), where ; separates the local names */
  private header = false;

  constructor(private readonly tokens: readonly Token[], private readonly file: string) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private error(message: string, span: Span): void {
    this.diagnostics.push(diag('SYNTAX', message, this.file, span));
  }

  /** Statements up to a closing } (when inside a dfn) or the end of the file. */
  statements(open: readonly Opener[]): Statement[] {
    const statements: Statement[] = [];
    let current: Item[] = [];
    let currentBroken = false;
    const flush = (): void => {
      const first = current[0];
      const last = current[current.length - 1];
      if (first && last) statements.push({ items: current, span: joinSpans(first.span, last.span), broken: currentBroken });
      current = [];
      currentBroken = false;
      if (open.length === 0) this.header = false;
    };
    for (;;) {
      const t = this.peek();
      if (!t) break;
      if (t.kind === 'newline' || t.kind === 'diamond') {
        this.at++;
        flush();
        continue;
      }
      if (t.kind === 'rbrace' && open[open.length - 1] === 'lbrace') break;
      if (t.kind === 'rparen' || t.kind === 'rbracket' || t.kind === 'rbrace') {
        // A closer for a group further out ends this dfn body; the dfn reports its unmatched {.
        if (this.closesEnclosing(t, open)) break;
        this.at++;
        this.error(`unexpected ${t.text}`, t.span);
        currentBroken = true;
        continue;
      }
      if (current.length === 0 && open.length === 0 && t.kind === 'del') this.header = true;
      const item = this.item(open);
      current.push(item);
    }
    flush();
    return statements;
  }

  /** True when t closes a group further out than the innermost one (so the innermost is unmatched). */
  private closesEnclosing(t: Token, open: readonly Opener[]): boolean {
    const opener = OPENER_OF[t.kind];
    return opener !== undefined && open.includes(opener);
  }

  /** One item: a token, or a group starting at the current token. */
  private item(open: readonly Opener[]): Item {
    const t = this.peek() as Token;
    this.at++;
    if (open.length >= MAX_NESTING && (t.kind === 'lparen' || t.kind === 'lbracket' || t.kind === 'lbrace')) return this.tooDeep(t);
    if (t.kind === 'lparen') {
      const { items, end, broken } = this.inline('lparen', t, [...open, 'lparen']);
      return { kind: 'paren', items: items[0] ?? [], span: joinSpans(t.span, end), broken: broken || items.length > 1 };
    }
    if (t.kind === 'lbracket') {
      const { items, end, broken } = this.inline('lbracket', t, [...open, 'lbracket']);
      return { kind: 'bracket', sections: items, span: joinSpans(t.span, end), broken };
    }
    if (t.kind === 'lbrace') {
      const inner = this.statements([...open, 'lbrace']);
      const close = this.peek();
      if (close && close.kind === 'rbrace') {
        this.at++;
        return { kind: 'brace', statements: inner, span: joinSpans(t.span, close.span), broken: false };
      }
      this.error('unmatched {', t.span);
      const lastStmt = inner[inner.length - 1];
      return { kind: 'brace', statements: inner, span: lastStmt ? joinSpans(t.span, lastStmt.span) : t.span, broken: true };
    }
    if (t.kind === 'semicolon' && !this.header) this.error('unexpected ;', t.span);
    return t;
  }

  /** A group nested past MAX_NESTING: reported, and skipped to its closer without recursing. */
  private tooDeep(opener: Token): Item {
    this.diagnostics.push(diag('LIMIT', `groups nested more than ${MAX_NESTING} deep: split the expression into several statements`, this.file, opener.span));
    let depth = 1;
    let end = opener.span;
    while (depth > 0) {
      const t = this.peek();
      if (!t) break;
      this.at++;
      end = t.span;
      if (t.kind === 'lparen' || t.kind === 'lbracket' || t.kind === 'lbrace') depth++;
      else if (t.kind === 'rparen' || t.kind === 'rbracket' || t.kind === 'rbrace') depth--;
    }
    return { kind: 'paren', items: [], span: joinSpans(opener.span, end), broken: true };
  }

  /**
   * The contents of ( ) or [ ], which must close on the same line. Semicolons split sections (only
   * brackets may have more than one; a paren with a ; is reported here).
   */
  private inline(kind: 'lparen' | 'lbracket', opener: Token, open: readonly Opener[]): { items: Item[][]; end: Span; broken: boolean } {
    const sections: Item[][] = [[]];
    let end = opener.span;
    let broken = false;
    for (;;) {
      const t = this.peek();
      if (!t || t.kind === 'newline' || t.kind === 'diamond') {
        this.error(`unmatched ${GLYPH[kind]}`, opener.span);
        return { items: sections, end, broken: true };
      }
      if (t.kind === CLOSER_OF[kind]) {
        this.at++;
        return { items: sections, end: t.span, broken };
      }
      if (t.kind === 'rparen' || t.kind === 'rbracket' || t.kind === 'rbrace') {
        if (this.closesEnclosing(t, open.slice(0, -1))) {
          this.error(`unmatched ${GLYPH[kind]}`, opener.span);
          return { items: sections, end, broken: true };
        }
        this.at++;
        this.error(`unexpected ${t.text}`, t.span);
        broken = true;
        end = t.span;
        continue;
      }
      if (t.kind === 'semicolon') {
        this.at++;
        if (kind === 'lparen') {
          this.error('unexpected ; inside parentheses', t.span);
          broken = true;
        } else sections.push([]);
        end = t.span;
        continue;
      }
      const item = this.item(open);
      (sections[sections.length - 1] as Item[]).push(item);
      end = item.span;
    }
  }
}

export function buildTokenTree(tokens: readonly Token[], file: string): TokenTree {
  const builder = new TreeBuilder(tokens, file);
  const statements = builder.statements([]);
  return { statements, diagnostics: builder.diagnostics };
}

/** True when the items hold a lexing error or a repaired group (their errors are already reported). */
export function holdsReportedError(items: readonly Item[]): boolean {
  return items.some((it) => {
    // A stray ; was reported by the tree builder itself.
    if (it.kind === 'error' || it.kind === 'semicolon') return true;
    if (it.kind === 'paren') return it.broken || holdsReportedError(it.items);
    if (it.kind === 'bracket') return it.broken || it.sections.some(holdsReportedError);
    // A dfn's statements are parsed (and skipped) one by one; only an unmatched { spoils its owner.
    if (it.kind === 'brace') return it.broken;
    return false;
  });
}
