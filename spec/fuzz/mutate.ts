// Mutants of the corpus programs (spec/programs/**/*.apl), token by token with the project's own
// lexer: a primitive replaced by another of its family, a number by another, the two arguments of
// a dyadic function swapped, a token deleted, a sub-expression duplicated into `(e)f(e)`. A mutant
// is mostly still a program, often ill shaped: what it must never do is fail inside the compiler,
// make the backends disagree, or hang.
import fc from 'fast-check';
import { lex, type Token } from '../../apl/lexer.js';

/** Glyphs that take the same arguments, so a swap keeps a program's structure. */
const FAMILIES: readonly string[] = ['+-×÷|⌈⌊*⍟○!∧∨⍲⍱<≤=≥>≠', '⍴,⍪↑↓⌽⊖⍉⍳⍸∊⍋⍒≢⊃⌷', '/\\⌿⍀', '¨⍨', '.⍣∘⍤'];
const NUMBERS: readonly string[] = ['0', '1', '2', '¯1', '3', '¯7', '0.5', '¯2.25', '10', '255', '1000', '65536', '1E6', '2147483647', '¯2147483648', '1E¯3'];
const DYADIC_SCALAR = '+-×⌈⌊,=≠<';

export type MutationKind = 'glyph' | 'number' | 'swap' | 'delete' | 'duplicate';

export interface Mutation {
  readonly kind: MutationKind;
  /** which candidate token, modulo their count */
  readonly at: number;
  /** which replacement, modulo their count */
  readonly pick: number;
}

export const mutations = fc.array(
  fc.record({ kind: fc.constantFrom<MutationKind>('glyph', 'number', 'swap', 'delete', 'duplicate'), at: fc.nat(), pick: fc.nat() }),
  { minLength: 1, maxLength: 3 },
);

/** A token that is an array by itself, or the end of one (for swapping and duplicating). */
function isAtom(t: Token): boolean {
  return t.kind === 'num' || t.kind === 'str' || t.kind === 'name' || t.kind === 'arg' || t.kind === 'zilde';
}

function isGlyph(t: Token): boolean {
  return t.kind === 'fn' || t.kind === 'slash' || t.kind === 'mop' || t.kind === 'dop';
}

/** The index of the parenthesis that closes the one at i, or -1. */
function closing(tokens: readonly Token[], i: number): number {
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    if (tokens[j]!.kind === 'lparen') depth++;
    else if (tokens[j]!.kind === 'rparen' && --depth === 0) return j;
  }
  return -1;
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** The text with one mutation applied, or the same text where the program offers no candidate. */
export function mutateOnce(text: string, m: Mutation): string {
  const tokens = lex(text).filter((t) => t.kind !== 'newline');
  const choose = <T>(xs: readonly T[]): T | undefined => (xs.length === 0 ? undefined : xs[m.at % xs.length]);
  if (m.kind === 'glyph') {
    const t = choose(tokens.filter((x) => isGlyph(x) && FAMILIES.some((f) => f.includes(x.text))));
    if (t === undefined) return text;
    const family = [...FAMILIES.find((f) => f.includes(t.text))!].filter((g) => g !== t.text);
    return splice(text, t.span.start.offset, t.span.end.offset, family[m.pick % family.length]!);
  }
  if (m.kind === 'number') {
    const t = choose(tokens.filter((x) => x.kind === 'num'));
    return t === undefined ? text : splice(text, t.span.start.offset, t.span.end.offset, NUMBERS[m.pick % NUMBERS.length]!);
  }
  if (m.kind === 'delete') {
    const t = choose(tokens);
    return t === undefined ? text : splice(text, t.span.start.offset, t.span.end.offset, ' ');
  }
  if (m.kind === 'swap') {
    // `a f b` → `b f a` where a and b are single tokens
    const sites = tokens.flatMap((t, i) => (t.kind === 'fn' && i > 0 && i + 1 < tokens.length && isAtom(tokens[i - 1]!) && isAtom(tokens[i + 1]!) ? [i] : []));
    const i = choose(sites);
    if (i === undefined) return text;
    const a = tokens[i - 1]!;
    const b = tokens[i + 1]!;
    return text.slice(0, a.span.start.offset) + b.text + text.slice(a.span.end.offset, b.span.start.offset) + a.text + text.slice(b.span.end.offset);
  }
  // duplicate: a parenthesised group or an atom e becomes (e)f(e)
  const groups = tokens.flatMap((t, i) => {
    if (t.kind === 'lparen') {
      const j = closing(tokens, i);
      return j < 0 ? [] : [[t.span.start.offset, tokens[j]!.span.end.offset] as const];
    }
    return isAtom(t) ? [[t.span.start.offset, t.span.end.offset] as const] : [];
  });
  const g = choose(groups);
  if (g === undefined) return text;
  const e = text.slice(g[0], g[1]);
  const f = DYADIC_SCALAR[m.pick % DYADIC_SCALAR.length]!;
  return splice(text, g[0], g[1], `((${e})${f}(${e}))`);
}

export function mutate(text: string, ms: readonly Mutation[]): string {
  return ms.reduce(mutateOnce, text);
}
