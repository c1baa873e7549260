#!/usr/bin/env bash
# Installs what the project needs on a fresh machine, skipping whatever is already there.
#   scripts/setup.sh          Rust wasm target, wasm-bindgen-cli, npm packages (to build and serve)
#   scripts/setup.sh --test   also Chromium, its driver and a CJK font (for the browser tests)
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[setup] %s\n' "$*"; }

if ! command -v cargo >/dev/null; then
  echo "[setup] cargo not found: install Rust with rustup first" >&2
  exit 1
fi

for target in wasm32-unknown-unknown thumbv6m-none-eabi; do
  if ! rustup target list --installed | grep -qx "$target"; then
    log "adding Rust target $target"
    rustup target add "$target"
  fi
done

# CI checks style with rustfmt and clippy (in rustup's default profile, but not in minimal).
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    log "adding Rust component $component"
    rustup component add "$component"
  fi
done

# The CLI must match the wasm-bindgen crate exactly; Cargo.lock holds the version in use.
# wasm-pack builds the package (with --mode no-install it uses that wasm-bindgen and downloads
# nothing). The two installs compile side by side; each takes a few minutes on a fresh machine.
WASM_PACK=0.15.1
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
pids=()
if [ "$want" != "$have" ]; then
  log "installing wasm-bindgen-cli $want (had: ${have:-none}); this takes a few minutes"
  cargo install wasm-bindgen-cli --version "=$want" --force --quiet & pids+=($!)
fi
have_pack=$(wasm-pack --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have_pack" != "$WASM_PACK" ]; then
  log "installing wasm-pack $WASM_PACK (had: ${have_pack:-none})"
  cargo install wasm-pack --version "=$WASM_PACK" --force --quiet & pids+=($!)
fi
for pid in "${pids[@]}"; do wait "$pid"; done

if [ ! -d node_modules/playwright-core ] || [ ! -x node_modules/.bin/wasm-opt ] \
   || [ ! -x node_modules/.bin/tsc ] || [ ! -d node_modules/@types/node ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--test" ]; then
  missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  command -v chromedriver >/dev/null || missing+=(chromium-driver)
  # The page tests run in its headless shell (tests/support/browser.mjs): far quicker to start.
  [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  fc-list :lang=ja 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]} from Debian"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
  fi
fi
log "ready"
