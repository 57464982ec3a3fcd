// The state of an `aplc repl` session, apart from the terminal: each line is checked and compiled
// with the definitions made before it, run on the chosen backend, and what it prints is returned.
//
// aplc compiles whole programs, so a session is a program that grows: the lines that define names
// (assignments, functions, operators) are kept and compiled again before each new line. Replaying
// them prints again what they printed with ⎕←; the session knows how many values that is and drops
// them. A line that fails is not kept, and the session goes on.
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Expr, Stmt } from '../apl/ast.js';
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import { formatLines } from '../apl/format.js';
import { parseProgram } from '../apl/parse.js';
import { showArrType } from '../shapes/check.js';
import { checkSource, compileSource, runCompiled, type Backend } from './driver.js';
import type { FloatWidth } from '../ops/float-width.js';
import { expandGlyphKeys } from './glyph-keys.js';

/** What one line gave: the text for stdout, the text for stderr, whether the session should end. */
export interface LineResult {
  readonly out: string;
  readonly err: string;
  readonly failed: boolean;
  readonly quit: boolean;
}

interface Entry {
  /** the line as compiled (glyph keys expanded) */
  readonly text: string;
  /** its number among the session's inputs, for error locations */
  readonly number: number;
  /** the values it prints with ⎕← when it is not the last line */
  readonly prints: number;
}

const HELP = `)shape EXPR   the element type and shape of EXPR, inferred without running it
)defs         the definitions this session keeps
)clear        forget every definition
)off          end the session (so does end of input)
Glyphs: a backtick then a key, as in Dyalog and ngn/apl: \`i ⍳  \`r ⍴  \`w ⍵  \`a ⍺  \`- ×  \`= ÷  \`\` ⋄ …
`;

const isAssignment = (e: Expr): boolean => e.kind === 'assign' || e.kind === 'strandAssign' || e.kind === 'modAssign' || e.kind === 'indexAssign' || e.kind === 'sysAssign';
/** An assignment, or one whose value is printed on the way (`⎕←y←7`). */
const assigns = (e: Expr): boolean => isAssignment(e) || (e.kind === 'print' && assigns(e.value));
const defines = (s: Stmt): boolean => s.kind === 'fnDef' || s.kind === 'opDef' || (s.kind === 'expr' && assigns(s.expr));

export class ReplSession {
  private entries: Entry[] = [];
  private inputs = 0;

  /** `float`: the session's float width (`--float`); undefined: f32 unless a first line sets ⎕FR←645 */
  constructor(
    private readonly backend: Backend,
    private readonly float?: FloatWidth,
  ) {}

  /** The program for a new line: the kept definitions, then the line. */
  private program(line: string): string {
    return [...this.entries.map((e) => e.text), line].join('\n');
  }

  private replayedPrints(): number {
    return this.entries.reduce((n, e) => n + e.prints, 0);
  }

  async line(raw: string): Promise<LineResult> {
    const text = expandGlyphKeys(raw).trim();
    if (text === '') return { out: '', err: '', failed: false, quit: false };
    this.inputs++;
    if (text.startsWith(')')) return this.command(text);
    const program = this.program(text);
    const compiled = compileSource(program, '<repl>', this.float === undefined ? {} : { float: this.float });
    if (isLeft(compiled)) return this.failure(compiled.left, text);
    const outcome = await runCompiled(compiled.right, { backend: this.backend });
    const fresh = outcome.outputs.slice(this.replayedPrints());
    const out = fresh.map((v) => formatLines(v).map((l) => l + '\n').join('')).join('');
    if (outcome.error) return { ...this.failure([outcome.error], text), out };
    const parsed = parseProgram({ name: '<repl>', text });
    if (!isLeft(parsed) && parsed.right.body.some(defines)) {
      // replayed later, the line's last value is no longer the program's, so it is not printed then
      const last = parsed.right.body[parsed.right.body.length - 1];
      const printsLast = last?.kind === 'expr' && !isAssignment(last.expr) && last.expr.kind !== 'print';
      this.entries.push({ text, number: this.inputs, prints: fresh.length - (printsLast ? 1 : 0) });
    }
    return { out, err: '', failed: false, quit: false };
  }

  private command(text: string): LineResult {
    const [word, ...rest] = text.split(/\s+/);
    const arg = text.slice(word!.length).trim();
    switch (word!.toLowerCase()) {
      case ')off':
        return { out: '', err: '', failed: false, quit: true };
      case ')clear':
        this.entries = [];
        return { out: 'clear ws\n', err: '', failed: false, quit: false };
      case ')defs':
        return { out: this.entries.map((e) => e.text + '\n').join(''), err: '', failed: false, quit: false };
      case ')help':
        return { out: HELP, err: '', failed: false, quit: false };
      case ')shape': {
        if (rest.length === 0) return { out: '', err: ')shape needs an expression: )shape EXPR\n', failed: true, quit: false };
        const checked = checkSource(this.program(arg), '<repl>');
        if (isLeft(checked)) return this.failure(checked.left, arg);
        const final = checked.right.final;
        if (final === null) return { out: '', err: `)shape: ${arg} is not an expression with a value\n`, failed: true, quit: false };
        return { out: `${showArrType(final.t)}\n`, err: '', failed: false, quit: false };
      }
      default:
        return { out: '', err: `unknown command ${word} (try )help)\n`, failed: true, quit: false };
    }
  }

  /**
   * Errors, placed in the line they concern: the new line, or a kept definition (a function
   * defined earlier can fail when this line applies it), named by its input number.
   */
  private failure(ds: readonly Diagnostic[], line: string): LineResult {
    const texts = [...this.entries.map((e) => ({ text: e.text, number: e.number })), { text: line, number: this.inputs }];
    const err = ds
      .map((d) => {
        const at = d.span ? texts[d.span.start.line - 1] : undefined;
        if (d.span === null || at === undefined) return formatDiagnostic({ ...d, file: `input ${this.inputs}` }, null);
        const moved = { ...d.span.start, line: 1 };
        const end = d.span.end.line === d.span.start.line ? { ...d.span.end, line: 1 } : { ...moved, col: [...at.text].length + 1 };
        const related = d.related.map((r) => (r.span && r.span.start.line === d.span!.start.line ? { ...r, span: { start: { ...r.span.start, line: 1 }, end: { ...r.span.end, line: 1 } } } : r));
        return formatDiagnostic({ ...d, file: `input ${at.number}`, span: { start: moved, end }, related }, { name: `input ${at.number}`, text: at.text });
      })
      .map((t) => t + '\n')
      .join('');
    return { out: '', err, failed: true, quit: false };
  }
}
