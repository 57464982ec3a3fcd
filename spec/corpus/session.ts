// Runs corpus programs through a driver, once per program and backend, and judges the results.
// The driver is passed in (the real one from cli/driver.ts in corpus.spec.ts), so this wiring is
// testable with a scripted driver and does not depend on the pipeline being complete.
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../../apl/diagnostics.js';
import { parseExpectation, type ParsedExpectation } from './expectation.js';
import { judgeAgreement, judgeAttempt, type Attempt, type CorpusBackend, type RunResult } from './judge.js';
import { CORPUS_TOLERANCE, EXACT } from './compare.js';
import type { ProgramFile } from './programs.js';

export type Compiled<P> =
  | { readonly ok: true; readonly program: P }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export interface CorpusDriver<P> {
  compile(text: string, file: string): Compiled<P>;
  /**
   * rejects on webgpu only when no adapter exists (or on an internal bug); `maxMemory`: the memory
   * cap in bytes for this run (the program's `⍝ == max-memory:`), null for the default
   */
  run(program: P, backend: CorpusBackend, maxMemory: number | null): Promise<RunResult>;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

/** Why no WebGPU adapter can be used, or null when one can: runs a trivial program on webgpu. */
export async function probeGpu<P>(driver: CorpusDriver<P>): Promise<string | null> {
  let compiled: Compiled<P>;
  try {
    compiled = driver.compile('0', '<gpu probe>');
  } catch {
    return null; // the pipeline is broken; let each test report that rather than hide it as "no GPU"
  }
  if (!compiled.ok) return null;
  try {
    await driver.run(compiled.program, 'webgpu', null);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

type RunOrCrash = { readonly attempt: Attempt } | { readonly crash: string };

export class CorpusSession<P> {
  private readonly compiled = new Map<string, Compiled<P> | { readonly ok: false; readonly crash: string }>();
  private readonly runs = new Map<string, RunOrCrash>();

  constructor(private readonly driver: CorpusDriver<P>) {}

  expectationOf(program: ProgramFile): ParsedExpectation {
    return parseExpectation(readFileSync(program.absolute, 'utf8'));
  }

  private compile(program: ProgramFile): Compiled<P> | { readonly ok: false; readonly crash: string } {
    let c = this.compiled.get(program.path);
    if (c === undefined) {
      try {
        c = this.driver.compile(readFileSync(program.absolute, 'utf8'), program.path);
      } catch (err) {
        c = { ok: false, crash: `compileSource threw: ${messageOf(err)}` };
      }
      this.compiled.set(program.path, c);
    }
    return c;
  }

  /** Compiles (once per program) and runs (once per program and backend). */
  async attempt(program: ProgramFile, backend: CorpusBackend): Promise<RunOrCrash> {
    const key = `${program.path}\u0000${backend}`;
    const cached = this.runs.get(key);
    if (cached !== undefined) return cached;
    const c = this.compile(program);
    let outcome: RunOrCrash;
    if (!c.ok) {
      outcome = 'crash' in c ? { crash: c.crash } : { attempt: { stage: 'compile', diagnostics: c.diagnostics } };
    } else {
      try {
        const parsed = this.expectationOf(program);
        const maxMemory = parsed.ok ? parsed.expectation.maxMemory : null;
        outcome = { attempt: { stage: 'run', result: await this.driver.run(c.program, backend, maxMemory) } };
      } catch (err) {
        outcome = { crash: `runCompiled on ${backend} rejected: ${messageOf(err)}` };
      }
    }
    this.runs.set(key, outcome);
    return outcome;
  }

  /**
   * Problems with a program on one backend; empty when it passes. The cpu and webgpu results are
   * also compared with the reference interpreter's, so the backends are held to it, not only to the
   * text: the cpu's exactly (it computes the same operations in the same order), the webgpu's within
   * the corpus tolerance (it sums in other orders).
   */
  async check(program: ProgramFile, backend: CorpusBackend): Promise<string[]> {
    const parsed = this.expectationOf(program);
    if (!parsed.ok) return [`${program.path}: ${parsed.problem}`];
    const mine = await this.attempt(program, backend);
    if ('crash' in mine) return [`${program.path}: ${mine.crash}`];
    const problems = judgeAttempt(program.path, backend, parsed.expectation, mine.attempt);
    if (backend !== 'interp' && mine.attempt.stage === 'run') {
      const ref = await this.attempt(program, 'interp');
      if ('attempt' in ref && ref.attempt.stage === 'run') {
        problems.push(...judgeAgreement(program.path, ref.attempt.result, mine.attempt.result, ['interp', backend], backend === 'cpu' ? EXACT : CORPUS_TOLERANCE));
      }
    }
    return problems;
  }
}
