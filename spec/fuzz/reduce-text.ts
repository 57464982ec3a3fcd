// Shrinks a failing program's text while it still fails the same way: whole lines, then statements
// between diamonds, then single tokens, then parentheses around a single token, until none of these
// can go or the budget of runs is spent. Used on corpus mutants, whose fast-check shrinking only
// drops mutations, and after fast-check on generated programs.
import { lex } from '../../apl/lexer.js';

function candidates(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  const comments = lines.filter((l) => !/^\s*⍝/.test(l));
  if (comments.length < lines.length) out.push(comments.join('\n'));
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    out.push([...lines.slice(0, i), ...lines.slice(i + 1)].join('\n'));
    const parts = lines[i]!.split('⋄');
    if (parts.length > 1) {
      for (let j = 0; j < parts.length; j++) {
        const line = [...parts.slice(0, j), ...parts.slice(j + 1)].join('⋄');
        out.push([...lines.slice(0, i), line, ...lines.slice(i + 1)].join('\n'));
      }
    }
  }
  const tokens = lex(text).filter((t) => t.kind !== 'newline');
  for (const t of tokens) out.push(text.slice(0, t.span.start.offset) + text.slice(t.span.end.offset));
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i]!.kind === 'lparen' && tokens[i + 2]!.kind === 'rparen') {
      const a = tokens[i]!;
      const c = tokens[i + 2]!;
      out.push(text.slice(0, a.span.start.offset) + tokens[i + 1]!.text + text.slice(c.span.end.offset));
    }
  }
  return out.filter((t) => t.trim() !== '' && t !== text);
}

export async function reduceText(text: string, stillFails: (t: string) => Promise<boolean>, budget: number): Promise<string> {
  let best = text;
  let runs = 0;
  let changed = true;
  while (changed && runs < budget) {
    changed = false;
    for (const candidate of candidates(best)) {
      if (runs++ >= budget) break;
      if (candidate.length < best.length && (await stillFails(candidate))) {
        best = candidate;
        changed = true;
        break;
      }
    }
  }
  return best;
}
