// The device limits the kernels need, shared by the Node and the browser device modules (this
// file imports nothing from Node). WebGPU's defaults, and compatibility mode's even more (4
// storage buffers, 128 invocations), are below what the adapter offers: ask for what is used.

export function requiredLimits(a: GPUSupportedLimits): Record<string, number> {
  return {
    maxStorageBuffersPerShaderStage: a.maxStorageBuffersPerShaderStage,
    maxComputeInvocationsPerWorkgroup: Math.min(256, a.maxComputeInvocationsPerWorkgroup),
    maxComputeWorkgroupSizeX: Math.min(256, a.maxComputeWorkgroupSizeX),
    maxStorageBufferBindingSize: a.maxStorageBufferBindingSize,
    maxBufferSize: a.maxBufferSize,
    maxComputeWorkgroupStorageSize: a.maxComputeWorkgroupStorageSize,
    maxComputeWorkgroupsPerDimension: a.maxComputeWorkgroupsPerDimension,
    maxUniformBufferBindingSize: a.maxUniformBufferBindingSize,
    maxBindingsPerBindGroup: a.maxBindingsPerBindGroup,
  };
}

/** A device with those limits, or null when the adapter refuses. */
export async function openWithLimits(adapter: GPUAdapter): Promise<GPUDevice | null> {
  try {
    return await adapter.requestDevice({ requiredLimits: requiredLimits(adapter.limits) });
  } catch {
    return null;
  }
}

/** vendor / architecture / device / description, as far as the adapter tells. */
export function adapterParts(adapter: GPUAdapter): string[] {
  const info = adapter.info;
  return [info.vendor, info.architecture, info.device, info.description].filter((s): s is string => s !== undefined && s !== '');
}
