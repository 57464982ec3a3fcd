// Literal arrays, strands and element conversions.
import type { Expr } from '../apl/ast.js';
import { dimConst, type Dim } from './dim.js';
import { mk, type CheckContext } from './context.js';
import { joinElems } from './scalar-rules.js';
import type { ElemType, TExpr } from './typed.js';
import { nestedStrand } from './nested.js';
// convertTo lives in convert.ts, below the modules that build strands (mixed-arrays.ts uses it too)
export { convertTo } from './convert.js';
import { convertTo } from './convert.js';
import { isMixedType, mixedStrand } from './mixed-arrays.js';

/** The largest int; also the most items an array holds (core-ir/limits.ts, which shapes/ may not import). */
export const I32_MAX = 2147483647;
const I32_MIN = -2147483648;

export function numberElem(v: number): ElemType {
  if (v === 0 || v === 1) return 'bool';
  if (Number.isInteger(v) && v >= I32_MIN && v <= I32_MAX) return 'int';
  return 'float';
}

/** Static value of a literal as dims, when all its elements are integers. */
function svalOf(data: readonly number[], elem: ElemType): readonly Dim[] | null {
  if (elem === 'float' || elem === 'char') return null;
  return data.map((x) => dimConst(x));
}

export function literalOf(e: Extract<Expr, { kind: 'num' | 'str' | 'zilde' }>): TExpr {
  switch (e.kind) {
    case 'num': {
      const elem = numberElem(e.value);
      return mk({ k: 'lit', data: [e.value] }, { elem, shape: [] }, e.span, { sval: svalOf([e.value], elem) });
    }
    case 'str': {
      const cps = [...e.value].map((c) => c.codePointAt(0)!);
      const shape = cps.length === 1 ? [] : [dimConst(cps.length)];
      return mk({ k: 'lit', data: cps }, { elem: 'char', shape }, e.span);
    }
    case 'zilde':
      return mk({ k: 'lit', data: [] }, { elem: 'bool', shape: [dimConst(0)] }, e.span, { sval: [] });
  }
}

/**
 * A strand of number literals (`1 2 3`, the common long literal) as strandOf would make it from
 * its items, without checking each item as an expression of its own: one pass over the numbers.
 */
export function numberStrand(e: Extract<Expr, { kind: 'strand' }>): TExpr | null {
  const data: number[] = [];
  let elem: ElemType = 'bool';
  for (const it of e.items) {
    if (it.kind !== 'num') return null;
    data.push(it.value);
    const el = numberElem(it.value);
    if (el === 'float' || (el === 'int' && elem === 'bool')) elem = el;
  }
  return mk({ k: 'lit', data }, { elem, shape: [dimConst(data.length)] }, e.span, { sval: svalOf(data, elem) });
}

/** A strand of scalars is a vector; a strand holding a non-scalar is a nested vector (nested.ts). */
export function strandOf(ctx: CheckContext, e: Extract<Expr, { kind: 'strand' }>, items: readonly TExpr[]): TExpr {
  if (items.some((it) => it.t.shape.length !== 0 || it.t.items !== undefined)) return nestedStrand(ctx, items, e.items.map((x) => x.span), e.span);
  // characters beside numbers, or a mixed scalar among the items: a mixed vector (mixed-arrays.ts)
  if (items.some((it) => isMixedType(it.t)) || (items.some((it) => it.t.elem === 'char') && items.some((it) => it.t.elem !== 'char'))) return mixedStrand(ctx, items, e.span);
  let elem: ElemType | null = null;
  items.forEach((it) => {
    const j: ElemType | null = elem === null ? it.t.elem : joinElems(elem, it.t.elem);
    if (j === null) ctx.fail('NONCE', 'mixed arrays of characters and numbers are not supported', e.span);
    elem = j;
  });
  const el = elem ?? 'bool';
  const shape = [dimConst(items.length)];
  const allSval = items.every((it) => it.sval !== null && it.sval.length === 1);
  const sval = allSval ? items.map((it) => it.sval![0]!) : null;
  if (items.every((it) => it.node.k === 'lit')) {
    const data = items.map((it) => (it.node as { k: 'lit'; data: readonly number[] }).data[0]!);
    return mk({ k: 'lit', data }, { elem: el, shape }, e.span, { sval });
  }
  // computed items: catenate their ravels
  let acc: TExpr | null = null;
  for (const it of items) {
    const one = mk({ k: 'reshape', arg: convertTo(ctx, it, el) }, { elem: el, shape: [dimConst(1)] }, it.span);
    acc = acc === null ? one : mk({ k: 'catenate', axis: 0, left: acc, right: one }, { elem: el, shape: [dimConst(((acc.t.shape[0] as Dim).terms[0]?.coeff ?? 0) + 1)] }, e.span);
  }
  return { ...acc!, span: e.span, origin: e.span, sval };
}

