// Runs programs in a child process (fuzz-worker.ts) with a watchdog: a program that takes longer than
// the timeout is a hang, one that ends the process is a crash; either way the child is replaced.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FuzzReply, FuzzRequest } from './fuzz-worker.js';
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

  async run(text: string, file: string, profiles: boolean): Promise<RunResult> {
    const started = await this.start();
    const child = this.child;
    if (!started || child === null) {
      const why = this.stderr.trim();
      this.stop();
      return { kind: 'crash', message: `the worker did not start: ${why}` };
    }
    const id = this.nextId++;
    const request: FuzzRequest = { id, text, file, profiles };
    return new Promise<RunResult>((resolve) => {
      const done = (r: RunResult, restart: boolean): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (restart) this.stop();
        resolve(r);
      };
      const onMessage = (m: FuzzReply): void => {
        if (m.id === id) done({ kind: 'verdict', verdict: m.verdict }, false);
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
