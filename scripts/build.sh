#!/usr/bin/env bash
# Builds the wasm package into www/pkg with wasm-pack (ES module for the web, TypeScript
# declarations, package.json), then shrinks it with wasm-opt from the npm package binaryen.
set -euo pipefail
cd "$(dirname "$0")/.."
# --mode no-install: use the wasm-bindgen on PATH (setup.sh installs the exact version) and
# never download tools; wasm-pack's own wasm-opt is off in crates/wasm/Cargo.toml.
# The players' crate is optimised for size here only: it keeps the file within its budget of
# 150 KB gzipped; native builds (the CLI's self-play) keep opt-level 3.
wasm-pack --quiet build crates/wasm --mode no-install --target web --release \
  --out-dir ../../www/pkg --out-name madang_wasm \
  -- --config 'profile.release.package.madang-bot.opt-level="s"'
# Debian's binaryen 108 breaks externref exports; the npm package's wasm-opt is current.
node_modules/.bin/wasm-opt -O3 --enable-reference-types --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-multivalue \
  www/pkg/madang_wasm_bg.wasm -o www/pkg/madang_wasm_bg.wasm
echo "[build] www/pkg/madang_wasm_bg.wasm: $(wc -c <www/pkg/madang_wasm_bg.wasm) bytes"
