// Finds the APL inside a JavaScript or TypeScript file: `apl` templates and `compile('…')` sources.
//
// The file is parsed with @babel/parser, which aplc ships, so that `aplc check` works whatever
// TypeScript the user has installed (TypeScript 7 has no JavaScript compiler API) or none at all,
// and reads .js .mjs .cjs .jsx as well as .ts .tsx .mts .cts.
import type { ParseError, parse as babelParse } from '@babel/parser';
import type { CallExpression, Expression, Identifier, Node, ObjectExpression, StringLiteral, TemplateLiteral } from '@babel/types';
import { callSitesOf, type CallSite } from './call-sites.js';
import { Scopes } from './js-scopes.js';

/** The parser's entry point; loaded on first use, so that commands that read no JS or TS never load it. */
export type JsParser = typeof babelParse;

let parser: Promise<JsParser> | null = null;

export function loadJsParser(): Promise<JsParser> {
  parser ??= import('@babel/parser').then((m) => m.parse);
  return parser;
}

/** A piece of APL found in a JavaScript or TypeScript file. */
export interface EmbeddedApl {
  /** how it was written: an `apl` tagged template (read raw) or a `compile` argument (a JS string, read cooked) */
  readonly kind: 'template' | 'compile';
  /** the APL source as the function receives it at run time, line ends as LF */
  readonly text: string;
  /** the UTF-16 offset in the file of each UTF-16 unit of `text`, and one past its end */
  readonly offsets: readonly number[];
  /** the declared signature, when written as a literal, with the file offset of its text */
  readonly signature: { readonly text: string; readonly start: number } | null;
  /** a template with `${…}` substitutions (which `apl` rejects): the offset of its opening backtick */
  readonly substitution: number | null;
  /** escapes in a JS string that drop a backslash APL needed (`'{+\⍵}'` is `{+⍵}` at run time) */
  readonly lostBackslashes: readonly number[];
  /** where the file calls it through the name it is bound to, with argument types it shows (call-sites.ts) */
  readonly calls: readonly CallSite[];
}

export interface ScanResult {
  readonly sources: readonly EmbeddedApl[];
  /** why the file could not be parsed (it has no sources then), with the UTF-16 offset */
  readonly parseError: { readonly message: string; readonly offset: number } | null;
}

const TYPESCRIPT_FILE = /\.([mc]?ts)$/i;
const JSX_FILE = /\.(tsx|jsx)$/i;

/** What the parser is told: TypeScript syntax for .ts/.tsx/.mts/.cts, JSX for .jsx/.tsx, and both module kinds. */
function pluginsFor(fileName: string): ('typescript' | 'jsx')[] {
  if (JSX_FILE.test(fileName)) return /\.tsx$/i.test(fileName) ? ['typescript', 'jsx'] : ['jsx'];
  return TYPESCRIPT_FILE.test(fileName) ? ['typescript'] : ['jsx'];
}

/**
 * Names bound to aplc's `apl` and `compile` in this file, aliases included (`{ apl as k }`), and
 * names bound to the whole module (`import * as aplc`, `const aplc = require('aplc')`). `apl` is a
 * tag wherever it appears, as before; `compile` is common in other libraries, so it counts only when
 * it comes from aplc.
 */
interface TagNames {
  readonly apl: Set<string>;
  readonly compile: Set<string>;
  readonly modules: Set<string>;
}

const isAplcModule = (spec: string): boolean => spec === 'aplc' || spec.startsWith('aplc/');

/** `require('aplc')` or `await import('aplc')`. */
function loadsAplc(e: Node | null | undefined): boolean {
  if (!e) return false;
  if (e.type === 'AwaitExpression') return loadsAplc(e.argument);
  if (e.type !== 'CallExpression') return false;
  const arg = e.arguments[0];
  const callee = e.callee;
  const loader = callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require');
  return loader && arg?.type === 'StringLiteral' && isAplcModule(arg.value);
}

function bindName(names: TagNames, imported: string, local: string): void {
  if (imported === 'apl') names.apl.add(local);
  if (imported === 'compile') names.compile.add(local);
}

function importedNames(root: Node): TagNames {
  const names: TagNames = { apl: new Set(['apl']), compile: new Set(), modules: new Set() };
  for (const node of nodesOf(root)) {
    if (node.type === 'ImportDeclaration' && isAplcModule(node.source.value)) {
      for (const spec of node.specifiers) {
        if (spec.type === 'ImportSpecifier') bindName(names, spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value, spec.local.name);
        else names.modules.add(spec.local.name);
      }
    } else if (node.type === 'ImportDeclaration') {
      // aliases of `apl` from anywhere (a project's re-export of it) stay templates, as before
      for (const spec of node.specifiers) if (spec.type === 'ImportSpecifier' && (spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value) === 'apl') names.apl.add(spec.local.name);
    } else if (node.type === 'VariableDeclarator' && loadsAplc(node.init)) {
      if (node.id.type === 'Identifier') names.modules.add(node.id.name);
      else if (node.id.type === 'ObjectPattern')
        for (const p of node.id.properties)
          if (p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.value.type === 'Identifier') bindName(names, p.key.name, p.value.name);
    }
  }
  return names;
}

/** `apl` or an alias of it, or `x.apl`. */
function isApl(e: Node, names: TagNames): boolean {
  if (e.type === 'Identifier') return names.apl.has(e.name);
  return e.type === 'MemberExpression' && !e.computed && e.property.type === 'Identifier' && e.property.name === 'apl';
}

/** aplc's `compile`: imported from aplc (or an alias), or a member of the module (`aplc.compile`). */
function isCompile(e: Node, names: TagNames): boolean {
  if (e.type === 'Identifier') return names.compile.has(e.name);
  return e.type === 'MemberExpression' && !e.computed && e.object.type === 'Identifier' && names.modules.has(e.object.name) && e.property.type === 'Identifier' && e.property.name === 'compile';
}

/** A literal string argument: a string literal or a template without substitutions. */
function literalText(e: Node | undefined): StringLiteral | TemplateLiteral | null {
  if (e === undefined) return null;
  if (e.type === 'StringLiteral') return e;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e;
  return null;
}

/** The raw text between a literal's delimiters, with its file offset. */
function rawOf(src: string, lit: StringLiteral | TemplateLiteral): { raw: string; start: number } {
  if (lit.type === 'StringLiteral') return { raw: src.slice(lit.start! + 1, lit.end! - 1), start: lit.start! + 1 };
  const q = lit.quasis[0]!;
  return { raw: src.slice(q.start!, q.end!), start: q.start! };
}

/** A template's raw text with CR LF and lone CR read as LF (as `String.raw` gives them), offsets kept. */
function rawTemplate(raw: string, start: number): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\r' && raw[i + 1] === '\n') continue;
    text += raw[i] === '\r' ? '\n' : raw[i];
    offsets.push(start + i);
  }
  offsets.push(start + raw.length);
  return { text, offsets };
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/**
 * A JS string's raw text decoded as JavaScript does (the cooked value), with the file offset of each
 * unit, and the escapes that drop their backslash: `\⍵` is `⍵`, so APL's scan and expand vanish.
 */
function cooked(raw: string, start: number): { text: string; offsets: number[]; lost: number[] } {
  let text = '';
  const offsets: number[] = [];
  const lost: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const at = start + i;
    const c = raw[i]!;
    if (c !== '\\') {
      if (c === '\r' && raw[i + 1] === '\n') continue;
      text += c === '\r' ? '\n' : c;
      offsets.push(at);
      continue;
    }
    const n = raw[i + 1] ?? '';
    const hex = n === 'x' ? /^[0-9a-fA-F]{2}/.exec(raw.slice(i + 2)) : n === 'u' ? /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/.exec(raw.slice(i + 2)) : null;
    if (hex) {
      const code = parseInt(hex[0].replace(/[{}]/g, ''), 16);
      for (const unit of String.fromCodePoint(code)) (text += unit), offsets.push(at);
      i += 1 + hex[0].length;
    } else if (n === '\r' || n === '\n' || n === '\u2028' || n === '\u2029') {
      // a line continuation: nothing
      i += n === '\r' && raw[i + 2] === '\n' ? 2 : 1;
    } else {
      const value = SIMPLE_ESCAPES[n] ?? n;
      if (SIMPLE_ESCAPES[n] === undefined && !'\\\'"`'.includes(n)) lost.push(at);
      text += value;
      offsets.push(at);
      i += 1;
    }
  }
  offsets.push(start + raw.length);
  return { text, offsets, lost };
}

/** `{ signature: '…' }` in a compile call's options, when it is a literal. */
function signatureOption(src: string, options: Node | undefined): EmbeddedApl['signature'] {
  if (options?.type !== 'ObjectExpression') return null;
  for (const p of (options as ObjectExpression).properties) {
    if (p.type !== 'ObjectProperty' || p.computed) continue;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
    if (key !== 'signature') continue;
    const lit = literalText(p.value);
    if (lit === null) return null;
    const { raw, start } = rawOf(src, lit);
    return { text: raw, start };
  }
  return null;
}

function fromTemplate(src: string, tag: Expression, quasi: TemplateLiteral, names: TagNames): EmbeddedApl | null {
  let signature: EmbeddedApl['signature'] | undefined;
  if (isApl(tag, names)) signature = null;
  else if (tag.type === 'CallExpression' && isApl(tag.callee, names)) {
    // A signature that is not a literal is known only at run time: the template is checked without it.
    const lit = literalText(tag.arguments[0]);
    signature = lit === null ? null : (({ raw, start }) => ({ text: raw, start }))(rawOf(src, lit));
  }
  if (signature === undefined) return null;
  const first = quasi.quasis[0]!;
  const { text, offsets } = rawTemplate(src.slice(first.start!, first.end!), first.start!);
  const substitution = quasi.expressions.length > 0 ? quasi.start! : null;
  return { kind: 'template', text, offsets, signature, substitution, lostBackslashes: [], calls: [] };
}

function fromCompileCall(src: string, call: CallExpression, names: TagNames): EmbeddedApl | null {
  if (!isCompile(call.callee, names)) return null;
  const lit = literalText(call.arguments[0]);
  if (lit === null) return null;
  const { raw, start } = rawOf(src, lit);
  const { text, offsets, lost } = cooked(raw, start);
  return { kind: 'compile', text, offsets, signature: signatureOption(src, call.arguments[1]), substitution: null, lostBackslashes: lost, calls: [] };
}

/** Every node under `root`, depth first, in source order. */
function* nodesOf(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    const children: Node[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      if (Array.isArray(value)) for (const v of value) isNode(v) && children.push(v);
      else if (isNode(value)) children.push(value);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

/** The APL in a JavaScript or TypeScript file, in source order; a file that does not parse has none. */
export function findEmbeddedApl(parse: JsParser, fileName: string, src: string): ScanResult {
  let program;
  try {
    program = parse(src, { sourceType: 'unambiguous', plugins: pluginsFor(fileName), errorRecovery: true }).program;
  } catch (e) {
    const pe = e as Partial<ParseError> & Error;
    return { sources: [], parseError: { message: pe.message.replace(/\s*\(\d+:\d+\)$/, ''), offset: pe.pos ?? 0 } };
  }
  const names = importedNames(program);
  const sources: EmbeddedApl[] = [];
  // `const f = …`: a declarator comes before its initializer in nodesOf's order
  const boundTo = new Map<Node, Identifier>();
  let scopes: Scopes | null = null;
  for (const node of nodesOf(program)) {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) boundTo.set(node.init, node.id);
    const found =
      node.type === 'TaggedTemplateExpression' ? fromTemplate(src, node.tag, node.quasi, names) : node.type === 'CallExpression' ? fromCompileCall(src, node, names) : null;
    const name = boundTo.get(node);
    if (!found) continue;
    if (name === undefined || found.signature !== null) sources.push(found);
    else sources.push({ ...found, calls: callSitesOf(nodesOf(program), name, (scopes ??= new Scopes(program))) });
  }
  return { sources, parseError: null };
}
