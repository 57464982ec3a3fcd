// The scalar code of a SOAC lambda as WebAssembly instructions (wasm-encode.ts), for the map
// kernels of wasm-map.ts, which says why the results are the JavaScript kernel's to the bit and
// how a failure is left to the JavaScript kernel: an instruction sequence here never reports one.
// It sets a flag (`failIf`), which is tested where a loop goes round again and at the end of a
// block of elements (`checkpoint`), and the function then stops with 1: no branch an op, so that
// the ops of several elements can be scheduled together (lanes). Until the test, a failed float op
// goes on with ±∞ or NaN and an int op with a wrapped value, which trap nowhere; only an index out
// of bounds branches out at once, before its load. A statement or op not rendered here throws
// NotRendered, and the lambda then gets no WebAssembly kernel.
import type { Atom, Elem, Stmt } from '../core-ir/syntax.js';
import { Scope } from '../core-ir/interp-frame.js';
import { floatResultChecked } from '../ops/float-range.js';
import type { FloatWidth } from '../ops/float-width.js';
import { f32Bytes, f64Bytes, memarg, OP, sleb, uleb, VOID_BLOCK, type OpName, type ValType } from './wasm-encode.js';
import { constantValue } from './scalar-js.js';
import { floorDiv, residue } from './wasm-int-division.js';

/** A lambda with something this renderer does not render: the kernel stays JavaScript. */
export class NotRendered extends Error {}

export type WVal = { readonly k: 'local'; readonly local: number; readonly elem: Elem } | { readonly k: 'array'; readonly base: number; readonly dims: readonly number[]; readonly elem: Elem };

export const elemSize = (elem: Elem, float: FloatWidth): 1 | 4 | 8 => (elem === 'bool' ? 1 : elem === 'float' && float === 'f64' ? 8 : 4);

/** Ops whose two operands and result are floats, by their WebAssembly instruction's name after the type. */
const FLOAT_BIN: Readonly<Record<string, string>> = { add: 'add', sub: 'sub', mul: 'mul', addIeee: 'add', subIeee: 'sub', mulIeee: 'mul', min: 'min', max: 'max' };
const INT_BIN: Readonly<Record<string, OpName>> = { add: 'i32.add', sub: 'i32.sub', mul: 'i32.mul', addIeee: 'i32.add', subIeee: 'i32.sub', mulIeee: 'i32.mul' };
const COMPARE: Readonly<Record<string, { f: string; i: OpName }>> = {
  lt: { f: 'lt', i: 'i32.lt_s' }, le: { f: 'le', i: 'i32.le_s' }, eq: { f: 'eq', i: 'i32.eq' },
  ge: { f: 'ge', i: 'i32.ge_s' }, gt: { f: 'gt', i: 'i32.gt_s' }, ne: { f: 'ne', i: 'i32.ne' },
};
const CHECKED_INT: Readonly<Record<string, OpName>> = { addInt: 'i64.add', subInt: 'i64.sub', mulInt: 'i64.mul' };

export class WasmWriter {
  readonly code: number[] = [];
  readonly locals: ValType[] = [];
  /** blocks open inside the outermost one, whose end is where a failure goes (`bail`) */
  private depth = 0;
  readonly F: 'f32' | 'f64';

  constructor(private readonly nParams: number, private readonly float: FloatWidth, private readonly free: ReadonlyMap<string, WVal>, private readonly tested: ReadonlySet<string>) {
    this.F = float;
  }

  typeOf(elem: Elem): ValType {
    return elem === 'float' ? this.F : 'i32';
  }

  local(t: ValType): number {
    this.locals.push(t);
    return this.nParams + this.locals.length - 1;
  }

  op(name: OpName, ...imm: number[]): void {
    this.code.push(OP[name], ...imm);
  }

  get(i: number): void {
    this.op('local.get', ...uleb(i));
  }

  set(i: number): void {
    this.op('local.set', ...uleb(i));
  }

  i32(v: number): void {
    this.op('i32.const', ...sleb(BigInt(v | 0)));
  }

  fconst(v: number): void {
    if (this.F === 'f32') this.op('f32.const', ...f32Bytes(v));
    else this.op('f64.const', ...f64Bytes(v));
  }

  zero(isFloat: boolean): void {
    if (isFloat) this.fconst(0);
    else this.i32(0);
  }

  f(name: string): void {
    this.op(`${this.F}.${name}` as OpName);
  }

  open(kind: 'block' | 'loop' | 'if'): void {
    this.op(kind, VOID_BLOCK);
    this.depth++;
  }

  close(): void {
    this.op('end');
    this.depth--;
  }

  /** the flag of a failure (failIf) */
  private failFlag = -1;

  /** stops the function with 1 at once when the i32 on the stack is not 0 */
  bailIf(): void {
    this.op('br_if', ...uleb(this.depth - 1));
  }

  /** notes a failure when the i32 on the stack is not 0 (checkpoint stops there) */
  failIf(): void {
    if (this.failFlag < 0) this.failFlag = this.local('i32');
    this.get(this.failFlag);
    this.op('i32.or');
    this.set(this.failFlag);
  }

  /** stops the function with 1 if a failure has been noted */
  checkpoint(): void {
    if (this.failFlag < 0) return;
    this.get(this.failFlag);
    this.bailIf();
  }

  /** notes a failure where the float result `name` (in local v) is ±∞ or NaN and needs its own test (wasm-checks.ts) */
  rangeCheck(name: string, v: number): void {
    if (this.tested.has(name)) this.finite([v]);
  }

  /** notes a failure where any of the float locals is ±∞ or NaN: Σ(x−x) is 0, or NaN if one is not finite (a tree of sums, not a chain) */
  finite(vs: readonly number[]): void {
    if (vs.length === 0) return;
    const term = (lo: number, hi: number): void => {
      if (hi - lo === 1) {
        this.get(vs[lo]!); this.get(vs[lo]!); this.f('sub');
        return;
      }
      const mid = (lo + hi) >> 1;
      term(lo, mid);
      term(mid, hi);
      this.f('add');
    };
    term(0, vs.length);
    this.fconst(0);
    this.f('ne');
    this.failIf();
  }

  /** pushes an atom's value */
  atom(scope: Scope<WVal>, a: Atom): Elem {
    if (a.k === 'const') {
      const v = constantValue(a.elem, a.value, this.float);
      if (a.elem === 'float') this.fconst(v);
      else this.i32(v);
      return a.elem;
    }
    const b = this.lookup(scope, a.name);
    if (b.k !== 'local') throw new NotRendered(`${a.name} is an array where a scalar is needed`);
    this.get(b.local);
    return b.elem;
  }

  elemOf(scope: Scope<WVal>, a: Atom): Elem {
    if (a.k === 'const') return a.elem;
    return this.lookup(scope, a.name).elem;
  }

  lookup(scope: Scope<WVal>, name: string): WVal {
    const b = scope.lookup(name) ?? this.free.get(name);
    if (b === undefined) throw new NotRendered(`${name} is not in scope`);
    return b;
  }

  /** a fresh local holding the value on the stack, bound to `name` */
  bind(scope: Scope<WVal>, name: string, elem: Elem): number {
    const v = this.local(this.typeOf(elem));
    this.set(v);
    scope.define(name, { k: 'local', local: v, elem });
    return v;
  }

  /** the statements in one scope, or in several side by side (lanes: straight-line code only), one statement of each in turn */
  stmts(scope: Scope<WVal> | readonly Scope<WVal>[], stmts: readonly Stmt[]): void {
    const lanes = scope instanceof Scope ? [scope] : scope;
    for (const s of stmts) {
      if (lanes.length > 1 && (s.exp.tag === 'if' || s.exp.tag === 'loop')) throw new NotRendered(`a ${s.exp.tag} in lanes`);
      for (const l of lanes) this.stmt(l, s);
    }
  }

  private single(s: Stmt): { name: string; elem: Elem } {
    const p = s.names[0];
    if (s.names.length !== 1 || p === undefined) throw new NotRendered(`a ${s.exp.tag} binding ${s.names.length} names`);
    return { name: p.name, elem: p.type.elem };
  }

  private stmt(scope: Scope<WVal>, s: Stmt): void {
    const e = s.exp;
    switch (e.tag) {
      case 'atom': {
        const out = this.single(s);
        if ((this.atom(scope, e.atom) === 'float') !== (out.elem === 'float')) throw new NotRendered('an atom bound as another type');
        this.bind(scope, out.name, out.elem);
        return;
      }
      case 'un': return this.un(scope, s, e.op, e.arg);
      case 'bin': return this.bin(scope, s, e.op, e.left, e.right);
      case 'select': {
        const out = this.single(s);
        this.atom(scope, e.then);
        this.atom(scope, e.else);
        this.atom(scope, e.cond);
        this.op('select');
        this.bind(scope, out.name, out.elem);
        return;
      }
      case 'index': return this.index(scope, s, e.array, e.idx);
      case 'assert':
        this.atom(scope, e.cond);
        this.op('i32.eqz');
        this.failIf();
        return;
      case 'if': {
        const outs = s.names.map((p) => this.local(this.typeOf(p.type.elem)));
        this.atom(scope, e.cond);
        this.open('if');
        const branch = (body: typeof e.then): void => {
          const inner = new Scope<WVal>(scope);
          this.stmts(inner, body.stmts);
          body.results.forEach((r, i) => {
            this.atom(inner, r);
            this.set(outs[i]!);
          });
        };
        branch(e.then);
        this.op('else');
        branch(e.else);
        this.close();
        s.names.forEach((p, i) => scope.define(p.name, { k: 'local', local: outs[i]!, elem: p.type.elem }));
        return;
      }
      case 'loop': return this.loop(scope, s, e);
      default:
        throw new NotRendered(`a ${e.tag} statement`);
    }
  }

  private un(scope: Scope<WVal>, s: Stmt, op: string, arg: Atom): void {
    const out = this.single(s);
    const x = this.elemOf(scope, arg);
    const isFloat = x === 'float';
    const push = (): void => {
      this.atom(scope, arg);
    };
    switch (op) {
      case 'neg':
        if (isFloat) { push(); this.f('neg'); } else { this.i32(0); push(); this.op('i32.sub'); }
        break;
      case 'abs':
        if (isFloat) { push(); this.f('abs'); } else { push(); this.i32(0); push(); this.op('i32.sub'); push(); this.i32(0); this.op('i32.ge_s'); this.op('select'); }
        break;
      case 'negInt': case 'absInt':
        if (isFloat) throw new NotRendered(op);
        // only the most negative int has no negation in i32
        push(); this.i32(-2147483648); this.op('i32.eq'); this.failIf();
        if (op === 'negInt') { this.i32(0); push(); this.op('i32.sub'); } else { push(); this.i32(0); push(); this.op('i32.sub'); push(); this.i32(0); this.op('i32.ge_s'); this.op('select'); }
        break;
      case 'signum':
        push(); this.zero(isFloat); this.op(isFloat ? `${this.F}.gt` as OpName : 'i32.gt_s');
        push(); this.zero(isFloat); this.op(isFloat ? `${this.F}.lt` as OpName : 'i32.lt_s');
        this.op('i32.sub');
        if (out.elem === 'float') this.op(this.F === 'f32' ? 'f32.convert_i32_s' : 'f64.convert_i32_s');
        break;
      case 'sqrt':
        if (!isFloat) throw new NotRendered(op);
        push(); this.f('sqrt');
        break;
      case 'not':
        if (isFloat) throw new NotRendered(op);
        if (x !== 'bool') { push(); this.i32(1); this.op('i32.gt_u'); this.failIf(); }
        push(); this.i32(1); this.op('i32.xor');
        break;
      case 'toFloat':
        push();
        if (!isFloat) this.op(this.F === 'f32' ? 'f32.convert_i32_s' : 'f64.convert_i32_s');
        break;
      case 'toInt':
        push();
        if (isFloat) this.toI32();
        break;
      case 'floor': case 'ceil': case 'floorInt': case 'ceilInt':
        if (!isFloat) { push(); break; }
        push(); this.f(op.startsWith('floor') ? 'floor' : 'ceil');
        this.toI32();
        break;
      case 'toBool':
        if (isFloat) throw new NotRendered(op);
        if (x !== 'bool') { push(); this.i32(1); this.op('i32.gt_u'); this.failIf(); }
        push();
        break;
      default:
        throw new NotRendered(op);
    }
    const v = this.bind(scope, out.name, out.elem);
    if (out.elem === 'float' && isFloat && floatResultChecked(op)) this.rangeCheck(out.name, v);
  }

  private bin(scope: Scope<WVal>, s: Stmt, op: string, left: Atom, right: Atom): void {
    const out = this.single(s);
    const a = this.elemOf(scope, left);
    const b = this.elemOf(scope, right);
    if ((a === 'float') !== (b === 'float')) throw new NotRendered(`${op} of a float and an int`);
    const isFloat = a === 'float';
    const both = (): void => {
      this.atom(scope, left);
      this.atom(scope, right);
    };
    const cmp = COMPARE[op];
    if (cmp !== undefined) {
      both();
      this.op(isFloat ? `${this.F}.${cmp.f}` as OpName : cmp.i);
    } else if (isFloat && FLOAT_BIN[op] !== undefined) {
      both();
      this.f(FLOAT_BIN[op]!);
    } else if (isFloat && (op === 'div' || op === 'divIeee')) {
      // x÷0 fails but 0÷0 is 1 (ops/arith.ts)
      this.atom(scope, right); this.fconst(0); this.f('eq');
      this.atom(scope, left); this.fconst(0); this.f('ne');
      this.op('i32.and'); this.failIf();
      this.fconst(1);
      both(); this.f('div');
      this.atom(scope, right); this.fconst(0); this.f('eq');
      this.op('select');
    } else if (!isFloat && INT_BIN[op] !== undefined) {
      both();
      this.op(INT_BIN[op]!);
    } else if (!isFloat && op === 'mod') {
      residue(this, scope, left, right);
    } else if (!isFloat && op === 'idiv') {
      floorDiv(this, scope, left, right);
    } else if (!isFloat && (op === 'min' || op === 'max')) {
      both(); both(); this.op(op === 'min' ? 'i32.lt_s' : 'i32.gt_s'); this.op('select');
    } else if (!isFloat && CHECKED_INT[op] !== undefined) {
      // exact in i64, then the result must be an i32 (ops/int-exact.ts)
      const t = this.local('i64');
      this.atom(scope, left); this.op('i64.extend_i32_s');
      this.atom(scope, right); this.op('i64.extend_i32_s');
      this.op(CHECKED_INT[op]!); this.op('local.tee', ...uleb(t));
      this.op('i32.wrap_i64'); this.op('i64.extend_i32_s'); this.get(t); this.op('i64.ne'); this.failIf();
      this.get(t); this.op('i32.wrap_i64');
    } else if (!isFloat && a === 'bool' && b === 'bool' && (op === 'and' || op === 'or' || op === 'nand' || op === 'nor')) {
      if (op === 'nand' || op === 'nor') this.i32(1);
      both();
      this.op(op === 'and' || op === 'nand' ? 'i32.and' : 'i32.or');
      if (op === 'nand' || op === 'nor') this.op('i32.xor');
    } else throw new NotRendered(op);
    const v = this.bind(scope, out.name, out.elem);
    if (out.elem === 'float' && floatResultChecked(op)) this.rangeCheck(out.name, v);
  }

  /**
   * The float on the stack as an i32: exact where it is within i32 (truncated toward 0). Beyond,
   * JavaScript's `| 0` wraps it and floorInt fails, so a failure is noted and the JavaScript kernel
   * computes it.
   */
  private toI32(): void {
    const x = this.local(this.F);
    this.set(x);
    this.get(x); this.f('abs');
    this.fconst(2147483648); this.f('lt');
    this.op('i32.eqz'); this.failIf();
    this.get(x);
    // i32.trunc_sat_f32_s / _f64_s: no trap on NaN or a value out of range (they fail above)
    this.code.push(0xfc, this.F === 'f32' ? 0x00 : 0x02);
  }

  private index(scope: Scope<WVal>, s: Stmt, array: string, idx: readonly Atom[]): void {
    const out = this.single(s);
    const arr = this.lookup(scope, array);
    if (arr.k === 'local') {
      if (idx.length !== 0) throw new NotRendered('an index of a scalar');
      this.get(arr.local);
      this.bind(scope, out.name, out.elem);
      return;
    }
    if (idx.length !== arr.dims.length) throw new NotRendered('an index of the wrong rank');
    // each index within its axis (unsigned: a negative one is out too), then the flat offset
    idx.forEach((a, j) => {
      this.atom(scope, a); this.get(arr.dims[j]!); this.op('i32.ge_u'); this.bailIf();
    });
    const size = elemSize(arr.elem, this.float);
    this.get(arr.base);
    idx.forEach((a, j) => {
      if (j > 0) { this.get(arr.dims[j]!); this.op('i32.mul'); }
      this.atom(scope, a);
      if (j > 0) this.op('i32.add');
    });
    if (idx.length === 0) this.i32(0);
    this.i32(Math.log2(size)); this.op('i32.shl'); this.op('i32.add');
    this.load(arr.elem);
    this.bind(scope, out.name, out.elem);
  }

  /** loads an element of type `elem` from the address on the stack */
  load(elem: Elem): void {
    if (elem === 'bool') this.op('i32.load8_u', ...memarg(1));
    else if (elem === 'float') this.op(this.F === 'f32' ? 'f32.load' : 'f64.load', ...memarg(this.F === 'f32' ? 4 : 8));
    else this.op('i32.load', ...memarg(4));
  }

  /** stores the value on the stack (under its address) as an element of type `elem` */
  store(elem: Elem): void {
    if (elem === 'bool') this.op('i32.store8', ...memarg(1));
    else if (elem === 'float') this.op(this.F === 'f32' ? 'f32.store' : 'f64.store', ...memarg(this.F === 'f32' ? 4 : 8));
    else this.op('i32.store', ...memarg(4));
  }

  private loop(scope: Scope<WVal>, s: Stmt, e: Extract<Stmt['exp'], { tag: 'loop' }>): void {
    const params = e.params.map((p, i) => {
      const v = this.local(this.typeOf(p.type.elem));
      this.atom(scope, e.init[i]!);
      this.set(v);
      return v;
    });
    const inner = new Scope<WVal>(scope);
    e.params.forEach((p, i) => inner.define(p.name, { k: 'local', local: params[i]!, elem: p.type.elem }));
    const step = (): void => {
      const bodyScope = new Scope<WVal>(inner);
      this.stmts(bodyScope, e.body.stmts);
      const tmps = e.body.results.map((r, i) => {
        const t = this.local(this.typeOf(e.params[i]!.type.elem));
        this.atom(bodyScope, r);
        this.set(t);
        return t;
      });
      params.forEach((p, i) => {
        this.get(tmps[i]!);
        this.set(p);
      });
    };
    this.open('block');
    if (e.form.k === 'for') {
      const it = this.local('i32');
      const n = this.local('i32');
      this.i32(0); this.set(it);
      this.atom(scope, e.form.count); this.set(n);
      inner.define(e.form.iter, { k: 'local', local: it, elem: 'int' });
      this.open('loop');
      this.get(it); this.get(n); this.op('i32.ge_s'); this.op('br_if', 1);
      step();
      this.get(it); this.i32(1); this.op('i32.add'); this.set(it);
      this.checkpoint();
      this.op('br', 0);
      this.close();
    } else {
      const cond = e.form.cond;
      this.open('loop');
      const condScope = new Scope<WVal>(inner);
      this.stmts(condScope, cond.stmts);
      this.atom(condScope, cond.results[0]!); this.op('i32.eqz'); this.op('br_if', 1);
      step();
      this.checkpoint();
      this.op('br', 0);
      this.close();
    }
    this.close();
    s.names.forEach((p, i) => scope.define(p.name, { k: 'local', local: params[i]!, elem: p.type.elem }));
  }

}
