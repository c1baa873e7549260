#!/usr/bin/env bash
# Builds the wasm module into www/pkg (wasm-bindgen for the web, then wasm-opt from npm).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --target wasm32-unknown-unknown -p madang-wasm
wasm-bindgen --target web --out-dir www/pkg \
  target/wasm32-unknown-unknown/release/madang_wasm.wasm
# Debian's binaryen 108 breaks externref exports; the npm package's wasm-opt is current.
node_modules/.bin/wasm-opt -O3 --enable-reference-types --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-multivalue \
  www/pkg/madang_wasm_bg.wasm -o www/pkg/madang_wasm_bg.wasm
echo "[build] www/pkg/madang_wasm_bg.wasm: $(wc -c <www/pkg/madang_wasm_bg.wasm) bytes"
