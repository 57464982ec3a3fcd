// Runs programs in a child process (fuzz-worker.ts) with a watchdog: a program that takes longer than
// the timeout is a hang, one that ends the process is a crash; either way the child is replaced.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FuzzReply, FuzzRequest, LoopBudgetReply } from './fuzz-worker.js';
import type { Verdict } from './judge-backends.js';

export type RunResult =
  | { readonly kind: 'verdict'; readonly verdict: Verdict }
  | { readonly kind: 'hang'; readonly seconds: number }
  | { readonly kind: 'crash'; readonly message: string };

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'fuzz-worker.js');

export class FuzzRunner {
  private child: ChildProcess | null = null;
  private ready: Promise<boolean> | null = null;
  private stderr = '';
  private nextId = 0;
  /** whether the worker found a WebGPU adapter */
  gpu = false;

  constructor(private readonly timeoutMs: number) {}

  private start(): Promise<boolean> {
    if (this.ready !== null) return this.ready;
    this.stderr = '';
    const child = fork(WORKER, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    child.stderr?.on('data', (chunk: Buffer) => {
      // keep the tail: what a crash said last
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000);
    });
    this.child = child;
    this.ready = new Promise((resolve) => {
      child.once('message', (m: { gpu?: boolean }) => {
        this.gpu = m.gpu === true;
        resolve(true);
      });
      child.once('exit', () => resolve(false));
    });
    return this.ready;
  }

  /** Ends the child (this runner's own process, by its handle). */
  stop(): void {
    if (this.child !== null) {
      this.child.removeAllListeners();
      this.child.kill('SIGKILL');
    }
    this.child = null;
    this.ready = null;
  }

  run(text: string, file: string, profiles: boolean): Promise<RunResult> {
    return this.ask({ text, file, profiles }, (m) => ('verdict' in m ? { kind: 'verdict', verdict: m.verdict } : null));
  }

  /**
   * For a program that hung: whether, run on the interpreter with loop budgets (loop-budget.ts),
   * one of its loops spends its budget, which makes it a program that does not end.
   */
  async loopsForever(text: string, file: string): Promise<boolean> {
    const r = await this.ask({ text, file, profiles: false, loopBudget: true }, (m) => ('loops' in m ? { kind: 'loops' as const, loops: m.loops } : null));
    return r.kind === 'loops' && r.loops === 'loops';
  }

  /** Sends one request to the worker and waits for the reply `pick` accepts, the timeout or the worker's end. */
  private async ask<T>(fields: Omit<FuzzRequest, 'id'>, pick: (m: FuzzReply | LoopBudgetReply) => T | null): Promise<T | Exclude<RunResult, { kind: 'verdict' }>> {
    const started = await this.start();
    const child = this.child;
    if (!started || child === null) {
      const why = this.stderr.trim();
      this.stop();
      return { kind: 'crash', message: `the worker did not start: ${why}` };
    }
    const id = this.nextId++;
    const request: FuzzRequest = { ...fields, id };
    type Answer = T | Exclude<RunResult, { kind: 'verdict' }>;
    return new Promise<Answer>((resolve) => {
      const done = (r: Answer, restart: boolean): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (restart) this.stop();
        resolve(r);
      };
      const onMessage = (m: FuzzReply | LoopBudgetReply): void => {
        const answer = m.id === id ? pick(m) : null;
        if (answer !== null) done(answer, false);
      };
      const onExit = (code: number | null, signal: string | null): void => {
        done({ kind: 'crash', message: `the worker ended (${signal ?? `exit code ${code}`}) running it: ${this.stderr.trim().split('\n').slice(-8).join('\n')}` }, true);
      };
      const timer = setTimeout(() => done({ kind: 'hang', seconds: this.timeoutMs / 1000 }, true), this.timeoutMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(request);
    });
  }
}
