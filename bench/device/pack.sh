#!/usr/bin/env bash
# Packs what a bare x86-64 Linux machine with a GPU needs to run aplc's test suite and benchmarks:
# the test runner, the spec files, the bench runner and the CLI bundled by esbuild for Node (one
# chunked ESM tree, no node_modules), the `webgpu` package's linux-x64 dawn.node, the corpus
# programs and the conformance corpus they read, the Vulkan loader as a .deb, and this machine's
# `node` binary, all compressed into .device-pack/ at the repository root (ignored by git), under
# the device tool's 64 MiB. bench/device/run.sh unpacks and runs it there. Run from anywhere in
# the checkout, after `npm install`; takes a minute or two (most of it xz on the node binary).
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
out=.device-pack
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
rm -rf "$out"
mkdir -p "$out" "$stage/dist"

# Entry points: the runners and every spec file that needs only the built program and its data.
# spec/structure reads the TypeScript sources and spec/embed runs npm, tsc and a browser: those two
# folders stay behind (they test packaging, not the GPU).
mapfile -t specs < <(find spec -name '*.spec.ts' -not -path 'spec/embed/*' -not -path 'spec/structure/*' | sort)
node_modules/.bin/esbuild spec/run.ts spec/conformance/run.ts bench/run.ts cli/main.ts "${specs[@]}" \
  --bundle --splitting --format=esm --platform=node --target=node20 \
  --outbase=. --outdir="$stage/dist" --chunk-names='chunks/[name]-[hash]' \
  --external:webgpu --log-level=warning \
  --banner:js="import { createRequire as __aplcRequire } from 'node:module'; const require = __aplcRequire(import.meta.url);"

# findProjectRoot looks for aplc's package.json; the .js files are ES modules.
printf '{ "name": "aplc", "private": true, "type": "module" }\n' >"$stage/package.json"
mkdir -p "$stage/spec" "$stage/node_modules/webgpu/dist/linux-x64"
cp -r spec/programs "$stage/spec/programs"
conformance="${APLC_CONFORMANCE_DIR:-$root/../shared/conformance/apltail}"
if [ -d "$conformance" ]; then
  mkdir -p "$stage/conformance" && cp -r "$conformance" "$stage/conformance/apltail"
else
  echo "pack: no conformance corpus at $conformance (set APLC_CONFORMANCE_DIR); the pack runs without it" >&2
fi
cp node_modules/webgpu/package.json node_modules/webgpu/index.js "$stage/node_modules/webgpu/"
cp node_modules/webgpu/dist/linux-x64/dawn.node "$stage/node_modules/webgpu/dist/linux-x64/"
tar -C "$stage" -cJf "$out/payload.tar.xz" .

# The Vulkan loader, for machines whose ldconfig knows no libvulkan (the device README's recipe).
apt_opts=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists="$stage/apt-lists")
mkdir -p "$stage/apt-lists/partial"
if apt-get "${apt_opts[@]}" update >/dev/null 2>&1 && (cd "$out" && apt-get "${apt_opts[@]}" download libvulkan1 >/dev/null 2>&1); then :; else
  echo "pack: could not download libvulkan1; run.sh then relies on the device's own loader" >&2
fi

xz -T0 -6 -c "$(command -v node)" >"$out/node.xz"
node --version >"$out/node-version.txt"
du -b "$out"/* | sort -n
total=$(du -cb "$out"/* | tail -1 | cut -f1)
echo "pack: $out holds $((total / 1048576)) MiB"
if [ "$total" -gt $((56 * 1048576)) ]; then
  echo "pack: over 56 MiB: with the repository it may not fit the device tool's 64 MiB" >&2
  exit 1
fi
