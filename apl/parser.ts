// The syntax-directed half of the parser: statements, guards, assignment forms, dfns and the
// classification of each item (array, function, operator). The binding strengths that then combine
// the classified items live in binding.ts.
import { isFn, type DfnOp, type Expr, type Fn, type Span, type Stmt } from './ast.js';
import { bindBrackets, bindOperators, bindStrands, IN_PLACE_OPERATOR, resolveSequence, type Unit } from './binding.js';
import { diag, type Diagnostic } from './diagnostics.js';
import type { Token } from './lexer.js';
import { AlreadyReported, nonce, ParseFailure, syntaxError } from './parse-failure.js';
import { joinSpans } from './position.js';
import { Scope } from './scope.js';
import { selectiveAssignment } from './selective-assign.js';
import { declareTradfns, readTradfn, startsTradfn, type StatementParser } from './tradfn-parse.js';
import { holdsReportedError, type BraceGroup, type BracketGroup, type Item, type Statement } from './token-tree.js';

export interface ParseContext {
  readonly scope: Scope;
  readonly inDfn: boolean;
  /**
   * inside an operator dfn: whether it is dyadic (the class of ∇∇), and which of ⍺⍺ ⍵⍵ name
   * arrays in this reading of its body; null elsewhere
   */
  readonly operator: { readonly dyadic: boolean; readonly arrays?: ReadonlySet<string> } | null;
}

export function topLevelContext(): ParseContext {
  return { scope: new Scope(null), inDfn: false, operator: null };
}

/**
 * Dyalog's system functions and operators. The AST reads every ⎕name as a system variable; these
 * would then parse as arrays (⎕UCS 65 as a strand), so they are refused here with their name.
 */
const SYSTEM_FUNCTIONS: ReadonlySet<string> = new Set(
  'AT C CMD CR CS CSV DL DR DT EA EN EX FMT FX JSON MAP NC NGET NL NPUT NQ NS OPT OR R S SH SIGNAL SIZE STOP TRACE UCS VFI WC WG XML'
    .split(' ')
    .map((n) => '⎕' + n),
);

function isToken(it: Item | undefined): it is Token {
  return it !== undefined && it.kind !== 'paren' && it.kind !== 'bracket' && it.kind !== 'brace';
}

function itemsSpan(items: readonly Item[]): Span {
  const first = items[0] as Item;
  return joinSpans(first.span, (items[items.length - 1] as Item).span);
}

/** Whether a dfn mentions ⍺⍺ / ⍵⍵ itself (nested dfns are their own business). */
export function operandsMentioned(brace: BraceGroup): { readonly left: boolean; readonly right: boolean } {
  let left = false;
  let right = false;
  const scan = (items: readonly Item[]): void => {
    for (const it of items) {
      if (it.kind === 'operand') {
        if (it.text === '⍺⍺') left = true;
        else right = true;
      } else if (it.kind === 'paren') scan(it.items);
      else if (it.kind === 'bracket') it.sections.forEach(scan);
    }
  };
  for (const st of brace.statements) scan(st.items);
  return { left, right };
}

function isOperatorDfn(brace: BraceGroup): boolean {
  const m = operandsMentioned(brace);
  return m.left || m.right;
}

/** The target of an assignment: the name (with its brackets) and what lies between it and ←. */
interface Target {
  readonly token: Token;
  readonly bracket: BracketGroup | null;
  readonly modifier: readonly Item[];
  readonly prefix: readonly Item[];
  /** the names of a strand assignment (a b←v, (a b)←v), the last one being `token`; null otherwise */
  readonly strand: readonly Token[] | null;
}


/** The functions Dyalog's selective assignment takes ((2⊃a)←v): those that select from their argument. */
const SELECTIVE = ['⊃', '↑', '↓', '⍴', ',', '⍪', '⌽', '⊖', '⍉', '/', '⌿', '\\', '⍀', '⌷', '∊', '⊣', '⊢', '~', '⊂', '⊆'];
export class Parser implements StatementParser {
  readonly diagnostics: Diagnostic[] = [];
  /** opDefs lifted out of the statement being parsed (anonymous operators), to go just before it */
  private lifted: Stmt[] = [];

  constructor(private readonly file: string) {}

  /** Statements one by one: an error abandons its statement only, so independent errors all show. */
  statements(stmts: readonly Statement[], ctx: ParseContext): Stmt[] {
    const out: Stmt[] = [];
    const outerLifted = this.lifted;
    if (!ctx.inDfn && ctx.operator === null) declareTradfns(stmts, ctx);
    for (let i = 0; i < stmts.length; i++) {
      const st = stmts[i]!;
      this.lifted = [];
      if (!ctx.inDfn && ctx.operator === null && startsTradfn(st)) {
        // a traditional function takes the lines up to its closing ∇
        const t = readTradfn(this, stmts, i, ctx);
        if (t.stmt !== null) out.push(...this.lifted, t.stmt);
        i = t.next - 1;
        continue;
      }
      try {
        const stmt = this.statement(st, ctx);
        out.push(...this.lifted, stmt);
      } catch (e) {
        if (e instanceof ParseFailure) this.diagnostics.push(diag(e.cls, e.message, this.file, e.span));
        else if (!(e instanceof AlreadyReported)) throw e;
      }
    }
    this.lifted = outerLifted;
    return out;
  }

  report(e: ParseFailure): void {
    this.diagnostics.push(diag(e.cls, e.message, this.file, e.span));
  }

  statement(st: Statement, ctx: ParseContext): Stmt {
    const items = st.items;
    if (st.broken || holdsReportedError(items)) throw new AlreadyReported();
    const colons = items.filter((it) => it.kind === 'colon');
    const colon = colons[0];
    if (colon) {
      if (!ctx.inDfn) throw syntaxError('guard outside a dfn', colon.span);
      // n::expr, Dyalog's error guard: two colons side by side
      if (colons[1] && items.indexOf(colons[1]) === items.indexOf(colon) + 1)
        throw nonce('error guards (n::expr, which catch an error raised later in the dfn) are not supported', { start: colon.span.start, end: colons[1].span.end });
      if (colons[1]) throw syntaxError('a guard has only one colon', colons[1].span);
      const at = items.indexOf(colon);
      if (at === 0) throw syntaxError('guard has no condition', colon.span);
      if (at === items.length - 1) throw syntaxError('guard has no result', colon.span);
      const cond = this.array(items.slice(0, at), ctx);
      const result = this.array(items.slice(at + 1), ctx);
      return { kind: 'guard', cond, result, span: st.span };
    }
    const [first, second] = items;
    if (isToken(first) && first.kind === 'name' && isToken(second) && second.kind === 'assign' && items.length > 2) {
      return this.definitionOrAssignment(first, items.slice(2), st.span, ctx);
    }
    return { kind: 'expr', expr: this.array(items, ctx), span: st.span };
  }

  /** name←… as a whole statement: a function or operator definition, or an array assignment. */
  private definitionOrAssignment(name: Token, rest: readonly Item[], span: Span, ctx: ParseContext): Stmt {
    const only = rest.length === 1 ? rest[0] : undefined;
    if (only && only.kind === 'brace') {
      // Declared before the body is read, so that the dfn can call itself by name.
      const m = operandsMentioned(only);
      if (m.left || m.right) {
        ctx.scope.define(name.text, m.right ? 'dyadicOp' : 'monadicOp');
        return { kind: 'opDef', name: name.text, op: this.dfnOp(only, m.right, ctx), span };
      }
      ctx.scope.define(name.text, 'fn');
      return { kind: 'fnDef', name: name.text, fn: this.dfn(only, ctx), span };
    }
    const value = this.expression(rest, ctx, true);
    if (isFn(value)) {
      ctx.scope.define(name.text, 'fn');
      return { kind: 'fnDef', name: name.text, fn: value, span };
    }
    ctx.scope.define(name.text, 'array');
    return { kind: 'expr', expr: { kind: 'assign', name: name.text, value, span: joinSpans(name.span, value.span) }, span };
  }

  /** An expression that must be an array. */
  array(items: readonly Item[], ctx: ParseContext): Expr {
    const v = this.expression(items, ctx, false);
    if (isFn(v)) throw syntaxError('function has no right argument', v.span);
    return v;
  }

  /**
   * An array or (where trains are allowed: in parentheses, right of ←) a function. Assignment is an
   * expression: the leftmost ← takes everything on its right as value.
   */
  private expression(items: readonly Item[], ctx: ParseContext, allowTrain: boolean): Fn | Expr {
    const arrowAt = items.findIndex((it) => it.kind === 'assign');
    if (arrowAt < 0) return this.resolve(this.units(items, ctx), allowTrain);
    const arrow = items[arrowAt] as Token;
    const valueItems = items.slice(arrowAt + 1);
    if (!valueItems.length) throw syntaxError('assignment has no value', arrow.span);
    const selective = this.selectiveTarget(items.slice(0, arrowAt), ctx);
    if (selective !== null) return this.selective(selective, items.slice(0, arrowAt - 1), valueItems, ctx, allowTrain);
    const target = this.target(items.slice(0, arrowAt), arrow, ctx);
    const value = this.expression(valueItems, ctx, true);
    // ⍺←⊢ (⍺ a function when the dfn is called monadically) is valid Dyalog that aplc does not take
    if (isFn(value) && target.token.text === '⍺' && target.bracket === null) throw nonce('⍺←function (⍺ as a function when the dfn is called with one argument, as in ⍺←⊢) is not supported: give ⍺ an array default', joinSpans(target.token.span, value.span));
    if (isFn(value)) throw syntaxError('a function can be assigned only by a statement of its own (name←function)', value.span);
    const assigned = this.assignment(target, value, ctx);
    const units = [...this.units(target.prefix, ctx), { u: 'array' as const, e: assigned, flat: false }];
    return this.resolve(units, allowTrain);
  }

  private resolve(units: readonly Unit[], allowTrain: boolean): Fn | Expr {
    return resolveSequence(bindOperators(bindStrands(bindBrackets(units))), allowTrain);
  }

  /** Can this token be the name an assignment writes to? */
  private assignable(it: Item | undefined, ctx: ParseContext): it is Token {
    if (!isToken(it)) return false;
    if (it.kind === 'name') return ctx.scope.lookup(it.text) === 'array';
    return it.kind === 'sys' || it.kind === 'quad' || it.kind === 'arg';
  }

  /**
   * Finds the target left of ←: the nearest array name (x←, x[i]←); function items between it and
   * the arrow make a modified assignment (x f←v). A function name alone is re-bound (f←3).
   */
  private target(left: readonly Item[], arrow: Token, ctx: ParseContext): Target {
    const last = left[left.length - 1];
    if (!last) throw syntaxError('nothing to assign to: ← needs a name on its left', arrow.span);
    const names = last.kind === 'paren' ? (last.items.filter((it) => this.isArrayName(it, ctx)) as Token[]) : [];
    if (last.kind === 'paren' && names.length > 0 && names.length === last.items.length) {
      // (a b)←v: the names in parentheses, however many
      return { token: names[names.length - 1] as Token, bracket: null, modifier: [], prefix: left.slice(0, -1), strand: names.length > 1 ? names : null };
    }
    for (let t = left.length - 1; t >= 0; t--) {
      const it = left[t] as Item;
      if (this.assignable(it, ctx)) return this.strandTarget({ token: it, bracket: null, modifier: left.slice(t + 1), prefix: left.slice(0, t), strand: null }, ctx);
      const before = left[t - 1];
      if (it.kind === 'bracket' && this.assignable(before, ctx)) return { token: before, bracket: it, modifier: left.slice(t + 1), prefix: left.slice(0, t - 1), strand: null };
    }
    if (isToken(last) && last.kind === 'name') return this.strandTarget({ token: last, bracket: null, modifier: [], prefix: left.slice(0, -1), strand: null }, ctx);
    if (last.kind === 'paren') throw syntaxError('only names can be assigned in parentheses, as in (a b)←v', last.span);
    throw syntaxError('nothing to assign to: ← needs a name on its left', arrow.span);
  }

  /** (2⊃a)←v, (1↑a)←v: Dyalog's selective assignment, a selection function between the parentheses and a name; the parentheses, or null */
  private selectiveTarget(left: readonly Item[], ctx: ParseContext): Extract<Item, { kind: 'paren' }> | null {
    const last = left[left.length - 1];
    if (last?.kind !== 'paren' || last.items.every((it) => this.isArrayName(it, ctx))) return null;
    const bracketed = last.items.some((it, i) => it.kind === 'bracket' && this.isArrayName(last.items[i - 1], ctx));
    const selects = last.items.some((it) => this.isArrayName(it, ctx)) && (bracketed || last.items.some((it) => isToken(it) && (it.kind === 'fn' || it.kind === 'slash') && SELECTIVE.includes(it.text)));
    return selects ? last : null;
  }

  /** (F a)←v written as plain assignments (selective-assign.ts); what stands left of the parentheses applies to the result */
  private selective(paren: Extract<Item, { kind: 'paren' }>, prefix: readonly Item[], valueItems: readonly Item[], ctx: ParseContext, allowTrain: boolean): Fn | Expr {
    const value = this.expression(valueItems, ctx, true);
    if (isFn(value)) throw syntaxError('a function can be assigned only by a statement of its own (name←function)', value.span);
    const select = this.expression(paren.items, ctx, false);
    if (isFn(select)) throw syntaxError('selective assignment needs an array expression in its parentheses', paren.span);
    const assigned = selectiveAssignment(select, value, joinSpans(paren.span, value.span));
    if (typeof assigned === 'string') throw nonce(`${assigned} is not supported`, paren.span);
    return this.resolve([...this.units(prefix, ctx), { u: 'array' as const, e: assigned, flat: false }], allowTrain);
  }

  private isArrayName(it: Item | undefined, ctx: ParseContext): it is Token {
    return isToken(it) && it.kind === 'name' && ctx.scope.lookup(it.text) === 'array';
  }

  /** a b c←v: the run of array names left of the target joins it (Dyalog reads them as one strand of targets). */
  private strandTarget(target: Target, ctx: ParseContext): Target {
    const { token, prefix } = target;
    if (token.kind !== 'name' || !this.isArrayName(prefix[prefix.length - 1], ctx)) return target;
    let first = prefix.length;
    while (first > 0 && this.isArrayName(prefix[first - 1], ctx)) first--;
    const names = [...(prefix.slice(first) as Token[]), token];
    return { ...target, prefix: prefix.slice(0, first), strand: names };
  }

  private assignment(target: Target, value: Expr, ctx: ParseContext): Expr {
    const { token, bracket, modifier, strand } = target;
    const span = joinSpans(token.span, value.span);
    if (strand) {
      const names = strand.map((n) => ({ name: n.text, span: n.span }));
      const whole = joinSpans((strand[0] as Token).span, value.span);
      if (modifier.length) return { kind: 'strandAssign', names, value, span: whole, fn: this.modifierFn(modifier, ctx) };
      for (const n of strand) ctx.scope.define(n.text, 'array');
      return { kind: 'strandAssign', names, value, span: whole };
    }
    const fn = modifier.length ? this.modifierFn(modifier, ctx) : null;
    switch (token.kind) {
      case 'quad':
        if (fn || bracket) throw syntaxError('⎕ can only be assigned as ⎕←', token.span);
        return { kind: 'print', value, span };
      case 'sys':
        if (fn || bracket) throw nonce('modified or indexed assignment to a system variable is not supported', token.span);
        return { kind: 'sysAssign', name: token.text, value, span };
      case 'arg':
        if (token.text === '⍵') throw syntaxError('cannot assign to ⍵', token.span);
        if (!ctx.inDfn) throw syntaxError('⍺← (a default left argument) is only allowed inside a dfn', token.span);
        if (fn || bracket) throw syntaxError('⍺ can only be given a default as ⍺←', token.span);
        return { kind: 'assign', name: '⍺', value, span };
      default:
        break;
    }
    if (bracket) return { kind: 'indexAssign', name: token.text, indices: this.indices(bracket, ctx), fn, value, span };
    if (fn) return { kind: 'modAssign', name: token.text, fn, value, span };
    ctx.scope.define(token.text, 'array');
    return { kind: 'assign', name: token.text, value, span };
  }

  private modifierFn(items: readonly Item[], ctx: ParseContext): Fn {
    const f = this.expression(items, ctx, true);
    if (!isFn(f)) throw syntaxError('expected a function between the name and ← (as in x+←1)', itemsSpan(items));
    return f;
  }

  private indices(bracket: BracketGroup, ctx: ParseContext): (Expr | null)[] {
    return bracket.sections.map((sec) => (sec.length ? this.array(sec, ctx) : null));
  }

  /** Classifies each item; adjacent number literals form one literal vector first, as in Dyalog. */
  private units(items: readonly Item[], ctx: ParseContext): Unit[] {
    const out: Unit[] = [];
    for (let i = 0; i < items.length; i++) {
      const it = items[i] as Item;
      if (it.kind === 'num') {
        const run: Expr[] = [];
        for (let t = items[i]; isToken(t) && t.kind === 'num'; t = items[++i]) run.push({ kind: 'num', value: t.num ?? NaN, text: t.text, span: t.span });
        i--;
        const first = run[0] as Expr;
        const e: Expr = run.length === 1 ? first : { kind: 'strand', items: run, span: joinSpans(first.span, (run[run.length - 1] as Expr).span) };
        out.push({ u: 'array', e, flat: true });
        continue;
      }
      out.push(this.unit(it, ctx));
    }
    return out;
  }

  private unit(it: Item, ctx: ParseContext): Unit {
    const span = it.span;
    switch (it.kind) {
      case 'paren': {
        if (!it.items.length) throw syntaxError('empty parentheses', span);
        // Parentheses need no node of their own; the span of what they hold grows to cover them.
        const v = this.expression(it.items, ctx, true);
        return isFn(v) ? { u: 'fn', f: { ...v, span } } : { u: 'array', e: { ...v, span }, flat: false };
      }
      case 'bracket':
        return { u: 'bracket', indices: this.indices(it, ctx), span };
      case 'brace':
        return isOperatorDfn(it) ? this.anonymousOperator(it, ctx) : { u: 'fn', f: this.dfn(it, ctx) };
      case 'str':
        return { u: 'array', e: { kind: 'str', value: it.str ?? '', span }, flat: false };
      case 'zilde':
        return { u: 'array', e: { kind: 'zilde', span }, flat: false };
      case 'arg':
        return { u: 'array', e: { kind: 'name', name: it.text, span }, flat: false };
      case 'sys':
        // a system function is a function (the checker says which it supports), so ⎕DL 10 is not a strand
        if (SYSTEM_FUNCTIONS.has(it.text)) return { u: 'fn', f: { kind: 'prim', glyph: it.text, axis: null, span } };
        return { u: 'array', e: { kind: 'sysvar', name: it.text, span }, flat: false };
      case 'quad':
        throw nonce('reading ⎕ (evaluated input) is not supported; ⎕ can only be assigned as ⎕←', span);
      case 'name':
        switch (ctx.scope.lookup(it.text)) {
          case 'fn':
            return { u: 'fn', f: { kind: 'fnRef', name: it.text, span } };
          case 'monadicOp':
            return { u: 'mop', op: { kind: 'opName', name: it.text, span }, axis: null, span };
          case 'dyadicOp':
            return { u: 'dop', op: { kind: 'opName', name: it.text, span }, axis: null, span };
          case 'array':
            return { u: 'array', e: { kind: 'name', name: it.text, span }, flat: false };
        }
        break;
      case 'operand':
        if (!ctx.operator) throw syntaxError(`${it.text} outside an operator dfn`, span);
        if (ctx.operator.arrays?.has(it.text)) return { u: 'array', e: { kind: 'name', name: it.text, span }, flat: false };
        return { u: 'fn', f: { kind: 'fnRef', name: it.text, span } };
      case 'del':
        if (!ctx.inDfn) throw syntaxError('∇ outside a dfn', span);
        return { u: 'fn', f: { kind: 'fnRef', name: '∇', span } };
      case 'deldel': {
        if (!ctx.operator) throw syntaxError('∇∇ outside an operator dfn', span);
        const op = { kind: 'opName' as const, name: '∇∇', span };
        return ctx.operator.dyadic ? { u: 'dop', op, axis: null, span } : { u: 'mop', op, axis: null, span };
      }
      case 'fn':
        return { u: 'fn', f: { kind: 'prim', glyph: it.text, axis: null, span } };
      case 'mop':
        return { u: 'mop', op: { kind: 'primOp', glyph: it.text, span }, axis: null, span };
      case 'dop':
        return { u: 'dop', op: { kind: 'primOp', glyph: it.text, span }, axis: null, span };
      case 'slash':
        return { u: 'slash', glyph: it.text, axis: null, span };
      case 'outer':
        return { u: 'outer', span };
      case 'colon':
        throw syntaxError('unexpected : (a guard must be a whole statement inside a dfn)', span);
      case 'error':
      case 'semicolon':
        throw new AlreadyReported();
      default:
        break;
    }
    throw syntaxError(`unexpected ${it.kind === 'newline' ? 'newline' : it.text}`, span);
  }

  /**
   * An operator dfn written in place (+{⍺⍺/⍵}v) becomes an opDef just before the statement that
   * uses it, so later stages only ever meet named operators. Its name holds a '-', which no APL
   * name can, so it never clashes; it says where the dfn was written.
   */
  private anonymousOperator(brace: BraceGroup, ctx: ParseContext): Unit {
    const dyadic = operandsMentioned(brace).right;
    const name = `${IN_PLACE_OPERATOR}${brace.span.start.line}:${brace.span.start.col}`;
    this.lifted.push({ kind: 'opDef', name, op: this.dfnOp(brace, dyadic, ctx), span: brace.span });
    const op = { kind: 'opName' as const, name, span: brace.span };
    return dyadic ? { u: 'dop', op, axis: null, span: brace.span } : { u: 'mop', op, axis: null, span: brace.span };
  }

  private dfn(brace: BraceGroup, ctx: ParseContext): Fn {
    const inner: ParseContext = { scope: ctx.scope.child(), inDfn: true, operator: ctx.operator };
    return { kind: 'dfn', body: this.statements(brace.statements, inner), span: brace.span };
  }

  private dfnOp(brace: BraceGroup, dyadic: boolean, ctx: ParseContext): DfnOp {
    const m = operandsMentioned(brace);
    const parse = (used: readonly string[]): Stmt[] => this.statements(brace.statements, { scope: ctx.scope.child(), inDfn: true, operator: { dyadic, arrays: new Set(used) } });
    const none = this.quietly(() => parse([]));
    // an operand the body never mentions changes nothing: that reading is the plain one
    const reading = (arrays: string[]): readonly Stmt[] | null => {
      const used = arrays.filter((a) => (a === '⍺⍺' ? m.left : m.right));
      return used.length === 0 ? none : this.quietly(() => parse(used));
    };
    const arrayBodies = { none, left: reading(['⍺⍺']), right: reading(['⍵⍵']), both: reading(['⍺⍺', '⍵⍵']) };
    // a body that parses in no reading reports the errors of the plain one
    const body = none ?? arrayBodies.left ?? arrayBodies.right ?? arrayBodies.both ?? parse([]);
    return { kind: 'dfnOp', body, dyadic, span: brace.span, arrayBodies };
  }

  /** Parses another reading of a body: its errors are not reported, the reading is just null. */
  private quietly(f: () => Stmt[]): Stmt[] | null {
    const before = this.diagnostics.length;
    const r = f();
    if (this.diagnostics.length === before) return r;
    this.diagnostics.length = before;
    return null;
  }
}
