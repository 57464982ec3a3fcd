// Measures the cpu backend against a hand-written JavaScript typed-array loop and the reference
// interpreter, in one process, on the benchmark programs (bench/programs.ts): `node
// dist/spec/cpu/measure.js [--runs N] [--quick] [--only TEXT] [--size 22]` prints one line a
// program. Not a test (no `.spec`): timings depend on the machine and its load. The three systems
// are timed round-robin, after one warm-up call each, and the median is reported.
import { compileBench } from '../../bench/compile.js';
import { PROGRAMS } from '../../bench/programs.js';
import { prepare } from '../../core-ir/interp.js';
import { prepareCpu } from '../../cpu/run.js';

const argv = process.argv.slice(2);
const at = (flag: string): string | null => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] ?? null : null;
};
const runs = Number(at('--runs') ?? 5);
const only = at('--only');
const quick = argv.includes('--quick');
/** the 1-D programs at 2^size elements (the figures are at 2²²) */
const log2Size = at('--size') === null ? null : Number(at('--size'));

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)).padStart(7);

console.log(`${'program'.padEnd(30)} ${'size'.padEnd(12)} ${'js ms'.padStart(7)} ${'cpu ms'.padStart(7)} ${'interp'.padStart(7)}  js÷cpu  interp÷cpu  cpu=interp`);
for (const p of PROGRAMS) {
  if (only !== null && !p.name.includes(only)) continue;
  const size = quick ? p.quick : p.full;
  const dims = log2Size !== null && size.dims.length === 1 ? [2 ** log2Size] : size.dims;
  const label = dims.length === 1 && log2Size !== null ? `2^${log2Size}` : size.label;
  const ir = compileBench(p.source(dims), p.signature, p.name, new Set()).ir;
  const inputs = p.inputs(dims);
  const cpu = prepareCpu(ir);
  const interp = prepare(ir);
  const systems = [
    () => p.js(inputs, dims),
    () => cpu.run(inputs)[0]!.data,
    () => interp.run(inputs)[0]!.data,
  ];
  const results = systems.map((s) => s());
  const times: number[][] = systems.map(() => []);
  for (let r = 0; r < runs; r++) {
    systems.forEach((s, i) => {
      const t = performance.now();
      s();
      times[i]!.push(performance.now() - t);
    });
  }
  const [js, c, it] = times.map(median) as [number, number, number];
  const a = results[1]!;
  const b = results[2]!;
  let same = a.length === b.length;
  for (let i = 0; same && i < a.length; i++) same = Object.is(a[i], b[i]);
  console.log(`${p.name.padEnd(30)} ${label.padEnd(12)} ${fmt(js)} ${fmt(c)} ${fmt(it)}  ${(js / c).toFixed(2).padStart(6)}  ${(it / c).toFixed(1).padStart(10)}  ${same ? 'bitwise' : 'DIFFER'}`);
}
