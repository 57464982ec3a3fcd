// Declared function signatures: `⍺ f32[n] ⍵ f32[n] → f32`. A signature names the element type and
// the dims of each argument (constants or size names shared across arguments) and, optionally,
// of the result. The checker proves a function's body against it for every value of the names.
// A uniform nested array (shapes/nested.ts) is its items' type in parentheses, then its outer
// dims: `⍵ (f32[k])[n]` is n items, each k floats.
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import type { Program } from '../apl/ast.js';
import { diag, type Diagnostic } from '../apl/diagnostics.js';
import { EXISTENTIAL_SIZE } from './dim.js';
import type { ElemType } from './typed.js';

export interface ArgType {
  readonly elem: ElemType;
  readonly dims: readonly (number | string)[];
  /** a nested array: the dims every item has (dims are then the outer array's) */
  readonly items?: readonly (number | string)[];
}

export interface FnSignature {
  readonly alpha: ArgType | null;
  readonly omega: ArgType;
  readonly result: ArgType | null;
}

export interface SignatureError {
  readonly message: string;
  /** 0-based code-point column in the signature text */
  readonly col: number;
}

// f64 is the float of an f64 program: the checker's float either way (the width is the program's)
const ELEMS: Record<string, ElemType> = { f32: 'float', float: 'float', f64: 'float', i32: 'int', int: 'int', bool: 'bool', char: 'char' };
const ELEM_NAMES: Record<ElemType, string> = { float: 'f32', int: 'i32', bool: 'bool', char: 'char' };

/** Size names that would collide with the checker's existential sizes (k1, k2, …). */
export const RESERVED_SIZE = EXISTENTIAL_SIZE;

class Cursor {
  i = 0;
  constructor(readonly cps: readonly string[]) {}
  skipSpace(): void {
    while (this.i < this.cps.length && /\s/.test(this.cps[this.i]!)) this.i++;
  }
  peek(): string | undefined {
    this.skipSpace();
    return this.cps[this.i];
  }
  word(): string {
    this.skipSpace();
    let w = '';
    while (this.i < this.cps.length && /[A-Za-z0-9_]/.test(this.cps[this.i]!)) w += this.cps[this.i++];
    return w;
  }
}

export function parseSignature(text: string): Either<SignatureError, FnSignature> {
  const c = new Cursor([...text]);
  const fail = (message: string, col = c.i): Either<SignatureError, FnSignature> => left({ message, col });
  const argType = (): ArgType | SignatureError => {
    const at = (c.peek(), c.i);
    let items: readonly (number | string)[] | undefined;
    let elem: ElemType | undefined;
    if (c.peek() === '(') {
      // a nested array: (the items' type) then the outer dims
      c.i++;
      const inner = argType();
      if ('message' in inner) return inner;
      if (inner.items !== undefined) return { message: 'nested arrays of depth 3 are not supported', col: at };
      if (inner.dims.length === 0) return { message: 'the items of a nested array have dims (an enclosed scalar is the scalar)', col: at };
      if (c.peek() !== ')') return { message: "')' is expected after the items' type", col: c.i };
      c.i++;
      items = inner.dims;
      elem = inner.elem;
    } else {
      const name = c.word();
      elem = ELEMS[name];
      if (!elem) return { message: name ? `unknown element type '${name}' (use f32, i32, bool or char)` : 'an element type (f32, i32, bool or char) is expected', col: at };
    }
    const dims: (number | string)[] = [];
    while (c.peek() === '[') {
      c.i++;
      for (;;) {
        const dcol = (c.peek(), c.i);
        const w = c.word();
        if (w === '') return { message: 'a dim (a number or a size name) is expected', col: dcol };
        if (/^\d+$/.test(w)) dims.push(Number(w));
        else if (/^[A-Za-z_]\w*$/.test(w)) {
          if (RESERVED_SIZE.test(w)) return { message: `the size name ${w} is reserved for sizes known only at run time; choose another`, col: dcol };
          dims.push(w);
        } else return { message: `'${w}' is not a dim`, col: dcol };
        const p = c.peek();
        if (p === ',') {
          c.i++;
          continue;
        }
        if (p === ']') {
          c.i++;
          break;
        }
        return { message: "',' or ']' is expected", col: c.i };
      }
    }
    return items === undefined ? { elem, dims } : { elem, dims, items };
  };
  const isErr = (x: ArgType | SignatureError): x is SignatureError => 'message' in x;
  let alpha: ArgType | null = null;
  if (c.peek() === '⍺') {
    c.i++;
    const a = argType();
    if (isErr(a)) return left(a);
    alpha = a;
  }
  if (c.peek() !== '⍵') return fail(alpha ? "'⍵' is expected after ⍺'s type" : "a signature starts with '⍺ TYPE' or '⍵ TYPE'");
  c.i++;
  const w = argType();
  if (isErr(w)) return left(w);
  let result: ArgType | null = null;
  if (c.peek() === '→') {
    c.i++;
    const r = argType();
    if (isErr(r)) return left(r);
    result = r;
  }
  if (c.peek() !== undefined) return fail(`unexpected '${c.peek()}'`);
  for (const t of [alpha, w, result]) {
    if ([...(t?.dims ?? []), ...(t?.items ?? [])].some((d) => typeof d === 'number' && d < 0)) return fail('dims cannot be negative', 0);
  }
  return right({ alpha, omega: w, result });
}

export function showArgType(t: ArgType): string {
  const outer = t.dims.length ? `[${t.dims.join(',')}]` : '';
  if (t.items !== undefined) return `(${ELEM_NAMES[t.elem]}[${t.items.join(',')}])${outer}`;
  return ELEM_NAMES[t.elem] + outer;
}

export function showSignature(s: FnSignature): string {
  return `${s.alpha ? `⍺ ${showArgType(s.alpha)} ` : ''}⍵ ${showArgType(s.omega)}${s.result ? ` → ${showArgType(s.result)}` : ''}`;
}

/** Signature comments in a .apl file: `⍝ name: ⍺ f32[n] ⍵ f32[n] → f32`, 1-based line numbers. */
export function signatureComments(text: string): { name: string; sig: string; line: number; col: number }[] {
  const out: { name: string; sig: string; line: number; col: number }[] = [];
  text.split(/\r\n|\r|\n/).forEach((l, i) => {
    const m = /^(\s*⍝\s*)([A-Za-z_∆⍙][A-Za-z0-9_∆⍙¯]*)\s*:\s*((?:⍺|⍵).*?)\s*$/u.exec(l);
    if (m) out.push({ name: m[2]!, sig: m[3]!, line: i + 1, col: [...l.slice(0, l.indexOf(m[3]!))].length + 1 });
  });
  return out;
}

/**
 * The signatures declared (in comments) for the functions a program defines, parsed; a malformed
 * one is a SYNTAX diagnostic at its place in the comment.
 */
export function declaredSignatures(prog: Program, text: string, file: string): { declared: { name: string; sig: FnSignature }[]; errors: Diagnostic[] } {
  const defined = new Set(prog.body.flatMap((s) => (s.kind === 'fnDef' ? [s.name] : [])));
  const declared: { name: string; sig: FnSignature }[] = [];
  const errors: Diagnostic[] = [];
  for (const c of signatureComments(text)) {
    if (!defined.has(c.name)) continue;
    const sig = parseSignature(c.sig);
    if (isLeft(sig)) {
      const col = c.col + sig.left.col;
      errors.push(diag('SYNTAX', `in the signature of ${c.name}: ${sig.left.message}`, file, { start: { line: c.line, col, offset: 0 }, end: { line: c.line, col: col + 1, offset: 0 } }));
    } else declared.push({ name: c.name, sig: sig.right });
  }
  return { declared, errors };
}
