// The arguments of `aplc FILE.apl ARG…`, each read as an array: a .csv, .tsv, .json or .npy
// file, `-` (JSON on stdin), or anything else as an APL expression (`'1 2 3'`, `'2 3⍴⍳6'`),
// evaluated by the interpreter. A name ending in another extension is refused as bad usage, since
// it is surely a file and not APL.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { SourceFile } from '../apl/ast.js';
import { diag, type Diagnostic } from '../apl/diagnostics.js';
import { interpret } from '../core-ir/interp.js';
import { AplRuntimeError, type ArrayValue } from '../core-ir/value.js';
import { readDelimited } from './csv.js';
import { compileSource } from './driver.js';
import { isProblem, type InputArray, type InputProblem } from './input-array.js';
import { readJsonInput } from './json-input.js';
import { readNpy } from './npy.js';

const FILE_FORMATS = ['.csv', '.tsv', '.json', '.npy'] as const;
type FileFormat = (typeof FILE_FORMATS)[number];

export type ArgumentKind = { readonly k: 'file'; readonly path: string; readonly format: FileFormat } | { readonly k: 'stdin' } | { readonly k: 'apl'; readonly text: string };

/** What an argument is; a string is why it is bad usage. */
export function argumentKind(arg: string): ArgumentKind | string {
  if (arg === '-') return { k: 'stdin' };
  const ext = extname(arg).toLowerCase();
  if ((FILE_FORMATS as readonly string[]).includes(ext)) return { k: 'file', path: arg, format: ext as FileFormat };
  if (/\.[A-Za-z][A-Za-z0-9]*$/.test(arg) && !/\s/.test(arg))
    return `${arg}: an input is a .csv, .tsv, .json or .npy file, - (JSON on stdin), or an APL array such as '1 2 3'`;
  return { k: 'apl', text: arg };
}

/** An input that could not be read: its diagnostics and the text they point into. */
export interface InputFailure {
  readonly diagnostics: readonly Diagnostic[];
  readonly source: SourceFile;
}

function problem(p: InputProblem, name: string): InputFailure {
  return { diagnostics: [diag(p.cls, p.message, name, null)], source: { name, text: '' } };
}

function readBytes(path: string): Uint8Array | InputProblem {
  try {
    return readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    return { cls: 'FILE', message: `cannot read ${path}: ${why}` };
  }
}

function readFile(path: string, format: FileFormat): InputArray | InputProblem {
  const bytes = readBytes(path);
  if (!(bytes instanceof Uint8Array)) return bytes;
  if (format === '.npy') {
    const a = readNpy(bytes, path);
    return typeof a === 'string' ? { cls: 'DOMAIN', message: a } : a;
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  return format === '.json' ? readJsonInput(text, path) : readDelimited(text, path, format === '.tsv' ? '\t' : ',');
}

/**
 * An APL expression's value: the last value the program prints. It is computed in f64, so that its
 * floats are the numbers written; binding them rounds them to the program's width.
 */
function evaluate(text: string, index: number): InputArray | InputFailure {
  const name = `argument ${index}`;
  const source = { name, text };
  const compiled = compileSource(text, name, { float: 'f64' });
  if (isLeft(compiled)) return { diagnostics: compiled.left, source };
  let last: ArrayValue | null = null;
  try {
    interpret(compiled.right.ir, [], (v) => {
      last = v;
    });
  } catch (e) {
    if (!(e instanceof AplRuntimeError)) throw e;
    const at = e.loc === null ? null : { line: e.loc.line, col: e.loc.col, offset: 0 };
    return { diagnostics: [diag(e.cls, e.message, name, at && { start: at, end: { ...at, col: at.col + 1 } })], source };
  }
  const v = last as ArrayValue | null;
  if (v === null) return { diagnostics: [diag('VALUE', `argument ${index} (${text}) gives no value: an input is an array expression such as '1 2 3'`, name, null)], source };
  return { source: `argument ${index} (${text})`, shape: v.shape, elem: v.elem, data: v.data, typedBy: 'values', position: null };
}

/** Each argument as an array, or the first that cannot be read. */
export function readInputs(args: readonly ArgumentKind[], stdin: () => string): InputArray[] | InputFailure {
  const out: InputArray[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const r = a.k === 'apl' ? evaluate(a.text, i + 1) : a.k === 'stdin' ? readJsonInput(stdin(), 'stdin') : readFile(a.path, a.format);
    if ('diagnostics' in r) return r;
    if (isProblem(r)) return problem(r, a.k === 'file' ? a.path : a.k === 'stdin' ? 'stdin' : `argument ${i + 1}`);
    out.push(r);
  }
  return out;
}
