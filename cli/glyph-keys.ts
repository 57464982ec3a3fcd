// Typing APL glyphs on an ordinary keyboard: a backtick then a key gives the glyph, after the prefix
// key of Dyalog's and ngn/apl's layouts (`i is ⍳, `r is ⍴, `` is ⋄). A backtick before any other
// character is left as it is. The table is exported for the playground's language bar.
export const GLYPH_KEYS: Readonly<Record<string, string>> = {
  '`': '⋄', '1': '¨', '2': '¯', '3': '<', '4': '≤', '5': '=', '6': '≥', '7': '>', '8': '≠', '9': '∨', '0': '∧', '-': '×', '=': '÷',
  q: '?', w: '⍵', e: '∊', r: '⍴', t: '~', y: '↑', u: '↓', i: '⍳', o: '○', p: '*', '[': '←', ']': '→', '\\': '⊢',
  a: '⍺', s: '⌈', d: '⌊', f: '_', g: '∇', h: '∆', j: '∘', k: "'", l: '⎕', ';': '⍎', "'": '⍕',
  z: '⊂', x: '⊃', c: '∩', v: '∪', b: '⊥', n: '⊤', m: '|', ',': '⍝', '.': '⍀', '/': '⌿',
  '~': '⌺', '!': '⌶', '@': '⍫', '#': '⍒', $: '⍋', '%': '⌽', '^': '⍉', '&': '⊖', '*': '⍟', '(': '⍱', ')': '⍲', _: '!', '+': '⌹',
  E: '⍷', I: '⍸', O: '⍥', P: '⍣', T: '⍨', '{': '⍞', '}': '⍬', '|': '⊣', J: '⍤', K: '⌸', L: '⌷', ':': '≡', '"': '≢',
  Z: '⊆', '<': '⍪', '>': '⍙', '?': '⍠',
};

/** The line with each backtick-key pair replaced by its glyph. */
export function expandGlyphKeys(line: string): string {
  return line.replace(/`([\s\S])/g, (pair, key: string) => GLYPH_KEYS[key] ?? pair);
}
