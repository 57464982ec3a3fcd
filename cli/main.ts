#!/usr/bin/env node
// The aplc command. Exit codes: 0 success, 1 an APL error (compile or run time) or an
// unreadable file, 2 bad usage. Errors go to stderr, never as a stack trace.
import { readFileSync } from 'node:fs';
import { isLeft } from 'fp-ts/lib/Either.js';
import { formatDiagnostic, type Diagnostic } from '../apl/diagnostics.js';
import { formatJson, formatLines } from '../apl/format.js';
import { printProgram } from '../core-ir/print.js';
import { validateProgram } from '../core-ir/validate.js';
import { checkSource, compileSource, describeRun, f64OnCpuMessage, runCompiled, shutdownGpu, type Backend } from './driver.js';
import type { FloatWidth } from '../ops/float-width.js';
import { runMainProgram } from './run-main.js';
import { formatCheckReport, type CheckFormat, type FileResult } from './report.js';
import { formatExplain, formatPlan } from './plan.js';
import { checkScriptPath, expandCheckPaths, isScriptSource } from './check-sources.js';
import { buildModule } from './build.js';
import { runRepl } from './repl.js';
import { pathToFileURL } from 'node:url';
import { passNames } from '../passes/pipeline.js';
import { planPhases } from '../passes/phases.js';
import { kernelize } from '../passes/kernelize.js';
import { isProfileName, PROFILE_NAMES } from '../passes/device-profiles.js';
import { chooseProfile } from './profile-choice.js';
import { profileLine } from './plan-kernels.js';
import { memoryCapVariableProblem } from '../core-ir/memory-cap.js';

const USAGE = `usage:
  aplc FILE.apl [--backend auto|webgpu|cpu|interp] [--json] [--verbose]   compile and run, print the values
  aplc FILE.apl ARG… [-o OUT.npy|.json|.csv]                       run FILE's main (⍝ main: ⍵ f32[n] → …) on
                                                                   .csv .tsv .json .npy files, - (JSON on
                                                                   stdin) or APL arrays ('1 2 3')
  aplc check FILE|DIR… [--format text|json|github|sarif] [--signatures] [--explain]
                                                                   check shapes, run nothing (.apl files,
                                                                   apl\`…\` templates in .ts/.tsx files)
  aplc build FILE.apl -o DIR                                       an ES module (+ .d.ts) of FILE's functions
  aplc plan FILE.apl                                               phases, kernels, their strategies and sizes
  aplc dev FILE.apl                                                the IR after each pass, with kernel counts
  aplc repl [--backend auto|webgpu|cpu|interp]                     an interactive session (lines from stdin)
  aplc lsp [--stdio]                                               a language server (LSP over stdin/stdout)
                                                                   for editors: diagnostics and hover
  --device-profile software|discrete|integrated (with run, plan, dev, repl) plans the GPU kernels for
                                                                   that profile instead of the adapter's
  --float 32|64 (with run, check, dev, plan, build, repl) the width of every float: 32 (the default)
                                                                   or 64 (as ⎕FR←645 in the file); a
                                                                   64-bit program runs on the cpu backend
  --no-PASS (with run and dev) turns an optimisation off: ${passNames().map((n) => `--no-${n}`).join(' ')}
  aplc --help | --version`;

const VERSION = '0.1.0';

class UsageError extends Error {}

interface Flags {
  readonly positional: string[];
  readonly options: Map<string, string | true>;
}

const VALUED = new Set(['--backend', '--format', '-o', '--device-profile', '--float']);
const BOOLEAN = new Set(['--json', '--verbose', '--explain', '--signatures', '--help', '--version', '-h', '--stdio']);

const BACKENDS: readonly string[] = ['auto', 'webgpu', 'cpu', 'interp'] satisfies readonly Backend[];

function parseFlags(args: readonly string[]): Flags {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const eq = a.indexOf('=');
    const key = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (VALUED.has(key)) {
      const v = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : args[++i];
      if (v === undefined) throw new UsageError(`${key} needs a value`);
      options.set(key, v);
    } else if (BOOLEAN.has(a)) options.set(a, true);
    else if (a.startsWith('--no-') && passNames().includes(a.slice(5))) options.set(a, true);
    // -5 is an argument (an APL expression: negate 5), not an option
    else if (a.startsWith('-') && a !== '-' && !/^-[\d.]/.test(a)) throw new UsageError(`unknown option ${a}`);
    else positional.push(a);
  }
  return { positional, options };
}

/** --float 32|64: the program's float width over the file's ⎕FR; undefined: the file's */
function floatOption(f: Flags): FloatWidth | undefined {
  const v = f.options.get('--float');
  if (v === undefined) return undefined;
  if (v === '32' || v === '64') return v === '64' ? 'f64' : 'f32';
  throw new UsageError(`--float must be 32 or 64 (got ${String(v)})`);
}

/** the passes turned off with --no-PASS */
function disabledPasses(f: Flags): Set<string> {
  return new Set([...f.options.keys()].filter((k) => k.startsWith('--no-')).map((k) => k.slice(5)));
}

/** kernel statements (dispatches of one run, loops counted once) */
function kernelCount(p: Parameters<typeof planPhases>[0]): number {
  return planPhases(p).reduce((n, ph) => n + ph.kernels.length, 0);
}

function readSource(file: string): { text: string } | { error: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    return { error: `FILE ERROR: cannot read ${file}: ${why}` };
  }
}

function printDiagnostics(ds: readonly Diagnostic[], text: string, file: string): void {
  for (const d of ds) process.stderr.write(formatDiagnostic(d, { name: file, text }) + '\n');
}

async function runFile(f: Flags): Promise<number> {
  const backend = (f.options.get('--backend') ?? 'auto') as string;
  if (!BACKENDS.includes(backend)) throw new UsageError(`--backend must be auto, webgpu, cpu or interp (got ${backend})`);
  const float = floatOption(f);
  const file = f.positional[0]!;
  const src = readSource(file);
  if ('error' in src) {
    process.stderr.write(src.error + '\n');
    return 1;
  }
  const output = f.options.get('-o');
  const program = await runMainProgram(src.text, file, f.positional.slice(1), {
    backend: backend as Backend,
    json: f.options.has('--json'),
    verbose: f.options.has('--verbose'),
    output: typeof output === 'string' ? output : null,
    disabled: disabledPasses(f),
    float,
  });
  if (program.k === 'usage') throw new UsageError(program.message);
  if (program.k === 'ran') return program.exit;
  const compiled = compileSource(src.text, file, { disabled: disabledPasses(f), float });
  if (isLeft(compiled)) {
    printDiagnostics(compiled.left, src.text, file);
    return 1;
  }
  const verbose = f.options.has('--verbose');
  let outcome;
  try {
    outcome = await runCompiled(compiled.right, { backend: backend as Backend, verbose });
  } catch (e) {
    process.stderr.write(`LIMIT ERROR: ${(e as Error).message}\n`);
    return 1;
  }
  if (verbose) process.stderr.write(describeRun(outcome, backend as Backend));
  // asked for webgpu by name, an f64 program says where it ran even without --verbose
  else if (outcome.f64OnCpu !== undefined && backend === 'webgpu') process.stderr.write(`aplc: ${f64OnCpuMessage(outcome.f64OnCpu)}\n`);
  const json = f.options.has('--json');
  for (const v of outcome.outputs) process.stdout.write(json ? formatJson(v) + '\n' : formatLines(v).map((l) => l + '\n').join(''));
  if (outcome.error) {
    printDiagnostics([outcome.error], src.text, file);
    return 1;
  }
  return 0;
}

async function checkFiles(f: Flags): Promise<number> {
  if (f.positional.length < 2) throw new UsageError('aplc check needs at least one file');
  // the float width changes no shape or element type: --float is checked, and checking is the same
  floatOption(f);
  const files = expandCheckPaths(f.positional.slice(1));
  const format = (f.options.get('--format') ?? 'text') as string;
  if (!['text', 'json', 'github', 'sarif'].includes(format)) throw new UsageError(`--format must be text, json, github or sarif (got ${format})`);
  // JavaScript and TypeScript files are checked for their apl`…` templates and compile('…')
  // sources (cli/ts-scan.ts); the rest as APL.
  const scripts = new Map<string, FileResult>();
  for (const file of files.filter(isScriptSource)) scripts.set(file, await checkScriptPath(file));
  const results = files.map((file): FileResult => {
    const script = scripts.get(file);
    if (script !== undefined) return script;
    const src = readSource(file);
    if ('error' in src) return { file, text: '', diagnostics: [{ cls: 'FILE' as const, message: src.error.replace(/^FILE ERROR: /, ''), file, span: null, related: [] }] };
    const r = checkSource(src.text, file);
    if (!isLeft(r) && f.options.has('--signatures')) for (const sig of r.right.signatures) process.stdout.write(sig + '\n');
    if (!isLeft(r) && f.options.has('--explain')) process.stdout.write(formatExplain(r.right, { name: file, text: src.text }));
    return { file, text: src.text, diagnostics: isLeft(r) ? r.left : [] };
  });
  const out = formatCheckReport(results, format as CheckFormat, { version: VERSION, root: pathToFileURL(process.cwd() + '/').href });
  if (out.stdout) process.stdout.write(out.stdout);
  if (out.stderr) process.stderr.write(out.stderr);
  return results.some((r) => r.diagnostics.length > 0) ? 1 : 0;
}

async function dev(f: Flags): Promise<number> {
  if (f.positional.length !== 2) throw new UsageError('aplc dev needs exactly one file');
  const file = f.positional[1]!;
  const src = readSource(file);
  if ('error' in src) {
    process.stderr.write(src.error + '\n');
    return 1;
  }
  let invalid = false;
  const compiled = compileSource(src.text, file, {
    disabled: disabledPasses(f),
    float: floatOption(f),
    after: ({ pass, program }) => {
      const problems = validateProgram(program);
      process.stdout.write(`── after ${pass} (${kernelCount(program)} kernels) ──\n${printProgram(program)}\n`);
      if (problems.length > 0) {
        invalid = true;
        process.stdout.write(`IR validation failed after ${pass}:\n${problems.map((p) => '  ' + p).join('\n')}\n`);
      }
    },
  });
  if (isLeft(compiled)) {
    printDiagnostics(compiled.left, src.text, file);
    return 1;
  }
  const { profile, why } = await chooseProfile();
  const kernels = kernelize(compiled.right.ir, profile);
  const problems = validateProgram(kernels);
  process.stdout.write(`── after kernelize (${profileLine(profile, why)}) ──\n${printProgram(kernels)}\n`);
  if (problems.length > 0) {
    invalid = true;
    process.stdout.write(`IR validation failed after kernelize:\n${problems.map((p) => '  ' + p).join('\n')}\n`);
  }
  return invalid ? 1 : 0;
}

async function plan(f: Flags): Promise<number> {
  if (f.positional.length !== 2) throw new UsageError('aplc plan needs exactly one file');
  const file = f.positional[1]!;
  const src = readSource(file);
  if ('error' in src) {
    process.stderr.write(src.error + '\n');
    return 1;
  }
  const checked = checkSource(src.text, file);
  const compiled = compileSource(src.text, file, { float: floatOption(f) });
  if (isLeft(checked) || isLeft(compiled)) {
    printDiagnostics(isLeft(checked) ? checked.left : (compiled as { left: readonly Diagnostic[] }).left, src.text, file);
    return 1;
  }
  const { profile, why } = await chooseProfile();
  process.stdout.write(formatPlan(checked.right, kernelize(compiled.right.ir, profile), profileLine(profile, why)));
  return 0;
}

function build(f: Flags): number {
  const out = f.options.get('-o');
  if (f.positional.length !== 2 || typeof out !== 'string') throw new UsageError('aplc build needs one .apl file and -o DIR');
  const r = buildModule(f.positional[1]!, out, floatOption(f));
  if ('error' in r) {
    process.stderr.write(r.error + '\n');
    return 1;
  }
  if (r.diagnostics.length > 0) {
    printDiagnostics(r.diagnostics, r.text, f.positional[1]!);
    return 1;
  }
  for (const w of r.written) process.stdout.write(`wrote ${w}\n`);
  return 0;
}

async function repl(f: Flags): Promise<number> {
  if (f.positional.length !== 1) throw new UsageError('aplc repl takes no file (it reads lines from its input)');
  const backend = (f.options.get('--backend') ?? 'auto') as string;
  if (!BACKENDS.includes(backend)) throw new UsageError(`--backend must be auto, webgpu, cpu or interp (got ${backend})`);
  return runRepl(backend as Backend, floatOption(f));
}

async function lsp(f: Flags): Promise<number> {
  if (f.positional.length !== 1) throw new UsageError('aplc lsp takes no file (editors send the documents)');
  // loaded here, so that the other commands do not load the protocol library
  const { runLanguageServer } = await import('./lsp.js');
  await runLanguageServer();
  return 0;
}

async function main(argv: readonly string[]): Promise<number> {
  try {
    const f = parseFlags(argv);
    if (f.options.has('--help') || f.options.has('-h')) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (f.options.has('--version')) {
      process.stdout.write(`aplc ${VERSION}\n`);
      return 0;
    }
    const cmd = f.positional[0];
    if (cmd === undefined) throw new UsageError('no file given');
    if (cmd === 'check') return await checkFiles(f);
    const forced = f.options.get('--device-profile');
    if (typeof forced === 'string') {
      if (!isProfileName(forced)) throw new UsageError(`--device-profile must be one of ${PROFILE_NAMES.join(', ')} (got ${forced})`);
      process.env['APLC_DEVICE_PROFILE'] = forced;
    }
    const envProfile = process.env['APLC_DEVICE_PROFILE'];
    if (envProfile !== undefined && envProfile !== '' && !isProfileName(envProfile)) {
      throw new UsageError(`APLC_DEVICE_PROFILE must be one of ${PROFILE_NAMES.join(', ')} (got ${envProfile})`);
    }
    const capProblem = memoryCapVariableProblem();
    if (capProblem !== null) throw new UsageError(capProblem);
    if (cmd === 'dev') return await dev(f);
    if (cmd === 'plan') return await plan(f);
    if (cmd === 'build') return build(f);
    if (cmd === 'repl') return await repl(f);
    if (cmd === 'lsp') return await lsp(f);
    return await runFile(f);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`aplc: ${e.message}\n${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`aplc: internal error (please report it): ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

const code = await main(process.argv.slice(2));
await shutdownGpu();
// Dawn keeps handles open after the device is destroyed; exit explicitly once output is flushed.
process.stdout.write('', () => process.exit(code));
