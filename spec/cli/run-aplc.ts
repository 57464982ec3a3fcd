// Running the real `aplc` command from the input/output specs: a scratch directory for the
// programs and data files they write, and the command's exit code, stdout and stderr.
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));

export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export function scratch(prefix: string): { dir: string; file: (name: string, content: string | Uint8Array) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file: (name, content) => {
      const p = join(dir, name);
      writeFileSync(p, content);
      return p;
    },
  };
}

export function aplc(args: readonly string[], opts: { stdin?: string; cwd?: string; env?: Readonly<Record<string, string>> } = {}): Ran {
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    encoding: 'utf8',
    input: opts.stdin ?? '',
    cwd: opts.cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, EGL_PLATFORM: 'surfaceless', ...opts.env },
  });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** An APL error: its first line, exit 1, nothing printed, no stack trace. */
export function failsWith(r: Ran, firstLine: string | RegExp): void {
  assert.is(r.code, 1, `exit code (stderr: ${r.err})`);
  assert.is(r.out, '');
  const first = r.err.split('\n').find((l) => /^[A-Z ]+ ERROR: /.test(l)) ?? r.err;
  if (typeof firstLine === 'string') assert.is(first, firstLine);
  else assert.match(first, firstLine);
  assert.not.match(r.err, /\n\s+at .*\(.*:\d+:\d+\)/, 'a stack trace leaked');
}

/** Bad usage: exit 2 and the reason. */
export function badUsage(r: Ran, reason: string): void {
  assert.is(r.code, 2, `exit code (stderr: ${r.err})`);
  assert.match(r.err, reason);
  assert.match(r.err, /^aplc: /);
}
