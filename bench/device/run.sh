#!/usr/bin/env bash
# Runs aplc's test suite, the conformance corpus and the benchmarks from the pack that
# bench/device/pack.sh made (.device-pack/, carried to the device machine), on Dawn's default
# (Vulkan) backend, and leaves the results under $OUT (at most 8 files, as the device tool takes):
#   device.txt        nvidia-smi, the Vulkan setup, node's version
#   suite.log         `node dist/spec/run.js` over the bundled spec files (last line: N passed, N failed)
#   conformance.log   the conformance corpus on cpu and webgpu
#   quick.md, quick.json, full.md, full.json   the bench tables
# Usage: bash bench/device/run.sh [all|suite|bench|quick] (default all). Unpacks into /tmp/aplc-pack.
# APLC_WEBGPU_BACKEND may be set to opengles to try the pack on a machine without a GPU.
set -uo pipefail
what=${1:-all}
root=$(cd "$(dirname "$0")/../.." && pwd)
pack=$root/.device-pack
out=${OUT:-/tmp/aplc-pack-out}
work=/tmp/aplc-pack
mkdir -p "$out" "$work"
[ -f "$pack/payload.tar.xz" ] || { echo "run.sh: no $pack/payload.tar.xz: run bench/device/pack.sh and carry .device-pack" >&2; exit 1; }

unxz_to() { # file.xz target: xz where the machine has it, else Python's lzma
  if command -v xz >/dev/null; then xz -dc "$1" >"$2"
  else python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$1" "$2"; fi
}
unxz_to "$pack/node.xz" "$work/node" && chmod +x "$work/node" || exit 1
unxz_to "$pack/payload.tar.xz" "$work/payload.tar" && tar -C "$work" -xf "$work/payload.tar" && rm "$work/payload.tar" || exit 1
node=$work/node

# The Vulkan loader (the device README): the machine's own if ldconfig knows one, else the carried .deb.
if ! ldconfig -p | grep -q libvulkan; then
  for f in "$pack"/*.deb; do [ -f "$f" ] && dpkg -x "$f" /; done
  ldconfig
fi
# NVIDIA's ICD lives outside the loader's search path on these machines.
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ -f "$icd" ] && [ -z "${VK_DRIVER_FILES:-}" ]; then export VK_DRIVER_FILES=$icd; fi

export APLC_WEBGPU_BACKEND=${APLC_WEBGPU_BACKEND:-default}
export APLC_REQUIRE_GPU=1 APLC_CONFORMANCE_DIR=$work/conformance/apltail
{
  nvidia-smi 2>&1 || echo "no nvidia-smi"
  ldconfig -p | grep libvulkan
  echo "VK_DRIVER_FILES=${VK_DRIVER_FILES:-} APLC_WEBGPU_BACKEND=$APLC_WEBGPU_BACKEND node $("$node" --version)"
  # the adapter Dawn's default backend offers, as the bench will see it
  "$node" --input-type=module -e "import { create } from '$work/node_modules/webgpu/index.js';
    const a = await create([]).requestAdapter({ powerPreference: 'high-performance' });
    console.log(a === null ? 'no adapter' : 'adapter: ' + JSON.stringify(a.info)); process.exit(0);"
} >"$out/device.txt" 2>&1

cd "$work" || exit 1
if [ "$what" = all ] || [ "$what" = suite ]; then
  "$node" dist/spec/run.js >"$out/suite.log" 2>&1
  tail -1 "$out/suite.log"
  "$node" dist/spec/conformance/run.js --gpu >"$out/conformance.log" 2>&1
  tail -2 "$out/conformance.log"
fi
if [ "$what" = all ] || [ "$what" = bench ] || [ "$what" = quick ]; then
  "$node" dist/bench/run.js --quick >"$out/quick.md" 2>"$out/bench-stderr.log"
  cp bench/results/quick.json "$out/" 2>/dev/null
  cat "$out/quick.md"
fi
if [ "$what" = all ] || [ "$what" = bench ]; then
  "$node" dist/bench/run.js >"$out/full.md" 2>>"$out/bench-stderr.log"
  cp bench/results/full.json "$out/" 2>/dev/null
  cat "$out/full.md"
fi
