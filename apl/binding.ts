// Dyalog's binding strengths, applied to a statement's items once each item's class (array,
// function, operator, brackets) is known. Strongest first:
//   1. brackets bind to what is on their left (indexing, or an axis on a function/operator);
//   2. juxtaposed arrays form a strand;
//   3. a dyadic operator takes the item immediately to its right as right operand;
//   4. operators take their left operand from the left, left to right (+/¨ is (+/)¨);
//   5. functions apply right to left, dyadically when an array is on their left.
// A sequence that ends in a function (no argument) is a train where one is allowed.
import { isFn, type Expr, type Fn, type OpRef, type Span } from './ast.js';
import { syntaxError } from './parse-failure.js';
import { joinSpans } from './position.js';

export type Unit =
  /** `flat`: a numeric literal run (1 2 3), which splices into an enclosing strand */
  | { readonly u: 'array'; readonly e: Expr; readonly flat: boolean }
  | { readonly u: 'fn'; readonly f: Fn }
  | { readonly u: 'mop'; readonly op: OpRef; readonly axis: Expr | null; readonly span: Span }
  | { readonly u: 'dop'; readonly op: OpRef; readonly axis: Expr | null; readonly span: Span }
  /** / \ ⌿ ⍀: an operator after a function, a function otherwise */
  | { readonly u: 'slash'; readonly glyph: string; readonly axis: Expr | null; readonly span: Span }
  /** ∘. : an operator whose operand is on its right */
  | { readonly u: 'outer'; readonly span: Span }
  | { readonly u: 'bracket'; readonly indices: readonly (Expr | null)[]; readonly span: Span };

/** What is left after operators are bound: arrays and functions only. */
export type Operand = { readonly u: 'array'; readonly e: Expr; readonly flat: boolean } | { readonly u: 'fn'; readonly f: Fn };

type Bound = Exclude<Unit, { u: 'bracket' }>;

function unitSpan(x: Unit): Span {
  return x.u === 'array' ? x.e.span : x.u === 'fn' ? x.f.span : x.span;
}

/** The name the parser gives an operator dfn written in place (parser.ts), then where it was written. */
export const IN_PLACE_OPERATOR = 'anon-op@';

/** An operator as the user wrote it: its glyph, its name, or (written in place) the dfn itself. */
function opText(op: OpRef): string {
  if (op.kind === 'primOp') return op.glyph;
  return op.name.startsWith(IN_PLACE_OPERATOR) ? 'dfn {…} (it mentions ⍺⍺ or ⍵⍵, so it is an operator)' : op.name;
}

/** The single expression of an axis [k]. */
function axisOf(b: { readonly indices: readonly (Expr | null)[]; readonly span: Span }): Expr {
  const only = b.indices[0];
  if (b.indices.length !== 1 || !only) throw syntaxError('an axis must be a single expression, as in [1]', b.span);
  return only;
}

/** 1. Brackets: index the array on their left, or give the function/operator on their left an axis. */
export function bindBrackets(units: readonly Unit[]): Bound[] {
  const out: Bound[] = [];
  for (const unit of units) {
    if (unit.u !== 'bracket') {
      out.push(unit);
      continue;
    }
    const prev = out.pop();
    if (!prev) throw syntaxError('brackets with nothing on their left to index', unit.span);
    const span = joinSpans(unitSpan(prev), unit.span);
    switch (prev.u) {
      case 'array':
        out.push({ u: 'array', e: { kind: 'index', array: prev.e, indices: unit.indices, span }, flat: false });
        break;
      case 'fn':
        if (prev.f.kind !== 'prim' || prev.f.axis) throw syntaxError('an axis can follow only a primitive function or operator', unit.span);
        out.push({ u: 'fn', f: { ...prev.f, axis: axisOf(unit), span } });
        break;
      case 'mop':
      case 'dop':
      case 'slash':
        if (prev.axis) throw syntaxError('a second axis', unit.span);
        out.push({ ...prev, axis: axisOf(unit), span });
        break;
      case 'outer':
        throw syntaxError('an axis cannot follow ∘.', unit.span);
    }
  }
  return out;
}

/** 2. Runs of adjacent arrays become one strand; numeric literal runs splice into it. */
export function bindStrands(units: readonly Bound[]): Bound[] {
  const out: Bound[] = [];
  let run: { e: Expr; flat: boolean }[] = [];
  const flush = (): void => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last) {
      if (run.length === 1) out.push({ u: 'array', e: first.e, flat: first.flat });
      else {
        const items = run.flatMap((r) => (r.flat && r.e.kind === 'strand' ? r.e.items : [r.e]));
        out.push({ u: 'array', e: { kind: 'strand', items, span: joinSpans(first.e.span, last.e.span) }, flat: false });
      }
    }
    run = [];
  };
  for (const unit of units) {
    if (unit.u === 'array') run.push({ e: unit.e, flat: unit.flat });
    else {
      flush();
      out.push(unit);
    }
  }
  flush();
  return out;
}

function operandOf(x: Operand): Fn | Expr {
  return x.u === 'array' ? x.e : x.f;
}

/** 3 and 4. Operators bind their operands; what remains is arrays and functions. */
export function bindOperators(units: readonly Bound[]): Operand[] {
  const out: Operand[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as Bound;
    switch (unit.u) {
      case 'array':
      case 'fn':
        out.push(unit);
        break;
      case 'slash': {
        const top = out[out.length - 1];
        if (top && top.u === 'fn') {
          out.pop();
          out.push({
            u: 'fn',
            f: { kind: 'derived', op: { kind: 'primOp', glyph: unit.glyph, span: unit.span }, left: top.f, right: null, axis: unit.axis, span: joinSpans(top.f.span, unit.span) },
          });
        } else out.push({ u: 'fn', f: { kind: 'prim', glyph: unit.glyph, axis: unit.axis, span: unit.span } });
        break;
      }
      case 'mop': {
        const left = out.pop();
        if (!left) throw syntaxError(`operator ${opText(unit.op)} has no left operand`, unit.span);
        const l = operandOf(left);
        out.push({ u: 'fn', f: { kind: 'derived', op: unit.op, left: l, right: null, axis: unit.axis, span: joinSpans(l.span, unit.span) } });
        break;
      }
      case 'dop': {
        const left = out.pop();
        if (!left) throw syntaxError(`operator ${opText(unit.op)} has no left operand`, unit.span);
        const right = rightOperand(units[i + 1], `operator ${opText(unit.op)} has no right operand`, unit.span);
        i++;
        const l = operandOf(left);
        out.push({ u: 'fn', f: { kind: 'derived', op: unit.op, left: l, right, axis: unit.axis, span: joinSpans(l.span, right.span) } });
        break;
      }
      case 'outer': {
        const operand = rightOperand(units[i + 1], '∘. needs a function on its right', unit.span);
        if (!isFn(operand)) throw syntaxError('∘. needs a function on its right', operand.span);
        i++;
        out.push({ u: 'fn', f: { kind: 'derived', op: { kind: 'primOp', glyph: '∘.', span: unit.span }, left: operand, right: null, axis: null, span: joinSpans(unit.span, operand.span) } });
        break;
      }
    }
  }
  return out;
}

/** The item right of a dyadic operator; a slash there can only be the function replicate. */
function rightOperand(next: Bound | undefined, message: string, at: Span): Fn | Expr {
  if (!next) throw syntaxError(message, at);
  switch (next.u) {
    case 'array':
      return next.e;
    case 'fn':
      return next.f;
    case 'slash':
      return { kind: 'prim', glyph: next.glyph, axis: next.axis, span: next.span };
    default:
      throw syntaxError(message, at);
  }
}

/** 5. Right-to-left application, or a train when the sequence ends in a function. */
export function resolveSequence(items: readonly Operand[], allowTrain: boolean): Fn | Expr {
  const last = items[items.length - 1];
  if (!last) throw new Error('resolveSequence: empty sequence');
  if (last.u === 'fn') {
    if (!allowTrain) throw syntaxError('function has no right argument', last.f.span);
    return buildTrain(items);
  }
  let result: Expr = last.e;
  let i = items.length - 2;
  while (i >= 0) {
    const it = items[i] as Operand;
    if (it.u === 'array') throw syntaxError('two arrays side by side with no function between them', it.e.span);
    const left = items[i - 1];
    if (left && left.u === 'array') {
      result = { kind: 'dyadic', fn: it.f, left: left.e, right: result, span: joinSpans(left.e.span, result.span) };
      i -= 2;
    } else {
      result = { kind: 'monadic', fn: it.f, arg: result, span: joinSpans(it.f.span, result.span) };
      i -= 1;
    }
  }
  return result;
}

function trainFn(x: Operand, what: string): Fn {
  if (x.u === 'array') throw syntaxError(`an array cannot be ${what} of a train`, x.e.span);
  return x.f;
}

/** (f g) atop, (f g h) fork with an optional array left tine; longer trains group from the right. */
function buildTrain(items: readonly Operand[]): Fn {
  const n = items.length;
  const last = items[n - 1] as Operand;
  if (n === 1) return trainFn(last, 'the whole');
  if (n === 2) {
    const first = items[0] as Operand;
    // (2+) is a dyadic function missing its right argument, not a train.
    if (first.u === 'array') throw syntaxError('function has no right argument', trainFn(last, 'the end').span);
    const g = trainFn(last, 'the end');
    return { kind: 'atop', f: first.f, g, span: joinSpans(first.f.span, g.span) };
  }
  let acc: Fn = trainFn(last, 'the right tine');
  let j = n - 2;
  while (j >= 1) {
    const mid = trainFn(items[j] as Operand, 'the middle');
    const leftItem = items[j - 1] as Operand;
    const left = leftItem.u === 'array' ? leftItem.e : leftItem.f;
    acc = { kind: 'fork', left, mid, right: acc, span: joinSpans(left.span, acc.span) };
    j -= 2;
  }
  if (j === 0) {
    const f = trainFn(items[0] as Operand, 'the start of an even-length');
    acc = { kind: 'atop', f, g: acc, span: joinSpans(f.span, acc.span) };
  }
  return acc;
}
