// The embedding API: APL functions compiled from TypeScript. `apl` templates and `compile` compile a
// function once (cached by source and signature); `compileFile` compiles the functions a .apl file
// declares. A declared signature is checked for every value of its size names at compile time and
// becomes the function's TypeScript type (types.ts); without one, the function is compiled for
// the element types and ranks of each call's arguments.
//
// This module runs in Node and in browsers: it imports nothing from Node (a file is read through
// `process.getBuiltinModule` in Node and `fetch` elsewhere), and the WebGPU device comes from
// gpu/device.ts in Node and gpu/device-browser.ts in a bundle (package.json "browser").
import { isLeft } from 'fp-ts/lib/Either.js';
import { diag } from '../apl/diagnostics.js';
import type { FloatWidth } from '../ops/float-width.js';
import type { FnSignature } from '../shapes/signature.js';
import { makeCallable, type CallOptions, type Runnable } from './call.js';
import { AplError } from './errors.js';
import type { AplFunction, AplModule, UntypedFunction, ValidSignature } from './types.js';
import { compileFileFunctions, compileFunction, parseSignature, showSignature, signatureOf, type CompiledFunction } from './functions.js';

export interface CompileOptions extends CallOptions {
  /** the name diagnostics give the source (default '<apl>') */
  readonly file?: string;
  /**
   * The width of every float the function computes: 'f32' (the default) or 'f64' (as `⎕FR←645`
   * at the top of the source). WebGPU has no f64: there an f64 function computes in double-float
   * pairs when every op it uses has them, else it runs on the cpu backend (RunResult.backend says
   * which). Its float results are Float64Arrays (elem 'f64').
   */
  readonly float?: FloatWidth;
}

/** Compiled programs by file, signature and source: a template evaluated again compiles nothing. */
const cache = new Map<string, Runnable>();

function runnable(f: CompiledFunction, signatureText: string, name?: string): Runnable {
  const r = { ir: f.ir, signature: f.signature, signatureText, file: f.source.name, text: f.source.text };
  return name === undefined ? r : { ...r, name };
}

function parseSignatureOrThrow(text: string): FnSignature {
  const sig = parseSignature(text);
  if (isLeft(sig)) throw new AplError(sig.left, { name: '<signature>', text });
  return sig.right;
}

function compileAt(source: string, sig: FnSignature, file: string, float?: FloatWidth): Runnable {
  const key = `${file}\u0000${showSignature(sig)}\u0000${float ?? ''}\u0000${source}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const r = compileFunction(source, sig, file, float);
  if (isLeft(r)) throw new AplError(r.left, { name: file, text: source });
  const f = runnable(r.right, showSignature(r.right.signature));
  cache.set(key, f);
  return f;
}

function untyped(source: string, options: CompileOptions): UntypedFunction {
  const file = options.file ?? '<apl>';
  const perCall = (values: Parameters<typeof signatureOf>[0]): Runnable => compileAt(source, signatureOf(values), file, options.float);
  return makeCallable({ perCall, source, file }, options) as unknown as UntypedFunction;
}

/**
 * Compiles an APL function — a dfn `{+/⍺×⍵}`, a tacit function `+/÷≢`, or definitions whose last
 * statement names a function. With `signature`, it is checked now, for all sizes, and typed:
 *
 *   const dot = compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32' });
 *   const r = await dot(f32([1, 2, 3]), f32([4, 5, 6]));   // AplArray<'f32', readonly []>
 *
 * Throws AplError with the diagnostics (LENGTH, RANK, SYNTAX …) when it does not check.
 */
export function compile<const S extends string>(source: string, options: CompileOptions & { readonly signature: ValidSignature<S> }): AplFunction<S>;
export function compile(source: string, options?: CompileOptions): UntypedFunction;
export function compile(source: string, options: CompileOptions & { readonly signature?: string } = {}): unknown {
  if (options.signature === undefined) return untyped(source, options);
  const sig = parseSignatureOrThrow(options.signature);
  const float = signatureFloat(options.signature, options.float);
  return makeCallable({ fixed: compileAt(source, sig, options.file ?? '<apl>', float) }, options);
}

/**
 * The float width of a function with a signature: the signature's float names say it (f64, or
 * f32/float), and must agree with `float` where it is given, so that the TypeScript type of a
 * result (AplArray<'f32'> or AplArray<'f64'>) is what the call returns.
 */
function signatureFloat(text: string, float: FloatWidth | undefined): FloatWidth | undefined {
  const names64 = /\bf64\b/.test(text);
  const names32 = /\b(f32|float)\b/.test(text);
  const say = (message: string): never => {
    throw new AplError([diag('DOMAIN', message, '<signature>', null)], { name: '<signature>', text });
  };
  if (names64 && names32) say('a signature names f32 or f64 floats, not both: a function computes in one float width');
  if (names64 && float === 'f32') say("the signature names f64 floats, but float is 'f32'");
  if (names32 && float === 'f64') say("the signature names f32 floats, but float is 'f64': write f64 in the signature");
  return float ?? (names64 ? 'f64' : undefined);
}

function isTemplate(x: unknown): x is TemplateStringsArray {
  return Array.isArray(x) && 'raw' in x;
}

/** The source of a template, as written: `+\⍵` needs no doubled backslash. */
function templateSource(strings: TemplateStringsArray): string {
  if (strings.raw.length !== 1) throw new TypeError('apl`…` templates take no ${…} substitutions: pass values as arguments');
  return strings.raw[0]!;
}

const TEMPLATE_FILE = '<apl template>';

/**
 * APL in TypeScript:
 *
 *   const dot = apl`{+/⍺×⍵}`;                                      // typed by each call's arguments
 *   const dotf = apl('⍺ f32[n] ⍵ f32[n] → f32')`{+/⍺×⍵}`;        // checked now, typed statically
 *
 * `aplc check` finds these templates in .ts files and checks them without running anything.
 */
export function apl(strings: TemplateStringsArray): UntypedFunction;
export function apl<const S extends string>(signature: ValidSignature<S>): (strings: TemplateStringsArray) => AplFunction<S>;
export function apl(x: TemplateStringsArray | string): unknown {
  if (isTemplate(x)) {
    const source = templateSource(x);
    return cachedTemplate(`\u0000${source}`, () => untyped(source, { file: TEMPLATE_FILE }));
  }
  const sig = parseSignatureOrThrow(x);
  const float = signatureFloat(x, undefined);
  return (strings: TemplateStringsArray) => {
    const source = templateSource(strings);
    return cachedTemplate(`${showSignature(sig)}\u0000${float ?? ''}\u0000${source}`, () => makeCallable({ fixed: compileAt(source, sig, TEMPLATE_FILE, float) }));
  };
}

/** Template functions by signature and source: a template in a loop or a hot path is the same function each time. */
const templates = new Map<string, unknown>();

function cachedTemplate(key: string, make: () => unknown): unknown {
  let f = templates.get(key);
  if (f === undefined) {
    f = make();
    templates.set(key, f);
  }
  return f;
}

interface NodeFs {
  readFileSync(path: string | URL, encoding: 'utf8'): string;
}

/** Reads a .apl file: from disk in Node (without a static import of node:fs), by fetch elsewhere. */
async function readSource(where: string | URL): Promise<{ text: string; name: string }> {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const isFileUrl = where instanceof URL ? where.protocol === 'file:' : !/^[a-z][a-z0-9+.-]*:\/\//i.test(where);
  const name = where instanceof URL ? (where.protocol === 'file:' ? decodeURIComponent(where.pathname) : where.href) : where;
  if (isFileUrl && typeof proc?.getBuiltinModule === 'function') {
    const fs = proc.getBuiltinModule('node:fs') as NodeFs;
    return { text: fs.readFileSync(where, 'utf8'), name };
  }
  if (typeof fetch !== 'function') throw new Error(`aplc: cannot read ${name}: no file system and no fetch here`);
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const res = await fetch(where instanceof URL || base === undefined ? where : new URL(where, base));
  if (!res.ok) throw new Error(`aplc: cannot read ${name}: HTTP ${res.status}`);
  return { text: await res.text(), name };
}

export interface CompileFileOptions<M extends Record<string, string>> extends CallOptions {
  /** the signatures the caller expects, by function name; each must be the one the file declares */
  readonly signatures?: { readonly [K in keyof M]: ValidSignature<M[K]> };
  /** the float width (CompileOptions.float); undefined: the file's ⎕FR←645, else f32 */
  readonly float?: FloatWidth;
}

/**
 * Compiles the functions a .apl file declares with signature comments (`⍝ dot: ⍺ f32[n] ⍵ f32[n] → f32`
 * before or after `dot←{+/⍺×⍵}`). Give `signatures` to type the result:
 *
 *   const m = await compileFile(new URL('./linalg.apl', import.meta.url), { signatures: { dot: '⍺ f32[n] ⍵ f32[n] → f32' } });
 *   await m.dot(a, b);
 *
 * Each function is checked at its declared signature; errors throw AplError.
 */
export async function compileFile<const M extends Record<string, string> = Record<string, string>>(
  where: string | URL,
  options: CompileFileOptions<M> = {},
): Promise<AplModule<M>> {
  const { text, name } = await readSource(where);
  const r = compileFileFunctions(text, name, options.float);
  if (isLeft(r)) throw new AplError(r.left, { name, text });
  const out: Record<string, unknown> = {};
  for (const { name: fn, fn: compiled } of r.right) out[fn] = makeCallable({ fixed: runnable(compiled, showSignature(compiled.signature), fn) }, options);
  const wanted: Record<string, string> = options.signatures ?? {};
  for (const [fn, sigText] of Object.entries(wanted)) {
    const found = r.right.find((x) => x.name === fn);
    if (found === undefined) throw new AplError([diag('VALUE', `${name} declares no function ${fn} (a signature comment '⍝ ${fn}: …' is needed)`, name, null)]);
    const want = showSignature(parseSignatureOrThrow(sigText));
    const declared = showSignature({ ...found.fn.signature, result: parseSignatureOrThrow(sigText).result === null ? null : found.fn.signature.result });
    if (want !== declared) throw new AplError([diag('DOMAIN', `${name} declares ${fn}: ${showSignature(found.fn.signature)}, but the signatures given to compileFile say ${sigText}`, name, null)]);
  }
  return out as AplModule<M>;
}
