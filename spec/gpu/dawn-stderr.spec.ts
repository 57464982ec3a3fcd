// Dawn's adapter warnings ("… artificially reduced from 90 to 16 …") stay off the user's stderr
// when it is a terminal or a pipe; whatever else native code prints there still gets through, and
// stderr works afterwards. (A child that Node spawns with stdio 'pipe' gets a socket, which cannot
// be reopened: the warnings pass through there, see gpu/native-stderr.ts, so the tests go through sh.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withoutDawnWarnings } from '../../gpu/native-stderr.js';

const MAIN = fileURLToPath(new URL('../../cli/main.js', import.meta.url));
const FILTER = new URL('../../gpu/native-stderr.js', import.meta.url).href;
const LIFE = fileURLToPath(new URL('../../../examples/life.apl', import.meta.url));

/** The exit status and stderr of a command whose stderr is a real pipe (its stdout is dropped). */
function stderrThroughPipe(args: readonly string[]): { code: number; err: string } {
  const script = '{ "$@" 2>&1 >/dev/null; echo "exit status $?"; } | cat';
  const r = spawnSync('sh', ['-c', script, 'sh', ...args], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  const m = /exit status (\d+)\n$/.exec(r.stdout);
  return { code: m ? Number(m[1]) : -1, err: m ? r.stdout.slice(0, m.index) : r.stdout };
}

const WARNINGS =
  'Warning: maxDynamicUniformBuffersPerPipelineLayout artificially reduced from 90 to 16 to fit dynamic offset allocation limit.\n' +
  'Warning: maxDynamicStorageBuffersPerPipelineLayout artificially reduced from 80 to 16 to fit dynamic offset allocation limit.\n';
const VULKAN_WARNING = "Warning: Couldn't load Vulkan: libvulkan.so.1: cannot open shared object file\n    at operator() (BackendVk.cpp:368)\n\n";

test('withoutDawnWarnings drops warnings with their "at" lines and keeps the rest', () => {
  assert.is(withoutDawnWarnings(WARNINGS), '');
  assert.is(withoutDawnWarnings(VULKAN_WARNING), '');
  assert.is(withoutDawnWarnings(`${WARNINGS}Error: device lost\n${VULKAN_WARNING}  indented after an error\n`), 'Error: device lost\n');
  assert.is(withoutDawnWarnings('Error: something\n    at detail\n'), 'Error: something\n    at detail\n');
});

test('native writes to fd 2 during the call are filtered; stderr works after it', () => {
  const script = `
    import { writeSync } from 'node:fs';
    import { withDawnWarningsFiltered } from ${JSON.stringify(FILTER)};
    const r = withDawnWarningsFiltered(() => { writeSync(2, ${JSON.stringify(WARNINGS + VULKAN_WARNING)} + 'kept line\\n'); return 42; });
    process.stderr.write('after ' + r + '\\n');`;
  const r = stderrThroughPipe([process.execPath, '--input-type=module', '-e', script]);
  assert.is(r.code, 0, r.err);
  assert.is(r.err, 'kept line\nafter 42\n');
});

test('a throwing call still gets stderr back', () => {
  const script = `
    import { withDawnWarningsFiltered } from ${JSON.stringify(FILTER)};
    try { withDawnWarningsFiltered(() => { throw new Error('boom'); }); } catch (e) { process.stderr.write('caught ' + e.message + '\\n'); }`;
  const r = stderrThroughPipe([process.execPath, '--input-type=module', '-e', script]);
  assert.is(r.code, 0, r.err);
  assert.is(r.err, 'caught boom\n');
});

test('where stderr cannot be reopened (a socket), the call runs unfiltered and nothing is lost', () => {
  const script = `
    import { writeSync } from 'node:fs';
    import { withDawnWarningsFiltered } from ${JSON.stringify(FILTER)};
    withDawnWarningsFiltered(() => writeSync(2, 'native\\n'));
    process.stderr.write('after\\n');`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stderr, 'native\nafter\n');
});

test('aplc examples/life.apl on webgpu prints nothing on stderr', () => {
  const r = stderrThroughPipe([process.execPath, MAIN, LIFE, '--backend', 'webgpu']);
  if (r.code !== 0 && /no WebGPU adapter/.test(r.err) && process.env['APLC_REQUIRE_GPU'] !== '1') {
    console.log('note: no WebGPU adapter; the webgpu stderr test is skipped (APLC_REQUIRE_GPU=1 makes this a failure)');
    return;
  }
  assert.is(r.code, 0, r.err);
  assert.is(r.err, '');
});

test('… and nothing on a terminal either', () => {
  if (spawnSync('script', ['--version']).status !== 0) {
    console.log('note: no `script` command; the terminal case is skipped');
    return;
  }
  const cmd = [process.execPath, MAIN, LIFE, '--backend', 'webgpu'].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const r = spawnSync('script', ['-qec', `${cmd} >/dev/null`, '/dev/null'], { encoding: 'utf8', env: { ...process.env, EGL_PLATFORM: 'surfaceless' } });
  if (/no WebGPU adapter/.test(r.stdout) && process.env['APLC_REQUIRE_GPU'] !== '1') return;
  assert.is(r.status, 0, r.stdout);
  assert.is(r.stdout, '', 'what the terminal showed');
});

test.run();
