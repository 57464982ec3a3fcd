// A readable, Futhark-like text of the IR, for `aplc dev` and test failure messages:
//
//   fun main [n] (a_1: [n]int): [n]int =
//     let x_3: [n]int = map [n] (\i_4 (p_5: int) -> let add_6: int = add p_5 1 in add_6) a_1
//     in x_3
//
// Lambdas print their index parameters bare and their element parameters with types. Long
// literals are abridged: this text is for reading, not for parsing back.
import { showPlan } from './kernels.js';
import type { Atom, Body, Elem, Exp, Lambda, Param, Program, Size, Stage, Stmt, Type } from './syntax.js';

export interface PrintOptions {
  /** append each statement's source location as a comment */
  readonly locs?: boolean;
  /** literals with more elements are abridged (default 32) */
  readonly maxLit?: number;
}

export function printSize(s: Size): string {
  return s.k === 'const' ? `[${s.n}]` : `[${s.name}]`;
}

export function printType(t: Type): string {
  return t.shape.map(printSize).join('') + t.elem;
}

export function printScalar(elem: Elem, v: number): string {
  switch (elem) {
    case 'bool':
      return v !== 0 ? 'true' : 'false';
    case 'char':
      return JSON.stringify(String.fromCodePoint(v)).replace(/^"|"$/g, "'");
    case 'float':
      if (Number.isNaN(v)) return 'nan';
      if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
      return Number.isInteger(v) && Math.abs(v) < 1e21 ? `${v}.0` : `${v}`;
    case 'int':
      return `${v}`;
  }
}

export function printAtom(a: Atom): string {
  return a.k === 'var' ? a.name : printScalar(a.elem, a.value);
}

const printParam = (p: Param): string => `(${p.name}: ${printType(p.type)})`;

function printNames(names: readonly Param[]): string {
  if (names.length === 1) return `${names[0]!.name}: ${printType(names[0]!.type)}`;
  return `(${names.map((p) => `${p.name}: ${printType(p.type)}`).join(', ')})`;
}

const pad = (depth: number): string => '  '.repeat(depth);

/** a lambda; the first `indexParams` params print without types (they are int indices) */
export function printLambda(l: Lambda, indexParams: number, depth: number, opts: PrintOptions = {}): string {
  const ps = l.params.map((p, i) => (i < indexParams ? p.name : printParam(p))).join(' ');
  const res = l.results.length === 1 ? printAtom(l.results[0]!) : `(${l.results.map(printAtom).join(', ')})`;
  const head = `\\${ps}${ps === '' ? '' : ' '}->`;
  if (l.body.length === 0) return `(${head} ${res})`;
  if (l.body.length === 1) {
    const one = printStmt(l.body[0]!, 0, opts);
    if (!one.includes('\n') && one.length < 80) return `(${head} ${one} in ${res})`;
  }
  const lines = l.body.map((s) => printStmt(s, depth + 1, opts));
  return `(${head}\n${lines.join('\n')}\n${pad(depth + 1)}in ${res})`;
}

function printBody(b: Body, depth: number, opts: PrintOptions): string {
  const res = `${pad(depth)}in (${b.results.map(printAtom).join(', ')})`;
  return ['{', ...b.stmts.map((s) => printStmt(s, depth, opts)), res].join('\n') + `\n${pad(depth - 1)}}`;
}

function printLit(e: Extract<Exp, { tag: 'lit' }>, max: number): string {
  const shape = e.type.shape.map((s) => (s.k === 'const' ? s.n : 0));
  const data = e.data.slice(0, max).map((v) => printScalar(e.type.elem, v));
  if (e.type.shape.length === 0) return data[0] ?? '?';
  if (e.data.length > max) return `[${data.join(', ')}, … (${e.data.length} elements)]`;
  // nest by the constant dims; a literal with variable dims prints flat
  if (shape.length <= 1 || shape.includes(0)) return `[${data.join(', ')}]`;
  const nest = (dim: number, off: number): string => {
    if (dim === shape.length - 1) return `[${data.slice(off, off + shape[dim]!).join(', ')}]`;
    const inner = shape.slice(dim + 1).reduce((a, b) => a * b, 1);
    return `[${Array.from({ length: shape[dim]! }, (_, i) => nest(dim + 1, off + i * inner)).join(', ')}]`;
  };
  return nest(0, 0);
}

const shapeText = (shape: readonly Size[]): string => (shape.length === 0 ? '[]' : shape.map(printSize).join(''));

export function printExp(e: Exp, depth = 0, opts: PrintOptions = {}): string {
  switch (e.tag) {
    case 'atom': return printAtom(e.atom);
    case 'un': return `${e.op} ${printAtom(e.arg)}`;
    case 'bin': return `${e.op} ${printAtom(e.left)} ${printAtom(e.right)}`;
    case 'select': return `select ${printAtom(e.cond)} ${printAtom(e.then)} ${printAtom(e.else)}`;
    case 'lit': return printLit(e, opts.maxLit ?? 32);
    case 'iota': return `iota ${printSize(e.n).slice(1, -1)}`;
    case 'replicate': return `replicate ${shapeText(e.shape)} ${printAtom(e.value)}`;
    case 'map':
      return `map ${shapeText(e.shape)} ${printLambda(e.lambda, e.shape.length, depth, opts)} ${e.arrays.join(' ')}`.trimEnd();
    case 'redomap': {
      const ne = e.neutral === null ? 'no-neutral' : e.neutral.length === 1 ? printAtom(e.neutral[0]!) : `(${e.neutral.map(printAtom).join(' ')})`;
      const op = printLambda(e.op, 0, depth, opts);
      const map = printLambda(e.map, e.shape.length, depth, opts);
      return `redomap${e.assoc ? '' : '_right'} ${shapeText(e.shape)} ${op} ${ne} ${map} ${e.arrays.join(' ')}`.trimEnd();
    }
    case 'scanomap': {
      const op = printLambda(e.op, 0, depth, opts);
      const map = printLambda(e.map, e.shape.length, depth, opts);
      return `scanomap${e.assoc ? '' : '_right'} ${shapeText(e.shape)} ${op} ${map} ${e.arrays.join(' ')}`.trimEnd();
    }
    case 'reshape': return `reshape ${shapeText(e.shape)} ${e.array}`;
    case 'rearrange': return `rearrange (${e.perm.join(', ')}) ${e.array}`;
    case 'reverse': return `reverse@${e.axis} ${e.array}`;
    case 'rotate': return `rotate@${e.axis} ${printAtom(e.amount)} ${e.array}`;
    case 'concat': return `concat@${e.axis} ${e.arrays.join(' ')}`;
    case 'window':
      return `window ${shapeText(e.shape)} (${e.offsets.map(printAtom).join(', ')}) ${printAtom(e.fill)} ${e.array}`;
    case 'index': return `${e.array}[${e.idx.map(printAtom).join(', ')}]`;
    case 'scatter': {
      const v = e.values;
      const vals = typeof v === 'string' ? v : `(${`map ${shapeText(v.shape)} ${printLambda(v.lambda, v.shape.length, depth, opts)} ${v.arrays.join(' ')}`.trimEnd()})`;
      return `scatter ${e.dest}[${e.indices}] ← ${vals}`;
    }
    case 'gather': return `gather ${e.array}[${e.axes.map((a) => a ?? '*').join(', ')}]`;
    case 'copy': return `copy ${e.array}`;
    case 'grade': return `grade${e.down ? '_down' : ''} ${e.array}`;
    case 'format': return `format ${e.array}${e.spec === undefined ? '' : ` by ${e.spec.join(' ')}`}${e.precision === undefined ? '' : ` at ⎕PP ${e.precision}`}`;
    case 'if':
      return `if ${printAtom(e.cond)} then ${printBody(e.then, depth + 1, opts)} else ${printBody(e.else, depth + 1, opts)}`;
    case 'loop': {
      const ps = e.params.map((p, i) => `${p.name}: ${printType(p.type)} = ${e.init[i] === undefined ? '?' : printAtom(e.init[i]!)}`);
      const form = e.form.k === 'for'
        ? `for ${e.form.iter} < ${printAtom(e.form.count)}`
        : `while ${printBody(e.form.cond, depth + 1, opts)}`;
      return `loop (${ps.join(', ')}) ${form} do ${printBody(e.body, depth + 1, opts)}`;
    }
    case 'assert': return `assert ${printAtom(e.cond)} ${e.cls} ${JSON.stringify(e.message)}`;
    case 'output': return `output ${printAtom(e.atom)}${e.itemRank ? ` (items of rank ${e.itemRank})` : ''}${e.lengths ? ` (cut by lengths ${printAtom(e.lengths)})` : ''}${e.chars ? ` (characters where ${printAtom(e.chars)})` : ''}${e.precision === undefined ? '' : ` at ⎕PP ${e.precision}`}`;
    case 'kernel': return `kernel ⟨${showPlan(e.plan).map((l) => l.trim()).join('; ')}⟩ ${printExp(e.soac, depth, opts)}`;
  }
}

/** one statement, indented by `depth` levels */
export function printStmt(s: Stmt, depth = 0, opts: PrintOptions = {}): string {
  const exp = printExp(s.exp, depth, opts);
  const text = s.names.length === 0 ? exp : `let ${printNames(s.names)} = ${exp}`;
  const loc = opts.locs === true && s.loc !== undefined ? `  -- ${s.loc.file}:${s.loc.line}:${s.loc.col}` : '';
  return pad(depth) + text + loc;
}

export function printProgram(p: Program<Stage>, opts: PrintOptions = {}): string {
  const sizes = p.sizeParams.map((n) => `[${n}]`).join('');
  const params = p.params.map(printParam).join(' ');
  const res = p.resultTypes.length === 1 ? printType(p.resultTypes[0]!) : `(${p.resultTypes.map(printType).join(', ')})`;
  // an f64 program says so (its `float`s are f64); the default f32 prints as it always has
  const head = [`fun main`, sizes, params].filter((x) => x !== '').join(' ') + `: ${res} =  -- ${p.stage}${p.float === 'f64' ? ', float f64' : ''}`;
  const stmts = p.body.stmts.map((s) => printStmt(s, 1, opts));
  return [head, ...stmts, `${pad(1)}in (${p.body.results.map(printAtom).join(', ')})`].join('\n');
}
