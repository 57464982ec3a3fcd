// Shapes in the types: each function's parameters carry element type and rank from its signature.
// `npx tsc --noEmit` rejects the marked calls; spec/embed/types.spec.ts checks this file.
import { apl, compile, f32, i32, type Result } from 'aplc';

const dot = compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32' });
const matmul = apl('⍺ f32[m,k] ⍵ f32[k,n] → f32[m,n]')`{⍺+.×⍵}`;

export async function demo(): Promise<number> {
  const v = f32([1, 2, 3]);
  const m = f32([[1, 2, 3], [4, 5, 6]]);
  const s: Result<'f32', []> = await dot(v, [4, 5, 6]);
  const p = await matmul(m, f32([[1], [1], [1]]));
  const [rows, cols] = p.shape; // a tuple of two: the result is a matrix
  // @ts-expect-error a matrix where dot takes a vector
  await dot(m, v);
  // @ts-expect-error f32 data where i32 is declared
  await apl('⍵ i32[n] → i32')`{+/⍵}`(v);
  // Lengths are checked at the call: this type-checks, and rejects with `LENGTH ERROR: n: 3 from ⍺, 2 from ⍵`.
  await dot(v, i32([1, 2])).catch(() => undefined);
  return s.item() + rows + cols;
}
