// The last line of defence for nested arrays: the rules that take a nested argument are listed in
// nested-prims.ts and operators.ts, and everything else refuses one with a NONCE naming the
// primitive. A checked node built some other way (a loop carrying a value, indexing, a guard whose
// branches differ in nesting) would otherwise see the regular array that holds a nested one as if
// it were flat. This walk finds any node, other than those that only pass a value on, that is given
// a nested value, so such a program is a NONCE ERROR at that node, never a wrong answer.
import type { Span } from '../apl/ast.js';
import { shapeEq } from './dim.js';
import { children, walkExprs } from './walk.js';
import type { ArrType, TExpr, TNode } from './typed.js';

/** Nodes that pass a value on as it is (or read only its outer shape, `dims`): they hold nested values. */
const PASSES_ON: ReadonlySet<TNode['k']> = new Set(['var', 'seq', 'print', 'regroup', 'dims', 'assertEq', 'assertTrue', 'if']);

const WHAT: Partial<Record<TNode['k'], string>> = {
  power: 'f⍣ (a loop)',
  tailLoop: 'a tail-recursive dfn (a loop)',
  gather: 'indexing',
  update: 'indexed assignment',
  cells: 'f⍤ (rank) or f⌸ (key)',
  catenate: 'catenation',
  reshape: '⍴ (reshape)',
};

const sameNesting = (a: ArrType, b: ArrType): boolean =>
  a.deferred === b.deferred && (a.items === undefined) === (b.items === undefined) && shapeEq(a.items ?? [], b.items ?? []) && (a.ragged === undefined) === (b.ragged === undefined) && a.mixed === b.mixed && a.ragged?.mixed === b.ragged?.mixed;

/** Nodes that take an irregular nested vector (ragged.ts): those that pass it on, and the one that takes it apart. */
const TAKES_RAGGED: ReadonlySet<TNode['k']> = new Set(['var', 'seq', 'print', 'raggedPart', 'eachDeferred']);

/**
 * Nodes that take a mixed array (mixed-arrays.ts), whose values alone would read as numbers: those
 * that pass it on as it is, the one that takes it apart, and an irregular vector made of mixed data.
 */
const TAKES_MIXED: ReadonlySet<TNode['k']> = new Set(['var', 'seq', 'print', 'mixedPart', 'ragged', 'assertEq', 'assertTrue', 'dims', 'regroup', 'eachDeferred']);

/** The value a pass-through node gives, when it gives one of its children. */
function passed(e: TExpr): readonly TExpr[] {
  const n = e.node;
  switch (n.k) {
    case 'seq': return [n.result];
    case 'print': case 'assertEq': case 'assertTrue': return [n.value];
    case 'if': return [n.then, n.else];
    default: return [];
  }
}

/** Where a nested value reaches a node that cannot take it, and what that node is; null when none does. */
export function nestedMisuse(root: TExpr): { readonly span: Span; readonly message: string } | null {
  let found: { span: Span; message: string } | null = null;
  walkExprs([root], (e) => {
    if (found !== null) return;
    // a deferred f¨ (each-deferred.ts) is no value: only the statements that bind its arguments may hold it
    if (e.node.k !== 'seq' && children(e).some((x) => x.t.deferred === true)) {
      found = { span: e.span, message: `nested arrays of depth 3: ${e.node.k === 'print' ? 'displaying' : (WHAT[e.node.k] ?? `the ${e.node.k} operation`) + ' of'} a nested array of depth 3 (f¨ where f gives nested arrays) is not supported yet` };
      return;
    }
    // an irregular nested vector is two arrays: only the nodes that know it may hold one (a guard's branches may not)
    if (!TAKES_RAGGED.has(e.node.k) && children(e).some((x) => x.t.ragged !== undefined)) {
      found = { span: e.span, message: `irregular nested arrays: ${WHAT[e.node.k] ?? `the ${e.node.k} operation`} of an irregular nested array (items of different lengths) is not supported yet` };
      return;
    }
    // a mixed array is two arrays: only the nodes that know it may hold one (a guard's branches may not)
    const mixedChild = children(e).find((x) => x.t.mixed === true || (x.t.ragged?.mixed === true && e.node.k !== 'raggedPart'));
    if (mixedChild !== undefined && !TAKES_MIXED.has(e.node.k)) {
      found = { span: e.span, message: `mixed arrays: ${WHAT[e.node.k] ?? `the ${e.node.k} operation`} of an array of characters and numbers is not supported yet` };
      return;
    }
    // f¨ kept as f and its arguments holds them as they are
    if (e.node.k === 'eachDeferred') return;
    if (PASSES_ON.has(e.node.k)) {
      if (passed(e).some((x) => !sameNesting(x.t, e.t)))
        found = { span: e.span, message: e.node.k === 'if' ? 'the branches of this guard differ in nesting (a nested array and a simple one): not supported yet' : 'a nested or mixed value passed on without its nesting or its characters (not supported yet)' };
      return;
    }
    if (children(e).some((x) => x.t.items !== undefined))
      found = { span: e.span, message: `nested arrays: ${WHAT[e.node.k] ?? `the ${e.node.k} operation`} of a nested array is not supported yet` };
  });
  return found;
}
