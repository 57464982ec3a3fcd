// Compiling and running APL functions with signatures: what the embedding API (`apl` templates,
// `compile`) and `aplc build` use. A function is checked once for every value of its size names;
// at a call, arguments are validated against the signature (naming the dim that disagrees) and
// the compiled program runs on WebGPU or the CPU.
import { DEFAULT_FLOAT_WIDTH, type FloatWidth } from '../ops/float-width.js';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Program as AstProgram, SourceFile } from '../apl/ast.js';
import { diag, type Diagnostic } from '../apl/diagnostics.js';
import { parseFunctionSource, parseProgram } from '../apl/parse.js';
import type { Program } from '../core-ir/syntax.js';
import type { ArrayValue } from '../core-ir/value.js';
import { compilerFailure } from '../passes/compiler-failure.js';
import { lowerFunction } from '../passes/lower-function.js';
import { runPasses } from '../passes/pipeline.js';
import { checkFunction } from '../shapes/check-function.js';
import { showShape } from '../shapes/dim.js';
import { declaredSignatures, parseSignature as parseSig, showSignature, type ArgType, type FnSignature } from '../shapes/signature.js';
import type { ElemType, TFunction } from '../shapes/typed.js';
import { runProgram, type BackendChoice, type RanOn } from './call.js';
import { AplError } from './errors.js';

export { AplError } from './errors.js';

export type { ArgType, FnSignature } from '../shapes/signature.js';
export { showSignature } from '../shapes/signature.js';
export type ElemName = ElemType;

export interface CompiledFunction {
  readonly source: SourceFile;
  /** with the result filled in (inferred when it was not declared) */
  readonly signature: FnSignature;
  /** params: [⍺?, ⍵]; sizeParams: the size names */
  readonly ir: Program<'soacs'>;
}

export function parseSignature(text: string): Either<readonly Diagnostic[], FnSignature> {
  const r = parseSig(text);
  if (isLeft(r)) {
    const col = r.left.col + 1;
    return left([diag('SYNTAX', `in the signature '${text}': ${r.left.message}`, '<signature>', { start: { line: 1, col, offset: col - 1 }, end: { line: 1, col: col + 1, offset: col } })]);
  }
  return r;
}

const FN_NAME = '⍙fn';

/**
 * Parse a function source: a file whose last statement defines a function is taken as it is;
 * otherwise its last statement is read as a function expression (a dfn or a tacit function).
 */
function parseFunctionText(text: string, file: string): Either<readonly Diagnostic[], { prog: AstProgram; target: string | null }> {
  const plain = parseProgram({ name: file, text });
  if (!isLeft(plain)) {
    const last = plain.right.body[plain.right.body.length - 1];
    if (last?.kind === 'fnDef') return right({ prog: plain.right, target: null });
  }
  const named = parseFunctionSource({ name: file, text }, FN_NAME);
  // read as a function, a bare function expression is not 'a function without an argument'
  if (isLeft(named)) return named;
  return right({ prog: named.right, target: FN_NAME });
}

/**
 * Check the function for all sizes, lower it, optimise it. `float`: its float width; undefined:
 * the source's ⎕FR←645, else f32.
 */
export function compileFunction(text: string, sig: FnSignature, file = '<apl>', float?: FloatWidth): Either<readonly Diagnostic[], CompiledFunction> {
  try {
    const parsed = parseFunctionText(text, file);
    if (isLeft(parsed)) return parsed;
    return compileParsed(parsed.right.prog, parsed.right.target, sig, { name: file, text }, float);
  } catch (e) {
    return left([compilerFailure(e, file)]);
  }
}

/** Check a function source at a signature without lowering it: the checked body, for tools (the language server's hover). */
export function checkFunctionSource(text: string, sig: FnSignature, file = '<apl>'): Either<readonly Diagnostic[], TFunction> {
  try {
    const parsed = parseFunctionText(text, file);
    if (isLeft(parsed)) return parsed;
    return checkFunction(parsed.right.prog, parsed.right.target, sig, parsed.right.target === FN_NAME ? null : parsed.right.target);
  } catch (e) {
    return left([compilerFailure(e, file)]);
  }
}

function compileParsed(prog: AstProgram, target: string | null, sig: FnSignature, source: SourceFile, float: FloatWidth | undefined): Either<readonly Diagnostic[], CompiledFunction> {
  const width = float ?? prog.float ?? DEFAULT_FLOAT_WIDTH;
  const checked = checkFunction({ ...prog, float: width }, target, sig, target === FN_NAME ? null : target);
  if (isLeft(checked)) return checked;
  // a compiled function is called again and again, each call from ?'s seed: it would draw the same numbers each time
  const draws = checked.right.draws;
  if (draws !== undefined) return left([{ cls: 'NONCE', message: '? in a function compiled on its own (aplc build, the embedding API): every call would draw the same numbers; pass random numbers in', file: source.name, span: draws, related: [] }]);
  const ir = runPasses(lowerFunction(checked.right, source.name, width));
  const body = checked.right.body;
  const names = new Map<string, string>();
  const result: ArgType = {
    elem: body.t.elem,
    dims: body.t.shape.map((d) => {
      const c = d.terms.length === 0 ? 0 : d.terms.length === 1 && d.terms[0]!.factors.length === 0 ? d.terms[0]!.coeff : null;
      if (c !== null) return c;
      // a size the checker knows only symbolically: its canonical text names it
      if (!names.has(d.key)) names.set(d.key, d.key);
      return d.key;
    }),
  };
  return right({ source, signature: { ...sig, result: sig.result ?? result }, ir });
}

/** The signature of concrete arguments: element types and ranks from the values, fresh dims. */
export function signatureOf(args: readonly ArrayValue[]): FnSignature {
  const t = (v: ArrayValue, base: string): ArgType => ({ elem: v.elem, dims: v.shape.map((_, i) => `${base}${i}`) });
  if (args.length === 1) return { alpha: null, omega: t(args[0]!, 'n'), result: null };
  if (args.length === 2) return { alpha: t(args[0]!, 'a'), omega: t(args[1]!, 'n'), result: null };
  throw new Error(`an APL function takes one or two arguments, got ${args.length}`);
}

const WIDENS: Record<ElemType, readonly ElemType[]> = { bool: ['bool'], int: ['int', 'bool'], float: ['float', 'int', 'bool'], char: ['char'] };

/** Validate arguments against the signature: element types, ranks, and dims named consistently. */
export function validateArgs(f: CompiledFunction, args: readonly ArrayValue[]): Diagnostic | null {
  const sig = f.signature;
  const want: [string, ArgType][] = sig.alpha ? [['⍺', sig.alpha], ['⍵', sig.omega]] : [['⍵', sig.omega]];
  const file = f.source.name;
  if (args.length !== want.length)
    return diag('VALUE', `this function takes ${want.length === 1 ? 'one argument (⍵)' : 'two arguments (⍺ and ⍵)'}, got ${args.length}`, file, null);
  const seen = new Map<string, { value: number; from: string }>();
  for (let i = 0; i < want.length; i++) {
    const [who, t] = want[i]!;
    const v = args[i]!;
    if (!WIDENS[t.elem].includes(v.elem)) return diag('DOMAIN', `${who} must be ${t.elem}, got ${v.elem}`, file, null);
    if (v.shape.length !== t.dims.length)
      return diag('RANK', `${who} must have rank ${t.dims.length} (${showArg(t)}), got rank ${v.shape.length} [${v.shape.join(',')}]`, file, null);
    for (let j = 0; j < t.dims.length; j++) {
      const d = t.dims[j]!;
      const got = v.shape[j]!;
      if (typeof d === 'number') {
        if (d !== got) return diag('LENGTH', `${who} must have ${d} along axis ${j + 1} (${showArg(t)}), got ${got}`, file, null);
        continue;
      }
      const prev = seen.get(d);
      if (prev && prev.value !== got) return diag('LENGTH', `${d}: ${prev.value} from ${prev.from}, ${got} from ${who}`, file, null);
      if (!prev) seen.set(d, { value: got, from: who });
    }
  }
  return null;
}

function showArg(t: ArgType): string {
  return showSignature({ alpha: null, omega: t, result: null }).slice(2);
}

export async function runFunction(
  f: CompiledFunction,
  args: readonly ArrayValue[],
  opts: { backend?: BackendChoice } = {},
): Promise<{ value: ArrayValue; backend: RanOn; dispatches: number }> {
  const bad = validateArgs(f, args);
  if (bad) throw new AplError([bad]);
  return runProgram(f.ir, args, opts.backend ?? 'auto', { file: f.source.name, text: f.source.text, calling: null });
}

/**
 * The functions a .apl file declares with signature comments (`⍝ name: ⍺ f32[n] ⍵ f32[n] → f32`
 * on a line of its own, anywhere before or after `name←…`), each compiled at its signature.
 */
export function compileFileFunctions(text: string, file: string, float?: FloatWidth): Either<readonly Diagnostic[], readonly { name: string; fn: CompiledFunction }[]> {
  const parsed = parseProgram({ name: file, text });
  if (isLeft(parsed)) return parsed;
  const { declared, errors } = declaredSignatures(parsed.right, text, file);
  const out: { name: string; fn: CompiledFunction }[] = [];
  for (const { name, sig } of declared) {
    let r: Either<readonly Diagnostic[], CompiledFunction>;
    try {
      r = compileParsed(parsed.right, name, sig, { name: file, text }, float);
    } catch (e) {
      // a construct the lowering cannot compile (a nested argument, say) is that function's diagnostic
      r = left([compilerFailure(e, file)]);
    }
    if (isLeft(r)) errors.push(...r.left);
    else out.push({ name, fn: r.right });
  }
  return errors.length > 0 ? left(errors) : right(out);
}

/** `name: ⍺ int[n] ⍵ int[n] → int` for display. */
export function describeFunction(name: string, f: CompiledFunction): string {
  return `${name}: ${showSignature(f.signature)}`;
}

export const showDims = showShape;
