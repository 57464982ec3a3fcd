// Running the playground's program: its values in APL display form (as `aplc FILE` prints them),
// or its error with the caret, where it ran, and the WGSL of the kernels a WebGPU run dispatched.
import { isLeft } from 'fp-ts/lib/Either.js';
import { formatDiagnostic } from '../apl/diagnostics.js';
import { formatLines } from '../apl/format.js';
import { compileSource, describeRun, runCompiled, type Backend } from '../cli/driver.js';
import { PROGRAM_NAME } from './check-view.js';

export interface RunView {
  /** the printed values, then the error if the run ended with one */
  readonly result: string;
  readonly failed: boolean;
  /** where it ran (`aplc: backend webgpu on …`) */
  readonly ranOn: string;
  /** the WGSL tab: each kernel of a WebGPU run, or why there is none */
  readonly wgsl: string;
}

/** The WGSL tab's text for the shaders of a run. */
export function wgslListing(shaders: readonly string[]): string {
  return shaders.map((code, i) => `// ── kernel ${i + 1} of ${shaders.length} ──\n${code.trimEnd()}\n`).join('\n');
}

export async function runView(text: string, backend: Backend): Promise<RunView> {
  const source = { name: PROGRAM_NAME, text };
  const compiled = compileSource(text, PROGRAM_NAME);
  if (isLeft(compiled)) {
    const errors = compiled.left.map((d) => formatDiagnostic(d, source)).join('\n\n');
    return { result: errors, failed: true, ranOn: 'not run: the program does not check', wgsl: 'not run: the program does not check' };
  }
  let outcome;
  try {
    outcome = await runCompiled(compiled.right, { backend });
  } catch (e) {
    // only backend webgpu without an adapter rejects
    const why = e instanceof Error ? e.message : String(e);
    return { result: `LIMIT ERROR: ${why}`, failed: true, ranOn: 'not run', wgsl: 'not run: no WebGPU adapter' };
  }
  const values = outcome.outputs.map((v) => formatLines(v).join('\n'));
  const error = outcome.error === null ? [] : [formatDiagnostic(outcome.error, source)];
  const wgsl =
    outcome.backend !== 'webgpu'
      ? `no WGSL: the program ran on the ${outcome.backend} backend${backend === 'auto' ? ' (this browser offers no WebGPU adapter)' : ''}`
      : outcome.shaders === undefined
        ? 'no WGSL: the run ended with an error'
        : outcome.shaders.length === 0
          ? 'no kernels: everything was computed on the host'
          : wgslListing(outcome.shaders);
  return { result: [...values, ...error].join('\n'), failed: outcome.error !== null, ranOn: describeRun(outcome, backend).trim(), wgsl };
}
