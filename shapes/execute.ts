// ⍎ (execute). Its argument written as a character constant is APL known before running: the text
// is parsed where the ⍎ is (apl/execute.ts) and its statements checked in the current scope, so
// `⍎'2 3⍴⍳6'` is `2 3⍴⍳6` and `⍎'x←5'` assigns x. The value is the last statement's. Text known
// only at run time would need an APL interpreter in the compiled program: a NONCE ERROR.
import type { Span } from '../apl/ast.js';
import { parseExecuted } from '../apl/execute.js';
import { CheckFailure, mk, type CheckContext, type Env } from './context.js';
import type { TExpr, TStmt } from './typed.js';

export function executeConstant(ctx: CheckContext, env: Env, text: string, strSpan: Span, span: Span): TExpr {
  const at = { line: strSpan.start.line, col: strSpan.start.col + 1, offset: strSpan.start.offset + 1 };
  const parsed = parseExecuted(text, at, ctx.source.name, env.selfFn() !== null, (name) => {
    const b = env.lookup(name);
    return b?.k === 'fn' ? 'fn' : b?.k === 'op' ? (b.op.dyadic ? 'dyadicOp' : 'monadicOp') : 'array';
  });
  if (parsed._tag === 'Left') {
    for (const d of parsed.left.slice(1)) ctx.report(d);
    throw new CheckFailure(parsed.left[0]!);
  }
  const stmts: TStmt[] = [];
  let last: TExpr | null = null;
  for (const s of parsed.right) {
    switch (s.kind) {
      case 'fnDef':
        env.bind(s.name, { k: 'fn', value: { fn: s.fn, env } });
        break;
      case 'opDef':
        env.bind(s.name, { k: 'op', op: s.op, env });
        break;
      case 'guard':
        return ctx.fail('SYNTAX', '⍎: a guard (cond: result) is only allowed inside a dfn', s.span);
      case 'expr':
        if (last !== null) stmts.push({ k: 'eval', value: last });
        last = ctx.core.checkExpr(env, s.expr);
    }
  }
  if (last === null) return ctx.fail('VALUE', '⍎ of this text gives no value', span);
  return stmts.length === 0 ? last : mk({ k: 'seq', stmts, result: last }, last.t, span, { origin: last.origin, sval: last.sval });
}
