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
export const DYADIC_OPERATOR_GLYPHS = '.⍣⍤∘⍥⍛@⌺⍠';
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
  /** → (a branch: only →0 in a traditional function, as :Return) */
  | 'branch'
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

/** A token before positions are attached: offsets only; LineIndex turns them into Pos. */
interface RawToken {
  readonly kind: TokenKind | 'skip';
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly error?: { readonly cls: ErrorClass; readonly message: string };
}

interface Rule {
  readonly kind: TokenKind | 'skip';
  /** regular expression source, matched at the current position */
  readonly re: string;
  /** an error token's diagnostic */
  readonly error?: { readonly cls: ErrorClass; readonly message: (text: string) => string };
}

function glyphClass(glyphs: string): string {
  return '[' + glyphs.replace(/[\\\]\-^]/g, (c) => '\\' + c) + ']';
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, (c) => '\\' + c);
}

// A real number in APL notation: high minus for negatives, optional fraction and exponent. A
// trailing '.' is not taken ("1." is rare, and '.' must stay free to be the inner-product operator).
const REAL = '¯?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:[eE]¯?\\d+)?';

/** Token rules, first match wins. */
const RULES: readonly Rule[] = [
  // \r\n (Windows), \n and a lone \r (classic Mac) each end a line, as editors show them.
  { kind: 'newline', re: '\\r\\n|\\r|\\n' },
  // A byte-order mark (U+FEFF) is invisible in editors and carries no meaning: a blank.
  { kind: 'skip', re: '[ \\t\\f\\v\\u00a0\\ufeff]+' },
  { kind: 'skip', re: '⍝[^\\r\\n]*' },
  // Complex literals (1J2) are tried first so that they are not read as a number and a name.
  { kind: 'error', re: REAL + '[jJ]' + REAL, error: { cls: 'NONCE', message: (t) => `complex numbers are not supported: ${t}` } },
  { kind: 'num', re: REAL },
  { kind: 'error', re: '¯', error: { cls: 'SYNTAX', message: () => "'¯' (high minus) must be followed by a number" } },
  // A string ends at a quote not followed by another (a doubled quote is one quote character).
  { kind: 'str', re: "'(?:[^'\\r\\n]|'')*'(?!')" },
  { kind: 'error', re: "'(?:[^'\\r\\n]|'')*", error: { cls: 'SYNTAX', message: () => 'unterminated string' } },
  // Dyalog names: letters (accented ones too), _ ∆ ⍙, then also digits and ¯.
  { kind: 'name', re: '[\\p{L}_∆⍙][\\p{L}\\p{N}_∆⍙¯]*' },
  { kind: 'operand', re: '⍺⍺|⍵⍵' },
  { kind: 'arg', re: '[⍺⍵]' },
  { kind: 'deldel', re: '∇∇' },
  { kind: 'del', re: '∇' },
  { kind: 'sys', re: '⎕[A-Za-z][A-Za-z0-9]*' },
  { kind: 'quad', re: '⎕' },
  { kind: 'zilde', re: '⍬' },
  // ∘. followed by a digit is ∘ with a number like .5 as right operand, not an outer product.
  { kind: 'outer', re: '∘\\.(?![0-9])' },
  { kind: 'fn', re: glyphClass(FUNCTION_GLYPHS + Object.keys(FUNCTION_GLYPH_ALIASES).join('')) },
  { kind: 'mop', re: glyphClass(MONADIC_OPERATOR_GLYPHS) },
  { kind: 'dop', re: glyphClass(DYADIC_OPERATOR_GLYPHS) },
  { kind: 'slash', re: glyphClass(SLASH_GLYPHS) },
  ...(
    [
      ['assign', '←'],
      ['branch', '→'],
      ['diamond', '⋄'],
      ['colon', ':'],
      ['semicolon', ';'],
      ['lparen', '('],
      ['rparen', ')'],
      ['lbracket', '['],
      ['rbracket', ']'],
      ['lbrace', '{'],
      ['rbrace', '}'],
    ] as const
  ).map(([kind, text]): Rule => ({ kind, re: literal(text) })),
  // Anything else is one bad code point; lexing goes on after it.
  { kind: 'error', re: '[\\s\\S]', error: { cls: 'SYNTAX', message: (t) => `unknown character '${t}'` } },
];

// The rules as alternatives of one sticky expression, run by a custom parsimmon parser. One
// expression rather than P.alt over the rules: P.alt merges the "expected" sets of every failed
// alternative at every token, which made lexing ten times slower. Sticky (matching in place at the
// index) rather than P.regexp: P.regexp slices the rest of the input at every token, which made a
// long line (a 30 000-item literal) quadratic.
const LEXEME = new RegExp(RULES.map((r) => `(?:${r.re})`).join('|'), 'uy');
const lexeme: P.Parser<string> = P.custom((success, failure) => (input, i) => {
  LEXEME.lastIndex = i;
  const m = LEXEME.exec(input);
  return m && m[0].length > 0 ? success(i + m[0].length, m[0]) : failure(i, 'a token');
});
const lexemes: P.Parser<string[]> = lexeme.many();

// Which rule a lexeme came from: the first rule matching all of it. That is the alternative the
// combined expression took, since an earlier rule matching the lexeme would have matched first
// (the lookaheads of 'str' and 'outer' cannot change this: see the lexer spec).
const WHOLE = RULES.map((r) => new RegExp(`^(?:${r.re})$`, 'u'));

function classify(text: string, start: number): RawToken {
  const at = WHOLE.findIndex((re) => re.test(text));
  const rule = RULES[at] ?? (RULES[RULES.length - 1] as Rule);
  const raw = { kind: rule.kind, text, start, end: start + text.length };
  return rule.error ? { ...raw, error: { cls: rule.error.cls, message: rule.error.message(text) } } : raw;
}

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
    case 'sys':
      // System names are case-insensitive in Dyalog: ⎕io is ⎕IO.
      return { kind: 'sys', text: raw.text.toUpperCase(), span };
    case 'error':
      return raw.error ? { kind: 'error', text: raw.text, span, error: raw.error } : { kind: 'error', text: raw.text, span };
    default:
      return { kind: raw.kind, text: raw.text, span };
  }
}

/** All tokens of the text, comments and blanks dropped, newlines kept; linear in the text's length. */
export function lex(text: string): Token[] {
  const lines = new LineIndex(text);
  const tokens: Token[] = [];
  const result = lexemes.parse(text);
  // The catch-all rule makes failure impossible; this guards against a future edit breaking that.
  if (!result.status) {
    const at = result.index.offset;
    tokens.push({ kind: 'error', text: text.slice(at, at + 1), span: lines.span(at, at + 1), error: { cls: 'SYNTAX', message: 'cannot read the source here' } });
    return tokens;
  }
  let offset = 0;
  for (const lexeme of result.value) {
    const t = finish(classify(lexeme, offset), lines);
    if (t) tokens.push(t);
    offset += lexeme.length;
  }
  return tokens;
}
