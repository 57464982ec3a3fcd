// The argument types a JavaScript or TypeScript file gives an unsigned APL function where it calls
// it (issue 17): `const f = apl`…`` or `compile('…')` bound to a name, then `f(f32([1, 2]))` or
// `f.run(x, [1, 2])`. An argument's element type and rank are read where the source shows them:
// a literal number, boolean, string or nested array (typed as the API types JavaScript values,
// api/validate.ts), `f32(…)`, `f64(…)`, `i32(…)`, `bool(…)` of a nested array or with a literal
// shape, or a variable whose declaration shows one of those (typed-annotations.ts for the types a
// declaration can be written with). Names are resolved by scope (js-scopes.ts): a call counts
// when its callee is the very binding the source was assigned to, and an argument `x` is the `x`
// declared nearest to the call. Anything else (a computed value, a variable assigned again without
// a declared type) leaves that call's types unknown.
import type { Identifier, Node, TSType } from '@babel/types';
import type { ElemType } from '../shapes/typed.js';
import type { Scopes } from './js-scopes.js';
import { annotatedDepth, annotatedType, type SeenArg } from './typed-annotations.js';

export type { SeenArg } from './typed-annotations.js';

/** A call whose every argument type is known, at the file offset of its callee. */
export interface CallSite {
  readonly offset: number;
  readonly args: readonly SeenArg[];
}

const WRAPPERS: Readonly<Record<string, ElemType>> = { f32: 'float', f64: 'float', i32: 'int', bool: 'bool' };

/** The name a call's callee goes by: `f`, `m.f`, `f.run`. */
function calleeName(e: Node): string | null {
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression' && !e.computed && e.property.type === 'Identifier') return e.property.name;
  return null;
}

/** A numeric literal, negated or not. */
function numberOf(e: Node): number | null {
  if (e.type === 'NumericLiteral') return e.value;
  if (e.type === 'UnaryExpression' && e.operator === '-' && e.argument.type === 'NumericLiteral') return -e.argument.value;
  return null;
}

/** The rank of nested array literals (their depth), and their leaves. */
function nested(e: Node): { rank: number; leaves: Node[] } {
  if (e.type !== 'ArrayExpression') return { rank: 0, leaves: [e] };
  const items = e.elements.filter((x): x is NonNullable<typeof x> => x !== null);
  const inner = items.map(nested);
  return { rank: 1 + (inner[0]?.rank ?? 0), leaves: inner.flatMap((x) => x.leaves) };
}

const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

/** A JavaScript value written out, typed as api/validate.ts types it: bool, then int, then float; strings are char. */
function literalType(e: Node): SeenArg | null {
  const { rank, leaves } = nested(e);
  if (leaves.every((x) => x.type === 'StringLiteral')) return leaves.length === 0 ? null : { elem: 'char', rank: rank + 1 };
  const values: (number | boolean)[] = [];
  for (const x of leaves) {
    const n = numberOf(x);
    if (n !== null) values.push(n);
    else if (x.type === 'BooleanLiteral') values.push(x.value);
    else return null;
  }
  const isBool = (v: number | boolean): boolean => typeof v === 'boolean' || v === 0 || v === 1;
  const isInt = (v: number | boolean): boolean => typeof v === 'boolean' || (Number.isInteger(v) && v >= I32_MIN && v <= I32_MAX);
  const elem: ElemType = values.every(isBool) && values.some((v) => typeof v === 'boolean') ? 'bool' : values.every(isInt) ? 'int' : 'float';
  return { elem, rank };
}

/** A typed array constructed in place: `new Float32Array(n)`. */
const isTypedArrayNew = (e: Node): boolean => e.type === 'NewExpression' && e.callee.type === 'Identifier' && /Array$/.test(e.callee.name) && e.callee.name !== 'Array';

/** How deep a chain of names is followed (`const a = …; const b = a; f(b)`), a guard against cycles. */
const MAX_HOPS = 16;

/** Reads argument types out of expressions, following names to their declarations in scope. */
class ArgReader {
  constructor(private readonly scopes: Scopes) {}

  /**
   * What `e` shows: `read` of the expression itself, or, through a name (or a type assertion), of
   * its declared type (`annotated`) or of the value it was declared with, when it is never
   * assigned again.
   */
  private through<T>(e: Node, hops: number, read: (e: Node) => T | null, annotated: (t: TSType) => T | null): T | null {
    if (hops > MAX_HOPS) return null;
    if (e.type === 'TSNonNullExpression') return this.through(e.expression, hops + 1, read, annotated);
    if (e.type === 'TSAsExpression' || e.type === 'TSSatisfiesExpression') return annotated(e.typeAnnotation) ?? this.through(e.expression, hops + 1, read, annotated);
    if (e.type !== 'Identifier') return read(e);
    const b = this.scopes.resolve(e);
    if (b === null) return null;
    const fromType = b.annotation === null ? null : annotated(b.annotation);
    if (fromType !== null) return fromType;
    const fixed = b.kind === 'const' || ((b.kind === 'let' || b.kind === 'var') && !b.reassigned);
    return fixed && b.init !== null ? this.through(b.init, hops + 1, read, annotated) : null;
  }

  /** The argument type of an expression passed to a compiled function. */
  argType(e: Node, hops = 0): SeenArg | null {
    return this.through(e, hops, (x) => this.wrappedType(x, hops) ?? literalType(x) ?? (isTypedArrayNew(x) ? typedArrayType(x) : null), annotatedType);
  }

  /** The nesting depth of data given to a wrapper: a nested literal, a number, a typed array. */
  private depthOf(e: Node, hops: number): number | null {
    const read = (x: Node): number | null => {
      if (x.type === 'ArrayExpression') return nested(x).rank;
      if (numberOf(x) !== null || x.type === 'BooleanLiteral') return 0;
      return isTypedArrayNew(x) ? 1 : null;
    };
    return this.through(e, hops, read, annotatedDepth);
  }

  /** The number of items of a shape given to a wrapper: `[h, w]`, or a name declared as one. */
  private lengthOf(e: Node, hops: number): number | null {
    return this.through(e, hops, (x) => (x.type === 'ArrayExpression' && x.elements.every((i) => i !== null && i.type !== 'SpreadElement') ? x.elements.length : null), () => null);
  }

  /** `f32(data)` and its kind: the rank from the data's nesting, or from the shape's length. */
  private wrappedType(e: Node, hops: number): SeenArg | null {
    if (e.type !== 'CallExpression') return null;
    const name = calleeName(e.callee);
    const elem = name === null ? undefined : WRAPPERS[name];
    if (elem === undefined) return null;
    const [data, shape] = e.arguments;
    if (shape !== undefined) {
      const rank = this.lengthOf(shape, hops + 1);
      return rank === null ? null : { elem, rank };
    }
    const rank = data === undefined ? null : this.depthOf(data, hops + 1);
    return rank === null ? null : { elem, rank };
  }
}

/** A typed array without a shape is a vector, of the element type the API gives it. */
function typedArrayType(e: Node): SeenArg | null {
  if (e.type !== 'NewExpression' || e.callee.type !== 'Identifier') return null;
  return e.callee.name === 'Float32Array' || e.callee.name === 'Float64Array' ? { elem: 'float', rank: 1 } : e.callee.name === 'Uint8Array' ? { elem: 'bool', rank: 1 } : e.callee.name === 'Int32Array' ? { elem: 'int', rank: 1 } : null;
}

/** A call's options object (`{ keep: true }`) is not an argument. */
const isOptions = (e: Node): boolean => e.type === 'ObjectExpression';

/**
 * The calls in `nodes` of the function declared as `declared` (directly or as `.run`), found by
 * scope, whose argument types are all known: one or two arguments, an options object after them
 * aside.
 */
export function callSitesOf(nodes: Iterable<Node>, declared: Identifier, scopes: Scopes): CallSite[] {
  const target = scopes.resolve(declared);
  if (target === null) return [];
  const reader = new ArgReader(scopes);
  const isTarget = (e: Node): e is Identifier => e.type === 'Identifier' && e.name === declared.name && scopes.resolve(e) === target;
  const out: CallSite[] = [];
  for (const node of nodes) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee;
    const direct = isTarget(callee);
    const run = callee.type === 'MemberExpression' && !callee.computed && isTarget(callee.object) && callee.property.type === 'Identifier' && callee.property.name === 'run';
    if (!direct && !run) continue;
    const given = node.arguments.filter((a) => !isOptions(a));
    if (given.length < 1 || given.length > 2) continue;
    const args = given.map((a) => reader.argType(a));
    if (args.every((a): a is SeenArg => a !== null)) out.push({ offset: callee.start!, args });
  }
  return out;
}
