// The int division ops of a WebAssembly kernel (wasm-lambda.ts): residue and floor division as
// ops/arith.ts computes them, without the traps of WebAssembly's own (a remainder or quotient by 0,
// and the quotient of the most negative int by −1).
import type { Atom } from '../core-ir/syntax.js';
import type { Scope } from '../core-ir/interp-frame.js';
import type { WasmWriter, WVal } from './wasm-lambda.js';

/** a|b of ints as ops/arith.ts computes it: b where a is 0, else b's remainder by a, given a's sign (never a remainder by 0, which traps) */
export function residue(w: WasmWriter, scope: Scope<WVal>, a: Atom, b: Atom): void {
  const r = w.local('i32');
  // by a constant other than 0: the remainder by it alone, which the compiler turns into products
  const k = a.k === 'const' && a.value !== 0 ? a.value | 0 : null;
  w.atom(scope, b);
  if (k !== null) w.i32(k);
  else { w.atom(scope, a); w.i32(1); w.atom(scope, a); w.i32(0); w.op('i32.ne'); w.op('select'); }
  w.op('i32.rem_s'); w.set(r);
  if (k !== null) {
    // r + k where r is not 0 and its sign is not k's
    w.get(r); w.i32(k); w.op('i32.add');
    w.get(r);
    w.get(r); w.i32(0); w.op(k > 0 ? 'i32.lt_s' : 'i32.gt_s');
    w.op('select');
    return;
  }
  w.atom(scope, b);
  // r + a where r is not 0 and its sign is not a's, else r
  w.get(r); w.atom(scope, a); w.op('i32.add');
  w.get(r);
  w.get(r); w.i32(0); w.op('i32.ne');
  w.get(r); w.i32(0); w.op('i32.lt_s'); w.atom(scope, a); w.i32(0); w.op('i32.lt_s'); w.op('i32.xor');
  w.op('i32.and');
  w.op('select');
  w.atom(scope, a); w.op('i32.eqz');
  w.op('select');
}

/**
 * ⌊a÷b of ints as ops/arith.ts computes it (Math.floor(a / b) | 0, which is exact for i32
 * operands): 0 where b is 0, −a wrapped where b is −1 (the one quotient past i32, where div_s
 * traps), else the truncated quotient less one where the remainder's sign is not b's.
 */
export function floorDiv(w: WasmWriter, scope: Scope<WVal>, a: Atom, b: Atom): void {
  const d = w.local('i32');
  const r = w.local('i32');
  if (b.k === 'const' && b.value > 0) {
    // by a positive constant: the truncated quotient (which the compiler turns into products), less one below 0
    const k = b.value | 0;
    w.atom(scope, a); w.i32(k); w.op('i32.div_s');
    w.atom(scope, a); w.i32(k); w.op('i32.rem_s'); w.i32(0); w.op('i32.lt_s');
    w.op('i32.sub');
    return;
  }
  w.atom(scope, b); w.i32(1);
  w.atom(scope, b); w.i32(0); w.op('i32.ne'); w.atom(scope, b); w.i32(-1); w.op('i32.ne'); w.op('i32.and');
  w.op('select'); w.set(d);
  w.atom(scope, a); w.get(d); w.op('i32.rem_s'); w.set(r);
  w.i32(0); w.atom(scope, a); w.op('i32.sub');
  w.atom(scope, a); w.get(d); w.op('i32.div_s');
  w.get(r); w.i32(0); w.op('i32.ne');
  w.get(r); w.i32(0); w.op('i32.lt_s'); w.get(d); w.i32(0); w.op('i32.lt_s'); w.op('i32.xor');
  w.op('i32.and');
  w.op('i32.sub');
  w.atom(scope, b); w.i32(-1); w.op('i32.eq');
  w.op('select');
  w.i32(0);
  w.atom(scope, b); w.i32(0); w.op('i32.ne');
  w.op('select');
}

