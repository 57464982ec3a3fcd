// `aplc check` over TypeScript: the `apl` templates of a .ts/.tsx file are found with the
// TypeScript parser and checked with the same checker as .apl files; every diagnostic is moved into
// the TypeScript file's coordinates (line and code-point column, UTF-16 offset), so that editors,
// GitHub annotations and SARIF viewers point into the .ts file.
//
// TypeScript is loaded only when a TypeScript file is checked: it is an optional peer dependency.
import type TS from 'typescript';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Pos, Span } from '../apl/ast.js';
import { diag, type Diagnostic, type Related } from '../apl/diagnostics.js';
import { compileFunction, parseSignature, type FnSignature } from '../api/functions.js';

export type TypeScriptApi = typeof TS;

/** An `apl` template found in a TypeScript file. */
export interface AplTemplate {
  /** the APL source: the template's raw text, line ends as LF */
  readonly text: string;
  /** UTF-16 offset in the TypeScript file where the APL source starts (after the backtick) */
  readonly start: number;
  /** the declared signature (`apl('⍺ f32[n] ⍵ f32[n]')`…), with the offset of its text, or null */
  readonly signature: { readonly text: string; readonly start: number } | null;
  /** the template has `${…}` substitutions, which `apl` rejects */
  readonly substitutions: boolean;
}

let loaded: Promise<TypeScriptApi | null> | null = null;

/** The typescript package, or null when it is not installed. */
export function loadTypeScript(): Promise<TypeScriptApi | null> {
  // typescript is CommonJS: under ESM its API is the default export (named ones are best-effort).
  loaded ??= import('typescript').then(
    (m: unknown) => (m as { default?: TypeScriptApi }).default ?? (m as TypeScriptApi),
    () => null,
  );
  return loaded;
}

/** Names that refer to the `apl` tag: `apl` itself and aliases imported as `{ apl as x }`. */
function tagNames(ts: TypeScriptApi, sf: TS.SourceFile): Set<string> {
  const names = new Set(['apl']);
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st)) continue;
    const bindings = st.importClause?.namedBindings;
    if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) if ((el.propertyName ?? el.name).text === 'apl') names.add(el.name.text);
  }
  return names;
}

/** `apl`, `x.apl`, or an alias of it. */
function isAplName(ts: TypeScriptApi, e: TS.Expression, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(e)) return names.has(e.text);
  return ts.isPropertyAccessExpression(e) && e.name.text === 'apl';
}

export function findTemplates(ts: TypeScriptApi, fileName: string, text: string): AplTemplate[] {
  const kind = /\.tsx$/i.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?js$/i.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const names = tagNames(ts, sf);
  const out: AplTemplate[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) {
      let signature: AplTemplate['signature'] | undefined;
      if (isAplName(ts, node.tag, names)) signature = null;
      else if (ts.isCallExpression(node.tag) && isAplName(ts, node.tag.expression, names)) {
        const arg = node.tag.arguments[0];
        // A signature that is not a literal is known only at run time: the template is checked without it.
        signature = arg !== undefined && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? { text: arg.text, start: arg.getStart(sf) + 1 } : null;
      }
      if (signature !== undefined) {
        const tpl = node.template;
        const start = tpl.getStart(sf) + 1;
        const end = ts.isNoSubstitutionTemplateLiteral(tpl) ? tpl.getEnd() - 1 : tpl.head.getEnd() - 2;
        out.push({ text: text.slice(start, end).replace(/\r\n?/g, '\n'), start, signature, substitutions: !ts.isNoSubstitutionTemplateLiteral(tpl) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Line starts and code-point columns of a file, for moving positions into it. */
class FileCoordinates {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  pos(offset: number): Pos {
    let line = 0;
    while (line + 1 < this.starts.length && this.starts[line + 1]! <= offset) line++;
    const col = [...this.text.slice(this.starts[line]!, offset)].length + 1;
    return { line: line + 1, col, offset };
  }

  /** The offset of a 1-based line and code-point column, walking from `base` for positions inside a template. */
  offsetAt(base: number, line: number, col: number): number {
    const basePos = this.pos(base);
    const lineIndex = basePos.line - 1 + (line - 1);
    let offset = line === 1 ? base : this.starts[Math.min(lineIndex, this.starts.length - 1)]!;
    // The template's text has LF line ends; a CR before the LF is skipped as part of the line end.
    for (let c = 1; c < col && offset < this.text.length; c++) {
      const code = this.text.charCodeAt(offset);
      offset += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    return offset;
  }
}

function moveSpan(coords: FileCoordinates, base: number, s: Span | null): Span | null {
  if (s === null) return null;
  const at = (p: Pos): Pos => coords.pos(coords.offsetAt(base, p.line, p.col));
  return { start: at(s.start), end: at(s.end) };
}

/** A diagnostic of APL text that starts at `base` in the file, in the file's coordinates. */
function moveDiagnostic(coords: FileCoordinates, base: number, d: Diagnostic, file: string): Diagnostic {
  const related: Related[] = d.related.map((r) => ({ message: r.message, span: moveSpan(coords, base, r.span) }));
  return diag(d.cls, d.message, file, moveSpan(coords, base, d.span), related);
}

/** Errors that do not depend on the ranks guessed for an unsigned template. */
const UNSIGNED_CLASSES = new Set<Diagnostic['cls']>(['SYNTAX', 'VALUE']);

/**
 * Checks one template. With a signature, completely (for every value of its size names). Without
 * one, the argument ranks are unknown until a call: syntax and names are checked (at a probe
 * signature of vectors, whose shape errors are not reported).
 */
export function checkTemplate(t: AplTemplate, file: string, coords: FileCoordinates): Diagnostic[] {
  if (t.substitutions) {
    const s = coords.pos(t.start - 1);
    return [diag('SYNTAX', 'apl`…` templates take no ${…} substitutions: pass values as arguments', file, { start: s, end: coords.pos(t.start) })];
  }
  let sig: FnSignature;
  let signed = false;
  if (t.signature !== null) {
    const parsed = parseSignature(t.signature.text);
    if (isLeft(parsed)) return parsed.left.map((d) => moveDiagnostic(coords, t.signature!.start, d, file));
    sig = parsed.right;
    signed = true;
  } else {
    const dyadic = /⍺/.test(t.text);
    sig = { alpha: dyadic ? { elem: 'float', dims: ['n'] } : null, omega: { elem: 'float', dims: ['n'] }, result: null };
  }
  const r = compileFunction(t.text, sig, file);
  if (!isLeft(r)) return [];
  const kept = signed ? r.left : r.left.filter((d) => UNSIGNED_CLASSES.has(d.cls) && !/[⍺⍵]/.test(d.message));
  return kept.map((d) => moveDiagnostic(coords, t.start, d, file));
}

/** All the diagnostics of a TypeScript file's templates, in its coordinates; and how many there were. */
export function checkTypeScriptFile(ts: TypeScriptApi, file: string, text: string): { diagnostics: Diagnostic[]; templates: number } {
  const coords = new FileCoordinates(text);
  const templates = findTemplates(ts, file, text);
  return { diagnostics: templates.flatMap((t) => checkTemplate(t, file, coords)), templates: templates.length };
}
