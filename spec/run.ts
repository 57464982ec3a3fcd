// The runner behind `npm test`: every compiled spec file in its own Node process, one after another,
// their output streamed, their uvu summaries added up. The last line is `N passed, N failed`.
//
// Files run in sequence on purpose: the machines have two cores, and GPU specs must not contend for
// the device from several processes at once. Each file gets its own process so that one crash (or a
// Dawn abort) costs that file, not the whole run.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FileSummary {
  readonly total: number;
  readonly passed: number;
  readonly skipped: number;
}

export interface FileResult {
  /** relative to dist/, with forward slashes */
  readonly file: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** why the file counts as failed beyond its own failing tests (a crash, a timeout), or null */
  readonly problem: string | null;
}

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * uvu ends a file's output with `Total:`, `Passed:`, `Skipped:` (Total excludes skipped tests).
 * Returns null when the summary is missing, which means the file never finished.
 */
export function parseUvuSummary(output: string): FileSummary | null {
  const text = output.replace(ANSI, '');
  const last = (label: string): number | null => {
    const matches = [...text.matchAll(new RegExp(`^\\s*${label}:\\s+(\\d+)\\s*$`, 'gm'))];
    const m = matches[matches.length - 1];
    return m ? Number(m[1]) : null;
  };
  const total = last('Total');
  const passed = last('Passed');
  const skipped = last('Skipped');
  if (total === null || passed === null) return null;
  return { total, passed, skipped: skipped ?? 0 };
}

/** Combines a file's summary with how its process ended. */
export function judgeFile(file: string, output: string, exitCode: number | null, signal: string | null, timedOut: boolean): FileResult {
  const summary = parseUvuSummary(output);
  if (timedOut) {
    return { file, passed: summary?.passed ?? 0, failed: 1 + (summary ? summary.total - summary.passed : 0), skipped: summary?.skipped ?? 0, problem: 'timed out' };
  }
  if (summary === null) {
    const how = signal !== null ? `killed by ${signal}` : `exited with code ${exitCode ?? '?'}`;
    return { file, passed: 0, failed: 1, skipped: 0, problem: `${how} without a uvu summary` };
  }
  const failed = summary.total - summary.passed;
  // A non-zero exit with no failing test: the file crashed after its summary (e.g. in teardown).
  if (failed === 0 && (exitCode !== 0 || signal !== null)) {
    const how = signal !== null ? `killed by ${signal}` : `exited with code ${exitCode ?? '?'}`;
    return { file, passed: summary.passed, failed: 1, skipped: summary.skipped, problem: `${how} after its tests passed` };
  }
  return { file, passed: summary.passed, failed, skipped: summary.skipped, problem: null };
}

/** The last line of the run, exactly as DESIGN.md promises it. */
export function totalsLine(results: readonly FileResult[]): string {
  const sum = (f: (r: FileResult) => number): number => results.reduce((a, r) => a + f(r), 0);
  const skipped = sum((r) => r.skipped);
  return `${sum((r) => r.passed)} passed, ${sum((r) => r.failed)} failed` + (skipped > 0 ? `, ${skipped} skipped` : '');
}

function findSpecFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findSpecFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.spec.js')) out.push(path);
  }
  return out.sort();
}

/** A hung file (a lost GPU fence, an endless loop) must not hang `npm test` forever. */
function fileTimeoutMs(): number {
  const s = Number(process.env.APLC_TEST_FILE_TIMEOUT_S ?? '');
  return Number.isFinite(s) && s > 0 ? s * 1000 : 20 * 60 * 1000;
}

function runFile(path: string, cwd: string, name: string): Promise<FileResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path], { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, fileTimeoutMs());
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); process.stdout.write(chunk); });
    child.stderr.on('data', (chunk: Buffer) => { process.stderr.write(chunk); });
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ file: name, passed: 0, failed: 1, skipped: 0, problem: `could not start: ${err.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(judgeFile(name, output, code, signal, timedOut));
    });
  });
}

async function main(): Promise<number> {
  const specDir = dirname(fileURLToPath(import.meta.url));
  const distDir = dirname(specDir);
  const projectRoot = dirname(distDir);
  const filter = process.argv[2];
  const files = findSpecFiles(specDir)
    .map((path) => ({ path, name: relative(distDir, path).split(sep).join('/') }))
    .filter((f) => filter === undefined || f.name.includes(filter));
  if (files.length === 0) {
    console.log(filter === undefined ? `no spec files under ${specDir}` : `no spec files match "${filter}"`);
    console.log(totalsLine([]));
    return 1;
  }
  const results: FileResult[] = [];
  for (const f of files) {
    console.log(`\n── ${f.name}`);
    results.push(await runFile(f.path, projectRoot, f.name));
  }
  const broken = results.filter((r) => r.failed > 0);
  if (broken.length > 0) {
    console.log('\nfailing files:');
    for (const r of broken) console.log(`  ${r.file}: ${r.failed} failed${r.problem ? ` (${r.problem})` : ''}`);
  }
  console.log('');
  console.log(totalsLine(results));
  return broken.length > 0 ? 1 : 0;
}

// Only run when executed, so the parsing above can be unit-tested by import.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then((code) => { process.exitCode = code; }, (err: unknown) => {
    console.error(err);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  });
}
