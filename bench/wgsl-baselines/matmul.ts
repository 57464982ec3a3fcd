// The tiled +.×: C (n×m) = A (n×k) · B (k×m), f32, row-major. A workgroup of 16×16 invocations
// computes a 64×64 tile of C, each invocation a 4×4 register block (rows ty+16i, columns tx+16j,
// so that neighbouring invocations read neighbouring words of workgroup memory). K advances 16 at
// a time: the workgroup stages a 64×16 slice of A and a 16×64 slice of B in workgroup memory
// (coalesced loads, four elements an invocation each), waits, and accumulates from there. The
// register block is four vec4 variables, its loops written out.
import { paramsDecl, read, storage, write, type KernelKit } from './kit.js';

const T = 16;
/** rows and columns of C per workgroup (T invocations × 4 each) */
const TILE = T * 4;

/** the register block's rows (and columns), written out: llvmpipe keeps indexed private arrays in memory */
const FOUR = [0, 1, 2, 3];

const MATMUL_WGSL = `${storage(0, 'a', 'f32', false)}
${storage(1, 'b', 'f32', false)}
${storage(2, 'c', 'f32', true)}
${paramsDecl(3)}
// both slices k-major: as_[kk * ${TILE} + row], bs[kk * ${TILE} + col]
var<workgroup> as_: array<f32, ${TILE * T}>;
var<workgroup> bs: array<f32, ${TILE * T}>;
@compute @workgroup_size(${T}, ${T})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>, @builtin(local_invocation_index) l: u32) {
  let n = p.x;
  let k = p.y;
  let m = p.z;
  let row0 = wid.y * ${TILE}u;
  let col0 = wid.x * ${TILE}u;
  ${FOUR.map((i) => `var acc${i} = vec4<f32>(0.0);`).join('\n  ')}
  for (var k0 = 0u; k0 < k; k0 += ${T}u) {
    for (var e = l; e < ${TILE * T}u; e += ${T * T}u) {
      let ar = e / ${T}u;
      let ak = e % ${T}u;
      var av = 0.0;
      if (row0 + ar < n && k0 + ak < k) { av = a[(row0 + ar) * k + k0 + ak]; }
      as_[ak * ${TILE}u + ar] = av;
      let bk = e / ${TILE}u;
      let bc = e % ${TILE}u;
      var bv = 0.0;
      if (k0 + bk < k && col0 + bc < m) { bv = b[(k0 + bk) * m + col0 + bc]; }
      bs[bk * ${TILE}u + bc] = bv;
    }
    workgroupBarrier();
    for (var kk = 0u; kk < ${T}u; kk++) {
      let bv = vec4<f32>(${FOUR.map((j) => `bs[kk * ${TILE}u + lid.x + ${j * T}u]`).join(', ')});
      ${FOUR.map((i) => `acc${i} += as_[kk * ${TILE}u + lid.y + ${i * T}u] * bv;`).join('\n      ')}
    }
    workgroupBarrier();
  }
  ${FOUR.map((i) => `store(row0 + lid.y + ${i * T}u, col0 + lid.x, acc${i});`).join('\n  ')}
}
fn store(r: u32, col: u32, v: vec4<f32>) {
  if (r >= p.x) { return; }
  ${FOUR.map((j) => `if (col + ${j * T}u < p.z) { c[r * p.z + col + ${j * T}u] = v[${j}]; }`).join('\n  ')}
}
`;

/** C ← A +.× B for A n×k and B k×m. */
export function encodeMatmul(kit: KernelKit, a: GPUBuffer, b: GPUBuffer, c: GPUBuffer, n: number, k: number, m: number): void {
  kit.dispatch(MATMUL_WGSL, [Math.ceil(m / TILE), Math.ceil(n / TILE)], [read(a), read(b), write(c)], [n, k, m]);
}
