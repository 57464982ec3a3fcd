// `aplc repl`: the terminal side of a session (cli/repl-session.ts holds its state). On a terminal
// it prompts with six spaces, as Dyalog does, and keeps a history in ~/.aplc_history; from a pipe it
// reads every line and prints only what the lines print (`printf '1+1\n' | aplc repl` prints 2).
import type { FloatWidth } from '../ops/float-width.js';
import { appendFileSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { shutdownGpu, type Backend } from './driver.js';
import { ReplSession } from './repl-session.js';

const HISTORY = join(homedir(), '.aplc_history');

function savedHistory(): string[] {
  try {
    return readFileSync(HISTORY, 'utf8').split('\n').filter((l) => l !== '').reverse().slice(0, 500);
  } catch {
    return [];
  }
}

/** Runs a session over stdin; the exit code is 1 when a line failed and input was not a terminal. */
export async function runRepl(backend: Backend, float?: FloatWidth): Promise<number> {
  const interactive = process.stdin.isTTY === true;
  const session = new ReplSession(backend, float);
  const rl = createInterface({ input: process.stdin, output: interactive ? process.stdout : undefined, terminal: interactive, history: interactive ? savedHistory() : [], historySize: 500 });
  let failed = false;
  if (interactive) {
    process.stdout.write('aplc repl: )help for commands, )off to leave\n');
    rl.setPrompt('      ');
    rl.prompt();
  }
  for await (const line of rl) {
    if (interactive && line.trim() !== '') {
      try {
        appendFileSync(HISTORY, line + '\n');
      } catch {
        // a history that cannot be written is no reason to stop the session
      }
    }
    const r = await session.line(line);
    process.stdout.write(r.out);
    process.stderr.write(r.err);
    failed ||= r.failed;
    if (r.quit) break;
    if (interactive) rl.prompt();
  }
  rl.close();
  await shutdownGpu();
  return failed && !interactive ? 1 : 0;
}
