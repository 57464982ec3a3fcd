// `aplc check` over JavaScript and TypeScript: the `apl` templates and `compile('…')` sources of a
// file (cli/embedded-sources.ts) are checked with the same checker as .apl files, and every
// diagnostic is moved into the file's coordinates (line and code-point column, UTF-16 offset), so
// that editors, GitHub annotations and SARIF viewers point into the .ts or .js file.
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Pos, Span } from '../apl/ast.js';
import { diag, type Diagnostic, type Related } from '../apl/diagnostics.js';
import type { ElemType } from '../shapes/typed.js';
import { findEmbeddedApl, type EmbeddedApl, type JsParser } from './embedded-sources.js';
import { compileFunction, parseSignature, showSignature, type ArgType, type FnSignature } from '../api/functions.js';
import type { CallSite, SeenArg } from './call-sites.js';

/** Line starts and code-point columns of a file, for moving positions into it. */
class FileCoordinates {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  pos(offset: number): Pos {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const col = [...this.text.slice(this.starts[lo]!, offset)].length + 1;
    return { line: lo + 1, col, offset };
  }
}

/** The UTF-16 offset in `text` of a 1-based line and code-point column (LF line ends). */
function offsetIn(text: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  for (let c = 1; c < col && offset < text.length; c++) {
    const code = text.charCodeAt(offset);
    offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  return Math.min(offset, text.length);
}

/** Moves spans of APL text (the source's text, or a signature at `signatureStart`) into the file. */
type SpanMover = (s: Span | null) => Span | null;

function sourceMover(coords: FileCoordinates, src: EmbeddedApl): SpanMover {
  const at = (p: Pos): Pos => coords.pos(src.offsets[offsetIn(src.text, p.line, p.col)]!);
  return (s) => (s === null ? null : { start: at(s.start), end: at(s.end) });
}

function signatureMover(coords: FileCoordinates, start: number): SpanMover {
  const at = (p: Pos): Pos => coords.pos(start + p.offset);
  return (s) => (s === null ? null : { start: at(s.start), end: at(s.end) });
}

function moveDiagnostic(move: SpanMover, d: Diagnostic, file: string): Diagnostic {
  const related: Related[] = d.related.map((r) => ({ message: r.message, span: move(r.span) }));
  return diag(d.cls, d.message, file, move(d.span), related);
}

/**
 * The argument types an unsigned source is tried at: ranks 0 to 3 for each element type, the most
 * common first. ⍺, when the source uses it, takes the same type as ⍵.
 */
export function probeSignatures(dyadic: boolean): FnSignature[] {
  const dims = [[], ['n'], ['n', 'm'], ['n', 'm', 'p']];
  const out: FnSignature[] = [];
  for (const elem of ['float', 'int', 'bool', 'char'] as const satisfies readonly ElemType[])
    for (const rank of [1, 0, 2, 3]) {
      const omega: ArgType = { elem, dims: dims[rank]! };
      out.push({ alpha: dyadic ? { elem, dims: dims[rank]!.map((d) => `a${d}`) } : null, omega, result: null });
    }
  return out;
}

const sameError = (a: Diagnostic, b: Diagnostic): boolean =>
  a.cls === b.cls && a.span?.start.line === b.span?.start.line && a.span?.start.col === b.span?.start.col;

/**
 * The errors of an unsigned source that do not depend on its arguments: those it has at every
 * probe signature (the same class at the same place). Stops at the first signature that checks.
 */
function argumentIndependentErrors(text: string, file: string): readonly Diagnostic[] {
  let common: readonly Diagnostic[] | null = null;
  for (const sig of probeSignatures(/⍺/.test(text))) {
    const r = compileFunction(text, sig, file);
    if (!isLeft(r)) return [];
    common = common === null ? r.left : common.filter((d) => r.left.some((e) => sameError(d, e)));
    if (common.length === 0) return [];
  }
  return common ?? [];
}

/** The signature a call compiles the function at (api/functions.ts signatureOf: each dim a name of its own). */
function callSignature(args: readonly SeenArg[]): FnSignature {
  const t = (a: SeenArg, base: string): ArgType => ({ elem: a.elem, dims: Array.from({ length: a.rank }, (_, i) => `${base}${i}`) });
  return args.length === 1 ? { alpha: null, omega: t(args[0]!, 'n'), result: null } : { alpha: t(args[0]!, 'a'), omega: t(args[1]!, 'n'), result: null };
}

/**
 * The errors of an unsigned source at the argument types of each call the file shows: each once
 * (the first call that has it), with a note pointing at that call.
 */
function errorsAtCalls(text: string, file: string, calls: readonly CallSite[], move: SpanMover, coords: FileCoordinates): Diagnostic[] {
  const out: Diagnostic[] = [];
  const tried = new Set<string>();
  for (const call of calls) {
    const sig = callSignature(call.args);
    const shown = showSignature(sig);
    if (tried.has(shown)) continue;
    tried.add(shown);
    const r = compileFunction(text, sig, file);
    if (!isLeft(r)) continue;
    const at = { start: coords.pos(call.offset), end: coords.pos(call.offset + 1) };
    for (const d of r.left) {
      if (out.some((e) => sameError(e, moveDiagnostic(move, d, file)))) continue;
      const moved = moveDiagnostic(move, d, file);
      out.push({ ...moved, related: [...moved.related, { message: `at this call's argument types: ${shown}`, span: at }] });
    }
  }
  return out;
}

/**
 * Checks one source. With a signature, completely (for every value of its size names). Without
 * one, at the argument types of the calls the file shows, where it shows any; otherwise at every
 * rank from 0 to 3 and every element type, reporting what fails at all of them.
 */
function checkSource(src: EmbeddedApl, file: string, coords: FileCoordinates): Diagnostic[] {
  const point = (offset: number): Span => ({ start: coords.pos(offset), end: coords.pos(offset + 1) });
  if (src.substitution !== null) return [diag('SYNTAX', 'apl`…` templates take no ${…} substitutions: pass values as arguments', file, point(src.substitution))];
  if (src.lostBackslashes.length > 0)
    return src.lostBackslashes.map((at) =>
      diag('SYNTAX', `in a JavaScript string, \\${src.text[src.offsets.indexOf(at)] ?? ''} is just ${src.text[src.offsets.indexOf(at)] ?? 'the character'}: the backslash (APL's scan or expand) is lost; write \\\\ or use an apl\`…\` template, which is read raw`, file, point(at)),
    );
  const move = sourceMover(coords, src);
  if (src.signature === null && src.calls.length > 0) return errorsAtCalls(src.text, file, src.calls, move, coords);
  if (src.signature === null) return argumentIndependentErrors(src.text, file).map((d) => moveDiagnostic(move, d, file));
  const parsed = parseSignature(src.signature.text);
  if (isLeft(parsed)) return parsed.left.map((d) => moveDiagnostic(signatureMover(coords, src.signature!.start), d, file));
  const r = compileFunction(src.text, parsed.right, file);
  return isLeft(r) ? r.left.map((d) => moveDiagnostic(move, d, file)) : [];
}

/** All the diagnostics of a JavaScript or TypeScript file's APL, in its coordinates; and how many sources there were. */
export function checkScriptFile(parse: JsParser, file: string, text: string): { diagnostics: Diagnostic[]; sources: number } {
  const coords = new FileCoordinates(text);
  const scan = findEmbeddedApl(parse, file, text);
  if (scan.parseError !== null) {
    const at = coords.pos(scan.parseError.offset);
    return { diagnostics: [diag('SYNTAX', `cannot parse ${file} as JavaScript or TypeScript: ${scan.parseError.message}`, file, { start: at, end: at })], sources: 0 };
  }
  return { diagnostics: scan.sources.flatMap((s) => checkSource(s, file, coords)), sources: scan.sources.length };
}
