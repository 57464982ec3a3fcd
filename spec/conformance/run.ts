// `npm run conformance`: a report, not a gate, over apltail's test programs (../shared/conformance).
//   node dist/spec/conformance/run.js [--gpu] [NAME…]
// Each program is compiled and run on the cpu (and on webgpu with --gpu) and its printed values are
// compared with NAME.out.ok. One line per program, then `conformance: N/TOTAL pass`. Exits 0 unless
// the runner itself fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource, runCompiled, shutdownGpu, type CompiledProgram } from '../../cli/driver.js';
import { findProjectRoot } from '../corpus/project-root.js';
import { describeDiagnostic, type CorpusBackend } from '../corpus/judge.js';
import { apltailLines } from './apltail-format.js';
import { firstDifference } from './apltail-compare.js';
import { withFinalValue } from './apltail-source.js';

/** Programs that rely on apltail-only extensions (conformance/README.md), with the reason. */
const NOT_APPLICABLE: ReadonlyMap<string, string> = new Map([
  ['binaryops', "apltail's ⎕INT32OR/⎕INT32AND/⎕INT32XOR/⎕INT32SHL/⎕INT32SHR/⎕INT32SHAR system functions"],
  ['mandelbrot', 'relies on float overflow giving ∞ (IEEE; Dyalog would stop with a DOMAIN ERROR)'],
  ['mandelbrotN', "relies on float overflow giving ∞, and on apltail's tuple indexing: ⍵[1] of the strand (pl pl pl) is the plane itself, where Dyalog gives it enclosed, so `Y X ⍴ ⍵[1]` is a matrix of planes"],
  // apltail reads a strand as a tuple whose c[i] is the item itself; Dyalog (and ngn/apl) give the
  // item enclosed, a scalar. Checked with ngn/apl: `(c[1])[0]` of tup's c is an index error there,
  // and powtup's (f⍣3) gives a value of depth 5, where apltail prints 5 6 and asbchejhejhej.
  ['tup', "apltail's tuple indexing: c[2] is the item itself, where Dyalog gives it enclosed, so (c[2])[1] is a RANK ERROR in Dyalog"],
  ['powtup', "apltail's tuple indexing: ⍵[1] is the item itself, where Dyalog gives it enclosed, so (1 1)+⍵[1] is nested and (f⍣3) deepens the nesting each time"],
]);

/** Programs outside the flat model aplc promises (issue 4): why they fail, when they do. */
const OUT_OF_SCOPE: ReadonlyMap<string, string> = new Map([
  ['cmplx', 'complex numbers are outside the flat real model'],
  ['mandel', 'complex numbers are outside the flat real model'],
]);

type Verdict = { readonly kind: 'pass' } | { readonly kind: 'fail'; readonly reason: string } | { readonly kind: 'na'; readonly reason: string };

function corpusDir(): string {
  const fromEnv = process.env.APLC_CONFORMANCE_DIR;
  if (fromEnv !== undefined && fromEnv !== '') return resolve(fromEnv);
  return resolve(findProjectRoot(), '..', 'shared', 'conformance', 'apltail');
}

function firstLine(s: string): string {
  return s.split('\n')[0] ?? s;
}

async function runOn(compiled: CompiledProgram, backend: CorpusBackend, expected: readonly string[]): Promise<string | null> {
  let outcome;
  try {
    outcome = await runCompiled(compiled, { backend });
  } catch (err) {
    return `${backend} run rejected: ${firstLine(err instanceof Error ? err.message : String(err))}`;
  }
  if (outcome.error !== null) return describeDiagnostic(outcome.error);
  const diff = firstDifference(expected, apltailLines(outcome.outputs));
  return diff;
}

/** A program that uses an apltail-only extension still runs: it is not applicable only if it fails. */
async function judgeProgram(dir: string, name: string, backends: readonly CorpusBackend[]): Promise<Verdict> {
  const v = await judgeRun(dir, name, backends);
  const na = NOT_APPLICABLE.get(name);
  return v.kind === 'fail' && na !== undefined ? { kind: 'na', reason: `${na}; here: ${v.reason}` } : v;
}

async function judgeRun(dir: string, name: string, backends: readonly CorpusBackend[]): Promise<Verdict> {
  const okPath = join(dir, `${name}.out.ok`);
  if (!existsSync(okPath)) return { kind: 'fail', reason: `no ${name}.out.ok` };
  // The file ends with a newline; that is not an extra empty line of output.
  const expected = readFileSync(okPath, 'utf8').replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  const source = withFinalValue(readFileSync(join(dir, `${name}.apl`), 'utf8'));
  let compiled: CompiledProgram;
  try {
    const r = compileSource(source, `${name}.apl`);
    if (isLeft(r)) {
      const first = r.left[0];
      return { kind: 'fail', reason: first ? describeDiagnostic(first) : 'compile failed without a diagnostic' };
    }
    compiled = r.right;
  } catch (err) {
    return { kind: 'fail', reason: `compiler crashed: ${firstLine(err instanceof Error ? err.message : String(err))}` };
  }
  for (const backend of backends) {
    const problem = await runOn(compiled, backend, expected);
    if (problem !== null) return { kind: 'fail', reason: backends.length > 1 ? `[${backend}] ${problem}` : problem };
  }
  return { kind: 'pass' };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const gpu = args.includes('--gpu');
  const only = args.filter((a) => !a.startsWith('--'));
  const dir = corpusDir();
  if (!existsSync(dir)) {
    // A setup problem, not a crash: say what to do, without a stack trace.
    console.error(`conformance corpus not found at ${dir} (set APLC_CONFORMANCE_DIR)`);
    process.exitCode = 1;
    return;
  }
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.apl'))
    .map((f) => f.slice(0, -'.apl'.length))
    .filter((n) => only.length === 0 || only.includes(n))
    .sort();
  const backends: CorpusBackend[] = gpu ? ['cpu', 'webgpu'] : ['cpu'];
  let passed = 0;
  let notApplicable = 0;
  try {
    for (const name of names) {
      const v = await judgeProgram(dir, name, backends);
      if (v.kind === 'pass') { passed++; console.log(`PASS ${name}`); }
      else if (v.kind === 'na') { notApplicable++; console.log(`N/A ${name}: ${v.reason}`); }
      else console.log(`FAIL ${name}: ${v.reason}${OUT_OF_SCOPE.has(name) ? ` [out of scope: ${OUT_OF_SCOPE.get(name)}]` : ' [a bug to fix]'}`);
    }
  } finally {
    if (gpu) await shutdownGpu();
  }
  if (notApplicable > 0) console.log(`(${notApplicable} not applicable: apltail-only extensions)`);
  console.log(`conformance: ${passed}/${names.length} pass`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
});
