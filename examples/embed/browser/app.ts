// The browser example: compile APL in the page, run it on WebGPU, show the results. The page
// also leaves them on `window.aplcResult` for the headless test (spec/embed/browser.spec.ts).
// `?backend=webgpu` (or cpu, interp) names the backend: by default `auto` runs on the cpu backend
// where the only adapter is a software rasteriser (SwiftShader), as in the headless test.
import { AplError, apl, f32, i32, setDefaultBackend } from 'aplc';

const asked = new URLSearchParams(location.search).get('backend');
if (asked === 'webgpu' || asked === 'cpu' || asked === 'interp') setDefaultBackend(asked);

const dot = apl('⍺ f32[n] ⍵ f32[n] → f32')`{+/⍺×⍵}`;
const matmul = apl('⍺ i32[m,k] ⍵ i32[k,n] → i32[m,n]')`{⍺+.×⍵}`;
const runningMax = apl('⍵ i32[n] → i32[n]')`{⌈\⍵}`;

interface PageResult {
  readonly backend: string;
  readonly dot: number;
  readonly matmul: readonly (readonly number[])[];
  readonly runningMax: readonly number[];
  readonly lengthError: string;
}

async function main(): Promise<PageResult> {
  const xs = f32(Float32Array.from({ length: 1000 }, (_, i) => i % 10));
  const d = await dot.run(xs, xs);
  const m = await matmul(i32([[1, 2], [3, 4]]), i32([[5, 6], [7, 8]]));
  const r = await runningMax(i32([3, 1, 4, 1, 5, 9, 2, 6]));
  let lengthError = '';
  try {
    await dot(f32([1, 2, 3]), f32([1, 2, 3, 4]));
  } catch (e) {
    lengthError = e instanceof AplError ? e.message : String(e);
  }
  return { backend: d.backend, dot: d.value.item(), matmul: m.toArray(), runningMax: r.toArray(), lengthError };
}

const out = document.getElementById('out')!;
main().then(
  (result) => {
    out.textContent = [
      `backend: ${result.backend}`,
      `(⍳1000 mod 10) +.× itself: ${result.dot}`,
      `matrix product: ${JSON.stringify(result.matmul)}`,
      `running max: ${result.runningMax.join(' ')}`,
      `a call with n = 3 and 4: ${result.lengthError}`,
    ].join('\n');
    Object.assign(window, { aplcResult: result });
  },
  (e: unknown) => {
    out.textContent = `failed: ${e instanceof Error ? e.message : String(e)}`;
    Object.assign(window, { aplcResult: { error: String(e) } });
  },
);
