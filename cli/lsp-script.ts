// The language server's analysis of a JavaScript or TypeScript file: the diagnostics `aplc check`
// gives for its `apl` templates and `compile('…')` sources, and for hover the types inside each
// source, moved into the file. A source with a signature is checked at it (its types are symbolic,
// `f32[n-1]`); one without is shown at the first argument type it checks at (ranks 0 to 3, each
// element type, as `aplc check` tries them), and the types it checks at are its signatures.
import { isLeft } from 'fp-ts/lib/Either.js';
import { checkFunctionSource, parseSignature, type FnSignature } from '../api/functions.js';
import { showArrType } from '../shapes/check.js';
import { showSignature } from '../shapes/signature.js';
import type { TFunction } from '../shapes/typed.js';
import { findEmbeddedApl, type EmbeddedApl, type JsParser } from './embedded-sources.js';
import { LineOffsets, typedRanges, type Analysis, type FunctionRange, type SpanPlacer, type TypedRange } from './lsp-analysis.js';
import { checkScriptFile, probeSignatures } from './ts-scan.js';

interface SourceTypes {
  readonly typed: TypedRange[];
  readonly signatures: string[];
}

const argumentsOf = (sig: FnSignature): string => showSignature({ ...sig, result: null });
const resultOf = (fn: TFunction): string => showArrType(fn.body.t);
const paramNames = (fn: TFunction): Set<string> => new Set(fn.params.map((p) => p.name));

function typesOf(src: EmbeddedApl, file: string, place: SpanPlacer): SourceTypes {
  if (src.signature !== null) {
    const sig = parseSignature(src.signature.text);
    if (isLeft(sig)) return { typed: [], signatures: [] };
    const fn = checkFunctionSource(src.text, sig.right, file);
    if (isLeft(fn)) return { typed: [], signatures: [`${showSignature(sig.right)} (declared; does not check)`] };
    return { typed: typedRanges([fn.right.body], place, null, paramNames(fn.right)), signatures: [`${argumentsOf(sig.right)} → ${resultOf(fn.right)} (declared)`] };
  }
  let typed: TypedRange[] = [];
  const signatures: string[] = [];
  for (const sig of probeSignatures(/⍺/.test(src.text))) {
    const fn = checkFunctionSource(src.text, sig, file);
    if (isLeft(fn)) continue;
    signatures.push(`${argumentsOf(sig)} → ${resultOf(fn.right)}`);
    if (typed.length === 0) typed = typedRanges([fn.right.body], place, `at ${argumentsOf(sig)}; no signature declared`, paramNames(fn.right));
  }
  return { typed, signatures };
}

export function analyseScript(parse: JsParser, text: string, file: string): Analysis {
  const { diagnostics } = checkScriptFile(parse, file, text);
  const typed: TypedRange[] = [];
  const functions: FunctionRange[] = [];
  try {
    for (const src of findEmbeddedApl(parse, file, text).sources) {
      // a source `aplc check` rejects before checking (substitutions, lost backslashes) has no types
      if (src.substitution !== null || src.lostBackslashes.length > 0) continue;
      const lines = new LineOffsets(src.text);
      const place: SpanPlacer = (s) => ({ start: src.offsets[lines.offset(s.start)]!, end: src.offsets[lines.offset(s.end)]! });
      const types = typesOf(src, file, place);
      typed.push(...types.typed);
      const name = src.kind === 'template' ? 'apl`…`' : 'compile(…)';
      functions.push({ start: src.offsets[0]!, end: src.offsets[src.text.length]!, name, isName: false, signatures: types.signatures });
    }
  } catch (e) {
    return { diagnostics, typed, functions, internalError: e };
  }
  return { diagnostics, typed, functions, internalError: null };
}
