// Index arithmetic (core-ir/views.ts) as WGSL: i32 expressions, each operation bound to a `let`
// (an index used twice is computed once), what is known when the kernel is built folded.
import { folding, type IndexAlgebra } from '../core-ir/views.js';
import { literal } from './wgsl.js';

const INT_LITERAL = /^\((-?\d+)i\)$/;

export class WgslIndexCode {
  /** the statements computing the expressions `alg` has returned */
  readonly lines: string[] = [];
  readonly alg: IndexAlgebra<string>;

  constructor(kb: { fresh(hint?: string): string }) {
    const bind = (expr: string): string => {
      const id = kb.fresh('x');
      this.lines.push(`  let ${id} = ${expr};`);
      return id;
    };
    const op = (sym: string) => (a: string, b: string): string => bind(`${a} ${sym} ${b}`);
    this.alg = folding<string>({
      int: (n) => literal(n, 'int'),
      bool: (b) => (b ? 'true' : 'false'),
      add: op('+'),
      sub: op('-'),
      mul: op('*'),
      mod: (a, n) => bind(`((${a} % ${n}) + ${n}) % ${n}`),
      // asked for with a ≥ 0 and n > 0 only, where truncation is the floor
      idiv: op('/'),
      lt: op('<'),
      ge: op('>='),
      and: op('&&'),
      select: (c, t, e) => bind(`select(${e}, ${t}, ${c})`),
      known: (a) => {
        if (a === 'true' || a === 'false') return a === 'true' ? 1 : 0;
        const m = INT_LITERAL.exec(a);
        return m === null ? null : Number(m[1]);
      },
      same: (a, b) => a === b,
    });
  }
}
