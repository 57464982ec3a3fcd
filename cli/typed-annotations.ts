// The APL argument type a TypeScript type annotation gives a value (issue 17: `aplc check` reads
// `const m: Float32Array = …` and `x: AplArray<'f32', readonly [number, number]>` at the calls of
// an unsigned template). The types are the package's own (api/types.ts, api/values.ts) and the
// typed arrays the API takes as vectors (api/validate.ts): `AplArray<E, S>` and `DeviceArray<E, S>`
// with a tuple shape, `Arg<E, D>`, `Result<E, D>` and `KeptResult<E, D>` with a tuple of dims,
// `Float32Array` (and the other three), `boolean` and `string`. Any other type says nothing.
import type { Node, TSType } from '@babel/types';
import type { ElemType } from '../shapes/typed.js';

/** An argument type as far as the source shows it. */
export interface SeenArg {
  readonly elem: ElemType;
  readonly rank: number;
}

/** Element names as signatures and the API's tags write them (api/types.ts ElemNames). */
const ELEM_NAMES: Readonly<Record<string, ElemType>> = { f32: 'float', float: 'float', f64: 'float', i32: 'int', int: 'int', bool: 'bool', char: 'char' };

/** Typed arrays the API takes as vectors, by the element type it gives them. */
const TYPED_ARRAYS: Readonly<Record<string, ElemType>> = { Float32Array: 'float', Float64Array: 'float', Int32Array: 'int', Uint8Array: 'bool' };

/** Generic types whose first parameter is the element tag and second the shape or the dims. */
const ARRAY_TYPES = new Set(['AplArray', 'DeviceArray', 'Arg', 'Result', 'KeptResult']);

/** `readonly T` is T. */
function withoutReadonly(t: TSType): TSType {
  return t.type === 'TSTypeOperator' && t.operator === 'readonly' ? withoutReadonly(t.typeAnnotation) : t;
}

/** The last part of a type's name: `AplArray`, `aplc.AplArray`. */
function referenceName(t: TSType): string | null {
  if (t.type !== 'TSTypeReference') return null;
  const n: Node = t.typeName;
  if (n.type === 'Identifier') return n.name;
  return n.type === 'TSQualifiedName' ? n.right.name : null;
}

/** The length of a tuple type without optional or rest members: the rank it writes. */
function tupleRank(t: TSType): number | null {
  const u = withoutReadonly(t);
  if (u.type !== 'TSTupleType') return null;
  const plain = u.elementTypes.every((m) => m.type !== 'TSOptionalType' && m.type !== 'TSRestType' && !(m.type === 'TSNamedTupleMember' && m.optional));
  return plain ? u.elementTypes.length : null;
}

/** The array type a TypeScript annotation gives, or null when it says nothing aplc can use. */
export function annotatedType(annotation: TSType): SeenArg | null {
  const t = withoutReadonly(annotation);
  if (t.type === 'TSBooleanKeyword') return { elem: 'bool', rank: 0 };
  if (t.type === 'TSStringKeyword') return { elem: 'char', rank: 1 };
  const name = referenceName(t);
  if (name === null || t.type !== 'TSTypeReference') return null;
  const typed = TYPED_ARRAYS[name];
  if (typed !== undefined) return { elem: typed, rank: 1 };
  if (!ARRAY_TYPES.has(name)) return null;
  const [tag, shape] = t.typeParameters?.params ?? [];
  if (tag?.type !== 'TSLiteralType' || tag.literal.type !== 'StringLiteral' || shape === undefined) return null;
  const elem = ELEM_NAMES[tag.literal.value];
  const rank = tupleRank(shape);
  return elem === undefined || rank === null ? null : { elem, rank };
}

/** The nesting depth an annotation gives plain data (`number[][]` is 2, `Float32Array` 1, `number` 0), for the data of `f32(…)`. */
export function annotatedDepth(annotation: TSType): number | null {
  const t = withoutReadonly(annotation);
  if (t.type === 'TSNumberKeyword' || t.type === 'TSBooleanKeyword') return 0;
  if (t.type === 'TSArrayType') {
    const inner = annotatedDepth(t.elementType);
    return inner === null ? null : inner + 1;
  }
  const name = referenceName(t);
  if (name !== null && (name in TYPED_ARRAYS || name === 'Int8Array' || name === 'Int16Array' || name === 'Uint16Array' || name === 'Uint32Array')) return 1;
  if (t.type === 'TSTypeReference' && (name === 'Array' || name === 'ReadonlyArray')) {
    const inner = t.typeParameters?.params[0];
    const depth = inner === undefined ? null : annotatedDepth(inner);
    return depth === null ? null : depth + 1;
  }
  return null;
}
