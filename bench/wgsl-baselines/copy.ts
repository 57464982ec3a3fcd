// The copy kernel: the most a kernel that reads n elements and writes n can do on this device,
// the denominator of every "fraction of copy bandwidth". Two shapes, both with vec4 accesses:
// one vec4 per invocation, and a fixed grid striding over the array (fewer, longer-lived
// invocations). The bench times both and takes the faster as the device's practical limit.
import { LINEAR_GROUP, paramsDecl, read, storage, write, type KernelKit } from './kit.js';

export type CopyShape = 'one vec4 per invocation' | 'grid-stride';

const WORKGROUP = 256;
/** workgroups of the grid-stride shape: enough to fill a large GPU several times over */
const STRIDE_GROUPS = 1024;

function copyWgsl(shape: CopyShape): string {
  const body =
    shape === 'grid-stride'
      ? `let stride = nwg.x * nwg.y * ${WORKGROUP}u;
  for (var i = (${LINEAR_GROUP}) * ${WORKGROUP}u + lid.x; i < p.x; i += stride) { dst[i] = src[i]; }`
      : `let i = (${LINEAR_GROUP}) * ${WORKGROUP}u + lid.x;
  if (i < p.x) { dst[i] = src[i]; }`;
  return `${storage(0, 'src', 'vec4<f32>', false)}
${storage(1, 'dst', 'vec4<f32>', true)}
${paramsDecl(2)}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  ${body}
}
`;
}

/** Copies `n` elements (the buffers hold a whole number of vec4s) from `src` to `dst`. */
export function encodeCopy(kit: KernelKit, shape: CopyShape, src: GPUBuffer, dst: GPUBuffer, n: number): void {
  const n4 = Math.ceil(n / 4);
  const needed = Math.ceil(n4 / WORKGROUP);
  const groups = shape === 'grid-stride' ? Math.min(needed, STRIDE_GROUPS) : needed;
  kit.dispatch(copyWgsl(shape), groups, [read(src), write(dst)], [n4]);
}
