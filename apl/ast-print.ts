// A compact, fully parenthesised text form of the AST, for tests and `aplc dev`. Every application,
// derived function, train and assignment gets its own parentheses, so the form shows exactly how
// the parser bound things:
//   1 2+3×4      →  (⟨1 2⟩ + (3 × 4))     strands are ⟨…⟩, so they never look like applications
//   +/¨v         →  (((+/)¨) v)
//   (+/÷≢)       →  ((+/) ÷ ≢)             forks (f g h) and atops (f g) are spaced, derived ones are not
//   ∘.×          →  (∘.×)
//   a[;2]        →  a[;2]
import type { CtlStmt, DfnOp, Expr, Fn, OpRef, Program, Stmt, Tradfn } from './ast.js';

/** Numbers as APL writes them: high minus, no trailing zeros. */
function num(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '¯∞';
  return String(value).replace(/-/g, '¯');
}

function str(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function indices(ix: readonly (Expr | null)[]): string {
  return '[' + ix.map((e) => (e ? printExpr(e) : '')).join(';') + ']';
}

function axis(a: Expr | null): string {
  return a ? `[${printExpr(a)}]` : '';
}

function opRef(op: OpRef): string {
  return op.kind === 'primOp' ? op.glyph : op.name;
}

function operand(x: Fn | Expr): string {
  return isFnNode(x) ? printFn(x) : printExpr(x);
}

// A local copy of the kind test keeps this printer free of everything but the AST's types.
function isFnNode(x: Fn | Expr): x is Fn {
  return x.kind === 'prim' || x.kind === 'dfn' || x.kind === 'fnRef' || x.kind === 'derived' || x.kind === 'fork' || x.kind === 'atop';
}

function body(stmts: readonly Stmt[]): string {
  return '{' + stmts.map(printStmt).join(' ⋄ ') + '}';
}

export function printExpr(e: Expr): string {
  switch (e.kind) {
    case 'num':
      return num(e.value);
    case 'str':
      return str(e.value);
    case 'zilde':
      return '⍬';
    case 'strand':
      return '⟨' + e.items.map(printExpr).join(' ') + '⟩';
    case 'name':
    case 'sysvar':
      return e.name;
    case 'monadic':
      return `(${printFn(e.fn)} ${printExpr(e.arg)})`;
    case 'dyadic':
      return `(${printExpr(e.left)} ${printFn(e.fn)} ${printExpr(e.right)})`;
    case 'index':
      return printExpr(e.array) + indices(e.indices);
    case 'assign':
    case 'sysAssign':
      return `(${e.name}←${printExpr(e.value)})`;
    case 'strandAssign':
      return `((${e.names.map((n) => n.name).join(' ')})${e.fn ? ' ' + printFn(e.fn) : ''}←${printExpr(e.value)})`;
    case 'modAssign':
      return `(${e.name} ${printFn(e.fn)}←${printExpr(e.value)})`;
    case 'indexAssign':
      return `(${e.name}${indices(e.indices)}${e.fn ? ' ' + printFn(e.fn) : ''}←${printExpr(e.value)})`;
    case 'print':
      return `(⎕←${printExpr(e.value)})`;
  }
}

export function printFn(f: Fn): string {
  switch (f.kind) {
    case 'prim':
      return f.glyph + axis(f.axis);
    case 'dfn':
      return f.tradfn ? printTradfn(f.tradfn) : body(f.body);
    case 'fnRef':
      return f.name;
    case 'derived':
      if (f.op.kind === 'primOp' && f.op.glyph === '∘.') return `(∘.${operand(f.left)})`;
      return `(${operand(f.left)}${opRef(f.op)}${axis(f.axis)}${f.right ? operand(f.right) : ''})`;
    case 'fork':
      return `(${operand(f.left)} ${printFn(f.mid)} ${printFn(f.right)})`;
    case 'atop':
      return `(${printFn(f.f)} ${printFn(f.g)})`;
  }
}

/** A traditional function as ∇header ⋄ body ∇, its control structures as :If c ⋄ … :EndIf (always the specific closer). */
function printTradfn(t: Tradfn): string {
  const left = t.left === null ? '' : t.leftOptional ? `{${t.left}} ` : `${t.left} `;
  const header = `${t.result === null ? '' : t.shy === true ? `{${t.result}}←` : `${t.result}←`}${left}${t.name}${t.right === null ? '' : ` ${t.right}`}${t.locals.map((n) => `;${n}`).join('')}`;
  return ['∇' + header, ...t.body.map(printCtl), '∇'].join(' ⋄ ');
}

function printCtl(c: CtlStmt): string {
  const block = (b: readonly CtlStmt[]): string[] => b.map(printCtl);
  switch (c.kind) {
    case 'stmt':
      return printStmt(c.stmt);
    case 'if':
      return [
        ...c.arms.flatMap((a, i) => [`${i === 0 ? ':If' : ':ElseIf'} ${printExpr(a.cond)}`, ...block(a.body)]),
        ...(c.otherwise === null ? [] : [':Else', ...block(c.otherwise)]),
        ':EndIf',
      ].join(' ⋄ ');
    case 'while':
      return [`:While ${printExpr(c.cond)}`, ...block(c.body), c.until === null ? ':EndWhile' : `:Until ${printExpr(c.until)}`].join(' ⋄ ');
    case 'repeat':
      return [':Repeat', ...block(c.body), c.until === null ? ':EndRepeat' : `:Until ${printExpr(c.until)}`].join(' ⋄ ');
    case 'for':
      return [`:For ${c.name} :In ${printExpr(c.items)}`, ...block(c.body), ':EndFor'].join(' ⋄ ');
    case 'leave':
      return ':Leave';
    case 'continue':
      return ':Continue';
    case 'return':
      return ':Return';
  }
}

export function printDfnOp(op: DfnOp): string {
  return body(op.body);
}

export function printStmt(s: Stmt): string {
  switch (s.kind) {
    case 'expr':
      return printExpr(s.expr);
    case 'guard':
      return `${printExpr(s.cond)}: ${printExpr(s.result)}`;
    case 'fnDef':
      return `${s.name}←${printFn(s.fn)}`;
    case 'opDef':
      return `${s.name}←${printDfnOp(s.op)}`;
  }
}

/** One statement a line. */
export function printProgram(p: Program): string {
  return p.body.map(printStmt).join('\n');
}
