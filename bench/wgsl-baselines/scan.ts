// The inclusive +\ by reduce-then-scan. A block is 256 invocations × V consecutive vec4s each
// (invocation l owns vec4s lV … lV+V-1 of its block, so a warp's loads cover one contiguous
// stretch). Pass 1 sums each block (the +/ kernel of reduce.ts: the same blocks, read in a
// coalesced order); the block sums are scanned the same way, recursively, until one block holds
// them all; the last pass scans each block — each invocation its 4V elements in registers, the
// 256 invocation totals by a Hillis–Steele scan in workgroup memory — and adds the scanned sum of
// the blocks before it.
import { encodeBlockSums } from './reduce.js';
import { LINEAR_GROUP, paramsDecl, read, storage, write, zero, type KernelKit, type ScalarType } from './kit.js';

const W = 256;
/**
 * vec4s each invocation scans: blocks of 4096 elements (on llvmpipe 4 and 8 ran about 4× faster
 * than 2 and 8× faster than 1: fewer workgroups, fewer barriers; 2²² elements still make 1024
 * workgroups for a large GPU)
 */
const V = 4;
const BLOCK = W * V * 4;

function scanBlocksWgsl(t: ScalarType): string {
  const lanes = Array.from({ length: V }, (_, j) => j);
  return `${storage(0, 'src', `vec4<${t}>`, false)}
${storage(1, 'dst', `vec4<${t}>`, true)}
${storage(2, 'carry', t, false)}
${paramsDecl(3)}
var<workgroup> totals: array<${t}, ${W}>;
fn scan4(v: vec4<${t}>) -> vec4<${t}> {
  let a = v.x + v.y;
  return vec4<${t}>(v.x, a, a + v.z, a + v.z + v.w);
}
@compute @workgroup_size(${W})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let g = ${LINEAR_GROUP};
  let first = g * ${W * V}u + lid.x * ${V}u;
  var v: array<vec4<${t}>, ${V}>;
  var run = ${zero(t)};
  ${lanes.map((j) => `if (first + ${j}u < p.x) { v[${j}] = scan4(src[first + ${j}u]) + run; run = v[${j}].w; }`).join('\n  ')}
  totals[lid.x] = run;
  workgroupBarrier();
  for (var d = 1u; d < ${W}u; d <<= 1u) {
    var x = totals[lid.x];
    if (lid.x >= d) { x += totals[lid.x - d]; }
    workgroupBarrier();
    totals[lid.x] = x;
    workgroupBarrier();
  }
  var before = ${zero(t)};
  if (lid.x > 0u) { before = totals[lid.x - 1u]; }
  if (p.z != 0u && g > 0u) { before += carry[g - 1u]; }
  ${lanes.map((j) => `if (first + ${j}u < p.x) { dst[first + ${j}u] = v[${j}] + before; }`).join('\n  ')}
}
`;
}

/** The inclusive +\ of the first `n` elements of `src` into `dst` (both whole vec4s). */
export function encodeScan(kit: KernelKit, t: ScalarType, src: GPUBuffer, dst: GPUBuffer, n: number): void {
  const blocks = Math.max(1, Math.ceil(n / BLOCK));
  const code = scanBlocksWgsl(t);
  const params = (withCarry: boolean): number[] => [Math.ceil(n / 4), blocks, withCarry ? 1 : 0];
  if (blocks === 1) {
    kit.dispatch(code, blocks, [read(src), write(dst), read(kit.temp(4))], params(false));
    return;
  }
  const sums = kit.temp(blocks * 4);
  encodeBlockSums(kit, t, V, src, sums, n);
  const scanned = kit.temp(blocks * 4);
  encodeScan(kit, t, sums, scanned, blocks);
  kit.dispatch(code, blocks, [read(src), write(dst), read(scanned)], params(true));
}
