// The argument types a JavaScript or TypeScript file gives an unsigned APL function where it calls
// it (issue 17): `const f = apl`…`` or `compile('…')` bound to a name, then `f(f32([1, 2]))` or
// `f.run(x, [1, 2])`. An argument's element type and rank are read where the source shows them:
// a literal number, boolean, string or nested array (typed as the API types JavaScript values,
// api/validate.ts), or `f32(…)`, `f64(…)`, `i32(…)`, `bool(…)` of a nested array literal or with
// a literal shape. Anything else (a variable, a computed value) leaves that call's types unknown.
// Names are matched by their text in the whole file, not by scope.
import type { Node } from '@babel/types';
import type { ElemType } from '../shapes/typed.js';

/** An argument type as far as a call shows it. */
export interface SeenArg {
  readonly elem: ElemType;
  readonly rank: number;
}

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

/** `f32(data)` and its kind: the rank from the data's nesting, or from a literal shape. */
function wrappedType(e: Node): SeenArg | null {
  if (e.type !== 'CallExpression') return null;
  const name = calleeName(e.callee);
  const elem = name === null ? undefined : WRAPPERS[name];
  if (elem === undefined) return null;
  const [data, shape] = e.arguments;
  if (shape !== undefined) return shape.type === 'ArrayExpression' ? { elem, rank: shape.elements.length } : null;
  if (data === undefined) return null;
  if (numberOf(data) !== null || data.type === 'BooleanLiteral') return { elem, rank: 0 };
  // a typed array without a shape is a vector
  if (data.type === 'NewExpression' && data.callee.type === 'Identifier' && /Array$/.test(data.callee.name)) return { elem, rank: 1 };
  return data.type === 'ArrayExpression' ? { elem, rank: nested(data).rank } : null;
}

function argType(e: Node): SeenArg | null {
  return wrappedType(e) ?? literalType(e);
}

/** A call's options object (`{ keep: true }`) is not an argument. */
const isOptions = (e: Node): boolean => e.type === 'ObjectExpression';

/**
 * The calls of `name` (and `name.run`) in `nodes` whose argument types are all known: one or two
 * arguments, an options object after them aside.
 */
export function callSitesOf(nodes: Iterable<Node>, name: string): CallSite[] {
  const out: CallSite[] = [];
  for (const node of nodes) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee;
    const direct = callee.type === 'Identifier' && callee.name === name;
    const run = callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === name && callee.property.type === 'Identifier' && callee.property.name === 'run';
    if (!direct && !run) continue;
    const given = node.arguments.filter((a) => !isOptions(a));
    if (given.length < 1 || given.length > 2) continue;
    const args = given.map(argType);
    if (args.every((a): a is SeenArg => a !== null)) out.push({ offset: callee.start!, args });
  }
  return out;
}
