// The language server's analysis of a .apl file: diagnostics exactly as `aplc check` gives them,
// the types of the expressions of every statement that checks (a statement with an error leaves
// the others' types), of the bodies of functions declared with signatures (symbolic: `f32[n-1]`),
// and each function's signatures, declared and as used.
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Program, Span, Stmt } from '../apl/ast.js';
import { parseProgram } from '../apl/parse.js';
import { checkFunction } from '../shapes/check-function.js';
import { checkContext, checkTopStmt, poisonAssigned, showArrType } from '../shapes/check.js';
import { CheckFailure, Env } from '../shapes/context.js';
import { declaredSignatures, parseSignature, showSignature, signatureComments } from '../shapes/signature.js';
import type { TExpr } from '../shapes/typed.js';
import { checkSource } from './driver.js';
import { LineOffsets, typedRanges, type Analysis, type FunctionRange, type SpanPlacer, type TypedRange } from './lsp-analysis.js';

/** Signatures by function name, each line once, in the order found. */
class SignatureTable {
  private readonly byName = new Map<string, string[]>();

  add(name: string, line: string): void {
    const lines = this.byName.get(name) ?? [];
    if (!lines.includes(line)) lines.push(line);
    this.byName.set(name, lines);
  }

  of(name: string): readonly string[] {
    return this.byName.get(name) ?? [];
  }
}

/** The program checked statement by statement, as checkProgram does, keeping what checks. */
function checkStatements(prog: Program, text: string, place: SpanPlacer, sigs: SignatureTable): TypedRange[] {
  const ctx = checkContext(prog.file);
  for (const c of signatureComments(text)) {
    const sig = parseSignature(c.sig);
    if (!isLeft(sig)) ctx.declared.set(c.name, sig.right);
  }
  const env = new Env(null, 1);
  const roots: TExpr[] = [];
  const failed: TypedRange[] = [];
  for (const stmt of prog.body) {
    try {
      const r = checkTopStmt(ctx, env, stmt);
      if (r !== null) roots.push(r.value);
    } catch (e) {
      if (!(e instanceof CheckFailure)) throw e;
      failed.push(...namesBefore(stmt, env, place));
      poisonAssigned(env, stmt);
    }
  }
  for (const i of ctx.instances) sigs.add(i.name, `${i.alpha ? `⍺ ${showArrType(i.alpha)} ` : ''}⍵ ${showArrType(i.omega)} → ${showArrType(i.result)}`);
  return [...typedRanges(roots, place, null), ...failed];
}

/**
 * In a statement that failed to check, its checked parts are lost: the array names it uses (outside
 * dfns, whose names are local) still have the types they had before it.
 */
function namesBefore(stmt: Stmt, env: Env, place: SpanPlacer): TypedRange[] {
  const out: TypedRange[] = [];
  for (const node of astNodes([stmt], (n) => n.kind !== 'dfn')) {
    if (node.kind !== 'name' || typeof node.name !== 'string') continue;
    const b = env.lookup(node.name);
    const at = place(node.span);
    if (b?.k === 'array' && at !== null) out.push({ ...at, type: showArrType(b.t), context: null });
  }
  return out;
}

/** Each function declared with a signature comment, checked at it: its body's symbolic types. */
function checkDeclared(prog: Program, text: string, file: string, place: SpanPlacer, sigs: SignatureTable): TypedRange[] {
  const out: TypedRange[] = [];
  for (const { name, sig } of declaredSignatures(prog, text, file).declared) {
    const args = showSignature({ ...sig, result: null });
    const r = checkFunction(prog, name, sig);
    if (isLeft(r)) {
      sigs.add(name, `${showSignature(sig)} (declared; does not check)`);
      continue;
    }
    sigs.add(name, `${args} → ${showArrType(r.right.body.t)} (declared)`);
    out.push(...typedRanges([r.right.body], place, `${name} at ${args}`, new Set(r.right.params.map((p) => p.name))));
  }
  return out;
}

interface AstNode {
  readonly kind: string;
  readonly span: Span;
  readonly name?: unknown;
}

function isAstNode(v: unknown): v is AstNode {
  return typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string' && typeof (v as { span?: unknown }).span === 'object';
}

/** Every AST node (statements, expressions, functions) under the statements, depth first; `enter` says which nodes to look inside. */
function astNodes(stmts: readonly Stmt[], enter: (n: AstNode) => boolean = () => true): AstNode[] {
  const out: AstNode[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isAstNode(v)) {
      out.push(v);
      if (enter(v)) for (const [key, child] of Object.entries(v)) if (key !== 'span') visit(child);
    } else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit);
  };
  stmts.forEach(visit);
  return out;
}

/** Where functions are named (definitions and calls) and defined, with their signatures. */
function functionRanges(prog: Program, text: string, lines: LineOffsets, sigs: SignatureTable): FunctionRange[] {
  const out: FunctionRange[] = [];
  for (const node of astNodes(prog.body)) {
    if (typeof node.name !== 'string' || (node.kind !== 'fnDef' && node.kind !== 'fnRef')) continue;
    const signatures = sigs.of(node.name);
    const start = lines.offset(node.span.start);
    // a definition's span starts at its name; a reference's span is its name
    if (text.startsWith(node.name, start)) out.push({ start, end: start + node.name.length, name: node.name, isName: true, signatures });
    if (node.kind === 'fnDef') out.push({ start, end: lines.offset(node.span.end), name: node.name, isName: false, signatures });
  }
  return out;
}

export function analyseApl(text: string, file: string): Analysis {
  const checked = checkSource(text, file);
  const diagnostics = isLeft(checked) ? checked.left : [];
  try {
    const parsed = parseProgram({ name: file, text });
    if (isLeft(parsed)) return { diagnostics, typed: [], functions: [], internalError: null };
    const lines = new LineOffsets(text);
    const place: SpanPlacer = (s) => ({ start: lines.offset(s.start), end: lines.offset(s.end) });
    const sigs = new SignatureTable();
    const typed = [...checkDeclared(parsed.right, text, file, place, sigs), ...checkStatements(parsed.right, text, place, sigs)];
    return { diagnostics, typed, functions: functionRanges(parsed.right, text, lines, sigs), internalError: null };
  } catch (e) {
    return { diagnostics, typed: [], functions: [], internalError: e };
  }
}
