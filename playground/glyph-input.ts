// Glyph input for the playground's editor: the backtick keymap of the REPL (cli/glyph-keys.ts),
// applied as the user types, and the language bar's glyphs with their names and keys.
import { GLYPH_KEYS } from '../cli/glyph-keys.js';

/** The editor's text and cursor (a UTF-16 offset, as a textarea counts). */
export interface EditorState {
  readonly text: string;
  readonly cursor: number;
}

/**
 * After a character was typed at the cursor: a backtick and a key just before the cursor become
 * the key's glyph (`` `i `` → ⍳), as in Dyalog's and ngn/apl's prefix layouts. Null when there is
 * nothing to replace (no backtick pair, or a key the keymap does not have).
 */
export function expandBeforeCursor(state: EditorState): EditorState | null {
  const { text, cursor } = state;
  if (cursor < 2 || text[cursor - 2] !== '`') return null;
  const glyph = GLYPH_KEYS[text[cursor - 1]!];
  if (glyph === undefined) return null;
  return { text: text.slice(0, cursor - 2) + glyph + text.slice(cursor), cursor: cursor - 2 + glyph.length };
}

/** The text with `insert` in place of the selection [start, end), and the cursor after it. */
export function insertAt(text: string, start: number, end: number, insert: string): EditorState {
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}

/** A button of the language bar. */
export interface BarGlyph {
  readonly glyph: string;
  /** what a screen reader says and the tooltip shows */
  readonly name: string;
  /** the key typed after a backtick for it, or null where the keyboard has the glyph itself */
  readonly key: string | null;
}

/** The glyphs of the bar, in Dyalog's language-bar order, with their names (monadic / dyadic). */
const BAR: readonly (readonly [string, string])[] = [
  ['←', 'assign'], ['+', 'conjugate / plus'], ['-', 'negate / minus'], ['×', 'direction / times'], ['÷', 'reciprocal / divide'],
  ['*', 'exponential / power'], ['⍟', 'natural log / logarithm'], ['○', 'pi times / circular'], ['!', 'factorial / binomial'],
  ['?', 'roll / deal'], ['|', 'magnitude / residue'], ['⌈', 'ceiling / maximum'], ['⌊', 'floor / minimum'], ['⊥', 'decode'],
  ['⊤', 'encode'], ['⊣', 'same / left'], ['⊢', 'same / right'], ['=', 'equal'], ['≠', 'unique mask / not equal'],
  ['≤', 'less than or equal'], ['<', 'less than'], ['>', 'greater than'], ['≥', 'greater than or equal'], ['≡', 'depth / match'],
  ['≢', 'tally / not match'], ['∨', 'greatest common divisor / or'], ['∧', 'least common multiple / and'], ['⍲', 'nand'], ['⍱', 'nor'],
  ['↑', 'mix / take'], ['↓', 'split / drop'], ['⊂', 'enclose / partitioned enclose'], ['⊃', 'first / pick'], ['⊆', 'nest / partition'],
  ['⌷', 'materialise / index'], ['⍋', 'grade up'], ['⍒', 'grade down'], ['⍳', 'index generator / index of'], ['⍸', 'where / interval index'],
  ['∊', 'enlist / membership'], ['⍷', 'find'], ['∪', 'unique / union'], ['∩', 'intersection'], ['~', 'not / without'],
  ['/', 'reduce / replicate'], ['\\', 'scan / expand'], ['⌿', 'reduce first / replicate first'], ['⍀', 'scan first / expand first'],
  [',', 'ravel / catenate'], ['⍪', 'table / catenate first'], ['⍴', 'shape / reshape'], ['⌽', 'reverse / rotate'],
  ['⊖', 'reverse first / rotate first'], ['⍉', 'transpose'], ['¨', 'each'], ['⍨', 'commute / constant'], ['⍣', 'power operator'],
  ['.', 'inner product'], ['∘', 'outer product / compose'], ['⍤', 'rank / atop'], ['⍥', 'over'], ['⎕', 'quad'], ['⍠', 'variant'],
  ['⌸', 'key'], ['⌺', 'stencil'], ['⍎', 'execute'], ['⍕', 'format'], ['⋄', 'statement separator'], ['⍝', 'comment'],
  ['⍵', 'right argument'], ['⍺', 'left argument'], ['∇', 'recursion'], ['¯', 'high minus'], ['⍬', 'empty numeric vector'],
];

/** The key that gives each glyph after a backtick (the first, where several do). */
function keysByGlyph(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, glyph] of Object.entries(GLYPH_KEYS)) if (!keys.has(glyph)) keys.set(glyph, key);
  return keys;
}

export function languageBar(): BarGlyph[] {
  const keys = keysByGlyph();
  return BAR.map(([glyph, name]) => {
    const key = keys.get(glyph);
    // a glyph on the keyboard itself (+ < /) needs no prefix, even where the keymap has one
    const onKeyboard = /^[\x20-\x7e]$/.test(glyph);
    return { glyph, name, key: key === undefined || onKeyboard ? null : key };
  });
}

/** The tooltip and accessible name of a bar button: `⍳ index generator / index of (`i)`. */
export function barLabel(g: BarGlyph): string {
  return `${g.glyph} ${g.name}${g.key === null ? '' : ` (\`${g.key})`}`;
}
