// The cooperative +/: each workgroup of 256 invocations sums a block of 256·V vec4s. Invocation l
// reads vec4s l, l+256, … of the block, so neighbouring invocations read neighbouring addresses
// (coalesced), keeps the four lanes as separate sums, and the workgroup then adds its 256 sums by
// a tree in workgroup memory. One partial per block; the same kernel runs again over the partials
// until one value is left (two passes for the bench's sizes). Short sequential runs joined by
// trees keep the f32 error near a pairwise sum's.
import { LINEAR_GROUP, paramsDecl, read, storage, write, zero, type KernelKit, type ScalarType } from './kit.js';

export const REDUCE_WORKGROUP = 256;

/** Sums of consecutive blocks of `vec4sPerInvocation`·256 vec4s of `src` into `dst`. */
export function blockSumWgsl(t: ScalarType, vec4sPerInvocation: number): string {
  const W = REDUCE_WORKGROUP;
  return `${storage(0, 'src', `vec4<${t}>`, false)}
${storage(1, 'dst', t, true)}
${paramsDecl(2)}
var<workgroup> sums: array<${t}, ${W}>;
@compute @workgroup_size(${W})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let g = ${LINEAR_GROUP};
  let base = g * ${W * vec4sPerInvocation}u + lid.x;
  var acc = vec4<${t}>(${zero(t)});
  for (var j = 0u; j < ${vec4sPerInvocation}u; j++) {
    let i = base + j * ${W}u;
    if (i < p.x) { acc += src[i]; }
  }
  sums[lid.x] = (acc.x + acc.y) + (acc.z + acc.w);
  workgroupBarrier();
  for (var half = ${W / 2}u; half > 0u; half >>= 1u) {
    if (lid.x < half) { sums[lid.x] += sums[lid.x + half]; }
    workgroupBarrier();
  }
  if (lid.x == 0u && g < p.y) { dst[g] = sums[0]; }
}
`;
}

/** Elements summed by one workgroup. */
export const blockElements = (vec4sPerInvocation: number): number => REDUCE_WORKGROUP * vec4sPerInvocation * 4;

/** One pass: the block sums of the first `n` elements of `src` (zero-padded to vec4s) into `dst`. */
export function encodeBlockSums(kit: KernelKit, t: ScalarType, vec4sPerInvocation: number, src: GPUBuffer, dst: GPUBuffer, n: number): number {
  const blocks = Math.max(1, Math.ceil(n / blockElements(vec4sPerInvocation)));
  kit.dispatch(blockSumWgsl(t, vec4sPerInvocation), blocks, [read(src), write(dst)], [Math.ceil(n / 4), blocks]);
  return blocks;
}

/**
 * vec4s each invocation of the +/ baseline reads: 8192 elements a workgroup, 512 workgroups for
 * 2²² elements (llvmpipe measured 4 and 16 about alike here, 1 three times slower; 8 leaves a
 * large GPU several workgroups per multiprocessor)
 */
const SUM_VEC4S = 8;

/** +/ of `n` f32 elements of `src` into dst[0]: passes of block sums until one value is left. */
export function encodeSum(kit: KernelKit, src: GPUBuffer, dst: GPUBuffer, n: number): void {
  let [from, count] = [src, n];
  for (;;) {
    const blocks = Math.max(1, Math.ceil(count / blockElements(SUM_VEC4S)));
    const into = blocks === 1 ? dst : kit.temp(blocks * 4);
    encodeBlockSums(kit, 'f32', SUM_VEC4S, from, into, count);
    if (blocks === 1) return;
    [from, count] = [into, blocks];
  }
}
