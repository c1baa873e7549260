// @ts-check
// The engine, loaded once per page: the .wasm is fetched and compiled into one
// WebAssembly.Module, which the page instantiates and every computer worker receives by
// postMessage (a Module is shared, not fetched or compiled again), however many games the
// page holds. The wasm's URL comes from this module's own URL, so the page works from any
// sub-path of any host.
import init from './pkg/madang_wasm.js';

const WASM_URL = new URL('./pkg/madang_wasm_bg.wasm', import.meta.url);

/** @type {Promise<WebAssembly.Module> | null} */
let compiled = null;
/** @type {Promise<void> | null} */
let started = null;

/**
 * The engine's compiled module (fetched and compiled on the first call; a failure is
 * forgotten, so a later call tries again).
 * @returns {Promise<WebAssembly.Module>}
 */
export function loadEngine() {
  compiled ??= compile().catch((e) => {
    compiled = null;
    throw e;
  });
  return compiled;
}

/**
 * The engine ready on this page: the compiled module instantiated for the wasm package's
 * classes (SsangnyukGame, SanyaoGame...). Idempotent, like loadEngine.
 * @returns {Promise<void>}
 */
export function startEngine() {
  started ??= loadEngine()
    .then((module) => init({ module_or_path: module }))
    .then(() => undefined, (e) => {
      started = null;
      throw e;
    });
  return started;
}

/**
 * Streaming compilation needs the server to send `application/wasm`; a server that sends
 * another type (a museum's server that does not know .wasm) still works, with the bytes
 * compiled once they have all arrived.
 * @returns {Promise<WebAssembly.Module>}
 */
async function compile() {
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`the engine did not load: HTTP ${response.status} for ${WASM_URL}`);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/wasm' && typeof WebAssembly.compileStreaming === 'function') {
    return WebAssembly.compileStreaming(response);
  }
  console.warn(`${WASM_URL} came as ${type ?? 'no type'}, not application/wasm: compiling it after the download (slower). The README says how to serve it.`);
  return WebAssembly.compile(await response.arrayBuffer());
}
