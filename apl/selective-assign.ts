// Dyalog's selective assignment, (F a)←v: the elements of a that F selects take v's. Written as
// plain APL over a's ravel: the selection F applied to a's element positions (shaped as a) gives
// the positions to assign, so
//   (F a)←v   is   a⊢←(⍴a)⍴⍙r⊣(⍙r[P+⎕IO-1]←v)⊣⍙r←,a
// where P is F with the name a (at the right end of F, where the selection takes it) replaced
// by ((⍴a)⍴(⍳≢⍙r)+1-⎕IO): positions counted from 1 whatever ⎕IO, so a fill that F brings in (the
// 0 of an overtake or an expand) is never a position and is an INDEX ERROR when assigned to.
// Other names in F keep their values ((a>2)/a). The functions along that right end must select
// rather than compute; ⊃ ⊂ ⊆ ∊ ~, which take items or values apart, stay a NONCE.
import type { Expr, Fn, Span } from './ast.js';

/** The functions a selection may pass through on its way to the name, and selection by brackets. */
const SELECTING = new Set(['↑', '↓', '⍴', ',', '⍪', '⌽', '⊖', '⍉', '/', '⌿', '\\', '⍀', '⌷', '⊣', '⊢']);

const RESULT_NAME = '⍙selected';

function selecting(fn: Fn): boolean {
  return fn.kind === 'prim' && fn.axis === null && SELECTING.has(fn.glyph);
}

/** F with its rightmost name replaced by that name's positions, or a reason it is not a selection. */
function replaceTarget(e: Expr, positions: (name: string) => Expr): { readonly name: string; readonly expr: Expr } | string {
  switch (e.kind) {
    case 'name':
      return { name: e.name, expr: positions(e.name) };
    case 'monadic':
    case 'dyadic': {
      if (!selecting(e.fn)) return `selective assignment through ${e.fn.kind === 'prim' ? e.fn.glyph : 'a function that is not a primitive'} (only ${[...SELECTING].join(' ')} and brackets select)`;
      const inner = e.kind === 'monadic' ? replaceTarget(e.arg, positions) : replaceTarget(e.right, positions);
      if (typeof inner === 'string') return inner;
      return { name: inner.name, expr: e.kind === 'monadic' ? { ...e, arg: inner.expr } : { ...e, right: inner.expr } };
    }
    case 'index': {
      const inner = replaceTarget(e.array, positions);
      return typeof inner === 'string' ? inner : { name: inner.name, expr: { ...e, array: inner.expr } };
    }
    default:
      return 'selective assignment whose selection does not end in a name';
  }
}

/** (select)←value as plain APL (see above), or the reason it is a NONCE. `span` is the whole assignment's. */
export function selectiveAssignment(select: Expr, value: Expr, span: Span): Expr | string {
  const name = (n: string): Expr => ({ kind: 'name', name: n, span });
  const prim = (glyph: string): Fn => ({ kind: 'prim', glyph, axis: null, span });
  const mon = (g: string, arg: Expr): Expr => ({ kind: 'monadic', fn: prim(g), arg, span });
  const dy = (left: Expr, g: string, right: Expr): Expr => ({ kind: 'dyadic', fn: prim(g), left, right, span });
  const num = (v: number): Expr => ({ kind: 'num', value: v, text: String(v), span });
  const io: Expr = { kind: 'sysvar', name: '⎕IO', span };
  const r = name(RESULT_NAME);
  const positions = (target: string): Expr => dy(mon('⍴', name(target)), '⍴', dy(mon('⍳', mon('≢', r)), '+', dy(num(1), '-', io)));
  const p = replaceTarget(select, positions);
  if (typeof p === 'string') return p;
  const a = name(p.name);
  const ravel: Expr = { kind: 'assign', name: RESULT_NAME, value: mon(',', a), span };
  const write: Expr = { kind: 'indexAssign', name: RESULT_NAME, indices: [dy(p.expr, '+', dy(io, '-', num(1)))], fn: null, value, span };
  const rebuilt = dy(mon('⍴', a), '⍴', dy(r, '⊣', dy(write, '⊣', ravel)));
  // a⊢←, not a←: like indexed assignment, it changes the name where it lives (inside a dfn, a name
  // of an enclosing scope stays that scope's, where a← would make a local one)
  return { kind: 'modAssign', name: p.name, fn: prim('⊢'), value: rebuilt, span };
}
