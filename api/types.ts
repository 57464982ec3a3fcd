// Signatures in the type system. A declared signature string such as '⍺ f32[n] ⍵ f32[n] → f32' is
// parsed by template literal types into element types, ranks and the symbolic dims, so that a
// compiled function's parameter and result types carry them: a call with an argument of the wrong
// rank or element type does not type-check. Dims are carried by name (`Arg<'f32', ['n']>`); whether
// two arguments agree on `n` is known only from their values, and is checked at the call.
//
// The grammar is the one shapes/signature.ts parses at run time: an element name (f32|float, f64,
// i32|int, bool, char), then dims in brackets, comma-separated or in several brackets. f64 names
// the float of a function whose floats are 64-bit (compile's `float: 'f64'`, implied by it).
import type { AplArray, ElemTag } from './values.js';
import type { DeviceArray, KeepOption } from './device-array.js';

type Space = ' ' | '\t' | '\n' | '\r';
type TrimLeft<S extends string> = S extends `${Space}${infer R}` ? TrimLeft<R> : S;
type TrimRight<S extends string> = S extends `${infer R}${Space}` ? TrimRight<R> : S;
export type Trim<S extends string> = TrimLeft<TrimRight<S>>;

interface ElemNames {
  f32: 'f32';
  float: 'f32';
  f64: 'f64';
  i32: 'i32';
  int: 'i32';
  bool: 'bool';
  char: 'char';
}

/** Why a signature string does not parse; it shows up in the type error at `compile`. */
export interface SignatureError<Why extends string> {
  readonly signatureError: Why;
}

/** One argument or the result: element type and dims (names or numerals). */
export interface ArgSpec<E extends ElemTag = ElemTag, D extends readonly string[] = readonly string[]> {
  readonly elem: E;
  readonly dims: D;
}

export interface SignatureSpec<A extends ArgSpec | null = ArgSpec | null, W extends ArgSpec = ArgSpec, R extends ArgSpec | null = ArgSpec | null> {
  readonly alpha: A;
  readonly omega: W;
  readonly result: R;
}

type SplitDims<S extends string> = S extends `${infer H},${infer T}` ? [Trim<H>, ...SplitDims<T>] : [Trim<S>];

type CheckDims<D extends readonly string[]> = '' extends D[number] ? SignatureError<'a dim (a number or a size name) is expected'> : D;

type ParseBrackets<S extends string, E extends ElemTag, D extends readonly string[]> =
  Trim<S> extends ''
    ? CheckDims<D> extends infer C extends readonly string[] ? ArgSpec<E, C> : CheckDims<D>
    : Trim<S> extends `[${infer Inner}]${infer Rest}`
      ? ParseBrackets<Rest, E, [...D, ...SplitDims<Inner>]>
      : SignatureError<`'${Trim<S>}' is not a list of dims in brackets`>;

type ParseElem<N extends string> = N extends keyof ElemNames ? ElemNames[N] : SignatureError<`unknown element type '${N}' (use f32, f64, i32, bool or char)`>;

/** 'f32[n]' → ArgSpec<'f32', ['n']>; 'i32' → ArgSpec<'i32', []>. */
export type ParseArg<S extends string> =
  Trim<S> extends `${infer E}[${infer Rest}`
    ? ParseElem<Trim<E>> extends infer T extends ElemTag ? ParseBrackets<`[${Rest}`, T, []> : ParseElem<Trim<E>>
    : ParseElem<Trim<S>> extends infer T extends ElemTag ? ArgSpec<T, []> : ParseElem<Trim<S>>;

type SplitArrow<S extends string> = S extends `${infer L}→${infer R}` ? [L, ParseArg<R>] : [S, null];

type ParseArgs<S extends string> =
  Trim<S> extends `⍺${infer A}⍵${infer W}`
    ? [ParseArg<A>, ParseArg<W>]
    : Trim<S> extends `⍵${infer W}`
      ? [null, ParseArg<W>]
      : SignatureError<"a signature starts with '⍺ TYPE' or '⍵ TYPE'">;

type Assemble<P, R> = P extends SignatureError<string>
  ? P
  : P extends [infer A, infer W]
    ? A extends SignatureError<string>
      ? A
      : W extends SignatureError<string>
        ? W
        : R extends SignatureError<string>
          ? R
          : A extends ArgSpec | null
            ? W extends ArgSpec
              ? R extends ArgSpec | null
                ? SignatureSpec<A, W, R>
                : never
              : never
            : never
    : never;

/** The parsed signature, or the SignatureError that says why it does not parse. */
export type ParseSignature<S extends string> = SplitArrow<Trim<S>> extends [infer L extends string, infer R] ? Assemble<ParseArgs<L>, R> : never;

/** Widening as APL does it: a bool array is an int array, an int array a float array. */
type Widens<E extends ElemTag> = E extends 'f32' ? 'f32' | 'i32' | 'bool' : E extends 'f64' ? 'f64' | 'f32' | 'i32' | 'bool' : E extends 'i32' ? 'i32' | 'bool' : E;

/** One `number` a dim: the rank is the tuple's length. */
export type ShapeOf<D extends readonly string[]> = { readonly [K in keyof D]: number };

type JsScalar<E extends ElemTag> = E extends 'char' ? string : E extends 'bool' ? boolean | number : number;

type Nested<E extends ElemTag, D extends readonly string[]> = E extends 'char'
  ? D extends readonly [] ? string : D extends readonly [string] ? string : D extends readonly [string, ...infer T extends readonly string[]] ? readonly Nested<E, T>[] : never
  : D extends readonly [] ? JsScalar<E> : D extends readonly [string, ...infer T extends readonly string[]] ? readonly Nested<E, T>[] : never;

type TypedArrayOf<E extends ElemTag> = E extends 'f32' ? Float32Array : E extends 'f64' ? Float64Array : E extends 'i32' ? Int32Array : E extends 'bool' ? Uint8Array : never;

/** One AplArray (or kept DeviceArray) type per element type of the union W (distributes over W). */
type ArraysOf<W extends ElemTag, S extends readonly number[]> = W extends ElemTag ? AplArray<W, S> | DeviceArray<W, S> : never;

/** What a parameter accepts: an AplArray of that rank and a type that widens to it, nested JS arrays
 *  of that depth, or (for vectors) a typed array. */
export type Arg<E extends ElemTag, D extends readonly string[]> =
  | ArraysOf<Widens<E>, ShapeOf<D>>
  | Nested<E, D>
  | (D extends readonly [string] ? TypedArrayOf<Widens<E>> : never);

/** What a call resolves to: an AplArray of the declared element type and rank. */
export type Result<E extends ElemTag, D extends readonly string[]> = AplArray<E, ShapeOf<D>>;

/** What a call with `{ keep: true }` resolves to: the same, left where the run put it. */
export type KeptResult<E extends ElemTag, D extends readonly string[]> = DeviceArray<E, ShapeOf<D>>;

type ArgOf<A> = A extends ArgSpec<infer E, infer D> ? Arg<E, D> : never;
type ResultOf<R> = R extends ArgSpec<infer E, infer D> ? Result<E, D> : AplArray;
type KeptOf<R> = R extends ArgSpec<infer E, infer D> ? KeptResult<E, D> : DeviceArray;

/** `{ keep: true }` as a call's last argument. */
export interface Keep extends KeepOption {
  readonly keep: true;
}

/** Anything an unsigned function accepts: the element type and rank come from the value. */
export type AnyArg = AplArray | DeviceArray | NestedInput | Float32Array | Float64Array | Int32Array | Uint8Array;
type NestedInput = number | boolean | string | readonly NestedInput[];

/** A call's value with where it ran. */
export interface RunResult<V extends AplArray = AplArray> {
  readonly value: V;
  readonly backend: 'webgpu' | 'cpu' | 'interp';
  /** kernel dispatches (0 on the CPU) */
  readonly dispatches: number;
}

export interface FunctionInfo {
  /** the signature as declared, or as the last call inferred it */
  readonly signature: string;
  readonly source: string;
}

/** A function compiled without a declared signature: compiled again for each new element type and rank. */
export interface UntypedFunction extends FunctionInfo {
  (omega: AnyArg): Promise<AplArray>;
  (omega: AnyArg, options: Keep): Promise<DeviceArray>;
  (alpha: AnyArg, omega: AnyArg): Promise<AplArray>;
  (alpha: AnyArg, omega: AnyArg, options: Keep): Promise<DeviceArray>;
  run(...args: readonly [AnyArg] | readonly [AnyArg, AnyArg]): Promise<RunResult>;
}

type TypedFunction<P extends SignatureSpec> = P extends SignatureSpec<infer A, infer W, infer R>
  ? A extends ArgSpec
    ? FunctionInfo & {
        (alpha: ArgOf<A>, omega: ArgOf<W>): Promise<ResultOf<R>>;
        (alpha: ArgOf<A>, omega: ArgOf<W>, options: Keep): Promise<KeptOf<R>>;
        run(alpha: ArgOf<A>, omega: ArgOf<W>): Promise<RunResult<ResultOf<R>>>;
      }
    : FunctionInfo & {
        (omega: ArgOf<W>): Promise<ResultOf<R>>;
        (omega: ArgOf<W>, options: Keep): Promise<KeptOf<R>>;
        run(omega: ArgOf<W>): Promise<RunResult<ResultOf<R>>>;
      }
  : never;

/**
 * The type of a function compiled at signature S: `AplFunction<'⍺ f32[n] ⍵ f32[n] → f32'>` is
 * `(alpha: Arg<'f32', ['n']>, omega: Arg<'f32', ['n']>) => Promise<Result<'f32', []>>`. A signature
 * that is only known as `string` gives an UntypedFunction.
 */
export type AplFunction<S extends string> = string extends S
  ? UntypedFunction
  : ParseSignature<S> extends infer P extends SignatureSpec
    ? TypedFunction<P>
    : never;

/** S itself when it parses; otherwise the reason, so that the type error at `compile` says it. */
export type ValidSignature<S extends string> = string extends S ? S : ParseSignature<S> extends SignatureError<infer Why> ? `invalid signature: ${Why}` : S;

/** The functions of a .apl file, by name, at the signatures given in M. */
export type AplModule<M extends Record<string, string>> = { readonly [K in keyof M]: AplFunction<M[K]> };
