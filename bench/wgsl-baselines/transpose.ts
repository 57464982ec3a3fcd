// The tiled transpose: B (m×n) = ⍉A (n×m), f32, row-major. A workgroup of 32×8 invocations copies
// a 32×32 block: each invocation reads four elements down the block's rows (32 consecutive words a
// row, one memory line) into workgroup memory, and after a barrier writes four elements of the
// transposed block, again 32 consecutive words a row, read down a column of the tile. The tile's
// rows are 33 words, so that the 32 words of a column fall in 32 different banks.
import { paramsDecl, read, storage, write, type KernelKit } from './kit.js';

const T = 32;
/** invocations down a block: each copies T ÷ ROWS of its rows */
const ROWS = 8;

const TRANSPOSE_WGSL = `${storage(0, 'a', 'f32', false)}
${storage(1, 'b', 'f32', true)}
${paramsDecl(2)}
var<workgroup> tile: array<f32, ${T * (T + 1)}>;
@compute @workgroup_size(${T}, ${ROWS})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let n = p.x;
  let m = p.y;
  // the block's first row of A (of n) and first column (of m)
  let r0 = wid.y * ${T}u;
  let c0 = wid.x * ${T}u;
  for (var y = lid.y; y < ${T}u; y += ${ROWS}u) {
    if (r0 + y < n && c0 + lid.x < m) { tile[y * ${T + 1}u + lid.x] = a[(r0 + y) * m + c0 + lid.x]; }
  }
  workgroupBarrier();
  for (var y = lid.y; y < ${T}u; y += ${ROWS}u) {
    if (c0 + y < m && r0 + lid.x < n) { b[(c0 + y) * n + r0 + lid.x] = tile[lid.x * ${T + 1}u + y]; }
  }
}
`;

/** B ← ⍉A for A n×m. */
export function encodeTranspose(kit: KernelKit, a: GPUBuffer, b: GPUBuffer, n: number, m: number): void {
  kit.dispatch(TRANSPOSE_WGSL, [Math.ceil(m / T), Math.ceil(n / T)], [read(a), write(b)], [n, m]);
}
