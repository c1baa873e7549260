#!/usr/bin/env bash
# Builds the wasm packages with wasm-pack (ES modules for the web, TypeScript declarations,
# package.json), then shrinks them with wasm-opt from the npm package binaryen:
#   www/pkg          the page's engine (every game and computer player call);
#   www/pkg-records  the same with game records (exportRecord, fromRecord, ssangnyukReplay,
#                    sanyaoReplay), which would add about 43 KB gzipped to the page's module, so
#                    the page loads this one only to write, read or replay a record.
set -euo pipefail
cd "$(dirname "$0")/.."
# --mode no-install: use the wasm-bindgen on PATH (setup.sh installs the exact version) and
# never download tools; wasm-pack's own wasm-opt is off in crates/wasm/Cargo.toml.
# The players' crate and every dependency (serde, serde_json, rand, wasm-bindgen) are optimised
# for size here only: that keeps the file within its budget of 150 KB gzipped, and none of them is
# on the hot path of move generation (the engine keeps opt-level 3). Native builds (the CLI's
# self-play) keep opt-level 3 everywhere.
# Both packages share every dependency's build: only the engine, madang-wasm and the link are
# built twice.
build() { # out-dir [cargo args...]
  local out=$1
  shift
  wasm-pack --quiet build crates/wasm --mode no-install --target web --release \
    --out-dir "../../$out" --out-name madang_wasm \
    -- --config 'profile.release.package.madang-bot.opt-level="s"' \
    --config 'profile.release.package."*".opt-level="s"' "$@"
  # Debian's binaryen 108 breaks externref exports; the npm package's wasm-opt is current.
  node_modules/.bin/wasm-opt -O3 --enable-reference-types --enable-bulk-memory \
    --enable-nontrapping-float-to-int --enable-sign-ext --enable-multivalue \
    "$out/madang_wasm_bg.wasm" -o "$out/madang_wasm_bg.wasm"
  echo "[build] $out/madang_wasm_bg.wasm: $(wc -c <"$out/madang_wasm_bg.wasm") bytes"
}
build www/pkg
# The records package is optimised for size (the engine and madang-wasm at opt-level "s"): it is
# fetched only to write, read or replay a record, so 14 KB less to download (gzipped) is worth
# reading a record about 1.6 times as long (the longest allowed, 20,000 San Yao moves: a median
# of 170 ms instead of 110 in Node on a busy machine; a game of 80 turns: 1 ms). The page's
# package keeps opt-level 3.
build www/pkg-records --features records \
  --config 'profile.release.package.madang-engine.opt-level="s"' \
  --config 'profile.release.package.madang-wasm.opt-level="s"'
