// What hovering shows: on a function's name, its signatures; elsewhere the shape and element type
// of the innermost checked expression under the cursor (every type it was checked at: a dfn's
// body is checked at each use, and at its declared signature); inside a function definition where
// no expression is, the function's signatures.
import type { Analysis, FunctionRange, Range, TypedRange } from './lsp-analysis.js';

export interface HoverText {
  readonly range: Range;
  /** Markdown */
  readonly markdown: string;
}

const codeBlock = (lines: readonly string[]): string => '```text\n' + lines.join('\n') + '\n```';

function innermost<R extends Range>(ranges: readonly R[]): R | null {
  let best: R | null = null;
  for (const r of ranges) if (best === null || r.end - r.start < best.end - best.start) best = r;
  return best;
}

function functionHover(f: FunctionRange, range: Range): HoverText {
  const text =
    f.signatures.length > 0
      ? codeBlock(f.signatures.map((s) => `${f.name}: ${s}`))
      : `${codeBlock([`${f.name}: a function`])}\nnot applied in this file, so no signature was inferred; declare one (\`⍝ ${f.name}: ⍵ f32[n]\`) to check it on its own`;
  return { range, markdown: text };
}

function typeHover(hits: readonly TypedRange[]): HoverText {
  const lines: string[] = [];
  for (const h of hits) {
    const line = h.context === null ? h.type : `${h.type}    (${h.context})`;
    if (!lines.includes(line)) lines.push(line);
  }
  return { range: { start: hits[0]!.start, end: hits[0]!.end }, markdown: codeBlock(lines) };
}

/** The hover at a UTF-16 offset of the document, or null where there is nothing to say. */
export function hoverAt(a: Analysis, offset: number): HoverText | null {
  const within = (r: Range): boolean => r.start <= offset && offset < r.end;
  const name = innermost(a.functions.filter((f) => f.isName && within(f)));
  if (name !== null && name.signatures.length > 0) return functionHover(name, name);
  const typed = innermost(a.typed.filter(within));
  if (typed !== null) return typeHover(a.typed.filter((t) => t.start === typed.start && t.end === typed.end));
  if (name !== null) return functionHover(name, name);
  const definition = innermost(a.functions.filter((f) => !f.isName && within(f)));
  return definition !== null && definition.signatures.length > 0 ? functionHover(definition, definition) : null;
}
