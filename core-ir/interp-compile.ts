// The interpreter's compiler: IR to closures over one frame (interp-frame.ts; interp.ts is the entry point).
//
// A program is first compiled into closures: every variable gets a slot (scalars in one
// Float64Array, arrays in one list), so running a lambda over a million elements reads and writes
// slots and allocates nothing per element. Names are resolved once, lexically, so shadowing in
// nested scopes works even though slots are static (the IR has no recursion, so a binding site is
// never live twice at once).
//
// Scalar arithmetic goes through evalUn/evalBin (core-ir/ops.ts), the table every backend follows.
// Array dims are checked against each statement's declared type when the statement runs: the
// declared sizes are what later passes and the GPU plan trust.
import type { Atom, Body, Elem, Exp, Lambda, Param, Size, SrcLoc, Stmt } from './syntax.js';
import { DEFAULT_FLOAT_WIDTH, floatRounding, type FloatWidth } from '../ops/float-width.js';
import { opRounding } from '../ops/float-range.js';
import { evalBin, evalUn } from '../ops/scalar-ops.js';
import { AplRuntimeError, elementCount, printedValue, scalarValue, type ArrayValue } from './value.js';
import * as K from './interp-arrays.js';
import { compileSoac } from './interp-soacs.js';
import { scalarOpFailure, refOf, runAll, Scope, type Binding, type CompiledLambda, type Frame, type LambdaCompiler, type Ref, type Run } from './interp-frame.js';
import { gradeCells } from './interp-sort.js';
import { formatResult } from './format-spec.js';
import { SIZE_PAST_LIMIT } from './limits.js';
import { InPlaceScatters } from './interp-in-place.js';
import { checkShape } from './interp-shape-check.js';
import { compileScalarGather } from './interp-scalar-gather.js';

/** Compiles IR into closures over one frame. Internal errors (ill-formed IR) throw plain Errors. */
export class Compiler implements LambdaCompiler {
  readonly frame: Frame = { num: new Float64Array(0), arr: [] };
  private numSlots = 0;
  private arrSlots = 0;
  private readonly consts: [number, number][] = [];
  protected readonly inPlace = new InPlaceScatters();

  /** a float scalar as the program's width stores it */
  protected readonly roundFloat: (x: number) => number;

  constructor(
    private readonly onOutput: ((v: ArrayValue) => void) | undefined,
    readonly float: FloatWidth = DEFAULT_FLOAT_WIDTH,
  ) {
    this.roundFloat = floatRounding(float);
  }

  floatResult = (op: string): ((x: number) => number) => opRounding(op, this.float);

  /** allocates the frame once every slot is known */
  allocate(): void {
    this.frame.num = new Float64Array(this.numSlots);
    for (const [slot, v] of this.consts) this.frame.num[slot] = v;
  }

  define(scope: Scope, p: Param): Binding {
    const scalar = p.type.shape.length === 0;
    const b: Binding = { type: p.type, scalar, slot: scalar ? this.numSlots++ : this.arrSlots++ };
    scope.define(p.name, b);
    return b;
  }

  private lookup(scope: Scope, name: string): Binding {
    const b = scope.lookup(name);
    if (b === undefined) throw new Error(`interp: ${name} is not in scope`);
    return b;
  }

  /** the num slot holding a scalar atom (constants get a slot of their own, filled once) */
  scalarSlot(scope: Scope, a: Atom): { slot: number; elem: Elem } {
    if (a.k === 'const') {
      const slot = this.numSlots++;
      this.consts.push([slot, normalise(a.elem, a.value, this.roundFloat)]);
      return { slot, elem: a.elem };
    }
    const b = this.lookup(scope, a.name);
    if (!b.scalar) throw new Error(`interp: ${a.name} is an array where a scalar is needed`);
    return { slot: b.slot, elem: b.type.elem };
  }

  ref(scope: Scope, a: Atom): Ref {
    if (a.k === 'const') return { scalar: true, ...this.scalarSlot(scope, a) };
    const b = this.lookup(scope, a.name);
    return b.scalar ? { scalar: true, slot: b.slot, elem: b.type.elem } : { scalar: false, slot: b.slot, type: b.type };
  }

  /** reads an array variable; a rank-0 variable is read as a scalar array */
  arrayReader(scope: Scope, name: string): () => ArrayValue {
    const b = this.lookup(scope, name);
    const F = this.frame;
    const width = this.float;
    if (b.scalar) return () => scalarValue(b.type.elem, F.num[b.slot]!, width);
    return () => F.arr[b.slot]!;
  }

  valueReader(r: Ref): () => ArrayValue {
    const F = this.frame;
    const width = this.float;
    if (r.scalar) return () => scalarValue(r.elem, F.num[r.slot]!, width);
    return () => F.arr[r.slot]!;
  }

  /** evaluates a size; a negative size is one past the limit (limits.ts) */
  sizeReader(scope: Scope, s: Size, loc: SrcLoc | null): () => number {
    if (s.k === 'const') return () => s.n;
    const slot = this.scalarSlot(scope, { k: 'var', name: s.name }).slot;
    const F = this.frame;
    return () => {
      const n = F.num[slot]!;
      if (n < 0) throw new AplRuntimeError('LIMIT', SIZE_PAST_LIMIT, loc);
      return n;
    };
  }

  shapeReader(scope: Scope, shape: readonly Size[], loc: SrcLoc | null): () => number[] {
    const rs = shape.map((s) => this.sizeReader(scope, s, loc));
    return () => rs.map((r) => r());
  }

  private storer(b: Binding): (v: ArrayValue) => void {
    const F = this.frame;
    if (b.scalar) return (v) => { F.num[b.slot] = v.data[0]!; };
    return (v) => { F.arr[b.slot] = v; };
  }

  /** checks that stored arrays have the dims their types declare */
  dimsChecker(scope: Scope, names: readonly Param[], loc: SrcLoc | null): Run {
    const checks: Run[] = [];
    const F = this.frame;
    for (const p of names) {
      if (p.type.shape.length === 0) continue;
      const b = this.lookup(scope, p.name);
      const dims = p.type.shape.map((s) => this.sizeReader(scope, s, loc));
      checks.push(() => {
        const v = F.arr[b.slot]!;
        checkShape(p.name, p.type, v.shape, dims, loc);
      });
    }
    return runAll(checks);
  }

  /**
   * Defines a statement's names; the function returned stores values into them and then checks
   * their dims, after all are stored, so that a type may mention a size the same statement binds.
   */
  binder(scope: Scope, names: readonly Param[], loc: SrcLoc | null): (vs: readonly ArrayValue[]) => void {
    const stores = names.map((p) => this.storer(this.define(scope, p)));
    const check = this.dimsChecker(scope, names, loc);
    return (vs) => {
      for (let i = 0; i < stores.length; i++) stores[i]!(vs[i]!);
      check();
    };
  }

  compileBody(scope: Scope, body: Body, loc: SrcLoc | null): { run: Run; results: Ref[] } {
    const run = runAll(body.stmts.map((s) => this.compileStmt(scope, s, loc)));
    const results = body.results.map((a) => this.ref(scope, a));
    return { run, results };
  }

  /** a lambda's params and body in a scope of their own; results are scalars */
  compileLambda(scope: Scope, lam: Lambda, loc: SrcLoc | null): CompiledLambda {
    const inner = new Scope(scope);
    const paramSlots = Int32Array.from(lam.params, (p) => {
      const b = this.define(inner, p);
      if (!b.scalar) throw new Error(`interp: lambda parameter ${p.name} must be a scalar`);
      return b.slot;
    });
    const body = runAll(lam.body.map((s) => this.compileStmt(inner, s, loc)));
    const resultSlots = Int32Array.from(lam.results, (a) => this.scalarSlot(inner, a).slot);
    return { paramSlots, body, resultSlots };
  }

  compileStmt(scope: Scope, stmt: Stmt, outerLoc: SrcLoc | null): Run {
    // Statements inside lambdas often carry no location: they report the enclosing statement's.
    const loc = stmt.loc ?? outerLoc;
    const F = this.frame;
    const e = stmt.exp;
    const one = e.tag === 'gather' ? compileScalarGather(this, scope, stmt, e, loc) : null;
    if (one !== null) return one;
    switch (e.tag) {
      // the kernels stage means what its SOAC means (kernels.ts)
      case 'kernel':
        return this.compileStmt(scope, { ...stmt, exp: e.soac }, outerLoc);
      case 'un': {
        const a = this.scalarSlot(scope, e.arg);
        const result = single(stmt);
        const d = this.define(scope, result).slot;
        const op = e.op;
        const elem = a.elem;
        // the op computes in f64; a float result is stored at the program's width, and is finite
        const round = result.type.elem === 'float' ? this.floatResult(op) : (x: number): number => x;
        return () => {
          try {
            F.num[d] = round(evalUn(op, elem, F.num[a.slot]!));
          } catch (err) {
            throw scalarOpFailure(err, loc);
          }
        };
      }
      case 'bin': {
        const l = this.scalarSlot(scope, e.left);
        const r = this.scalarSlot(scope, e.right);
        const result = single(stmt);
        const d = this.define(scope, result).slot;
        const op = e.op;
        const elem = l.elem;
        const round = result.type.elem === 'float' ? this.floatResult(op) : (x: number): number => x;
        return () => {
          try {
            F.num[d] = round(evalBin(op, elem, F.num[l.slot]!, F.num[r.slot]!));
          } catch (err) {
            throw scalarOpFailure(err, loc);
          }
        };
      }
      case 'select': {
        const c = this.scalarSlot(scope, e.cond).slot;
        const t = this.scalarSlot(scope, e.then).slot;
        const f = this.scalarSlot(scope, e.else).slot;
        const d = this.define(scope, single(stmt)).slot;
        return () => {
          F.num[d] = F.num[c] !== 0 ? F.num[t]! : F.num[f]!;
        };
      }
      case 'index': {
        const read = this.arrayReader(scope, e.array);
        const idx = Int32Array.from(e.idx, (a) => this.scalarSlot(scope, a).slot);
        const d = this.define(scope, single(stmt)).slot;
        const ix = new Array<number>(idx.length).fill(0);
        return () => {
          const a = read();
          if (a.shape.length !== idx.length) throw new AplRuntimeError('RANK', `${idx.length} indices for an array of rank ${a.shape.length}`, loc);
          for (let j = 0; j < idx.length; j++) ix[j] = F.num[idx[j]!]!;
          F.num[d] = a.data[K.flatIndex(a.shape, ix, loc)]!;
        };
      }
      case 'assert': {
        const c = this.scalarSlot(scope, e.cond).slot;
        const { cls, message } = e;
        return () => {
          if (F.num[c] === 0) throw new AplRuntimeError(cls, message, loc);
        };
      }
      case 'output': {
        const read = this.valueReader(this.ref(scope, e.atom));
        const readLengths = e.lengths === undefined ? null : this.valueReader(this.ref(scope, e.lengths));
        const readChars = e.chars === undefined ? null : this.valueReader(this.ref(scope, e.chars));
        const sink = this.onOutput;
        return () => {
          if (sink !== undefined) sink(printedValue(read(), readLengths === null ? null : readLengths(), readChars === null ? null : readChars(), e));
        };
      }
      case 'atom': {
        const src = this.ref(scope, e.atom);
        const dst = this.define(scope, single(stmt));
        return this.mover([src], [dst], this.dimsChecker(scope, stmt.names, loc));
      }
      case 'if': {
        const c = this.scalarSlot(scope, e.cond).slot;
        const th = this.compileBody(new Scope(scope), e.then, loc);
        const el = this.compileBody(new Scope(scope), e.else, loc);
        const dsts = stmt.names.map((p) => this.define(scope, p));
        const check = this.dimsChecker(scope, stmt.names, loc);
        const moveThen = this.mover(th.results, dsts, check);
        const moveElse = this.mover(el.results, dsts, check);
        return () => {
          if (F.num[c] !== 0) {
            th.run();
            moveThen();
          } else {
            el.run();
            moveElse();
          }
        };
      }
      case 'loop':
        return this.compileLoop(scope, stmt, e, loc);
      default: {
        // array-producing expressions: compute one value (or several for SOACs), then bind
        const compute = this.arrayExp(scope, stmt, e, loc);
        const bind = this.binder(scope, stmt.names, loc);
        return () => bind(compute());
      }
    }
  }

  private compileLoop(scope: Scope, stmt: Stmt, e: Extract<Exp, { tag: 'loop' }>, loc: SrcLoc | null): Run {
    const F = this.frame;
    const init = e.init.map((a) => this.ref(scope, a));
    const inner = new Scope(scope);
    const count = e.form.k === 'for' ? this.scalarSlot(scope, e.form.count).slot : -1;
    const params = e.params.map((p) => this.define(inner, p));
    const checkParams = this.dimsChecker(inner, e.params, loc);
    const iter = e.form.k === 'for' ? this.define(inner, { name: e.form.iter, type: { elem: 'int', shape: [] } }).slot : -1;
    const cond = e.form.k === 'while' ? this.compileBody(new Scope(inner), e.form.cond, loc) : null;
    const condRef = cond?.results[0];
    if (cond !== null && (cond.results.length !== 1 || condRef === undefined || !condRef.scalar)) throw new Error('interp: a while condition gives one scalar');
    const condSlot = condRef?.slot ?? -1;
    const start = this.inPlace.loopStart(e.body, e.params, this.mover(init, params, checkParams));
    const body = this.compileBody(new Scope(inner), e.body, loc);
    const next = this.mover(body.results, params, checkParams);
    const paramRefs = params.map(refOf);
    const dsts = stmt.names.map((p) => this.define(scope, p));
    const finish = this.mover(paramRefs, dsts, this.dimsChecker(scope, stmt.names, loc));
    return () => {
      start();
      if (cond === null) {
        const n = F.num[count]!;
        for (let i = 0; i < n; i++) {
          F.num[iter] = i;
          body.run();
          next();
        }
      } else {
        for (;;) {
          cond.run();
          if (F.num[condSlot] === 0) break;
          body.run();
          next();
        }
      }
      finish();
    };
  }

  /**
   * Copies values from refs to bindings as one simultaneous assignment (a loop's next params may
   * read the current ones), then checks the dims of the bindings.
   */
  mover(srcs: readonly Ref[], dsts: readonly Binding[], check: Run): Run {
    if (srcs.length !== dsts.length) throw new Error(`interp: ${srcs.length} values for ${dsts.length} names`);
    const F = this.frame;
    const n = srcs.length;
    const tmpNum = new Float64Array(n);
    const tmpArr = new Array<ArrayValue | undefined>(n);
    const width = this.float;
    return () => {
      for (let i = 0; i < n; i++) {
        const s = srcs[i]!;
        if (s.scalar) tmpNum[i] = F.num[s.slot]!;
        else tmpArr[i] = F.arr[s.slot]!;
      }
      for (let i = 0; i < n; i++) {
        const s = srcs[i]!;
        const d = dsts[i]!;
        if (d.scalar) F.num[d.slot] = s.scalar ? tmpNum[i]! : tmpArr[i]!.data[0]!;
        else F.arr[d.slot] = s.scalar ? scalarValue(s.elem, tmpNum[i]!, width) : tmpArr[i]!;
      }
      check();
    };
  }

  /** expressions whose value is computed as whole arrays (and SOACs, which may give several) */
  private arrayExp(scope: Scope, stmt: Stmt, e: Exp, loc: SrcLoc | null): () => ArrayValue[] {
    const F = this.frame;
    const elem = stmt.names[0]?.type.elem ?? 'int';
    switch (e.tag) {
      case 'lit': {
        const shape = this.shapeReader(scope, e.type.shape, loc);
        const data = K.allocChecked(e.type.elem, e.data.length, loc, this.float);
        for (let i = 0; i < e.data.length; i++) data[i] = e.data[i]!;
        const value: ArrayValue = { elem: e.type.elem, shape: [], data };
        return () => {
          const sh = shape();
          if (elementCount(sh) !== data.length) throw new AplRuntimeError('LENGTH', `literal of ${data.length} elements has shape ${sh.join(' ')}`, loc);
          return [{ ...value, shape: sh }];
        };
      }
      case 'iota': {
        const n = this.sizeReader(scope, e.n, loc);
        return () => {
          const len = n();
          const d = K.allocChecked('int', len, loc, this.float);
          for (let i = 0; i < len; i++) d[i] = i;
          return [{ elem: 'int', shape: [len], data: d }];
        };
      }
      case 'replicate': {
        const shape = this.shapeReader(scope, e.shape, loc);
        const v = this.scalarSlot(scope, e.value).slot;
        const width = this.float;
        return () => {
          const sh = shape();
          const d = K.allocChecked(elem, elementCount(sh), loc, width);
          d.fill(F.num[v]!);
          return [{ elem, shape: sh, data: d }];
        };
      }
      case 'reshape': {
        const shape = this.shapeReader(scope, e.shape, loc);
        const read = this.arrayReader(scope, e.array);
        return () => [K.reshape(read(), shape(), loc)];
      }
      case 'rearrange': {
        const read = this.arrayReader(scope, e.array);
        return () => [K.rearrange(read(), e.perm, loc)];
      }
      case 'reverse': {
        const read = this.arrayReader(scope, e.array);
        return () => [K.reverse(read(), e.axis, loc)];
      }
      case 'rotate': {
        const read = this.arrayReader(scope, e.array);
        const amount = this.scalarSlot(scope, e.amount).slot;
        return () => [K.rotate(read(), e.axis, F.num[amount]!, loc)];
      }
      case 'concat': {
        const reads = e.arrays.map((a) => this.arrayReader(scope, a));
        const width = this.float;
        return () => [K.concat(elem, reads.map((r) => r()), e.axis, loc, width)];
      }
      case 'window': {
        const read = this.arrayReader(scope, e.array);
        const offs = e.offsets.map((a) => this.scalarSlot(scope, a).slot);
        const shape = this.shapeReader(scope, e.shape, loc);
        const fill = this.scalarSlot(scope, e.fill).slot;
        return () => [K.window(read(), offs.map((s) => F.num[s]!), shape(), F.num[fill]!, loc)];
      }
      case 'gather': {
        const read = this.arrayReader(scope, e.array);
        const axes = e.axes.map((a) => (a === null ? null : this.arrayReader(scope, a)));
        return () => [K.gather(read(), axes.map((r) => (r === null ? null : r())), loc)];
      }
      case 'scatter': {
        const dest = this.arrayReader(scope, e.dest);
        const idx = this.arrayReader(scope, e.indices);
        const v = e.values;
        // a fused value map (syntax.ts) runs as the map it was: the interpreter is the reference,
        // so it keeps the map's semantics (its errors first, then the scatter's LENGTH check)
        const vals = typeof v === 'string'
          ? this.arrayReader(scope, v)
          : ((run) => () => run()[0]!)(compileSoac(this, scope, {
            names: [{ name: '_scatter_values', type: { elem: v.lambda.resultTypes[0]!, shape: v.shape } }],
            exp: { tag: 'map', shape: v.shape, arrays: v.arrays, lambda: v.lambda },
          }, { tag: 'map', shape: v.shape, arrays: v.arrays, lambda: v.lambda }, loc));
        const writer = this.inPlace.writer(stmt);
        return () => {
          const d = dest();
          const out = writer(d.data);
          const ix = idx().data;
          const vs = vals();
          if (ix.length !== vs.data.length) throw new AplRuntimeError('LENGTH', `scatter of ${vs.data.length} values at ${ix.length} indices`, loc);
          const n = out.length;
          for (let i = 0; i < ix.length; i++) {
            const j = ix[i]!;
            if (j >= 0 && j < n) out[j] = vs.data[i]!;
          }
          return [{ elem: d.elem, shape: d.shape, data: out }];
        };
      }
      case 'format': {
        const read = this.arrayReader(scope, e.array);
        const { precision, spec } = e;
        return () => {
          const a = read();
          const f = formatResult(a.elem, a.shape, a.data, spec, precision);
          return [scalarValue('int', f.width), { elem: 'char', shape: f.shape, data: f.codes }];
        };
      }
      case 'grade': {
        const read = this.arrayReader(scope, e.array);
        const down = e.down;
        return () => [gradeCells(read(), down, loc)];
      }
      case 'copy': {
        const read = this.arrayReader(scope, e.array);
        return () => {
          const a = read();
          return [{ elem: a.elem, shape: a.shape, data: a.data.slice() }];
        };
      }
      case 'map':
      case 'redomap':
      case 'scanomap':
        return compileSoac(this, scope, stmt, e, loc);
      default:
        throw new Error(`interp: unexpected expression ${e.tag}`);
    }
  }
}

function single(stmt: Stmt): Param {
  if (stmt.names.length !== 1) throw new Error(`interp: a ${stmt.exp.tag} statement binds one name, not ${stmt.names.length}`);
  return stmt.names[0]!;
}

/** scalar values as their element type stores them: a float of the program's width, wrapped i32, 0/1 */
function normalise(elem: Elem, v: number, roundFloat: (x: number) => number): number {
  switch (elem) {
    case 'float': return roundFloat(v);
    case 'bool': return v !== 0 ? 1 : 0;
    default: return v | 0;
  }
}
