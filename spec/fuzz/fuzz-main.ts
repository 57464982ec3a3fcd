// `npm run fuzz [-- --minutes N] [--seed S] [--timeout S] [--out DIR]`: generated programs and corpus
// mutants on every backend for N minutes (10 by default), each in a watched child process. Exits 1
// when it finds an internal error, a stack trace, a disagreement between backends, a crash or a
// hang, and writes each such program, shrunk, to DIR (fuzz-findings/ by default). A hang whose
// loop spends an iteration budget on the interpreter (loop-budget.ts) is a program that does not
// end, counted but no finding.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { findProjectRoot } from '../corpus/project-root.js';
import { findPrograms } from '../corpus/programs.js';
import { allowedAs } from './allowlist.js';
import { LOOP_BUDGET } from './loop-budget.js';
import { FuzzRunner, type RunResult } from './fuzz-runner.js';
import { generateProgram, type GeneratedProgram } from './gen-program.js';
import { mutate, mutations } from './mutate.js';
import { choiceSequences, findingOf, textHash } from './program-property.js';
import { reduceText } from './reduce-text.js';

interface Options {
  readonly minutes: number;
  readonly seed: number;
  readonly timeoutS: number;
  readonly out: string;
}

function usage(why: string): never {
  console.error(`fuzz: ${why}\nusage: npm run fuzz -- [--minutes N] [--seed S] [--timeout SECONDS] [--out DIR]`);
  process.exit(2);
}

/** The options, from the arguments or from `npm run fuzz --minutes N` (npm passes those as npm_config_*). */
function parseOptions(argv: readonly string[]): Options {
  const values = new Map<string, string>();
  for (const key of ['minutes', 'seed', 'timeout', 'out']) {
    const fromNpm = process.env[`npm_config_${key}`];
    // `npm run fuzz --minutes 30` leaves npm's config `true` and 30 as an argument
    if (fromNpm === 'true') usage(`npm took --${key} for itself: write \`npm run fuzz --${key}=N\` or \`npm run fuzz -- --${key} N\``);
    if (fromNpm !== undefined && fromNpm !== '') values.set(key, fromNpm);
  }
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(minutes|seed|timeout|out)(?:=(.*))?$/.exec(argv[i]!);
    if (m === null) usage(`unknown argument ${argv[i]}`);
    const v = m[2] ?? argv[++i];
    if (v === undefined) usage(`--${m[1]} needs a value`);
    values.set(m[1]!, v);
  }
  const number = (key: string, fallback: number): number => {
    const v = values.get(key);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) usage(`--${key} must be a positive number, not ${v}`);
    return n;
  };
  return { minutes: number('minutes', 10), seed: Math.floor(number('seed', Date.now() % 2 ** 31)), timeoutS: number('timeout', 60), out: values.get('out') ?? 'fuzz-findings' };
}

/** A finding's kind, to tell while shrinking whether a smaller program fails the same way. */
function findingIn(r: RunResult, generated: GeneratedProgram | null): { kind: string; message: string } | null {
  if (r.kind === 'hang') return { kind: 'hang', message: `no answer in ${r.seconds} s` };
  if (r.kind === 'crash') return { kind: 'crash', message: r.message };
  const f = findingOf(r.verdict, generated);
  if (f === null) return null;
  const kind = r.verdict.kind === 'internal' ? `internal on ${r.verdict.backend}` : r.verdict.kind === 'disagree' ? 'disagreement' : 'model';
  return { kind, message: f };
}

class Fuzz {
  private readonly runner: FuzzRunner;
  private readonly counts = new Map<string, number>();
  private findings = 0;
  private allowed = 0;
  private programs = 0;

  constructor(private readonly opts: Options, private readonly deadline: number) {
    this.runner = new FuzzRunner(opts.timeoutS * 1000);
  }

  private count(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  async judge(text: string, file: string, generated: GeneratedProgram | null): Promise<{ kind: string; message: string } | null> {
    const r = await this.runner.run(text, file, textHash(text) % 4 === 0);
    this.programs++;
    // a program that hung because one of its loops never ends (in Dyalog too) is no finding
    if (r.kind === 'hang' && (await this.runner.loopsForever(text, file))) {
      this.count(`loops past ${LOOP_BUDGET} iterations (does not end)`);
      return null;
    }
    if (r.kind === 'verdict') this.count(r.verdict.kind === 'ran' ? (r.verdict.error === null ? 'ran' : `ran into ${r.verdict.error.cls} ERROR`) : r.verdict.kind === 'compile-error' ? `compile ${r.verdict.error.cls} ERROR` : r.verdict.kind);
    else this.count(r.kind);
    const f = findingIn(r, generated);
    if (f !== null && allowedAs(f.message, text) !== null) {
      this.allowed++;
      return null;
    }
    return f;
  }

  private async record(origin: string, original: string, file: string, generated: GeneratedProgram | null, finding: { kind: string; message: string }): Promise<void> {
    // shrink the text further while the finding's kind stays (a hang is not shrunk: each try costs the timeout)
    const shrunk = finding.kind === 'hang' ? original : await reduceText(original, async (t) => (await this.judge(t, file, null))?.kind === finding.kind, 150);
    this.findings++;
    mkdirSync(this.opts.out, { recursive: true });
    const path = join(this.opts.out, `finding-${this.opts.seed}-${this.findings}.apl`);
    const comment = (s: string): string => s.split('\n').map((l) => `⍝ ${l}`).join('\n');
    writeFileSync(path, `${comment(`${finding.kind}: ${finding.message}\nfrom: ${origin}\nbefore shrinking:\n${original}`)}\n${shrunk}${shrunk.endsWith('\n') ? '' : '\n'}`);
    console.log(`\nFINDING ${this.findings} (${finding.kind}), written to ${path}:\n${shrunk}\n${finding.message.split('\n').slice(0, 6).join('\n')}\n`);
  }

  private remainingMs(): number {
    return this.deadline - Date.now();
  }

  /** One fast-check run over an arbitrary until a failure (shrunk) or the time is up. */
  private async round<T>(arb: fc.Arbitrary<T>, seed: number, toProgram: (v: T) => { text: string; file: string; generated: GeneratedProgram | null; origin: string }): Promise<void> {
    let shrinkingSince: number | null = null;
    let hang = false;
    const property = fc.asyncProperty(arb, async (v) => {
      // Shrinking stops after three minutes, or at the deadline: the smallest failure so far is
      // kept. A hang is not shrunk at all: each try would cost the timeout.
      if (hang || this.remainingMs() <= 0 || (shrinkingSince !== null && Date.now() - shrinkingSince > 180_000)) return true;
      const p = toProgram(v);
      const f = await this.judge(p.text, p.file, p.generated);
      if (f === null) return true;
      shrinkingSince ??= Date.now();
      hang = f.kind === 'hang';
      throw new Error(`${f.kind}\n${f.message}`);
    });
    const result = await fc.check(property, { seed, numRuns: 100, interruptAfterTimeLimit: Math.max(1000, this.remainingMs()), markInterruptAsFailure: false });
    if (result.failed && result.counterexample !== null && hang) {
      const p = toProgram(result.counterexample[0]);
      await this.record(`${p.origin} (fast-check seed ${seed})`, p.text, p.file, p.generated, { kind: 'hang', message: `no answer in ${this.opts.timeoutS} s` });
    } else if (result.failed && result.counterexample !== null) {
      const p = toProgram(result.counterexample[0]);
      const f = await this.judge(p.text, p.file, p.generated);
      if (f !== null) await this.record(`${p.origin} (fast-check seed ${seed}, path ${result.counterexamplePath ?? '?'})`, p.text, p.file, p.generated, f);
    }
  }

  async run(): Promise<number> {
    const root = findProjectRoot();
    const corpus = findPrograms(root).map((p) => ({ path: p.path, absolute: p.absolute, text: readFileSync(p.absolute, 'utf8') }));
    console.log(`fuzz: ${this.opts.minutes} minutes, seed ${this.opts.seed}, ${corpus.length} corpus programs to mutate, a ${this.opts.timeoutS} s timeout a program`);
    const progress = setInterval(() => this.report(), 60_000);
    try {
      for (let r = 0; this.remainingMs() > 0; r++) {
        const seed = this.opts.seed + r;
        await this.round(choiceSequences, seed, (seq) => {
          const g = generateProgram(seq);
          return { text: g.text, file: 'fuzz.apl', generated: g, origin: 'generated' };
        });
        if (this.remainingMs() <= 0) break;
        await this.round(fc.tuple(fc.nat(corpus.length - 1), mutations), seed, ([i, ms]) => {
          const p = corpus[i]!;
          return { text: mutate(p.text, ms), file: p.absolute, generated: null, origin: `a mutant of ${p.path}: ${JSON.stringify(ms)}` };
        });
      }
    } finally {
      clearInterval(progress);
      this.runner.stop();
    }
    this.report();
    console.log(this.findings === 0 ? 'fuzz: no findings' : `fuzz: ${this.findings} finding(s), written to ${this.opts.out}/`);
    return this.findings === 0 ? 0 : 1;
  }

  private report(): void {
    const parts = [...this.counts.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`);
    console.log(`fuzz: ${this.programs} programs (${parts.join(', ')}${this.allowed > 0 ? `, ${this.allowed} allowed as known deviations` : ''}); ${this.findings} finding(s); ${Math.max(0, Math.round(this.remainingMs() / 1000))} s left`);
  }
}

const opts = parseOptions(process.argv.slice(2));
const code = await new Fuzz(opts, Date.now() + opts.minutes * 60_000).run();
process.exit(code);
