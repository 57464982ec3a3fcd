// The child process `npm run fuzz` runs programs in (fuzz-main.ts): one program at a time from its
// parent, the verdict sent back. A program that hangs or kills the process (a lost GPU fence, a
// fatal V8 error) costs this process, which the parent replaces, and is itself the finding.
import { shutdownGpu } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { judgeProgram, type Verdict } from './judge-backends.js';
import { rerunWithLoopBudget } from './loop-budget.js';

export interface FuzzRequest {
  readonly id: number;
  readonly text: string;
  readonly file: string;
  readonly profiles: boolean;
  /** run it on the interpreter alone with loop budgets (loop-budget.ts), for a program that hung */
  readonly loopBudget?: boolean;
}

export interface FuzzReply {
  readonly id: number;
  readonly verdict: Verdict;
}

/** The reply to a loop-budget run. */
export interface LoopBudgetReply {
  readonly id: number;
  readonly loops: 'loops' | 'other';
}

const gpu = (await acquireGpu()) !== null;
const send = (m: FuzzReply | LoopBudgetReply | { readonly ready: true; readonly gpu: boolean }): void => {
  process.send?.(m);
};

process.on('message', (m: FuzzRequest) => {
  if (m.loopBudget === true) void rerunWithLoopBudget(m.text, m.file).catch(() => 'other' as const).then((loops) => send({ id: m.id, loops }));
  else void judgeProgram(m.text, { gpu, profiles: gpu && m.profiles }, m.file).then((verdict) => send({ id: m.id, verdict }));
});
process.on('disconnect', () => {
  void shutdownGpu().finally(() => process.exit(0));
});
send({ ready: true, gpu });
