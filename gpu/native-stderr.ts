// Keeping Dawn's adapter warnings off the user's terminal.
//
// While Dawn enumerates adapters (synchronously, inside `create` and `requestAdapter`), its OpenGL
// backend prints `Warning: maxDynamicUniformBuffersPerPipelineLayout artificially reduced from 90
// to 16 …` (and the same for storage buffers) with fprintf to the process's stderr: Dawn clamps what
// Mesa reports before any limit is requested, so no `requiredLimits` avoids it, and no instance
// toggle or environment variable turns Dawn's log off. Where a Vulkan loader is missing, the
// default backend prints `Warning: Couldn't load Vulkan …` the same way before aplc falls back.
// Node cannot dup2, so the native output is caught by pointing file descriptor 2 at a temporary
// file for the duration of the call (closing 2 and opening the file gives it the lowest free
// number, 2), then pointing it back at the original target reopened through /proc/self/fd, which
// for a terminal or a pipe is the same device. Dawn's warnings are dropped; anything else it
// printed is written back to stderr. Where reopening would not be the same thing (stderr
// redirected to a regular file, where a new description has its own offset; a socket, which
// cannot be reopened; no /proc), the call runs as it is and the warnings pass through.
import { closeSync, constants, fstatSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STDIN = 0;
const STDOUT = 1;
const STDERR = 2;

/** Whether fd 2 may be swapped and restored safely: fds 0 and 1 open, fd 2 a terminal or a pipe, /proc there. */
function swappable(): boolean {
  if (process.platform !== 'linux' || process.env['APLC_DAWN_STDERR'] === 'show') return false;
  try {
    fstatSync(STDIN);
    fstatSync(STDOUT);
    const err = fstatSync(STDERR);
    return err.isCharacterDevice() || err.isFIFO();
  } catch {
    return false;
  }
}

/**
 * What Dawn printed, less its warnings: a warning is a line starting `Warning: ` with the indented
 * `at …` lines and the blank line Dawn adds after it.
 */
export function withoutDawnWarnings(captured: string): string {
  const kept: string[] = [];
  let inWarning = false;
  for (const line of captured.split('\n')) {
    if (line.startsWith('Warning: ')) inWarning = true;
    else if (!(inWarning && (line.startsWith(' ') || line === ''))) inWarning = false;
    if (!inWarning && line !== '') kept.push(line);
  }
  return kept.map((l) => l + '\n').join('');
}

/**
 * Runs `call` (synchronous native code, or the synchronous part of a call that returns a promise)
 * with what the native code prints on stderr filtered through `withoutDawnWarnings`.
 */
export function withDawnWarningsFiltered<T>(call: () => T): T {
  if (!swappable()) return call();
  let original: number;
  try {
    original = openSync('/proc/self/fd/2', constants.O_WRONLY);
  } catch {
    return call();
  }
  let dir: string;
  try {
    dir = mkdtempSync(join(tmpdir(), 'aplc-dawn-'));
  } catch {
    closeSync(original);
    return call();
  }
  const capturePath = join(dir, 'stderr');
  closeSync(STDERR);
  let capture: number;
  try {
    // the lowest free descriptor, so 2 (0 and 1 are open), unless another thread opened one just now
    capture = openSync(capturePath, 'w+');
  } catch {
    openSync(`/proc/self/fd/${original}`, constants.O_WRONLY);
    closeSync(original);
    rmSync(dir, { recursive: true, force: true });
    return call();
  }
  try {
    return call();
  } finally {
    closeSync(capture);
    // fd 2 back at the original terminal or pipe before anything else can write to it
    if (capture === STDERR) openSync(`/proc/self/fd/${original}`, constants.O_WRONLY);
    closeSync(original);
    const rest = withoutDawnWarnings(readFileSync(capturePath, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    if (rest !== '' && capture === STDERR) writeSync(STDERR, rest);
  }
}
