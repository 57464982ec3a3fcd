// Traditional functions: `∇R←X f Y;a;b` … `∇`, whose body holds control structures (:If :While
// :Repeat :For …). The token tree gives the lines as statements; this reads the header, then the
// body's control words into a tree (CtlStmt), reporting a misplaced or unbalanced control word as a
// SYNTAX ERROR at its place. The statements between control words are parsed as any others.
import type { CtlArm, CtlStmt, Expr, Span, Stmt, Tradfn } from './ast.js';
import type { Token } from './lexer.js';
import { AlreadyReported, nonce, ParseFailure, syntaxError } from './parse-failure.js';
import { selectCondition } from './tradfn-select.js';
import type { ParseContext } from './parser.js';
import { joinSpans } from './position.js';
import type { Item, Statement } from './token-tree.js';

/** What the tradfn reader needs of the parser. */
export interface StatementParser {
  statement(st: Statement, ctx: ParseContext): Stmt;
  array(items: readonly Item[], ctx: ParseContext): Expr;
  report(e: ParseFailure): void;
}

/** Control words aplc reads (lower case: Dyalog's are case-insensitive). */
const WORDS = new Set([
  'if', 'elseif', 'else', 'endif', 'while', 'endwhile', 'until', 'repeat', 'endrepeat', 'for', 'in', 'endfor', 'leave', 'continue', 'return', 'end',
  'select', 'case', 'caselist', 'endselect',
]);
/** Dyalog's other control words: a NONCE ERROR naming them. */
const UNSUPPORTED = new Set(['andif', 'orif', 'trap', 'endtrap', 'with', 'endwith', 'hold', 'endhold', 'ineach', 'section', 'endsection', 'disposable', 'enddisposable']);
/** Words that close a structure (:End closes any, so it is never out of place inside one). */
const CLOSERS = new Set(['endif', 'endwhile', 'endfor', 'endrepeat', 'until', 'endselect']);
/** How each word is written in messages. */
const SHOWN: Record<string, string> = {
  if: ':If', elseif: ':ElseIf', else: ':Else', endif: ':EndIf', while: ':While', endwhile: ':EndWhile', until: ':Until', repeat: ':Repeat',
  endrepeat: ':EndRepeat', for: ':For', in: ':In', endfor: ':EndFor', leave: ':Leave', continue: ':Continue', return: ':Return', end: ':End',
  select: ':Select', case: ':Case', caselist: ':CaseList', endselect: ':EndSelect',
};

function isToken(it: Item | undefined): it is Token {
  return it !== undefined && it.kind !== 'paren' && it.kind !== 'bracket' && it.kind !== 'brace';
}

/** Whether a statement starts a traditional function (∇ first, at the top level). */
export function startsTradfn(st: Statement): boolean {
  const first = st.items[0];
  return isToken(first) && first.kind === 'del';
}

function isClosingDel(st: Statement): boolean {
  return st.items.length === 1 && startsTradfn(st);
}

/** A body line: a control word with what follows it, or an ordinary statement. */
type Line = { readonly k: 'ctl'; readonly word: string; readonly rest: readonly Item[]; readonly span: Span; readonly at: Span } | { readonly k: 'plain'; readonly st: Statement };

function classify(st: Statement): Line | ParseFailure {
  const [a, b] = st.items;
  if (isToken(a) && a.kind === 'colon' && isToken(b) && b.kind === 'name') {
    const word = b.text.toLowerCase();
    const at = joinSpans(a.span, b.span);
    if (UNSUPPORTED.has(word)) return nonce(`the control word :${b.text} is not supported`, at);
    if (!WORDS.has(word)) return syntaxError(`unknown control word :${b.text}`, at);
    return { k: 'ctl', word, rest: st.items.slice(2), span: st.span, at };
  }
  if (isToken(a) && a.kind === 'colon') return syntaxError('a control word (:If, :For, …) must follow :', a.span);
  if (isToken(a) && a.kind === 'branch') {
    const [, target, more] = st.items;
    if (isToken(target) && target.kind === 'num' && target.num === 0 && more === undefined) return { k: 'ctl', word: 'return', rest: [], span: st.span, at: st.span };
    return nonce('branches (→) other than →0 are not supported: use control structures (→0 is :Return)', st.span);
  }
  if (isToken(a) && a.kind === 'name' && isToken(b) && b.kind === 'colon') return nonce(`labels (${a.text}:) are not supported: use control structures`, joinSpans(a.span, b.span));
  return { k: 'plain', st };
}

/**
 * Declares the names of the traditional functions among the statements, so that one may call
 * another defined further down (the call is checked where it is applied, when both are defined).
 */
export function declareTradfns(stmts: readonly Statement[], ctx: ParseContext): void {
  for (const st of stmts) {
    if (!startsTradfn(st) || isClosingDel(st)) continue;
    try {
      const h = readHeader(st);
      ctx.scope.define(h.name, h.right === null ? 'array' : 'fn');
    } catch (e) {
      // reported when the definition itself is read
      if (!(e instanceof ParseFailure)) throw e;
    }
  }
}

/**
 * Reads the traditional function whose header is stmts[start]: its definition (a fnDef of a dfn
 * carrying the tradfn) or null when it had errors (reported), and the index after its closing ∇.
 */
export function readTradfn(host: StatementParser, stmts: readonly Statement[], start: number, ctx: ParseContext): { stmt: Stmt | null; next: number } {
  const headerSt = stmts[start]!;
  let end = start + 1;
  while (end < stmts.length && !isClosingDel(stmts[end]!)) end++;
  const closed = end < stmts.length;
  const next = closed ? end + 1 : end;
  const failed = (e: unknown): { stmt: null; next: number } => {
    if (e instanceof ParseFailure) host.report(e);
    else if (!(e instanceof AlreadyReported)) throw e;
    return { stmt: null, next };
  };
  let header: Header;
  try {
    header = readHeader(headerSt);
  } catch (e) {
    // without a closing ∇ line, this is no definition: ∇ (a dfn's self) written outside a dfn
    if (!closed && e instanceof ParseFailure) {
      host.report(syntaxError('∇ outside a dfn', headerSt.items[0]!.span));
      return { stmt: null, next: start + 1 };
    }
    return failed(e);
  }
  // declared before the body is read, so that the function can call itself
  ctx.scope.define(header.name, header.right === null ? 'array' : 'fn');
  if (!closed) return failed(syntaxError(`the definition of ${header.name} has no closing ∇`, headerSt.items[0]!.span));
  const scope = ctx.scope.child();
  for (const n of [header.result, header.left, header.right, ...header.locals]) if (n !== null && !n.startsWith('⎕')) scope.define(n, 'array');
  const inner: ParseContext = { scope, inDfn: false, operator: null };
  const lines: Line[] = [];
  let broken = false;
  for (const st of stmts.slice(start + 1, end)) {
    const l = classify(st);
    if (l instanceof ParseFailure) {
      host.report(l);
      broken = true;
    } else lines.push(l);
  }
  const reader = new BlockReader(host, lines, inner);
  const body = reader.block(new Set(), 0, null).body;
  if (broken || reader.broken) return { stmt: null, next };
  const tradfn: Tradfn = { ...header, body, header: headerSt.span };
  const span = joinSpans(headerSt.span, stmts[end]!.span);
  return { stmt: { kind: 'fnDef', name: header.name, fn: { kind: 'dfn', body: [], span, tradfn }, span }, next };
}

/** What a header line says: the traditional function less its body and place. */
type Header = Omit<Tradfn, 'body' | 'header'>;

/** `∇R←X f Y;a;b`: the names of the result, the arguments, the function and the locals. */
function readHeader(st: Statement): Header {
  const del = st.items[0]!;
  const sections: Item[][] = [[]];
  for (const it of st.items.slice(1)) {
    if (isToken(it) && it.kind === 'semicolon') sections.push([]);
    else sections[sections.length - 1]!.push(it);
  }
  const [sig = [], ...localSections] = sections;
  const locals = localSections.map((sec) => {
    const [only, more] = sec;
    if (isToken(only) && (only.kind === 'name' || only.kind === 'sys') && more === undefined) return only.text;
    return sec.length === 0 ? failAt('a local name is missing between ;', del.span) : failAt('after ; a header lists local names, one each', sec[0]!.span);
  });
  let items: readonly Item[] = sig;
  let result: string | null = null;
  let shy = false;
  const arrow = items.findIndex((it) => isToken(it) && it.kind === 'assign');
  if (arrow >= 0) {
    if (arrow !== 1) return failAt(arrow === 0 ? 'the result name is missing before ←' : 'a header has one result name before ←', items[arrow]!.span);
    const r = items[0]!;
    if (r.kind === 'paren') throw nonce('several result names ((R1 R2)←…) are not supported', r.span);
    result = headerName(r, 'the result');
    shy = r.kind === 'brace';
    items = items.slice(2);
  }
  const paren = items.find((it) => it.kind === 'paren');
  if (paren) throw nonce('operators defined with ∇ ((F op) Y) are not supported: write a dfn operator', paren.span);
  if (items.length === 0) return failAt('the header names no function', del.span);
  if (items.length > 3) return failAt('a header is at most: result ← left name right', items[3]!.span);
  const [a, b, c] = items;
  const leftOptional = items.length === 3 && a!.kind === 'brace';
  const name = headerName(items.length === 3 ? b! : a!, 'the function');
  const left = items.length === 3 ? headerName(a!, 'the left argument') : null;
  const right = items.length === 3 ? headerName(c!, 'the right argument') : items.length === 2 ? headerName(b!, 'the right argument') : null;
  if (right === null && left === null && locals.length === 0 && result === null && name === '') return failAt('the header names no function', del.span);
  const names = [result, left, right, name].filter((n): n is string => n !== null);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) return failAt(`${dup} is named twice in the header`, st.span);
  return { name, result, ...(shy ? { shy } : {}), left, leftOptional, right, locals };
}

/** A name of the header: a name token, or {name} (an optional left argument or a shy result). */
function headerName(it: Item, what: string): string {
  if (isToken(it) && it.kind === 'name') return it.text;
  if (it.kind === 'brace' && it.statements.length === 1) {
    const [only, more] = it.statements[0]!.items;
    if (isToken(only) && only.kind === 'name' && more === undefined) return only.text;
  }
  return failAt(`${what} must be a name in a header`, it.span);
}

function failAt(message: string, span: Span): never {
  throw syntaxError(message, span);
}

const ZILDE = (span: Span): Expr => ({ kind: 'zilde', span });

/** Reads the body lines into control structures. Errors are reported, and reading goes on after them. */
class BlockReader {
  private at = 0;
  broken = false;

  constructor(private readonly host: StatementParser, private readonly lines: readonly Line[], private readonly ctx: ParseContext) {}

  private report(e: unknown): void {
    this.broken = true;
    if (e instanceof ParseFailure) this.host.report(e);
    else if (!(e instanceof AlreadyReported)) throw e;
  }

  /** The condition after a control word; an error is reported and stands in as ⍬. */
  private cond(l: Extract<Line, { k: 'ctl' }>): Expr {
    if (l.rest.length === 0) {
      this.report(syntaxError(`${SHOWN[l.word]} needs a condition`, l.at));
      return ZILDE(l.at);
    }
    try {
      return this.host.array(l.rest, this.ctx);
    } catch (e) {
      this.report(e);
      return ZILDE(l.at);
    }
  }

  private nothingAfter(l: Extract<Line, { k: 'ctl' }>): void {
    const extra = l.rest[0];
    if (extra !== undefined) this.report(syntaxError(`nothing may follow ${SHOWN[l.word]} on its line (use ⋄ between statements)`, extra.span));
  }

  /**
   * Lines up to one whose control word is in `enders` (returned, consumed) or the end of the body.
   * `opener` is the control structure being read (for messages), loops how many enclose it.
   */
  block(enders: ReadonlySet<string>, loops: number, opener: Extract<Line, { k: 'ctl' }> | null): { body: CtlStmt[]; end: Extract<Line, { k: 'ctl' }> | null } {
    const body: CtlStmt[] = [];
    while (this.at < this.lines.length) {
      const l = this.lines[this.at++]!;
      if (l.k === 'plain') {
        try {
          body.push({ kind: 'stmt', stmt: this.host.statement(l.st, this.ctx) });
        } catch (e) {
          this.report(e);
        }
        continue;
      }
      if (enders.has(l.word)) return { body, end: l };
      if (l.word === 'select') {
        body.push(...this.select(l, loops));
        continue;
      }
      if (opener !== null && CLOSERS.has(l.word)) {
        // another structure's closer: reported here, and taken as the end (no second report that it is unclosed)
        this.report(syntaxError(`${SHOWN[l.word]} cannot close ${SHOWN[opener.word]} at ${opener.at.start.line}:${opener.at.start.col} (close it with ${closerOf(opener.word)})`, l.at));
        return { body, end: null };
      }
      const s = this.structure(l, loops, opener);
      if (s !== null) body.push(s);
    }
    if (opener !== null) this.report(syntaxError(`${SHOWN[opener.word]} has no ${closerOf(opener.word)}`, opener.at));
    return { body, end: null };
  }

  private structure(l: Extract<Line, { k: 'ctl' }>, loops: number, opener: Extract<Line, { k: 'ctl' }> | null): CtlStmt | null {
    switch (l.word) {
      case 'if': {
        const arms: CtlArm[] = [];
        let cond = this.cond(l);
        let armAt = l;
        for (;;) {
          const r = this.block(new Set(['elseif', 'else', 'endif', 'end']), loops, l);
          arms.push({ cond, body: r.body, span: armAt.span });
          if (r.end === null) return { kind: 'if', arms, otherwise: null, span: l.span };
          if (r.end.word === 'elseif') {
            cond = this.cond(r.end);
            armAt = r.end;
            continue;
          }
          this.nothingAfter(r.end);
          if (r.end.word !== 'else') return { kind: 'if', arms, otherwise: null, span: l.span };
          const e = this.block(new Set(['endif', 'end']), loops, l);
          if (e.end !== null) this.nothingAfter(e.end);
          return { kind: 'if', arms, otherwise: e.body, span: l.span };
        }
      }
      case 'while': {
        const cond = this.cond(l);
        const r = this.block(new Set(['endwhile', 'until', 'end']), loops + 1, l);
        if (r.end?.word === 'until') return { kind: 'while', cond, body: r.body, until: this.cond(r.end), span: l.span };
        if (r.end !== null) this.nothingAfter(r.end);
        return { kind: 'while', cond, body: r.body, until: null, span: l.span };
      }
      case 'repeat': {
        this.nothingAfter(l);
        const r = this.block(new Set(['until', 'endrepeat', 'end']), loops + 1, l);
        if (r.end?.word === 'until') return { kind: 'repeat', body: r.body, until: this.cond(r.end), span: l.span };
        if (r.end !== null) this.nothingAfter(r.end);
        return { kind: 'repeat', body: r.body, until: null, span: l.span };
      }
      case 'for':
        return this.forLoop(l, loops);
      case 'leave':
      case 'continue':
        this.nothingAfter(l);
        if (loops === 0) {
          this.report(syntaxError(`${SHOWN[l.word]} outside a loop (:For, :While, :Repeat)`, l.at));
          return null;
        }
        return { kind: l.word, span: l.at };
      case 'return':
        this.nothingAfter(l);
        return { kind: 'return', span: l.at };
      default:
        // a closer or a middle word with no structure to belong to
        this.report(syntaxError(`${SHOWN[l.word]} without a matching ${openerOf(l.word)}`, l.at));
        return null;
    }
  }

  /**
   * :Select v :Case a … :CaseList b … :Else … :EndSelect: v is bound once to a hidden local (its
   * name holds '@', which no APL name can), and the cases become the arms of an :If that compares
   * it with each (selectCondition).
   */
  private select(l: Extract<Line, { k: 'ctl' }>, loops: number): CtlStmt[] {
    const value = this.cond(l);
    const hidden = `select@${l.at.start.line}:${l.at.start.col}`;
    const bind: CtlStmt = { kind: 'stmt', stmt: { kind: 'expr', expr: { kind: 'assign', name: hidden, value, span: l.span }, span: l.span } };
    const caseWords = new Set(['case', 'caselist', 'else', 'endselect', 'end']);
    const before = this.block(caseWords, loops, l);
    const stray = before.body[0];
    if (stray !== undefined) this.report(syntaxError(':Select must be followed by :Case or :CaseList', stray.kind === 'stmt' ? stray.stmt.span : stray.span));
    const arms: CtlArm[] = [];
    let end = before.end;
    while (end !== null && (end.word === 'case' || end.word === 'caselist')) {
      const caseAt = end;
      const cond = selectCondition(hidden, this.cond(caseAt), caseAt.word === 'caselist', caseAt.at);
      const r = this.block(caseWords, loops, l);
      arms.push({ cond, body: r.body, span: caseAt.span });
      end = r.end;
    }
    let otherwise: CtlStmt[] | null = null;
    if (end !== null && end.word === 'else') {
      this.nothingAfter(end);
      const r = this.block(new Set(['endselect', 'end', 'case', 'caselist']), loops, l);
      otherwise = r.body;
      end = r.end;
      if (end !== null && end.word !== 'endselect' && end.word !== 'end') {
        this.report(syntaxError(`${SHOWN[end.word]} after :Else in a :Select`, end.at));
        // read on to the :Select's end, so that it is not reported as unmatched too
        end = this.block(new Set(['endselect', 'end']), loops, l).end;
      }
    }
    if (end !== null) this.nothingAfter(end);
    if (arms.length === 0) {
      if (before.end !== null) this.report(syntaxError(':Select has no :Case', l.at));
      return [bind, ...(otherwise ?? [])];
    }
    return [bind, { kind: 'if', arms, otherwise, span: l.span }];
  }

  /** :For name :In items … :EndFor */
  private forLoop(l: Extract<Line, { k: 'ctl' }>, loops: number): CtlStmt | null {
    const inAt = l.rest.findIndex((it, i) => isToken(it) && it.kind === 'colon' && isToken(l.rest[i + 1]));
    const names = inAt < 0 ? l.rest : l.rest.slice(0, inAt);
    const word = inAt < 0 ? undefined : (l.rest[inAt + 1] as Token);
    const r = (): void => void this.block(new Set(['endfor', 'end']), loops + 1, l);
    if (word === undefined || word.text.toLowerCase() !== 'in') {
      if (word !== undefined && word.text.toLowerCase() === 'ineach') this.report(nonce(':For … :InEach is not supported', word.span));
      else this.report(syntaxError(':For needs a name, then :In and the items (:For i :In ⍳n)', l.at));
      r();
      return null;
    }
    const items = l.rest.slice(inAt + 2);
    const [only, more] = names;
    if (!isToken(only) || only.kind !== 'name' || more !== undefined) {
      if (more !== undefined && names.every((n) => isToken(n) && n.kind === 'name')) this.report(nonce(':For with several names (:For a b :In …) is not supported', joinSpans(only!.span, more.span)));
      else this.report(syntaxError(':For needs one name before :In', names[0]?.span ?? l.at));
      r();
      return null;
    }
    if (items.length === 0) {
      this.report(syntaxError(':In needs the items to go through', word.span));
      r();
      return null;
    }
    let over: Expr;
    try {
      over = this.host.array(items, this.ctx);
    } catch (e) {
      this.report(e);
      over = ZILDE(l.at);
    }
    // the name is a local of the function: an array name to the statements of the body
    this.ctx.scope.define(only.text, 'array');
    const b = this.block(new Set(['endfor', 'end']), loops + 1, l);
    if (b.end !== null) this.nothingAfter(b.end);
    return { kind: 'for', name: only.text, nameSpan: only.span, items: over, body: b.body, span: l.span };
  }
}

function closerOf(word: string): string {
  return { if: ':EndIf', while: ':EndWhile', repeat: ':Until or :EndRepeat', for: ':EndFor', select: ':EndSelect' }[word] ?? ':End';
}

function openerOf(word: string): string {
  return { elseif: ':If', else: ':If', endif: ':If', endwhile: ':While', until: ':Repeat or :While', endrepeat: ':Repeat', endfor: ':For', in: ':For', case: ':Select', caselist: ':Select', endselect: ':Select', end: 'control structure' }[word] ?? 'control structure';
}
