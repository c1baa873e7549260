// @ts-check
// The records package (www/pkg-records: the engine with game records), loaded only when a
// record is written, read or replayed: it weighs about 180 KB gzipped, more than the page's own
// engine, so nothing on a game's load path imports this module's package. Its URL comes from this
// module's own URL, so it loads from any sub-path (the site, <madang-game> on a host page,
// embed.html). Once per page: every caller shares one instance. It is a module instance of its
// own, apart from the page's engine: a game moves between the two as text (calls, position
// JSON, record JSON), never as a handle.

const MODULE_URL = new URL('../pkg-records/madang_wasm.js', import.meta.url);
const WASM_URL = new URL('../pkg-records/madang_wasm_bg.wasm', import.meta.url);

/** @typedef {typeof import('../pkg-records/madang_wasm.js')} RecordsPackage */

/** @type {Promise<RecordsPackage> | null} */
let loading = null;

/**
 * The records package, ready (fetched and instantiated on the first call; a failure is
 * forgotten, so a later call tries again).
 * @returns {Promise<RecordsPackage>}
 */
export function loadRecords() {
  loading ??= start().catch((e) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** @returns {Promise<RecordsPackage>} */
async function start() {
  /** @type {RecordsPackage} */
  const pkg = await import(MODULE_URL.href);
  // The glue fetches the wasm itself (streaming when the server sends application/wasm).
  await pkg.default({ module_or_path: WASM_URL });
  return pkg;
}
