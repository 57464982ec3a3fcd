// The child process `npm run fuzz` runs programs in (fuzz-main.ts): one program at a time from its
// parent, the verdict sent back. A program that hangs or kills the process (a lost GPU fence, a
// fatal V8 error) costs this process, which the parent replaces, and is itself the finding.
import { shutdownGpu } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { judgeProgram, type Verdict } from './judge-backends.js';

export interface FuzzRequest {
  readonly id: number;
  readonly text: string;
  readonly file: string;
  readonly profiles: boolean;
}

export interface FuzzReply {
  readonly id: number;
  readonly verdict: Verdict;
}

const gpu = (await acquireGpu()) !== null;
const send = (m: FuzzReply | { readonly ready: true; readonly gpu: boolean }): void => {
  process.send?.(m);
};

process.on('message', (m: FuzzRequest) => {
  void judgeProgram(m.text, { gpu, profiles: gpu && m.profiles }, m.file).then((verdict) => send({ id: m.id, verdict }));
});
process.on('disconnect', () => {
  void shutdownGpu().finally(() => process.exit(0));
});
send({ ready: true, gpu });
