// Run with `node examples/embed/node-example.mjs` after `npm run build` (in a project that
// installed aplc, the same imports work as they are).
import { AplError, apl, compile, f32, i32, shutdown } from 'aplc';

// Compiled once, for the element types and ranks of each call's arguments.
const dot = apl`{+/⍺×⍵}`;
console.log('dot:', (await dot(f32([1, 2, 3]), f32([4, 5, 6]))).item());

// A declared signature is checked now, for every n, and validated at each call.
const norm = compile('{(+/⍵×⍵)*0.5}', { signature: '⍵ f32[n] → f32' });
const r = await norm.run(f32([3, 4]));
console.log('norm:', r.value.item(), `(on ${r.backend})`);

const matmul = apl('⍺ i32[m,k] ⍵ i32[k,n] → i32[m,n]')`{⍺+.×⍵}`;
const p = await matmul(i32([1, 2, 3, 4, 5, 6], [2, 3]), i32([[1, 0], [0, 1], [1, 1]]));
console.log('matmul:', p.shape, p.toArray());

try {
  await matmul(i32([[1, 2, 3]]), i32([[1, 2]]));
} catch (e) {
  if (!(e instanceof AplError)) throw e;
  console.log('rejected:', e.message);
}

// Release the GPU device so that Node can exit.
await shutdown();
