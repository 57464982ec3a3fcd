// The lexer: source text to a flat token list, with parsimmon. It never fails: characters that
// cannot start a token become 'error' tokens carrying their diagnostic, so that the parser can
// report every bad line and still parse the good ones.
import P from 'parsimmon';
import type { Span } from './ast.js';
import type { ErrorClass } from './diagnostics.js';
import { LineIndex } from './position.js';

/** Primitive function glyphs. `/ \ ⌿ ⍀` are not here: they are 'slash' tokens, decided by the parser. */
export const FUNCTION_GLYPHS = '+-×÷|⌈⌊*⍟○!?~∧∨⍲⍱<≤=≥>≠≡≢⍴,⍪⌽⊖⍉↑↓⊂⊃⊆⌷⍳⍸∊⍷∪∩⍋⍒⊤⊥⊣⊢⍎⍕⌹';
/**
 * Other code points that some APL keyboards and systems produce for a primitive (apltail and GNU APL
 * write power as ⋆, typeset sources use the minus sign −). The token text is the canonical glyph.
 */
export const FUNCTION_GLYPH_ALIASES: Readonly<Record<string, string>> = { '⋆': '*', '−': '-' };
/** Operators taking only a left operand. */
export const MONADIC_OPERATOR_GLYPHS = '¨⍨⌸';
/** Operators taking a left and a right operand. */
export const DYADIC_OPERATOR_GLYPHS = '.⍣⍤∘⍥@⌺⍠';
/** Reduce/scan when a function is on their left, replicate/expand otherwise. */
export const SLASH_GLYPHS = '/\\⌿⍀';

export type TokenKind =
  | 'num'
  | 'str'
  | 'name'
  /** ⍺ ⍵ */
  | 'arg'
  /** ⍺⍺ ⍵⍵ */
  | 'operand'
  /** ∇ */
  | 'del'
  /** ∇∇ */
  | 'deldel'
  /** ⎕IO and friends */
  | 'sys'
  /** ⎕ alone */
  | 'quad'
  | 'zilde'
  | 'fn'
  | 'mop'
  | 'dop'
  | 'slash'
  /** ∘. (outer product) */
  | 'outer'
  | 'assign'
  | 'diamond'
  | 'colon'
  | 'semicolon'
  | 'lparen'
  | 'rparen'
  | 'lbracket'
  | 'rbracket'
  | 'lbrace'
  | 'rbrace'
  | 'newline'
  | 'error';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly span: Span;
  /** the number of a 'num' token */
  readonly num?: number;
  /** the characters of a 'str' token, quotes removed and '' undoubled */
  readonly str?: string;
  /** why an 'error' token is one */
  readonly error?: { readonly cls: ErrorClass; readonly message: string };
}

/** A token before positions are attached: parsimmon gives offsets, LineIndex turns them into Pos. */
interface RawToken {
  readonly kind: TokenKind | 'skip';
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly error?: { readonly cls: ErrorClass; readonly message: string };
}

function token(kind: TokenKind | 'skip', p: P.Parser<string>): P.Parser<RawToken> {
  return P.seqMap(P.index, p, P.index, (s, text, e) => ({ kind, text, start: s.offset, end: e.offset }));
}

function errorToken(p: P.Parser<string>, cls: ErrorClass, message: (text: string) => string): P.Parser<RawToken> {
  return P.seqMap(P.index, p, P.index, (s, text, e) => ({ kind: 'error' as const, text, start: s.offset, end: e.offset, error: { cls, message: message(text) } }));
}

function glyphClass(glyphs: string): RegExp {
  return new RegExp('[' + glyphs.replace(/[\\\]\-^]/g, (c) => '\\' + c) + ']', 'u');
}

// A real number in APL notation: high minus for negatives, optional fraction and exponent. A
// trailing '.' is not taken ("1." is rare, and '.' must stay free to be the inner-product operator).
const REAL = '¯?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:[eE]¯?\\d+)?';

const tokenParser: P.Parser<RawToken> = P.alt(
  token('newline', P.regexp(/\r?\n/)),
  token('skip', P.regexp(/[ \t\r\f\v\u00a0]+/)),
  token('skip', P.regexp(/⍝[^\n]*/)),
  // Complex literals (1J2) are tried first so that they are not read as a number and a name.
  errorToken(P.regexp(new RegExp(REAL + '[jJ]' + REAL)), 'NONCE', (t) => `complex numbers are not supported: ${t}`),
  token('num', P.regexp(new RegExp(REAL))),
  errorToken(P.string('¯'), 'SYNTAX', () => "'¯' (high minus) must be followed by a number"),
  // A string ends at a quote not followed by another (a doubled quote is one quote character).
  token('str', P.regexp(/'(?:[^'\r\n]|'')*'(?!')/)),
  errorToken(P.regexp(/'(?:[^'\r\n]|'')*/), 'SYNTAX', () => 'unterminated string'),
  // Dyalog names: letters (accented ones too), _ ∆ ⍙, then also digits and ¯.
  token('name', P.regexp(/[\p{L}_∆⍙][\p{L}\p{N}_∆⍙¯]*/u)),
  token('operand', P.regexp(/⍺⍺|⍵⍵/)),
  token('arg', P.regexp(/[⍺⍵]/)),
  token('deldel', P.string('∇∇')),
  token('del', P.string('∇')),
  token('sys', P.regexp(/⎕[A-Za-z][A-Za-z0-9]*/)),
  token('quad', P.string('⎕')),
  token('zilde', P.string('⍬')),
  // ∘. followed by a digit is ∘ with the number .5 as right operand, not an outer product.
  token('outer', P.regexp(/∘\.(?![0-9])/)),
  token('fn', P.regexp(glyphClass(FUNCTION_GLYPHS + Object.keys(FUNCTION_GLYPH_ALIASES).join('')))),
  token('mop', P.regexp(glyphClass(MONADIC_OPERATOR_GLYPHS))),
  token('dop', P.regexp(glyphClass(DYADIC_OPERATOR_GLYPHS))),
  token('slash', P.regexp(glyphClass(SLASH_GLYPHS))),
  token('assign', P.string('←')),
  token('diamond', P.string('⋄')),
  token('colon', P.string(':')),
  token('semicolon', P.string(';')),
  token('lparen', P.string('(')),
  token('rparen', P.string(')')),
  token('lbracket', P.string('[')),
  token('rbracket', P.string(']')),
  token('lbrace', P.string('{')),
  token('rbrace', P.string('}')),
  // Anything else is one bad code point; lexing goes on after it.
  errorToken(P.regexp(/[\s\S]/u), 'SYNTAX', (t) => `unknown character '${t}'`),
);

const tokensParser: P.Parser<RawToken[]> = tokenParser.many();

function finish(raw: RawToken, lines: LineIndex): Token | null {
  if (raw.kind === 'skip') return null;
  const span = lines.span(raw.start, raw.end);
  switch (raw.kind) {
    case 'num':
      return { kind: 'num', text: raw.text, span, num: Number(raw.text.replace(/¯/g, '-')) };
    case 'str':
      return { kind: 'str', text: raw.text, span, str: raw.text.slice(1, -1).replace(/''/g, "'") };
    case 'fn':
      return { kind: 'fn', text: FUNCTION_GLYPH_ALIASES[raw.text] ?? raw.text, span };
    case 'error':
      return raw.error ? { kind: 'error', text: raw.text, span, error: raw.error } : { kind: 'error', text: raw.text, span };
    default:
      return { kind: raw.kind, text: raw.text, span };
  }
}

/**
 * All tokens of the text, comments and blanks dropped, newlines kept. No token spans a line, so each
 * line is lexed on its own: parsimmon's regexp parsers slice the input at every token, which would
 * make one pass over a whole large file quadratic.
 */
export function lex(text: string): Token[] {
  const lines = new LineIndex(text);
  const tokens: Token[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl + 1;
    const result = tokensParser.parse(text.slice(lineStart, lineEnd));
    // The catch-all alternative makes failure impossible; this guards against a future edit breaking that.
    if (!result.status) {
      const at = lineStart + result.index.offset;
      tokens.push({ kind: 'error', text: text.slice(at, at + 1), span: lines.span(at, at + 1), error: { cls: 'SYNTAX', message: 'cannot read the source here' } });
    } else {
      for (const raw of result.value) {
        const t = finish({ ...raw, start: raw.start + lineStart, end: raw.end + lineStart }, lines);
        if (t) tokens.push(t);
      }
    }
    lineStart = lineEnd;
  }
  return tokens;
}
